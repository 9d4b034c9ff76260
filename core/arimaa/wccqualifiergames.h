#pragma once

// The qualifier of the Arimaa World Computer Championship 2015 as a tournament format
// (tournament/format.h): every entrant plays every benchmark bot, colours alternating (the
// entrant has Gold in the first game), up to `games` (20) games per bot, and stops playing a bot
// once its longest winning streak against it has reached four wins: more games could not raise
// the score and could only lower the tie-breaks. Games go round by round (nextJobs), one game of
// every unfinished pair a round. The standings are scoreQualifier's (wccqualifier.h), with the
// game's place in the plan as its completion time; the first eight are the finals' seeds.
// Settings: {"game": "arimaa-wcc-qualifier", "players": [{"name", "spec"}] (the entrants),
//   "benchmarks": [{"name", "spec"}], "games": 20, "tc", "untimed_ms", "bot_depth", "seed",
//   optional "ratings": {entrant: gameroom rating} (ranks the entrants with no counted game)}.
// A job: {"round", "entrant", "benchmark" (index among the benchmarks), "gold", "silver"
// (indices among entrants then benchmarks), "seed"}; results and records are the round robin's.

#include "tournament/format.h"

#include <memory>

namespace pb::arimaa::wcc {

std::unique_ptr<pb::tournament::Format> makeQualifier(const QJsonObject& settings, QString* error);

} // namespace pb::arimaa::wcc
