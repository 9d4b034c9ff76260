// The Peaceable workspace: its widgets, actions, menu and remembered settings.
#include "gui/peaceable/peaceabledocument.h"

#include "gui/peaceable/peaceablebesttable.h"
#include "peaceable/boardview.h"

#include <qcustomplot.h>

#include <QAction>
#include <QButtonGroup>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pb::gui {

using namespace pb::peaceable;

void PeaceableDocument::buildUi()
{
    m_view = new views::PeaceableBoardView(this);
    m_view->setObjectName(QStringLiteral("peaceableBoard"));
    connect(m_view, &views::PeaceableBoardView::cellClicked, this,
            [this](int cell, Qt::MouseButton button, Qt::KeyboardModifiers) {
                if (button == Qt::RightButton)
                    removePiece(cell);
                else if (button == Qt::LeftButton)
                    placePiece(cell, m_brushPiece, m_brushOwner);
            });
    connect(m_view, &views::PeaceableBoardView::cellHovered, this, [this](int cell) {
        m_hovered = cell;
        m_view->setAttacks(cell >= 0 && m_board && m_board->piece(padded(cell)) != kNone ? cell : -1, attackedCells(cell));
    });

    auto* side = new QWidget(this);
    auto* layout = new QVBoxLayout(side);

    auto* test = new QGroupBox(tr("Test"), side);
    auto* testRow = new QHBoxLayout(test);
    testRow->addWidget(new QLabel(tr("Seed:"), test));
    m_seedBox = new QSpinBox(test);
    m_seedBox->setObjectName(QStringLiteral("seed"));
    m_seedBox->setRange(1, 2000000000);
    testRow->addWidget(m_seedBox);
    auto* load = new QPushButton(tr("Generate"), test);
    load->setObjectName(QStringLiteral("generate"));
    connect(load, &QPushButton::clicked, this, [this] {
        if (askToReplaceAnswer())
            loadSeed(m_seedBox->value());
    });
    connect(m_seedBox, &QSpinBox::editingFinished, this, [this] {
        // Enter in the field (it keeps the focus). Leaving it ends the editing too: clicking
        // Generate then asks once, not twice, and a prompt's focus change asks nothing.
        if (m_seedBox->value() == m_seed || !m_seedBox->hasFocus())
            return;
        if (askToReplaceAnswer()) {
            loadSeed(m_seedBox->value());
        } else {
            const QSignalBlocker block(m_seedBox);
            m_seedBox->setValue(static_cast<int>(m_seed));
        }
    });
    testRow->addWidget(load);
    m_problemLabel = new QLabel(test);
    m_problemLabel->setWordWrap(true);  // wraps rather than widening the window
    testRow->addWidget(m_problemLabel, 1);
    layout->addWidget(test);

    auto* edit = new QGroupBox(tr("Hand editing"), side);
    edit->setToolTip(tr("Left click on the board: put the chosen piece; right click: remove a piece"));
    auto* editLayout = new QHBoxLayout(edit);
    m_pieceGroup = new QButtonGroup(edit);
    for (int p = 0; p < kPieceTypes; ++p) {
        auto* b = new QRadioButton(views::PeaceableBoardView::pieceGlyph(kPieceLetters[p]) + QLatin1Char(' ') +
                                       QChar::fromLatin1(kPieceLetters[p]),
                                   edit);
        b->setToolTip(pieceName(static_cast<std::int8_t>(p)));
        m_pieceGroup->addButton(b, p);
        editLayout->addWidget(b);
    }
    m_pieceGroup->button(Queen)->setChecked(true);
    connect(m_pieceGroup, &QButtonGroup::idClicked, this, [this](int id) { setBrush(static_cast<std::int8_t>(id), m_brushOwner); });
    editLayout->addWidget(new QLabel(tr("Player:"), edit));
    m_ownerBox = new QSpinBox(edit);
    m_ownerBox->setObjectName(QStringLiteral("owner"));
    connect(m_ownerBox, &QSpinBox::valueChanged, this, [this](int owner) { setBrush(m_brushPiece, static_cast<std::int8_t>(owner)); });
    editLayout->addWidget(m_ownerBox);
    editLayout->addStretch(1);
    layout->addWidget(edit);

    auto* solve = new QGroupBox(tr("Solver"), side);
    auto* solveRow = new QHBoxLayout(solve);
    m_secondsBox = new QDoubleSpinBox(solve);
    m_secondsBox->setRange(0.5, 600);
    m_secondsBox->setValue(QSettings().value(QStringLiteral("peaceable/seconds"), 10.0).toDouble());
    m_secondsBox->setSuffix(tr(" s"));
    solveRow->addWidget(new QLabel(tr("Time:"), solve));
    solveRow->addWidget(m_secondsBox);
    m_threadsBox = new QSpinBox(solve);
    m_threadsBox->setObjectName(QStringLiteral("threads"));
    m_threadsBox->setRange(1, 64);
    m_threadsBox->setValue(QSettings().value(QStringLiteral("peaceable/threads"), 1).toInt());
    m_threadsBox->setToolTip(tr("Independent solver runs at once; the best is kept."));
    solveRow->addWidget(new QLabel(tr("Threads:"), solve));
    solveRow->addWidget(m_threadsBox);
    m_solveButton = new QPushButton(tr("Solve (F5)"), solve);
    m_solveButton->setObjectName(QStringLiteral("solve"));
    connect(m_solveButton, &QPushButton::clicked, this, [this] {
        if (m_run.running())
            stopSolving();
        else
            startSolving(m_secondsBox->value());
    });
    solveRow->addWidget(m_solveButton);
    solveRow->addStretch(1);
    layout->addWidget(solve);

    m_scoreLabel = new QLabel(side);
    m_scoreLabel->setObjectName(QStringLiteral("peaceableScore"));
    QFont bold = m_scoreLabel->font();
    bold.setBold(true);
    m_scoreLabel->setFont(bold);
    m_scoreLabel->setWordWrap(true);
    m_scoreLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Room for two lines whatever the text: the charts below do not move as it changes.
    m_scoreLabel->setFixedHeight(2 * m_scoreLabel->fontMetrics().lineSpacing() + 4);
    layout->addWidget(m_scoreLabel);
    // The conflicts scroll in a space of their own, kept when there are none, for the same reason.
    auto* conflictArea = new QScrollArea(side);
    conflictArea->setObjectName(QStringLiteral("peaceableConflictArea"));
    conflictArea->setWidgetResizable(true);
    conflictArea->setFrameShape(QFrame::NoFrame);
    conflictArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_conflictLabel = new QLabel(conflictArea);
    m_conflictLabel->setObjectName(QStringLiteral("peaceableConflicts"));
    m_conflictLabel->setWordWrap(true);
    m_conflictLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_conflictLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_conflictLabel->setStyleSheet(QStringLiteral("color: #b00000;"));
    conflictArea->setWidget(m_conflictLabel);
    conflictArea->setFixedHeight(3 * m_conflictLabel->fontMetrics().lineSpacing() + 6);
    layout->addWidget(conflictArea);

    m_bars = new QCustomPlot(side);
    m_bars->setObjectName(QStringLiteral("peaceableBars"));
    m_bars->setMinimumHeight(120);
    m_bars->yAxis->setLabel(tr("Points"));
    m_bars->xAxis->setLabel(tr("Player"));
    {
        auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
        ticker->setTickStep(1.0);
        ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
        m_bars->xAxis->setTicker(ticker);
        m_bars->xAxis->setSubTicks(false);
    }

    m_progressPlot = new QCustomPlot(side);
    m_progressPlot->setObjectName(QStringLiteral("peaceableProgress"));
    m_progressPlot->setMinimumHeight(120);
    m_progressPlot->xAxis->setLabel(tr("Seconds"));
    m_progressPlot->yAxis->setLabel(tr("Score"));
    QCPGraph* g = m_progressPlot->addGraph();
    g->setPen(QPen(QColor(0x00, 0x72, 0xB2), 2));
    g->setLineStyle(QCPGraph::lsStepLeft);
    // The two charts side by side: stacked, they did not fit a 700-pixel window.
    auto* charts = new QHBoxLayout;
    charts->addWidget(m_bars, 2);
    charts->addWidget(m_progressPlot, 3);
    layout->addLayout(charts, 2);

    auto* bestBox = new QGroupBox(tr("Best scores"), side);
    bestBox->setToolTip(tr("Double click a row: open the seed with its best answer"));
    auto* bestLayout = new QVBoxLayout(bestBox);
    m_bestTable = new PeaceableBestTable(bestBox);
    bestLayout->addWidget(m_bestTable);
    layout->addWidget(bestBox, 1);

    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_solveAction = new QAction(tr("&Solve"), this);
    m_solveAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_solveAction, &QAction::triggered, m_solveButton, &QPushButton::click);
    m_clearAction = new QAction(tr("&Clear Pieces"), this);
    connect(m_clearAction, &QAction::triggered, this, [this] {
        m_undo->beginMacro(tr("Clear pieces"));
        for (int cell = 0; cell < m_problem.n * m_problem.n; ++cell)
            if (m_board->piece(padded(cell)) != kNone)
                removePiece(cell);
        m_undo->endMacro();
    });
    for (QAction* a : {m_undoAction, m_redoAction, m_solveAction}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }

    m_splitter = placeBoardAndSide(m_view, side);
}

void PeaceableDocument::saveViewSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("peaceable/splitter"), m_splitter->saveState());
    s.setValue(QStringLiteral("peaceable/seconds"), m_secondsBox->value());
    s.setValue(QStringLiteral("peaceable/threads"), m_threadsBox->value());
}

void PeaceableDocument::fillMenu(QMenu* menu)
{
    menu->setTitle(tr("&Peaceable"));
    menu->addAction(m_undoAction);
    menu->addAction(m_redoAction);
    menu->addAction(m_clearAction);
    menu->addSeparator();
    menu->addAction(tr("&Open Answer..."), this, &PeaceableDocument::askOpenAnswer);
    menu->addAction(tr("Save &Answer As..."), this, &PeaceableDocument::saveAs);
    menu->addSeparator();
    menu->addAction(m_solveAction);
}

} // namespace pb::gui
