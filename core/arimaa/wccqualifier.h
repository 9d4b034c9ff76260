#pragma once

// The qualifier of the Arimaa World Computer Championship 2015 (../shared/specs/arimaa-wcc2015.txt,
// "Qualifying"): entrants play a stable of benchmark bots; this scores the games and ranks the
// entrants. Pure: no games are played here, the caller gives every game finished so far.
//
// Which games count, for each (entrant, benchmark bot) pair, the games taken in the order they
// finished (finishedAt, then the order given):
//   1. an unrated game is ignored, as if never played (it uses no slot and sets no colour);
//   2. the first rated game sets the colour; a rated game whose entrant colour is the same as in
//      the previous COUNTED game is ignored ("non-alternating"), so the colours of the counted
//      games always alternate, starting from the first rated game's;
//   3. the first 20 games that pass 1 and 2 count; every rated game after them is ignored
//      ("beyond the limit", whatever its colour).
// A game decided by a technical failure is an ordinary result: there is no special case.
//
// Score per benchmark bot: the wins of the longest run of consecutive wins among its counted
// games, at most 4. When several runs share the longest length, the first one (achieved earliest)
// is "the longest winning streak". The length compared is the real one, not the capped one: in
// W W W W L W W W W W the streak is the five at the end. The entrant's score is the sum.
//
// Tie-break 1: zero minus the losses before the longest winning streak, summed over the bots
// (losses after it ignored). With no win against a bot, every counted loss to it is "before".
// Best 0, worst -20 per bot.
//
// Tie-break 2: earlier completion first: completion is the finishedAt of the entrant's last
// counted game over all bots (every counted game "counts towards the score", as the text uses the
// phrase for rated games; losses after the streak included).
//
// Ranking: entrants with at least one counted game by score (higher first), tie-break 1 (higher
// first), completion (earlier first); then every entrant with no counted game, by gameroom rating
// (higher first, an entrant without a rating last). Entrants equal on every key share a rank
// (1, 2, 2, 4); within a shared rank the entrants' given order is kept.

#include "arimaa/position.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace pb::arimaa::wcc {

inline constexpr int kQualifierGamesPerBot = 20;  // games beyond these are ignored
inline constexpr int kQualifierMaxPointsPerBot = 4;
inline constexpr int kFinalsPlayers = 8;

struct QualifierEntrant {
    QString name;
    std::optional<double> gameroomRating;  // only ranks entrants with no counted game
};

struct QualifierGame {
    QString entrant;
    QString benchmark;
    Colour entrantColour = Gold;
    bool entrantWon = false;
    bool rated = true;
    std::int64_t finishedAt = 0;  // any increasing measure: ms since the epoch, a sequence number
};

enum class GameStatus {
    Counted,
    Unrated,
    NotAlternating,  // same entrant colour as the previous counted game against that bot
    BeyondLimit,     // after the 20 counted games
    UnknownPlayer,   // entrant or benchmark bot not in the lists given
};

// One entrant against one benchmark bot.
struct BenchmarkResult {
    QString benchmark;
    int counted = 0;           // counted games (at most 20)
    int wins = 0;              // among the counted games
    int losses = 0;
    int longestStreak = 0;     // real length, not capped
    int streakStart = -1;      // index of its first game among the counted games; -1: no win
    int lossesBefore = 0;      // counted losses before the streak (all of them when no win)
    int score = 0;             // min(longestStreak, 4)
    std::optional<Colour> firstColour;  // the entrant's colour in the first counted game
};

struct QualifierStanding {
    QString name;
    int rank = 0;              // 1-based; shared by entrants equal on every key
    bool played = false;       // at least one counted game
    int score = 0;
    int tiebreak1 = 0;         // 0 - sum of lossesBefore (<= 0)
    std::optional<std::int64_t> completion;  // tie-break 2: finishedAt of the last counted game
    std::optional<double> gameroomRating;
    std::vector<BenchmarkResult> perBenchmark;  // in the order the benchmark bots were given
};

struct QualifierResult {
    std::vector<QualifierStanding> standings;  // best first
    std::vector<GameStatus> gameStatus;        // one per game, in the order given
};

QualifierResult scoreQualifier(const std::vector<QualifierEntrant>& entrants,
                               const std::vector<QString>& benchmarks,
                               const std::vector<QualifierGame>& games);

// The seed order of the finals: the names of the first `count` standings, best first (fewer when
// there are fewer entrants). Entrants sharing a rank keep their given order; tiedAtCut says
// whether that order decided who is in.
std::vector<QString> finalsSeeds(const QualifierResult& result, int count = kFinalsPlayers);
bool tiedAtCut(const QualifierResult& result, int count = kFinalsPlayers);

QString gameStatusName(GameStatus status);  // "counted", "unrated", "not alternating", ...

} // namespace pb::arimaa::wcc
