// Every workspace fits the window it is opened in: at 1366x768 and at 1000x700 opening one does
// not widen the window, and the window's minimum size fits 1000x700. Offscreen.

#include "gui/document.h"
#include "gui/mainwindow.h"
#include "showwidget.h"
#include "testsettings.h"

#include <QDir>
#include <QLayout>
#include <QTabWidget>
#include <QtTest>

class TestWindowSize : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchWindowSizeTest"));
    }

    void workspacesFit_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("1000x700") << QSize(1000, 700);
    }

    void workspacesFit()
    {
        QFETCH(QSize, size);
        QSettings().clear();  // no remembered splitters or geometry
        pb::gui::MainWindow window;
        QVERIFY(pb::test::showAt(window, size.width(), size.height()));
        QCOMPARE(window.size(), size);
        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        for (const char* id : {"start", "ants", "honeycomb", "less", "arimaa", "peaceable", "tournament"}) {
            const QString game = QLatin1String(id);
            if (game == QLatin1String("start"))
                window.tabs()->setCurrentIndex(0);
            else
                QVERIFY2(window.openSample(game), id);
            QTest::qWait(50);  // layouts settle, a window that grows has grown
            QCoreApplication::processEvents();
            const QSize hint = window.minimumSizeHint();
            if (qEnvironmentVariableIsSet("PB_SIZE_DEBUG") && (hint.width() > 1000 || hint.height() > 700))
                for (QWidget* w : window.currentDocument()->findChildren<QWidget*>())
                    if (w->isVisible() && (w->minimumSizeHint().width() > 300 || w->minimumSizeHint().height() > 60))
                        qInfo() << w->metaObject()->className() << w->objectName() << w->minimumSizeHint() << (w->layout() ? w->layout()->minimumSize() : QSize());
            QVERIFY2(hint.width() <= 1000 && hint.height() <= 700,
                     qPrintable(QStringLiteral("%1: minimum size %2x%3").arg(game).arg(hint.width()).arg(hint.height())));
            QVERIFY2(window.width() == size.width() && window.height() == size.height(),
                     qPrintable(QStringLiteral("%1: the window grew to %2x%3").arg(game).arg(window.width()).arg(window.height())));
            if (!shots.isEmpty()) {
                QDir().mkpath(shots);
                QVERIFY(window.grab().save(QDir(shots).filePath(
                    QStringLiteral("size-%1-%2x%3.png").arg(game).arg(size.width()).arg(size.height()))));
            }
        }
        // And every tab still fits once they are all open.
        for (int i = 0; i < window.tabs()->count(); ++i) {
            window.tabs()->setCurrentIndex(i);
            QCoreApplication::processEvents();
            QCOMPARE(window.size(), size);
        }
    }
};

QTEST_MAIN(TestWindowSize)
#include "tst_windowsize.moc"
