#include "peaceable/layout.h"

#include <algorithm>
#include <cmath>

namespace pb::peaceable {

LayoutSearch::LayoutSearch(ScoreBoard& board, const std::vector<int>& cells, const PieceOrder& order)
    : m_board(board), m_cells(cells), m_order(order)
{
    const int s = board.stride();
    m_around = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
}

void LayoutSearch::put(int cell, std::int8_t piece, std::int8_t owner)
{
    const std::int8_t p = m_board.piece(cell), o = m_board.owner(cell);
    if (p == piece && (p == kNone || o == owner))
        return;
    m_log.push_back({cell, p, o});
    m_board.set(cell, piece, owner);
}

bool LayoutSearch::demote(int cell)
{
    const std::int8_t p = m_board.piece(cell), o = m_board.owner(cell);
    if (p == kNone)
        return false;
    const unsigned quiet = m_board.quietTypes(cell, o);
    if ((quiet >> p) & 1)
        return false;
    std::int8_t t = kNone;
    for (int k = 0; k < m_order.count; ++k)
        if (const std::int8_t u = m_order.types[std::size_t(k)]; points(u) <= points(p) && ((quiet >> u) & 1)) {
            t = u;
            break;
        }
    put(cell, t, o);
    return true;
}

bool LayoutSearch::refill(const std::vector<std::int8_t>& layout, int r0, int r1, int c0, int c1)
{
    const int n = m_board.n();
    const std::size_t first = m_log.size();
    // What stands where first (a queen where a piece of another player or none stood), then each
    // cell's best type that attacks nothing: that depends on where pieces stand and whose they
    // are, not on their types, so (but where a piece is lifted) it is the type the whole fill's
    // demotions come to.
    for (int r = std::max(0, r0); r <= std::min(n - 1, r1); ++r)
        for (int c = std::max(0, c0); c <= std::min(n - 1, c1); ++c)
            if (const int cell = m_board.index(r, c); !m_board.isWall(cell)) {
                const std::int8_t o = layout[std::size_t(cell)];
                if (o == kGap)
                    put(cell, kNone, 0);
                else if (m_board.piece(cell) == kNone || m_board.owner(cell) != o)
                    put(cell, m_order.types[0], o);
            }
    for (int r = std::max(0, r0); r <= std::min(n - 1, r1); ++r)
        for (int c = std::max(0, c0); c <= std::min(n - 1, c1); ++c)
            if (const int cell = m_board.index(r, c); m_board.piece(cell) != kNone) {
                const std::int8_t o = m_board.owner(cell);
                const unsigned quiet = m_board.quietTypes(cell, o);
                std::int8_t t = kNone;
                for (int k = 0; k < m_order.count && t == kNone; ++k)
                    if ((quiet >> m_order.types[std::size_t(k)]) & 1)
                        t = m_order.types[std::size_t(k)];
                put(cell, t, o);
            }
    // A piece that came, went or changed hands can make new attacks, by itself or by the pieces
    // watching its cell (watchers()); a lifted piece opens lines, so its watchers are looked at
    // again.
    m_work.clear();
    if (m_queued.size() != std::size_t(m_board.paddedSize()))
        m_queued.assign(std::size_t(m_board.paddedSize()), 0);
    std::array<int, 16> near{};
    const auto push = [&](int cell) {
        if (!m_queued[std::size_t(cell)]) {
            m_queued[std::size_t(cell)] = 1;
            m_work.push_back(cell);
        }
    };
    const auto around = [&](int cell) {
        push(cell);
        const int k = m_board.watchers(cell, near);
        for (int i = 0; i < k; ++i)
            push(near[std::size_t(i)]);
    };
    for (std::size_t i = first; i < m_log.size(); ++i) {
        const Change& was = m_log[i];
        const std::int8_t p = m_board.piece(was.cell);
        if ((p == kNone) != (was.piece == kNone) || (p != kNone && m_board.owner(was.cell) != was.owner))
            around(was.cell);
    }
    while (!m_work.empty()) {
        const int cell = m_work.back();
        m_work.pop_back();
        m_queued[std::size_t(cell)] = 0;
        if (demote(cell) && m_board.piece(cell) == kNone)
            around(cell);
    }
    // A safety net (never needed in the tests): the whole board, as the fill does it.
    for (int pass = 0; pass < 16 && !m_board.valid(); ++pass)
        for (const int cell : m_cells)
            demote(cell);
    return m_board.valid();
}

void LayoutSearch::undo(const ScoreBoard::Totals& mark)
{
    for (auto it = m_log.rbegin(); it != m_log.rend(); ++it)
        m_board.restoreCell(it->cell, it->piece, it->owner);
    m_board.restoreTotals(mark);
    m_log.clear();
}

LayoutSearch::Stats LayoutSearch::run(std::vector<std::int8_t>& layout, SolverRandom& rng, const LayoutSettings& settings,
                                      const std::function<double()>& objective, double p0, double p1,
                                      const std::function<double(std::int64_t)>& progress)
{
    Stats stats;
    const int n = m_board.n(), s = m_board.stride();
    const std::array<int, 4> straight = {-s, s, -1, 1};
    const double t0 = settings.startTemperature, t1 = settings.endTemperature;
    double current = objective();
    double temperature = t0;
    std::array<std::int8_t, 9> others{};
    struct Relabel {
        int cell;
        std::int8_t was;
    };
    std::vector<Relabel> relabelled;
    for (;; ++stats.moves) {
        if ((stats.moves & 63) == 0) {
            const double f = progress(stats.moves);
            if (f >= 1)
                break;
            temperature = t0 * std::pow(t1 / t0, p0 + (p1 - p0) * std::max(0.0, f));
        }
        // A border cell, and the labels of its neighbours unlike its own.
        int x = -1, count = 0;
        for (int tries = 0; tries < 16 && count == 0; ++tries) {
            x = m_cells[std::size_t(rng.below(int(m_cells.size())))];
            const std::int8_t a = layout[std::size_t(x)];
            for (const int d : m_around)
                if (const std::int8_t q = layout[std::size_t(x + d)]; q != kNone && q != a)
                    others[std::size_t(count++)] = q;
        }
        if (count == 0)
            continue;
        relabelled.clear();
        const auto relabel = [&](int cell, std::int8_t label) {
            relabelled.push_back({cell, layout[std::size_t(cell)]});
            layout[std::size_t(cell)] = label;
        };
        const int row = m_board.rowOf(x), col = m_board.colOf(x);
        int r0 = row, r1 = row, c0 = col, c1 = col;
        if (rng.below(100) < settings.shiftPercent) {
            // Direction d; the segment runs across it through x.
            const int d = straight[std::size_t(rng.below(4))];
            const bool vertical = d == s || d == -s;
            const int length = 2 + rng.below(std::max(1, settings.shiftLength - 1));
            const int begin = -rng.below(length);
            for (int k = begin; k < begin + length; ++k) {
                const int yr = vertical ? row : row + k, yc = vertical ? col + k : col;
                if (yr < 0 || yr >= n || yc < 0 || yc >= n)
                    continue;
                const int y = m_board.index(yr, yc);
                for (int t = 0; t < 2; ++t) {
                    // The padding is two walls wide, so two steps beyond the board are walls.
                    const int to = y + t * d, from = to + d;
                    if (m_board.isWall(to) || m_board.isWall(from))
                        break;
                    if (layout[std::size_t(to)] != layout[std::size_t(from)])
                        relabel(to, layout[std::size_t(from)]);
                    r0 = std::min(r0, m_board.rowOf(to));
                    r1 = std::max(r1, m_board.rowOf(to));
                    c0 = std::min(c0, m_board.colOf(to));
                    c1 = std::max(c1, m_board.colOf(to));
                }
            }
            if (relabelled.empty())
                continue;
        } else {
            if (layout[std::size_t(x)] != kGap)
                others[std::size_t(count++)] = kGap;
            relabel(x, others[std::size_t(rng.below(count))]);
        }
        const ScoreBoard::Totals mark = m_board.totals();
        m_log.clear();
        const int g = settings.radius;
        const bool valid = refill(layout, r0 - g, r1 + g, c0 - g, c1 + g);
        const double u = rng.real();
        const double threshold = u > 0 ? current + temperature * std::log(u) : -HUGE_VAL;
        const double next = valid ? objective() : -HUGE_VAL;
        if (next >= threshold) {
            current = next;
            ++stats.accepted;
            m_log.clear();
        } else {
            undo(mark);
            for (auto it = relabelled.rbegin(); it != relabelled.rend(); ++it)
                layout[std::size_t(it->cell)] = it->was;
        }
    }
    return stats;
}

} // namespace pb::peaceable
