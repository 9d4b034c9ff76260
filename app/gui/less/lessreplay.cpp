// The Less workspace: saving the game as a log, and the replay of a saved log (File > Open).
#include "gui/less/lessdocument.h"

#include "gui/less/lessplay.h"

#include "common/stepcontrols.h"
#include "less/boardview.h"
#include "gui/gamefiles.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <QSpinBox>

#include <algorithm>

namespace pb::gui {

using namespace pb::less;

bool LessDocument::saveAs()
{
    const QString path = askSavePath(this, gameId(), tr("Save Less Game Log"), tr("less-game.txt"),
                                     tr("Less game logs (*.txt);;All files (*)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!saveLog(path, &error)) {
        QMessageBox::warning(this, tr("Save Less Game Log"), error);
        return false;
    }
    message(tr("Saved the game log %1.").arg(QDir::toNativeSeparators(path)));
    return true;
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
    m_play->stop();
    m_rushing = false;
    m_rushTimer.stop();
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
    m_playback->stop();
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

void LessDocument::showReplayRound(int round)
{
    if (!m_replay || m_replayGames.empty())
        return;
    m_replayRound = std::clamp(round, 0, replayRounds());
    m_game = m_replayGames[static_cast<std::size_t>(m_replayRound)];
    // The games before each turn shown so far, for the plot's projected moves after each turn.
    const int played = std::min(m_replayRound, static_cast<int>(m_replayTurns.size()));
    m_past.assign(m_replayGames.begin(), m_replayGames.begin() + played);
    m_turn.reset(m_game);
    m_board->setPosition(m_game.position());
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
                                 .arg(lessColourText(r.colour))
                                 .arg(number)
                                 .arg(QString::fromStdString(turnText(r.turn))));
        for (const Fault& f : m_log.faults)
            if (f.colour == r.colour && f.turn == number)
                faults << faultText(f);
        m_faultsLabel->setText(faults.isEmpty() ? QString() : tr("Fault: %1").arg(faults.join(QLatin1String("; "))));
    }
    QStringList players;
    for (int c = 0; c < kColours; ++c)
        players << tr("%1: %2").arg(lessColourText(c), m_log.players[static_cast<std::size_t>(c)]);
    m_budgetLabel->setText(tr("Players: %1").arg(players.join(QLatin1String(", "))));
    m_confirmAction->setEnabled(false);
    m_undoStepAction->setEnabled(false);
    m_undoTurnAction->setEnabled(false);
}

} // namespace pb::gui
