#pragma once

// Technical failures in the Arimaa championship (../shared/specs/arimaa-wcc2015.txt, "Technical
// Problems"): a game halted midway is resumed from the point at which the disadvantage first
// occurred, a finished game (before the next round has started) is invalidated and replayed
// from such a point, both with the clocks (reserves and game time) of that moment. This is the
// game's part: the clock a tournament result keeps move by move, the resumption point made from
// a game's record and result, and the session options that play on from it. The database's
// part (which games may still be reopened, the events kept) is app/store/tournamentresume.h.

#include "arimaa/session.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace pb::arimaa::wcc {

// A game's clock move by move, as a tournament result keeps it ("clock"): one
// [side, used_ms, gold_reserve_ms, silver_reserve_ms, game_ms] per move (0 gold, 1 silver).
QJsonArray clockJson(const std::vector<MoveReport>& moves);
std::vector<MoveReport> clockFromJson(const QJsonArray& clock);

// A job's params["resume"]: where its game goes on.
//   {"from": "23g",          the first move played again
//    "moves": [...],         the record lines before it
//    "clock": [...],         their clock entries (as clockJson)
//    "reserve_ms": [g, s], "game_ms": G, "last_used_ms": [g, s]   the clocks at that point
//    "reason": "...",        why (the tournament director's words)
//    "earlier": [...]}       the game's earlier halts (its record's Resumed lines)
// Made from a game's record and tournament result (finished or halted) and the label of the
// first move to play again: one of the game's moves, or the move after its last one when the
// game did not end on the board. nullopt with `error` set when the label is not one of these or
// the result has no clock for the moves kept.
std::optional<QJsonObject> resumePoint(const QString& record, const QJsonObject& result, const QString& from,
                                       const QString& reason, const TimeControl& control, QString* error);

// The options of the game params["resume"] describes (moves and clocks; its Resumed lines).
// Returns the clock entries of the moves kept, to go before the new ones in the result.
QJsonArray applyResume(const QJsonObject& resume, SessionOptions& options);

} // namespace pb::arimaa::wcc
