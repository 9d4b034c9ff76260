#include "peaceable/problem.h"

#include "peaceable/sha1prng.h"

#include <QCoreApplication>

#include <algorithm>
#include <charconv>

namespace pb::peaceable {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Peaceable)
};

// Splits text into lines the way Java's BufferedReader.readLine does (\n, \r\n or \r end a line).
class Lines {
public:
    explicit Lines(std::string_view text) : m_text(text) {}
    bool next(std::string_view& line)
    {
        if (m_pos >= m_text.size())
            return false;
        const std::size_t end = m_text.find_first_of("\r\n", m_pos);
        if (end == std::string_view::npos) {
            line = m_text.substr(m_pos);
            m_pos = m_text.size();
        } else {
            line = m_text.substr(m_pos, end - m_pos);
            m_pos = end + 1;
            if (m_text[end] == '\r' && m_pos < m_text.size() && m_text[m_pos] == '\n')
                ++m_pos;
        }
        ++m_number;
        return true;
    }
    int number() const { return m_number; }

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_number = 0;
};

bool parseInt(std::string_view s, int& value)
{
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    return ec == std::errc() && end == s.data() + s.size() && !s.empty();
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

} // namespace

std::int8_t pieceOfLetter(char c)
{
    for (int i = 0; i < kPieceTypes; ++i)
        if (kPieceLetters[i] == c)
            return static_cast<std::int8_t>(i);
    return kNone;
}

int Problem::wallCount() const
{
    int count = 0;
    for (const std::uint8_t w : wall)
        count += w;
    return count;
}

Problem generateProblem(std::int64_t seed)
{
    Sha1Prng rng(seed);
    Problem p;
    p.n = rng.nextInt(kMaxN - kMinN + 1) + kMinN;
    if (seed == 1)
        p.n = kMinN;
    if (seed == 2)
        p.n = kMaxN;
    p.players = rng.nextInt(kMaxPlayers - kMinPlayers + 1) + kMinPlayers;
    double wallP = rng.nextDouble() * (0.65 - 0.15) + 0.15;
    if (seed == 1)
        wallP = 0.19962386685404293;
    const int n = p.n;
    p.wall.resize(static_cast<std::size_t>(n * n));
    for (auto& w : p.wall)
        w = rng.nextDouble() < wallP ? 1 : 0;
    p.points[King] = rng.nextInt(8 - 3 + 1) + 3;
    p.points[Queen] = rng.nextInt(4 * n - 3 * n + 1) + 3 * n;
    p.points[Rook] = rng.nextInt(n * 5 / 2 - n * 3 / 2 + 1) + n * 3 / 2;
    p.points[Bishop] = rng.nextInt(2 * n - n + 1) + n;
    p.points[Knight] = rng.nextInt(8 - 2 + 1) + 2;
    return p;
}

std::string writeProblem(const Problem& p)
{
    std::string s;
    s.reserve(p.wall.size() * 2 + 32);
    s += std::to_string(p.n) + '\n' + std::to_string(p.players) + '\n';
    for (const std::uint8_t w : p.wall) {
        s += w ? '#' : '.';
        s += '\n';
    }
    for (const int v : p.points)
        s += std::to_string(v) + '\n';
    return s;
}

ProblemParse parseProblem(std::string_view text)
{
    ProblemParse out;
    Lines lines(text);
    std::string_view line;
    auto readInt = [&](int& v, int lo, int hi, const QString& what) {
        if (!lines.next(line)) {
            out.error = Text::tr("line %1: the input ends before %2").arg(lines.number() + 1).arg(what);
            return false;
        }
        if (!parseInt(trimmed(line), v) || v < lo || v > hi) {
            out.error = Text::tr("line %1: %2 must be a whole number from %3 to %4, not '%5'")
                            .arg(lines.number())
                            .arg(what)
                            .arg(lo)
                            .arg(hi)
                            .arg(QString::fromUtf8(line.data(), qsizetype(line.size())));
            return false;
        }
        return true;
    };
    Problem& p = out.problem;
    if (!readInt(p.n, 1, 200, QStringLiteral("N")) || !readInt(p.players, 1, kMaxPlayers, QStringLiteral("C")))
        return out;
    p.wall.resize(static_cast<std::size_t>(p.n * p.n));
    for (int i = 0; i < p.n * p.n; ++i) {
        if (!lines.next(line)) {
            out.error = Text::tr("line %1: the input ends inside the grid").arg(lines.number() + 1);
            return out;
        }
        line = trimmed(line);
        if (line != "." && line != "#") {
            out.error = Text::tr("line %1: a cell must be '.' or '#', not '%2'")
                            .arg(lines.number())
                            .arg(QString::fromUtf8(line.data(), qsizetype(line.size())));
            return out;
        }
        p.wall[static_cast<std::size_t>(i)] = line == "#" ? 1 : 0;
    }
    for (int t = 0; t < kPieceTypes; ++t)
        if (!readInt(p.points[static_cast<std::size_t>(t)], 0, 1000000,
                     Text::tr("the points of %1").arg(QLatin1Char(kPieceLetters[t]))))
            return out;
    while (lines.next(line))
        if (!trimmed(line).empty()) {
            out.error = Text::tr("line %1: unexpected text after the points").arg(lines.number());
            return out;
        }
    return out;
}

Problem queensProblem(int n)
{
    Problem p;
    p.n = std::max(n, 1);
    p.players = 2;
    p.wall.assign(static_cast<std::size_t>(p.n * p.n), 0);
    p.points.fill(1);
    return p;
}

Answer emptyAnswer(const Problem& p)
{
    Answer a;
    a.board.resize(p.wall.size());
    a.owner.assign(p.wall.size(), '0');
    for (std::size_t i = 0; i < p.wall.size(); ++i)
        a.board[i] = p.wall[i] ? '#' : '.';
    return a;
}

AnswerParse parseAnswer(std::string_view text, int n)
{
    AnswerParse out;
    Lines lines(text);
    std::string_view line;
    int count = 0;
    if (!lines.next(line) || !parseInt(line, count)) {
        out.error = Text::tr("line 1: the answer must start with its number of elements");
        return out;
    }
    if (count < 0) {
        out.error = Text::tr("line 1: a negative number of elements (%1)").arg(count);
        return out;
    }
    std::vector<char> chars;
    chars.reserve(static_cast<std::size_t>(std::min(count, 1 << 16)));  // a huge count is not reserved up front
    for (int i = 0; i < count; ++i) {
        if (!lines.next(line)) {
            out.error = Text::tr("line %1: the answer ends after %2 of its %3 elements")
                            .arg(lines.number() + 1)
                            .arg(i)
                            .arg(count);
            return out;
        }
        if (line.empty()) {
            out.error = Text::tr("line %1: an empty line (each element is the line's first character)")
                            .arg(lines.number());
            return out;
        }
        chars.push_back(line.front());
    }
    if (count != 2 * n * n) {
        out.error = Text::tr("the answer has %1 elements, not 2*N*N = %2").arg(count).arg(2 * n * n);
        return out;
    }
    const auto half = static_cast<std::ptrdiff_t>(n * n);
    out.answer.board.assign(chars.begin(), chars.begin() + half);
    out.answer.owner.assign(chars.begin() + half, chars.end());
    return out;
}

std::string writeAnswer(const Answer& a)
{
    std::string s = std::to_string(a.board.size() + a.owner.size()) + '\n';
    s.reserve(s.size() + 2 * (a.board.size() + a.owner.size()));
    for (const char c : a.board) {
        s += c;
        s += '\n';
    }
    for (const char c : a.owner) {
        s += c;
        s += '\n';
    }
    return s;
}

} // namespace pb::peaceable
