// The Ants workspace: its widgets, menu and remembered view settings.
#include "gui/ants/antsdocument.h"

#include "ants/braineditor.h"
#include "ants/cellinspector.h"
#include "ants/statsplot.h"
#include "ants/worldview.h"
#include "common/stepcontrols.h"

#include <QAction>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace pb::gui {

using namespace pb::ants;

void AntsDocument::buildUi()
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    m_controls = new views::StepControls(this);
    layout->addWidget(m_controls);

    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("stoppedBanner"));
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fde2e1; color: #8a1c13; padding: 4px; }"));
    m_banner->setWordWrap(true);
    m_banner->hide();
    layout->addWidget(m_banner);

    m_mainSplitter = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(m_mainSplitter, 1);

    // Left: the board with its marker and zoom bar, the graphs under it.
    m_leftSplitter = new QSplitter(Qt::Vertical, m_mainSplitter);
    auto* board = new QWidget(m_leftSplitter);
    auto* boardLayout = new QVBoxLayout(board);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    boardLayout->setSpacing(2);
    auto* bar = new QHBoxLayout;
    bar->setSpacing(2);
    m_view = new views::WorldView(board);
    for (int c = 0; c < 2; ++c) {
        const Color color = static_cast<Color>(c);
        auto* all = new QToolButton(board);
        all->setText(c == 0 ? tr("Red markers") : tr("Black markers"));
        all->setToolTip(tr("Show or hide all markers of this colour"));
        all->setCheckable(true);
        all->setChecked(true);
        all->setObjectName(QStringLiteral("markers-%1").arg(c));
        connect(all, &QToolButton::toggled, this, [this, color](bool on) {
            m_view->setMarkersVisible(color, on);
            for (int b = 1; b <= kMarkers; ++b)
                m_markerButtons[index(color)][b]->setEnabled(on);
        });
        bar->addWidget(all);
        m_markerButtons[c][0] = all;
        for (int bit = 0; bit < kMarkers; ++bit) {
            auto* b = new QToolButton(board);
            b->setText(QString::number(bit));
            b->setToolTip(tr("%1 marker %2").arg(colorName(color)).arg(bit));
            b->setCheckable(true);
            b->setChecked(true);
            b->setObjectName(QStringLiteral("marker-%1-%2").arg(c).arg(bit));
            connect(b, &QToolButton::toggled, this,
                    [this, color, bit](bool on) { m_view->setMarkerBitVisible(color, bit, on); });
            bar->addWidget(b);
            m_markerButtons[c][bit + 1] = b;
        }
        bar->addSpacing(12);
    }
    bar->addStretch(1);
    auto addViewButton = [&](const QString& text, const QString& tip, auto slot) {
        auto* b = new QToolButton(board);
        b->setText(text);
        b->setToolTip(tip);
        connect(b, &QToolButton::clicked, m_view, slot);
        bar->addWidget(b);
    };
    addViewButton(tr("-"), tr("Zoom out (-)"), &views::WorldView::zoomOut);
    addViewButton(tr("+"), tr("Zoom in (+)"), &views::WorldView::zoomIn);
    addViewButton(tr("Fit"), tr("Show the whole world (F)"), &views::WorldView::fitToView);
    boardLayout->addLayout(bar);
    boardLayout->addWidget(m_view, 1);
    m_plot = new views::StatsPlot(m_leftSplitter);
    m_leftSplitter->setStretchFactor(0, 2);
    m_leftSplitter->setStretchFactor(1, 1);

    // Right: inspector, both brains, the game's settings.
    m_side = new QTabWidget(m_mainSplitter);
    m_inspector = new views::CellInspector(m_side);
    m_side->addTab(m_inspector, tr("Cell"));
    for (int c = 0; c < 2; ++c) {
        const Color color = static_cast<Color>(c);
        auto* page = new QWidget(m_side);
        auto* pageLayout = new QVBoxLayout(page);
        pageLayout->setContentsMargins(2, 2, 2, 2);
        auto* restartBar = new QHBoxLayout;
        auto* restartButton = new QPushButton(tr("Restart with this brain"), page);
        restartButton->setObjectName(QStringLiteral("restart-%1").arg(c));
        restartButton->setToolTip(tr("Start the game again with the brains as they are in the editors (Ctrl+R)"));
        restartBar->addWidget(restartButton);
        restartBar->addStretch(1);
        pageLayout->addLayout(restartBar);
        m_editors[c] = new views::BrainEditor(page);
        pageLayout->addWidget(m_editors[c], 1);
        connect(restartButton, &QPushButton::clicked, this, &AntsDocument::restart);
        connect(m_editors[c], &views::BrainEditor::parsed, this, [this, restartButton, c] {
            restartButton->setEnabled(m_editors[c]->parse().ok());
        });
        connect(m_editors[c], &views::BrainEditor::modificationChanged, this, [this] {
            emit modifiedChanged();
            emit titleChanged();
        });
        m_side->addTab(page, c == 0 ? tr("Red brain") : tr("Black brain"));
        Q_UNUSED(color);
    }
    auto* gamePage = new QWidget(m_side);
    auto* form = new QFormLayout(gamePage);
    m_seed = new QSpinBox(gamePage);
    m_seed->setRange(0, 2147483647);
    m_seed->setValue(12345);
    m_seed->setToolTip(tr("Seed of the contest's random number generator"));
    form->addRow(tr("Seed:"), m_seed);
    m_roundLabel = new QLabel(gamePage);
    m_roundLabel->setObjectName(QStringLiteral("gameSummary"));
    m_roundLabel->setWordWrap(true);
    form->addRow(m_roundLabel);
    auto* restartGame = new QPushButton(tr("Restart game"), gamePage);
    connect(restartGame, &QPushButton::clicked, this, &AntsDocument::restart);
    form->addRow(restartGame);
    m_side->addTab(gamePage, tr("Game"));
    connect(m_side, &QTabWidget::currentChanged, this, [this] { m_heatTimer.start(0); });

    m_mainSplitter->setStretchFactor(0, 3);
    m_mainSplitter->setStretchFactor(1, 2);
}

void AntsDocument::restoreViewSettings()
{
    QSettings s;
    if (!m_mainSplitter->restoreState(s.value(QStringLiteral("ants/mainSplitter")).toByteArray()))
        m_mainSplitter->setSizes({900, 420});
    if (!m_leftSplitter->restoreState(s.value(QStringLiteral("ants/leftSplitter")).toByteArray()))
        m_leftSplitter->setSizes({600, 330});
    const int speed = s.value(QStringLiteral("ants/speed"), m_controls->speed()).toInt();
    m_controls->setSpeed(speed);
    for (int c = 0; c < 2; ++c)
        for (int b = 0; b <= kMarkers; ++b) {
            const QString key = QStringLiteral("ants/marker%1_%2").arg(c).arg(b);
            m_markerButtons[c][b]->setChecked(s.value(key, true).toBool());
        }
}

void AntsDocument::saveViewSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("ants/mainSplitter"), m_mainSplitter->saveState());
    s.setValue(QStringLiteral("ants/leftSplitter"), m_leftSplitter->saveState());
    s.setValue(QStringLiteral("ants/speed"), m_controls->speed());
    for (int c = 0; c < 2; ++c)
        for (int b = 0; b <= kMarkers; ++b)
            s.setValue(QStringLiteral("ants/marker%1_%2").arg(c).arg(b), m_markerButtons[c][b]->isChecked());
}

void AntsDocument::fillMenu(QMenu* menu)
{
    menu->setTitle(tr("&Ants"));
    for (QAction* action : m_controls->actions())
        menu->addAction(action);
    menu->addSeparator();
    QAction* restartAction = menu->addAction(tr("&Restart Game"), this, &AntsDocument::restart);
    restartAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    menu->addSeparator();
    QAction* generate = menu->addAction(tr("&New Random World..."), this, &AntsDocument::newRandomWorld);
    generate->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    menu->addAction(tr("New Brain in the &Language..."), this, &AntsDocument::askNewSourceBrain)
        ->setToolTip(tr("Start a brain in the ant brain language from the sample forager"));
    menu->addSeparator();
    menu->addAction(tr("Save &World As..."), this, &AntsDocument::saveWorldAs);
    menu->addAction(tr("Save Red &Brain As..."), this, [this] { saveBrainAs(Color::Red); });
    menu->addAction(tr("Save Black B&rain As..."), this, [this] { saveBrainAs(Color::Black); });
    menu->addAction(tr("Save Com&piled Brain As..."), this, &AntsDocument::saveCompiledBrainAs)
        ->setToolTip(tr("Write the .ant state machine compiled from the brain in the language"));
    menu->addAction(tr("Save &Dump..."), this, &AntsDocument::saveDump);
    menu->addAction(tr("&Compare a Dump with This Game..."), this, &AntsDocument::askCompareWithDump);
    menu->addSeparator();
    QAction* zoomIn = menu->addAction(tr("Zoom &In"), m_view, &views::WorldView::zoomIn);
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction* zoomOut = menu->addAction(tr("Zoom &Out"), m_view, &views::WorldView::zoomOut);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction* fit = menu->addAction(tr("&Fit World"), m_view, &views::WorldView::fitToView);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
}

} // namespace pb::gui
