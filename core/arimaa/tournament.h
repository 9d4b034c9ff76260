#pragma once

// The Arimaa round robin: every pair of players meets in N games, colours alternating (the
// first-listed player of a pair has Gold in its 1st, 3rd, ... game), under one time control
// (or untimed, each move thought for a fixed time). One point per win; the standings rank by
// wins, tied players share the rank (docs/tournaments.md). Games are played by arimaa::Session,
// which judges every fault (a player at fault loses).
//
// Settings (all keys required):
//   "game": "arimaa"
//   "players": [{"name": NAME, "spec": SPEC}, ...]  at least 2; SPEC as parsePlayerSpec takes
//                   it (bot:random, bot:search or an AEI engine's command line)
//   "games": N      games per pair
//   "tc": TC        the time control (M/R/P/L/G/T, its canonical form), or "" when untimed
//   "untimed_ms": MS  thinking time per move of an untimed game (0 when timed)
//   "bot_depth": D  > 0: the built-in bots search D steps whatever the clock (deterministic)
//   "seed": S       0 .. 2^32 - 1; job k's game seed (the bots' seeds) is S * 1000000 + k
//
// The plan: for k = 0 .. N - 1, every pair (i < j) in order, i has Gold when k is even.

#include "tournament/format.h"

#include <QJsonObject>
#include <QString>

#include <memory>

namespace pb::arimaa {

std::unique_ptr<pb::tournament::Format> makeTournament(const QJsonObject& settings, QString* error);

} // namespace pb::arimaa
