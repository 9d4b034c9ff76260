#include "ants/worldpaint.h"

#include <QFont>
#include <QPainterPath>
#include <algorithm>
#include <bit>

namespace pb::views::worldpaint {

namespace {

// 1..13: how dark food of this amount is drawn.
int foodLevel(int amount)
{
    if (amount <= 9)
        return std::max(amount, 1);
    if (amount < 20)
        return 10;
    if (amount < 50)
        return 11;
    if (amount < 100)
        return 12;
    return 13;
}

QColor mix(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

QPoint Sprites::stampPos(QPointF center) const
{
    const QPointF topLeft = center - this->center;
    return {int(std::lround(topLeft.x())), int(std::lround(topLeft.y()))};
}

const QPixmap& Sprites::terrainSprite(int kind)
{
    QPixmap& pm = terrain[size_t(kind)];
    if (!pm.isNull())
        return pm;
    static const QColor fills[4] = {kClear, kRock, kHill[0], kHill[1]};
    const QColor fill = fills[kind];
    pm = blank();
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    const double w = zoom;
    const bool grid = kind != 1 && w >= kGridZoom;
    p.setBrush(grid ? (kind == 0 ? kGrid : fill.darker(112)) : fill);
    p.drawPolygon(hexagon(center, w, 1.0 + 1.5 / w));
    if (grid) {
        p.setBrush(fill);
        // The line between two cells: both insets, about 1.4 px zoomed out, 2.5 px far in.
        const double inset = std::max(0.7, w * 0.014);
        p.drawPolygon(hexagon(center, w, 1.0 - 2 * inset / w));
    }
    p.end();
    return pm;
}

QPixmap Sprites::blank() const
{
    QPixmap pm(QSize(int(std::ceil(size.width() * dpr)), int(std::ceil(size.height() * dpr))));
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    return pm;
}

void Sprites::drawTerrain(QPainter& p, const std::vector<unsigned char>& kinds, int width, int x0, int x1,
                          int y0, int y1, QPoint origin)
{
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            p.drawPixmap(origin + stampPos(localCenter(x, y, zoom)),
                         terrainSprite(kinds[size_t(y) * size_t(width) + size_t(x)]));
}

const QPixmap& Sprites::foodSprite(int amount)
{
    auto it = food.find(amount);
    if (it != food.end())
        return *it;
    QPixmap pm = blank();
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const double t = (foodLevel(amount) - 1) / 12.0;
    const QColor fill = mix(kFoodLight, kFoodDark, t);
    const double w = zoom;
    if (zoom < kDetailZoom) {
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawPolygon(hexagon(center, w, 0.62));
    } else {
        p.setPen(QPen(kFoodDark, std::max(1.0, w * 0.03)));
        p.setBrush(fill);
        p.drawEllipse(center, w * 0.21, w * 0.21);
        if (zoom >= kNumberZoom) {
            QFont font;
            font.setPixelSize(std::max(7, int(w * (amount < 100 ? 0.26 : 0.19))));
            font.setBold(true);
            p.setFont(font);
            p.setPen(t > 0.35 ? Qt::white : kFoodDark);
            const QRectF box(center - QPointF(w * 0.3, w * 0.3), QSizeF(w * 0.6, w * 0.6));
            p.drawText(box, Qt::AlignCenter, QString::number(amount));
        }
    }
    p.end();
    return *food.insert(amount, pm);
}

const QPixmap& Sprites::markerSprite(int color, unsigned bits)
{
    QPixmap& pm = markers[size_t(color)][bits & 63];
    if (!pm.isNull())
        return pm;
    pm = blank();
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const double w = zoom;
    const QColor c = kMarker[color];
    if (zoom < kDetailZoom) {
        // A tint over the top half (red's markers) or the bottom half (black's); more bits, stronger.
        const int n = std::popcount(bits);
        QColor tint = c;
        tint.setAlpha(60 + 120 * n / 6);
        const QPolygonF hex = hexagon(center, w, 0.92);
        const QPointF midRight(hex[1].x(), center.y());
        const QPointF midLeft(hex[5].x(), center.y());
        QPainterPath half;
        if (color == 0)
            half.addPolygon(QPolygonF({hex[5], hex[0], hex[1], midRight, midLeft}));
        else
            half.addPolygon(QPolygonF({midLeft, midRight, hex[2], hex[3], hex[4]}));
        p.fillPath(half, tint);
    } else {
        // Six squares in a row, bit 0 on the left: filled when set, an outline when not.
        const double s = w * 0.11;
        const double gap = w * 0.022;
        const double rowY = center.y() + (color == 0 ? -0.27 : 0.27) * w - s / 2;
        const double left = center.x() - (6 * s + 5 * gap) / 2;
        for (int bit = 0; bit < 6; ++bit) {
            const QRectF square(left + bit * (s + gap), rowY, s, s);
            if (bits & (1u << bit)) {
                p.setPen(QPen(c.darker(160), std::max(0.8, w * 0.012)));
                p.setBrush(c);
            } else {
                QColor faint = c;
                faint.setAlpha(70);
                p.setPen(QPen(faint, std::max(0.8, w * 0.012)));
                p.setBrush(Qt::NoBrush);
            }
            p.drawRect(square);
        }
    }
    p.end();
    return pm;
}

const QPixmap& Sprites::antSprite(int color, int direction, bool hasFood)
{
    QPixmap& pm = ants[size_t(color)][size_t(direction)][hasFood ? 1 : 0];
    if (!pm.isNull())
        return pm;
    pm = blank();
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(center);
    p.rotate(60.0 * direction);  // 0 east, clockwise (y points down)
    const double w = zoom;
    if (zoom < kDetailZoom)
        p.setPen(Qt::NoPen);  // too small for an outline: it would only blur the colour
    else
        p.setPen(QPen(kAntOutline[color], std::max(0.8, w * 0.035), Qt::SolidLine, Qt::RoundCap,
                      Qt::RoundJoin));
    p.setBrush(kAnt[color]);
    double foodX = 0;
    if (zoom < kDetailZoom) {
        p.drawPolygon(QPolygonF({QPointF(0.55 * w, 0), QPointF(-0.36 * w, 0.40 * w),
                                 QPointF(-0.36 * w, -0.40 * w)}));
        foodX = -0.04 * w;
    } else {
        QPainterPath body;
        body.addEllipse(QPointF(-0.08 * w, 0), 0.24 * w, 0.24 * w);
        QPainterPath nose;
        nose.addPolygon(QPolygonF({QPointF(0.44 * w, 0), QPointF(0.05 * w, 0.2 * w),
                                   QPointF(0.05 * w, -0.2 * w), QPointF(0.44 * w, 0)}));
        p.drawPath(body.united(nose));
        foodX = -0.08 * w;
    }
    if (hasFood) {
        const double r = zoom < kDetailZoom ? std::max(1.6, w * 0.17) : w * 0.11;
        if (zoom < kDetailZoom)
            p.setPen(Qt::NoPen);
        else
            p.setPen(QPen(Qt::white, std::max(0.6, w * 0.02)));
        p.setBrush(kCarried);
        p.drawEllipse(QPointF(foodX, 0), r, r);
    }
    p.end();
    return pm;
}

} // namespace pb::views::worldpaint
