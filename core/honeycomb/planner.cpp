#include "honeycomb/planner.h"

#include "honeycomb/planner_moves.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace pb::honeycomb {

using namespace planner;

Planner::Planner(const Problem& problem, Game& game, const PlannerParams& params)
    : m_game(game), m_params(params), m_width(problem.width), m_height(problem.height)
{
    int reach = 0;
    for (const Unit& u : problem.units) {
        const int px = cubeX(u.pivot.x, u.pivot.y), pz = u.pivot.y;
        for (const Cell& m : u.members) {
            const int dx = cubeX(m.x, m.y) - px, dz = m.y - pz;
            reach = std::max({reach, std::abs(dx), std::abs(dz), std::abs(dx + dz)});
        }
    }
    m_margin = reach + 2;
    m_gridW = m_width + 2 * m_margin;
    m_gridH = m_height + 2 * m_margin;
    const std::size_t n = static_cast<std::size_t>(m_gridW) * static_cast<std::size_t>(m_gridH) * 6;
    m_seen.assign(n, 0);
    m_visited.assign(n, 0);
    m_rowSeen.assign(n, 0);
    m_lookSeen.assign(n, 0);
    m_dist.assign(n, -1);
    m_distStamp.assign(n, 0);
    m_value.assign(n, 0);
    m_here.assign(n, 0);
    m_again.assign(n, 0);
    m_valueStamp.assign(n, 0);
}

int Planner::keyFor(const Placement& p, int unit) const
{
    const int col = offsetCol(p.x, p.z) + m_margin, row = p.z + m_margin;
    if (col < 0 || col >= m_gridW || row < 0 || row >= m_gridH)
        return -1;
    return (row * m_gridW + col) * 6 + m_game.rotationClassOf(unit, p.rot);
}

int Planner::key(const Placement& p) const
{
    return keyFor(p, m_game.unitInPlay());
}

bool Planner::fitsOn(const Board& b, int unit, const Placement& p) const
{
    const std::vector<int>& rel = m_game.offsetsOf(unit, p.rot);
    for (std::size_t i = 0; i < rel.size(); i += 2) {
        const int z = p.z + rel[i + 1];
        const int col = offsetCol(p.x + rel[i], z);
        if (z < 0 || z >= m_height || col < 0 || col >= m_width || b.cells[static_cast<std::size_t>(z * m_width + col)])
            return false;
    }
    return true;
}

bool Planner::fullOrWall(const Board& b, int x, int y) const
{
    if (y < 0)
        return false;
    if (x < 0 || x >= m_width || y >= m_height)
        return true;
    return b.cells[static_cast<std::size_t>(y * m_width + x)] != 0;
}

template <typename F>
bool Planner::explore(const Board& b, int unit, bool mark, F&& lockSpot)
{
    std::vector<std::uint32_t>& seen = mark ? m_seen : m_lookSeen;
    std::uint32_t& stamp = mark ? m_seenStamp : m_lookStamp;
    std::vector<Placement>& queue = mark ? m_queue : m_lookQueue;
    const Placement spawn = m_game.spawnOf(unit);
    ++stamp;
    queue.clear();
    if (!fitsOn(b, unit, spawn))
        return false;
    const int spawnKey = keyFor(spawn, unit);
    if (spawnKey < 0)
        return false;
    queue.push_back(spawn);
    seen[static_cast<std::size_t>(spawnKey)] = stamp;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Placement p = queue[head];
        bool spot = false;
        for (int c = 0; c < kCommands; ++c) {
            const Placement q = apply(p, c);
            if (!fitsOn(b, unit, q)) {
                spot = true;
                continue;
            }
            const int k = keyFor(q, unit);
            if (k < 0 || seen[static_cast<std::size_t>(k)] == stamp)
                continue;  // k < 0: a pivot farther out than the grid's margin (not expected)
            seen[static_cast<std::size_t>(k)] = stamp;
            queue.push_back(q);
        }
        if (spot)
            lockSpot(p);
    }
    return true;
}

int Planner::place(Board& b, int unit, const Placement& p) const
{
    const std::vector<int>& rel = m_game.offsetsOf(unit, p.rot);
    bool anyFull = false;
    for (std::size_t i = 0; i < rel.size(); i += 2) {
        const int z = p.z + rel[i + 1];
        const int col = offsetCol(p.x + rel[i], z);
        b.cells[static_cast<std::size_t>(z * m_width + col)] = 1;
        anyFull = ++b.rows[static_cast<std::size_t>(z)] == m_width || anyFull;
    }
    if (!anyFull)
        return 0;
    int cleared = 0, dst = m_height - 1;
    for (int y = m_height - 1; y >= 0; --y) {
        if (b.rows[static_cast<std::size_t>(y)] == m_width) {
            ++cleared;
            continue;
        }
        if (dst != y) {
            std::copy_n(b.cells.begin() + y * m_width, m_width, b.cells.begin() + dst * m_width);
            b.rows[static_cast<std::size_t>(dst)] = b.rows[static_cast<std::size_t>(y)];
        }
        --dst;
    }
    for (int y = dst; y >= 0; --y) {
        std::fill_n(b.cells.begin() + y * m_width, m_width, std::uint8_t{0});
        b.rows[static_cast<std::size_t>(y)] = 0;
    }
    return cleared;
}

// The heuristic value of locking `unit` at p on b: rows it completes (squared: clearing several
// at once pays more), depth, how full its cells' rows already are, and the empty neighbours its
// cells leave (those below are holes).
long long Planner::evaluate(const Board& b, int unit, const Placement& p)
{
    const std::vector<int>& rel = m_game.offsetsOf(unit, p.rot);
    m_cells.clear();
    for (std::size_t i = 0; i < rel.size(); i += 2) {
        const int z = p.z + rel[i + 1];
        m_cells.push_back({offsetCol(p.x + rel[i], z), z});
    }
    auto inUnit = [this](int x, int y) {
        for (const Cell& c : m_cells)
            if (c.x == x && c.y == y)
                return true;
        return false;
    };
    int cleared = 0, depth = 0, exposed = 0, holes = 0;
    long long fill = 0;
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const Cell& c = m_cells[i];
        depth += c.y;
        fill += b.rows[static_cast<std::size_t>(c.y)];
        bool firstInRow = true;
        int inRow = 0;
        for (std::size_t j = 0; j < m_cells.size(); ++j) {
            if (m_cells[j].y != c.y)
                continue;
            if (j < i)
                firstInRow = false;
            ++inRow;
        }
        if (firstInRow && b.rows[static_cast<std::size_t>(c.y)] + inRow == m_width)
            ++cleared;
        const int shift = c.y & 1;  // odd rows: the neighbours above and below are x, x+1
        const int nx[6] = {c.x - 1, c.x + 1, c.x - 1 + shift, c.x + shift, c.x - 1 + shift, c.x + shift};
        const int ny[6] = {c.y, c.y, c.y - 1, c.y - 1, c.y + 1, c.y + 1};
        for (int k = 0; k < 6; ++k) {
            if (fullOrWall(b, nx[k], ny[k]) || inUnit(nx[k], ny[k]))
                continue;
            ++exposed;
            if (k >= 4)
                ++holes;
        }
    }
    return static_cast<long long>(cleared) * cleared * m_params.clear + static_cast<long long>(depth) * m_params.depth
         - static_cast<long long>(exposed) * m_params.exposed - static_cast<long long>(holes) * m_params.hole
         + fill * m_params.rowFill / 100;
}

// Empty cells with no way up to row 0 through empty cells.
int Planner::sealedCells(const Board& b)
{
    m_cellSeen.assign(b.cells.size(), 0);
    m_cellQueue.clear();
    int empty = 0;
    for (std::size_t i = 0; i < b.cells.size(); ++i)
        empty += b.cells[i] == 0;
    for (int x = 0; x < m_width; ++x)
        if (!b.cells[static_cast<std::size_t>(x)]) {
            m_cellSeen[static_cast<std::size_t>(x)] = 1;
            m_cellQueue.push_back(x);
        }
    for (std::size_t head = 0; head < m_cellQueue.size(); ++head) {
        const int i = m_cellQueue[head], x = i % m_width, y = i / m_width;
        const int shift = y & 1;
        const int nx[6] = {x - 1, x + 1, x - 1 + shift, x + shift, x - 1 + shift, x + shift};
        const int ny[6] = {y, y, y - 1, y - 1, y + 1, y + 1};
        for (int k = 0; k < 6; ++k) {
            if (nx[k] < 0 || nx[k] >= m_width || ny[k] < 0 || ny[k] >= m_height)
                continue;
            const int j = ny[k] * m_width + nx[k];
            if (b.cells[static_cast<std::size_t>(j)] || m_cellSeen[static_cast<std::size_t>(j)])
                continue;
            m_cellSeen[static_cast<std::size_t>(j)] = 1;
            m_cellQueue.push_back(j);
        }
    }
    return empty - static_cast<int>(m_cellQueue.size());
}

bool Planner::chooseTarget()
{
    const int unit = m_game.unitInPlay();
    if (unit < 0)
        return false;
    m_board.cells = m_game.cells();
    m_board.rows.resize(static_cast<std::size_t>(m_height));
    for (int y = 0; y < m_height; ++y)
        m_board.rows[static_cast<std::size_t>(y)] = m_game.rowCount(y);
    struct Candidate {
        long long value;
        Placement p;
    };
    std::vector<Candidate> candidates;
    explore(m_board, unit, true, [&](const Placement& p) { candidates.push_back({evaluate(m_board, unit, p), p}); });
    m_reached = m_queue;
    if (candidates.empty())
        return false;
    // The best first (the earliest found among equals, as a plain greedy choice would).
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
    std::size_t chosen = 0;
    const int next = m_game.nextSourceIndex();
    const std::vector<int>& sequence = m_game.sourceSequence();
    if (m_params.lookahead > 1 && next < static_cast<int>(sequence.size())) {
        const int nextUnit = sequence[static_cast<std::size_t>(next)];
        const std::size_t k = std::min(candidates.size(), static_cast<std::size_t>(m_params.lookahead));
        long long best = std::numeric_limits<long long>::min();
        Board after;
        for (std::size_t i = 0; i < k; ++i) {
            after = m_board;
            place(after, unit, candidates[i].p);
            long long second = std::numeric_limits<long long>::min();
            const bool spawned = explore(after, nextUnit, false, [&](const Placement& q) {
                second = std::max(second, evaluate(after, nextUnit, q));
            });
            // A next unit that cannot spawn ends the game: the worst outcome while units are left.
            if (!spawned || second == std::numeric_limits<long long>::min())
                second = -1000000;
            long long v = candidates[i].value + second * m_params.nextWeight / 100;
            if (m_params.sealed > 0)
                v -= static_cast<long long>(sealedCells(after)) * m_params.sealed;
            if (v > best) {
                best = v;
                chosen = i;
            }
        }
    }
    m_target = candidates[chosen].p;
    m_targetKey = key(m_target);
    computeDistances();
    return true;
}

int Planner::dist(int k) const
{
    return m_distStamp[static_cast<std::size_t>(k)] == m_seenStamp ? m_dist[static_cast<std::size_t>(k)] : -1;
}

// Distances to the target, backwards over the reachable positions.
void Planner::computeDistances()
{
    m_queue.clear();
    m_queue.push_back(m_target);
    m_dist[static_cast<std::size_t>(m_targetKey)] = 0;
    m_distStamp[static_cast<std::size_t>(m_targetKey)] = m_seenStamp;
    for (std::size_t head = 0; head < m_queue.size(); ++head) {
        const Placement p = m_queue[head];
        const int d = dist(key(p));
        for (int c = 0; c < kCommands; ++c) {
            const Placement r = unapply(p, c);
            const int k = key(r);
            if (k < 0 || m_seen[static_cast<std::size_t>(k)] != m_seenStamp || dist(k) >= 0)
                continue;
            m_dist[static_cast<std::size_t>(k)] = d + 1;
            m_distStamp[static_cast<std::size_t>(k)] = m_seenStamp;
            m_queue.push_back(r);
        }
    }
}

} // namespace pb::honeycomb
