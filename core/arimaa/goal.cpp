#include "arimaa/goal.h"

#include "arimaa/movegen.h"

#include <algorithm>

namespace pb::arimaa {

namespace {

inline int ranksToGo(int colour, int square) { return colour == Gold ? 7 - square / 8 : square / 8; }

// A lower bound on the steps a rabbit of `colour` on `square` needs: its ranks to go, plus one if
// it is frozen (another piece has to act before it can move), plus one if its straight walk is
// not free: a square taken on its file ahead, or a square on the way (before the goal) where it
// would be frozen or captured on a trap. Such a walk needs another piece to act, or a sideways
// step; no single step both unfreezes it and clears its way (no square is next to two
// neighbouring squares). 0 on the goal rank.
int rabbitBound(const Position& p, int colour, int square, Bits frozen)
{
    const int d = ranksToGo(colour, square);
    if (d == 0)
        return 0;
    const Bits friends = p.occupied[colour] & ~bit(square);
    const Bits enemyOfficers = p.occupied[colour ^ 1] & ~p.pieces[colour ^ 1][Rabbit];
    const Bits occupied = p.all();
    const int forward = colour == Gold ? 8 : -8;
    bool free = true;
    for (int i = 1, x = square + forward; i <= d && free; ++i, x += forward) {
        const Bits b = bit(x);
        if (occupied & b)
            free = false;
        else if (i < d && !(neighbours(b) & friends) && ((b & kTraps) || (neighbours(b) & enemyOfficers)))
            free = false;
    }
    return d + ((frozen & bit(square)) ? 1 : 0) + (free ? 0 : 1);
}

inline Bits grow(Bits b, int times)
{
    for (int i = 0; i < times; ++i)
        b |= neighbours(b);
    return b;
}

class GoalSearch {
public:
    GoalSearch(int colour, std::vector<GoalStep>* line) : m_colour(colour), m_enemy(colour ^ 1), m_line(line) {}

    // True when a rabbit can reach the goal rank within k steps from p (m_colour moving).
    bool reach(const Position& p, int k);
    std::int64_t nodes = 0;

private:
    // The squares a step must touch to be worth trying, with k steps left (`frozen`: the side's
    // frozen pieces in p); 0 when no rabbit can make it.
    Bits relevantSquares(const Position& p, int k, Bits frozen) const;
    bool found(int from1, int to1, int from2 = -1, int to2 = -1)
    {
        if (m_line) {
            // Filled from the goal back to the root as the recursion unwinds.
            if (from2 >= 0)
                m_line->insert(m_line->begin(), GoalStep{static_cast<std::int8_t>(from2), static_cast<std::int8_t>(to2)});
            m_line->insert(m_line->begin(), GoalStep{static_cast<std::int8_t>(from1), static_cast<std::int8_t>(to1)});
        }
        return true;
    }

    int m_colour;
    int m_enemy;
    std::vector<GoalStep>* m_line;
};

Bits GoalSearch::relevantSquares(const Position& p, int k, Bits frozen) const
{
    Bits zone = 0;
    Bits rabbits = p.pieces[m_colour][Rabbit];
    while (rabbits) {
        const int sq = popLowest(rabbits);
        const int bound = rabbitBound(p, m_colour, sq, frozen);
        if (bound == 0 || bound > k)
            continue;
        const int d = ranksToGo(m_colour, sq);
        const int spare = k - d;
        Bits way = 0;  // the rabbit's file from its square to the goal
        for (int r = sq; r >= 0 && r < 64; r += m_colour == Gold ? 8 : -8)
            way |= bit(r);
        zone |= grow(way, std::max(0, 2 * spare - 1));
    }
    return zone;
}

bool GoalSearch::reach(const Position& p, int k)
{
    ++nodes;
    const int s = m_colour;
    const int e = m_enemy;
    const Bits frozen = p.frozen(s);
    const Bits zone = relevantSquares(p, k, frozen);
    if (!zone)
        return false;
    const Bits goal = goalRank(s);
    const Bits empty = p.empty();
    const Bits movers = p.occupied[s] & ~frozen;
    // Single steps first: the last step of a goal is always the rabbit's own.
    for (Bits m = movers; m;) {
        const int from = popLowest(m);
        const int t = p.pieceAt(from);
        const Bits b = bit(from);
        Bits targets = stepTargets(s, t, from, empty);
        while (targets) {
            const int to = popLowest(targets);
            if (!((b | bit(to)) & zone))
                continue;
            if (t == Rabbit && (bit(to) & goal))
                return found(from, to);
            if (k == 1)
                continue;
            Position child = p;
            child.stepPiece(s, t, from, to);
            if (reach(child, k - 1))
                return found(from, to);
        }
    }
    if (k < 3)
        return false;  // a push or pull takes two steps and never moves a rabbit of ours
    for (Bits m = movers & ~p.pieces[s][Rabbit]; m;) {
        const int from = popLowest(m);
        const int t = p.pieceAt(from);
        const Bits around = neighbours(bit(from));
        Bits victims = p.weaker(e, t) & around;
        while (victims) {
            const int v = popLowest(victims);
            const int vt = p.pieceAt(v);
            // Push: the victim steps away, ours takes its square.
            for (Bits away = neighbours(bit(v)) & empty; away;) {
                const int to = popLowest(away);
                if (!((bit(from) | bit(v) | bit(to)) & zone))
                    continue;
                Position child = p;
                child.stepPiece(e, vt, v, to);
                child.stepPiece(s, t, from, v);
                if (reach(child, k - 2))
                    return found(v, to, from, v);
            }
            // Pull: ours steps away, the victim follows into its square.
            for (Bits away = around & empty; away;) {
                const int to = popLowest(away);
                if (!((bit(from) | bit(v) | bit(to)) & zone))
                    continue;
                Position child = p;
                child.stepPiece(s, t, from, to);
                child.stepPiece(e, vt, v, from);
                if (reach(child, k - 2))
                    return found(from, to, v, from);
            }
        }
    }
    return false;
}

} // namespace

int goalSteps(const Position& position, int colour, int maxSteps, std::vector<GoalStep>* line, std::int64_t* nodes)
{
    if (line)
        line->clear();
    maxSteps = std::min(maxSteps, 4);
    if (maxSteps <= 0)
        return 0;
    // Most positions have no rabbit within reach: the ranks at most maxSteps from the goal.
    const int shift = 8 * (7 - maxSteps);
    const Bits nearGoal = colour == Gold ? ~Bits{0} << shift : ~Bits{0} >> shift;
    if (!(position.pieces[colour][Rabbit] & nearGoal))
        return 0;
    // The deepening starts at the smallest rabbit bound. A rabbit whose bound is its ranks to go
    // walks straight to the goal: nothing can be faster.
    const Bits frozen = position.frozen(colour);
    int first = 5, walker = -1;
    for (Bits rabbits = position.pieces[colour][Rabbit]; rabbits;) {
        const int sq = popLowest(rabbits);
        const int bound = rabbitBound(position, colour, sq, frozen);
        if (bound > 0 && bound < first) {
            first = bound;
            walker = bound == ranksToGo(colour, sq) ? sq : -1;
        }
    }
    if (first > maxSteps)
        return 0;
    if (walker >= 0) {
        if (line)
            for (int i = 0, x = walker, forward = colour == Gold ? 8 : -8; i < first; ++i, x += forward)
                line->push_back(GoalStep{static_cast<std::int8_t>(x), static_cast<std::int8_t>(x + forward)});
        if (nodes)
            ++*nodes;
        return first;
    }
    GoalSearch search(colour, line);
    int result = 0;
    for (int k = first; k <= maxSteps && !result; ++k)
        if (search.reach(position, k))
            result = k;
    if (nodes)
        *nodes += search.nodes;
    return result;
}

int GoalTable::turnGoal(const Position& position)
{
    const std::uint64_t key = position.key();
    Entry& e = m_entries[static_cast<std::size_t>(key & (m_entries.size() - 1))];
    if (e.steps < 0 || e.key != key) {
        e.key = key;
        e.steps = static_cast<std::int8_t>(goalSteps(position, position.side, kStepsPerTurn));
    }
    return e.steps;
}

} // namespace pb::arimaa
