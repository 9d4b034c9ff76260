// The Arimaa workspace's widgets and what they show: the board, the players and clocks panel,
// the move list, the evaluation graph, the menu (see arimaadocument.h).

#include "gui/arimaa/arimaadocument.h"

#include "gui/arimaa/arimaaplay.h"
#include "gui/arimaa/arimaatext.h"

#include "arimaa/boardview.h"
#include "common/stepcontrols.h"

#include <qcustomplot.h>

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <random>

namespace pb::gui {

using namespace pb::arimaa;
using namespace pb::gui::arimaaui;

namespace {

views::ArimaaBoardView::Squares squaresOf(const Position& p)
{
    views::ArimaaBoardView::Squares s;
    for (int sq = 0; sq < 64; ++sq) {
        int colour = 0;
        const int type = p.pieceAt(sq, &colour);
        s[static_cast<std::size_t>(sq)] = type == kNoPiece ? ' ' : pieceLetter(colour, type);
    }
    return s;
}

std::vector<int> bitsToSquares(Bits b)
{
    std::vector<int> out;
    for (int sq = 0; sq < 64; ++sq)
        if (b & bit(sq))
            out.push_back(sq);
    return out;
}

QString clockText(std::int64_t ms)
{
    ms = std::max<std::int64_t>(0, ms);
    const std::int64_t s = (ms + 999) / 1000;  // a clock shows a second while any of it is left
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3").arg(s / 3600).arg(s / 60 % 60, 2, 10, QLatin1Char('0')).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

void ArimaaDocument::buildUi()
{
    m_board = new views::ArimaaBoardView(this);
    m_board->setObjectName(QStringLiteral("arimaaBoard"));
    connect(m_board, &views::ArimaaBoardView::pieceDropped, this, [this](int from, int to) { dropPiece(from, to); });
    connect(m_board, &views::ArimaaBoardView::squareClicked, this, [this](int sq) { clickSquare(sq); });
    connect(m_board, &views::ArimaaBoardView::dragStarted, this, [this](int from) {
        m_selected = from;
        m_board->setSelected(from);
        m_board->setTargets(inSetup() ? std::vector<int>{} : legalTargets(from));
    });

    auto* side = new QWidget(this);
    auto* layout = new QVBoxLayout(side);

    auto* players = new QGroupBox(tr("Players and clocks"), side);
    players->setObjectName(QStringLiteral("arimaaPlayers"));
    auto* form = new QFormLayout(players);
    for (int s = 0; s < 2; ++s) {
        auto* combo = new QComboBox(players);
        combo->setObjectName(s == Gold ? QStringLiteral("goldPlayer") : QStringLiteral("silverPlayer"));
        combo->addItem(tr("Person"), int(Person));
        combo->addItem(tr("Bot: random"), int(BotRandom));
        combo->addItem(tr("Bot: search"), int(BotSearch));
        combo->addItem(tr("AEI engine..."), int(Engine));
        connect(combo, &QComboBox::activated, this, [this, s, combo] {
            const int p = combo->currentData().toInt();
            if (p == Engine) {
                bool ok = false;
                QString suggested = m_engineCommands[static_cast<std::size_t>(s)];
                if (suggested.isEmpty()) {
                    // Our own engine program, next to this one, is a good first opponent.
                    const QString own = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("playbench-arimaa-engine"));
                    if (QFileInfo::exists(own))
                        suggested = QStringLiteral("\"%1\" --level search").arg(own);
                }
                const QString command = QInputDialog::getText(
                    this, tr("AEI Engine for %1").arg(sideText(s)),
                    tr("The engine's command line (it speaks AEI on stdin/stdout):"), QLineEdit::Normal, suggested, &ok);
                if (!ok || command.trimmed().isEmpty()) {
                    combo->setCurrentIndex(combo->findData(player(s)));
                    return;
                }
                setEngineCommand(s, command);
            }
            setPlayer(s, p);
        });
        m_playerCombos[static_cast<std::size_t>(s)] = combo;
        auto* clock = new QLabel(players);
        clock->setObjectName(s == Gold ? QStringLiteral("goldClock") : QStringLiteral("silverClock"));
        QFont big = clock->font();
        big.setPointSizeF(big.pointSizeF() * 1.15);
        big.setBold(true);
        clock->setFont(big);
        m_clockLabels[static_cast<std::size_t>(s)] = clock;
        auto* row = new QHBoxLayout;
        row->addWidget(combo, 1);
        row->addWidget(clock);
        form->addRow(s == Gold ? tr("Gold:") : tr("Silver:"), row);
    }
    m_controlCombo = new QComboBox(players);
    m_controlCombo->setObjectName(QStringLiteral("timeControl"));
    m_controlCombo->setEditable(true);
    m_controlCombo->addItem(tr("none"), QStringLiteral("none"));
    m_controlCombo->addItem(tr("0:30/5/100/10 (quick)"), QStringLiteral("0:30/5/100/10"));
    m_controlCombo->addItem(tr("0/5 (five minutes each)"), QStringLiteral("0/5"));
    m_controlCombo->addItem(tr("2m/6m/100/0/8h/6m (WCC 2015 finals)"), QStringLiteral("2m/6m/100/0/8h/6m"));
    m_controlCombo->setToolTip(tr("M/R/P/L/G/T: move time, reserve, percent of unused time added, reserve limit, game "
                                  "limit (or turns with t), turn limit. Applies from the next new game."));
    // A typed time control is checked when Return is pressed in the field (which claims Return
    // from the Finish Turn / Confirm Setup shortcut, see eventFilter); a refused one stays as
    // typed with the reason beside it. Nothing typed is added to the list.
    m_controlCombo->setInsertPolicy(QComboBox::NoInsert);
    m_controlCombo->lineEdit()->installEventFilter(this);
    connect(m_controlCombo, &QComboBox::activated, this, [this](int index) {
        if (m_controlCombo->itemData(index).isValid())
            applyTimeControlText(m_controlCombo->itemData(index).toString());
    });
    connect(m_controlCombo->lineEdit(), &QLineEdit::returnPressed, this,
            [this] { applyTimeControlText(m_controlCombo->currentText()); });
    form->addRow(tr("Time control:"), m_controlCombo);
    m_controlError = new QLabel(players);
    m_controlError->setObjectName(QStringLiteral("timeControlError"));
    m_controlError->setWordWrap(true);
    m_controlError->setStyleSheet(QStringLiteral("color: #b01c1c;"));
    m_controlError->hide();
    form->addRow(QString(), m_controlError);
    m_thinkingLabel = new QLabel(players);
    m_thinkingLabel->setObjectName(QStringLiteral("arimaaThinking"));
    // Its line is kept while nobody thinks (empty), so the rows and buttons below never move.
    m_thinkingLabel->setMinimumHeight(m_thinkingLabel->fontMetrics().lineSpacing());
    form->addRow(m_thinkingLabel);
    layout->addWidget(players);

    m_turnLabel = new QLabel(side);
    QFont bold = m_turnLabel->font();
    bold.setBold(true);
    m_turnLabel->setFont(bold);
    m_turnLabel->setWordWrap(true);
    m_stepsLabel = new QLabel(side);
    m_stepsLabel->setWordWrap(true);
    m_statusLabel = new QLabel(side);
    m_statusLabel->setObjectName(QStringLiteral("arimaaStatus"));
    m_statusLabel->setWordWrap(true);
    // Two lines each (a result and its reason, a refusal and its why), so the buttons below stay put.
    for (QLabel* l : {m_turnLabel, m_stepsLabel, m_statusLabel})
        l->setMinimumHeight(2 * l->fontMetrics().lineSpacing());
    layout->addWidget(m_turnLabel);
    layout->addWidget(m_stepsLabel);
    layout->addWidget(m_statusLabel);

    m_newAction = new QAction(tr("&New Game"), this);
    connect(m_newAction, &QAction::triggered, this, &ArimaaDocument::newGame);
    m_finishAction = new QAction(tr("&Finish Turn"), this);
    m_finishAction->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    connect(m_finishAction, &QAction::triggered, this, [this] { inSetup() ? confirmSetup() : finishTurn(); });
    m_undoStepAction = new QAction(tr("Undo &Step"), this);
    m_undoStepAction->setShortcut(QKeySequence(Qt::Key_Backspace));
    connect(m_undoStepAction, &QAction::triggered, this, &ArimaaDocument::undoStep);
    m_takeBackAction = new QAction(tr("&Take Back Move"), this);
    m_takeBackAction->setShortcut(QKeySequence::Undo);
    connect(m_takeBackAction, &QAction::triggered, this, &ArimaaDocument::takeBack);
    m_flipAction = new QAction(tr("F&lip Board"), this);
    m_flipAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    connect(m_flipAction, &QAction::triggered, this, [this] { m_board->setFlipped(!m_board->flipped()); });
    m_clearAction = new QAction(tr("C&lear Steps"), this);
    m_clearAction->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_clearAction, &QAction::triggered, this, &ArimaaDocument::clearSteps);
    for (QAction* a : {m_finishAction, m_undoStepAction, m_clearAction, m_takeBackAction, m_flipAction}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }

    m_setupButtons = new QWidget(side);
    auto* setupRow = new QHBoxLayout(m_setupButtons);
    setupRow->setContentsMargins(0, 0, 0, 0);
    auto* standard = new QPushButton(tr("Standard setup"), m_setupButtons);
    connect(standard, &QPushButton::clicked, this, &ArimaaDocument::standardSetup);
    auto* random = new QPushButton(tr("Random setup"), m_setupButtons);
    connect(random, &QPushButton::clicked, this, [this] { randomSetup(std::random_device{}()); });
    auto* confirm = new QPushButton(tr("Confirm setup (Enter)"), m_setupButtons);
    confirm->setObjectName(QStringLiteral("confirmSetup"));
    connect(confirm, &QPushButton::clicked, this, &ArimaaDocument::confirmSetup);
    for (QPushButton* b : {standard, random, confirm}) {
        b->setFocusPolicy(Qt::NoFocus);
        setupRow->addWidget(b);
    }
    layout->addWidget(m_setupButtons);

    m_moveButtons = new QWidget(side);
    auto* moveRow = new QHBoxLayout(m_moveButtons);
    moveRow->setContentsMargins(0, 0, 0, 0);
    m_finishButton = new QPushButton(tr("Finish turn (Enter)"), m_moveButtons);
    m_finishButton->setObjectName(QStringLiteral("finishTurn"));
    connect(m_finishButton, &QPushButton::clicked, this, &ArimaaDocument::finishTurn);
    m_undoStepButton = new QPushButton(tr("Undo step"), m_moveButtons);
    connect(m_undoStepButton, &QPushButton::clicked, this, &ArimaaDocument::undoStep);
    auto* takeBack = new QPushButton(tr("Take back move"), m_moveButtons);
    connect(takeBack, &QPushButton::clicked, this, &ArimaaDocument::takeBack);
    for (QPushButton* b : {m_finishButton, m_undoStepButton, takeBack}) {
        b->setFocusPolicy(Qt::NoFocus);
        moveRow->addWidget(b);
    }
    layout->addWidget(m_moveButtons);

    m_stepControls = new views::StepControls(side);
    m_stepControls->setObjectName(QStringLiteral("arimaaReplayControls"));
    // The game's own move numbers ("65w") in the field and the total.
    m_stepControls->setUnitLabel(tr("&Move"));
    m_stepControls->setRoundText([this](int index) { return replayLabel(index); });
    m_stepControls->hide();
    m_playback = new ReplayPlayback(m_stepControls,
                                    {[this] { return m_replayIndex; }, [this] { return replayMoves(); },
                                     [this](int move) { showReplayMove(move); }},
                                    2, this);
    layout->addWidget(m_stepControls);

    auto* listLabel = new QLabel(tr("Moves:"), side);
    layout->addWidget(listLabel);
    m_moveList = new QListWidget(side);
    m_moveList->setObjectName(QStringLiteral("arimaaMoves"));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    m_moveList->setFont(mono);
    connect(m_moveList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_replay && row >= 0 && row + 1 != m_replayIndex)
            showReplayMove(row + 1);
    });
    layout->addWidget(m_moveList, 1);

    m_plot = new QCustomPlot(side);
    m_plot->setObjectName(QStringLiteral("arimaaEval"));
    m_plot->setMinimumHeight(150);
    m_plot->xAxis->setLabel(tr("Move"));
    m_plot->yAxis->setLabel(tr("Score for Gold (centi-rabbits)"));
    QCPGraph* graph = m_plot->addGraph();
    graph->setPen(QPen(QColor(0xc8, 0x90, 0x1a), 2));
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    // The replay's shown move on its material line.
    QCPGraph* shown = m_plot->addGraph();
    shown->setLineStyle(QCPGraph::lsNone);
    shown->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(0x1f, 0x6f, 0xd1), 2), Qt::NoBrush, 10));
    layout->addWidget(m_plot, 1);

    m_splitter = placeBoardAndSide(m_board, side);
}

QString ArimaaDocument::title() const
{
    return m_replay ? tr("Arimaa: %1").arg(m_replayName) : tr("Arimaa: game");
}

QWidget* ArimaaDocument::imageSource() const { return m_board; }

void ArimaaDocument::saveViewSettings() const { QSettings().setValue(QStringLiteral("arimaa/splitter"), m_splitter->saveState()); }

void ArimaaDocument::fillMenu(QMenu* menu)
{
    menu->setTitle(tr("&Arimaa"));
    menu->addAction(m_newAction);
    menu->addSeparator();
    menu->addAction(m_finishAction);
    menu->addAction(m_undoStepAction);
    menu->addAction(m_clearAction);
    menu->addAction(m_takeBackAction);
    menu->addSeparator();
    menu->addAction(m_flipAction);
}

bool ArimaaDocument::applyTimeControlText(const QString& text)
{
    QString error;
    if (!setTimeControl(text, &error)) {
        m_controlError->setText(error);
        m_controlError->show();
        m_controlCombo->setEditText(text);  // kept as typed, to be fixed; the reason is beside it
        return false;
    }
    m_controlError->hide();
    const QString shown = m_nextTimed ? QString::fromStdString(m_nextControl.toString()) : tr("none");
    message(m_timed == m_nextTimed && m_control.toString() == m_nextControl.toString()
                ? tr("Time control %1.").arg(shown)
                : tr("Time control %1 from the next new game.").arg(shown));
    return true;
}

bool ArimaaDocument::eventFilter(QObject* watched, QEvent* event)
{
    // Return in the time control field is the field's (it applies the typed control), not the
    // Finish Turn / Confirm Setup shortcut's.
    if (m_controlCombo && watched == m_controlCombo->lineEdit() && event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            event->accept();
            return true;
        }
    }
    return Document::eventFilter(watched, event);
}

void ArimaaDocument::message(const QString& text)
{
    m_lastMessage = text;
    m_statusLabel->setText(text);
    emit statusMessage(text);
}

void ArimaaDocument::updateClocks()
{
    // The session keeps the clocks; between its reports the side to move's runs here.
    for (int side = 0; side < 2; ++side) {
        QLabel* label = m_clockLabels[static_cast<std::size_t>(side)];
        if (!m_timed || m_replay) {
            label->setText(QString());
            continue;
        }
        std::int64_t move = m_moveTimeMs;
        std::int64_t reserve = m_reserveMs[static_cast<std::size_t>(side)];
        const bool running = !gameOver() && m_play->running() && m_game.sideToMove() == side;
        if (running) {
            const std::int64_t used = m_turnTimer.elapsed();
            reserve -= std::max<std::int64_t>(0, used - move);
            move = std::max<std::int64_t>(0, move - used);
        }
        label->setText(running ? tr("%1 + %2").arg(clockText(move), clockText(reserve)) : clockText(reserve));
        label->setStyleSheet(running ? QStringLiteral("color: #1f6fd1;") : QString());
    }
    if (m_thinking)
        m_thinkingLabel->setText(tr("%1 (%2) is thinking... %3 s%4")
                                     .arg(sideText(m_game.sideToMove()), playerName(m_game.sideToMove()))
                                     .arg(QLocale().toString(m_turnTimer.elapsed() / 1000.0, 'f', 1),
                                          !m_lastInfo.depth.empty() && m_lastInfo.score
                                              ? tr(", depth %1, score %2")
                                                    .arg(QString::fromStdString(m_lastInfo.depth), QLocale().toString(*m_lastInfo.score))
                                              : QString()));
}

void ArimaaDocument::updatePlot()
{
    // x is the game's move number: the n-th move (1g, 1s, 2g, ...) at (n + 1) / 2, so 65w is 65.
    const auto moveNumber = [](int n) { return (n + 1) / 2.0; };
    QVector<double> xs, ys;
    for (const auto& [move, score] : m_evals) {
        xs << moveNumber(move);
        ys << score;
    }
    m_plot->graph(0)->setData(xs, ys, true);
    QVector<double> shownX, shownY;
    for (const auto& [move, score] : m_evals)
        if (m_replay && move == m_replayIndex) {
            shownX << moveNumber(move);
            shownY << score;
        }
    m_plot->graph(1)->setData(shownX, shownY, true);
    double top = 200;
    for (double y : ys)
        top = std::max(top, std::abs(y) * 1.1);
    m_plot->xAxis->setRange(0, std::max(10.0, xs.isEmpty() ? 0.0 : xs.back() + 1));
    m_plot->yAxis->setLabel(m_replay ? tr("Material for Gold (centi-rabbits)") : tr("Score for Gold (centi-rabbits)"));
    m_plot->yAxis->setRange(-top, top);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

// --- What is shown -------------------------------------------------------------------------------

void ArimaaDocument::refresh()
{
    const Position shown = shownPosition();
    m_board->setSquares(squaresOf(shown));
    const bool setup = inSetup();
    m_setupButtons->setVisible(setup);
    if (!m_replay)
        m_moveButtons->setVisible(!setup);
    m_board->setSelected(m_selected);
    m_board->setTargets(m_selected >= 0 ? legalTargets(m_selected) : std::vector<int>{});
    if (setup) {
        m_board->setFrozen({});
        m_board->setArrows({});
    } else {
        m_board->setFrozen(bitsToSquares(shown.frozen(Gold) | shown.frozen(Silver)));
        std::vector<std::pair<int, int>> arrows;
        std::vector<StepToken> steps = m_steps;
        if (m_replay && m_replayIndex > 0) {
            const MoveParse last = parseMove(m_replayLines[static_cast<std::size_t>(m_replayIndex - 1)]);
            if (last.ok())
                steps = last.move.steps;
        }
        for (const StepToken& s : steps)
            arrows.emplace_back(s.from, s.to);
        m_board->setArrows(arrows);
    }
    const Outcome outcome = m_game.outcome();
    if (gameOver() && !m_replay) {
        m_turnLabel->setText(tr("%1 wins by %2.").arg(sideText(winner()), terminationText(termination())) +
                             (m_endReason.isEmpty() ? QString() : QLatin1Char('\n') + m_endReason));
    } else if (setup) {
        m_turnLabel->setText(tr("%1: %2 sets up").arg(QString::fromStdString(m_game.moveLabel()), sideText(m_game.sideToMove())));
    } else {
        m_turnLabel->setText(tr("%1: %2 to move").arg(QString::fromStdString(m_game.moveLabel()), sideText(m_game.sideToMove())));
    }
    if (m_replay) {
        // The game's own move numbers, as the step controls show them.
        QString moveText;
        if (m_replayIndex > 0) {
            const std::string& line = m_replayLines[static_cast<std::size_t>(m_replayIndex - 1)];
            const std::size_t space = line.find(' ');
            moveText = space == std::string::npos ? QString() : QString::fromStdString(line.substr(space + 1));
        }
        m_turnLabel->setText((m_replayIndex > 0 ? tr("Replay, move %1 of %2: %3").arg(replayLabel(m_replayIndex), replayLabel(replayMoves()), moveText)
                                                : tr("Replay: the empty board (moves 1g to %1)").arg(replayLabel(replayMoves()))) +
                             (outcome.decided() ? QLatin1Char('\n') + tr("%1 wins by %2.").arg(sideText(outcome.winner), terminationText(outcome.termination))
                                                : QString()));
    } else if (!setup) {
        QStringList texts;
        for (const StepToken& s : m_steps)
            texts << QString::fromStdString(stepText(s));
        m_stepsLabel->setText(tr("Steps: %1 of 4%2").arg(m_steps.size()).arg(texts.isEmpty() ? QString() : QStringLiteral(": ") + texts.join(QLatin1Char(' '))));
    } else {
        m_stepsLabel->setText(tr("Drag a piece onto another to swap them, then confirm the setup (Enter)."));
    }
    if (!m_replay) {
        const auto& record = m_game.record();
        if (m_moveList->count() != static_cast<int>(record.size()) ||
            (m_moveList->count() > 0 && m_moveList->item(m_moveList->count() - 1)->text().toStdString() != record.back())) {
            m_moveList->clear();
            for (const std::string& l : record)
                m_moveList->addItem(QString::fromStdString(l));
            m_moveList->scrollToBottom();
        }
    }
    const bool canMove = !m_replay && !setup && !gameOver() && player(m_game.sideToMove()) == Person;
    m_finishButton->setEnabled(canMove && !m_steps.empty());
    m_undoStepButton->setEnabled(canMove && !m_steps.empty());
    m_finishAction->setEnabled(!m_replay && (setup || (canMove && !m_steps.empty())));
    m_undoStepAction->setEnabled(canMove && !m_steps.empty());
    m_takeBackAction->setEnabled(!m_replay && (!m_steps.empty() || !m_game.record().empty()));
    m_clearAction->setEnabled(!m_replay);
    m_playerCombos[0]->parentWidget()->setVisible(!m_replay);
    if (!m_thinking)
        m_thinkingLabel->clear();  // empty, not hidden: its line stays (a form layout drops hidden rows)
    m_board->setInteractive(!m_replay && !gameOver() && player(m_game.sideToMove()) == Person);
    updateClocks();
    updatePlot();
    emit stateChanged();
}

} // namespace pb::gui
