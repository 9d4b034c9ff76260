#include "ants/brainsyntax.h"

#include <QString>
#include <array>

namespace pb::views {

namespace {

using namespace Qt::StringLiterals;

constexpr std::array kInstructions = {"Sense"_L1, "Mark"_L1, "Unmark"_L1, "PickUp"_L1,
                                      "Drop"_L1,  "Turn"_L1, "Move"_L1,   "Flip"_L1};
constexpr std::array kSenseDirs = {"Here"_L1, "Ahead"_L1, "LeftAhead"_L1, "RightAhead"_L1};
constexpr std::array kConditions = {"Friend"_L1, "Foe"_L1,    "FriendWithFood"_L1, "FoeWithFood"_L1,
                                    "Food"_L1,   "Rock"_L1,   "Marker"_L1,         "FoeMarker"_L1,
                                    "Home"_L1,   "FoeHome"_L1};
constexpr std::array kTurnDirs = {"Left"_L1, "Right"_L1};

template <size_t N>
int indexIn(const std::array<QLatin1StringView, N>& names, QStringView token)
{
    for (size_t i = 0; i < N; ++i)
        if (token.compare(names[i], Qt::CaseInsensitive) == 0)
            return static_cast<int>(i);
    return -1;
}

bool isBlank(QChar c)
{
    const char16_t u = c.unicode();
    return u == ' ' || u == '\t' || u == '\r' || u == '\v' || u == '\f';
}

// What each operand place of an instruction holds, after the instruction keyword.
enum class Place { SenseDir, Condition, TurnDir, State, Marker, Probability, MarkerIfCondition };

std::vector<Place> placesOf(int instruction)
{
    switch (instruction) {
    case 0: return {Place::SenseDir, Place::State, Place::State, Place::Condition, Place::MarkerIfCondition};
    case 1:
    case 2: return {Place::Marker, Place::State};
    case 3:
    case 6: return {Place::State, Place::State};
    case 4: return {Place::State};
    case 5: return {Place::TurnDir, Place::State};
    case 7: return {Place::Probability, Place::State, Place::State};
    default: return {};
    }
}

// Value of a decimal number token 0..9999, -1 when it is a number out of range, -2 when it is
// not a plain number at all.
int numberValue(QStringView token)
{
    qsizetype i = 0;
    if (i < token.size() && token[i] == u'-')  // as std::from_chars: no '+'
        ++i;
    if (i == token.size())
        return -2;
    long long v = 0;
    for (qsizetype k = i; k < token.size(); ++k) {
        const char16_t c = token[k].unicode();
        if (c < u'0' || c > u'9')
            return -2;
        if (v < 100000)
            v = v * 10 + (c - u'0');
    }
    if (token[0] == u'-' && v != 0)
        return -1;
    return v <= 9999 ? static_cast<int>(v) : -1;
}

BrainTokenKind lookKind(QStringView token)
{
    if (indexIn(kInstructions, token) >= 0) return BrainTokenKind::Instruction;
    if (indexIn(kSenseDirs, token) >= 0) return BrainTokenKind::SenseDir;
    if (indexIn(kConditions, token) >= 0) return BrainTokenKind::Condition;
    if (indexIn(kTurnDirs, token) >= 0) return BrainTokenKind::TurnDir;
    if (numberValue(token) != -2) return BrainTokenKind::Number;
    return BrainTokenKind::Other;
}

} // namespace

std::vector<BrainToken> tokenizeBrainLine(QStringView line)
{
    std::vector<BrainToken> tokens;
    qsizetype i = 0;
    const qsizetype n = line.size();
    while (i < n) {
        const QChar c = line[i];
        if (c == u';') {
            tokens.push_back({static_cast<int>(i), static_cast<int>(n - i), BrainTokenKind::Comment, -1});
            break;
        }
        if (isBlank(c)) {
            ++i;
            continue;
        }
        const qsizetype start = i;
        while (i < n && !isBlank(line[i]) && line[i] != u';')
            ++i;
        const QStringView text = line.mid(start, i - start);
        BrainToken token{static_cast<int>(start), static_cast<int>(i - start), lookKind(text), -1};
        if (token.kind == BrainTokenKind::Number)
            token.value = numberValue(text);
        tokens.push_back(token);
    }

    // Give operands the kind of their place when they fit it.
    if (tokens.empty() || tokens[0].kind != BrainTokenKind::Instruction)
        return tokens;
    const std::vector<Place> places =
        placesOf(indexIn(kInstructions, line.mid(tokens[0].start, tokens[0].length)));
    bool markerCondition = false;
    for (size_t k = 1; k < tokens.size() && k - 1 < places.size(); ++k) {
        BrainToken& token = tokens[k];
        const QStringView text = line.mid(token.start, token.length);
        switch (places[k - 1]) {
        case Place::State:
            if (token.kind == BrainTokenKind::Number && token.value >= 0)
                token.kind = BrainTokenKind::StateTarget;
            break;
        case Place::Condition:
            markerCondition = text.compare("Marker"_L1, Qt::CaseInsensitive) == 0;
            break;
        case Place::MarkerIfCondition:
            if (!markerCondition)
                return tokens;  // an extra token: leave it as it looks
            break;
        case Place::SenseDir:
        case Place::TurnDir:
        case Place::Marker:
        case Place::Probability:
            break;
        }
    }
    return tokens;
}

int jumpTargetAt(QStringView line, int position, int* tokenStart, int* tokenLength)
{
    for (const BrainToken& token : tokenizeBrainLine(line)) {
        if (token.kind != BrainTokenKind::StateTarget)
            continue;
        if (position >= token.start && position <= token.start + token.length) {
            if (tokenStart)
                *tokenStart = token.start;
            if (tokenLength)
                *tokenLength = token.length;
            return token.value;
        }
    }
    return -1;
}

} // namespace pb::views
