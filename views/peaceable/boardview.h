#pragma once

#include <QColor>
#include <QWidget>

#include <utility>
#include <vector>

namespace pb::views {

// The Peaceable pieces board: an N x N grid (N up to 50 and more) of walls, empty cells and
// pieces (K, Q, R, B, N) of up to 8 players in a colour-blind-safe palette (Okabe and Ito),
// each piece a disc in its owner's colour with the piece's glyph. The view knows no rules: its
// owner gives the conflicts (attacker -> attacked pairs, drawn as red lines with red rings) and,
// for the cell under the pointer, the cells its piece attacks (drawn as dots along its lines).
//
// Cells are numbered row * N + column, row 0 at the top. Clicking a cell emits cellClicked
// with the mouse button and modifiers (the workspace places, removes and changes pieces);
// moving over the board emits cellHovered (-1 when leaving).
class PeaceableBoardView : public QWidget {
    Q_OBJECT
public:
    explicit PeaceableBoardView(QWidget* parent = nullptr);

    // `cells`: '.' empty, '#' wall, or K Q R B N; `owners`: the player of each piece (others
    // ignored). Both of size n * n.
    void setBoard(int n, const std::vector<char>& cells, const std::vector<int>& owners, int players);
    int size() const { return m_n; }
    const std::vector<char>& cells() const { return m_cells; }
    const std::vector<int>& owners() const { return m_owners; }
    void setConflicts(const std::vector<std::pair<int, int>>& attacks);
    const std::vector<std::pair<int, int>>& conflicts() const { return m_conflicts; }
    // The attack lines shown for one piece (usually the hovered one).
    void setAttacks(int from, const std::vector<int>& cells);
    int hovered() const { return m_hovered; }
    void setSelected(int cell);

    QRectF cellRect(int cell) const;
    int cellAt(const QPointF& point) const;

    static QColor playerColour(int player);  // 0..7
    static QString pieceGlyph(char piece);    // the chess symbol (white set)

    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {160, 160}; }

signals:
    void cellClicked(int cell, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void cellHovered(int cell);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    QRectF boardRect() const;
    double cell() const;

    int m_n = 0;
    int m_players = 0;
    std::vector<char> m_cells;
    std::vector<int> m_owners;
    std::vector<std::pair<int, int>> m_conflicts;
    int m_attackFrom = -1;
    std::vector<int> m_attacks;
    int m_hovered = -1;
    int m_selected = -1;
};

} // namespace pb::views
