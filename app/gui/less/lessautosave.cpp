// The Less workspace's autosave (gui/autosave.h): a game in progress, as its board, seats, the
// bots' seed and the turns played so far; restored as the same game going on from there (a
// person's turn half built is not kept).
#include "gui/less/lessdocument.h"

#include "gui/less/lessplay.h"

#include <QJsonArray>

namespace pb::gui {

using namespace pb::less;

namespace {
const QString kBoard = QStringLiteral("board");
const QString kName = QStringLiteral("name");
const QString kSeats = QStringLiteral("seats");
const QString kPrograms = QStringLiteral("programs");
const QString kSeed = QStringLiteral("seed");
const QString kTurns = QStringLiteral("turns");
} // namespace

QJsonObject LessDocument::autosaveState() const
{
    // Worth keeping: a game with turns played and not over (a replay is its file).
    if (m_replay || m_game.phase() != Game::Phase::Playing)
        return {};
    QJsonArray turns;
    for (const Game::Record& r : m_game.history())
        if (!r.nil)  // the game plays them by itself
            turns.append(QString::fromStdString(turnText(r.turn)));
    if (turns.isEmpty())
        return {};
    QJsonArray seats;
    QJsonArray programs;
    for (int c = 0; c < kColours; ++c) {
        seats.append(m_seats[static_cast<std::size_t>(c)]);
        programs.append(m_programCommands[static_cast<std::size_t>(c)]);
    }
    return {{kBoard, QString::fromStdString(m_boardData.toString())},
            {kName, m_boardName},
            {kSeats, seats},
            {kPrograms, programs},
            {kSeed, QString::number(m_seed)},
            {kTurns, turns}};
}

bool LessDocument::restoreAutosave(const QJsonObject& state, QString* error)
{
    const BoardParse board = parseBoard(state.value(kBoard).toString().toStdString());
    if (!board.ok()) {
        *error = tr("the autosaved board: %1").arg(board.error);
        return false;
    }
    // The turns first, on a copy: a state that does not replay changes nothing.
    Game game(board.board);
    std::vector<Game> past;
    const QJsonArray turns = state.value(kTurns).toArray();
    for (qsizetype k = 0; k < turns.size(); ++k) {
        if (game.phase() != Game::Phase::Playing) {
            *error = tr("the autosaved game has turns after its end");
            return false;
        }
        past.push_back(game);
        const TurnCheck check = game.play(turns[k].toString().toStdString());
        if (!check.ok()) {
            *error = tr("the autosaved turn %1: %2").arg(k + 1).arg(check.error);
            return false;
        }
    }
    // The seats. A program cannot be told a game that began without it: the bot plays its seat.
    const QJsonArray seats = state.value(kSeats).toArray();
    const QJsonArray programs = state.value(kPrograms).toArray();
    bool hadProgram = false;
    for (int c = 0; c < kColours; ++c) {
        const auto i = static_cast<std::size_t>(c);
        int player = seats.size() == kColours ? seats[c].toInt() : m_seats[i];
        if (player == kProgram) {
            player = int(BotLevel::Greedy);
            hadProgram = true;
        }
        m_seats[i] = player;
        m_programCommands[i] = programs.size() == kColours ? programs[c].toString() : QString();
        updateSeatCombo(c);
    }
    m_seed = state.value(kSeed).toString().toULongLong();
    newGame(board.board, state.value(kName).toString());
    // Then on from the turns played (as Undo Turn goes on from an earlier one).
    m_play->stop();
    m_game = game;
    m_past = std::move(past);
    startSession(m_game);
    resetTurn();
    refresh();
    message(hadProgram ? tr("Restored the game after %n turn(s); the greedy bot plays the programs' seats.", nullptr, int(turns.size()))
                       : tr("Restored the game after %n turn(s).", nullptr, int(turns.size())));
    return true;
}

} // namespace pb::gui
