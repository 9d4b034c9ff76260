#pragma once

// The strongest built-in Less bot (BotLevel::Mcts): Monte Carlo tree search over the turns of
// all four colours.
//
// - The tree: each node is the game after a turn; its children are the mover's most promising
//   distinct turns by the team's exact rush (own pieces alone, from the rush tables, less/rush.h;
//   the partner's once its own are home), 16 at the root and 5 below (the opponent model: every
//   colour plays one of its few best-looking turns). A node's value is counted for the team
//   whose colour made the turn into it, and children are chosen by UCB1, unvisited ones first in
//   the measure's order.
// - Playouts: from a new leaf every colour plays 4 greedy turns by the same measure (random
//   tie-breaks), or fewer if the game ends; where it got is scored as the referee scores the end:
//   each colour's charged turns plus its exact rush from there. A playout is worth mostly the
//   team's points (0 to 20, clamped as the contest clamps them) and a little the unclamped
//   margin, so a lost or won game still prefers the better margin. Short playouts ending in the
//   exact count beat whole games played out (docs/benchmarks.md).
// - The turn played is the root's most visited child.
//
// The number of playouts comes from the budget (a fixed number per millisecond, at least one per
// root turn), so a seed and a budget give the same turn unless the clock (or the cancel flag)
// stops the search first; BotOptions::playouts fixes the number instead (the clock is ignored),
// and BotOptions::wholeBudget lets the clock alone decide (a program playing for points).

#include "less/bot.h"

namespace pb::less {

Turn mctsTurn(const Game& game, const BotOptions& options);

// Time management for a program with `left` of its game's time: the thinking time for `colour`'s
// turn now. A colour plays until its team is home or its 20th turn, and games mostly end by the
// 11th to 13th turn, so an even share over the 20 turns left half the time unused. The turns
// still to come are estimated from the team's exact rushes (both colours move either's pieces,
// up to 3 moves a turn each: ceil((rush + partner's rush) / 6)) plus 2 for the blocking and the
// detours; the share is the time left over that estimate, never less than over the 20 turns.
std::chrono::milliseconds turnShare(std::chrono::milliseconds left, const Game& game, int colour,
                                    RushTables& tables);

} // namespace pb::less
