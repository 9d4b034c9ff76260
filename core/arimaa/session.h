#pragma once

// One Arimaa game, played move by move: the only place an Arimaa game is played.
// `playbench-cli arimaa match` calls run() for each game (on threads of its own for --jobs);
// the Arimaa workspace runs the same run() on a worker thread (app/gui/arimaa/arimaaplay.h),
// watches its events and posts a person's moves. See common/player.h for the corridor,
// player.h for the players and program.h for the AEI dialogue.
//
// The clock (arimaa-match-rules.rst): a turn's time is the wall time the session waits for the
// player, charged by GameClock (the setup gets at least a minute). A player may think its
// allowed time (move time + reserve, capped by T, and by what is left of a G game time). An
// untimed game has no clock: a bot or an engine thinks options.untimedMoveMs per move and a
// person as long as they like.
//
// Terminations (the arimaa.com archive letters), judged here and nowhere else:
//   g goal, e elimination, m immobilisation (by the rules, Game::outcome; m also for a bot that
//     finds no legal move)
//   r resignation (the move was "resigns")
//   t time: the turn went over the allowed time or the single-turn limit T, or the answer never
//     came (a hanging engine, a person who did not move in time)
//   i illegal move: a move Game::play refuses, one that does not parse, a takeback, or a
//     bestmove without a move
//   f forfeit: the engine could not be started, crashed or exited, or stopped answering outside
//     its own search (opening phase, isready, a ponder search that would not stop)
//   s score: the game limit G (by game time or by turns) halted the game; the winner is
//     haltedWinner() over the piece counts after each complete turn since both sides set up
//     (the start position of a game from a position included).
// A cancelled game has no winner and termination 0. A person's move that is illegal (sent from a
// stale position) is asked again rather than judged.
//
// run() blocks; it never waits longer than the time control and the timeouts allow, and quits
// (or kills) its programs on every path. cancel() and setPlayer() may be called from any
// thread while it runs; the events come on run()'s thread.

#include "arimaa/game.h"
#include "arimaa/player.h"
#include "arimaa/timecontrol.h"
#include "common/player.h"

#include <QElapsedTimer>
#include <QString>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace pb::arimaa {

// The clocks at a point of a game, to go on from there after a technical failure
// (arimaa-wcc2015.txt: a halted game is resumed from an earlier position with the clocks of that
// moment; a finished game may be replayed from a position).
struct ClockState {
    std::array<std::int64_t, 2> reserveMs{};   // both reserves
    std::int64_t gameElapsedMs = 0;            // game time already used (for the limit G)
    std::array<std::int64_t, 2> lastUsedMs{};  // each side's last turn (AEI gused, sused)
};

// A game going on from an earlier point of another: the clocks there, and why (the caller's
// words, shown in the record: "Gold's engine crashed at 23g").
struct Resumption {
    ClockState clock;
    QString reason;
    // Earlier halts of the same game (SessionResult::resumptions of the game resumed), kept in
    // this game's record before this one.
    std::vector<std::string> earlier;
};

struct SessionOptions {
    TimeControl control;
    bool timed = true;                    // false: no clock (the workspace's "none")
    std::int64_t untimedMoveMs = 2000;    // an untimed bot's or engine's thinking time per move
    // A game from a position (its side to move and move number); none: the setups first.
    std::optional<Position> start;
    int startMoveNumber = 2;
    // Moves already played from the start (record lines): the game goes on after them (a take
    // back in the workspace). The clocks start afresh, unless `resume` says where they stood.
    std::vector<std::string> moves;
    // Resuming a halted (or replaying a finished) game from the point given by start, moves and
    // startMoveNumber: the reserves, the game time used and each side's last turn are restored
    // (the turns made follow from the move number), and the event goes into the record.
    std::optional<Resumption> resume;
    bool ponder = false;
    int startTimeoutMs = 10000;  // opening phase and first isready of each engine
    int syncTimeoutMs = 5000;    // isready after the options and after a ponder search
    int graceMs = 1000;          // after `stop`, for the bestmove (a late one loses on time)
    std::uint64_t seed = 1;      // the built-in bots' seed (botSeed() per side)
    int botDepth = 0;            // > 0: the bots search that many steps, whatever the clock
    std::string event = "Playbench match";
};

// One move as it was played.
struct MoveReport {
    int side = Gold;
    std::string label;   // "12g"
    std::string move;    // in the official notation, captures included, without the label
    std::string line;    // the engine's bestmove line as it was sent (empty for others)
    std::int64_t usedMs = 0;
    std::array<std::int64_t, 2> reserveMs{};  // both reserves after the move
    std::int64_t gameElapsedMs = 0;           // since the game started
    AeiInfo info;                             // the last values of the search's info
};

// Why a game ended other than on the board.
struct SessionFault {
    int side = -1;         // the player at fault; -1 for a game halted by the limit G
    std::string label;     // the move it was to make ("12g"), or the game's next move
    std::string line;      // the offending line (a bestmove), if any
    QString reason;
};

struct SessionResult {
    int winner = -1;        // Gold, Silver; -1 when cancelled
    char termination = 0;   // see above
    bool cancelled = false;
    std::optional<SessionFault> fault;
    Game game;              // every legal move played, for record() / recordText()
    std::vector<MoveReport> moves;
    std::array<QString, 2> names;         // as shown
    std::array<std::string, 2> engineIds; // the engines' id name lines
    std::array<std::vector<std::string>, 2> transcripts;
    std::array<QString, 2> stderrTexts;
    std::int64_t startedAtSecs = 0;   // Unix time of the start
    std::int64_t endedAtSecs = 0;
    std::int64_t durationMs = 0;
    // Each halt and resumption of the game, oldest first, as the record's "Resumed" lines:
    // "23g after a halt (reason); reserves Gold 91.250s, Silver 120.000s; game time 725.004s".
    std::vector<std::string> resumptions;
};

// The clocks after the first `count` moves of `moves` (a session's MoveReports), to resume the
// game from there; {} with the time control's start reserves for count 0.
ClockState clockAfter(const std::vector<MoveReport>& moves, std::size_t count, const TimeControl& control);

// A turn about to start, for live clocks: the side may think allowedMs (move time + reserve,
// capped by T; 0 when untimed) before it loses on time.
struct TurnStart {
    int side = Gold;
    std::string label;                        // "12g"
    bool setup = false;
    std::int64_t moveTimeMs = 0;              // the turn's move time (a setup: at least a minute)
    std::int64_t allowedMs = 0;
    std::array<std::int64_t, 2> reserveMs{};  // both reserves before the turn
    std::int64_t gameElapsedMs = 0;           // since the game started
    play::PlayerKind kind = play::PlayerKind::Person;  // who is asked
};

// What a session reports, on its own thread, as the game goes on.
struct SessionEvents {
    std::function<void(const TurnStart&)> turnStarted;               // before each turn
    std::function<void(int side, const AeiInfo&)> info;              // a search's values so far
    std::function<void(int side, const std::string&)> log;           // an engine's log lines
    std::function<void(const MoveReport&, const Game& after)> moved; // after each legal move
};

using Seats = std::array<std::shared_ptr<Player>, 2>;

// A player for a spec: a BotPlayer with the side's seed and the options' depth, or an engine.
std::shared_ptr<Player> makePlayer(const PlayerSpec& spec, int side, const SessionOptions& options);

class Session {
public:
    Session(Seats seats, SessionOptions options, SessionEvents events = {});
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    // Plays the game to its end (or until cancelled). Call once.
    SessionResult run();

    // Any thread: ends the game at once (the result is cancelled).
    void cancel() { m_control.cancel(); }
    // Any thread: from now on `player` plays the side; a turn in progress there is asked again
    // of it. The player it replaces is stopped.
    void setPlayer(int side, std::shared_ptr<Player> player);

private:
    std::shared_ptr<Player>& seat(int side) { return m_seats[static_cast<std::size_t>(side)]; }
    SeatStart seatStart(int side) const;
    bool startPlayers();
    bool takeReplacements();
    bool turn();
    void lose(int side, char termination, const QString& reason, std::string line = {});
    void halt(const QString& reason);
    void finish();

    SessionOptions m_options;
    SessionEvents m_events;
    Seats m_seats;
    SessionResult m_r;
    GameClock m_clock;
    QElapsedTimer m_gameTimer;
    std::int64_t m_gameOffsetMs = 0;  // game time used before a resumption
    std::int64_t gameElapsedMs() const { return m_gameOffsetMs + m_gameTimer.elapsed(); }
    void resume();
    std::vector<std::array<int, 2>> m_pieces;  // after each complete turn, for a halted game
    int m_lastSide = -1;
    play::TurnControl m_control;
    std::atomic<int> m_thinking{-1};  // the side whose turn is in progress
    std::mutex m_mutex;               // guards m_replacements
    std::array<std::shared_ptr<Player>, 2> m_replacements;
    std::vector<std::shared_ptr<Player>> m_retired;
};

// "goal", "time", ... (untranslated key words)
const char* terminationName(char termination);

// The game in the official notation under a header of "Key: value" lines:
//   Event, Gold, Silver, TimeControl, Date (UTC, from startedAtSecs), Result (g, s or *),
//   Termination (letter), Reason (for a fault), Start (a game from a position), Resumed (one
//   line per halt and resumption), then an empty line and the move lines.
std::string gameRecordText(const SessionResult& result, const SessionOptions& options);

// The arimaa.com archive columns (tab-separated) and one game as its line: id, wusername,
// busername, event, timecontrol, startts, endts, result (w/b), termination, plycount (number of
// the last move), movelist (moves joined by the two characters "\n", ending with the label of
// the move that was not played, as arimaa.com's archives do; not after a resignation).
std::string archiveHeaderLine();
std::string archiveLine(const SessionResult& result, const SessionOptions& options, int id);

} // namespace pb::arimaa
