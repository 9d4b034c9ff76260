#include "less/generator.h"
#include "common/splitmix.h"
#include "common/textfile.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>

namespace pb::less {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessGenerator)
};

// Where each of the 12 digits sits: (cell, dir), and for inner walls the matching other side.
struct Slot {
    int cell, dir, otherCell, otherDir;
};
constexpr Slot kSlots[12] = {
    {0, East, 1, West},  {2, East, 3, West},    // inner: top row, bottom row
    {0, South, 2, North}, {1, South, 3, North},  // inner: left column, right column
    {0, North, -1, 0}, {1, North, -1, 0},        // top edge
    {1, East, -1, 0},  {3, East, -1, 0},         // right edge
    {2, South, -1, 0}, {3, South, -1, 0},        // bottom edge
    {0, West, -1, 0},  {2, West, -1, 0},         // left edge
};

constexpr int kMinTiles = 8;

using Random = pb::SplitMix64;

int cellSquare(int block, int cell)
{
    const int br = block / 4, bc = block % 4;
    return squareAt(2 * br + cell / 2, 2 * bc + cell % 2);
}

} // namespace

Tile Tile::rotated(int quarters) const
{
    Tile t = *this;
    for (int q = 0; q < ((quarters % 4) + 4) % 4; ++q) {
        Tile r;
        for (int cell = 0; cell < 4; ++cell) {
            const int row = cell / 2, col = cell % 2;
            const int to = col * 2 + (1 - row);  // (row, col) -> (col, 1 - row)
            for (int d = 0; d < 4; ++d)
                r.walls[static_cast<std::size_t>(to)][static_cast<std::size_t>((d + 1) % 4)] =
                    t.walls[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)];
        }
        t = r;
    }
    return t;
}

std::string Tile::digits() const
{
    std::string s;
    for (int i = 0; i < 12; ++i) {
        if (i == 4 || (i > 4 && i % 2 == 0))
            s += ' ';
        s += static_cast<char>('0' + walls[static_cast<std::size_t>(kSlots[i].cell)][static_cast<std::size_t>(kSlots[i].dir)]);
    }
    return s;
}

TileSetParse parseTiles(std::string_view text, const QString& fileName)
{
    TileSetParse result;
    int line = 1;
    std::size_t pos = 0;
    auto fail = [&](int column, const QString& what) {
        result.error = Text::tr("%1:%2:%3: error: %4").arg(fileName).arg(line).arg(column).arg(what);
        result.tiles.clear();
        return result;
    };
    while (pos <= text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view row = text.substr(pos, end - pos);
        if (const std::size_t hash = row.find('#'); hash != std::string_view::npos)
            row = row.substr(0, hash);
        Tile tile;
        int count = 0;
        for (std::size_t i = 0; i < row.size(); ++i) {
            const char c = row[i];
            if (c == ' ' || c == '\t' || c == '\r')
                continue;
            if (c < '0' || c > '2')
                return fail(static_cast<int>(i) + 1,
                            Text::tr("'%1' is not a wall digit (0, 1 or 2)").arg(QLatin1Char(c >= 0x20 && c < 0x7f ? c : '?')));
            if (count == 12)
                return fail(static_cast<int>(i) + 1, Text::tr("more than 12 digits; a tile has 12"));
            const Slot& s = kSlots[count++];
            const auto v = static_cast<std::uint8_t>(c - '0');
            tile.walls[static_cast<std::size_t>(s.cell)][static_cast<std::size_t>(s.dir)] = v;
            if (s.otherCell >= 0)
                tile.walls[static_cast<std::size_t>(s.otherCell)][static_cast<std::size_t>(s.otherDir)] = v;
        }
        if (count != 0 && count != 12)
            return fail(static_cast<int>(row.size()) + 1, Text::tr("%1 digits; a tile has 12").arg(count));
        if (count == 12)
            result.tiles.push_back(tile);
        if (end == text.size())
            break;
        pos = end + 1;
        ++line;
    }
    if (result.tiles.size() < static_cast<std::size_t>(kMinTiles)) {
        result.error = Text::tr("%1: %2 tiles; a set needs at least %3 (its double set must hold the 16 a board takes)")
                           .arg(fileName)
                           .arg(result.tiles.size())
                           .arg(kMinTiles);
        result.tiles.clear();
    }
    return result;
}

TileSetParse loadTiles(const QString& path)
{
    return loadFile<TileSetParse>(path, [&](const std::string& bytes) { return parseTiles(bytes, path); });
}

TileSetParse defaultTiles()
{
    return loadTiles(QStringLiteral(":/less/tiles.txt"));
}

std::vector<Tile> tilesOfBoard(const Board& board)
{
    std::vector<Tile> tiles(16);
    for (int block = 0; block < 16; ++block) {
        Tile& t = tiles[static_cast<std::size_t>(block)];
        for (int cell = 0; cell < 4; ++cell) {
            const int sq = cellSquare(block, cell);
            for (int d = 0; d < 4; ++d) {
                const bool inner = (d == East && cell % 2 == 0) || (d == West && cell % 2 == 1)
                                || (d == South && cell < 2) || (d == North && cell >= 2);
                // Between blocks the wall goes to the block above or to the left.
                const bool owned = inner || d == East || d == South;
                t.walls[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)] =
                    owned ? static_cast<std::uint8_t>(board.wall(sq, d)) : 0;
            }
        }
    }
    return tiles;
}

std::string writeTiles(const std::vector<Tile>& tiles, std::string_view comment)
{
    std::string s;
    std::size_t pos = 0;
    while (pos < comment.size()) {
        std::size_t end = comment.find('\n', pos);
        if (end == std::string_view::npos)
            end = comment.size();
        s += "# ";
        s += comment.substr(pos, end - pos);
        s += '\n';
        pos = end + 1;
    }
    for (const Tile& t : tiles) {
        s += t.digits();
        s += '\n';
    }
    return s;
}

Board composeBoard(const std::vector<Tile>& tiles, const std::array<Placement, 16>& placements)
{
    std::array<Tile, 16> placed;
    for (std::size_t b = 0; b < placed.size(); ++b)
        placed[b] = tiles.at(static_cast<std::size_t>(placements[b].tile)).rotated(placements[b].rotation);
    auto side = [&](int square, int dir) {
        const int block = (rowOf(square) / 2) * 4 + colOf(square) / 2;
        const int cell = (rowOf(square) % 2) * 2 + colOf(square) % 2;
        return std::pair<int, int>{block,
                                   placed[static_cast<std::size_t>(block)].walls[static_cast<std::size_t>(cell)][static_cast<std::size_t>(dir)]};
    };
    Board board;
    for (int sq = 0; sq < kSquares; ++sq) {
        for (int d : {East, South}) {
            const int n = neighbour(sq, d);
            if (n < 0)
                continue;
            const auto [blockA, a] = side(sq, d);
            const auto [blockB, b] = side(n, (d + 2) % 4);
            board.setWall(sq, n, blockA == blockB ? a : std::min(2, a + b));
        }
    }
    return board;
}

Generated generateBoard(const std::vector<Tile>& tiles, std::uint64_t seed, bool rotate)
{
    Generated g;
    Random random(seed);
    std::vector<int> pool;
    for (int copy = 0; copy < 2; ++copy)
        for (std::size_t i = 0; i < tiles.size(); ++i)
            pool.push_back(static_cast<int>(i));
    // A partial Fisher-Yates shuffle: the first 16 of the pool, in board order.
    for (std::size_t b = 0; b < g.placements.size() && b < pool.size(); ++b) {
        const std::size_t pick = b + static_cast<std::size_t>(random.uniform(pool.size() - b));
        std::swap(pool[b], pool[pick]);
        g.placements[b].tile = pool[b];
        g.placements[b].rotation = rotate ? static_cast<int>(random.uniform(4)) : 0;
    }
    g.board = composeBoard(tiles, g.placements);
    return g;
}

} // namespace pb::less
