#pragma once

// Technical failures in an Arimaa tournament's database (../shared/specs/arimaa-wcc2015.txt,
// "Technical Problems"): a game halted midway (the tournament was stopped while it was played:
// kept as a "halted" event) is set to resume from one of its moves, and a finished game is
// invalidated and set to be replayed from one of its moves, both with the clocks of that
// moment (arimaa/wccremedy.h). Once a game of a later round has been played, a round's results
// stand (rule 1); the later round's unplayed games, planned from results that no longer stand,
// are planned again. Every such event is kept (TournamentDb::events) and the resumed game's
// record says where it went on and why. The command line's `arimaa wcc resume` and the
// Tournament workspace both call this; playing the tournament again plays the game.

#include <QString>

#include <vector>

namespace pb::store {

struct ResumeRequest {
    QString path;    // the tournament's database
    int job = 0;     // the game (its id in the plan, from 0)
    QString from;    // the first move to play again ("23g")
    QString reason;  // the tournament director's words, kept in the record
};

// Reopens the game; false with `message` saying why not (nothing changed), else true with
// `message` saying what will be played. Refused while another process plays the tournament.
bool resumeGame(const ResumeRequest& request, QString* message);

// A game resumeGame() would reopen now.
struct ResumeCandidate {
    int job = 0;
    bool halted = false;  // stopped midway (else finished)
    QString haltedAt;     // the move it was halted at ("31s")
};

// The games of the database at `path` that can be resumed now: the finished games of the last
// round that has a result (of a round robin: every finished game) and the games halted midway.
// Empty with `message` set when this tournament's games cannot be resumed (the qualifier, other
// games) or the database cannot be read.
std::vector<ResumeCandidate> resumeCandidates(const QString& path, QString* message);

} // namespace pb::store
