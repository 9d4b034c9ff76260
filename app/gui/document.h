#pragma once

#include <QJsonObject>
#include <QList>
#include <QWidget>

class QAction;
class QMenu;
class QSplitter;

namespace pb::gui {

// One open game: a tab of the main window. Each game's workspace derives from this.
class Document : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual QString gameId() const = 0;
    virtual QString title() const = 0;   // for the tab
    // The title without the modified mark (" *"), for prompts that already say it is modified.
    QString plainTitle() const;
    virtual bool isModified() const = 0;
    // Save everything modified; may ask for file names. False when cancelled or failed (the
    // user has been told why).
    virtual bool save() = 0;
    // Save the thing in front (e.g. the brain being edited) under a new name.
    virtual bool saveAs() = 0;
    // The widget "Export image" renders.
    virtual QWidget* imageSource() const = 0;
    // Adds a file of this game to the document (e.g. a brain into an ants workspace). False
    // with a reason when it is not such a file or cannot be read.
    virtual bool openFile(const QString& path, QString* error) = 0;
    // The game's own menu, filled by the document, and actions with shortcuts.
    virtual void fillMenu(QMenu* menu) = 0;
    // Settings of the view (splitters, zoom, ...) to remember between runs.
    virtual void saveViewSettings() const {}

    // Autosave (gui/autosave.h): the work a crash would lose, as JSON; empty when there is none
    // (everything saved, or nothing worth keeping). Asked every few seconds, so it must be cheap;
    // the autosaver writes it only when it differs from the last one written.
    virtual QJsonObject autosaveState() const { return {}; }
    // Puts a state that autosaveState gave back into this document (a new one of the same game);
    // the restored work counts as unsaved. False with a reason when it cannot.
    virtual bool restoreAutosave(const QJsonObject& state, QString* error);

signals:
    void titleChanged();
    void modifiedChanged();
    void statusMessage(const QString& message);
    void fileUsed(const QString& path);  // opened or saved: for the recent files
    void documentCreated(Document* document);  // a new document to show in its own tab

protected:
    // The usual workspace: the board on the left and a side panel on the right (3 : 2) in a
    // splitter filling the document; the board takes the focus. Returns the splitter.
    QSplitter* placeBoardAndSide(QWidget* board, QWidget* side);

    // After the document's file was written to `path`: for the recent files, the tab's title and
    // the modified mark.
    void announceSaved(const QString& path)
    {
        emit fileUsed(path);
        emit titleChanged();
        emit modifiedChanged();
    }
};

} // namespace pb::gui
