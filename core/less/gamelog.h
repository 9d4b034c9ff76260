#pragma once

// A readable log of one Less game, as the referee plays it, and a reader that replays it.
//
// The format is line based; '#' starts a comment line, blank lines are ignored:
//   less-game 1
//   board <112 digits>
//   start <Colour> <four squares>                        only when not the start position
//   player <Colour> <how it was played: bot:random or the program's command line>
//   turn <Colour> <turn text, e.g. h1f1:g1g3, or Nil>      one line per turn, in order
//   fault <Colour> <turn number> <kind> "<offending line>" <message>
//   rush <Colour> <moves> <steps, blank separated>          the final rush (when there is one)
//   stderr <Colour> "<one line the player wrote to stderr>"
//   result <Colour> <score> <moves>
// Quoted text uses the escapes \" \\ \n \r \t and \xHH.

#include "less/board.h"
#include "less/position.h"

#include <QString>

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace pb::less {

enum class FaultKind : int {
    Crash = 0,     // the program could not start, exited or died before answering
    Timeout = 1,   // it used up its time for the game
    Invalid = 2,   // an invalid turn: garbage, zero steps, over budget, an illegal step
    BadRush = 3,   // an illegal rush step, or the program stopped before its pieces were home
};

// "crash", "timeout", "invalid", "rush" (log and JSON words; not translated).
const char* faultKindName(FaultKind kind);
// The kind of a word, or -1.
int parseFaultKind(std::string_view word);

struct Fault {
    int colour = 0;
    int turn = 0;       // the colour's turn number (1-based) when it failed; 21 or more: the rush
    FaultKind kind = FaultKind::Crash;
    std::string line;   // what the program sent (empty when it sent nothing)
    QString message;    // why it was rejected
};

struct GameLog {
    Board board;
    Position start = Position::start();
    std::array<QString, kColours> players;
    std::vector<Game::Record> turns;           // as Game::history(): every turn, Nil included
    std::array<int, kColours> rushMoves{-1, -1, -1, -1};
    std::array<std::vector<Step>, kColours> rushSteps;
    std::vector<Fault> faults;
    std::array<QString, kColours> stderrText;  // what each player wrote to stderr
    std::array<int, kColours> scores{};        // 0 for a colour with a fault
    std::array<int, kColours> moves{};         // moves charged, rush included

    bool faulted(int colour) const;
};

// Scores of a finished game: the team score, 0 for a colour that had a fault.
std::array<int, kColours> scoresOf(const Game& game, const std::vector<Fault>& faults);

// Quoting used in the log (also handy for messages).
std::string quoteText(std::string_view text);

std::string writeGameLog(const GameLog& log);

struct GameLogParse {
    GameLog log;
    QString error;  // "file:line:column: ..." of the first problem; empty when the log is good
    bool ok() const { return error.isEmpty(); }
};

// Reads a log and replays it: every turn and rush is checked against the rules, and result
// lines (when present) must match the replayed score. `fileName` is used in messages only.
GameLogParse readGameLog(std::string_view text, const QString& fileName);
GameLogParse loadGameLog(const QString& path);

} // namespace pb::less
