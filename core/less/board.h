#pragma once

// The Less board (CodeCup 2017): 8x8 squares and the walls between them, read from and written
// to the task's 112-digit wall string.
//
// Squares follow the contest's notation (NOTES.md): a row letter a (top) to h (bottom) and a
// column digit 1 (left) to 8 (right), so "h1" is the bottom-left square. Internally a square is
// an index 0..63 = row * 8 + column, row 0 = 'a', column 0 = '1'.

#include <QString>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace pb::less {

constexpr int kSide = 8;
constexpr int kSquares = 64;
constexpr int kWallDigits = 112;

// Directions; North is towards row a.
enum Dir : int { North = 0, East = 1, South = 2, West = 3 };

constexpr int rowOf(int square) { return square >> 3; }
constexpr int colOf(int square) { return square & 7; }
constexpr int squareAt(int row, int col) { return row * kSide + col; }

// The square next to `square` in direction `dir`, or -1 past the edge.
constexpr int neighbour(int square, int dir)
{
    const int r = rowOf(square), c = colOf(square);
    switch (dir) {
    case North: return r > 0 ? square - kSide : -1;
    case East: return c < kSide - 1 ? square + 1 : -1;
    case South: return r < kSide - 1 ? square + kSide : -1;
    case West: return c > 0 ? square - 1 : -1;
    }
    return -1;
}

// "a1".."h8".
std::string squareName(int square);
QString squareText(int square);
// The square of a name such as "h1" (lower case letter a-h, digit 1-8), or -1.
int parseSquare(std::string_view name);

// The task's Figure 1 board, the string the task prints as its example.
inline constexpr std::string_view kFigure1Board =
    "0100000010000020000101001211000110000010010000101000000000010001101010001001000010000000000000100000101011001010";

class Board {
public:
    // A board without walls.
    Board();

    // Walls (0, 1 or 2) between two orthogonally adjacent squares; -1 when they are not adjacent.
    int wallBetween(int a, int b) const;
    // Walls on side `dir` of `square` (0 at the board's edge).
    int wall(int square, int dir) const { return m_walls[static_cast<std::size_t>(square)][static_cast<std::size_t>(dir)]; }

    // Sets the walls between two adjacent squares (value 0..2); false when not adjacent/invalid.
    bool setWall(int a, int b, int value);

    // The 112-digit wall string, as the task lays it out: for each row a..h, 7 digits for the
    // walls between columns 1|2 ... 7|8, then (rows a..g) 8 digits for the walls between this row
    // and the next, columns 1..8.
    std::string toString() const;

    // Position of the digit for the wall between two adjacent squares in the wall string (0-based).
    static int digitIndex(int a, int b);

    friend bool operator==(const Board& x, const Board& y) { return x.m_walls == y.m_walls; }

private:
    std::array<std::array<std::uint8_t, 4>, kSquares> m_walls{};
};

struct BoardParse {
    Board board;
    QString error;   // empty when the string is a valid board
    int column = 0;  // 1-based position of the offending character (0: the length is wrong)
    bool ok() const { return error.isEmpty(); }
};

// Reads a wall string. Surrounding blanks and a line end are ignored; anything else must be
// exactly 112 digits 0, 1 or 2. The error names the position of a bad character or the length.
BoardParse parseBoard(std::string_view text);

// `text` without the blanks (spaces, tabs, line ends) around it.
std::string_view trimBlanks(std::string_view text);

} // namespace pb::less
