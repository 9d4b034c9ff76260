#pragma once

// The desktop's side of the corridor (see core/common/player.h): a game session's blocking run()
// on a thread of its own, its events handed to the GUI thread. The session is the same one the
// command line runs; the document only watches its events and posts a person's moves.
//
//   m_thread.start([session, this, game = m_gameNumber] {
//       SessionResult r = session->run();
//       m_thread.post(this, [this, game, r] { if (game == m_gameNumber) finished(r); });
//   });
//
// Events are posted with post(): they run on the GUI thread, and are dropped when the receiver
// has been deleted. The owner cancels its session and calls wait() before it starts another or
// is destroyed; wait() never blocks for long, since every session's run() ends soon after
// cancel() (bots poll the stop flag, programs are killed).

#include <QMetaObject>
#include <QObject>
#include <QThread>

#include "gui/workers.h"

#include <array>
#include <cstddef>
#include <functional>
#include <memory>
#include <utility>

namespace pb::gui {

class SessionThread {
public:
    SessionThread() = default;
    ~SessionThread() { wait(); }
    SessionThread(const SessionThread&) = delete;
    SessionThread& operator=(const SessionThread&) = delete;

    // Runs `body` on a new thread (after the previous one has ended).
    void start(std::function<void()> body)
    {
        wait();
        m_thread.reset(QThread::create([body = std::move(body)] {
            lowerThreadPriority();
            body();
        }));
        m_thread->setObjectName(QStringLiteral("game session"));
        m_thread->start();
    }

    // Waits until the body has returned.
    void wait()
    {
        if (m_thread) {
            m_thread->wait();
            m_thread.reset();
        }
    }

    bool running() const { return m_thread && m_thread->isRunning(); }

    // From the session's thread: runs `f` on `receiver`'s thread, unless `receiver` is gone by then.
    template <class F>
    static void post(QObject* receiver, F&& f)
    {
        QMetaObject::invokeMethod(receiver, std::forward<F>(f), Qt::QueuedConnection);
    }

private:
    std::unique_ptr<QThread> m_thread;
};

// What a workspace's game object (LessPlay, ArimaaPlay) keeps of its game: the session on its
// SessionThread, the players in its seats, and a number for each game so that events posted by
// a game that has since been stopped are dropped on the GUI thread. The game object owns one,
// turns the session's events into its signals with poster(), and stays a plain QObject.
template <class Session, class Player, std::size_t kSeats>
class SessionHost {
public:
    using Players = std::array<std::shared_ptr<Player>, kSeats>;

    ~SessionHost() { stop(); }

    // Ends the game at once (its programs are stopped) and waits for run() to return.
    void stop()
    {
        ++m_game;
        if (m_session)
            m_session->cancel();
        m_thread.wait();
        m_session.reset();
        m_players = {};
    }

    // A function that runs a callable on `receiver`'s thread, unless the game it was made for
    // has been stopped by then. Make it before launch(), hand it to the session's events.
    auto poster(QObject* receiver)
    {
        return [this, receiver, game = m_game](auto f) {
            SessionThread::post(receiver, [this, game, f = std::move(f)] {
                if (game == m_game)
                    f();
            });
        };
    }

    // Runs `body(session)` on the session's thread: it calls run() and posts the result.
    void launch(std::shared_ptr<Session> session, Players players, std::function<void(Session&)> body)
    {
        m_session = std::move(session);
        m_players = std::move(players);
        m_finished = false;
        m_thread.start([session = m_session, body = std::move(body)] { body(*session); });
    }
    // From a posted result: the game has ended.
    void markFinished() { m_finished = true; }
    bool running() const { return m_session != nullptr && !m_finished; }

    // A person's move for a seat whose player is a `Person` (anything else ignores it).
    template <class Person, class Move>
    void postMove(std::size_t seat, Move move)
    {
        if (seat < kSeats)
            if (auto* person = dynamic_cast<Person*>(m_players[seat].get()))
                person->post(std::move(move));
    }

    // Another player for a seat, from its next turn on (a turn in progress is asked again).
    void setPlayer(std::size_t seat, std::shared_ptr<Player> player)
    {
        if (seat >= kSeats || !m_session)
            return;
        m_players[seat] = player;
        m_session->setPlayer(static_cast<int>(seat), std::move(player));
    }

private:
    SessionThread m_thread;
    std::shared_ptr<Session> m_session;
    Players m_players;
    int m_game = 0;
    bool m_finished = false;
};

} // namespace pb::gui
