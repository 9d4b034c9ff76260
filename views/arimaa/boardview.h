#pragma once

#include <QHash>
#include <QPixmap>
#include <QWidget>

#include <array>
#include <memory>
#include <utility>
#include <vector>

class QSvgRenderer;

namespace pb::views {

// The Arimaa board: 8x8 squares with the four traps (c3, f3, c6, f6) marked, file letters and
// rank numbers on the edges, and the pieces drawn from our SVG images (resources/arimaa/).
// Gold plays up from ranks 1 and 2, so rank 8 is at the top unless the board is flipped.
//
// Squares are numbered a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63. A square holds a
// piece letter (EMHDCR gold, emhdcr silver) or ' ' (empty).
//
// The view knows no rules: what is legal comes from its owner. It shows a selected square,
// legal destinations, frozen pieces (a blue-grey veil with a snowflake dot) and the steps of
// the move so far as arrows. Pressing a piece and releasing it on another square emits
// pieceDropped (the piece follows the pointer meanwhile); a press and release on one square
// emits squareClicked, so moves can be made by clicks too.
class ArimaaBoardView : public QWidget {
    Q_OBJECT
public:
    using Squares = std::array<char, 64>;

    explicit ArimaaBoardView(QWidget* parent = nullptr);
    ~ArimaaBoardView() override;

    void setSquares(const Squares& squares);
    const Squares& squares() const { return m_squares; }
    void setFlipped(bool flipped);
    bool flipped() const { return m_flipped; }
    void setSelected(int square);
    int selected() const { return m_selected; }
    void setTargets(const std::vector<int>& squares);
    const std::vector<int>& targets() const { return m_targets; }
    void setFrozen(const std::vector<int>& squares);
    const std::vector<int>& frozen() const { return m_frozen; }
    // Steps drawn as arrows (from, to); a capture is shown by a cross on its square.
    void setArrows(const std::vector<std::pair<int, int>>& steps, const std::vector<int>& captures = {});
    // Whether a piece can be picked up (drag) at all; the owner decides which.
    void setInteractive(bool on) { m_interactive = on; }

    QRectF squareRect(int square) const;
    int squareAt(const QPointF& point) const;
    // The drawing of one piece at a size (for menus, setup palettes, tests).
    QPixmap piecePixmap(char piece, int size) const;
    static bool isTrap(int square);
    // "a1" ... "h8".
    static QString squareName(int square);

    QSize sizeHint() const override { return {480, 480}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

signals:
    void squareClicked(int square);
    void pieceDropped(int from, int to);
    void dragStarted(int from);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    QRectF boardRect() const;
    double cell() const;
    void drawPiece(QPainter& painter, char piece, const QRectF& rect) const;
    QSvgRenderer* renderer(char piece) const;

    Squares m_squares{};
    bool m_flipped = false;
    bool m_interactive = true;
    int m_selected = -1;
    std::vector<int> m_targets;
    std::vector<int> m_frozen;
    std::vector<std::pair<int, int>> m_arrows;
    std::vector<int> m_captures;
    // Dragging.
    int m_pressSquare = -1;
    bool m_dragging = false;
    QPointF m_pressPoint;
    QPointF m_dragPoint;
    mutable QHash<char, std::shared_ptr<QSvgRenderer>> m_renderers;
    mutable QHash<QPair<char, int>, QPixmap> m_pixmaps;
};

} // namespace pb::views
