#pragma once

#include "honeycomb/replay.h"

#include <QWidget>

class QCustomPlot;
class QCPGraph;
class QCPItemStraightLine;
class QCPLayer;
class QMouseEvent;

namespace pb::views {

// Score against the command index of a Honeycomb replay: the move score and the total (move +
// power of the text so far), lock events as dots on the move score (larger and green where rows
// were cleared) and a cursor at the current command. Clicking emits commandClicked.
class ScorePlot : public QWidget {
    Q_OBJECT
public:
    explicit ScorePlot(QWidget* parent = nullptr);

    void setReplay(const pb::honeycomb::Replay& replay);
    void clear();
    // Commands played at the cursor (0 = before the first command).
    void setCurrent(int commands);
    int current() const { return m_current; }

    QCustomPlot* plot() const { return m_plot; }
    QCPGraph* moveGraph() const { return m_move; }
    QCPGraph* totalGraph() const { return m_total; }
    QCPGraph* lockGraph() const { return m_locks; }
    QCPGraph* clearGraph() const { return m_clears; }

signals:
    void commandClicked(int commands);

private:
    void onMouse(QMouseEvent* event);

    QCustomPlot* m_plot = nullptr;
    QCPGraph* m_move = nullptr;
    QCPGraph* m_total = nullptr;
    QCPGraph* m_locks = nullptr;
    QCPGraph* m_clears = nullptr;
    QCPLayer* m_cursorLayer = nullptr;
    QCPItemStraightLine* m_cursor = nullptr;
    int m_current = 0;
    int m_count = 0;
};

} // namespace pb::views
