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
        m_thread.reset(QThread::create(std::move(body)));
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

} // namespace pb::gui
