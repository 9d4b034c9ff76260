#include "gui/less/movesplot.h"

#include <algorithm>

namespace pb::gui {

using namespace pb::less;

LessMovesPlot::LessMovesPlot(QWidget* parent) : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("lessPlot"));
    setMinimumHeight(180);
    xAxis->setLabel(tr("Round (four turns)"));
    yAxis->setLabel(tr("Team moves"));
    legend->setVisible(true);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    legend->setFont(small);
    // Bottom right: below the charged lines' ends and the projected lines near the top.
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    struct G {
        QString name;
        QColor colour;
        Qt::PenStyle style;
    };
    const G graphs[] = {{tr("Yellow+White charged"), QColor(0xc8, 0x9b, 0x00), Qt::SolidLine},
                        {tr("Black+Red charged"), QColor(0xb0, 0x1c, 0x1c), Qt::SolidLine},
                        {tr("Yellow+White projected"), QColor(0xc8, 0x9b, 0x00), Qt::DashLine},
                        {tr("Black+Red projected"), QColor(0xb0, 0x1c, 0x1c), Qt::DashLine}};
    for (const G& g : graphs) {
        QCPGraph* graph = addGraph();
        graph->setName(g.name);
        graph->setPen(QPen(g.colour, 2, g.style));
        graph->setLineStyle(QCPGraph::lsStepLeft);
    }
}

void LessMovesPlot::showGames(const std::vector<Game>& past, const Game& now, const RushEstimate& rush)
{
    QVector<double> xs{0};
    QVector<double> charged[2] = {{0}, {0}};
    QVector<double> projected[2];
    auto projectedMoves = [&rush](const Game& g, int team) {
        int m = 0;
        for (int c : {team, team + 2})
            m += g.charged(c) + rush(g, c);
        return double(m);
    };
    const Game start(now.board());
    projected[0] << projectedMoves(start, 0);
    projected[1] << projectedMoves(start, 1);
    const auto& history = now.history();
    std::array<int, 2> sums{};
    // past[i] is the game before the i-th played turn; the states after them are past[i+1] and
    // finally `now`. Nil records come with the turn before them.
    std::size_t pastIndex = 1;
    for (std::size_t i = 0; i < history.size(); ++i) {
        const auto& r = history[i];
        if (!r.nil)
            sums[static_cast<std::size_t>(teamOf(r.colour))] += kTurnCharge;
        xs << double(i + 1) / kColours;
        charged[0] << sums[0];
        charged[1] << sums[1];
        // The state after this record: the next snapshot whose history is longer than i + 1.
        while (pastIndex < past.size() && past[pastIndex].history().size() < i + 1)
            ++pastIndex;
        const Game& after = (pastIndex < past.size() && past[pastIndex].history().size() >= i + 1) ? past[pastIndex] : now;
        projected[0] << projectedMoves(after, 0);
        projected[1] << projectedMoves(after, 1);
    }
    for (int t = 0; t < 2; ++t) {
        graph(t)->setData(xs, charged[t], true);
        graph(2 + t)->setData(xs, projected[t], true);
    }
    rescaleAxes();
    xAxis->setRange(0, std::max(5.0, xs.back() + 0.5));
    yAxis->setRange(0, std::max(10.0, yAxis->range().upper * 1.1));
    replot(QCustomPlot::rpQueuedReplot);
}

} // namespace pb::gui
