#pragma once

// The corridor every game is played through (see docs/architecture.md).
//
// A game's session (less/session.h, arimaa/session.h, ants/session.h) seats players and plays
// the game turn by turn on one thread: it asks the player to move, checks the answer against the
// rules, charges the time, judges faults, reports every event and writes the record. The command
// line calls Session::run() directly; the desktop runs the very same run() on a worker thread
// (app/gui/sessionthread.h), watches its events and feeds a person's moves into a PersonInbox.
//
// A player is one of three kinds, whatever the game:
//   Person   someone at the desktop: the session waits on an inbox the GUI posts moves into;
//   Bot      a built-in bot, thinking on the session's thread within its budget;
//   Program  an external program speaking the game's own protocol (CodeCup dialogue, AEI)
//            through a LineProcess (common/lineprocess.h).

#include <QString>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <thread>

namespace pb::play {

enum class PlayerKind { Person, Bot, Program };

// "person", "bot", "program" (record and JSON words; not translated).
const char* playerKindName(PlayerKind kind);

class PlayerBase {
public:
    virtual ~PlayerBase() = default;
    virtual PlayerKind kind() const = 0;
    // How the player is shown and recorded ("bot:random", a program's command line, "person").
    virtual QString name() const = 0;
};

// What a session's players poll while they think. The session's owner may, from any thread,
// cancel the whole game or interrupt only the turn in progress (its seat got another player);
// both make stop() true until the session starts the next turn.
class TurnControl {
public:
    void cancel()
    {
        m_cancelled.store(true);
        m_stop.store(true);
        m_wake.notify_all();
    }
    void interruptTurn()
    {
        m_stop.store(true);
        m_wake.notify_all();
    }
    bool cancelled() const { return m_cancelled.load(); }
    // The flag players poll (bots and programs take a `const std::atomic<bool>*`).
    const std::atomic<bool>* stopFlag() const { return &m_stop; }
    bool stopped() const { return m_stop.load(); }
    // Session thread, before each turn: clears an interruption (a cancel stays).
    void beginTurn() { m_stop.store(m_cancelled.load()); }

    // Sleeps until `until` or a stop (the desktop's pause between a bot's turns).
    void sleepUntil(std::chrono::steady_clock::time_point until)
    {
        std::unique_lock lock(m_mutex);
        m_wake.wait_until(lock, until, [this] { return m_stop.load(); });
    }

private:
    std::atomic<bool> m_cancelled{false};
    std::atomic<bool> m_stop{false};
    std::mutex m_mutex;
    std::condition_variable m_wake;
};

// Where a person's moves arrive: the GUI posts, the session's thread waits. Only the latest
// move posted is kept; a wait ends with nothing when the turn is stopped or its time is up.
template <class Move>
class PersonInbox {
public:
    void post(Move move)
    {
        {
            std::lock_guard lock(m_mutex);
            m_move = std::move(move);
        }
        m_ready.notify_all();
    }
    void clear()
    {
        std::lock_guard lock(m_mutex);
        m_move.reset();
    }
    // Waits for a move; timeoutMs < 0 waits until stopped. Polls `stop` every 20 ms.
    std::optional<Move> wait(const std::atomic<bool>* stop, std::int64_t timeoutMs = -1)
    {
        const auto start = std::chrono::steady_clock::now();
        std::unique_lock lock(m_mutex);
        for (;;) {
            if (m_move) {
                std::optional<Move> move = std::move(m_move);
                m_move.reset();
                return move;
            }
            if (stop && stop->load())
                return std::nullopt;
            auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(20);
            if (timeoutMs >= 0) {
                const auto deadline = start + std::chrono::milliseconds(timeoutMs);
                if (std::chrono::steady_clock::now() >= deadline)
                    return std::nullopt;
                until = std::min(until, deadline);
            }
            m_ready.wait_until(lock, until);
        }
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::optional<Move> m_move;
};

} // namespace pb::play
