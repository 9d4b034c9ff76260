#include "ants/worldgen.h"
#include "ants/worldgen_shapes.h"
#include "common/splitmix.h"

#include <QCoreApplication>

#include <algorithm>
#include <initializer_list>
#include <numeric>

// How the generator works (docs/ants-world-generator.md has the long version; the shapes of
// the elements, and the rocks we use, are in worldgen_shapes.h and worldgen_shapes.cpp):
//
// Each element is placed at a random anchor in one of the twelve symmetries; a placement is
// taken when none of its cells is "reserved", i.e. taken by an earlier element or next to
// one (the perimeter counts as an element). So any two elements have at least one empty
// cell between them, the rule of section 3.1 for non-food elements; we keep it for food as
// well, as the sample worlds do. An element that finds no room after kTriesPerElement
// anchors abandons the attempt, and the next attempt starts over from a fresh random stream.

namespace pb::ants {

using namespace worldgen;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AntWorldGen)
};

constexpr int kTriesPerElement = 400;
constexpr int kMaxShapeCells = 96;

// SplitMix64: small, fast, and the same numbers on every platform.
class Rng {
public:
    explicit Rng(std::uint64_t seed) : m_state(seed) {}

    std::uint32_t next() { return static_cast<std::uint32_t>(splitMix64(m_state) >> 32); }

    // Uniform in [0, n) by rejection. The loop is bounded so that it always ends; running
    // out (chance below 2^-64) only adds a tiny bias.
    int below(int n)
    {
        const auto un = static_cast<std::uint32_t>(n);
        const std::uint32_t reject = (0u - un) % un;  // 2^32 mod n
        std::uint32_t v = next();
        for (int i = 0; i < 64 && v < reject; ++i)
            v = next();
        return static_cast<int>(v % un);
    }

private:
    std::uint64_t m_state;
};

class Board {
public:
    Board()
    {
        std::fill(std::begin(m_reserved), std::end(m_reserved), std::uint8_t{0});
        for (int i = 0; i < kSide; ++i) {
            reserveAround(i);
            reserveAround((kSide - 1) * kSide + i);
            reserveAround(i * kSide);
            reserveAround(i * kSide + kSide - 1);
        }
    }

    // Places one element; its cell indices go to `cells`, their count is returned (0: no room).
    int place(const Shape& shape, Rng& rng, int* cells)
    {
        for (int attempt = 0; attempt < kTriesPerElement; ++attempt) {
            const int symmetry = rng.below(kSymmetries);
            const Pos anchor{rng.below(kSide - 1), 1 + rng.below(kSide - 2)};
            const std::vector<Hex>& turned = shape.turned[static_cast<size_t>(symmetry)];
            if (fits(turned, toAxial(anchor), cells)) {
                const int n = static_cast<int>(turned.size());
                for (int i = 0; i < n; ++i)
                    reserveAround(cells[i]);
                return n;
            }
        }
        return 0;
    }

private:
    bool fits(const std::vector<Hex>& turned, Hex anchor, int* cells) const
    {
        int n = 0;
        for (const Hex& h : turned) {
            const Pos p = toOffset({anchor.q + h.q, anchor.r + h.r});
            if (p.x < 1 || p.y < 1 || p.x > kSide - 2 || p.y > kSide - 2)
                return false;
            const int index = p.y * kSide + p.x;
            if (m_reserved[index])
                return false;
            cells[n++] = index;
        }
        return true;
    }

    void reserveAround(int index)
    {
        const Pos p{index % kSide, index / kSide};
        m_reserved[index] = 1;
        for (int d = 0; d < kDirections; ++d) {
            const Pos n = adjacentCell(p, d);
            if (n.x >= 0 && n.y >= 0 && n.x < kSide && n.y < kSide)
                m_reserved[n.y * kSide + n.x] = 1;
        }
    }

    std::uint8_t m_reserved[kCells];
};

QString at(Pos p)
{
    return Text::tr("(%1, %2)").arg(p.x).arg(p.y);
}

QString hillName(Color c)
{
    return c == Color::Red ? Text::tr("red anthill") : Text::tr("black anthill");
}

// Food cells of one connected patch, checked to be an exact cover by 3 x 4 blobs.
class BlobCover {
public:
    BlobCover(const World& w, std::vector<std::uint8_t>& open) : m_world(w), m_open(open) {}

    bool cover(const std::vector<int>& cells, size_t from)
    {
        while (from < cells.size() && !m_open[static_cast<size_t>(cells[from])])
            ++from;
        if (from == cells.size())
            return true;
        const int first = cells[from];
        const Hex a = toAxial({first % m_world.width, first / m_world.width});
        for (const std::vector<Hex>& o : library().blobOrientations) {
            int taken[kBlobCells];
            int n = 0;
            for (const Hex& h : o) {
                const Pos p = toOffset({a.q + h.q, a.r + h.r});
                if (!m_world.contains(p) || !m_open[static_cast<size_t>(m_world.indexOf(p))])
                    break;
                taken[n++] = m_world.indexOf(p);
            }
            if (n != kBlobCells)
                continue;
            for (int i = 0; i < n; ++i)
                m_open[static_cast<size_t>(taken[i])] = 0;
            if (cover(cells, from + 1))
                return true;
            for (int i = 0; i < n; ++i)
                m_open[static_cast<size_t>(taken[i])] = 1;
        }
        return false;
    }

private:
    const World& m_world;
    std::vector<std::uint8_t>& m_open;
};

int findRoot(std::vector<int>& parent, int i)
{
    while (parent[static_cast<size_t>(i)] != i) {
        parent[static_cast<size_t>(i)] = parent[static_cast<size_t>(parent[static_cast<size_t>(i)])];
        i = parent[static_cast<size_t>(i)];
    }
    return i;
}

} // namespace

namespace detail {

bool tryContestWorld(std::uint64_t stream, World& w)
{
    const Library& lib = library();
    Rng rng(stream);
    Board board;
    w = World{};
    w.width = kSide;
    w.height = kSide;
    w.terrain.assign(kCells, Terrain::Clear);
    w.food.assign(kCells, 0);
    w.layout.indentOddRows = true;
    w.layout.trailingSpace = true;
    w.layout.crlf = false;
    w.layout.finalNewline = true;
    for (int i = 0; i < kSide; ++i) {
        w.terrain[static_cast<size_t>(i)] = Terrain::Rock;
        w.terrain[static_cast<size_t>((kSide - 1) * kSide + i)] = Terrain::Rock;
        w.terrain[static_cast<size_t>(i * kSide)] = Terrain::Rock;
        w.terrain[static_cast<size_t>(i * kSide + kSide - 1)] = Terrain::Rock;
    }

    int cells[kMaxShapeCells];
    auto put = [&](const Shape& shape, Terrain terrain, int food) {
        const int n = board.place(shape, rng, cells);
        for (int i = 0; i < n; ++i) {
            w.terrain[static_cast<size_t>(cells[i])] = terrain;
            w.food[static_cast<size_t>(cells[i])] = food;
        }
        return n > 0;
    };

    // Largest first: they are the hardest to fit.
    if (!put(lib.hill, Terrain::RedHill, 0) || !put(lib.hill, Terrain::BlackHill, 0))
        return false;
    for (const std::vector<Shape>& variants : lib.glyphs) {
        const Shape& shape = variants[static_cast<size_t>(rng.below(static_cast<int>(variants.size())))];
        if (!put(shape, Terrain::Rock, 0))
            return false;
    }
    for (int i = static_cast<int>(lib.glyphs.size()); i < kRocks; ++i)
        if (!put(lib.bar, Terrain::Rock, 0))
            return false;
    for (int i = 0; i < kBlobs; ++i)
        if (!put(lib.blob, Terrain::Clear, kBlobFood))
            return false;
    return true;
}

} // namespace detail

World generateContestWorld(std::uint32_t seed)
{
    World w;
    for (std::uint64_t attempt = 0; attempt < detail::kAttemptsPerSeed; ++attempt)
        if (detail::tryContestWorld((attempt << 32) | seed, w))
            return w;
    detail::tryContestWorld(detail::kFallbackStream, w);
    return w;
}

std::vector<QString> checkContestWorld(const World& w)
{
    std::vector<QString> problems;
    if (w.width != kSide || w.height != kSide)
        problems.push_back(Text::tr("the world is %1 x %2 cells, expected 100 x 100")
                               .arg(w.width).arg(w.height));
    const size_t size = static_cast<size_t>(std::max(w.width, 0)) * static_cast<size_t>(std::max(w.height, 0));
    if (w.width < 3 || w.height < 3 || w.terrain.size() != size || w.food.size() != size) {
        problems.push_back(Text::tr("the world has no room inside its perimeter or its cells do "
                                    "not match its size"));
        return problems;
    }
    const auto onPerimeter = [&](Pos p) {
        return p.x == 0 || p.y == 0 || p.x == w.width - 1 || p.y == w.height - 1;
    };
    const auto posOf = [&](int i) { return Pos{i % w.width, i / w.width}; };
    const int cellCount = static_cast<int>(size);

    // The perimeter.
    {
        int broken = 0;
        Pos first;
        for (int i = 0; i < cellCount; ++i) {
            const Pos p = posOf(i);
            if (onPerimeter(p) && w.terrain[static_cast<size_t>(i)] != Terrain::Rock && broken++ == 0)
                first = p;
        }
        if (broken > 0)
            problems.push_back(Text::tr("%n perimeter cell(s) not rock, the first at %1", nullptr, broken)
                                   .arg(at(first)));
    }

    // Anthills: a hexagon of side 6 each.
    for (Color c : {Color::Red, Color::Black}) {
        const Terrain hill = c == Color::Red ? Terrain::RedHill : Terrain::BlackHill;
        std::vector<int> cells;
        for (int i = 0; i < cellCount; ++i)
            if (w.terrain[static_cast<size_t>(i)] == hill)
                cells.push_back(i);
        if (cells.empty()) {
            problems.push_back(Text::tr("there is no %1").arg(hillName(c)));
            continue;
        }
        if (static_cast<int>(cells.size()) != kHillCells) {
            problems.push_back(Text::tr("the %1 has %2 cells, expected a hexagon of side 6 (91 cells)")
                                   .arg(hillName(c)).arg(cells.size()));
            continue;
        }
        const std::vector<Hex>& hexagon = library().hill.turned[0];
        const bool isHexagon = std::any_of(cells.begin(), cells.end(), [&](int i) {
            const Hex a = toAxial(posOf(i));  // the top-left cell of the hexagon, if it is one
            return std::all_of(hexagon.begin(), hexagon.end(), [&](const Hex& h) {
                const Pos p = toOffset({a.q + h.q - hexagon.front().q, a.r + h.r});
                return w.contains(p) && w.terrainAt(p) == hill;
            });
        });
        if (!isHexagon)
            problems.push_back(Text::tr("the %1 is not a hexagon of side 6").arg(hillName(c)));
    }

    // Gaps: at least one empty cell between non-food elements (the perimeter counts as one).
    {
        bool hillsTouch = false;
        bool rockTouchesHill[2] = {false, false};
        bool rockTouchesPerimeter = false;
        for (int i = 0; i < cellCount && !(hillsTouch && rockTouchesHill[0] && rockTouchesHill[1]
                                          && rockTouchesPerimeter); ++i) {
            const Pos p = posOf(i);
            const Terrain t = w.terrain[static_cast<size_t>(i)];
            if (t == Terrain::Clear || onPerimeter(p))
                continue;
            for (int d = 0; d < kDirections; ++d) {
                const Pos n = adjacentCell(p, d);
                if (!w.contains(n))
                    continue;
                const Terrain u = w.terrainAt(n);
                if (t == Terrain::RedHill && u == Terrain::BlackHill && !hillsTouch) {
                    hillsTouch = true;
                    problems.push_back(Text::tr("the red and black anthills touch at %1 and %2, "
                                                "expected at least one empty cell between them")
                                           .arg(at(p), at(n)));
                }
                if ((t == Terrain::RedHill || t == Terrain::BlackHill) && u == Terrain::Rock) {
                    const Color c = t == Terrain::RedHill ? Color::Red : Color::Black;
                    if (!rockTouchesHill[index(c)]) {
                        rockTouchesHill[index(c)] = true;
                        problems.push_back(Text::tr("rock at %1 touches the %2 at %3, expected at "
                                                    "least one empty cell between them")
                                               .arg(at(n), hillName(c), at(p)));
                    }
                }
                if (t == Terrain::Rock && u == Terrain::Rock && onPerimeter(n) && !rockTouchesPerimeter) {
                    rockTouchesPerimeter = true;
                    problems.push_back(Text::tr("rock at %1 touches the rocky perimeter at %2, "
                                                "expected at least one empty cell between them")
                                           .arg(at(p), at(n)));
                }
            }
        }
    }

    // Rocks: their shapes are not in the task, so we count pieces. Cells of one rock can sit
    // two apart (the sample worlds' ring with a stroke), so rock cells at most two apart count
    // as one piece; two rocks may be that close too, so there may be fewer pieces than rocks,
    // never more.
    {
        std::vector<int> parent(size);
        std::iota(parent.begin(), parent.end(), 0);
        int rockCells = 0;
        for (int i = 0; i < cellCount; ++i) {
            const Pos p = posOf(i);
            if (w.terrain[static_cast<size_t>(i)] != Terrain::Rock || onPerimeter(p))
                continue;
            ++rockCells;
            const Hex a = toAxial(p);
            for (int dq = -2; dq <= 2; ++dq)
                for (int dr = -2; dr <= 2; ++dr) {
                    const Pos n = toOffset({a.q + dq, a.r + dr});
                    if (hexDistance({dq, dr}, {0, 0}) > 2 || !w.contains(n) || onPerimeter(n)
                        || w.terrainAt(n) != Terrain::Rock)
                        continue;
                    parent[static_cast<size_t>(findRoot(parent, i))] = findRoot(parent, w.indexOf(n));
                }
        }
        int pieces = 0;
        for (int i = 0; i < cellCount; ++i)
            pieces += w.terrain[static_cast<size_t>(i)] == Terrain::Rock && !onPerimeter(posOf(i))
                && findRoot(parent, i) == i;
        if (rockCells == 0)
            problems.push_back(Text::tr("there is no rock inside the perimeter, expected ten rocks"));
        else if (pieces > kRocks)
            problems.push_back(Text::tr("the rock inside the perimeter is in %1 pieces more than one "
                                        "empty cell apart, expected ten rocks")
                                   .arg(pieces));
    }

    // Food: 5 per cell, on clear cells, in 3 x 4 blobs, eight of them.
    {
        int wrongAmount = 0, overlaps = 0;
        Pos firstWrong, firstOverlap;
        int wrongValue = 0;
        std::vector<std::uint8_t> open(size, 0);
        for (int i = 0; i < cellCount; ++i) {
            const int food = w.food[static_cast<size_t>(i)];
            if (food == 0)
                continue;
            open[static_cast<size_t>(i)] = 1;
            if (food != kBlobFood && wrongAmount++ == 0) {
                firstWrong = posOf(i);
                wrongValue = food;
            }
            if (w.terrain[static_cast<size_t>(i)] != Terrain::Clear && overlaps++ == 0)
                firstOverlap = posOf(i);
        }
        if (wrongAmount > 0)
            problems.push_back(Text::tr("%n food cell(s) not holding 5 food, the first at %1 holds %2",
                                        nullptr, wrongAmount)
                                   .arg(at(firstWrong)).arg(wrongValue));
        if (overlaps > 0)
            problems.push_back(Text::tr("%n cell(s) with food on rock or an anthill (elements "
                                        "overlap), the first at %1", nullptr, overlaps)
                                   .arg(at(firstOverlap)));

        std::vector<std::uint8_t> seen(size, 0);
        std::vector<int> patch;
        int blobs = 0;
        bool allBlobs = true;
        BlobCover coverer(w, open);
        for (int i = 0; i < cellCount; ++i) {
            if (!open[static_cast<size_t>(i)] || seen[static_cast<size_t>(i)])
                continue;
            patch.assign(1, i);
            seen[static_cast<size_t>(i)] = 1;
            for (size_t k = 0; k < patch.size(); ++k)
                for (int d = 0; d < kDirections; ++d) {
                    const Pos n = adjacentCell(posOf(patch[k]), d);
                    if (!w.contains(n))
                        continue;
                    const auto j = static_cast<size_t>(w.indexOf(n));
                    if (open[j] && !seen[j]) {
                        seen[j] = 1;
                        patch.push_back(static_cast<int>(j));
                    }
                }
            std::sort(patch.begin(), patch.end());
            const int n = static_cast<int>(patch.size());
            if (n % kBlobCells != 0 || !coverer.cover(patch, 0)) {
                allBlobs = false;
                problems.push_back(Text::tr("the food at %1 (%n cell(s)) is not made of 3 x 4 blobs",
                                            nullptr, n)
                                       .arg(at(posOf(patch.front()))));
            } else {
                blobs += n / kBlobCells;
            }
        }
        if (allBlobs && blobs != kBlobs)
            problems.push_back(Text::tr("found %1 food blobs, expected 8").arg(blobs));
    }
    return problems;
}

} // namespace pb::ants
