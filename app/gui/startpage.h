#pragma once

#include <QWidget>

class QListWidget;

namespace pb::gui {

// The page shown when no game is open: the five games, each with its state, on the left; on the
// right Open... and the recent files.
class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

    // The entries of Open Recent (as MainWindow::recentFiles gives them), newest first.
    void setRecentFiles(const QStringList& entries);
    QListWidget* recentList() const { return m_recent; }

signals:
    void openSampleRequested(const QString& gameId);
    void openRequested();                         // the Open... button
    void recentRequested(const QString& entry);   // a recent entry activated

private:
    QListWidget* m_recent = nullptr;
    QWidget* m_noRecent = nullptr;
};

} // namespace pb::gui
