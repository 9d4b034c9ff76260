// The ICFP 2004 tournament format: its plan, its standings on hand-made results, its games.

#include "ants/session.h"
#include "ants/tournament.h"
#include "ants/world.h"
#include "common/textfile.h"
#include "reference.h"

#include <QJsonArray>
#include <QtTest>

using namespace pb;
using namespace pb::tournament;

namespace {

QString fileText(const QString& path)
{
    QString error;
    const auto bytes = readFileBytes(path, &error);
    return bytes ? QString::fromStdString(*bytes) : QString();
}

// Three brains on two worlds, 300 rounds: enough to tell the brains apart, quick to play.
QJsonObject smallSettings(int rounds = 300)
{
    const QString sample = fileText(test::referencePath(QStringLiteral("ants/sample.ant")));
    const QString dunkos = fileText(test::referencePath(QStringLiteral("ants/brains/winners/dunkosmiloolump-1.ant")));
    const QString bananas = fileText(test::referencePath(QStringLiteral("ants/brains/winners/frictionless_bananas-1.ant")));
    const QString w0 = fileText(test::referencePath(QStringLiteral("ants/worlds/sample0.world")));
    const QString w1 = fileText(test::referencePath(QStringLiteral("ants/worlds/sample1.world")));
    return ants::tournamentSettings({{QStringLiteral("sample"), sample}, {QStringLiteral("dunkos"), dunkos},
                                     {QStringLiteral("bananas"), bananas}},
                                    {{QStringLiteral("sample0.world"), w0}, {QStringLiteral("sample1.world"), w1}},
                                    12345, rounds);
}

Finished game(int red, int black, int world, int redFood, int blackFood)
{
    Finished f;
    f.job.params = {{QStringLiteral("red"), red}, {QStringLiteral("black"), black}, {QStringLiteral("world"), world}};
    f.outcome.result = {{QStringLiteral("food"), QJsonArray{redFood, blackFood}}, {QStringLiteral("rounds"), 100000}};
    return f;
}

const Standing& entryOf(const Standings& s, const QString& name)
{
    for (const Standing& e : s.entries)
        if (e.name == name)
            return e;
    static Standing none;
    return none;
}

} // namespace

class TestAntsTournament : public QObject {
    Q_OBJECT

private slots:
    void planPlaysEveryPairTwicePerWorld()
    {
        PB_REQUIRE_REFERENCE("ants/worlds/sample1.world");
        QString error;
        const auto format = ants::makeTournament(smallSettings(), &error);
        QVERIFY2(format, qPrintable(error));
        const std::vector<Job> plan = format->plan();
        QCOMPARE(plan.size(), std::size_t(3 * 2 * 2));  // 3 pairs, both colours, 2 worlds
        std::map<std::tuple<int, int, int>, int> seen;
        for (std::size_t i = 0; i < plan.size(); ++i) {
            QCOMPARE(plan[i].id, static_cast<int>(i));
            const int r = plan[i].params[QStringLiteral("red")].toInt(), b = plan[i].params[QStringLiteral("black")].toInt();
            QVERIFY(r != b);
            ++seen[{r, b, plan[i].params[QStringLiteral("world")].toInt()}];
        }
        QCOMPARE(seen.size(), plan.size());  // no game twice; each ordered pair once per world
    }

    void settingsRoundTrip()
    {
        PB_REQUIRE_REFERENCE("ants/worlds/sample1.world");
        QString error;
        const auto a = ants::makeTournament(smallSettings(), &error);
        QVERIFY(a);
        const auto b = makeFormat(a->settings(), &error);
        QVERIFY2(b, qPrintable(error));
        QCOMPARE(b->players(), a->players());
        QCOMPARE(b->plan().size(), a->plan().size());
        QCOMPARE(b->settings(), a->settings());
    }

    void brokenBrainIsNamed()
    {
        QJsonObject s = ants::tournamentSettings({{QStringLiteral("good"), QStringLiteral("Drop 0\n")},
                                                  {QStringLiteral("bad"), QStringLiteral("Turn Left 0\nFly 3\n")}},
                                                 {{QStringLiteral("w"), QStringLiteral("3\n3\n# # #\n # + #\n# # #\n")}},
                                                 1, 10);
        QString error;
        QVERIFY(!ants::makeTournament(s, &error));
        QVERIFY2(error.contains(QLatin1String("bad")) && error.contains(QLatin1String(":2:")), qPrintable(error));
    }

    void sameBrainTwiceGetsTwoNames()
    {
        const QJsonObject s = ants::tournamentSettings({{QStringLiteral("a"), QStringLiteral("Drop 0\n")},
                                                        {QStringLiteral("a"), QStringLiteral("Drop 0\n")}},
                                                       {}, 1, 10);
        const QJsonArray brains = s[QStringLiteral("brains")].toArray();
        QCOMPARE(brains[0][QStringLiteral("name")].toString(), QStringLiteral("a"));
        QCOMPARE(brains[1][QStringLiteral("name")].toString(), QStringLiteral("a (2)"));
    }

    // Worked by hand: A beats B twice (2+2), A and C draw twice (1+1), C beats B once and B
    // beats C once. A: 6 points; C: 2 + 2 = 4; B: 2. Then with a second B-C draw result set
    // B and C tie.
    void standingsByHand()
    {
        PB_REQUIRE_REFERENCE("ants/worlds/sample1.world");
        QString error;
        const auto format = ants::makeTournament(smallSettings(), &error);
        QVERIFY(format);
        // players: 0 sample (A), 1 dunkos (B), 2 bananas (C)
        std::vector<Finished> done = {game(0, 1, 0, 10, 3), game(1, 0, 0, 0, 5), game(0, 2, 0, 7, 7),
                                      game(2, 0, 0, 0, 0),  game(2, 1, 0, 9, 1), game(1, 2, 0, 4, 2)};
        Standings s = format->standings(done);
        QCOMPARE(s.entries.size(), std::size_t(3));
        QCOMPARE(s.entries[0].name, QStringLiteral("sample"));
        QCOMPARE(s.entries[0].points, 6.0);
        QCOMPARE(s.entries[0].rank, 1);
        QCOMPARE(entryOf(s, QStringLiteral("bananas")).points, 4.0);
        QCOMPARE(entryOf(s, QStringLiteral("bananas")).rank, 2);
        QCOMPARE(entryOf(s, QStringLiteral("dunkos")).points, 2.0);
        QCOMPARE(entryOf(s, QStringLiteral("dunkos")).rank, 3);
        const Standing& a = entryOf(s, QStringLiteral("sample"));
        QCOMPARE(a.games, 4);
        QCOMPARE(a.extra[QStringLiteral("wins")].toInt(), 2);
        QCOMPARE(a.extra[QStringLiteral("draws")].toInt(), 2);
        QCOMPARE(a.extra[QStringLiteral("losses")].toInt(), 0);
        QCOMPARE(a.extra[QStringLiteral("food_for")].toInt(), 10 + 5 + 7 + 0);
        QCOMPARE(a.extra[QStringLiteral("food_against")].toInt(), 3 + 0 + 7 + 0);
        QCOMPARE(s.crosstable[0][1], 4.0);  // sample took 4 points from dunkos
        QCOMPARE(s.crosstable[1][0], 0.0);
        QCOMPARE(s.crosstable[0][2], 2.0);
        QCOMPARE(s.crosstable[2][1], 2.0);
        QCOMPARE(s.crosstable[1][2], 2.0);

        // A draw instead of C's win over B: B 3, C 3, sharing rank 2.
        done[4] = game(2, 1, 0, 1, 1);
        s = format->standings(done);
        QCOMPARE(entryOf(s, QStringLiteral("bananas")).points, 3.0);
        QCOMPARE(entryOf(s, QStringLiteral("dunkos")).points, 3.0);
        QCOMPARE(entryOf(s, QStringLiteral("bananas")).rank, 2);
        QCOMPARE(entryOf(s, QStringLiteral("dunkos")).rank, 2);
        // No games at all: everyone shares rank 1 with 0 points.
        s = format->standings({});
        for (const Standing& e : s.entries) {
            QCOMPARE(e.rank, 1);
            QCOMPARE(e.games, 0);
        }
    }

    void playIsTheSession()
    {
        PB_REQUIRE_REFERENCE("ants/worlds/sample1.world");
        QString error;
        const auto format = ants::makeTournament(smallSettings(2000), &error);
        QVERIFY(format);
        const std::vector<Job> plan = format->plan();
        std::atomic<bool> cancel{false};
        const Job& job = plan[5];  // bananas (red) vs dunkos on sample0
        const std::optional<Outcome> outcome = format->play(job, cancel);
        QVERIFY(outcome);

        ants::SessionSetup setup;
        setup.world = ants::loadWorld(test::referencePath(QStringLiteral("ants/worlds/sample0.world"))).world;
        const int red = job.params[QStringLiteral("red")].toInt(), black = job.params[QStringLiteral("black")].toInt();
        const char* files[] = {"ants/sample.ant", "ants/brains/winners/dunkosmiloolump-1.ant",
                               "ants/brains/winners/frictionless_bananas-1.ant"};
        setup.red = ants::loadBrain(test::referencePath(QLatin1String(files[red]))).brain;
        setup.black = ants::loadBrain(test::referencePath(QLatin1String(files[black]))).brain;
        setup.rounds = 2000;
        const ants::GameResult r = ants::Session(setup).run();
        const QJsonArray food = outcome->result[QStringLiteral("food")].toArray();
        QCOMPARE(food[0].toInt(), r.food[0]);
        QCOMPARE(food[1].toInt(), r.food[1]);
        QCOMPARE(outcome->result[QStringLiteral("rounds")].toInt(), 2000);
        QVERIFY(r.food[0] + r.food[1] > 0);  // the game really happened

        cancel.store(true);
        QVERIFY(!format->play(job, cancel));  // a cancelled job gives no outcome
    }
};

QTEST_GUILESS_MAIN(TestAntsTournament)
#include "tst_ants_tournament.moc"
