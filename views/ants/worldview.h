#pragma once

#include "ants/game.h"

#include <QColor>
#include <QImage>
#include <QPixmap>
#include <QPoint>
#include <QPointF>
#include <QWidget>
#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace pb::views {

namespace worldpaint { struct Sprites; }

// Draws one state of an ants game on the contest's hex grid (task section 2.1): pointy-top
// hexagons, odd rows shifted right by half a cell. Zoom with the wheel (around the cursor) or
// +/-, fit with 0 or F, pan by dragging. Hovering and clicking report cells.
//
// Zoom is the distance in pixels between the centres of two cells side by side. The terrain
// (clear ground, rock, both hills) is drawn once per zoom level into an image of the whole
// world when that image is small enough, otherwise visible cells are stamped from per-zoom
// sprites; food, markers and ants are stamped from sprites too, for visible cells only.
class WorldView : public QWidget {
    Q_OBJECT
public:
    explicit WorldView(QWidget* parent = nullptr);
    ~WorldView() override;

    // The state to draw; called up to ~30 times a second while a game plays.
    void setGame(std::shared_ptr<const pb::ants::Game> game);
    std::shared_ptr<const pb::ants::Game> game() const;

    void setMarkersVisible(pb::ants::Color c, bool visible);  // all six bits of a colour
    void setMarkerBitVisible(pb::ants::Color c, int bit, bool visible);
    bool markerBitVisible(pb::ants::Color c, int bit) const;

    double zoom() const;
    void setZoom(double pixelsPerCell);  // keeps the widget's centre in place
    void zoomIn();
    void zoomOut();
    void fitToView();  // the whole world visible, centred
    void centerOn(pb::ants::Pos p);  // pans so that the cell is in the middle
    // The zoom and the widget position of the world's top-left corner, together: lets two
    // views be locked to each other (viewChanged of one into setView of the other).
    QPoint origin() const;
    void setView(double pixelsPerCell, QPoint origin);
    // Cells drawn with a strong ring (e.g. where two traces differ).
    void setHighlightedCells(std::vector<pb::ants::Pos> cells);
    const std::vector<pb::ants::Pos>& highlightedCells() const { return m_highlighted; }

    static constexpr double kMinZoom = 2.0;
    static constexpr double kMaxZoom = 96.0;

    QPointF cellCenter(pb::ants::Pos p) const;                    // in widget coordinates
    std::optional<pb::ants::Pos> cellAt(QPointF widgetPos) const;  // exact hex hit-testing

    void setSelectedCell(std::optional<pb::ants::Pos> p);
    std::optional<pb::ants::Pos> selectedCell() const;

    // What the colours and marks of the board mean, with the mouse keys (HTML, translated).
    static QString legendHtml();
    // The colours things are drawn in (legendHtml names them too).
    static QColor rockColor();
    static QColor antColor(pb::ants::Color c);
    static QColor markerColor(pb::ants::Color c);
    static QColor carriedFoodColor();

    // Milliseconds the last paintEvent took (for measuring; not a user feature).
    double lastPaintMs() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void cellHovered(int x, int y);
    void hoverLeft();
    void cellClicked(int x, int y);
    void zoomChanged(double pixelsPerCell);
    void viewChanged(double pixelsPerCell, QPoint origin);  // zoom or pan, by the user or not

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    int worldWidth() const;
    int worldHeight() const;
    QSizeF worldSize() const;  // the world's extent at the current zoom, in pixels
    void setZoomAround(double pixelsPerCell, QPointF anchor);
    void setOrigin(QPointF origin);
    void hoverAt(QPointF widgetPos);
    bool terrainChanged(const pb::ants::Game& game);
    void ensureSprites();
    void ensureTerrainImage();
    void updateLegendTooltip();

    std::shared_ptr<const pb::ants::Game> m_game;
    std::vector<unsigned char> m_terrain;  // per cell: 0 clear, 1 rock, 2 red hill, 3 black hill
    int m_terrainWidth = 0;
    int m_terrainHeight = 0;

    double m_zoom = 8.0;
    QPoint m_origin;  // widget position of the world's top-left corner, whole pixels
    bool m_autoFit = true;  // refit on resize until the user zooms or pans

    unsigned m_markerMask[2] = {0x3F, 0x3F};
    std::optional<pb::ants::Pos> m_selected;
    std::vector<pb::ants::Pos> m_highlighted;
    std::optional<pb::ants::Pos> m_hovered;

    bool m_pressed = false;
    bool m_dragging = false;
    QPoint m_pressPos;
    QPoint m_pressOrigin;

    std::unique_ptr<worldpaint::Sprites> m_sprites;
    QImage m_terrainImage;  // whole world at m_sprites' zoom; null when too large
    double m_lastPaintMs = 0.0;
};

} // namespace pb::views
