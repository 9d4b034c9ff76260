#include "ants/world.h"

#include "common/textfile.h"

#include <QCoreApplication>

#include <charconv>

namespace pb::ants {

namespace {

// Translatable texts of this file (lupdate reads the context from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(AntWorld)
};

struct Line {
    std::string_view text;  // without the line end
    int number = 0;
    bool crlf = false;
    bool terminated = false;
};

class LineReader {
public:
    explicit LineReader(std::string_view text) : m_text(text) {}

    bool next(Line& line)
    {
        if (m_pos >= m_text.size())
            return false;
        size_t end = m_text.find('\n', m_pos);
        line.terminated = end != std::string_view::npos;
        if (!line.terminated)
            end = m_text.size();
        std::string_view t = m_text.substr(m_pos, end - m_pos);
        line.crlf = !t.empty() && t.back() == '\r';
        if (line.crlf)
            t.remove_suffix(1);
        line.text = t;
        line.number = ++m_number;
        m_pos = end + 1;
        return true;
    }

    int lastNumber() const { return m_number; }

private:
    std::string_view m_text;
    size_t m_pos = 0;
    int m_number = 0;
};

bool isBlankLine(std::string_view t)
{
    return t.find_first_not_of(" \t") == std::string_view::npos;
}

} // namespace

int World::hillCells(Color c) const
{
    const Terrain hill = c == Color::Red ? Terrain::RedHill : Terrain::BlackHill;
    int n = 0;
    for (Terrain t : terrain)
        n += t == hill;
    return n;
}

WorldParse parseWorld(std::string_view text, const QString& fileName)
{
    WorldParse result;
    World& w = result.world;
    Diagnostics& diags = result.diagnostics;
    auto error = [&](int line, int column, const QString& message) {
        diags.push_back({Diagnostic::Severity::Error, fileName, line, column, message});
    };

    LineReader reader(text);
    Line line;
    int dims[2] = {0, 0};
    const char* names[2] = {QT_TRANSLATE_NOOP("AntWorld", "the width"),
                            QT_TRANSLATE_NOOP("AntWorld", "the height")};
    for (int k = 0; k < 2; ++k) {
        if (!reader.next(line)) {
            error(reader.lastNumber() + 1, 1,
                  Text::tr("found the end of the file, expected %1 (a number from 1 to %2)")
                      .arg(Text::tr(names[k]))
                      .arg(kMaxWorldSide));
            return result;
        }
        std::string_view t = line.text;
        const size_t first = t.find_first_not_of(" \t");
        const size_t last = t.find_last_not_of(" \t");
        std::string_view number = first == std::string_view::npos ? std::string_view{}
                                                                  : t.substr(first, last - first + 1);
        int value = 0;
        const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
        if (number.empty() || ec != std::errc() || ptr != number.data() + number.size() || value < 1
            || value > kMaxWorldSide) {
            error(line.number, first == std::string_view::npos ? 1 : static_cast<int>(first) + 1,
                  Text::tr("found '%1', expected %2 (a number from 1 to %3)")
                      .arg(QString::fromUtf8(number.data(), static_cast<qsizetype>(number.size())),
                           Text::tr(names[k]))
                      .arg(kMaxWorldSide));
            return result;
        }
        dims[k] = value;
        w.layout.crlf = line.crlf;
    }
    w.width = dims[0];
    w.height = dims[1];
    const size_t cells = static_cast<size_t>(w.width) * static_cast<size_t>(w.height);
    w.terrain.assign(cells, Terrain::Clear);
    w.food.assign(cells, 0);

    int y = 0;
    for (; y < w.height; ++y) {
        if (!reader.next(line)) {
            error(reader.lastNumber() + 1, 1,
                  Text::tr("found the end of the file, expected row %1 of %2").arg(y).arg(w.height));
            break;
        }
        const std::string_view t = line.text;
        if (y == 0)
            w.layout.trailingSpace = t.ends_with(' ');
        if (y == 1)
            w.layout.indentOddRows = t.starts_with(' ');
        if (y == w.height - 1) {
            w.layout.finalNewline = line.terminated;
            if (line.terminated)
                w.layout.crlf = line.crlf;
        }

        int x = 0;
        size_t i = 0;
        bool rowBroken = false;
        while (i < t.size()) {
            const char c = t[i];
            if (c == ' ' || c == '\t') {
                ++i;
                continue;
            }
            const int column = static_cast<int>(i) + 1;
            if (x >= w.width) {
                error(line.number, column,
                      Text::tr("row %1 has more than %2 cells: found '%3' after the last cell")
                          .arg(y).arg(w.width).arg(QLatin1Char(c)));
                rowBroken = true;
                break;
            }
            const size_t index = static_cast<size_t>(y) * static_cast<size_t>(w.width)
                + static_cast<size_t>(x);
            switch (c) {
            case '#': w.terrain[index] = Terrain::Rock; break;
            case '.': break;
            case '+': w.terrain[index] = Terrain::RedHill; break;
            case '-': w.terrain[index] = Terrain::BlackHill; break;
            default:
                if (c >= '1' && c <= '9') {
                    w.food[index] = c - '0';
                } else {
                    const QString found = (static_cast<unsigned char>(c) < 0x20
                                           || static_cast<unsigned char>(c) >= 0x7f)
                        ? QStringLiteral("\\x%1").arg(static_cast<unsigned char>(c), 2, 16, QLatin1Char('0'))
                        : QString(QLatin1Char(c));
                    error(line.number, column,
                          Text::tr("found '%1', expected a cell: # rock, . clear, + red hill, - black hill "
                             "or 1 to 9 food").arg(found));
                }
            }
            ++i;
            if (i < t.size() && t[i] != ' ' && t[i] != '\t') {
                error(line.number, static_cast<int>(i) + 1,
                      Text::tr("found '%1', expected a space between cells").arg(QLatin1Char(t[i])));
                rowBroken = true;
                break;
            }
            ++x;
        }
        if (!rowBroken && x < w.width)
            error(line.number, static_cast<int>(t.size()) + 1,
                  Text::tr("row %1 has %2 cells, expected %3").arg(y).arg(x).arg(w.width));
    }

    if (y == w.height) {
        while (reader.next(line)) {
            if (!isBlankLine(line.text)) {
                error(line.number, 1,
                      Text::tr("found more rows than the height %1 allows").arg(w.height));
                break;
            }
            w.layout.finalNewline = true;  // blank lines after the grid are not kept
        }
    }
    return result;
}

WorldParse loadWorld(const QString& path)
{
    QString error;
    const auto bytes = readFileBytes(path, &error);
    if (!bytes) {
        WorldParse result;
        result.diagnostics.push_back({Diagnostic::Severity::Error, path, 0, 0, error});
        return result;
    }
    return parseWorld(*bytes, path);
}

std::string writeWorld(const World& w)
{
    const std::string_view eol = w.layout.crlf ? "\r\n" : "\n";
    std::string out;
    out.reserve(static_cast<size_t>(w.width + 2) * static_cast<size_t>(w.height) * 2 + 16);
    out += std::to_string(w.width);
    out += eol;
    out += std::to_string(w.height);
    out += eol;
    for (int y = 0; y < w.height; ++y) {
        if ((y & 1) && w.layout.indentOddRows)
            out += ' ';
        for (int x = 0; x < w.width; ++x) {
            if (x > 0)
                out += ' ';
            const size_t i = static_cast<size_t>(y * w.width + x);
            char c = '.';
            switch (w.terrain[i]) {
            case Terrain::Rock: c = '#'; break;
            case Terrain::RedHill: c = '+'; break;
            case Terrain::BlackHill: c = '-'; break;
            case Terrain::Clear:
                if (w.food[i] > 0)
                    c = static_cast<char>('0' + std::min(w.food[i], 9));
                break;
            }
            out += c;
        }
        if (w.layout.trailingSpace)
            out += ' ';
        if (y + 1 < w.height || w.layout.finalNewline)
            out += eol;
    }
    return out;
}

} // namespace pb::ants
