#pragma once

// The final rush of Less: one colour's four pieces alone on the board (all other pieces
// removed) go home in as few moves as possible. A step costs 1 + the walls it crosses; a jump
// over one of the colour's own pieces costs 1 and crosses no wall.
//
// solveRush is exact: A* over the four pieces' squares as a set (C(64,4) = 635,376 states,
// piece order canonicalised by sorting), with an admissible and consistent bound: the cheapest
// assignment of pieces to the four home squares under single-piece distances in which a jump is
// allowed wherever the walls allow one (as if a piece were always there to jump over).

#include "less/board.h"
#include "less/position.h"

#include <QString>

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace pb::less {

struct RushResult {
    int moves = 0;            // the fewest moves home
    std::vector<Step> steps;  // one optimal sequence (with costs and jumps)
    int expanded = 0;         // states taken from the queue (for benchmarks)
};

// The exact rush for `colour`'s pieces on `pieces` (four distinct squares).
RushResult solveRush(const Board& board, int colour, const std::array<int, kPieces>& pieces);

// The lower bound the search uses (for tests: it must never exceed the optimum).
int rushLowerBound(const Board& board, int colour, const std::array<int, kPieces>& pieces);

// The exact rush of every placement of one colour's four pieces on a board, computed once
// (a Dijkstra from the home corner over all 635,376 placements; moves are reversible at the
// same cost, so distances from home are distances to home). A byte a placement, 0.6 MB (no rush
// is longer than 144 moves: tst_less_rush); lookups are O(1), for bots that evaluate many
// positions.
class RushTable {
public:
    // With a cancel flag that gets set, the build stops early and complete() is false: such a
    // table must not be used.
    RushTable(const Board& board, int colour, const std::atomic<bool>* cancel = nullptr);
    bool complete() const { return m_complete; }
    int colour() const { return m_colour; }
    // The fewest moves home for pieces on these four distinct squares (any order).
    int moves(const std::array<int, kPieces>& pieces) const;
    // The same for the pieces of a mask with four bits set (Position::mask(colour)): no sorting,
    // for the bots' inner loops.
    int movesOfMask(std::uint64_t mask) const;
    // The largest value in the table (the worst placement).
    int worst() const;

private:
    int m_colour = 0;
    bool m_complete = true;
    std::vector<std::uint8_t> m_moves;  // a rush is at most 144 moves (tst_less_rush)
};

// The exact rush tables of all four colours on one board, each built when first asked for
// (about 0.2 s each). A bot keeps one for the game it plays; asked about another board, it
// starts over. Not thread-safe: one owner, one thread at a time.
class RushTables {
public:
    const RushTable& table(const Board& board, int colour);
    // Builds a colour's table unless it is there; false (nothing kept) when `cancel` was set
    // during the build.
    bool build(const Board& board, int colour, const std::atomic<bool>* cancel);
    // The fewest moves home for `colour`'s pieces alone on the board (0 when all are home).
    int moves(const Board& board, const Position& position, int colour)
    {
        return table(board, colour).movesOfMask(position.mask(colour));
    }

private:
    Board m_board;
    std::array<std::unique_ptr<RushTable>, kColours> m_tables;
};

struct RushCheck {
    int moves = 0;      // cost of the steps that were valid
    bool home = false;  // all four pieces home after the steps
    QString error;      // empty when every step is a legal rush step
    int step = 0;       // 1-based step at fault
    bool ok() const { return error.isEmpty(); }
};

// Checks a player's rush (steps with from/to set) and adds up its cost.
RushCheck checkRush(const Board& board, int colour, const std::array<int, kPieces>& pieces,
                    const std::vector<Step>& steps);

// Gives every colour whose rush is not known yet its optimal rush (game in its Rush phase).
void finishWithOptimalRush(Game& game);

} // namespace pb::less
