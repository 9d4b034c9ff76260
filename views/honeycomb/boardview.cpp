#include "honeycomb/boardview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace pb::views {

using pb::honeycomb::Cell;

namespace {
constexpr double kSqrt3 = 1.7320508075688772;
constexpr double kMargin = 6.0;
} // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("honeycomb-board"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

QColor BoardView::emptyColor() { return QColor(0xf4, 0xee, 0xdc); }
QColor BoardView::fullColor() { return QColor(0xc7, 0x86, 0x14); }
QColor BoardView::unitColor() { return QColor(0x2f, 0x6f, 0xc9); }
QColor BoardView::pivotColor() { return QColor(0x10, 0x10, 0x10); }
QColor BoardView::clearColor() { return QColor(0x3c, 0xb3, 0x4a); }

void BoardView::setGame(const pb::honeycomb::Game& game)
{
    std::vector<std::uint8_t> full(static_cast<std::size_t>(game.width()) * static_cast<std::size_t>(game.height()), 0);
    std::vector<int> rowCount(static_cast<std::size_t>(game.height()), 0);
    for (int y = 0; y < game.height(); ++y)
        for (int x = 0; x < game.width(); ++x)
            if (game.full(x, y)) {
                full[static_cast<std::size_t>(y * game.width() + x)] = 1;
                ++rowCount[static_cast<std::size_t>(y)];
            }
    if (game.width() != m_width || game.height() != m_height || full != m_full)
        m_cacheValid = false;
    m_width = game.width();
    m_height = game.height();
    m_full = std::move(full);
    m_unit = game.unitCells();
    m_pivot.reset();
    if (!m_unit.empty())
        m_pivot = game.pivot();
    // The unit's members are on empty cells: a row it would complete is a row whose empty cells
    // it covers exactly.
    for (const Cell& c : m_unit)
        if (c.y >= 0 && c.y < m_height)
            ++rowCount[static_cast<std::size_t>(c.y)];
    m_aboutToClear.clear();
    if (!m_unit.empty())
        for (int y = 0; y < m_height; ++y)
            if (rowCount[static_cast<std::size_t>(y)] == m_width)
                m_aboutToClear.push_back(y);
    update();
}

void BoardView::clear()
{
    m_width = m_height = 0;
    m_full.clear();
    m_unit.clear();
    m_pivot.reset();
    m_aboutToClear.clear();
    m_cacheValid = false;
    update();
}

bool BoardView::isFull(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return false;
    return m_full[static_cast<std::size_t>(y * m_width + x)] != 0;
}

double BoardView::cellRadius() const
{
    if (m_width <= 0 || m_height <= 0)
        return 0;
    const double w = std::max(1.0, width() - 2 * kMargin);
    const double h = std::max(1.0, height() - 2 * kMargin);
    // The board spans sqrt(3) r (width + 1/2) across and r (1.5 (height - 1) + 2) down.
    return std::min(w / (kSqrt3 * (m_width + 0.5)), h / (1.5 * (m_height - 1) + 2));
}

QPointF BoardView::origin() const
{
    const double r = cellRadius();
    const double boardW = kSqrt3 * r * (m_width + 0.5);
    const double boardH = r * (1.5 * (m_height - 1) + 2);
    return {(width() - boardW) / 2 + kSqrt3 * r / 2, (height() - boardH) / 2 + r};
}

QPointF BoardView::cellCenter(Cell cell) const
{
    const double r = cellRadius();
    const QPointF o = origin();
    return {o.x() + kSqrt3 * r * (cell.x + ((cell.y & 1) ? 0.5 : 0.0)), o.y() + 1.5 * r * cell.y};
}

std::optional<Cell> BoardView::cellAt(QPointF point) const
{
    const double r = cellRadius();
    if (r <= 0)
        return std::nullopt;
    const QPointF o = origin();
    const int row = static_cast<int>(std::lround((point.y() - o.y()) / (1.5 * r)));
    std::optional<Cell> best;
    double bestDistance = 0;
    for (int y = row - 1; y <= row + 1; ++y) {
        if (y < 0 || y >= m_height)
            continue;
        const int col = static_cast<int>(std::lround((point.x() - o.x()) / (kSqrt3 * r) - ((y & 1) ? 0.5 : 0.0)));
        for (int x = col - 1; x <= col + 1; ++x) {
            if (x < 0 || x >= m_width)
                continue;
            const QPointF d = point - cellCenter({x, y});
            const double distance = std::hypot(d.x(), d.y());
            if (!best || distance < bestDistance) {
                best = Cell{x, y};
                bestDistance = distance;
            }
        }
    }
    // Nearest centre is the hex containing the point, if the point is inside one at all.
    if (best && bestDistance > r)
        return std::nullopt;
    return best;
}

QSize BoardView::sizeHint() const
{
    return {520, 480};
}

QSize BoardView::minimumSizeHint() const
{
    return {120, 100};
}

QPolygonF BoardView::hexagon() const
{
    // Pointy-top hexagon around (0, 0), slightly inset so the grid lines show.
    const double ri = cellRadius() * 0.94;
    QPolygonF hex;
    for (int k = 0; k < 6; ++k) {
        const double angle = (60.0 * k - 90.0) * M_PI / 180.0;
        hex << QPointF(ri * std::cos(angle), ri * std::sin(angle));
    }
    return hex;
}

void BoardView::paintCells(QPainter& painter, int firstRow, int lastRow) const
{
    const QPolygonF hex = hexagon();
    painter.setPen(QPen(QColor(0xc9, 0xbf, 0xa4), std::max(0.5, cellRadius() / 14)));
    const QBrush empty(emptyColor());
    const QBrush full(fullColor());
    for (int y = std::max(0, firstRow); y <= std::min(lastRow, m_height - 1); ++y)
        for (int x = 0; x < m_width; ++x) {
            painter.setBrush(m_full[static_cast<std::size_t>(y * m_width + x)] ? full : empty);
            painter.drawPolygon(hex.translated(cellCenter({x, y})));
        }
}

void BoardView::resizeEvent(QResizeEvent* event)
{
    m_cacheValid = false;
    QWidget::resizeEvent(event);
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        m_cacheValid = false;
    QWidget::changeEvent(event);
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    if (m_width <= 0 || m_height <= 0) {
        painter.fillRect(rect(), palette().color(QPalette::Base));
        return;
    }
    const qreal dpr = devicePixelRatioF();
    if (!m_cacheValid || m_cache.size() != size() * dpr) {
        m_cache = QPixmap(size() * dpr);
        m_cache.setDevicePixelRatio(dpr);
        m_cache.fill(palette().color(QPalette::Base));
        QPainter cachePainter(&m_cache);
        cachePainter.setRenderHint(QPainter::Antialiasing, true);
        paintCells(cachePainter, 0, m_height - 1);
        m_cacheValid = true;
    }
    painter.drawPixmap(0, 0, m_cache);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double r = cellRadius();
    const QPolygonF hex = hexagon();

    // Rows about to clear: a band behind the row (the row and its neighbours are drawn again
    // over it, so it shows between the cells).
    if (!m_aboutToClear.empty()) {
        QColor band = clearColor();
        band.setAlpha(70);
        for (int y : m_aboutToClear) {
            const QPointF left = cellCenter({0, y});
            const QPointF right = cellCenter({m_width - 1, y});
            painter.fillRect(QRectF(left.x() - kSqrt3 * r / 2 - 2, left.y() - r, right.x() - left.x() + kSqrt3 * r + 4, 2 * r),
                             band);
        }
        for (int y : m_aboutToClear)
            paintCells(painter, y - 1, y + 1);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(clearColor().darker(130), std::max(1.0, r / 7)));
        for (int y : m_aboutToClear)
            for (int x = 0; x < m_width; ++x)
                if (isFull(x, y))
                    painter.drawPolygon(hex.translated(cellCenter({x, y})));
    }

    painter.setPen(QPen(unitColor().darker(150), std::max(1.0, r / 8)));
    painter.setBrush(unitColor());
    for (const Cell& c : m_unit)
        painter.drawPolygon(hex.translated(cellCenter(c)));

    if (m_pivot) {
        const QPointF centre = cellCenter(*m_pivot);
        const double dot = std::max(2.0, r * 0.28);
        painter.setPen(QPen(Qt::white, std::max(1.0, r / 12)));
        painter.setBrush(pivotColor());
        painter.drawEllipse(centre, dot, dot);
    }

    if (hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    if (const auto cell = cellAt(event->position()))
        emit cellClicked(cell->x, cell->y);
    QWidget::mousePressEvent(event);
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    update();
    QWidget::focusInEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    update();
    QWidget::focusOutEvent(event);
}

} // namespace pb::views
