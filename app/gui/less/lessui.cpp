// The Less workspace: its widgets, actions, menu and remembered settings.
#include "gui/less/lessdocument.h"

#include "gui/less/movesplot.h"

#include "common/stepcontrols.h"
#include "less/boardview.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace pb::gui {

using namespace pb::less;

namespace {
constexpr BotLevel kLevels[] = {BotLevel::Random, BotLevel::Greedy, BotLevel::Search, BotLevel::Mcts};
} // namespace

void LessDocument::buildUi()
{
    m_board = new views::LessBoardView(this);
    m_board->setObjectName(QStringLiteral("lessBoard"));
    connect(m_board, &views::LessBoardView::squareClicked, this, [this](int square) { clickSquare(square); });

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);

    auto* players = new QGroupBox(tr("Players"), side);
    auto* form = new QFormLayout(players);
    for (int c = 0; c < kColours; ++c) {
        auto* combo = new QComboBox(players);
        combo->setObjectName(QStringLiteral("seat-%1").arg(QString::fromLatin1(colourName(c)).toLower()));
        combo->addItem(playerText(kHuman), kHuman);
        for (BotLevel level : kLevels)
            combo->addItem(playerText(int(level)), int(level));
        combo->addItem(playerText(kProgram), kProgram);
        connect(combo, &QComboBox::activated, this, [this, c, combo] {
            const int player = combo->currentData().toInt();
            if (player != kProgram) {
                setSeat(c, player);
            } else if (!chooseProgram(c)) {
                // Cancelled: the seat stays as it was.
                setSeat(c, seat(c));
            }
        });
        m_seatCombos[static_cast<std::size_t>(c)] = combo;
        form->addRow(tr("%1 (team %2):").arg(lessColourText(c), c % 2 == 0 ? tr("Yellow+White") : tr("Black+Red")), combo);
    }
    m_botTime = new QSpinBox(players);
    m_botTime->setRange(50, 10000);
    m_botTime->setSingleStep(100);
    m_botTime->setSuffix(tr(" ms"));
    connect(m_botTime, &QSpinBox::valueChanged, this, [this](int ms) {
        m_botMillis = ms;
        replaceBots();
    });
    form->addRow(tr("Bot thinking time:"), m_botTime);
    sideLayout->addWidget(players);

    m_turnLabel = new QLabel(side);
    m_budgetLabel = new QLabel(side);
    m_budgetLabel->setObjectName(QStringLiteral("budget"));
    m_movesLabel = new QLabel(side);
    m_scoreLabel = new QLabel(side);
    m_resultLabel = new QLabel(side);
    m_resultLabel->setObjectName(QStringLiteral("result"));
    QFont bold = m_resultLabel->font();
    bold.setBold(true);
    m_resultLabel->setFont(bold);
    m_turnLabel->setFont(bold);
    for (QLabel* l : {m_turnLabel, m_budgetLabel, m_movesLabel, m_scoreLabel, m_resultLabel}) {
        l->setWordWrap(true);
        sideLayout->addWidget(l);
    }

    auto* thinking = new QHBoxLayout;
    m_thinkingLabel = new QLabel(tr("Thinking..."), side);
    m_thinkingBar = new QProgressBar(side);
    m_thinkingBar->setRange(0, 0);
    m_thinkingBar->setMaximumHeight(12);
    m_thinkingBar->setTextVisible(false);
    thinking->addWidget(m_thinkingLabel);
    thinking->addWidget(m_thinkingBar, 1);
    sideLayout->addLayout(thinking);
    // The thinking row keeps its room while hidden, and the labels above keep at least a line
    // each, so the buttons below stay where they are from one turn to the next.
    for (QWidget* w : {static_cast<QWidget*>(m_thinkingLabel), static_cast<QWidget*>(m_thinkingBar)}) {
        QSizePolicy policy = w->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        w->setSizePolicy(policy);
    }
    for (QLabel* l : {m_turnLabel, m_budgetLabel, m_movesLabel, m_scoreLabel, m_resultLabel})
        l->setMinimumHeight(l->fontMetrics().lineSpacing());

    m_newAction = new QAction(tr("&New Game..."), this);
    connect(m_newAction, &QAction::triggered, this, &LessDocument::askNewGame);
    m_confirmAction = new QAction(tr("&Confirm Turn"), this);
    m_confirmAction->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    connect(m_confirmAction, &QAction::triggered, this, &LessDocument::confirmTurn);
    m_undoStepAction = new QAction(tr("Undo &Step"), this);
    m_undoStepAction->setShortcut(QKeySequence(Qt::Key_Backspace));
    connect(m_undoStepAction, &QAction::triggered, this, &LessDocument::undoStep);
    m_clearAction = new QAction(tr("C&lear Turn"), this);
    m_clearAction->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_clearAction, &QAction::triggered, this, &LessDocument::clearTurn);
    m_undoTurnAction = new QAction(tr("&Undo Turn"), this);
    m_undoTurnAction->setShortcut(QKeySequence::Undo);
    connect(m_undoTurnAction, &QAction::triggered, this, &LessDocument::undoTurn);
    m_skipRushAction = new QAction(tr("S&kip Rush Animation"), this);
    connect(m_skipRushAction, &QAction::triggered, this, &LessDocument::finishRushAnimation);
    for (QAction* a : {m_confirmAction, m_undoStepAction, m_clearAction, m_undoTurnAction}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }

    m_faultsLabel = new QLabel(side);
    m_faultsLabel->setObjectName(QStringLiteral("faults"));
    m_faultsLabel->setWordWrap(true);
    m_faultsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_faultsLabel->hide();
    sideLayout->addWidget(m_faultsLabel);
    m_stepControls = new views::StepControls(side);
    m_stepControls->setObjectName(QStringLiteral("replayControls"));
    m_stepControls->setUnitLabel(tr("&Turn"));  // each step of a replay is one colour's turn
    m_stepControls->hide();
    sideLayout->addWidget(m_stepControls);
    m_playback = new ReplayPlayback(m_stepControls,
                                    {[this] { return m_replayRound; }, [this] { return replayRounds(); },
                                     [this](int round) { showReplayRound(round); }},
                                    4, this);

    m_playButtons = new QWidget(side);
    auto* buttons = new QHBoxLayout(m_playButtons);
    buttons->setContentsMargins(0, 0, 0, 0);
    m_confirmButton = new QPushButton(tr("Confirm (Enter)"), side);
    m_confirmButton->setObjectName(QStringLiteral("confirm"));
    connect(m_confirmButton, &QPushButton::clicked, this, &LessDocument::confirmTurn);
    m_undoStepButton = new QPushButton(tr("Undo step"), side);
    connect(m_undoStepButton, &QPushButton::clicked, this, &LessDocument::undoStep);
    m_undoTurnButton = new QPushButton(tr("Undo turn"), side);
    connect(m_undoTurnButton, &QPushButton::clicked, this, &LessDocument::undoTurn);
    auto* newButton = new QPushButton(tr("New game..."), side);
    connect(newButton, &QPushButton::clicked, this, &LessDocument::askNewGame);
    for (QPushButton* b : {m_confirmButton, m_undoStepButton, m_undoTurnButton, newButton}) {
        b->setFocusPolicy(Qt::NoFocus);
        buttons->addWidget(b);
    }
    sideLayout->addWidget(m_playButtons);

    m_plot = new LessMovesPlot(side);
    sideLayout->addWidget(m_plot, 1);

    m_splitter = placeBoardAndSide(m_board, side);
}

void LessDocument::restoreSettings()
{
    QSettings s;
    for (int c = 0; c < kColours; ++c) {
        const int fallback = c == Yellow ? kHuman : int(BotLevel::Greedy);
        const auto i = static_cast<std::size_t>(c);
        int player = s.value(QStringLiteral("less/seat%1").arg(c), fallback).toInt();
        m_programCommands[i] = s.value(QStringLiteral("less/program%1").arg(c)).toString();
        const bool program = player == kProgram && !m_programCommands[i].trimmed().isEmpty();
        if (!program && player != kHuman && (player < int(BotLevel::Random) || player > int(kStrongestBot)))
            player = fallback;
        m_seats[i] = player;
        updateSeatCombo(c);
    }
    m_botMillis = std::clamp(s.value(QStringLiteral("less/botMillis"), 500).toInt(), 50, 10000);
    m_botTime->setValue(m_botMillis);
    const QByteArray split = s.value(QStringLiteral("less/splitter")).toByteArray();
    if (!split.isEmpty())
        m_splitter->restoreState(split);
}

void LessDocument::saveSeats() const
{
    QSettings s;
    for (int c = 0; c < kColours; ++c)
    {
        s.setValue(QStringLiteral("less/seat%1").arg(c), m_seats[static_cast<std::size_t>(c)]);
        s.setValue(QStringLiteral("less/program%1").arg(c), m_programCommands[static_cast<std::size_t>(c)]);
    }
    s.setValue(QStringLiteral("less/botMillis"), m_botMillis);
}

void LessDocument::saveViewSettings() const
{
    saveSeats();
    QSettings().setValue(QStringLiteral("less/splitter"), m_splitter->saveState());
}

void LessDocument::fillMenu(QMenu* menu)
{
    menu->setTitle(tr("&Less"));
    menu->addAction(m_newAction);
    menu->addSeparator();
    menu->addAction(m_confirmAction);
    menu->addAction(m_undoStepAction);
    menu->addAction(m_clearAction);
    menu->addAction(m_undoTurnAction);
    menu->addSeparator();
    menu->addAction(m_skipRushAction);
}

QWidget* LessDocument::imageSource() const { return m_board; }

} // namespace pb::gui
