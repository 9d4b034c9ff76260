#pragma once

// Built-in Arimaa bots.
//
// - Random: a uniformly random distinct legal move (legalMoves(), repetitions excluded) and a
//   random legal setup.
// - Search: iterative-deepening alpha-beta over steps (a push or pull is one two-step unit, a
//   turn ends after four steps or a pass once the position has changed), negamax with the side
//   switching at the end of a turn.
//   - It is a principal variation search: each move after a node's first is searched with a
//     null window first, and again with the whole window only when its score lands strictly
//     between alpha and beta.
//   - Late move reductions: where the depth left is 3 steps or more, a single step after the
//     first three in the order that captures nothing and is neither the table's move nor a
//     killer is searched a step shallower first, and again to the full depth when it beats
//     alpha there.
//   - A goal of the turn to play is found before the search by the goal search (goalSteps(),
//     goal.h) and played at once: the reductions could pass one by.
//   - A transposition table keyed by the pieces, the side, the steps left and whether the
//     position is still the turn's start.
//   - Moves tried in the order: table move, killers (the ply's last two cutoffs), then by
//     history (how often and how deep a move's first step cut off).
//   - A heuristic evaluation (evaluate(), centi-rabbits).
//   - Goals a lone rabbit can walk this turn are found at every node (rabbitGoalSteps()). At the
//     start of a turn that the depth left does not cover, the goal search (goalSteps(), goal.h:
//     helpers, pushes and pulls) looks for any goal of that turn, its answers kept in a table
//     by position (GoalTable, 1 MB besides the transposition table; the same turn starts return
//     in every iteration).
//   - The end-of-turn checks (goal, elimination, immobilisation) are exact. Third repetitions
//     are checked against the game for the bot's own move.
//
// A search stops at its time budget or when the cancel flag is set (polled every few thousand
// nodes) and plays the best move of the last finished iteration. Without a time budget (a
// depth limit only) the same game and seed give the same move. No global state: a Bot owns its
// table and random generator; use one Bot from one thread at a time.

#include "arimaa/evaluate.h"
#include "arimaa/game.h"
#include "arimaa/notation.h"
#include "arimaa/position.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace pb::arimaa {

enum class BotLevel { Random, Search };
const char* botLevelName(BotLevel level);
std::optional<BotLevel> parseBotLevel(std::string_view text);

// A score this large (or larger) is a forced win found by the search; kWinScore - n is a win
// about n plies (steps and passes) away (a goal the goal search finds counts a push or pull as
// two).
constexpr int kWinScore = 30000;
constexpr int kWinThreshold = kWinScore - 1000;

struct SearchReport {
    int score = 0;             // centi-rabbits, the side to move's view
    int depth = 0;             // steps of the last finished iteration (a goal found before the
                               // search: its steps)
    std::int64_t nodes = 0;    // positions visited (a goal found before the search: by the goal
                               // search, at least 1)
    std::string pv;            // steps, with "w"/"b" (Gold/Silver) before each later turn, as AEI
    std::int64_t elapsedMs = 0;
};

struct BotLimits {
    std::int64_t budgetMs = 0;  // 0: no clock (then maxDepth must bound the search)
    int maxDepth = 0;           // in steps; 0: as deep as the budget allows
    const std::atomic<bool>* cancel = nullptr;
    // After every finished iteration; once, for a goal found before the search.
    std::function<void(const SearchReport&)> onInfo;
    // Stop before the budget when the next depth would likely not finish (a finished depth
    // took over a third of the budget). False: search until the clock cuts (benchmarks).
    bool stopEarly = true;
    // For tests. nullWindows false: every move searched with the whole window and to the full
    // depth (plain alpha-beta). reductions false: no late move reductions. table false: the
    // transposition table neither read nor written. At a fixed depth (maxDepth, no clock),
    // without the table and the reductions, null windows give plain alpha-beta's score.
    bool nullWindows = true;
    bool reductions = true;
    bool table = true;
};

struct BotMove {
    std::string text;  // setup placements or steps (with capture tokens); empty: no legal move
    SearchReport report;
};

class Bot {
public:
    explicit Bot(BotLevel level, std::uint64_t seed = 1, std::size_t hashMegabytes = 32);
    ~Bot();
    Bot(const Bot&) = delete;
    Bot& operator=(const Bot&) = delete;

    BotLevel level() const { return m_level; }
    // Resizes (and clears) the transposition table: 1 MB to 64 GB, halved until it can be
    // allocated. Returns the size it got (0 for the random level, which has none).
    std::size_t setHashMegabytes(std::size_t megabytes);
    void clearHash();

    // The move of the game's side to move (a setup in the setup phase). Empty text when the game
    // is over or there is no legal move.
    BotMove choose(const Game& game, const BotLimits& limits);

private:
    class Search;
    BotLevel m_level;
    std::mt19937_64 m_rng;
    std::unique_ptr<Search> m_search;
};

// A standard setup: rabbits on the back rank, elephant and camel in the centre, cats on the
// squares next to the home traps, dogs beside them and horses on the wings.
std::vector<Placement> standardSetup(int side);
// The sixteen pieces shuffled over the side's two home ranks.
std::vector<Placement> randomSetup(int side, std::mt19937_64& rng);

// The thinking time of an AEI engine for one turn, in milliseconds, from the game-state options
// (seconds): the move time (tcmove), the side's reserve (greserve/sreserve, else tcreserve),
// the time already used on this turn (moveused) and the turn limit (tcturntime); 0 means none.
// It aims at most of the move time left plus a fifteenth of the reserve and never goes past
// the move time left plus the reserve, nor the turn limit, minus a margin (5%, at least 0.3 s);
// at least 20 ms. With neither a move time nor a turn limit: 2 s, or 0 (no clock) when the
// search depth is fixed.
std::int64_t aeiThinkingMs(double moveSeconds, double reserveSeconds, double usedSeconds, double turnLimitSeconds,
                           bool depthFixed);

} // namespace pb::arimaa
