#include "less/board.h"

#include <QCoreApplication>

#include <algorithm>

namespace pb::less {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessBoard)
};

constexpr int kRowBlock = 15;  // 7 vertical walls of a row, then 8 horizontal walls below it

} // namespace

std::string squareName(int square)
{
    if (square < 0 || square >= kSquares)
        return "??";
    return {static_cast<char>('a' + rowOf(square)), static_cast<char>('1' + colOf(square))};
}

QString squareText(int square)
{
    return QString::fromStdString(squareName(square));
}

int parseSquare(std::string_view name)
{
    if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8')
        return -1;
    return squareAt(name[0] - 'a', name[1] - '1');
}

Board::Board() = default;

int Board::digitIndex(int a, int b)
{
    if (a < 0 || b < 0 || a >= kSquares || b >= kSquares)
        return -1;
    if (a > b)
        std::swap(a, b);
    if (b == a + 1 && rowOf(a) == rowOf(b))
        return rowOf(a) * kRowBlock + colOf(a);
    if (b == a + kSide)
        return rowOf(a) * kRowBlock + (kSide - 1) + colOf(a);
    return -1;
}

int Board::wallBetween(int a, int b) const
{
    for (int d = 0; d < 4; ++d)
        if (a >= 0 && a < kSquares && neighbour(a, d) == b)
            return wall(a, d);
    return -1;
}

bool Board::setWall(int a, int b, int value)
{
    if (value < 0 || value > 2 || a < 0 || a >= kSquares)
        return false;
    for (int d = 0; d < 4; ++d) {
        if (neighbour(a, d) == b) {
            m_walls[static_cast<std::size_t>(a)][static_cast<std::size_t>(d)] = static_cast<std::uint8_t>(value);
            m_walls[static_cast<std::size_t>(b)][static_cast<std::size_t>((d + 2) % 4)] = static_cast<std::uint8_t>(value);
            return true;
        }
    }
    return false;
}

std::string Board::toString() const
{
    std::string s(kWallDigits, '0');
    for (int sq = 0; sq < kSquares; ++sq) {
        for (int d : {East, South}) {
            const int n = neighbour(sq, d);
            if (n >= 0)
                s[static_cast<std::size_t>(digitIndex(sq, n))] = static_cast<char>('0' + wall(sq, d));
        }
    }
    return s;
}

std::string_view trimBlanks(std::string_view text)
{
    auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    std::size_t begin = 0, end = text.size();
    while (begin < end && blank(text[begin]))
        ++begin;
    while (end > begin && blank(text[end - 1]))
        --end;
    return text.substr(begin, end - begin);
}

BoardParse parseBoard(std::string_view text)
{
    BoardParse result;
    const std::string_view s = trimBlanks(text);
    const auto begin = static_cast<std::size_t>(s.data() - text.data());  // columns count from text's start
    // A bad character first: it says more than the length does.
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c < '0' || c > '2') {
            result.column = static_cast<int>(begin + i) + 1;
            const QString shown = (c >= 0x21 && c < 0x7f) ? QStringLiteral("'%1'").arg(QLatin1Char(c))
                                                           : QStringLiteral("byte 0x%1").arg(static_cast<unsigned char>(c), 2, 16, QLatin1Char('0'));
            result.error = Text::tr("wall string: character %1 is %2; expected 0, 1 or 2")
                               .arg(result.column)
                               .arg(shown);
            return result;
        }
    }
    if (s.size() != static_cast<std::size_t>(kWallDigits)) {
        result.error = Text::tr("wall string: %1 digits; expected %2").arg(s.size()).arg(kWallDigits);
        return result;
    }
    for (int sq = 0; sq < kSquares; ++sq) {
        for (int d : {East, South}) {
            const int n = neighbour(sq, d);
            if (n >= 0)
                result.board.setWall(sq, n, s[static_cast<std::size_t>(Board::digitIndex(sq, n))] - '0');
        }
    }
    return result;
}

} // namespace pb::less
