#pragma once

// The tester's verdict on an answer, recomputed from scratch. The official tester stops at the
// first fault; this checker reports every one, each with the pieces and squares involved.
//
// The tester's rules:
// - every board character is '.', '#', 'K', 'Q', 'R', 'B' or 'N';
// - walls stay: a wall cell must still be '#', and no '#' may stand where there was no wall;
// - the owner of each piece is '0' .. '0'+C-1 (owners of empty cells and walls are not read);
// - no piece attacks a piece of another player. Kings hit the 8 neighbours, knights the 8 knight
//   jumps (over walls and pieces). Queens, rooks and bishops slide along their lines until the
//   edge, a wall, or the first piece: a friendly first piece blocks the line, an enemy one is
//   attacked.
// Score: each player's total of the points of its pieces; the answer's score is the lowest total,
// -1 when anything above is broken.
//
// So that one broken cell does not hide the rest, attacks are still worked out on the board as
// written: a piece on a removed wall counts as a piece, an added '#' as a wall, and a cell with
// an illegal character or a piece with an illegal owner as empty.

#include "peaceable/problem.h"

#include <QString>

#include <vector>

namespace pb::peaceable {

struct Square {
    int row = 0, col = 0;
    friend bool operator==(const Square&, const Square&) = default;
};

struct Violation {
    enum Kind { IllegalCharacter, WallRemoved, WallAdded, IllegalOwner, Attack };
    Kind kind = Attack;
    Square at;          // the cell at fault; for Attack, the attacking piece
    char piece = 0;     // the character at `at` (board letter)
    char owner = 0;     // the owner character at `at` ('?' when not read)
    Square target;      // Attack: the attacked piece
    char targetPiece = 0;
    char targetOwner = 0;

    // "Queen of player 1 at (3,4) attacks Rook of player 0 at (3,7)", etc.
    QString message() const;
};

struct Verdict {
    std::vector<Violation> violations;  // in board order: cell faults first, then attacks
    std::vector<int> playerScores;      // C totals (pieces with a legal owner only)
    int score = -1;                     // lowest total, or -1 when invalid
    bool valid() const { return violations.empty(); }
    int count(Violation::Kind kind) const;
};

Verdict checkAnswer(const Problem& problem, const Answer& answer);

// Full name of a piece letter ("Queen"), or the letter itself.
QString pieceName(char letter);

} // namespace pb::peaceable
