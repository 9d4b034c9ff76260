#pragma once

// The layout search: simulated annealing on a layout (regions.h: a region map whose gaps are
// kGap labels) rather than on the pieces. The board always holds the layout's fill.
//
// A move relabels a few cells on a border (a cell with a neighbour of another label):
// - a cell takes the label of one of its 8 neighbours, or becomes a gap;
// - a border segment shifts by one cell: along a line of 2 to `shiftLength` cells across one
//   of the 4 straight directions, each cell takes the label of the cell beyond it, two cells
//   deep (a straight border moves one row or column as a whole, which single cells can only
//   do through bumps that cost more than the border).
// Then the cells within `radius` of the relabelled ones are filled again as the whole fill
// would: a piece of the cell's label's player (none on a gap) of the best-paying type that
// attacks no enemy, or none if no type is left; then every piece that now attacks an enemy,
// among the pieces watching a cell whose piece came, went or changed hands, is turned into the
// best-paying lesser type that attacks none, or lifted (which opens lines: the pieces watching
// that cell are looked at again), until no attack is left. The move is kept by the Metropolis rule on the
// objective, else undone from a log of the cells it changed (and the totals from before it).
//
// Where the borders go is what decides the score on large boards (where they meet walls, they
// cost little: lines stop there), and the fill already places pieces well along a border (on a
// straight open border, king-gap-king is the cheapest pattern there is), so searching layouts
// finds more than moving single pieces: a move there rebuilds a piece of border at once.

#include "peaceable/regions.h"

#include <functional>

namespace pb::peaceable {

struct LayoutSettings {
    double startTemperature = 85, endTemperature = 3.4;  // in points of the objective
    int shiftPercent = 20;  // the share of moves that shift a border segment
    int shiftLength = 6;    // the longest segment shifted
    int radius = 2;         // the cells filled again around a relabelled one
};

class LayoutSearch {
public:
    // `board`: the placement (the layout's fill); `cells`: its free cells. All must outlive
    // this object.
    LayoutSearch(ScoreBoard& board, const std::vector<int>& cells, const PieceOrder& order);

    struct Stats {
        std::int64_t moves = 0, accepted = 0;
    };
    // Anneals `layout` (its fill on the board) for as long as `progress(moves)`, how far the
    // search is from 0 to 1, stays below 1; the temperature runs through the part [p0, p1] of the
    // schedule from the start temperature down to the end one. The board and `layout` are left
    // at the last state kept, valid.
    Stats run(std::vector<std::int8_t>& layout, SolverRandom& rng, const LayoutSettings& settings,
              const std::function<double()>& objective, double p0, double p1,
              const std::function<double(std::int64_t)>& progress);

private:
    struct Change {
        int cell;
        std::int8_t piece, owner;
    };
    int points(std::int8_t piece) const { return m_board.problem().points[std::size_t(piece)]; }
    // set() with the cell's content logged first (for undo()).
    void put(int cell, std::int8_t piece, std::int8_t owner);
    // Turns the piece on `cell` into the best-paying lesser type that attacks no enemy, or lifts
    // it, when it attacks one; whether it did.
    bool demote(int cell);
    // Fills rows r0..r1 and columns c0..c1 again (see above). Whether the placement is valid.
    bool refill(const std::vector<std::int8_t>& layout, int r0, int r1, int c0, int c1);
    void undo(const ScoreBoard::Totals& mark);

    ScoreBoard& m_board;
    const std::vector<int>& m_cells;
    const PieceOrder& m_order;
    std::array<int, 8> m_around{};
    std::vector<Change> m_log;
    std::vector<int> m_work;              // refill()'s cells to look at
    std::vector<std::uint8_t> m_queued;   // 1 for the cells in m_work
};

} // namespace pb::peaceable
