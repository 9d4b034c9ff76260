#include "ants/result.h"

#include <QCoreApplication>

namespace pb::ants {

QString GameResult::winner() const
{
    if (food[0] > food[1])
        return QStringLiteral("red");
    if (food[1] > food[0])
        return QStringLiteral("black");
    return QStringLiteral("draw");
}

QJsonObject GameResult::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("world")] = world;
    o[QStringLiteral("red")] = red;
    o[QStringLiteral("black")] = black;
    o[QStringLiteral("seed")] = static_cast<qint64>(seed);
    o[QStringLiteral("rounds")] = rounds;
    o[QStringLiteral("red_food")] = food[0];
    o[QStringLiteral("black_food")] = food[1];
    o[QStringLiteral("red_alive")] = alive[0];
    o[QStringLiteral("black_alive")] = alive[1];
    o[QStringLiteral("winner")] = winner();
    if (!error.isEmpty())
        o[QStringLiteral("error")] = error;
    return o;
}

QString GameResult::toText() const
{
    const QString w = winner();
    const QString winnerText = w == QLatin1String("red")
        ? QCoreApplication::translate("AntResult", "red wins")
        : w == QLatin1String("black") ? QCoreApplication::translate("AntResult", "black wins")
                                      : QCoreApplication::translate("AntResult", "draw");
    return QCoreApplication::translate(
               "AntResult",
               "%1 (seed %2, %3 rounds)\n"
               "  red   %4: %5 food on the hill, %6 ants alive\n"
               "  black %7: %8 food on the hill, %9 ants alive\n"
               "  %10")
        .arg(world)
        .arg(seed)
        .arg(rounds)
        .arg(red)
        .arg(food[0])
        .arg(alive[0])
        .arg(black)
        .arg(food[1])
        .arg(alive[1])
        .arg(winnerText);
}

GameResult resultOf(const Game& game, const QString& world, const QString& red, const QString& black)
{
    GameResult r;
    r.world = world;
    r.red = red;
    r.black = black;
    r.seed = game.seed();
    r.rounds = game.round();
    for (int c = 0; c < 2; ++c) {
        r.food[c] = game.foodOnHill(static_cast<Color>(c));
        r.alive[c] = game.antsAlive(static_cast<Color>(c));
    }
    if (game.error())
        r.error = game.error()->message();
    return r;
}

} // namespace pb::ants
