// The built-in Less bots: always legal, reproducible for a seed.

#include "less/bot.h"
#include "less/board.h"
#include "less/generator.h"
#include "less/position.h"
#include "less/rush.h"

#include <QtTest>

using namespace pb::less;

namespace {

// Plays a whole game with four bots of `level`; returns the texts of the turns played.
std::vector<std::string> playOut(const Board& board, BotLevel level, std::uint64_t seed)
{
    Game game(board);
    std::vector<std::string> texts;
    while (game.phase() == Game::Phase::Playing) {
        BotOptions options;
        options.level = level;
        options.seed = seed + static_cast<std::uint64_t>(game.toMove());
        const Turn turn = chooseTurn(game, options);
        texts.push_back(turnText(turn));
        const TurnCheck check = game.play(turn);
        if (!check.ok()) {
            QTest::qFail(qPrintable(QStringLiteral("illegal turn %1: %2")
                                        .arg(QString::fromStdString(texts.back()), check.error)),
                         __FILE__, __LINE__);
            return texts;
        }
    }
    return texts;
}

} // namespace

class TestLessBot : public QObject {
    Q_OBJECT
private slots:
    void randomBotPlaysLegalGames_data()
    {
        QTest::addColumn<int>("boardSeed");
        for (int s = 1; s <= 10; ++s)
            QTest::addRow("board %d", s) << s;
    }
    void randomBotPlaysLegalGames()
    {
        QFETCH(int, boardSeed);
        const Board board = generateBoard(defaultTiles().tiles, static_cast<std::uint64_t>(boardSeed)).board;
        const std::vector<std::string> a = playOut(board, BotLevel::Random, 7);
        QVERIFY(!a.empty());
        QCOMPARE(playOut(board, BotLevel::Random, 7), a);  // reproducible
        QVERIFY(playOut(board, BotLevel::Random, 8) != a);  // and the seed matters
    }
};

QTEST_GUILESS_MAIN(TestLessBot)
#include "tst_less_bot.moc"
