#pragma once

// The elements of a contest world as shapes (internal to the world generator and its checker,
// worldgen.cpp): the sizes of section 3.1, hex coordinates, and the anthill, food blob and rock
// drawings in each of the twelve symmetries of the hex grid.
//
// Shapes are kept in axial hex coordinates (q, r): r is the row, and q runs along the row
// but is not shifted on odd rows, so the six neighbours of any cell are the same six
// offsets and the twelve symmetries of the hex grid are simple integer maps. Cells convert
// to the file's offset coordinates (odd rows shifted right, task section 2.1) only when put
// on the board.

#include "ants/world.h"

#include <array>
#include <cstdlib>
#include <vector>

namespace pb::ants::worldgen {

constexpr int kSide = 100;
constexpr int kCells = kSide * kSide;
constexpr int kHillRadius = 5;  // a hexagon of side 6
constexpr int kHillCells = 91;
constexpr int kRocks = 10;
constexpr int kBlobs = 8;
constexpr int kBlobCells = 12;
constexpr int kBlobFood = 5;
constexpr int kSymmetries = 12;

// Axial hex coordinates: neighbours are (+1,0) (0,+1) (-1,+1) (-1,0) (0,-1) (+1,-1).
struct Hex {
    int q = 0;
    int r = 0;
};

constexpr Hex toAxial(Pos p) { return {p.x - (p.y - (p.y & 1)) / 2, p.y}; }
constexpr Pos toOffset(Hex h) { return {h.q + (h.r - (h.r & 1)) / 2, h.r}; }

constexpr int hexDistance(Hex a, Hex b)
{
    const int dq = a.q - b.q;
    const int dr = a.r - b.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

// A shape in each of the twelve symmetries (0-5 turn by 60 degrees that many times, 6-11
// mirror first); each with its top row at r = 0 and sorted in file order (row, then column).
struct Shape {
    std::array<std::vector<Hex>, kSymmetries> turned;
};

struct Library {
    Shape hill;
    Shape blob;
    Shape bar;
    std::vector<std::vector<Shape>> glyphs;  // each rock glyph with its variants
    std::vector<std::vector<Hex>> blobOrientations;  // distinct, relative to the first cell
};

// Every element's shape, made once.
const Library& library();

} // namespace pb::ants::worldgen
