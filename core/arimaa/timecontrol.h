#pragma once

// Arimaa time controls M/R/P/L/G/T, as the official match rules define them
// (../shared/specs/arimaa-match-rules.rst), and the clock of one game.
//
//   M  time per move (minutes:seconds), required
//   R  starting reserve (minutes:seconds), required
//   P  percent of the unused move time added to the reserve, rounded to the nearest second;
//      default 100
//   L  reserve limit (minutes:seconds); 0 = none. Time is added only while the reserve is
//      below L, and never past it. Default 0
//   G  game time limit (hours:minutes), or with a trailing 't' the number of turns each side
//      may make; when reached the game is halted and scored (haltedWinner). Default 0 (none)
//   T  most time for one turn (minutes:seconds), even with reserve left; 0 = none. Default 0
//
// A field is "N" (in its default unit), "A:B" (minutes:seconds, or hours:minutes for G), or
// numbers each followed by a unit letter s, m, h or d ("24h5m10s", "2m", "90s").
// The setup move has max(M, 1 minute) of move time (plus the reserve if that runs out) and
// its unused time is not added to the reserve.
//
// Sides are 0 (Gold) and 1 (Silver). Times are in milliseconds.

#include <QString>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pb::arimaa {

struct TimeControl {
    std::int64_t moveMs = 0;
    std::int64_t reserveMs = 0;
    int percent = 100;
    std::int64_t reserveLimitMs = 0;  // 0: none
    std::int64_t gameMs = 0;          // 0: none
    int gameTurns = 0;                // 0: none (G given as turns)
    std::int64_t turnLimitMs = 0;     // 0: none

    // The canonical form, e.g. "2m/6m/100/0/8h/6m" (every field written with unit letters).
    std::string toString() const;
    // The AEI game-state options, in seconds: tcmove, tcreserve, tcpercent, tcmax, tctotal,
    // tcturns, tcturntime.
    std::vector<std::pair<std::string, std::int64_t>> aeiOptions() const;

    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

struct TimeControlParse {
    TimeControl control;
    QString error;   // empty when the text is a valid time control
    int column = 0;  // 1-based character at fault
    bool ok() const { return error.isEmpty(); }
};

TimeControlParse parseTimeControl(std::string_view text);

// Milliseconds written as the shortest unit form: "2m", "1m30s", "8h", "0".
std::string durationText(std::int64_t ms);

// The clock of one game: each side's reserve, what it used on its last turn, and whether a
// turn was made in time.
class GameClock {
public:
    explicit GameClock(const TimeControl& control = {});

    const TimeControl& control() const { return m_control; }
    std::int64_t reserveMs(int side) const { return m_reserve[static_cast<std::size_t>(side)]; }
    void setReserveMs(int side, std::int64_t ms) { m_reserve[static_cast<std::size_t>(side)] = ms; }
    std::int64_t lastUsedMs(int side) const { return m_lastUsed[static_cast<std::size_t>(side)]; }
    int turnsMade(int side) const { return m_turns[static_cast<std::size_t>(side)]; }
    // Puts the clock where a game stood at some turn (to resume it after a halt): both
    // reserves, each side's last turn and the turns each has made.
    void restore(const std::array<std::int64_t, 2>& reserveMs, const std::array<std::int64_t, 2>& lastUsedMs,
                 const std::array<int, 2>& turnsMade);

    // The move time of the side's next turn (the setup move gets at least a minute).
    std::int64_t moveTimeMs(bool setup) const;
    // How long the side may think on this turn before it loses on time: move time plus
    // reserve, capped by the turn limit T.
    std::int64_t allowedMs(int side, bool setup) const;

    enum class Verdict { InTime, OutOfTime, TurnLimit };
    struct Outcome {
        Verdict verdict = Verdict::InTime;
        std::int64_t reserveMs = 0;  // the reserve after the turn (not below 0)
        std::int64_t addedMs = 0;    // added to the reserve (negative: taken from it)
        bool inTime() const { return verdict == Verdict::InTime; }
    };
    // Charges a finished turn that took usedMs: reserve use, the percent of unused time added
    // (rounded to the nearest second, up to the limit L), the turn count. A turn over its
    // allowed time is a loss on time.
    Outcome finishTurn(int side, std::int64_t usedMs, bool setup);

    // The game limit G: by time (the game's elapsed time) or by turns (both sides have made
    // that many turns: after Silver's turn N).
    bool gameTimeOver(std::int64_t elapsedMs) const;
    bool turnLimitReached() const;

    // The AEI live options before a `go`: greserve, sreserve, gused, sused, lastmoveused,
    // moveused (seconds; `lastSide` made the last turn, -1 before any).
    std::vector<std::pair<std::string, std::int64_t>> aeiState(int lastSide) const;

private:
    TimeControl m_control;
    std::array<std::int64_t, 2> m_reserve{};
    std::array<std::int64_t, 2> m_lastUsed{};
    std::array<int, 2> m_turns{};
};

// The winner of a game halted by the game limit, by the match rules: the side that has or most
// recently had more pieces after a complete turn; otherwise Silver. `pieces[i]` is {Gold's,
// Silver's} piece count after the i-th turn of the game.
int haltedWinner(const std::vector<std::array<int, 2>>& pieces);

} // namespace pb::arimaa
