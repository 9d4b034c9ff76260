// The tree-search Less bot (BotLevel::Mcts, less/mcts.h): legal whole games, reproducible for a
// seed and a small budget, stronger than the levels below it on a sample, cancellable; and the
// rush tables it scores playouts with (exact, per board).

#include "less/board.h"
#include "less/bot.h"
#include "less/generator.h"
#include "less/mcts.h"
#include "less/position.h"
#include "less/rush.h"
#include "lessbotgames.h"

#include <QtTest>

#include <thread>

using namespace pb::less;

namespace {

Board generated(int seed) { return pb::test::generatedLessBoard(seed); }

// A game with `level` as team `side` and `other` as the other team, every turn checked; the
// tree-search players share one set of rush tables for the game, as a player keeps its own, and
// make 24 playouts a turn whatever the clock says (the flat search gets 10 ms: it runs one
// playout per candidate below 40 ms, so it does not depend on the clock either).
Game play(const Board& board, int side, BotLevel level, BotLevel other, std::uint64_t seed, bool* legal)
{
    RushTables tables;
    return pb::test::playCheckedLessGame(board, side == 0 ? level : other, side == 0 ? other : level, seed, 10,
                                         legal, &tables, 24);
}

} // namespace

class TestLessMcts : public QObject {
    Q_OBJECT
private slots:
    // The tables give the exact rush (solveRush's), for every colour, and follow the board.
    void rushTablesAreExact()
    {
        RushTables tables;
        for (int boardSeed : {2, 9}) {
            const Board board = generated(boardSeed);
            Game game(board);
            BotOptions options;
            options.level = BotLevel::Random;
            for (int turn = 0; turn < 24 && game.phase() == Game::Phase::Playing; ++turn) {
                options.seed = static_cast<std::uint64_t>(turn);
                game.play(chooseTurn(game, options));
                const int c = turn % kColours;
                const std::array<int, kPieces> pieces = game.position().pieces(c);
                QCOMPARE(tables.moves(board, game.position(), c), solveRush(board, c, pieces).moves);
            }
        }
    }

    // The time share goes by the turns the team still needs: more than an even share over the 20
    // turns while the rushes are short, and never less.
    void timeShareFollowsTheTurnsLeft()
    {
        using std::chrono::milliseconds;
        const milliseconds left(28000);
        RushTables tables;
        const Board board = generated(3);
        Game game(board);
        BotOptions options;
        options.level = BotLevel::Greedy;
        int checked = 0, nearHome = 0;
        while (game.phase() == Game::Phase::Playing) {
            const int c = game.toMove();
            const int turnsLeft = kTurnLimit - game.turnsMade(c);
            const milliseconds share = turnShare(left, game, c, tables);
            QVERIFY2(share >= left / turnsLeft, qPrintable(QStringLiteral("turn %1").arg(game.turnsMade(c))));
            QVERIFY(share <= left);
            const int teamRush = tables.moves(board, game.position(), c) + tables.moves(board, game.position(), partnerOf(c));
            if (teamRush <= 6 && turnsLeft > 3) {
                QCOMPARE(share, left / 3);  // one turn of moves left, and two for the blocking
                ++nearHome;
            }
            ++checked;
            game.play(chooseTurn(game, options));
        }
        QVERIFY(checked > 8);
        QVERIFY(nearHome > 0);
        // At the start (rushes of 30 or more moves a colour) the share is near an even one.
        Game fresh(board);
        const milliseconds first = turnShare(left, fresh, Yellow, tables);
        QVERIFY2(first > left / kTurnLimit && first < left / 5, qPrintable(QString::number(first.count())));
    }

    void playsLegalGames_data()
    {
        QTest::addColumn<int>("boardSeed");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("other");
        QTest::addRow("vs greedy, board 3, yellow+white") << 3 << 0 << int(BotLevel::Greedy);
        QTest::addRow("vs search, board 8, black+red") << 8 << 1 << int(BotLevel::Search);
        QTest::addRow("vs random, board 4, black+red") << 4 << 1 << int(BotLevel::Random);
        QTest::addRow("vs itself, board 5") << 5 << 0 << int(BotLevel::Mcts);
    }
    void playsLegalGames()
    {
        QFETCH(int, boardSeed);
        QFETCH(int, side);
        QFETCH(int, other);
        bool legal = false;
        const Game game = play(generated(boardSeed), side, BotLevel::Mcts, static_cast<BotLevel>(other), 7, &legal);
        QVERIFY(legal);
        QCOMPARE(game.phase(), Game::Phase::Over);
        QCOMPARE(game.score(0) + game.score(1), 20);
    }

    // With a fixed number of playouts the clock never decides: a seed gives the same game.
    void reproducible()
    {
        bool legal = false;
        const Game a = play(generated(6), 0, BotLevel::Mcts, BotLevel::Greedy, 9, &legal);
        QVERIFY(legal);
        const Game b = play(generated(6), 0, BotLevel::Mcts, BotLevel::Greedy, 9, &legal);
        QCOMPARE(a.history().size(), b.history().size());
        for (std::size_t i = 0; i < a.history().size(); ++i)
            QCOMPARE(turnText(a.history()[i].turn), turnText(b.history()[i].turn));
        QCOMPARE(a.score(0), b.score(0));
    }

    // Even with 24 playouts a turn the tree search beats greedy and the flat search clearly, on a
    // sample of boards with both team assignments: at least 15 and 14 points of 20 a game (the
    // figures with real budgets are in docs/benchmarks.md, `bench less-bots --bot mcts`).
    void strongerThanTheLevelsBelow_data()
    {
        QTest::addColumn<int>("other");
        QTest::addColumn<int>("atLeast");  // points per game, times the games
        QTest::addRow("greedy") << int(BotLevel::Greedy) << 15;
        QTest::addRow("search") << int(BotLevel::Search) << 14;
    }
    void strongerThanTheLevelsBelow()
    {
        QFETCH(int, other);
        QFETCH(int, atLeast);
        int points = 0, games = 0;
        for (int s = 1; s <= 3; ++s)
            for (int side = 0; side < 2; ++side) {
                bool legal = false;
                const Game game = play(generated(s), side, BotLevel::Mcts, static_cast<BotLevel>(other),
                                       static_cast<std::uint64_t>(s), &legal);
                QVERIFY(legal);
                points += game.score(side);
                ++games;
            }
        qInfo("mcts scored %d in %d games", points, games);
        QVERIFY2(points >= atLeast * games,
                 qPrintable(QStringLiteral("mcts scored %1 in %2 games").arg(points).arg(games)));
    }

    // Cancelled while it searches (tables built), it stops within a playout with a legal turn
    // (cancelled before it starts: tst_less_bots).
    void honoursCancel()
    {
        Game game(generated(2));
        BotOptions options;
        options.level = BotLevel::Mcts;
        options.budget = std::chrono::milliseconds(60000);
        RushTables tables;
        std::atomic<bool> later{false};
        options.cancel = &later;
        options.rushTables = &tables;
        for (int c = 0; c < kColours; ++c)
            tables.table(game.board(), c);
        std::thread canceller([&later] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            later = true;
        });
        QElapsedTimer t;
        t.start();
        const Turn searched = chooseTurn(game, options);
        canceller.join();
        QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
        QVERIFY(checkTurn(game.board(), game.position(), game.toMove(), searched).ok());
    }
};

QTEST_GUILESS_MAIN(TestLessMcts)
#include "tst_less_mcts.moc"
