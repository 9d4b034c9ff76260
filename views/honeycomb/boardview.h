#pragma once

#include "honeycomb/game.h"

#include <QPixmap>
#include <QPolygonF>
#include <QWidget>

#include <optional>
#include <vector>

namespace pb::views {

// The Honeycomb board: pointy-top hexes, odd rows shifted right by half a cell, full and empty
// cells, the unit in play with its pivot (a dot, drawn even when the pivot is not a member) and
// the rows the unit would complete if it locked where it is ("about to clear"). The board always
// fits the widget. It copies what it draws from a Game and keeps no reference to it.
class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    void setGame(const pb::honeycomb::Game& game);
    void clear();

    int boardWidth() const { return m_width; }
    int boardHeight() const { return m_height; }
    bool isFull(int x, int y) const;
    const std::vector<pb::honeycomb::Cell>& unitCells() const { return m_unit; }
    std::optional<pb::honeycomb::Cell> pivot() const { return m_pivot; }
    // Rows that would be full if the unit locked now, top to bottom.
    const std::vector<int>& rowsAboutToClear() const { return m_aboutToClear; }

    // Geometry of the current widget size.
    double cellRadius() const;  // centre to corner
    QPointF cellCenter(pb::honeycomb::Cell cell) const;
    std::optional<pb::honeycomb::Cell> cellAt(QPointF point) const;

    static QColor emptyColor();
    static QColor fullColor();
    static QColor unitColor();
    static QColor pivotColor();
    static QColor clearColor();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void cellClicked(int x, int y);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QPointF origin() const;  // centre of cell (0, 0)
    QPolygonF hexagon() const;
    void paintCells(QPainter& painter, int firstRow, int lastRow) const;

    int m_width = 0;
    int m_height = 0;
    std::vector<std::uint8_t> m_full;
    std::vector<pb::honeycomb::Cell> m_unit;
    std::optional<pb::honeycomb::Cell> m_pivot;
    std::vector<int> m_aboutToClear;
    // The cells as they are (full or empty), drawn once per change of the board or the size:
    // a 100 x 40 board is 4,000 antialiased hexes, too many to draw on every command.
    QPixmap m_cache;
    bool m_cacheValid = false;
};

} // namespace pb::views
