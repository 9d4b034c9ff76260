// Help > User Guide, offscreen: the guide (docs/guide) is built in and opens at the page of the
// workspace in front; every link and image of every page resolves to a built-in resource; every
// page is laid out whole, no wider than the window, its screenshots scaled to fit; links are
// followed inside the window, with Back, Forward and Contents.

#include "gui/document.h"
#include "gui/helppages.h"
#include "gui/mainwindow.h"
#include "showwidget.h"
#include "testsettings.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolButton>
#include <QtTest>

using pb::gui::MainWindow;

namespace {

const QString kGuide = QStringLiteral("qrc:/docs/guide/");

QString sourceGuide() { return QStringLiteral(PLAYBENCH_SOURCE_DIR "/docs/guide"); }

QAction* userGuideAction(MainWindow& window)
{
    return window.menuBar()->findChild<QAction*>(QStringLiteral("actionUserGuide"));
}

QDialog* guideWindow(MainWindow& window)
{
    return window.findChild<QDialog*>(QStringLiteral("userGuideWindow"), Qt::FindDirectChildrenOnly);
}

QTextBrowser* browserOf(QWidget* window)
{
    return window ? window->findChild<QTextBrowser*>(QStringLiteral("userGuideBrowser")) : nullptr;
}

// The targets of a Markdown page's links and images: "[text](target)" and "![alt](target)",
// with an optional "title" after the target.
struct Link {
    QString target;
    bool image = false;
};
QList<Link> linksOf(const QString& markdown)
{
    static const QRegularExpression link(QStringLiteral("(!?)\\[[^\\]]*\\]\\(\\s*([^)\\s]+)(?:\\s+\"[^\"]*\")?\\s*\\)"));
    QList<Link> out;
    for (auto it = link.globalMatch(markdown); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out.append({m.captured(2), !m.captured(1).isEmpty()});
    }
    return out;
}

bool isExternal(const QString& target)
{
    return target.startsWith(QLatin1String("http://")) || target.startsWith(QLatin1String("https://")) ||
           target.startsWith(QLatin1String("mailto:"));
}

// Clicks the first link of the page shown whose target is `href`, as a person would: in the
// middle of its text, scrolled to the middle of the view. False when there is no such link.
bool clickLink(QTextBrowser* browser, const QString& href)
{
    QTextDocument* doc = browser->document();
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isAnchor() || fragment.charFormat().anchorHref() != href)
                continue;
            const int inBlock = fragment.position() + fragment.length() / 2 - block.position();
            const QTextLine line = block.layout()->lineForTextPosition(inBlock);
            if (!line.isValid())
                return false;  // not laid out
            const QPointF inDocument = doc->documentLayout()->blockBoundingRect(block).topLeft() +
                                       QPointF(line.cursorToX(inBlock), line.y() + line.height() / 2);
            QScrollBar* scroll = browser->verticalScrollBar();
            scroll->setValue(static_cast<int>(inDocument.y()) - browser->viewport()->height() / 2);
            const QPoint at = (inDocument - QPointF(browser->horizontalScrollBar()->value(), scroll->value())).toPoint();
            if (browser->anchorAt(at) != href)
                return false;
            QTest::mouseClick(browser->viewport(), Qt::LeftButton, Qt::NoModifier, at);
            return true;
        }
    return false;
}

// The blocks of the page shown that have text but no lines: parts of the page the browser did
// not lay out, which it would show as nothing.
int unlaidBlocks(QTextBrowser* browser)
{
    int unlaid = 0;
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next())
        if (!block.text().isEmpty() && block.layout()->lineCount() == 0)
            ++unlaid;
    return unlaid;
}

} // namespace

class TestUserGuide : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { pb::test::isolateSettings(QStringLiteral("PlaybenchUserGuideTest")); }

    // Help > User Guide sits beside Guide to This Workspace, which keeps F1; on the start page it
    // opens the guide's index.
    void helpMenuOpensTheIndex()
    {
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1100, 750));
        QAction* action = userGuideAction(window);
        QVERIFY(action);
        QMenu* help = nullptr;
        for (QAction* top : window.menuBar()->actions())
            if (top->menu() && top->menu()->actions().contains(action))
                help = top->menu();
        QVERIFY(help);
        QCOMPARE(help->menuAction()->text(), QStringLiteral("&Help"));
        QCOMPARE(action->text(), QStringLiteral("&User Guide"));
        bool f1Kept = false;
        for (QAction* a : help->actions())
            if (a->shortcut() == QKeySequence(QKeySequence::HelpContents))
                f1Kept = a->text() == QStringLiteral("&Guide to This Workspace");
        QVERIFY(f1Kept);
        QVERIFY(action->shortcut() != QKeySequence(QKeySequence::HelpContents));

        action->trigger();
        QDialog* dialog = guideWindow(window);
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QTextBrowser* browser = browserOf(dialog);
        QVERIFY(browser);
        QCOMPARE(browser->source(), QUrl(kGuide + QStringLiteral("README.md")));
        const QString text = browser->toPlainText();
        QVERIFY2(text.startsWith(QStringLiteral("Playbench user guide")), qPrintable(text.left(80)));
        QVERIFY(text.contains(QStringLiteral("Installing and starting")));
        QVERIFY(browser->openExternalLinks());
    }

    // With a workspace in front, its game's page; the same window is reused for the next one.
    void eachWorkspaceOpensItsPage_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("heading");
        QTest::newRow("ants") << "ants" << "ants.md" << "Ants (ICFP 2004)";
        QTest::newRow("honeycomb") << "honeycomb" << "honeycomb.md" << "Honeycomb (ICFP 2015)";
        QTest::newRow("less") << "less" << "less.md" << "Less (CodeCup 2017)";
        QTest::newRow("arimaa") << "arimaa" << "arimaa.md" << "Arimaa (WCC 2015)";
        QTest::newRow("peaceable") << "peaceable" << "peaceable.md" << "Peaceable pieces (TCO19 final)";
        QTest::newRow("tournament") << "tournament" << "tournaments.md" << "Tournaments";
    }
    void eachWorkspaceOpensItsPage()
    {
        QFETCH(QString, game);
        QFETCH(QString, page);
        QFETCH(QString, heading);
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1100, 750));
        QVERIFY(window.openSample(game));
        QCOMPARE(window.currentDocument()->gameId(), game);
        QCOMPARE(pb::gui::userGuidePage(game), QUrl(kGuide + page));
        userGuideAction(window)->trigger();
        QTextBrowser* browser = browserOf(guideWindow(window));
        QVERIFY(browser);
        QCOMPARE(browser->source(), QUrl(kGuide + page));
        const QString text = browser->toPlainText();
        QVERIFY2(text.startsWith(heading), qPrintable(text.left(80)));
        // Every game page says what the contest was and ends with its troubleshooting.
        if (game != QLatin1String("tournament"))
            QVERIFY(text.contains(QStringLiteral("The contest")));
        QVERIFY(text.contains(QStringLiteral("On the command line")));
        QVERIFY(text.contains(QStringLiteral("Troubleshooting")));
        // Back on the start page: the same window shows the index.
        window.tabs()->setCurrentIndex(0);
        QCOMPARE(window.showUserGuide(), static_cast<QWidget*>(guideWindow(window)));
        QCOMPARE(browser->source(), QUrl(kGuide + QStringLiteral("README.md")));
        QCOMPARE(window.findChildren<QDialog*>(QStringLiteral("userGuideWindow")).size(), 1);
    }

    // Every page of docs/guide is built in, and every relative link and image of every page
    // resolves to a built-in resource (so links between pages and screenshots work in the
    // program); every screenshot is built in, readable and small enough for the repository.
    void everyLinkAndImageIsBuiltIn()
    {
        const QDir guide(sourceGuide());
        const QStringList pages = guide.entryList({QStringLiteral("*.md")}, QDir::Files);
        QVERIFY(pages.contains(QStringLiteral("README.md")));
        for (const char* game : {"ants", "honeycomb", "less", "arimaa", "peaceable", "tournaments"})
            QVERIFY2(pages.contains(QLatin1String(game) + QStringLiteral(".md")), game);
        int links = 0;
        int images = 0;
        for (const QString& page : pages) {
            const QString resource = QStringLiteral(":/docs/guide/") + page;
            QVERIFY2(QFile::exists(resource), qPrintable(page + QStringLiteral(" is not built in")));
            QFile file(resource);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QFile original(guide.filePath(page));
            QVERIFY(original.open(QIODevice::ReadOnly));
            const QByteArray text = file.readAll();
            QCOMPARE(text, original.readAll());  // the build's copy is the folder's
            for (const Link& link : linksOf(QString::fromUtf8(text))) {
                if (isExternal(link.target))
                    continue;
                // Headings get no anchors in the program's browser: links go to whole pages.
                QVERIFY2(!link.target.contains(QLatin1Char('#')), qPrintable(page + QStringLiteral(": ") + link.target));
                const QUrl url = QUrl(kGuide + page).resolved(QUrl(link.target));
                const QString path = QLatin1Char(':') + url.path();
                QVERIFY2(url.scheme() == QLatin1String("qrc") && QFile::exists(path),
                         qPrintable(page + QStringLiteral(": ") + link.target + QStringLiteral(" is not built in")));
                if (link.image) {
                    QVERIFY2(QImageReader(path).canRead(), qPrintable(page + QStringLiteral(": ") + link.target));
                    ++images;
                } else {
                    QVERIFY2(path.endsWith(QLatin1String(".md")), qPrintable(page + QStringLiteral(": ") + link.target));
                    ++links;
                }
            }
        }
        QVERIFY(links >= 12);  // each page links back to the index, the index to each page
        QVERIFY(images >= 7);  // a screenshot of each workspace at least
        const QFileInfoList shots = QDir(guide.filePath(QStringLiteral("images"))).entryInfoList({QStringLiteral("*.png")}, QDir::Files);
        QVERIFY(!shots.isEmpty());
        for (const QFileInfo& shot : shots) {
            QVERIFY2(QFile::exists(QStringLiteral(":/docs/guide/images/") + shot.fileName()), qPrintable(shot.fileName()));
            QVERIFY2(shot.size() <= 150 * 1024, qPrintable(shot.fileName() + QStringLiteral(": ") + QString::number(shot.size())));
        }
    }

    // Every page shows whole in the window at its first size: laid out to its end (its
    // screenshots scaled down to the window's width), no wider than the window.
    void everyPageFitsTheWindow()
    {
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1100, 750));
        QWidget* dialog = window.showUserGuide();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTextBrowser* browser = browserOf(dialog);
        const QStringList pages = QDir(sourceGuide()).entryList({QStringLiteral("*.md")}, QDir::Files);
        for (const QString& page : pages) {
            browser->setSource(QUrl(kGuide + page));
            // At the first size, then narrower: the screenshots are fitted again, after the page
            // was laid out once (which must not leave the rest of it unlaid).
            for (const QSize size : {QSize(980, 760), QSize(860, 700)}) {
                dialog->resize(size);
                QTest::qWait(50);
                QTRY_COMPARE(unlaidBlocks(browser), 0);
                QVERIFY2(browser->document()->size().width() <= browser->viewport()->width() + 1,
                         qPrintable(page + QStringLiteral(": %1 wide in %2").arg(browser->document()->size().width())
                                               .arg(browser->viewport()->width())));
            }
            dialog->resize(980, 760);
        }
    }

    // A link is followed inside the window (another page of the guide, the brain language's
    // page beside it); Back, Forward and Contents move through them; images fit the window.
    void linksAreFollowedInside()
    {
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1100, 750));
        QVERIFY(window.openSample(QStringLiteral("ants")));
        QWidget* dialog = window.showUserGuide();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTextBrowser* browser = browserOf(dialog);
        QCOMPARE(browser->source(), QUrl(kGuide + QStringLiteral("ants.md")));

        // The screenshots are scaled down to the window's width, keeping their proportions.
        int fitted = 0;
        for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next())
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat format = it.fragment().charFormat();
                if (!format.isImageFormat())
                    continue;
                const QTextImageFormat image = format.toImageFormat();
                const QUrl url = browser->source().resolved(QUrl(image.name()));
                const QSize natural = QImageReader(QLatin1Char(':') + url.path()).size();
                QVERIFY2(natural.isValid(), qPrintable(image.name()));
                QVERIFY(image.width() > 0 && image.width() <= browser->viewport()->width());
                QVERIFY(qAbs(image.height() / image.width() - double(natural.height()) / natural.width()) < 0.01);
                ++fitted;
            }
        QVERIFY(fitted >= 1);

        auto* back = dialog->findChild<QToolButton*>(QStringLiteral("guideBack"));
        auto* forward = dialog->findChild<QToolButton*>(QStringLiteral("guideForward"));
        auto* contents = dialog->findChild<QToolButton*>(QStringLiteral("guideContents"));
        QVERIFY(back && forward && contents);
        QVERIFY(!back->isEnabled());

        QVERIFY(clickLink(browser, QStringLiteral("tournaments.md")));
        QTRY_COMPARE(browser->source(), QUrl(kGuide + QStringLiteral("tournaments.md")));
        QVERIFY(browser->toPlainText().startsWith(QStringLiteral("Tournaments")));
        QVERIFY(back->isEnabled());
        back->click();
        QCOMPARE(browser->source(), QUrl(kGuide + QStringLiteral("ants.md")));
        QVERIFY(forward->isEnabled());
        forward->click();
        QCOMPARE(browser->source(), QUrl(kGuide + QStringLiteral("tournaments.md")));
        // The keys the buttons' tooltips name.
        QTest::keyClick(browser, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(browser->source(), QUrl(kGuide + QStringLiteral("ants.md")));
        QTest::keyClick(browser, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(browser->source(), QUrl(kGuide + QStringLiteral("tournaments.md")));
        back->click();

        QVERIFY(clickLink(browser, QStringLiteral("../ant-language.md")));
        QTRY_COMPARE(browser->source(), QUrl(QStringLiteral("qrc:/docs/ant-language.md")));
        QVERIFY(browser->toPlainText().startsWith(QStringLiteral("The ant brain language")));

        contents->click();
        QCOMPARE(browser->source(), QUrl(kGuide + QStringLiteral("README.md")));
        QVERIFY(clickLink(browser, QStringLiteral("less.md")));
        QTRY_COMPARE(browser->source(), QUrl(kGuide + QStringLiteral("less.md")));
        QVERIFY(browser->toPlainText().startsWith(QStringLiteral("Less (CodeCup 2017)")));

        back->click();
        dialog->resize(1000, 720);
        QVERIFY(pb::test::saveShot(*dialog, QStringLiteral("user-guide-window.png")));
    }
};

QTEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
