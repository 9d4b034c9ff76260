// The championship finals as a tournament planned round by round: elimination after the
// player's fourth (here: lives-th) loss, the champion, a tie for second settled by one more life,
// third place by games won. Results are given by hand; the games themselves are the round
// robin's (tested there) and a whole finals of bots is played in tests/app/tst_tournament.

#include "arimaa/wccfinals.h"

#include <QJsonArray>
#include <QtTest>

#include <functional>
#include <map>
#include <set>

using namespace pb;
using namespace pb::tournament;

namespace {

QJsonObject settings(int players, int lives)
{
    QJsonArray list;
    for (int i = 0; i < players; ++i)
        list.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("p%1").arg(i + 1)},
                                {QStringLiteral("spec"), QStringLiteral("bot:random")}});
    return {{QStringLiteral("game"), QStringLiteral("arimaa-wcc-finals")}, {QStringLiteral("players"), list},
            {QStringLiteral("tc"), QString()}, {QStringLiteral("untimed_ms"), 5}, {QStringLiteral("bot_depth"), 0},
            {QStringLiteral("seed"), 1}, {QStringLiteral("lives"), lives}};
}

Finished decided(const Job& job, int winner)
{
    return {job, {{{QStringLiteral("gold"), job.params[QStringLiteral("gold")]},
                   {QStringLiteral("silver"), job.params[QStringLiteral("silver")]},
                   {QStringLiteral("winner"), winner}},
                  {}}};
}

Finished bothForfeited(const Job& job)
{
    return {job, {{{QStringLiteral("winner"), -1}, {QStringLiteral("both_forfeited"), true}}, {}}};
}

int player(const Job& job, const char* key) { return job.params[QLatin1String(key)].toInt(); }

const Standing& entry(const Standings& s, int player)
{
    for (const Standing& e : s.entries)
        if (e.player == player)
            return e;
    static Standing none;
    return none;
}

// Plays the finals to the end, each game won by `pick(job)`; returns every finished game.
std::vector<Finished> playOut(const Format& f, const std::function<Finished(const Job&)>& pick)
{
    std::vector<Finished> done;
    std::vector<Job> jobs = f.plan();
    for (int guard = 0; !jobs.empty() && guard < 200; ++guard) {
        for (const Job& j : jobs)
            done.push_back(pick(j));
        jobs = f.nextJobs(done);
    }
    return done;
}

} // namespace

class TestArimaaWccFinals : public QObject {
    Q_OBJECT

private slots:
    void firstRoundPairsEveryoneAndSettingsRoundTrip()
    {
        QString error;
        const auto f = arimaa::wcc::makeFinals(settings(8, 4), &error);
        QVERIFY2(f, qPrintable(error));
        const std::vector<Job> round1 = f->plan();
        QCOMPARE(round1.size(), std::size_t(4));
        std::set<int> seen;
        for (const Job& j : round1) {
            QCOMPARE(j.params[QStringLiteral("round")].toInt(), 1);
            QCOMPARE(j.params[QStringLiteral("bye")].toInt(), -1);
            seen.insert(player(j, "gold"));
            seen.insert(player(j, "silver"));
        }
        QCOMPARE(seen.size(), std::size_t(8));
        const auto again = makeFormat(f->settings(), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->plan().size(), round1.size());
        QVERIFY(!arimaa::wcc::makeFinals(settings(1, 4), &error));
        QVERIFY(!arimaa::wcc::makeFinals(settings(21, 4), &error));
    }

    // The better seed wins every game: with one life, 4 players need two rounds; p1 is champion,
    // p2 second (lost the final), p3 and p4 share third (no wins each).
    void betterSeedAlwaysWins()
    {
        QString error;
        const auto f = arimaa::wcc::makeFinals(settings(4, 1), &error);
        QVERIFY(f);
        const std::vector<Finished> done = playOut(*f, [](const Job& j) {
            return decided(j, std::min(player(j, "gold"), player(j, "silver")));
        });
        QCOMPARE(done.size(), std::size_t(3));
        const Standings s = f->standings(done);
        QCOMPARE(s.extra[QStringLiteral("champion")].toString(), QStringLiteral("p1"));
        QCOMPARE(s.extra[QStringLiteral("second")].toString(), QStringLiteral("p2"));
        QCOMPARE(entry(s, 0).rank, 1);
        QCOMPARE(entry(s, 1).rank, 2);
        QCOMPARE(entry(s, 2).rank, 3);
        QCOMPARE(entry(s, 3).rank, 3);  // third place shared: both won no game
        QVERIFY(entry(s, 0).extra[QStringLiteral("eliminated_in_round")].isNull());
        QCOMPARE(entry(s, 1).extra[QStringLiteral("eliminated_in_round")].toInt(), 2);
        QCOMPARE(entry(s, 2).extra[QStringLiteral("eliminated_in_round")].toInt(), 1);
        const QJsonArray rounds = s.extra[QStringLiteral("rounds")].toArray();
        QCOMPARE(rounds.size(), 2);
        QCOMPARE(rounds[1][QStringLiteral("games")].toArray().size(), 1);
        QCOMPARE(rounds[1][QStringLiteral("games")][0][QStringLiteral("winner")].toString(), QStringLiteral("p1"));
        QVERIFY(f->nextJobs(done).empty());  // over
    }

    // Everyone plays until the lives-th loss: with 5 players and 4 lives the tournament has at
    // least 16 losses (4 for each but the champion), each round gives the bye to someone with
    // the fewest byes, and nobody plays after being eliminated.
    void quadEliminationRunsToOneChampion()
    {
        QString error;
        const auto f = arimaa::wcc::makeFinals(settings(5, 4), &error);
        QVERIFY(f);
        // Gold always wins: results depend on the colours, so nobody is unbeaten for long.
        const std::vector<Finished> done = playOut(*f, [](const Job& j) { return decided(j, player(j, "gold")); });
        const Standings s = f->standings(done);
        QVERIFY(!s.extra[QStringLiteral("champion")].isNull());
        QVERIFY(!s.extra[QStringLiteral("second")].isNull());
        int losses = 0;
        for (const Standing& e : s.entries) {
            losses += e.extra[QStringLiteral("losses")].toInt();
            if (e.rank == 1)
                QVERIFY(e.extra[QStringLiteral("losses")].toInt() < 4);
            else
                QCOMPARE(e.extra[QStringLiteral("losses")].toInt(), 4);
        }
        QCOMPARE(losses, static_cast<int>(done.size()));
        QVERIFY(losses >= 16);
        // Nobody plays in a round after the one that eliminated them; byes stay within one.
        std::map<int, int> out;
        for (const Standing& e : s.entries)
            if (!e.extra[QStringLiteral("eliminated_in_round")].isNull())
                out[e.player] = e.extra[QStringLiteral("eliminated_in_round")].toInt();
        for (const Finished& d : done)
            for (const char* side : {"gold", "silver"})
                if (out.count(player(d.job, side)))
                    QVERIFY(d.job.params[QStringLiteral("round")].toInt() <= out[player(d.job, side)]);
    }

    // Two players out in the round that leaves one: they tie for second, get one more life each
    // and play on without the champion until one is left.
    void tieForSecondPlaysOn()
    {
        QString error;
        const auto f = arimaa::wcc::makeFinals(settings(4, 1), &error);
        QVERIFY(f);
        std::vector<Finished> done;
        const std::vector<Job> round1 = f->plan();
        QCOMPARE(round1.size(), std::size_t(2));
        // Game 1: the better seed wins; game 2: both forfeit. Three players are out at once.
        done.push_back(decided(round1[0], std::min(player(round1[0], "gold"), player(round1[0], "silver"))));
        done.push_back(bothForfeited(round1[1]));
        const int champion = done[0].outcome.result[QStringLiteral("winner")].toInt();
        Standings s = f->standings(done);
        QCOMPARE(s.extra[QStringLiteral("champion")].toString(), QStringLiteral("p%1").arg(champion + 1));
        QVERIFY(s.extra[QStringLiteral("second")].isNull());
        // Round 2: the three tied players, one game and a bye; the champion plays no more.
        std::vector<Job> round2 = f->nextJobs(done);
        QCOMPARE(round2.size(), std::size_t(1));
        const int bye = round2[0].params[QStringLiteral("bye")].toInt();
        QVERIFY(bye >= 0 && bye != champion);
        QVERIFY(player(round2[0], "gold") != champion && player(round2[0], "silver") != champion);
        // The better seed keeps winning until one of the three is left.
        for (std::vector<Job> jobs = round2; !jobs.empty(); jobs = f->nextJobs(done))
            for (const Job& j : jobs)
                done.push_back(decided(j, std::min(player(j, "gold"), player(j, "silver"))));
        s = f->standings(done);
        QCOMPARE(s.extra[QStringLiteral("champion")].toString(), QStringLiteral("p%1").arg(champion + 1));
        const QString second = s.extra[QStringLiteral("second")].toString();
        QVERIFY(!second.isEmpty() && second != QStringLiteral("p%1").arg(champion + 1));
        QCOMPARE(s.entries[0].rank, 1);
        QCOMPARE(s.entries[1].name, second);
        QCOMPARE(s.entries[1].rank, 2);
        // The revived players had 2 lives: second place lost at most once more after round 1.
        for (const Standing& e : s.entries)
            if (e.player != champion)
                QVERIFY(e.extra[QStringLiteral("losses")].toInt() <= 2);
    }
};

QTEST_GUILESS_MAIN(TestArimaaWccFinals)
#include "tst_arimaa_wccfinals.moc"
