#include "peaceable/regions.h"

#include <algorithm>
#include <climits>
#include <functional>
#include <queue>

namespace pb::peaceable {

Regions::Regions(ScoreBoard& board, const std::vector<int>& cells, const PieceOrder& order)
    : m_board(board), m_cells(cells), m_order(order)
{
    const int s = board.stride();
    m_around = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
}

// A region grows at the free cell nearest its seed (straight-line distance, so regions come out
// round and their borders short), in breadth-first order, or (Tight) at the cell with the most
// neighbours in the region already, nearest the seed on a tie: it fills its room and the dead
// ends around it before it squeezes through a narrow passage, so where walls are many, borders
// fall on the passages.
std::vector<std::int8_t> Regions::draw(SolverRandom& rng, Growth growth) const
{
    const int players = m_board.players();
    std::vector<std::int8_t> region(std::size_t(m_board.paddedSize()), kNone);
    using Entry = std::pair<int, int>;  // (key, cell)
    std::vector<std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>>> frontier(
        static_cast<std::size_t>(players));
    std::vector<int> size(static_cast<std::size_t>(players), 0), seed(static_cast<std::size_t>(players), 0);
    std::vector<std::uint8_t> inside;  // Tight: [cell * players + p], p's neighbours of the cell
    if (growth == Growth::Tight)
        inside.assign(std::size_t(m_board.paddedSize()) * std::size_t(players), 0);
    int left = int(m_cells.size());
    int counter = 0;
    const int s = m_board.stride();
    const std::array<int, 4> orthogonal = {-s, s, -1, 1};
    const auto key = [&](int cell, int p) {
        if (growth == Growth::Breadth)
            return ++counter;
        const int dr = m_board.rowOf(cell) - m_board.rowOf(seed[std::size_t(p)]);
        const int dc = m_board.colOf(cell) - m_board.colOf(seed[std::size_t(p)]);
        if (growth == Growth::Round)
            return dr * dr + dc * dc;
        const int n = ++inside[std::size_t(cell) * std::size_t(players) + std::size_t(p)];
        return (8 - n) * 65536 + dr * dr + dc * dc;
    };
    const auto take = [&](int cell, int p) {
        region[std::size_t(cell)] = std::int8_t(p);
        ++size[std::size_t(p)];
        --left;
        const auto push = [&](int j) {
            if (!m_board.isWall(j) && region[std::size_t(j)] == kNone)
                frontier[std::size_t(p)].push({key(j, p), j});
        };
        if (growth == Growth::Tight)
            for (const int d : m_around)
                push(cell + d);
        else
            for (const int d : orthogonal)
                push(cell + d);
    };
    const auto unclaimed = [&] {
        // A random free cell no region holds yet.
        for (;;) {
            const int c = m_cells[std::size_t(rng.below(int(m_cells.size())))];
            if (region[std::size_t(c)] == kNone)
                return c;
        }
    };
    const auto start = [&](int p) {
        seed[std::size_t(p)] = unclaimed();
        take(seed[std::size_t(p)], p);
    };
    for (int p = 0; p < players && left > 0; ++p)
        start(p);
    while (left > 0) {
        int p = -1;
        for (int q = 0; q < players; ++q)
            if (!frontier[std::size_t(q)].empty() && (p < 0 || size[std::size_t(q)] < size[std::size_t(p)]))
                p = q;
        if (p < 0) {
            // Cells cut off from every region: the smallest player starts there.
            start(int(std::min_element(size.begin(), size.end()) - size.begin()));
            continue;
        }
        auto& f = frontier[std::size_t(p)];
        const int cell = f.top().second;
        f.pop();
        if (region[std::size_t(cell)] == kNone)
            take(cell, p);
    }
    return region;
}

std::int8_t Regions::bestFit(int cell, std::int8_t owner, int maxPoints) const
{
    const unsigned fits = m_board.fittingTypes(cell, owner);
    for (int k = 0; k < m_order.count; ++k)
        if (const std::int8_t t = m_order.types[std::size_t(k)]; points(t) <= maxPoints && ((fits >> t) & 1))
            return t;
    return kNone;
}

// Queens everywhere (but on the gaps and kGap labels), then each piece turned into the
// best-paying type (never a better one than it was) that attacks no enemy, or lifted, until
// nothing changes: then no piece attacks an enemy and the placement is valid. With gaps, a region's cells touching a region of
// a lower number stay empty, so borders become a row of kings (or rooks, bishops where their
// lines stay inside), a gap, and a row of kings.
void Regions::fill(const std::vector<std::int8_t>& region, bool gaps)
{
    m_board.clearAll();
    for (const int c : m_cells)
        if (const std::int8_t o = region[std::size_t(c)]; o != kGap && !(gaps && isGap(region, c)))
            m_board.set(c, m_order.types[0], o);
    for (bool changed = true; changed;) {
        changed = false;
        for (const int c : m_cells) {
            const std::int8_t p = m_board.piece(c), o = m_board.owner(c);
            if (p == kNone || m_board.attacksFrom(c, p, o) == 0)
                continue;
            changed = true;
            std::int8_t t = kNone;
            for (int k = 0; k < m_order.count; ++k)
                if (const std::int8_t u = m_order.types[std::size_t(k)]; points(u) <= points(p) && u != p && m_board.attacksFrom(c, u, o) == 0) {
                    t = u;
                    break;
                }
            m_board.set(c, t, o);
        }
    }
    settle();  // a safety net: nothing to do when the loop above has ended
}

bool Regions::isGap(const std::vector<std::int8_t>& region, int cell) const
{
    const std::int8_t o = region[std::size_t(cell)];
    for (const int d : m_around)
        if (const std::int8_t q = region[std::size_t(cell + d)]; q != kNone && q < o)
            return true;
    return false;
}

std::vector<std::int8_t> Regions::gapLabels(const std::vector<std::int8_t>& region) const
{
    std::vector<std::int8_t> labels = region;
    for (const int c : m_cells)
        if (isGap(region, c))
            labels[std::size_t(c)] = kGap;
    return labels;
}

void Regions::settle()
{
    std::array<int, 24> out{};
    while (!m_board.valid())
        for (const int c : m_cells) {
            const std::int8_t p = m_board.piece(c), o = m_board.owner(c);
            if (p == kNone)
                continue;
            m_board.clear(c);
            if (m_board.contacts(c, p, o, out) == 0)
                m_board.set(c, p, o);
            else if (const std::int8_t t = bestFit(c, o, points(p) - 1); t != kNone)
                m_board.set(c, t, o);
        }
}

} // namespace pb::peaceable
