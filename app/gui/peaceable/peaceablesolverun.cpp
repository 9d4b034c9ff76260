#include "gui/peaceable/peaceablesolverun.h"

#include "gui/workers.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace pb::gui {

using namespace pb::peaceable;

PeaceableSolveRun::PeaceableSolveRun(QObject* parent)
    : QObject(parent), m_stop(std::make_shared<std::atomic<bool>>(false))
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, [this] {
        if (m_watcher.future().resultCount() == 0)
            return;
        const SolverResult result = m_watcher.result();
        m_running = false;
        m_end = elapsed();
        emit finished(result, m_end);
    });
}

PeaceableSolveRun::~PeaceableSolveRun()
{
    m_stop->store(true);
    m_watcher.waitForFinished();
}

void PeaceableSolveRun::start(const Problem& problem, SolverOptions options)
{
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    m_progress.clear();
    m_clock.start();
    options.stop = m_stop.get();
    // Improvements come on the solver's thread: copied and posted to this one (stale ones, from a
    // run that was stopped, are dropped).
    QPointer<PeaceableSolveRun> self(this);
    const int run = ++m_run;
    options.onImprove = [self, run](const Answer& best, int score, double seconds) {
        QMetaObject::invokeMethod(self, [self, run, best, score, seconds] {
            if (self && self->m_running && run == self->m_run)
                emit self->improved(best, score, seconds);
        });
    };
    auto stop = m_stop;
    m_watcher.setFuture(QtConcurrent::run(workerPool(), [problem, options, stop] {
        lowerThreadPriority();
        return solve(problem, options);
    }));
}

void PeaceableSolveRun::addProgress(double seconds, int score)
{
    if (m_progress.empty() || m_progress.back().second != score)
        m_progress.emplace_back(seconds, score);
}

} // namespace pb::gui
