#pragma once

// Arimaa turns and games: checking a move written as steps, setups, the end-of-turn checks in the
// official order, third repetitions, takebacks, and replaying arimaa.com archive games.
//
// End of turn (arimaa-rules.rst "Notes", NOTES.md), A has moved and B is next:
//   1. a rabbit of A on its goal rank: A wins (g);  2. a rabbit of B on its goal rank: B wins (g);
//   3. B has no rabbits: A wins (e);  4. A has no rabbits: B wins (e);
//   5. B has no legal step, push or pull: A wins (m);
//   6. every move of B would make a third repetition: A wins (m).
// A move must change the position; a move after which the same position with the same side to
// move has now occurred for the third time is illegal. Positions are counted after every complete
// turn, the one after Silver's setup included.

#include "arimaa/movegen.h"
#include "arimaa/notation.h"
#include "arimaa/position.h"

#include <QString>

#include <string>
#include <unordered_map>
#include <vector>

namespace pb::arimaa {

struct Outcome {
    int winner = -1;        // Gold, Silver, or -1 while the game goes on
    char termination = 0;   // 'g' goal, 'e' elimination, 'm' immobilisation (no move, or only
                            // third repetitions), 'r' resignation
    bool decided() const { return winner >= 0; }
};

struct StepsCheck {
    Position after;                 // the position after the steps (side not yet switched)
    std::vector<Capture> captures;  // in the order they happened
    std::vector<int> captureAfter;  // for each capture, how many steps came before it
    QString error;                  // empty when the steps are a legal sequence
    bool ok() const { return error.isEmpty(); }
};
// Plays 1 to 4 steps of position.side, checking each against the rules: steps of own unfrozen
// pieces, pushes and pulls as step pairs (a push completion never pulls). Does not check that
// the position changed, repetitions or capture tokens.
StepsCheck checkSteps(const Position& position, const std::vector<StepToken>& steps);

// The end-of-turn checks 1 to 5 after `mover` has moved (`after.side` is the other colour).
Outcome endOfTurn(const Position& after, int mover);

class Game {
public:
    // An empty board with Gold to set up (move 1g).
    Game();
    // A game that goes on from a position (its side to move), e.g. a diagram's "2g".
    static Game fromPosition(const Position& position, int moveNumber);

    const Position& position() const { return position_; }
    int moveNumber() const { return moveNumber_; }
    int sideToMove() const { return position_.side; }
    bool inSetup() const { return setup_; }
    Outcome outcome() const { return outcome_; }
    // "12g": the label of the move to play now.
    std::string moveLabel() const;
    // The moves played so far in the official notation, one line each ("2g Ee2n Ee3n ..."),
    // capture tokens included; a takeback removes the line of the move it undoes.
    const std::vector<std::string>& record() const { return record_; }
    std::string recordText() const;

    // Plays a setup, a move of steps or a resignation. Returns an empty text when it was legal,
    // else why not (and the game is unchanged). Capture tokens, when written, must be right.
    // A resignation may be the side to move's or, labelled with its side ("22s resigns" while
    // 23g is to play: the number of its last move or of its next), its opponent's.
    QString play(const MoveText& move);
    QString play(std::string_view text);
    // Undoes the last move; false when there is none.
    bool takeback();

    // How often the position with its side to move has occurred after a complete turn.
    int occurrences(const Position& position) const;

private:
    QString resign(const MoveText& move);
    QString playSetup(const MoveText& move);
    QString playSteps(const MoveText& move);
    void finishTurn(const Position& after, int mover);

    struct Saved {
        Position position;
        int moveNumber = 0;
        bool setup = false;
        Outcome outcome;
        std::uint64_t countedKey = 0;  // the key counted after this move, 0 if none
    };
    Position position_;
    int moveNumber_ = 1;
    bool setup_ = true;
    Outcome outcome_;
    std::vector<Saved> undo_;
    std::vector<std::string> record_;
    std::unordered_map<std::uint64_t, int> seen_;
    int keysSeenTwice_ = 0;
    MoveGenerator generator_;
};

// Replaying one game of an arimaa.com archive.
struct ReplayReport {
    std::string id;
    int recordedWinner = -1;        // from the result column (w/g or b/s)
    char recordedTermination = 0;   // from the termination column
    int winner = -1;                // ours
    char termination = 0;           // ours: g e m by the rules; for a game the rules did not
                                    // end, the recorded r/t/f/... (r when a "resigns" line ended
                                    // it) with the record's winner, or s (halted by the game
                                    // limit) scored by haltedWinner; 0 when nothing says
    bool byRules = false;           // the rules ended the game (goal, elimination, immobilisation)
    bool winnerFromRecord = false;  // r/t/f/...: either side may resign or lose on time on the
                                    // other's turn, so the winner is taken from the record
    int movesPlayed = 0;            // moves (setups included) that were played
    bool illegal = false;
    std::string illegalMove;        // "12b" and its text
    QString reason;                 // why the move was illegal, or what else went wrong
    bool agrees = false;            // legal, and our winner and termination are the record's
};
ReplayReport replayArchiveGame(const ArchiveGame& game);

} // namespace pb::arimaa
