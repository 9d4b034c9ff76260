#pragma once

// The ICFP 2004 tournament (task section 3.2): every pair of brains plays twice on each world,
// once with each colour; a win is 2 points, a draw 1. The worlds are given as texts (the ten
// samples, contest worlds from our generator, or any files); the game seed and the rounds are
// settings. Settings (JSON):
//   {"game": "ants", "seed": 12345, "rounds": 100000,
//    "brains": [{"name": "sample", "text": "..."}, ...],
//    "worlds": [{"name": "sample0.world", "text": "..."}, ...]}
// A job is {"red": i, "black": j, "world": w}; its result {"food": [red, black],
// "rounds": n, "error": "..." (only when the game stopped early)}. The game is replayed from
// the settings and the job, so no record is kept. Games are deterministic: gameKey() is the
// SHA-256 of the seed, the rounds and the texts of both brains and the world, and a game with
// the same key in another tournament's database can lend its result (`--reuse`).

#include "tournament/format.h"

#include <QJsonObject>
#include <QString>

#include <memory>

namespace pb::ants {

// The ant engine's revision (tournament::Format::engineRevision). Raise it with any change to
// the engine that may end a game differently: tournament databases played before it are then
// neither resumed nor reused. The engine matches the contest's dumps byte for byte, so only a
// fix of a case the dumps do not cover should ever raise it.
inline constexpr int kEngineRevision = 1;

std::unique_ptr<tournament::Format> makeTournament(const QJsonObject& settings, QString* error);

// Settings for brains and worlds given as (name, text) pairs; names of brains entered more than
// once get " (2)", " (3)" added.
QJsonObject tournamentSettings(const std::vector<std::pair<QString, QString>>& brains,
                               const std::vector<std::pair<QString, QString>>& worlds,
                               std::uint32_t seed, int rounds);

} // namespace pb::ants
