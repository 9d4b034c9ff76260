#pragma once

// The Less tournament, as CodeCup 2017 played it: four players play all 24 seatings on one
// board, and every set of 24 games gets a newly generated board. With more than four players
// the rounds split them into groups of four (groups.h: everyone plays equally often and meets
// every other as evenly as the draw can); each group plays its sets on boards of its own.
// A game's points are the task's score, 0 to 20, and 0 for a program at fault. The standings
// rank by total points (docs/tournaments.md).
//
// Settings (all keys required):
//   "game": "less"
//   "players": [{"name": NAME, "spec": SPEC}, ...]  at least 4; SPEC as `less play --player`
//   "rounds": R    rounds of groups, a multiple of roundsForEqualPlay(players) (1 for 4 players)
//   "sets": S      sets of 24 games each group plays in a round, each on its own board
//   "seed": N      0 .. 2^32 - 1; the draw, the boards and the bots' seeds come from it
//   "time_ms", "bot_ms", "judge"   as `less play`'s --time-ms, --bot-ms, --judge
//
// The k-th board of the plan (counted over rounds, then sets, then groups) is the generated
// board of seed N + k (generateBoard with the built-in tiles, turned), and the bots of its
// seating s (the group's players permuted in lexicographic order) get the game seed
// (N + k) * 1000 + s: `playbench-cli less play --seed N+k --permutations` with the group's
// players in index order plays the same 24 games.

#include "tournament/format.h"

#include <QJsonObject>
#include <QString>

#include <memory>

namespace pb::less {

std::unique_ptr<pb::tournament::Format> makeTournament(const QJsonObject& settings, QString* error);

} // namespace pb::less
