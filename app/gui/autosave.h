#pragma once

// "No lost work": every few seconds the documents' unsaved work (Document::autosaveState) is
// written to the app's data folder, and after a crash or kill -9 the next start offers it back.
//
// Layout: <AppDataLocation>/autosave/<session>/ per running program, holding a QLockFile
// ("lock") and one JSON file per document with unsaved work:
//   {"version": 1, "game": "ants", "title": "...", "saved": "<ISO time>", "state": {...}}
// A file is written only when its state changed, and removed when the state becomes empty (the
// document was saved), when the document is closed (the user chose about its changes) and with
// the whole session folder when the program ends normally. A session whose lock is held by a
// live process is another running instance's and is never offered; a session whose process is
// gone is offered at the next start (MainWindow::offerRestore).

#include <QDateTime>
#include <QDialog>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

class QLockFile;
class QTreeWidget;

namespace pb::gui {

class Document;

// One document's autosaved work from a session that ended without quitting.
struct AutosaveEntry {
    QString file;      // the JSON file
    QString gameId;
    QString title;
    QDateTime saved;
    QJsonObject state;
};

class Autosaver : public QObject {
    Q_OBJECT
public:
    // Starts a session folder (locked) and the timer; `documents` gives the open documents.
    explicit Autosaver(std::function<QList<Document*>()> documents, QObject* parent = nullptr);
    // The program ends normally: its session folder goes.
    ~Autosaver() override;

    // <AppDataLocation>/autosave
    static QString rootDir();
    QString sessionDir() const { return m_dir; }
    // Every 3 s by default, or PLAYBENCH_AUTOSAVE_MS.
    void setInterval(int ms) { m_timer.setInterval(ms); }
    int interval() const { return m_timer.interval(); }

    // Writes what changed since the last time (the timer calls it).
    void saveNow();
    // A document closed: its file goes.
    void forget(Document* document);
    // The file holding a document's work, empty when none is written.
    QString fileOf(Document* document) const;

    // The entries of sessions whose program is gone (never this one's, never a live instance's),
    // oldest first. Their sessions stay claimed (locked by this program) until releaseClaims.
    QList<AutosaveEntry> claimStale();
    // Removes entries' files (restored or discarded).
    static void remove(const QList<AutosaveEntry>& entries);
    // Unlocks the claimed sessions; those without entries left are removed.
    void releaseClaims();

private:
    struct Slot {
        QString file;
        QJsonObject last;  // the state last written
    };
    void write(Document* document, Slot& slot, const QJsonObject& state);

    std::function<QList<Document*>()> m_documents;
    QString m_dir;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    QHash<Document*, Slot> m_slots;
    int m_next = 1;
    std::vector<std::unique_ptr<QLockFile>> m_claims;
    QStringList m_claimedDirs;
};

// The start's question: what would be restored (game, title, when), Restore, Discard or Later.
class RestoreDialog : public QDialog {
    Q_OBJECT
public:
    enum Choice { Later = 0, Restore = 1, Discard = 2 };
    RestoreDialog(const QList<AutosaveEntry>& entries, QWidget* parent = nullptr);
    QTreeWidget* list() const { return m_list; }

    // Tests answer instead of the user: the hook gets the dialog (shown, not run) and returns
    // the choice. Without a hook the dialog runs modally.
    static void setChooser(std::function<Choice(RestoreDialog&)> chooser);
    Choice ask();

private:
    QTreeWidget* m_list = nullptr;
};

} // namespace pb::gui
