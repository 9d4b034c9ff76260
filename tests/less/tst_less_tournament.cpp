// The Less tournament: the draw of groups, the plan of sets and seatings, standings computed by
// hand, a real tournament of bots, and settings that make the same tournament again.

#include "less/gamelog.h"
#include "less/generator.h"
#include "less/groups.h"
#include "less/tournament.h"
#include "tournamenttest.h"

#include <QJsonArray>
#include <QtTest>

#include <algorithm>
#include <set>
#include <thread>

using namespace pb::less;
namespace t = pb::tournament;

namespace {

QJsonObject settingsFor(const QStringList& specs, int rounds = 1, int sets = 1, qint64 seed = 7, int botMs = 20)
{
    QJsonArray players;
    for (int i = 0; i < specs.size(); ++i)
        players.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("p%1").arg(i)},
                                   {QStringLiteral("spec"), specs[i]}});
    return {{QStringLiteral("game"), QStringLiteral("less")},
            {QStringLiteral("players"), players},
            {QStringLiteral("rounds"), rounds},
            {QStringLiteral("sets"), sets},
            {QStringLiteral("seed"), seed},
            {QStringLiteral("time_ms"), 30000},
            {QStringLiteral("bot_ms"), botMs},
            {QStringLiteral("judge"), QStringLiteral("random")}};
}

QStringList randomBots(int n)
{
    QStringList specs;
    for (int i = 0; i < n; ++i)
        specs << QStringLiteral("bot:random");
    return specs;
}

std::unique_ptr<t::Format> make(const QJsonObject& settings)
{
    QString error;
    std::unique_ptr<t::Format> f = makeTournament(settings, &error);
    if (!f)
        qWarning("%s", qPrintable(error));
    return f;
}

// A finished game by hand: players by seat (Yellow, Black, White, Red), their scores, faulty seats.
t::Finished game(std::array<int, 4> players, std::array<int, 4> scores, std::vector<int> faultySeats = {})
{
    QJsonArray p, s, faults;
    for (int i = 0; i < 4; ++i) {
        p.append(players[static_cast<std::size_t>(i)]);
        s.append(scores[static_cast<std::size_t>(i)]);
    }
    for (int seat : faultySeats)
        faults.append(QJsonObject{{QStringLiteral("seat"), seat}, {QStringLiteral("kind"), QStringLiteral("timeout")}});
    t::Finished f;
    f.outcome.result = {{QStringLiteral("players"), p}, {QStringLiteral("scores"), s}, {QStringLiteral("faults"), faults}};
    return f;
}

const t::Standing& entry(const t::Standings& s, int player)
{
    return *std::find_if(s.entries.begin(), s.entries.end(), [player](const t::Standing& e) { return e.player == player; });
}

} // namespace

class TestLessTournament : public QObject {
    Q_OBJECT

private slots:
    void roundsForEqualPlayCounts()
    {
        QCOMPARE(roundsForEqualPlay(4), 1);
        QCOMPARE(roundsForEqualPlay(5), 5);
        QCOMPARE(roundsForEqualPlay(6), 3);
        QCOMPARE(roundsForEqualPlay(7), 7);
        QCOMPARE(roundsForEqualPlay(8), 1);
        QCOMPARE(roundsForEqualPlay(9), 9);
        QCOMPARE(roundsForEqualPlay(10), 5);
    }

    void drawIsBalanced_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<int>("spread");  // the most minus the fewest meetings of a pair
        QTest::newRow("5") << 5 << 5 << 0;   // every pair 3 times
        QTest::newRow("6") << 6 << 3 << 1;   // 18 meetings over 15 pairs: 1 or 2
        QTest::newRow("7") << 7 << 7 << 0;   // every pair twice
        QTest::newRow("8") << 8 << 1 << 1;   // 0 or 1
        QTest::newRow("9") << 9 << 9 << 0;   // every pair 3 times
        QTest::newRow("9x2") << 9 << 18 << 0;
        QTest::newRow("6x2") << 6 << 6 << 1;
        QTest::newRow("11") << 11 << 11 << 1;
    }

    void drawIsBalanced()
    {
        QFETCH(int, players);
        QFETCH(int, rounds);
        QFETCH(int, spread);
        const auto draw = drawGroups(players, rounds, 7);
        QCOMPARE(int(draw.size()), rounds);
        std::vector<int> plays(static_cast<std::size_t>(players), 0);
        for (const auto& round : draw) {
            QCOMPARE(int(round.size()), players / 4);
            std::set<int> seen;
            for (const Group& g : round)
                for (int p : g) {
                    QVERIFY(p >= 0 && p < players);
                    QVERIFY2(seen.insert(p).second, "a player twice in one round");
                    ++plays[static_cast<std::size_t>(p)];
                }
        }
        QCOMPARE(*std::min_element(plays.begin(), plays.end()), *std::max_element(plays.begin(), plays.end()));
        const auto met = pairMeetings(players, draw);
        int most = 0, fewest = 1 << 30;
        for (int a = 0; a < players; ++a)
            for (int b = a + 1; b < players; ++b) {
                most = std::max(most, met[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)]);
                fewest = std::min(fewest, met[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)]);
            }
        QCOMPARE(most - fewest, spread);
        // The same arguments draw the same groups.
        QVERIFY(drawGroups(players, rounds, 7) == draw);
    }

    void rankByPointsSharesRanks()
    {
        const std::vector<double> points = {5, 7, 5, 9, 7};
        std::vector<t::Standing> entries;
        for (std::size_t i = 0; i < points.size(); ++i) {
            t::Standing s;
            s.player = int(i);
            s.points = points[i];
            s.games = int(i);
            entries.push_back(s);
        }
        auto ranked = [&](bool lower, int (*tieBreak)(const t::Standing&, const t::Standing&)) {
            std::vector<t::Standing> e = entries;
            t::rankByPoints(e, lower, tieBreak);
            std::vector<std::pair<int, int>> out;  // (player, rank)
            for (const t::Standing& s : e)
                out.emplace_back(s.player, s.rank);
            return out;
        };
        using R = std::vector<std::pair<int, int>>;
        QCOMPARE(ranked(false, nullptr), (R{{3, 1}, {1, 2}, {4, 2}, {0, 4}, {2, 4}}));
        QCOMPARE(ranked(true, nullptr), (R{{0, 1}, {2, 1}, {1, 3}, {4, 3}, {3, 5}}));
        // A tie-break (more games first) splits the ties.
        auto moreGames = [](const t::Standing& a, const t::Standing& b) { return b.games - a.games; };
        QCOMPARE(ranked(false, moreGames), (R{{3, 1}, {4, 2}, {1, 3}, {2, 4}, {0, 5}}));
    }

    void fourPlayersPlayEverySeatingOnOneBoardPerSet()
    {
        const auto f = make(settingsFor(randomBots(4), 1, 3, 40));
        QVERIFY(f);
        const std::vector<t::Job> plan = f->plan();
        QCOMPARE(plan.size(), std::size_t(72));
        std::set<QString> boards;
        for (int set = 0; set < 3; ++set) {
            std::set<std::vector<int>> seatings;
            const QString board = plan[static_cast<std::size_t>(set * 24)].params.value(QStringLiteral("board")).toString();
            for (int k = 0; k < 24; ++k) {
                const t::Job& job = plan[static_cast<std::size_t>(set * 24 + k)];
                QCOMPARE(job.id, set * 24 + k);
                QCOMPARE(job.params.value(QStringLiteral("set")).toInt(), set + 1);
                QCOMPARE(job.params.value(QStringLiteral("board")).toString(), board);
                std::vector<int> seats;
                for (const QJsonValue& v : job.params.value(QStringLiteral("players")).toArray())
                    seats.push_back(v.toInt());
                QCOMPARE(std::set<int>(seats.begin(), seats.end()), (std::set<int>{0, 1, 2, 3}));
                seatings.insert(seats);
            }
            QCOMPARE(seatings.size(), std::size_t(24));
            // The board is the generated board of the seed plus the set's number.
            QCOMPARE(board.toStdString(), generateBoard(defaultTiles().tiles, std::uint64_t(40 + set)).board.toString());
            boards.insert(board);
        }
        QCOMPARE(boards.size(), std::size_t(3));
        // The first seating is the players in order, with `less play`'s bot seed.
        QCOMPARE(plan[0].params.value(QStringLiteral("seed")).toInteger(), qint64(40000));
        QCOMPARE(plan[25].params.value(QStringLiteral("seed")).toInteger(), qint64(41001));
    }

    void groupsPlayTheirOwnBoards()
    {
        const auto f = make(settingsFor(randomBots(6), 3, 2));
        QVERIFY(f);
        const std::vector<t::Job> plan = f->plan();
        // 3 rounds of 1 group, 2 sets each: 6 boards of 24 games; everyone plays 2 of 3 rounds.
        QCOMPARE(plan.size(), std::size_t(6 * 24));
        std::set<QString> boards;
        std::vector<int> games(6, 0);
        for (const t::Job& job : plan) {
            boards.insert(job.params.value(QStringLiteral("board")).toString());
            for (const QJsonValue& v : job.params.value(QStringLiteral("players")).toArray())
                ++games[static_cast<std::size_t>(v.toInt())];
        }
        QCOMPARE(boards.size(), std::size_t(6));
        QCOMPARE(games, std::vector<int>(6, 2 * 2 * 24));
    }

    void badSettingsAreRefused()
    {
        QString error;
        QVERIFY(!makeTournament(settingsFor(randomBots(3)), &error));
        QVERIFY(error.contains(QLatin1String("4")));
        QVERIFY(!makeTournament(settingsFor(randomBots(5), 3), &error));  // 5 players need 5k rounds
        QVERIFY(error.contains(QLatin1String("multiple of 5")));
        QVERIFY(!makeTournament(settingsFor({QStringLiteral("bot:random"), QStringLiteral("bot:nope"),
                                             QStringLiteral("bot:random"), QStringLiteral("bot:random")}),
                                &error));
        QJsonObject s = settingsFor(randomBots(4));
        s.remove(QStringLiteral("sets"));
        QVERIFY(!makeTournament(s, &error));
        QVERIFY(error.contains(QLatin1String("sets")));
    }

    void standingsByHand()
    {
        const auto f = make(settingsFor(randomBots(5), 5));
        QVERIFY(f);
        // Game 1: p0 p1 p2 p3 score 10 8 6 4. Game 2: p4 p3 p2 p1 score 12 0 (timeout) 5 9.
        // Game 3: p0 p4 p1 p2 score 3 7 0 0 (p1, p2 faulted).
        // Totals: p0 13 (2 games), p1 8+9+0 = 17 (3), p2 6+5+0 = 11 (3), p3 4+0 = 4 (2),
        // p4 12+7 = 19 (2). Ranks: p4 19, p1 17, p0 13, p2 11, p3 4.
        const std::vector<t::Finished> done = {game({0, 1, 2, 3}, {10, 8, 6, 4}), game({4, 3, 2, 1}, {12, 0, 5, 9}, {1}),
                                               game({0, 4, 1, 2}, {3, 7, 0, 0}, {2, 3})};
        const t::Standings s = f->standings(done);
        QCOMPARE(s.entries.size(), std::size_t(5));
        const std::vector<int> order = {4, 1, 0, 2, 3};
        for (std::size_t i = 0; i < order.size(); ++i) {
            QCOMPARE(s.entries[i].player, order[i]);
            QCOMPARE(s.entries[i].rank, int(i) + 1);
        }
        QCOMPARE(entry(s, 1).points, 17.0);
        QCOMPARE(entry(s, 1).games, 3);
        QCOMPARE(entry(s, 1).extra.value(QStringLiteral("faults")).toInt(), 1);
        QCOMPARE(entry(s, 2).extra.value(QStringLiteral("faults")).toInt(), 1);
        QCOMPARE(entry(s, 3).extra.value(QStringLiteral("faults")).toInt(), 1);
        QCOMPARE(entry(s, 0).extra.value(QStringLiteral("faults")).toInt(), 0);
        QCOMPARE(entry(s, 0).extra.value(QStringLiteral("average")).toDouble(), 6.5);
        QCOMPARE(entry(s, 4).name, QStringLiteral("p4"));
        // Crosstable: what i scored in games where j sat too.
        QCOMPARE(s.crosstable[1][0], 8.0);        // game 1 (8) and game 3 (0)
        QCOMPARE(s.crosstable[1][4], 9.0);        // game 2 (9) and game 3 (0)
        QCOMPARE(s.crosstable[4][0], 7.0);        // game 3
        QCOMPARE(s.crosstable[3][4], 0.0);        // game 2, at fault
        QCOMPARE(s.crosstable[0][0], 0.0);
        // The JSON: best first, with the format's fields.
        const QJsonObject json = t::toJson(s);
        const QJsonArray list = json.value(QStringLiteral("standings")).toArray();
        QCOMPARE(list.size(), 5);
        QCOMPARE(list[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("p4"));
        QCOMPARE(list[0].toObject().value(QStringLiteral("points")).toDouble(), 19.0);
        QCOMPARE(list[4].toObject().value(QStringLiteral("faults")).toInt(), 1);
        QCOMPARE(json.value(QStringLiteral("crosstable")).toArray().size(), 5);
    }

    void tiesShareTheRank()
    {
        const auto f = make(settingsFor(randomBots(4)));
        QVERIFY(f);
        // p1 and p2 both 14, p0 and p3 both 8 (p3 at fault in the second game): 1 1 3 3.
        const t::Standings s = f->standings({game({0, 1, 2, 3}, {4, 7, 7, 8}), game({3, 2, 1, 0}, {0, 7, 7, 4}, {0})});
        QCOMPARE(s.entries[0].player, 1);
        QCOMPARE(s.entries[1].player, 2);
        QCOMPARE(s.entries[0].rank, 1);
        QCOMPARE(s.entries[1].rank, 1);
        QCOMPARE(s.entries[2].player, 0);
        QCOMPARE(s.entries[2].rank, 3);
        QCOMPARE(s.entries[3].player, 3);
        QCOMPARE(s.entries[3].rank, 3);
        // Nothing finished: everyone 0 points, rank 1.
        const t::Standings empty = f->standings({});
        QCOMPARE(empty.entries.size(), std::size_t(4));
        for (const t::Standing& e : empty.entries) {
            QCOMPARE(e.rank, 1);
            QCOMPARE(e.games, 0);
        }
    }

    void aTournamentOfBots()
    {
        const auto f = make(settingsFor({QStringLiteral("bot:random"), QStringLiteral("bot:greedy"),
                                         QStringLiteral("bot:random"), QStringLiteral("bot:greedy")},
                                        1, 1, 3, 5));
        QVERIFY(f);
        const std::vector<t::Job> plan = f->plan();
        QCOMPARE(plan.size(), std::size_t(24));
        std::vector<t::Finished> done;
        std::array<int, 4> totals{};
        std::atomic<bool> cancel{false};
        for (const t::Job& job : plan) {
            const std::optional<t::Outcome> out = f->play(job, cancel);
            QVERIFY(out);
            // The record is the game's log, and it replays to the scores of the result.
            const GameLogParse log = readGameLog(out->record.toStdString(), QStringLiteral("game"));
            QVERIFY2(log.ok(), qPrintable(log.error));
            const QJsonArray players = out->result.value(QStringLiteral("players")).toArray();
            const QJsonArray scores = out->result.value(QStringLiteral("scores")).toArray();
            QCOMPARE(players, job.params.value(QStringLiteral("players")).toArray());
            for (int c = 0; c < 4; ++c) {
                QCOMPARE(scores[c].toInt(), log.log.scores[static_cast<std::size_t>(c)]);
                QVERIFY(scores[c].toInt() >= 0 && scores[c].toInt() <= 20);
                totals[static_cast<std::size_t>(players[c].toInt())] += scores[c].toInt();
            }
            QVERIFY(!f->describeOutcome(job, *out).isEmpty());
            done.push_back({job, *out});
        }
        const t::Standings s = f->standings(done);
        for (const t::Standing& e : s.entries) {
            QCOMPARE(e.games, 24);
            QCOMPARE(e.points, double(totals[static_cast<std::size_t>(e.player)]));
        }
        for (std::size_t i = 1; i < s.entries.size(); ++i)
            QVERIFY(s.entries[i - 1].points >= s.entries[i].points);
        // Greedy bots beat random ones over 24 seatings.
        QVERIFY(s.entries[0].name == QStringLiteral("p1") || s.entries[0].name == QStringLiteral("p3"));
        // The same job played again gives the same game (random and greedy bots are seeded).
        const std::optional<t::Outcome> again = f->play(plan[5], cancel);
        QVERIFY(again);
        QCOMPARE(again->result.value(QStringLiteral("scores")), done[5].outcome.result.value(QStringLiteral("scores")));
    }

    void cancelledBeforeItStarts()
    {
        const auto f = make(settingsFor(randomBots(4)));
        QVERIFY(f);
        std::atomic<bool> cancel{true};
        QVERIFY(!f->play(f->plan()[0], cancel));
    }

    void cancelledWhileThinking()
    {
        // Search bots thinking 5 s a turn: the cancel ends the game at once, with no outcome.
        QStringList specs;
        for (int i = 0; i < 4; ++i)
            specs << QStringLiteral("bot:search");
        const auto f = make(settingsFor(specs, 1, 1, 7, 5000));
        QVERIFY(f);
        const pb::test::CancelledPlay played = pb::test::playCancelledAfter(*f, f->plan()[0], 200);
        QVERIFY(!played.outcome);
        QVERIFY2(played.ms < 3000, qPrintable(QString::number(played.ms)));
    }

    void settingsRoundTrip()
    {
        for (int n : {4, 6, 9}) {
            const auto f = make(settingsFor(randomBots(n), roundsForEqualPlay(n), 2, 11));
            QVERIFY(f);
            const auto g = make(f->settings());
            QVERIFY(g);
            QCOMPARE(g->settings(), f->settings());
            QCOMPARE(g->players(), f->players());
            const std::vector<t::Job> a = f->plan(), b = g->plan();
            QCOMPARE(a.size(), b.size());
            for (std::size_t i = 0; i < a.size(); ++i)
                QCOMPARE(a[i].params, b[i].params);
            QVERIFY(f->describe(a[0]).contains(QLatin1String("Yellow p")));
        }
    }
};

QTEST_GUILESS_MAIN(TestLessTournament)
#include "tst_less_tournament.moc"
