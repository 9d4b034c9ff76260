// The Honeycomb solver on the worker pool. Strings go through HoneycombDocument::tr, not this
// class's tr, so that they keep the context their translations were made in.
#include "gui/honeycomb/solverunner.h"

#include "gui/honeycomb/honeycombdocument.h"
#include "gui/workers.h"

#include <QAction>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPromise>
#include <QToolButton>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <chrono>

namespace pb::gui {

using namespace pb::honeycomb;

SolveRunner::SolveRunner(QWidget* owner) : QObject(owner)
{
    // Solve: F5 (Ctrl+Shift+S is Save As); Esc or the bar's button cancels.
    m_solveAction = new QAction(HoneycombDocument::tr("&Solve..."), owner);
    m_solveAction->setObjectName(QStringLiteral("solve"));
    m_solveAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_solveAction->setToolTip(
        HoneycombDocument::tr("Let the solver play the shown problem and seed for a time you choose (F5)"));
    m_solveAction->setStatusTip(m_solveAction->toolTip());
    m_cancelAction = new QAction(HoneycombDocument::tr("&Cancel Solving"), owner);
    m_cancelAction->setObjectName(QStringLiteral("cancelSolve"));
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelAction->setToolTip(HoneycombDocument::tr("Stop the solver; the best game so far is kept (Esc)"));
    m_cancelAction->setEnabled(false);
    connect(m_cancelAction, &QAction::triggered, this, &SolveRunner::cancel);

    m_bar = new QWidget(owner);
    m_bar->setObjectName(QStringLiteral("solveBar"));
    m_bar->setAutoFillBackground(true);
    m_bar->setStyleSheet(QStringLiteral("QWidget#solveBar { background: #e6f2e6; }"));
    auto* layout = new QHBoxLayout(m_bar);
    layout->setContentsMargins(6, 3, 6, 3);
    m_label = new QLabel(m_bar);
    m_label->setObjectName(QStringLiteral("solveLabel"));
    layout->addWidget(m_label, 1);
    m_progress = new QProgressBar(m_bar);
    m_progress->setObjectName(QStringLiteral("solveProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true);
    m_progress->setMaximumWidth(220);
    layout->addWidget(m_progress);
    auto* cancelButton = new QToolButton(m_bar);
    cancelButton->setObjectName(QStringLiteral("button-cancelSolve"));
    cancelButton->setDefaultAction(m_cancelAction);
    cancelButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    cancelButton->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(cancelButton);
    m_bar->hide();

    m_timer.setInterval(200);
    connect(&m_timer, &QTimer::timeout, this, &SolveRunner::updateBar);
}

SolveRunner::~SolveRunner()
{
    if (m_cancel)
        m_cancel->store(true);  // the worker only holds copies; it stops at the next unit
}

void SolveRunner::start(const Problem& problem, std::uint32_t seed, const QStringList& phrases, double seconds)
{
    ++m_generation;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancel;
    m_solving = true;
    m_problemId = problem.id;
    m_seed = seed;
    m_seconds = std::max(0.1, seconds);
    m_games = 0;
    m_best = -1;
    m_clock.start();
    m_solveAction->setEnabled(false);
    m_cancelAction->setEnabled(true);
    m_bar->show();
    m_timer.start();
    updateBar();

    const int generation = m_generation;
    const auto budget = std::chrono::duration_cast<SolverOptions::Clock::duration>(std::chrono::duration<double>(m_seconds));
    auto* watcher = new QFutureWatcher<SolverResult>(this);
    // Progress comes as the future's progress (queued to this thread): the value is the number of
    // games finished, the text the best score.
    connect(watcher, &QFutureWatcher<SolverResult>::progressValueChanged, this, [this, generation](int games) {
        if (generation == m_generation && m_solving)
            m_games = std::max(m_games, games);
    });
    connect(watcher, &QFutureWatcher<SolverResult>::progressTextChanged, this, [this, generation](const QString& best) {
        if (generation == m_generation && m_solving) {
            m_best = std::max(m_best, best.toInt());
            updateBar();
        }
    });
    connect(watcher, &QFutureWatcher<SolverResult>::finished, this, [this, watcher, generation, cancel] {
        watcher->deleteLater();
        if (generation != m_generation || watcher->future().resultCount() == 0)
            return;  // abandoned
        const SolverResult result = watcher->result();
        stopShowing();
        m_games = result.runs;
        m_best = result.score;
        emit finished(result, cancel->load());
    });
    watcher->setFuture(QtConcurrent::run(workerPool(), [problem, seed, phrases, cancel, budget](QPromise<SolverResult>& promise) {
        lowerThreadPriority();
        SolverOptions options;
        options.phrases = phrases;
        options.stopAt = SolverOptions::Clock::now() + budget;
        options.relaxAt = options.stopAt;  // no new game that would not end in time
        options.cancel = cancel.get();
        options.maxRuns = 1 << 20;
        promise.setProgressRange(0, options.maxRuns);
        int games = 0;
        int best = -1;
        options.onRun = [&](int, int score) {
            ++games;
            best = std::max(best, score);
            promise.setProgressValueAndText(games, QString::number(best));
        };
        promise.addResult(pb::honeycomb::solve(problem, seed, options));
    }));
}

void SolveRunner::cancel()
{
    if (m_solving && m_cancel) {
        m_cancel->store(true);
        m_cancelAction->setEnabled(false);
        m_label->setText(HoneycombDocument::tr("Cancelling; the best game so far will be kept..."));
    }
}

bool SolveRunner::abandon()
{
    if (!m_solving)
        return false;
    ++m_generation;  // the running one's result is dropped
    if (m_cancel)
        m_cancel->store(true);
    stopShowing();
    return true;
}

void SolveRunner::stopShowing()
{
    m_solving = false;
    m_timer.stop();
    m_bar->hide();
    m_solveAction->setEnabled(true);
    m_cancelAction->setEnabled(false);
}

void SolveRunner::updateBar()
{
    if (!m_solving)
        return;
    const double elapsed = m_clock.elapsed() / 1000.0;
    m_progress->setValue(static_cast<int>(std::min(1.0, elapsed / m_seconds) * 1000));
    const QLocale locale;
    m_progress->setFormat(HoneycombDocument::tr("%1 of %2 s")
                              .arg(locale.toString(std::min(elapsed, m_seconds), 'f', 0), locale.toString(m_seconds, 'f', 0)));
    if (!m_cancelAction->isEnabled())
        return;  // cancelling: the label says so
    const QString head = HoneycombDocument::tr("Solving problem %1, seed %2:").arg(m_problemId).arg(m_seed);
    const QString games = m_games == 0
        ? HoneycombDocument::tr("first game in play")
        : HoneycombDocument::tr("games played: %L1, best score: %L2").arg(m_games).arg(m_best);
    m_label->setText(QStringLiteral("<b>%1</b> %2. %3")
                         .arg(head, games, HoneycombDocument::tr("Esc cancels and keeps the best game so far.")));
}

} // namespace pb::gui
