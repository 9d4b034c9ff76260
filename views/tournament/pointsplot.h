#pragma once

// Each player's points against the number of games finished, one line per player in the
// player's colour (tournamentPlayerColor). The workspace adds a point per refresh; the plot keeps
// the lines it is given and never computes standings.

#include <QStringList>
#include <QWidget>

#include <vector>

class QCustomPlot;

namespace pb::views {

class PointsPlot : public QWidget {
    Q_OBJECT
public:
    explicit PointsPlot(QWidget* parent = nullptr);

    // Starts empty lines for these players (by index); `yLabel` names the y axis ("Points").
    void setPlayers(const QStringList& names, const QString& yLabel = {});
    // Adds the players' points (by player index) after `games` finished games. A point at the
    // same or fewer games than the last one replaces the lines from there (a reload).
    void addPoint(double games, const std::vector<double>& points);
    void clear();  // keeps the players; the lines start at (0, 0)
    // Points on each line, the start at (0, 0) included.
    int pointCount() const { return static_cast<int>(m_xs.size()); }
    double lastX() const { return m_xs.empty() ? 0.0 : m_xs.back(); }
    // The last point of player `player`'s line (0 when empty).
    double lastValue(int player) const;

    QCustomPlot* plot() const { return m_plot; }

private:
    void replotAll();

    QCustomPlot* m_plot = nullptr;
    QStringList m_names;
    std::vector<double> m_xs;
    std::vector<std::vector<double>> m_ys;  // [player][point]
};

} // namespace pb::views
