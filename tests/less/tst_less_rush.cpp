// The Less final rush: the exact fewest moves home against an independent brute-force search.

#include "less/board.h"
#include "less/generator.h"
#include "less/position.h"
#include "less/rush.h"
#include "naivemoves.h"

#include <QtTest>

#include <map>
#include <queue>
#include <random>
#include <set>
#include <unordered_map>

using namespace pb::less;

namespace {

int sq(const char* name) { return parseSquare(name); }

Board figure1() { return parseBoard(kFigure1Board).board; }

std::array<int, 4> at(const char* a, const char* b, const char* c, const char* d)
{
    return {sq(a), sq(b), sq(c), sq(d)};
}

// Plain Dijkstra (no bound) over sorted quadruples of squares in a hash map, with the move rules
// written from the task (naivemoves.h): a step costs 1 + the walls between the squares, a jump
// over one own piece costs 1 and needs no wall on either edge.
int bruteForce(const Board& board, int colour, const std::array<int, 4>& pieces)
{
    using State = std::array<int, 4>;
    auto key = [](State s) {
        std::sort(s.begin(), s.end());
        return static_cast<std::uint32_t>(((s[0] * 64 + s[1]) * 64 + s[2]) * 64 + s[3]);
    };
    auto contains = [](const State& s, int x) { return std::find(s.begin(), s.end(), x) != s.end(); };
    const std::uint32_t goal = key(targetSquares(colour));
    std::unordered_map<std::uint32_t, int> best;
    using Item = std::pair<int, State>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
    best[key(pieces)] = 0;
    queue.push({0, pieces});
    while (!queue.empty()) {
        const auto [cost, s] = queue.top();
        queue.pop();
        const std::uint32_t k = key(s);
        if (best[k] < cost)
            continue;
        if (k == goal)
            return cost;
        for (std::size_t i = 0; i < 4; ++i) {
            auto occupied = [&](int x) { return contains(s, x); };
            pb::test::naiveMoves(board, s[i], occupied, [&](int to, int step) {
                State next = s;
                next[i] = to;
                const std::uint32_t nk = key(next);
                const auto it = best.find(nk);
                if (it == best.end() || cost + step < it->second) {
                    best[nk] = cost + step;
                    queue.push({cost + step, next});
                }
            });
        }
    }
    return -1;
}

} // namespace

class TestLessRush : public QObject {
    Q_OBJECT

private slots:
    void handMade_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("colour");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<int>("expected");  // -1: only against the brute force
        const QString empty(112, QLatin1Char('0'));
        const QString fig = QString::fromLatin1(kFigure1Board.data(), 112);
        QTest::newRow("home") << fig << int(Yellow) << "a7 a8 b7 b8" << 0;
        QTest::newRow("one step") << empty << int(Yellow) << "a7 a8 b7 c8" << 1;
        // b8 from c8 on Figure 1: c8/b8 has no wall.
        QTest::newRow("one step fig1") << fig << int(Yellow) << "a7 a8 b7 c8" << 1;
        // a8 is empty: c8 jumps over b8 onto it.
        QTest::newRow("one jump") << empty << int(Yellow) << "a7 b7 b8 c8" << 1;
        // d8 to c8, then c8 jumps over b8 onto a8 (no double wall on the empty board).
        QTest::newRow("step and jump") << empty << int(Yellow) << "a7 b7 b8 d8" << 2;
        // On Figure 1 a8/b8 is a double wall, so that jump is not there.
        QTest::newRow("step and jump fig1") << fig << int(Yellow) << "a7 b7 b8 d8" << -1;
        QTest::newRow("empty board start") << empty << int(Yellow) << "g1 g2 h1 h2" << -1;
        QTest::newRow("figure1 start yellow") << fig << int(Yellow) << "g1 g2 h1 h2" << -1;
        QTest::newRow("figure1 start red") << fig << int(Red) << "a7 a8 b7 b8" << -1;
        // a8 is behind the double wall a8/b8 (and a7's own piece): which way is cheapest is
        // left to the brute force.
        QTest::newRow("double wall") << fig << int(Yellow) << "a7 b8 b7 c7" << -1;
        QTest::newRow("scattered") << fig << int(White) << "d4 e5 h1 a8" << -1;
    }

    void handMade()
    {
        QFETCH(QString, board);
        QFETCH(int, colour);
        QFETCH(QString, pieces);
        QFETCH(int, expected);
        const Board b = parseBoard(board.toStdString()).board;
        const QStringList names = pieces.split(QLatin1Char(' '));
        std::array<int, 4> p{};
        for (int i = 0; i < 4; ++i)
            p[static_cast<std::size_t>(i)] = parseSquare(names[i].toStdString());
        const RushResult r = solveRush(b, colour, p);
        const int brute = bruteForce(b, colour, p);
        QCOMPARE(r.moves, brute);
        if (expected >= 0)
            QCOMPARE(r.moves, expected);
        QVERIFY(rushLowerBound(b, colour, p) <= r.moves);
        // The path it gives is legal, costs what it says and ends home.
        const RushCheck check = checkRush(b, colour, p, r.steps);
        QVERIFY2(check.ok(), qPrintable(check.error));
        QVERIFY(check.home);
        QCOMPARE(check.moves, r.moves);
    }

    void figure1DoubleWall()
    {
        // a8 free, pieces on a7 b7 b8 c7: b8a8 would cross the double wall (3); a7a8 (1) then
        // c7 jumping over b7 to a7 (1) is the optimum, 2.
        const Board b = figure1();
        QCOMPARE(b.wallBetween(sq("a8"), sq("b8")), 2);
        QCOMPARE(b.wallBetween(sq("a7"), sq("a8")), 0);
        QCOMPARE(b.wallBetween(sq("a7"), sq("b7")), 0);
        QCOMPARE(b.wallBetween(sq("b7"), sq("c7")), 0);
        const auto p = at("a7", "b7", "b8", "c7");
        const RushResult r = solveRush(b, Yellow, p);
        QCOMPARE(r.moves, 2);
        QCOMPARE(bruteForce(b, Yellow, p), 2);
        QCOMPARE(r.steps.size(), std::size_t(2));
        QVERIFY(r.steps[0].jump || r.steps[1].jump);
    }

    void randomPositions()
    {
        // Random boards from the generator and random piece squares, against the brute force.
        const TileSetParse tiles = defaultTiles();
        QVERIFY2(tiles.ok(), qPrintable(tiles.error));
        std::mt19937 rng(2017);
        for (int n = 0; n < 12; ++n) {
            const Board b = generateBoard(tiles.tiles, rng()).board;
            const int colour = static_cast<int>(rng() % 4);
            // Pieces within a few squares of home keep the brute force quick.
            std::set<int> chosen;
            const auto targets = targetSquares(colour);
            while (chosen.size() < 4) {
                const int t = targets[rng() % 4];
                const int r = std::clamp(rowOf(t) + static_cast<int>(rng() % 7) - 3, 0, 7);
                const int c = std::clamp(colOf(t) + static_cast<int>(rng() % 7) - 3, 0, 7);
                chosen.insert(squareAt(r, c));
            }
            std::array<int, 4> p{};
            std::copy(chosen.begin(), chosen.end(), p.begin());
            const RushResult r = solveRush(b, colour, p);
            QCOMPARE(r.moves, bruteForce(b, colour, p));
            const RushCheck check = checkRush(b, colour, p, r.steps);
            QVERIFY(check.ok() && check.home);
            QCOMPARE(check.moves, r.moves);
        }
    }

    void tableMatchesSolver()
    {
        // Every placement has a finite rush, home is 0, and random placements agree with the
        // A* search (itself checked against the brute force above).
        const TileSetParse tiles = defaultTiles();
        QVERIFY(tiles.ok());
        std::mt19937 rng(6);
        const std::vector<std::pair<Board, int>> cases = {{figure1(), Yellow}, {generateBoard(tiles.tiles, 11).board, Black}};
        for (const auto& [b, colour] : cases) {
            const RushTable table(b, colour);
            QCOMPARE(table.colour(), colour);
            QVERIFY(table.worst() < 0xff);
            QVERIFY(table.worst() >= table.moves(startSquares(colour)));
            QCOMPARE(table.moves(targetSquares(colour)), 0);
            QCOMPARE(table.moves(startSquares(colour)), solveRush(b, colour, startSquares(colour)).moves);
            for (int n = 0; n < 40; ++n) {
                std::set<int> chosen;
                while (chosen.size() < 4)
                    chosen.insert(static_cast<int>(rng() % 64));
                std::array<int, 4> p{};
                std::copy(chosen.begin(), chosen.end(), p.begin());
                std::shuffle(p.begin(), p.end(), rng);  // any order
                QCOMPARE(table.moves(p), solveRush(b, colour, p).moves);
                // The bots look placements up by the colour's mask: the same value.
                QCOMPARE(table.movesOfMask(maskOf(p)), solveRush(b, colour, p).moves);
            }
        }
    }

    // The table keeps a rush in a byte. Walls only make steps dearer and jumps rarer, so a board
    // with a double wall between every two squares has the longest rushes of all: there every
    // step costs 3 and nothing jumps, and the worst is from the start corner, 4 pieces x 12
    // steps x 3 = 144.
    void longestRushFitsAByte()
    {
        const Board heaviest = parseBoard(std::string(112, '2')).board;
        for (int colour = 0; colour < kColours; ++colour) {
            const RushTable table(heaviest, colour);
            QCOMPARE(table.worst(), 144);
            QCOMPARE(table.moves(startSquares(colour)), 144);
            QCOMPARE(table.moves(startSquares(colour)), solveRush(heaviest, colour, startSquares(colour)).moves);
        }
    }

    void checkRushErrors()
    {
        const Board b = figure1();
        const auto p = at("a7", "a8", "b7", "c8");
        Step s{static_cast<std::uint8_t>(sq("c8")), static_cast<std::uint8_t>(sq("b8")), 0, false};
        RushCheck c = checkRush(b, Yellow, p, {s});
        QVERIFY(c.ok() && c.home);
        QCOMPARE(c.moves, 1);
        // Not home yet after a step away.
        s.to = static_cast<std::uint8_t>(sq("d8"));
        c = checkRush(b, Yellow, p, {s});
        QVERIFY(c.ok() && !c.home);
        QCOMPARE(c.moves, 1 + b.wallBetween(sq("c8"), sq("d8")));
        // A piece that is not there, or a move that is no step.
        s = {static_cast<std::uint8_t>(sq("d4")), static_cast<std::uint8_t>(sq("d5")), 0, false};
        c = checkRush(b, Yellow, p, {s});
        QVERIFY(!c.ok());
        QCOMPARE(c.step, 1);
        s = {static_cast<std::uint8_t>(sq("c8")), static_cast<std::uint8_t>(sq("a8")), 0, false};
        c = checkRush(b, Yellow, p, {s});
        QVERIFY2(!c.ok() && c.error.contains(QLatin1String("c8a8")), qPrintable(c.error));
    }
};

QTEST_GUILESS_MAIN(TestLessRush)
#include "tst_less_rush.moc"
