#include "arimaa/capture.h"

#include "arimaa/movegen.h"

#include <algorithm>
#include <bit>

namespace pb::arimaa {

namespace {

constexpr int kOutOfReach = 9;

// The squares within `d` steps of the squares of `b` (Manhattan distance, on the board).
constexpr Bits within(Bits b, int d)
{
    for (int i = 0; i < d; ++i)
        b |= neighbours(b);
    return b;
}

// The squares two steps from a trap (not beside it).
constexpr Bits ring2(int trap)
{
    const Bits one = neighbours(bit(trap));
    return neighbours(one) & ~one & ~bit(trap);
}

// The attacker's pieces stronger than each type, and its frozen pieces.
struct Attackers {
    std::array<Bits, kTypes> strongerThan{};
    Bits frozen = 0;
    Attackers(const Position& p, int colour) : frozen(p.frozen(colour))
    {
        Bits above = 0;
        for (int t = kTypes - 1; t >= 0; --t) {
            strongerThan[static_cast<std::size_t>(t)] = above;
            above |= p.pieces[colour][t];
        }
    }
};

// Steps before a piece of `strong` can push or pull a piece on one of the squares of `b`: 0 (one
// beside it, not frozen), 1 (one beside it but frozen, or one two squares away) or 2. A lower
// bound: the way may be blocked, and a frozen piece needs a friend's step or its freezer moved.
inline int approach(Bits b, Bits strong, Bits frozen)
{
    const Bits one = neighbours(b);
    if (one & strong & ~frozen)
        return 0;
    if ((one & strong) || (neighbours(one) & strong & ~frozen))
        return 1;
    return 2;
}

// captureBound with the attacker's pieces known.
int trapBound(const Position& p, int colour, const Attackers& att, int trap)
{
    const int e = colour ^ 1;
    const Bits enemy = p.occupied[e];
    const Bits t = bit(trap);
    const Bits around = neighbours(t);
    const int guards = std::popcount(around & enemy);
    // The pieces that could move first: the guards (a victim beside the trap is one too), or with
    // no guard a victim two squares away. The first needs a stronger piece of ours beside it.
    const Bits first = guards > 0 ? around & enemy : ring2(trap) & enemy;
    if (!first)
        return (enemy & t) ? 0 : kOutOfReach;  // (a piece alone on a trap is taken at once)
    int steps = 2;
    for (int type = 0; type < kTypes && steps > 0; ++type)
        if (const Bits b = first & p.pieces[e][type])
            steps = std::min(steps, approach(b, att.strongerThan[static_cast<std::size_t>(type)], att.frozen));
    // A piece on the trap: all its guards have to be pushed or pulled away. A victim beside the
    // trap: the other guards away, then it onto the trap. No guard: a victim two squares away
    // pushed or pulled beside the trap, then onto it.
    return (guards > 0 ? 2 * guards : 4) + steps;
}

class Search {
public:
    Search(int colour, const TypeValues& enemyValues, const TypeValues& ownValues, std::int64_t limit)
        : m_colour(colour), m_enemyValues(enemyValues), m_ownValues(ownValues), m_limit(limit)
    {
    }

    // The best gain from `p` with `left` steps (2 or more: a capture takes at least a push or a
    // pull, so a single step left gains nothing).
    int go(const Position& p, int left)
    {
        const Attackers att(p, m_colour);
        Bits region = 0;  // squares a move must touch
        Bits hot = 0;     // the live traps and the squares beside them
        for (int trap : kTrapSquares)
            if (trapBound(p, m_colour, att, trap) <= left) {
                region |= within(bit(trap), left);
                hot |= within(bit(trap), 1);
            }
        if (!region)
            return 0;
        // The last push or pull of the turn (none can follow it) must move a piece on or beside
        // a live trap: only that captures.
        const Bits pushRegion = left < 4 ? hot : region;
        const int a = m_colour;
        const int e = a ^ 1;
        const Bits empty = p.empty();
        const Bits movers = p.occupied[a] & ~att.frozen;
        int best = 0;
        for (int t = kTypes - 1; t >= Rabbit && m_nodes < m_limit; --t) {
            Bits m = movers & p.pieces[a][t];
            while (m) {
                const int from = popLowest(m);
                const Bits f = bit(from);
                // Pushes and pulls of weaker enemy pieces beside it.
                for (int vt = 0; vt < t; ++vt) {
                    Bits victims = p.pieces[e][vt] & neighbours(f) & pushRegion;
                    while (victims) {
                        const int v = popLowest(victims);
                        // Push: the victim steps away, ours into its square.
                        Bits away = neighbours(bit(v)) & empty;
                        while (away)
                            best = std::max(best, play(p, left, from, t, v, vt, popLowest(away), true));
                        // Pull: ours steps away, the victim into its square.
                        Bits back = neighbours(f) & empty;
                        while (back)
                            best = std::max(best, play(p, left, from, t, v, vt, popLowest(back), false));
                    }
                }
                // Its own steps, where a push or pull can follow.
                if (left < 3)
                    continue;
                Bits targets = stepTargets(a, t, from, empty);
                while (targets) {
                    const int to = popLowest(targets);
                    if ((f | bit(to)) & region) {
                        Position child = p;
                        ++m_nodes;
                        const int gain = step(child, a, t, from, to);
                        best = std::max(best, gain + go(child, left - 1));
                    }
                }
            }
        }
        return best;
    }

    std::int64_t nodes() const { return m_nodes; }

private:
    // One step of a piece; what its captures gain (enemy pieces) less lose (ours).
    int step(Position& p, int colour, int type, int from, int to) const
    {
        std::array<Capture, 4> captures{};
        const int n = p.stepPiece(colour, type, from, to, captures.data());
        int gain = 0;
        for (int i = 0; i < n; ++i) {
            const auto t = static_cast<std::size_t>(captures[static_cast<std::size_t>(i)].type);
            gain += captures[static_cast<std::size_t>(i)].colour == m_colour ? -m_ownValues[t] : m_enemyValues[t];
        }
        return gain;
    }

    // A push (victim at v to `to`, then ours from `from` to v) or a pull (ours from `from` to
    // `to`, then the victim from v to `from`), and the best after it.
    int play(const Position& p, int left, int from, int type, int v, int victim, int to, bool push)
    {
        Position child = p;
        const int e = m_colour ^ 1;
        int gain;
        if (push)
            gain = step(child, e, victim, v, to) + step(child, m_colour, type, from, v);
        else
            gain = step(child, m_colour, type, from, to) + step(child, e, victim, v, from);
        ++m_nodes;
        return gain + (left >= 4 ? go(child, left - 2) : 0);
    }

    int m_colour;
    const TypeValues& m_enemyValues;
    const TypeValues& m_ownValues;
    std::int64_t m_limit;
    std::int64_t m_nodes = 0;
};

} // namespace

int captureBound(const Position& p, int colour, int trap)
{
    return trapBound(p, colour, Attackers(p, colour), trap);
}

int captureGain(const Position& position, int colour, int maxSteps, const TypeValues& enemyValues,
                const TypeValues& ownValues, std::int64_t* nodes, std::int64_t nodeLimit)
{
    Search search(colour, enemyValues, ownValues, nodeLimit);
    const int gain = maxSteps >= 2 ? search.go(position, std::min(maxSteps, kStepsPerTurn)) : 0;
    if (nodes)
        *nodes += search.nodes();
    return gain;
}

int CaptureTable::gain(const Position& position, int stepsLeft, const TypeValues& enemyValues, const TypeValues& ownValues,
                       std::int64_t nodeLimit)
{
    const std::uint64_t key = position.key() ^ detail::splitmix(0xCA97ULL + static_cast<std::uint64_t>(stepsLeft));
    Entry& e = m_entries[static_cast<std::size_t>(key & (m_entries.size() - 1))];
    if (e.gain < 0 || e.key != key) {
        e.key = key;
        e.gain = captureGain(position, position.side, stepsLeft, enemyValues, ownValues, nullptr, nodeLimit);
    }
    return e.gain;
}

} // namespace pb::arimaa
