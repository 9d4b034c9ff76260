#include "ants/statsplot.h"

#include <qcustomplot.h>

#include <QMouseEvent>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace pb::views {

namespace {

const QColor kRed(0xd0, 0x1c, 0x1c);
const QColor kBlack(0x20, 0x20, 0x20);

// The smallest of 1, 2, 5 times a power of ten that is at least `value` (10 for small values),
// so the value axes grow in a few readable steps instead of on every append.
int niceCeiling(double value)
{
    if (value <= 10)
        return 10;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : {1.0, 2.0, 5.0, 10.0}) {
        if (step * magnitude >= value)
            return static_cast<int>(step * magnitude);
    }
    return static_cast<int>(10 * magnitude);
}

QCPItemStraightLine* makeCursor(QCustomPlot* plot, QCPAxisRect* rect)
{
    auto* line = new QCPItemStraightLine(plot);
    line->setClipAxisRect(rect);
    for (QCPItemPosition* position : {line->point1, line->point2}) {
        position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        position->setType(QCPItemPosition::ptPlotCoords);
    }
    QPen pen(QColor(0x1f, 0x6f, 0xd0));
    pen.setWidthF(1.5);
    line->setPen(pen);
    line->setSelectable(false);
    line->setVisible(false);
    return line;
}

} // namespace

StatsPlot::StatsPlot(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setObjectName(QStringLiteral("stats-plot"));
    m_plot->setInteractions({});
    m_plot->setCursor(Qt::PointingHandCursor);
    // Straight polylines are the cheapest way QCustomPlot draws the (adaptively sampled) lines.
    m_plot->setPlottingHints(QCP::phCacheLabels | QCP::phFastPolylines);

    // Layout: the legend on top, then food on hill, food carried and ants alive, each with a
    // value axis of its own scale, left and right edges aligned so one x is one round in all.
    m_rects[FoodRect] = m_plot->axisRect();
    m_rects[CarriedRect] = new QCPAxisRect(m_plot);
    m_rects[AliveRect] = new QCPAxisRect(m_plot);
    QCPLayoutGrid* grid = m_plot->plotLayout();
    m_rects[FoodRect]->insetLayout()->take(m_plot->legend);
    grid->insertRow(0);
    grid->addElement(0, 0, m_plot->legend);
    grid->addElement(2, 0, m_rects[CarriedRect]);
    grid->addElement(3, 0, m_rects[AliveRect]);
    grid->setRowStretchFactors({0.001, 3, 1.6, 1.6});
    grid->setRowSpacing(0);
    auto* margins = new QCPMarginGroup(m_plot);
    const QString labels[RectCount] = {tr("Food on hill"), tr("Food carried"), tr("Ants alive")};
    for (int i = 0; i < RectCount; ++i) {
        QCPAxisRect* rect = m_rects[size_t(i)];
        const bool bottom = i == AliveRect;
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
        // Only the bottom rect labels the rounds; the others keep the ticks for the grid.
        rect->setAutoMargins(QCP::msLeft | QCP::msRight | (i == FoodRect ? QCP::msTop : QCP::msBottom));
        rect->setMargins(QMargins(0, i == FoodRect ? 0 : 6, 0, bottom ? 0 : 4));
        QCPAxis* x = rect->axis(QCPAxis::atBottom);
        x->setTickLabels(bottom);
        x->setNumberFormat(QStringLiteral("f"));  // 100000, not 1e+05
        x->setNumberPrecision(0);
        x->ticker()->setTickCount(10);
        if (bottom)
            x->setLabel(tr("Round"));
        QCPAxis* y = rect->axis(QCPAxis::atLeft);
        y->ticker()->setTickCount(i == FoodRect ? 3 : 2);  // legible in a short rect
        // The name inside the rect's top left corner, level: a turned axis label is longer than
        // a short rect is high and ran into its neighbours' (issue 19, 3).
        auto* name = new QCPItemText(m_plot);
        name->setObjectName(QStringLiteral("rectName"));
        name->setClipAxisRect(rect);
        name->position->setAxisRect(rect);
        name->position->setAxes(x, y);
        name->position->setType(QCPItemPosition::ptAxisRectRatio);
        name->position->setCoords(0, 0);
        name->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        name->setPadding(QMargins(4, 1, 4, 1));
        name->setBrush(QColor(255, 255, 255, 200));
        name->setColor(QColor(0x40, 0x40, 0x40));
        name->setSelectable(false);
        name->setText(labels[i]);
        m_rectNames[size_t(i)] = name;
    }

    struct Spec { Rect rect; QColor colour; double width; QString name; };
    const Spec specs[kSeriesCount] = {
        {FoodRect, kRed, 2, tr("Red: food on hill")},
        {FoodRect, kBlack, 2, tr("Black: food on hill")},
        {CarriedRect, kRed, 1.5, tr("Red: food carried")},
        {CarriedRect, kBlack, 1.5, tr("Black: food carried")},
        {AliveRect, kRed, 1.5, tr("Red: ants alive")},
        {AliveRect, kBlack, 1.5, tr("Black: ants alive")},
    };
    for (int i = 0; i < kSeriesCount; ++i) {
        const Spec& spec = specs[i];
        QCPAxisRect* rect = m_rects[size_t(spec.rect)];
        QCPGraph* graph = m_plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        // Black is dashed wherever red and black share a rect, so they differ in grey scale too.
        graph->setPen(QPen(spec.colour, spec.width, i % 2 == 0 ? Qt::SolidLine : Qt::DashLine));
        graph->setName(spec.name);
        graph->setAdaptiveSampling(true);
        graph->setSelectable(QCP::stNone);
        m_graphs[static_cast<size_t>(i)] = graph;
    }

    // Legend: one row per colour, one column per quantity, no frame.
    QCPLegend* legend = m_plot->legend;
    legend->setVisible(true);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    legend->setWrap(2);
    legend->setFillOrder(QCPLayoutGrid::foRowsFirst, true);
    legend->setColumnSpacing(16);
    legend->setRowSpacing(0);
    legend->setMargins(QMargins(4, 4, 4, 0));
    legend->setSelectableParts(QCPLegend::spNone);

    // The cursor gets a layer of its own, so moving it redraws only that layer.
    m_plot->addLayer(QStringLiteral("cursor"), m_plot->layer(QStringLiteral("main")), QCustomPlot::limAbove);
    m_cursorLayer = m_plot->layer(QStringLiteral("cursor"));
    m_cursorLayer->setMode(QCPLayer::lmBuffered);
    m_plot->setCurrentLayer(m_cursorLayer);
    for (int i = 0; i < RectCount; ++i)
        m_cursors[size_t(i)] = makeCursor(m_plot, m_rects[size_t(i)]);
    m_plot->setCurrentLayer(QStringLiteral("main"));

    m_shownMax.fill(-1);
    setRoundRange(ants::kDefaultRounds);
    updateValueRanges();

    m_replotTimer.setSingleShot(true);
    connect(&m_replotTimer, &QTimer::timeout, this, &StatsPlot::replotNow);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) { onMouse(event, true); });
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) { onMouse(event, false); });

    setMinimumSize(320, 240);
}

void StatsPlot::clear()
{
    for (QCPGraph* graph : m_graphs)
        graph->data()->clear();
    m_firstRound = -1;
    m_lastRound = -1;
    m_max.fill(0);
    updateValueRanges();
    scheduleReplot(true);
}

void StatsPlot::appendStats(int firstRound, const std::vector<ants::RoundStats>& stats)
{
    // Skip what is already held: data stays sorted, so QCustomPlot appends without sorting.
    const int skip = std::clamp(m_lastRound - firstRound + 1, 0, static_cast<int>(stats.size()));
    const int count = static_cast<int>(stats.size()) - skip;
    if (count <= 0)
        return;
    const int start = firstRound + skip;

    QVector<double> keys(count);
    std::array<QVector<double>, kSeriesCount> values;
    for (QVector<double>& v : values)
        v.resize(count);
    for (int i = 0; i < count; ++i) {
        const ants::RoundStats& s = stats[static_cast<size_t>(skip + i)];
        keys[i] = start + i;
        values[0][i] = s.food[0];
        values[1][i] = s.food[1];
        values[2][i] = s.carried[0];
        values[3][i] = s.carried[1];
        values[4][i] = s.alive[0];
        values[5][i] = s.alive[1];
        m_max[FoodRect] = std::max({m_max[FoodRect], s.food[0], s.food[1]});
        m_max[CarriedRect] = std::max({m_max[CarriedRect], s.carried[0], s.carried[1]});
        m_max[AliveRect] = std::max({m_max[AliveRect], s.alive[0], s.alive[1]});
    }
    for (int g = 0; g < kSeriesCount; ++g)
        m_graphs[static_cast<size_t>(g)]->addData(keys, values[static_cast<size_t>(g)], true);

    if (m_firstRound < 0)
        m_firstRound = start;
    m_lastRound = start + count - 1;
    updateValueRanges();
    scheduleReplot(true);
}

int StatsPlot::pointCount() const
{
    return m_graphs[0]->dataCount();
}

void StatsPlot::setCurrentRound(int round)
{
    const bool visible = round >= 0;
    for (QCPItemStraightLine* line : m_cursors) {
        line->setVisible(visible);
        line->point1->setCoords(round, 0);
        line->point2->setCoords(round, 1);
    }
    scheduleReplot(false);
}

void StatsPlot::setRoundRange(int lastRound)
{
    const int last = std::max(lastRound, 1);
    for (QCPAxisRect* rect : m_rects)
        rect->axis(QCPAxis::atBottom)->setRange(0, last);
    scheduleReplot(true);
}

QCustomPlot* StatsPlot::plot() const
{
    return m_plot;
}

QCPGraph* StatsPlot::graph(Series series) const
{
    return m_graphs[static_cast<size_t>(series)];
}

void StatsPlot::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_fullReplotPending)
        scheduleReplot(true);
}

void StatsPlot::scheduleReplot(bool full)
{
    m_fullReplotPending = m_fullReplotPending || full;
    if (m_replotTimer.isActive())
        return;
    const qint64 since = m_sinceReplot.isValid() ? m_sinceReplot.elapsed() : kMinReplotIntervalMs;
    m_replotTimer.start(static_cast<int>(std::max<qint64>(0, kMinReplotIntervalMs - since)));
}

void StatsPlot::replotNow()
{
    if (!isVisible())
        return;  // showEvent replots what is pending
    m_sinceReplot.start();
    if (m_fullReplotPending) {
        m_fullReplotPending = false;
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
    } else {
        m_cursorLayer->replot();  // falls back to a full replot when the buffers are stale
    }
}

void StatsPlot::updateValueRanges()
{
    for (size_t i = 0; i < RectCount; ++i) {
        const int upper = niceCeiling(m_max[i] * 1.05);
        if (upper != m_shownMax[i]) {
            m_shownMax[i] = upper;
            m_rects[i]->axis(QCPAxis::atLeft)->setRange(0, upper);
        }
    }
}

void StatsPlot::onMouse(QMouseEvent* event, bool press)
{
    if (m_lastRound < 0)
        return;
    if (press ? event->button() != Qt::LeftButton : !(event->buttons() & Qt::LeftButton))
        return;
    const QPointF pos = event->position();
    QCPAxisRect* rect = nullptr;
    for (QCPAxisRect* candidate : m_rects) {
        if (candidate->rect().contains(pos.toPoint()))
            rect = candidate;
    }
    if (!rect)
        return;
    const double key = rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x());
    const int round = std::clamp(static_cast<int>(std::lround(key)), m_firstRound, m_lastRound);
    emit roundClicked(round);
}

} // namespace pb::views
