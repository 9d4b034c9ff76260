#include "gui/tournament/tournamentrun.h"

#include "gui/workers.h"
#include "store/tournamentdb.h"

#include <QThread>

#include <mutex>

namespace pb::gui {

using tournament::Finished;
using tournament::Format;
using tournament::Job;
using tournament::Outcome;

// What the run's thread and the GUI thread share. The receiver is cleared (under the lock) when
// the TournamentRun goes, so the thread never posts to a deleted object.
struct TournamentRun::Shared {
    std::mutex mutex;
    QObject* receiver = nullptr;
    store::TournamentPlay* play = nullptr;  // while run() plays
    bool cancel = false;

    template <class F>
    void post(F&& f)
    {
        std::lock_guard lock(mutex);
        if (receiver)
            QMetaObject::invokeMethod(receiver, std::forward<F>(f), Qt::QueuedConnection);
    }
};

TournamentRun::TournamentRun(QObject* parent) : QObject(parent) {}

TournamentRun::~TournamentRun()
{
    if (!m_shared)
        return;
    {
        std::lock_guard lock(m_shared->mutex);
        m_shared->receiver = nullptr;
        m_shared->cancel = true;
        if (m_shared->play)
            m_shared->play->cancel();
    }
    // A game stops within a chunk of its work; if one takes longer, its thread ends on its own
    // and deletes itself (it holds all it uses).
    wait(3000);
}

bool TournamentRun::wait(int ms)
{
    return !m_thread || m_thread->wait(QDeadlineTimer(ms));
}

void TournamentRun::cancel()
{
    if (!m_shared)
        return;
    std::lock_guard lock(m_shared->mutex);
    m_shared->cancel = true;
    if (m_shared->play)
        m_shared->play->cancel();
}

void TournamentRun::start(std::shared_ptr<const Format> format, const QString& databasePath, int jobs,
                          const QStringList& reuseFrom)
{
    if (m_running)
        return;
    if (m_shared) {
        std::lock_guard lock(m_shared->mutex);
        m_shared->receiver = nullptr;  // anything a previous run still posts is dropped
    }
    m_shared = std::make_shared<Shared>();
    m_shared->receiver = this;
    m_running = true;
    auto shared = m_shared;
    QThread* thread = QThread::create([shared, format, databasePath, jobs, reuseFrom] {
        lowerThreadPriority();  // and the runner's threads, started from here
        store::TournamentDb db(databasePath);
        const auto reused = [&] {
            for (const QString& other : reuseFrom)
                if (db.reuseResults(*format, other) < 0)
                    return false;
            return true;
        };
        if (!db.ok() || !db.begin(*format) || !reused()) {
            const QString error = db.error();
            shared->post([error, shared] {
                if (auto* self = static_cast<TournamentRun*>(shared->receiver)) {
                    self->m_running = false;
                    emit self->ended(false, error);
                }
            });
            return;
        }
        std::vector<Finished> already = db.finished();
        const int total = db.jobCount();
        shared->post([shared, already = std::move(already), total] {
            if (auto* self = static_cast<TournamentRun*>(shared->receiver))
                emit self->begun(already, total);
        });
        store::TournamentPlay play(db, *format, jobs);
        {
            std::lock_guard lock(shared->mutex);
            shared->play = &play;
            if (shared->cancel)
                play.cancel();
        }
        store::PlayEvents events;
        events.stored = [shared](const Job& job, const Outcome& outcome, int done, int all) {
            shared->post([shared, job, outcome, done, all] {
                if (auto* self = static_cast<TournamentRun*>(shared->receiver))
                    emit self->stored(job, outcome, done, all);
            });
        };
        const bool good = play.run(events);
        {
            std::lock_guard lock(shared->mutex);
            shared->play = nullptr;
        }
        const bool cancelled = play.cancelled() && good;
        const QString error = good ? QString() : play.error();
        shared->post([shared, cancelled, error] {
            if (auto* self = static_cast<TournamentRun*>(shared->receiver)) {
                self->m_running = false;
                emit self->ended(cancelled, error);
            }
        });
    });
    thread->setObjectName(QStringLiteral("tournament"));
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_thread = thread;
    thread->start();
}

} // namespace pb::gui
