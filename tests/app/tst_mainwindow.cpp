// The desktop program's window, offscreen.

#include "gui/mainwindow.h"
#include "gui/document.h"
#include "gui/startpage.h"
#include "testsettings.h"
#include "showwidget.h"

#include <QDir>
#include <QFrame>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchTest"));
    }

    void startPageListsTheFiveGames()
    {
        pb::gui::MainWindow window;
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
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
