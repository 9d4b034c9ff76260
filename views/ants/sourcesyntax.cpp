#include "ants/sourcesyntax.h"

#include <QString>
#include <array>

namespace pb::views {

namespace {

using namespace Qt::StringLiterals;

constexpr std::array kKeywords = {"if"_L1,    "else"_L1,   "while"_L1,  "loop"_L1,     "goto"_L1,   "proc"_L1,
                                  "const"_L1, "break"_L1,  "continue"_L1, "return"_L1, "move"_L1,   "pickup"_L1,
                                  "drop"_L1,  "turn"_L1,   "mark"_L1,   "unmark"_L1,   "sense"_L1,  "flip"_L1,
                                  "marker"_L1, "true"_L1,  "false"_L1};
constexpr std::array kSenseDirs = {"here"_L1, "ahead"_L1, "leftahead"_L1, "rightahead"_L1};
constexpr std::array kConditions = {"friend"_L1, "foe"_L1,  "friendwithfood"_L1, "foewithfood"_L1, "food"_L1,
                                    "rock"_L1,   "foemarker"_L1, "home"_L1,       "foehome"_L1};
constexpr std::array kTurnDirs = {"left"_L1, "right"_L1};

template <size_t N>
bool isIn(const std::array<QLatin1StringView, N>& names, QStringView word)
{
    for (const QLatin1StringView& name : names)
        if (word == name)  // the language is case-sensitive
            return true;
    return false;
}

bool isNameStart(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u == '_';
}

bool isNameChar(QChar c)
{
    return isNameStart(c) || (c.unicode() >= '0' && c.unicode() <= '9');
}

bool isBlank(QChar c)
{
    const char16_t u = c.unicode();
    return u == ' ' || u == '\t' || u == '\r' || u == '\v' || u == '\f';
}

// Whether, from `k` on, the line holds only blanks and comments and then ends, or goes on with
// a name: after `(out` or `, out` that makes `out` the keyword of an out parameter.
bool nameMayFollow(QStringView line, qsizetype k)
{
    const qsizetype n = line.size();
    for (;;) {
        while (k < n && isBlank(line[k]))
            ++k;
        if (k == n || line.mid(k, 2) == u"//")
            return true;
        if (line.mid(k, 2) != u"/*")
            return isNameStart(line[k]);
        const qsizetype close = line.indexOf(u"*/", k + 2);
        if (close < 0)
            return true;  // the comment goes on past the line
        k = close + 2;
    }
}

BrainTokenKind wordKind(QStringView word)
{
    if (isIn(kKeywords, word)) return BrainTokenKind::Instruction;
    if (isIn(kSenseDirs, word)) return BrainTokenKind::SenseDir;
    if (isIn(kConditions, word)) return BrainTokenKind::Condition;
    if (isIn(kTurnDirs, word)) return BrainTokenKind::TurnDir;
    return BrainTokenKind::Other;
}

} // namespace

std::vector<BrainToken> tokenizeSourceLine(QStringView line, SourceLineState* state)
{
    std::vector<BrainToken> tokens;
    const qsizetype n = line.size();
    qsizetype i = 0;
    bool* const inComment = &state->inComment;
    bool labelNext = false;  // the name after goto or else is a label
    // The last punctuation was '(' or ',' (here or ending the line before): a parameter or
    // argument comes.
    bool& listNext = state->inList;
    auto push = [&](qsizetype start, qsizetype end, BrainTokenKind kind) {
        tokens.push_back({static_cast<int>(start), static_cast<int>(end - start), kind, -1});
    };
    while (i < n) {
        if (*inComment) {
            const qsizetype start = i;
            const qsizetype close = line.indexOf(u"*/", i);
            i = close < 0 ? n : close + 2;
            *inComment = close < 0;
            push(start, i, BrainTokenKind::Comment);
            continue;
        }
        const QChar c = line[i];
        if (isBlank(c)) {
            ++i;
            continue;
        }
        if (c == u'/' && i + 1 < n && line[i + 1] == u'/') {
            push(i, n, BrainTokenKind::Comment);
            break;
        }
        if (c == u'/' && i + 1 < n && line[i + 1] == u'*') {
            *inComment = true;
            const qsizetype start = i;
            i += 2;
            const qsizetype close = line.indexOf(u"*/", i);
            i = close < 0 ? n : close + 2;
            *inComment = close < 0;
            push(start, i, BrainTokenKind::Comment);
            continue;
        }
        const qsizetype start = i;
        if (isNameStart(c)) {
            while (i < n && isNameChar(line[i]))
                ++i;
            const QStringView word = line.mid(start, i - start);
            BrainTokenKind kind = wordKind(word);
            if (kind == BrainTokenKind::Other) {
                qsizetype k = i;
                while (k < n && isBlank(line[k]))
                    ++k;
                const bool definition = k < n && line[k] == u':';
                if (definition || labelNext)
                    kind = BrainTokenKind::StateTarget;
                else if (word == "out"_L1 && k > i && k < n && isNameStart(line[k]))
                    kind = BrainTokenKind::Instruction;  // `out NAME`: an out parameter
                else if (word == "out"_L1 && listNext && nameMayFollow(line, k))
                    kind = BrainTokenKind::Instruction;  // `(out` or `, out`, comments, then a name or the line's end
            }
            labelNext = word == "goto"_L1 || word == "else"_L1;
            listNext = false;
            push(start, i, kind);
            continue;
        }
        labelNext = false;
        listNext = c == u'(' || c == u',';
        if (c.unicode() >= '0' && c.unicode() <= '9') {
            while (i < n && isNameChar(line[i]))
                ++i;
            push(start, i, BrainTokenKind::Number);
            continue;
        }
        ++i;  // punctuation
    }
    return tokens;
}

int utf16IndexOfCharColumn(QStringView line, int column)
{
    int index = 0;
    for (int c = 1; c < column; ++c) {
        if (index >= line.size())
            return static_cast<int>(line.size());
        index += (line[index].isHighSurrogate() && index + 1 < line.size()) ? 2 : 1;
    }
    return std::min(index, static_cast<int>(line.size()));
}

int charColumnOfUtf16Index(QStringView line, int index)
{
    int column = 1;
    for (int i = 0; i < index && i < line.size(); ++i) {
        if (line[i].isHighSurrogate() && i + 1 < line.size())
            ++i;
        ++column;
    }
    return column;
}

std::pair<int, int> sourceUnderlineRange(QStringView line, int index)
{
    const int size = static_cast<int>(line.size());
    if (index < 0) {
        int begin = 0, end = size;
        while (begin < end && isBlank(line[begin])) ++begin;
        while (end > begin && isBlank(line[end - 1])) --end;
        return {begin, end - begin};
    }
    if (index < size && !isBlank(line[index])) {
        int end = index + 1;
        if (isNameChar(line[index]))
            while (end < size && isNameChar(line[end])) ++end;
        else if (end < size && (line.mid(index, 2) == u"&&" || line.mid(index, 2) == u"||"))
            ++end;
        return {index, end - index};
    }
    // At a blank or past the end: the last token before it.
    int end = std::min(index, size);
    while (end > 0 && isBlank(line[end - 1])) --end;
    if (end == 0)
        return {0, size};
    int begin = end - 1;
    if (isNameChar(line[begin]))
        while (begin > 0 && isNameChar(line[begin - 1])) --begin;
    return {begin, end - begin};
}

} // namespace pb::views
