#pragma once

#include "ants/timeline.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>
#include <array>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPLayer;
class QMouseEvent;

namespace pb::views {

// Graphs of an ants game against the round, red and black, in three stacked axis rects of their
// own scale sharing the round axis: food on each hill (top), food carried, ants alive (bottom). Built to grow live while a game is computed:
// appended rounds are stored at once, but the plot is redrawn at most every 50 ms, and moving
// the round cursor redraws only the cursor's layer. Clicking (or dragging with the left button
// held) on either axis rect emits roundClicked with the round under the mouse.
class StatsPlot : public QWidget {
    Q_OBJECT
public:
    // The graphs, in the order plot()->graph(i) holds them.
    enum class Series { RedFood, BlackFood, RedCarried, BlackCarried, RedAlive, BlackAlive };
    static constexpr int kSeriesCount = 6;
    static constexpr int kMinReplotIntervalMs = 50;  // at most 20 redraws a second

    explicit StatsPlot(QWidget* parent = nullptr);

    void clear();
    // Adds rounds firstRound, firstRound + 1, ... Rounds at or before the last one appended are
    // skipped, so overlapping batches are harmless; a gap is drawn as a straight line.
    void appendStats(int firstRound, const std::vector<pb::ants::RoundStats>& stats);
    int pointCount() const;            // points held per series (= rounds appended)
    void setCurrentRound(int round);   // a vertical cursor line; a negative round hides it
    void setRoundRange(int lastRound); // x axis 0..lastRound (e.g. 100000)
    QCustomPlot* plot() const;
    QCPGraph* graph(Series series) const;

signals:
    void roundClicked(int round);      // click on the plot area -> nearest round appended

protected:
    void showEvent(QShowEvent* event) override;

private:
    void scheduleReplot(bool full);
    void replotNow();
    void updateValueRanges();
    void onMouse(QMouseEvent* event, bool press);

    QCustomPlot* m_plot;
    enum Rect { FoodRect, CarriedRect, AliveRect, RectCount };
    std::array<QCPAxisRect*, RectCount> m_rects{};
    std::array<QCPItemText*, RectCount> m_rectNames{};  // what each rect shows, inside it
    std::array<QCPGraph*, kSeriesCount> m_graphs{};
    QCPLayer* m_cursorLayer = nullptr;
    std::array<QCPItemStraightLine*, RectCount> m_cursors{};

    int m_firstRound = -1;  // first round held, -1 when empty
    int m_lastRound = -1;   // last round held
    std::array<int, RectCount> m_max{};        // highest value held, per rect
    std::array<int, RectCount> m_shownMax{};   // upper end of each value axis

    QTimer m_replotTimer;
    QElapsedTimer m_sinceReplot;
    bool m_fullReplotPending = false;
};

} // namespace pb::views
