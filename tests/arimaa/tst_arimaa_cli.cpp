// playbench-cli arimaa ... and bench arimaa as a user runs them: output, JSON, exit codes, errors.

#include "arimaa/evaluate.h"
#include "arimaa/game.h"
#include "arimaa/movegen.h"
#include "arimaa/notation.h"
#include "arimaadata.h"
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace pb::arimaa;

namespace {

using Run = pb::test::CliRun;

Run cli(const QStringList& args) { return pb::test::runCli(args); }

QJsonObject jsonOf(const Run& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestArimaaCli : public QObject {
    Q_OBJECT

private slots:
    void replayArchive()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/games-2011-sample.txt"));
        const QString path = pb::test::referencePath(QStringLiteral("arimaa/games-2011-sample.txt"));
        const Run text = cli({QStringLiteral("arimaa"), QStringLiteral("replay"), path});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(QStringLiteral("200785: silver wins by goal")));
        QVERIFY(text.out.contains(QStringLiteral("12 of 12 games agree")));

        const Run json = cli({QStringLiteral("arimaa"), QStringLiteral("replay"), path, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = jsonOf(json);
        QCOMPARE(o.value(QStringLiteral("count")).toInt(), 12);
        QCOMPARE(o.value(QStringLiteral("agreeing")).toInt(), 12);
        // Each row matches the archive's own result and termination columns.
        const ArchiveParse archive = readArchive(pb::test::readReference(QStringLiteral("arimaa/games-2011-sample.txt")));
        const QJsonArray games = o.value(QStringLiteral("games")).toArray();
        QCOMPARE(games.size(), static_cast<qsizetype>(archive.games.size()));
        for (qsizetype i = 0; i < games.size(); ++i) {
            const QJsonObject g = games[i].toObject();
            const ArchiveGame& a = archive.games[static_cast<std::size_t>(i)];
            QCOMPARE(g.value(QStringLiteral("id")).toString().toStdString(), a.value("id"));
            QCOMPARE(g.value(QStringLiteral("termination")).toString().toStdString(), a.value("termination"));
            QCOMPARE(g.value(QStringLiteral("result")).toString(),
                     a.value("result") == "w" ? QStringLiteral("gold") : QStringLiteral("silver"));
        }
    }

    void replayReportsIllegalMove()
    {
        // The first game of the sample with its 3rd gold move made illegal (a rabbit stepping
        // backward), and a copy whose record claims the wrong winner.
        const std::string text = pb::test::readReference(QStringLiteral("arimaa/games-2011-sample.txt"));
        QVERIFY(!text.empty());
        const ArchiveParse archive = readArchive(text);
        QVERIFY(archive.ok());
        const std::size_t header = text.find('\n');
        QByteArray head = QByteArray::fromStdString(text.substr(0, header + 1));
        QByteArray game = QByteArray::fromStdString(text.substr(header + 1, text.find('\n', header + 1) - header - 1));
        QVERIFY(game.contains("\\n3w Ha2n Ha3n Ra1n Ra2n\\n"));
        QByteArray bad = game;
        bad.replace("\\n3w Ha2n Ha3n Ra1n Ra2n\\n", "\\n3w Ha2n Ha3n Ra1n Ra2s\\n");
        QByteArray wrong = game;
        const QByteArray cols = "\tb\te\t";  // result and termination columns of the first game
        QVERIFY(wrong.contains(cols));
        wrong.replace(cols, "\tw\te\t");
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("games.txt"), head + bad + '\n' + wrong + '\n');
        const Run r = cli({QStringLiteral("arimaa"), QStringLiteral("replay"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral("200780: illegal move 3w Ha2n Ha3n Ra1n Ra2s: step 4 (Ra2s): a rabbit cannot step backward")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("record: gold by elimination: DIFFERS")));
        QVERIFY(r.out.contains(QStringLiteral("0 of 2 games agree")));
        const QJsonObject o = jsonOf(cli({QStringLiteral("arimaa"), QStringLiteral("replay"), path, QStringLiteral("--json")}));
        const QJsonObject first = o.value(QStringLiteral("games")).toArray().at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("illegal_move")).toString(), QStringLiteral("3w Ha2n Ha3n Ra1n Ra2s"));
        QCOMPARE(first.value(QStringLiteral("agrees")).toBool(), false);

        // Errors: no file, a file that is not an archive, bad usage.
        QCOMPARE(cli({QStringLiteral("arimaa"), QStringLiteral("replay"), dir.filePath(QStringLiteral("none.txt"))}).exitCode, 1);
        QCOMPARE(cli({QStringLiteral("arimaa"), QStringLiteral("replay"), writeFile(dir, QStringLiteral("x.txt"), "id\tresult\n1\tw\n")}).exitCode, 1);
        QCOMPARE(cli({QStringLiteral("arimaa"), QStringLiteral("replay")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("arimaa"), QStringLiteral("fly")}).exitCode, 2);
    }

    void movesOfDiagrams()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/move-count-positions.txt"));
        const QString path = pb::test::referencePath(QStringLiteral("arimaa/move-count-positions.txt"));
        const Run r = cli({QStringLiteral("arimaa"), QStringLiteral("moves"), path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = jsonOf(r).value(QStringLiteral("positions")).toArray();
        const std::vector<DiagramEntry> entries = readDiagrams(pb::test::readReference(QStringLiteral("arimaa/move-count-positions.txt")));
        QCOMPARE(rows.size(), static_cast<qsizetype>(entries.size()));
        // Every position with a count in the file gets that count.
        int checked = 0;
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QStringList words = QString::fromStdString(entries[static_cast<std::size_t>(i)].before.back()).split(QLatin1Char(' '));
            bool isNumber = false;
            const qint64 expected = words.value(2).toLongLong(&isNumber);
            QCOMPARE(rows[i].toObject().value(QStringLiteral("line")).toInt(), entries[static_cast<std::size_t>(i)].line);
            if (!isNumber)
                continue;
            QCOMPARE(rows[i].toObject().value(QStringLiteral("moves")).toInteger(), expected);
            ++checked;
        }
        QCOMPARE(checked, 34);

        const Run text = cli({QStringLiteral("arimaa"), QStringLiteral("moves"), path});
        QVERIFY(text.out.startsWith(QStringLiteral("position 1 (line 2, gold to move): 21 moves\n")));

        // A broken diagram is named by file and line; the others are still counted.
        QTemporaryDir dir;
        const QString broken = writeFile(dir, QStringLiteral("p.txt"),
                                         "g\n +-----------------+\n8| . . . . . . . . |\n7| . . . . . . . . |\n"
                                         "6| . . x . . x . . |\n5| . . . . . . . . |\n4| . . . . Q . . . |\n"
                                         "3| . . x . . x . . |\n2| . . . . . . . . |\n1| . . . . . . . . |\n"
                                         " +-----------------+\n");
        const Run b = cli({QStringLiteral("arimaa"), QStringLiteral("moves"), broken});
        QCOMPARE(b.exitCode, 1);
        QVERIFY2(b.err.contains(QStringLiteral("p.txt:1: bad square 'Q' on rank 4")), qPrintable(b.err));
    }

    void evalOfDiagrams()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/move-count-positions.txt"));
        const QString path = pb::test::referencePath(QStringLiteral("arimaa/move-count-positions.txt"));
        const std::vector<DiagramEntry> entries = readDiagrams(pb::test::readReference(QStringLiteral("arimaa/move-count-positions.txt")));
        for (const int steps : {4, 2}) {
            const Run r = cli({QStringLiteral("arimaa"), QStringLiteral("eval"), path, QStringLiteral("--steps"),
                               QString::number(steps), QStringLiteral("--json")});
            QCOMPARE(r.exitCode, 0);
            const QJsonArray rows = jsonOf(r).value(QStringLiteral("positions")).toArray();
            QCOMPARE(rows.size(), static_cast<qsizetype>(entries.size()));
            // Each score is the bot's evaluation, and the terms add up to it.
            for (qsizetype i = 0; i < rows.size(); ++i) {
                const QJsonObject row = rows[i].toObject();
                const Position& p = entries[static_cast<std::size_t>(i)].parse.position;
                QCOMPARE(row.value(QStringLiteral("score")).toInt(), evaluate(p, steps));
                const QJsonObject terms = row.value(QStringLiteral("terms")).toObject();
                QCOMPARE(terms.size(), static_cast<qsizetype>(kEvalTerms));
                int sum = 0;
                for (auto it = terms.begin(); it != terms.end(); ++it)
                    sum += it.value().toInt();
                QCOMPARE(sum, evaluate(p, steps));
                QCOMPARE(terms.value(QStringLiteral("tempo")).toInt(), 5 * steps);
            }
        }
        // The text names the position and its side, then the score and the terms not zero.
        const Run text = cli({QStringLiteral("arimaa"), QStringLiteral("eval"), path});
        const int first = evaluate(entries[0].parse.position, 4);
        QVERIFY2(text.out.startsWith(QStringLiteral("position 1 (line 2, gold to move): %1 (material ").arg(first)), qPrintable(text.out.left(200)));
        QVERIFY(!text.out.section(QLatin1Char('\n'), 0, 0).contains(QStringLiteral("frames 0")));
        QCOMPARE(cli({QStringLiteral("arimaa"), QStringLiteral("eval"), path, QStringLiteral("--steps"), QStringLiteral("5")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("arimaa"), QStringLiteral("eval")}).exitCode, 2);
    }

    void benchArimaa()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/move-count-positions.txt"));
        const Run r = cli({QStringLiteral("bench"), QStringLiteral("arimaa"), QStringLiteral("--repeat"),
                           QStringLiteral("1"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.value(QStringLiteral("positions")).toInt(), 32);
        QCOMPARE(o.value(QStringLiteral("moves")).toInteger(), 2987987);
        QVERIFY(o.value(QStringLiteral("agrees")).toBool());
        QVERIFY(o.value(QStringLiteral("seconds")).toDouble() > 0);
        QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("arimaa"), QStringLiteral("--reference"),
                      QStringLiteral("/nonexistent")}).exitCode, 1);
    }

    void benchArimaaGoal()
    {
        // The goal search against the move generator on every reference goal position, both
        // colours: the bench fails (exit 1) on any difference.
        PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/goal-in-one-positions.txt"));
        const Run r = cli({QStringLiteral("bench"), QStringLiteral("arimaa-goal"), QStringLiteral("--repeat"),
                           QStringLiteral("1"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.value(QStringLiteral("searches")).toInt(), 970);
        QCOMPARE(o.value(QStringLiteral("agree_with_generator")).toInt(), 970);
        QCOMPARE(o.value(QStringLiteral("verdicts")).toInt(), 485);
        QCOMPARE(o.value(QStringLiteral("verdicts_agree")).toInt(), 485);
        QVERIFY(o.value(QStringLiteral("goals_with_helpers")).toInt() >= 150);
        QVERIFY(o.value(QStringLiteral("agrees")).toBool());
        QVERIFY(o.value(QStringLiteral("nodes")).toDouble() > 0);
        const Run text = cli({QStringLiteral("bench"), QStringLiteral("arimaa-goal"), QStringLiteral("--repeat"), QStringLiteral("1")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QStringLiteral("agrees with the move generator: 970 of 970")), qPrintable(text.out));
        QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("arimaa-goal"), QStringLiteral("--reference"),
                      QStringLiteral("/nonexistent")}).exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestArimaaCli)
#include "tst_arimaa_cli.moc"
