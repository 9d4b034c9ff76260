#pragma once

// All distinct legal moves of a position: every position the side to move can reach with 1 to 4
// steps (pushes and pulls as two-step units), the unchanged position excluded.
//
// The search goes level by level over the number of steps used: a position is expanded once, at
// the fewest steps that reach it, so step orders that lead to the same position (and moves that
// pass through the starting position or through each other) cost one hash probe each. Positions
// are told apart by their 64-bit Zobrist hash, kept in a flat open-addressing table that is reused
// from call to call (a stamp per slot, no clearing).

#include "arimaa/notation.h"
#include "arimaa/position.h"

#include <cstdint>
#include <vector>

namespace pb::arimaa {

constexpr int kStepsPerTurn = 4;

// The empty squares a piece of this colour and type may step to on its own from `from` (rabbits
// never step backward).
inline Bits stepTargets(int colour, int type, int from, Bits empty)
{
    const Bits b = bit(from);
    Bits t = east(b) | west(b);
    if (type != Rabbit || colour == Gold)
        t |= north(b);
    if (type != Rabbit || colour == Silver)
        t |= south(b);
    return t & empty;
}

class MoveGenerator {
public:
    MoveGenerator();

    // Generates every distinct result of a move of position.side. Returns how many there are.
    std::size_t generate(const Position& position);

    // After generate(): the distinct results' piece hashes (Position::hash, side not included)
    // and the fewest steps that reach each.
    const std::vector<std::uint64_t>& resultHashes() const { return results_; }
    const std::vector<std::uint8_t>& resultSteps() const { return resultSteps_; }
    // After generate(): the fewest steps of a move that leaves a rabbit of the mover on its goal
    // rank, or 0 when there is none.
    int goalSteps() const { return goalSteps_; }

private:
    struct Slot {
        std::uint64_t key = 0;
        std::uint32_t stamp = 0;
        std::uint32_t index = 0;  // into results_
    };
    void expand(const Position& p, int used);
    void record(const Position& child, int used);
    void recordLeaf(std::uint64_t key, bool goal);
    void grow();

    std::vector<Slot> slots_;
    std::uint64_t mask_ = 0;
    std::uint32_t stamp_ = 0;
    std::vector<std::uint64_t> results_;      // results_[0] is the starting position
    std::vector<std::uint8_t> resultSteps_;
    std::vector<Position> levels_[kStepsPerTurn];  // positions first reached with 0..3 steps
    int side_ = Gold;
    int goalSteps_ = 0;
};

// One distinct legal move with a step sequence that produces it (one of the shortest), in the
// official notation's terms: the steps, and the captures they cause.
struct LegalMove {
    Position after;                 // the position after the steps (side not yet switched)
    std::vector<StepToken> steps;   // 1 to 4 steps; pushes and pulls as their two steps
    std::vector<Capture> captures;  // in the order they happen
    std::vector<int> captureAfter;  // for each capture, how many steps came before it
};

// Every distinct legal move of position.side: the same set of results MoveGenerator counts
// (the unchanged position excluded, repetitions not considered), each with the steps of one
// shortest way to reach it, in a fixed order for a position. Slower than MoveGenerator (it keeps
// the positions and their parents): meant for bots and tools, not for counting.
std::vector<LegalMove> legalMoves(const Position& position);

// True when the side to move has at least one legal step, push or pull (so a legal move, before
// repetitions are taken into account).
bool hasAnyMove(const Position& position);

} // namespace pb::arimaa
