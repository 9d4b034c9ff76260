#pragma once

#include <QMainWindow>

class QTabWidget;

namespace pb::gui {

class StartPage;

// The desktop program's one window. Games open as documents in tabs; the start page is the
// first tab.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    StartPage* startPage() const { return m_startPage; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void restoreSettings();
    void saveSettings() const;
    void about();

    QTabWidget* m_tabs = nullptr;
    StartPage* m_startPage = nullptr;
};

} // namespace pb::gui
