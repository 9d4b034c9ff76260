#pragma once

// An upper bound on a test's best possible score: no valid answer scores more.
//
// Notation. F free cells (not walls), C players, M the points of the best allowed piece type
// (the queen in the contest; `pieces` may allow fewer types, e.g. queens only). A cell's loss is
// M minus the points of its piece (M when empty), so with L the total loss over the free cells,
//     sum over players of their totals = M F - L,  and  score <= (M F - L) / C.        (1)
// The trivial bound M F / C takes L >= 0. The bound below proves L larger: players must meet.
//
// 1. Transitions. For a player p with pieces on the cells P_p, a transition of p is a pair
//    (u, d): u in P_p, d one of the 8 directions, and v = u + d a free cell not in P_p (empty or
//    another player's piece). It is orthogonal or diagonal by d. Weights w_o, w_d >= 0 with
//        (a) 4 w_o       <= M - V_o   V_o: best allowed type among bishop, king, knight
//        (b) 4 w_d       <= M - V_d   V_d: best among rook, king, knight
//        (c) 4 w_o + 4 w_d <= M - V_b V_b: best among king, knight
//        (d) 4 w_o + 4 w_d <= M
//    (a condition whose type list holds no allowed type is dropped).
//    Lemma (charging): for every valid answer, sum over p and its transitions of w <= L.
//    Proof. Take a transition (u, d) and walk from u in direction d until the edge or a wall;
//    let x be the first piece met, if any. (i) If x belongs to another player, charge the slot
//    (u, d): every cell between u and x is empty and none is a wall, so a queen on u would attack
//    x, and so would a rook when d is orthogonal, a bishop when d is diagonal. (ii) Otherwise
//    v is not another player's piece (it would be x) and not p's (v is not in P_p): v is empty;
//    charge the slot (v, -d). Distinct transitions take distinct slots. A piece u charged in o
//    orthogonal and g diagonal directions (o + g >= 1) is of a type that attacks along none of
//    them: not a queen; if o > 0 not a rook; if g > 0 not a bishop; so its points are at most
//    V_o (g = 0), V_d (o = 0) or V_b, and its charge o w_o + g w_d (o, g <= 4) is at most its loss
//    by (a), (b), (c). An empty cell is charged at most once per direction: 4 w_o + 4 w_d <= M,
//    its loss, by (d). Summing over the free cells, the charges are at most L.               []
//    (A knight's own jumps and a king's or a slider's attacks beyond the first piece are
//    dropped: the bound stays valid, only less tight.) The weights tried are the two corners of
//    the polygon (a)-(d) (all of w_o first, or all of w_d first); each gives a valid bound and
//    the lower one is kept.
//
// 2. Isoperimetry with walls. The transitions of p are the king moves from P_p to free cells
//    outside it, so their weight is cost(P_p), where cost(X) = sum over free king-adjacent
//    pairs (u in X, v not in X) of w (w_o or w_d by the pair's direction): an edge boundary in
//    the king graph of the free cells (walls and the edge separate for free). psi(k) is a lower
//    bound on cost(X) over all sets X of k free cells, by a sweep over rows: with X_r = X in row r,
//    H_r its weighted transitions along row r and I_r those between rows r and r + 1 (vertical
//    and diagonal), and empty rows -1 and n,
//        cost(X) = sum over r = -1..n-1 of [H_r / 2 + I_r + H_{r+1} / 2]
//                >= sum over r of g_r(|X_r|, |X_{r+1}|),
//    where g_r(a, b) is the least value of the bracket over ALL placements of a cells in row r
//    and b in row r + 1 (a dynamic programme along the columns). The least sum of g_r over row
//    counts adding up to k (a dynamic programme over the rows) is then <= cost(X) for every X of
//    k cells. The same over columns (the board transposed); psi(k) is the larger of the two.
//    (Each pair of rows places its cells on its own, so walls are used more freely than any one
//    set can: valid, but loose on boards with many walls.)
//
// 3. The bound. If an answer scores S >= 1, every player has a total >= S, so at least
//    a = ceil(S / M) pieces; the players' sets are disjoint, so the sizes k_p satisfy k_p >= a
//    and sum k_p <= F. With Phi(a) = least sum of psi(k_p) over such sizes (a knapsack over the
//    C players), (1) and the lemma give
//        C S <= M F - L <= M F - sum_p cost(P_p) <= M F - Phi(a).
//    Phi grows with a, so the bound is the largest S with C S <= M F - Phi(ceil(S / M)) (found by
//    bisection on a), and never above the trivial bound. Rooms walled off cost nothing: a set
//    that is a union of whole rooms has no transitions, and psi sees that.
//
// All arithmetic is in whole sixteenths of a point (weights are eighths, halves of them in
// the sweep), so the bound is exact, not rounded. Cost: two sweeps per weight pair, a fraction
// of a second on a 50 x 50 board.

#include "peaceable/problem.h"

#include <cstdint>
#include <vector>

namespace pb::peaceable {

struct UpperBound {
    int value = 0;        // no valid answer scores more
    int trivial = 0;      // floor(F M / C)
    int freeCells = 0;    // F
    int players = 0;      // C
    int maxPoints = 0;    // M: the best allowed piece's points
    // The weights of the bound kept, in points per orthogonal and per diagonal transition.
    double orthWeight = 0, diagWeight = 0;
    int minCells = 0;          // a: the fewest pieces each player has in an answer scoring `value`
    double boundaryCost = 0;   // Phi(a) in points: the least weight of all players' transitions
};

// pieces: the allowed types, bit t for type t (0: all five), as SolverOptions::pieces.
UpperBound upperBound(const Problem& problem, unsigned pieces = 0x1f);

// psi(k) for k = 0..F in sixteenths of a point (section 2), for weights given in eighths of a
// point per orthogonal and per diagonal transition.
std::vector<std::int64_t> boundaryProfile(const Problem& problem, std::int64_t orthEighths, std::int64_t diagEighths);

} // namespace pb::peaceable
