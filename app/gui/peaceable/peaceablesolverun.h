#pragma once

#include "peaceable/problem.h"
#include "peaceable/solver.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <memory>
#include <utility>
#include <vector>

namespace pb::gui {

// The Peaceable workspace's solver: one run of peaceable::solve at a time on the worker pool. Its
// improvements come on the solver's thread; they are copied to the GUI thread and signalled there
// (those of a run that has been stopped are dropped). Keeps the (seconds, score) of every
// improvement shown, for the progress plot.
class PeaceableSolveRun : public QObject {
    Q_OBJECT
public:
    explicit PeaceableSolveRun(QObject* parent = nullptr);
    ~PeaceableSolveRun() override;  // stops the run and waits for it

    // Starts a run; `options.stop` and `options.onImprove` are set here. Clears the progress.
    void start(const pb::peaceable::Problem& problem, pb::peaceable::SolverOptions options);
    // Asks the run to end soon; it still finishes (with the best found).
    void stop() { m_stop->store(true); }
    // Waits until the run has returned (its finished() may still be on its way).
    void wait() { m_watcher.waitForFinished(); }
    bool running() const { return m_running; }
    // Seconds since the run started.
    double elapsed() const { return m_clock.elapsed() / 1000.0; }
    // Where the progress line ends: now while running, else when the last run ended.
    double progressEnd() const { return m_running ? elapsed() : m_end; }

    const std::vector<std::pair<double, int>>& progress() const { return m_progress; }
    void clearProgress() { m_progress.clear(); }
    // Adds a point when the score differs from the last one.
    void addProgress(double seconds, int score);

signals:
    void improved(const pb::peaceable::Answer& best, int score, double seconds);
    void finished(const pb::peaceable::SolverResult& result, double seconds);

private:
    bool m_running = false;
    int m_run = 0;
    double m_end = 0;
    std::shared_ptr<std::atomic<bool>> m_stop;
    QFutureWatcher<pb::peaceable::SolverResult> m_watcher;
    QElapsedTimer m_clock;
    std::vector<std::pair<double, int>> m_progress;
};

} // namespace pb::gui
