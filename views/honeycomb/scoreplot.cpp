#include "honeycomb/scoreplot.h"

#include <qcustomplot.h>

#include <QMouseEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace pb::views {

ScorePlot::ScorePlot(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setObjectName(QStringLiteral("honeycomb-score-plot"));
    m_plot->setInteractions({});
    m_plot->setCursor(Qt::PointingHandCursor);
    m_plot->setPlottingHints(QCP::phCacheLabels | QCP::phFastPolylines);
    m_plot->setMinimumHeight(120);
    // Not as wide as the legend in one row: that would widen the window (issue 19, 3).
    m_plot->setMinimumWidth(240);

    QCPAxis* x = m_plot->xAxis;
    x->setLabel(tr("Command"));
    x->setNumberFormat(QStringLiteral("f"));
    x->setNumberPrecision(0);
    m_plot->yAxis->setLabel(tr("Score"));
    m_plot->yAxis->setNumberFormat(QStringLiteral("f"));
    m_plot->yAxis->setNumberPrecision(0);

    m_total = m_plot->addGraph();
    m_total->setName(tr("Total (move + power)"));
    m_total->setPen(QPen(QColor(0x94, 0x67, 0xbd), 2));
    m_total->setAdaptiveSampling(true);
    m_move = m_plot->addGraph();
    m_move->setName(tr("Move score"));
    m_move->setPen(QPen(QColor(0xc7, 0x86, 0x14), 2));
    m_move->setAdaptiveSampling(true);
    m_locks = m_plot->addGraph();
    m_locks->setName(tr("Unit locked"));
    m_locks->setLineStyle(QCPGraph::lsNone);
    m_locks->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0x2f, 0x6f, 0xc9), 4));
    m_locks->setAdaptiveSampling(true);
    m_clears = m_plot->addGraph();
    m_clears->setName(tr("Rows cleared"));
    m_clears->setLineStyle(QCPGraph::lsNone);
    m_clears->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0x3c, 0xb3, 0x4a), 7));
    for (QCPGraph* g : {m_total, m_move, m_locks, m_clears})
        g->setSelectable(QCP::stNone);

    // The legend in one row above the graph, so it never hides the curves.
    QCPLegend* legend = m_plot->legend;
    legend->setVisible(true);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    m_plot->axisRect()->insetLayout()->take(legend);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, legend);
    m_plot->plotLayout()->setRowStretchFactors({0.001, 1});
    m_plot->plotLayout()->setRowSpacing(0);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(2);  // two rows of two: the names are not cut off in a narrow window
    legend->setMargins(QMargins(4, 2, 4, 0));

    m_plot->addLayer(QStringLiteral("cursor"), nullptr, QCustomPlot::limAbove);
    m_cursorLayer = m_plot->layer(QStringLiteral("cursor"));
    m_cursorLayer->setMode(QCPLayer::lmBuffered);
    m_cursor = new QCPItemStraightLine(m_plot);
    m_cursor->setLayer(m_cursorLayer);
    m_cursor->setPen(QPen(QColor(0x1f, 0x6f, 0xd0), 1.5));
    m_cursor->setSelectable(false);
    m_cursor->point1->setCoords(0, 0);
    m_cursor->point2->setCoords(0, 1);

    connect(m_plot, &QCustomPlot::mousePress, this, &ScorePlot::onMouse);
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* e) {
        if (e->buttons() & Qt::LeftButton)
            onMouse(e);
    });
    clear();
}

void ScorePlot::clear()
{
    for (QCPGraph* g : {m_total, m_move, m_locks, m_clears})
        g->data()->clear();
    m_count = 0;
    m_plot->xAxis->setRange(0, 10);
    m_plot->yAxis->setRange(0, 10);
    setCurrent(0);
    m_plot->replot();
}

void ScorePlot::setReplay(const pb::honeycomb::Replay& replay)
{
    const int n = replay.commandCount();
    QVector<QCPGraphData> move, total, locks, clears;
    move.reserve(n + 1);
    total.reserve(n + 1);
    move.append({0, 0});
    total.append({0, 0});
    int top = 0;
    for (int i = 0; i < n; ++i) {
        const pb::honeycomb::ReplayStep& s = replay.step(i);
        const double x = i + 1;
        move.append({x, double(s.moveScore)});
        total.append({x, double(s.moveScore + s.powerScore)});
        top = std::max(top, s.moveScore + s.powerScore);
        if (s.locked)
            (s.rowsCleared > 0 ? clears : locks).append({x, double(s.moveScore)});
    }
    m_move->data()->set(move, true);
    m_total->data()->set(total, true);
    m_locks->data()->set(locks, true);
    m_clears->data()->set(clears, true);
    m_count = n;
    m_plot->xAxis->setRange(0, std::max(10, n));
    m_plot->yAxis->setRange(0, std::max(10.0, top * 1.05));
    m_plot->replot();
}

void ScorePlot::setCurrent(int commands)
{
    m_current = commands;
    m_cursor->point1->setCoords(commands, 0);
    m_cursor->point2->setCoords(commands, 1);
    m_cursorLayer->replot();
}

void ScorePlot::onMouse(QMouseEvent* event)
{
    if (!(event->buttons() & Qt::LeftButton) || m_count <= 0)
        return;
    const double x = m_plot->xAxis->pixelToCoord(event->position().x());
    emit commandClicked(std::clamp(static_cast<int>(std::lround(x)), 0, m_count));
}

} // namespace pb::views
