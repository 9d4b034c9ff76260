#pragma once

// Less's move rules written once more from the task, independent of the engine, for the
// brute-force cross-checks: squares by row and column arithmetic, walls through
// Board::wallBetween only.

#include "less/board.h"

namespace pb::test {

// Calls visit(to, cost) for each move of a piece on `from`, in the four directions: onto an empty
// neighbour, costing 1 + the walls between; or over an occupied neighbour onto the empty square
// beyond it, with no wall on either edge, costing 1. occupied(square) says whether a square holds
// a piece that blocks (or can be jumped).
template<class Occupied, class Visit>
void naiveMoves(const pb::less::Board& board, int from, Occupied occupied, Visit visit)
{
    const int r = from / 8, c = from % 8;
    const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
    for (int d = 0; d < 4; ++d) {
        const int r1 = r + dr[d], c1 = c + dc[d];
        if (r1 < 0 || r1 > 7 || c1 < 0 || c1 > 7)
            continue;
        const int n = r1 * 8 + c1;
        if (!occupied(n)) {
            visit(n, 1 + board.wallBetween(from, n));
            continue;
        }
        const int r2 = r1 + dr[d], c2 = c1 + dc[d];
        if (r2 < 0 || r2 > 7 || c2 < 0 || c2 > 7)
            continue;
        const int l = r2 * 8 + c2;
        if (occupied(l) || board.wallBetween(from, n) || board.wallBetween(n, l))
            continue;
        visit(l, 1);
    }
}

} // namespace pb::test
