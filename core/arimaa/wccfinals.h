#pragma once

// The finals of the Arimaa World Computer Championship 2015 (../shared/specs/arimaa-wcc2015.txt,
// "Floating Quad Elimination") as a tournament format (tournament/format.h) whose rounds are
// planned one at a time, each from the results so far:
//   - players in seed order (rule 1: the qualifier's ranking); each plays until it has lost
//     `lives` times (rule 2: 4); after each round a player with that many losses is eliminated;
//   - a round's pairing and bye come from wccpairing.h (rules 3-10, exact search) with the
//     performance ratings of wccratings.h (rule 7, all games so far); colours from wcccolours.h
//     (rule 11); games are played by arimaa::Session under the time control (rule 12), through
//     the round robin's play (arimaa/tournament.h), which judges every fault;
//   - when one player is left it is the champion. If two or more were eliminated in that last
//     round they tie for second: each gets one more life and the tournament goes on among them
//     (earlier games count for byes, pairings, colours and ratings; the champion, whose place is
//     decided, plays no more) until one of them is left: second place. Third place goes to the
//     most games won among the rest; ties share it.
// Settings: {"game": "arimaa-wcc-finals", "players": [{"name", "spec"}, ...] (seed order),
//   "tc", "untimed_ms", "bot_depth", "seed" (as the round robin's), "lives": 4}.
// A job: {"round": r (from 1), "gold", "silver" (player indices), "bye": index or -1, "seed"};
// its result is the round robin's (winner, termination, fault, ...), its record the game's. A
// result {"both_forfeited": true} (given by hand: a session always finds a winner) is a loss for
// both, left out of the ratings as rule 7 says; only such games can eliminate two players of one
// game, and so only they can tie players for second place.

#include "tournament/format.h"

#include <memory>

namespace pb::arimaa::wcc {

std::unique_ptr<pb::tournament::Format> makeFinals(const QJsonObject& settings, QString* error);

} // namespace pb::arimaa::wcc
