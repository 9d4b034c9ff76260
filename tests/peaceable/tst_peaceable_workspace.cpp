// The Peaceable workspace (offscreen): hand edits by clicks with live validity, conflicts and
// scores, undo/redo, the hover lines, the solver run live and stopped, answers saved and opened,
// a test opened through File > Open; and the screenshot.
#include "gui/peaceable/peaceabledocument.h"
#include "gui/mainwindow.h"
#include "gui/peaceable/peaceablebesttable.h"

#include "peaceable/boardview.h"
#include "reference.h"
#include "testsettings.h"
#include "showwidget.h"

#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLocale>
#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <qcustomplot.h>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace pb::peaceable;
using pb::gui::PeaceableDocument;
using pb::views::PeaceableBoardView;

namespace {
void click(PeaceableBoardView* view, int cell, Qt::MouseButton button = Qt::LeftButton)
{
    QTest::mouseClick(view, button, Qt::NoModifier, view->cellRect(cell).center().toPoint());
}

// Answers the next message box with the given button, keeping its text. Polls until the box is
// up (at most 10 s): a single zero timer can fire before it is the active modal widget.
void answerNextMessageBox(QMessageBox::StandardButton button, QString* text)
{
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, [poll, button, text, tries = 0]() mutable {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box && ++tries < 500)
            return;
        poll->stop();
        poll->deleteLater();
        if (box) {
            *text = box->text();
            box->button(button)->click();
        }
    });
    poll->start(20);
}

// Two free cells on one row with only free cells between them.
std::pair<int, int> openRowPair(const Problem& p)
{
    for (int r = 0; r < p.n; ++r)
        for (int c = 0; c + 3 < p.n; ++c)
            if (!p.isWall(r, c) && !p.isWall(r, c + 1) && !p.isWall(r, c + 2) && !p.isWall(r, c + 3))
                return {r * p.n + c, r * p.n + c + 3};
    return {-1, -1};
}
} // namespace

class TestPeaceableWorkspace : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchPeaceableTest"));
    }

    void handEditsByClicks()
    {
        PeaceableDocument doc;
        QVERIFY(pb::test::showAt(doc, 1100, 700));
        doc.loadSeed(1);
        const Problem& p = doc.problem();
        QCOMPARE(p.n, 8);
        const auto [a, b] = openRowPair(p);
        QVERIFY(a >= 0);
        PeaceableBoardView* view = doc.boardView();
        // A queen of player 0, then a rook of player 1 on her row: they attack each other.
        doc.setBrush(Queen, 0);
        click(view, a);
        QCOMPARE(doc.board().playerScore(0), p.points[Queen]);
        QVERIFY(doc.verdict().valid());
        QCOMPARE(doc.verdict().score, 0);  // the other players have nothing yet
        doc.setBrush(Rook, 1);
        click(view, b);
        QVERIFY(!doc.verdict().valid());
        QCOMPARE(doc.verdict().score, -1);
        QCOMPARE(doc.verdict().count(Violation::Attack), 2);  // each attacks the other
        QCOMPARE(view->conflicts().size(), std::size_t(2));
        QVERIFY(doc.scoreLabel()->text().startsWith(QStringLiteral("Invalid")));
        QVERIFY(doc.conflictLabel()->text().contains(QStringLiteral("Queen")));
        // The hovered queen's lines include the rook's cell and stop there.
        const std::vector<int> lines = doc.attackedCells(a);
        QVERIFY(std::find(lines.begin(), lines.end(), b) != lines.end());
        QVERIFY(std::find(lines.begin(), lines.end(), b + 1) == lines.end() || (b + 1) % p.n == 0);
        // Undo, redo, remove by right click.
        doc.undoStack()->undo();
        QVERIFY(doc.verdict().valid());
        doc.undoStack()->redo();
        QVERIFY(!doc.verdict().valid());
        click(view, b, Qt::RightButton);
        QVERIFY(doc.verdict().valid());
        QCOMPARE(doc.board().pieceCount(1), 0);
        // The same player's rook is a friend: no conflict.
        doc.setBrush(Rook, 0);
        click(view, b);
        QVERIFY(doc.verdict().valid());
        QCOMPARE(doc.board().playerScore(0), p.points[Queen] + p.points[Rook]);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.undoStack()->count(), 4);
    }

    void solverLiveAndStopped()
    {
        PeaceableDocument doc;
        doc.loadSeed(3);
        QSignalSpy finished(&doc, &PeaceableDocument::solvingFinished);
        QSignalSpy changed(&doc, &PeaceableDocument::changed);
        int liveUpdates = 0;
        connect(&doc, &PeaceableDocument::changed, &doc, [&doc, &liveUpdates] {
            if (doc.isSolving()) {
                ++liveUpdates;
                QVERIFY(doc.verdict().valid());  // every placement shown is a valid one
            }
        });
        doc.startSolving(1.0);
        QVERIFY(doc.isSolving());
        QVERIFY(!doc.placePiece(0, Queen, 0));  // no hand edits while solving
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 15000);
        // The board was refreshed live as the solver improved, the scores rising.
        QVERIFY(liveUpdates >= 2);
        QVERIFY(doc.progress().size() >= 2);
        for (std::size_t i = 1; i < doc.progress().size(); ++i) {
            QVERIFY(doc.progress()[i].second > doc.progress()[i - 1].second);
            QVERIFY(doc.progress()[i].first >= doc.progress()[i - 1].first);
        }
        QVERIFY(!doc.isSolving());
        QVERIFY(doc.verdict().valid());
        QVERIFY(doc.verdict().score > 0);
        QCOMPARE(doc.verdict().score, checkAnswer(doc.problem(), doc.board().toAnswer()).score);
        QVERIFY(!doc.progress().empty());
        QCOMPARE(doc.progress().back().second, doc.verdict().score);
        // A long run stopped early keeps its best answer.
        doc.startSolving(60.0);
        QTest::qWait(300);
        QElapsedTimer clock;
        clock.start();
        doc.stopSolving();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 10000);
        QVERIFY(clock.elapsed() < 5000);
        QVERIFY(doc.verdict().valid());

        // Both runs went to the best-scores table, which opens the seed with its best answer.
        QTemporaryDir dbDir;
        doc.setBestScoresPath(dbDir.filePath(QStringLiteral("best.sqlite")));
        doc.startSolving(0.5);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 10000);
        QCOMPARE(doc.bestTable()->rowCount(), 1);
        QCOMPARE(doc.bestTable()->item(0, 0)->text(), QStringLiteral("3"));
        const int kept = QLocale().toInt(doc.bestTable()->item(0, 1)->text());  // as the locale writes it
        QCOMPARE(kept, doc.verdict().score);
        doc.loadSeed(4);
        QVERIFY(doc.openBest(3));
        QCOMPARE(doc.seed(), 3);
        QCOMPARE(doc.verdict().score, kept);

        // Saved and opened again: the same placement and score.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("seed_3.out"));
        QString error;
        QVERIFY2(doc.saveAnswer(path, &error), qPrintable(error));
        QVERIFY(!doc.isModified());
        const int score = doc.verdict().score;
        PeaceableDocument other;
        other.loadSeed(3);
        QVERIFY2(other.openAnswer(path, &error), qPrintable(error));
        QCOMPARE(other.verdict().score, score);
    }

    // Generate and a best score's double click ask before they replace an unsaved answer
    // (Cancel keeps it, Discard replaces it); the score plot starts each run from its own scale;
    // the charts stay put when conflicts appear (issue 19, items 6 and 11).
    void unsavedAnswerIsAskedAboutAndChartsStayPut()
    {
        PeaceableDocument doc;
        QVERIFY(pb::test::showAt(doc, 1000, 640));
        doc.loadSeed(3);
        QCoreApplication::processEvents();  // the layout of the new test settles
        const QRect bars = doc.barPlot()->geometry();
        const QRect progress = doc.progressPlot()->geometry();
        const auto [a, b] = openRowPair(doc.problem());
        QVERIFY(a >= 0);
        QVERIFY(doc.placePiece(a, Rook, 0));
        QVERIFY(doc.placePiece(b, Rook, 1));  // on one open row: they attack each other
        QVERIFY(!doc.verdict().valid());
        QVERIFY(!doc.conflictLabel()->text().isEmpty());
        QCoreApplication::processEvents();
        // Not a pixel up or down (their widths follow their axes' labels).
        QCOMPARE(doc.barPlot()->geometry().top(), bars.top());
        QCOMPARE(doc.barPlot()->geometry().bottom(), bars.bottom());
        QCOMPARE(doc.progressPlot()->geometry().top(), progress.top());
        QCOMPARE(doc.progressPlot()->geometry().bottom(), progress.bottom());
        QVERIFY(doc.isModified());

        auto* seed = doc.findChild<QSpinBox*>(QStringLiteral("seed"));
        auto* generate = doc.findChild<QPushButton*>(QStringLiteral("generate"));
        QVERIFY(seed && generate);
        seed->setValue(4);
        QString asked;
        answerNextMessageBox(QMessageBox::Cancel, &asked);
        generate->click();
        QVERIFY2(asked.contains(QStringLiteral("unsaved")), qPrintable(asked));
        QCOMPARE(doc.seed(), qint64(3));
        QVERIFY(doc.isModified());
        auto* best = qobject_cast<pb::gui::PeaceableBestTable*>(doc.bestTable());
        QVERIFY(best);
        asked.clear();
        answerNextMessageBox(QMessageBox::Cancel, &asked);
        emit best->seedActivated(7);
        QVERIFY(!asked.isEmpty());
        QCOMPARE(doc.seed(), qint64(3));
        answerNextMessageBox(QMessageBox::Discard, &asked);
        generate->click();
        QCOMPARE(doc.seed(), qint64(4));
        QVERIFY(!doc.isModified());

        // A run's scores set the scale; the next run starts from its own, not the last one's.
        QTemporaryDir dbDir;  // the runs' best scores go to a database of this test's own
        doc.setBestScoresPath(dbDir.filePath(QStringLiteral("best.sqlite")));
        QSignalSpy finished(&doc, &PeaceableDocument::solvingFinished);
        doc.startSolving(0.5);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 15000);
        QVERIFY(doc.progressPlot()->yAxis->range().upper > 2);
        doc.loadSeed(5);
        doc.startSolving(30.0);
        QVERIFY(doc.progressPlot()->yAxis->range().upper <= 1.0);
        doc.stopSolving();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 10000);
        if (const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS"); !shots.isEmpty()) {
            QDir().mkpath(shots);
            QVERIFY(doc.grab().save(QDir(shots).filePath(QStringLiteral("peaceable-1000x640-after-run.png"))));
        }
    }

    void openThroughTheMainWindow()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("peaceable/inputs/seed_2.in"));
        const QString path = pb::test::referencePath(QStringLiteral("peaceable/inputs/seed_2.in"));
        QVERIFY(PeaceableDocument::looksLikeProblem(path));
        pb::gui::MainWindow window;
        window.resize(1366, 768);  // the README's size
        window.show();
        QVERIFY(window.openPath(path));
        auto* doc = qobject_cast<PeaceableDocument*>(window.currentDocument());
        QVERIFY(doc);
        QCOMPARE(doc->problem().n, 50);
        QCOMPARE(writeProblem(doc->problem()), writeProblem(generateProblem(2)));
        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (!shots.isEmpty()) {
            // A solved board with one conflict made by hand, the hover lines of a queen.
            doc->loadSeed(5);
            QSignalSpy finished(doc, &PeaceableDocument::solvingFinished);
            doc->startSolving(2.0);
            QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
            QDir().mkpath(shots);
            QTest::qWait(100);
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("peaceable-workspace.png"))));
        }
        QSettings().clear();
    }
};

QTEST_MAIN(TestPeaceableWorkspace)
#include "tst_peaceable_workspace.moc"
