// The Honeycomb workspace as a user drives it, offscreen: golden solutions replayed to their end,
// the long problem 24 solution, hand play with refusals and undo, saving, File > Open.

#include "gui/honeycomb/honeycombdocument.h"
#include "gui/mainwindow.h"
#include "filedialog.h"
#include "problems.h"

#include "common/stepcontrols.h"
#include "honeycomb/boardview.h"
#include "honeycomb/commandpanel.h"
#include "honeycomb/scoreplot.h"
#include "showwidget.h"

#include <qcustomplot.h>

#include "common/textfile.h"
#include "honeycomb/game.h"
#include "honeycomb/replay.h"
#include "honeycomb/solutions.h"
#include "testsettings.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QLocale>
#include <QtTest>

using namespace pb::honeycomb;
using pb::gui::HoneycombDocument;
using pb::gui::MainWindow;
using pb::test::honeycombPath;
using pb::test::problemFor;
using pb::test::problemPath;

namespace {

QAction* controlAction(HoneycombDocument& doc, const char* name)
{
    for (QAction* a : doc.stepControls()->actions())
        if (a->objectName() == QLatin1String(name))
            return a;
    return nullptr;
}

// The server's score in a golden tag "hash move:power:total".
int tagTotal(const QString& tag)
{
    return tag.split(u' ').last().split(u':').value(2).toInt();
}

// A test file's bytes, written the way the program writes files.
bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QString error;
    const bool ok = pb::writeFileBytes(path, std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok;
}

} // namespace

class TestHcWorkspace : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("honeycomb/golden/game6_use_power_phrase_4_times.json"));
        pb::test::isolateSettings(QStringLiteral("PlaybenchHoneycombTest"));
    }

    // Open a golden solution, step through it with the controls, and read the shown total.
    void goldenReplayedToTheEnd()
    {
        const QString path = honeycombPath(QStringLiteral("golden/game6_use_power_phrase_4_times.json"));
        const SolutionsParse golden = loadSolutions(path);
        QVERIFY(golden.ok());
        HoneycombDocument doc;
        QVERIFY(pb::test::showAt(doc, 1300, 850));
        QString error;
        QVERIFY2(doc.openFile(path, &error), qPrintable(error));
        QTRY_VERIFY(!doc.isBusy());
        QCOMPARE(doc.problem().id, 6);
        QCOMPARE(doc.seed(), golden.entries[0].seed);
        QCOMPARE(doc.seedCombo()->currentData().toLongLong(), qlonglong(golden.entries[0].seed));
        QCOMPARE(doc.position(), 0);
        QCOMPARE(doc.figure(QStringLiteral("total")), QStringLiteral("0"));

        // Step forward command by command through the first phrase ("ei!"): power appears once
        // the phrase's last character is played.
        QAction* forward = controlAction(doc, "forward1");
        QVERIFY(forward);
        for (int i = 0; i < 3; ++i)
            forward->trigger();
        QCOMPARE(doc.position(), 3);
        QCOMPARE(doc.commandPanel()->currentChar(), 2);
        QCOMPARE(doc.figure(QStringLiteral("power")), QString::number(2 * 3 + 300));

        // One unit at a time until the end.
        int units = 0;
        QAction* nextUnit = doc.findChild<QAction*>(QStringLiteral("nextUnit"));
        QVERIFY(nextUnit);
        while (doc.position() < doc.replay().commandCount() && units < 1000) {
            const int before = doc.position();
            nextUnit->trigger();
            QVERIFY(doc.position() > before);
            ++units;
        }
        QCOMPARE(doc.position(), doc.replay().commandCount());
        QVERIFY(units >= 2);
        QCOMPARE(QLocale().toInt(doc.figure(QStringLiteral("total"))), tagTotal(golden.entries[0].tag));
        QCOMPARE(QLocale().toInt(doc.figure(QStringLiteral("score"))), tagTotal(golden.entries[0].tag));
        QCOMPARE(QLocale().toInt(doc.figure(QStringLiteral("locked"))), doc.replay().result().lockedUnits);
        // "ei!" four times: four occurrences drawn in the text panel, one phrase.
        QCOMPARE(doc.commandPanel()->occurrenceCount(), 4);
        QCOMPARE(doc.commandPanel()->phrasesAt(1), QStringList{QStringLiteral("Ei!")});
        // Clicking a character of the text seeks to the command it is.
        const QRect at = doc.commandPanel()->charRect(10);
        QTest::mouseClick(doc.commandPanel()->viewport(), Qt::LeftButton, Qt::NoModifier, at.center());
        QCOMPARE(doc.position(), doc.replay().commandsThroughChar(10));
        QCOMPARE(doc.commandPanel()->currentChar(), doc.replay().step(doc.position() - 1).index);
        // Back to the start with the reset action; play as fast as possible to the end.
        controlAction(doc, "reset")->trigger();
        QCOMPARE(doc.position(), 0);
        doc.stepControls()->setSpeed(0);
        controlAction(doc, "play")->trigger();
        QVERIFY(doc.stepControls()->isPlaying());
        QTRY_COMPARE_WITH_TIMEOUT(doc.position(), doc.replay().commandCount(), 15000);
        QTRY_VERIFY(!doc.stepControls()->isPlaying());
        QCOMPARE(QLocale().toInt(doc.figure(QStringLiteral("total"))), tagTotal(golden.entries[0].tag));
        controlAction(doc, "reset")->trigger();
        controlAction(doc, "end")->trigger();
        QCOMPARE(QLocale().toInt(doc.figure(QStringLiteral("total"))), tagTotal(golden.entries[0].tag));
        // The plot's cursor follows; its total graph ends at the total.
        QCOMPARE(doc.scorePlot()->current(), doc.position());
        QCOMPARE(int(doc.scorePlot()->totalGraph()->data()->at(doc.scorePlot()->totalGraph()->dataCount() - 1)->value),
                 tagTotal(golden.entries[0].tag));
    }

    // A solution with an error: marked at its character, the figures say so, hand play refuses
    // to go on after it until the text is cut there.
    void errorIsMarked()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("repeat.json"));
        QVERIFY(writeBytes(path, writeSolutions({{0, 0, QString(), QStringLiteral("ll\npbl")}})));
        HoneycombDocument doc;
        doc.resize(1000, 700);
        doc.show();
        QString error;
        QVERIFY2(doc.openFile(path, &error), qPrintable(error));  // problem 0 from the reference
        QTRY_VERIFY(!doc.isBusy());
        QCOMPARE(doc.replay().error(), ErrorKind::Repeat);
        const int index = doc.replay().errorIndex();
        QCOMPARE(doc.solutionText().at(index), QChar(u'b'));
        QCOMPARE(doc.commandPanel()->errorIndex(), index);
        doc.seek(doc.replay().commandCount());
        QVERIFY2(doc.figure(QStringLiteral("error")).contains(QStringLiteral("position it held")),
                 qPrintable(doc.figure(QStringLiteral("error"))));
        QVERIFY(doc.figure(QStringLiteral("score")).startsWith(QStringLiteral("0")));
        QCOMPARE(doc.figure(QStringLiteral("state")), QStringLiteral("stopped by the error"));
        // The panel paints the error character red.
        const QImage image = doc.commandPanel()->viewport()->grab().toImage();
        const QColor red = image.pixelColor(doc.commandPanel()->charRect(index).bottomRight() - QPoint(1, 0));  // below the glyph
        QVERIFY2(red.red() > 180 && red.green() < 80 && red.blue() < 80, qPrintable(red.name()));
        // Typing at the end replaces the erroneous command: the error is gone.
        QVERIFY(doc.playChar(QLatin1Char('l')));
        QCOMPARE(doc.replay().error(), ErrorKind::None);
        QCOMPARE(doc.solutionText(), doc.solutionText().left(index) + QLatin1Char('l'));
        doc.undoStack()->undo();
        QCOMPARE(doc.replay().error(), ErrorKind::Repeat);
    }

    // Every golden file: the shown contest score at the end equals the server's.
    void everyGoldenFile()
    {
        const QDir dir(honeycombPath(QStringLiteral("golden")));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 19);
        HoneycombDocument doc;
        for (const QString& name : files) {
            const SolutionsParse golden = loadSolutions(dir.filePath(name));
            QString error;
            QVERIFY2(doc.openFile(dir.filePath(name), &error), qPrintable(error));
            QTRY_VERIFY(!doc.isBusy());
            doc.seek(doc.replay().commandCount());
            QVERIFY2(QLocale().toInt(doc.figure(QStringLiteral("score"))) == tagTotal(golden.entries[0].tag),
                     qPrintable(name + QStringLiteral(": ") + doc.figure(QStringLiteral("score"))));
        }
    }

    // Problem 24's ~300,000-command solution loads off the GUI thread (times printed, not asserted).
    void longSolution()
    {
        const auto scores = pb::test::readExpectedScores();
        QVERIFY(scores);
        QJsonObject longest;
        for (const QJsonObject& o : *scores) {
            if (o.value(QLatin1String("solution")).toString().size() > longest.value(QLatin1String("solution")).toString().size())
                longest = o;
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.json"));
        QVERIFY(writeBytes(path, QJsonDocument(QJsonArray{longest}).toJson()));

        HoneycombDocument doc;
        doc.resize(1300, 850);
        doc.show();
        QElapsedTimer timer;
        timer.start();
        QString error;
        QVERIFY2(doc.openFile(path, &error), qPrintable(error));  // finds problem 24 in the reference
        const qint64 openMs = timer.elapsed();
        QVERIFY(doc.isBusy());  // openFile returned before the replay: it runs on a worker thread
        QTRY_VERIFY_WITH_TIMEOUT(!doc.isBusy(), 20000);
        QCOMPARE(doc.problem().id, 24);
        QVERIFY(doc.replay().commandCount() > 250000);
        int slowest = 0;
        for (int k = 1; k <= 20; ++k) {
            QElapsedTimer one;
            one.start();
            doc.seek(doc.replay().commandCount() * k / 21);
            QCoreApplication::processEvents();
            slowest = std::max(slowest, static_cast<int>(one.elapsed()));
        }
        {
            QElapsedTimer t;
            t.start();
            doc.boardView()->repaint();
            const qint64 board = t.nsecsElapsed() / 1000;
            t.restart();
            doc.commandPanel()->viewport()->repaint();
            const qint64 panel = t.nsecsElapsed() / 1000;
            t.restart();
            doc.scorePlot()->setCurrent(5);
            doc.scorePlot()->repaint();
            const qint64 plot = t.nsecsElapsed() / 1000;
            t.restart();
            doc.seek(1000);
            const qint64 seek = t.nsecsElapsed() / 1000;
            qInfo("repaint us: board %lld, text %lld, plot %lld; seek without paint %lld", board, panel, plot, seek);
        }
        doc.seek(doc.replay().commandCount());
        QCOMPARE(QLocale().toInt(doc.figure(QStringLiteral("score"))), longest.value(QLatin1String("score")).toInt());
        qInfo("problem 24: openFile returned in %lld ms, slowest of 20 seeks with repaint %d ms", openMs, slowest);
    }

    // Hand play: keys move the unit, a repeat is refused, undo/redo, back to spawn, save.
    void handPlay()
    {
        HoneycombDocument doc;
        QVERIFY(pb::test::showAt(doc, 1300, 850));
        const Problem problem = problemFor(6);
        doc.setProblem(problem, problemPath(6));
        QTRY_VERIFY(!doc.isBusy());
        QCOMPARE(doc.replay().commandCount(), 0);
        doc.setHandPlay(true);
        doc.boardView()->setFocus();
        QTRY_VERIFY(doc.boardView()->hasFocus());
        const auto spawn = doc.boardView()->unitCells();
        QVERIFY(!spawn.empty());

        // Left is W: every member one cell to the left.
        QTest::keyClick(doc.boardView(), Qt::Key_Left);
        QCOMPARE(doc.solutionText(), QStringLiteral("p"));
        auto moved = doc.boardView()->unitCells();
        QCOMPARE(moved.size(), spawn.size());
        for (std::size_t i = 0; i < moved.size(); ++i)
            QCOMPARE(moved[i].x, spawn[i].x - 1);
        // E (the letter e) brings it back to the spawn position: refused with a message.
        QTest::keyClick(doc.boardView(), Qt::Key_E);
        QCOMPARE(doc.solutionText(), QStringLiteral("p"));
        QVERIFY2(doc.lastMessage().contains(QStringLiteral("Refused")), qPrintable(doc.lastMessage()));
        QCOMPARE(doc.boardView()->unitCells().front().x, spawn.front().x - 1);
        // Contest letters: a (SW), l (SE), space (SE), Down (SW).
        QTest::keyClicks(doc.boardView(), QStringLiteral("al "));
        QTest::keyClick(doc.boardView(), Qt::Key_Down);
        QCOMPARE(doc.solutionText(), QStringLiteral("pal a"));
        QCOMPARE(doc.position(), 5);
        QCOMPARE(doc.boardView()->unitCells().front().y, spawn.front().y + 4);
        QVERIFY(doc.isModified());

        // Undo twice, redo once.
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.solutionText(), QStringLiteral("pal"));
        QCOMPARE(doc.position(), 3);
        doc.undoStack()->redo();
        QCOMPARE(doc.solutionText(), QStringLiteral("pal "));
        QCOMPARE(doc.boardView()->unitCells().front().y, spawn.front().y + 3);

        // Drop the unit to the floor with SE/SW until it locks; then back to its spawn.
        int guard = 0;
        while (doc.replay().lockedUnitsAt(doc.position()) == 0 && guard++ < 40)
            QTest::keyClick(doc.boardView(), (guard % 2) ? Qt::Key_L : Qt::Key_A);
        QCOMPARE(doc.replay().lockedUnitsAt(doc.position()), 1);
        const QString afterLock = doc.solutionText();
        QTest::keyClicks(doc.boardView(), QStringLiteral("ll"));
        QCOMPARE(doc.solutionText(), afterLock + QStringLiteral("ll"));
        doc.backToLastSpawn();
        QCOMPARE(doc.solutionText(), afterLock);
        doc.undoStack()->undo();
        QCOMPARE(doc.solutionText(), afterLock + QStringLiteral("ll"));

        // Typing at an earlier command replaces the rest (and undo brings it back).
        doc.seek(1);
        QTest::keyClick(doc.boardView(), Qt::Key_A);
        QCOMPARE(doc.solutionText(), QStringLiteral("pa"));
        doc.undoStack()->undo();
        QCOMPARE(doc.solutionText(), afterLock + QStringLiteral("ll"));

        // Save: a contest solutions file the scorer accepts, with the score shown.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hand.json"));
        QString error;
        QVERIFY2(doc.saveTo(path, &error), qPrintable(error));
        QVERIFY(!doc.isModified());
        const SolutionsParse saved = loadSolutions(path);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QCOMPARE(saved.entries.size(), std::size_t(1));
        QCOMPARE(saved.entries[0].problemId, 6);
        QCOMPARE(saved.entries[0].solution, doc.solutionText());
        const ScoreResult r = scoreSolution(problem, saved.entries[0].seed, saved.entries[0].solution);
        QCOMPARE(r.error, ErrorKind::None);
        QVERIFY(r.lockedUnits >= 1);
        QCOMPARE(QLocale().toInt(doc.figure(QStringLiteral("score"))), r.score);
    }

    // Hand play keys only act in hand play; the step shortcuts work otherwise.
    void keysOutsideHandPlay()
    {
        HoneycombDocument doc;
        QVERIFY(pb::test::showAt(doc, 1000, 700));
        QString error;
        QVERIFY(doc.openFile(honeycombPath(QStringLiteral("golden/game6_use_power_phrase_4_times.json")), &error));
        QTRY_VERIFY(!doc.isBusy());
        doc.activateWindow();
        doc.boardView()->setFocus();
        const QString text = doc.solutionText();
        QTest::keyClick(doc.boardView(), Qt::Key_Right);  // step forward, not E
        QCOMPARE(doc.position(), 1);
        QCOMPARE(doc.solutionText(), text);
        QCOMPARE(HoneycombDocument::charForKey(Qt::Key_PageUp, Qt::NoModifier, QString()), QChar(u'k'));
        QCOMPARE(HoneycombDocument::charForKey(Qt::Key_Z, Qt::ControlModifier, QStringLiteral("z")), QChar());
        QCOMPARE(HoneycombDocument::charForKey(Qt::Key_NumberSign, Qt::NoModifier, QStringLiteral("#")), QChar());
    }

    void openThroughTheMainWindow()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openPath(problemPath(3)));
        auto* problemDoc = qobject_cast<HoneycombDocument*>(window.currentDocument());
        QVERIFY(problemDoc);
        QCOMPARE(problemDoc->problem().id, 3);
        QVERIFY(window.openPath(honeycombPath(QStringLiteral("golden/game17_use_all_the_pieces.json"))));
        auto* solutionDoc = qobject_cast<HoneycombDocument*>(window.currentDocument());
        QVERIFY(solutionDoc && solutionDoc != problemDoc);
        QTRY_VERIFY(!solutionDoc->isBusy());
        QCOMPARE(solutionDoc->problem().id, 17);
        QVERIFY(window.recentFiles().first().endsWith(QStringLiteral("game17_use_all_the_pieces.json")));
        // The sample: three entries of problem 6; picking another entry replays it.
        auto* sample = qobject_cast<HoneycombDocument*>(window.openSample(QStringLiteral("honeycomb")));
        QVERIFY(sample);
        QTRY_VERIFY(!sample->isBusy());
        QCOMPARE(sample->entryCount(), 3);
        QVERIFY(sample->entryCombo()->isVisible());
        const std::uint32_t first = sample->seed();
        QVERIFY(sample->selectEntry(1));
        QTRY_VERIFY(!sample->isBusy());
        QVERIFY(sample->seed() != first);
        QVERIFY(sample->replay().result().score > 10000);

        // A broken JSON file is named with its line and column.
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(writeBytes(bad, "[\n  {\"problemId\": 6,\n   \"seed\": ]\n"));
        HoneycombDocument doc;
        QString error;
        QVERIFY(!doc.openFile(bad, &error));
        QVERIFY2(error.startsWith(bad + QStringLiteral(":3:")), qPrintable(error));
    }

    // Other phrases of power: the same text is scored again with them.
    void customPhrases()
    {
        HoneycombDocument doc;
        doc.setProblem(problemFor(6), problemPath(6));
        QTRY_VERIFY(!doc.isBusy());
        for (QChar c : QStringLiteral("pal"))
            QVERIFY(doc.playChar(c));
        QCOMPARE(doc.figure(QStringLiteral("power")), QStringLiteral("0"));
        doc.setPhrases({QStringLiteral("PAL"), QStringLiteral("al")});
        QTRY_VERIFY(!doc.isBusy());
        QCOMPARE(doc.solutionText(), QStringLiteral("pal"));
        QCOMPARE(doc.position(), 3);
        QCOMPARE(QLocale().toInt(doc.figure(QStringLiteral("power"))), (2 * 3 + 300) + (2 * 2 + 300));
        QCOMPARE(doc.commandPanel()->occurrenceCount(), 2);
        QVERIFY(doc.isModified());
    }

    // A solutions file's problem: next to the file, else the user is asked for it.
    void problemNextToTheFileOrAsked()
    {
        QTemporaryDir empty, here, elsewhere;
        const QString problem3 = problemPath(3);
        const QByteArray saved = qgetenv("PLAYBENCH_REFERENCE");
        qputenv("PLAYBENCH_REFERENCE", empty.path().toUtf8());  // no reference problems
        const std::vector<SolutionEntry> entries = {{3, 0, QString(), QStringLiteral("lll")}};
        for (const QString& dir : {here.path(), elsewhere.path()})
            QVERIFY(writeBytes(QDir(dir).filePath(QStringLiteral("mine.json")), writeSolutions(entries)));
        QVERIFY(QFile::copy(problem3, here.filePath(QStringLiteral("problem_3.json"))));
        QVERIFY(QFile::copy(problem3, empty.filePath(QStringLiteral("p3.json"))));

        HoneycombDocument doc;
        doc.show();
        QString error;
        QVERIFY2(doc.openFile(here.filePath(QStringLiteral("mine.json")), &error), qPrintable(error));
        QCOMPARE(doc.problem().id, 3);

        // Not next to the file and not in the reference: a file dialog asks; answer it.
        HoneycombDocument asked;
        asked.show();
        const QString answer = empty.filePath(QStringLiteral("p3.json"));
        bool dialogSeen = false;
        pb::test::answerFileDialog(this, answer, &dialogSeen);
        const bool opened = asked.openFile(elsewhere.filePath(QStringLiteral("mine.json")), &error);
        qputenv("PLAYBENCH_REFERENCE", saved);
        QVERIFY(dialogSeen);
        QVERIFY2(opened, qPrintable(error));
        QCOMPARE(asked.problem().id, 3);
        QTRY_VERIFY(!asked.isBusy());
        QCOMPARE(asked.replay().commandCount(), 3);
    }

    void screenshots()
    {
        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (shots.isEmpty())
            QSKIP("set PLAYBENCH_SCREENSHOTS to a folder to write the workspace screenshots");
        QDir().mkpath(shots);
        {
            MainWindow window;
            window.resize(1366, 768);  // the README's size
            window.show();
            auto* doc = qobject_cast<HoneycombDocument*>(window.openSample(QStringLiteral("honeycomb")));
            QTRY_VERIFY(!doc->isBusy());
            // Mid-game, on a command where a unit is about to complete a row if possible.
            int pick = doc->replay().commandCount() / 2;
            for (int p = pick; p < doc->replay().commandCount(); ++p) {
                doc->seek(p);
                if (!doc->boardView()->rowsAboutToClear().empty()) {
                    pick = p;
                    break;
                }
            }
            doc->seek(pick);
            QTest::qWait(300);
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("honeycomb-workspace.png"))));
        }
        {
            MainWindow window;
            window.resize(1366, 768);  // the README's size
            window.show();
            auto* doc = new HoneycombDocument;
            window.addDocument(doc);
            doc->setProblem(problemFor(6), problemPath(6));
            QTRY_VERIFY(!doc->isBusy());
            doc->setHandPlay(true);
            for (QChar c : QStringLiteral("ei! ia! ia! aaaalalalaalei!llllalaaalaaaaplb"))
                doc->playChar(c);
            QVERIFY(!doc->playChar(QLatin1Char('p')));  // back where it was: refused, the status bar says so
            QTest::qWait(300);
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("honeycomb-handplay.png"))));
        }
    }
};

QTEST_MAIN(TestHcWorkspace)
#include "tst_hcworkspace.moc"
