#include "ants/worldview.h"
#include "ants/worldpaint.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QWheelEvent>
#include <algorithm>
#include <bit>
#include <limits>
#include <cmath>

namespace pb::views {

using pb::ants::Color;
using pb::ants::Pos;

using namespace worldpaint;

WorldView::WorldView(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    updateLegendTooltip();
}

WorldView::~WorldView() = default;

QString WorldView::legendHtml()
{
    return tr("<b>Legend</b><br>"
              "Sand: clear ground; dark grey: rock; pink cells: red's anthill; "
              "grey cells: black's anthill.<br>"
              "Green: food, darker for more (the amount is written when zoomed in).<br>"
              "Ants: red or black triangles pointing where the ant faces; a green dot: "
              "carrying food.<br>"
              "Markers: <span style='color:#f07810'>orange</span> for red's, "
              "<span style='color:#3058e0'>blue</span> for black's. Zoomed out: a tint on the "
              "top half (red) or bottom half (black) of the cell, stronger for more bits. "
              "Zoomed in: six squares, bit 0 on the left, filled when set (red's row above "
              "the centre, black's below).<br>"
              "Wheel or +/-: zoom; 0 or F: fit; drag: pan; click: select a cell.");
}

void WorldView::updateLegendTooltip()
{
    // One line: a tooltip that covers the board whenever the pointer rests is in the way. The
    // whole legend is in the workspace's guide (Help).
    setToolTip(tr("Wheel: zoom, drag: pan, F: fit, click: select. Colours: Help > Guide to This Workspace"));
}

void WorldView::setGame(std::shared_ptr<const pb::ants::Game> game)
{
    const int oldW = worldWidth();
    const int oldH = worldHeight();
    m_game = std::move(game);
    if (m_game && terrainChanged(*m_game))
        m_terrainImage = QImage();
    if (!m_game) {
        m_terrain.clear();
        m_terrainWidth = m_terrainHeight = 0;
        m_terrainImage = QImage();
    }
    if (m_selected && !(m_game && m_selected->x < worldWidth() && m_selected->y < worldHeight()))
        m_selected.reset();
    if ((oldW != worldWidth() || oldH != worldHeight()) && m_autoFit)
        fitToView();
    update();
}

std::shared_ptr<const pb::ants::Game> WorldView::game() const { return m_game; }

bool WorldView::terrainChanged(const pb::ants::Game& game)
{
    const int w = game.width();
    const int h = game.height();
    bool changed = w != m_terrainWidth || h != m_terrainHeight;
    if (changed) {
        m_terrain.assign(size_t(w) * size_t(h), 0);
        m_terrainWidth = w;
        m_terrainHeight = h;
    }
    size_t i = 0;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x, ++i) {
            const ants::CellView c = game.cell({x, y});
            const unsigned char t = c.rock ? 1 : c.hill ? (*c.hill == Color::Red ? 2 : 3) : 0;
            if (m_terrain[i] != t) {
                m_terrain[i] = t;
                changed = true;
            }
        }
    }
    return changed;
}

void WorldView::setMarkersVisible(pb::ants::Color c, bool visible)
{
    m_markerMask[ants::index(c)] = visible ? 0x3F : 0;
    update();
}

void WorldView::setMarkerBitVisible(pb::ants::Color c, int bit, bool visible)
{
    if (bit < 0 || bit >= ants::kMarkers)
        return;
    unsigned& mask = m_markerMask[ants::index(c)];
    mask = visible ? (mask | (1u << bit)) : (mask & ~(1u << bit));
    update();
}

bool WorldView::markerBitVisible(pb::ants::Color c, int bit) const
{
    return bit >= 0 && bit < ants::kMarkers && (m_markerMask[ants::index(c)] & (1u << bit));
}

int WorldView::worldWidth() const { return m_game ? m_game->width() : 0; }
int WorldView::worldHeight() const { return m_game ? m_game->height() : 0; }

QSizeF WorldView::worldSize() const
{
    const int w = worldWidth();
    const int h = worldHeight();
    if (w <= 0 || h <= 0)
        return {};
    return {m_zoom * (w + (h > 1 ? 0.5 : 0.0)), 2 * radius(m_zoom) + rowStep(m_zoom) * (h - 1)};
}

double WorldView::zoom() const { return m_zoom; }

void WorldView::setZoom(double pixelsPerCell)
{
    setZoomAround(pixelsPerCell, QPointF(width() / 2.0, height() / 2.0));
}

void WorldView::zoomIn() { setZoom(m_zoom * kZoomStep); }
void WorldView::zoomOut() { setZoom(m_zoom / kZoomStep); }

void WorldView::setZoomAround(double pixelsPerCell, QPointF anchor)
{
    m_autoFit = false;
    const double z = std::clamp(pixelsPerCell, kMinZoom, kMaxZoom);
    if (z == m_zoom)
        return;
    const QPointF scenePoint = (anchor - QPointF(m_origin)) / m_zoom;
    m_zoom = z;
    setOrigin(anchor - scenePoint * z);
    emit zoomChanged(m_zoom);
    emit viewChanged(m_zoom, m_origin);
}

void WorldView::setOrigin(QPointF origin)
{
    const QPoint rounded(int(std::lround(origin.x())), int(std::lround(origin.y())));
    const bool moved = rounded != m_origin;
    m_origin = rounded;
    update();
    if (moved)
        emit viewChanged(m_zoom, m_origin);
}

QPoint WorldView::origin() const { return m_origin; }

void WorldView::setView(double pixelsPerCell, QPoint origin)
{
    const double z = std::clamp(pixelsPerCell, kMinZoom, kMaxZoom);
    if (z == m_zoom && origin == m_origin)
        return;
    m_autoFit = false;
    const bool zoomed = z != m_zoom;
    m_zoom = z;
    m_origin = origin;
    update();
    if (zoomed)
        emit zoomChanged(m_zoom);
    emit viewChanged(m_zoom, m_origin);
}

void WorldView::setHighlightedCells(std::vector<pb::ants::Pos> cells)
{
    m_highlighted = std::move(cells);
    update();
}

void WorldView::fitToView()
{
    const int w = worldWidth();
    const int h = worldHeight();
    double z = m_zoom;
    if (w > 0 && h > 0) {
        constexpr int kMargin = 4;
        const double unitW = w + (h > 1 ? 0.5 : 0.0);
        const double unitH = (2.0 + 1.5 * (h - 1)) / kSqrt3;
        z = std::min((width() - 2 * kMargin) / unitW, (height() - 2 * kMargin) / unitH);
        z = std::clamp(z, kMinZoom, kMaxZoom);
    }
    const bool changed = z != m_zoom;
    m_zoom = z;
    m_autoFit = true;
    const QSizeF world = worldSize();
    setOrigin(QPointF((width() - world.width()) / 2.0, (height() - world.height()) / 2.0));
    if (changed) {
        emit zoomChanged(m_zoom);
        emit viewChanged(m_zoom, m_origin);
    }
}

void WorldView::centerOn(pb::ants::Pos p)
{
    m_autoFit = false;
    setOrigin(QPointF(m_origin) + QPointF(width() / 2.0, height() / 2.0) - cellCenter(p));
}

QPointF WorldView::cellCenter(pb::ants::Pos p) const
{
    return QPointF(m_origin) + localCenter(p.x, p.y, m_zoom);
}

std::optional<pb::ants::Pos> WorldView::cellAt(QPointF widgetPos) const
{
    const int w = worldWidth();
    const int h = worldHeight();
    if (w <= 0 || h <= 0)
        return std::nullopt;
    // The hexagons are the cells nearest to their centres (a regular hex grid is its own
    // Voronoi diagram), so the nearest centre among the candidates around the guess is exact.
    const QPointF local = widgetPos - QPointF(m_origin);
    const int row = int(std::floor((local.y() - radius(m_zoom)) / rowStep(m_zoom) + 0.5));
    Pos best{};
    double bestDist = std::numeric_limits<double>::max();
    for (int y = row - 1; y <= row + 1; ++y) {
        const int col = int(std::floor(local.x() / m_zoom - 0.5 * (y & 1)));
        for (int x = col - 1; x <= col + 1; ++x) {
            const QPointF d = localCenter(x, y, m_zoom) - local;
            const double dist = d.x() * d.x() + d.y() * d.y();
            if (dist < bestDist) {
                bestDist = dist;
                best = {x, y};
            }
        }
    }
    if (best.x < 0 || best.y < 0 || best.x >= w || best.y >= h)
        return std::nullopt;
    return best;
}

void WorldView::setSelectedCell(std::optional<pb::ants::Pos> p)
{
    if (p == m_selected)
        return;
    m_selected = p;
    update();
}

std::optional<pb::ants::Pos> WorldView::selectedCell() const { return m_selected; }

QColor WorldView::rockColor() { return kRock; }
QColor WorldView::antColor(pb::ants::Color c) { return kAnt[ants::index(c)]; }
QColor WorldView::markerColor(pb::ants::Color c) { return kMarker[ants::index(c)]; }
QColor WorldView::carriedFoodColor() { return kCarried; }

double WorldView::lastPaintMs() const { return m_lastPaintMs; }

QSize WorldView::sizeHint() const { return {760, 680}; }
QSize WorldView::minimumSizeHint() const { return {160, 140}; }

void WorldView::ensureSprites()
{
    const qreal dpr = devicePixelRatioF();
    if (m_sprites && m_sprites->zoom == m_zoom && m_sprites->dpr == dpr)
        return;
    m_sprites = std::make_unique<Sprites>();
    m_sprites->zoom = m_zoom;
    m_sprites->dpr = dpr;
    const int sw = int(std::ceil(m_zoom)) + 2;
    const int sh = int(std::ceil(2 * radius(m_zoom))) + 2;
    m_sprites->size = QSize(sw, sh);
    m_sprites->center = QPointF(sw / 2.0, sh / 2.0);
    m_terrainImage = QImage();
}


void WorldView::ensureTerrainImage()
{
    if (!m_terrainImage.isNull() || !m_game)
        return;
    const QSizeF world = worldSize();
    const qreal dpr = devicePixelRatioF();
    const QSize px(int(std::ceil(world.width() * dpr)) + 1, int(std::ceil(world.height() * dpr)) + 1);
    if (qint64(px.width()) * px.height() > kMaxTerrainPixels)
        return;  // too large: paintEvent draws the visible cells directly
    m_terrainImage = QImage(px, QImage::Format_ARGB32_Premultiplied);
    m_terrainImage.setDevicePixelRatio(dpr);
    m_terrainImage.fill(Qt::transparent);
    QPainter p(&m_terrainImage);
    m_sprites->drawTerrain(p, m_terrain, m_terrainWidth, 0, m_terrainWidth - 1, 0, m_terrainHeight - 1,
                           QPoint(0, 0));
}

void WorldView::paintEvent(QPaintEvent* event)
{
    QElapsedTimer timer;
    timer.start();
    QPainter p(this);
    p.fillRect(event->rect(), kBackground);
    if (!m_game || worldWidth() <= 0 || worldHeight() <= 0) {
        p.setPen(palette().color(QPalette::BrightText));
        p.drawText(rect(), Qt::AlignCenter, tr("No game to show"));
        m_lastPaintMs = double(timer.nsecsElapsed()) / 1e6;
        return;
    }
    ensureSprites();
    ensureTerrainImage();

    // Visible cells, one more on each side for hexagons reaching into the view.
    const QRectF area = QRectF(event->rect()).translated(-QPointF(m_origin));
    const double rs = rowStep(m_zoom);
    const int y0 = std::max(0, int(std::floor((area.top() - 2 * radius(m_zoom)) / rs)));
    const int y1 = std::min(worldHeight() - 1, int(std::ceil(area.bottom() / rs)));
    const int x0 = std::max(0, int(std::floor(area.left() / m_zoom)) - 1);
    const int x1 = std::min(worldWidth() - 1, int(std::ceil(area.right() / m_zoom)));
    if (y0 > y1 || x0 > x1) {
        m_lastPaintMs = double(timer.nsecsElapsed()) / 1e6;
        return;
    }

    if (!m_terrainImage.isNull()) {
        p.drawImage(m_origin, m_terrainImage);
    } else {
        m_sprites->drawTerrain(p, m_terrain, m_terrainWidth, x0, x1, y0, y1, m_origin);
    }

    Sprites& s = *m_sprites;
    const ants::Game& game = *m_game;
    auto stampAt = [&](QPointF center, const QPixmap& pm) { p.drawPixmap(s.stampPos(center), pm); };
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const ants::CellView c = game.cell({x, y});
            if (c.rock)
                continue;
            const unsigned red = c.markers[0] & m_markerMask[0];
            const unsigned black = c.markers[1] & m_markerMask[1];
            const bool hasAnything = red || black || c.food > 0 || c.ant;
            if (!hasAnything)
                continue;
            const QPointF center = cellCenter({x, y});
            if (red)
                stampAt(center, s.markerSprite(0, red));
            if (black)
                stampAt(center, s.markerSprite(1, black));
            if (c.food > 0)
                stampAt(center, s.foodSprite(c.food));
            if (c.ant)
                stampAt(center, s.antSprite(ants::index(c.ant->color), c.ant->direction, c.ant->hasFood));
        }
    }

    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    if (m_hovered) {
        p.setPen(QPen(QColor(0, 0, 0, 120), 1.5));
        p.drawPolygon(hexagon(cellCenter(*m_hovered), m_zoom, 0.96));
    }
    if (!m_highlighted.empty()) {
        // Cells that differ from another trace: a thick magenta ring, seen at any zoom.
        p.setPen(QPen(QColor(220, 0, 200), std::max(2.0, m_zoom * 0.16)));
        const QRectF visible = QRectF(rect()).adjusted(-m_zoom, -m_zoom, m_zoom, m_zoom);
        for (const pb::ants::Pos& cell : m_highlighted) {
            const QPointF center = cellCenter(cell);
            if (visible.contains(center))
                p.drawPolygon(hexagon(center, m_zoom, std::max(1.0, 6.0 / m_zoom + 0.9)));
        }
    }
    if (m_selected) {
        p.setPen(QPen(kSelected, std::max(2.0, m_zoom * 0.07)));
        p.drawPolygon(hexagon(cellCenter(*m_selected), m_zoom, 0.94));
    }
    m_lastPaintMs = double(timer.nsecsElapsed()) / 1e6;
}

void WorldView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_autoFit)
        fitToView();
}

void WorldView::wheelEvent(QWheelEvent* event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        event->ignore();
        return;
    }
    setZoomAround(m_zoom * std::pow(kZoomStep, delta / 120.0), event->position());
    hoverAt(event->position());
    event->accept();
}

void WorldView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_pressed = true;
    m_dragging = false;
    m_pressPos = event->position().toPoint();
    m_pressOrigin = m_origin;
    event->accept();
}

void WorldView::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint pos = event->position().toPoint();
    if (m_pressed && (event->buttons() & Qt::LeftButton)) {
        if (!m_dragging && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            m_dragging = true;
            setCursor(Qt::ClosedHandCursor);
        }
        if (m_dragging) {
            m_autoFit = false;
            setOrigin(m_pressOrigin + (pos - m_pressPos));
        }
    }
    hoverAt(event->position());
}

void WorldView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_pressed) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const bool wasDragging = m_dragging;
    m_pressed = false;
    m_dragging = false;
    unsetCursor();
    if (!wasDragging) {
        if (const auto cell = cellAt(event->position())) {
            setSelectedCell(cell);
            emit cellClicked(cell->x, cell->y);
        }
    }
    event->accept();
}

void WorldView::hoverAt(QPointF widgetPos)
{
    const auto cell = cellAt(widgetPos);
    if (cell == m_hovered)
        return;
    m_hovered = cell;
    update();
    if (cell)
        emit cellHovered(cell->x, cell->y);
    else
        emit hoverLeft();
}

void WorldView::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    if (m_hovered) {
        m_hovered.reset();
        update();
        emit hoverLeft();
    }
}

void WorldView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        break;
    case Qt::Key_Minus:
        zoomOut();
        break;
    case Qt::Key_0:
    case Qt::Key_F:
        fitToView();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace pb::views
