#include "ants/brain.h"

#include "common/textfile.h"

#include <QCoreApplication>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>

namespace pb::ants {

namespace {

// Translatable texts of this file (lupdate reads the context from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(AntBrain)
};

constexpr std::array<std::string_view, 8> kOpNames = {
    "Sense", "Mark", "Unmark", "PickUp", "Drop", "Turn", "Move", "Flip"};
constexpr std::array<std::string_view, 4> kSenseDirNames = {"Here", "Ahead", "LeftAhead", "RightAhead"};
constexpr std::array<std::string_view, 10> kConditionNames = {
    "Friend", "Foe", "FriendWithFood", "FoeWithFood", "Food", "Rock", "Marker", "FoeMarker", "Home",
    "FoeHome"};
constexpr std::array<std::string_view, 2> kTurnNames = {"Left", "Right"};

bool equalsNoCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
        if (x != y)
            return false;
    }
    return true;
}

template <size_t N>
int keywordIndex(const std::array<std::string_view, N>& names, std::string_view token)
{
    for (size_t i = 0; i < N; ++i)
        if (equalsNoCase(names[i], token))
            return static_cast<int>(i);
    return -1;
}

template <size_t N>
QString keywordList(const std::array<std::string_view, N>& names)
{
    QString out;
    for (size_t i = 0; i < N; ++i) {
        if (i > 0)
            out += i + 1 == N ? Text::tr(" or ") : QStringLiteral(", ");
        out += QString::fromLatin1(names[i].data(), static_cast<qsizetype>(names[i].size()));
    }
    return out;
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

struct Token {
    std::string_view text;  // empty: end of line
    int column = 0;         // 1-based
};

// Shows a token in a message, shortened if it is huge (a line can be 22 KB).
QString quoted(std::string_view text)
{
    constexpr size_t kMax = 40;
    QString s = QString::fromUtf8(text.data(), static_cast<qsizetype>(std::min(text.size(), kMax)));
    if (text.size() > kMax)
        s += QStringLiteral("...");
    return QLatin1Char('\'') + s + QLatin1Char('\'');
}

// Parses the tokens of one line into an instruction, reporting every problem it finds.
class LineParser {
public:
    LineParser(std::string_view line, int lineNumber, const QString& file, Diagnostics& out)
        : m_lineNumber(lineNumber), m_file(file), m_out(out)
    {
        size_t i = 0;
        while (i < line.size()) {
            const char c = line[i];
            if (c == ';')
                break;
            if (isBlank(c)) {
                ++i;
                continue;
            }
            const size_t start = i;
            while (i < line.size() && !isBlank(line[i]) && line[i] != ';')
                ++i;
            m_tokens.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
        }
        m_endColumn = static_cast<int>(i) + 1;
    }

    bool empty() const { return m_tokens.empty(); }

    bool parse(Instruction& ins)
    {
        const Token opToken = next();
        const int op = keywordIndex(kOpNames, opToken.text);
        if (op < 0) {
            error(opToken, Text::tr("an instruction (%1)").arg(keywordList(kOpNames)));
            return false;
        }
        ins = Instruction{};
        ins.op = static_cast<Op>(op);
        bool ok = true;
        switch (ins.op) {
        case Op::Sense: {
            const Token dirToken = next();
            const int dir = keywordIndex(kSenseDirNames, dirToken.text);
            if (dir < 0) {
                error(dirToken, Text::tr("a sense direction (%1)").arg(keywordList(kSenseDirNames)));
                return false;
            }
            ins.senseDir = static_cast<SenseDir>(dir);
            ok = state(ins.st1) && state(ins.st2);
            if (!ok)
                return false;
            const Token condToken = next();
            const int cond = keywordIndex(kConditionNames, condToken.text);
            if (cond < 0) {
                error(condToken, Text::tr("a condition (%1)").arg(keywordList(kConditionNames)));
                return false;
            }
            ins.condition = static_cast<Condition>(cond);
            if (ins.condition == Condition::Marker)
                ok = marker(ins.marker);
            break;
        }
        case Op::Mark:
        case Op::Unmark:
            ok = marker(ins.marker) && state(ins.st1);
            break;
        case Op::PickUp:
        case Op::Move:
            ok = state(ins.st1) && state(ins.st2);
            break;
        case Op::Drop:
            ok = state(ins.st1);
            break;
        case Op::Turn: {
            const Token lrToken = next();
            const int lr = keywordIndex(kTurnNames, lrToken.text);
            if (lr < 0) {
                error(lrToken, Text::tr("a turn direction (Left or Right)"));
                return false;
            }
            ins.turn = static_cast<Turn>(lr);
            ok = state(ins.st1);
            break;
        }
        case Op::Flip:
            ok = number(ins.flipN, 1, INT32_MAX, Text::tr("a positive number for Flip (1 or more)"))
                && state(ins.st1) && state(ins.st2);
            break;
        }
        if (!ok)
            return false;
        if (m_next < m_tokens.size()) {
            error(m_tokens[m_next], Text::tr("the end of the line or a ';' comment"));
            return false;
        }
        return true;
    }

    // Column of the operand holding next state 1 or 2, for warnings about jumps.
    int targetColumn(int which) const { return m_targetColumns[which]; }

private:
    Token next()
    {
        if (m_next < m_tokens.size())
            return m_tokens[m_next++];
        return {{}, m_endColumn};
    }

    bool number(std::int32_t& value, std::int64_t lo, std::int64_t hi, const QString& expected)
    {
        const Token t = next();
        std::int64_t v = 0;
        const char* begin = t.text.data();
        const char* end = begin + t.text.size();
        const auto [ptr, ec] = std::from_chars(begin, end, v);
        if (t.text.empty() || ec != std::errc() || ptr != end || v < lo || v > hi) {
            error(t, expected);
            return false;
        }
        value = static_cast<std::int32_t>(v);
        m_lastColumn = t.column;
        return true;
    }

    bool state(std::int32_t& value)
    {
        if (!number(value, 0, kMaxStates - 1, Text::tr("a state number (0 to 9999)")))
            return false;
        m_targetColumns[m_stateOperands < 2 ? m_stateOperands : 1] = m_lastColumn;
        ++m_stateOperands;
        return true;
    }

    bool marker(std::uint8_t& value)
    {
        std::int32_t v = 0;
        if (!number(v, 0, kMarkers - 1, Text::tr("a marker number (0 to 5)")))
            return false;
        value = static_cast<std::uint8_t>(v);
        return true;
    }

    void error(const Token& found, const QString& expected)
    {
        const QString what = found.text.empty() ? Text::tr("the end of the line") : quoted(found.text);
        m_out.push_back({Diagnostic::Severity::Error, m_file, m_lineNumber, found.column,
                         Text::tr("found %1, expected %2").arg(what, expected)});
    }

    int m_lineNumber;
    const QString& m_file;
    Diagnostics& m_out;
    std::vector<Token> m_tokens;
    size_t m_next = 0;
    int m_endColumn = 1;
    int m_lastColumn = 0;
    int m_stateOperands = 0;
    std::array<int, 2> m_targetColumns{0, 0};
};

} // namespace

int Instruction::targetCount() const
{
    switch (op) {
    case Op::Sense:
    case Op::PickUp:
    case Op::Move:
    case Op::Flip:
        return 2;
    default:
        return 1;
    }
}

std::string formatInstruction(const Instruction& i)
{
    const std::string_view op = kOpNames[static_cast<size_t>(i.op)];
    switch (i.op) {
    case Op::Sense: {
        const std::string_view dir = kSenseDirNames[static_cast<size_t>(i.senseDir)];
        const std::string_view cond = kConditionNames[static_cast<size_t>(i.condition)];
        if (i.condition == Condition::Marker)
            return fmt::format("{} {} {} {} {} {}", op, dir, i.st1, i.st2, cond, i.marker);
        return fmt::format("{} {} {} {} {}", op, dir, i.st1, i.st2, cond);
    }
    case Op::Mark:
    case Op::Unmark:
        return fmt::format("{} {} {}", op, i.marker, i.st1);
    case Op::PickUp:
    case Op::Move:
        return fmt::format("{} {} {}", op, i.st1, i.st2);
    case Op::Drop:
        return fmt::format("{} {}", op, i.st1);
    case Op::Turn:
        return fmt::format("{} {} {}", op, kTurnNames[static_cast<size_t>(i.turn)], i.st1);
    case Op::Flip:
        return fmt::format("{} {} {} {}", op, i.flipN, i.st1, i.st2);
    }
    return {};
}

int Brain::highestTarget() const
{
    int highest = -1;
    for (const Instruction& i : states) {
        highest = std::max(highest, i.st1);
        if (i.targetCount() == 2)
            highest = std::max(highest, i.st2);
    }
    return highest;
}

std::string Brain::toText() const
{
    std::string out;
    for (const Instruction& i : states) {
        out += formatInstruction(i);
        out += '\n';
    }
    return out;
}

BrainParse parseBrain(std::string_view text, const QString& fileName)
{
    BrainParse result;
    Diagnostics& diags = result.diagnostics;
    Brain& brain = result.brain;
    std::vector<std::array<int, 2>> targetColumns;

    int lineNumber = 0;
    bool tooMany = false;
    size_t pos = 0;
    while (pos < text.size()) {
        size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++lineNumber;

        LineParser parser(line, lineNumber, fileName, diags);
        if (parser.empty())
            continue;  // blank or comment-only line: not a state
        if (brain.stateCount() == kMaxStates) {
            if (!tooMany)
                diags.push_back({Diagnostic::Severity::Error, fileName, lineNumber, 0,
                                 Text::tr("too many states: a brain has at most %1").arg(kMaxStates)});
            tooMany = true;
            continue;
        }
        Instruction ins;
        if (!parser.parse(ins))
            ins = Instruction{};  // keep state numbering in step with the file
        brain.states.push_back(ins);
        brain.lineOfState.push_back(lineNumber);
        targetColumns.push_back({parser.targetColumn(0), parser.targetColumn(1)});
    }

    if (brain.states.empty() && !hasErrors(diags)) {
        diags.push_back({Diagnostic::Severity::Error, fileName, 0, 0,
                         Text::tr("the brain has no states: it needs at least state 0")});
        return result;
    }

    // Jumps past the end: warnings, merged into file order with the errors.
    {
        const int count = brain.stateCount();
        for (int s = 0; s < count; ++s) {
            const Instruction& ins = brain.states[static_cast<size_t>(s)];
            const int targets = ins.targetCount();
            for (int k = 0; k < targets; ++k) {
                const int target = k == 0 ? ins.st1 : ins.st2;
                if (k == 1 && ins.st2 == ins.st1)
                    continue;  // one warning for "Flip 1 6188 6188"
                if (target >= count)
                    diags.push_back({Diagnostic::Severity::Warning, fileName,
                                     brain.lineOfState[static_cast<size_t>(s)],
                                     targetColumns[static_cast<size_t>(s)][static_cast<size_t>(k)],
                                     Text::tr("state %1 jumps to state %2, past the last state %3; "
                                        "an ant that gets there stops the game")
                                         .arg(s).arg(target).arg(count - 1)});
            }
        }
    }
    std::stable_sort(diags.begin(), diags.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    return result;
}

std::vector<bool> reachableStates(const std::vector<Instruction>& states, int entry)
{
    const int n = static_cast<int>(states.size());
    std::vector<bool> seen(states.size());
    std::vector<int> todo;
    const auto reach = [&](int s) {
        if (s >= 0 && s < n && !seen[static_cast<size_t>(s)]) {
            seen[static_cast<size_t>(s)] = true;
            todo.push_back(s);
        }
    };
    reach(entry);
    while (!todo.empty()) {
        const Instruction& ins = states[static_cast<size_t>(todo.back())];
        todo.pop_back();
        reach(ins.st1);
        if (ins.targetCount() == 2)
            reach(ins.st2);
    }
    return seen;
}

BrainParse loadBrain(const QString& path)
{
    QString error;
    const auto bytes = readFileBytes(path, &error);
    if (!bytes) {
        BrainParse result;
        result.diagnostics.push_back({Diagnostic::Severity::Error, path, 0, 0, error});
        return result;
    }
    return parseBrain(*bytes, path);
}

} // namespace pb::ants
