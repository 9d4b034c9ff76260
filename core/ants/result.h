#pragma once

#include "ants/game.h"

#include <QJsonObject>
#include <QString>

namespace pb::ants {

// The end of a game as the command line and tournaments report it.
struct GameResult {
    QString world, red, black;  // file names as given
    std::uint32_t seed = 0;
    int rounds = 0;             // rounds played
    int food[2] = {0, 0};       // on each hill: red, black
    int alive[2] = {0, 0};
    QString error;              // why the game stopped early, empty if it ran to the end

    // "red", "black" or "draw" (more food on the own hill wins, task section 2.12).
    QString winner() const;
    QJsonObject toJson() const;
    QString toText() const;
};

GameResult resultOf(const Game& game, const QString& world, const QString& red, const QString& black);

} // namespace pb::ants
