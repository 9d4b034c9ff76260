// The Arimaa workspace's autosave (gui/autosave.h): a game in progress, as its moves in the
// official notation, who plays each side and the time control; restored going on from there.
// The clocks start afresh, as after a take back; a game begun from a diagram is not kept.
#include "gui/arimaa/arimaadocument.h"

#include "gui/arimaa/arimaatext.h"

#include <QJsonArray>

namespace pb::gui {

using namespace pb::arimaa;
using arimaaui::sideText;

namespace {
const QString kMoves = QStringLiteral("moves");
const QString kPlayers = QStringLiteral("players");
const QString kEngines = QStringLiteral("engines");
const QString kTimeControl = QStringLiteral("timeControl");
} // namespace

QJsonObject ArimaaDocument::autosaveState() const
{
    if (m_replay || m_startPosition || m_game.record().empty() || gameOver())
        return {};
    QJsonArray moves;
    for (const std::string& line : m_game.record())
        moves.append(QString::fromStdString(line));
    return {{kMoves, moves},
            {kPlayers, QJsonArray{m_players[0], m_players[1]}},
            {kEngines, QJsonArray{m_engineCommands[0], m_engineCommands[1]}},
            {kTimeControl, m_timed ? QString::fromStdString(m_control.toString()) : QStringLiteral("none")}};
}

bool ArimaaDocument::restoreAutosave(const QJsonObject& state, QString* error)
{
    Game game;
    const QJsonArray moves = state.value(kMoves).toArray();
    for (const QJsonValue& move : moves) {
        const QString why = game.play(move.toString().toStdString());
        if (!why.isEmpty()) {
            *error = tr("the autosaved move %1: %2").arg(move.toString(), why);
            return false;
        }
    }
    const QJsonArray players = state.value(kPlayers).toArray();
    const QJsonArray engines = state.value(kEngines).toArray();
    for (int side = 0; side < 2; ++side) {
        if (const QString command = engines.at(side).toString(); !command.isEmpty())
            setEngineCommand(side, command);
        setPlayer(side, players.at(side).toInt(Person));  // an engine without a command: a person
    }
    QString why;
    if (!setTimeControl(state.value(kTimeControl).toString(), &why))
        setTimeControl(QStringLiteral("none"));
    startFrom(game);
    message(tr("Restored the game after %n move(s); %1 to play %2.", nullptr, int(moves.size()))
                .arg(sideText(m_game.sideToMove()), QString::fromStdString(m_game.moveLabel())));
    return true;
}

} // namespace pb::gui
