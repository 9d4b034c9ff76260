// The shapes of a contest world's elements (worldgen_shapes.h): their symmetries, and the
// drawings of the anthill, the food blob and the rocks.
//
// Rocks: the task does not give their shapes. In all ten sample worlds the ten rocks are the
// same set, in varying places and orientations: four straight bars two cells wide and 14
// long (28 cells), and six letter-like glyphs drawn with strokes two cells wide, 46 to 72
// cells, about 10 x 12 cells across. The glyphs come in one or two mirror variants. We use
// exactly that set (the drawings below were traced from the sample worlds by a script), one
// of each glyph in a random variant plus four bars, so generated worlds have the same
// amount, size and kind of obstacles as the contest's.

#include "ants/worldgen_shapes.h"

#include <algorithm>
#include <initializer_list>
#include <string_view>
#include <utility>

namespace pb::ants::worldgen {

namespace {

// Symmetry 0-5 turns by 60 degrees that many times; 6-11 mirror first.
Hex transform(Hex h, int symmetry)
{
    if (symmetry >= 6)
        h = {h.r, h.q};
    for (int k = 0; k < symmetry % 6; ++k)
        h = {-h.r, h.q + h.r};
    return h;
}

// Moved so that the topmost row is r = 0 and the leftmost cell, in the file's columns, is
// at x = 0 for an anchor on an even row; sorted in file order (row, then column).
std::vector<Hex> normalized(std::vector<Hex> cells)
{
    int minR = cells.front().r;
    for (const Hex& h : cells)
        minR = std::min(minR, h.r);
    for (Hex& h : cells)
        h.r -= minR;
    int minX = cells.front().q + cells.front().r / 2;
    for (const Hex& h : cells)
        minX = std::min(minX, h.q + h.r / 2);
    for (Hex& h : cells)
        h.q -= minX;
    std::sort(cells.begin(), cells.end(),
              [](Hex a, Hex b) { return a.r != b.r ? a.r < b.r : a.q < b.q; });
    return cells;
}

Shape shapeOf(const std::vector<Hex>& cells)
{
    Shape s;
    for (int k = 0; k < kSymmetries; ++k) {
        std::vector<Hex> t;
        t.reserve(cells.size());
        for (const Hex& h : cells)
            t.push_back(transform(h, k));
        s.turned[static_cast<size_t>(k)] = normalized(std::move(t));
    }
    return s;
}

// A drawing in axial coordinates: string r is row r, character q is cell (q, r), '#' is
// taken. Each row of the world sits half a cell right of the row above, so a drawing looks
// sheared compared with the world: its columns run south-east in the world.
Shape drawn(std::initializer_list<std::string_view> rows)
{
    std::vector<Hex> cells;
    int r = 0;
    for (std::string_view row : rows) {
        for (size_t q = 0; q < row.size(); ++q)
            if (row[q] == '#')
                cells.push_back({static_cast<int>(q), r});
        ++r;
    }
    return shapeOf(cells);
}

} // namespace

const Library& library()
{
    static const Library lib = [] {
        Library l;
        std::vector<Hex> hex;
        for (int q = -kHillRadius; q <= kHillRadius; ++q)
            for (int r = -kHillRadius; r <= kHillRadius; ++r)
                if (hexDistance({q, r}, {0, 0}) <= kHillRadius)
                    hex.push_back({q, r});
        l.hill = shapeOf(hex);
        l.blob = drawn({"####", "####", "####"});
        l.bar = drawn({"##", "##", "##", "##", "##", "##", "##", "##", "##", "##", "##", "##",
                       "##", "##"});
        // A ring with a stroke across it; in 7 of the 10 samples the stroke runs along the
        // long diagonal (its cells then only touch corner to corner).
        l.glyphs.push_back({drawn({".########.", "##########", "##......##", "##......##",
                                   "##.#....##", "##..#...##", "##...#..##", "##....#.##",
                                   "##......##", "##......##", "##########", ".########."}),
                            drawn({".########.", "##########", "##......##", "##......##",
                                   "##....#.##", "##...#..##", "##..#...##", "##.#....##",
                                   "##......##", "##......##", "##########", ".########."})});
        // An open ring (60 cells).
        l.glyphs.push_back({drawn({".########.", "##########", "##......##", "##......##",
                                   "##........", "##........", "##........", "##........",
                                   "##......##", "##......##", "##########", ".########."})});
        // Two stems and a bar between them (56 cells).
        l.glyphs.push_back({drawn({"##........##", "##........##", "##........##", "##........##",
                                   "############", "############", "##........##", "##........##",
                                   "##........##", "##........##"})});
        // A stem with a closed loop at one end (58 cells).
        l.glyphs.push_back({drawn({"#########.", "##########", "##......##", "##......##",
                                   "##########", "#########.", "##........", "##........",
                                   "##........", "##........", "##........", "##........"}),
                            drawn({"##........", "##........", "##........", "##........",
                                   "##........", "##........", "#########.", "##########",
                                   "##......##", "##......##", "##########", "#########."})});
        // A stem with a long arm at one end and a short one near it (46 cells).
        l.glyphs.push_back({drawn({"##########", "##########", "##........", "##........",
                                   "#####.....", "#####.....", "##........", "##........",
                                   "##........", "##........", "##........", "##........"}),
                            drawn({"##........", "##........", "##........", "##........",
                                   "##........", "##........", "#####.....", "#####.....",
                                   "##........", "##........", "##########", "##########"})});
        // A cross with a hook (50 cells).
        l.glyphs.push_back({drawn({"....##......", "############", "############", "....##......",
                                   "....##......", "....##......", "....##......", "....##......",
                                   "....##......", "######......", "######......"}),
                            drawn({"##......##.", "##......##.", "##......##.", "##......##.",
                                   "###########", "###########", "........##.", "........##.",
                                   "........##.", "........##.", "........##.", "........##."})});

        for (const std::vector<Hex>& cells : l.blob.turned) {
            std::vector<Hex> rel;
            for (const Hex& h : cells)
                rel.push_back({h.q - cells.front().q, h.r - cells.front().r});
            const bool known = std::any_of(l.blobOrientations.begin(), l.blobOrientations.end(),
                                           [&](const std::vector<Hex>& o) {
                                               return std::equal(o.begin(), o.end(), rel.begin(),
                                                                 [](Hex a, Hex b) {
                                                                     return a.q == b.q && a.r == b.r;
                                                                 });
                                           });
            if (!known)
                l.blobOrientations.push_back(std::move(rel));
        }
        return l;
    }();
    return lib;
}

} // namespace pb::ants::worldgen
