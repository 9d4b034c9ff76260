#pragma once

// Who plays an Arimaa side: the three kinds of the corridor (common/player.h) for this game.
// A session (session.h) calls a player only from its own thread, one call at a time.
//
// A player only moves; it judges nothing. It answers a turn with a move text, or says why it
// could not (its program crashed, did not answer in time, broke the protocol). The session
// measures the time, charges the clock and checks the move against the rules: every fault of
// every kind of player is judged there, in one place.

#include "arimaa/aei.h"
#include "arimaa/bot.h"
#include "arimaa/game.h"
#include "arimaa/timecontrol.h"
#include "common/player.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pb::arimaa {

// What a player is told when it takes its seat (at the start, or in a game under way).
struct SeatStart {
    int side = Gold;
    bool timed = true;
    TimeControl control;
    std::optional<Position> start;  // a game from a position (none: the setups first)
    int startMoveNumber = 2;
    std::vector<std::string> moves;  // the record lines played so far ("2g Ee2n ...")
    QString opponent;                // how the other side is shown
    int syncTimeoutMs = 5000;
};

// One turn asked of a player.
struct TurnRequest {
    const Game* game = nullptr;
    int side = Gold;
    bool setup = false;
    bool timed = true;
    std::int64_t moveTimeMs = 0;  // the turn's move time (timed)
    std::int64_t reserveMs = 0;   // the side's reserve before the turn (timed)
    // When the answer is due: the side's allowed time (timed; the game limit may cut it), or the
    // thinking time per move of an untimed game.
    std::int64_t deadlineMs = 0;
    int graceMs = 1000;  // a program's answer after `stop`
    // The AEI live options before `go` (greserve ... moveused); empty when untimed.
    std::vector<std::pair<std::string, std::int64_t>> clockOptions;
    std::function<void(const AeiInfo&)> onInfo;      // a search's values so far
    std::function<void(const std::string&)> onLog;   // a program's log lines
};

class Player : public play::PlayerBase {
public:
    enum class Status { Ok, Fault, Stopped };

    struct Reply {
        Status status = Status::Ok;
        std::string move;  // Ok: the move as sent (setup placements, steps, "resigns")
        std::string line;  // the line it came in ("bestmove ..."), for a program
        AeiInfo info;      // what the search said
        std::optional<AeiFault> fault;  // Fault: why no move came
    };

    // Before the seat's first turn: a program starts and runs the AEI opening phase (the
    // session opens both sides before it starts them, so each may learn the other's name).
    // `stop` ends the waits of open() and start() (a fault the session then ignores).
    virtual std::optional<AeiFault> open(int timeoutMs, const std::atomic<bool>* stop)
    {
        (void)timeoutMs;
        (void)stop;
        return std::nullopt;
    }
    // The game (or the game under way) is told: newgame, the time control, the position.
    virtual std::optional<AeiFault> start(const SeatStart& seat, const std::atomic<bool>* stop)
    {
        (void)seat;
        (void)stop;
        return std::nullopt;
    }
    // A move for request.game's side to move. `stop` ends the wait (Stopped).
    virtual Reply turn(const TurnRequest& request, const std::atomic<bool>* stop) = 0;
    // A move was played (`own`: by this player); a pondering program stops first.
    virtual std::optional<AeiFault> moveMade(const std::string& move, bool own, int graceMs, int syncMs)
    {
        (void)move;
        (void)own;
        (void)graceMs;
        (void)syncMs;
        return std::nullopt;
    }
    // Think on the opponent's time (programs with pondering on).
    virtual void ponder() {}
    // The game is over for it: a program gets `quit` (killed after graceMs).
    virtual void quit(int graceMs) { (void)graceMs; }
    // Ended at once.
    virtual void stop() {}
    virtual bool live() const { return false; }
    // A program's id name (from its opening phase), its stderr and dialogue.
    virtual std::string engineId() const { return {}; }
    virtual QString stderrText() const { return {}; }
    virtual std::vector<std::string> transcript() const { return {}; }
};

// A built-in bot: deterministic for its seed when it searches to a fixed depth.
class BotPlayer : public Player {
public:
    // maxDepth > 0: the search goes that many steps deep and never looks at the clock.
    BotPlayer(BotLevel level, std::uint64_t seed, int maxDepth = 0);
    play::PlayerKind kind() const override { return play::PlayerKind::Bot; }
    QString name() const override;
    Reply turn(const TurnRequest& request, const std::atomic<bool>* stop) override;
    BotLevel level() const { return m_bot.level(); }
    int maxDepth() const { return m_maxDepth; }

private:
    Bot m_bot;
    int m_maxDepth = 0;
};

// A person at the desktop: the GUI posts each move (its text) into the inbox. In a timed game a
// person who has not moved by the deadline has run out of time.
class PersonPlayer : public Player {
public:
    play::PlayerKind kind() const override { return play::PlayerKind::Person; }
    QString name() const override { return QStringLiteral("person"); }
    Reply turn(const TurnRequest& request, const std::atomic<bool>* stop) override;
    // Any thread: the move the person confirmed.
    void post(const std::string& move) { m_inbox.post(move); }

private:
    play::PersonInbox<std::string> m_inbox;
};

// How a side is given on the command line or in settings: "bot:random", "bot:search", or an
// AEI engine's command line (split like a shell would, with quotes).
struct PlayerSpec {
    bool bot = false;
    BotLevel level = BotLevel::Random;
    QString program;  // the engine (bot == false)
    QStringList arguments;
    QString name;     // how the player is shown; empty: the engine's id name, else the program
    QString workingDirectory;  // empty: the current one
    int depth = -1;   // a bot's own search depth (bot:search:depth=N); -1: the game's setting
};

// "bot:random", "bot:search", "bot:search:depth=N" (a built-in bot with its own fixed search
// depth, e.g. a benchmark bot of the championship's qualifier), or an engine's command line.
// On a bad spec `error` is set.
PlayerSpec parsePlayerSpec(const QString& text, QString* error = nullptr);
// An engine's command line, never a bot: the name is the command line itself; the program is
// empty when the text has no words.
PlayerSpec programSpec(const QString& commandLine);

// The seed of a side's bot in a game of seed `gameSeed` (each side its own stream).
constexpr std::uint64_t botSeed(std::uint64_t gameSeed, int side)
{
    return gameSeed * 2 + static_cast<std::uint64_t>(side) + 1;
}

} // namespace pb::arimaa
