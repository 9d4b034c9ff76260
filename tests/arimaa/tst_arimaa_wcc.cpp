// The Arimaa World Computer Championship 2015: the qualifier's scoring and ranking on hand-made
// game lists, and the finals' performance ratings against values computed independently by
// tests/arimaa/data/bradley_terry.py.

#include "arimaa/wccqualifier.h"
#include "arimaa/wccqualifiergames.h"
#include "arimaa/wccratings.h"

#include <QJsonArray>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace pb::arimaa;
using namespace pb::arimaa::wcc;

namespace {

// Rated games of `entrant` against `bot`, one per letter of `results` (W: the entrant won, L:
// lost), colours alternating from `first`, finishing at time, time + 1, ...
void addRun(std::vector<QualifierGame>& games, const QString& entrant, const QString& bot, const char* results,
            std::int64_t& time, Colour first = Gold)
{
    Colour c = first;
    for (const char* r = results; *r; ++r) {
        games.push_back({entrant, bot, c, *r == 'W', true, time++});
        c = c == Gold ? Silver : Gold;
    }
}

const BenchmarkResult& pairResult(const QualifierResult& r, const QString& entrant, const QString& bot)
{
    for (const QualifierStanding& s : r.standings)
        if (s.name == entrant)
            for (const BenchmarkResult& b : s.perBenchmark)
                if (b.benchmark == bot)
                    return b;
    qFatal("no detail for %s against %s", qPrintable(entrant), qPrintable(bot));
}

const QualifierStanding& standing(const QualifierResult& r, const QString& entrant)
{
    for (const QualifierStanding& s : r.standings)
        if (s.name == entrant)
            return s;
    qFatal("no standing for %s", qPrintable(entrant));
}

QStringList order(const QualifierResult& r)
{
    QStringList names;
    for (const QualifierStanding& s : r.standings)
        names << s.name;
    return names;
}

QList<int> ranks(const QualifierResult& r)
{
    QList<int> out;
    for (const QualifierStanding& s : r.standings)
        out << s.rank;
    return out;
}

const QString A = QStringLiteral("A"), B = QStringLiteral("B"), C = QStringLiteral("C"), D = QStringLiteral("D");
const QString bot1 = QStringLiteral("bot1"), bot2 = QStringLiteral("bot2");

} // namespace

class TestArimaaWcc : public QObject {
    Q_OBJECT

private slots:
    void longestStreak()
    {
        std::vector<QualifierGame> games;
        std::int64_t t = 0;
        addRun(games, A, bot1, "LWWLWWWL", t);  // the three-win streak, two losses before it
        addRun(games, A, bot2, "WWLWW", t);     // two streaks of two: the first counts
        const QualifierResult r = scoreQualifier({{A, {}}}, {bot1, bot2}, games);

        const BenchmarkResult& b1 = pairResult(r, A, bot1);
        QCOMPARE(b1.counted, 8);
        QCOMPARE(b1.wins, 5);
        QCOMPARE(b1.losses, 3);
        QCOMPARE(b1.longestStreak, 3);
        QCOMPARE(b1.streakStart, 4);
        QCOMPARE(b1.lossesBefore, 2);  // the loss after the streak is ignored
        QCOMPARE(b1.score, 3);
        QCOMPARE(b1.firstColour, std::optional<Colour>(Gold));

        const BenchmarkResult& b2 = pairResult(r, A, bot2);
        QCOMPARE(b2.longestStreak, 2);
        QCOMPARE(b2.streakStart, 0);
        QCOMPARE(b2.lossesBefore, 0);  // the later streak of two would have had one loss before
        QCOMPARE(b2.score, 2);

        const QualifierStanding& s = standing(r, A);
        QVERIFY(s.played);
        QCOMPARE(s.score, 5);
        QCOMPARE(s.tiebreak1, -2);
        QCOMPARE(s.completion, std::optional<std::int64_t>(12));  // 13 games at times 0 .. 12
        QCOMPARE(s.rank, 1);
    }

    void streakCappedAtFour()
    {
        std::vector<QualifierGame> games;
        std::int64_t t = 0;
        addRun(games, A, bot1, "WWWWWW", t);
        addRun(games, A, bot2, "WWWWLWWWWW", t);  // the five at the end is the longest, not the first four
        addRun(games, B, bot1, "LLL", t);
        const QualifierResult r = scoreQualifier({{A, {}}, {B, {}}}, {bot1, bot2}, games);

        QCOMPARE(pairResult(r, A, bot1).longestStreak, 6);
        QCOMPARE(pairResult(r, A, bot1).score, 4);
        QCOMPARE(pairResult(r, A, bot2).longestStreak, 5);
        QCOMPARE(pairResult(r, A, bot2).streakStart, 5);
        QCOMPARE(pairResult(r, A, bot2).lossesBefore, 1);
        QCOMPARE(pairResult(r, A, bot2).score, 4);
        QCOMPARE(standing(r, A).score, 8);
        QCOMPARE(standing(r, A).tiebreak1, -1);

        // No win: score 0 and every loss is before the (missing) streak.
        QCOMPARE(pairResult(r, B, bot1).streakStart, -1);
        QCOMPARE(pairResult(r, B, bot1).lossesBefore, 3);
        QCOMPARE(standing(r, B).score, 0);
        QCOMPARE(standing(r, B).tiebreak1, -3);
        QVERIFY(standing(r, B).played);
        QCOMPARE(pairResult(r, B, bot2).counted, 0);
    }

    void gamesBeyondTwentyIgnored()
    {
        std::vector<QualifierGame> games;
        std::int64_t t = 100;
        addRun(games, A, bot1, "LLLLLLLLLLLLLLLLLLWWWWWWW", t);  // 18 losses, then 7 wins
        const QualifierResult r = scoreQualifier({{A, {}}}, {bot1}, games);
        const BenchmarkResult& b = pairResult(r, A, bot1);
        QCOMPARE(b.counted, 20);
        QCOMPARE(b.wins, 2);
        QCOMPARE(b.score, 2);
        QCOMPARE(b.lossesBefore, 18);
        for (std::size_t i = 0; i < games.size(); ++i)
            QCOMPARE(r.gameStatus[i], i < 20 ? GameStatus::Counted : GameStatus::BeyondLimit);
        QCOMPARE(standing(r, A).completion, std::optional<std::int64_t>(119));  // the 20th game

        // The worst tie-break of the text: 20 losses against each of six bots.
        std::vector<QualifierGame> losses;
        std::vector<QString> bots;
        for (int k = 0; k < 6; ++k) {
            bots.push_back(QStringLiteral("b%1").arg(k));
            addRun(losses, B, bots.back(), "LLLLLLLLLLLLLLLLLLLLLL", t);  // 22 losses, 20 count
        }
        QCOMPARE(standing(scoreQualifier({{B, {}}}, bots, losses), B).tiebreak1, -120);
    }

    void unratedAndNonAlternatingIgnored()
    {
        std::vector<QualifierGame> games{
            {A, bot1, Silver, false, false, 1},  // unrated: sets no colour
            {A, bot1, Gold, true, true, 2},      // the first rated game: Gold first
            {A, bot1, Silver, false, false, 3},  // unrated loss: does not break the streak
            {A, bot1, Gold, false, true, 4},     // Gold again: not alternating, the loss ignored
            {A, bot1, Gold, false, true, 5},     // still not alternating
            {A, bot1, Silver, true, true, 6},
            {A, bot1, Gold, true, true, 7},
            {A, bot1, Gold, false, true, 8},     // not alternating
            {A, bot1, Silver, false, false, 9},  // unrated, later than every counted game
        };
        const QualifierResult r = scoreQualifier({{A, {}}}, {bot1}, games);
        const QList<GameStatus> expected{GameStatus::Unrated, GameStatus::Counted, GameStatus::Unrated,
                                         GameStatus::NotAlternating, GameStatus::NotAlternating,
                                         GameStatus::Counted, GameStatus::Counted, GameStatus::NotAlternating,
                                         GameStatus::Unrated};
        QCOMPARE(QList<GameStatus>(r.gameStatus.begin(), r.gameStatus.end()), expected);
        const BenchmarkResult& b = pairResult(r, A, bot1);
        QCOMPARE(b.counted, 3);
        QCOMPARE(b.longestStreak, 3);
        QCOMPARE(b.lossesBefore, 0);
        QCOMPARE(b.firstColour, std::optional<Colour>(Gold));
        QCOMPARE(standing(r, A).completion, std::optional<std::int64_t>(7));  // ignored games don't complete

        // Only unrated games: the entrant has not played.
        const QualifierResult u = scoreQualifier({{A, 1500.0}}, {bot1}, {{A, bot1, Gold, true, false, 1}});
        QVERIFY(!standing(u, A).played);
        QVERIFY(!standing(u, A).completion.has_value());
        QCOMPARE(pairResult(u, A, bot1).counted, 0);
    }

    void chronologicalOrderAndUnknownPlayers()
    {
        // Given out of order: sorted by finishedAt, so the colours alternate G S G and the streak is L W W.
        std::vector<QualifierGame> games{
            {A, bot1, Gold, true, true, 30},
            {A, bot1, Gold, false, true, 10},
            {A, bot1, Silver, true, true, 20},
            {QStringLiteral("nobody"), bot1, Gold, true, true, 5},
            {A, QStringLiteral("nobot"), Gold, true, true, 6},
        };
        const QualifierResult r = scoreQualifier({{A, {}}}, {bot1}, games);
        QCOMPARE(r.gameStatus[0], GameStatus::Counted);
        QCOMPARE(r.gameStatus[1], GameStatus::Counted);
        QCOMPARE(r.gameStatus[2], GameStatus::Counted);
        QCOMPARE(r.gameStatus[3], GameStatus::UnknownPlayer);
        QCOMPARE(r.gameStatus[4], GameStatus::UnknownPlayer);
        QCOMPARE(pairResult(r, A, bot1).streakStart, 1);
        QCOMPARE(pairResult(r, A, bot1).lossesBefore, 1);
        QCOMPARE(standing(r, A).score, 2);
        QCOMPARE(standing(r, A).completion, std::optional<std::int64_t>(30));
        QCOMPARE(r.standings.size(), std::size_t{1});
    }

    void rankingAndTieBreaks()
    {
        std::vector<QualifierGame> games;
        std::int64_t t = 0;
        addRun(games, A, bot1, "LWW", t);   // score 2, tb1 -1, completes at 2
        addRun(games, B, bot1, "WW", t);    // score 2, tb1 0: ahead of A on tie-break 1
        addRun(games, C, bot1, "WWW", t);   // score 3: first
        addRun(games, D, bot1, "LWW", t);   // as A, but completes later: after A on tie-break 2
        const QString E = QStringLiteral("E"), F = QStringLiteral("F"), G = QStringLiteral("G");
        const QString H = QStringLiteral("H");
        addRun(games, E, bot1, "L", t);     // played: above every entrant without a game
        games.push_back({F, bot1, Gold, true, false, t++});  // unrated only: no games
        const std::vector<QualifierEntrant> entrants{{A, 1000.0}, {B, 900.0}, {C, {}},  {D, 2000.0},
                                                     {E, 100.0},  {F, 1800.0}, {G, 1900.0}, {H, {}}};
        const QualifierResult r = scoreQualifier(entrants, {bot1, bot2}, games);
        QCOMPARE(order(r), (QStringList{C, B, A, D, E, G, F, H}));
        QCOMPARE(ranks(r), (QList<int>{1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(standing(r, A).completion, std::optional<std::int64_t>(2));
        QCOMPARE(standing(r, D).completion, std::optional<std::int64_t>(10));
        QVERIFY(!standing(r, G).played);
        QCOMPARE(standing(r, G).gameroomRating, std::optional<double>(1900.0));
    }

    void completionOverAllBots()
    {
        // Equal scores and tie-break 1; A's last counted game (against bot2) ends later than B's.
        std::vector<QualifierGame> games{
            {A, bot1, Gold, true, true, 1},
            {B, bot1, Gold, true, true, 2},
            {B, bot2, Gold, true, true, 3},
            {A, bot2, Silver, true, true, 4},
            {B, bot2, Gold, true, true, 9},  // not alternating: does not move B's completion
        };
        const QualifierResult r = scoreQualifier({{A, {}}, {B, {}}}, {bot1, bot2}, games);
        QCOMPARE(order(r), (QStringList{B, A}));
        QCOMPARE(standing(r, B).completion, std::optional<std::int64_t>(3));
        QCOMPARE(standing(r, A).completion, std::optional<std::int64_t>(4));
        QCOMPARE(standing(r, A).score, 2);
        QCOMPARE(standing(r, B).score, 2);
    }

    void fullTieSharesRank()
    {
        // B and C tie on every key (same results, same completion time); so do E and F (no games,
        // same rating). Ranks 1 2 2 4 5 5 and the given order within a shared rank.
        std::vector<QualifierGame> games{
            {A, bot1, Gold, true, true, 1},     {A, bot1, Silver, true, true, 2},
            {C, bot1, Silver, false, true, 3},  {C, bot1, Gold, true, true, 5},
            {B, bot1, Gold, false, true, 4},    {B, bot1, Silver, true, true, 5},
            {D, bot1, Gold, false, true, 6},
        };
        const QString E = QStringLiteral("E"), F = QStringLiteral("F");
        const QualifierResult r =
            scoreQualifier({{F, 1500.0}, {B, {}}, {E, 1500.0}, {C, {}}, {D, {}}, {A, {}}}, {bot1}, games);
        QCOMPARE(order(r), (QStringList{A, B, C, D, F, E}));
        QCOMPARE(ranks(r), (QList<int>{1, 2, 2, 4, 5, 5}));
        QCOMPARE(standing(r, B).tiebreak1, -1);
        QCOMPARE(standing(r, C).tiebreak1, -1);
    }

    void finalsSeedsTopEight()
    {
        std::vector<QualifierEntrant> entrants;
        std::vector<QualifierGame> games;
        for (int i = 0; i < 10; ++i) {
            entrants.push_back({QStringLiteral("e%1").arg(i), {}});
            // e0 and e1 have no win; e2 .. e9: i - 1 wins in a row against bot1 (capped at 4),
            // then against bot2 one win more for the larger i so that every score differs.
            std::int64_t t = 100 * i;
            const QByteArray wins(std::max(0, i - 1), 'W');
            addRun(games, entrants.back().name, bot1, i < 2 ? "L" : wins.constData(), t);
            if (i >= 6)
                addRun(games, entrants.back().name, bot2, QByteArray(i - 5, 'W').constData(), t);
        }
        const QualifierResult r = scoreQualifier(entrants, {bot1, bot2}, games);
        const std::vector<QString> seeds = finalsSeeds(r);
        QCOMPARE(seeds.size(), std::size_t{8});
        const std::vector<QString> expected{"e9", "e8", "e7", "e6", "e5", "e4", "e3", "e2"};
        QCOMPARE(seeds, expected);
        QVERIFY(!tiedAtCut(r));
        QCOMPARE(finalsSeeds(r, 12).size(), std::size_t{10});

        // e0 and e1 both lost one game at different times: e0 completes first. Tie them fully.
        std::vector<QualifierGame> tied{{QStringLiteral("x"), bot1, Gold, false, true, 1},
                                        {QStringLiteral("y"), bot1, Gold, false, true, 1}};
        const QualifierResult rt = scoreQualifier({{QStringLiteral("x"), {}}, {QStringLiteral("y"), {}}}, {bot1}, tied);
        QVERIFY(tiedAtCut(rt, 1));
        QCOMPARE(finalsSeeds(rt, 1), std::vector<QString>{QStringLiteral("x")});
    }

    // --- performance ratings ---

    void ratingsAgainstPython()
    {
        // Expected values printed by tests/arimaa/data/bradley_terry.py (Newton's method, written
        // independently of the MM iteration under test). Keep the game lists identical to its SETS.
        struct Case {
            int players;
            std::vector<FinalsGame> games;
            std::vector<double> expected;
        };
        const std::vector<Case> cases{
            // 0 unbeaten, 3 winless.
            {4,
             {{0, 1}, {0, 2}, {1, 2}, {2, 1}, {0, 1}, {0, 3}, {1, 3}},
             {436.636092552, -18.566764175, -32.383055515, -303.959029920}},
            // 1 beat 3 by a forfeit of 3 (counted); a game both forfeited (left out).
            {4,
             {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}, {1, 3}, {2, 0}, {0, 3}, {0, 1, true}},
             {37.486983413, 81.867022753, 7.050826154, -130.599043451}},
            // Two players, 3-1.
            {2, {{0, 1}, {0, 1}, {1, 0}, {0, 1}}, {88.358414531, -88.358414531}},
        };
        for (const Case& c : cases) {
            const Ratings r = performanceRatings(c.players, c.games);
            QVERIFY(r.converged);
            QCOMPARE(r.elo.size(), c.expected.size());
            for (std::size_t i = 0; i < c.expected.size(); ++i) {
                if (std::abs(r.elo[i] - c.expected[i]) > 1e-6)
                    QFAIL(qPrintable(QStringLiteral("player %1: %2, expected %3")
                                         .arg(i).arg(r.elo[i], 0, 'f', 9).arg(c.expected[i], 0, 'f', 9)));
                QVERIFY(std::abs(r.strength[i] - std::pow(10.0, r.elo[i] / 400)) < 1e-12 * r.strength[i]);
            }
        }
    }

    void ratingsForfeits()
    {
        const std::vector<FinalsGame> base{{0, 1}, {1, 2}, {2, 0}, {0, 2}};
        const Ratings plain = performanceRatings(3, base);

        // A game both players forfeited changes nothing, whatever its winner field says.
        std::vector<FinalsGame> both = base;
        both.push_back({1, 0, true});
        both.push_back({2, 1, true});
        const Ratings withBoth = performanceRatings(3, both);
        for (std::size_t i = 0; i < 3; ++i)
            QCOMPARE(withBoth.elo[i], plain.elo[i]);

        // A game one player forfeited is a win for the other, exactly like a played win.
        std::vector<FinalsGame> one = base;
        one.push_back({1, 0});
        const Ratings withOne = performanceRatings(3, one);
        QVERIFY(withOne.elo[1] > plain.elo[1] + 1);
        QVERIFY(withOne.elo[0] < plain.elo[0] - 1);
    }

    void ratingsByHand()
    {
        // No games: only the virtual draw, so every player is the dummy's equal.
        const Ratings none = performanceRatings(3, {});
        QVERIFY(none.converged);
        QCOMPARE(none.elo, (std::vector<double>{0.0, 0.0, 0.0}));

        // 1-1: g = 1 solves W = 1 + 0.25 = 2 * g/(g+g) + 0.5 * g/(g+1) for both.
        const Ratings even = performanceRatings(2, {{0, 1}, {1, 0}});
        QVERIFY(std::abs(even.elo[0]) < 1e-9 && std::abs(even.elo[1]) < 1e-9);

        // One player beat the other once. With g0 = x, g1 = 1/x (symmetry), the MM fixed point
        // for player 0: 1.25 = x/(x + 1/x) + 0.5 x/(x + 1), i.e. the root of
        // f(x) = x^2/(x^2+1) + 0.5 x/(x+1) - 1.25 near 1.9; solved here by bisection.
        double lo = 1, hi = 10;
        for (int k = 0; k < 200; ++k) {
            const double x = (lo + hi) / 2;
            (x * x / (x * x + 1) + 0.5 * x / (x + 1) - 1.25 < 0 ? lo : hi) = x;
        }
        const Ratings one = performanceRatings(2, {{0, 1}});
        QVERIFY(std::abs(one.elo[0] - 400 * std::log10(lo)) < 1e-6);
        QVERIFY(std::abs(one.elo[1] + 400 * std::log10(lo)) < 1e-6);

        // Unbeaten in many games: large but finite.
        std::vector<FinalsGame> many(30, FinalsGame{0, 1});
        const Ratings unbeaten = performanceRatings(2, many);
        QVERIFY(unbeaten.converged);
        QVERIFY(std::isfinite(unbeaten.elo[0]) && unbeaten.elo[0] > 400);
        QVERIFY(std::isfinite(unbeaten.elo[1]) && unbeaten.elo[1] < -400);

        // A strict order of 8 players, 4 games per pair, all won by the better: ratings far apart,
        // and still each player's wins (plus 0.25) equal its expected wins, the likelihood's equations.
        std::vector<FinalsGame> ladder;
        for (int k = 0; k < 4; ++k)
            for (int i = 0; i < 8; ++i)
                for (int j = i + 1; j < 8; ++j)
                    ladder.push_back({i, j});
        const Ratings r = performanceRatings(8, ladder);
        QVERIFY(r.converged);
        for (int i = 0; i < 8; ++i) {
            const double gi = r.strength[static_cast<std::size_t>(i)];
            double expected = 0.5 * gi / (gi + 1);
            for (int j = 0; j < 8; ++j)
                if (j != i)
                    expected += 4 * gi / (gi + r.strength[static_cast<std::size_t>(j)]);
            QVERIFY(std::abs(expected - (4 * (7 - i) + 0.25)) < 1e-9);
            if (i > 0)
                QVERIFY(r.elo[static_cast<std::size_t>(i)] < r.elo[static_cast<std::size_t>(i - 1)] - 100);
        }
    }

    // The qualifier as a tournament format: entrants without a counted game rank below those
    // with one, among themselves by the gameroom ratings of the settings (none last).
    void qualifierRanksEntrantsWithoutGamesByRating()
    {
        QJsonArray entrants, benchmarks{QJsonObject{{QStringLiteral("name"), QStringLiteral("bench")},
                                                    {QStringLiteral("spec"), QStringLiteral("bot:random")}}};
        for (const char* name : {"e1", "e2", "e3", "e4"})
            entrants.append(QJsonObject{{QStringLiteral("name"), QLatin1String(name)}, {QStringLiteral("spec"), QStringLiteral("bot:random")}});
        QJsonObject settings{{QStringLiteral("game"), QStringLiteral("arimaa-wcc-qualifier")},
                             {QStringLiteral("players"), entrants}, {QStringLiteral("benchmarks"), benchmarks},
                             {QStringLiteral("games"), 20}, {QStringLiteral("tc"), QString()},
                             {QStringLiteral("untimed_ms"), 5}, {QStringLiteral("bot_depth"), 0}, {QStringLiteral("seed"), 1},
                             {QStringLiteral("ratings"), QJsonObject{{QStringLiteral("e2"), 1800}, {QStringLiteral("e3"), 1900.5}}}};
        QString error;
        const auto format = makeQualifier(settings, &error);
        QVERIFY2(format, qPrintable(error));
        // e1 lost its one game: it has played, so it ranks above the others.
        const std::vector<pb::tournament::Job> plan = format->plan();
        pb::tournament::Finished lost{plan.front(), {}};
        QCOMPARE(lost.job.params.value(QStringLiteral("entrant")).toInt(), 0);
        lost.outcome.result = {{QStringLiteral("winner"), 4}};  // the benchmark bot
        const pb::tournament::Standings s = format->standings({lost});
        QStringList order;
        for (const auto& e : s.entries)
            order << e.name;
        QCOMPARE(order, (QStringList{QStringLiteral("e1"), QStringLiteral("e3"), QStringLiteral("e2"), QStringLiteral("e4")}));
        QCOMPARE(s.entries[1].extra.value(QStringLiteral("rating")).toDouble(), 1900.5);
        QVERIFY(s.entries[3].extra.value(QStringLiteral("rating")).isNull());
        // A rating for someone who is not an entrant is refused.
        settings.insert(QStringLiteral("ratings"), QJsonObject{{QStringLiteral("bench"), 1500}});
        QVERIFY(!makeQualifier(settings, &error));
        QVERIFY2(error.contains(QLatin1String("bench")), qPrintable(error));
    }

    void ratingsDeterministicAndOrderFree()
    {
        const std::vector<FinalsGame> games{{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}, {0, 3}, {4, 0}, {1, 4}};
        const Ratings a = performanceRatings(5, games);
        QCOMPARE(performanceRatings(5, games).elo, a.elo);

        // Games in another order, players renumbered by p -> 4 - p: the same ratings, renumbered.
        std::vector<FinalsGame> other;
        for (auto it = games.rbegin(); it != games.rend(); ++it)
            other.push_back({4 - it->winner, 4 - it->loser});
        const Ratings b = performanceRatings(5, other);
        for (int i = 0; i < 5; ++i)
            QVERIFY(std::abs(b.elo[static_cast<std::size_t>(4 - i)] - a.elo[static_cast<std::size_t>(i)]) < 1e-9);

        // Games naming no valid pair of players are left out.
        std::vector<FinalsGame> bad = games;
        bad.push_back({0, 7});
        bad.push_back({-1, 2});
        bad.push_back({3, 3});
        QCOMPARE(performanceRatings(5, bad).elo, a.elo);
        QVERIFY(performanceRatings(0, games).elo.empty());
    }
};

QTEST_GUILESS_MAIN(TestArimaaWcc)
#include "tst_arimaa_wcc.moc"
