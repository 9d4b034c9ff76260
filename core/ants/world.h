#pragma once

#include "ants/geometry.h"
#include "common/diagnostic.h"

#include <QString>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pb::ants {

enum class Terrain : std::uint8_t { Clear, Rock, RedHill, BlackHill };

// A world as the world file describes it (task section 2.4): terrain and food, before any ant.
struct World {
    // How the file was laid out, so writing a parsed world gives back the same bytes.
    struct Layout {
        bool indentOddRows = true;  // odd rows start with one space (the contest's files)
        bool trailingSpace = false; // each row ends with a space (the sample worlds do)
        bool crlf = false;          // CRLF line ends
        bool finalNewline = true;   // the last row ends with a line end
        friend bool operator==(const Layout&, const Layout&) = default;
    };

    int width = 0;
    int height = 0;
    std::vector<Terrain> terrain;  // y-major: index = y * width + x
    std::vector<int> food;         // food particles per cell
    Layout layout;

    bool contains(Pos p) const { return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height; }
    int indexOf(Pos p) const { return p.y * width + p.x; }
    Terrain terrainAt(Pos p) const { return terrain[static_cast<size_t>(indexOf(p))]; }
    int foodAt(Pos p) const { return food[static_cast<size_t>(indexOf(p))]; }
    int hillCells(Color c) const;

    friend bool operator==(const World&, const World&) = default;
};

struct WorldParse {
    World world;
    Diagnostics diagnostics;
    bool ok() const { return !hasErrors(diagnostics); }
};

constexpr int kMaxWorldSide = 2000;

// Parses a world file. Bad characters, wrong row lengths and a wrong number of rows are
// errors with line and column; all are reported.
WorldParse parseWorld(std::string_view text, const QString& fileName = {});
WorldParse loadWorld(const QString& path);

// The world in the file format, laid out as world.layout says.
std::string writeWorld(const World& world);

} // namespace pb::ants
