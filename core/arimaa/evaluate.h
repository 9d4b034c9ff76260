#pragma once

// The search bot's evaluation (bot.h): material valued by what is left (a piece by how many
// enemy pieces are stronger, rabbits by their number), rabbit advancement and free runs, trap
// presence and pieces in danger next to traps, control of the home traps, a piece's value by
// its type and rank (from its side's home rank), frames and hostages
// (framedBy and hostagesOf below), frozen pieces, the elephant's and camel's place, goal
// threats (a rabbit that can walk to its goal on its own), the captures the side to move can
// make with its steps left and those the other side threatens. The weights were fitted to a
// stronger program's scores on positions of our games (docs/benchmarks.md, "Weights fitted to
// Sharp's scores").

#include "arimaa/position.h"

namespace pb::arimaa {

class CaptureTable;

// The evaluation, in centi-rabbits from position.side's view, with `stepsLeft` steps of its
// turn left (4 at the start of a turn). It counts what the side to move can capture with its
// steps left (capture.h), kept in `captures` when given.
int evaluate(const Position& position, int stepsLeft, CaptureTable* captures = nullptr);

// The enemy pieces `colour` frames: each on a trap with every square beside it taken, exactly one
// of them by its friend (its only guard: were the guard to step away, it would die) and the
// others by pieces of `colour` that it cannot push (none weaker than it). It can never leave.
Bits framedBy(const Position& position, int colour);

// The enemy pieces `colour` holds hostage: each a non-rabbit one or two steps from a trap that
// holds no piece of its side, frozen, and beside a stronger piece of `colour` that is not
// frozen and so may drag it in unless the trap is guarded (the way there is not checked).
Bits hostagesOf(const Position& position, int colour);

// The fewest steps (1..maxSteps) in which a rabbit of `colour` can walk to its goal rank on its
// own (the other pieces standing still), or 0 when none can.
int rabbitGoalSteps(const Position& position, int colour, int maxSteps);

} // namespace pb::arimaa
