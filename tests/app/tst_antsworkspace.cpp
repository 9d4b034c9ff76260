// The Ants workspace as a user drives it, offscreen.

#include "gui/ants/antsdocument.h"
#include "gui/imageexport.h"
#include "gui/mainwindow.h"
#include "antsdata.h"
#include "filedialog.h"

#include "ants/braineditor.h"
#include "ants/cellinspector.h"
#include "ants/statsplot.h"
#include "ants/worldview.h"
#include "common/stepcontrols.h"

#include "ants/dump.h"
#include "ants/worldgen.h"
#include "testsettings.h"
#include "showwidget.h"

#include <QDir>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTextCursor>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdlib>
#include <memory>
#include <QtTest>

using namespace pb::ants;
using pb::gui::AntsDocument;
using pb::gui::MainWindow;

namespace {

QString ref(const char* relative)
{
    return pb::test::referencePath(QString::fromLatin1(relative));
}

QString readAll(const QString& path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QString::fromUtf8(f.readAll());
}

// Replaces the whole text as typing would (an edit the editor counts as a change).
void typeOver(pb::views::BrainEditor* editor, const QString& text)
{
    QTextCursor cursor(editor->textEdit()->document());
    cursor.select(QTextCursor::Document);
    cursor.insertText(text);
}

// Answers the next message box with the given button.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}

} // namespace

class TestAntsWorkspace : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchWorkspaceTest"));
    }

    // Open a world and two brains, step ten rounds, look at the round and the inspector.
    void openStepAndInspect()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample1.world"));
        AntsDocument doc;
        QVERIFY(pb::test::showAt(doc, 1300, 850));
        const WorldParse world = loadWorld(ref("ants/worlds/sample1.world"));
        doc.setGame(world.world, ref("ants/worlds/sample1.world"), readAll(ref("ants/brains/strong/mattk-1.ant")),
                    ref("ants/brains/strong/mattk-1.ant"), readAll(ref("ants/brains/winners/redteam-1.ant")),
                    ref("ants/brains/winners/redteam-1.ant"), 12345);
        QCOMPARE(doc.controller()->round(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(doc.stepControls()->available() >= 10, 10000);

        auto* controls = doc.stepControls();
        QAction* stepForward = nullptr;
        for (QAction* a : controls->actions())
            if (a->shortcut() == QKeySequence(Qt::Key_Right))
                stepForward = a;
        QVERIFY2(stepForward, "a step-forward action on the Right key");
        for (int i = 0; i < 10; ++i) {
            stepForward->trigger();
            QTRY_COMPARE(doc.controller()->round(), i + 1);
        }
        QCOMPARE(controls->round(), 10);

        // The inspector shows the ant on a hill cell: ant 0 is the first hill cell in y-major order.
        Pos firstHill{};
        bool found = false;
        for (int y = 0; y < world.world.height && !found; ++y)
            for (int x = 0; x < world.world.width && !found; ++x)
                if (world.world.terrainAt({x, y}) == Terrain::RedHill || world.world.terrainAt({x, y}) == Terrain::BlackHill) {
                    firstHill = {x, y};
                    found = true;
                }
        Game fresh(world.world, doc.controller()->brain(Color::Red), doc.controller()->brain(Color::Black), 12345);
        fresh.playUntil(10);
        const QPointF at = doc.worldView()->cellCenter(firstHill);
        QTest::mouseClick(doc.worldView(), Qt::LeftButton, Qt::NoModifier, at.toPoint());
        const CellView cell = fresh.cell(firstHill);
        const QString text = doc.inspector()->text();
        QVERIFY2(text.contains(QStringLiteral("%1").arg(firstHill.x)), qPrintable(text));
        if (cell.ant) {
            QVERIFY2(text.contains(QString::number(cell.ant->state)), qPrintable(text));
        }
    }

    // Seek forward then back: the state shown equals a fresh simulation of that round.
    void seekForwardThenBack()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        std::unique_ptr<AntsDocument> doc(AntsDocument::createSample());
        doc->show();
        QTRY_VERIFY_WITH_TIMEOUT(doc->controller()->finished(), 60000);
        for (int round : {90000, 1234}) {
            doc->controller()->seek(round);
            QTRY_COMPARE(doc->controller()->round(), round);
            QTRY_COMPARE(doc->stepControls()->round(), round);
            Game fresh(doc->controller()->world(), doc->controller()->brain(Color::Red),
                       doc->controller()->brain(Color::Black), 12345);
            fresh.playUntil(round);
            QVERIFY(pb::test::roundDump(*doc->controller()->frame()) == pb::test::roundDump(fresh));
            QVERIFY(doc->worldView()->game().get() == doc->controller()->frame().get());
        }
        // The graphs hold one point per computed round.
        QTRY_COMPARE(doc->statsPlot()->pointCount(), doc->controller()->computedRounds() + 1);
    }

    // A broken brain shows its diagnostics in the editor and the game waits for a fix.
    void invalidBrainShowsDiagnostics()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/invalid/participANT42-1.ant"));
        std::unique_ptr<AntsDocument> doc(AntsDocument::createSample());
        doc->show();
        QString error;
        // Load it as the black brain (answers the colour question with "Black").
        QTimer::singleShot(0, [] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
                for (QAbstractButton* b : box->buttons())
                    if (b->text() == QLatin1String("Black"))
                        b->click();
        });
        QVERIFY(doc->openFile(ref("ants/brains/invalid/participANT42-1.ant"), &error));
        auto* editor = doc->brainEditor(Color::Black);
        QTRY_VERIFY(!editor->parse().ok());
        QTRY_VERIFY(editor->diagnosticsList()->count() >= 2);
        bool line59 = false;
        for (int i = 0; i < editor->diagnosticsList()->count(); ++i)
            line59 = line59 || editor->diagnosticsList()->item(i)->text().contains(QStringLiteral("59:15"));
        QVERIFY(line59);
        QVERIFY(doc->stoppedMessage().contains(QStringLiteral("black brain has errors")));
        // Fix line 59 ("Turn Right 59 54" has an operand too many) and line 74, then restart.
        QString text = editor->text();
        text.replace(QStringLiteral("Turn Right 59 54"), QStringLiteral("Turn Right 59"));
        text.replace(QStringLiteral("Move 7 74 73"), QStringLiteral("Move 74 73"));
        typeOver(editor, text);
        QTRY_VERIFY(editor->parse().ok());
        QVERIFY(doc->isModified());
        QVERIFY(doc->restart());
        QTRY_VERIFY_WITH_TIMEOUT(doc->controller()->computedRounds() > 100, 10000);
    }

    void generatedWorld()
    {
        std::unique_ptr<AntsDocument> doc(AntsDocument::createSample());
        doc->generateWorld(7);
        QVERIFY(doc->controller()->world() == generateContestWorld(7));
        QVERIFY(checkContestWorld(doc->controller()->world()).empty());
        QVERIFY(doc->isModified());  // a generated world is not saved yet
        QVERIFY(doc->title().contains(QStringLiteral("seed 7")));
        QTRY_VERIFY_WITH_TIMEOUT(doc->controller()->computedRounds() > 0, 10000);
    }

    void saveBrainAndWorld()
    {
        QTemporaryDir dir;
        std::unique_ptr<AntsDocument> doc(AntsDocument::createSample());
        auto* editor = doc->brainEditor(Color::Red);
        typeOver(editor, QStringLiteral("Turn Left 1\nMove 0 0\n"));
        QTRY_VERIFY(doc->isModified());
        const QString path = dir.filePath(QStringLiteral("mine.ant"));
        // Built-in brains are saved under a new name: answer the file dialog by setting the path.
        QSettings().setValue(QStringLiteral("ants/lastDir"), dir.path());
        pb::test::answerFileDialog(this, path);
        QVERIFY(doc->saveBrainAs(Color::Red));
        QCOMPARE(readAll(path), QStringLiteral("Turn Left 1\nMove 0 0\n"));
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->brainPath(Color::Red), path);
    }

    // The main window asks about unsaved changes on close, and keeps the work on Cancel.
    void unsavedChangesAreAskedAbout()
    {
        MainWindow window;
        window.show();
        auto* doc = qobject_cast<AntsDocument*>(window.openSample(QStringLiteral("ants")));
        QVERIFY(doc);
        doc->brainEditor(Color::Black)->textEdit()->insertPlainText(QStringLiteral("; my note\n"));
        QTRY_VERIFY(doc->isModified());
        QVERIFY(window.tabs()->tabText(window.tabs()->currentIndex()).endsWith(QStringLiteral("*")));
        answerNextMessageBox(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.documents().contains(doc));
        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(window.closeDocument(doc));
        QVERIFY(window.documents().isEmpty());
    }

    // The tab's title names the new world's seed at once, not the one before (issue 19, 5).
    void generatedWorldTitleInTheTab()
    {
        MainWindow window;
        window.show();
        auto* doc = qobject_cast<AntsDocument*>(window.openSample(QStringLiteral("ants")));
        QVERIFY(doc);
        doc->generateWorld(4321);
        const QString tab = window.tabs()->tabText(window.tabs()->currentIndex());
        QVERIFY2(tab.contains(QStringLiteral("seed 4321")), qPrintable(tab));
        QVERIFY(window.windowTitle().contains(QStringLiteral("seed 4321")));
    }

    // Round numbers on the Game tab are grouped as the locale groups them (100,000).
    void gameTabGroupsDigits()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        std::unique_ptr<AntsDocument> doc(AntsDocument::createSample());
        doc->show();
        QTRY_VERIFY_WITH_TIMEOUT(doc->controller()->computedRounds() > 0, 10000);
        auto* summary = doc->findChild<QLabel*>(QStringLiteral("gameSummary"));
        QVERIFY(summary);
        QTRY_VERIFY2(summary->text().contains(QStringLiteral("of 100,000")), qPrintable(summary->text()));
        QLocale::setDefault(before);
    }

    // The close prompt names the document without the modified mark, and Export Image draws
    // the whole board at the size asked, as PNG or SVG, and leaves the view as it was.
    void closePromptAndExport()
    {
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        auto* doc = qobject_cast<AntsDocument*>(window.openSample(QStringLiteral("ants")));
        doc->brainEditor(Color::Red)->textEdit()->insertPlainText(QStringLiteral("; note\n"));
        QTRY_VERIFY(doc->isModified());
        QString prompt;
        QTimer::singleShot(0, [&prompt] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                prompt = box->text();
                box->button(QMessageBox::Cancel)->click();
            }
        });
        QVERIFY(!window.closeDocument(doc));
        QVERIFY2(prompt.startsWith(QStringLiteral("Ants: sample0.world has unsaved")), qPrintable(prompt));

        pb::views::WorldView* view = doc->worldView();
        view->setZoom(30);
        const QPoint origin = view->origin();
        QTemporaryDir dir;
        QString error;
        const QString png = dir.filePath(QStringLiteral("board.png"));
        QVERIFY2(pb::gui::exportWidgetImage(view, png, QSize(1600, 1100), &error), qPrintable(error));
        QCOMPARE(view->zoom(), 30.0);
        QCOMPARE(view->origin(), origin);
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1600, 1100));
        // The whole world: the rock border shows on the left and the right of the middle row
        // (at 30 pixels a cell the screen shows only part of it).
        const QColor rock = pb::views::WorldView::rockColor();
        auto isRock = [&](int x) {
            const QColor c = image.pixelColor(x, image.height() / 2);
            return std::abs(c.red() - rock.red()) + std::abs(c.green() - rock.green()) + std::abs(c.blue() - rock.blue()) < 24;
        };
        int first = -1, last = -1;
        for (int x = 0; x < image.width(); ++x)
            if (isRock(x)) {
                if (first < 0)
                    first = x;
                last = x;
            }
        QVERIFY2(first >= 0 && first < image.width() / 4 && last > image.width() * 3 / 4,
                 qPrintable(QStringLiteral("rock from %1 to %2").arg(first).arg(last)));
        const QString svg = dir.filePath(QStringLiteral("board.svg"));
        QVERIFY2(pb::gui::exportWidgetImage(view, svg, QSize(800, 550), &error), qPrintable(error));
        QVERIFY(readAll(svg).contains(QStringLiteral("<svg")));
        if (const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS"); !shots.isEmpty()) {
            QDir().mkpath(shots);
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("ants-1366x768.png"))));
            QFile::copy(png, QDir(shots).filePath(QStringLiteral("ants-export-whole-board.png")));
        }
        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(window.closeDocument(doc));
    }

    void openFilesAndRecent()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample2.world"));
        MainWindow window;
        window.show();
        QVERIFY(window.openPath(ref("ants/worlds/sample2.world")));
        auto* doc = qobject_cast<AntsDocument*>(window.currentDocument());
        QVERIFY(doc);
        QCOMPARE(doc->worldPath(), ref("ants/worlds/sample2.world"));
        QVERIFY(window.recentFiles().first().endsWith(QStringLiteral("sample2.world")));
        QVERIFY(doc->title().contains(QStringLiteral("sample2.world")));
    }

    void screenshot()
    {
        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (shots.isEmpty())
            QSKIP("set PLAYBENCH_SCREENSHOTS to a folder to write the workspace screenshot");
        MainWindow window;
        window.resize(1366, 768);  // the README's size
        window.show();
        auto* doc = qobject_cast<AntsDocument*>(window.openSample(QStringLiteral("ants")));
        QTRY_VERIFY_WITH_TIMEOUT(doc->controller()->computedRounds() >= 30000, 60000);
        doc->controller()->seek(2500);
        QTRY_COMPARE(doc->controller()->round(), 2500);
        // Inspect a red ant carrying food, or any red ant.
        const auto frame = doc->controller()->frame();
        std::optional<Pos> pick;
        for (int id = 0; id < frame->antCount(); ++id)
            if (const auto ant = frame->ant(id); ant && ant->color == Color::Red && (!pick || ant->hasFood))
                pick = ant->pos;
        QVERIFY(pick);
        QTest::mouseClick(doc->worldView(), Qt::LeftButton, Qt::NoModifier, doc->worldView()->cellCenter(*pick).toPoint());
        QTest::qWait(300);
        QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("ants-workspace.png"))));
        // The red brain mid-game, with its heat column.
        for (QTabWidget* tabs : doc->findChildren<QTabWidget*>())
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->tabText(i) == QLatin1String("Red brain"))
                    tabs->setCurrentIndex(i);
        doc->brainEditor(Color::Red)->goToState(doc->controller()->frame()->ant(0) ? doc->controller()->frame()->ant(0)->state : 0);
        QTest::qWait(400);
        QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("ants-workspace-brain.png"))));
    }
};

QTEST_MAIN(TestAntsWorkspace)
#include "tst_antsworkspace.moc"
