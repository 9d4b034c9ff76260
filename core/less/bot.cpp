#include "less/bot.h"

#include "less/botcommon.h"
#include "less/mcts.h"

#include <algorithm>
#include <bit>
#include <array>
#include <limits>
#include <vector>

namespace pb::less {

namespace {

using namespace botdetail;

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

Turn greedy(const Game& game, const BotOptions& options)
{
    const Distances dist(game.board());
    Position position = game.position();
    std::uint64_t rng = turnSeed(game, options.seed);
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
    std::uint64_t rng = turnSeed(game, options.seed);
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
    case BotLevel::Mcts: return "mcts";
    }
    return "?";
}

Turn chooseTurn(const Game& game, const BotOptions& options)
{
    switch (options.level) {
    case BotLevel::Greedy: return greedy(game, options);
    case BotLevel::Search: return search(game, options);
    case BotLevel::Mcts: return mctsTurn(game, options);
    case BotLevel::Random: break;
    }
    return randomTurn(game, options);
}

} // namespace pb::less
