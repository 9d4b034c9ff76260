#pragma once

// The pairing of one round of the Arimaa World Computer Championship 2015 finals, "Floating
// Quad Elimination" (../shared/specs/arimaa-wcc2015.txt, rules 3 to 10; rule 7's performance
// ratings are computed elsewhere and come in as numbers, rule 11's colours are wcccolours.h).
//
// pairRound finds the pairing by exact optimisation over every pairing of the round (a bye
// when the number of players is odd, everyone else in pairs), comparing pairings by the rules
// in their strict priority:
//
//   rule 3  hard constraint: the bye goes to one of the players with the fewest byes so far
//   rule 4  for every N from the largest down: fewest pairs meeting for the N-th time
//           (a pair that met k times before meets for the (k+1)-th time)
//   rule 5  the bye to a player with as few losses as possible
//   rule 6  for every N from the largest down: fewest pairs whose losses differ by N
//   rule 8  the bye to the player with the highest performance rating
//   rule 9  the bye to the best seed (smallest seed number)
//   rule 10 rank every player of the round (the bye's too) by fewest losses, then higher
//           rating, then better seed (then smaller id), ranks 1, 2, ...; maximise
//           sum over pairs with equal losses of (rank difference)^2
//           minus sum over pairs with different losses of (rank difference)^2
//
// "For every N from the largest down" compares the counts of the largest N first, the next N
// only when those are equal, and so on (counts of smaller N are disregarded while a larger N
// differs).
//
// Ties after rule 10: the bye is already unique (seeds are unique); among pairings still equal,
// the chosen one is the one whose list "opponent's seed of each player, players in seed order"
// is lexicographically smallest: the best seed gets the best-seeded opponent it can, then the
// next player, and so on.
//
// The search: players in seed order; for each allowed bye a dynamic programme over subsets of
// the others (the best-seeded player of a subset pairs with each other member in turn), whose
// cost is the vector (rule 4 counts, rule 6 counts, minus the rule 10 sum). That cost is a sum
// over pairs and its lexicographic order is compatible with addition, so the programme is
// exact, and taking the smallest partner among equal costs at each step gives the tie rule
// above. Up to maxPlayers players (2^players subsets).

#include <QString>

#include <map>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace pb::arimaa::wcc {

// A player still in the tournament (fewer than its lives in losses).
struct PairingPlayer {
    int id = 0;
    int seed = 0;         // 1 = best (rule 1: the qualifier's ranking); unique
    int losses = 0;
    int byes = 0;         // byes so far
    double rating = 0.0;  // tournament performance rating (rule 7), higher is better
};

// How often each pair of players has met so far (games of earlier rounds, forfeits included).
class MeetingCounts {
public:
    void add(int a, int b, int times = 1);
    int count(int a, int b) const;
    const std::map<std::pair<int, int>, int>& counts() const { return m_counts; }  // (smaller id, larger id)

private:
    std::map<std::pair<int, int>, int> m_counts;
};

// A pairing's value under rules 4 to 10 (rule 3 is a constraint, not a value).
struct PairingScore {
    std::vector<int> meetings;   // meetings[n - 1]: pairs meeting for the n-th time (rule 4)
    std::vector<int> lossDiffs;  // lossDiffs[d]: pairs whose losses differ by d (rule 6)
    long long rankSquares = 0;   // rule 10's sum (higher is better)
    bool hasBye = false;
    int byeLosses = 0;           // rule 5 (lower is better)
    double byeRating = 0.0;      // rule 8 (higher is better)
    int byeSeed = 0;             // rule 9 (lower is better)
};

// < 0 when a is the better pairing by rules 4 to 10 in their order, > 0 when b is, 0 when equal.
// The decidingRule (when given) is set to the first rule that distinguishes them (0 if none).
int compareScores(const PairingScore& a, const PairingScore& b, int* decidingRule = nullptr);

struct RoundPairing {
    std::optional<int> bye;                  // the id with the bye, when the count is odd
    std::vector<std::pair<int, int>> pairs;  // (better seed, worse seed), by the first's seed
    PairingScore score;
    QString error;                           // empty on success
    bool ok() const { return error.isEmpty(); }
};

inline constexpr int maxPlayers = 20;

// The round's pairing (see above). Fails (error set) on fewer than 2 players, more than
// maxPlayers, or repeated ids or seeds.
RoundPairing pairRound(std::span<const PairingPlayer> players, const MeetingCounts& history);

// The value of a given pairing of these players (for display and comparison). The ids must be
// those of players, each once; the bye is ignored when absent.
PairingScore scorePairing(std::span<const PairingPlayer> players, const MeetingCounts& history,
                          std::optional<int> bye, std::span<const std::pair<int, int>> pairs);

} // namespace pb::arimaa::wcc
