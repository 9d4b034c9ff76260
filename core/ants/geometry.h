#pragma once

// Hex geometry of the ICFP 2004 world (task section 2.1): odd rows are shifted right,
// directions are numbered clockwise from 0 (east) to 5 (north-east).

namespace pb::ants {

enum class Color : unsigned char { Red = 0, Black = 1 };

constexpr Color otherColor(Color c) { return c == Color::Red ? Color::Black : Color::Red; }
constexpr int index(Color c) { return static_cast<int>(c); }

constexpr int kDirections = 6;

struct Pos {
    int x = 0;
    int y = 0;
    friend constexpr bool operator==(Pos, Pos) = default;
};

constexpr Pos adjacentCell(Pos p, int d)
{
    const bool even = (p.y & 1) == 0;
    switch (d) {
    case 0: return {p.x + 1, p.y};
    case 1: return even ? Pos{p.x, p.y + 1} : Pos{p.x + 1, p.y + 1};
    case 2: return even ? Pos{p.x - 1, p.y + 1} : Pos{p.x, p.y + 1};
    case 3: return {p.x - 1, p.y};
    case 4: return even ? Pos{p.x - 1, p.y - 1} : Pos{p.x, p.y - 1};
    default: return even ? Pos{p.x, p.y - 1} : Pos{p.x + 1, p.y - 1};
    }
}

constexpr int turnLeft(int d) { return (d + 5) % 6; }
constexpr int turnRight(int d) { return (d + 1) % 6; }

} // namespace pb::ants
