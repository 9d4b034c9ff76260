// playbench-cli less ... and bench less as a user runs them: output, JSON, exit codes, errors.

#include "less/board.h"
#include "less/generator.h"
#include "less/position.h"
#include "less/rush.h"
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace pb::less;

namespace {

using Run = pb::test::CliRun;

Run cli(const QStringList& args) { return pb::test::runCli(args); }

QJsonObject jsonOf(const Run& r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

} // namespace

class TestLessCli : public QObject {
    Q_OBJECT

private slots:
    void generate()
    {
        const Run a = cli({QStringLiteral("less"), QStringLiteral("generate"), QStringLiteral("--seed"), QStringLiteral("5")});
        QCOMPARE(a.exitCode, 0);
        const QString s = a.out.trimmed();
        QCOMPARE(s.size(), 112);
        QVERIFY(parseBoard(s.toStdString()).ok());
        // The engine gives the same board for the seed.
        QCOMPARE(s.toStdString(), generateBoard(defaultTiles().tiles, 5).board.toString());
        QCOMPARE(cli({QStringLiteral("less"), QStringLiteral("generate"), QStringLiteral("--seed"), QStringLiteral("5")}).out, a.out);
        QVERIFY(cli({QStringLiteral("less"), QStringLiteral("generate"), QStringLiteral("--seed"), QStringLiteral("6")}).out != a.out);
        QCOMPARE(cli({QStringLiteral("less"), QStringLiteral("generate"), QStringLiteral("--seed"), QStringLiteral("-1")}).exitCode, 2);
        // A replacement tile set, and a broken one named by file, line and column.
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("tiles.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int i = 0; i < 8; ++i)
            f.write("0000 00 00 00 00\n");
        f.close();
        const Run empty = cli({QStringLiteral("less"), QStringLiteral("generate"), QStringLiteral("--tiles"), f.fileName()});
        QCOMPARE(empty.exitCode, 0);
        QCOMPARE(empty.out.trimmed(), QString(112, QLatin1Char('0')));
        QVERIFY(f.open(QIODevice::Append));
        f.write("0000 00 00 00 0z\n");
        f.close();
        const Run bad = cli({QStringLiteral("less"), QStringLiteral("generate"), QStringLiteral("--tiles"), f.fileName()});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(f.fileName() + QStringLiteral(":9:16:")), qPrintable(bad.err));
    }

    void moves()
    {
        const Run r = cli({QStringLiteral("less"), QStringLiteral("moves"), QStringLiteral("--play"),
                           QStringLiteral("h1f1:g1g3:h2f2"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.value(QLatin1String("colour")).toString(), QStringLiteral("Black"));
        Position p = Position::start();
        const Board b = parseBoard(kFigure1Board).board;
        const TurnCheck t = readTurn(b, p, Yellow, "h1f1:g1g3:h2f2");
        QVERIFY(t.ok());
        for (int i = 0; i < t.turn.count; ++i)
            p.move(t.turn.steps[static_cast<std::size_t>(i)].from, t.turn.steps[static_cast<std::size_t>(i)].to);
        QCOMPARE(o.value(QLatin1String("count")).toInt(), static_cast<int>(distinctTurns(b, p, Black).size()));
        QCOMPARE(o.value(QLatin1String("turns")).toArray().first().toObject().value(QLatin1String("turn")).toString(),
                 QString::fromStdString(turnText(distinctTurns(b, p, Black).front())));
        const Run all = cli({QStringLiteral("less"), QStringLiteral("moves"), QStringLiteral("--colour"),
                             QStringLiteral("yellow"), QStringLiteral("--all"), QStringLiteral("--json")});
        QCOMPARE(jsonOf(all).value(QLatin1String("count")).toInt(),
                 static_cast<int>(legalTurns(b, Position::start(), Yellow).size()));
        const Run text = cli({QStringLiteral("less"), QStringLiteral("moves")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.startsWith(QLatin1String("Yellow to move")), qPrintable(text.out));
        QVERIFY(text.out.contains(QLatin1String("h1f1:g1g3:h2f2")));
        // Bad input: the turn, its colour and what is wrong.
        const Run badTurn = cli({QStringLiteral("less"), QStringLiteral("moves"), QStringLiteral("--play"),
                                 QStringLiteral("h1f1 a2c2")});
        QCOMPARE(badTurn.exitCode, 1);
        QVERIFY2(badTurn.err.contains(QLatin1String("turn 2 (Black, a2c2)")) && badTurn.err.contains(QLatin1String("wall")),
                 qPrintable(badTurn.err));
        std::string broken(kFigure1Board);
        broken[9] = '7';
        const Run badBoard = cli({QStringLiteral("less"), QStringLiteral("moves"), QStringLiteral("--board"),
                                  QString::fromStdString(broken)});
        QCOMPARE(badBoard.exitCode, 1);
        QVERIFY2(badBoard.err.contains(QLatin1String("character 10")), qPrintable(badBoard.err));
        QCOMPARE(cli({QStringLiteral("less"), QStringLiteral("moves"), QStringLiteral("--colour"), QStringLiteral("Blue")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("less"), QStringLiteral("moves"), QStringLiteral("--board"), QStringLiteral("0"),
                      QStringLiteral("--seed"), QStringLiteral("1")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("less"), QStringLiteral("fly")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("less")}).exitCode, 2);
    }

    void rush()
    {
        const Run r = cli({QStringLiteral("less"), QStringLiteral("rush"), QStringLiteral("--colour"), QStringLiteral("Yellow"),
                           QStringLiteral("--pieces"), QStringLiteral("a7,a8,b7,c8"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.value(QLatin1String("moves")).toInt(), 1);
        QCOMPARE(o.value(QLatin1String("steps")).toArray(), QJsonArray{QStringLiteral("c8b8")});
        const Run start = cli({QStringLiteral("less"), QStringLiteral("rush"), QStringLiteral("--seed"), QStringLiteral("3"),
                               QStringLiteral("--colour"), QStringLiteral("Red"), QStringLiteral("--json")});
        const Board b = generateBoard(defaultTiles().tiles, 3).board;
        QCOMPARE(jsonOf(start).value(QLatin1String("moves")).toInt(), solveRush(b, Red, startSquares(Red)).moves);
        QCOMPARE(cli({QStringLiteral("less"), QStringLiteral("rush")}).exitCode, 2);
        const Run bad = cli({QStringLiteral("less"), QStringLiteral("rush"), QStringLiteral("--colour"), QStringLiteral("Red"),
                             QStringLiteral("--pieces"), QStringLiteral("a1,a1,b2,c3")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QLatin1String("twice")));
    }

    void show()
    {
        const Run r = cli({QStringLiteral("less"), QStringLiteral("show"), QStringLiteral("--play"), QStringLiteral("h1f1")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QString::fromLatin1(kFigure1Board.data(), 112)));
        QVERIFY(r.out.contains(QLatin1String("===")));  // Figure 1's double walls
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        // Row f (line 2 + 2*5) has Yellow's jumped piece on f1; row h has one Yellow left of the wall.
        QVERIFY2(lines.at(12).startsWith(QLatin1String("f  Y")), qPrintable(lines.at(12)));
        QVERIFY2(lines.at(16).startsWith(QLatin1String("h  . | Y")), qPrintable(lines.at(16)));
        QVERIFY(r.out.contains(QLatin1String("Black to move")));
    }

    void bench()
    {
        const Run r = cli({QStringLiteral("bench"), QStringLiteral("less"), QStringLiteral("--repeat"), QStringLiteral("1"),
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOf(r);
        QVERIFY(o.value(QLatin1String("turns_per_second")).toDouble() > 0);
        QVERIFY(o.value(QLatin1String("turns")).toDouble() > o.value(QLatin1String("distinct_turns")).toDouble());
        QCOMPARE(o.value(QLatin1String("rushes")).toInt(), 80);
        QVERIFY(o.value(QLatin1String("rushes_per_second")).toDouble() > 0);
        QVERIFY(o.value(QLatin1String("rush_table_seconds")).toDouble() > 0);
        QVERIFY(o.value(QLatin1String("rush_table_lookups_per_second")).toDouble() > 0);
        // The tree search's turns: 8 legal turns in a row from the start on Figure 1.
        QVERIFY(o.value(QLatin1String("tree_playouts_per_second")).toDouble() > 0);
        const QStringList played = o.value(QLatin1String("tree_turns")).toString().split(QLatin1Char(' '));
        QCOMPARE(played.size(), 8);
        pb::less::Game game(pb::less::parseBoard(pb::less::kFigure1Board).board);
        for (const QString& t : played) {
            const pb::less::TurnCheck c = game.play(t.toStdString());
            QVERIFY2(c.ok(), qPrintable(t + QStringLiteral(": ") + c.error));
        }
    }
};

QTEST_GUILESS_MAIN(TestLessCli)
#include "tst_less_cli.moc"
