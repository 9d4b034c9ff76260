#pragma once

// Whole Less games between built-in bots for the bots' tests: every turn checked with checkTurn,
// the game finished with the optimal rushes.

#include "less/board.h"
#include "less/bot.h"
#include "less/generator.h"
#include "less/position.h"
#include "less/rush.h"

#include <QtGlobal>

namespace pb::test {

inline pb::less::Board generatedLessBoard(int seed)
{
    return pb::less::generateBoard(pb::less::defaultTiles().tiles, static_cast<std::uint64_t>(seed)).board;
}

// Plays a game with the given level per team (colour c's seed: seed + c); a tree-search bot uses
// `tables` (one set serves every colour: they depend on the board only) and, when given, a
// fixed number of playouts a turn. Returns the finished
// game; *legal is false (and the game stops) at an illegal turn.
inline pb::less::Game playCheckedLessGame(const pb::less::Board& board, pb::less::BotLevel team0,
                                         pb::less::BotLevel team1, std::uint64_t seed, int budgetMs, bool* legal,
                                         pb::less::RushTables* tables = nullptr, int playouts = 0)
{
    using namespace pb::less;
    Game game(board);
    *legal = true;
    while (game.phase() == Game::Phase::Playing) {
        BotOptions options;
        options.level = teamOf(game.toMove()) == 0 ? team0 : team1;
        options.seed = seed + static_cast<std::uint64_t>(game.toMove());
        options.budget = std::chrono::milliseconds(budgetMs);
        options.rushTables = tables;
        options.playouts = playouts;
        const Turn turn = chooseTurn(game, options);
        const TurnCheck check = checkTurn(game.board(), game.position(), game.toMove(), turn);
        if (!check.ok() || turn.count == 0) {
            qWarning("%s played an illegal turn %s: %s", botLevelName(options.level), turnText(turn).c_str(),
                     qPrintable(check.error));
            *legal = false;
            return game;
        }
        game.play(turn);
    }
    finishWithOptimalRush(game);
    return game;
}

} // namespace pb::test
