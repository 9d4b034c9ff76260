#pragma once

// The draw of a Less tournament with more than four players: rounds in which the players are
// split into groups of four (the rest sit the round out), so that everyone plays equally often
// and meets every other player as evenly as possible (the CodeCup 2017 text asks for this and
// does not say how; docs/tournaments.md).
//
// The scheme, deterministic for (players, rounds, seed):
// - A round has players / 4 groups; the other players % 4 sit out.
// - Who sits out: always players with the fewest rounds sat out so far. Bye counts then never
//   differ by more than one, and after every multiple of roundsForEqualPlay(players) rounds
//   they are all equal, so every player has played the same number of groups.
// - Who plays with whom, round by round: the round's players are shuffled into groups, then
//   two players of different groups (or a player and one sitting out who has sat out as often)
//   swap places while that lowers the earlier meetings among the pairs the groups make.
// - Then the whole draw is polished: random swaps of two players of a round, or of a player
//   and one sitting out in one round and the other way round in another (so byes stay where
//   they are counted), are kept when they do not raise the sum over pairs of meetings squared.
// - The draw is made from several seeds derived from `seed`; the one with the smallest spread
//   of pair meetings (most minus fewest), then the smallest sum of squares, is kept. A draw of
//   k times the shortest equal number of rounds may instead be that shortest draw k times over,
//   when that is more even.
// It finds the even draws that exist for 5, 6, 7, 8 and 9 players (every pair meets 3, 1-2, 2,
// 0-1 and 3 times); larger fields get a spread of 1 or 2.
// With exactly four players every round is the one group.

#include <array>
#include <cstdint>
#include <vector>

namespace pb::less {

using Group = std::array<int, 4>;  // player indices, ascending

// The fewest rounds after which every one of `players` (>= 4) has played equally often:
// players / gcd(players, 4 * (players / 4)). 1 for 4 or 8 players, 5 for 5, 3 for 6, 9 for 9.
int roundsForEqualPlay(int players);

// rounds[r] = the groups of round r. `players` >= 4, `rounds` >= 1.
std::vector<std::vector<Group>> drawGroups(int players, int rounds, std::uint64_t seed);

// How often each pair met in a draw: meetings[a][b] (symmetric, diagonal 0).
std::vector<std::vector<int>> pairMeetings(int players, const std::vector<std::vector<Group>>& rounds);

} // namespace pb::less
