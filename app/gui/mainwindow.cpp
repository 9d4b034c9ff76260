#include "gui/mainwindow.h"

#include "gui/startpage.h"

#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

namespace pb::gui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Playbench"));
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_startPage = new StartPage(m_tabs);
    m_tabs->addTab(m_startPage, tr("Start"));
    setCentralWidget(m_tabs);
    createMenus();
    statusBar()->showMessage(tr("Ready"));
    restoreSettings();
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setObjectName(QStringLiteral("actionQuit"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
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

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        resize(1100, 760);
    }
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    event->accept();
}

} // namespace pb::gui
