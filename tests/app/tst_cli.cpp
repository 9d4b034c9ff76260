// playbench-cli as a user runs it: exit codes, messages, JSON, parallel runs, dumps.

#include "ants/worldgen.h"
#include "common/textfile.h"
#include "reference.h"
#include "clirun.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <array>
#include <map>

namespace {

using Run = pb::test::CliRun;

Run cli(const QStringList& args) { return pb::test::runCli(args); }

QString ref(const char* relative)
{
    return pb::test::referencePath(QString::fromLatin1(relative));
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:

    void honeycombScore()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("honeycomb/golden/game6_use_power_phrase_4_times.json"));
        const QString problem = ref("honeycomb/problems/problem_6.json");
        const QString golden = ref("honeycomb/golden/game6_use_power_phrase_4_times.json");
        const Run text = cli({QStringLiteral("honeycomb"), QStringLiteral("score"), problem, golden});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QStringLiteral("seed 0: move 18, power 324, total 342, units locked 8")), qPrintable(text.out));
        QVERIFY(text.out.contains(QStringLiteral("Ei!")));
        QVERIFY(text.out.contains(QStringLiteral("problem 6: score 6 (50 seeds listed)")));  // floor(342 / 50)

        const Run json = cli({QStringLiteral("honeycomb"), QStringLiteral("score"), problem, golden, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out.trimmed().toUtf8()).object();
        QCOMPARE(o.value(QLatin1String("move_score")).toInt(), 18);
        QCOMPARE(o.value(QLatin1String("power_score")).toInt(), 324);
        QCOMPARE(o.value(QLatin1String("score")).toInt(), 342);
        QCOMPARE(o.value(QLatin1String("locked_units")).toInt(), 8);
        QVERIFY(o.value(QLatin1String("error")).isNull());
        QCOMPARE(o.value(QLatin1String("end")).toString(), QStringLiteral("full"));

        // A custom phrase list replaces the 18.
        const Run custom = cli({QStringLiteral("honeycomb"), QStringLiteral("score"), problem, golden,
                                QStringLiteral("--json"), QStringLiteral("-p"), QStringLiteral("zzz")});
        QCOMPARE(QJsonDocument::fromJson(custom.out.trimmed().toUtf8()).object().value(QLatin1String("power_score")).toInt(), 0);

        // A solution with an error scores 0 and exits 1.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"([{"problemId":0,"seed":0,"solution":"pb"}])");
        bad.close();
        const Run err = cli({QStringLiteral("honeycomb"), QStringLiteral("score"), ref("honeycomb/problems/problem_0.json"),
                             bad.fileName(), QStringLiteral("--json")});
        QCOMPARE(err.exitCode, 1);
        QCOMPARE(QJsonDocument::fromJson(err.out.trimmed().toUtf8()).object().value(QLatin1String("error")).toString(),
                 QStringLiteral("command caused error (repeat) E at 1"));

        // A contest output holds every problem's solutions: the others are skipped with a note;
        // a file without one for this problem is bad input.
        QFile mixed(dir.filePath(QStringLiteral("mixed.json")));
        QVERIFY(mixed.open(QIODevice::WriteOnly));
        mixed.write(R"([{"problemId":6,"seed":0,"solution":"Ei!"},{"problemId":0,"seed":0,"solution":"Ei!"}])");
        mixed.close();
        const Run mixedRun = cli({QStringLiteral("honeycomb"), QStringLiteral("score"), problem, mixed.fileName()});
        QCOMPARE(mixedRun.exitCode, 0);
        QVERIFY2(mixedRun.err.contains(QStringLiteral("entries for other problems skipped: 1")), qPrintable(mixedRun.err));
        QVERIFY(mixedRun.out.contains(QStringLiteral("seed 0: move 0, power 306, total 306")));
        const Run none = cli({QStringLiteral("honeycomb"), QStringLiteral("score"), ref("honeycomb/problems/problem_7.json"),
                              mixed.fileName()});
        QCOMPARE(none.exitCode, 1);
        QVERIFY(none.err.contains(QStringLiteral("no solution for problem 7")));

        // A broken problem file is bad input; missing arguments are bad usage.
        const Run broken = cli({QStringLiteral("honeycomb"), QStringLiteral("score"), bad.fileName(), golden});
        QCOMPARE(broken.exitCode, 1);
        QVERIFY(broken.err.contains(bad.fileName()));
        QCOMPARE(cli({QStringLiteral("honeycomb"), QStringLiteral("score"), problem}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("honeycomb"), QStringLiteral("fly")}).exitCode, 2);
    }
    void help()
    {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("ants run")));
        const Run sub = cli({QStringLiteral("ants"), QStringLiteral("run"), QStringLiteral("--help")});
        QCOMPARE(sub.exitCode, 0);
        QVERIFY(sub.out.startsWith(QStringLiteral("Usage: playbench-cli ants run")));
        QVERIFY(sub.out.contains(QStringLiteral("--jobs")));
        // The usage line names every option of a dump, not only the option list under it.
        const QString usage = sub.out.section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(usage.contains(QStringLiteral("--dump-from")) && usage.contains(QStringLiteral("--dump-to")), qPrintable(usage));
    }

    void badUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("nothing") << QStringList{};
        QTest::newRow("unknown game") << QStringList{"chess"};
        QTest::newRow("unknown command") << QStringList{"ants", "fly"};
        QTest::newRow("unknown option") << QStringList{"ants", "run", "--colour", "red"};
        QTest::newRow("missing brains") << QStringList{"ants", "run", "--world", "w.world"};
        QTest::newRow("bad seed") << QStringList{"ants", "run", "--world", "w", "--red", "a", "--black", "b", "--seed", "-1"};
        QTest::newRow("bad jobs") << QStringList{"ants", "run", "--world", "w", "--red", "a", "--black", "b", "--jobs", "x"};
        QTest::newRow("two worlds, one dump") << QStringList{"ants", "run", "--world", "a", "--world", "b", "--red", "a", "--black", "b", "--dump", "d"};
        QTest::newRow("check nothing") << QStringList{"ants", "check"};
        QTest::newRow("generate, bad seed") << QStringList{"ants", "generate", "--seed", "4294967296"};
        QTest::newRow("diff, one file") << QStringList{"ants", "diff", "a.dump"};
        QTest::newRow("diff, three files") << QStringList{"ants", "diff", "a", "b", "c"};
        QTest::newRow("diff, world without brains") << QStringList{"ants", "diff", "a", "--world", "w"};
        QTest::newRow("diff, two files and a world") << QStringList{"ants", "diff", "a", "b", "--world", "w", "--red", "r", "--black", "b"};
        QTest::newRow("generate, extra argument") << QStringList{"ants", "generate", "w.world"};
    }

    void badUsage()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("playbench-cli: ")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void checkReportsEveryProblem()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/invalid/participANT42-1.ant"));
        const QString bad = ref("ants/brains/invalid/participANT42-1.ant");
        const QString good = ref("ants/brains/winners/redteam-1.ant");
        const QString warned = ref("ants/brains/invalid/formix.ant");
        const QString world = ref("ants/worlds/sample0.world");
        const Run r = cli({QStringLiteral("ants"), QStringLiteral("check"), good, bad, warned, world});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(bad + QStringLiteral(":59:15: error: found '54'")), qPrintable(r.out));
        QVERIFY(r.out.contains(good + QStringLiteral(": ok, 1386 states")));
        QVERIFY(r.out.contains(warned + QStringLiteral(": ok, 520 states, ")));
        QVERIFY(r.out.contains(QStringLiteral(": warning: state ")));
        QVERIFY(r.out.contains(world + QStringLiteral(": ok, world of 100 x 100 cells, 91 red and 91 black ants")));
        const Run ok = cli({QStringLiteral("ants"), QStringLiteral("check"), good});
        QCOMPARE(ok.exitCode, 0);
    }

    void runJson()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const Run r = cli({QStringLiteral("ants"), QStringLiteral("run"), QStringLiteral("--world"), ref("ants/worlds/sample0.world"),
                           QStringLiteral("--red"), ref("ants/brains/winners/dunkosmiloolump-1.ant"),
                           QStringLiteral("--black"), ref("ants/brains/winners/frictionless_bananas-1.ant"),
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.trimmed().toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("world")).toString(), ref("ants/worlds/sample0.world"));
        QCOMPARE(o.value(QStringLiteral("red")).toString(), ref("ants/brains/winners/dunkosmiloolump-1.ant"));
        QCOMPARE(o.value(QStringLiteral("seed")).toInt(), 12345);
        QCOMPARE(o.value(QStringLiteral("rounds")).toInt(), 100000);
        QCOMPARE(o.value(QStringLiteral("red_food")).toInt(), 361);
        QCOMPARE(o.value(QStringLiteral("black_food")).toInt(), 212);
        QVERIFY(o.value(QStringLiteral("red_alive")).toInt() > 0);
        QVERIFY(o.value(QStringLiteral("black_alive")).toInt() > 0);
        QCOMPARE(o.value(QStringLiteral("winner")).toString(), QStringLiteral("red"));
        for (const char* key : {"world", "red", "black", "seed", "rounds", "red_food", "black_food",
                                "red_alive", "black_alive", "winner"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
    }

    void parallelEqualsSerial()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample3.world"));
        QStringList args{QStringLiteral("ants"), QStringLiteral("run"),
                         QStringLiteral("--red"), ref("ants/brains/strong/camltron5000-1.ant"),
                         QStringLiteral("--black"), ref("ants/brains/winners/redteam-2.ant"),
                         QStringLiteral("--rounds"), QStringLiteral("20000"), QStringLiteral("--seed"), QStringLiteral("99"),
                         QStringLiteral("--json")};
        for (const char* w : {"ants/worlds/sample3.world", "ants/worlds/sample4.world", "ants/worlds/sample5.world", "ants/tiny.world"})
            args << QStringLiteral("--world") << ref(w);
        const Run serial = cli(args);
        const Run parallel = cli(args + QStringList{QStringLiteral("--jobs"), QStringLiteral("3")});
        QCOMPARE(serial.exitCode, 0);
        QCOMPARE(parallel.exitCode, 0);
        QCOMPARE(serial.out.count(QLatin1Char('\n')), 4);
        QCOMPARE(parallel.out, serial.out);
        // Progress on stderr, a line per finished game; the last says 4 of 4.
        for (const Run* r : {&serial, &parallel}) {
            QCOMPARE(r->err.count(QStringLiteral(" of 4 done (")), 4);
            QVERIFY2(r->err.contains(QStringLiteral("game 4 of 4 done (")), qPrintable(r->err));
        }
        QVERIFY(serial.err.contains(QStringLiteral("game 1 of 4 done (%1): red ").arg(ref("ants/worlds/sample3.world"))));
    }

    void textOutput()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/tiny.world"));
        const Run r = cli({QStringLiteral("ants"), QStringLiteral("run"), QStringLiteral("--world"), ref("ants/tiny.world"),
                           QStringLiteral("--red"), ref("ants/sample.ant"), QStringLiteral("--black"), ref("ants/sample.ant"),
                           QStringLiteral("--rounds"), QStringLiteral("10")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("food on the hill")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("ants alive")));
    }

    void dumpMatchesContest()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/dump-tiny-sample-12345.txt.gz"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dump.txt"));
        const Run r = cli({QStringLiteral("ants"), QStringLiteral("run"), QStringLiteral("--world"), ref("ants/tiny.world"),
                           QStringLiteral("--red"), ref("ants/sample.ant"), QStringLiteral("--black"), ref("ants/sample.ant"),
                           QStringLiteral("--rounds"), QStringLiteral("10000"), QStringLiteral("--dump"), path});
        QCOMPARE(r.exitCode, 0);
        QString error;
        const auto ours = pb::readFileBytes(path, &error);
        const auto contest = pb::readFileBytes(ref("ants/dump-tiny-sample-12345.txt.gz"), &error);
        QVERIFY(ours && contest);
        QVERIFY(*ours == *contest);
    }

    void dumpToStandardOutput()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/tiny.world"));
        const Run r = cli({QStringLiteral("ants"), QStringLiteral("run"), QStringLiteral("--world"), ref("ants/tiny.world"),
                           QStringLiteral("--red"), ref("ants/sample.ant"), QStringLiteral("--black"), ref("ants/sample.ant"),
                           QStringLiteral("--rounds"), QStringLiteral("20"), QStringLiteral("--dump"), QStringLiteral("-"),
                           QStringLiteral("--dump-from"), QStringLiteral("5"), QStringLiteral("--dump-to"), QStringLiteral("7")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("random seed: 12345\n\nAfter round 5...\n")));
        QCOMPARE(r.out.count(QStringLiteral("After round")), 3);
        QVERIFY(r.out.endsWith(QStringLiteral("cell (9, 9): rock\n")));
        QVERIFY(r.err.contains(QStringLiteral("food on the hill")));  // the result, kept out of the dump
    }

    void diffIdentical()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/dump-tiny-sample-12345.txt.gz"));
        const QString dump = ref("ants/dump-tiny-sample-12345.txt.gz");
        const Run r = cli({QStringLiteral("ants"), QStringLiteral("diff"), dump, dump});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("identical (10001 rounds)\n"));
        QVERIFY(r.err.isEmpty());
    }

    void diffChangedCopy()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/dump-tiny-sample-12345.txt.gz"));
        const QString dump = ref("ants/dump-tiny-sample-12345.txt.gz");
        QString error;
        auto bytes = pb::readFileBytes(dump, &error);
        QVERIFY(bytes);
        // The food of the first food cell of round 839 goes up by one digit.
        const size_t round = bytes->find("After round 839...\n");
        const size_t food = bytes->find(" food; ", round);
        const size_t lineStart = bytes->rfind('\n', food) + 1;
        (*bytes)[food - 1] = (*bytes)[food - 1] == '9' ? '8' : static_cast<char>((*bytes)[food - 1] + 1);
        const std::string cellName = bytes->substr(lineStart, bytes->find(':', lineStart) - lineStart);
        const qint64 line = 1 + std::count(bytes->begin(), bytes->begin() + static_cast<qptrdiff>(food), '\n');
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("changed.txt"));
        QVERIFY(pb::writeFileBytes(copy, *bytes, &error));
        const Run r = cli({QStringLiteral("ants"), QStringLiteral("diff"), dump, copy});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(QStringLiteral("first difference in round 839, %1 ").arg(QString::fromStdString(cellName))),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("%1:%2: %3").arg(dump).arg(line).arg(QString::fromStdString(cellName))),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("%1:%2: %3").arg(copy).arg(line).arg(QString::fromStdString(cellName))),
                 qPrintable(r.out));
    }

    void diffLiveWithCorruptBrain()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/dump-tiny-sample-12345.txt.gz"));
        QString error;
        auto brain = pb::readFileBytes(ref("ants/sample.ant"), &error);
        QVERIFY(brain);
        const size_t at = brain->find("Sense LeftAhead 0 85 FoeHome\n");
        QVERIFY(at != std::string::npos);
        QCOMPARE(std::count(brain->begin(), brain->begin() + static_cast<qptrdiff>(at), '\n'), 84);  // line 85
        brain->replace(at, 28, "Sense LeftAhead 0 85 Foe");
        QTemporaryDir dir;
        const QString corrupt = dir.filePath(QStringLiteral("corrupt.ant"));
        QVERIFY(pb::writeFileBytes(corrupt, *brain, &error));
        const QString dump = ref("ants/dump-tiny-sample-12345.txt.gz");
        const QStringList common{QStringLiteral("ants"), QStringLiteral("diff"), dump,
                                 QStringLiteral("--world"), ref("ants/tiny.world")};
        const Run bad = cli(common + QStringList{QStringLiteral("--red"), corrupt, QStringLiteral("--black"), corrupt});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.out.startsWith(QStringLiteral("first difference in round 839, cell (")), qPrintable(bad.out));
        QVERIFY(bad.out.contains(QStringLiteral("  simulation: cell (")));
        const Run good = cli(common + QStringList{QStringLiteral("--red"), ref("ants/sample.ant"),
                                                  QStringLiteral("--black"), ref("ants/sample.ant")});
        QCOMPARE(good.exitCode, 0);
        QCOMPARE(good.out, QStringLiteral("identical (10001 rounds)\n"));
    }

    void diffBrokenTrace()
    {
        QTemporaryDir dir;
        const QString junk = dir.filePath(QStringLiteral("junk.txt"));
        QString error;
        QVERIFY(pb::writeFileBytes(junk, "random seed: 1\n\nhello\n", &error));
        const Run r = cli({QStringLiteral("ants"), QStringLiteral("diff"), junk, junk});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(junk + QStringLiteral(":")), qPrintable(r.err));
        const Run missing = cli({QStringLiteral("ants"), QStringLiteral("diff"), dir.filePath(QStringLiteral("none")), junk});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(dir.filePath(QStringLiteral("none"))));
    }

    void brokenInput()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/invalid/shinichiro.ant"));
        const Run r = cli({QStringLiteral("ants"), QStringLiteral("run"), QStringLiteral("--world"), ref("ants/tiny.world"),
                           QStringLiteral("--red"), ref("ants/brains/invalid/shinichiro.ant"),
                           QStringLiteral("--black"), QStringLiteral("/nonexistent.ant")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(ref("ants/brains/invalid/shinichiro.ant") + QStringLiteral(":2369:13: error:")));
        QVERIFY(r.err.contains(QStringLiteral("/nonexistent.ant: error: cannot open")));
        QVERIFY(r.out.isEmpty());
    }

    void gameStoppedByABadState()
    {
        QTemporaryDir dir;
        const QString brain = dir.filePath(QStringLiteral("bad.ant"));
        QString error;
        QVERIFY(pb::writeFileBytes(brain, "Drop 5\n", &error));
        const Run r = cli({QStringLiteral("ants"), QStringLiteral("run"), QStringLiteral("--world"), ref("ants/tiny.world"),
                           QStringLiteral("--red"), brain, QStringLiteral("--black"), ref("ants/sample.ant"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("round 2: red ant")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("state 5")));
        const QJsonObject o = QJsonDocument::fromJson(r.out.trimmed().toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("rounds")).toInt(), 1);
        QVERIFY(o.contains(QStringLiteral("error")));
    }

    void generateWorld()
    {
        const QStringList seed5{QStringLiteral("ants"), QStringLiteral("generate"), QStringLiteral("--seed"), QStringLiteral("5")};
        const Run a = cli(seed5);
        QCOMPARE(a.exitCode, 0);
        QVERIFY(a.err.isEmpty());
        const pb::ants::WorldParse parse = pb::ants::parseWorld(a.out.toStdString());
        QVERIFY(parse.ok());
        const std::vector<QString> problems = pb::ants::checkContestWorld(parse.world);
        QVERIFY2(problems.empty(), qPrintable(QStringList(problems.begin(), problems.end()).join(u'\n')));
        QCOMPARE(cli(seed5).out, a.out);
        QVERIFY(cli({QStringLiteral("ants"), QStringLiteral("generate"), QStringLiteral("--seed"), QStringLiteral("6")}).out != a.out);
        QCOMPARE(cli({QStringLiteral("ants"), QStringLiteral("generate")}).out,
                 cli({QStringLiteral("ants"), QStringLiteral("generate"), QStringLiteral("--seed"), QStringLiteral("1")}).out);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("five.world"));
        const Run toFile = cli(seed5 + QStringList{QStringLiteral("--output"), path});
        QCOMPARE(toFile.exitCode, 0);
        QVERIFY(toFile.out.isEmpty());
        QString error;
        const auto bytes = pb::readFileBytes(path, &error);
        QVERIFY2(bytes, qPrintable(error));
        QCOMPARE(QString::fromStdString(*bytes), a.out);
        const Run checked = cli({QStringLiteral("ants"), QStringLiteral("check"), path});
        QCOMPARE(checked.exitCode, 0);
        QVERIFY(checked.out.contains(QStringLiteral(": ok, world of 100 x 100 cells, 91 red and 91 black ants")));

        const QString unwritable = dir.filePath(QStringLiteral("no/such/folder/x.world"));
        const Run failed = cli(seed5 + QStringList{QStringLiteral("--output"), unwritable});
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.err.startsWith(unwritable + QStringLiteral(": cannot open for writing")), qPrintable(failed.err));

        const Run help = cli({QStringLiteral("ants"), QStringLiteral("generate"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.startsWith(QStringLiteral("Usage: playbench-cli ants generate")));
        QVERIFY(help.out.contains(QStringLiteral("--output")));
        QVERIFY(cli({QStringLiteral("--help")}).out.contains(QStringLiteral("ants generate")));
    }

    void benchRuns()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const Run r = cli({QStringLiteral("bench"), QStringLiteral("ants"), QStringLiteral("--rounds"), QStringLiteral("2000"),
                           QStringLiteral("--repeat"), QStringLiteral("1"), QStringLiteral("--jobs"), QStringLiteral("2"),
                           QStringLiteral("--reference"), pb::test::referencePath(QString())});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("rounds/s")), qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QStringLiteral("2 games at once")));
        QVERIFY(r.out.contains(QStringLiteral("peak memory")));
    }

    // bench ants-brain: a brain against each opponent on the ten sample worlds, both colours,
    // every seed; the tally is that of `ants run` playing the same games one by one, and a
    // .antl brain is compiled first.
    void benchAntsBrain()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample9.world"));
        const QString r = pb::test::referencePath(QStringLiteral("ants/"));
        const QString opponent = r + QStringLiteral("brains/winners/frictionless_bananas-1.ant");
        const Run b = cli({QStringLiteral("bench"), QStringLiteral("ants-brain"), r + QStringLiteral("sample.ant"),
                           QStringLiteral("--against"), opponent, QStringLiteral("--seeds"), QStringLiteral("3-4"),
                           QStringLiteral("--rounds"), QStringLiteral("3000"), QStringLiteral("--json"), QStringLiteral("--reference"),
                           pb::test::referencePath(QString())});
        QVERIFY2(b.exitCode == 0, qPrintable(b.err));
        const QJsonObject o = pb::test::lastJson(b.out);
        QCOMPARE(o[QStringLiteral("games")].toInt(), 40);
        int wins = 0, draws = 0, losses = 0;
        std::map<QString, std::array<int, 4>> seats;  // "3 red": wins, draws, losses, food difference
        for (const QString& seed : {QStringLiteral("3"), QStringLiteral("4")})
            for (const bool red : {true, false}) {
                QStringList args{QStringLiteral("ants"), QStringLiteral("run"), QStringLiteral("--red"),
                                 red ? r + QStringLiteral("sample.ant") : opponent, QStringLiteral("--black"),
                                 red ? opponent : r + QStringLiteral("sample.ant"), QStringLiteral("--seed"), seed,
                                 QStringLiteral("--rounds"), QStringLiteral("3000"), QStringLiteral("--json"),
                                 QStringLiteral("--jobs"), QStringLiteral("2")};
                for (int w = 0; w < 10; ++w)
                    args << QStringLiteral("--world") << r + QStringLiteral("worlds/sample%1.world").arg(w);
                const Run g = cli(args);
                QCOMPARE(g.exitCode, 0);
                for (const QString& line : g.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
                    const QJsonObject game = QJsonDocument::fromJson(line.toUtf8()).object();
                    const QString winner = game[QStringLiteral("winner")].toString();
                    const int outcome = winner == QLatin1String("draw") ? 1 : winner == QLatin1String(red ? "red" : "black") ? 0 : 2;
                    (outcome == 1 ? draws : outcome == 0 ? wins : losses)++;
                    const QString world = QFileInfo(game[QStringLiteral("world")].toString()).completeBaseName();
                    std::array<int, 4>& seat = seats[world.mid(6) + (red ? QStringLiteral(" red") : QStringLiteral(" black"))];
                    ++seat[static_cast<std::size_t>(outcome)];
                    seat[3] += (game[QStringLiteral("red_food")].toInt() - game[QStringLiteral("black_food")].toInt()) * (red ? 1 : -1);
                }
            }
        QCOMPARE(wins + draws + losses, 40);
        QCOMPARE(o[QStringLiteral("wins")].toInt(), wins);
        QCOMPARE(o[QStringLiteral("draws")].toInt(), draws);
        QCOMPARE(o[QStringLiteral("losses")].toInt(), losses);
        const QJsonArray rows = o[QStringLiteral("opponents")].toArray();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows[0][QStringLiteral("opponent")].toString(), QStringLiteral("frictionless_bananas-1"));
        // Every seat (world and colour) against it: the same games, two seeds each.
        const QJsonArray seatRows = rows[0][QStringLiteral("seats")].toArray();
        QCOMPARE(seatRows.size(), 20);
        QCOMPARE(o[QStringLiteral("seats")].toArray(), seatRows);  // all opponents: here the one
        QCOMPARE(seats.size(), std::size_t(20));
        for (const QJsonValue& v : seatRows) {
            const QJsonObject seat = v.toObject();
            const QString key = QString::number(seat[QStringLiteral("world")].toInt()) + QLatin1Char(' ') + seat[QStringLiteral("colour")].toString();
            QVERIFY2(seats.count(key) == 1, qPrintable(key));
            const std::array<int, 4>& want = seats[key];
            QCOMPARE(seat[QStringLiteral("wins")].toInt(), want[0]);
            QCOMPARE(seat[QStringLiteral("draws")].toInt(), want[1]);
            QCOMPARE(seat[QStringLiteral("losses")].toInt(), want[2]);
            QCOMPARE(seat[QStringLiteral("food_difference")].toDouble(), want[3] / 2.0);
        }

        // Our brain program, compiled, against the six winners (the default): 120 games a seed.
        const Run mine = cli({QStringLiteral("bench"), QStringLiteral("ants-brain"), QStringLiteral(PLAYBENCH_SOURCE_DIR "/resources/ants/playbench.antl"),
                              QStringLiteral("--rounds"), QStringLiteral("500"), QStringLiteral("--reference"),
                              pb::test::referencePath(QString())});
        QVERIFY2(mine.exitCode == 0, qPrintable(mine.err));
        QVERIFY2(mine.out.contains(QStringLiteral("against 6 brains")) && mine.out.contains(QStringLiteral("120 games")),
                 qPrintable(mine.out));
        QVERIFY(mine.out.contains(QStringLiteral("dunkosmiloolump-1")));
        QVERIFY(!mine.out.contains(QStringLiteral("by seat")));
        // --by-seat: a table of the ten worlds, both colours, against each opponent.
        const Run seated = cli({QStringLiteral("bench"), QStringLiteral("ants-brain"), r + QStringLiteral("sample.ant"),
                                QStringLiteral("--against"), opponent, QStringLiteral("--rounds"), QStringLiteral("500"),
                                QStringLiteral("--by-seat"), QStringLiteral("--reference"), pb::test::referencePath(QString())});
        QVERIFY2(seated.exitCode == 0, qPrintable(seated.err));
        QVERIFY2(seated.out.contains(QStringLiteral("frictionless_bananas-1, by seat")), qPrintable(seated.out));
        QVERIFY(!seated.out.contains(QStringLiteral("all, by seat")));  // one opponent: no sum
        QVERIFY(seated.out.contains(QStringLiteral("sample9")));
        QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("ants-brain")}).exitCode, 2);
        // A broken program: its error with file, line and column, exit status 1.
        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("broken.antl"));
        QString error;
        QVERIFY(pb::writeFileBytes(broken, "start:\n  turn sideways;\n", &error));
        const Run bad = cli({QStringLiteral("bench"), QStringLiteral("ants-brain"), broken, QStringLiteral("--reference"),
                             pb::test::referencePath(QString())});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(broken + QStringLiteral(":2:")), qPrintable(bad.err));
    }

    // bench honeycomb-solver: the per-problem table against the best known solutions and the
    // total against the mark; one game per seed on the two smallest problems keeps it short.
    void benchHoneycombSolver()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("honeycomb/problems/problem_21.json"));
        const QStringList common{QStringLiteral("bench"), QStringLiteral("honeycomb-solver"), QStringLiteral("--problems"),
                                 QStringLiteral("21,13"), QStringLiteral("--runs"), QStringLiteral("1"),
                                 QStringLiteral("--reference"), pb::test::referencePath(QString())};
        const Run r = cli(common);
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("best known")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("595,537")));
        QVERIFY(r.out.contains(QStringLiteral("     21      1")));
        // Problem 21's best real solution scores 1,530 and 13's 3,203: both are in the table.
        QVERIFY2(r.out.contains(QStringLiteral("1530")) && r.out.contains(QStringLiteral("3203")), qPrintable(r.out));

        const Run json = cli(common + QStringList{QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QStringList lines = json.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        const QJsonObject first = QJsonDocument::fromJson(lines.at(0).toUtf8()).object();
        QCOMPARE(first.value(QStringLiteral("problem")).toInt(), 21);
        QCOMPARE(first.value(QStringLiteral("best_known")).toInt(), 1530);
        QVERIFY(first.value(QStringLiteral("score")).toInt() > 0);
        const QJsonObject total = QJsonDocument::fromJson(lines.at(2).toUtf8()).object();
        QCOMPARE(total.value(QStringLiteral("best_known_total")).toInt(), 1530 + 3203);
        QCOMPARE(total.value(QStringLiteral("mark")).toInt(), 595537);

        QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("honeycomb-solver"), QStringLiteral("--problems"),
                      QStringLiteral("5-2")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
