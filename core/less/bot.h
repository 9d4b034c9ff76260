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
    Greedy = 2,  // the turn that leaves the team closest to home (distances with wall costs)
    Search = 3,  // flat Monte Carlo: greedy playouts after the ten most promising turns
    Mcts = 4,    // a tree search over all four colours' turns, exact final rushes (less/mcts.h)
};
constexpr BotLevel kStrongestBot = BotLevel::Mcts;

class RushTables;

struct BotOptions {
    BotLevel level = BotLevel::Random;
    std::uint64_t seed = 1;  // bots are deterministic for a seed
    // Thinking time for this turn; a search bot answers by then.
    std::chrono::milliseconds budget{1000};
    const std::atomic<bool>* cancel = nullptr;
    // The Mcts level's exact rush tables, kept from turn to turn by the caller (building them
    // takes about 0.8 s a board); null: the bot builds its own for this turn.
    RushTables* rushTables = nullptr;
    // The Mcts level's playouts for this turn, whatever the clock says (tests, benchmarks that
    // must not depend on the machine); 0: as many as the budget allows.
    int playouts = 0;
    // The Mcts level thinks until the budget is spent (a program playing for points), instead of
    // stopping at the budget's fixed playout allowance (reproducible on a fast machine).
    bool wholeBudget = false;
};

// A turn for game.toMove() (Playing phase; the colour's team is not all home). Always legal:
// checkTurn accepts it. count == 0 only if the colour has no legal turn (the stuck rule).
Turn chooseTurn(const Game& game, const BotOptions& options);

// A bot's name for people and logs ("random", "greedy", "search", "mcts").
const char* botLevelName(BotLevel level);

} // namespace pb::less
