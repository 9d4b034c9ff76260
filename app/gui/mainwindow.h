#pragma once

#include <QDeadlineTimer>
#include <QHash>
#include <QMainWindow>
#include <QPointer>

class QMenu;
class QTabWidget;

namespace pb::gui {

class Autosaver;
class Document;
class DumpCompareDocument;
class PreferencesDialog;
class StartPage;

// The desktop program's one window. Each open game is a document in its own tab; the start page
// is the first tab.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    StartPage* startPage() const { return m_startPage; }
    QTabWidget* tabs() const { return m_tabs; }
    Document* currentDocument() const;
    QList<Document*> documents() const;

    // Opens a file of any game Playbench knows; false with a message box when it cannot.
    bool openPath(const QString& path);
    // Opens the built-in sample of a game ("ants").
    Document* openSample(const QString& gameId);
    // A new document of a game with its sample loaded, not yet shown; nullptr for an unknown id.
    Document* createDocument(const QString& gameId);
    // Adds a document as a new tab and shows it.
    void addDocument(Document* document);
    // Opens a file in a new document of its game (shown, and in the recent files); on failure
    // the document is dropped and the reason shown.
    bool openInNewDocument(Document* doc, const QString& path);
    // Closes a tab, asking about unsaved changes; false if the user kept it.
    bool closeDocument(Document* document);

    // The recent entries, newest first: absolute file paths, and comparisons of two dumps (see
    // comparisonEntry). openRecent reopens one as what it was.
    QStringList recentFiles() const;
    static QString comparisonEntry(const QString& a, const QString& b);
    // How an entry reads in Open Recent and on the start page.
    static QString recentLabel(const QString& entry);
    bool openRecent(const QString& entry);
    // Shows a message in the status bar as the given tab's: it is shown again when that tab comes
    // back to the front, and never while another tab is in front.
    void showStatusFor(QWidget* tab, const QString& message, int timeoutMs = 8000);
    // Help > Keyboard Shortcuts and Help > Guide to This Workspace (for the tab in front): their
    // windows, non-modal.
    QWidget* showShortcuts();
    QWidget* showGuide();
    // Help > User Guide: the guide's page of the tab in front's game (the index on the start
    // page), in a window of its own that follows the guide's links.
    QWidget* showUserGuide();
    // File > Preferences (the language): the dialog, window-modal; OK applies it.
    PreferencesDialog* showPreferences();
    // Autosave (gui/autosave.h): the documents' unsaved work, written every few seconds.
    Autosaver* autosaver() const { return m_autosaver; }
    // At the start: offers the work autosaved by programs that ended without quitting (a crash,
    // kill -9) and restores what the user chose, as unsaved documents. Returns how many were
    // restored.
    int offerRestore();

    // Two ant dump traces side by side.
    DumpCompareDocument* openComparison(const QString& a, const QString& b);

protected:
    void closeEvent(QCloseEvent* event) override;
    // QEvent::LanguageChange: the texts this window makes itself (titles, the status bar's
    // messages); the widgets' own texts were re-translated by gui/language.h already.
    void changeEvent(QEvent* event) override;

private:
    void createMenus();
    void restoreSettings();
    void saveSettings() const;
    void about();
    void newDocument();
    void openDialog();
    void exportImage();
    void compareDumps();
    void currentChanged();
    void updateTitles();
    void addRecentFile(const QString& path);
    void addRecentEntry(const QString& entry);
    void fillRecentMenu();
    bool askToSave(Document* document);

    QTabWidget* m_tabs = nullptr;
    StartPage* m_startPage = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_gameMenu = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_closeAction = nullptr;
    QAction* m_exportAction = nullptr;
    Autosaver* m_autosaver = nullptr;
    // Each tab's last status message and when it expires.
    struct StatusNote {
        QString text;
        QDeadlineTimer until;
    };
    QHash<QWidget*, StatusNote> m_status;
};

} // namespace pb::gui
