#pragma once

// The strongest built-in Less bot (BotLevel::Mcts): Monte Carlo tree search over the turns of
// all four colours.
//
// - The tree: each node is the game after a turn; its children are the mover's most promising
//   distinct turns by the greedy measure (the team's distance home, bot.h), 16 at the root and
//   5 below (the opponent model: every colour plays one of its few best-looking turns). A
//   node's value is counted for the team whose colour made the turn into it, and children are
//   chosen by UCB1, unvisited ones first in the measure's order.
// - Playouts: from a new leaf every colour plays greedy turns (random tie-breaks) to the end of
//   the game; the end is scored exactly: charged turns plus each colour's exact final rush from
//   the rush tables (less/rush.h), as the referee scores it. A playout is worth mostly the
//   team's points (0 to 20, clamped as the contest clamps them) and a little the unclamped
//   margin, so a lost or won game still prefers the better margin.
// - The turn played is the root's most visited child.
//
// The number of playouts comes from the budget (a fixed number per millisecond, at least one per
// root turn), so a seed and a budget give the same turn unless the clock (or the cancel flag)
// stops the search first; BotOptions::playouts fixes the number instead (the clock is ignored).

#include "less/bot.h"

namespace pb::less {

Turn mctsTurn(const Game& game, const BotOptions& options);

} // namespace pb::less
