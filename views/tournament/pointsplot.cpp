#include "tournament/pointsplot.h"

#include "tournament/standingsmodel.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

#include <algorithm>

namespace pb::views {

namespace {
constexpr int kMaxLegend = 12;  // more players than this: the standings table is the legend
}

PointsPlot::PointsPlot(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setObjectName(QStringLiteral("tournament-points-plot"));
    m_plot->setInteractions({});
    m_plot->setPlottingHints(QCP::phCacheLabels | QCP::phFastPolylines);
    m_plot->setMinimumSize(160, 120);
    m_plot->xAxis->setLabel(tr("Games finished"));
    m_plot->xAxis->setNumberFormat(QStringLiteral("f"));
    m_plot->xAxis->setNumberPrecision(0);
    // Games are whole: ticks at multiples of one game.
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_plot->xAxis->setTicker(ticker);
    m_plot->yAxis->setNumberFormat(QStringLiteral("g"));
    QCPLegend* legend = m_plot->legend;
    legend->setBorderPen(QPen(QColor(0, 0, 0, 60)));
    legend->setBrush(QColor(255, 255, 255, 210));
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.85));
    legend->setFont(small);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignLeft | Qt::AlignTop);
    setPlayers({});
}

void PointsPlot::setPlayers(const QStringList& names, const QString& yLabel)
{
    m_names = names;
    m_plot->clearGraphs();
    for (qsizetype i = 0; i < names.size(); ++i) {
        QCPGraph* g = m_plot->addGraph();
        g->setName(names[i]);
        g->setPen(QPen(tournamentPlayerColor(static_cast<int>(i)), 2));
        g->setSelectable(QCP::stNone);
        g->setAdaptiveSampling(true);
    }
    m_plot->yAxis->setLabel(yLabel.isEmpty() ? tr("Points") : yLabel);
    m_plot->legend->setVisible(!names.isEmpty() && names.size() <= kMaxLegend);
    clear();
}

void PointsPlot::clear()
{
    // Every line starts at no games and no points.
    m_xs.assign(1, 0.0);
    m_ys.assign(static_cast<std::size_t>(m_names.size()), std::vector<double>(1, 0.0));
    replotAll();
}

void PointsPlot::addPoint(double games, const std::vector<double>& points)
{
    // A reload (fewer games than shown): drop the points from there on.
    while (m_xs.size() > 1 && m_xs.back() >= games) {
        m_xs.pop_back();
        for (auto& ys : m_ys)
            ys.pop_back();
    }
    m_xs.push_back(games);
    for (std::size_t p = 0; p < m_ys.size(); ++p)
        m_ys[p].push_back(p < points.size() ? points[p] : 0.0);
    replotAll();
}

double PointsPlot::lastValue(int player) const
{
    if (player < 0 || static_cast<std::size_t>(player) >= m_ys.size() || m_ys[static_cast<std::size_t>(player)].empty())
        return 0;
    return m_ys[static_cast<std::size_t>(player)].back();
}

void PointsPlot::replotAll()
{
    double top = 1;
    for (std::size_t p = 0; p < m_ys.size(); ++p) {
        const QVector<double> xs(m_xs.begin(), m_xs.end());
        const QVector<double> ys(m_ys[p].begin(), m_ys[p].end());
        if (auto* g = m_plot->graph(static_cast<int>(p)))
            g->setData(xs, ys, true);
        for (double y : m_ys[p])
            top = std::max(top, y);
    }
    m_plot->xAxis->setRange(0, std::max(1.0, m_xs.empty() ? 1.0 : m_xs.back()));
    m_plot->yAxis->setRange(0, top * 1.05);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace pb::views
