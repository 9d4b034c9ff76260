// The Honeycomb engine (ICFP 2015) against the contest's real scores.

#include "problems.h"
#include "reference.h"

#include "honeycomb/game.h"
#include "honeycomb/problem.h"
#include "honeycomb/source.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <map>

using namespace pb::honeycomb;
using pb::test::honeycombPath;
using pb::test::problemFor;
using pb::test::problemPath;

namespace {

std::uint32_t seedOf(const QJsonValue& v) { return static_cast<std::uint32_t>(v.toDouble()); }

} // namespace

class TestHoneycomb : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { PB_REQUIRE_REFERENCE(QStringLiteral("honeycomb/expected-scores.jsonl")); }

    void sourceSeed17()
    {
        Source s(17);
        const std::uint32_t expected[] = {0, 24107, 16552, 12125, 9427};
        for (std::uint32_t e : expected)
            QCOMPARE(s.next(), e);
        const std::vector<int> units = sourceUnits(17, 5, 10);
        QCOMPARE(units, (std::vector<int>{0, 7, 2, 5, 7}));
    }

    void commandTable()
    {
        Command c{};
        bool ignored = false;
        QVERIFY(commandOf(u'l', c, ignored) && !ignored && c == Command::SE);
        QVERIFY(commandOf(u'1', c, ignored) && c == Command::CW);
        QVERIFY(commandOf(u'K', c, ignored) && c == Command::CCW);
        QVERIFY(commandOf(u'\'', c, ignored) && c == Command::W);
        QVERIFY(commandOf(u'\r', c, ignored) && ignored);
        QVERIFY(!commandOf(u',', c, ignored));
        QVERIFY(!commandOf(u'#', c, ignored));
        QVERIFY(!commandOf(u'\u00e9', c, ignored));
    }

    void expectedScores()
    {
        const auto scores = pb::test::readExpectedScores();
        QVERIFY(scores);
        int records = 0;
        for (const QJsonObject& o : *scores) {
            const int id = o.value(QLatin1String("problemId")).toInt();
            const std::uint32_t seed = seedOf(o.value(QLatin1String("seed")));
            const ScoreResult r =
                scoreSolution(problemFor(id), seed, o.value(QLatin1String("solution")).toString());
            const QString where = QStringLiteral("record %1 (problem %2 seed %3)").arg(records).arg(id).arg(seed);
            QVERIFY2(r.moveScore == o.value(QLatin1String("move_score")).toInt(), qPrintable(where + QStringLiteral(" move %1").arg(r.moveScore)));
            QVERIFY2(r.powerScore == o.value(QLatin1String("power_score")).toInt(), qPrintable(where + QStringLiteral(" power %1").arg(r.powerScore)));
            QVERIFY2(r.score == o.value(QLatin1String("score")).toInt(), qPrintable(where));
            QVERIFY2(r.lockedUnits == o.value(QLatin1String("locked_units")).toInt(), qPrintable(where));
            const QJsonValue error = o.value(QLatin1String("error"));
            QVERIFY2(error.isNull() ? r.errorCode().isEmpty() : r.errorCode() == error.toString(), qPrintable(where));
            QVERIFY2(QString::fromLatin1(endName(r.end)) == o.value(QLatin1String("end")).toString(), qPrintable(where));
            std::vector<int> phrases;
            for (const QJsonValue v : o.value(QLatin1String("phrases_used")).toArray())
                phrases.push_back(v.toInt());
            QVERIFY2(r.phrasesUsed == phrases, qPrintable(where));
            ++records;
        }
        QCOMPARE(records, 357);
    }

    void golden()
    {
        const QDir dir(honeycombPath(QStringLiteral("golden")));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QCOMPARE(files.size(), 19);
        for (const QString& name : files) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonArray list = QJsonDocument::fromJson(f.readAll()).array();
            QVERIFY2(!list.isEmpty(), qPrintable(name));
            for (const QJsonValue v : list) {
                const QJsonObject o = v.toObject();
                const QStringList tag = o.value(QLatin1String("tag")).toString().split(u' ').last().split(u':');
                QCOMPARE(tag.size(), 3);
                const ScoreResult r = scoreSolution(problemFor(o.value(QLatin1String("problemId")).toInt()),
                                                    seedOf(o.value(QLatin1String("seed"))),
                                                    o.value(QLatin1String("solution")).toString());
                QVERIFY2(r.score == tag[2].toInt(), qPrintable(name + QStringLiteral(": %1").arg(r.score)));
                QVERIFY2(r.moveScore == tag[0].toInt(), qPrintable(name));
                QVERIFY2(r.powerScore == tag[1].toInt(), qPrintable(name));
            }
        }
    }

    void edgeCases()
    {
        QFile f(honeycombPath(QStringLiteral("edge-cases.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray cases = QJsonDocument::fromJson(f.readAll()).array();
        QCOMPARE(cases.size(), 13);
        for (const QJsonValue v : cases) {
            const QJsonObject o = v.toObject();
            const QString desc = o.value(QLatin1String("desc")).toString();
            const ScoreResult r = scoreSolution(problemFor(o.value(QLatin1String("problemId")).toInt()),
                                                seedOf(o.value(QLatin1String("seed"))),
                                                o.value(QLatin1String("solution")).toString());
            const QJsonValue error = o.value(QLatin1String("error"));
            QVERIFY2(error.isNull() ? r.errorCode().isEmpty() : r.errorCode() == error.toString(),
                     qPrintable(desc + QStringLiteral(" -> ") + r.errorCode()));
            QVERIFY2(r.score == o.value(QLatin1String("score")).toInt(), qPrintable(desc));
            auto check = [&](const char* key, int actual) {
                if (o.contains(QLatin1String(key)))
                    QVERIFY2(actual == o.value(QLatin1String(key)).toInt(),
                             qPrintable(desc + QStringLiteral(" %1=%2").arg(QLatin1String(key)).arg(actual)));
            };
            check("moves", r.commands);
            check("move_score", r.moveScore);
            check("power_score", r.powerScore);
            check("locked", r.lockedUnits);
            if (o.contains(QLatin1String("end")))
                QCOMPARE(QString::fromLatin1(endName(r.end)), o.value(QLatin1String("end")).toString());
            if (o.contains(QLatin1String("phrases_used"))) {
                std::vector<int> phrases;
                for (const QJsonValue p : o.value(QLatin1String("phrases_used")).toArray())
                    phrases.push_back(p.toInt());
                QVERIFY2(r.phrasesUsed == phrases, qPrintable(desc));
            }
        }
    }

    void stepsReport()
    {
        // Problem 0, seed 0: "ia! ia! ia!" locks one unit; every command is reported.
        std::vector<Step> steps;
        const ScoreResult r = scoreSolution(problemFor(0), 0, u"ia! ia! ia!", defaultPhrases(), &steps);
        QCOMPARE(static_cast<int>(steps.size()), r.commands);
        int locks = 0;
        for (const Step& s : steps) {
            locks += s.locked ? 1 : 0;
            QCOMPARE(s.lockedUnits, locks);
            QVERIFY(!s.cells.empty());
            for (const Cell& c : s.cells)
                QVERIFY(c.x >= 0 && c.x < 10 && c.y >= 0 && c.y < 10);
        }
        QCOMPARE(locks, 1);
        QCOMPARE(steps.back().moveScore, 1);
        QCOMPARE(steps.front().index, 0);
        QCOMPARE(steps[1].index, 1);
    }

    void customPhrases()
    {
        std::vector<int> used;
        QCOMPARE(powerScore(u"aaaa", {QStringLiteral("AA"), QStringLiteral("b")}, &used),
                 2 * 2 * 3 + 300);
        QCOMPARE(used, std::vector<int>{0});
        QCOMPARE(powerScore(u"ei\n!", defaultPhrases()), 0);
    }

    void problemScoreDividesByListedSeeds()
    {
        const Problem& p = problemFor(5);
        QCOMPARE(static_cast<int>(p.sourceSeeds.size()), 10);
        int calls = 0;
        const int score = problemScore(p, [&calls](std::uint32_t) { ++calls; return 100; });
        QCOMPARE(calls, 9);  // 22837 is listed twice and scored once
        QCOMPARE(score, 90);
    }

    void parseErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("needle");
        const QByteArray unit = R"("units":[{"members":[{"x":0,"y":0}],"pivot":{"x":0,"y":0}}])";
        QTest::newRow("not json") << QByteArray("{") << QStringLiteral("not valid JSON");
        QTest::newRow("array") << QByteArray("[]") << QStringLiteral("JSON object");
        QTest::newRow("no width") << QByteArray(R"({"id":1,"height":5,"sourceLength":1,"sourceSeeds":[0],"filled":[],)" + unit + "}")
                                  << QStringLiteral("'width'");
        QTest::newRow("bad seed") << QByteArray(R"({"id":1,"width":5,"height":5,"sourceLength":1,"sourceSeeds":[-1],"filled":[],)" + unit + "}")
                                  << QStringLiteral("sourceSeeds[0]");
        QTest::newRow("filled off") << QByteArray(R"({"id":1,"width":5,"height":5,"sourceLength":1,"sourceSeeds":[0],"filled":[{"x":5,"y":0}],)" + unit + "}")
                                    << QStringLiteral("filled[0] (5, 0) is off");
        QTest::newRow("no units") << QByteArray(R"({"id":1,"width":5,"height":5,"sourceLength":1,"sourceSeeds":[0],"filled":[],"units":[]})")
                                  << QStringLiteral("'units'");
        QTest::newRow("member") << QByteArray(R"({"id":1,"width":5,"height":5,"sourceLength":1,"sourceSeeds":[0],"filled":[],"units":[{"members":[{"x":"a","y":0}],"pivot":{"x":0,"y":0}}]})")
                                << QStringLiteral("units[0].members[0]");
    }

    void parseErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, needle);
        const ProblemParse p = parseProblem(json, QStringLiteral("x.json"));
        QVERIFY(!p.ok());
        QVERIFY2(p.error.startsWith(QStringLiteral("x.json: ")), qPrintable(p.error));
        QVERIFY2(p.error.contains(needle), qPrintable(p.error));
    }

    void missingFile()
    {
        const ProblemParse p = loadProblem(QStringLiteral("/nonexistent/problem.json"));
        QVERIFY(!p.ok());
        QVERIFY(p.error.contains(QStringLiteral("/nonexistent/problem.json")));
    }

    void allProblemsParse()
    {
        for (int id = 0; id <= 32; ++id) {
            const ProblemParse p = loadProblem(honeycombPath(QStringLiteral("problems/problem_%1.json").arg(id)));
            QVERIFY2(p.ok(), qPrintable(p.error));
            QCOMPARE(p.problem.id, id);
        }
    }
};

QTEST_GUILESS_MAIN(TestHoneycomb)
#include "tst_honeycomb.moc"
