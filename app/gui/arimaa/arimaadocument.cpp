// The Arimaa workspace's game: its session (ArimaaPlay), the players, the time control, a
// person's finished moves and take backs (see arimaadocument.h).

#include "gui/arimaa/arimaadocument.h"

#include "gui/arimaa/arimaaplay.h"
#include "gui/arimaa/arimaatext.h"

#include "arimaa/boardview.h"
#include "arimaa/program.h"
#include "common/stepcontrols.h"
#include "gui/gamefiles.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>

#include <algorithm>

namespace pb::gui {

using namespace pb::arimaa;
using namespace pb::gui::arimaaui;

namespace {

// The move of a record line, without its "12g " label.
std::string withoutLabel(const std::string& line)
{
    const std::size_t space = line.find(' ');
    return space == std::string::npos ? std::string() : line.substr(space + 1);
}

} // namespace

ArimaaDocument::ArimaaDocument(QWidget* parent) : Document(parent), m_play(new ArimaaPlay(this))
{
    buildUi();
    connect(m_play, &ArimaaPlay::turnStarted, this, &ArimaaDocument::onTurnStarted);
    connect(m_play, &ArimaaPlay::info, this, &ArimaaDocument::onInfo);
    connect(m_play, &ArimaaPlay::moved, this, &ArimaaDocument::onMoved);
    connect(m_play, &ArimaaPlay::finished, this, &ArimaaDocument::onFinished);
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
    newGame();
    const QByteArray split = QSettings().value(QStringLiteral("arimaa/splitter")).toByteArray();
    if (!split.isEmpty())
        m_splitter->restoreState(split);
}

ArimaaDocument::~ArimaaDocument()
{
    m_play->stop();  // engines are killed, the session's thread ends
}

ArimaaDocument* ArimaaDocument::createSample(QWidget* parent) { return new ArimaaDocument(parent); }

// --- Game ---------------------------------------------------------------------------------------

void ArimaaDocument::newGame() { startFrom(Game()); }

void ArimaaDocument::startFrom(const Game& game)
{
    m_play->stop();
    leaveReplay();
    m_game = game;
    // Where it began: a take back starts a new session from there with the moves kept.
    Game first = game;
    while (first.takeback()) {
    }
    m_startPosition.reset();
    if (!first.inSetup()) {
        m_startPosition = first.position();
        m_startMoveNumber = first.moveNumber();
    }
    m_steps.clear();
    m_selected = -1;
    m_result.reset();
    m_endReason.clear();
    m_evals.clear();
    // The time control chosen since the last game applies from this one.
    m_control = m_nextControl;
    m_timed = m_nextTimed;
    m_reserveMs = {m_control.reserveMs, m_control.reserveMs};
    m_moveTimeMs = GameClock(m_control).moveTimeMs(m_game.inSetup());
    m_turnTimer.start();
    resetSetup();
    startSession();
    emit titleChanged();
    if (m_game.inSetup())
        message(player(Gold) == Person ? tr("New game: Gold sets up.") : tr("New game."));
    else
        message(tr("%1 to play %2.").arg(sideText(m_game.sideToMove()), QString::fromStdString(m_game.moveLabel())));
    refresh();
}

SessionOptions ArimaaDocument::sessionOptions() const
{
    SessionOptions o;
    o.control = m_control;
    o.timed = m_timed;
    o.untimedMoveMs = m_thinkMillis;
    o.start = m_startPosition;
    o.startMoveNumber = m_startMoveNumber;
    o.moves = m_game.record();
    o.startTimeoutMs = 10000;
    o.syncTimeoutMs = 10000;
    o.graceMs = 2000;
    o.seed = m_seed;
    o.botDepth = m_botDepth;
    o.event = "Playbench";
    return o;
}

std::shared_ptr<Player> ArimaaDocument::makeSeat(int side) const
{
    PlayerSpec spec;
    switch (player(side)) {
    case BotRandom:
    case BotSearch:
        spec.bot = true;
        spec.level = player(side) == BotRandom ? BotLevel::Random : BotLevel::Search;
        break;
    case Engine:
        spec = programSpec(m_engineCommands[static_cast<std::size_t>(side)]);
        break;
    default:
        return std::make_shared<PersonPlayer>();
    }
    return makePlayer(spec, side, sessionOptions());
}

void ArimaaDocument::startSession()
{
    if (!m_fixedSeed)
        m_seed = m_nextSeed++;
    m_thinking = !gameOver() && player(m_game.sideToMove()) != Person;
    m_lastInfo = AeiInfo();
    if (m_game.outcome().decided())
        return;
    m_play->start({makeSeat(Gold), makeSeat(Silver)}, sessionOptions());
}

// --- Players and time control --------------------------------------------------------------------

QString ArimaaDocument::playerName(int side) const
{
    switch (player(side)) {
    case Person: return tr("person");
    case BotRandom: return tr("random bot");
    case BotSearch: return tr("search bot");
    case Engine: return QFileInfo(programSpec(m_engineCommands[static_cast<std::size_t>(side)]).program).fileName();
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
    m_players[i] = p;
    m_playerCombos[i]->setCurrentIndex(m_playerCombos[i]->findData(p));
    QSettings().setValue(QStringLiteral("arimaa/player%1").arg(side), p);
    // The session seats the new player; a turn in progress on that side is asked of it.
    if (!m_replay && m_play->running()) {
        m_play->setPlayer(side, makeSeat(side));
        if (m_game.sideToMove() == side && !gameOver()) {
            m_thinking = p != Person;
            m_steps.clear();
            resetSetup();  // a person taking over a setup starts from the standard one
        }
    }
    refresh();
}

bool ArimaaDocument::setTimeControl(const QString& text, QString* error)
{
    const QString t = text.trimmed();
    if (t.isEmpty() || t == QLatin1String("none")) {
        m_nextTimed = false;
        m_nextControl = TimeControl();
    } else {
        const TimeControlParse parse = parseTimeControl(t.toStdString());
        if (!parse.ok()) {
            if (error)
                *error = tr("Time control \"%1\", column %2: %3").arg(t).arg(parse.column).arg(parse.error);
            return false;
        }
        m_nextTimed = true;
        m_nextControl = parse.control;
    }
    const QString key = m_nextTimed ? QString::fromStdString(m_nextControl.toString()) : QStringLiteral("none");
    QSettings().setValue(QStringLiteral("arimaa/timeControl"), key);
    if (m_controlCombo) {
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

bool ArimaaDocument::gameOver() const { return (m_result && m_result->winner >= 0) || m_game.outcome().decided(); }

int ArimaaDocument::winner() const { return m_result && m_result->winner >= 0 ? m_result->winner : m_game.outcome().winner; }

char ArimaaDocument::termination() const
{
    return m_result && m_result->winner >= 0 ? m_result->termination : m_game.outcome().termination;
}

// --- The session's events ------------------------------------------------------------------------

void ArimaaDocument::onTurnStarted(const TurnStart& turn)
{
    m_turnTimer.restart();
    m_reserveMs = turn.reserveMs;
    m_moveTimeMs = turn.moveTimeMs;
    m_thinking = turn.kind != play::PlayerKind::Person;
    m_lastInfo = AeiInfo();
    refresh();
}

void ArimaaDocument::onInfo(int side, const AeiInfo& info)
{
    m_lastInfo = info;
    if (!info.score)
        return;
    const int ply = static_cast<int>(m_game.record().size()) + 1;
    const int score = side == Gold ? *info.score : -*info.score;
    if (!m_evals.empty() && m_evals.back().first == ply)
        m_evals.back().second = score;
    else
        m_evals.emplace_back(ply, score);
    updatePlot();
}

void ArimaaDocument::onMoved(const MoveReport& report, const Game& after)
{
    // A person's move is shown as soon as it is made; the session's word only confirms it.
    const bool shown = m_game.record() == after.record();
    m_game = after;
    m_reserveMs = report.reserveMs;
    m_thinking = false;
    if (shown) {
        refresh();
        return;
    }
    m_selected = -1;
    message(tr("%1 (%2) played %3.").arg(sideText(report.side), playerName(report.side), QString::fromStdString(m_game.record().back())));
    afterMove();
}

void ArimaaDocument::onFinished(const SessionResult& result)
{
    m_thinking = false;
    if (result.cancelled)
        return;
    m_result = result;
    m_game = result.game;
    m_steps.clear();
    m_selected = -1;
    m_endReason.clear();
    if (result.fault) {
        const SessionFault& f = *result.fault;
        const QString who = f.side >= 0 ? tr("%1 (%2)").arg(sideText(f.side), playerName(f.side)) : QString();
        const QString line = f.line.empty() ? QString() : tr(" [%1]").arg(QString::fromStdString(f.line));
        switch (result.termination) {
        case 'i': m_endReason = tr("%1 played an illegal move at %2: %3%4").arg(who, QString::fromStdString(f.label), f.reason, line); break;
        case 't': m_endReason = tr("%1 ran out of time at %2: %3").arg(who, QString::fromStdString(f.label), f.reason); break;
        case 'f': m_endReason = tr("%1 forfeits at %2: %3").arg(who, QString::fromStdString(f.label), f.reason); break;
        case 's': m_endReason = tr("the game limit was reached: scored by the pieces left (%1)").arg(f.reason); break;
        default: m_endReason = tr("%1: %2").arg(who, f.reason); break;
        }
    } else if (result.termination == 'm' && !m_game.outcome().decided()) {
        m_endReason = tr("%1 has no legal move").arg(sideText(result.winner ^ 1));
    }
    if (result.winner >= 0)
        message(m_endReason.isEmpty() ? tr("%1 wins by %2.").arg(sideText(result.winner), terminationText(result.termination))
                                      : tr("%1 wins by %2: %3").arg(sideText(result.winner), terminationText(result.termination), m_endReason));
    refresh();
}

void ArimaaDocument::afterMove()
{
    m_steps.clear();
    resetSetup();
    emit moved();
    refresh();
}

// --- A person's move ---------------------------------------------------------------------------

// Checks the move against the game as shown, shows it at once and posts it to the session.
bool ArimaaDocument::playPersonMove(const MoveText& move, const QString& refused)
{
    if (!m_play->running())
        return false;
    const int side = m_game.sideToMove();
    const bool setup = m_game.inSetup();
    Game after = m_game;
    if (const QString error = after.play(move); !error.isEmpty()) {
        message(refused.arg(error));
        return false;
    }
    m_game = after;
    m_play->postMove(side, withoutLabel(m_game.record().back()));
    m_selected = -1;
    m_thinking = !gameOver() && player(m_game.sideToMove()) != Person;
    message(setup ? tr("%1 is set up.").arg(sideText(side)) : tr("Played %1.").arg(QString::fromStdString(m_game.record().back())));
    afterMove();
    return true;
}

bool ArimaaDocument::confirmSetup()
{
    if (!inSetup() || player(m_game.sideToMove()) != Person || gameOver())
        return false;
    MoveText move;
    move.kind = MoveText::Setup;
    for (int sq = 0; sq < 64; ++sq) {
        const char letter = m_setup[static_cast<std::size_t>(sq)];
        int colour = 0, type = 0;
        if (letter != '\0' && parsePieceLetter(letter, colour, type))
            move.placements.push_back({colour, type, sq});
    }
    return playPersonMove(move, tr("Setup refused: %1"));
}

bool ArimaaDocument::finishTurn()
{
    if (inSetup())
        return confirmSetup();
    if (m_replay || m_steps.empty() || gameOver() || player(m_game.sideToMove()) != Person)
        return false;
    MoveText move;
    move.kind = MoveText::Steps;
    move.steps = m_steps;
    return playPersonMove(move, tr("The move cannot be played: %1"));
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
    if (m_game.record().empty()) {
        message(tr("No move to take back."));
        return false;
    }
    m_play->stop();
    Game g = m_game;
    g.takeback();
    // Back to a person's turn when a machine plays the other side.
    while (player(g.sideToMove()) != Person && !g.record().empty() && g.takeback()) {
    }
    m_game = g;
    m_result.reset();
    m_endReason.clear();
    while (!m_evals.empty() && m_evals.back().first > static_cast<int>(m_game.record().size()))
        m_evals.pop_back();
    // A new session goes on from here (an engine cannot take moves back: it starts again and is
    // told the moves); its clocks start afresh.
    m_reserveMs = {m_control.reserveMs, m_control.reserveMs};
    m_moveTimeMs = GameClock(m_control).moveTimeMs(m_game.inSetup());
    m_turnTimer.restart();
    m_steps.clear();
    resetSetup();
    startSession();
    message(tr("Took back a move; %1 to play %2.").arg(sideText(m_game.sideToMove()), QString::fromStdString(m_game.moveLabel())));
    emit moved();
    refresh();
    return true;
}

bool ArimaaDocument::saveAs()
{
    const QString path = askSavePath(this, gameId(), tr("Save Arimaa Game"), tr("arimaa-game.txt"),
                                     tr("Arimaa games (*.txt);;All files (*)"));
    if (path.isEmpty())
        return false;
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

} // namespace pb::gui
