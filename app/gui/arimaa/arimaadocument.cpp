#include "gui/arimaa/arimaadocument.h"

#include "gui/arimaa/engineseat.h"
#include "gui/workers.h"

#include "arimaa/boardview.h"
#include "common/stepcontrols.h"

#include <qcustomplot.h>

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>
#include <QPointer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <random>

namespace pb::gui {

using namespace pb::arimaa;

namespace {

// Gold's home ranks 1-2 (squares 0..15), Silver's 7-8 (48..63).
bool homeSquare(int side, int square) { return side == Gold ? square < 16 : square >= 48; }

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

QString sideText(int side) { return side == Gold ? ArimaaDocument::tr("Gold") : ArimaaDocument::tr("Silver"); }

QString terminationText(char t)
{
    switch (t) {
    case 'g': return ArimaaDocument::tr("goal");
    case 'e': return ArimaaDocument::tr("elimination");
    case 'm': return ArimaaDocument::tr("immobilisation");
    case 'r': return ArimaaDocument::tr("resignation");
    case 't': return ArimaaDocument::tr("time");
    case 'f': return ArimaaDocument::tr("forfeit");
    case 's': return ArimaaDocument::tr("score at the game limit");
    case 'i': return ArimaaDocument::tr("illegal move");
    }
    return QString(QChar::fromLatin1(t));
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

ArimaaDocument::ArimaaDocument(QWidget* parent) : Document(parent), m_cancel(std::make_shared<std::atomic<bool>>(false))
{
    buildUi();
    m_clockTimer.setInterval(200);
    connect(&m_clockTimer, &QTimer::timeout, this, &ArimaaDocument::updateClocks);
    m_clockTimer.start();
    {
        QSettings settings;
        setTimeControl(settings.value(QStringLiteral("arimaa/timeControl"), QStringLiteral("none")).toString());
        for (int side = 0; side < 2; ++side) {
            m_engineCommands[static_cast<std::size_t>(side)] = settings.value(QStringLiteral("arimaa/engine%1").arg(side)).toString();
            const int p = settings.value(QStringLiteral("arimaa/player%1").arg(side), side == Gold ? int(Person) : int(BotSearch)).toInt();
            m_players[static_cast<std::size_t>(side)] =
                (p == Engine && m_engineCommands[static_cast<std::size_t>(side)].isEmpty()) || p < Person || p > Engine ? Person : p;
            m_playerCombos[static_cast<std::size_t>(side)]->setCurrentIndex(
                m_playerCombos[static_cast<std::size_t>(side)]->findData(m_players[static_cast<std::size_t>(side)]));
        }
    }
    connect(&m_replayTimer, &QTimer::timeout, this, [this] {
        if (m_replayIndex >= replayMoves()) {
            m_replayTimer.stop();
            m_stepControls->setPlaying(false);
            return;
        }
        showReplayMove(m_replayIndex + 1);
    });
    newGame();
    const QByteArray split = QSettings().value(QStringLiteral("arimaa/splitter")).toByteArray();
    if (!split.isEmpty())
        m_splitter->restoreState(split);
}

ArimaaDocument::~ArimaaDocument()
{
    stopThinking();
    for (auto& e : m_engines)
        e.reset();  // quits the engine, waits for its thread
}

ArimaaDocument* ArimaaDocument::createSample(QWidget* parent) { return new ArimaaDocument(parent); }

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
    connect(m_controlCombo, &QComboBox::activated, this, [this](int index) {
        const QString text = m_controlCombo->itemData(index).isValid() ? m_controlCombo->itemData(index).toString()
                                                                       : m_controlCombo->currentText();
        QString error;
        if (!setTimeControl(text, &error))
            QMessageBox::warning(this, tr("Time Control"), error);
        else
            message(tr("Time control %1 from the next new game.").arg(m_timed ? QString::fromStdString(m_control.toString()) : tr("none")));
    });
    form->addRow(tr("Time control:"), m_controlCombo);
    m_thinkingLabel = new QLabel(players);
    m_thinkingLabel->setObjectName(QStringLiteral("arimaaThinking"));
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
    for (QAction* a : {m_finishAction, m_undoStepAction, m_takeBackAction, m_flipAction}) {
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
    m_stepControls->hide();
    connect(m_stepControls, &views::StepControls::seekRequested, this, &ArimaaDocument::showReplayMove);
    connect(m_stepControls, &views::StepControls::resetRequested, this, [this] { showReplayMove(0); });
    connect(m_stepControls, &views::StepControls::playToggled, this, [this](bool playing) {
        if (playing && m_replayIndex >= replayMoves())
            showReplayMove(0);
        playing ? m_replayTimer.start() : m_replayTimer.stop();
    });
    connect(m_stepControls, &views::StepControls::speedChanged, this,
            [this](int perSecond) { m_replayTimer.setInterval(perSecond > 0 ? 1000 / perSecond : 0); });
    m_stepControls->setSpeed(2);
    m_replayTimer.setInterval(500);
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
    layout->addWidget(m_plot, 1);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_board);
    m_splitter->addWidget(side);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_splitter);
    setFocusProxy(m_board);
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
    menu->addAction(m_takeBackAction);
    menu->addSeparator();
    menu->addAction(m_flipAction);
}

void ArimaaDocument::message(const QString& text)
{
    m_lastMessage = text;
    m_statusLabel->setText(text);
    emit statusMessage(text);
}

// --- Game ---------------------------------------------------------------------------------------

void ArimaaDocument::newGame() { startFrom(Game()); }

void ArimaaDocument::startFrom(const Game& game)
{
    stopThinking();
    leaveReplay();
    m_game = game;
    m_steps.clear();
    m_selected = -1;
    m_forcedWinner = -1;
    m_forcedTermination = 0;
    m_endReason.clear();
    m_evals.clear();
    m_pieceCounts.clear();
    m_clock = GameClock(m_control);
    m_turnTimer.start();
    m_gameTimer.start();
    resetSetup();
    startEngines();
    emit titleChanged();
    if (m_game.inSetup())
        message(player(Gold) == Person ? tr("Gold sets up: drag pieces to swap them, then confirm.") : tr("New game."));
    else
        message(tr("%1 to play %2.").arg(sideText(m_game.sideToMove()), QString::fromStdString(m_game.moveLabel())));
    refresh();
    maybeThink();
}

// --- Players, clocks, machines -------------------------------------------------------------------

QString ArimaaDocument::playerName(int side) const
{
    switch (player(side)) {
    case Person: return tr("person");
    case BotRandom: return tr("random bot");
    case BotSearch: return tr("search bot");
    case Engine: {
        const auto& e = m_engines[static_cast<std::size_t>(side)];
        return e ? e->name() : QFileInfo(m_engineCommands[static_cast<std::size_t>(side)]).fileName();
    }
    }
    return QString();
}

void ArimaaDocument::setEngineCommand(int side, const QString& command)
{
    m_engineCommands[static_cast<std::size_t>(side)] = command.trimmed();
    QSettings().setValue(QStringLiteral("arimaa/engine%1").arg(side), command.trimmed());
}

void ArimaaDocument::setPlayer(int side, int p)
{
    const auto i = static_cast<std::size_t>(side);
    if (p == Engine && m_engineCommands[i].isEmpty())
        p = Person;
    if (m_thinking && m_game.sideToMove() == side)
        stopThinking();
    m_players[i] = p;
    m_playerCombos[i]->setCurrentIndex(m_playerCombos[i]->findData(p));
    QSettings().setValue(QStringLiteral("arimaa/player%1").arg(side), p);
    if (!m_replay)
        startEngine(side);
    refresh();
    maybeThink();
}

bool ArimaaDocument::setTimeControl(const QString& text, QString* error)
{
    const QString t = text.trimmed();
    if (t.isEmpty() || t == QLatin1String("none")) {
        m_timed = false;
        m_control = TimeControl();
    } else {
        const TimeControlParse parse = parseTimeControl(t.toStdString());
        if (!parse.ok()) {
            if (error)
                *error = tr("Time control \"%1\", column %2: %3").arg(t).arg(parse.column).arg(parse.error);
            return false;
        }
        m_timed = true;
        m_control = parse.control;
    }
    QSettings().setValue(QStringLiteral("arimaa/timeControl"), m_timed ? QString::fromStdString(m_control.toString()) : QStringLiteral("none"));
    if (m_controlCombo) {
        const QString key = m_timed ? QString::fromStdString(m_control.toString()) : QStringLiteral("none");
        int index = m_controlCombo->findData(key);
        if (index < 0)
            index = m_controlCombo->findData(t);
        if (index >= 0)
            m_controlCombo->setCurrentIndex(index);
        else
            m_controlCombo->setEditText(t);
    }
    return true;
}

void ArimaaDocument::startEngines()
{
    for (int side = 0; side < 2; ++side)
        startEngine(side);
}

void ArimaaDocument::startEngine(int side)
{
    // A side's engine (re)started: the old one quits; one that cannot start forfeits.
    const auto i = static_cast<std::size_t>(side);
    m_engines[i].reset();
    if (player(side) != Engine)
        return;
    m_engines[i] = std::make_unique<ArimaaEngineSeat>(m_engineCommands[i]);
    const int generation = m_generation;
    m_engines[i]->start(m_control, m_timed).then(this, [this, side, generation](const std::optional<AeiFault>& fault) {
        if (fault && generation == m_generation && !gameOver())
            endGame(1 - side, 'f', tr("%1's engine: %2").arg(sideText(side), fault->message));
        refresh();
    });
}

void ArimaaDocument::stopThinking()
{
    if (m_thinking)
        m_bots = {};  // a cancelled search may still be running with its bot
    m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    ++m_generation;
    m_thinking = false;
}

bool ArimaaDocument::gameOver() const { return m_forcedWinner >= 0 || m_game.outcome().decided(); }

int ArimaaDocument::winner() const { return m_forcedWinner >= 0 ? m_forcedWinner : m_game.outcome().winner; }

char ArimaaDocument::termination() const
{
    return m_forcedWinner >= 0 ? m_forcedTermination : m_game.outcome().termination;
}

void ArimaaDocument::endGame(int winnerSide, char how, const QString& reason)
{
    stopThinking();
    m_forcedWinner = winnerSide;
    m_forcedTermination = how;
    m_endReason = reason;
    m_steps.clear();
    m_selected = -1;
    message(tr("%1 wins by %2: %3").arg(sideText(winnerSide), terminationText(how), reason));
    refresh();
}

void ArimaaDocument::afterMove()
{
    const Position& p = m_game.position();
    if (!m_game.inSetup())  // pieces count once both sides have set up (else Gold leads at 16 to 0)
        m_pieceCounts.push_back({p.count(Gold), p.count(Silver)});
    m_turnTimer.restart();
    m_steps.clear();
    resetSetup();
    if (m_timed && !m_game.outcome().decided() &&
        (m_clock.turnLimitReached() || m_clock.gameTimeOver(m_gameTimer.elapsed())))
        endGame(haltedWinner(m_pieceCounts), 's', tr("the game limit was reached: scored by the pieces left"));
    emit moved();
    refresh();
    maybeThink();
}

bool ArimaaDocument::playThought(const std::string& move, std::int64_t usedMs, int side, const QString& who)
{
    const bool setup = m_game.inSetup();
    const QString error = m_game.play(move);
    if (!error.isEmpty()) {
        endGame(1 - side, 'i', tr("%1 played an illegal move \"%2\": %3").arg(who, QString::fromStdString(move), error));
        return false;
    }
    if (m_timed) {
        const GameClock::Outcome o = m_clock.finishTurn(side, usedMs, setup);
        if (!o.inTime()) {
            m_game.takeback();
            endGame(1 - side, 't', tr("%1 took %2 s, over its time").arg(who).arg(usedMs / 1000.0, 0, 'f', 1));
            return false;
        }
    }
    message(tr("%1 played %2.").arg(who, QString::fromStdString(m_game.record().back())));
    afterMove();
    return true;
}

void ArimaaDocument::maybeThink()
{
    if (m_replay || m_thinking || gameOver())
        return;
    const int side = m_game.sideToMove();
    if (player(side) == Person)
        return;
    const bool setup = m_game.inSetup();
    const std::int64_t deadline = m_timed ? std::max<std::int64_t>(1, m_clock.allowedMs(side, setup) - m_turnTimer.elapsed())
                                          : m_thinkMillis;
    const int generation = ++m_generation;
    m_thinking = true;
    m_lastReport = SearchReport();
    if (player(side) == Engine && m_engines[static_cast<std::size_t>(side)]) {
        std::vector<std::pair<std::string, std::int64_t>> clock;
        if (m_timed) {
            clock = m_clock.aeiState(m_game.record().empty() ? -1 : 1 - side);
            clock.back().second = m_turnTimer.elapsed() / 1000;  // moveused
        }
        m_engines[static_cast<std::size_t>(side)]
            ->ask(m_game.record(), clock, deadline, 2000, m_cancel, {})
            .then(this, [this, generation, side](const ArimaaEngineSeat::Answer& answer) {
                if (generation != m_generation || answer.cancelled)
                    return;
                m_thinking = false;
                const QString who = tr("%1 (%2)").arg(sideText(side), playerName(side));
                if (answer.fault) {
                    endGame(1 - side,
                            answer.fault->kind == AeiFaultKind::Timeout   ? 't'
                            : answer.fault->kind == AeiFaultKind::Protocol ? 'i'
                                                                           : 'f',
                            tr("%1: %2").arg(who, answer.fault->message));
                    return;
                }
                if (answer.info.score)
                    m_evals.emplace_back(static_cast<int>(m_game.record().size()) + 1,
                                         side == Gold ? *answer.info.score : -*answer.info.score);
                playThought(answer.move, m_timed ? m_turnTimer.elapsed() : answer.usedMs, side, who);
            });
        refresh();
        return;
    }
    if (player(side) == BotRandom || player(side) == BotSearch) {
        auto& bot = m_bots[static_cast<std::size_t>(side)];
        const BotLevel level = player(side) == BotRandom ? BotLevel::Random : BotLevel::Search;
        if (!bot || bot->level() != level)
            bot = std::make_shared<Bot>(level, m_botSeed++);
        BotLimits limits;
        if (m_timed) {
            // A share of the move time and a little of the reserve, well inside what is allowed.
            const std::int64_t move = m_clock.moveTimeMs(setup);
            const std::int64_t planned = move * 8 / 10 + m_clock.reserveMs(side) / 20;
            limits.budgetMs = std::clamp<std::int64_t>(planned, 50, std::max<std::int64_t>(50, deadline - 500));
        } else {
            limits.budgetMs = m_thinkMillis;
        }
        auto cancel = m_cancel;
        limits.cancel = cancel.get();
        QPointer<ArimaaDocument> self(this);
        const int ply = static_cast<int>(m_game.record().size()) + 1;
        limits.onInfo = [self, generation, side, ply](const SearchReport& report) {
            QMetaObject::invokeMethod(self, [self, generation, side, ply, report] {
                if (!self || generation != self->m_generation)
                    return;
                self->m_lastReport = report;
                if (!self->m_evals.empty() && self->m_evals.back().first == ply)
                    self->m_evals.back().second = side == Gold ? report.score : -report.score;
                else
                    self->m_evals.emplace_back(ply, side == Gold ? report.score : -report.score);
                self->updatePlot();
            });
        };
        const Game game = m_game;
        auto future = QtConcurrent::run(workerPool(), [bot, game, limits, cancel] { return bot->choose(game, limits); });
        future.then(this, [this, generation, side](const BotMove& move) {
            if (generation != m_generation)
                return;
            m_thinking = false;
            const QString who = tr("%1 (%2)").arg(sideText(side), playerName(side));
            if (move.text.empty()) {
                endGame(1 - side, 'm', tr("%1 has no legal move").arg(who));
                return;
            }
            if (player(side) == BotSearch) {
                const int ply = static_cast<int>(m_game.record().size()) + 1;
                const int score = side == Gold ? move.report.score : -move.report.score;
                if (!m_evals.empty() && m_evals.back().first == ply)
                    m_evals.back().second = score;
                else
                    m_evals.emplace_back(ply, score);
            }
            playThought(move.text, m_turnTimer.elapsed(), side, who);
        });
        refresh();
        return;
    }
    m_thinking = false;
}

void ArimaaDocument::updateClocks()
{
    for (int side = 0; side < 2; ++side) {
        QLabel* label = m_clockLabels[static_cast<std::size_t>(side)];
        if (!m_timed || m_replay) {
            label->setText(QString());
            continue;
        }
        std::int64_t move = m_clock.moveTimeMs(m_game.inSetup());
        std::int64_t reserve = m_clock.reserveMs(side);
        const bool running = !gameOver() && m_game.sideToMove() == side;
        if (running) {
            const std::int64_t used = m_turnTimer.elapsed();
            reserve -= std::max<std::int64_t>(0, used - move);
            move = std::max<std::int64_t>(0, move - used);
        }
        label->setText(running ? tr("%1 + %2").arg(clockText(move), clockText(reserve)) : clockText(reserve));
        label->setStyleSheet(running ? QStringLiteral("color: #1f6fd1;") : QString());
    }
    // A person over the allowed time loses on time.
    if (m_timed && !m_replay && !gameOver() && player(m_game.sideToMove()) == Person) {
        const int side = m_game.sideToMove();
        if (m_turnTimer.elapsed() > m_clock.allowedMs(side, m_game.inSetup()))
            endGame(1 - side, 't', tr("%1 ran out of time").arg(sideText(side)));
    }
    if (m_thinking)
        m_thinkingLabel->setText(tr("%1 (%2) is thinking... %3 s%4")
                                     .arg(sideText(m_game.sideToMove()), playerName(m_game.sideToMove()))
                                     .arg(m_turnTimer.elapsed() / 1000.0, 0, 'f', 1)
                                     .arg(m_lastReport.depth > 0 ? tr(", depth %1, score %2").arg(m_lastReport.depth).arg(m_lastReport.score)
                                                                 : QString()));
}

void ArimaaDocument::updatePlot()
{
    QVector<double> xs, ys;
    for (const auto& [move, score] : m_evals) {
        xs << move;
        ys << score;
    }
    m_plot->graph(0)->setData(xs, ys, true);
    double top = 200;
    for (double y : ys)
        top = std::max(top, std::abs(y) * 1.1);
    m_plot->xAxis->setRange(0, std::max(10.0, xs.isEmpty() ? 0.0 : xs.back() + 1));
    m_plot->yAxis->setRange(-top, top);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

bool ArimaaDocument::inSetup() const { return !m_replay && m_game.inSetup() && !m_game.outcome().decided(); }

void ArimaaDocument::resetSetup()
{
    m_setup.fill('\0');
    if (inSetup() && player(m_game.sideToMove()) == Person)
        standardSetup();
}

void ArimaaDocument::standardSetup()
{
    if (!inSetup())
        return;
    const int side = m_game.sideToMove();
    m_setup.fill('\0');
    // Rabbits on the back rank; the elephant and camel in the middle of the front rank, cats
    // and dogs by the traps, horses on the wings.
    const int types[8] = {Horse, Dog, Cat, Camel, Elephant, Cat, Dog, Horse};
    const int back = side == Gold ? 0 : 56;
    const int front = side == Gold ? 8 : 48;
    for (int f = 0; f < 8; ++f) {
        m_setup[static_cast<std::size_t>(back + f)] = pieceLetter(side, Rabbit);
        m_setup[static_cast<std::size_t>(front + f)] = pieceLetter(side, types[f]);
    }
    refresh();
}

void ArimaaDocument::randomSetup(quint64 seed)
{
    if (!inSetup())
        return;
    const int side = m_game.sideToMove();
    std::vector<char> pieces;
    for (int i = 0; i < 8; ++i)
        pieces.push_back(pieceLetter(side, Rabbit));
    for (int type : {Cat, Cat, Dog, Dog, Horse, Horse, Camel, Elephant})
        pieces.push_back(pieceLetter(side, type));
    std::mt19937_64 rng(seed);
    for (std::size_t i = pieces.size() - 1; i > 0; --i)
        std::swap(pieces[i], pieces[static_cast<std::size_t>(rng() % (i + 1))]);
    m_setup.fill('\0');
    std::size_t k = 0;
    for (int sq = 0; sq < 64; ++sq)
        if (homeSquare(side, sq))
            m_setup[static_cast<std::size_t>(sq)] = pieces[k++];
    refresh();
}

bool ArimaaDocument::confirmSetup()
{
    if (!inSetup())
        return false;
    MoveText move;
    move.kind = MoveText::Setup;
    for (int sq = 0; sq < 64; ++sq) {
        const char letter = m_setup[static_cast<std::size_t>(sq)];
        int colour = 0, type = 0;
        if (letter != '\0' && parsePieceLetter(letter, colour, type))
            move.placements.push_back({colour, type, sq});
    }
    if (player(m_game.sideToMove()) != Person || gameOver())
        return false;
    const int side = m_game.sideToMove();
    const QString error = m_game.play(move);
    if (!error.isEmpty()) {
        message(tr("Setup refused: %1").arg(error));
        return false;
    }
    if (m_timed && !m_clock.finishTurn(side, m_turnTimer.elapsed(), true).inTime()) {
        m_game.takeback();
        endGame(1 - side, 't', tr("%1 ran out of time").arg(sideText(side)));
        return false;
    }
    message(tr("%1 is set up.").arg(sideText(side)));
    afterMove();
    return true;
}

Position ArimaaDocument::shownPosition() const
{
    Position p = m_game.position();
    if (inSetup()) {
        for (int sq = 0; sq < 64; ++sq) {
            int colour = 0, type = 0;
            const char letter = m_setup[static_cast<std::size_t>(sq)];
            if (letter != '\0' && parsePieceLetter(letter, colour, type) && p.pieceAt(sq) == kNoPiece)
                p.put(colour, type, sq);
        }
        return p;
    }
    for (const StepToken& s : m_steps)
        p.stepPiece(s.colour, s.type, s.from, s.to);
    return p;
}

bool ArimaaDocument::stepAcceptable(const std::vector<StepToken>& steps, const StepToken& step, QString* why) const
{
    std::vector<StepToken> with = steps;
    with.push_back(step);
    if (static_cast<int>(with.size()) > kStepsPerTurn) {
        if (why)
            *why = tr("a move has at most four steps");
        return false;
    }
    const StepsCheck check = checkSteps(m_game.position(), with);
    if (check.ok())
        return true;
    // The first half of a push: fine when one of our stronger pieces can follow into the square.
    if (step.colour != m_game.sideToMove() && static_cast<int>(with.size()) < kStepsPerTurn) {
        const Position now = shownPosition();
        for (int d = 0; d < 4; ++d) {
            const int from = stepTarget(step.from, d);
            int colour = 0;
            const int type = from >= 0 ? now.pieceAt(from, &colour) : kNoPiece;
            if (type == kNoPiece || colour != m_game.sideToMove() || type <= step.type)
                continue;
            std::vector<StepToken> push = with;
            push.push_back({colour, type, from, step.from});
            if (checkSteps(m_game.position(), push).ok())
                return true;
        }
    }
    if (why)
        *why = check.error;
    return false;
}

std::vector<int> ArimaaDocument::legalTargets(int from) const
{
    std::vector<int> out;
    if (inSetup() || m_replay || m_game.outcome().decided() || from < 0)
        return out;
    const Position now = shownPosition();
    int colour = 0;
    const int type = now.pieceAt(from, &colour);
    if (type == kNoPiece)
        return out;
    for (int d = 0; d < 4; ++d) {
        const int to = stepTarget(from, d);
        if (to < 0 || now.pieceAt(to) != kNoPiece)
            continue;
        if (stepAcceptable(m_steps, {colour, type, from, to}, nullptr))
            out.push_back(to);
    }
    return out;
}

bool ArimaaDocument::dropPiece(int from, int to)
{
    m_selected = -1;
    if (m_replay) {
        message(tr("This is a replay; start a New Game to play."));
        refresh();
        return false;
    }
    if (inSetup()) {
        const int side = m_game.sideToMove();
        if (!homeSquare(side, from) || !homeSquare(side, to)) {
            message(tr("%1's pieces stay on its two home ranks during the setup.").arg(sideText(side)));
            refresh();
            return false;
        }
        std::swap(m_setup[static_cast<std::size_t>(from)], m_setup[static_cast<std::size_t>(to)]);
        refresh();
        return true;
    }
    if (gameOver()) {
        message(tr("The game is over."));
        refresh();
        return false;
    }
    if (player(m_game.sideToMove()) != Person) {
        message(tr("It is %1's turn (%2).").arg(sideText(m_game.sideToMove()), playerName(m_game.sideToMove())));
        refresh();
        return false;
    }
    const Position now = shownPosition();
    int colour = 0;
    const int type = now.pieceAt(from, &colour);
    QString why;
    if (type == kNoPiece) {
        why = tr("no piece on %1").arg(QString::fromStdString(squareText(from)));
    } else if (directionBetween(from, to) < 0) {
        why = tr("a step goes to a square next to the piece");
    } else if (now.pieceAt(to) != kNoPiece) {
        why = tr("%1 is taken").arg(QString::fromStdString(squareText(to)));
    } else {
        const StepToken step{colour, type, from, to};
        if (stepAcceptable(m_steps, step, &why)) {
            m_steps.push_back(step);
            message(tr("Step %1: %2").arg(m_steps.size()).arg(QString::fromStdString(stepText(step))));
            refresh();
            return true;
        }
    }
    message(tr("Refused: %1").arg(why));
    refresh();
    return false;
}

bool ArimaaDocument::clickSquare(int square)
{
    if (m_selected >= 0 && m_selected != square) {
        const int from = m_selected;
        if (inSetup() || directionBetween(from, square) >= 0)
            return dropPiece(from, square);
    }
    const Position now = shownPosition();
    if (now.pieceAt(square) != kNoPiece && m_selected != square) {
        m_selected = square;
        m_board->setSelected(square);
        m_board->setTargets(legalTargets(square));
        return true;
    }
    m_selected = -1;
    refresh();
    return false;
}

bool ArimaaDocument::undoStep()
{
    if (m_steps.empty())
        return false;
    m_steps.pop_back();
    m_selected = -1;
    refresh();
    return true;
}

bool ArimaaDocument::finishTurn()
{
    if (inSetup())
        return confirmSetup();
    if (m_replay || m_steps.empty() || gameOver() || player(m_game.sideToMove()) != Person)
        return false;
    const int side = m_game.sideToMove();
    MoveText move;
    move.kind = MoveText::Steps;
    move.steps = m_steps;
    const QString error = m_game.play(move);
    if (!error.isEmpty()) {
        message(tr("The move cannot be played: %1").arg(error));
        return false;
    }
    if (m_timed && !m_clock.finishTurn(side, m_turnTimer.elapsed(), false).inTime()) {
        m_game.takeback();
        endGame(1 - side, 't', tr("%1 ran out of time").arg(sideText(side)));
        return false;
    }
    m_steps.clear();
    m_selected = -1;
    message(tr("Played %1.").arg(QString::fromStdString(m_game.record().back())));
    afterMove();
    return true;
}

bool ArimaaDocument::takeBack()
{
    if (m_replay)
        return false;
    if (!m_steps.empty()) {
        m_steps.clear();
        refresh();
        return true;
    }
    stopThinking();
    if (!m_game.takeback()) {
        message(tr("No move to take back."));
        return false;
    }
    // Back to a person's turn when a machine plays the other side.
    while (player(m_game.sideToMove()) != Person && !m_game.record().empty() && m_game.takeback()) {
    }
    while (m_pieceCounts.size() > (m_game.record().size() >= 2 ? m_game.record().size() - 1 : 0))
        m_pieceCounts.pop_back();
    m_forcedWinner = -1;
    m_endReason.clear();
    while (!m_evals.empty() && m_evals.back().first > static_cast<int>(m_game.record().size()))
        m_evals.pop_back();
    m_turnTimer.restart();
    if (std::any_of(m_engines.begin(), m_engines.end(), [](const auto& e) { return e != nullptr; }))
        startEngines();  // an engine cannot take moves back: it starts again and gets the record
    resetSetup();
    message(tr("Took back a move; %1 to play %2.").arg(sideText(m_game.sideToMove()), QString::fromStdString(m_game.moveLabel())));
    emit moved();
    refresh();
    maybeThink();
    return true;
}

bool ArimaaDocument::saveAs()
{
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("arimaa/lastDir"), QDir::homePath()).toString();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Arimaa Game"), QDir(dir).filePath(tr("arimaa-game.txt")),
                                                      tr("Arimaa games (*.txt);;All files (*)"));
    if (path.isEmpty())
        return false;
    settings.setValue(QStringLiteral("arimaa/lastDir"), QFileInfo(path).absolutePath());
    QSaveFile file(path);
    const std::string text = m_game.recordText();
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), static_cast<qint64>(text.size())) < 0 || !file.commit()) {
        QMessageBox::warning(this, tr("Save Arimaa Game"), tr("%1: cannot write: %2").arg(path, file.errorString()));
        return false;
    }
    emit fileUsed(path);
    message(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

// --- Replay ---------------------------------------------------------------------------------------

bool ArimaaDocument::looksLikeRecord(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    static const QRegularExpression firstMove(QStringLiteral("^\\s*1[gswb]\\s"));
    for (int lines = 0; lines < 50 && !file.atEnd(); ++lines) {
        const QString line = QString::fromUtf8(file.readLine(1 << 20));
        if (line.trimmed().isEmpty())
            continue;
        if (lines == 0 && line.contains(QLatin1Char('\t')) && line.contains(QLatin1String("movelist")))
            return true;
        if (firstMove.match(line).hasMatch())
            return true;
    }
    return false;
}

bool ArimaaDocument::openRecord(const QString& path, QString* error, int gameIndex)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot read: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray data = file.readAll();
    const std::string text = data.toStdString();
    std::vector<std::string> lines;   // the moves to replay
    std::vector<int> lineNumbers;     // where each is in the file (1-based)
    QString name = QFileInfo(path).fileName();
    QString result;
    const std::size_t firstEnd = text.find('\n');
    const std::string firstLine = text.substr(0, firstEnd);
    if (firstLine.find('\t') != std::string::npos && firstLine.find("movelist") != std::string::npos) {
        const ArchiveParse archive = readArchive(text);
        if (!archive.ok() || archive.games.empty()) {
            if (error)
                *error = tr("%1: %2").arg(path, archive.ok() ? tr("no games in the archive") : QString::fromStdString(archive.error));
            return false;
        }
        int index = gameIndex;
        if (index < 0 && archive.games.size() > 1) {
            QStringList items;
            for (const ArchiveGame& g : archive.games)
                items << tr("%1: %2 (Gold) vs %3 (Silver), %4")
                             .arg(QString::fromStdString(g.value("id")), QString::fromStdString(g.value("wusername")),
                                  QString::fromStdString(g.value("busername")), QString::fromStdString(g.value("result")));
            bool ok = false;
            const QString choice = QInputDialog::getItem(this, tr("Open Arimaa Archive"), tr("Game:"), items, 0, false, &ok);
            if (!ok) {
                if (error)
                    *error = QString();
                return false;
            }
            index = static_cast<int>(items.indexOf(choice));
        }
        index = std::clamp(index, 0, static_cast<int>(archive.games.size()) - 1);
        const ArchiveGame& g = archive.games[static_cast<std::size_t>(index)];
        for (const std::string& m : g.moves()) {
            lines.push_back(m);
            lineNumbers.push_back(g.line);
        }
        name = tr("%1 game %2").arg(QFileInfo(path).fileName(), QString::fromStdString(g.value("id")));
        result = tr("Recorded result: %1 wins (%2)")
                     .arg(QString::fromStdString(g.value("result")), QString::fromStdString(g.value("termination")));
    } else {
        // Official notation: every line that starts with a move label; other lines (headers,
        // comments) are skipped.
        static const QRegularExpression label(QStringLiteral("^\\s*\\d+[gswb]\\b"));
        int lineNo = 0;
        for (const QByteArray& raw : data.split('\n')) {
            ++lineNo;
            const QString line = QString::fromUtf8(raw).trimmed();
            if (label.match(line).hasMatch()) {
                lines.push_back(line.toStdString());
                lineNumbers.push_back(lineNo);
            }
        }
        if (lines.empty()) {
            if (error)
                *error = tr("%1: no moves (lines such as \"1g Ra1 ...\") in the file").arg(path);
            return false;
        }
    }
    std::vector<Game> games{Game()};
    std::vector<std::string> played;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string trimmed = QString::fromStdString(lines[i]).trimmed().toStdString();
        // A label with nothing after it (the move that was about to be played) ends the game.
        const MoveParse parse = parseMove(trimmed);
        if (parse.ok() && parse.move.kind == MoveText::Empty)
            continue;
        Game g = games.back();
        const QString why = g.play(trimmed);
        if (!why.isEmpty()) {
            if (error)
                *error = tr("%1:%2: move %3 (%4): %5")
                             .arg(path)
                             .arg(lineNumbers[i])
                             .arg(i + 1)
                             .arg(QString::fromStdString(trimmed), why);
            return false;
        }
        games.push_back(g);
        played.push_back(trimmed);
    }
    m_replay = true;
    m_replayName = name;
    m_replayGames = std::move(games);
    m_replayLines = std::move(played);
    m_steps.clear();
    m_selected = -1;
    m_moveList->clear();
    for (const std::string& l : m_replayLines)
        m_moveList->addItem(QString::fromStdString(l));
    m_setupButtons->hide();
    m_moveButtons->hide();
    m_stepControls->show();
    m_stepControls->setRange(replayMoves(), replayMoves());
    m_board->setInteractive(false);
    m_stepsLabel->setText(result);
    message(tr("Replaying %1: %2 moves.").arg(name).arg(m_replayLines.size()));
    emit titleChanged();
    emit fileUsed(path);
    showReplayMove(replayMoves());
    return true;
}

void ArimaaDocument::leaveReplay()
{
    if (!m_replay)
        return;
    m_replay = false;
    m_replayTimer.stop();
    m_stepControls->setPlaying(false);
    m_stepControls->hide();
    m_moveButtons->show();
    m_board->setInteractive(true);
    m_replayGames.clear();
    m_replayLines.clear();
    m_moveList->clear();
}

void ArimaaDocument::showReplayMove(int index)
{
    if (!m_replay || m_replayGames.empty())
        return;
    m_replayIndex = std::clamp(index, 0, replayMoves());
    m_game = m_replayGames[static_cast<std::size_t>(m_replayIndex)];
    m_stepControls->setRound(m_replayIndex);
    {
        const QSignalBlocker block(m_moveList);
        m_moveList->setCurrentRow(m_replayIndex - 1);
    }
    refresh();
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
        m_turnLabel->setText(tr("Replay, move %1 of %2: %3")
                                 .arg(m_replayIndex)
                                 .arg(replayMoves())
                                 .arg(m_replayIndex > 0 ? QString::fromStdString(m_replayLines[static_cast<std::size_t>(m_replayIndex - 1)])
                                                        : tr("the empty board")) +
                             (outcome.decided() ? QLatin1Char('\n') + tr("%1 wins by %2.").arg(sideText(outcome.winner), terminationText(outcome.termination))
                                                : QString()));
    } else if (!setup) {
        QStringList texts;
        for (const StepToken& s : m_steps)
            texts << QString::fromStdString(stepText(s));
        m_stepsLabel->setText(tr("Steps: %1 of 4%2").arg(m_steps.size()).arg(texts.isEmpty() ? QString() : QStringLiteral(": ") + texts.join(QLatin1Char(' '))));
    } else {
        m_stepsLabel->setText(tr("Drag a piece onto another to swap them."));
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
    m_playerCombos[0]->parentWidget()->setVisible(!m_replay);
    m_thinkingLabel->setVisible(m_thinking);
    m_board->setInteractive(!m_replay && !gameOver() && player(m_game.sideToMove()) == Person);
    updateClocks();
    updatePlot();
    emit stateChanged();
}

} // namespace pb::gui
