#pragma once

// Arimaa boards as bitboards: pieces, steps, pushes and pulls, freezing, traps and captures, and
// the texts of squares, steps, the position diagram and the AEI board string.
//
// Rules (../shared/specs/arimaa-rules.rst and NOTES.md):
// - Squares a1..h8; Gold starts on ranks 1-2 and moves first, its rabbits go to rank 8; Silver's
//   to rank 1. Rabbits never step backward on their own (Gold south, Silver north).
// - A piece next to a stronger enemy piece and next to no friendly piece is frozen: it cannot
//   move on its own, push or pull.
// - Push: an enemy piece weaker than ours, next to it, steps to an empty square next to it, then
//   ours steps into the square it left. Pull: ours steps to an empty square, then a weaker enemy
//   piece that was next to it steps into the square ours left. Both take two steps of the turn.
//   The piece completing a push does not pull with the same step.
// - After every step, a piece on a trap (c3 f3 c6 f6) with no friendly piece next to it is removed.
//
// Bits: square s = rank * 8 + file (a1 = 0, h1 = 7, a8 = 56). Zobrist keys are fixed constants
// (no global state); Position::hash covers the pieces only, Position::key() adds the side to move.

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pb::arimaa {

using Bits = std::uint64_t;

enum Colour : int { Gold = 0, Silver = 1 };
enum PieceType : int { Rabbit = 0, Cat = 1, Dog = 2, Horse = 3, Camel = 4, Elephant = 5 };
constexpr int kTypes = 6;
constexpr int kNoPiece = -1;

constexpr Bits bit(int square) { return Bits{1} << square; }
// The lowest square of `b`, taken out of it (`b` must not be empty): for (; b; ) popLowest(b).
constexpr int popLowest(Bits& b)
{
    const int square = std::countr_zero(b);
    b &= b - 1;
    return square;
}
constexpr Bits kTraps = bit(18) | bit(21) | bit(42) | bit(45);  // c3 f3 c6 f6
constexpr std::array<int, 4> kTrapSquares = {18, 21, 42, 45};  // the same, as squares
constexpr Bits kFileA = 0x0101010101010101ULL;
constexpr Bits kFileH = kFileA << 7;
constexpr Bits kRank1 = 0xFFULL;
constexpr Bits kRank8 = kRank1 << 56;

constexpr Bits north(Bits b) { return b << 8; }
constexpr Bits south(Bits b) { return b >> 8; }
constexpr Bits east(Bits b) { return (b & ~kFileH) << 1; }
constexpr Bits west(Bits b) { return (b & ~kFileA) >> 1; }
constexpr Bits neighbours(Bits b) { return north(b) | south(b) | east(b) | west(b); }

// The goal rank of a colour's rabbits.
constexpr Bits goalRank(int colour) { return colour == Gold ? kRank8 : kRank1; }

// Directions as the notation names them (n, s, e, w, as Gold sees the board).
enum Direction : int { North = 0, South = 1, East = 2, West = 3 };
// The square one step away, or -1 off the board.
int stepTarget(int square, int direction);
// The direction from one square to an orthogonally adjacent one, or -1.
int directionBetween(int from, int to);

// "a1".."h8"; parseSquare gives -1 on anything else.
std::string squareText(int square);
int parseSquare(std::string_view text);
// Piece letters: RCDHME for Gold, rcdhme for Silver.
char pieceLetter(int colour, int type);
// Colour and type of a piece letter; false for anything else.
bool parsePieceLetter(char letter, int& colour, int& type);
char colourLetter(int colour);  // 'g' or 's'

// Fixed Zobrist keys (splitmix64 of constants, computed at compile time): piece keys and the
// side-to-move key.
namespace detail {
constexpr std::uint64_t splitmix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}
struct ZobristTable {
    std::array<std::uint64_t, 2 * 6 * 64> keys{};
    std::uint64_t side = 0;
    constexpr ZobristTable()
    {
        for (std::size_t i = 0; i < keys.size(); ++i)
            keys[i] = splitmix(0xA51A7A000ULL + i);
        side = splitmix(0x51DE0F0ULL);
    }
};
inline constexpr ZobristTable kZobrist{};
} // namespace detail

inline std::uint64_t zobristKey(int colour, int type, int square)
{
    return detail::kZobrist.keys[static_cast<std::size_t>((colour * 6 + type) * 64 + square)];
}
inline std::uint64_t sideKey() { return detail::kZobrist.side; }

// One removed piece.
struct Capture {
    std::int8_t colour = 0;
    std::int8_t type = 0;
    std::int8_t square = -1;
};

class Position {
public:
    std::array<std::array<Bits, kTypes>, 2> pieces{};  // [colour][type]
    std::array<Bits, 2> occupied{};                    // [colour]
    int side = Gold;                                   // to move
    std::uint64_t hash = 0;                            // pieces only

    Bits all() const { return occupied[0] | occupied[1]; }
    Bits empty() const { return ~all(); }
    // The piece on a square: its type, or kNoPiece; colour set when there is one.
    int pieceAt(int square, int* colour = nullptr) const;
    // Pieces of a colour stronger (weaker) than a type.
    Bits stronger(int colour, int type) const;
    Bits weaker(int colour, int type) const;

    void put(int colour, int type, int square);
    void remove(int colour, int type, int square);
    // Moves a piece without any check; then removes unprotected pieces on the traps next to
    // `from` and on `to`. Returns the number of captures, written to `captures` when given.
    int stepPiece(int colour, int type, int from, int to, Capture* captures = nullptr);

    // Pieces of a colour that are frozen.
    Bits frozen(int colour) const;
    bool isFrozen(int square) const;

    // Hash including the side to move (for repetitions).
    std::uint64_t key() const { return side == Silver ? hash ^ sideKey() : hash; }
    bool samePieces(const Position& o) const { return pieces == o.pieces; }
    friend bool operator==(const Position& a, const Position& b)
    {
        return a.pieces == b.pieces && a.side == b.side;
    }
    int count(int colour) const;
};

// The position diagram used by the reference data, e.g.
//   10w                      (optional header: move number and side, or just "g"/"s")
//    +-----------------+
//   8| . r c . . c . . |     (squares in columns 3, 5, ..., 17; ".", "x" (a trap) or " " empty)
//   ...
//   1| . . R R R R m . |
//    +-----------------+
//      a b c d e f g h      (optional)
std::string diagramText(const Position& position, int moveNumber = 0);

struct PositionParse {
    Position position;
    int moveNumber = 0;  // 0 when the header had none
    std::string error;   // empty when good
    bool ok() const { return error.empty(); }
};
// Reads the eight rank lines ("8| ... |" to "1| ... |"); the side comes from `header`, a
// text like "10w", "2g", "g", "s", "b" (empty: Gold).
PositionParse parseDiagram(std::string_view header, std::string_view ranks);

// AEI board string: "[" + 64 characters a8..h8, a7..h7, ..., a1..h1 (space = empty) + "]".
std::string aeiBoardText(const Position& position);
std::optional<Position> parseAeiBoard(std::string_view text, int side);

} // namespace pb::arimaa
