// The draw of groups of four for a Less tournament (groups.h explains the scheme).

#include "less/groups.h"

#include "common/splitmix.h"

#include <algorithm>
#include <cstddef>
#include <limits>
#include <numeric>
#include <utility>

namespace pb::less {

namespace {

using Meetings = std::vector<std::vector<int>>;

struct Draft {
    std::vector<std::vector<Group>> rounds;
    int spread = 0;
    long long squares = 0;
};

// The polishing steps of a whole draw, shared by its attempts (from other seeds), so a small
// draw is tried more often than a large one.
constexpr long long kPolishBudget = 4'000'000;
constexpr int kMostAttempts = 32;
constexpr int kMostPasses = 50;
constexpr long long kPolishSteps = 400;  // per round and player

// A draw being improved: slots[r] holds round r's players, four by four (slots[r][4 g + k] is
// the k-th of group g), then those sitting out; met[a][b] counts the pairs' meetings.
class Draw {
public:
    Draw(int players, int rounds) : m_n(static_cast<std::size_t>(players)), m_playing(m_n / 4 * 4),
        m_met(m_n, std::vector<int>(m_n, 0)), m_byes(m_n, 0), m_slots(static_cast<std::size_t>(rounds))
    {
    }

    // Round by round: those who sat out least sit out (ties in a shuffled order), the groups
    // improved by swaps while their pairs have met less often before.
    void deal(SplitMix64& random)
    {
        for (std::vector<int>& slots : m_slots) {
            std::vector<int> order(m_n);
            std::iota(order.begin(), order.end(), 0);
            shuffle(order, random);
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                return m_byes[static_cast<std::size_t>(a)] < m_byes[static_cast<std::size_t>(b)];
            });
            std::rotate(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(m_n - m_playing), order.end());
            slots = std::move(order);
            improveRound(slots);
            for (std::size_t i = m_playing; i < m_n; ++i)
                ++m_byes[static_cast<std::size_t>(slots[i])];
            for (std::size_t i = 0; i < m_playing; ++i)
                for (std::size_t k = i + 1; k < i / 4 * 4 + 4; ++k) {
                    ++met(slots[i], slots[k]);
                    ++met(slots[k], slots[i]);
                }
        }
    }

    // Random changes that keep everyone's byes (two players of a round change groups; or x and y
    // trade places in two rounds, one sitting out in each), kept when the sum of squared pair
    // meetings does not grow.
    void polish(SplitMix64& random, long long steps)
    {
        const std::size_t rounds = m_slots.size();
        for (long long s = 0; s < steps; ++s) {
            std::vector<int>& slots = m_slots[static_cast<std::size_t>(random.uniform(rounds))];
            const auto i = static_cast<std::size_t>(random.uniform(m_playing));
            const auto j = static_cast<std::size_t>(random.uniform(m_n));
            if (i / 4 == j / 4)
                continue;
            if (j < m_playing) {
                if (swapIn(slots, i, j) > 0)
                    swapIn(slots, i, j);
                continue;
            }
            // slots[i] plays and slots[j] sits out here: find a round where it is the other way.
            const int x = slots[i], y = slots[j];
            std::vector<int>& other = m_slots[static_cast<std::size_t>(random.uniform(rounds))];
            const auto xi = static_cast<std::size_t>(std::find(other.begin(), other.end(), x) - other.begin());
            const auto yi = static_cast<std::size_t>(std::find(other.begin(), other.end(), y) - other.begin());
            if (xi < m_playing || yi >= m_playing)
                continue;
            if (swapIn(slots, i, j) + swapIn(other, yi, xi) > 0) {
                swapIn(other, yi, xi);
                swapIn(slots, i, j);
            }
        }
    }

    std::vector<std::vector<Group>> groups() const
    {
        std::vector<std::vector<Group>> rounds;
        for (const std::vector<int>& slots : m_slots) {
            std::vector<Group> groups;
            for (std::size_t g = 0; g < m_playing; g += 4) {
                Group group{slots[g], slots[g + 1], slots[g + 2], slots[g + 3]};
                std::sort(group.begin(), group.end());
                groups.push_back(group);
            }
            std::sort(groups.begin(), groups.end());
            rounds.push_back(std::move(groups));
        }
        return rounds;
    }

private:
    static void shuffle(std::vector<int>& v, SplitMix64& random)
    {
        for (std::size_t i = v.size(); i > 1; --i)
            std::swap(v[i - 1], v[static_cast<std::size_t>(random.uniform(i))]);
    }

    int& met(int a, int b) { return m_met[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)]; }

    // The earlier meetings of player p with the others of slot's group (slot < m_playing).
    int with(const std::vector<int>& slots, std::size_t slot, int p) const
    {
        const std::size_t first = slot / 4 * 4;
        int sum = 0;
        for (std::size_t k = first; k < first + 4; ++k)
            if (k != slot)
                sum += m_met[static_cast<std::size_t>(p)][static_cast<std::size_t>(slots[k])];
        return sum;
    }

    // p joins (by +1) or leaves (-1) the group of slot: the change of the sum of squares.
    long long change(const std::vector<int>& slots, std::size_t slot, int p, int by)
    {
        if (slot >= m_playing)
            return 0;
        long long delta = 0;
        const std::size_t first = slot / 4 * 4;
        for (std::size_t k = first; k < first + 4; ++k) {
            if (k == slot)
                continue;
            int& m = met(p, slots[k]);
            delta += by > 0 ? 2LL * m + 1 : 1 - 2LL * m;
            m += by;
            met(slots[k], p) = m;
        }
        return delta;
    }
    long long add(const std::vector<int>& slots, std::size_t slot, int p) { return change(slots, slot, p, 1); }

    // Swaps two slots of a round (not of one group), the meetings with them: the change of the
    // sum of squares.
    long long swapIn(std::vector<int>& slots, std::size_t i, std::size_t j)
    {
        const int x = slots[i], y = slots[j];
        long long delta = change(slots, i, x, -1) + change(slots, j, y, -1);
        std::swap(slots[i], slots[j]);
        return delta + add(slots, i, y) + add(slots, j, x);
    }

    void improveRound(std::vector<int>& slots) const
    {
        for (int pass = 0; pass < kMostPasses; ++pass) {
            bool changed = false;
            for (std::size_t i = 0; i < m_playing; ++i)
                for (std::size_t j = (i / 4 + 1) * 4; j < m_n; ++j) {
                    const int x = slots[i], y = slots[j];
                    // A player sitting out trades places only with one who has sat out as often.
                    if (j >= m_playing && m_byes[static_cast<std::size_t>(x)] != m_byes[static_cast<std::size_t>(y)])
                        continue;
                    const int now = with(slots, i, x) + (j < m_playing ? with(slots, j, y) : 0);
                    std::swap(slots[i], slots[j]);
                    const int then = with(slots, i, y) + (j < m_playing ? with(slots, j, x) : 0);
                    if (then < now)
                        changed = true;
                    else
                        std::swap(slots[i], slots[j]);
                }
            if (!changed)
                return;
        }
    }

    std::size_t m_n;
    std::size_t m_playing;  // players in groups each round
    Meetings m_met;
    std::vector<int> m_byes;
    std::vector<std::vector<int>> m_slots;
};

Draft measure(int players, std::vector<std::vector<Group>> rounds)
{
    Draft d;
    const std::vector<std::vector<int>> met = pairMeetings(players, rounds);
    int most = 0, fewest = std::numeric_limits<int>::max();
    for (std::size_t a = 0; a < met.size(); ++a)
        for (std::size_t b = a + 1; b < met.size(); ++b) {
            most = std::max(most, met[a][b]);
            fewest = std::min(fewest, met[a][b]);
            d.squares += static_cast<long long>(met[a][b]) * met[a][b];
        }
    d.spread = most - fewest;
    d.rounds = std::move(rounds);
    return d;
}

} // namespace

int roundsForEqualPlay(int players)
{
    if (players < 4)
        return 1;
    return players / std::gcd(players, 4 * (players / 4));
}

std::vector<std::vector<Group>> drawGroups(int players, int rounds, std::uint64_t seed)
{
    if (players < 4 || rounds < 1)
        return {};
    const long long steps = std::min(kPolishBudget, kPolishSteps * rounds * players);
    const int attempts = static_cast<int>(std::clamp<long long>(kPolishBudget / steps, 1, kMostAttempts));
    SplitMix64 seeds(seed);
    Draft best;
    for (int a = 0; a < attempts; ++a) {
        SplitMix64 random(seeds.next());
        Draw draw(players, rounds);
        draw.deal(random);
        draw.polish(random, steps);
        Draft d = measure(players, draw.groups());
        if (a == 0 || d.spread < best.spread || (d.spread == best.spread && d.squares < best.squares))
            best = std::move(d);
    }
    // A longer draw may do better as the shortest equal draw played again and again (9 players
    // meet exactly 3 times each in 9 rounds, so exactly 6 times in 18).
    const int shortest = roundsForEqualPlay(players);
    if (rounds > shortest && rounds % shortest == 0) {
        const std::vector<std::vector<Group>> once = drawGroups(players, shortest, seed);
        std::vector<std::vector<Group>> again;
        for (int r = 0; r < rounds; ++r)
            again.push_back(once[static_cast<std::size_t>(r % shortest)]);
        const Draft d = measure(players, std::move(again));
        if (d.spread < best.spread || (d.spread == best.spread && d.squares < best.squares))
            return d.rounds;
    }
    return best.rounds;
}

std::vector<std::vector<int>> pairMeetings(int players, const std::vector<std::vector<Group>>& rounds)
{
    const auto n = static_cast<std::size_t>(std::max(players, 0));
    Meetings met(n, std::vector<int>(n, 0));
    for (const std::vector<Group>& round : rounds)
        for (const Group& g : round)
            for (std::size_t a = 0; a < 4; ++a)
                for (std::size_t b = 0; b < 4; ++b)
                    if (a != b)
                        ++met[static_cast<std::size_t>(g[a])][static_cast<std::size_t>(g[b])];
    return met;
}

} // namespace pb::less
