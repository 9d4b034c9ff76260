#include "gui/mainwindow.h"

#include "gui/ants/antsdocument.h"
#include "gui/autosave.h"
#include "gui/ants/dumpcompare.h"
#include "gui/document.h"
#include "gui/games.h"
#include "gui/helppages.h"
#include "gui/imageexport.h"
#include "gui/honeycomb/honeycombdocument.h"
#include "gui/less/lessdocument.h"
#include "gui/arimaa/arimaadocument.h"
#include "gui/peaceable/peaceabledocument.h"
#include "gui/language.h"
#include "gui/preferences.h"
#include "gui/retranslate.h"
#include "gui/startpage.h"
#include "gui/tournament/tournamentdocument.h"

#include "honeycomb/solutions.h"

#include <QIcon>
#include <QCloseEvent>
#include <QFile>
#include <QJsonDocument>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>

#include <algorithm>

namespace pb::gui {

namespace {
constexpr int kMaxRecent = 10;
const QString kRecentKey = QStringLiteral("recentFiles");
const QString kLastDirKey = QStringLiteral("lastOpenDir");
// A recent comparison: this prefix, then the two dumps' paths separated by a newline.
const QString kComparePrefix = QStringLiteral("compare:");
} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Playbench"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/playbench.svg")));  // the package's icon (packaging/icons)
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_startPage = new StartPage(m_tabs);
    m_tabs->addTab(m_startPage, tr("Start"));
    m_tabs->tabBar()->setTabButton(0, QTabBar::RightSide, nullptr);  // the start page stays
    m_tabs->tabBar()->setTabButton(0, QTabBar::LeftSide, nullptr);
    setCentralWidget(m_tabs);
    connect(m_startPage, &StartPage::openSampleRequested, this, &MainWindow::openSample);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        if (auto* doc = qobject_cast<Document*>(m_tabs->widget(index)))
            closeDocument(doc);
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::currentChanged);
    createMenus();
    connect(m_startPage, &StartPage::openRequested, this, &MainWindow::openDialog);
    connect(m_startPage, &StartPage::recentRequested, this, &MainWindow::openRecent);
    m_startPage->setRecentFiles(recentFiles());
    showStatusFor(m_startPage, tr("Ready"), 0);
    restoreSettings();
    currentChanged();
    m_autosaver = new Autosaver([this] { return documents(); }, this);
}

Document* MainWindow::currentDocument() const
{
    return qobject_cast<Document*>(m_tabs->currentWidget());
}

QList<Document*> MainWindow::documents() const
{
    QList<Document*> out;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto* doc = qobject_cast<Document*>(m_tabs->widget(i)))
            out << doc;
    return out;
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* newAction = file->addAction(tr("&New..."), this, &MainWindow::newDocument);
    newAction->setShortcut(QKeySequence::New);
    QAction* open = file->addAction(tr("&Open..."), this, &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    file->addAction(tr("Compare Ant &Dumps..."), this, &MainWindow::compareDumps);
    file->addSeparator();
    m_saveAction = file->addAction(tr("&Save"), this, [this] {
        if (Document* doc = currentDocument())
            doc->save();
    });
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = file->addAction(tr("Save &As..."), this, [this] {
        if (Document* doc = currentDocument())
            doc->saveAs();
    });
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_closeAction = file->addAction(tr("&Close"), this, [this] {
        if (Document* doc = currentDocument())
            closeDocument(doc);
    });
    m_closeAction->setShortcut(QKeySequence::Close);
    file->addSeparator();
    m_exportAction = file->addAction(tr("&Export Image..."), this, &MainWindow::exportImage);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addSeparator();
    QAction* preferences = file->addAction(tr("&Preferences..."), this, &MainWindow::showPreferences);
    // The platform's key (none on some desktops), and Ctrl+, as most programs have it.
    QList<QKeySequence> preferencesKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!preferencesKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        preferencesKeys << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    preferences->setShortcuts(preferencesKeys);
    preferences->setMenuRole(QAction::PreferencesRole);
    preferences->setObjectName(QStringLiteral("actionPreferences"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setObjectName(QStringLiteral("actionQuit"));

    m_gameMenu = menuBar()->addMenu(tr("&Game"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&Guide to This Workspace"), this, &MainWindow::showGuide);
    guide->setShortcut(QKeySequence::HelpContents);
    QAction* userGuide = help->addAction(tr("&User Guide"), this, &MainWindow::showUserGuide);
    userGuide->setObjectName(QStringLiteral("actionUserGuide"));
    userGuide->setToolTip(tr("The user guide, at the page of the workspace in front"));
    QAction* keys = help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    help->addSeparator();
    help->addAction(tr("&About Playbench"), this, &MainWindow::about);
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Playbench"),
                       tr("<h3>Playbench %1</h3><p>A workbench for five classic "
                          "programming-contest games: Ants (ICFP 2004), Honeycomb (ICFP 2015), "
                          "Less (CodeCup 2017), Arimaa (WCC 2015) and Peaceable pieces (TCO19).</p>")
                           .arg(QStringLiteral(PLAYBENCH_VERSION)));
}

QWidget* MainWindow::showShortcuts()
{
    return showHtmlWindow(this, QStringLiteral("shortcutsWindow"), tr("Keyboard Shortcuts"),
                          shortcutsHtml(menuBar(), currentDocument()));
}

QWidget* MainWindow::showGuide()
{
    Document* doc = currentDocument();
    return showHtmlWindow(this, QStringLiteral("guideWindow"),
                          doc ? tr("Guide: %1").arg(doc->plainTitle()) : tr("Guide"),
                          guideHtml(doc ? doc->gameId() : QString()));
}

QWidget* MainWindow::showUserGuide()
{
    Document* doc = currentDocument();
    return showUserGuidePage(this, userGuidePage(doc ? doc->gameId() : QString()));
}

PreferencesDialog* MainWindow::showPreferences()
{
    return PreferencesDialog::showFor(this);
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    // The tab titles and the window's come from the documents (their tr() again); the status
    // messages kept for each tab are texts given out before: re-translated like the widgets'.
    if (TextTranslator* translator = textTranslator())
        for (StatusNote& note : m_status)
            note.text = translator->retranslate(note.text).value_or(note.text);
    currentChanged();  // the game menu filled again, the status bar's message, the titles
}

void MainWindow::newDocument()
{
    QStringList names;
    QStringList ids;
    for (const GameInfo& game : games())
        if (game.available) {
            names << tr("%1 (%2)").arg(game.name, game.contest);
            ids << game.id;
        }
    names << tr("Tournament (any game)");
    ids << QStringLiteral("tournament");
    bool ok = false;
    const QString choice = QInputDialog::getItem(this, tr("New"), tr("Game:"), names, 0, false, &ok);
    if (!ok)
        return;
    openSample(ids.value(names.indexOf(choice)));
}

Document* MainWindow::openSample(const QString& gameId)
{
    Document* doc = createDocument(gameId);
    if (doc)
        addDocument(doc);
    return doc;
}

Document* MainWindow::createDocument(const QString& gameId)
{
    Document* doc = nullptr;
    if (gameId == QLatin1String("ants"))
        doc = AntsDocument::createSample(m_tabs);
    else if (gameId == QLatin1String("honeycomb"))
        doc = HoneycombDocument::createSample(m_tabs);
    else if (gameId == QLatin1String("less"))
        doc = LessDocument::createSample(m_tabs);
    else if (gameId == QLatin1String("arimaa"))
        doc = ArimaaDocument::createSample(m_tabs);
    else if (gameId == QLatin1String("peaceable"))
        doc = PeaceableDocument::createSample(m_tabs);
    else if (gameId == QLatin1String("tournament"))
        doc = new TournamentDocument(m_tabs);  // its setup page
    return doc;
}

int MainWindow::offerRestore()
{
    const QList<AutosaveEntry> entries = m_autosaver->claimStale();
    if (entries.isEmpty()) {
        m_autosaver->releaseClaims();
        return 0;
    }
    RestoreDialog dialog(entries, this);
    const RestoreDialog::Choice choice = dialog.ask();
    int restored = 0;
    if (choice == RestoreDialog::Discard) {
        Autosaver::remove(entries);
    } else if (choice == RestoreDialog::Restore) {
        QStringList failures;
        for (const AutosaveEntry& entry : entries) {
            Document* doc = createDocument(entry.gameId);
            QString error;
            if (!doc || !doc->restoreAutosave(entry.state, &error)) {
                failures << tr("%1: %2").arg(entry.title, doc ? error : tr("a game this version does not know"));
                delete doc;
                continue;  // its file stays, for a later version or a look by hand
            }
            addDocument(doc);
            Autosaver::remove({entry});
            ++restored;
        }
        m_autosaver->saveNow();  // the restored work belongs to this session from now on
        if (!failures.isEmpty())
            showStatusFor(currentDocument() ? static_cast<QWidget*>(currentDocument()) : m_startPage,
                          tr("Not restored: %1").arg(failures.join(QStringLiteral("; "))), 0);
    }
    m_autosaver->releaseClaims();
    return restored;
}

bool MainWindow::openInNewDocument(Document* doc, const QString& path)
{
    QString error;
    if (!doc->openFile(path, &error)) {
        delete doc;
        if (!error.isEmpty())  // empty: the user cancelled (e.g. the choice of an archive's game)
            QMessageBox::warning(this, tr("Open"), error);
        return false;
    }
    addDocument(doc);
    addRecentFile(path);
    return true;
}

void MainWindow::addDocument(Document* document)
{
    const int index = m_tabs->addTab(document, document->title());
    m_tabs->setCurrentIndex(index);
    document->setFocus();
    connect(document, &Document::titleChanged, this, &MainWindow::updateTitles);
    connect(document, &Document::modifiedChanged, this, &MainWindow::updateTitles);
    connect(document, &Document::statusMessage, this,
            [this, document](const QString& message) { showStatusFor(document, message); });
    connect(document, &Document::fileUsed, this, &MainWindow::addRecentFile);
    connect(document, &Document::documentCreated, this, &MainWindow::addDocument);
    updateTitles();
}

bool MainWindow::askToSave(Document* document)
{
    if (!document->isModified())
        return true;
    m_tabs->setCurrentWidget(document);
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        tr("%1 has unsaved changes. Save them?").arg(document->plainTitle()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return document->save();
    return true;
}

bool MainWindow::closeDocument(Document* document)
{
    if (!askToSave(document))
        return false;
    m_autosaver->forget(document);  // saved or discarded, as the user chose
    document->saveViewSettings();
    m_status.remove(document);
    m_tabs->removeTab(m_tabs->indexOf(document));
    document->deleteLater();
    return true;
}

void MainWindow::openDialog()
{
    QSettings settings;
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open"), settings.value(kLastDirKey, QDir::homePath()).toString(),
        tr("Playbench files (*.world *.ant *.antl *.json *.txt *.in *.sqlite *.db);;Ant worlds (*.world);;Ant brains (*.ant);;"
           "Ant brains in the brain language (*.antl);;"
           "Honeycomb problems and solutions (*.json);;Less game logs (*.txt);;Arimaa games and archives (*.txt);;Peaceable tests (*.in);;"
           "Tournament databases (*.sqlite *.db);;All files (*)"));
    for (const QString& path : paths)
        openPath(path);
    if (!paths.isEmpty())
        settings.setValue(kLastDirKey, QFileInfo(paths.last()).absolutePath());
}

namespace {
// A Less game log (as `playbench-cli less play --log-dir` writes): its first line that is not
// blank or a comment starts with "less-game".
bool isLessGameLog(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine(4096).trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        return line.startsWith("less-game");
    }
    return false;
}
} // namespace

bool MainWindow::openPath(const QString& path)
{
    QString error;
    // A tournament's database, by its content (an SQLite file with the tournament's settings).
    if (TournamentDocument::looksLikeTournament(path))
        return openInNewDocument(new TournamentDocument(m_tabs), path);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("world") || suffix == QLatin1String("ant") || suffix == QLatin1String("antl")) {
        auto* ants = qobject_cast<AntsDocument*>(currentDocument());
        // A world opens a new workspace (with the default brains); a brain goes into the
        // workspace in front, or into a new one.
        if (suffix == QLatin1String("world") || !ants)
            return openInNewDocument(AntsDocument::createSample(m_tabs), path);
        if (!ants->openFile(path, &error)) {
            QMessageBox::warning(this, tr("Open"), error);
            return false;
        }
        addRecentFile(path);
        return true;
    }
    if (suffix == QLatin1String("json")) {
        // Honeycomb: a problem (an object with units, width, sourceSeeds) or a solutions list.
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            QMessageBox::warning(this, tr("Open"), tr("%1: cannot read: %2").arg(path, file.errorString()));
            return false;
        }
        const QByteArray bytes = file.readAll();
        if (pb::honeycomb::jsonKind(bytes) != pb::honeycomb::JsonKind::Other)
            return openInNewDocument(new HoneycombDocument(m_tabs), path);
        QJsonParseError parseError{};
        QJsonDocument::fromJson(bytes, &parseError);
        QMessageBox::warning(this, tr("Open"),
                             parseError.error != QJsonParseError::NoError
                                 ? tr("%1:%2: error: not valid JSON: %3")
                                       .arg(path, pb::honeycomb::lineColumnOf(bytes, parseError.offset), parseError.errorString())
                                 : tr("%1: a JSON file Playbench does not know (not a Honeycomb problem or solutions list)")
                                       .arg(path));
        return false;
    }
    if (PeaceableDocument::looksLikeProblem(path))
        return openInNewDocument(new PeaceableDocument(m_tabs), path);
    if (ArimaaDocument::looksLikeRecord(path))
        return openInNewDocument(new ArimaaDocument(m_tabs), path);
    if (isLessGameLog(path))
        return openInNewDocument(new LessDocument(m_tabs), path);
    QMessageBox::warning(this, tr("Open"), tr("%1: Playbench does not know this kind of file yet.").arg(path));
    return false;
}

void MainWindow::compareDumps()
{
    QSettings settings;
    const QString dir = settings.value(kLastDirKey, QDir::homePath()).toString();
    const QString filter = tr("Ant dumps (*.txt *.dump *.gz);;All files (*)");
    const QString a = QFileDialog::getOpenFileName(this, tr("Compare: first dump (A)"), dir, filter);
    if (a.isEmpty())
        return;
    const QString b = QFileDialog::getOpenFileName(this, tr("Compare: second dump (B)"), QFileInfo(a).absolutePath(), filter);
    if (b.isEmpty())
        return;
    settings.setValue(kLastDirKey, QFileInfo(b).absolutePath());
    openComparison(a, b);
}

DumpCompareDocument* MainWindow::openComparison(const QString& a, const QString& b)
{
    auto* doc = new DumpCompareDocument(m_tabs);
    QString error;
    if (!doc->openDumps(a, b, &error)) {
        delete doc;
        QMessageBox::warning(this, tr("Compare dumps"), error);
        return nullptr;
    }
    addDocument(doc);
    addRecentEntry(comparisonEntry(QFileInfo(a).absoluteFilePath(), QFileInfo(b).absoluteFilePath()));
    return doc;
}

void MainWindow::exportImage()
{
    Document* doc = currentDocument();
    QWidget* source = doc ? doc->imageSource() : m_tabs->currentWidget();
    QSettings settings;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export image"), QDir(settings.value(kLastDirKey, QDir::homePath()).toString()).filePath(QStringLiteral("playbench.png")),
        tr("PNG images (*.png);;SVG drawings (*.svg)"));
    if (path.isEmpty())
        return;
    // The whole board at a size of the user's choice: twice the board's on screen to start with.
    const QSize size = askExportSize(this, source->size() * 2);
    if (size.isEmpty())
        return;
    QString error;
    if (!exportWidgetImage(source, path, size, &error)) {
        QMessageBox::warning(this, tr("Export image"), error);
        return;
    }
    showStatusFor(m_tabs->currentWidget(), tr("Exported %1 (%2 x %3)").arg(path).arg(size.width()).arg(size.height()));
}

void MainWindow::currentChanged()
{
    Document* doc = currentDocument();
    for (QAction* a : {m_saveAction, m_saveAsAction, m_closeAction})
        a->setEnabled(doc != nullptr);
    // The game menu belongs to the document in front. (A document's own shortcuts work while
    // the focus is inside it, so documents in other tabs do not answer them.)
    m_gameMenu->clear();
    if (doc) {
        doc->fillMenu(m_gameMenu);
        m_gameMenu->menuAction()->setVisible(true);
    } else {
        m_gameMenu->menuAction()->setVisible(false);
    }
    // The status bar shows the message of the tab in front, if it has one still due.
    const auto note = m_status.constFind(m_tabs->currentWidget());
    if (note != m_status.cend() && !note->until.hasExpired()) {
        const qint64 left = note->until.isForever() ? 0 : std::max<qint64>(1, note->until.remainingTime());
        statusBar()->showMessage(note->text, static_cast<int>(left));
    } else {
        statusBar()->clearMessage();
    }
    updateTitles();
}

void MainWindow::updateTitles()
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto* doc = qobject_cast<Document*>(m_tabs->widget(i)))
            m_tabs->setTabText(i, doc->title());
    Document* doc = currentDocument();
    setWindowTitle(doc ? tr("%1 - Playbench").arg(doc->title()) : tr("Playbench"));
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

QString MainWindow::comparisonEntry(const QString& a, const QString& b)
{
    return kComparePrefix + a + QLatin1Char('\n') + b;
}

bool MainWindow::openRecent(const QString& entry)
{
    if (entry.startsWith(kComparePrefix)) {
        const QStringList dumps = entry.mid(kComparePrefix.size()).split(QLatin1Char('\n'));
        return dumps.size() == 2 && openComparison(dumps[0], dumps[1]);
    }
    return openPath(entry);
}

void MainWindow::showStatusFor(QWidget* tab, const QString& message, int timeoutMs)
{
    m_status.insert(tab, {message, timeoutMs > 0 ? QDeadlineTimer(timeoutMs) : QDeadlineTimer(QDeadlineTimer::Forever)});
    if (tab == m_tabs->currentWidget())
        statusBar()->showMessage(message, timeoutMs);
}

void MainWindow::addRecentFile(const QString& path)
{
    if (path.startsWith(QLatin1String(":/")))
        return;  // built-in data is not a file to reopen
    addRecentEntry(QFileInfo(path).absoluteFilePath());
}

void MainWindow::addRecentEntry(const QString& entry)
{
    QStringList files = recentFiles();
    files.removeAll(entry);
    files.prepend(entry);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue(kRecentKey, files);
    m_startPage->setRecentFiles(files);
}

QString MainWindow::recentLabel(const QString& entry)
{
    if (entry.startsWith(kComparePrefix)) {
        const QStringList dumps = entry.mid(kComparePrefix.size()).split(QLatin1Char('\n'));
        if (dumps.size() == 2)
            return tr("Comparison of %1 and %2  (%3)")
                .arg(QFileInfo(dumps[0]).fileName(), QFileInfo(dumps[1]).fileName(), QFileInfo(dumps[0]).absolutePath());
    }
    return tr("%1  (%2)").arg(QFileInfo(entry).fileName(), QFileInfo(entry).absolutePath());
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (const QString& entry : files)
        m_recentMenu->addAction(recentLabel(entry), this, [this, entry] { openRecent(entry); });
    if (files.isEmpty())
        m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
    else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), this, [this] {
            QSettings().remove(kRecentKey);
            m_startPage->setRecentFiles({});
        });
    }
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1280, 860);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    if (Document* doc = currentDocument())
        doc->saveViewSettings();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    for (Document* doc : documents()) {
        if (!askToSave(doc)) {
            event->ignore();
            return;
        }
    }
    saveSettings();
    event->accept();
}

} // namespace pb::gui
