#include "gui/less/lessdocument.h"
#include "gui/workers.h"

#include "gui/less/programseat.h"

#include "common/stepcontrols.h"
#include "less/boardview.h"
#include "less/generator.h"
#include "less/referee.h"
#include "less/rush.h"

#include <qcustomplot.h>

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QSaveFile>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>
#include <QLineEdit>
#include <QDir>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace pb::gui {

using namespace pb::less;

namespace {
constexpr BotLevel kLevels[] = {BotLevel::Random, BotLevel::Greedy, BotLevel::Search};

std::array<int, kPieces> squaresOf(const Position& position, int colour) { return position.pieces(colour); }
} // namespace

LessDocument::LessDocument(QWidget* parent)
    : Document(parent)
    , m_cancel(std::make_shared<std::atomic<bool>>(false))
{
    buildUi();
    restoreSettings();
    connect(&m_botWatcher, &QFutureWatcherBase::finished, this, &LessDocument::botDone);
    connect(&m_rushWatcher, &QFutureWatcherBase::finished, this, &LessDocument::rushDone);
    connect(&m_tableWatcher, &QFutureWatcherBase::finished, this, [this] {
        if (m_tableWatcher.future().resultCount() == 0)
            return;
        auto tables = m_tableWatcher.result();
        if (tables && tables->board == m_boardData) {
            m_rushTables = std::move(tables);
            refresh();
        }
    });
    m_thinkingTimer.setInterval(200);
    connect(&m_thinkingTimer, &QTimer::timeout, this, &LessDocument::updateThinking);
    m_rushTimer.setInterval(220);
    connect(&m_rushTimer, &QTimer::timeout, this, &LessDocument::rushTick);
    // The Figure 1 board until a game is chosen; no bot starts before newGame.
    m_boardData = parseBoard(kFigure1Board).board;
    m_boardName = tr("Figure 1");
    m_game = Game(m_boardData);
    m_board->setBoard(m_boardData);
    resetTurn();
    refresh();
}

LessDocument::~LessDocument()
{
    cancelWork();
    stopPrograms();
    m_botWatcher.waitForFinished();
    m_rushWatcher.waitForFinished();
    m_tableWatcher.waitForFinished();
}

LessDocument* LessDocument::createSample(QWidget* parent)
{
    auto* doc = new LessDocument(parent);
    doc->setSeat(Yellow, kHuman);
    for (int c : {Black, White, Red})
        if (doc->seat(c) == kHuman)
            doc->setSeat(c, int(BotLevel::Greedy));
    doc->newGame(parseBoard(kFigure1Board).board, tr("Figure 1"));
    return doc;
}

QString LessDocument::colourText(int colour) const
{
    switch (colour) {
    case Yellow: return tr("Yellow");
    case Black: return tr("Black");
    case White: return tr("White");
    case Red: return tr("Red");
    }
    return {};
}

QString LessDocument::seatText(int colour) const
{
    const int player = seat(colour);
    if (player != kProgram)
        return playerText(player);
    const auto i = static_cast<std::size_t>(colour);
    const QString name = QFileInfo(parsePlayerSpec(m_programCommands[i]).program).fileName();
    return m_judged[i] ? tr("program %1, replaced by the judge's bot").arg(name) : tr("program %1").arg(name);
}

QString LessDocument::playerText(int player) const
{
    if (player == kHuman)
        return tr("Person");
    if (player == kProgram)
        return tr("Program...");
    switch (static_cast<BotLevel>(player)) {
    case BotLevel::Random: return tr("Bot: random");
    case BotLevel::Greedy: return tr("Bot: greedy");
    case BotLevel::Search: return tr("Bot: search");
    }
    return tr("Bot: %1").arg(QString::fromLatin1(botLevelName(static_cast<BotLevel>(player))));
}

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
        form->addRow(tr("%1 (team %2):").arg(colourText(c), c % 2 == 0 ? tr("Yellow+White") : tr("Black+Red")), combo);
    }
    m_botTime = new QSpinBox(players);
    m_botTime->setRange(50, 10000);
    m_botTime->setSingleStep(100);
    m_botTime->setSuffix(tr(" ms"));
    connect(m_botTime, &QSpinBox::valueChanged, this, [this](int ms) { m_botMillis = ms; });
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
    m_stepControls->hide();
    sideLayout->addWidget(m_stepControls);
    connect(m_stepControls, &views::StepControls::seekRequested, this, &LessDocument::showReplayRound);
    connect(m_stepControls, &views::StepControls::resetRequested, this, [this] { showReplayRound(0); });
    connect(m_stepControls, &views::StepControls::playToggled, this, [this](bool playing) {
        if (playing && m_replayRound >= replayRounds())
            showReplayRound(0);
        if (playing)
            m_replayTimer.start();
        else
            m_replayTimer.stop();
    });
    auto setSpeed = [this](int perSecond) { m_replayTimer.setInterval(perSecond > 0 ? 1000 / perSecond : 0); };
    connect(m_stepControls, &views::StepControls::speedChanged, this, setSpeed);
    m_stepControls->setSpeed(4);
    setSpeed(m_stepControls->speed());
    connect(&m_replayTimer, &QTimer::timeout, this, &LessDocument::replayTick);

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

    m_plot = new QCustomPlot(side);
    m_plot->setObjectName(QStringLiteral("lessPlot"));
    m_plot->setMinimumHeight(180);
    m_plot->xAxis->setLabel(tr("Round"));
    m_plot->yAxis->setLabel(tr("Moves"));
    m_plot->legend->setVisible(true);
    QFont small = m_plot->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_plot->legend->setFont(small);
    // Bottom right: below the charged lines' ends and the projected lines near the top.
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    struct G {
        QString name;
        QColor colour;
        Qt::PenStyle style;
    };
    const G graphs[] = {{tr("Yellow+White charged"), QColor(0xc8, 0x9b, 0x00), Qt::SolidLine},
                        {tr("Black+Red charged"), QColor(0xb0, 0x1c, 0x1c), Qt::SolidLine},
                        {tr("Yellow+White projected"), QColor(0xc8, 0x9b, 0x00), Qt::DashLine},
                        {tr("Black+Red projected"), QColor(0xb0, 0x1c, 0x1c), Qt::DashLine}};
    for (const G& g : graphs) {
        QCPGraph* graph = m_plot->addGraph();
        graph->setName(g.name);
        graph->setPen(QPen(g.colour, 2, g.style));
        graph->setLineStyle(QCPGraph::lsStepLeft);
    }
    sideLayout->addWidget(m_plot, 1);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_board);
    m_splitter->addWidget(side);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);
    setFocusProxy(m_board);
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
        if (!program && player != kHuman && (player < int(BotLevel::Random) || player > int(BotLevel::Search)))
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

QString LessDocument::title() const { return tr("Less: %1").arg(m_boardName); }

bool LessDocument::saveAs()
{
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("less/logDir"), QDir::homePath()).toString();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Less Game Log"), QDir(dir).filePath(tr("less-game.txt")),
                                                      tr("Less game logs (*.txt);;All files (*)"));
    if (path.isEmpty())
        return false;
    settings.setValue(QStringLiteral("less/logDir"), QFileInfo(path).absolutePath());
    QString error;
    if (!saveLog(path, &error)) {
        QMessageBox::warning(this, tr("Save Less Game Log"), error);
        return false;
    }
    message(tr("Saved the game log %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

GameLog LessDocument::currentLog() const
{
    if (m_replay)
        return m_log;
    GameLog log;
    log.board = m_boardData;
    log.start = Position::start();
    for (int c = 0; c < kColours; ++c) {
        const auto i = static_cast<std::size_t>(c);
        const int player = seat(c);
        if (player == kHuman)
            log.players[i] = QStringLiteral("person");
        else if (player == kProgram)
            log.players[i] = m_programCommands[i];
        else
            log.players[i] = QStringLiteral("bot:") + QLatin1String(botLevelName(static_cast<BotLevel>(player)));
        if (m_programs[i])
            log.stderrText[i] = m_programs[i]->stderrText();
    }
    log.turns = m_game.history();
    log.faults = m_faults;
    if (m_game.phase() == Game::Phase::Over) {
        for (int c = 0; c < kColours; ++c) {
            const auto i = static_cast<std::size_t>(c);
            log.rushMoves[i] = m_game.rushMoves(c);
            log.rushSteps[i] = m_rush.steps[i];
            log.moves[i] = m_game.moves(c);
        }
        log.scores = scoresOf(m_game, m_faults);
    }
    return log;
}

bool LessDocument::saveLog(const QString& path, QString* error)
{
    QSaveFile file(path);
    const std::string text = writeGameLog(currentLog());
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), static_cast<qint64>(text.size())) < 0 || !file.commit()) {
        if (error)
            *error = tr("%1: cannot write: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

QWidget* LessDocument::imageSource() const { return m_board; }

bool LessDocument::openFile(const QString& path, QString* error) { return openLog(path, error); }

// --- Replay -------------------------------------------------------------------------------------

bool LessDocument::openLog(const QString& path, QString* error)
{
    const GameLogParse parse = loadGameLog(path);
    if (!parse.ok()) {
        if (error)
            *error = parse.error;
        return false;
    }
    // The reader has checked every turn and rush against the rules; replay them for snapshots.
    const GameLog& log = parse.log;
    std::vector<Game> games{Game(log.board, log.start)};
    std::vector<Game::Record> turns;
    for (const Game::Record& r : log.turns) {
        if (r.nil)
            continue;
        Game g = games.back();
        const TurnCheck check = g.play(r.turn);
        if (!check.ok()) {
            if (error)
                *error = tr("%1: turn %2 cannot be replayed: %3").arg(path).arg(turns.size() + 1).arg(check.error);
            return false;
        }
        games.push_back(g);
        turns.push_back(r);
    }
    Game last = games.back();
    if (last.phase() == Game::Phase::Rush &&
        std::all_of(log.rushMoves.begin(), log.rushMoves.end(), [](int m) { return m >= 0; })) {
        for (int c = 0; c < kColours; ++c)
            last.setRush(c, log.rushMoves[static_cast<std::size_t>(c)]);
        games.push_back(last);  // the final round: the rush and the result
    }
    cancelWork();
    m_rushing = false;
    m_replay = true;
    m_log = log;
    m_replayGames = std::move(games);
    m_replayTurns = std::move(turns);
    m_boardData = log.board;
    m_boardName = tr("replay of %1").arg(QFileInfo(path).fileName());
    m_past.clear();
    m_lastTurn.clear();
    m_lastColours.clear();
    m_lastTurns = 0;
    m_steps.clear();
    m_selected = -1;
    m_board->setBoard(log.board);
    startRushTables();
    // The seats are the log's players (shown in the figures), not the workspace's: not editable.
    for (QComboBox* combo : m_seatCombos)
        combo->setEnabled(false);
    m_seatCombos[0]->parentWidget()->hide();
    m_botTime->setEnabled(false);
    m_playButtons->hide();
    m_faultsLabel->show();
    m_stepControls->show();
    m_stepControls->setRange(replayRounds(), replayRounds());
    emit titleChanged();
    showReplayRound(0);
    return true;
}

void LessDocument::leaveReplay()
{
    if (!m_replay)
        return;
    m_replay = false;
    m_replayTimer.stop();
    m_stepControls->setPlaying(false);
    m_stepControls->hide();
    m_faultsLabel->hide();
    m_playButtons->show();
    for (QComboBox* combo : m_seatCombos)
        combo->setEnabled(true);
    m_seatCombos[0]->parentWidget()->show();
    m_botTime->setEnabled(true);
    m_replayGames.clear();
    m_replayTurns.clear();
}

void LessDocument::replayTick()
{
    if (!m_replay || m_replayRound >= replayRounds()) {
        m_replayTimer.stop();
        m_stepControls->setPlaying(false);
        return;
    }
    showReplayRound(m_replayRound + 1);
}

void LessDocument::showReplayRound(int round)
{
    if (!m_replay || m_replayGames.empty())
        return;
    m_replayRound = std::clamp(round, 0, replayRounds());
    m_game = m_replayGames[static_cast<std::size_t>(m_replayRound)];
    // The games before each turn shown so far, for the plot's projected moves after each turn.
    const int played = std::min(m_replayRound, static_cast<int>(m_replayTurns.size()));
    m_past.assign(m_replayGames.begin(), m_replayGames.begin() + played);
    m_turnPosition = m_game.position();
    m_board->setPosition(m_turnPosition);
    m_board->setSelected(-1);
    m_board->setTargets({});
    if (m_game.phase() == Game::Phase::Over) {
        std::vector<Step> steps;
        std::vector<int> colours;
        for (int c = 0; c < kColours; ++c)
            for (const Step& s : m_log.rushSteps[static_cast<std::size_t>(c)]) {
                steps.push_back(s);
                colours.push_back(c);
            }
        m_board->setTrail(steps, colours);
    } else if (m_replayRound > 0) {
        const Game::Record& r = m_replayTurns[static_cast<std::size_t>(m_replayRound - 1)];
        m_board->setTrail(std::vector<Step>(r.turn.steps.begin(), r.turn.steps.begin() + r.turn.count),
                          std::vector<int>(static_cast<std::size_t>(r.turn.count), r.colour));
    } else {
        m_board->setTrail({});
    }
    m_stepControls->setRound(m_replayRound);
    refresh();
}

void LessDocument::replayLabels()
{
    const int rounds = static_cast<int>(m_replayTurns.size());
    const Game& g = m_game;
    QStringList faults;
    if (g.phase() == Game::Phase::Over) {
        m_turnLabel->setText(tr("Replay: final rush and result"));
        for (const Fault& f : m_log.faults)
            faults << faultText(f);
        m_faultsLabel->setText(faults.isEmpty() ? tr("No faults in this game.") : tr("Faults: %1").arg(faults.join(QLatin1String("; "))));
    } else if (m_replayRound == 0) {
        m_turnLabel->setText(tr("Replay: start of the game (%1 turns)").arg(rounds));
        m_faultsLabel->setText(QString());
    } else {
        const Game::Record& r = m_replayTurns[static_cast<std::size_t>(m_replayRound - 1)];
        const int number = g.turnsMade(r.colour);
        m_turnLabel->setText(tr("Replay: turn %1 of %2: %3's turn %4, %5")
                                 .arg(m_replayRound)
                                 .arg(rounds)
                                 .arg(colourText(r.colour))
                                 .arg(number)
                                 .arg(QString::fromStdString(turnText(r.turn))));
        for (const Fault& f : m_log.faults)
            if (f.colour == r.colour && f.turn == number)
                faults << faultText(f);
        m_faultsLabel->setText(faults.isEmpty() ? QString() : tr("Fault: %1").arg(faults.join(QLatin1String("; "))));
    }
    QStringList players;
    for (int c = 0; c < kColours; ++c)
        players << tr("%1: %2").arg(colourText(c), m_log.players[static_cast<std::size_t>(c)]);
    m_budgetLabel->setText(tr("Players: %1").arg(players.join(QLatin1String(", "))));
    m_confirmAction->setEnabled(false);
    m_undoStepAction->setEnabled(false);
    m_undoTurnAction->setEnabled(false);
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

void LessDocument::message(const QString& text)
{
    m_lastMessage = text;
    emit statusMessage(text);
}

// --- Game ---------------------------------------------------------------------------------------

void LessDocument::newGame(const Board& board, const QString& name)
{
    cancelWork();
    stopPrograms();
    leaveReplay();
    m_boardData = board;
    m_boardName = name;
    m_game = Game(board);
    m_past.clear();
    m_lastTurn.clear();
    m_lastColours.clear();
    m_lastTurns = 0;
    m_rushing = false;
    m_board->setBoard(board);
    m_faults.clear();
    m_rush = RushAnswer();
    startRushTables();
    startPrograms();
    resetTurn();
    emit titleChanged();
    refresh();
    maybeStartBot();
}

bool LessDocument::newGameFromText(const QString& text, QString* error)
{
    const QString t = text.trimmed();
    bool isNumber = false;
    const qulonglong seed = t.toULongLong(&isNumber);
    if (isNumber && t.size() < kWallDigits) {
        const TileSetParse tiles = defaultTiles();
        if (!tiles.ok()) {
            if (error)
                *error = tiles.error;
            return false;
        }
        newGame(generateBoard(tiles.tiles, seed).board, tr("seed %1").arg(seed));
        return true;
    }
    const BoardParse parsed = parseBoard(t.toStdString());
    if (!parsed.ok()) {
        if (error)
            *error = parsed.column > 0 ? tr("Wall string, column %1: %2").arg(parsed.column).arg(parsed.error)
                                       : tr("Not a seed or a wall string: %1").arg(parsed.error);
        return false;
    }
    newGame(parsed.board, parsed.board.toString() == kFigure1Board ? tr("Figure 1") : tr("pasted board"));
    return true;
}

void LessDocument::askNewGame()
{
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("New Less Game"),
        tr("A seed (a number) to generate the board from the tiles, or a 112-digit wall string:"), QLineEdit::Normal,
        QString::number(QSettings().value(QStringLiteral("less/lastSeed"), 1).toULongLong()), &ok);
    if (!ok)
        return;
    QString error;
    if (!newGameFromText(text, &error)) {
        QMessageBox::warning(this, tr("New Less Game"), error);
        return;
    }
    bool isNumber = false;
    const qulonglong seed = text.trimmed().toULongLong(&isNumber);
    if (isNumber)
        QSettings().setValue(QStringLiteral("less/lastSeed"), seed);
}

void LessDocument::updateSeatCombo(int colour)
{
    const auto i = static_cast<std::size_t>(colour);
    QComboBox* combo = m_seatCombos[i];
    const int programIndex = combo->findData(kProgram);
    const QString& command = m_programCommands[i];
    combo->setItemText(programIndex, command.isEmpty() ? playerText(kProgram)
                                                       : tr("Program: %1").arg(QFileInfo(parsePlayerSpec(command).program).fileName()));
    combo->setItemData(programIndex, command, Qt::ToolTipRole);
    combo->setCurrentIndex(combo->findData(m_seats[i]));
    combo->setToolTip(m_seats[i] == kProgram ? command : QString());
}

void LessDocument::setSeat(int colour, int player)
{
    if (colour < 0 || colour >= kColours)
        return;
    if (m_replay)
        return;
    const auto i = static_cast<std::size_t>(colour);
    if (player == kProgram) {
        if (m_seats[i] != kProgram && !m_programCommands[i].isEmpty())
            setSeatProgram(colour, m_programCommands[i]);
        else
            updateSeatCombo(colour);
        return;
    }
    const bool toMove = m_game.phase() == Game::Phase::Playing && m_game.toMove() == colour;
    if (toMove && m_thinking)
        cancelWork();  // whoever thought for this seat stops
    if (m_programs[i]) {
        m_programs[i].reset();  // ends the program (it has been cancelled if it was thinking)
        message(tr("%1's program was stopped; %2 plays its seat from now on.").arg(colourText(colour), playerText(player)));
    }
    m_judged[i] = false;
    m_seats[i] = player;
    updateSeatCombo(colour);
    saveSeats();
    if (toMove) {
        if (player != kHuman)
            resetTurn();
        refresh();
        maybeStartBot();
    } else {
        refresh();
    }
}

void LessDocument::setSeatProgram(int colour, const QString& command)
{
    if (colour < 0 || colour >= kColours || m_replay || command.trimmed().isEmpty())
        return;
    const auto i = static_cast<std::size_t>(colour);
    m_programCommands[i] = command.trimmed();
    m_seats[i] = kProgram;
    rememberProgram(m_programCommands[i]);
    updateSeatCombo(colour);
    saveSeats();
    newGame(m_boardData, m_boardName);
    message(tr("%1 is played by %2; the game starts again so that the program sees every turn.")
                .arg(colourText(colour), m_programCommands[i]));
}

void LessDocument::rememberProgram(const QString& command) const
{
    QSettings s;
    QStringList recent = s.value(QStringLiteral("less/recentPrograms")).toStringList();
    recent.removeAll(command);
    recent.prepend(command);
    while (recent.size() > 10)
        recent.removeLast();
    s.setValue(QStringLiteral("less/recentPrograms"), recent);
}

bool LessDocument::chooseProgram(int colour)
{
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("lessProgramDialog"));
    dialog.setWindowTitle(tr("Program for %1").arg(colourText(colour)));
    auto* layout = new QVBoxLayout(&dialog);
    auto* text = new QLabel(tr("The program's command line (arguments allowed). It is started for each game and speaks "
                               "the CodeCup 2017 dialogue on stdin and stdout, with %1 s for the game. If it crashes, "
                               "runs out of time or sends an invalid turn, it scores 0 and the judge's bot plays its seat.")
                                .arg(m_programMillis / 1000.0),
                            &dialog);
    text->setWordWrap(true);
    layout->addWidget(text);
    auto* row = new QHBoxLayout;
    auto* command = new QComboBox(&dialog);
    command->setObjectName(QStringLiteral("command"));
    command->setEditable(true);
    command->setMinimumContentsLength(40);
    command->addItems(QSettings().value(QStringLiteral("less/recentPrograms")).toStringList());
    command->setCurrentText(m_programCommands[static_cast<std::size_t>(colour)]);
    row->addWidget(command, 1);
    auto* browse = new QPushButton(tr("Browse..."), &dialog);
    connect(browse, &QPushButton::clicked, &dialog, [&dialog, command] {
        const QString path = QFileDialog::getOpenFileName(&dialog, tr("Choose a Less Program"),
                                                          QFileInfo(parsePlayerSpec(command->currentText()).program).absolutePath());
        if (!path.isEmpty())
            command->setCurrentText(path.contains(QLatin1Char(' ')) ? QLatin1Char('"') + path + QLatin1Char('"') : path);
    });
    row->addWidget(browse);
    layout->addLayout(row);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    for (;;) {
        if (dialog.exec() != QDialog::Accepted)
            return false;
        QString error;
        const PlayerSpec spec = parsePlayerSpec(command->currentText(), &error);
        if (!error.isEmpty() || spec.bot) {
            QMessageBox::warning(&dialog, dialog.windowTitle(),
                                 error.isEmpty() ? tr("Built-in bots are chosen in the seat's list, not here.") : error);
            continue;
        }
        break;
    }
    if (!m_game.history().empty() && m_game.phase() != Game::Phase::Over &&
        QMessageBox::question(this, dialog.windowTitle(),
                              tr("A program has to see the game from its first turn, so this game starts again on the "
                                 "same board. Go on?")) != QMessageBox::Yes)
        return false;
    setSeatProgram(colour, command->currentText());
    return true;
}

// --- Programs ------------------------------------------------------------------------------------

bool LessDocument::playsProgram(int colour) const
{
    const auto i = static_cast<std::size_t>(colour);
    return seat(colour) == kProgram && m_programs[i] && !m_judged[i];
}

void LessDocument::startPrograms()
{
    const int game = ++m_gameNumber;
    m_judged.fill(false);
    for (int c = 0; c < kColours; ++c) {
        const auto i = static_cast<std::size_t>(c);
        if (seat(c) != kProgram || m_programCommands[i].isEmpty())
            continue;
        m_programs[i] = std::make_unique<LessProgramSeat>(c, m_programCommands[i], m_programMillis);
        m_programs[i]->start(m_boardData).then(this, [this, game](const std::optional<Fault>& fault) {
            if (fault && game == m_gameNumber)
                programFault(*fault);
        });
    }
}

void LessDocument::stopPrograms()
{
    // Every program is told to stop (cancelWork has cancelled a thinking one) and waited for.
    for (auto& p : m_programs)
        p.reset();
}

void LessDocument::quitFinishedPrograms()
{
    for (int c = 0; c < kColours; ++c)
        if (playsProgram(c) && m_game.position().teamHome(teamOf(c)))
            m_programs[static_cast<std::size_t>(c)]->quit();
}

QString LessDocument::faultText(const Fault& f) const
{
    return tr("%1, turn %2, %3: \"%4\" %5")
        .arg(colourText(f.colour))
        .arg(f.turn)
        .arg(QString::fromLatin1(faultKindName(f.kind)), QString::fromStdString(f.line), f.message);
}

void LessDocument::programFault(const Fault& fault)
{
    const auto i = static_cast<std::size_t>(fault.colour);
    if (m_judged[i])
        return;
    m_judged[i] = true;
    m_faults.push_back(fault);
    message(tr("%1's program failed (%2); it scores 0 and the judge's bot plays its seat.")
                .arg(colourText(fault.colour), faultText(fault)));
    refresh();
}

void LessDocument::askProgram(int colour)
{
    m_thinking = true;
    const int generation = ++m_generation;
    m_botClock.start();
    m_thinkingTimer.start();
    m_programs[static_cast<std::size_t>(colour)]->askTurn(m_game, m_cancel).then(
        this, [this, generation, colour](const ProgramPlayer::TurnReply& reply) { programAnswered(generation, colour, reply); });
    refresh();
}

void LessDocument::programAnswered(int generation, int colour, const ProgramPlayer::TurnReply& reply)
{
    if (generation != m_generation || !m_thinking || reply.status == ProgramPlayer::Status::Cancelled)
        return;
    if (reply.status == ProgramPlayer::Status::Ok) {
        deliverAnswer(BotAnswer{generation, reply.turn});
        return;
    }
    m_thinking = false;
    m_thinkingTimer.stop();
    Fault fault = reply.fault;
    fault.colour = colour;
    programFault(fault);
    maybeStartBot();  // the judge's bot plays this turn
}

void LessDocument::updateThinking()
{
    if (!m_thinking) {
        m_thinkingTimer.stop();
        return;
    }
    const int colour = m_game.toMove();
    if (m_game.phase() == Game::Phase::Playing && playsProgram(colour)) {
        const qint64 left = std::max<qint64>(0, m_programs[static_cast<std::size_t>(colour)]->leftMs() - m_botClock.elapsed());
        m_thinkingLabel->setText(tr("%1's program is thinking... %2 s left").arg(colourText(colour)).arg(left / 1000.0, 0, 'f', 1));
    }
}

void LessDocument::setBotMillis(int ms) { m_botTime->setValue(ms); }

bool LessDocument::humanToMove() const
{
    return m_game.phase() == Game::Phase::Playing && seat(m_game.toMove()) == kHuman && !m_thinking;
}

int LessDocument::budgetLeft() const
{
    int spent = 0;
    for (const Step& s : m_steps)
        spent += s.cost;
    return kTurnBudget - spent;
}

void LessDocument::resetTurn()
{
    m_turnPosition = m_game.position();
    m_steps.clear();
    m_selected = -1;
    updateTargets();
}

void LessDocument::updateTargets()
{
    std::vector<views::LessBoardView::Target> targets;
    if (m_selected >= 0 && m_steps.size() < 3) {
        Step steps[8];
        const int n = stepsFrom(m_game.board(), m_turnPosition, m_selected, steps);
        for (int i = 0; i < n; ++i)
            if (steps[i].cost <= budgetLeft())
                targets.push_back({steps[i].to, steps[i].cost, steps[i].jump});
    }
    if (!m_rushing) {
        m_board->setPosition(m_turnPosition);
        if (m_steps.empty())
            m_board->setTrail(m_lastTurn, m_lastColours);
        else
            m_board->setTrail(m_steps, std::vector<int>(m_steps.size(), m_game.toMove()));
    }
    m_board->setSelected(m_selected);
    m_board->setTargets(targets);
}

bool LessDocument::clickSquare(int square)
{
    if (m_replay) {
        message(tr("This is a replay; start a New Game to play."));
        return false;
    }
    if (square < 0 || square >= kSquares)
        return false;
    if (m_game.phase() != Game::Phase::Playing) {
        message(tr("The game is over; start a new one (New Game)."));
        return false;
    }
    const int colour = m_game.toMove();
    if (!humanToMove()) {
        message(tr("%1 is played by a bot; wait for its turn.").arg(colourText(colour)));
        return false;
    }
    const int mover = m_turnPosition.movableColour(colour);
    const QString name = QString::fromStdString(squareName(square));
    if (mover < 0) {
        message(tr("Your team is home: confirm the turn (Enter)."));
        return false;
    }
    if (m_selected >= 0 && square == m_selected) {
        m_selected = -1;
        updateTargets();
        message(tr("Piece on %1 put down.").arg(name));
        return true;
    }
    if (m_selected >= 0 && m_turnPosition.at(square) < 0) {
        Step steps[8];
        const int n = stepsFrom(m_game.board(), m_turnPosition, m_selected, steps);
        const QString from = QString::fromStdString(squareName(m_selected));
        for (int i = 0; i < n; ++i) {
            if (steps[i].to != square)
                continue;
            if (m_steps.size() >= 3) {
                message(tr("A turn has at most 3 steps: confirm it (Enter) or undo a step (Backspace)."));
                return false;
            }
            if (steps[i].cost > budgetLeft()) {
                message(tr("%1 to %2 costs %3 but only %4 of the turn's 3 moves are left.")
                            .arg(from, name)
                            .arg(steps[i].cost)
                            .arg(budgetLeft()));
                return false;
            }
            m_steps.push_back(steps[i]);
            m_turnPosition.move(steps[i].from, steps[i].to);
            const int moverNow = m_turnPosition.movableColour(colour);
            m_selected = (moverNow >= 0 && m_turnPosition.at(square) == moverNow && budgetLeft() > 0 && m_steps.size() < 3)
                             ? square
                             : -1;
            updateTargets();
            refresh();
            message(tr("%1 %2 to %3 costs %4; %5 left.")
                        .arg(steps[i].jump ? tr("Jump") : tr("Step"), from, name)
                        .arg(steps[i].cost)
                        .arg(budgetLeft()));
            return true;
        }
        message(tr("%1 is not a step or a jump from %2 (a step goes to a neighbouring empty square, a jump over "
                   "one piece to the empty square behind it, with no wall in the way).")
                    .arg(name, from));
        return false;
    }
    const int owner = m_turnPosition.at(square);
    if (owner < 0) {
        message(tr("Click one of the %1 pieces first.").arg(colourText(mover)));
        return false;
    }
    if (owner != mover) {
        message(mover == colour ? tr("That is a %1 piece; %2 moves its own pieces.").arg(colourText(owner), colourText(colour))
                                : tr("That is a %1 piece; %2 is home and moves %3 pieces now.")
                                      .arg(colourText(owner), colourText(colour), colourText(mover)));
        return false;
    }
    if (budgetLeft() <= 0 || m_steps.size() >= 3) {
        message(tr("Nothing left of this turn: confirm it (Enter) or undo a step (Backspace)."));
        return false;
    }
    m_selected = square;
    updateTargets();
    if (m_board->targets().empty())
        message(tr("The piece on %1 cannot move with %2 left.").arg(name).arg(budgetLeft()));
    else
        message(tr("Piece on %1: click a marked square (its cost is shown).").arg(name));
    return true;
}

bool LessDocument::undoStep()
{
    if (m_steps.empty()) {
        message(tr("No step to undo in this turn."));
        return false;
    }
    const Step s = m_steps.back();
    m_steps.pop_back();
    m_turnPosition.move(s.to, s.from);
    m_selected = s.from;
    updateTargets();
    refresh();
    message(tr("Step undone; %1 left.").arg(budgetLeft()));
    return true;
}

void LessDocument::clearTurn()
{
    resetTurn();
    refresh();
}

bool LessDocument::confirmTurn()
{
    if (!humanToMove()) {
        message(tr("It is not a person's turn."));
        return false;
    }
    if (m_steps.empty()) {
        message(tr("Make at least one step before confirming."));
        return false;
    }
    Turn turn;
    for (const Step& s : m_steps)
        turn.push(s);
    const Game before = m_game;
    const TurnCheck check = m_game.play(turn);
    if (!check.ok()) {
        message(check.error);
        return false;
    }
    m_past.push_back(before);
    message(tr("%1 played %2.").arg(colourText(before.toMove()), QString::fromStdString(turnText(check.turn))));
    m_lastTurn.clear();  // the person knows the turn; the trail shows the answers
    m_lastColours.clear();
    m_lastTurns = 0;
    afterTurn();
    return true;
}

bool LessDocument::undoTurn()
{
    if (m_replay)
        return false;
    if (std::any_of(m_programs.begin(), m_programs.end(), [](const auto& p) { return p != nullptr; })) {
        message(tr("Turns cannot be undone in a game with a program: it cannot take its turns back. "
                   "Start a new game instead."));
        return false;
    }
    // Back to the latest state before a person's turn (at least one turn back).
    int index = static_cast<int>(m_past.size()) - 1;
    while (index >= 0 && seat(m_past[static_cast<std::size_t>(index)].toMove()) != kHuman)
        --index;
    if (index < 0) {
        message(tr("No turn of a person to undo."));
        return false;
    }
    cancelWork();
    m_game = m_past[static_cast<std::size_t>(index)];
    m_past.erase(m_past.begin() + index, m_past.end());
    m_lastTurn.clear();
    m_lastColours.clear();
    m_lastTurns = 0;
    m_rushing = false;
    resetTurn();
    refresh();
    message(tr("Back to %1's turn %2.").arg(colourText(m_game.toMove())).arg(m_game.turnsMade(m_game.toMove()) + 1));
    return true;
}

void LessDocument::afterTurn()
{
    resetTurn();
    quitFinishedPrograms();
    emit turnPlayed();
    if (m_game.phase() == Game::Phase::Rush) {
        startRush();
    } else if (m_game.phase() == Game::Phase::Over) {
        refresh();
        emit gameOver();
        return;
    }
    refresh();
    maybeStartBot();
}

void LessDocument::cancelWork()
{
    m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    ++m_generation;
    m_thinking = false;
    m_thinkingTimer.stop();
    m_rushTimer.stop();
}

void LessDocument::maybeStartBot()
{
    if (m_thinking || m_game.phase() != Game::Phase::Playing || seat(m_game.toMove()) == kHuman)
        return;
    const int colour = m_game.toMove();
    if (playsProgram(colour)) {
        askProgram(colour);
        return;
    }
    m_thinking = true;
    const int generation = ++m_generation;
    BotOptions options;
    // A seat whose program failed is played by the judge's bot (the referee's default level).
    options.level = seat(colour) == kProgram ? RefereeOptions().judgeLevel : static_cast<BotLevel>(seat(colour));
    options.seed = m_botSeed++;
    options.budget = std::chrono::milliseconds(m_botMillis);
    auto cancel = m_cancel;
    options.cancel = cancel.get();
    const Game game = m_game;
    m_botClock.start();
    m_botWatcher.setFuture(QtConcurrent::run(workerPool(), [game, options, cancel, generation] {
        return BotAnswer{generation, chooseTurn(game, options)};
    }));
    refresh();
}

void LessDocument::botDone()
{
    if (m_botWatcher.future().isCanceled() || m_botWatcher.future().resultCount() == 0)
        return;
    deliverAnswer(m_botWatcher.result());
}

void LessDocument::deliverAnswer(const BotAnswer& answer)
{
    if (answer.generation != m_generation || !m_thinking)
        return;
    const qint64 wait = m_botPause - m_botClock.elapsed();
    if (wait > 0) {
        QTimer::singleShot(static_cast<int>(wait), this, [this, answer] {
            if (answer.generation == m_generation && m_thinking)
                applyBotAnswer(answer);
        });
        return;
    }
    applyBotAnswer(answer);
}

void LessDocument::applyBotAnswer(const BotAnswer& answer)
{
    m_thinking = false;
    m_thinkingTimer.stop();
    const Game before = m_game;
    const TurnCheck check = m_game.play(answer.turn);
    if (!check.ok()) {
        message(tr("The %1 bot's turn was refused: %2").arg(colourText(before.toMove()), check.error));
        refresh();
        return;
    }
    m_past.push_back(before);
    if (m_lastTurns >= kColours - 1) {
        m_lastTurn.clear();
        m_lastColours.clear();
        m_lastTurns = 0;
    }
    ++m_lastTurns;
    Position replay = before.position();
    for (int i = 0; i < check.turn.count; ++i) {
        const Step& s = check.turn.steps[static_cast<std::size_t>(i)];
        m_lastTurn.push_back(s);
        m_lastColours.push_back(replay.at(s.from));
        replay.move(s.from, s.to);
    }
    message(tr("%1 (%2) played %3.").arg(colourText(before.toMove()), seatText(before.toMove()),
                                         QString::fromStdString(turnText(check.turn))));
    afterTurn();
}

// --- The final rush ----------------------------------------------------------------------------

void LessDocument::startRush()
{
    // The programs send their own rushes first (each on its own thread); then every other
    // colour's optimal rush is computed.
    m_thinking = true;
    const int generation = ++m_generation;
    m_rushPending = 0;
    for (auto& steps : m_programRush)
        steps.clear();
    for (int c = 0; c < kColours; ++c) {
        if (!playsProgram(c) || m_game.rushMoves(c) >= 0)
            continue;
        ++m_rushPending;
        m_programs[static_cast<std::size_t>(c)]->askRush(m_game, m_cancel).then(
            this, [this, generation, c](const LessProgramSeat::RushOutcome& out) {
                if (generation != m_generation || out.cancelled)
                    return;
                if (out.fault)
                    programFault(*out.fault);
                m_programRush[static_cast<std::size_t>(c)] = out.steps;
                m_game.setRush(c, out.moves);
                if (--m_rushPending == 0)
                    solveRushes();
            });
    }
    if (m_rushPending > 0)
        message(tr("Final rush: waiting for the programs' rushes..."));
    else
        solveRushes();
}

void LessDocument::solveRushes()
{
    const int generation = ++m_generation;
    m_thinking = true;
    const Game game = m_game;
    m_rushWatcher.setFuture(QtConcurrent::run(workerPool(), [game, generation] {
        RushAnswer answer;
        answer.generation = generation;
        for (int c = 0; c < kColours; ++c) {
            if (game.rushMoves(c) >= 0) {
                answer.moves[static_cast<std::size_t>(c)] = game.rushMoves(c);
                continue;
            }
            RushResult r = solveRush(game.board(), c, squaresOf(game.position(), c));
            answer.moves[static_cast<std::size_t>(c)] = r.moves;
            answer.steps[static_cast<std::size_t>(c)] = std::move(r.steps);
        }
        return answer;
    }));
    message(tr("Final rush: finding every colour's fewest moves home..."));
}

void LessDocument::rushDone()
{
    if (m_rushWatcher.future().resultCount() == 0)
        return;
    RushAnswer answer = m_rushWatcher.result();
    if (answer.generation != m_generation)
        return;
    m_thinking = false;
    for (int c = 0; c < kColours; ++c) {
        const auto i = static_cast<std::size_t>(c);
        if (m_game.rushMoves(c) < 0)
            m_game.setRush(c, answer.moves[i]);
        if (!m_programRush[i].empty())
            answer.steps[i] = m_programRush[i];
    }
    for (auto& p : m_programs)
        if (p)
            p->quit();
    m_rush = std::move(answer);
    m_rushing = true;
    m_rushColour = 0;
    m_rushStep = 0;
    m_rushTimer.start();
    rushTick();
    refresh();
    emit gameOver();
}

void LessDocument::rushTick()
{
    // Shows colour m_rushColour alone after m_rushStep of its rush steps.
    while (m_rushColour < kColours && m_rushStep > static_cast<int>(m_rush.steps[static_cast<std::size_t>(m_rushColour)].size())) {
        ++m_rushColour;
        m_rushStep = 0;
    }
    if (m_rushColour >= kColours) {
        finishRushAnimation();
        return;
    }
    const auto& steps = m_rush.steps[static_cast<std::size_t>(m_rushColour)];
    Position shown;
    for (int sq : m_game.position().pieces(m_rushColour))
        shown.set(sq, m_rushColour);
    for (int i = 0; i < m_rushStep; ++i)
        shown.move(steps[static_cast<std::size_t>(i)].from, steps[static_cast<std::size_t>(i)].to);
    m_board->setPosition(shown);
    m_board->setTrail(std::vector<Step>(steps.begin(), steps.begin() + m_rushStep),
                      std::vector<int>(static_cast<std::size_t>(m_rushStep), m_rushColour));
    m_board->setSelected(-1);
    m_board->setTargets({});
    m_turnLabel->setText(tr("Final rush: %1, %2 of %3 moves")
                             .arg(colourText(m_rushColour))
                             .arg([&] {
                                 int cost = 0;
                                 for (int i = 0; i < m_rushStep; ++i)
                                     cost += steps[static_cast<std::size_t>(i)].cost;
                                 return cost;
                             }())
                             .arg(m_game.rushMoves(m_rushColour)));
    ++m_rushStep;
}

void LessDocument::finishRushAnimation()
{
    if (!m_rushing)
        return;
    m_rushTimer.stop();
    m_rushing = false;
    m_lastTurn.clear();
    m_lastColours.clear();
    m_lastTurns = 0;
    resetTurn();
    refresh();
}

// --- What is shown -------------------------------------------------------------------------------

void LessDocument::startRushTables()
{
    // The exact rush of every placement of each colour (0.2 s a colour), so the projected score
    // and its plot use exact rushes instead of the lower bound once they are ready.
    if (m_rushTables && m_rushTables->board == m_boardData)
        return;
    m_rushTables.reset();
    const Board board = m_boardData;
    m_tableWatcher.setFuture(QtConcurrent::run(workerPool(), [board] {
        auto tables = std::make_shared<RushTables>();
        tables->board = board;
        for (int c = 0; c < kColours; ++c)
            tables->tables.emplace_back(board, c);
        return std::shared_ptr<const RushTables>(std::move(tables));
    }));
}

int LessDocument::rushEstimate(const Game& g, int colour) const
{
    if (g.rushMoves(colour) >= 0)
        return g.rushMoves(colour);
    const std::array<int, kPieces> pieces = g.position().pieces(colour);
    if (m_rushTables && m_rushTables->board == g.board())
        return m_rushTables->tables[static_cast<std::size_t>(colour)].moves(pieces);
    return rushLowerBound(g.board(), colour, pieces);
}

bool LessDocument::projectionIsExact() const { return m_rushTables && m_rushTables->board == m_game.board(); }

int LessDocument::projectedScore(int team) const
{
    std::array<int, 2> moves{};
    for (int c = 0; c < kColours; ++c) {
        const int rush = rushEstimate(m_game, c);
        moves[static_cast<std::size_t>(teamOf(c))] += m_game.charged(c) + rush;
    }
    return teamScore(moves[static_cast<std::size_t>(team)], moves[static_cast<std::size_t>(1 - team)]);
}

void LessDocument::refresh()
{
    const Game& g = m_game;
    const int colour = g.toMove();
    if (!m_rushing) {
        switch (g.phase()) {
        case Game::Phase::Playing:
            m_turnLabel->setText(tr("Turn %1 of %2: %3 to move (%4)")
                                     .arg(g.turnsMade(colour) + 1)
                                     .arg(kTurnLimit)
                                     .arg(colourText(colour), seatText(colour)));
            break;
        case Game::Phase::Rush: m_turnLabel->setText(tr("Final rush")); break;
        case Game::Phase::Over: m_turnLabel->setText(tr("Game over")); break;
        }
    }
    const bool human = humanToMove();
    if (human) {
        QStringList steps;
        for (const Step& s : m_steps)
            steps << QString::fromStdString(stepText(s));
        m_budgetLabel->setText(tr("Moves left this turn: %1 of %2%3")
                                   .arg(budgetLeft())
                                   .arg(kTurnBudget)
                                   .arg(steps.isEmpty() ? QString() : tr(" (%1)").arg(steps.join(QLatin1Char(':')))));
    } else {
        m_budgetLabel->setText(QString());
    }
    m_movesLabel->setText(tr("Moves charged: Yellow %1, White %2 (team %3); Black %4, Red %5 (team %6)")
                              .arg(g.moves(Yellow))
                              .arg(g.moves(White))
                              .arg(g.teamMoves(0))
                              .arg(g.moves(Black))
                              .arg(g.moves(Red))
                              .arg(g.teamMoves(1)));
    if (g.phase() == Game::Phase::Over) {
        const std::vector<Fault>& faults = m_replay ? m_log.faults : m_faults;
        if (faults.empty()) {
            m_scoreLabel->setText(tr("Score: Yellow+White %1, Black+Red %2").arg(g.score(0)).arg(g.score(1)));
        } else {
            const std::array<int, kColours> scores = scoresOf(g, faults);
            m_scoreLabel->setText(tr("Score: Yellow %1, White %2, Black %3, Red %4 (a program with a fault scores 0)")
                                      .arg(scores[Yellow])
                                      .arg(scores[White])
                                      .arg(scores[Black])
                                      .arg(scores[Red]));
        }
        QString why;
        switch (g.rushReason()) {
        case Game::RushReason::TurnLimit: why = tr("after %1 turns each").arg(kTurnLimit); break;
        case Game::RushReason::Stuck: why = tr("%1 could not move").arg(colourText(g.stuckColour())); break;
        case Game::RushReason::AllHome: why = tr("every piece home"); break;
        case Game::RushReason::None: break;
        }
        QStringList rush;
        for (int c = 0; c < kColours; ++c)
            rush << tr("%1 %2").arg(colourText(c)).arg(g.rushMoves(c));
        const int s0 = g.score(0), s1 = g.score(1);
        const QString winner = s0 == s1 ? tr("A draw") : (s0 > s1 ? tr("Yellow+White win") : tr("Black+Red win"));
        m_resultLabel->setText(tr("%1, %2 to %3 (%4; final rush: %5).").arg(winner).arg(s0).arg(s1).arg(why, rush.join(tr(", "))));
    } else {
        m_scoreLabel->setText((projectionIsExact() ? tr("Projected score (exact rushes): Yellow+White %1, Black+Red %2")
                                                   : tr("Projected score (rushes by lower bound): Yellow+White %1, Black+Red %2"))
                                  .arg(projectedScore(0))
                                  .arg(projectedScore(1)));
        m_resultLabel->setText(g.phase() == Game::Phase::Rush ? tr("Computing the final rush...") : QString());
    }
    m_thinkingLabel->setVisible(m_thinking);
    m_thinkingBar->setVisible(m_thinking);
    if (m_thinking) {
        m_thinkingLabel->setText(g.phase() == Game::Phase::Playing ? tr("%1 is thinking...").arg(colourText(colour))
                                 : m_rushPending > 0              ? tr("The programs are sending their rushes...")
                                                                  : tr("Computing the rush..."));
        updateThinking();
    }
    if (!m_replay) {
        QStringList faults;
        for (const Fault& f : m_faults)
            faults << faultText(f);
        m_faultsLabel->setVisible(!faults.isEmpty());
        m_faultsLabel->setText(tr("Faults: %1").arg(faults.join(QLatin1String("; "))));
    }
    m_confirmButton->setEnabled(human && !m_steps.empty());
    m_confirmAction->setEnabled(human && !m_steps.empty());
    m_undoStepButton->setEnabled(human && !m_steps.empty());
    m_undoStepAction->setEnabled(human && !m_steps.empty());
    const bool canUndoTurn =
        std::none_of(m_programs.begin(), m_programs.end(), [](const auto& p) { return p != nullptr; }) &&
        std::any_of(m_past.begin(), m_past.end(), [this](const Game& p) { return seat(p.toMove()) == kHuman; });
    m_undoTurnButton->setEnabled(canUndoTurn);
    m_undoTurnAction->setEnabled(canUndoTurn);
    m_skipRushAction->setEnabled(m_rushing);
    if (m_replay)
        replayLabels();
    updatePlot();
    emit stateChanged();
}

void LessDocument::updatePlot()
{
    // Both teams' charged moves after every turn (x in rounds of four turns), and the projected
    // moves (charged + the rush lower bound, or the real rush once known).
    QVector<double> xs{0};
    QVector<double> charged[2] = {{0}, {0}};
    QVector<double> projected[2];
    auto projectedMoves = [this](const Game& g, int team) {
        int m = 0;
        for (int c : {team, team + 2})
            m += g.charged(c) + rushEstimate(g, c);
        return double(m);
    };
    const Game start(m_game.board());
    projected[0] << projectedMoves(start, 0);
    projected[1] << projectedMoves(start, 1);
    const auto& history = m_game.history();
    std::array<int, 2> sums{};
    // m_past[i] is the game before the i-th played turn; the states after them are m_past[i+1]
    // and finally m_game. Nil records come with the turn before them.
    std::size_t pastIndex = 1;
    for (std::size_t i = 0; i < history.size(); ++i) {
        const auto& r = history[i];
        if (!r.nil)
            sums[static_cast<std::size_t>(teamOf(r.colour))] += kTurnCharge;
        xs << double(i + 1) / kColours;
        charged[0] << sums[0];
        charged[1] << sums[1];
        // The state after this record: the next snapshot whose history is longer than i + 1.
        while (pastIndex < m_past.size() && m_past[pastIndex].history().size() < i + 1)
            ++pastIndex;
        const Game& after = (pastIndex < m_past.size() && m_past[pastIndex].history().size() >= i + 1) ? m_past[pastIndex] : m_game;
        projected[0] << projectedMoves(after, 0);
        projected[1] << projectedMoves(after, 1);
    }
    for (int t = 0; t < 2; ++t) {
        m_plot->graph(t)->setData(xs, charged[t], true);
        m_plot->graph(2 + t)->setData(xs, projected[t], true);
    }
    m_plot->rescaleAxes();
    m_plot->xAxis->setRange(0, std::max(5.0, xs.back() + 0.5));
    m_plot->yAxis->setRange(0, std::max(10.0, m_plot->yAxis->range().upper * 1.1));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace pb::gui
