#pragma once

// The colours of one pairing of the Arimaa World Computer Championship 2015 finals
// (../shared/specs/arimaa-wcc2015.txt, "Color Assignment"), from the games each player has
// played in the tournament, forfeits included. The six rules in strict priority (a later rule
// applies only when no earlier one distinguishes the players):
//
//   1 Gold to the player with the lower (games as Gold - games as Silver).
//   2 Gold to the player with fewer games as Gold among the games between the two.
//   3 Break both colour streaks: when the two played different colours in their most recent
//     games, each gets the other colour than in its most recent game. (Not applicable when
//     either has no game yet, or both last played the same colour.)
//   4 Break the longer colour streak: the player whose most recent games end in the longer run
//     of one colour gets the other colour. (A player without games has a streak of 0.)
//   5 Swap the colours of the last game between the two.
//   6 Arbitrary: the better seed (smaller seed number, then smaller id) gets Gold.
//
// Rule 2 counts from each player's own history (the two histories should agree; the first
// player's is read as "its Golds against the other", the second's likewise).

#include "arimaa/position.h"

#include <vector>

namespace pb::arimaa::wcc {

// Colours are the game's own (arimaa/position.h: Gold, Silver), as in wccqualifier.h.

struct PastGame {
    int opponent = 0;  // the opponent's id
    Colour colour = Colour::Gold;
};

struct ColourPlayer {
    int id = 0;
    int seed = 0;                 // 1 = best
    std::vector<PastGame> games;  // this player's tournament games, oldest first
};

struct ColourAssignment {
    int gold = 0;    // ids
    int silver = 0;
    int rule = 0;    // the rule (1 to 6) that decided
};

ColourAssignment assignColours(const ColourPlayer& a, const ColourPlayer& b);

} // namespace pb::arimaa::wcc
