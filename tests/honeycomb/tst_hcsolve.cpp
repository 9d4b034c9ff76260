// Honeycomb > Solve in the workspace, offscreen: the solver runs on a worker thread while the
// GUI keeps answering, its solution becomes a new entry replayed to its end (the shown total is
// what the scorer gives the text), a cancel right after the start leaves the document as it was,
// and the time budget dialog remembers its value.

#include "gui/honeycomb/honeycombdocument.h"
#include "gui/mainwindow.h"
#include "problems.h"

#include "honeycomb/boardview.h"

#include "honeycomb/game.h"
#include "honeycomb/replay.h"
#include "honeycomb/solutions.h"
#include "testsettings.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QToolButton>
#include <QLocale>
#include <QtTest>

using namespace pb::honeycomb;
using pb::gui::HoneycombDocument;
using pb::gui::MainWindow;
using pb::test::honeycombPath;
using pb::test::problemPath;

namespace {

// The longest wait between ticks of a 20 ms timer while `busy` holds (the GUI thread's
// responsiveness), in ms.
qint64 longestGapWhile(const std::function<bool()>& busy, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    qint64 longest = 0;
    QTimer tick;
    tick.setInterval(20);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        longest = std::max(longest, now - last);
        last = now;
    });
    tick.start();
    while (busy() && clock.elapsed() < timeoutMs)
        QTest::qWait(10);
    return longest;
}

} // namespace

class TestHcSolve : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("honeycomb/problems/problem_6.json"));
        pb::test::isolateSettings(QStringLiteral("PlaybenchHoneycombSolveTest"));
    }

    // Solve on the sample: a new entry, replayed to its end, with the scorer's total.
    void solveTheSample()
    {
        std::unique_ptr<HoneycombDocument> doc(HoneycombDocument::createSample());
        doc->show();
        QTRY_VERIFY(!doc->isBusy());
        QCOMPARE(doc->entryCount(), 3);
        const QString firstText = doc->solutionText();
        const std::uint32_t seed = doc->seed();
        QVERIFY(!doc->isModified());
        QVERIFY(!doc->solveBar()->isVisible());

        QSignalSpy finished(doc.get(), &HoneycombDocument::solveFinished);
        QVERIFY(doc->startSolve(2.0));
        QVERIFY(doc->isSolving());
        QVERIFY(doc->solveBar()->isVisible());
        QVERIFY(!doc->solveAction()->isEnabled());
        QVERIFY(doc->cancelSolveAction()->isEnabled());
        QVERIFY(!doc->startSolve(2.0));  // one at a time
        // The GUI thread keeps turning while the solver works (and the old solution can be
        // stepped through meanwhile).
        doc->seek(10);
        QCOMPARE(doc->position(), 10);
        const qint64 gap = longestGapWhile([&] { return doc->isSolving(); }, 20000);
        QVERIFY2(gap < 1000, qPrintable(QString::number(gap)));
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isSolving(), 20000);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!doc->solveBar()->isVisible());
        QVERIFY(doc->solveAction()->isEnabled());
        QTRY_VERIFY(!doc->isBusy());

        QCOMPARE(doc->entryCount(), 4);
        QCOMPARE(doc->entryIndex(), 3);
        QCOMPARE(doc->seed(), seed);
        const QString text = doc->solutionText();
        QVERIFY(!text.isEmpty());
        QVERIFY(text != firstText);
        QVERIFY(doc->solveGames() >= 1);
        const ScoreResult scored = scoreSolution(doc->problem(), seed, text, doc->phrases());
        QCOMPARE(scored.error, ErrorKind::None);
        QVERIFY(scored.score > 0);
        QCOMPARE(doc->solveBest(), scored.score);  // the solver's best is what the scorer says
        QCOMPARE(doc->position(), doc->replay().commandCount());
        QCOMPARE(QLocale().toInt(doc->figure(QStringLiteral("total"))), scored.score);
        QCOMPARE(QLocale().toInt(doc->figure(QStringLiteral("score"))), scored.score);
        QVERIFY(doc->isModified());
        QVERIFY(doc->title().endsWith(QStringLiteral(" *")));
        QVERIFY(doc->lastMessage().contains(QStringLiteral("entry 4")));

        // It replays like an opened one: step back one unit and forward again.
        QAction* prev = doc->findChild<QAction*>(QStringLiteral("previousUnit"));
        QVERIFY(prev);
        prev->trigger();
        QVERIFY(doc->position() < doc->replay().commandCount());
        doc->seek(0);
        QCOMPARE(QLocale().toInt(doc->figure(QStringLiteral("total"))), 0);

        // Saved as a solutions file: the old entries as they were, the solver's one added.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("solved.json"));
        QString error;
        QVERIFY2(doc->saveTo(path, &error), qPrintable(error));
        QVERIFY(!doc->isModified());
        const SolutionsParse saved = loadSolutions(path);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QCOMPARE(saved.entries.size(), std::size_t(4));
        QCOMPARE(saved.entries[0].solution, firstText);
        QCOMPARE(saved.entries[3].solution, text);
        QCOMPARE(saved.entries[3].seed, seed);
        QCOMPARE(saved.entries[3].problemId, 6);

        // Another seed of the problem, shown and solved: the entry is for that seed.
        const std::uint32_t other = doc->problem().sourceSeeds.back();
        QVERIFY(other != seed);
        doc->setSeed(other);
        QTRY_VERIFY(!doc->isBusy());
        QVERIFY(doc->startSolve(1.0));
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isSolving(), 20000);
        QTRY_VERIFY(!doc->isBusy());
        QCOMPARE(doc->entryCount(), 5);
        QCOMPARE(doc->seed(), other);
        const ScoreResult otherScore = scoreSolution(doc->problem(), other, doc->solutionText(), doc->phrases());
        QCOMPARE(otherScore.error, ErrorKind::None);
        QCOMPARE(QLocale().toInt(doc->figure(QStringLiteral("total"))), otherScore.score);
    }

    // A problem just opened has an empty solution: the solver's fills it, scored with the
    // workspace's phrases (here custom ones).
    void solveFillsAnEmptyEntry()
    {
        HoneycombDocument doc;
        const ProblemParse parse = loadProblem(problemPath(6));
        QVERIFY2(parse.ok(), qPrintable(parse.error));
        doc.setProblem(parse.problem, problemPath(6));
        const QStringList phrases = {QStringLiteral("ei!"), QStringLiteral("ia! ia!")};
        doc.setPhrases(phrases);
        QTRY_VERIFY(!doc.isBusy());
        QVERIFY(doc.solutionText().isEmpty());
        QVERIFY(doc.startSolve(1.0));
        QTRY_VERIFY_WITH_TIMEOUT(!doc.isSolving(), 20000);
        QTRY_VERIFY(!doc.isBusy());
        QCOMPARE(doc.entryCount(), 1);
        const QString text = doc.solutionText();
        const ScoreResult scored = scoreSolution(doc.problem(), doc.seed(), text, phrases);
        QCOMPARE(scored.error, ErrorKind::None);
        QVERIFY(scored.score > 0);
        QVERIFY(scored.powerScore > 0);  // the phrases were woven in
        QCOMPARE(QLocale().toInt(doc.figure(QStringLiteral("total"))), scored.score);
        QVERIFY(doc.isModified());
    }

    // Cancel right after the start: the solver stops at once, the GUI answers, and the document
    // is as it was (or, had a game ended already, holds a valid solution).
    void cancelRightAfterStart()
    {
        std::unique_ptr<HoneycombDocument> doc(HoneycombDocument::createSample());
        doc->show();
        QTRY_VERIFY(!doc->isBusy());
        const QString before = doc->solutionText();
        QSignalSpy finished(doc.get(), &HoneycombDocument::solveFinished);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(doc->startSolve(60.0));
        auto* cancel = doc->findChild<QToolButton*>(QStringLiteral("button-cancelSolve"));
        QVERIFY(cancel && cancel->isVisible() && cancel->isEnabled());
        cancel->click();
        QVERIFY(!doc->cancelSolveAction()->isEnabled());
        const qint64 gap = longestGapWhile([&] { return doc->isSolving(); }, 20000);
        QVERIFY(!doc->isSolving());
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));  // far from 60 s
        QVERIFY2(gap < 1000, qPrintable(QString::number(gap)));
        QCOMPARE(finished.count(), 1);
        QTRY_VERIFY(!doc->isBusy());
        if (!finished.first().first().toBool()) {
            QCOMPARE(doc->entryCount(), 3);
            QCOMPARE(doc->entryIndex(), 0);
            QCOMPARE(doc->solutionText(), before);
            QVERIFY(!doc->isModified());
            QVERIFY(doc->lastMessage().contains(QStringLiteral("nothing changed")));
        } else {
            QCOMPARE(doc->entryCount(), 4);
            QCOMPARE(scoreSolution(doc->problem(), doc->seed(), doc->solutionText(), doc->phrases()).error,
                     ErrorKind::None);
        }
        QVERIFY(doc->solveAction()->isEnabled());
        QVERIFY(!doc->solveBar()->isVisible());
        // Still usable: step, and solve again; Esc on the board cancels too, after a game has
        // ended: that game is kept as a new entry.
        doc->seek(5);
        QCOMPARE(doc->position(), 5);
        QVERIFY(doc->startSolve(60.0));
        doc->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(doc.get()));
        doc->boardView()->setFocus();
        QTRY_VERIFY_WITH_TIMEOUT(doc->solveGames() >= 1, 20000);
        const int entries = doc->entryCount();
        finished.clear();
        clock.restart();
        QTest::keyClick(doc->boardView(), Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isSolving(), 20000);
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().first().toBool(), true);
        QTRY_VERIFY(!doc->isBusy());
        QCOMPARE(doc->entryCount(), entries + 1);
        QVERIFY(doc->lastMessage().contains(QStringLiteral("cancelled")));
        QVERIFY(QLocale().toInt(doc->figure(QStringLiteral("total"))) > 0);
        QCOMPARE(scoreSolution(doc->problem(), doc->seed(), doc->solutionText(), doc->phrases()).error, ErrorKind::None);

        // Opening another problem while solving drops the run; its result never arrives.
        QVERIFY(doc->startSolve(30.0));
        const ProblemParse parse = loadProblem(problemPath(3));
        QVERIFY(parse.ok());
        finished.clear();
        doc->setProblem(parse.problem, problemPath(3));
        QVERIFY(!doc->isSolving());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().first().toBool(), false);
        QTRY_VERIFY(!doc->isBusy());
        QTest::qWait(300);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(doc->entryCount(), 1);
        QVERIFY(doc->solutionText().isEmpty());
    }

    // Closing the workspace while it solves stops the worker at once (the thread pool empties).
    void closedWhileSolving()
    {
        auto* doc = HoneycombDocument::createSample();
        QTRY_VERIFY(!doc->isBusy());
        QVERIFY(doc->startSolve(60.0));
        QTRY_VERIFY_WITH_TIMEOUT(doc->solveGames() >= 1, 20000);
        QElapsedTimer clock;
        clock.start();
        delete doc;
        QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
    }

    // A seed that is not the problem's is refused with a message, and nothing starts.
    void refusedWithoutAProblemOrSeed()
    {
        HoneycombDocument empty;
        QVERIFY(!empty.startSolve(1.0));
        QVERIFY(!empty.isSolving());
        QVERIFY(!empty.lastMessage().isEmpty());

        std::unique_ptr<HoneycombDocument> doc(HoneycombDocument::createSample());
        QTRY_VERIFY(!doc->isBusy());
        std::uint32_t notIn = 1;
        while (std::find(doc->problem().sourceSeeds.begin(), doc->problem().sourceSeeds.end(), notIn)
               != doc->problem().sourceSeeds.end())
            ++notIn;
        doc->setSeed(notIn);
        QTRY_VERIFY(!doc->isBusy());
        QVERIFY(!doc->startSolve(1.0));
        QVERIFY(!doc->isSolving());
        QVERIFY(doc->lastMessage().contains(QString::number(notIn)));
    }

    // The Solve action asks for the time budget and remembers it.
    void dialogRemembersTheBudget()
    {
        QSettings().setValue(QStringLiteral("honeycomb/solveSeconds"), 7);
        std::unique_ptr<HoneycombDocument> doc(HoneycombDocument::createSample());
        doc->show();
        QTRY_VERIFY(!doc->isBusy());
        QCOMPARE(doc->solveAction()->shortcut(), QKeySequence(Qt::Key_F5));
        int shown = -1;
        QTimer::singleShot(200, [&shown] {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto* seconds = dialog->findChild<QSpinBox*>(QStringLiteral("solveSeconds"));
            if (!seconds)
                return;
            shown = seconds->value();
            seconds->setValue(1);
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        });
        doc->solveAction()->trigger();
        QCOMPARE(shown, 7);
        QVERIFY(doc->isSolving());
        QCOMPARE(QSettings().value(QStringLiteral("honeycomb/solveSeconds")).toInt(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isSolving(), 20000);
        QCOMPARE(doc->entryCount(), 4);

        // Cancelled dialog: nothing starts.
        QTimer::singleShot(200, [] {
            if (QWidget* dialog = QApplication::activeModalWidget())
                qobject_cast<QDialog*>(dialog)->reject();
        });
        doc->solveAction()->trigger();
        QVERIFY(!doc->isSolving());
    }

    void screenshot()
    {
        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (shots.isEmpty())
            QSKIP("set PLAYBENCH_SCREENSHOTS to a folder to write the screenshot");
        QDir().mkpath(shots);
        MainWindow window;
        window.resize(1366, 768);  // the README's size
        window.show();
        auto* doc = qobject_cast<HoneycombDocument*>(window.openSample(QStringLiteral("honeycomb")));
        QVERIFY(doc);
        QTRY_VERIFY(!doc->isBusy());
        // A first solve, shown at its end; then a second one in progress above it.
        QVERIFY(doc->startSolve(2.0));
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isSolving(), 20000);
        QTRY_VERIFY(!doc->isBusy());
        QVERIFY(doc->startSolve(20.0));
        QTRY_VERIFY_WITH_TIMEOUT(doc->solveGames() >= 2, 20000);
        QTest::qWait(1200);
        QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("honeycomb-solve.png"))));
        doc->cancelSolve();
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isSolving(), 20000);
    }
};

QTEST_MAIN(TestHcSolve)
#include "tst_hcsolve.moc"
