#include "gui/helppages.h"

#include "ants/worldview.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHash>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QStyle>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFormat>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace pb::gui {

namespace {

// lupdate files a tr() of a free function under its namespace: the same context here.
QString tr(const char* text)
{
    return QCoreApplication::translate("pb::gui", text);
}

QString keysOf(const QList<QKeySequence>& keys)
{
    QStringList out;
    for (const QKeySequence& key : keys)
        if (!key.isEmpty())
            out << key.toString(QKeySequence::NativeText).toHtmlEscaped();
    return out.join(QStringLiteral(", "));
}

QString plainText(QString text)
{
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    return text.trimmed();
}

// An action's text, or its tooltip when the text is no words ("+100").
QString describe(QAction* action)
{
    const QString text = plainText(action->text());
    const bool words = std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetter(); });
    return words || action->toolTip().isEmpty() ? text : plainText(action->toolTip());
}

struct Row {
    QString where;
    QString what;
    QString keys;
};

void collectMenu(QMenu* menu, const QString& where, QList<Row>& rows, QSet<QAction*>& seen)
{
    for (QAction* action : menu->actions()) {
        if (action->menu()) {
            collectMenu(action->menu(), where + QStringLiteral(" > ") + plainText(action->text()), rows, seen);
            continue;
        }
        if (action->isSeparator() || seen.contains(action))
            continue;
        seen.insert(action);
        if (!action->shortcuts().isEmpty())
            rows.append({where, describe(action), keysOf(action->shortcuts())});
    }
}

// The user guide's pages, under this prefix (app/CMakeLists.txt embeds docs/guide).
const QString kGuideFolder = QStringLiteral("qrc:/docs/guide/");

// A guide page in a browser whose images (screenshots of 1,100 pixels and more) are drawn no
// wider than the window, scaled smoothly, so that a page reads without scrolling sideways.
class GuideBrowser : public QTextBrowser {
public:
    explicit GuideBrowser(QWidget* parent) : QTextBrowser(parent)
    {
        connect(this, &QTextBrowser::sourceChanged, this, [this] { fitImages(); });
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QTextBrowser::resizeEvent(event);
        fitImages();
    }

private:
    // An image as its file has it, from the resource its name points to (relative to the page).
    QImage original(const QString& name)
    {
        const QUrl url = source().resolved(QUrl(name));
        const auto known = m_originals.constFind(url);
        if (known != m_originals.cend())
            return *known;
        const QImage image = url.scheme() == QLatin1String("qrc") ? QImage(QLatin1Char(':') + url.path()) : QImage();
        m_originals.insert(url, image);
        return image;
    }

    void fitImages()
    {
        // The room from the widget's width, the scroll bar's always counted: whether it shows
        // must not change the images' size, and with it whether it shows.
        const int room = std::max(160, width() - 2 * frameWidth() - style()->pixelMetric(QStyle::PM_ScrollBarExtent) -
                                           2 * static_cast<int>(document()->documentMargin()) - 8);
        struct Fit {
            int position;
            int length;
            QTextImageFormat format;
        };
        std::vector<Fit> fits;
        for (QTextBlock block = document()->begin(); block.isValid(); block = block.next())
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextFragment fragment = it.fragment();
                if (!fragment.charFormat().isImageFormat())
                    continue;
                QTextImageFormat format = fragment.charFormat().toImageFormat();
                const QImage image = original(format.name());
                if (image.isNull())
                    continue;
                const int width = std::min(image.width(), room);
                if (static_cast<int>(format.width()) == width)
                    continue;
                // The document draws the image as it is given, at its size: scaled here, smoothly
                // (the document's own scaling drops whole columns of a screenshot's text).
                const QImage shown = width < image.width() ? image.scaledToWidth(width, Qt::SmoothTransformation) : image;
                // (Under the name the document looks it up by: resolved against the page's.)
                document()->addResource(QTextDocument::ImageResource, source().resolved(QUrl(format.name())), shown);
                format.setWidth(shown.width());
                format.setHeight(shown.height());
                fits.push_back({fragment.position(), fragment.length(), format});
            }
        if (fits.empty())
            return;
        QTextCursor cursor(document());
        for (const Fit& fit : fits) {
            cursor.setPosition(fit.position);
            cursor.setPosition(fit.position + fit.length, QTextCursor::KeepAnchor);
            cursor.setCharFormat(fit.format);
        }
        // The layout redoes only the images' blocks and would leave the rest of the page unlaid
        // (Qt 6.4): the whole page is laid out again, as when it was loaded.
        document()->markContentsDirty(0, document()->characterCount());
    }

    QHash<QUrl, QImage> m_originals;
};

} // namespace

QString shortcutsHtml(QMenuBar* menuBar, QWidget* workspace)
{
    QList<Row> rows;
    QSet<QAction*> seen;
    if (menuBar)
        for (QAction* top : menuBar->actions())
            if (top->menu() && top->isVisible())
                collectMenu(top->menu(), plainText(top->text()), rows, seen);
    if (workspace) {
        const QString where = tr("Workspace");
        for (QAction* action : workspace->findChildren<QAction*>()) {
            if (seen.contains(action) || action->shortcuts().isEmpty())
                continue;
            seen.insert(action);
            rows.append({where, describe(action), keysOf(action->shortcuts())});
        }
        for (QAbstractButton* button : workspace->findChildren<QAbstractButton*>()) {
            if (button->shortcut().isEmpty())
                continue;
            QString what = plainText(button->text());
            if (what.isEmpty())
                what = plainText(button->toolTip());
            rows.append({where, what, keysOf({button->shortcut()})});
        }
    }
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p><table cellspacing='0' cellpadding='3'>")
                       .arg(tr("Keyboard shortcuts"),
                            tr("The keys of the menus and of the workspace in front. A workspace's "
                               "keys answer while the focus is inside it."));
    QString group;
    for (const Row& row : rows) {
        if (row.where != group) {
            group = row.where;
            html += QStringLiteral("<tr><td colspan='2'><br><b>%1</b></td></tr>").arg(group.toHtmlEscaped());
        }
        html += QStringLiteral("<tr><td style='padding-right:24px'><tt>%1</tt></td><td>%2</td></tr>")
                    .arg(row.keys, row.what.toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    return html;
}

QWidget* showHtmlWindow(QWidget* parent, const QString& objectName, const QString& title, const QString& html)
{
    auto* dialog = parent->findChild<QDialog*>(objectName, Qt::FindDirectChildrenOnly);
    QTextBrowser* browser = nullptr;
    if (dialog) {
        browser = dialog->findChild<QTextBrowser*>();
    } else {
        dialog = new QDialog(parent);
        dialog->setObjectName(objectName);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        auto* layout = new QVBoxLayout(dialog);
        browser = new QTextBrowser(dialog);
        browser->setOpenExternalLinks(true);
        layout->addWidget(browser);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
        layout->addWidget(buttons);
        dialog->resize(620, 560);
    }
    dialog->setWindowTitle(title);
    browser->setHtml(html);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

QUrl userGuidePage(const QString& gameId)
{
    static const QStringList pages = {QStringLiteral("ants"), QStringLiteral("honeycomb"), QStringLiteral("less"),
                                      QStringLiteral("arimaa"), QStringLiteral("peaceable")};
    QString page = QStringLiteral("README");
    if (pages.contains(gameId))
        page = gameId;
    else if (gameId == QLatin1String("tournament"))
        page = QStringLiteral("tournaments");
    return QUrl(kGuideFolder + page + QStringLiteral(".md"));
}

QWidget* showUserGuidePage(QWidget* parent, const QUrl& page)
{
    const QString name = QStringLiteral("userGuideWindow");
    auto* dialog = parent->findChild<QDialog*>(name, Qt::FindDirectChildrenOnly);
    QTextBrowser* browser = nullptr;
    if (dialog) {
        browser = dialog->findChild<QTextBrowser*>(QStringLiteral("userGuideBrowser"));
    } else {
        dialog = new QDialog(parent);
        dialog->setObjectName(name);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowTitle(tr("Playbench User Guide"));
        auto* layout = new QVBoxLayout(dialog);
        browser = new GuideBrowser(dialog);
        browser->setObjectName(QStringLiteral("userGuideBrowser"));
        browser->setOpenExternalLinks(true);  // web links in the desktop's browser; the guide's own here
        auto* bar = new QHBoxLayout;
        auto addButton = [&](const char* object, const QString& text, const QString& tip, QStyle::StandardPixmap icon) {
            auto* button = new QToolButton(dialog);
            button->setObjectName(QLatin1String(object));
            button->setText(text);
            button->setToolTip(tip);
            button->setIcon(dialog->style()->standardIcon(icon));
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            button->setAutoRaise(true);
            bar->addWidget(button);
            return button;
        };
        QToolButton* back = addButton("guideBack", tr("Back"), tr("The page before (Alt+Left)"), QStyle::SP_ArrowBack);
        QToolButton* forward = addButton("guideForward", tr("Forward"), tr("The next page (Alt+Right)"), QStyle::SP_ArrowForward);
        QToolButton* contents = addButton("guideContents", tr("Contents"), tr("The guide's first page: every game's page"),
                                          QStyle::SP_DirHomeIcon);
        bar->addStretch(1);
        back->setEnabled(false);
        forward->setEnabled(false);
        QObject::connect(back, &QToolButton::clicked, browser, &QTextBrowser::backward);
        QObject::connect(forward, &QToolButton::clicked, browser, &QTextBrowser::forward);
        QObject::connect(browser, &QTextBrowser::backwardAvailable, back, &QToolButton::setEnabled);
        QObject::connect(browser, &QTextBrowser::forwardAvailable, forward, &QToolButton::setEnabled);
        QObject::connect(contents, &QToolButton::clicked, browser, [browser] { browser->setSource(userGuidePage({})); });
        layout->addLayout(bar);
        layout->addWidget(browser, 1);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
        layout->addWidget(buttons);
        dialog->resize(980, 760);
    }
    if (browser->source() != page)
        browser->setSource(page);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

namespace {

QString workspaceGuideHtml(const QString& gameId)
{
    if (gameId == QLatin1String("ants"))
        return tr("<h2>Ants (ICFP 2004)</h2>"
                  "<p>Two ant colonies, each run by a brain (a finite state machine), gather food on a "
                  "hexagonal world for 100,000 rounds. Here you watch a game round by round, edit "
                  "the brains and compare traces.</p>"
                  "<p><b>Watching</b>: Space plays and pauses; Left/Right step one round, with Shift 10, "
                  "Ctrl 100, Ctrl+Shift 1000; Home and End go to the first and last computed round; "
                  "Ctrl+J jumps to a round. Wheel zooms the board, dragging pans, F fits. Hover or "
                  "click a cell to inspect its food, markers and ant. The graphs under the board "
                  "show food and ants against the round; click them to jump there.</p>"
                  "<p><b>Brains</b>: the Red brain and Black brain tabs are editors with the parser's "
                  "errors as you type; Ctrl+R restarts the game with the edited brains.</p>"
                  "<p><b>The brain language</b>: a brain can also be written in Playbench's small "
                  "structured language (.antl files: labels, if, while, loop, procedures), compiled to "
                  "the state machine as you type, with errors at their line and column. Ants &gt; New "
                  "Brain in the Language starts one from a sample forager; the margin then shows "
                  "source lines, the heat column sums the states of each line, Ctrl+click on a label "
                  "goes to its definition, and the Cell tab shows an ant's state and source line. "
                  "Ants &gt; Save Compiled Brain As writes the .ant, as <tt>playbench-cli ants compile</tt> "
                  "does. The language, its statements and the states they make are described in "
                  "<b>docs/ant-language.md</b> in Playbench's source.</p>"
                  "<p><b>Worlds and dumps</b>: the Ants menu makes a new random contest world (seeded), "
                  "saves worlds, brains and dumps; File &gt; Compare Ant Dumps shows two traces side "
                  "by side and finds where they part.</p><p>%1</p>")
            .arg(pb::views::WorldView::legendHtml());
    if (gameId == QLatin1String("honeycomb"))
        return tr("<h2>Honeycomb (ICFP 2015)</h2>"
                  "<p>Units fall onto a hexagonal board; a solution is a string of commands that moves "
                  "and turns them. Points come from cleared rows and phrases of power.</p>"
                  "<p><b>Replay</b>: pick a solution in the Entry box and step through it like any "
                  "replay (Space, Left/Right, Home/End); the score graph shows points against the "
                  "move.</p>"
                  "<p><b>Hand play</b>: move the unit with the keys shown on the play buttons, undo and "
                  "redo moves; the entry is kept as a solution you can save.</p>"
                  "<p><b>Solve</b>: the Honeycomb menu runs the built-in solver on a worker thread and "
                  "adds its solution as a new entry. File &gt; Save writes a solutions file in the "
                  "contest's format.</p>");
    if (gameId == QLatin1String("less"))
        return tr("<h2>Less (CodeCup 2017)</h2>"
                  "<p>Four colours, two teams (Yellow and White against Black and Red), move their "
                  "pieces across an 8x8 board of walls to the opposite corner. Each turn has 3 moves; "
                  "crossing a wall costs more. The team that used fewer moves wins.</p>"
                  "<p><b>Playing a turn</b>: click one of your pieces; its steps and jumps are marked "
                  "with their cost. Click a target to make the step; Backspace takes a step back, Esc "
                  "clears the turn, Enter plays it. Ctrl+Z undoes your last turn.</p>"
                  "<p><b>Players</b>: each colour is you, a bot (random, greedy, search or tree search, the strongest) or a "
                  "CodeCup program. <b>Replays</b>: File &gt; Open takes a game log to step through; "
                  "the figures show the moves charged and the projected score from the exact final "
                  "rush.</p>");
    if (gameId == QLatin1String("arimaa"))
        return tr("<h2>Arimaa (WCC 2015)</h2>"
                  "<p>Chess pieces played by other rules: up to four steps a turn, pushes and pulls, "
                  "freezing and traps. A rabbit reaching the far row wins.</p>"
                  "<p><b>Setup</b>: drag one piece onto another to swap them, then Confirm Setup (Enter). "
                  "<b>Moves</b>: drag a piece one step (or click it, then its destination); a push is "
                  "two drags, the enemy piece first. Backspace undoes a step, Enter finishes the turn, "
                  "Ctrl+Z takes back a move, Ctrl+F flips the board.</p>"
                  "<p><b>Players and clocks</b>: each side is you, a built-in bot or an AEI engine, "
                  "under a time control; the evaluation graph follows the game. <b>Records</b>: File "
                  "&gt; Open replays a game record or an arimaa.com archive move by move.</p>");
    if (gameId == QLatin1String("peaceable"))
        return tr("<h2>Peaceable pieces (TCO19 final)</h2>"
                  "<p>Place chess pieces for several players on a board so that no piece attacks a "
                  "piece of another player; the score is the lowest player's total.</p>"
                  "<p><b>Tests</b>: a seed and Generate make the official test; File &gt; Open reads a "
                  "test input. <b>Editing</b>: choose a piece and a player, left-click a cell to put it, "
                  "right-click to remove it; Ctrl+Z and Ctrl+Shift+Z undo and redo. The bars, the score "
                  "and the list of conflicts follow every edit.</p>"
                  "<p><b>Solve (F5)</b> runs the solver for the time chosen and plots its score over "
                  "time; Stop keeps the best found. The best-scores table lists the best answers kept; "
                  "double-click one to open that seed with it. Peaceable &gt; Save Answer As writes the "
                  "contest's output format.</p>");
    if (gameId == QLatin1String("tournament"))
        return tr("<h2>Tournaments</h2>"
                  "<p>Brains, bots and programs play each other under a contest's own ranking, on all "
                  "cores, into a database that can be resumed.</p>"
                  "<p><b>Setup</b>: choose the game, add players and settings, choose the database "
                  "file, then Start. <b>Running</b>: the standings, crosstable and points plot fill "
                  "in live; Cancel stops and the database keeps every game played. Open any game "
                  "from the games list in its own workspace.</p>");
    return tr("<h2>Playbench</h2>"
              "<p>Open a sample of a game from the start page, or a file of any of the five games "
              "with File &gt; Open. Each open game is a tab; its own menu sits between File and "
              "Help. Help &gt; Keyboard Shortcuts lists the keys of the workspace in front.</p>"
              "<p>Unsaved work (edited brains, hand-played solutions, games in progress, answers) "
              "is autosaved every few seconds; after a crash the next start offers to restore "
              "it.</p>");
}

} // namespace

QString guideHtml(const QString& gameId)
{
    return workspaceGuideHtml(gameId)
           + tr("<p>Every panel, menu item and key, a typical session, the command-line equivalents "
                "and the common errors, with pictures: Help &gt; User Guide.</p>");
}

} // namespace pb::gui
