#pragma once

// Less board generator: 16 tiles of 2x2 squares drawn from a double set of tiles (task: "A
// double set of 12 tiles are used to generate the board. ... Out of the double set of tiles 16
// tiles are randomly chosen").
//
// The physical game's tiles are not public (NOTES.md); the default set is the 16 2x2 blocks of
// the task's Figure 1 board, kept in resources/less/tiles.txt so it can be replaced.
//
// Our reading, where the task is silent:
// - A tile carries the walls inside it and on its outer edges. Where two tiles meet, their
//   walls on the shared edge add up (a single wall on each makes a double wall), capped at 2.
//   Walls on the board's outer edge are dropped. When the Figure 1 board is cut into tiles, a
//   wall between two blocks goes to the block above or to the left, so putting the tiles back
//   in place gives the Figure 1 board exactly.
// - Each drawn tile is placed in a random one of its four quarter turns (like a physical tile).
//
// The text format of a tile set: one tile per line, 12 digits 0-2 (blanks between digits are
// allowed), '#' starts a comment:
//   4 inner walls: top row (left|right), bottom row (left|right), left column (top/bottom),
//                  right column (top/bottom);
//   8 outer half-edges: top (left, right), right (top, bottom), bottom (left, right),
//                  left (top, bottom).

#include "less/board.h"

#include <QString>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pb::less {

struct Tile {
    // walls[cell][dir]: cell 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right; dir as Dir.
    std::array<std::array<std::uint8_t, 4>, 4> walls{};
    friend bool operator==(const Tile&, const Tile&) = default;

    // The tile turned a quarter clockwise `quarters` times.
    Tile rotated(int quarters) const;
    // The 12 digits of the text format.
    std::string digits() const;
};

struct TileSetParse {
    std::vector<Tile> tiles;
    QString error;  // "file:line:column: ..." of the first problem; empty when usable
    bool ok() const { return error.isEmpty(); }
};

// Reads a tile set (the text format above). `fileName` is used in messages only. A set needs at
// least 8 tiles (its double set must hold the 16 the board takes).
TileSetParse parseTiles(std::string_view text, const QString& fileName);
TileSetParse loadTiles(const QString& path);
// The built-in set (resources/less/tiles.txt, compiled in).
TileSetParse defaultTiles();

// The 16 blocks of a board, row by row, walls between blocks given to the block above or left.
std::vector<Tile> tilesOfBoard(const Board& board);
// A tile set file with one line per tile and a header comment.
std::string writeTiles(const std::vector<Tile>& tiles, std::string_view comment);

struct Placement {
    int tile = 0;      // index into the tile set
    int rotation = 0;  // quarter turns clockwise
};
// The board made of 16 placed tiles, row by row of blocks.
Board composeBoard(const std::vector<Tile>& tiles, const std::array<Placement, 16>& placements);

struct Generated {
    Board board;
    std::array<Placement, 16> placements{};
};
// Draws 16 of the double set (each tile twice) without replacement, in random places and turns.
// The same seed and tile set give the same board everywhere. `tiles` must hold at least 8.
Generated generateBoard(const std::vector<Tile>& tiles, std::uint64_t seed, bool rotate = true);

} // namespace pb::less
