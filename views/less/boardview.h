#pragma once

#include "less/board.h"
#include "less/position.h"

#include <QWidget>

#include <vector>

namespace pb::views {

// The Less board: 8x8 squares, walls (a single wall a dark bar, a double wall a wider red bar
// with a light core), the square names on the edges (rows a..h top to bottom, columns 1..8 left
// to right), the pieces of the four colours and each colour's target corner tinted in its colour.
// A selected piece is ringed, legal targets are marked with their cost, and the steps of the
// turn being built are drawn as arrows. Clicking a square emits squareClicked.
class LessBoardView : public QWidget {
    Q_OBJECT
public:
    struct Target {
        int square = -1;
        int cost = 0;
        bool jump = false;
    };

    explicit LessBoardView(QWidget* parent = nullptr);

    void setBoard(const pb::less::Board& board);
    void setPosition(const pb::less::Position& position);
    const pb::less::Position& position() const { return m_position; }
    void setSelected(int square);
    int selected() const { return m_selected; }
    void setTargets(const std::vector<Target>& targets);
    const std::vector<Target>& targets() const { return m_targets; }
    // Steps drawn as arrows (the turn being built, or the last turns played), each in the
    // colour of its mover when `colours` gives one per step (blue otherwise).
    void setTrail(const std::vector<pb::less::Step>& steps, const std::vector<int>& colours = {});
    const std::vector<pb::less::Step>& trail() const { return m_trail; }
    const std::vector<int>& trailColours() const { return m_trailColours; }

    // Geometry (widget coordinates): the rectangle of a square, and the square under a point
    // (-1 outside the board).
    QRectF squareRect(int square) const;
    int squareAt(const QPointF& point) const;

    QSize sizeHint() const override { return {440, 440}; }
    QSize minimumSizeHint() const override { return {200, 200}; }

signals:
    void squareClicked(int square);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QRectF boardRect() const;
    double cell() const;

    pb::less::Board m_board;
    pb::less::Position m_position = pb::less::Position::start();
    int m_selected = -1;
    std::vector<Target> m_targets;
    std::vector<pb::less::Step> m_trail;
    std::vector<int> m_trailColours;
};

// The colour a Less colour is drawn in.
QColor lessColour(int colour);

} // namespace pb::views
