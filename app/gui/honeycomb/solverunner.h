#pragma once

#include "honeycomb/problem.h"
#include "honeycomb/solver.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <atomic>
#include <memory>

class QAction;
class QLabel;
class QProgressBar;
class QWidget;

namespace pb::gui {

// The Honeycomb workspace's solver: one run at a time of honeycomb::solve on the worker pool for
// a time budget, its Solve and Cancel Solving actions, and the bar that shows its progress (games
// played, best score, time) while it runs. The games and best score come back as the future's
// progress, queued to the GUI thread.
//
// A run ends in `finished` unless it is abandoned (its result then never arrives). Its strings
// keep the document's translation context (HoneycombDocument::tr).
class SolveRunner : public QObject {
    Q_OBJECT
public:
    // The actions and the bar are children of `owner`; the bar is hidden until a run starts.
    explicit SolveRunner(QWidget* owner);
    ~SolveRunner() override;  // a running solver is told to stop

    // Starts a run; the caller has checked that the problem has `seed`.
    void start(const pb::honeycomb::Problem& problem, std::uint32_t seed, const QStringList& phrases, double seconds);
    // Stops the run; the best finished game is kept (see finished).
    void cancel();
    // Drops the run: its result is never reported. False when none was running.
    bool abandon();

    bool isSolving() const { return m_solving; }
    int problemId() const { return m_problemId; }
    std::uint32_t seed() const { return m_seed; }
    double seconds() const { return m_seconds; }  // the budget of the current/last run
    int games() const { return m_games; }         // games finished in the current/last run
    int best() const { return m_best; }           // best score among them (-1 before one)
    void clearGames() { m_games = 0; }

    QWidget* bar() const { return m_bar; }
    QAction* solveAction() const { return m_solveAction; }
    QAction* cancelAction() const { return m_cancelAction; }

signals:
    // The run ended: the solver's result, and whether it had been cancelled.
    void finished(const pb::honeycomb::SolverResult& result, bool cancelled);

private:
    void stopShowing();  // the bar goes, the actions are as when idle
    void updateBar();

    bool m_solving = false;
    int m_generation = 0;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    int m_problemId = 0;
    std::uint32_t m_seed = 0;
    double m_seconds = 0;
    int m_games = 0;
    int m_best = -1;
    QElapsedTimer m_clock;
    QTimer m_timer;  // refreshes the time shown while solving
    QAction* m_solveAction = nullptr;
    QAction* m_cancelAction = nullptr;
    QWidget* m_bar = nullptr;
    QLabel* m_label = nullptr;
    QProgressBar* m_progress = nullptr;
};

} // namespace pb::gui
