#include "arimaa/position.h"

#include <bit>
#include <sstream>

namespace pb::arimaa {

namespace {

constexpr const char kGoldLetters[] = "RCDHME";
constexpr const char kSilverLetters[] = "rcdhme";

} // namespace

int stepTarget(int square, int direction)
{
    const int file = square & 7;
    switch (direction) {
    case North: return square < 56 ? square + 8 : -1;
    case South: return square >= 8 ? square - 8 : -1;
    case East: return file < 7 ? square + 1 : -1;
    case West: return file > 0 ? square - 1 : -1;
    default: return -1;
    }
}

int directionBetween(int from, int to)
{
    for (int d = 0; d < 4; ++d)
        if (stepTarget(from, d) == to)
            return d;
    return -1;
}

std::string squareText(int square)
{
    if (square < 0 || square >= 64)
        return "??";
    return {static_cast<char>('a' + (square & 7)), static_cast<char>('1' + (square >> 3))};
}

int parseSquare(std::string_view text)
{
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return -1;
    return (text[1] - '1') * 8 + (text[0] - 'a');
}

char pieceLetter(int colour, int type)
{
    return colour == Gold ? kGoldLetters[type] : kSilverLetters[type];
}

bool parsePieceLetter(char letter, int& colour, int& type)
{
    for (int t = 0; t < kTypes; ++t) {
        if (letter == kGoldLetters[t]) {
            colour = Gold;
            type = t;
            return true;
        }
        if (letter == kSilverLetters[t]) {
            colour = Silver;
            type = t;
            return true;
        }
    }
    return false;
}

char colourLetter(int colour) { return colour == Gold ? 'g' : 's'; }

int Position::pieceAt(int square, int* colour) const
{
    const Bits b = bit(square);
    for (int c = 0; c < 2; ++c) {
        if (!(occupied[c] & b))
            continue;
        for (int t = 0; t < kTypes; ++t)
            if (pieces[c][t] & b) {
                if (colour)
                    *colour = c;
                return t;
            }
    }
    return kNoPiece;
}

Bits Position::stronger(int colour, int type) const
{
    Bits b = 0;
    for (int t = type + 1; t < kTypes; ++t)
        b |= pieces[colour][t];
    return b;
}

Bits Position::weaker(int colour, int type) const
{
    Bits b = 0;
    for (int t = 0; t < type; ++t)
        b |= pieces[colour][t];
    return b;
}

void Position::put(int colour, int type, int square)
{
    pieces[colour][type] |= bit(square);
    occupied[colour] |= bit(square);
    hash ^= zobristKey(colour, type, square);
}

void Position::remove(int colour, int type, int square)
{
    pieces[colour][type] &= ~bit(square);
    occupied[colour] &= ~bit(square);
    hash ^= zobristKey(colour, type, square);
}

int Position::stepPiece(int colour, int type, int from, int to, Capture* captures)
{
    const Bits move = bit(from) | bit(to);
    pieces[colour][type] ^= move;
    occupied[colour] ^= move;
    hash ^= zobristKey(colour, type, from) ^ zobristKey(colour, type, to);
    // Only the traps next to the square left and the square entered can lose their protection.
    Bits traps = (neighbours(bit(from)) | bit(to)) & kTraps & all();
    int n = 0;
    while (traps) {
        const int t = popLowest(traps);
        const int c = (occupied[Gold] & bit(t)) ? Gold : Silver;
        if (neighbours(bit(t)) & occupied[c])
            continue;
        const int type2 = pieceAt(t);
        remove(c, type2, t);
        if (captures)
            captures[n] = {static_cast<std::int8_t>(c), static_cast<std::int8_t>(type2),
                           static_cast<std::int8_t>(t)};
        ++n;
    }
    return n;
}

Bits Position::frozen(int colour) const
{
    const int enemy = colour ^ 1;
    const Bits lonely = occupied[colour] & ~neighbours(occupied[colour]);
    if (!lonely)
        return 0;
    Bits result = 0;
    Bits enemyStronger = 0;  // enemy pieces stronger than type t, built from the top down
    for (int t = kTypes - 1; t >= 0; --t) {
        result |= pieces[colour][t] & lonely & neighbours(enemyStronger);
        enemyStronger |= pieces[enemy][t];
    }
    return result;
}

bool Position::isFrozen(int square) const
{
    int colour = 0;
    if (pieceAt(square, &colour) == kNoPiece)
        return false;
    return (frozen(colour) & bit(square)) != 0;
}

int Position::count(int colour) const { return std::popcount(occupied[colour]); }

std::string diagramText(const Position& position, int moveNumber)
{
    std::string out;
    if (moveNumber > 0)
        out += std::to_string(moveNumber);
    out += position.side == Gold ? 'g' : 's';
    out += "\n +-----------------+\n";
    for (int rank = 7; rank >= 0; --rank) {
        out += static_cast<char>('1' + rank);
        out += '|';
        for (int file = 0; file < 8; ++file) {
            const int sq = rank * 8 + file;
            int colour = 0;
            const int type = position.pieceAt(sq, &colour);
            out += ' ';
            if (type != kNoPiece)
                out += pieceLetter(colour, type);
            else
                out += (kTraps & bit(sq)) ? 'x' : '.';
        }
        out += " |\n";
    }
    out += " +-----------------+\n   a b c d e f g h\n";
    return out;
}

PositionParse parseDiagram(std::string_view header, std::string_view ranks)
{
    PositionParse r;
    // Header: digits then a side letter, or only a side letter.
    std::size_t i = 0;
    while (i < header.size() && header[i] == ' ')
        ++i;
    int number = 0;
    while (i < header.size() && header[i] >= '0' && header[i] <= '9') {
        number = number * 10 + (header[i++] - '0');
        if (number > 1000000) {  // as move labels (notation.cpp): no game is that long
            r.error = "move number too large in '" + std::string(header) + "'";
            return r;
        }
    }
    r.moveNumber = number;
    if (i < header.size()) {
        const char s = header[i];
        if (s == 'g' || s == 'w')
            r.position.side = Gold;
        else if (s == 's' || s == 'b')
            r.position.side = Silver;
        else {
            r.error = "bad side in '" + std::string(header) + "'";
            return r;
        }
    }
    std::istringstream in{std::string(ranks)};
    std::string line;
    int seen = 0;
    while (std::getline(in, line)) {
        if (line.size() < 3 || line[0] < '1' || line[0] > '8' || line[1] != '|')
            continue;
        const int rank = line[0] - '1';
        // Squares sit in fixed columns 3, 5, ..., 17; an empty square is '.', 'x' (a trap) or a
        // space.
        for (int file = 0; file < 8; ++file) {
            const std::size_t k = static_cast<std::size_t>(3 + 2 * file);
            const char c = k < line.size() ? line[k] : ' ';
            if (c == '|')
                break;
            const int sq = rank * 8 + file;
            int colour = 0, type = 0;
            if (parsePieceLetter(c, colour, type))
                r.position.put(colour, type, sq);
            else if (c != '.' && c != 'x' && c != 'X' && c != ' ') {
                r.error = std::string("bad square '") + c + "' on rank " + std::to_string(rank + 1);
                return r;
            }
        }
        if (line.size() < 20 || line[19] != '|') {
            r.error = "rank " + std::to_string(rank + 1) + " does not end in '|' at column 20";
            return r;
        }
        seen |= 1 << rank;
    }
    if (seen != 0xFF)
        r.error = "the diagram does not have the 8 ranks";
    return r;
}

std::string aeiBoardText(const Position& position)
{
    std::string out = "[";
    for (int rank = 7; rank >= 0; --rank)
        for (int file = 0; file < 8; ++file) {
            int colour = 0;
            const int type = position.pieceAt(rank * 8 + file, &colour);
            out += type == kNoPiece ? ' ' : pieceLetter(colour, type);
        }
    out += ']';
    return out;
}

std::optional<Position> parseAeiBoard(std::string_view text, int side)
{
    if (text.size() != 66 || text.front() != '[' || text.back() != ']')
        return std::nullopt;
    Position p;
    p.side = side;
    for (int i = 0; i < 64; ++i) {
        const char c = text[static_cast<std::size_t>(i + 1)];
        if (c == ' ' || c == '.' || c == 'x' || c == 'X')
            continue;
        int colour = 0, type = 0;
        if (!parsePieceLetter(c, colour, type))
            return std::nullopt;
        p.put(colour, type, (7 - i / 8) * 8 + i % 8);
    }
    return p;
}

} // namespace pb::arimaa
