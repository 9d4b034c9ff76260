#include "less/bot.h"

#include "less/rush.h"
#include "common/splitmix.h"

#include <algorithm>
#include <bit>
#include <array>
#include <limits>
#include <vector>

namespace pb::less {

namespace {

// The bots' choices: SplitMix64 (common/splitmix.h).
std::uint64_t mix(std::uint64_t& state) { return pb::splitMix64(state); }

// The 24 ways to give four pieces the four home squares.
constexpr std::array<std::array<std::uint8_t, 4>, 24> kPermutations = [] {
    std::array<std::array<std::uint8_t, 4>, 24> out{};
    std::array<std::uint8_t, 4> p{0, 1, 2, 3};
    int n = 0;
    do
        out[static_cast<std::size_t>(n++)] = p;
    while (std::next_permutation(p.begin(), p.end()));
    return out;
}();

// Single-piece distances to each colour's four home squares with real wall costs: a step costs
// 1 + walls, a jump (two squares, no wall on either edge) 1 as if a piece were there to jump
// over. The team's distance sum is the bots' measure of progress; it never exceeds the rush.
class Distances {
public:
    explicit Distances(const Board& board)
    {
        for (int c = 0; c < kColours; ++c) {
            const std::array<int, kPieces> targets = targetSquares(c);
            for (int t = 0; t < kPieces; ++t)
                fill(board, targets[static_cast<std::size_t>(t)], m_dist[static_cast<std::size_t>(c)][static_cast<std::size_t>(t)]);
        }
    }

    // The cheapest assignment of `colour`'s pieces to its home squares; 0 when all are home.
    int colour(const Position& position, int colour) const
    {
        std::uint64_t m = position.mask(colour);
        std::array<int, kPieces> sq{};
        for (int& s : sq) {
            s = std::countr_zero(m);
            m &= m - 1;
        }
        const auto& d = m_dist[static_cast<std::size_t>(colour)];
        int best = std::numeric_limits<int>::max();
        for (const auto& p : kPermutations) {
            int sum = 0;
            for (std::size_t i = 0; i < kPieces; ++i)
                sum += d[p[i]][static_cast<std::size_t>(sq[i])];
            best = std::min(best, sum);
        }
        return best;
    }
    int team(const Position& position, int colour) const
    {
        return this->colour(position, colour) + this->colour(position, partnerOf(colour));
    }

private:
    static void fill(const Board& board, int target, std::array<int, kSquares>& dist)
    {
        dist.fill(std::numeric_limits<int>::max() / 4);
        dist[static_cast<std::size_t>(target)] = 0;
        std::array<bool, kSquares> done{};
        for (int round = 0; round < kSquares; ++round) {
            int u = -1;
            for (int s = 0; s < kSquares; ++s)
                if (!done[static_cast<std::size_t>(s)] && (u < 0 || dist[static_cast<std::size_t>(s)] < dist[static_cast<std::size_t>(u)]))
                    u = s;
            done[static_cast<std::size_t>(u)] = true;
            const int du = dist[static_cast<std::size_t>(u)];
            for (int dir = 0; dir < 4; ++dir) {
                const int n = neighbour(u, dir);
                if (n < 0)
                    continue;
                const int w = board.wall(u, dir);
                auto& dn = dist[static_cast<std::size_t>(n)];
                dn = std::min(dn, du + 1 + w);
                const int n2 = neighbour(n, dir);
                if (w == 0 && n2 >= 0 && board.wall(n, dir) == 0) {
                    auto& d2 = dist[static_cast<std::size_t>(n2)];
                    d2 = std::min(d2, du + 1);
                }
            }
        }
    }

    // [colour][home square index][square]
    std::array<std::array<std::array<int, kSquares>, kPieces>, kColours> m_dist{};
};

// The greedy choice: the turn that leaves the mover's team closest to home; ties broken by the
// generator. Returns false when the colour has no turn.
bool greedyTurn(const Board& board, Position& position, int colour, const Distances& dist,
                std::uint64_t& rng, Turn* chosen, Position* after)
{
    int best = std::numeric_limits<int>::max();
    int ties = 0;
    // The team's distance; the partner's part changes only once the own pieces are home.
    const int partner = partnerOf(colour);
    const int partnerDistance = dist.colour(position, partner);
    forEachTurn(board, position, colour, [&](const Turn& turn, const Position& p) {
        const int own = dist.colour(p, colour);
        const int v = own + (own == 0 ? dist.colour(p, partner) : partnerDistance);
        if (v > best)
            return;
        if (v < best) {
            best = v;
            ties = 0;
        }
        // Reservoir choice among equal turns, so every tied turn is equally likely.
        ++ties;
        if (mix(rng) % static_cast<std::uint64_t>(ties) == 0) {
            if (chosen)
                *chosen = turn;
            if (after)
                *after = p;
        }
    });
    return ties > 0;
}

// A light copy of the game for playouts: the same turn order, Nil, turn limit and stuck rule as
// Game, without history or checks.
struct Sim {
    Position position;
    std::array<int, kColours> turns{};
    int toMove = 0;
    bool over = false;

    void advance(const Board& board)
    {
        int next = (toMove + 1) % kColours;
        for (int guard = 0; guard <= kColours; ++guard) {
            if (position.teamHome(0) && position.teamHome(1)) {
                over = true;
                return;
            }
            if (position.teamHome(teamOf(next))) {
                next = (next + 1) % kColours;
                continue;
            }
            toMove = next;
            if (turns[static_cast<std::size_t>(next)] >= kTurnLimit || !hasLegalTurn(board, position, next))
                over = true;
            return;
        }
    }

    // Projected moves of `team` (charged turns plus the distance still to go).
    int projected(int team, const Distances& dist) const
    {
        int sum = 0;
        for (int c : {team, team + 2})
            sum += turns[static_cast<std::size_t>(c)] * kTurnCharge + dist.colour(position, c);
        return sum;
    }
};

Turn randomTurn(const Game& game, const BotOptions& options)
{
    const std::vector<Turn> turns = distinctTurns(game.board(), game.position(), game.toMove());
    if (turns.empty())
        return {};
    // The seed, the colour and the turn number pick the turn, so a game is reproducible.
    std::uint64_t state = options.seed * 0x100000001B3ull
                        + static_cast<std::uint64_t>(game.toMove() * 64 + game.turnsMade(game.toMove()));
    return turns[static_cast<std::size_t>(mix(state) % turns.size())];
}

std::uint64_t turnSeed(const Game& game, const BotOptions& options)
{
    return options.seed * 0x100000001B3ull + 0x51ED5EEDull
         + static_cast<std::uint64_t>(game.toMove() * 64 + game.turnsMade(game.toMove()));
}

Turn greedy(const Game& game, const BotOptions& options)
{
    const Distances dist(game.board());
    Position position = game.position();
    std::uint64_t rng = turnSeed(game, options);
    Turn turn;
    greedyTurn(game.board(), position, game.toMove(), dist, rng, &turn, nullptr);
    return turn;
}

// Search: flat Monte Carlo over the most promising turns. Each candidate (the best kCandidates
// distinct turns by the greedy measure) is followed by playouts in which all four colours play
// greedy (random tie-breaks) to the end of the game (or kHorizon turns); a playout is worth the
// projected score difference (opponents' projected moves minus the team's). The number of
// playouts comes from the budget (kMsPerPlayout), so the choice is reproducible for a seed and a
// budget; only when the clock or the cancel flag stops it early does it depend on timing.
Turn search(const Game& game, const BotOptions& options)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    constexpr int kCandidates = 10;
    constexpr int kHorizon = 48;       // turns per playout (12 rounds)
    constexpr int kMsPerPlayout = 4;   // playout allowance derived from the budget
    constexpr int kMaxPlayouts = 2000;

    const Board& board = game.board();
    const int colour = game.toMove();
    const int team = teamOf(colour);
    const Distances dist(board);

    struct Candidate {
        Turn turn;
        Position after;
        int greedyValue = 0;
        std::uint64_t order = 0;
        long long total = 0;
        int playouts = 0;
    };
    std::vector<Candidate> candidates;
    std::uint64_t rng = turnSeed(game, options);
    for (const Turn& t : distinctTurns(board, game.position(), colour)) {
        Candidate c;
        c.turn = t;
        c.after = game.position();
        for (int i = 0; i < t.count; ++i)
            c.after.move(t.steps[static_cast<std::size_t>(i)].from, t.steps[static_cast<std::size_t>(i)].to);
        c.greedyValue = dist.team(c.after, colour);
        c.order = mix(rng);
        candidates.push_back(c);
    }
    if (candidates.empty())
        return {};
    std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
        return a.greedyValue != b.greedyValue ? a.greedyValue < b.greedyValue : a.order < b.order;
    });
    if (candidates.size() > kCandidates)
        candidates.resize(kCandidates);
    if (candidates.size() == 1)
        return candidates.front().turn;

    const long long budgetMs = std::max<long long>(1, options.budget.count());
    const int playoutLimit = static_cast<int>(std::clamp<long long>(budgetMs / kMsPerPlayout,
                                                                    static_cast<long long>(candidates.size()),
                                                                    kMaxPlayouts));
    const auto deadline = start + options.budget;
    int done = 0;
    for (int round = 0; done < playoutLimit; ++round) {
        for (std::size_t i = 0; i < candidates.size() && done < playoutLimit; ++i) {
            if ((options.cancel && options.cancel->load(std::memory_order_relaxed))
                || (done >= static_cast<int>(candidates.size()) && Clock::now() >= deadline))
                goto finished;
            Candidate& cand = candidates[i];
            Sim sim;
            sim.position = cand.after;
            for (int c = 0; c < kColours; ++c)
                sim.turns[static_cast<std::size_t>(c)] = game.turnsMade(c);
            ++sim.turns[static_cast<std::size_t>(colour)];
            sim.toMove = colour;
            sim.advance(board);
            std::uint64_t prng = options.seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(round) * 7919u + i;
            for (int ply = 0; ply < kHorizon && !sim.over; ++ply) {
                Position next;
                if (!greedyTurn(board, sim.position, sim.toMove, dist, prng, nullptr, &next)) {
                    sim.over = true;
                    break;
                }
                sim.position = next;
                ++sim.turns[static_cast<std::size_t>(sim.toMove)];
                sim.advance(board);
            }
            cand.total += sim.projected(1 - team, dist) - sim.projected(team, dist);
            ++cand.playouts;
            ++done;
        }
    }
finished:
    // The best mean; candidates without a playout (cancelled early) keep their greedy order.
    const Candidate* best = &candidates.front();
    for (const Candidate& c : candidates) {
        if (c.playouts == 0)
            continue;
        if (best->playouts == 0
            || c.total * best->playouts > best->total * c.playouts)
            best = &c;
    }
    return best->turn;
}

} // namespace

const char* botLevelName(BotLevel level)
{
    switch (level) {
    case BotLevel::Random: return "random";
    case BotLevel::Greedy: return "greedy";
    case BotLevel::Search: return "search";
    }
    return "?";
}

Turn chooseTurn(const Game& game, const BotOptions& options)
{
    switch (options.level) {
    case BotLevel::Greedy: return greedy(game, options);
    case BotLevel::Search: return search(game, options);
    case BotLevel::Random: break;
    }
    return randomTurn(game, options);
}

} // namespace pb::less
