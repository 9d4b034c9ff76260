// The Peaceable board view (offscreen): geometry, what is drawn where (walls, each player's
// colour, conflicts), clicks and hover, on a contest board read from the reference inputs.
#include "peaceable/boardview.h"

#include "reference.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <set>

using pb::views::PeaceableBoardView;

namespace {
struct Input {
    int n = 0;
    int players = 0;
    std::vector<char> cells;
};

Input readInput(int seed)
{
    Input in;
    QFile f(pb::test::referencePath(QStringLiteral("peaceable/inputs/seed_%1.in").arg(seed)));
    if (!f.open(QIODevice::ReadOnly))
        return in;
    const QStringList lines = QString::fromLatin1(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    in.n = lines.value(0).toInt();
    in.players = lines.value(1).toInt();
    for (int i = 0; i < in.n * in.n; ++i)
        in.cells.push_back(lines.value(2 + i).trimmed() == QLatin1String("#") ? '#' : '.');
    return in;
}

QColor pixel(const QImage& image, QPointF p) { return image.pixelColor(p.toPoint()); }
} // namespace

class TestPeaceableBoardView : public QObject {
    Q_OBJECT
private slots:
    void paletteIsDistinct()
    {
        std::set<QRgb> colours;
        for (int p = 0; p < 8; ++p)
            colours.insert(PeaceableBoardView::playerColour(p).rgb());
        QCOMPARE(colours.size(), std::size_t(8));
        for (char piece : std::string("KQRBN"))
            QVERIFY(!PeaceableBoardView::pieceGlyph(piece).isEmpty());
    }

    void drawsWallsPiecesAndConflicts()
    {
        const Input in = readInput(2);  // seed 2: N = 50
        QCOMPARE(in.n, 50);
        std::vector<char> cells = in.cells;
        std::vector<int> owners(cells.size(), -1);
        // A piece of each player on the first free cells, and one attack between two of them.
        std::vector<int> placed;
        for (int i = 0; i < in.n * in.n && static_cast<int>(placed.size()) < in.players; ++i)
            if (cells[static_cast<std::size_t>(i)] == '.') {
                cells[static_cast<std::size_t>(i)] = "KQRBN"[placed.size() % 5];
                owners[static_cast<std::size_t>(i)] = static_cast<int>(placed.size());
                placed.push_back(i);
            }
        PeaceableBoardView view;
        view.resize(600, 600);
        view.setBoard(in.n, cells, owners, in.players);
        const QImage image = view.grab().toImage();
        int wall = -1;
        for (int i = 0; i < in.n * in.n && wall < 0; ++i)
            if (cells[static_cast<std::size_t>(i)] == '#')
                wall = i;
        QVERIFY(wall >= 0);
        const QRectF w = view.cellRect(wall);
        QCOMPARE(pixel(image, w.topLeft() + QPointF(w.width() * 0.25, w.height() * 0.25)).rgb(), QColor(0x5b, 0x5b, 0x5b).rgb());
        for (std::size_t k = 0; k < placed.size(); ++k) {
            const QRectF r = view.cellRect(placed[k]);
            // A good part of the cell is the owner's colour (the disc around the glyph).
            const QColor want = PeaceableBoardView::playerColour(static_cast<int>(k));
            int match = 0, total = 0;
            for (int y = int(r.top()) + 1; y < int(r.bottom()); ++y)
                for (int x = int(r.left()) + 1; x < int(r.right()); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    ++total;
                    match += std::abs(c.red() - want.red()) + std::abs(c.green() - want.green()) +
                                 std::abs(c.blue() - want.blue()) < 30 ? 1 : 0;
                }
            QVERIFY2(match * 5 >= total, qPrintable(QStringLiteral("player %1: %2 of %3").arg(k).arg(match).arg(total)));
        }
        // A conflict draws red between the two pieces.
        view.setConflicts({{placed[0], placed[1]}});
        const QImage withConflict = view.grab().toImage();
        const QPointF mid = (view.cellRect(placed[0]).center() + view.cellRect(placed[1]).center()) / 2;
        QCOMPARE(pixel(withConflict, mid).red() > 180 && pixel(withConflict, mid).green() < 80, true);

        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (!shots.isEmpty()) {
            view.setAttacks(placed[2], {placed[2] + 1, placed[2] + 2, placed[2] + 3});
            QDir().mkpath(shots);
            QVERIFY(view.grab().save(QDir(shots).filePath(QStringLiteral("peaceable-board.png"))));
        }
    }

    void clicksAndHover()
    {
        const Input in = readInput(1);
        QCOMPARE(in.n, 8);
        PeaceableBoardView view;
        view.resize(400, 400);
        view.setBoard(in.n, in.cells, std::vector<int>(in.cells.size(), -1), in.players);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (int i = 0; i < in.n * in.n; ++i)
            QCOMPARE(view.cellAt(view.cellRect(i).center()), i);
        QVERIFY(view.cellRect(0).top() < view.cellRect(in.n).top());  // row 0 at the top
        QSignalSpy clicked(&view, &PeaceableBoardView::cellClicked);
        QSignalSpy hovered(&view, &PeaceableBoardView::cellHovered);
        QTest::mouseClick(&view, Qt::RightButton, Qt::ShiftModifier, view.cellRect(10).center().toPoint());
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toInt(), 10);
        QCOMPARE(clicked.at(0).at(1).value<Qt::MouseButton>(), Qt::RightButton);
        QCOMPARE(clicked.at(0).at(2).value<Qt::KeyboardModifiers>(), Qt::KeyboardModifiers(Qt::ShiftModifier));
        QTest::mouseMove(&view, view.cellRect(20).center().toPoint());
        QTRY_VERIFY(hovered.count() >= 1);
        QCOMPARE(hovered.last().at(0).toInt(), 20);
        QCOMPARE(view.hovered(), 20);
    }
};

QTEST_MAIN(TestPeaceableBoardView)
#include "tst_peaceable_boardview.moc"
