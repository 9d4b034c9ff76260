#include "arimaa/notation.h"

namespace pb::arimaa {

namespace {

std::vector<std::string_view> splitWords(std::string_view text)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r'))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\r')
            ++i;
        if (i > start)
            words.push_back(text.substr(start, i - start));
    }
    return words;
}

// "12g", "1w", "3b": the label of a move.
bool parseLabel(std::string_view word, int& number, int& side)
{
    if (word.size() < 2)
        return false;
    std::size_t i = 0;
    int n = 0;
    while (i < word.size() && word[i] >= '0' && word[i] <= '9') {
        n = n * 10 + (word[i++] - '0');
        if (n > 1000000)
            return false;  // no game has that many moves (and the number would overflow)
    }
    if (i == 0 || i + 1 != word.size())
        return false;
    const char c = word[i];
    if (c == 'g' || c == 'w')
        side = Gold;
    else if (c == 's' || c == 'b')
        side = Silver;
    else
        return false;
    number = n;
    return true;
}

std::string trimmed(std::string_view s)
{
    std::size_t a = 0, b = s.size();
    while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r'))
        ++a;
    while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r'))
        --b;
    return std::string(s.substr(a, b - a));
}

std::vector<std::string> splitLines(std::string_view text)
{
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t nl = text.find('\n', start);
        const std::size_t end = nl == std::string_view::npos ? text.size() : nl;
        std::string line(text.substr(start, end - start));
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        lines.push_back(std::move(line));
        if (nl == std::string_view::npos)
            break;
        start = nl + 1;
    }
    if (!lines.empty() && lines.back().empty())
        lines.pop_back();
    return lines;
}

bool isSideHeader(const std::string& line)
{
    const std::string t = trimmed(line);
    if (t.empty())
        return false;
    std::size_t i = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9')
        ++i;
    return i + 1 == t.size() && (t[i] == 'g' || t[i] == 's' || t[i] == 'w' || t[i] == 'b');
}

bool isFrame(const std::string& line)
{
    const std::string t = trimmed(line);
    return t.size() > 2 && t[0] == '+' && t[1] == '-';
}

} // namespace

MoveParse parseMove(std::string_view text)
{
    MoveParse r;
    MoveText& m = r.move;
    std::vector<std::string_view> words = splitWords(text);
    std::size_t k = 0;
    if (!words.empty() && parseLabel(words[0], m.number, m.side))
        k = 1;
    for (; k < words.size(); ++k) {
        const std::string_view w = words[k];
        if (w == "takeback") {
            if (m.kind != MoveText::Empty) {
                r.error = "takeback mixed with other tokens";
                return r;
            }
            m.kind = MoveText::Takeback;
            continue;
        }
        if (w == "resigns" || w == "resign") {
            if (m.kind == MoveText::Setup || m.kind == MoveText::Takeback) {
                r.error = "resigns after a setup or a takeback";
                return r;
            }
            m.kind = MoveText::Resign;  // steps before it, if any, are ignored
            continue;
        }
        int colour = 0, type = 0;
        if (w.size() < 3 || !parsePieceLetter(w[0], colour, type)) {
            r.error = "bad token '" + std::string(w) + "'";
            return r;
        }
        const int square = parseSquare(w.substr(1, 2));
        if (square < 0) {
            r.error = "bad square in '" + std::string(w) + "'";
            return r;
        }
        if (w.size() == 3) {
            if (m.kind != MoveText::Empty && m.kind != MoveText::Setup) {
                r.error = "setup token '" + std::string(w) + "' among steps";
                return r;
            }
            m.kind = MoveText::Setup;
            m.placements.push_back({colour, type, square});
            continue;
        }
        if (w.size() != 4) {
            r.error = "bad token '" + std::string(w) + "'";
            return r;
        }
        if (m.kind == MoveText::Setup || m.kind == MoveText::Takeback) {
            r.error = "step token '" + std::string(w) + "' in a setup or a takeback";
            return r;
        }
        if (w[3] == 'x') {
            m.captures.push_back({static_cast<std::int8_t>(colour), static_cast<std::int8_t>(type),
                                  static_cast<std::int8_t>(square)});
            m.captureAfter.push_back(static_cast<int>(m.steps.size()));
            continue;
        }
        int dir = -1;
        switch (w[3]) {
        case 'n': dir = North; break;
        case 's': dir = South; break;
        case 'e': dir = East; break;
        case 'w': dir = West; break;
        default: break;
        }
        const int to = dir < 0 ? -1 : stepTarget(square, dir);
        if (to < 0) {
            r.error = "bad direction in '" + std::string(w) + "'";
            return r;
        }
        if (m.kind != MoveText::Resign)
            m.kind = MoveText::Steps;
        m.steps.push_back({colour, type, square, to});
    }
    return r;
}

std::string stepText(const StepToken& step)
{
    static constexpr char kDirs[] = "nsew";
    std::string s(1, pieceLetter(step.colour, step.type));
    s += squareText(step.from);
    const int d = directionBetween(step.from, step.to);
    s += d < 0 ? '?' : kDirs[d];
    return s;
}

std::string captureText(const Capture& capture)
{
    return pieceLetter(capture.colour, capture.type) + squareText(capture.square) + 'x';
}

std::string movesText(const std::vector<StepToken>& steps, const std::vector<Capture>& captures,
                      const std::vector<int>& captureAfter)
{
    std::string out;
    std::size_t c = 0;
    auto add = [&out](const std::string& token) {
        if (!out.empty())
            out += ' ';
        out += token;
    };
    for (std::size_t i = 0; i <= steps.size(); ++i) {
        while (c < captures.size() && c < captureAfter.size() && captureAfter[c] == static_cast<int>(i))
            add(captureText(captures[c++]));
        if (i < steps.size())
            add(stepText(steps[i]));
    }
    return out;
}

std::string setupText(const std::vector<Placement>& placements)
{
    std::string out;
    for (const Placement& p : placements) {
        if (!out.empty())
            out += ' ';
        out += pieceLetter(p.colour, p.type) + squareText(p.square);
    }
    return out;
}

std::vector<DiagramEntry> readDiagrams(std::string_view text)
{
    const std::vector<std::string> lines = splitLines(text);
    std::vector<DiagramEntry> out;
    std::vector<std::string> pending;
    std::size_t i = 0;
    while (i < lines.size()) {
        if (isSideHeader(lines[i]) && i + 1 < lines.size() && isFrame(lines[i + 1])) {
            DiagramEntry e;
            e.before = std::move(pending);
            pending.clear();
            e.header = trimmed(lines[i]);
            e.line = static_cast<int>(i) + 1;
            std::string ranks;
            std::size_t j = i + 2;
            while (j < lines.size() && !isFrame(lines[j]))
                ranks += lines[j++] + '\n';
            e.parse = parseDiagram(e.header, ranks);
            i = j + 1;
            // The file letters under the frame belong to the diagram.
            if (i < lines.size() && trimmed(lines[i]).rfind("a b c", 0) == 0)
                ++i;
            out.push_back(std::move(e));
            continue;
        }
        if (!out.empty() && !(lines[i].rfind("#", 0) == 0) && !trimmed(lines[i]).empty())
            out.back().after.push_back(lines[i]);
        else if (!trimmed(lines[i]).empty())
            pending.push_back(lines[i]);
        ++i;
    }
    return out;
}

std::string ArchiveGame::value(std::string_view column) const
{
    for (const auto& [name, v] : fields)
        if (name == column)
            return v;
    return {};
}

std::vector<std::string> ArchiveGame::moves() const
{
    const std::string list = value("movelist");
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t sep = list.find("\\n", start);
        const std::size_t end = sep == std::string::npos ? list.size() : sep;
        std::string m = trimmed(std::string_view(list).substr(start, end - start));
        if (!m.empty())
            out.push_back(std::move(m));
        if (sep == std::string::npos)
            break;
        start = sep + 2;
    }
    return out;
}

ArchiveParse readArchive(std::string_view text)
{
    ArchiveParse r;
    const std::vector<std::string> lines = splitLines(text);
    if (lines.empty()) {
        r.error = "empty archive";
        return r;
    }
    auto split = [](const std::string& line) {
        std::vector<std::string> cols;
        std::size_t start = 0;
        while (true) {
            const std::size_t tab = line.find('\t', start);
            cols.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
            if (tab == std::string::npos)
                break;
            start = tab + 1;
        }
        return cols;
    };
    const std::vector<std::string> names = split(lines[0]);
    bool hasMoves = false;
    for (const std::string& n : names)
        hasMoves = hasMoves || n == "movelist";
    if (!hasMoves) {
        r.error = "line 1: the header names no movelist column";
        return r;
    }
    for (std::size_t i = 1; i < lines.size(); ++i) {
        if (trimmed(lines[i]).empty())
            continue;
        const std::vector<std::string> cols = split(lines[i]);
        if (cols.size() != names.size()) {
            r.error = "line " + std::to_string(i + 1) + ": " + std::to_string(cols.size())
                      + " columns, the header has " + std::to_string(names.size());
            return r;
        }
        ArchiveGame g;
        g.line = static_cast<int>(i) + 1;
        for (std::size_t c = 0; c < cols.size(); ++c)
            g.fields.emplace_back(names[c], cols[c]);
        r.games.push_back(std::move(g));
    }
    return r;
}

} // namespace pb::arimaa
