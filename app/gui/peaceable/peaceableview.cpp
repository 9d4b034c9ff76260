// The Peaceable workspace: what is shown of the placement (board, conflicts, scores, bars) and of
// the solver's progress.
#include "gui/peaceable/peaceabledocument.h"

#include "peaceable/boardview.h"

#include <qcustomplot.h>

#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace pb::gui {

using namespace pb::peaceable;

void PeaceableDocument::refresh()
{
    if (!m_board)
        return;
    const int n = m_problem.n;
    m_verdict = checkAnswer(m_problem, m_board->toAnswer());
    std::vector<char> cells(static_cast<std::size_t>(n * n), '.');
    std::vector<int> owners(cells.size(), -1);
    for (int cell = 0; cell < n * n; ++cell) {
        const int i = padded(cell);
        if (m_board->isWall(i))
            cells[static_cast<std::size_t>(cell)] = '#';
        else if (m_board->piece(i) != kNone) {
            cells[static_cast<std::size_t>(cell)] = kPieceLetters[m_board->piece(i)];
            owners[static_cast<std::size_t>(cell)] = m_board->owner(i);
        }
    }
    m_view->setBoard(n, cells, owners, m_problem.players);
    std::vector<std::pair<int, int>> attacks;
    QStringList lines;
    for (const Violation& v : m_verdict.violations) {
        if (v.kind == Violation::Attack)
            attacks.emplace_back(v.at.row * n + v.at.col, v.target.row * n + v.target.col);
        if (lines.size() < 8)
            lines << v.message();
    }
    m_view->setConflicts(attacks);
    if (m_hovered >= 0)
        m_view->setAttacks(m_board->piece(padded(m_hovered)) != kNone ? m_hovered : -1, attackedCells(m_hovered));
    QStringList totals;
    for (int p = 0; p < m_problem.players; ++p)
        totals << tr("%1: %2").arg(p).arg(m_board->playerScore(p));
    m_scoreLabel->setText(m_verdict.valid() ? tr("Valid. Score %1 (the lowest player). Players %2")
                                                  .arg(m_verdict.score)
                                                  .arg(totals.join(QLatin1String(", ")))
                                            : tr("Invalid (score -1): %1 conflicts. Players %2")
                                                  .arg(m_verdict.violations.size())
                                                  .arg(totals.join(QLatin1String(", "))));
    m_conflictLabel->setText(lines.join(QLatin1Char('\n')) +
                             (static_cast<int>(m_verdict.violations.size()) > lines.size()
                                  ? tr("\n... and %1 more").arg(static_cast<int>(m_verdict.violations.size()) - lines.size())
                                  : QString()));
    // Bars: one per player, in the player's colour; the lowest one is the score.
    m_bars->clearPlottables();
    double top = 1;
    for (int p = 0; p < m_problem.players; ++p) {
        auto* bar = new QCPBars(m_bars->xAxis, m_bars->yAxis);
        bar->setBrush(views::PeaceableBoardView::playerColour(p));
        bar->setPen(QPen(views::PeaceableBoardView::playerColour(p).darker(150)));
        bar->setWidth(0.7);
        bar->setData(QVector<double>{double(p)}, QVector<double>{double(m_board->playerScore(p))});
        top = std::max(top, double(m_board->playerScore(p)));
    }
    m_bars->xAxis->setRange(-0.6, m_problem.players - 0.4);
    m_bars->yAxis->setRange(0, top * 1.1);
    m_bars->replot(QCustomPlot::rpQueuedReplot);
    QVector<double> xs, ys;
    for (const auto& [t, score] : m_run.progress()) {
        xs << t;
        ys << score;
    }
    // The line goes on to now (or to the run's end) at the best score.
    const double end = m_run.progressEnd();
    if (!xs.isEmpty() && end > xs.back()) {
        xs << end;
        ys << ys.back();
    }
    m_progressPlot->graph(0)->setData(xs, ys, true);
    if (ys.isEmpty()) {
        // A new run (or none yet): nothing of the last run's scale stays.
        m_progressPlot->xAxis->setRange(0, 1);
        m_progressPlot->yAxis->setRange(0, 1);
    } else {
        const double lo = *std::min_element(ys.begin(), ys.end()), hi = *std::max_element(ys.begin(), ys.end());
        const double pad = std::max(1.0, (hi - lo) * 0.1);
        m_progressPlot->yAxis->setRange(lo - pad, hi + pad);
        m_progressPlot->xAxis->setRange(0, std::max(1.0, xs.back()));
    }
    m_progressPlot->replot(QCustomPlot::rpQueuedReplot);
    m_solveButton->setText(m_run.running() ? tr("Stop") : tr("Solve (F5)"));
    m_secondsBox->setEnabled(!m_run.running());
    m_threadsBox->setEnabled(!m_run.running());
}

} // namespace pb::gui
