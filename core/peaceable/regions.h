#pragma once

// The solver's starts (see solver.h): region layouts, one region per player, and their fill.
//
// draw(): the free cells split into one region per player by growing all players' regions at
// once from random seed cells, the smallest region growing next, so areas stay balanced; either
// breadth-first or to the cell nearest the seed (round regions), both through the 4 straight
// neighbours, or (tight) through all 8 to the cell with the most neighbours in the region, so a
// region fills its room before it squeezes through a passage. Cells cut off from every region
// go to the smallest player.
// fill(): every cell of a region gets a queen of its player, except (with gaps) a one-cell gap
// where a region touches one with a lower number; then each piece that attacks an enemy is
// turned into the best-paying lesser type that does not, or lifted, until nothing changes (then
// nothing attacks, so the placement is valid).

#include "peaceable/scoreboard.h"
#include "common/splitmix.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pb::peaceable {

// The solver's draws: SplitMix64, a choice below n by the remainder (a bias of 2^-40 at most).
class SolverRandom : public pb::SplitMix64 {
public:
    using SplitMix64::SplitMix64;
    int below(int n) { return int(next() % std::uint64_t(n)); }
};

// The label of a gap in a layout (a region map whose gaps are labels of their own): a free cell
// the fill leaves empty.
constexpr std::int8_t kGap = kMaxPlayers;

// The piece types a solver may place, best-paying first.
struct PieceOrder {
    std::array<std::int8_t, kPieceTypes> types{};
    int count = 0;
};

class Regions {
public:
    // `board`: the placement fill() writes; `cells`: its free cells. Both and `order` must outlive
    // this object.
    Regions(ScoreBoard& board, const std::vector<int>& cells, const PieceOrder& order);

    // How a region grows (see draw()).
    enum class Growth { Breadth, Round, Tight };
    // A region per free cell (kNone on walls and outside), indexed like the board's cells.
    std::vector<std::int8_t> draw(SolverRandom& rng, Growth growth) const;
    // Clears the board and fills it from `region` (see above).
    void fill(const std::vector<std::int8_t>& region, bool gaps);
    // `region` with the gaps fill(region, true) leaves as kGap labels: its fill with kGap cells
    // left empty is the same.
    std::vector<std::int8_t> gapLabels(const std::vector<std::int8_t>& region) const;

    // The best-paying type (at most `maxPoints`) a piece of `owner` can take on the empty `cell`
    // without touching an enemy, or kNone.
    std::int8_t bestFit(int cell, std::int8_t owner, int maxPoints) const;

    int points(std::int8_t piece) const { return m_board.problem().points[std::size_t(piece)]; }
    const std::array<int, 8>& around() const { return m_around; }

private:
    bool isGap(const std::vector<std::int8_t>& region, int cell) const;
    // Lifts pieces and puts each back as the best type that fits, until no attack is left.
    void settle();

    ScoreBoard& m_board;
    const std::vector<int>& m_cells;
    const PieceOrder& m_order;
    std::array<int, 8> m_around{};
};

} // namespace pb::peaceable
