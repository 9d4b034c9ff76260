#pragma once

// Capture search: how much material can a side win by captures within the steps left of its
// turn? The search bot's evaluation asks it at the leaves of its search, where the side to move
// would otherwise be assumed to sit still: at the end of our turn, what the enemy takes with its
// four steps (our search, a few steps deep, sees only part of the enemy's reply); and, for the
// other side with a turn of its own, what the side to move must parry (a threat).
//
// A depth-first search over the side's steps, pushes and pulls, kept small by three prunings:
// - a lower bound per trap on the steps any capture there needs (captureBound below): every
//   enemy piece beside the trap but the victim has to be pushed or pulled away (two steps each),
//   the victim pushed or pulled onto it (two steps, or four from two squares away), and a piece
//   stronger than the first one to move has to stand beside it unfrozen (a step more when one is
//   beside it but frozen or one is two squares away, two otherwise); traps whose bound exceeds
//   the steps left are out, and without a trap left the node ends;
// - a capture takes a push or a pull, so single steps are tried only with 3 or more steps left,
//   and the turn's last push or pull only on an enemy piece on or beside a trap still in reach
//   (only that captures);
// - relevance: any other push or pull only on an enemy piece, and a step only from or to a
//   square, within as many squares of a trap still in reach as there are steps left.
// The answer is a real sequence's gain (what it captures less what it loses on the traps), so it
// never promises too much; relevance can miss a roundabout capture (a piece unfrozen from far
// away, a blocker moved from the far side). tests/arimaa/tst_arimaa_capture.cpp compares it with
// every legal move (legalMoves) on game and random positions: it finds the best gain in all 871
// game cases with one and in all 1,981 random ones (in a larger random sample it missed 1 of
// 3,961: a roundabout one).

#include "arimaa/position.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pb::arimaa {

// What each piece type is worth, for one side (its marginal rabbit for rabbits).
using TypeValues = std::array<int, kTypes>;

// The most `colour` can gain by captures within maxSteps (1..4) steps, moving now (whatever
// position.side says): the value of the enemy pieces it captures less that of its own pieces it
// loses, over the best sequence found; 0 when none gains. `enemyValues` and `ownValues` value the
// pieces. `nodes`, when given, is increased by the positions visited. At most `nodeLimit`
// positions are visited (then the best found so far is the answer).
int captureGain(const Position& position, int colour, int maxSteps, const TypeValues& enemyValues,
                const TypeValues& ownValues, std::int64_t* nodes = nullptr, std::int64_t nodeLimit = 4096);

// A lower bound on the steps `colour` needs for any capture of an enemy piece on `trap`; more
// than 4 when none is possible within a turn.
int captureBound(const Position& position, int colour, int trap);

// Answers of captureGain(position, position.side, stepsLeft, ...) kept by position, side to move
// and steps left: a direct-mapped table of 262,144 entries (4 MB) that a search asks at its
// leaves; more than half of them come back (transpositions, and the next iteration). The values
// must be a function of the position (the evaluation's are: material left). One per thread.
class CaptureTable {
public:
    int gain(const Position& position, int stepsLeft, const TypeValues& enemyValues, const TypeValues& ownValues,
             std::int64_t nodeLimit);

private:
    struct Entry {
        std::uint64_t key = 0;
        std::int32_t gain = -1;  // -1: empty
    };
    std::vector<Entry> m_entries = std::vector<Entry>(std::size_t{1} << 18);
};

} // namespace pb::arimaa
