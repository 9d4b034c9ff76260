#pragma once

// One Less game, played turn by turn: the only place a Less game is played. `playbench-cli less
// play` calls run() for each game (on worker threads for --jobs); the Less workspace runs the
// same run() on a worker thread, watches its events and posts a person's turns to a
// PersonPlayer. See common/player.h for the corridor and program.h for the CodeCup dialogue.
//
// Faults: a program that cannot start, crashes, runs out of time or sends an invalid turn or
// rush scores 0; from then on the judge's bot (a built-in bot of options.judgeLevel) plays its
// seat and the others are scored normally. The final rush: a program sends its own (the judge
// brings its pieces home the shortest way after a fault part way); every other colour's rush is
// the fewest moves home (rush.h).
//
// run() blocks (call it from a worker thread); it never waits longer than the programs' time
// budgets plus small grace periods, and stops its programs on every path. cancel() and
// setPlayer() may be called from any thread while it runs.

#include "common/player.h"
#include "less/gamelog.h"
#include "less/player.h"

#include <QString>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace pb::less {

struct SessionOptions {
    // Each program's time for the whole game, counted while the session waits for it.
    std::chrono::milliseconds timePerGame{30000};
    // The level of the judge's bot that takes over a faulty program's seat.
    BotLevel judgeLevel = BotLevel::Random;
    // Seed of the built-in bots (each colour gets its own stream: botSeed()).
    std::uint64_t seed = 1;
    // Thinking time per turn of a built-in bot.
    std::chrono::milliseconds botBudget{1000};
    // The shortest time a bot's turn takes (the desktop lets each answer be followed); 0: none.
    std::chrono::milliseconds botPause{0};
    QString workingDirectory;  // for the programs; empty: the current one
    // Where the pieces start (tests, replays from a position); the contest always used the
    // start position, so programs that assume it will go wrong with another one.
    std::optional<Position> start;
};

struct SessionResult {
    GameLog log;             // the whole game (scores and moves once it is over)
    bool over = false;       // false when cancelled
    std::array<qint64, kColours> timeUsedMs{};  // programs' thinking time
};

// What a session reports, on its own thread, as the game goes on.
struct SessionEvents {
    // A seat starts thinking (leftMs: a program's time left, else -1).
    std::function<void(int colour, play::PlayerKind kind, qint64 leftMs)> turnStarted;
    // A turn was played; `game` is the game after it.
    std::function<void(const Game& game, const Game::Record& record)> turnPlayed;
    // A program failed; the judge's bot plays its seat from now on.
    std::function<void(const Fault& fault)> faulted;
    // The final rush began (programs are asked for theirs, then the judge solves the rest).
    std::function<void(const Game& game)> rushStarted;
};

// The players of a game, Yellow, Black, White, Red.
using Seats = std::array<std::shared_ptr<Player>, kColours>;

// A player for a spec: a BotPlayer of the spec's level with the colour's seed, or a program
// with the options' time for the game.
std::shared_ptr<Player> makePlayer(const PlayerSpec& spec, int colour, const SessionOptions& options);
Seats makeSeats(const std::array<PlayerSpec, kColours>& specs, const SessionOptions& options);

class Session {
public:
    // A new game on `board`; `resume`, when given, is a game already under way on that board
    // (the desktop's undo goes back to one); programs always start from the first turn.
    Session(const Board& board, Seats seats, SessionOptions options, SessionEvents events = {},
            std::optional<Game> resume = std::nullopt);
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    // Plays the game to its end (or until cancelled). Call once.
    SessionResult run();

    // Any thread: ends the game at once (the result is not over).
    void cancel() { m_control.cancel(); }
    // Any thread: from now on `player` plays the seat; a turn in progress there is asked again
    // of it. The player it replaces is stopped.
    void setPlayer(int colour, std::shared_ptr<Player> player);

    // The game as it stands (the session's thread, or after run() has returned).
    const Game& game() const { return m_game; }

private:
    struct Seat {
        std::shared_ptr<Player> player;
        std::shared_ptr<Player> judge;  // the judge's bot, made at the seat's first fault
        bool judged = false;            // the judge's bot plays the seat (after a fault)
    };

    Seat& seat(int colour) { return m_seats[static_cast<std::size_t>(colour)]; }
    std::shared_ptr<Player> playerAt(int colour);
    void takeReplacements();
    void fault(int colour, Fault f);
    void quitFinished();
    bool playTurn();
    bool rush(int colour);
    SessionResult finish();

    SessionOptions m_options;
    SessionEvents m_events;
    Game m_game;
    std::array<Seat, kColours> m_seats;
    SessionResult m_result;
    play::TurnControl m_control;
    std::atomic<int> m_thinking{-1};  // the seat whose turn is in progress
    std::mutex m_mutex;               // guards m_replacements
    std::array<std::shared_ptr<Player>, kColours> m_replacements;
    std::vector<std::shared_ptr<Player>> m_retired;  // replaced players, stopped on the session's thread
};

} // namespace pb::less
