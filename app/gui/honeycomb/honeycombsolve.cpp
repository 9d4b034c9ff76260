// The Honeycomb workspace's side of solving: asking for a budget, starting and stopping the
// SolveRunner, and its solution becoming an entry of the solutions.
#include "gui/honeycomb/honeycombdocument.h"

#include "gui/honeycomb/honeycombdialogs.h"
#include "gui/honeycomb/solverunner.h"

#include <algorithm>
#include <climits>

namespace pb::gui {

using namespace pb::honeycomb;

bool HoneycombDocument::isSolving() const { return m_solver->isSolving(); }
int HoneycombDocument::solveGames() const { return m_solver->games(); }
int HoneycombDocument::solveBest() const { return m_solver->best(); }
QWidget* HoneycombDocument::solveBar() const { return m_solver->bar(); }
QAction* HoneycombDocument::solveAction() const { return m_solver->solveAction(); }
QAction* HoneycombDocument::cancelSolveAction() const { return m_solver->cancelAction(); }

void HoneycombDocument::solve()
{
    if (m_solver->isSolving()) {
        message(tr("The solver is already running; Esc cancels it"));
        return;
    }
    if (const auto seconds = HoneycombDialogs::askSolveSeconds(this, m_problem.id, seed(), m_phrases.size()))
        startSolve(*seconds);
}

bool HoneycombDocument::startSolve(double seconds)
{
    if (m_solver->isSolving()) {
        message(tr("The solver is already running; Esc cancels it"));
        return false;
    }
    if (m_problem.width <= 0 || m_entries.empty()) {
        message(tr("Open a problem first"));
        return false;
    }
    const std::uint32_t solveSeed = seed();
    if (std::find(m_problem.sourceSeeds.begin(), m_problem.sourceSeeds.end(), solveSeed) == m_problem.sourceSeeds.end()) {
        message(tr("Seed %1 is not one of problem %2's seeds; pick another seed").arg(solveSeed).arg(m_problem.id));
        return false;
    }
    m_solver->start(m_problem, solveSeed, m_phrases, seconds);
    message(tr("Solving problem %1, seed %2 for %3 s...").arg(m_problem.id).arg(solveSeed).arg(m_solver->seconds()));
    return true;
}

void HoneycombDocument::cancelSolve()
{
    m_solver->cancel();
}

void HoneycombDocument::abandonSolve()
{
    if (!m_solver->abandon())
        return;
    message(tr("Solver stopped: the problem changed"));
    emit solveFinished(false);
}

void HoneycombDocument::solveDone(const SolverResult& result, bool cancelled)
{
    if (cancelled && result.runs <= 1 && result.stoppedEarly) {
        m_solver->clearGames();
        message(tr("Solver cancelled before its first game ended; nothing changed"));
        emit solveFinished(false);
        return;
    }
    const int problemId = m_solver->problemId();
    if (m_problem.id != problemId) {
        message(tr("Solver stopped: the problem changed"));
        emit solveFinished(false);
        return;
    }
    // The shown text stays in its entry; the solution goes to a new entry, or fills the shown
    // one when that is empty (a problem just opened).
    keepShownText();
    SolutionEntry entry{problemId, m_solver->seed(), QStringLiteral("playbench solver"), result.solution};
    SolutionEntry& shown = m_entries[static_cast<std::size_t>(m_entry)];
    if (shown.solution.isEmpty() && shown.problemId == problemId) {
        shown = entry;
    } else {
        m_entries.push_back(entry);
        m_entry = static_cast<int>(m_entries.size()) - 1;
    }
    m_dirty = true;
    showPickers();
    startReplay(INT_MAX);  // shown at its end: the total is the solution's score
    emit modifiedChanged();
    emit titleChanged();
    QString text = tr("Solver: score %L1 (games played: %L2); the solution is entry %3 (not saved yet)")
                       .arg(result.score)
                       .arg(result.runs)
                       .arg(m_entry + 1);
    if (result.stoppedEarly && !cancelled)
        text += QLatin1Char(' ') + tr("\u2014 the time ran out before the game ended: a budget of more seconds plays it to the end");
    else if (cancelled)
        text += QLatin1Char(' ') + tr("\u2014 cancelled: the best game so far");
    message(text);
    emit solveFinished(true);
}

} // namespace pb::gui
