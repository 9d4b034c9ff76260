#pragma once

// Reading the Arimaa reference files (../shared/reference/arimaa) in the tests.

#include "arimaa/game.h"
#include "arimaa/notation.h"
#include "arimaa/position.h"
#include "reference.h"

#include <QFile>
#include <QtTest>

#include <optional>
#include <random>
#include <string>
#include <vector>

namespace pb::test {

inline std::string readReference(const QString& relative)
{
    QFile f(referencePath(relative));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

// A sparse random board for goal tests: minPieces to minPieces + spread - 1 pieces drawn (a
// square already taken is skipped), a third of them rabbits within rabbitRanks ranks of their
// goal, the others anywhere. None when a piece stands on a trap with no friend beside it (no game
// reaches that).
inline std::optional<pb::arimaa::Position> randomGoalPosition(std::mt19937& rng, int minPieces, int spread, int rabbitRanks)
{
    using namespace pb::arimaa;
    Position p;
    const int n = minPieces + static_cast<int>(rng() % static_cast<unsigned>(spread));
    for (int k = 0; k < n; ++k) {
        const int colour = static_cast<int>(rng() % 2);
        const int type = rng() % 3 == 0 ? Rabbit : static_cast<int>(rng() % kTypes);
        const int rank = type == Rabbit ? (colour == Gold ? 7 - rabbitRanks : 1) + static_cast<int>(rng() % static_cast<unsigned>(rabbitRanks))
                                        : static_cast<int>(rng() % 8);
        const int sq = rank * 8 + static_cast<int>(rng() % 8);
        if (!(p.all() & bit(sq)))
            p.put(colour, type, sq);
    }
    for (int trap : {18, 21, 42, 45}) {
        int c = 0;
        if (p.pieceAt(trap, &c) != kNoPiece && !(neighbours(bit(trap)) & p.occupied[c]))
            return std::nullopt;
    }
    return p;
}

// A position of a recorded game, before one of its moves (setups done, the game not over).
struct GamePosition {
    pb::arimaa::Position position;
    QString where;  // "game ID, before N"
};

// Every such position of every game of an archive, game by game; a game's replay stops at the
// first move that does not play (the archive tests check those).
inline std::vector<GamePosition> archivePositions(const pb::arimaa::ArchiveParse& archive)
{
    using namespace pb::arimaa;
    std::vector<GamePosition> out;
    for (const ArchiveGame& g : archive.games) {
        Game game;
        for (const std::string& move : g.moves()) {
            if (game.outcome().decided() || !game.play(move).isEmpty())
                break;
            if (game.inSetup() || game.outcome().decided())
                continue;
            out.push_back({game.position(), QStringLiteral("game %1, before %2").arg(QString::fromStdString(g.value("id"))).arg(game.moveNumber())});
        }
    }
    return out;
}

} // namespace pb::test
