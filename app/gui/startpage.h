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

protected:
    // QEvent::LanguageChange: the page is built again in the new language (its game cards
    // put names and summaries together in ways no single text gives).
    void changeEvent(QEvent* event) override;

signals:
    void openSampleRequested(const QString& gameId);
    void openRequested();                         // the Open... button
    void recentRequested(const QString& entry);   // a recent entry activated

private:
    void build();

    QStringList m_entries;
    QListWidget* m_recent = nullptr;
    QWidget* m_noRecent = nullptr;
};

} // namespace pb::gui
