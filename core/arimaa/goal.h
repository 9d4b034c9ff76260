#pragma once

// Goal search: can a side get a rabbit to its goal rank within the steps left of a turn, with
// the help of its other pieces (stepping aside, unfreezing the rabbit, guarding a trap on its
// way) and by pushing and pulling enemy pieces out of its way?
//
// An iterative-deepening search over the side's steps, pushes and pulls (repetitions are not
// considered). Two prunings keep it small:
// - a lower bound per rabbit: its ranks to go, plus one if it is frozen, plus one if its straight
//   walk is not free (a square taken on its file ahead, or a square on the way where it would be
//   frozen or captured on an unguarded trap: another piece has to act first, or it has to step
//   sideways); rabbits whose bound exceeds the steps left are not candidates, and without a
//   candidate the node fails;
// - relevance: a step, push or pull is tried only when one of its squares lies within
//   2 x spare - 1 squares of a candidate's file between it and its goal (spare: the steps left
//   beyond its ranks to go). A sideways step of the rabbit takes one spare step, and each helper
//   step can free the next helper up to two squares farther out (a cat unfreezes a horse that
//   steps next to the rabbit), so a helper farther away cannot reach the way in time.
// A position without a rabbit within maxSteps ranks of its goal costs one mask test; otherwise the
// deepening starts at the smallest rabbit bound.
// tests/arimaa/tst_arimaa_goal.cpp checks the answers against the full move generator
// (MoveGenerator::goalSteps) on positions from games and on random ones.

#include "arimaa/position.h"

#include <cstdint>
#include <vector>

namespace pb::arimaa {

struct GoalStep {
    std::int8_t from = 0;
    std::int8_t to = 0;
};

// The fewest steps (1..maxSteps, maxSteps at most 4) in which `colour` can get one of its
// rabbits to its goal rank, moving now (whatever position.side says), or 0 when it cannot.
// `line`, when given, receives the steps of one such move (a push or pull as its two steps);
// `nodes`, when given, is increased by the positions visited.
int goalSteps(const Position& position, int colour, int maxSteps, std::vector<GoalStep>* line = nullptr,
              std::int64_t* nodes = nullptr);

// Answers of goalSteps(position, position.side, 4) kept by position and side to move: a
// direct-mapped table of 65,536 entries (1 MB) that a search asks at turn starts, where the
// same positions come back in every iteration and through transpositions. One per thread.
class GoalTable {
public:
    int turnGoal(const Position& position);

private:
    struct Entry {
        std::uint64_t key = 0;
        std::int8_t steps = -1;  // -1: empty
    };
    std::vector<Entry> m_entries = std::vector<Entry>(std::size_t{1} << 16);
};

} // namespace pb::arimaa
