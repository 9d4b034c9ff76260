#include "arimaa/timecontrol.h"

#include <QCoreApplication>

#include <algorithm>
#include <cctype>

namespace pb::arimaa {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ArimaaTimeControl)
};

constexpr std::int64_t kSecond = 1000;
constexpr std::int64_t kMinute = 60 * kSecond;
constexpr std::int64_t kHour = 60 * kMinute;
constexpr std::int64_t kDay = 24 * kHour;
constexpr std::int64_t kMaxMs = 10000 * kDay;  // far beyond any real control; keeps sums safe

std::int64_t unitOf(char c)
{
    switch (c) {
    case 's': return kSecond;
    case 'm': return kMinute;
    case 'h': return kHour;
    case 'd': return kDay;
    }
    return 0;
}

struct FieldParse {
    std::int64_t ms = 0;
    QString error;
    int offset = 0;  // within the field, 0-based
};

// A duration field: "N" in `big`, "A:B" as big:small, or numbers with unit letters.
FieldParse parseDuration(std::string_view f, std::int64_t big, std::int64_t small)
{
    FieldParse r;
    if (f.empty()) {
        r.error = Text::tr("an empty field");
        return r;
    }
    const bool letters = std::any_of(f.begin(), f.end(), [](char c) { return unitOf(c) != 0; });
    std::size_t i = 0;
    auto number = [&](std::int64_t& out) {
        const std::size_t start = i;
        out = 0;
        while (i < f.size() && std::isdigit(static_cast<unsigned char>(f[i]))) {
            out = out * 10 + (f[i] - '0');
            if (out > kMaxMs) {
                r.error = Text::tr("a number too large");
                r.offset = static_cast<int>(start);
                return false;
            }
            ++i;
        }
        if (i == start) {
            r.error = Text::tr("a number expected");
            r.offset = static_cast<int>(i);
            return false;
        }
        return true;
    };
    if (letters) {
        while (i < f.size()) {
            std::int64_t n = 0;
            if (!number(n))
                return r;
            if (i >= f.size() || unitOf(f[i]) == 0) {
                r.error = i >= f.size() ? Text::tr("a number without its unit (s, m, h or d)")
                                        : Text::tr("'%1' is not a unit (s, m, h or d)").arg(QChar::fromLatin1(f[i]));
                r.offset = static_cast<int>(i);
                return r;
            }
            const std::int64_t unit = unitOf(f[i]);
            if (n > (kMaxMs - r.ms) / unit) {  // checked before multiplying: no overflow
                r.error = Text::tr("a time too long");
                r.offset = 0;
                return r;
            }
            r.ms += n * unit;
            ++i;
        }
    } else {
        std::int64_t a = 0;
        if (!number(a))
            return r;
        if (a > kMaxMs / big) {
            r.error = Text::tr("a time too long");
            return r;
        }
        r.ms = a * big;
        if (i < f.size() && f[i] == ':') {
            ++i;
            std::int64_t b = 0;
            if (!number(b))
                return r;
            if (b > (kMaxMs - r.ms) / small) {
                r.error = Text::tr("a time too long");
                return r;
            }
            r.ms += b * small;
        }
        if (i < f.size()) {
            r.error = Text::tr("unexpected '%1'").arg(QChar::fromLatin1(f[i]));
            r.offset = static_cast<int>(i);
            return r;
        }
    }
    if (r.ms > kMaxMs) {
        r.error = Text::tr("a time too long");
        r.offset = 0;
    }
    return r;
}

} // namespace

std::string durationText(std::int64_t ms)
{
    if (ms <= 0)
        return "0";
    std::string s;
    for (auto [unit, letter] : {std::pair{kDay, 'd'}, std::pair{kHour, 'h'}, std::pair{kMinute, 'm'}, std::pair{kSecond, 's'}}) {
        if (ms >= unit) {
            s += std::to_string(ms / unit) + letter;
            ms %= unit;
        }
    }
    if (ms > 0)  // below a second: not expressible in the notation; round up
        s = s.empty() ? "1s" : s;
    return s;
}

std::string TimeControl::toString() const
{
    std::string s = durationText(moveMs) + '/' + durationText(reserveMs) + '/' + std::to_string(percent) + '/'
                    + durationText(reserveLimitMs) + '/';
    s += gameTurns > 0 ? std::to_string(gameTurns) + 't' : durationText(gameMs);
    s += '/' + durationText(turnLimitMs);
    return s;
}

std::vector<std::pair<std::string, std::int64_t>> TimeControl::aeiOptions() const
{
    return {{"tcmove", moveMs / kSecond},
            {"tcreserve", reserveMs / kSecond},
            {"tcpercent", percent},
            {"tcmax", reserveLimitMs / kSecond},
            {"tctotal", gameMs / kSecond},
            {"tcturns", gameTurns},
            {"tcturntime", turnLimitMs / kSecond}};
}

TimeControlParse parseTimeControl(std::string_view text)
{
    TimeControlParse r;
    // Leading and trailing blanks are allowed; none inside.
    std::size_t begin = 0, end = text.size();
    while (begin < end && std::isspace(static_cast<unsigned char>(text[begin])))
        ++begin;
    while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1])))
        --end;
    std::vector<std::pair<std::size_t, std::string_view>> fields;  // start column (0-based), text
    std::size_t start = begin;
    for (std::size_t i = begin; i <= end; ++i) {
        if (i == end || text[i] == '/') {
            fields.emplace_back(start, text.substr(start, i - start));
            start = i + 1;
        }
    }
    auto fail = [&r](std::size_t column, const QString& message) {
        r.error = message;
        r.column = static_cast<int>(column) + 1;
        return r;
    };
    if (end == begin)
        return fail(begin, Text::tr("an empty time control (M/R/P/L/G/T, for example 2m/6m/100/0/8h/6m)"));
    if (fields.size() < 2)
        return fail(end, Text::tr("the reserve R is missing (M/R/P/L/G/T, at least M/R)"));
    if (fields.size() > 6)
        return fail(fields[6].first - 1, Text::tr("more than six fields (M/R/P/L/G/T)"));
    TimeControl& tc = r.control;
    const char* names[] = {"M", "R", "P", "L", "G", "T"};
    for (std::size_t k = 0; k < fields.size(); ++k) {
        const std::size_t col = fields[k].first;  // not a structured binding: clang 14 cannot capture one
        const std::string_view f = fields[k].second;
        auto fieldError = [&](const FieldParse& p) {
            return fail(col + static_cast<std::size_t>(p.offset), Text::tr("%1: %2").arg(QLatin1String(names[k]), p.error));
        };
        if (k == 2) {  // P: a whole percent
            FieldParse p;
            std::int64_t n = 0;
            if (f.empty() || !std::all_of(f.begin(), f.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
                p.error = Text::tr("a whole percent expected");
                return fieldError(p);
            }
            for (char c : f)
                n = std::min<std::int64_t>(n * 10 + (c - '0'), 100000);
            if (n > 1000) {
                p.error = Text::tr("a percent from 0 to 1000");
                return fieldError(p);
            }
            tc.percent = static_cast<int>(n);
            continue;
        }
        if (k == 4 && !f.empty() && f.back() == 't') {  // G as turns
            const std::string_view digits = f.substr(0, f.size() - 1);
            FieldParse p;
            if (digits.empty() || digits.size() > 6 ||
                !std::all_of(digits.begin(), digits.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
                p.error = Text::tr("a number of turns expected before 't'");
                return fieldError(p);
            }
            tc.gameTurns = std::stoi(std::string(digits));
            continue;
        }
        const bool hours = k == 4;
        const FieldParse p = parseDuration(f, hours ? kHour : kMinute, hours ? kMinute : kSecond);
        if (!p.error.isEmpty())
            return fieldError(p);
        switch (k) {
        case 0: tc.moveMs = p.ms; break;
        case 1: tc.reserveMs = p.ms; break;
        case 3: tc.reserveLimitMs = p.ms; break;
        case 4: tc.gameMs = p.ms; break;
        case 5: tc.turnLimitMs = p.ms; break;
        }
    }
    return r;
}

GameClock::GameClock(const TimeControl& control) : m_control(control)
{
    m_reserve.fill(control.reserveMs);
}

void GameClock::restore(const std::array<std::int64_t, 2>& reserveMs, const std::array<std::int64_t, 2>& lastUsedMs,
                        const std::array<int, 2>& turnsMade)
{
    for (std::size_t i = 0; i < 2; ++i) {
        m_reserve[i] = std::max<std::int64_t>(0, reserveMs[i]);
        m_lastUsed[i] = std::max<std::int64_t>(0, lastUsedMs[i]);
        m_turns[i] = std::max(0, turnsMade[i]);
    }
}

std::int64_t GameClock::moveTimeMs(bool setup) const
{
    return setup ? std::max(m_control.moveMs, kMinute) : m_control.moveMs;
}

std::int64_t GameClock::allowedMs(int side, bool setup) const
{
    std::int64_t allowed = moveTimeMs(setup) + reserveMs(side);
    if (m_control.turnLimitMs > 0)
        allowed = std::min(allowed, m_control.turnLimitMs);
    return allowed;
}

GameClock::Outcome GameClock::finishTurn(int side, std::int64_t usedMs, bool setup)
{
    const auto i = static_cast<std::size_t>(side);
    Outcome out;
    usedMs = std::max<std::int64_t>(0, usedMs);
    const std::int64_t move = moveTimeMs(setup);
    m_lastUsed[i] = usedMs;
    ++m_turns[i];
    std::int64_t& reserve = m_reserve[i];
    if (usedMs <= move) {
        std::int64_t add = 0;
        if (!setup) {
            // P percent of the unused move time, rounded to the nearest second (halves up).
            const std::int64_t scaled = (move - usedMs) * m_control.percent;  // ms x percent
            add = (scaled + 50 * kSecond) / (100 * kSecond) * kSecond;
            if (m_control.reserveLimitMs > 0)
                add = reserve >= m_control.reserveLimitMs ? 0 : std::min(add, m_control.reserveLimitMs - reserve);
        }
        reserve += add;
        out.addedMs = add;
    } else {
        const std::int64_t over = usedMs - move;
        out.addedMs = -std::min(over, reserve);
        if (over > reserve)
            out.verdict = Verdict::OutOfTime;
        reserve = std::max<std::int64_t>(0, reserve - over);
    }
    if (m_control.turnLimitMs > 0 && usedMs > m_control.turnLimitMs)
        out.verdict = Verdict::TurnLimit;
    out.reserveMs = reserve;
    return out;
}

bool GameClock::gameTimeOver(std::int64_t elapsedMs) const
{
    return m_control.gameMs > 0 && elapsedMs >= m_control.gameMs;
}

bool GameClock::turnLimitReached() const
{
    return m_control.gameTurns > 0 && m_turns[0] >= m_control.gameTurns && m_turns[1] >= m_control.gameTurns;
}

std::vector<std::pair<std::string, std::int64_t>> GameClock::aeiState(int lastSide) const
{
    return {{"greserve", m_reserve[0] / kSecond},
            {"sreserve", m_reserve[1] / kSecond},
            {"gused", m_lastUsed[0] / kSecond},
            {"sused", m_lastUsed[1] / kSecond},
            {"lastmoveused", lastSide >= 0 ? m_lastUsed[static_cast<std::size_t>(lastSide)] / kSecond : 0},
            {"moveused", 0}};
}

int haltedWinner(const std::vector<std::array<int, 2>>& pieces)
{
    for (auto it = pieces.rbegin(); it != pieces.rend(); ++it)
        if ((*it)[0] != (*it)[1])
            return (*it)[0] > (*it)[1] ? 0 : 1;
    return 1;
}

} // namespace pb::arimaa
