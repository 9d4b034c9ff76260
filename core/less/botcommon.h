#pragma once

// What the Less bots share (internal to core/less): the distance measure that guides them, the
// greedy turn, and a light copy of the game for playouts.

#include "less/position.h"
#include "common/splitmix.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>

namespace pb::less::botdetail {

// The bots' choices: SplitMix64 (common/splitmix.h).
inline std::uint64_t mix(std::uint64_t& state) { return pb::splitMix64(state); }

// The 24 ways to give four pieces the four home squares.
constexpr std::array<std::array<std::uint8_t, 4>, 24> kPermutations = [] {
    std::array<std::array<std::uint8_t, 4>, 24> out{};
    std::array<std::uint8_t, 4> p{0, 1, 2, 3};
    int n = 0;
    do
        out[static_cast<std::size_t>(n++)] = p;
    while (std::next_permutation(p.begin(), p.end()));
    return out;
}();

// Single-piece distances to each colour's four home squares with real wall costs: a step costs
// 1 + walls, a jump (two squares, no wall on either edge) 1 as if a piece were there to jump
// over. The team's distance sum is the bots' measure of progress; it never exceeds the rush.
class Distances {
public:
    explicit Distances(const Board& board)
    {
        for (int c = 0; c < kColours; ++c) {
            const std::array<int, kPieces> targets = targetSquares(c);
            for (int t = 0; t < kPieces; ++t)
                fill(board, targets[static_cast<std::size_t>(t)], m_dist[static_cast<std::size_t>(c)][static_cast<std::size_t>(t)]);
        }
    }

    // The cheapest assignment of `colour`'s pieces to its home squares; 0 when all are home.
    int colour(const Position& position, int colour) const
    {
        std::uint64_t m = position.mask(colour);
        std::array<int, kPieces> sq{};
        for (int& s : sq) {
            s = std::countr_zero(m);
            m &= m - 1;
        }
        const auto& d = m_dist[static_cast<std::size_t>(colour)];
        int best = std::numeric_limits<int>::max();
        for (const auto& p : kPermutations) {
            int sum = 0;
            for (std::size_t i = 0; i < kPieces; ++i)
                sum += d[p[i]][static_cast<std::size_t>(sq[i])];
            best = std::min(best, sum);
        }
        return best;
    }
    int team(const Position& position, int colour) const
    {
        return this->colour(position, colour) + this->colour(position, partnerOf(colour));
    }

private:
    static void fill(const Board& board, int target, std::array<int, kSquares>& dist)
    {
        dist.fill(std::numeric_limits<int>::max() / 4);
        dist[static_cast<std::size_t>(target)] = 0;
        std::array<bool, kSquares> done{};
        for (int round = 0; round < kSquares; ++round) {
            int u = -1;
            for (int s = 0; s < kSquares; ++s)
                if (!done[static_cast<std::size_t>(s)] && (u < 0 || dist[static_cast<std::size_t>(s)] < dist[static_cast<std::size_t>(u)]))
                    u = s;
            done[static_cast<std::size_t>(u)] = true;
            const int du = dist[static_cast<std::size_t>(u)];
            for (int dir = 0; dir < 4; ++dir) {
                const int n = neighbour(u, dir);
                if (n < 0)
                    continue;
                const int w = board.wall(u, dir);
                auto& dn = dist[static_cast<std::size_t>(n)];
                dn = std::min(dn, du + 1 + w);
                const int n2 = neighbour(n, dir);
                if (w == 0 && n2 >= 0 && board.wall(n, dir) == 0) {
                    auto& d2 = dist[static_cast<std::size_t>(n2)];
                    d2 = std::min(d2, du + 1);
                }
            }
        }
    }

    // [colour][home square index][square]
    std::array<std::array<std::array<int, kSquares>, kPieces>, kColours> m_dist{};
};

// The greedy choice: the turn that leaves the mover's team closest to home by `dist` (a
// Distances, or anything with the same colour(position, colour)); ties broken by the generator.
// Returns false when the colour has no turn.
template <class Measure>
bool greedyTurn(const Board& board, Position& position, int colour, const Measure& dist,
                std::uint64_t& rng, Turn* chosen, Position* after)
{
    int best = std::numeric_limits<int>::max();
    int ties = 0;
    // The team's distance; the partner's part changes only once the own pieces are home.
    const int partner = partnerOf(colour);
    const int partnerDistance = dist.colour(position, partner);
    forEachTurn(board, position, colour, [&](const Turn& turn, const Position& p) {
        const int own = dist.colour(p, colour);
        const int v = own + (own == 0 ? dist.colour(p, partner) : partnerDistance);
        if (v > best)
            return;
        if (v < best) {
            best = v;
            ties = 0;
        }
        // Reservoir choice among equal turns, so every tied turn is equally likely.
        ++ties;
        if (mix(rng) % static_cast<std::uint64_t>(ties) == 0) {
            if (chosen)
                *chosen = turn;
            if (after)
                *after = p;
        }
    });
    return ties > 0;
}

// A light copy of the game for playouts: the same turn order, Nil, turn limit and stuck rule as
// Game, without history or checks.
struct Sim {
    Position position;
    std::array<int, kColours> turns{};
    int toMove = 0;
    bool over = false;

    void advance(const Board& board)
    {
        int next = (toMove + 1) % kColours;
        for (int guard = 0; guard <= kColours; ++guard) {
            if (position.teamHome(0) && position.teamHome(1)) {
                over = true;
                return;
            }
            if (position.teamHome(teamOf(next))) {
                next = (next + 1) % kColours;
                continue;
            }
            toMove = next;
            if (turns[static_cast<std::size_t>(next)] >= kTurnLimit || !hasLegalTurn(board, position, next))
                over = true;
            return;
        }
    }

    // Projected moves of `team` (charged turns plus the distance still to go).
    int projected(int team, const Distances& dist) const
    {
        int sum = 0;
        for (int c : {team, team + 2})
            sum += turns[static_cast<std::size_t>(c)] * kTurnCharge + dist.colour(position, c);
        return sum;
    }
};

inline std::uint64_t turnSeed(const Game& game, std::uint64_t seed)
{
    return seed * 0x100000001B3ull + 0x51ED5EEDull
         + static_cast<std::uint64_t>(game.toMove() * 64 + game.turnsMade(game.toMove()));
}


} // namespace pb::less::botdetail
