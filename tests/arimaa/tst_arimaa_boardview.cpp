// The Arimaa board view (offscreen): geometry both ways up, traps, piece drawings, and the
// mouse: a drag emits pieceDropped, a click squareClicked, an empty square cannot be dragged.
#include "arimaa/boardview.h"

#include <QDir>
#include <QSignalSpy>
#include <QTest>

using pb::views::ArimaaBoardView;

namespace {
int sq(const char* name) { return (name[1] - '1') * 8 + (name[0] - 'a'); }

ArimaaBoardView::Squares standardSetup()
{
    ArimaaBoardView::Squares s;
    s.fill(' ');
    const char* gold1 = "RRRRRRRR";
    const char* gold2 = "HDCEMCDH";
    for (int f = 0; f < 8; ++f) {
        s[static_cast<std::size_t>(f)] = gold1[f];
        s[static_cast<std::size_t>(8 + f)] = gold2[f];
        s[static_cast<std::size_t>(56 + f)] = 'r';
        s[static_cast<std::size_t>(48 + f)] = static_cast<char>(std::tolower(gold2[f]));
    }
    return s;
}

void drag(QWidget* view, QPointF from, QPointF to)
{
    QTest::mousePress(view, Qt::LeftButton, Qt::NoModifier, from.toPoint());
    const int steps = 6;
    for (int i = 1; i <= steps; ++i) {
        const QPointF p = from + (to - from) * (double(i) / steps);
        QMouseEvent move(QEvent::MouseMove, p, view->mapToGlobal(p), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view, &move);
    }
    QTest::mouseRelease(view, Qt::LeftButton, Qt::NoModifier, to.toPoint());
}
} // namespace

class TestArimaaBoardView : public QObject {
    Q_OBJECT
private slots:
    void geometryBothWaysUp()
    {
        ArimaaBoardView view;
        view.resize(400, 400);
        const QRectF a1 = view.squareRect(sq("a1"));
        const QRectF h8 = view.squareRect(sq("h8"));
        QVERIFY(a1.left() < h8.left());
        QVERIFY(a1.top() > h8.top());  // rank 1 at the bottom for Gold
        QCOMPARE(a1.width(), a1.height());
        for (int s = 0; s < 64; ++s)
            QCOMPARE(view.squareAt(view.squareRect(s).center()), s);
        QCOMPARE(view.squareAt(QPointF(1, 1)), -1);
        view.setFlipped(true);
        QVERIFY(view.squareRect(sq("a1")).left() > view.squareRect(sq("h8")).left());
        QVERIFY(view.squareRect(sq("a1")).top() < view.squareRect(sq("h8")).top());
        for (int s = 0; s < 64; ++s)
            QCOMPARE(view.squareAt(view.squareRect(s).center()), s);
        QCOMPARE(ArimaaBoardView::squareName(sq("c6")), QStringLiteral("c6"));
        int traps = 0;
        for (int s = 0; s < 64; ++s)
            traps += ArimaaBoardView::isTrap(s) ? 1 : 0;
        QCOMPARE(traps, 4);
        QVERIFY(ArimaaBoardView::isTrap(sq("c3")) && ArimaaBoardView::isTrap(sq("f3")) &&
                ArimaaBoardView::isTrap(sq("c6")) && ArimaaBoardView::isTrap(sq("f6")));
    }

    void pieceDrawings()
    {
        // Every piece draws something, and each side's drawing differs from the other side's.
        ArimaaBoardView view;
        for (char piece : std::string("EMHDCR")) {
            const QImage gold = view.piecePixmap(piece, 48).toImage();
            const QImage silver = view.piecePixmap(char(std::tolower(piece)), 48).toImage();
            QVERIFY(!gold.isNull());
            int opaque = 0;
            for (int y = 0; y < gold.height(); ++y)
                for (int x = 0; x < gold.width(); ++x)
                    opaque += qAlpha(gold.pixel(x, y)) > 200 ? 1 : 0;
            QVERIFY2(opaque > 48 * 48 / 3, &piece);
            QVERIFY(gold != silver);
        }
        // The six animals of one side all look different.
        std::vector<QImage> images;
        for (char piece : std::string("EMHDCR"))
            images.push_back(view.piecePixmap(piece, 48).toImage());
        for (std::size_t i = 0; i < images.size(); ++i)
            for (std::size_t j = i + 1; j < images.size(); ++j)
                QVERIFY(images[i] != images[j]);
    }

    void dragAndClick()
    {
        ArimaaBoardView view;
        view.resize(480, 480);
        view.setSquares(standardSetup());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy dropped(&view, &ArimaaBoardView::pieceDropped);
        QSignalSpy clicked(&view, &ArimaaBoardView::squareClicked);
        QSignalSpy started(&view, &ArimaaBoardView::dragStarted);
        drag(&view, view.squareRect(sq("e2")).center(), view.squareRect(sq("e3")).center());
        QCOMPARE(started.count(), 1);
        QCOMPARE(started.at(0).at(0).toInt(), sq("e2"));
        QCOMPARE(dropped.count(), 1);
        QCOMPARE(dropped.at(0).at(0).toInt(), sq("e2"));
        QCOMPARE(dropped.at(0).at(1).toInt(), sq("e3"));
        QCOMPARE(clicked.count(), 0);
        // A click (no movement) is a click on that square.
        QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, view.squareRect(sq("d7")).center().toPoint());
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toInt(), sq("d7"));
        // An empty square cannot be dragged: releasing elsewhere is a click there.
        drag(&view, view.squareRect(sq("d4")).center(), view.squareRect(sq("d5")).center());
        QCOMPARE(dropped.count(), 1);
        QCOMPARE(clicked.count(), 2);
        // Dropping back on the starting square is no move.
        drag(&view, view.squareRect(sq("a2")).center(), view.squareRect(sq("a2")).center() + QPointF(8, 8));
        QCOMPARE(dropped.count(), 1);
        // Not interactive: no drags.
        view.setInteractive(false);
        drag(&view, view.squareRect(sq("b2")).center(), view.squareRect(sq("b3")).center());
        QCOMPARE(dropped.count(), 1);
        // Flipped, the same gesture on screen moves the pieces the other way.
        view.setInteractive(true);
        view.setFlipped(true);
        drag(&view, view.squareRect(sq("e7")).center(), view.squareRect(sq("e6")).center());
        QCOMPARE(dropped.count(), 2);
        QCOMPARE(dropped.at(1).at(0).toInt(), sq("e7"));
        QCOMPARE(dropped.at(1).at(1).toInt(), sq("e6"));

        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (!shots.isEmpty()) {
            view.setFlipped(false);
            view.setSelected(sq("d2"));
            view.setTargets({sq("d3")});
            view.setFrozen({sq("a2")});
            view.setArrows({{sq("e2"), sq("e3")}, {sq("e3"), sq("e4")}}, {sq("c3")});
            QDir().mkpath(shots);
            QVERIFY(view.grab().save(QDir(shots).filePath(QStringLiteral("arimaa-board.png"))));
        }
    }
};

QTEST_MAIN(TestArimaaBoardView)
#include "tst_arimaa_boardview.moc"
