// The Honeycomb board view: hex geometry (odd rows shifted), hit tests, pivot and rows about to
// clear, checked on the view's model and on the pixels it paints.

#include "honeycomb/boardview.h"
#include "honeycomb/commandpanel.h"
#include "honeycomb/replay.h"

#include "honeycomb/game.h"
#include "honeycomb/problem.h"

#include <QImage>
#include <QtTest>

#include <cmath>

using namespace pb::honeycomb;
using pb::views::BoardView;

namespace {

Problem problemOf(const char* json)
{
    const ProblemParse parse = parseProblem(QByteArray(json), QStringLiteral("test.json"));
    if (!parse.ok())
        qFatal("%s", qPrintable(parse.error));
    return parse.problem;
}

// A 400 x 300 board view showing a new game (seed 0) of a test problem.
struct ViewedGame {
    explicit ViewedGame(const char* json) : problem(problemOf(json)), game(problem, 0)
    {
        view.resize(400, 300);
        view.setGame(game);
    }
    const Problem problem;
    Game game;
    BoardView view;
};

// 4 x 3, one single-cell unit; row 2 is full but for x = 2.
const char* kOneCell = R"({"id": 90, "width": 4, "height": 3, "sourceLength": 3, "sourceSeeds": [0],
    "units": [{"members": [{"x": 0, "y": 0}], "pivot": {"x": 0, "y": 0}}],
    "filled": [{"x": 0, "y": 2}, {"x": 1, "y": 2}, {"x": 3, "y": 2}]})";

// 7 x 5, a two-cell unit whose pivot lies between its members (not a member itself).
const char* kPivotApart = R"({"id": 91, "width": 7, "height": 5, "sourceLength": 2, "sourceSeeds": [0],
    "units": [{"members": [{"x": 0, "y": 0}, {"x": 2, "y": 0}], "pivot": {"x": 1, "y": 0}}],
    "filled": []})";

bool near(QColor a, QColor b, int tolerance = 12)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

} // namespace

class TestHcBoardView : public QObject {
    Q_OBJECT

private slots:
    void oddRowsShiftRightAndHitTest()
    {
        ViewedGame shown(kPivotApart);
        BoardView& view = shown.view;
        const double r = view.cellRadius();
        QVERIFY(r > 10);
        const double cellWidth = std::sqrt(3.0) * r;
        // Same column: an odd row's centre is half a cell to the right of the even row's.
        QCOMPARE(view.cellCenter({0, 1}).x() - view.cellCenter({0, 0}).x(), cellWidth / 2);
        QCOMPARE(view.cellCenter({3, 2}).x(), view.cellCenter({3, 0}).x());
        QCOMPARE(view.cellCenter({1, 0}).x() - view.cellCenter({0, 0}).x(), cellWidth);
        QCOMPARE(view.cellCenter({0, 1}).y() - view.cellCenter({0, 0}).y(), 1.5 * r);
        // The board fits: every hex lies inside the widget.
        QVERIFY(view.cellCenter({0, 0}).x() - cellWidth / 2 >= 0);
        QVERIFY(view.cellCenter({6, 1}).x() + cellWidth / 2 <= view.width());
        QVERIFY(view.cellCenter({0, 4}).y() + r <= view.height());
        // Every centre hits its own cell; points near the shared edge of two odd-row neighbours
        // hit the right one.
        for (int y = 0; y < 5; ++y)
            for (int x = 0; x < 7; ++x)
                QCOMPARE(view.cellAt(view.cellCenter({x, y})), std::optional<Cell>(Cell{x, y}));
        const QPointF c = view.cellCenter({2, 1});
        QCOMPARE(view.cellAt(c + QPointF(cellWidth * 0.45, 0)), std::optional<Cell>(Cell{2, 1}));
        QCOMPARE(view.cellAt(c + QPointF(cellWidth * 0.55, 0)), std::optional<Cell>(Cell{3, 1}));
        // Down-left of an odd-row cell is the even-row cell with the same x, down-right x + 1.
        QCOMPARE(view.cellAt(c + QPointF(-cellWidth / 2, 1.5 * r)), std::optional<Cell>(Cell{2, 2}));
        QCOMPARE(view.cellAt(c + QPointF(cellWidth / 2, 1.5 * r)), std::optional<Cell>(Cell{3, 2}));
        QVERIFY(!view.cellAt(QPointF(1, 1)));  // a corner outside every hex
        QVERIFY(!view.cellAt(view.cellCenter({6, 4}) + QPointF(cellWidth, 0)));
    }

    void unitAndPivotArePainted()
    {
        ViewedGame shown(kPivotApart);
        BoardView& view = shown.view;
        Game& game = shown.game;
        // Spawned centred: members (2,0) and (4,0), pivot (3,0) between them.
        QCOMPARE(view.unitCells().size(), std::size_t(2));
        QCOMPARE(view.pivot(), std::optional<Cell>(Cell{3, 0}));
        const QImage image = view.grab().toImage();
        auto pixel = [&](Cell cell, QPointF offset = {}) {
            return image.pixelColor((view.cellCenter(cell) + offset).toPoint());
        };
        QVERIFY(near(pixel({2, 0}), BoardView::unitColor()));
        QVERIFY(near(pixel({4, 0}), BoardView::unitColor()));
        QVERIFY(near(pixel({3, 0}), BoardView::pivotColor(), 30));             // the dot
        const double r = view.cellRadius();
        QVERIFY(near(pixel({3, 0}, {r * 0.6, 0}), BoardView::emptyColor()));   // the cell around it is empty
        QVERIFY(near(pixel({0, 3}), BoardView::emptyColor()));
        QVERIFY(near(pixel({2, 0}, {r * 0.5, 0}), BoardView::unitColor()));     // no dot off the pivot

        // After one E the unit and the pivot move one cell right.
        QCOMPARE(game.play(Command::E), Game::Outcome::Moved);
        view.setGame(game);
        QCOMPARE(view.pivot(), std::optional<Cell>(Cell{4, 0}));
        const QImage moved = view.grab().toImage();
        QVERIFY(near(moved.pixelColor(view.cellCenter({2, 0}).toPoint()), BoardView::emptyColor()));
        QVERIFY(near(moved.pixelColor(view.cellCenter({4, 0}).toPoint()), BoardView::pivotColor(), 30));
    }

    void rowAboutToClear()
    {
        ViewedGame shown(kOneCell);
        BoardView& view = shown.view;
        Game& game = shown.game;
        QCOMPARE(view.unitCells(), (std::vector<Cell>{{1, 0}}));
        QVERIFY(view.rowsAboutToClear().empty());
        QVERIFY(view.isFull(0, 2) && !view.isFull(2, 2));
        const double r = view.cellRadius();
        const QPointF leftOfRow2 = view.cellCenter({0, 2}) - QPointF(std::sqrt(3.0) * r / 2 + 1, 0);
        QVERIFY(near(view.grab().toImage().pixelColor(leftOfRow2.toPoint()), view.palette().color(QPalette::Base)));

        // SE twice: from (1,0) to (1,1) (even row) then (2,2) (odd row), the gap in row 2.
        QCOMPARE(game.play(Command::SE), Game::Outcome::Moved);
        QCOMPARE(game.play(Command::SE), Game::Outcome::Moved);
        view.setGame(game);
        QCOMPARE(view.unitCells(), (std::vector<Cell>{{2, 2}}));
        QCOMPARE(view.rowsAboutToClear(), std::vector<int>{2});
        const QImage image = view.grab().toImage();
        const QColor band = image.pixelColor(leftOfRow2.toPoint());
        QVERIFY2(band.green() > band.red() + 20 && band.green() > band.blue() + 20, qPrintable(band.name()));
        // Row 1 is not highlighted.
        const QPointF leftOfRow1 = view.cellCenter({0, 1}) - QPointF(std::sqrt(3.0) * r / 2 + 1, 0);
        QVERIFY(near(image.pixelColor(leftOfRow1.toPoint()), view.palette().color(QPalette::Base)));
        QVERIFY(near(image.pixelColor(view.cellCenter({0, 2}).toPoint()), BoardView::fullColor()));

        // Locking there clears the row: the board is empty again and nothing is about to clear.
        QCOMPARE(game.play(Command::SE), Game::Outcome::Locked);
        view.setGame(game);
        for (int x = 0; x < 4; ++x)
            QVERIFY(!view.isFull(x, 2));
        QVERIFY(view.rowsAboutToClear().empty());
    }

    // Overlapping phrase occurrences take different lanes, drawn in their phrase's colour under
    // their characters; the tooltip text lists every phrase covering a character.
    void commandPanelLanes()
    {
        const Problem problem = problemOf(kPivotApart);
        // "Ia! Ia!" at 0 and 4 overlap; "Ei!" at 11 overlaps neither.
        const QString text = QStringLiteral("ia! ia! ia!ei!");
        const Replay replay(problem, 0, text);
        pb::views::CommandPanel panel;
        panel.resize(600, 200);
        panel.setSolution(text, replay.occurrences(), replay.phrases(), -1, QString());
        QCOMPARE(panel.occurrenceCount(), 3);
        QCOMPARE(panel.occurrence(0).start, 0);
        QCOMPARE(panel.occurrence(1).start, 4);
        QCOMPARE(panel.occurrence(2).start, 11);
        QCOMPARE(panel.laneOf(0), 0);
        QCOMPARE(panel.laneOf(1), 1);
        QCOMPARE(panel.laneOf(2), 0);
        QCOMPARE(panel.phrasesAt(5), (QStringList{QStringLiteral("Ia! Ia!"), QStringLiteral("Ia! Ia!")}));
        QCOMPARE(panel.phrasesAt(12), QStringList{QStringLiteral("Ei!")});
        QVERIFY(panel.phrasesAt(3).size() == 1);

        // Pixels: under character 5 both lanes carry "Ia! Ia!"'s colour; under character 1 only
        // lane 0 does.
        const QImage image = panel.viewport()->grab().toImage();
        const QColor ia = pb::views::CommandPanel::phraseColor(1);
        auto laneColor = [&](int index, int lane) {
            const QRect r = panel.charRect(index);
            return image.pixelColor(r.center().x(), r.bottom() + 2 + lane * 4 + 1);
        };
        QVERIFY(near(laneColor(5, 0), ia, 4));
        QVERIFY(near(laneColor(5, 1), ia, 4));
        QVERIFY(near(laneColor(1, 0), ia, 4));
        QVERIFY(!near(laneColor(1, 1), ia, 40));
        QVERIFY(near(laneColor(12, 0), pb::views::CommandPanel::phraseColor(0), 4));

        // Hit test: the centre of a character's cell gives the character back.
        for (int i : {0, 5, 13})
            QCOMPARE(panel.charAt(panel.charRect(i).center()), i);
        QCOMPARE(panel.charAt(QPoint(590, 190)), -1);
    }

    void screenshot()
    {
        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (shots.isEmpty())
            QSKIP("set PLAYBENCH_SCREENSHOTS to a folder to write the board screenshot");
        const Problem problem = problemOf(kOneCell);
        BoardView view;
        view.resize(400, 300);
        Game game(problem, 0);
        game.play(Command::SE);
        game.play(Command::SE);
        view.setGame(game);
        QVERIFY(view.grab().save(QDir(shots).filePath(QStringLiteral("honeycomb-board-clear.png"))));
    }
};

QTEST_MAIN(TestHcBoardView)
#include "tst_hcboardview.moc"
