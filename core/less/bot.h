#pragma once

// Built-in Less bots: one entry point for the referee, the workspace and playbench-less-bot.

#include "less/position.h"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>

namespace pb::less {

enum class BotLevel : int {
    Random = 1,  // a uniformly random legal turn (distinct results)
    Greedy = 2,  // (to come) distance to goal with wall costs
    Search = 3,  // (to come) a search over the team's turns
};

struct BotOptions {
    BotLevel level = BotLevel::Random;
    std::uint64_t seed = 1;  // bots are deterministic for a seed
    // Thinking time for this turn; a search bot answers by then.
    std::chrono::milliseconds budget{1000};
    const std::atomic<bool>* cancel = nullptr;
};

// A turn for game.toMove() (Playing phase; the colour's team is not all home). Always legal:
// checkTurn accepts it. count == 0 only if the colour has no legal turn (the stuck rule).
Turn chooseTurn(const Game& game, const BotOptions& options);

// A bot's name for people and logs ("random", "greedy", "search").
const char* botLevelName(BotLevel level);

} // namespace pb::less
