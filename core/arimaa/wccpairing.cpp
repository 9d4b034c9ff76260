#include "arimaa/wccpairing.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <set>

namespace pb::arimaa::wcc {

void MeetingCounts::add(int a, int b, int times)
{
    m_counts[{std::min(a, b), std::max(a, b)}] += times;
}

int MeetingCounts::count(int a, int b) const
{
    const auto it = m_counts.find({std::min(a, b), std::max(a, b)});
    return it == m_counts.end() ? 0 : it->second;
}

namespace {

// Counts compared "for every N from the largest down": the count of the largest index first;
// missing entries are zeros. Fewer is better: < 0 when a is better.
int compareCountsFromTop(const std::vector<int>& a, const std::vector<int>& b)
{
    const std::size_t n = std::max(a.size(), b.size());
    for (std::size_t k = n; k-- > 0;) {
        const int x = k < a.size() ? a[k] : 0;
        const int y = k < b.size() ? b[k] : 0;
        if (x != y)
            return x < y ? -1 : 1;
    }
    return 0;
}

// Rule 10's ranking: index into players -> rank 1, 2, ... (fewest losses, then higher rating,
// then better seed, then smaller id).
std::vector<int> rule10Ranks(std::span<const PairingPlayer> players)
{
    std::vector<int> order(players.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int x, int y) {
        const PairingPlayer& a = players[std::size_t(x)];
        const PairingPlayer& b = players[std::size_t(y)];
        if (a.losses != b.losses)
            return a.losses < b.losses;
        if (a.rating != b.rating)
            return a.rating > b.rating;
        if (a.seed != b.seed)
            return a.seed < b.seed;
        return a.id < b.id;
    });
    std::vector<int> rank(players.size());
    for (std::size_t r = 0; r < order.size(); ++r)
        rank[std::size_t(order[r])] = int(r) + 1;
    return rank;
}

// Rule 10's term of one pair: + (rank difference)^2 for equal losses, - otherwise.
long long rule10Term(const PairingPlayer& a, const PairingPlayer& b, int rankA, int rankB)
{
    const long long sq = (long long)(rankA - rankB) * (rankA - rankB);
    return a.losses == b.losses ? sq : -sq;
}

// The exact search (see the header). Players are indexed in seed order. A cost is a flat
// vector of width W, compared lexicographically, smaller better, and added element by element:
//   [0, R)       rule 4: pairs meeting for the n-th time, n = R at index 0 down to n = 1
//   [R, R + D)   rule 6: pairs whose losses differ by d, d = D - 1 at index R down to d = 0
//   [R + D]      rule 10: minus the rank-square sum (so that smaller is better)
// The bye's terms (rules 5, 8, 9) do not depend on the pairs and are compared at the top.
class Search {
public:
    Search(std::span<const PairingPlayer> players, const MeetingCounts& history)
        : m_players(players), m_n(int(players.size()))
    {
        const std::vector<int> rank = rule10Ranks(players);
        int maxMeeting = 1;
        int minLoss = players[0].losses, maxLoss = players[0].losses;
        for (int i = 0; i < m_n; ++i) {
            minLoss = std::min(minLoss, players[std::size_t(i)].losses);
            maxLoss = std::max(maxLoss, players[std::size_t(i)].losses);
            for (int j = i + 1; j < m_n; ++j)
                maxMeeting = std::max(maxMeeting, history.count(player(i).id, player(j).id) + 1);
        }
        m_r = maxMeeting;
        m_d = maxLoss - minLoss + 1;
        m_w = m_r + m_d + 1;
        m_pairCost.assign(std::size_t(m_n * m_n * m_w), 0);
        for (int i = 0; i < m_n; ++i) {
            for (int j = 0; j < m_n; ++j) {
                if (i == j)
                    continue;
                int* c = pairCost(i, j);
                const int nth = history.count(player(i).id, player(j).id) + 1;  // rule 4
                c[m_r - nth] = 1;
                const int diff = std::abs(player(i).losses - player(j).losses);  // rule 6
                c[m_r + (m_d - 1 - diff)] = 1;
                c[m_r + m_d] = int(-rule10Term(player(i), player(j), rank[std::size_t(i)],
                                               rank[std::size_t(j)]));  // rule 10
            }
        }
        const std::size_t masks = std::size_t(1) << m_n;
        m_cost.assign(masks * std::size_t(m_w), 0);
        m_choice.assign(masks, -1);
    }

    int width() const { return m_w; }
    int meetingWidth() const { return m_r; }
    int lossDiffWidth() const { return m_d; }

    // The best cost of pairing the players in mask (an even number of them).
    const int* solve(std::uint32_t mask)
    {
        int* best = cost(mask);
        if (mask == 0 || m_choice[mask] >= 0)
            return best;
        const int i = std::countr_zero(mask);
        std::vector<int> candidate(static_cast<std::size_t>(m_w));
        bool found = false;
        for (int j = i + 1; j < m_n; ++j) {
            if (!(mask & (1u << j)))
                continue;
            const int* rest = solve(mask & ~(1u << i) & ~(1u << j));
            const int* pc = pairCost(i, j);
            for (int k = 0; k < m_w; ++k)
                candidate[std::size_t(k)] = rest[k] + pc[k];
            // Strictly better only: among equal costs the smallest j (best-seeded partner) stays.
            if (!found || std::lexicographical_compare(candidate.begin(), candidate.end(), best, best + m_w)) {
                std::copy(candidate.begin(), candidate.end(), best);
                m_choice[mask] = std::int8_t(j);
                found = true;
            }
        }
        return best;
    }

    // The pairs (indices) of the best pairing of mask, after solve(mask).
    void pairsOf(std::uint32_t mask, std::vector<std::pair<int, int>>& out) const
    {
        while (mask) {
            const int i = std::countr_zero(mask);
            const int j = m_choice[mask];
            out.emplace_back(i, j);
            mask &= ~(1u << i) & ~(1u << j);
        }
    }

private:
    const PairingPlayer& player(int i) const { return m_players[std::size_t(i)]; }
    int* pairCost(int i, int j) { return &m_pairCost[std::size_t((i * m_n + j) * m_w)]; }
    int* cost(std::uint32_t mask) { return &m_cost[std::size_t(mask) * std::size_t(m_w)]; }

    std::span<const PairingPlayer> m_players;
    int m_n;
    int m_r = 1, m_d = 1, m_w = 3;
    std::vector<int> m_pairCost;
    std::vector<int> m_cost;
    std::vector<std::int8_t> m_choice;
};

int compareRange(const int* a, const int* b, int from, int to)
{
    for (int k = from; k < to; ++k)
        if (a[k] != b[k])
            return a[k] < b[k] ? -1 : 1;
    return 0;
}

} // namespace

int compareScores(const PairingScore& a, const PairingScore& b, int* decidingRule)
{
    auto decided = [&](int rule, int result) {
        if (decidingRule)
            *decidingRule = rule;
        return result;
    };
    const bool byes = a.hasBye && b.hasBye;
    if (int c = compareCountsFromTop(a.meetings, b.meetings))
        return decided(4, c);
    if (byes && a.byeLosses != b.byeLosses)
        return decided(5, a.byeLosses < b.byeLosses ? -1 : 1);
    if (int c = compareCountsFromTop(a.lossDiffs, b.lossDiffs))
        return decided(6, c);
    if (byes && a.byeRating != b.byeRating)
        return decided(8, a.byeRating > b.byeRating ? -1 : 1);
    if (byes && a.byeSeed != b.byeSeed)
        return decided(9, a.byeSeed < b.byeSeed ? -1 : 1);
    if (a.rankSquares != b.rankSquares)
        return decided(10, a.rankSquares > b.rankSquares ? -1 : 1);
    return decided(0, 0);
}

PairingScore scorePairing(std::span<const PairingPlayer> players, const MeetingCounts& history,
                          std::optional<int> bye, std::span<const std::pair<int, int>> pairs)
{
    const std::vector<int> rank = rule10Ranks(players);
    auto indexOf = [&](int id) {
        for (std::size_t i = 0; i < players.size(); ++i)
            if (players[i].id == id)
                return i;
        return std::size_t(0);
    };
    PairingScore s;
    auto bump = [](std::vector<int>& v, std::size_t k) {
        if (v.size() <= k)
            v.resize(k + 1, 0);
        ++v[k];
    };
    for (const auto& [a, b] : pairs) {
        const std::size_t i = indexOf(a), j = indexOf(b);
        bump(s.meetings, std::size_t(history.count(a, b)));  // index n - 1 for the n-th meeting
        bump(s.lossDiffs, std::size_t(std::abs(players[i].losses - players[j].losses)));
        s.rankSquares += rule10Term(players[i], players[j], rank[i], rank[j]);
    }
    if (bye) {
        const PairingPlayer& p = players[indexOf(*bye)];
        s.hasBye = true;
        s.byeLosses = p.losses;
        s.byeRating = p.rating;
        s.byeSeed = p.seed;
    }
    return s;
}

RoundPairing pairRound(std::span<const PairingPlayer> input, const MeetingCounts& history)
{
    RoundPairing result;
    if (input.size() < 2) {
        result.error = QStringLiteral("a round needs at least 2 players");
        return result;
    }
    if (input.size() > std::size_t(maxPlayers)) {
        result.error = QStringLiteral("at most %1 players in a round").arg(maxPlayers);
        return result;
    }
    std::set<int> ids, seeds;
    for (const PairingPlayer& p : input) {
        if (!ids.insert(p.id).second) {
            result.error = QStringLiteral("player id %1 given twice").arg(p.id);
            return result;
        }
        if (!seeds.insert(p.seed).second) {
            result.error = QStringLiteral("seed %1 given twice").arg(p.seed);
            return result;
        }
    }
    std::vector<PairingPlayer> players(input.begin(), input.end());
    std::sort(players.begin(), players.end(),
              [](const PairingPlayer& a, const PairingPlayer& b) { return a.seed < b.seed; });
    const int n = int(players.size());
    const std::uint32_t all = (1u << n) - 1;

    Search search(players, history);
    const int w = search.width(), r = search.meetingWidth(), d = search.lossDiffWidth();
    int byeIndex = -1;
    if (n % 2 == 0) {
        search.solve(all);
    } else {
        // Rule 3 (a constraint): only players with the fewest byes may have the bye.
        int fewestByes = players[0].byes;
        for (const PairingPlayer& p : players)
            fewestByes = std::min(fewestByes, p.byes);
        const int* best = nullptr;
        for (int b = 0; b < n; ++b) {  // seed order: a full tie would keep the best seed
            const PairingPlayer& p = players[std::size_t(b)];
            if (p.byes != fewestByes)
                continue;
            const int* cost = search.solve(all & ~(1u << b));
            if (best == nullptr) {
                best = cost;
                byeIndex = b;
                continue;
            }
            const PairingPlayer& q = players[std::size_t(byeIndex)];
            int c = compareRange(cost, best, 0, r);                        // rule 4
            if (c == 0 && p.losses != q.losses)                            // rule 5
                c = p.losses < q.losses ? -1 : 1;
            if (c == 0)
                c = compareRange(cost, best, r, r + d);                    // rule 6
            if (c == 0 && p.rating != q.rating)                            // rule 8
                c = p.rating > q.rating ? -1 : 1;
            if (c == 0 && p.seed != q.seed)                                // rule 9
                c = p.seed < q.seed ? -1 : 1;
            if (c == 0)
                c = compareRange(cost, best, r + d, w);                    // rule 10
            if (c < 0) {
                best = cost;
                byeIndex = b;
            }
        }
    }
    std::vector<std::pair<int, int>> indexPairs;
    search.pairsOf(byeIndex < 0 ? all : all & ~(1u << byeIndex), indexPairs);
    std::sort(indexPairs.begin(), indexPairs.end());
    for (const auto& [i, j] : indexPairs)
        result.pairs.emplace_back(players[std::size_t(i)].id, players[std::size_t(j)].id);
    if (byeIndex >= 0)
        result.bye = players[std::size_t(byeIndex)].id;
    result.score = scorePairing(players, history, result.bye, result.pairs);
    return result;
}

} // namespace pb::arimaa::wcc
