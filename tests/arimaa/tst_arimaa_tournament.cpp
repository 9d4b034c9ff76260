// The Arimaa round robin: the plan (pairs, games, colours), standings computed by hand, a real
// round robin of built-in bots, and settings that make the same tournament again.

#include "arimaa/player.h"
#include "slowdown.h"
#include "arimaa/session.h"
#include "arimaa/tournament.h"
#include "tournamenttest.h"

#include <QJsonArray>
#include <QtTest>

#include <algorithm>
#include <map>
#include <set>
#include <thread>

using namespace pb::arimaa;
namespace t = pb::tournament;

namespace {

QJsonObject settingsFor(const QStringList& specs, int games = 2, const QString& tc = QStringLiteral("0:02/0:30"),
                        int untimedMs = 0, int depth = 0)
{
    QJsonArray players;
    for (int i = 0; i < specs.size(); ++i)
        players.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("p%1").arg(i)},
                                   {QStringLiteral("spec"), specs[i]}});
    return {{QStringLiteral("game"), QStringLiteral("arimaa")},
            {QStringLiteral("players"), players},
            {QStringLiteral("games"), games},
            {QStringLiteral("tc"), tc},
            {QStringLiteral("untimed_ms"), untimedMs},
            {QStringLiteral("bot_depth"), depth},
            {QStringLiteral("seed"), 5}};
}

std::unique_ptr<t::Format> make(const QJsonObject& settings)
{
    QString error;
    std::unique_ptr<t::Format> f = makeTournament(settings, &error);
    if (!f)
        qWarning("%s", qPrintable(error));
    return f;
}

// A finished game by hand; `faulty` is the player at fault (or -1).
t::Finished game(int gold, int silver, int winner, char termination = 'g', int faulty = -1)
{
    t::Finished f;
    f.outcome.result = {{QStringLiteral("gold"), gold},
                        {QStringLiteral("silver"), silver},
                        {QStringLiteral("winner"), winner},
                        {QStringLiteral("winner_side"), winner == gold ? QStringLiteral("gold") : QStringLiteral("silver")},
                        {QStringLiteral("termination"), QString(QLatin1Char(termination))},
                        {QStringLiteral("moves"), 40}};
    if (faulty >= 0)
        f.outcome.result.insert(QStringLiteral("fault"), QJsonObject{{QStringLiteral("player"), faulty},
                                                                     {QStringLiteral("reason"), QStringLiteral("slow")}});
    return f;
}

const t::Standing& entry(const t::Standings& s, int player)
{
    return *std::find_if(s.entries.begin(), s.entries.end(), [player](const t::Standing& e) { return e.player == player; });
}

QStringList bots(int n)
{
    QStringList specs;
    for (int i = 0; i < n; ++i)
        specs << QStringLiteral("bot:random");
    return specs;
}

} // namespace

class TestArimaaTournament : public QObject {
    Q_OBJECT

private slots:
    void planPairsAndColours()
    {
        const auto f = make(settingsFor(bots(4), 3));
        QVERIFY(f);
        const std::vector<t::Job> plan = f->plan();
        QCOMPARE(plan.size(), std::size_t(6 * 3));
        std::map<std::pair<int, int>, std::vector<int>> golds;  // pair -> who had gold, in order
        std::set<qint64> seeds;
        for (std::size_t k = 0; k < plan.size(); ++k) {
            const t::Job& job = plan[k];
            QCOMPARE(job.id, int(k));
            const int gold = job.params.value(QStringLiteral("gold")).toInt();
            const int silver = job.params.value(QStringLiteral("silver")).toInt();
            QVERIFY(gold != silver);
            golds[{std::min(gold, silver), std::max(gold, silver)}].push_back(gold);
            seeds.insert(job.params.value(QStringLiteral("seed")).toInteger());
        }
        QCOMPARE(golds.size(), std::size_t(6));
        for (const auto& [pair, who] : golds) {
            // Each pair plays 3 games: the first-listed player has Gold in the 1st and 3rd.
            QCOMPARE(who, (std::vector<int>{pair.first, pair.second, pair.first}));
        }
        QCOMPARE(seeds.size(), plan.size());  // every game its own bot seed
        QCOMPARE(plan[0].params.value(QStringLiteral("seed")).toInteger(), qint64(5000000));
        QVERIFY(f->describe(plan[0]).contains(QLatin1String("p0 (gold) vs p1 (silver)")));
    }

    void badSettingsAreRefused()
    {
        QString error;
        QVERIFY(!makeTournament(settingsFor(bots(1)), &error));
        QVERIFY(!makeTournament(settingsFor(bots(2), 2, QStringLiteral("nonsense")), &error));
        QVERIFY(error.contains(QLatin1String("nonsense")));
        QVERIFY(!makeTournament(settingsFor({QStringLiteral("bot:random"), QStringLiteral("bot:greedy")}), &error));
        QVERIFY(!makeTournament(settingsFor(bots(2), 2, QString(), 0), &error));           // neither
        QVERIFY(!makeTournament(settingsFor(bots(2), 2, QStringLiteral("0:02/0:30"), 500), &error));  // both
        QVERIFY(makeTournament(settingsFor(bots(2), 2, QString(), 500), &error));         // untimed
        QJsonObject twice = settingsFor(bots(2));
        QJsonArray players = twice.value(QStringLiteral("players")).toArray();
        QJsonObject second = players[1].toObject();
        second.insert(QStringLiteral("name"), QStringLiteral("p0"));
        players.replace(1, second);
        twice.insert(QStringLiteral("players"), players);
        QVERIFY(!makeTournament(twice, &error));
        QVERIFY(error.contains(QLatin1String("p0")));
    }

    void standingsByHand()
    {
        const auto f = make(settingsFor(bots(4)));
        QVERIFY(f);
        // p0 beats p1 twice (once as gold, once as silver on time: p1 at fault), p2 beats p0,
        // p1 beats p2, p3 beats p2 and loses to p0.
        // Wins: p0 3, p1 1, p2 1, p3 1; losses: p0 1, p1 2, p2 2, p3 1.
        const std::vector<t::Finished> done = {game(0, 1, 0), game(1, 0, 0, 't', 1), game(2, 0, 2), game(1, 2, 1, 'e'),
                                               game(3, 2, 3), game(0, 3, 0, 'm')};
        const t::Standings s = f->standings(done);
        QCOMPARE(s.entries[0].player, 0);
        QCOMPARE(s.entries[0].rank, 1);
        QCOMPARE(s.entries[0].points, 3.0);
        QCOMPARE(s.entries[0].games, 4);
        // p1, p2 and p3 tie with one win each: rank 2 all, in player order.
        for (int i = 1; i < 4; ++i) {
            QCOMPARE(s.entries[static_cast<std::size_t>(i)].player, i);
            QCOMPARE(s.entries[static_cast<std::size_t>(i)].rank, 2);
            QCOMPARE(s.entries[static_cast<std::size_t>(i)].points, 1.0);
        }
        QCOMPARE(entry(s, 0).extra.value(QStringLiteral("wins")).toInt(), 3);
        QCOMPARE(entry(s, 0).extra.value(QStringLiteral("losses")).toInt(), 1);
        QCOMPARE(entry(s, 0).extra.value(QStringLiteral("gold_wins")).toInt(), 2);
        QCOMPARE(entry(s, 0).extra.value(QStringLiteral("silver_wins")).toInt(), 1);
        QCOMPARE(entry(s, 1).extra.value(QStringLiteral("faults")).toInt(), 1);
        QCOMPARE(entry(s, 1).extra.value(QStringLiteral("losses")).toInt(), 2);
        QCOMPARE(entry(s, 2).games, 3);
        QCOMPARE(entry(s, 3).games, 2);
        // Crosstable: wins of i against j.
        QCOMPARE(s.crosstable[0][1], 2.0);
        QCOMPARE(s.crosstable[1][0], 0.0);
        QCOMPARE(s.crosstable[2][0], 1.0);
        QCOMPARE(s.crosstable[3][2], 1.0);
        QCOMPARE(s.crosstable[2][3], 0.0);
        const QJsonArray list = t::toJson(s).value(QStringLiteral("standings")).toArray();
        QCOMPARE(list[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("p0"));
        QCOMPARE(list[3].toObject().value(QStringLiteral("rank")).toInt(), 2);
        QCOMPARE(list[0].toObject().value(QStringLiteral("wins")).toInt(), 3);
        QVERIFY(f->describeOutcome({}, done[1].outcome).contains(QLatin1String("p0 (silver) wins by time")));
    }

    void aRoundRobinOfBots()
    {
        // Two random bots and a search bot 2 steps deep; a game limit of 80 turns keeps random
        // games short.
        const auto f = make(settingsFor({QStringLiteral("bot:random"), QStringLiteral("bot:random"), QStringLiteral("bot:search")},
                                        2, QStringLiteral("0:02/0:30/100/0/80t"), 0, 2));
        QVERIFY(f);
        const std::vector<t::Job> plan = f->plan();
        QCOMPARE(plan.size(), std::size_t(6));
        std::atomic<bool> cancel{false};
        std::vector<t::Finished> done;
        std::vector<int> wins(3, 0);
        for (const t::Job& job : plan) {
            const std::optional<t::Outcome> out = f->play(job, cancel);
            QVERIFY(out);
            const QJsonObject& r = out->result;
            QCOMPARE(r.value(QStringLiteral("gold")), job.params.value(QStringLiteral("gold")));
            QCOMPARE(r.value(QStringLiteral("silver")), job.params.value(QStringLiteral("silver")));
            const int winner = r.value(QStringLiteral("winner")).toInt();
            const bool goldWon = r.value(QStringLiteral("winner_side")).toString() == QLatin1String("gold");
            QCOMPARE(winner, goldWon ? r.value(QStringLiteral("gold")).toInt() : r.value(QStringLiteral("silver")).toInt());
            ++wins[static_cast<std::size_t>(winner)];
            // The record says the same.
            const QString termination = r.value(QStringLiteral("termination")).toString();
            QVERIFY(out->record.contains(QStringLiteral("Result: %1").arg(goldWon ? QLatin1Char('g') : QLatin1Char('s'))));
            QVERIFY(out->record.contains(QStringLiteral("Termination: %1").arg(termination)));
            QVERIFY(r.value(QStringLiteral("moves")).toInt() > 2);
            QVERIFY(!f->describeOutcome(job, *out).isEmpty());
            done.push_back({job, *out});
        }
        const t::Standings s = f->standings(done);
        for (const t::Standing& e : s.entries) {
            QCOMPARE(e.games, 4);
            QCOMPARE(e.points, double(wins[static_cast<std::size_t>(e.player)]));
            QCOMPARE(e.extra.value(QStringLiteral("wins")).toInt() + e.extra.value(QStringLiteral("losses")).toInt(), 4);
        }
        // The searching bot beats the random ones in all four of its games.
        QCOMPARE(s.entries[0].name, QStringLiteral("p2"));
        QCOMPARE(s.entries[0].points, 4.0);
    }

    void cancelledWhileThinking()
    {
        // Untimed search bots think 10 s a move: the cancel ends the game at once. The setups
        // were played, so the game comes back halted (kept to be resumed), without a winner.
        const auto f = make(settingsFor({QStringLiteral("bot:search"), QStringLiteral("bot:search")}, 1, QString(), 10000));
        QVERIFY(f);
        const pb::test::CancelledPlay played = pb::test::playCancelledAfter(*f, f->plan()[0], 300 * pb::test::slowdown());
        QVERIFY(played.outcome && played.outcome->halted);
        QCOMPARE(played.outcome->result.value(QStringLiteral("halted_at")).toString(), QStringLiteral("2g"));
        QVERIFY(!played.outcome->result.contains(QStringLiteral("winner")));
        QVERIFY2(played.ms < 3000 * pb::test::slowdown(), qPrintable(QString::number(played.ms)));
    }

    // Built-in bots with their own search depth (the qualifier's benchmark bots): the spec's
    // depth wins over the game's; bad settings are named.
    void botSpecsWithADepth()
    {
        QString error;
        const PlayerSpec deep = parsePlayerSpec(QStringLiteral("bot:search:depth=3"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(deep.bot);
        QCOMPARE(deep.level, BotLevel::Search);
        QCOMPARE(deep.depth, 3);
        QCOMPARE(parsePlayerSpec(QStringLiteral("bot:search"), &error).depth, -1);
        SessionOptions options;
        options.botDepth = 5;
        const auto own = std::dynamic_pointer_cast<BotPlayer>(makePlayer(deep, Gold, options));
        QVERIFY(own);
        QCOMPARE(own->maxDepth(), 3);
        const auto game = std::dynamic_pointer_cast<BotPlayer>(makePlayer(parsePlayerSpec(QStringLiteral("bot:search")), Gold, options));
        QCOMPARE(game->maxDepth(), 5);
        for (const char* bad : {"bot:search:depth=0", "bot:search:depth=x", "bot:search:speed=2", "bot:search:depth=65"}) {
            error.clear();
            QVERIFY(!parsePlayerSpec(QLatin1String(bad), &error).bot);
            QVERIFY2(error.contains(QLatin1String(bad)), qPrintable(error));
        }
        // A round robin takes them.
        QVERIFY(make(settingsFor({QStringLiteral("bot:search:depth=2"), QStringLiteral("bot:random")})));
        QVERIFY(!make(settingsFor({QStringLiteral("bot:search:depth=two"), QStringLiteral("bot:random")})));
    }

    void settingsRoundTrip()
    {
        for (const QJsonObject& settings : {settingsFor(bots(3), 4, QStringLiteral("0:15/3/100/6/0/2m"), 0, 3),
                                            settingsFor(bots(2), 1, QString(), 700)}) {
            const auto f = make(settings);
            QVERIFY(f);
            const auto g = make(f->settings());
            QVERIFY(g);
            QCOMPARE(g->settings(), f->settings());
            QCOMPARE(g->players(), f->players());
            const std::vector<t::Job> a = f->plan(), b = g->plan();
            QCOMPARE(a.size(), b.size());
            for (std::size_t i = 0; i < a.size(); ++i)
                QCOMPARE(a[i].params, b[i].params);
        }
    }
};

QTEST_GUILESS_MAIN(TestArimaaTournament)
#include "tst_arimaa_tournament.moc"
