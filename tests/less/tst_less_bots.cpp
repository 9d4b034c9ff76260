// The greedy and search Less bots (legal, stronger than the level below) and the
// playbench-less-bot program's CodeCup dialogue.

#include "less/board.h"
#include "less/bot.h"
#include "less/generator.h"
#include "less/position.h"
#include "less/rush.h"
#include "lessbotgames.h"

#include <QProcess>
#include <QtTest>

using namespace pb::less;

namespace {

Board generated(int seed) { return pb::test::generatedLessBoard(seed); }

Game playChecked(const Board& board, BotLevel team0, BotLevel team1, std::uint64_t seed, int budgetMs, bool* legal)
{
    return pb::test::playCheckedLessGame(board, team0, team1, seed, budgetMs, legal);
}

// Reads one line from the process (waiting up to `ms`); empty on timeout.
QString readLine(QProcess& p, int ms = 10000)
{
    QElapsedTimer t;
    t.start();
    while (!p.canReadLine() && t.elapsed() < ms)
        if (!p.waitForReadyRead(static_cast<int>(ms - t.elapsed())) && p.state() != QProcess::Running)
            break;
    return p.canReadLine() ? QString::fromUtf8(p.readLine()).trimmed() : QString();
}

// `level` against `other` on the generated board `seed` (also the bots' seed), `level` playing as
// team `side`; 10 ms a turn.
Game playAsSide(int seed, int side, BotLevel level, BotLevel other, bool* legal)
{
    return playChecked(generated(seed), side == 0 ? level : other, side == 0 ? other : level,
                       static_cast<std::uint64_t>(seed), 10, legal);
}

} // namespace

class TestLessBots : public QObject {
    Q_OBJECT
private slots:
    void greedyAndSearchAreLegal_data()
    {
        QTest::addColumn<int>("boardSeed");
        QTest::addColumn<int>("level0");
        QTest::addColumn<int>("level1");
        for (int s = 1; s <= 4; ++s)
            QTest::addRow("greedy board %d", s) << s << 2 << 2;
        QTest::addRow("search vs greedy board 5") << 5 << 3 << 2;
        QTest::addRow("search vs random board 7") << 7 << 1 << 3;
    }
    void greedyAndSearchAreLegal()
    {
        QFETCH(int, boardSeed);
        QFETCH(int, level0);
        QFETCH(int, level1);
        bool legal = false;
        const Game game = playChecked(generated(boardSeed), static_cast<BotLevel>(level0),
                                      static_cast<BotLevel>(level1), 11, 10, &legal);
        QVERIFY(legal);
        QCOMPARE(game.phase(), Game::Phase::Over);
        QVERIFY(game.score(0) + game.score(1) == 20);
    }

    void greedyIsReproducible()
    {
        bool legal = false;
        const Game a = playChecked(generated(3), BotLevel::Greedy, BotLevel::Greedy, 5, 10, &legal);
        const Game b = playChecked(generated(3), BotLevel::Greedy, BotLevel::Greedy, 5, 10, &legal);
        QCOMPARE(a.history().size(), b.history().size());
        for (std::size_t i = 0; i < a.history().size(); ++i)
            QCOMPARE(turnText(a.history()[i].turn), turnText(b.history()[i].turn));
    }

    // With a budget of at most 40 ms the search runs exactly one playout per candidate, so the
    // clock never decides: a seed gives the same game.
    void searchIsReproducible()
    {
        bool legal = false;
        const Game a = playChecked(generated(6), BotLevel::Search, BotLevel::Greedy, 9, 10, &legal);
        QVERIFY(legal);
        const Game b = playChecked(generated(6), BotLevel::Search, BotLevel::Greedy, 9, 10, &legal);
        QCOMPARE(a.history().size(), b.history().size());
        for (std::size_t i = 0; i < a.history().size(); ++i)
            QCOMPARE(turnText(a.history()[i].turn), turnText(b.history()[i].turn));
        QCOMPARE(a.score(0), b.score(0));
    }

    // A random team cannot win against greedy by luck: on 10 boards, each side once, greedy
    // wins at least 18 of the 20 games.
    void greedyBeatsRandom()
    {
        int wins = 0;
        for (int s = 1; s <= 10; ++s)
            for (int side = 0; side < 2; ++side) {
                bool legal = false;
                const Game game = playAsSide(s, side, BotLevel::Greedy, BotLevel::Random, &legal);
                QVERIFY(legal);
                wins += game.score(side) > 10 ? 1 : 0;
            }
        QVERIFY2(wins >= 18, qPrintable(QStringLiteral("greedy won only %1 of 20").arg(wins)));
    }

    // The search team scores at least as much as the greedy team over a small sample.
    void searchAtLeastGreedy()
    {
        int points = 0, games = 0;
        for (int s = 1; s <= 2; ++s)
            for (int side = 0; side < 2; ++side) {
                bool legal = false;
                const Game game = playAsSide(s, side, BotLevel::Search, BotLevel::Greedy, &legal);
                QVERIFY(legal);
                points += game.score(side);
                ++games;
            }
        QVERIFY2(points >= 10 * games,
                 qPrintable(QStringLiteral("search scored %1 in %2 games").arg(points).arg(games)));
    }

    // A cancelled search answers at once with a legal turn (the tree search even without rush
    // tables of its own: it would build them first otherwise).
    void searchHonoursCancel_data()
    {
        QTest::addColumn<int>("level");
        QTest::addRow("search") << int(BotLevel::Search);
        QTest::addRow("mcts") << int(BotLevel::Mcts);
    }
    void searchHonoursCancel()
    {
        QFETCH(int, level);
        const std::atomic<bool> cancel{true};
        Game game(generated(2));
        BotOptions options;
        options.level = static_cast<BotLevel>(level);
        options.budget = std::chrono::milliseconds(60000);
        options.cancel = &cancel;
        QElapsedTimer t;
        t.start();
        const Turn turn = chooseTurn(game, options);
        QVERIFY(t.elapsed() < 5000);
        QVERIFY(checkTurn(game.board(), game.position(), game.toMove(), turn).ok());
    }

    // The program plays a whole game through the contest's dialogue against greedy bots run
    // here; every answer must be legal, the rush optimal, and the program ends by itself.
    void programPlaysAGame_data()
    {
        QTest::addColumn<int>("colour");
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("boardSeed");
        QTest::addRow("black greedy") << int(Black) << QStringLiteral("2") << 4;
        QTest::addRow("yellow search") << int(Yellow) << QStringLiteral("3") << 5;
        QTest::addRow("red random") << int(Red) << QStringLiteral("1") << 6;
        QTest::addRow("white mcts") << int(White) << QStringLiteral("4") << 7;
    }
    void programPlaysAGame()
    {
        QFETCH(int, colour);
        QFETCH(QString, level);
        QFETCH(int, boardSeed);
        const Board board = generated(boardSeed);
        QProcess p;
        p.start(QStringLiteral(PLAYBENCH_LESS_BOT),
                {QStringLiteral("--level"), level, QStringLiteral("--seed"), QStringLiteral("3"),
                 QStringLiteral("--budget-ms"), QStringLiteral("20")});
        QVERIFY(p.waitForStarted());
        p.write(QByteArray::fromStdString(board.toString() + "\n" + colourName(colour) + "\n"));
        Game game(board);
        std::size_t sent = 0;
        auto sendOthers = [&] {
            for (; sent < game.history().size(); ++sent) {
                const Game::Record& r = game.history()[sent];
                if (r.colour != colour)
                    p.write(QByteArray::fromStdString((r.nil ? std::string("Nil") : turnText(r.turn)) + "\n"));
            }
        };
        int answers = 0;
        while (game.phase() == Game::Phase::Playing) {
            if (game.toMove() == colour) {
                sendOthers();
                const QString line = readLine(p);
                QVERIFY2(!line.isEmpty(), qPrintable(QString::fromUtf8(p.readAllStandardError())));
                const TurnCheck check = readTurn(game.board(), game.position(), colour, line.toStdString());
                QVERIFY2(check.ok(), qPrintable(line + QStringLiteral(": ") + check.error));
                game.play(check.turn);
                ++answers;
            } else {
                BotOptions options;
                options.level = BotLevel::Greedy;
                options.seed = static_cast<std::uint64_t>(game.toMove());
                game.play(chooseTurn(game, options));
            }
        }
        QVERIFY(answers > 0);
        sendOthers();
        if (game.position().teamHome(teamOf(colour))) {
            p.write("Quit\n");
        } else {
            p.write("Move\n");
            const std::array<int, kPieces> pieces = game.position().pieces(colour);
            const int optimal = solveRush(board, colour, pieces).moves;
            std::vector<Step> steps;
            RushCheck check;
            while (!game.position().home(colour)) {
                check = checkRush(board, colour, pieces, steps);
                QVERIFY2(check.ok(), qPrintable(check.error));
                if (check.home)
                    break;
                const QString line = readLine(p);
                QVERIFY2(line.size() == 4, qPrintable(QStringLiteral("rush step '%1'").arg(line)));
                steps.push_back({static_cast<std::uint8_t>(parseSquare(line.left(2).toStdString())),
                                 static_cast<std::uint8_t>(parseSquare(line.mid(2).toStdString())), 0, false});
                QVERIFY(steps.size() < 200);
            }
            QCOMPARE(check.moves, optimal);
        }
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
    }

    void programQuits()
    {
        QProcess p;
        p.start(QStringLiteral(PLAYBENCH_LESS_BOT), {QStringLiteral("--level"), QStringLiteral("2")});
        QVERIFY(p.waitForStarted());
        const Board board = generated(1);
        Game game(board);
        BotOptions options;
        options.level = BotLevel::Random;
        const Turn yellow = chooseTurn(game, options);
        game.play(yellow);
        p.write(QByteArray::fromStdString(board.toString() + "\nBlack\n" + turnText(yellow) + "\n"));
        const QString line = readLine(p);
        QVERIFY(readTurn(game.board(), game.position(), Black, line.toStdString()).ok());
        p.write("Quit\n");
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(p.readAllStandardOutput().isEmpty());
    }

    void programRejectsGarbage_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("where");
        const QByteArray board = QByteArray::fromStdString(std::string(kFigure1Board));
        const Board figure1 = parseBoard(kFigure1Board).board;
        const QByteArray yellow = QByteArray::fromStdString(
            turnText(legalTurns(figure1, Position::start(), Yellow).front()));
        QTest::addRow("bad board") << QByteArray("0123\nBlack\n") << QStringLiteral("line 1 '0123': column 4");
        QTest::addRow("bad colour") << board + "\nGreen\n" << QStringLiteral("line 2 'Green':");
        QTest::addRow("bad turn") << board + "\nBlack\nzz9\n" << QStringLiteral("line 3 'zz9':");
        QTest::addRow("illegal turn") << board + "\nWhite\n" + yellow + "\na1a5\n" << QStringLiteral("line 4 'a1a5':");
        QTest::addRow("cut short") << board + "\nRed\n" + yellow + "\n" << QStringLiteral("line 3:");
    }
    void programRejectsGarbage()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, where);
        QProcess p;
        p.start(QStringLiteral(PLAYBENCH_LESS_BOT), {QStringLiteral("--level"), QStringLiteral("2")});
        QVERIFY(p.waitForStarted());
        p.write(input);
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(10000));
        QVERIFY(p.exitCode() != 0);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(where), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestLessBots)
#include "tst_less_bots.moc"
