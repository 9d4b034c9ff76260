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

#include <array>
#include <cstddef>

namespace pb::arimaa {

class CaptureTable;

// The evaluation's terms, each both sides' difference from the side to move's view.
enum class EvalTerm {
    Material,       // pieces by what is left (a piece by how many enemy pieces are stronger)
    Rank,           // each piece by its type and rank from its side's home rank
    RabbitAdvance,  // rabbits' ranks, worth more as the enemy's officers go
    FreeRun,        // rabbits with no enemy piece ahead on their file or beside it
    TrapPresence,   // pieces beside each trap, ours against theirs
    TrapDanger,     // pieces beside a trap that a stronger enemy piece may push or pull in
    HomeTraps,      // control of the home traps
    Frames,
    Hostages,
    Frozen,
    Elephant,       // walled in; its distance from the centre
    Camel,          // its file's distance from the centre
    GoalThreats,    // a rabbit that can walk to goal next turn
    Captures,       // what the side to move can capture with its steps left
    Threats,        // what the other side could capture with a turn
    Tempo,          // steps left of the turn
    Count
};
constexpr std::size_t kEvalTerms = static_cast<std::size_t>(EvalTerm::Count);
using EvalTerms = std::array<int, kEvalTerms>;

// The evaluation, in centi-rabbits from position.side's view, with `stepsLeft` steps of its
// turn left (4 at the start of a turn). It counts what the side to move can capture with its
// steps left (capture.h), kept in `captures` when given.
int evaluate(const Position& position, int stepsLeft, CaptureTable* captures = nullptr);

// The same evaluation term by term (the capture search without a table): the terms add up to
// evaluate(position, stepsLeft).
EvalTerms evaluationTerms(const Position& position, int stepsLeft);
// A term's name in lower case with underscores, as playbench-cli prints it.
const char* evalTermName(EvalTerm term);

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
