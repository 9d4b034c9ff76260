#pragma once

#include <QMainWindow>

class QMenu;
class QTabWidget;

namespace pb::gui {

class Document;
class DumpCompareDocument;
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
    // Adds a document as a new tab and shows it.
    void addDocument(Document* document);
    // Opens a file in a new document of its game (shown, and in the recent files); on failure
    // the document is dropped and the reason shown.
    bool openInNewDocument(Document* doc, const QString& path);
    // Closes a tab, asking about unsaved changes; false if the user kept it.
    bool closeDocument(Document* document);

    QStringList recentFiles() const;
    // Two ant dump traces side by side.
    DumpCompareDocument* openComparison(const QString& a, const QString& b);

protected:
    void closeEvent(QCloseEvent* event) override;

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
};

} // namespace pb::gui
