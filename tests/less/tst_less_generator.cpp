// The Less board generator: tiles, rotations, the default set from Figure 1, seeded boards.

#include "less/board.h"
#include "less/generator.h"

#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <set>

using namespace pb::less;

namespace {

Board figure1() { return parseBoard(kFigure1Board).board; }

std::array<Placement, 16> inPlace()
{
    std::array<Placement, 16> p{};
    for (int i = 0; i < 16; ++i)
        p[static_cast<std::size_t>(i)] = {i, 0};
    return p;
}

// The inner walls of a block of the board (the 4 edges inside it), as the tile format orders them.
std::array<int, 4> innerOf(const Board& b, int block)
{
    const int r = 2 * (block / 4), c = 2 * (block % 4);
    return {b.wallBetween(squareAt(r, c), squareAt(r, c + 1)), b.wallBetween(squareAt(r + 1, c), squareAt(r + 1, c + 1)),
            b.wallBetween(squareAt(r, c), squareAt(r + 1, c)), b.wallBetween(squareAt(r, c + 1), squareAt(r + 1, c + 1))};
}

std::array<int, 4> innerOf(const Tile& t)
{
    return {t.walls[0][East], t.walls[2][East], t.walls[0][South], t.walls[1][South]};
}

} // namespace

class TestLessGenerator : public QObject {
    Q_OBJECT

private slots:
    void defaultSetIsFigure1()
    {
        const TileSetParse tiles = defaultTiles();
        QVERIFY2(tiles.ok(), qPrintable(tiles.error));
        QCOMPARE(tiles.tiles.size(), std::size_t(16));
        // The data file holds Figure 1's blocks; put back in place they give Figure 1 exactly.
        QVERIFY(tiles.tiles == tilesOfBoard(figure1()));
        QCOMPARE(composeBoard(tiles.tiles, inPlace()).toString(), std::string(kFigure1Board));
        // And writing them gives a file that reads back the same.
        const std::string text = writeTiles(tiles.tiles, "test\nset");
        QVERIFY(text.rfind("# test\n# set\n", 0) == 0);
        const TileSetParse again = parseTiles(text, QStringLiteral("again"));
        QVERIFY2(again.ok(), qPrintable(again.error));
        QVERIFY(again.tiles == tiles.tiles);
    }

    void rotation()
    {
        Tile t;
        // One inner wall in the top row (between the two top cells) and a top-left outer wall.
        t.walls[0][East] = t.walls[1][West] = 1;
        t.walls[0][North] = 2;
        const Tile r = t.rotated(1);
        // A quarter turn clockwise: the top row's wall becomes the right column's wall, and the
        // top-left cell's top edge becomes the top-right cell's right edge.
        QCOMPARE(int(r.walls[1][South]), 1);
        QCOMPARE(int(r.walls[3][North]), 1);
        QCOMPARE(int(r.walls[0][East]), 0);
        QCOMPARE(int(r.walls[1][East]), 2);
        QCOMPARE(int(r.walls[0][North]), 0);
        QVERIFY(t.rotated(4) == t);
        QVERIFY(t.rotated(2) == r.rotated(1));
        QVERIFY(t.rotated(-1) == t.rotated(3));
        QVERIFY(!(t.rotated(2) == t));
        QCOMPARE(QString::fromStdString(t.digits()), QStringLiteral("1000 20 00 00 00"));
        QCOMPARE(QString::fromStdString(r.digits()), QStringLiteral("0001 00 20 00 00"));
    }

    void edgesAddUp()
    {
        // Two single walls meeting on a shared tile edge make a double wall; the board's outer
        // edge drops walls.
        Tile a;
        a.walls[1][East] = 1;  // right edge, top half
        a.walls[0][North] = 1; // top edge on the board's border when placed in the top row
        std::vector<Tile> tiles(16, Tile{});
        tiles[0] = a;
        Tile b;
        b.walls[0][West] = 1;  // left edge, top half
        tiles[1] = b;
        const Board board = composeBoard(tiles, inPlace());
        QCOMPARE(board.wallBetween(parseSquare("a2"), parseSquare("a3")), 2);
        tiles[1] = Tile{};
        QCOMPARE(composeBoard(tiles, inPlace()).wallBetween(parseSquare("a2"), parseSquare("a3")), 1);
        Tile twice;
        twice.walls[1][East] = 2;
        tiles[0] = twice;
        tiles[1] = b;
        QCOMPARE(composeBoard(tiles, inPlace()).wallBetween(parseSquare("a2"), parseSquare("a3")), 2);  // capped
    }

    void seededBoards()
    {
        const TileSetParse tiles = defaultTiles();
        QVERIFY(tiles.ok());
        std::set<std::string> seen;
        for (std::uint64_t seed = 0; seed < 500; ++seed) {
            const Generated g = generateBoard(tiles.tiles, seed);
            const std::string s = g.board.toString();
            // Always a valid wall string that reads back to the same board.
            QCOMPARE(s.size(), std::size_t(112));
            const BoardParse p = parseBoard(s);
            QVERIFY2(p.ok(), qPrintable(p.error));
            QVERIFY(p.board == g.board);
            // The same seed, the same board.
            QVERIFY(generateBoard(tiles.tiles, seed).board == g.board);
            // 16 draws from the double set: no tile more than twice.
            std::map<int, int> uses;
            for (const Placement& pl : g.placements) {
                QVERIFY(pl.tile >= 0 && pl.tile < 16);
                QVERIFY(pl.rotation >= 0 && pl.rotation < 4);
                QVERIFY(++uses[pl.tile] <= 2);
            }
            // Each block's inner walls are those of the tile drawn for it, turned as drawn.
            for (int block = 0; block < 16; ++block) {
                const Placement& pl = g.placements[static_cast<std::size_t>(block)];
                QCOMPARE(innerOf(g.board, block), innerOf(tiles.tiles[static_cast<std::size_t>(pl.tile)].rotated(pl.rotation)));
            }
            seen.insert(s);
        }
        QVERIFY2(seen.size() > 490, qPrintable(QString::number(seen.size())));
        // Without rotation every block keeps its tile's orientation.
        const Generated plain = generateBoard(tiles.tiles, 7, false);
        for (const Placement& pl : plain.placements)
            QCOMPARE(pl.rotation, 0);
    }

    void smallSetUsesEachTileTwiceAtMost()
    {
        // Eight tiles: the double set holds exactly 16, so every tile is used exactly twice.
        TileSetParse tiles = defaultTiles();
        tiles.tiles.resize(8);
        for (std::uint64_t seed = 0; seed < 50; ++seed) {
            std::map<int, int> uses;
            for (const Placement& pl : generateBoard(tiles.tiles, seed).placements)
                ++uses[pl.tile];
            QCOMPARE(uses.size(), std::size_t(8));
            for (const auto& [tile, n] : uses)
                QCOMPARE(n, 2);
        }
    }

    void parseErrors()
    {
        const std::string good = "0001 00 10 00 00\n";
        std::string eight;
        for (int i = 0; i < 8; ++i)
            eight += good;
        QVERIFY(parseTiles(eight, QStringLiteral("t.txt")).ok());
        QVERIFY(parseTiles("# only comments\n\n" + eight + "   # trailing\n", QStringLiteral("t.txt")).ok());
        TileSetParse p = parseTiles(good + "0001 00 1x 00 00\n" + eight, QStringLiteral("t.txt"));
        QVERIFY(!p.ok());
        QVERIFY2(p.error.startsWith(QLatin1String("t.txt:2:10:")), qPrintable(p.error));
        p = parseTiles(good + "0001 00 10 00\n" + eight, QStringLiteral("t.txt"));
        QVERIFY2(p.error.startsWith(QLatin1String("t.txt:2:14:")) && p.error.contains(QLatin1String("10 digits")),
                 qPrintable(p.error));
        p = parseTiles("0001 00 10 00 00 1\n" + eight, QStringLiteral("t.txt"));
        QVERIFY2(p.error.startsWith(QLatin1String("t.txt:1:18:")), qPrintable(p.error));
        p = parseTiles(good + good, QStringLiteral("t.txt"));
        QVERIFY2(p.error.contains(QLatin1String("2 tiles")), qPrintable(p.error));
        p = loadTiles(QStringLiteral("/nonexistent/tiles.txt"));
        QVERIFY2(p.error.contains(QLatin1String("cannot open for reading")), qPrintable(p.error));
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("tiles.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(eight.c_str());
        f.close();
        QCOMPARE(loadTiles(f.fileName()).tiles.size(), std::size_t(8));
    }
};

QTEST_GUILESS_MAIN(TestLessGenerator)
#include "tst_less_generator.moc"
