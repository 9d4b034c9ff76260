#pragma once

// Moves of a unit as the planner sees them: a placement (pivot in cube coordinates and a
// rotation) and the six commands in the order of honeycomb::Command (W, E, SW, SE, CW, CCW).

#include "honeycomb/game.h"

namespace pb::honeycomb::planner {

using Placement = Game::Placement;

constexpr int kCommands = 6;

inline Placement apply(Placement p, int c)
{
    switch (c) {
    case 0: --p.x; break;                                // W
    case 1: ++p.x; break;                                // E
    case 2: --p.x; ++p.z; break;                         // SW
    case 3: ++p.z; break;                                // SE
    case 4: p.rot = p.rot == 5 ? 0 : p.rot + 1; break;   // CW
    default: p.rot = p.rot == 0 ? 5 : p.rot - 1; break;  // CCW
    }
    return p;
}

// The placement from which command c leads to p.
inline Placement unapply(Placement p, int c)
{
    switch (c) {
    case 0: ++p.x; break;
    case 1: --p.x; break;
    case 2: ++p.x; --p.z; break;
    case 3: --p.z; break;
    case 4: p.rot = p.rot == 0 ? 5 : p.rot - 1; break;
    default: p.rot = p.rot == 5 ? 0 : p.rot + 1; break;
    }
    return p;
}

inline bool isDown(int c) { return c == 2 || c == 3; }

// One character per command for the steps that are not part of a phrase.
constexpr char16_t kLetter[kCommands] = {u'p', u'b', u'a', u'l', u'd', u'k'};

} // namespace pb::honeycomb::planner
