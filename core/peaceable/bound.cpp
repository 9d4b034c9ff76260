#include "peaceable/bound.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace pb::peaceable {

namespace {

constexpr std::int64_t kInf = std::numeric_limits<std::int64_t>::max() / 4;

// The board as rows of free flags, with an all-wall row above and below (the sweep's rows -1
// and n), optionally transposed (the column sweep).
struct Grid {
    int n = 0;
    std::vector<std::uint8_t> free;  // (n + 2) rows of n
    bool at(int row, int col) const { return free[static_cast<std::size_t>((row + 1) * n + col)] != 0; }
    int freeInRow(int row) const
    {
        int k = 0;
        for (int c = 0; c < n; ++c)
            k += at(row, c);
        return k;
    }
};

Grid gridOf(const Problem& problem, bool transposed)
{
    Grid g;
    g.n = problem.n;
    g.free.assign(static_cast<std::size_t>((problem.n + 2) * problem.n), 0);
    for (int r = 0; r < problem.n; ++r)
        for (int c = 0; c < problem.n; ++c)
            g.free[static_cast<std::size_t>((r + 1) * problem.n + c)] =
                transposed ? !problem.isWall(c, r) : !problem.isWall(r, c);
    return g;
}

// g[a * (bMax + 1) + b] = g_top(a, b) of bound.h in sixteenths of a point: the least weight of half
// of each row's horizontal transitions plus all transitions between rows `top` and `top + 1`,
// over every placement of a cells in the first row and b in the second.
std::vector<std::int64_t> pairCosts(const Grid& grid, int top, std::int64_t orth, std::int64_t diag)
{
    const int n = grid.n;
    const int aMax = grid.freeInRow(top), bMax = grid.freeInRow(top + 1);
    const int width = bMax + 1;
    const std::size_t size = static_cast<std::size_t>((aMax + 1) * width);
    // cur[s][i * width + j]: s = (label of the top cell) * 2 + label of the bottom cell of the
    // last column; i, j: cells of the set so far in the top and bottom rows.
    std::vector<std::int64_t> cur[4], next[4];
    for (int s = 0; s < 4; ++s) {
        cur[s].assign(size, kInf);
        next[s].assign(size, kInf);
    }
    int seenTop = 0, seenBottom = 0;
    for (int c = 0; c < n; ++c) {
        const bool x = grid.at(top, c), y = grid.at(top + 1, c);
        for (int s = 0; s < 4; ++s)
            std::fill(next[s].begin(), next[s].end(), kInf);
        for (int lx = 0; lx <= int(x); ++lx)
            for (int ly = 0; ly <= int(y); ++ly) {
                const std::int64_t vertical = x && y && lx != ly ? 2 * orth : 0;
                std::vector<std::int64_t>& to = next[lx * 2 + ly];
                if (c == 0) {
                    to[static_cast<std::size_t>(lx * width + ly)] = vertical;
                    continue;
                }
                const bool px = grid.at(top, c - 1), py = grid.at(top + 1, c - 1);
                for (int s = 0; s < 4; ++s) {
                    const int plx = s >> 1, ply = s & 1;
                    if ((plx && !px) || (ply && !py))
                        continue;
                    std::int64_t add = vertical;
                    if (px && x && plx != lx)
                        add += orth;
                    if (py && y && ply != ly)
                        add += orth;
                    if (px && y && plx != ly)
                        add += 2 * diag;
                    if (py && x && ply != lx)
                        add += 2 * diag;
                    const std::vector<std::int64_t>& from = cur[s];
                    for (int i = 0; i <= seenTop; ++i)
                        for (int j = 0; j <= seenBottom; ++j) {
                            const std::int64_t v = from[static_cast<std::size_t>(i * width + j)];
                            if (v >= kInf)
                                continue;
                            std::int64_t& t = to[static_cast<std::size_t>((i + lx) * width + j + ly)];
                            t = std::min(t, v + add);
                        }
                }
            }
        seenTop += x;
        seenBottom += y;
        std::swap(cur, next);
    }
    std::vector<std::int64_t> out(size, kInf);
    for (int s = 0; s < 4; ++s)
        for (std::size_t k = 0; k < size; ++k)
            out[k] = std::min(out[k], cur[s][k]);
    if (n == 0)
        out.assign(size, 0);
    return out;
}

// The sweep over rows (bound.h, section 2): for every k, the least sum of the pair costs over row
// counts adding up to k; sixteenths of a point.
std::vector<std::int64_t> sweep(const Grid& grid, std::int64_t orth, std::int64_t diag)
{
    const int n = grid.n;
    int total = 0;
    for (int r = 0; r < n; ++r)
        total += grid.freeInRow(r);
    // f[a * (total + 1) + t]: a cells in the current row, t in the rows so far.
    const int stride = total + 1;
    std::vector<std::int64_t> f(static_cast<std::size_t>(stride), kInf), g;
    f[0] = 0;  // row -1: nothing
    int prefix = 0;
    int aMax = 0;
    for (int top = -1; top < n; ++top) {
        const std::vector<std::int64_t> pair = pairCosts(grid, top, orth, diag);
        const int bMax = grid.freeInRow(top + 1);
        g.assign(static_cast<std::size_t>((bMax + 1) * stride), kInf);
        for (int a = 0; a <= aMax; ++a)
            for (int t = 0; t <= prefix; ++t) {
                const std::int64_t v = f[static_cast<std::size_t>(a * stride + t)];
                if (v >= kInf)
                    continue;
                for (int b = 0; b <= bMax; ++b) {
                    const std::int64_t c = pair[static_cast<std::size_t>(a * (bMax + 1) + b)];
                    if (c >= kInf)
                        continue;
                    std::int64_t& to = g[static_cast<std::size_t>(b * stride + t + b)];
                    to = std::min(to, v + c);
                }
            }
        f.swap(g);
        prefix += bMax;
        aMax = bMax;
    }
    // After row n (no free cells) a is 0.
    return std::vector<std::int64_t>(f.begin(), f.begin() + stride);
}

struct Weights {
    std::int64_t orth = 0, diag = 0;  // eighths of a point per transition
};

// The charging's conditions (bound.h) and the candidate weights: the two corners of the
// polygon they leave (one favouring each kind of transition).
std::vector<Weights> candidateWeights(const Problem& problem, unsigned pieces, int maxPoints)
{
    const auto bestOf = [&](std::initializer_list<Piece> types) {
        int best = -1;
        for (const Piece t : types)
            if ((pieces >> t) & 1u)
                best = std::max(best, problem.points[static_cast<std::size_t>(t)]);
        return best;  // -1: no allowed type fits
    };
    const std::int64_t big = std::int64_t(1) << 40;
    const int orthFree = bestOf({Bishop, King, Knight});  // attack along no rank or file
    const int diagFree = bestOf({Rook, King, Knight});    // along no diagonal
    const int bothFree = bestOf({King, Knight});          // along no line
    // In eighths: 4 w_o <= M - V  <=>  8 w_o <= 2 (M - V).
    const std::int64_t capOrth = orthFree < 0 ? big : 2 * (maxPoints - orthFree);
    const std::int64_t capDiag = diagFree < 0 ? big : 2 * (maxPoints - diagFree);
    std::int64_t capSum = 2 * std::int64_t(maxPoints);  // an empty cell: 4 w_o + 4 w_d <= M
    if (bothFree >= 0)
        capSum = std::min(capSum, 2 * std::int64_t(maxPoints - bothFree));
    std::vector<Weights> out;
    const std::int64_t o1 = std::min(capOrth, capSum), d1 = std::min(capDiag, capSum - o1);
    out.push_back({o1, d1});
    const std::int64_t d2 = std::min(capDiag, capSum), o2 = std::min(capOrth, capSum - d2);
    if (o2 != o1 || d2 != d1)
        out.push_back({o2, d2});
    return out;
}

// The least total of C profile values whose cells add up to at most F, each at least a.
std::int64_t leastSum(const std::vector<std::int64_t>& profile, int players, int a)
{
    const int total = int(profile.size()) - 1;
    if (std::int64_t(players) * a > total)
        return kInf;
    std::vector<std::int64_t> h(profile.size(), kInf), next;
    for (int t = a; t <= total; ++t)
        h[static_cast<std::size_t>(t)] = profile[static_cast<std::size_t>(t)];
    for (int j = 1; j < players; ++j) {
        next.assign(profile.size(), kInf);
        // After j + 1 players the total is at least (j + 1) a, and the rest must still fit.
        const int lo = (j + 1) * a, hi = total - (players - j - 1) * a;
        for (int t = lo; t <= hi; ++t) {
            std::int64_t best = kInf;
            for (int k = a; k <= t - j * a; ++k) {
                const std::int64_t u = h[static_cast<std::size_t>(t - k)];
                const std::int64_t v = profile[static_cast<std::size_t>(k)];
                if (u < kInf && v < kInf)
                    best = std::min(best, u + v);
            }
            next[static_cast<std::size_t>(t)] = best;
        }
        h.swap(next);
    }
    return *std::min_element(h.begin(), h.end());
}

} // namespace

std::vector<std::int64_t> boundaryProfile(const Problem& problem, std::int64_t orthEighths, std::int64_t diagEighths)
{
    const std::vector<std::int64_t> rows = sweep(gridOf(problem, false), orthEighths, diagEighths);
    const std::vector<std::int64_t> cols = sweep(gridOf(problem, true), orthEighths, diagEighths);
    std::vector<std::int64_t> out(rows.size());
    for (std::size_t k = 0; k < rows.size(); ++k)
        out[k] = std::max(rows[k], cols[k]);
    return out;
}

UpperBound upperBound(const Problem& problem, unsigned pieces)
{
    if ((pieces & 0x1fu) == 0)
        pieces = 0x1fu;
    UpperBound out;
    out.players = problem.players;
    for (const std::uint8_t w : problem.wall)
        out.freeCells += w == 0;
    int maxPoints = -1;
    for (int t = 0; t < kPieceTypes; ++t)
        if ((pieces >> t) & 1u)
            maxPoints = std::max(maxPoints, problem.points[static_cast<std::size_t>(t)]);
    out.maxPoints = std::max(maxPoints, 0);
    const int C = std::max(problem.players, 1);
    const std::int64_t F = out.freeCells, M = out.maxPoints;
    out.trivial = int(F * M / C);
    out.value = out.trivial;
    if (F == 0 || M == 0 || problem.players < 2)
        return out;
    bool found = false;
    for (const Weights& w : candidateWeights(problem, pieces, maxPoints)) {
        if (w.orth <= 0 && w.diag <= 0)
            continue;
        const std::vector<std::int64_t> profile = boundaryProfile(problem, w.orth, w.diag);
        // S <= U(a) = floor((16 M F - Phi(a)) / (16 C)) where a = ceil(S / M): the largest a
        // with U(a) > (a - 1) M (U falls as a grows) gives S = min(a M, U(a)).
        const auto U = [&](int a, std::int64_t& phi) {
            phi = leastSum(profile, C, a);
            if (phi >= kInf)
                return std::int64_t(-1);
            return (16 * M * F - phi) / (16 * C);
        };
        int lo = 1, hi = int(F / C), best = 0;
        std::int64_t bestValue = 0, bestPhi = 0;
        while (lo <= hi) {
            const int mid = (lo + hi) / 2;
            std::int64_t phi = 0;
            const std::int64_t u = U(mid, phi);
            if (u > (mid - 1) * M) {
                best = mid;
                bestValue = std::min(mid * M, u);
                bestPhi = phi;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        if (best == 0)
            bestValue = 0;
        if (!found || bestValue < out.value) {
            found = true;
            out.value = int(std::min<std::int64_t>(bestValue, out.trivial));
            out.orthWeight = double(w.orth) / 8;
            out.diagWeight = double(w.diag) / 8;
            out.minCells = best;
            out.boundaryCost = double(bestPhi) / 16;
        }
    }
    return out;
}

} // namespace pb::peaceable
