#pragma once

// Reading the Arimaa reference files (../shared/reference/arimaa) in the tests.

#include "arimaa/notation.h"
#include "arimaa/position.h"
#include "reference.h"

#include <QFile>
#include <QtTest>

#include <optional>
#include <random>
#include <string>

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

} // namespace pb::test
