#include "less/boardview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace pb::views {

using namespace pb::less;

QColor lessColour(int colour)
{
    switch (colour) {
    case Yellow: return {0xf2, 0xc6, 0x1f};
    case Black: return {0x22, 0x22, 0x22};
    case White: return {0xfa, 0xfa, 0xf5};
    case Red: return {0xd0, 0x2b, 0x2b};
    }
    return Qt::gray;
}

LessBoardView::LessBoardView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus);
}

void LessBoardView::setBoard(const Board& board)
{
    m_board = board;
    update();
}

void LessBoardView::setPosition(const Position& position)
{
    m_position = position;
    update();
}

void LessBoardView::setSelected(int square)
{
    m_selected = square;
    update();
}

void LessBoardView::setTargets(const std::vector<Target>& targets)
{
    m_targets = targets;
    update();
}

void LessBoardView::setTrail(const std::vector<Step>& steps, const std::vector<int>& colours)
{
    m_trail = steps;
    m_trailColours = colours;
    update();
}

double LessBoardView::cell() const
{
    // Room for the names on all four edges: half a cell each side.
    const double side = std::min(width(), height());
    return std::max(1.0, side / (kSide + 1.0));
}

QRectF LessBoardView::boardRect() const
{
    const double c = cell();
    const double side = c * kSide;
    return {(width() - side) / 2.0, (height() - side) / 2.0, side, side};
}

QRectF LessBoardView::squareRect(int square) const
{
    const QRectF b = boardRect();
    const double c = cell();
    return {b.left() + colOf(square) * c, b.top() + rowOf(square) * c, c, c};
}

int LessBoardView::squareAt(const QPointF& point) const
{
    const QRectF b = boardRect();
    if (!b.contains(point))
        return -1;
    const double c = cell();
    const int col = std::clamp(static_cast<int>((point.x() - b.left()) / c), 0, kSide - 1);
    const int row = std::clamp(static_cast<int>((point.y() - b.top()) / c), 0, kSide - 1);
    return pb::less::squareAt(row, col);
}

void LessBoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const int square = squareAt(event->position());
    if (square >= 0)
        emit squareClicked(square);
}

void LessBoardView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().window());
    const QRectF b = boardRect();
    const double c = cell();

    // Squares, with the target corners tinted in their colour.
    for (int sq = 0; sq < kSquares; ++sq) {
        QColor fill = ((rowOf(sq) + colOf(sq)) % 2) ? QColor(0xe6, 0xdc, 0xc8) : QColor(0xf3, 0xec, 0xdc);
        for (int colour = 0; colour < kColours; ++colour)
            if (targetMask(colour) & (std::uint64_t{1} << sq)) {
                QColor tint = lessColour(colour);
                if (colour == White)
                    tint = QColor(0x9a, 0xb8, 0xd8);  // white on cream would not show
                fill = QColor((fill.red() * 3 + tint.red() * 2) / 5, (fill.green() * 3 + tint.green() * 2) / 5,
                              (fill.blue() * 3 + tint.blue() * 2) / 5);
            }
        p.fillRect(squareRect(sq), fill);
    }
    p.setPen(QPen(QColor(0xb0, 0xa5, 0x90), 1));
    for (int i = 0; i <= kSide; ++i) {
        p.drawLine(QPointF(b.left() + i * c, b.top()), QPointF(b.left() + i * c, b.bottom()));
        p.drawLine(QPointF(b.left(), b.top() + i * c), QPointF(b.right(), b.top() + i * c));
    }

    // Names: row letters left and right, column digits above and below.
    QFont font = p.font();
    font.setPixelSize(std::max(8, static_cast<int>(c * 0.3)));
    p.setFont(font);
    p.setPen(palette().color(QPalette::WindowText));
    for (int i = 0; i < kSide; ++i) {
        const QString row(QChar(u'a' + i));
        const QString col = QString::number(i + 1);
        const double y = b.top() + i * c;
        const double x = b.left() + i * c;
        p.drawText(QRectF(b.left() - c / 2, y, c / 2, c), Qt::AlignCenter, row);
        p.drawText(QRectF(b.right(), y, c / 2, c), Qt::AlignCenter, row);
        p.drawText(QRectF(x, b.top() - c / 2, c, c / 2), Qt::AlignCenter, col);
        p.drawText(QRectF(x, b.bottom(), c, c / 2), Qt::AlignCenter, col);
    }

    // Walls: each shared edge once (East and South of every square).
    auto drawWall = [&](QPointF a, QPointF z, int walls) {
        if (walls == 1) {
            p.setPen(QPen(QColor(0x3a, 0x2a, 0x1a), std::max(2.0, c * 0.09), Qt::SolidLine, Qt::RoundCap));
            p.drawLine(a, z);
        } else if (walls >= 2) {
            p.setPen(QPen(QColor(0xb0, 0x1c, 0x1c), std::max(4.0, c * 0.2), Qt::SolidLine, Qt::RoundCap));
            p.drawLine(a, z);
            p.setPen(QPen(QColor(0xff, 0xe0, 0xd0), std::max(1.0, c * 0.05), Qt::SolidLine, Qt::FlatCap));
            p.drawLine(a, z);
        }
    };
    for (int sq = 0; sq < kSquares; ++sq) {
        const QRectF r = squareRect(sq);
        if (colOf(sq) < kSide - 1)
            drawWall(r.topRight(), r.bottomRight(), m_board.wall(sq, East));
        if (rowOf(sq) < kSide - 1)
            drawWall(r.bottomLeft(), r.bottomRight(), m_board.wall(sq, South));
    }
    p.setPen(QPen(QColor(0x3a, 0x2a, 0x1a), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(b);

    // The trail of the turn.
    for (std::size_t i = 0; i < m_trail.size(); ++i) {
        const Step& s = m_trail[i];
        const QPointF from = squareRect(s.from).center();
        const QPointF to = squareRect(s.to).center();
        QColor arrow(0x2f, 0x6f, 0xc9);
        if (i < m_trailColours.size()) {
            switch (m_trailColours[i]) {
            case Yellow: arrow = QColor(0xc8, 0x9b, 0x00); break;
            case Black: arrow = QColor(0x30, 0x30, 0x30); break;
            case White: arrow = QColor(0x70, 0x80, 0x90); break;
            case Red: arrow = QColor(0xb0, 0x1c, 0x1c); break;
            default: break;
            }
        }
        arrow.setAlpha(190);
        p.setPen(QPen(arrow, std::max(2.0, c * 0.08), s.jump ? Qt::DashLine : Qt::SolidLine,
                      Qt::RoundCap));
        p.drawLine(from, to);
        const QPointF d = to - from;
        const double len = std::hypot(d.x(), d.y());
        if (len > 0) {
            const QPointF u = d / len;
            const QPointF n(-u.y(), u.x());
            const double h = c * 0.18;
            QPainterPath head;
            head.moveTo(to - u * (c * 0.3));
            head.lineTo(to - u * (c * 0.3 + h) + n * h * 0.6);
            head.lineTo(to - u * (c * 0.3 + h) - n * h * 0.6);
            head.closeSubpath();
            p.fillPath(head, arrow);
        }
    }

    // Pieces.
    for (int sq = 0; sq < kSquares; ++sq) {
        const int colour = m_position.at(sq);
        if (colour < 0)
            continue;
        const QRectF r = squareRect(sq).adjusted(c * 0.17, c * 0.17, -c * 0.17, -c * 0.17);
        p.setPen(QPen(colour == Black ? QColor(0x66, 0x66, 0x66) : QColor(0x30, 0x30, 0x30), std::max(1.0, c * 0.04)));
        p.setBrush(lessColour(colour));
        p.drawEllipse(r);
    }

    // Selection and targets.
    if (m_selected >= 0) {
        p.setPen(QPen(QColor(0x1e, 0x90, 0xff), std::max(2.0, c * 0.08)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(squareRect(m_selected).adjusted(c * 0.08, c * 0.08, -c * 0.08, -c * 0.08));
    }
    QFont costFont = font;
    costFont.setPixelSize(std::max(8, static_cast<int>(c * 0.32)));
    costFont.setBold(true);
    p.setFont(costFont);
    for (const Target& t : m_targets) {
        const QRectF r = squareRect(t.square);
        const QRectF dot = r.adjusted(c * 0.25, c * 0.25, -c * 0.25, -c * 0.25);
        p.setPen(QPen(QColor(0x1e, 0x90, 0xff), std::max(1.5, c * 0.05)));
        p.setBrush(QColor(0x1e, 0x90, 0xff, 60));
        p.drawEllipse(dot);
        p.setPen(QColor(0x0b, 0x3d, 0x7a));
        p.drawText(dot, Qt::AlignCenter, t.jump ? tr("%1J").arg(t.cost) : QString::number(t.cost));
    }
}

} // namespace pb::views
