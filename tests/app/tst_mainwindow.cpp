// The desktop program's window, offscreen.

#include "gui/mainwindow.h"
#include "gui/benchmark.h"
#include "gui/document.h"
#include "gui/ants/antsdocument.h"
#include "gui/ants/dumpcompare.h"
#include "gui/startpage.h"
#include "reference.h"
#include "testsettings.h"
#include "showwidget.h"

#include "ants/worldview.h"

#include <QDialog>
#include <QLabel>
#include <QImage>
#include <QDir>
#include <QFrame>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QtTest>

namespace {

QString browserText(QWidget* window)
{
    auto* browser = window ? window->findChild<QTextBrowser*>() : nullptr;
    return browser ? browser->toPlainText() : QString();
}

void saveShot(QWidget* widget, const QString& name)
{
    const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
    if (shots.isEmpty())
        return;
    QDir().mkpath(shots);
    QVERIFY(widget->grab().save(QDir(shots).filePath(name)));
}

} // namespace

// How long the load benchmark runs here. Instrumented builds take about a second of processor
// time for one 100,000-round game, and ctest runs another test beside this one, so at 3 s the
// tournament's first game sometimes had not finished (its threads run at nice +10).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr int kLoadSeconds = 10;
#else
constexpr int kLoadSeconds = 3;
#endif

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchTest"));
    }

    // The window shows the package's icon (built in from packaging/icons), drawn, not blank.
    void windowIcon()
    {
        pb::gui::MainWindow window;
        const QImage icon = window.windowIcon().pixmap(64, 64).toImage();
        QVERIFY(!icon.isNull());
        QCOMPARE(icon.width(), 64);
        int opaque = 0;
        for (int y = 0; y < icon.height(); ++y)
            for (int x = 0; x < icon.width(); ++x)
                opaque += qAlpha(icon.pixel(x, y)) > 200;
        QVERIFY2(opaque > 64 * 64 / 3, qPrintable(QString::number(opaque)));
    }

    void startPageListsTheFiveGames()
    {
        pb::gui::MainWindow window;
        window.resize(1366, 768);  // the README's size
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const char* id : {"ants", "honeycomb", "less", "arimaa", "peaceable"}) {
            auto* card = window.startPage()->findChild<QFrame*>(QStringLiteral("game-") + QLatin1String(id));
            QVERIFY2(card, id);
            QVERIFY(card->isVisible());
            auto* button = window.startPage()->findChild<QPushButton*>(QStringLiteral("open-") + QLatin1String(id));
            QVERIFY(button);
            // Every game has its workspace now.
            QVERIFY(button->isEnabled());
        }
        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (!shots.isEmpty()) {
            QDir().mkpath(shots);
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("start-page.png"))));
        }
        // Each opens from its card.
        for (const char* id : {"arimaa", "peaceable"}) {
            QTest::mouseClick(window.startPage()->findChild<QPushButton*>(QStringLiteral("open-") + QLatin1String(id)), Qt::LeftButton);
            QVERIFY(window.currentDocument());
            QCOMPARE(window.currentDocument()->gameId(), QLatin1String(id));
        }
    }

    void openSampleFromTheStartPage()
    {
        pb::gui::MainWindow window;
        window.show();
        auto* button = window.startPage()->findChild<QPushButton*>(QStringLiteral("open-ants"));
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(window.currentDocument());
        QCOMPARE(window.currentDocument()->gameId(), QStringLiteral("ants"));
        QVERIFY(window.windowTitle().contains(QStringLiteral("sample0.world")));
        QCOMPARE(window.documents().size(), 1);
    }

    void geometryIsRemembered()
    {
        {
            pb::gui::MainWindow window;
            QVERIFY(pb::test::showAt(window, 900, 640));
            window.close();
        }
        pb::gui::MainWindow again;
        QCOMPARE(again.size(), QSize(900, 640));
    }

    // A document's status message is its tab's: another tab does not show it, and it comes back
    // with its tab.
    void statusMessagesBelongToTheirTab()
    {
        pb::gui::MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        pb::gui::Document* ants = window.openSample(QStringLiteral("ants"));
        pb::gui::Document* peaceable = window.openSample(QStringLiteral("peaceable"));
        QVERIFY(ants && peaceable);
        window.tabs()->setCurrentWidget(ants);
        emit ants->statusMessage(QStringLiteral("Red wins by food"));
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Red wins by food"));
        window.tabs()->setCurrentWidget(peaceable);
        QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("Red wins")));
        emit peaceable->statusMessage(QStringLiteral("Score 42"));
        // A message of a tab in the back does not show.
        emit ants->statusMessage(QStringLiteral("Red wins by time"));
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Score 42"));
        window.tabs()->setCurrentWidget(ants);
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Red wins by time"));
        window.tabs()->setCurrentIndex(0);  // the start page has no message of the documents'
        QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("Red wins")));
        QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("Score")));
    }

    // Open Recent reopens a comparison of two dumps as a comparison, from the menu and from the
    // start page.
    void recentComparisonReopensAsComparison()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/dump-tiny-sample-12345.txt.gz"));
        QSettings().remove(QStringLiteral("recentFiles"));
        const QString dump = pb::test::referencePath(QStringLiteral("ants/dump-tiny-sample-12345.txt.gz"));
        pb::gui::MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        QVERIFY(window.openComparison(dump, dump));
        const QString entry = window.recentFiles().value(0);
        QCOMPARE(window.recentFiles().size(), 1);  // one entry, not the two dumps
        QCOMPARE(entry, pb::gui::MainWindow::comparisonEntry(QFileInfo(dump).absoluteFilePath(), QFileInfo(dump).absoluteFilePath()));
        QVERIFY(window.closeDocument(window.currentDocument()));
        QVERIFY(window.openRecent(entry));
        QVERIFY(qobject_cast<pb::gui::DumpCompareDocument*>(window.currentDocument()));
        // The File menu's entry says what it is.
        QMenu* file = window.menuBar()->actions().value(0)->menu();
        QMenu* recent = nullptr;
        for (QAction* a : file->actions())
            if (a->menu() && a->text().contains(QStringLiteral("Recent")))
                recent = a->menu();
        QVERIFY(recent);
        emit recent->aboutToShow();
        QVERIFY(recent->actions().value(0)->text().startsWith(QStringLiteral("Comparison of ")));
        // The start page lists it and opens it too.
        window.tabs()->setCurrentIndex(0);
        auto* list = window.startPage()->recentList();
        QTRY_VERIFY(list->isVisible());
        QCOMPARE(list->count(), 1);
        QVERIFY(list->item(0)->text().startsWith(QStringLiteral("Comparison of ")));
        saveShot(&window, QStringLiteral("start-page-recent.png"));
        const int before = window.documents().size();
        emit list->itemActivated(list->item(0));
        QCOMPARE(window.documents().size(), before + 1);
        QVERIFY(qobject_cast<pb::gui::DumpCompareDocument*>(window.currentDocument()));
    }

    // Help > Keyboard Shortcuts is made from the actions there are when it is shown: the Ants
    // workspace's keys with the Ants tab in front, not with the start page.
    void shortcutsPageFollowsTheWorkspace()
    {
        pb::gui::MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        QString text = browserText(window.showShortcuts());
        QVERIFY(text.contains(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
        QVERIFY(!text.contains(QStringLiteral("Ctrl+R")));
        window.openSample(QStringLiteral("ants"));
        QWidget* shown = window.showShortcuts();
        text = browserText(shown);
        QVERIFY2(text.contains(QStringLiteral("Ctrl+R")), qPrintable(text));       // restart with the brains
        QVERIFY(text.contains(QStringLiteral("Ctrl+Shift+N")));                    // new random world
        QCOMPARE(window.findChildren<QDialog*>(QStringLiteral("shortcutsWindow")).size(), 1);
        shown->resize(620, 560);
        saveShot(shown, QStringLiteral("help-shortcuts-ants.png"));
    }

    // Help > Guide to This Workspace explains the workspace in front and points to the user
    // guide; the Ants board's tooltip is one line, its legend is in the guide.
    void guideForEachWorkspace()
    {
        pb::gui::MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        const QList<QPair<QString, QString>> expected = {
            {QStringLiteral("ants"), QStringLiteral("Ants (ICFP 2004)")},
            {QStringLiteral("honeycomb"), QStringLiteral("Honeycomb (ICFP 2015)")},
            {QStringLiteral("less"), QStringLiteral("Less (CodeCup 2017)")},
            {QStringLiteral("arimaa"), QStringLiteral("Arimaa (WCC 2015)")},
            {QStringLiteral("peaceable"), QStringLiteral("Peaceable pieces (TCO19 final)")},
            {QStringLiteral("tournament"), QStringLiteral("Tournaments")},
        };
        for (const auto& [id, heading] : expected) {
            QVERIFY(window.openSample(id));
            const QString text = browserText(window.showGuide());
            QVERIFY2(text.startsWith(heading), qPrintable(id + QStringLiteral(": ") + text.left(60)));
            QVERIFY2(text.contains(QStringLiteral("Help > User Guide")), qPrintable(id));  // where to read more
        }
        window.tabs()->setCurrentIndex(1);
        QWidget* guide = window.showGuide();
        QVERIFY(browserText(guide).contains(QStringLiteral("Legend")));
        guide->resize(620, 560);
        saveShot(guide, QStringLiteral("help-guide-ants.png"));
        auto* view = window.currentDocument()->findChild<pb::views::WorldView*>();
        QVERIFY(view);
        QVERIFY(!view->toolTip().contains(QStringLiteral("<br>")));
        QVERIFY(view->toolTip().size() < 120);
    }

    // The start page opens files too, and points to the help.
    void startPageHasOpen()
    {
        pb::gui::MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        auto* open = window.startPage()->findChild<QPushButton*>(QStringLiteral("startOpen"));
        QVERIFY(open && open->isVisible());
        QSignalSpy spy(window.startPage(), &pb::gui::StartPage::openRequested);
        // The Open dialog comes up: close it as soon as it is there.
        bool dialogSeen = false;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
                dialogSeen = true;
                dialog->reject();
            }
        });
        poll.start(20);
        open->click();
        QCOMPARE(spy.size(), 1);
        QVERIFY(dialogSeen);
        // And it says where the help is, the user guide first.
        bool pointsToGuide = false;
        for (const QLabel* label : window.startPage()->findChildren<QLabel*>())
            pointsToGuide = pointsToGuide || (label->isVisible() && label->text().startsWith(QStringLiteral("Help > User Guide")));
        QVERIFY(pointsToGuide);
    }

    // `playbench --load-benchmark` for 3 s (10 s in instrumented builds): the five workspaces
    // and a tournament come up, the Ants game is computed, tournament games finish, tabs change,
    // the probe measures, and the tournament and the solver stop when asked. (The figures
    // themselves are a benchmark's, in docs/benchmarks.md, not asserted here.)
    void loadBenchmarkSetsUpAndStops()
    {
        pb::gui::MainWindow window;
        QString error;
        const std::optional<pb::gui::LoadFigures> f = pb::gui::measureLoad(window, kLoadSeconds, &error);
        QVERIFY2(f, qPrintable(error));
        QCOMPARE(window.documents().size(), 6);  // five games and the tournament
        QVERIFY(f->probes > 0);  // how many depends on the load: a figure, not a check
        QVERIFY(f->worstMs > 0);
        QVERIFY(f->switches >= 4);
        QVERIFY(f->roundsComputed > 0);
        QVERIFY(f->gamesDone > 0);
        QVERIFY(f->stopped);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
