#pragma once

// The Ants world view's drawing pieces: hex geometry, colours, and the small pictures (sprites)
// that WorldView stamps per cell. Internal to views/ants.

#include "ants/game.h"

#include <QColor>
#include <QHash>
#include <QPainter>
#include <QPixmap>
#include <QPointF>
#include <QPolygonF>
#include <array>
#include <cmath>
#include <vector>

namespace pb::views::worldpaint {

// Hex geometry in units of the zoom w (the distance between two centres in a row): pointy-top
// hexagons of circumradius R = w / sqrt(3), rows 1.5 R apart, odd rows shifted right by w / 2.
inline const double kSqrt3 = std::sqrt(3.0);
inline constexpr double kZoomStep = 1.25;
// From this zoom on, cells show detail: marker bits one by one, food as a number, ants with a body.
inline constexpr double kDetailZoom = 20.0;
inline constexpr double kNumberZoom = 28.0;   // food amounts as numbers
inline constexpr double kGridZoom = 10.0;     // hex outlines on clear ground
inline constexpr qint64 kMaxTerrainPixels = 4'000'000;  // larger worlds are drawn cell by cell

inline const QColor kBackground(0x40, 0x42, 0x44);
inline const QColor kClear(0xef, 0xe6, 0xcf);
inline const QColor kGrid(0xd6, 0xc8, 0xa6);
inline const QColor kRock(0x5a, 0x55, 0x50);
inline const QColor kHill[2] = {QColor(0xf5, 0xbc, 0xb4), QColor(0xb4, 0xb4, 0xb4)};
inline const QColor kAnt[2] = {QColor(0xd7, 0x19, 0x1c), QColor(0x1a, 0x1a, 0x1a)};
inline const QColor kAntOutline[2] = {QColor(0x4a, 0x00, 0x00), QColor(0xf0, 0xf0, 0xf0)};
inline const QColor kMarker[2] = {QColor(0xf0, 0x78, 0x10), QColor(0x30, 0x58, 0xe0)};
inline const QColor kFoodLight(0xc4, 0xe8, 0xae);
inline const QColor kFoodDark(0x1a, 0x70, 0x1a);
inline const QColor kCarried(0x3c, 0xd0, 0x3c);
inline const QColor kSelected(0x00, 0xa8, 0xff);

inline double rowStep(double w) { return w * kSqrt3 / 2.0; }
inline double radius(double w) { return w / kSqrt3; }

// Centre of cell (x, y) relative to the world's top-left corner.
inline QPointF localCenter(int x, int y, double w)
{
    return {w * (x + 0.5 + 0.5 * (y & 1)), radius(w) + rowStep(w) * y};
}

// The hexagon around `c`, scaled by `scale` (1 = the whole cell).
inline QPolygonF hexagon(QPointF c, double w, double scale = 1.0)
{
    const double hw = w / 2.0 * scale;
    const double r = radius(w) * scale;
    return QPolygonF({c + QPointF(0, -r), c + QPointF(hw, -r / 2), c + QPointF(hw, r / 2),
                      c + QPointF(0, r), c + QPointF(-hw, r / 2), c + QPointF(-hw, -r / 2)});
}

// Small pictures drawn once per zoom level and stamped per cell: food per amount, markers per
// colour and visible bits, ants per colour, direction and load.
struct Sprites {
    double zoom = 0;
    qreal dpr = 1;
    QSize size;      // logical size of every sprite
    QPointF center;  // the cell centre inside a sprite
    QHash<int, QPixmap> food;
    std::array<std::array<QPixmap, 64>, 2> markers;
    std::array<std::array<std::array<QPixmap, 2>, ants::kDirections>, 2> ants;
    std::array<QPixmap, 4> terrain;  // clear, rock, red hill, black hill

    QPoint stampPos(QPointF center) const;

    // A whole cell of ground. Stamps land on whole pixels, so each is a little larger than
    // its cell and neighbours overlap instead of leaving seams. Zoomed in, clear ground and
    // hills get a thin outline (the grid) from an inset of a darker shade.
    const QPixmap& terrainSprite(int kind);

    // Ground for cells x0..x1, y0..y1 (inclusive), the world's top-left corner at `origin`.
    void drawTerrain(QPainter& p, const std::vector<unsigned char>& kinds, int width, int x0, int x1,
                     int y0, int y1, QPoint origin);

    QPixmap blank() const;

    const QPixmap& foodSprite(int amount);

    const QPixmap& markerSprite(int color, unsigned bits);

    const QPixmap& antSprite(int color, int direction, bool hasFood);
};

} // namespace pb::views::worldpaint
