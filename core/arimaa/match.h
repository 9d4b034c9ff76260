#pragma once

// One Arimaa game between two AEI engines (../shared/specs/arimaa-aei-protocol.txt) under a time
// control (arimaa-match-rules.rst), refereed by the rules in game.h.
//
// The dialogue with each engine follows the AEI spec's blitz example session:
//   aei ... aeiok, isready/readyok, newgame, isready/readyok, setoption tcmove/tcreserve/
//   tcpercent/tcmax/tctotal/tcturns/tcturntime and opponent, setposition when the game starts
//   from a position, isready/readyok; then before each of its own turns the live options
//   greserve, sreserve, gused, sused, lastmoveused, moveused (whole seconds) and `go`; after
//   every move but the last, both sides', `makemove <move>` to both engines (an engine is sent
//   its own move back too, as in the example; the move as the record has it, capture tokens
//   included).
// With pondering on, the engine that has just moved is sent `go ponder`; before it is told the
// opponent's move the ponder search is ended with `stop` and an isready/readyok, so a late
// bestmove of that search can never be taken for an answer (the spec's example lets makemove
// end it; stopping first is the same for the engine and safer for the controller).
//
// The clock: a turn's time is the wall time from `go` to its bestmove, charged by GameClock
// (the setup gets at least a minute). The deadline of a `go` is the side's allowed time (move
// time + reserve, capped by T, and by what is left of a G game time); then the engine is sent
// `stop`, gets graceMs more, and is killed. Nothing waits forever: every wait is bounded, the
// cancel flag is polled, and both engines are quit (or killed) on every path.
//
// Terminations (the arimaa.com archive letters, checked against the reference archive and the
// arimaa.com game viewer's reason codes):
//   g goal, e elimination, m immobilisation (by the rules, Game::outcome)
//   r resignation (the engine's bestmove was "resigns")
//   t time: the turn went over the allowed time or the single-turn limit T, the bestmove came
//     after the deadline, or never came (a hanging engine)
//   i illegal move: a bestmove Game::play refuses, one that does not parse, a takeback, or a
//     bestmove without a move
//   f forfeit: the engine could not be started, crashed or exited, or stopped answering outside
//     its own search (opening phase, isready, a ponder search that would not stop)
//   s score: the game limit G (by game time or by turns) halted the game; the winner is
//     haltedWinner() over the piece counts after each complete turn since both sides set up
//     (after Gold's setup alone Silver has no pieces yet, which would hand every such game to
//     Gold), the start position of a game from a position included.
// A cancelled game has no winner and termination 0.
//
// playGame is synchronous and blocking: call it from a worker thread, which then owns both
// engines' processes. The callbacks are called on that thread.

#include "arimaa/aei.h"
#include "arimaa/game.h"
#include "arimaa/timecontrol.h"

#include <QString>
#include <QStringList>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace pb::arimaa {

struct EnginePlayer {
    QString program;
    QStringList arguments;
    QString name;              // how the player is shown; empty: the engine's id name, else the program
    QString workingDirectory;  // empty: the current one
};

// A command line split like a shell would (quotes); the name is the command line itself.
// Empty program when the text has no words.
EnginePlayer enginePlayerFromCommand(const QString& commandLine);

struct MatchSettings {
    TimeControl control;
    // A game from a position (its side to move and move number); none: the setups first.
    std::optional<Position> start;
    int startMoveNumber = 2;
    bool ponder = false;
    int startTimeoutMs = 10000;  // opening phase and first isready of each engine
    int syncTimeoutMs = 5000;    // isready after the options and after a ponder search
    int graceMs = 1000;          // after `stop`, for the bestmove (a late one loses on time)
    std::string event = "Playbench match";
};

// One move as it was played.
struct MoveReport {
    int side = Gold;
    std::string label;   // "12g"
    std::string move;    // in the official notation, captures included, without the label
    std::string line;    // the engine's bestmove line as it was sent
    std::int64_t usedMs = 0;
    std::array<std::int64_t, 2> reserveMs{};  // both reserves after the move
    std::int64_t gameElapsedMs = 0;           // since the game started (the setups' go)
    AeiInfo info;                             // the last values of the engine's info lines
};

// Why a game ended other than on the board.
struct MatchFault {
    int side = -1;         // the engine at fault
    std::string label;     // the move it was to make ("12g"), or the game's next move
    std::string line;      // the offending line (a bestmove), if any
    QString reason;
};

struct GameResult {
    int winner = -1;        // Gold, Silver; -1 when cancelled
    char termination = 0;   // see above
    bool cancelled = false;
    std::optional<MatchFault> fault;
    Game game;              // every legal move played, for record() / recordText()
    std::vector<MoveReport> moves;
    std::array<QString, 2> names;         // as shown
    std::array<std::string, 2> engineIds; // the engines' id name lines
    std::array<std::vector<std::string>, 2> transcripts;
    std::array<QString, 2> stderrTexts;
    std::int64_t startedAtSecs = 0;   // Unix time of the start
    std::int64_t endedAtSecs = 0;
    std::int64_t durationMs = 0;
};

// A turn about to start (before its `go`), for live clocks: the side may think allowedMs
// (move time + reserve, capped by T) before it loses on time.
struct TurnStart {
    int side = Gold;
    std::string label;                        // "12g"
    bool setup = false;
    std::int64_t moveTimeMs = 0;              // the turn's move time (a setup: at least a minute)
    std::int64_t allowedMs = 0;
    std::array<std::int64_t, 2> reserveMs{};  // both reserves before the turn
    std::int64_t gameElapsedMs = 0;           // since the game started
};

struct MatchCallbacks {
    // After each legal move (clocks updated).
    std::function<void(const MoveReport&)> onMove;
    // Each info line of the engine that is thinking on its turn (the values so far this turn).
    std::function<void(int side, const AeiInfo&)> onInfo;
    // Each log line of that engine.
    std::function<void(int side, const std::string&)> onLog;
    // Before each `go`.
    std::function<void(const TurnStart&)> onTurnStart;
};

// Plays one game: players[0] is Gold, players[1] Silver.
GameResult playGame(const std::array<EnginePlayer, 2>& players, const MatchSettings& settings,
                    const MatchCallbacks& callbacks = {}, const std::atomic<bool>* cancel = nullptr);

const char* terminationName(char termination);  // "goal", "time", ... (untranslated key words)

// The game in the official notation under a header of "Key: value" lines:
//   Event, Gold, Silver, TimeControl, Date (UTC, from startedAtSecs), Result (g, s or *),
//   Termination (letter), Reason (for a fault), then an empty line and the move lines.
std::string gameRecordText(const GameResult& result, const MatchSettings& settings);

// The arimaa.com archive columns (tab-separated) and one game as its line: id, wusername,
// busername, event, timecontrol, startts, endts, result (w/b), termination, plycount (number of
// the last move), movelist (moves joined by the two characters "\n", ending with the label of
// the move that was not played, as arimaa.com's archives do; not after a resignation).
std::string archiveHeaderLine();
std::string archiveLine(const GameResult& result, const MatchSettings& settings, int id);

} // namespace pb::arimaa
