// `playbench-cli less play`: games between bots and programs (the text and JSON outputs, all
// 24 seatings with progress, faults and saved logs), the limits of external programs given as
// options, and usage errors.

#include "less/gamelog.h"
#include "less/position.h"
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace pb::less;

namespace {

Board testBoard()
{
    return parseBoard(kFigure1Board).board;
}

using pb::test::CliRun;

CliRun cli(const QStringList& args) { return pb::test::runCli(args, {}, 60000); }

} // namespace

class TestLessPlayCli : public QObject {
    Q_OBJECT
private slots:
    void cliPlay()
    {
        const QString board = QString::fromStdString(testBoard().toString());
        CliRun r = cli({QStringLiteral("less"), QStringLiteral("play"), QStringLiteral("--player"), QStringLiteral("bot:random"),
                        QStringLiteral("--player"), QStringLiteral("bot:random"), QStringLiteral("--player"),
                        QStringLiteral("bot:random"), QStringLiteral("--player"), QStringLiteral("bot:random"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("board")).toString(), board);
        QCOMPARE(o.value(QStringLiteral("players")).toArray().size(), 4);
        QJsonArray seats = o.value(QStringLiteral("seats")).toArray();
        QCOMPARE(seats.size(), 4);
        QCOMPARE(seats[0].toObject().value(QStringLiteral("score")).toInt() + seats[1].toObject().value(QStringLiteral("score")).toInt(), 20);
        QVERIFY(seats[0].toObject().value(QStringLiteral("moves")).toInt() >= 60);
        QVERIFY(o.value(QStringLiteral("faults")).toArray().isEmpty());

        // All 24 seatings in parallel.
        r = cli({QStringLiteral("less"), QStringLiteral("play"), QStringLiteral("--seed"), QStringLiteral("4"),
                 QStringLiteral("--player"), QStringLiteral("bot:random"), QStringLiteral("--player"), QStringLiteral("bot:random"),
                 QStringLiteral("--player"), QStringLiteral("bot:random"), QStringLiteral("--player"), QStringLiteral("bot:random"),
                 QStringLiteral("--permutations"), QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QStringList games = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(games.size(), 24);
        QSet<QString> orders;
        for (const QString& g : games) {
            const QJsonArray s = QJsonDocument::fromJson(g.toUtf8()).object().value(QStringLiteral("seats")).toArray();
            QString order;
            for (const QJsonValue& v : s)
                order += QString::number(v.toObject().value(QStringLiteral("player_index")).toInt());
            orders.insert(order);
        }
        QCOMPARE(orders.size(), 24);
        // Progress on stderr as games finish: game k of 24 with the running totals, the last
        // line's totals those of the whole set (every set of 24 seatings sums to 24 * 40).
        const QStringList progress = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(progress.size(), 24);
        for (int k = 0; k < 24; ++k)
            QVERIFY2(progress[k].startsWith(QStringLiteral("game %1 of 24 done").arg(k + 1)), qPrintable(progress[k]));
        const QRegularExpression total(QStringLiteral("player (\\d) (\\d+)"));
        int sum = 0;
        for (auto it = total.globalMatch(progress.last()); it.hasNext();)
            sum += it.next().captured(2).toInt();
        QCOMPARE(sum, 24 * 40);

        // A program that sends garbage: the fault in the text output and in the saved log.
        QTemporaryDir dir;
        r = cli({QStringLiteral("less"), QStringLiteral("play"), QStringLiteral("--player"), QStringLiteral("bot:random"),
                 QStringLiteral("--player"), QStringLiteral("bot:random"), QStringLiteral("--player"), QStringLiteral("bot:random"),
                 QStringLiteral("--player"), QStringLiteral(LESS_TEST_PLAYER) + QStringLiteral(" garbage"),
                 QStringLiteral("--time-ms"), QStringLiteral("5000"), QStringLiteral("--log-dir"), dir.path()});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("fault: Red, turn 1, invalid")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("hello world")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("player 4 %1 garbage: 0 points in 1 games, 1 faults").arg(QStringLiteral(LESS_TEST_PLAYER))),
                 qPrintable(r.out));
        const GameLogParse saved = loadGameLog(dir.filePath(QStringLiteral("game-01.txt")));
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QCOMPARE(saved.log.faults.size(), std::size_t(1));
        QCOMPARE(saved.log.faults.front().kind, FaultKind::Invalid);
        QCOMPARE(saved.log.scores[Red], 0);
        // The text shows the start of a long line sent, not all of it (the log keeps it whole).
        r = cli({QStringLiteral("less"), QStringLiteral("play"), QStringLiteral("--player"), QStringLiteral("bot:random"),
                 QStringLiteral("--player"), QStringLiteral("bot:random"), QStringLiteral("--player"), QStringLiteral("bot:random"),
                 QStringLiteral("--player"), QStringLiteral(LESS_TEST_PLAYER) + QStringLiteral(" flood"),
                 QStringLiteral("--time-ms"), QStringLiteral("5000")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("fault: Red, turn 1, invalid")), qPrintable(r.out.left(2000)));
        QVERIFY2(r.out.contains(QStringLiteral("... (65536 characters)")), qPrintable(r.out.left(2000)));
        QVERIFY2(r.out.size() < 4000, qPrintable(r.out.left(2000)));

        // The limits of programs, given before the game: one that writes more than 1 MB (here on
        // stderr, never a line on stdout) is stopped and judged at once.
        r = cli({QStringLiteral("--program-output-mb"), QStringLiteral("1"), QStringLiteral("--program-memory-mb=512"),
                 QStringLiteral("less"), QStringLiteral("play"), QStringLiteral("--player"), QStringLiteral("bot:random"),
                 QStringLiteral("--player"), QStringLiteral("bot:random"), QStringLiteral("--player"), QStringLiteral("bot:random"),
                 QStringLiteral("--player"), QStringLiteral(MISBEHAVING_PROGRAM) + QStringLiteral(" flood-err"),
                 QStringLiteral("--time-ms"), QStringLiteral("20000")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("fault: Red, turn 1, crash: the program wrote more than 1 MB of output")),
                 qPrintable(r.out.left(2000)));
        r = cli({QStringLiteral("--program-output-mb"), QStringLiteral("lots"), QStringLiteral("less"), QStringLiteral("play")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--program-output-mb takes a number of MB")));

        // Usage errors.
        r = cli({QStringLiteral("less"), QStringLiteral("play"), QStringLiteral("--player"), QStringLiteral("bot:random")});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("less"), QStringLiteral("play"), QStringLiteral("--player"), QStringLiteral("bot:x"),
                 QStringLiteral("--player"), QStringLiteral("bot:random"), QStringLiteral("--player"), QStringLiteral("bot:random"),
                 QStringLiteral("--player"), QStringLiteral("bot:random")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("bot:x")));
    }
};

QTEST_GUILESS_MAIN(TestLessPlayCli)
#include "tst_less_play_cli.moc"
