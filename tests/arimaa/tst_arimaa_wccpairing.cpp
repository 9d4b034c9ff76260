// The WCC 2015 finals (../shared/specs/arimaa-wcc2015.txt): each pairing rule 3 to 10 deciding a
// hand-made round where the earlier rules tie, byes and odd counts, a round a greedy pairing
// gets wrong, and the optimiser against a brute force written here; the six colour rules.
#include "arimaa/wcccolours.h"
#include "arimaa/wccpairing.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <set>

using namespace pb::arimaa::wcc;

namespace {

PairingPlayer pl(int id, int seed, int losses = 0, int byes = 0, double rating = 0.0)
{
    return PairingPlayer{id, seed, losses, byes, rating};
}

using PairSet = std::set<std::pair<int, int>>;

PairSet pairSet(const std::vector<std::pair<int, int>>& pairs)
{
    PairSet s;
    for (auto [a, b] : pairs)
        s.insert({std::min(a, b), std::max(a, b)});
    return s;
}

RoundPairing pairOk(const std::vector<PairingPlayer>& players, const MeetingCounts& history)
{
    RoundPairing r = pairRound(players, history);
    if (!r.ok())
        qWarning("%s", qPrintable(r.error));
    return r;
}

// The rule that decides between the optimiser's pairing and another one (which must lose).
int decidingRule(const std::vector<PairingPlayer>& players, const MeetingCounts& history,
                 const RoundPairing& chosen, std::optional<int> bye, std::vector<std::pair<int, int>> pairs)
{
    const PairingScore other = scorePairing(players, history, bye, pairs);
    int rule = -1;
    const int c = compareScores(chosen.score, other, &rule);
    return c < 0 ? rule : -rule;
}

// ---- The brute force: every pairing, an objective of its own, the documented tie rule. ----

struct Candidate {
    std::optional<int> bye;             // index
    std::vector<std::pair<int, int>> pairs;  // indices
};

void allPairings(std::vector<int>& left, std::vector<std::pair<int, int>>& acc, std::optional<int> bye,
                 std::vector<Candidate>& out)
{
    if (left.empty()) {
        out.push_back({bye, acc});
        return;
    }
    const int first = left.front();
    for (std::size_t k = 1; k < left.size(); ++k) {
        const int partner = left[k];
        std::vector<int> rest;
        for (std::size_t m = 1; m < left.size(); ++m)
            if (m != k)
                rest.push_back(left[m]);
        acc.emplace_back(first, partner);
        allPairings(rest, acc, bye, out);
        acc.pop_back();
    }
}

// The objective as a list of numbers, smaller better, compared lexicographically. Meetings and
// loss differences are bounded in the random rounds (history <= 3, losses <= 3).
std::vector<double> bruteKey(const std::vector<PairingPlayer>& ps, const MeetingCounts& h, const Candidate& c)
{
    const int n = int(ps.size());
    auto rankOf = [&](int i) {  // 1 + how many players precede i
        int r = 1;
        for (int j = 0; j < n; ++j) {
            const PairingPlayer &a = ps[std::size_t(j)], &b = ps[std::size_t(i)];
            const bool before = a.losses < b.losses
                || (a.losses == b.losses && (a.rating > b.rating || (a.rating == b.rating && a.seed < b.seed)));
            r += before;
        }
        return r;
    };
    std::vector<double> key;
    for (int nth = 10; nth >= 1; --nth) {  // rule 4
        int count = 0;
        for (auto [i, j] : c.pairs)
            count += h.count(ps[std::size_t(i)].id, ps[std::size_t(j)].id) + 1 == nth;
        key.push_back(count);
    }
    key.push_back(c.bye ? ps[std::size_t(*c.bye)].losses : 0);  // rule 5
    for (int d = 10; d >= 0; --d) {  // rule 6
        int count = 0;
        for (auto [i, j] : c.pairs)
            count += std::abs(ps[std::size_t(i)].losses - ps[std::size_t(j)].losses) == d;
        key.push_back(count);
    }
    key.push_back(c.bye ? -ps[std::size_t(*c.bye)].rating : 0);  // rule 8
    key.push_back(c.bye ? ps[std::size_t(*c.bye)].seed : 0);     // rule 9
    double sum = 0;                                               // rule 10
    for (auto [i, j] : c.pairs) {
        const double diff = rankOf(i) - rankOf(j);
        sum += ps[std::size_t(i)].losses == ps[std::size_t(j)].losses ? diff * diff : -diff * diff;
    }
    key.push_back(-sum);
    return key;
}

// The tie rule: opponents' seeds of the players in seed order (0 for the bye).
std::vector<int> tieKey(const std::vector<PairingPlayer>& ps, const Candidate& c)
{
    std::vector<std::pair<int, int>> seedOpp;
    for (auto [i, j] : c.pairs) {
        seedOpp.emplace_back(ps[std::size_t(i)].seed, ps[std::size_t(j)].seed);
        seedOpp.emplace_back(ps[std::size_t(j)].seed, ps[std::size_t(i)].seed);
    }
    if (c.bye)
        seedOpp.emplace_back(ps[std::size_t(*c.bye)].seed, 0);
    std::sort(seedOpp.begin(), seedOpp.end());
    std::vector<int> key;
    for (auto [s, o] : seedOpp)
        key.push_back(o);
    return key;
}

// The best pairing by brute force, as (bye id, pair set of ids).
std::pair<std::optional<int>, PairSet> bruteForce(const std::vector<PairingPlayer>& ps, const MeetingCounts& h)
{
    const int n = int(ps.size());
    std::vector<Candidate> all;
    int fewestByes = 1 << 30;
    for (const PairingPlayer& p : ps)
        fewestByes = std::min(fewestByes, p.byes);
    for (int b = (n % 2 ? 0 : -1); b < (n % 2 ? n : 0); ++b) {
        if (b >= 0 && ps[std::size_t(b)].byes != fewestByes)  // rule 3
            continue;
        std::vector<int> left;
        for (int i = 0; i < n; ++i)
            if (i != b)
                left.push_back(i);
        std::vector<std::pair<int, int>> acc;
        allPairings(left, acc, b >= 0 ? std::optional<int>(b) : std::nullopt, all);
    }
    const Candidate* best = nullptr;
    for (const Candidate& c : all) {
        if (!best) {
            best = &c;
            continue;
        }
        const auto kc = bruteKey(ps, h, c), kb = bruteKey(ps, h, *best);
        if (kc < kb || (kc == kb && tieKey(ps, c) < tieKey(ps, *best)))
            best = &c;
    }
    std::pair<std::optional<int>, PairSet> result;
    if (best->bye)
        result.first = ps[std::size_t(*best->bye)].id;
    for (auto [i, j] : best->pairs)
        result.second.insert({std::min(ps[std::size_t(i)].id, ps[std::size_t(j)].id),
                              std::max(ps[std::size_t(i)].id, ps[std::size_t(j)].id)});
    return result;
}

ColourPlayer cp(int id, int seed, std::vector<PastGame> games)
{
    return ColourPlayer{id, seed, std::move(games)};
}

constexpr pb::arimaa::Colour G = pb::arimaa::Gold;
constexpr pb::arimaa::Colour S = pb::arimaa::Silver;

} // namespace

class TestArimaaWccPairing : public QObject {
    Q_OBJECT
private slots:
    void rule3ByeAmongFewestByesEvenAgainstRepeats()
    {
        // Bye to 1 would let 2 and 3 meet for the first time (rule 4), but 1 already had a bye.
        const std::vector<PairingPlayer> ps{pl(1, 1, 0, 1), pl(2, 2, 0, 0), pl(3, 3, 0, 0)};
        MeetingCounts h;
        h.add(1, 2, 2);
        h.add(1, 3, 2);
        const RoundPairing r = pairOk(ps, h);
        QCOMPARE(r.bye, std::optional<int>(2));  // 2 and 3 tie up to rule 9: seed 2
        QCOMPARE(pairSet(r.pairs), (PairSet{{1, 3}}));
        QCOMPARE(r.score.meetings, (std::vector<int>{0, 0, 1}));
    }

    void rule4AvoidsRepeatsOverRankSquares()
    {
        // Ratings rank 1, 3, 4, 2: rule 10 would fold to {1,2},{3,4}; 1-2 met before.
        const std::vector<PairingPlayer> ps{pl(1, 1, 0, 0, 4), pl(2, 2, 0, 0, 1), pl(3, 3, 0, 0, 3),
                                            pl(4, 4, 0, 0, 2)};
        MeetingCounts h;
        const RoundPairing fresh = pairOk(ps, h);
        QCOMPARE(pairSet(fresh.pairs), (PairSet{{1, 2}, {3, 4}}));
        h.add(1, 2);
        const RoundPairing r = pairOk(ps, h);
        QCOMPARE(pairSet(r.pairs), (PairSet{{1, 4}, {2, 3}}));  // the next rule 10 value (8)
        QCOMPARE(decidingRule(ps, h, r, std::nullopt, {{1, 2}, {3, 4}}), 4);
    }

    void rule4HigherRepeatsFirstLowerSacrificed()
    {
        // {1,2},{3,4}: one 3rd meeting and one 1st; {1,4},{2,3}: two 3rd meetings;
        // {1,3},{2,4}: two 2nd meetings, which rule 4 prefers (no 3rd meeting), although rule 10
        // (ratings rank 1, 3, 4, 2) likes it least.
        const std::vector<PairingPlayer> ps{pl(1, 1, 0, 0, 4), pl(2, 2, 0, 0, 1), pl(3, 3, 0, 0, 3),
                                            pl(4, 4, 0, 0, 2)};
        MeetingCounts h;
        h.add(1, 2, 2);
        h.add(1, 4, 2);
        h.add(2, 3, 2);
        h.add(1, 3, 1);
        h.add(2, 4, 1);
        const RoundPairing r = pairOk(ps, h);
        QCOMPARE(pairSet(r.pairs), (PairSet{{1, 3}, {2, 4}}));
        QCOMPARE(r.score.meetings, (std::vector<int>{0, 2}));
        const PairingScore other = scorePairing(ps, h, std::nullopt, std::vector<std::pair<int, int>>{{1, 2}, {3, 4}});
        QCOMPARE(other.meetings, (std::vector<int>{1, 0, 1}));  // fewer 2nd meetings, but a 3rd
        QCOMPARE(decidingRule(ps, h, r, std::nullopt, {{1, 2}, {3, 4}}), 4);
        QCOMPARE(decidingRule(ps, h, r, std::nullopt, {{1, 4}, {2, 3}}), 4);
    }

    void rule5ByeToFewestLossesOverLossDifferences()
    {
        // Bye to 1 (1 loss) would pair 2 and 3 with equal losses (rule 6), but rule 5 first.
        const std::vector<PairingPlayer> ps{pl(1, 1, 1), pl(2, 2, 0), pl(3, 3, 0)};
        const RoundPairing r = pairOk(ps, MeetingCounts{});
        QCOMPARE(r.bye, std::optional<int>(2));
        QCOMPARE(pairSet(r.pairs), (PairSet{{1, 3}}));
        QCOMPARE(decidingRule(ps, {}, r, 1, {{2, 3}}), 5);
    }

    void rule6LossDifferencesOverByeRatingAndSeed()
    {
        // Byes 1 and 2 both allow a round without repeats and both have 0 losses; bye 1 leaves
        // {3,4},{2,5} (losses differ by 0 and 2), bye 2 leaves {1,3},{4,5} (1 and 1). Rule 6
        // gives the bye to 2 although 1 has the higher rating and the better seed.
        const std::vector<PairingPlayer> ps{pl(1, 1, 0, 0, 5), pl(2, 2, 0, 0, 1), pl(3, 3, 1), pl(4, 4, 1),
                                            pl(5, 5, 2)};
        MeetingCounts h;
        h.add(2, 3);
        h.add(2, 4);
        const RoundPairing r = pairOk(ps, h);
        QCOMPARE(r.bye, std::optional<int>(2));
        QCOMPARE(pairSet(r.pairs), (PairSet{{1, 3}, {4, 5}}));  // rule 10 over {1,4},{3,5}
        QCOMPARE(r.score.lossDiffs, (std::vector<int>{0, 2}));
        QCOMPARE(decidingRule(ps, h, r, 1, {{3, 4}, {2, 5}}), 6);
    }

    void rule6EvenRound()
    {
        const std::vector<PairingPlayer> ps{pl(1, 1, 0), pl(2, 2, 1), pl(3, 3, 0), pl(4, 4, 1)};
        const RoundPairing r = pairOk(ps, MeetingCounts{});
        QCOMPARE(pairSet(r.pairs), (PairSet{{1, 3}, {2, 4}}));
        QCOMPARE(decidingRule(ps, {}, r, std::nullopt, {{1, 4}, {2, 3}}), 6);
    }

    void rule8ByeToHighestRating()
    {
        const std::vector<PairingPlayer> ps{pl(1, 1, 0, 0, 0.5), pl(2, 2, 0, 0, 0.7), pl(3, 3, 0, 0, 2.25)};
        const RoundPairing r = pairOk(ps, MeetingCounts{});
        QCOMPARE(r.bye, std::optional<int>(3));
        QCOMPARE(pairSet(r.pairs), (PairSet{{1, 2}}));
        QCOMPARE(decidingRule(ps, {}, r, 1, {{2, 3}}), 8);
    }

    void rule9ByeToBestSeedOverRankSquares()
    {
        // Rule 10 alone would give the bye to 2 (pair 1-3, 4 > 1); rule 9 gives it to seed 1.
        const std::vector<PairingPlayer> ps{pl(7, 3), pl(8, 1), pl(9, 2)};
        const RoundPairing r = pairOk(ps, MeetingCounts{});
        QCOMPARE(r.bye, std::optional<int>(8));
        QCOMPARE(r.pairs, (std::vector<std::pair<int, int>>{{9, 7}}));  // better seed first
        QCOMPARE(decidingRule(ps, {}, r, 9, {{8, 7}}), 9);
    }

    void rule10FoldsByRankWithinEqualLosses()
    {
        // Ranks by rating (losses equal): 1, 3, 4, 2 -> rank 1 v 4 and 2 v 3.
        const std::vector<PairingPlayer> ps{pl(1, 1, 0, 0, 4), pl(2, 2, 0, 0, 1), pl(3, 3, 0, 0, 3),
                                            pl(4, 4, 0, 0, 2)};
        const RoundPairing r = pairOk(ps, MeetingCounts{});
        QCOMPARE(pairSet(r.pairs), (PairSet{{1, 2}, {3, 4}}));
        QCOMPARE(r.score.rankSquares, 10);
        QCOMPARE(decidingRule(ps, {}, r, std::nullopt, {{1, 4}, {2, 3}}), 10);
        // Six players, losses 0,0,0,0,1,1 by seed: folds 1-4, 2-3 and pairs 5-6.
        const std::vector<PairingPlayer> six{pl(1, 1), pl(2, 2), pl(3, 3), pl(4, 4), pl(5, 5, 1), pl(6, 6, 1)};
        const RoundPairing r6 = pairOk(six, MeetingCounts{});
        QCOMPARE(pairSet(r6.pairs), (PairSet{{1, 4}, {2, 3}, {5, 6}}));
        QCOMPARE(r6.score.rankSquares, 9 + 1 + 1);
    }

    void rule10CrossLossPairsCloseInRank()
    {
        // Losses 0,0,0,1,1,1: one pair must cross; rule 10's best crosses 3-4 (rank difference 1)
        // or 2-4 / 3-5 with folds; all three total 1, the tie rule picks 1's best-seeded partner.
        const std::vector<PairingPlayer> ps{pl(1, 1), pl(2, 2), pl(3, 3), pl(4, 4, 1), pl(5, 5, 1), pl(6, 6, 1)};
        const RoundPairing r = pairOk(ps, MeetingCounts{});
        QCOMPARE(r.score.lossDiffs, (std::vector<int>{2, 1}));
        QCOMPARE(r.score.rankSquares, 1);
        QCOMPARE(pairSet(r.pairs), (PairSet{{1, 2}, {3, 4}, {5, 6}}));
    }

    void greedyBreaksRule4ExactDoesNot()
    {
        // Best-first by rank: 1 takes its rule-10 favourite 4 (first meeting), leaving 2-3,
        // a repeat. The exact search avoids any repeat.
        const std::vector<PairingPlayer> ps{pl(1, 1), pl(2, 2), pl(3, 3), pl(4, 4)};
        MeetingCounts h;
        h.add(2, 3);
        std::vector<std::pair<int, int>> greedy;
        std::set<int> used;
        for (const PairingPlayer& p : ps) {
            if (used.count(p.id))
                continue;
            int partner = -1;
            // The largest rank gap among the partners met least often (the local best).
            for (auto it = ps.rbegin(); it != ps.rend(); ++it) {
                if (it->id == p.id || used.count(it->id))
                    continue;
                if (partner < 0 || h.count(p.id, it->id) < h.count(p.id, partner))
                    partner = it->id;
            }
            greedy.emplace_back(p.id, partner);
            used.insert(p.id);
            used.insert(partner);
        }
        QCOMPARE(pairSet(greedy), (PairSet{{1, 4}, {2, 3}}));
        const RoundPairing r = pairOk(ps, h);
        QCOMPARE(pairSet(r.pairs), (PairSet{{1, 3}, {2, 4}}));
        QCOMPARE(decidingRule(ps, h, r, std::nullopt, greedy), 4);
    }

    void oddCountsAndByes()
    {
        // Seven players, byes so far 1,1,0,1,0,1,1: the bye goes to 3 or 5; 5 has fewer losses.
        std::vector<PairingPlayer> ps;
        const int byes[] = {1, 1, 0, 1, 0, 1, 1};
        const int losses[] = {0, 1, 2, 1, 1, 3, 0};
        for (int i = 0; i < 7; ++i)
            ps.push_back(pl(10 + i, i + 1, losses[i], byes[i]));
        const RoundPairing r = pairOk(ps, MeetingCounts{});
        QCOMPARE(r.bye, std::optional<int>(14));
        QCOMPARE(r.pairs.size(), std::size_t(3));
        std::set<int> seen{*r.bye};
        for (auto [a, b] : r.pairs) {
            QVERIFY(seen.insert(a).second);
            QVERIFY(seen.insert(b).second);
        }
        QCOMPARE(seen.size(), std::size_t(7));
        // Two players: one pair, no bye; errors.
        const RoundPairing two = pairOk({pl(1, 2), pl(2, 1)}, MeetingCounts{});
        QVERIFY(!two.bye);
        QCOMPARE(two.pairs, (std::vector<std::pair<int, int>>{{2, 1}}));
        QVERIFY(!pairRound(std::vector<PairingPlayer>{pl(1, 1)}, {}).ok());
        QVERIFY(!pairRound(std::vector<PairingPlayer>{pl(1, 1), pl(2, 1)}, {}).ok());
        QVERIFY(!pairRound(std::vector<PairingPlayer>{pl(1, 1), pl(1, 2)}, {}).ok());
    }

    void sixteenAndTwentyPlayers()
    {
        std::mt19937 rng(17);
        std::vector<PairingPlayer> ps;
        for (int i = 0; i < 16; ++i)
            ps.push_back(pl(i, i + 1, int(rng() % 4), 0, double(rng() % 100) / 10));
        MeetingCounts h;
        for (int k = 0; k < 40; ++k)
            h.add(int(rng() % 16), int(rng() % 16) + 16);  // some never in the round
        for (int k = 0; k < 30; ++k) {
            const int a = int(rng() % 16), b = int(rng() % 16);
            if (a != b)
                h.add(a, b);
        }
        const RoundPairing r = pairOk(ps, h);
        QCOMPARE(r.pairs.size(), std::size_t(8));
        ps.pop_back();
        QVERIFY(pairOk(ps, h).bye.has_value());
        // The most players a round takes (2^20 subsets).
        while (int(ps.size()) < maxPlayers)
            ps.push_back(pl(int(ps.size()), int(ps.size()) + 1, int(rng() % 4), 0, double(rng() % 100) / 10));
        QCOMPARE(pairOk(ps, h).pairs.size(), std::size_t(maxPlayers / 2));
        ps.push_back(pl(99, 99));
        QVERIFY(!pairRound(ps, h).ok());
    }

    void matchesBruteForce()
    {
        std::mt19937 rng(2015);
        for (int round = 0; round < 400; ++round) {
            const int n = 2 + int(rng() % 8);  // 2 .. 9
            std::vector<int> seeds(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                seeds[std::size_t(i)] = i + 1;
            std::shuffle(seeds.begin(), seeds.end(), rng);
            std::vector<PairingPlayer> ps;
            for (int i = 0; i < n; ++i)
                ps.push_back(pl(100 + 7 * i, seeds[std::size_t(i)], int(rng() % 4), int(rng() % 2),
                                double(rng() % 3) * 0.5));  // few ratings: ties
            MeetingCounts h;
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j)
                    if (rng() % 2)
                        h.add(ps[std::size_t(i)].id, ps[std::size_t(j)].id, int(rng() % 3) + 1);
            const RoundPairing r = pairOk(ps, h);
            const auto [bye, pairs] = bruteForce(ps, h);
            if (r.bye != bye || pairSet(r.pairs) != pairs)
                qWarning("round %d: %d players", round, n);
            QCOMPARE(r.bye, bye);
            QCOMPARE(pairSet(r.pairs), pairs);
        }
    }

    // ---- Colours ----

    void colourRule1Balance()
    {
        const ColourPlayer a = cp(1, 1, {{5, G}, {6, G}});
        const ColourPlayer b = cp(2, 2, {{7, S}});
        const ColourAssignment c = assignColours(a, b);
        QCOMPARE(c.gold, 2);
        QCOMPARE(c.silver, 1);
        QCOMPARE(c.rule, 1);
    }

    void colourRule2GoldsBetweenTheTwo()
    {
        const ColourPlayer a = cp(1, 1, {{2, G}, {5, S}});
        const ColourPlayer b = cp(2, 2, {{1, S}, {6, G}});
        const ColourAssignment c = assignColours(a, b);
        QCOMPARE(c.gold, 2);
        QCOMPARE(c.rule, 2);
    }

    void colourRule3BreakBothStreaks()
    {
        // Balances 0, never met; 1 last played Silver, 2 Gold (rule 6 would give 2, the better
        // seed, Gold).
        const ColourPlayer a = cp(1, 2, {{5, G}, {6, S}});
        const ColourPlayer b = cp(2, 1, {{7, S}, {8, G}});
        const ColourAssignment c = assignColours(a, b);
        QCOMPARE(c.gold, 1);
        QCOMPARE(c.rule, 3);
    }

    void colourRule4BreakLongerStreak()
    {
        // Both last played Silver (rule 3 impossible); 1's streak is 2, 2's is 1.
        const ColourPlayer a = cp(1, 2, {{5, G}, {6, G}, {7, S}, {8, S}});
        const ColourPlayer b = cp(2, 1, {{5, S}, {6, G}, {7, G}, {8, S}});
        const ColourAssignment c = assignColours(a, b);
        QCOMPARE(c.gold, 1);
        QCOMPARE(c.rule, 4);
        // Longer Gold streak gets Silver.
        const ColourPlayer d = cp(3, 2, {{5, S}, {6, S}, {7, G}, {8, G}});
        const ColourPlayer e = cp(4, 1, {{5, G}, {6, S}, {7, S}, {8, G}});
        QCOMPARE(assignColours(d, e).silver, 3);
        QCOMPARE(assignColours(d, e).rule, 4);
    }

    void colourRule5SwapLastMeeting()
    {
        // Met twice (one Gold each); both last played Silver with streaks of 1; last time 1 had
        // Silver, so now Gold (rule 6 would give 2, the better seed, Gold).
        const ColourPlayer a = cp(1, 2, {{2, G}, {2, S}, {5, G}, {6, S}});
        const ColourPlayer b = cp(2, 1, {{1, S}, {1, G}, {7, G}, {8, S}});
        const ColourAssignment c = assignColours(a, b);
        QCOMPARE(c.gold, 1);
        QCOMPARE(c.rule, 5);
    }

    void colourRule6BetterSeed()
    {
        const ColourAssignment fresh = assignColours(cp(1, 2, {}), cp(2, 1, {}));
        QCOMPARE(fresh.gold, 2);
        QCOMPARE(fresh.rule, 6);
        const ColourPlayer a = cp(1, 1, {{5, G}, {6, S}});
        const ColourPlayer b = cp(2, 2, {{7, G}, {8, S}});
        const ColourAssignment c = assignColours(a, b);
        QCOMPARE(c.gold, 1);
        QCOMPARE(c.rule, 6);
    }

    void colourOrderOfArgumentsIrrelevant()
    {
        const std::vector<std::pair<ColourPlayer, ColourPlayer>> cases{
            {cp(1, 1, {{5, G}, {6, G}}), cp(2, 2, {{7, S}})},
            {cp(1, 2, {{5, G}, {6, G}, {7, S}, {8, S}}), cp(2, 1, {{5, S}, {6, G}, {7, G}, {8, S}})},
            {cp(1, 2, {{2, G}, {2, S}, {5, G}, {6, S}}), cp(2, 1, {{1, S}, {1, G}, {7, G}, {8, S}})},
            {cp(1, 2, {}), cp(2, 1, {})}};
        for (const auto& [a, b] : cases) {
            const ColourAssignment x = assignColours(a, b), y = assignColours(b, a);
            QCOMPARE(x.gold, y.gold);
            QCOMPARE(x.rule, y.rule);
        }
    }
};

QTEST_APPLESS_MAIN(TestArimaaWccPairing)
#include "tst_arimaa_wccpairing.moc"
