// The ants world view and cell inspector, offscreen.

#include "ants/cellinspector.h"
#include "ants/worldview.h"

#include "antsdata.h"
#include "showwidget.h"

#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QSignalSpy>
#include <QWheelEvent>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <memory>
#include <numbers>
#include <vector>

using namespace pb::ants;
using pb::views::CellInspector;
using pb::views::WorldView;

namespace {

// sample.ant against itself on sample0.world, `rounds` rounds in.
std::shared_ptr<Game> sampleGame(const Brain& brain, int rounds)
{
    auto game = std::make_shared<Game>(pb::test::antsWorld(QStringLiteral("ants/worlds/sample0.world")), brain, brain);
    game->playUntil(rounds);
    return game;
}

// dunkosmiloolump-1 (red) against frictionless_bananas-1 (black) on sample0.world.
std::shared_ptr<Game> winnersGame(int rounds)
{
    const Brain red = pb::test::antsBrain(QStringLiteral("ants/brains/winners/dunkosmiloolump-1.ant"));
    const Brain black = pb::test::antsBrain(QStringLiteral("ants/brains/winners/frictionless_bananas-1.ant"));
    auto game = std::make_shared<Game>(pb::test::antsWorld(QStringLiteral("ants/worlds/sample0.world")), red, black);
    game->playUntil(rounds);
    return game;
}

bool near(QColor a, QColor b, int tolerance = 6)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

QPointF unit(double degrees)
{
    const double a = degrees * std::numbers::pi / 180.0;
    return {std::cos(a), std::sin(a)};
}

void sendWheel(QWidget* w, QPointF pos, int delta)
{
    QWheelEvent event(pos, w->mapToGlobal(pos), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &event);
}

void sendMouse(QWidget* w, QEvent::Type type, QPointF pos, Qt::MouseButton button, Qt::MouseButtons buttons)
{
    QMouseEvent event(type, pos, w->mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(w, &event);
}

// The pixels inside the cell's hexagon, shrunk to stay clear of the antialiased edges of what
// neighbours draw (stamps land on whole pixels), to compare two renderings of one cell.
std::vector<QRgb> cellPixels(const QImage& shot, const WorldView& view, Pos p)
{
    const QPointF c = view.cellCenter(p);
    const double scale = std::min(0.9, 1.0 - 3.0 / view.zoom());
    const double hw = view.zoom() / 2 * scale;
    const double r = view.zoom() / std::sqrt(3.0) * scale;
    const QPolygonF hex({c + QPointF(0, -r), c + QPointF(hw, -r / 2), c + QPointF(hw, r / 2), c + QPointF(0, r),
                         c + QPointF(-hw, r / 2), c + QPointF(-hw, -r / 2)});
    std::vector<QRgb> pixels;
    const QRect box = hex.boundingRect().toAlignedRect();
    for (int y = box.top(); y <= box.bottom(); ++y)
        for (int x = box.left(); x <= box.right(); ++x)
            if (hex.containsPoint(QPointF(x + 0.5, y + 0.5), Qt::OddEvenFill))
                pixels.push_back(shot.pixel(x, y));
    return pixels;
}

} // namespace

class TestWorldView : public QObject {
    Q_OBJECT
private:
    Brain m_sample;

private slots:
    void initTestCase()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/sample.ant"));
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/winners/dunkosmiloolump-1.ant"));
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/winners/frictionless_bananas-1.ant"));
        m_sample = pb::test::antsBrain(QStringLiteral("ants/sample.ant"));
    }

    void hitTestingIsExact()
    {
        WorldView view;
        view.resize(700, 600);
        view.setGame(sampleGame(m_sample, 0));
        QCOMPARE(view.game()->width(), 100);
        for (double zoom : {3.0, 7.3, 16.0, 41.5}) {
            view.setZoom(zoom);
            const double w = view.zoom();
            QCOMPARE(w, zoom);
            const double r = w / std::sqrt(3.0);
            for (int y = 0; y < 100; ++y) {
                for (int x = 0; x < 100; ++x) {
                    const Pos p{x, y};
                    const QPointF c = view.cellCenter(p);
                    QVERIFY(view.cellAt(c) == p);
                    // Across each of the six edges lies the neighbour in that direction;
                    // just short of the edge and of each corner is still the cell.
                    for (int d = 0; d < kDirections; ++d) {
                        const Pos n = adjacentCell(p, d);
                        const bool inside = n.x >= 0 && n.y >= 0 && n.x < 100 && n.y < 100;
                        const auto beyond = view.cellAt(c + unit(60.0 * d) * (w / 2 + 0.05 * w));
                        QVERIFY2(inside ? beyond == n : !beyond.has_value(),
                                 qPrintable(QStringLiteral("zoom %1 cell %2,%3 dir %4").arg(w).arg(x).arg(y).arg(d)));
                        QVERIFY(view.cellAt(c + unit(60.0 * d) * (w / 2 - 0.05 * w)) == p);
                        QVERIFY(view.cellAt(c + unit(60.0 * d + 30.0) * (r - 0.08 * w)) == p);
                    }
                }
            }
        }
        // Well outside the world: nothing.
        view.setZoom(8.0);
        QVERIFY(!view.cellAt(view.cellCenter({0, 0}) - QPointF(20, 20)).has_value());
        QVERIFY(!view.cellAt(view.cellCenter({99, 99}) + QPointF(20, 20)).has_value());
    }

    void wheelZoomsAroundTheCursor()
    {
        WorldView view;
        QVERIFY(pb::test::showAt(view, 640, 560));
        view.setGame(sampleGame(m_sample, 0));
        QSignalSpy zoomed(&view, &WorldView::zoomChanged);
        const Pos p{31, 62};
        const QPointF cursor = view.cellCenter(p) + QPointF(1.5, -1.0);  // not exactly the centre
        const double before = view.zoom();
        sendWheel(&view, cursor, 120);
        QVERIFY(view.zoom() > before * 1.2);
        QCOMPARE(zoomed.count(), 1);
        QCOMPARE(zoomed.last().at(0).toDouble(), view.zoom());
        QVERIFY(view.cellAt(cursor) == p);
        // The point under the cursor keeps its place in the world (to the whole pixel the
        // view snaps to).
        const QPointF offset = (cursor - view.cellCenter(p)) / view.zoom() * before;
        QVERIFY(std::abs(offset.x() - 1.5) < 0.6 && std::abs(offset.y() + 1.0) < 0.6);
        const double in = view.zoom();
        sendWheel(&view, cursor, -240);
        QVERIFY(view.zoom() < in / 1.5);
        QVERIFY(view.cellAt(cursor) == p);
        // Keys: + zooms in, - out, 0 and F fit.
        view.fitToView();
        const double fit = view.zoom();
        QTest::keyClick(&view, Qt::Key_Plus);
        QVERIFY(view.zoom() > fit);
        QTest::keyClick(&view, Qt::Key_Minus);
        QTest::keyClick(&view, Qt::Key_Minus);
        QVERIFY(view.zoom() < fit);
        QTest::keyClick(&view, Qt::Key_F);
        QCOMPARE(view.zoom(), fit);
        view.setZoom(30);
        QTest::keyClick(&view, Qt::Key_0);
        QCOMPARE(view.zoom(), fit);
        // Limits.
        view.setZoom(1e6);
        QCOMPARE(view.zoom(), WorldView::kMaxZoom);
        view.setZoom(0.001);
        QCOMPARE(view.zoom(), WorldView::kMinZoom);
    }

    void dragPans()
    {
        WorldView view;
        QVERIFY(pb::test::showAt(view, 640, 560));
        view.setGame(sampleGame(m_sample, 0));
        view.setZoom(20);
        QSignalSpy clicked(&view, &WorldView::cellClicked);
        const Pos p{50, 50};
        const QPointF before = view.cellCenter(p);
        const QPointF from(300, 280);
        sendMouse(&view, QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
        sendMouse(&view, QEvent::MouseMove, from + QPointF(20, 5), Qt::NoButton, Qt::LeftButton);
        sendMouse(&view, QEvent::MouseMove, from + QPointF(-73, 41), Qt::NoButton, Qt::LeftButton);
        sendMouse(&view, QEvent::MouseButtonRelease, from + QPointF(-73, 41), Qt::LeftButton, Qt::NoButton);
        QCOMPARE(view.cellCenter(p), before + QPointF(-73, 41));
        QCOMPARE(clicked.count(), 0);  // a drag is not a click
        QCOMPARE(view.zoom(), 20.0);
        // A resize no longer refits once the user has panned.
        view.resize(600, 560);
        QCOMPARE(view.zoom(), 20.0);
    }

    void fitShowsTheWholeWorld()
    {
        WorldView view;
        view.setGame(sampleGame(m_sample, 0));
        for (const QSize size : {QSize(640, 560), QSize(300, 700), QSize(1200, 340)}) {
            view.resize(size);
            view.setZoom(40);
            view.fitToView();
            const double w = view.zoom();
            const double r = w / std::sqrt(3.0);
            const QRectF inside = QRectF(view.rect());
            const QPointF first = view.cellCenter({0, 0}) - QPointF(w / 2, r);
            const QPointF last = view.cellCenter({99, 99}) + QPointF(w / 2, r);  // odd row: rightmost
            QVERIFY2(inside.contains(first) && inside.contains(last),
                     qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())));
            // ... and fills one direction.
            QVERIFY(last.x() - first.x() > size.width() - 12 || last.y() - first.y() > size.height() - 12);
        }
        // The default is to fit, also after a resize.
        WorldView fresh;
        fresh.setGame(sampleGame(m_sample, 0));
        QVERIFY(pb::test::showAt(fresh, 500, 450));
        QVERIFY(fresh.rect().contains(fresh.cellCenter({0, 0}).toPoint()));
        QVERIFY(fresh.rect().contains(fresh.cellCenter({99, 99}).toPoint()));
        QVERIFY(fresh.zoom() > 4.0);
    }

    void hoverAndClickReportCells()
    {
        WorldView view;
        QVERIFY(pb::test::showAt(view, 640, 560));
        view.setGame(sampleGame(m_sample, 0));
        QSignalSpy hovered(&view, &WorldView::cellHovered);
        QSignalSpy left(&view, &WorldView::hoverLeft);
        QSignalSpy clicked(&view, &WorldView::cellClicked);
        QTest::mouseMove(&view, view.cellCenter({12, 7}).toPoint());
        QTRY_COMPARE(hovered.count(), 1);
        QCOMPARE(hovered.last().at(0).toInt(), 12);
        QCOMPARE(hovered.last().at(1).toInt(), 7);
        QTest::mouseMove(&view, view.cellCenter({13, 7}).toPoint());
        QTRY_COMPARE(hovered.count(), 2);
        QCOMPARE(hovered.last().at(0).toInt(), 13);
        QTest::mouseMove(&view, QPoint(1, 1));  // off the world
        QTRY_COMPARE(left.count(), 1);
        QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, view.cellCenter({77, 41}).toPoint());
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.last().at(0).toInt(), 77);
        QCOMPARE(clicked.last().at(1).toInt(), 41);
        QVERIFY(view.selectedCell() == Pos(77, 41));
        QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, QPoint(1, 1));  // off the world
        QCOMPARE(clicked.count(), 1);
    }

    void rocksAndAntsAreDrawnInTheirColours()
    {
        const auto game = winnersGame(1500);
        QVERIFY(game->foodCarried(Color::Red) + game->foodCarried(Color::Black) > 0);
        WorldView view;
        QVERIFY(pb::test::showAt(view, 800, 700));
        view.setGame(game);
        std::optional<AntView> first[2];
        for (int id = 0; id < game->antCount(); ++id)
            if (const auto ant = game->ant(id); ant && !first[index(ant->color)])
                first[index(ant->color)] = ant;
        QVERIFY(first[0] && first[1]);
        // The zoomed-out drawing, then the detailed one around an ant of each colour.
        const std::pair<double, std::optional<Pos>> views[] = {
            {view.zoom(), std::nullopt}, {30.0, first[0]->pos}, {30.0, first[1]->pos}};
        int checked[2][2] = {};
        for (const auto& [zoom, center] : views) {
            view.setZoom(zoom);
            if (center)
                view.centerOn(*center);
            const QImage shot = view.grab().toImage();
            int rocks = 0;
            for (int y = 0; y < 100; ++y)
                for (int x = 0; x < 100; ++x) {
                    const QPoint c = view.cellCenter({x, y}).toPoint();
                    if (view.rect().contains(c) && game->cell({x, y}).rock) {
                        QVERIFY(near(shot.pixelColor(c), WorldView::rockColor()));
                        ++rocks;
                    }
                }
            QVERIFY(rocks > 0);
            int seen = 0;
            for (int id = 0; id < game->antCount(); ++id) {
                const auto ant = game->ant(id);
                if (!ant)
                    continue;
                const QPoint c = view.cellCenter(ant->pos).toPoint();
                if (!view.rect().contains(c))
                    continue;
                // The centre is the ant's body, or the food it carries.
                const QColor expected = ant->hasFood ? WorldView::carriedFoodColor() : WorldView::antColor(ant->color);
                QVERIFY2(near(shot.pixelColor(c), expected, 12),
                         qPrintable(QStringLiteral("ant %1 at %2,%3 zoom %4: %5")
                                        .arg(id).arg(ant->pos.x).arg(ant->pos.y).arg(zoom)
                                        .arg(shot.pixelColor(c).name())));
                ++checked[index(ant->color)][ant->hasFood];
                ++seen;
            }
            if (!center)  // at fit every ant is seen
                QCOMPARE(seen, game->antsAlive(Color::Red) + game->antsAlive(Color::Black));
        }
        QVERIFY(checked[0][0] > 0 && checked[1][0] > 0);
        QVERIFY(checked[0][1] + checked[1][1] > 0);
        // An ant facing east has its nose right of the centre: the pixel there is the ant's, the
        // one as far to the left is not.
        view.setZoom(40);
        int facing = 0;
        for (int id = 0; id < game->antCount() && facing < 6; ++id) {
            const auto ant = game->ant(id);
            if (!ant || ant->direction != 0)
                continue;
            view.centerOn(ant->pos);
            const QImage shot = view.grab().toImage();
            const QPointF c = view.cellCenter(ant->pos);
            QVERIFY(near(shot.pixelColor((c + QPointF(0.28 * 40, 0)).toPoint()), WorldView::antColor(ant->color), 12));
            QVERIFY(!near(shot.pixelColor((c - QPointF(0.42 * 40, 0)).toPoint()), WorldView::antColor(ant->color), 40));
            ++facing;
        }
        QVERIFY(facing > 0);
    }

    void markerTogglesChangeTheDrawing()
    {
        const auto game = sampleGame(m_sample, 400);
        // A cell with red's markers and nothing else on it.
        std::optional<Pos> marked;
        for (int y = 0; y < 100 && !marked; ++y)
            for (int x = 0; x < 100 && !marked; ++x) {
                const CellView c = game->cell({x, y});
                if (c.markers[0] && !c.markers[1] && !c.ant && c.food == 0 && !c.hill)
                    marked = Pos{x, y};
            }
        QVERIFY(marked);
        const unsigned bits = game->cell(*marked).markers[0];
        int setBit = 0;
        while (!(bits & (1u << setBit)))
            ++setBit;
        int unsetBit = 0;
        while (unsetBit < 6 && (bits & (1u << unsetBit)))
            ++unsetBit;

        WorldView view;
        QVERIFY(pb::test::showAt(view, 700, 600));
        view.setGame(game);
        for (double zoom : {view.zoom(), 32.0}) {
            view.setZoom(zoom);
            view.centerOn(*marked);
            QVERIFY(view.rect().contains(view.cellCenter(*marked).toPoint()));
            const std::vector<QRgb> shown = cellPixels(view.grab().toImage(), view, *marked);
            view.setMarkersVisible(Color::Red, false);
            QVERIFY(!view.markerBitVisible(Color::Red, setBit));
            const std::vector<QRgb> hidden = cellPixels(view.grab().toImage(), view, *marked);
            QVERIFY(shown != hidden);
            view.setMarkersVisible(Color::Red, true);
            QVERIFY(cellPixels(view.grab().toImage(), view, *marked) == shown);
            // Hiding black's markers does not touch a cell with only red's.
            view.setMarkersVisible(Color::Black, false);
            QVERIFY(cellPixels(view.grab().toImage(), view, *marked) == shown);
            view.setMarkersVisible(Color::Black, true);
            // One bit: a set bit changes the cell, an unset one does not.
            view.setMarkerBitVisible(Color::Red, setBit, false);
            QVERIFY(!view.markerBitVisible(Color::Red, setBit));
            QVERIFY(view.markerBitVisible(Color::Red, (setBit + 1) % 6));
            QVERIFY(cellPixels(view.grab().toImage(), view, *marked) != shown);
            view.setMarkerBitVisible(Color::Red, setBit, true);
            if (unsetBit < 6) {
                view.setMarkerBitVisible(Color::Red, unsetBit, false);
                QVERIFY2(cellPixels(view.grab().toImage(), view, *marked) == shown,
                         qPrintable(QStringLiteral("zoom %1 cell %2,%3 bits %4 unset bit %5").arg(zoom).arg(marked->x).arg(marked->y).arg(bits).arg(unsetBit)));
                view.setMarkerBitVisible(Color::Red, unsetBit, true);
            }
        }
        // Zoomed out, red's markers tint the upper half of the cell toward red's marker colour
        // (orange); the lower half, without black markers, is plain ground.
        view.setZoom(14);
        view.centerOn(*marked);
        const QImage shot = view.grab().toImage();
        const QColor upper = shot.pixelColor((view.cellCenter(*marked) - QPointF(0, 14 * 0.3)).toPoint());
        const QColor lower = shot.pixelColor((view.cellCenter(*marked) + QPointF(0, 14 * 0.3)).toPoint());
        QVERIFY2(upper.blue() < lower.blue() - 50 && upper.red() >= lower.red() - 10,
                 qPrintable(upper.name() + QLatin1Char(' ') + lower.name()));
        view.setMarkersVisible(Color::Red, false);
        QVERIFY(near(view.grab().toImage().pixelColor((view.cellCenter(*marked) - QPointF(0, 14 * 0.3)).toPoint()),
                     lower, 2));
    }

    void inspectorDescribesTheCell()
    {
        const auto game = sampleGame(m_sample, 200);
        CellInspector inspector;
        QVERIFY(inspector.text().contains(QStringLiteral("No game")));
        inspector.setSource(game, &m_sample, &m_sample);
        inspector.showCell(std::nullopt);
        QVERIFY(inspector.text().contains(QStringLiteral("Hover a cell")));

        std::optional<AntView> ant;
        for (int id = game->antCount() - 1; id >= 0 && !ant; --id)
            ant = game->ant(id);
        QVERIFY(ant);
        inspector.showCell(ant->pos);
        const QString text = inspector.text();
        const CellView cell = game->cell(ant->pos);
        QVERIFY2(text.contains(QStringLiteral("Cell (%1, %2)").arg(ant->pos.x).arg(ant->pos.y)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Ant: %1 (%2)").arg(ant->id).arg(ant->color == Color::Red ? "red" : "black")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("State: %1\n").arg(ant->state)));
        const QString instruction = QString::fromStdString(formatInstruction(m_sample.states[size_t(ant->state)]));
        QVERIFY2(text.contains(QStringLiteral("Instruction: ") + instruction), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Food: %1\n").arg(cell.food)));
        QVERIFY(text.contains(QStringLiteral("Carrying food: ") + (ant->hasFood ? "yes" : "no")));
        QVERIFY(text.contains(QStringLiteral("Direction: %1 (").arg(ant->direction)));
        auto digits = [](unsigned bits) {
            QString s;
            for (int b = 0; b < 6; ++b)
                s += (bits & (1u << b)) ? '1' : '0';
            return s;
        };
        QVERIFY(text.contains(QStringLiteral("Red markers (bits 0-5): ") + digits(cell.markers[0])));
        QVERIFY(text.contains(QStringLiteral("Black markers (bits 0-5): ") + digits(cell.markers[1])));

        // A rock cell: no food or markers to speak of.
        inspector.showCell(Pos{0, 0});
        QVERIFY(inspector.text().contains(QStringLiteral("Terrain: rock")));
        QVERIFY(!inspector.text().contains(QStringLiteral("Food")));
    }

    void inspectorNamesAStatePastTheEnd()
    {
        // One state that turns and jumps to state 7, which this brain does not have.
        const BrainParse parse = parseBrain("Turn Left 7\n");
        QVERIFY(parse.ok());
        const auto game = std::make_shared<Game>(pb::test::antsWorld(QStringLiteral("ants/worlds/sample0.world")),
                                                 parse.brain, m_sample);
        game->playRound();
        const auto ant = game->ant(0);
        QVERIFY(ant && ant->color == Color::Red);
        QCOMPARE(ant->state, 7);
        CellInspector inspector;
        inspector.setSource(game, &parse.brain, &m_sample);
        inspector.showCell(ant->pos);
        QVERIFY2(inspector.text().contains(QStringLiteral("State: 7")), qPrintable(inspector.text()));
        QVERIFY2(inspector.text().contains(QStringLiteral("past the end of the brain")), qPrintable(inspector.text()));
    }

    void paintingTheWholeWorldIsFast()
    {
        auto game = winnersGame(2000);
        WorldView view;
        QVERIFY(pb::test::showAt(view, 960, 860));
        view.setGame(game);
        view.fitToView();
        const double fitZoom = view.zoom();
        view.repaint();
        const double cold = view.lastPaintMs();  // builds the terrain image and sprites
        auto medianOf = [&view](int n) {
            std::vector<double> ms;
            for (int i = 0; i < n; ++i) {
                view.repaint();
                ms.push_back(view.lastPaintMs());
            }
            std::sort(ms.begin(), ms.end());
            return ms[ms.size() / 2];
        };
        const double fit = medianOf(31);
        // A new state each frame, as while playing.
        std::vector<double> playing;
        std::vector<double> setting;
        for (int i = 0; i < 31; ++i) {
            auto next = std::make_shared<Game>(*game);
            next->playUntil(game->round() + 1);
            game = next;
            QElapsedTimer timer;
            timer.start();
            view.setGame(game);
            setting.push_back(double(timer.nsecsElapsed()) / 1e6);
            view.repaint();
            playing.push_back(view.lastPaintMs());
        }
        std::sort(playing.begin(), playing.end());
        std::sort(setting.begin(), setting.end());
        view.setZoom(40);
        view.repaint();
        const double zoomedCold = view.lastPaintMs();
        const double zoomed = medianOf(31);
        qInfo("paint at fit zoom %.2f px/cell, %dx%d: first %.2f ms, median %.2f ms, playing median %.2f ms;"
              " setGame median %.2f ms; at zoom 40: first %.2f ms, median %.2f ms",
              fitZoom, view.width(), view.height(), cold, fit, playing[playing.size() / 2], setting[setting.size() / 2],
              zoomedCold, zoomed);
        QVERIFY2(fit < 16.0, qPrintable(QString::number(fit)));
        QVERIFY2(playing[playing.size() / 2] < 16.0, qPrintable(QString::number(playing[playing.size() / 2])));
        QVERIFY2(zoomed < 16.0, qPrintable(QString::number(zoomed)));
    }

    void screenshots()
    {
        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (shots.isEmpty())
            QSKIP("set PLAYBENCH_SCREENSHOTS to a folder to save screenshots");
        const auto game = winnersGame(2000);
        WorldView view;
        QVERIFY(pb::test::showAt(view, 900, 800));
        view.setGame(game);
        QDir().mkpath(shots);
        QVERIFY(view.grab().save(QDir(shots).filePath(QStringLiteral("world-view-fit.png"))));
        // Zoomed in between the two hills, where ants, food and markers meet.
        QPointF sum;
        int cells = 0;
        for (int y = 0; y < 100; ++y)
            for (int x = 0; x < 100; ++x)
                if (game->cell({x, y}).hill) {
                    sum += QPointF(x, y);
                    ++cells;
                }
        QVERIFY(cells > 0);
        const std::optional<Pos> hill = Pos{int(sum.x() / cells), int(sum.y() / cells)};
        view.setZoom(40);
        view.centerOn(*hill);
        QCOMPARE(view.cellAt(QPointF(view.width() / 2.0, view.height() / 2.0)), hill);
        view.setSelectedCell(*hill);
        QVERIFY(view.grab().save(QDir(shots).filePath(QStringLiteral("world-view-zoomed.png"))));
    }
};

QTEST_MAIN(TestWorldView)
#include "tst_worldview.moc"
