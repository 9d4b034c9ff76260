#include "less/bot.h"

#include <vector>

namespace pb::less {

namespace {

// SplitMix64: a small, good generator for the bots' choices.
std::uint64_t mix(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
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
    const std::vector<Turn> turns = distinctTurns(game.board(), game.position(), game.toMove());
    if (turns.empty())
        return {};
    // The seed, the colour and the turn number pick the turn, so a game is reproducible.
    std::uint64_t state = options.seed * 0x100000001B3ull
                        + static_cast<std::uint64_t>(game.toMove() * 64 + game.turnsMade(game.toMove()));
    return turns[static_cast<std::size_t>(mix(state) % turns.size())];
}

} // namespace pb::less
