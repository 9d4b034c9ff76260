#include "peaceable/boardview.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pb::views {

namespace {
// Okabe and Ito's palette, safe for the common colour-vision deficiencies.
const QColor kPalette[8] = {QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9), QColor(0x00, 0x9E, 0x73),
                            QColor(0xF0, 0xE4, 0x42), QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                            QColor(0xCC, 0x79, 0xA7), QColor(0x00, 0x00, 0x00)};
const QColor kWall(0x5b, 0x5b, 0x5b);
const QColor kConflict(0xd0, 0x10, 0x10);
} // namespace

PeaceableBoardView::PeaceableBoardView(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
}

QColor PeaceableBoardView::playerColour(int player) { return kPalette[std::clamp(player, 0, 7)]; }

QString PeaceableBoardView::pieceGlyph(char piece)
{
    switch (piece) {
    case 'K': return QString(QChar(0x2654));
    case 'Q': return QString(QChar(0x2655));
    case 'R': return QString(QChar(0x2656));
    case 'B': return QString(QChar(0x2657));
    case 'N': return QString(QChar(0x2658));
    }
    return QString();
}

void PeaceableBoardView::setBoard(int n, const std::vector<char>& cells, const std::vector<int>& owners, int players)
{
    m_n = n;
    m_cells = cells;
    m_owners = owners;
    m_players = players;
    m_cells.resize(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), '.');
    m_owners.resize(m_cells.size(), -1);
    update();
}

void PeaceableBoardView::setConflicts(const std::vector<std::pair<int, int>>& attacks)
{
    m_conflicts = attacks;
    update();
}

void PeaceableBoardView::setAttacks(int from, const std::vector<int>& cells)
{
    m_attackFrom = from;
    m_attacks = cells;
    update();
}

void PeaceableBoardView::setSelected(int cell)
{
    m_selected = cell;
    update();
}

QRectF PeaceableBoardView::boardRect() const
{
    const double margin = 6;
    const double side = std::max(8.0, std::min(width(), height()) - 2 * margin);
    return {(width() - side) / 2, (height() - side) / 2, side, side};
}

double PeaceableBoardView::cell() const { return m_n > 0 ? boardRect().width() / m_n : 0; }

QRectF PeaceableBoardView::cellRect(int index) const
{
    if (m_n <= 0 || index < 0 || index >= m_n * m_n)
        return {};
    const QRectF b = boardRect();
    const double c = cell();
    return {b.left() + (index % m_n) * c, b.top() + (index / m_n) * c, c, c};
}

int PeaceableBoardView::cellAt(const QPointF& point) const
{
    const QRectF b = boardRect();
    if (m_n <= 0 || !b.contains(point))
        return -1;
    const double c = cell();
    const int col = std::clamp(static_cast<int>((point.x() - b.left()) / c), 0, m_n - 1);
    const int row = std::clamp(static_cast<int>((point.y() - b.top()) / c), 0, m_n - 1);
    return row * m_n + col;
}

void PeaceableBoardView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    if (m_n <= 0)
        return;
    const QRectF b = boardRect();
    const double c = cell();
    p.fillRect(b, QColor(0xfa, 0xf8, 0xf2));
    // Walls: solid grey with a light diagonal, so they differ from any player's colour.
    for (int i = 0; i < m_n * m_n; ++i) {
        if (m_cells[static_cast<std::size_t>(i)] != '#')
            continue;
        const QRectF r = cellRect(i);
        p.fillRect(r, kWall);
        if (c >= 8) {
            p.setPen(QPen(QColor(0x80, 0x80, 0x80), std::max(1.0, c * 0.06)));
            p.drawLine(r.bottomLeft(), r.topRight());
        }
    }
    // Grid lines (faint; skipped when the cells are tiny).
    if (c >= 6) {
        p.setPen(QPen(QColor(0xd8, 0xd2, 0xc4), 1));
        for (int k = 0; k <= m_n; ++k) {
            p.drawLine(QPointF(b.left() + k * c, b.top()), QPointF(b.left() + k * c, b.bottom()));
            p.drawLine(QPointF(b.left(), b.top() + k * c), QPointF(b.right(), b.top() + k * c));
        }
    }
    // Attack lines of the hovered piece.
    if (m_attackFrom >= 0) {
        const QColor col = playerColour(m_owners[static_cast<std::size_t>(m_attackFrom)]);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(col.red(), col.green(), col.blue(), 110));
        for (int a : m_attacks)
            p.drawRect(cellRect(a).adjusted(1, 1, -1, -1));
    }
    // Pieces.
    p.setRenderHint(QPainter::Antialiasing);
    QFont glyphFont = font();
    glyphFont.setPixelSize(std::max(5, static_cast<int>(c * 0.72)));
    const bool glyphs = QFontMetricsF(glyphFont).inFont(QChar(0x2655));
    QFont letterFont = font();
    letterFont.setBold(true);
    letterFont.setPixelSize(std::max(5, static_cast<int>(c * 0.55)));
    for (int i = 0; i < m_n * m_n; ++i) {
        const char piece = m_cells[static_cast<std::size_t>(i)];
        if (piece == '.' || piece == '#')
            continue;
        const QRectF r = cellRect(i);
        const int owner = m_owners[static_cast<std::size_t>(i)];
        const QColor col = playerColour(owner);
        p.setPen(QPen(col.darker(170), std::max(1.0, c * 0.05)));
        p.setBrush(col);
        p.drawEllipse(r.adjusted(c * 0.06, c * 0.06, -c * 0.06, -c * 0.06));
        if (c >= 9) {
            const bool dark = col.lightness() < 110;
            p.setPen(dark ? Qt::white : Qt::black);
            p.setFont(glyphs ? glyphFont : letterFont);
            p.drawText(r, Qt::AlignCenter, glyphs ? pieceGlyph(piece) : QString(QChar::fromLatin1(piece)));
        }
    }
    // Conflicts.
    for (const auto& [from, to] : m_conflicts) {
        const QRectF a = cellRect(from), z = cellRect(to);
        p.setPen(QPen(kConflict, std::max(1.5, c * 0.1), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(a.center(), z.center());
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(z.adjusted(c * 0.02, c * 0.02, -c * 0.02, -c * 0.02));
        p.drawEllipse(a.adjusted(c * 0.02, c * 0.02, -c * 0.02, -c * 0.02));
    }
    if (m_selected >= 0) {
        p.setPen(QPen(QColor(0x1f, 0x6f, 0xd1), std::max(2.0, c * 0.1)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cellRect(m_selected));
    }
    p.setPen(QPen(QColor(0x40, 0x40, 0x40), 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawRect(b);
}

void PeaceableBoardView::mousePressEvent(QMouseEvent* event)
{
    const int c = cellAt(event->position());
    if (c >= 0)
        emit cellClicked(c, event->button(), event->modifiers());
}

void PeaceableBoardView::mouseMoveEvent(QMouseEvent* event)
{
    const int c = cellAt(event->position());
    if (c != m_hovered) {
        m_hovered = c;
        emit cellHovered(c);
    }
}

void PeaceableBoardView::leaveEvent(QEvent*)
{
    if (m_hovered != -1) {
        m_hovered = -1;
        emit cellHovered(-1);
    }
}

} // namespace pb::views
