#include "less/rush.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>

namespace pb::less {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessRush)
};

// Binomial coefficients C(n, k) for n < 65, k < 5: the combinatorial number system ranks a
// sorted set of four squares into 0 .. C(64, 4) - 1.
struct Binomials {
    std::uint32_t c[65][5] = {};
    constexpr Binomials()
    {
        for (int n = 0; n <= 64; ++n) {
            c[n][0] = 1;
            for (int k = 1; k < 5; ++k)
                c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
        }
    }
};
constexpr Binomials kBinomials;
constexpr std::uint32_t kStates = kBinomials.c[64][4];
static_assert(kStates == 635376);

using Squares = std::array<int, kPieces>;  // ascending

std::uint32_t rankOf(const Squares& s)
{
    return kBinomials.c[s[0]][1] + kBinomials.c[s[1]][2] + kBinomials.c[s[2]][3] + kBinomials.c[s[3]][4];
}

std::uint32_t pack(const Squares& s)
{
    return static_cast<std::uint32_t>(s[0] | (s[1] << 6) | (s[2] << 12) | (s[3] << 18));
}

Squares unpack(std::uint32_t p)
{
    return {static_cast<int>(p & 63), static_cast<int>((p >> 6) & 63), static_cast<int>((p >> 12) & 63),
            static_cast<int>((p >> 18) & 63)};
}

void sortSquares(Squares& s)
{
    for (std::size_t i = 1; i < s.size(); ++i)
        for (std::size_t j = i; j > 0 && s[j - 1] > s[j]; --j)
            std::swap(s[j - 1], s[j]);
}

// Single-piece distances to one square with jumps allowed wherever the walls allow them.
std::array<int, kSquares> relaxedDistances(const Board& board, int target)
{
    std::array<int, kSquares> dist;
    dist.fill(std::numeric_limits<int>::max());
    std::array<bool, kSquares> done{};
    dist[static_cast<std::size_t>(target)] = 0;
    for (int round = 0; round < kSquares; ++round) {
        int best = -1;
        for (int s = 0; s < kSquares; ++s)
            if (!done[static_cast<std::size_t>(s)]
                && (best < 0 || dist[static_cast<std::size_t>(s)] < dist[static_cast<std::size_t>(best)]))
                best = s;
        done[static_cast<std::size_t>(best)] = true;
        const int db = dist[static_cast<std::size_t>(best)];
        // Moves are symmetric (the same walls both ways), so distances to the target are
        // distances from it.
        for (int d = 0; d < 4; ++d) {
            const int n = neighbour(best, d);
            if (n < 0)
                continue;
            const int w = board.wall(best, d);
            auto relax = [&](int sq, int cost) {
                if (db + cost < dist[static_cast<std::size_t>(sq)])
                    dist[static_cast<std::size_t>(sq)] = db + cost;
            };
            relax(n, 1 + w);
            const int land = neighbour(n, d);
            if (land >= 0 && w == 0 && board.wall(n, d) == 0)
                relax(land, 1);
        }
    }
    return dist;
}

struct Bound {
    // dist[t][s]: relaxed distance from square s to the t-th home square.
    std::array<std::array<int, kSquares>, kPieces> dist;

    Bound(const Board& board, int colour)
    {
        const auto targets = targetSquares(colour);
        for (std::size_t t = 0; t < targets.size(); ++t)
            dist[t] = relaxedDistances(board, targets[t]);
    }

    // The cheapest assignment of the four pieces to the four home squares.
    int operator()(const Squares& s) const
    {
        static constexpr int kPerms[24][4] = {
            {0, 1, 2, 3}, {0, 1, 3, 2}, {0, 2, 1, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {0, 3, 2, 1},
            {1, 0, 2, 3}, {1, 0, 3, 2}, {1, 2, 0, 3}, {1, 2, 3, 0}, {1, 3, 0, 2}, {1, 3, 2, 0},
            {2, 0, 1, 3}, {2, 0, 3, 1}, {2, 1, 0, 3}, {2, 1, 3, 0}, {2, 3, 0, 1}, {2, 3, 1, 0},
            {3, 0, 1, 2}, {3, 0, 2, 1}, {3, 1, 0, 2}, {3, 1, 2, 0}, {3, 2, 0, 1}, {3, 2, 1, 0}};
        int best = std::numeric_limits<int>::max();
        for (const auto& p : kPerms) {
            int sum = 0;
            for (int i = 0; i < kPieces; ++i)
                sum += dist[static_cast<std::size_t>(p[i])][static_cast<std::size_t>(s[static_cast<std::size_t>(i)])];
            best = std::min(best, sum);
        }
        return best;
    }
};

Squares sorted(const std::array<int, kPieces>& pieces)
{
    Squares s = pieces;
    sortSquares(s);
    return s;
}

// Calls visit(next, cost) for every move of one of the four pieces on `s`, alone on the board:
// a step costs 1 + the walls it crosses, a jump over another of the four costs 1 and crosses no
// wall. Moves are symmetric, so this serves searches towards home and from home alike.
template <typename Visit>
void forEachMove(const Board& board, const Squares& s, Visit&& visit)
{
    const std::uint64_t occupied = (std::uint64_t{1} << s[0]) | (std::uint64_t{1} << s[1])
                                 | (std::uint64_t{1} << s[2]) | (std::uint64_t{1} << s[3]);
    for (std::size_t i = 0; i < s.size(); ++i) {
        const int from = s[i];
        for (int d = 0; d < 4; ++d) {
            const int n = neighbour(from, d);
            if (n < 0)
                continue;
            int to = n, cost = 1 + board.wall(from, d);
            if (occupied >> n & 1) {
                const int land = neighbour(n, d);
                if (land < 0 || (occupied >> land & 1) || board.wall(from, d) || board.wall(n, d))
                    continue;
                to = land;
                cost = 1;
            }
            Squares next = s;
            next[i] = to;
            sortSquares(next);
            visit(next, cost);
        }
    }
}

Step stepBetween(const Board& board, int from, int to)
{
    const int w = board.wallBetween(from, to);
    return {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to),
            static_cast<std::uint8_t>(w >= 0 ? 1 + w : 1), w < 0};
}

} // namespace

int rushLowerBound(const Board& board, int colour, const std::array<int, kPieces>& pieces)
{
    return Bound(board, colour)(sorted(pieces));
}

RushResult solveRush(const Board& board, int colour, const std::array<int, kPieces>& pieces)
{
    RushResult result;
    const Bound bound(board, colour);
    const Squares start = sorted(pieces);
    const Squares goal = sorted(targetSquares(colour));
    const std::uint32_t goalPacked = pack(goal);

    constexpr std::uint16_t kUnseen = 0xffff;
    std::vector<std::uint16_t> g(kStates, kUnseen);
    std::vector<std::uint32_t> parent(kStates, 0);
    // The bound of a state, computed once (a state is generated from up to 16 neighbours).
    constexpr std::uint8_t kUnknown = 0xff;
    std::vector<std::uint8_t> hCache(kStates, kUnknown);
    auto h = [&](const Squares& s, std::uint32_t rank) -> int {
        std::uint8_t& slot = hCache[rank];
        if (slot == kUnknown)
            slot = static_cast<std::uint8_t>(std::min(bound(s), 254));
        return slot;
    };
    std::vector<std::vector<std::uint32_t>> buckets;  // by f = g + h; f never decreases (consistent h)
    auto push = [&buckets](int f, std::uint32_t packed) {
        if (static_cast<std::size_t>(f) >= buckets.size())
            buckets.resize(static_cast<std::size_t>(f) + 1);
        buckets[static_cast<std::size_t>(f)].push_back(packed);
    };

    g[rankOf(start)] = 0;
    push(h(start, rankOf(start)), pack(start));
    std::uint32_t found = 0;
    bool reached = false;
    for (std::size_t f = 0; f < buckets.size() && !reached; ++f) {
        // Buckets may grow while one is processed; index, do not iterate.
        for (std::size_t k = 0; k < buckets[f].size(); ++k) {
            const std::uint32_t packed = buckets[f][k];
            const Squares s = unpack(packed);
            const std::uint32_t rank = rankOf(s);
            const int gs = g[rank];
            if (gs + h(s, rank) != static_cast<int>(f))
                continue;  // a stale entry: the state was reached more cheaply since
            ++result.expanded;
            if (packed == goalPacked) {
                found = packed;
                reached = true;
                break;
            }
            forEachMove(board, s, [&](const Squares& next, int cost) {
                const std::uint32_t r = rankOf(next);
                const int gn = gs + cost;
                if (gn < g[r]) {
                    g[r] = static_cast<std::uint16_t>(gn);
                    parent[r] = packed;
                    push(gn + h(next, r), pack(next));
                }
            });
        }
        std::vector<std::uint32_t>().swap(buckets[f]);
    }
    // The rush always succeeds (walls raise costs but never block), so the goal is reached.
    if (!reached)
        return result;
    result.moves = g[rankOf(goal)];
    std::vector<Step> path;
    std::uint32_t at = found;
    const std::uint32_t startPacked = pack(start);
    while (at != startPacked) {
        const std::uint32_t prev = parent[rankOf(unpack(at))];
        const Squares a = unpack(prev), b = unpack(at);
        int from = -1, to = -1;
        for (int x : a)
            if (std::find(b.begin(), b.end(), x) == b.end())
                from = x;
        for (int x : b)
            if (std::find(a.begin(), a.end(), x) == a.end())
                to = x;
        path.push_back(stepBetween(board, from, to));
        at = prev;
    }
    std::reverse(path.begin(), path.end());
    result.steps = std::move(path);
    return result;
}

RushTable::RushTable(const Board& board, int colour, const std::atomic<bool>* cancel)
    : m_colour(colour), m_moves(kStates, 0xff)
{
    const Squares goal = sorted(targetSquares(colour));
    std::vector<std::vector<std::uint32_t>> buckets(1);
    m_moves[rankOf(goal)] = 0;
    buckets[0].push_back(pack(goal));
    for (std::size_t d = 0; d < buckets.size(); ++d) {
        for (std::size_t k = 0; k < buckets[d].size(); ++k) {
            if (cancel && (k & 4095) == 0 && cancel->load(std::memory_order_relaxed)) {
                m_complete = false;
                return;
            }
            const Squares s = unpack(buckets[d][k]);
            if (m_moves[rankOf(s)] != d)
                continue;  // reached more cheaply since
            forEachMove(board, s, [&](const Squares& next, int cost) {
                const std::uint32_t r = rankOf(next);
                const std::size_t nd = d + static_cast<std::size_t>(cost);
                if (nd < m_moves[r]) {
                    Q_ASSERT(nd < 0xff);  // a rush is at most 144 moves (tst_less_rush)
                    m_moves[r] = static_cast<std::uint8_t>(nd);
                    if (nd >= buckets.size())
                        buckets.resize(nd + 1);
                    buckets[nd].push_back(pack(next));
                }
            });
        }
        std::vector<std::uint32_t>().swap(buckets[d]);
    }
}

int RushTable::moves(const std::array<int, kPieces>& pieces) const
{
    return movesOfMask(maskOf(pieces));
}

int RushTable::movesOfMask(std::uint64_t mask) const
{
    Q_ASSERT(std::popcount(mask) == kPieces);
    std::uint32_t rank = 0;
    for (int k = 1; k <= kPieces; ++k) {
        rank += kBinomials.c[std::countr_zero(mask)][k];
        mask &= mask - 1;
    }
    return m_moves[rank];
}

int RushTable::worst() const
{
    return *std::max_element(m_moves.begin(), m_moves.end());
}

bool RushTables::build(const Board& board, int colour, const std::atomic<bool>* cancel)
{
    if (!(board == m_board)) {
        m_board = board;
        for (auto& t : m_tables)
            t.reset();
    }
    auto& t = m_tables[static_cast<std::size_t>(colour)];
    if (!t) {
        auto built = std::make_unique<RushTable>(board, colour, cancel);
        if (!built->complete())
            return false;
        t = std::move(built);
    }
    return true;
}

const RushTable& RushTables::table(const Board& board, int colour)
{
    build(board, colour, nullptr);  // without a cancel flag it always completes
    return *m_tables[static_cast<std::size_t>(colour)];
}

RushCheck checkRush(const Board& board, int colour, const std::array<int, kPieces>& pieces,
                    const std::vector<Step>& steps)
{
    RushCheck result;
    Position p;
    for (int s : pieces)
        p.set(s, colour);
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const Step& want = steps[i];
        Step options[8];
        const int n = p.at(want.from) == colour ? stepsFrom(board, p, want.from, options) : 0;
        const Step* found = nullptr;
        for (int k = 0; k < n; ++k)
            if (options[k].to == want.to)
                found = &options[k];
        if (!found) {
            result.step = static_cast<int>(i) + 1;
            result.error = p.at(want.from) != colour
                               ? Text::tr("rush move %1 (%2): no %3 piece on %4")
                                     .arg(result.step)
                                     .arg(QString::fromStdString(stepText(want)), QLatin1String(colourName(colour)),
                                          squareText(want.from))
                               : Text::tr("rush move %1 (%2): not a step or a jump over one of the own pieces")
                                     .arg(result.step)
                                     .arg(QString::fromStdString(stepText(want)));
            break;
        }
        result.moves += found->cost;
        p.move(found->from, found->to);
    }
    result.home = p.home(colour);
    return result;
}

void finishWithOptimalRush(Game& game)
{
    if (game.phase() != Game::Phase::Rush)
        return;
    for (int c = 0; c < kColours; ++c)
        if (game.rushMoves(c) < 0)
            game.setRush(c, solveRush(game.board(), c, game.position().pieces(c)).moves);
}

} // namespace pb::less
