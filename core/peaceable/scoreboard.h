#pragma once

// A placement that keeps its validity and per-player scores up to date as single pieces are
// added, removed or changed: the solver's inner loop and the workspace's live figures.
//
// The count kept is the number of attacks, ordered (attacker, victim) pairs of different players
// under the tester's rules (see checker.h); the placement is valid when it is 0. Changing one cell
// only looks along the 8 lines through it (to the first piece or wall each way) and at its 8
// knight jumps: a new piece adds its own attacks and the attacks on it, and it cuts the line
// between the two pieces that saw each other through its cell (and a removed piece reopens it).
//
// Cells are kept in plain arrays with a border of 2 walls, so walks and knight jumps need no
// bounds checks; `index(row, col)` converts.

#include "peaceable/problem.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pb::peaceable {

class ScoreBoard {
public:
    explicit ScoreBoard(const Problem& problem);

    int n() const { return m_n; }
    int players() const { return m_players; }
    const Problem& problem() const { return m_problem; }

    int index(int row, int col) const { return (row + 2) * m_stride + col + 2; }
    int rowOf(int index) const { return index / m_stride - 2; }
    int colOf(int index) const { return index % m_stride - 2; }
    int stride() const { return m_stride; }
    int paddedSize() const { return int(m_piece.size()); }

    bool isWall(int index) const { return m_wall[static_cast<std::size_t>(index)] != 0; }
    std::int8_t piece(int index) const { return m_piece[static_cast<std::size_t>(index)]; }
    std::int8_t owner(int index) const { return m_owner[static_cast<std::size_t>(index)]; }

    // Puts a piece of `owner` on an empty, non-wall cell, or changes the piece there; kNone
    // clears it. Walls cannot take pieces (the call is ignored).
    void set(int index, std::int8_t piece, std::int8_t owner);
    void clear(int index) { set(index, kNone, 0); }
    void clearAll();

    int attacks() const { return m_totals.attacks; }
    bool valid() const { return m_totals.attacks == 0; }
    int playerScore(int player) const { return m_totals.scores[static_cast<std::size_t>(player)]; }
    int pieceCount(int player) const { return m_totals.counts[static_cast<std::size_t>(player)]; }

    // Undoing without the bookkeeping: take totals() before some set() calls, then put every
    // changed cell back with restoreCell() (latest change first) and call restoreTotals(). The
    // totals are a function of the pieces, so they are then exact again.
    struct Totals {
        int attacks = 0;
        std::array<int, kMaxPlayers> scores{}, counts{};
    };
    const Totals& totals() const { return m_totals; }
    void restoreCell(int index, std::int8_t piece, std::int8_t owner)
    {
        m_piece[static_cast<std::size_t>(index)] = piece;
        m_owner[static_cast<std::size_t>(index)] = owner;
    }
    void restoreTotals(const Totals& totals) { m_totals = totals; }
    int minScore() const;
    // The tester's score: the lowest player's total, -1 when invalid.
    int score() const { return valid() ? minScore() : -1; }

    // The enemy pieces (cells, at most 24, each once) that a piece of `owner` and type `piece`
    // placed on the empty cell `index` would attack or be attacked by, with the board otherwise as
    // it is. Returns their number.
    int contacts(int index, std::int8_t piece, std::int8_t owner, std::array<int, 24>& out) const;

    // The piece types (bit t for type t) that a piece of `owner` could take on the empty cell
    // `index` without touching an enemy: the types whose contacts() would be empty, in one pass.
    unsigned fittingTypes(int index, std::int8_t owner) const;

    // Whether lifting the piece on `index` would let two pieces of different players that see
    // each other through the cell attack (the only attacks a removal can make).
    bool removalOpensAttack(int index) const;

    // The piece types (bit t for type t) that a piece of `owner` on `index` would attack no enemy
    // with (being attacked does not count; the cell's own content does not matter): the types
    // whose attacksFrom() is 0, in one pass.
    unsigned quietTypes(int index, std::int8_t owner) const;

    // The pieces that may attack an enemy because of what `index` holds now: with a piece on it,
    // those of other players that would hit it (the first piece along each of the 8 lines if it
    // hits that way, knights a jump away); empty, the first pieces whose lines now run through
    // it. Cells, at most 16; returns their number.
    int watchers(int index, std::array<int, 16>& out) const;

    // The number of enemy pieces a piece of `owner` and type `piece` on `index` attacks (the
    // cell's own content does not matter; being attacked does not count).
    int attacksFrom(int index, std::int8_t piece, std::int8_t owner) const;

    // The attacks counted from scratch (the same rules, no bookkeeping): for tests and checks.
    int countAttacks() const;

    Answer toAnswer() const;
    // Loads the pieces of an answer (cells whose letter is a piece and whose owner is legal;
    // anything else is left empty). Walls come from the problem.
    void load(const Answer& answer);

private:
    // First piece from `index` in direction d (not counting `index`): its cell, or -1 at a wall.
    int firstPiece(int index, int d, int& distance) const
    {
        const int step = m_dir[static_cast<std::size_t>(d)];
        int j = index + step;
        distance = 1;
        while (!m_wall[static_cast<std::size_t>(j)]) {
            if (m_piece[static_cast<std::size_t>(j)] != kNone)
                return j;
            j += step;
            ++distance;
        }
        return -1;
    }
    bool hits(std::int8_t piece, int d, int distance) const;
    // Adds (sign +1) or removes (-1) the attacks a piece at `index` takes part in, and the line
    // it cuts. Called with the piece not yet placed (add) or already lifted (remove).
    void account(int index, std::int8_t piece, std::int8_t owner, int sign);
    // Replaces the piece on `index` by another (both real pieces): the lines through the cell
    // stay cut, so only the two pieces' own attacks differ; one walk of the lines.
    void replace(int index, std::int8_t oldPiece, std::int8_t oldOwner, std::int8_t piece, std::int8_t owner);

    Problem m_problem;
    int m_n = 0, m_players = 0, m_stride = 0;
    std::array<int, 8> m_dir{};   // pairs of opposite directions: d and d ^ 1
    std::array<int, 8> m_jump{};  // knight jumps
    std::vector<std::uint8_t> m_wall;
    std::vector<std::int8_t> m_piece;
    std::vector<std::int8_t> m_owner;
    Totals m_totals;
};

} // namespace pb::peaceable
