// The Less workspace: the game, its seats and its session. The widgets are built in lessui.cpp,
// shown in lessview.cpp, and replays live in lessreplay.cpp.
#include "gui/less/lessdocument.h"

#include "gui/less/lessplay.h"
#include "gui/less/programdialog.h"

#include "less/boardview.h"
#include "less/generator.h"
#include "less/program.h"

#include <QComboBox>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>

#include <algorithm>

namespace pb::gui {

using namespace pb::less;

LessDocument::LessDocument(QWidget* parent) : Document(parent), m_play(new LessPlay(this))
{
    buildUi();
    restoreSettings();
    connect(m_play, &LessPlay::turnStarted, this, &LessDocument::onTurnStarted);
    connect(m_play, &LessPlay::turnPlayed, this, &LessDocument::onTurnPlayed);
    connect(m_play, &LessPlay::faulted, this, &LessDocument::onFault);
    connect(m_play, &LessPlay::rushStarted, this, [this] {
        message(tr("Final rush: the programs send their rushes, the judge finds everyone else's fewest moves home..."));
        refresh();
    });
    connect(m_play, &LessPlay::finished, this, &LessDocument::onFinished);
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
    m_play->stop();
    // The rush tables' job is cancelled, not waited for: it holds nothing of the document (it
    // captures the board and its flag by value) and stops within a few milliseconds.
    if (m_tableCancel)
        m_tableCancel->store(true);
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
    case BotLevel::Mcts: return tr("Bot: tree search (strongest)");
    }
    return tr("Bot: %1").arg(QString::fromLatin1(botLevelName(static_cast<BotLevel>(player))));
}

QString LessDocument::title() const { return tr("Less: %1").arg(m_boardName); }

void LessDocument::message(const QString& text)
{
    m_lastMessage = text;
    emit statusMessage(text);
}

// --- The session ---------------------------------------------------------------------------------

SessionOptions LessDocument::sessionOptions() const
{
    SessionOptions o;
    o.timePerGame = std::chrono::milliseconds(m_programMillis);
    o.seed = m_seed;
    o.botBudget = std::chrono::milliseconds(m_botMillis);
    o.botPause = std::chrono::milliseconds(m_botPause);
    return o;
}

std::shared_ptr<Player> LessDocument::makeSeatPlayer(int colour) const
{
    const int player = seat(colour);
    if (player == kHuman)
        return std::make_shared<PersonPlayer>();
    if (player == kProgram)
        return makePlayer(parsePlayerSpec(m_programCommands[static_cast<std::size_t>(colour)]), colour, sessionOptions());
    return std::make_shared<BotPlayer>(static_cast<BotLevel>(player), botSeed(m_seed, colour),
                                       std::chrono::milliseconds(m_botMillis));
}

void LessDocument::startSession(std::optional<Game> resume)
{
    Seats seats;
    for (int c = 0; c < kColours; ++c)
        seats[static_cast<std::size_t>(c)] = makeSeatPlayer(c);
    m_thinkingColour = -1;
    m_result = SessionResult();
    m_play->start(m_boardData, std::move(seats), sessionOptions(), std::move(resume));
}

bool LessDocument::hasProgram() const
{
    return std::any_of(m_seats.begin(), m_seats.end(), [](int s) { return s == kProgram; });
}

void LessDocument::newGame(const Board& board, const QString& name)
{
    m_play->stop();
    leaveReplay();
    m_boardData = board;
    m_boardName = name;
    m_game = Game(board);
    m_past.clear();
    m_lastTurn.clear();
    m_lastColours.clear();
    m_lastTurns = 0;
    m_rushing = false;
    m_rushTimer.stop();
    m_board->setBoard(board);
    m_faults.clear();
    m_judged.fill(false);
    startRushTables();
    startSession();
    resetTurn();
    emit titleChanged();
    refresh();
}

bool LessDocument::boardFromText(const QString& text, Board* board, QString* name, QString* error) const
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
        *board = generateBoard(tiles.tiles, seed).board;
        *name = tr("seed %1").arg(seed);
        return true;
    }
    const BoardParse parsed = parseBoard(t.toStdString());
    if (!parsed.ok()) {
        // The parser's reason names the wall string and the column already.
        if (error)
            *error = tr("Neither a seed nor a board: %1").arg(parsed.error);
        return false;
    }
    *board = parsed.board;
    *name = parsed.board.toString() == kFigure1Board ? tr("Figure 1") : tr("pasted board");
    return true;
}

bool LessDocument::newGameFromText(const QString& text, QString* error)
{
    Board board;
    QString name;
    if (!boardFromText(text, &board, &name, error))
        return false;
    newGame(board, name);
    return true;
}

void LessDocument::askNewGame()
{
    const std::optional<QString> text = askLessNewGame(
        this, QString::number(QSettings().value(QStringLiteral("less/lastSeed"), 1).toULongLong()),
        [this](const QString& t, QString* why) {
            Board board;
            QString name;
            return boardFromText(t, &board, &name, why);
        });
    if (!text)
        return;
    QString error;
    if (!newGameFromText(*text, &error))
        return;  // checked by the dialog already
    bool isNumber = false;
    const qulonglong seed = text->trimmed().toULongLong(&isNumber);
    if (isNumber)
        QSettings().setValue(QStringLiteral("less/lastSeed"), seed);
}

void LessDocument::onTurnStarted(int colour, int kind, qint64 leftMs)
{
    m_thinkingColour = colour;
    m_leftMs = leftMs;
    m_turnClock.start();
    if (kind != int(play::PlayerKind::Person))
        m_thinkingTimer.start();
    refresh();
}

void LessDocument::onTurnPlayed(const Game& after)
{
    const std::size_t seen = m_game.history().size();
    if (after.history().size() <= seen)
        return;  // a person's turn, already shown when it was confirmed
    const Game before = m_game;
    m_past.push_back(before);
    m_game = after;
    m_thinkingTimer.stop();
    // The trail: the turns since the person's last one, each step in its mover's colour.
    if (m_lastTurns >= kColours - 1) {
        m_lastTurn.clear();
        m_lastColours.clear();
        m_lastTurns = 0;
    }
    ++m_lastTurns;
    Position replay = before.position();
    for (std::size_t k = seen; k < after.history().size(); ++k) {
        const Game::Record& r = after.history()[k];
        if (r.nil)
            continue;
        for (int i = 0; i < r.turn.count; ++i) {
            const Step& s = r.turn.steps[static_cast<std::size_t>(i)];
            m_lastTurn.push_back(s);
            m_lastColours.push_back(replay.at(s.from));
            replay.move(s.from, s.to);
        }
        message(tr("%1 (%2) played %3.").arg(lessColourText(r.colour), seatText(r.colour),
                                             QString::fromStdString(turnText(r.turn))));
    }
    resetTurn();
    emit turnPlayed();
    refresh();
}

void LessDocument::onFault(const Fault& fault)
{
    const auto i = static_cast<std::size_t>(fault.colour);
    m_judged[i] = true;
    m_faults.push_back(fault);
    message(tr("%1's program failed (%2); it scores 0 and the judge's bot plays its seat.")
                .arg(lessColourText(fault.colour), faultText(fault)));
    refresh();
}

void LessDocument::onFinished(const SessionResult& result, const Game& game)
{
    m_thinkingTimer.stop();
    m_thinkingColour = -1;
    m_result = result;
    if (!result.over)
        return;
    if (game.history().size() > m_game.history().size())
        m_past.push_back(m_game);
    m_game = game;
    m_rushing = true;
    m_rushColour = 0;
    m_rushStep = 0;
    m_rushTimer.start();
    rushTick();
    // The rush is found: the "finding the rush" message of the session would go stale.
    const int s0 = game.score(0), s1 = game.score(1);
    message(s0 == s1 ? tr("Game over: a draw, %1 to %2.").arg(s0).arg(s1)
                     : tr("Game over: %1 win, %2 to %3.").arg(s0 > s1 ? tr("Yellow+White") : tr("Black+Red")).arg(std::max(s0, s1)).arg(std::min(s0, s1)));
    refresh();
    emit gameOver();
}

QString LessDocument::faultText(const Fault& f) const
{
    return tr("%1, turn %2, %3: \"%4\" %5")
        .arg(lessColourText(f.colour))
        .arg(f.turn)
        .arg(QString::fromLatin1(faultKindName(f.kind)), QString::fromStdString(f.line), f.message);
}

// --- Seats ---------------------------------------------------------------------------------------

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
    if (colour < 0 || colour >= kColours || m_replay)
        return;
    const auto i = static_cast<std::size_t>(colour);
    if (player == kProgram) {
        if (m_seats[i] != kProgram && !m_programCommands[i].isEmpty())
            setSeatProgram(colour, m_programCommands[i]);
        else
            updateSeatCombo(colour);
        return;
    }
    const bool wasProgram = m_seats[i] == kProgram;
    m_judged[i] = false;
    m_seats[i] = player;
    updateSeatCombo(colour);
    saveSeats();
    if (m_play->running()) {
        // The session stops the seat's old player (a program is ended) and asks the new one.
        m_play->setPlayer(colour, makeSeatPlayer(colour));
        if (wasProgram)
            message(tr("%1's program was stopped; %2 plays its seat from now on.").arg(lessColourText(colour), playerText(player)));
    }
    if (m_game.phase() == Game::Phase::Playing && m_game.toMove() == colour)
        resetTurn();
    refresh();
}

void LessDocument::setSeatProgram(int colour, const QString& command)
{
    if (colour < 0 || colour >= kColours || m_replay || command.trimmed().isEmpty())
        return;
    const auto i = static_cast<std::size_t>(colour);
    m_programCommands[i] = command.trimmed();
    m_seats[i] = kProgram;
    rememberLessProgram(m_programCommands[i]);
    updateSeatCombo(colour);
    saveSeats();
    newGame(m_boardData, m_boardName);
    message(tr("%1 is played by %2; the game starts again so that the program sees every turn.")
                .arg(lessColourText(colour), m_programCommands[i]));
}

bool LessDocument::chooseProgram(int colour)
{
    const std::optional<QString> command =
        askLessProgram(this, lessColourText(colour), m_programCommands[static_cast<std::size_t>(colour)], m_programMillis);
    if (!command)
        return false;
    if (!m_game.history().empty() && m_game.phase() != Game::Phase::Over &&
        QMessageBox::question(this, tr("Program for %1").arg(lessColourText(colour)),
                              tr("A program has to see the game from its first turn, so this game starts again on the "
                                 "same board. Go on?")) != QMessageBox::Yes)
        return false;
    setSeatProgram(colour, *command);
    return true;
}

void LessDocument::setBotMillis(int ms) { m_botTime->setValue(ms); }

// The bots of a game under way think with the new time from their next turn.
void LessDocument::replaceBots()
{
    if (!m_play->running())
        return;
    for (int c = 0; c < kColours; ++c)
        if (seat(c) != kHuman && seat(c) != kProgram)
            m_play->setPlayer(c, makeSeatPlayer(c));
}

// --- A person's turn ------------------------------------------------------------------------------

bool LessDocument::humanToMove() const
{
    return !m_replay && m_play->running() && m_game.phase() == Game::Phase::Playing && seat(m_game.toMove()) == kHuman;
}

bool LessDocument::isThinking() const
{
    if (m_replay || !m_play->running())
        return false;
    return m_game.phase() == Game::Phase::Rush || (m_game.phase() == Game::Phase::Playing && seat(m_game.toMove()) != kHuman);
}

int LessDocument::budgetLeft() const { return m_turn.budgetLeft(); }

void LessDocument::resetTurn()
{
    m_turn.reset(m_game);
    updateTargets();
}

void LessDocument::updateTargets()
{
    std::vector<views::LessBoardView::Target> targets;
    for (const LessTurnBuilder::Target& t : m_turn.targets())
        targets.push_back({t.square, t.cost, t.jump});
    if (!m_rushing) {
        m_board->setPosition(m_turn.position());
        const std::vector<Step>& steps = m_turn.steps();
        if (steps.empty())
            m_board->setTrail(m_lastTurn, m_lastColours);
        else
            m_board->setTrail(steps, std::vector<int>(steps.size(), m_game.toMove()));
    }
    m_board->setSelected(m_turn.selected());
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
    if (!humanToMove()) {
        message(tr("%1 is played by a bot; wait for its turn.").arg(lessColourText(m_game.toMove())));
        return false;
    }
    QString text;
    const bool ok = m_turn.click(square, &text);
    updateTargets();
    refresh();
    message(text);
    return ok;
}

bool LessDocument::undoStep()
{
    QString text;
    const bool ok = m_turn.undoStep(&text);
    updateTargets();
    refresh();
    message(text);
    return ok;
}

void LessDocument::clearTurn()
{
    resetTurn();
    refresh();
    // A message about the piece picked or the steps made would now be stale.
    message(humanToMove() ? tr("Turn cleared; %1 to move: click a piece.").arg(lessColourText(m_game.toMove())) : QString());
}

bool LessDocument::confirmTurn()
{
    if (!humanToMove()) {
        message(tr("It is not a person's turn."));
        return false;
    }
    if (m_turn.steps().empty()) {
        message(tr("Make at least one step before confirming."));
        return false;
    }
    const Turn turn = m_turn.turn();
    const Game before = m_game;
    const TurnCheck check = m_game.play(turn);
    if (!check.ok()) {
        message(check.error);
        return false;
    }
    // Shown at once; the session plays the same turn and answers with the next player's.
    m_play->postTurn(before.toMove(), turn);
    m_past.push_back(before);
    message(tr("%1 played %2.").arg(lessColourText(before.toMove()), QString::fromStdString(turnText(check.turn))));
    m_lastTurn.clear();  // the person knows the turn; the trail shows the answers
    m_lastColours.clear();
    m_lastTurns = 0;
    resetTurn();
    emit turnPlayed();
    refresh();
    return true;
}

bool LessDocument::undoTurn()
{
    if (m_replay)
        return false;
    if (hasProgram()) {
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
    m_play->stop();
    m_game = m_past[static_cast<std::size_t>(index)];
    m_past.erase(m_past.begin() + index, m_past.end());
    m_lastTurn.clear();
    m_lastColours.clear();
    m_lastTurns = 0;
    m_rushing = false;
    m_rushTimer.stop();
    startSession(m_game);
    resetTurn();
    refresh();
    message(tr("Back to %1's turn %2.").arg(lessColourText(m_game.toMove())).arg(m_game.turnsMade(m_game.toMove()) + 1));
    return true;
}

// --- Saving --------------------------------------------------------------------------------------

GameLog LessDocument::currentLog() const
{
    if (m_replay)
        return m_log;
    if (m_game.phase() == Game::Phase::Over && m_result.over)
        return m_result.log;
    GameLog log;
    log.board = m_boardData;
    log.start = Position::start();
    for (int c = 0; c < kColours; ++c)
        log.players[static_cast<std::size_t>(c)] = makeSeatPlayer(c)->name();
    log.turns = m_game.history();
    log.faults = m_faults;
    return log;
}

} // namespace pb::gui
