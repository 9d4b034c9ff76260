#pragma once

// A first Peaceable solver: flood-filled regions, then simulated annealing on the pieces.
//
// 1. Regions: the free cells are split into one region per player by growing all players' regions
//    at once from random seed cells, the smallest region growing next, so areas stay balanced;
//    draws alternate between breadth-first growth and growth to the cell nearest the seed
//    (round regions). Cells walls cut off from every seed go to the smallest player.
// 2. Fill: every cell of a region gets a queen of its player, except (on every other draw) a
//    one-cell gap where a region touches one with a lower number; then each piece that attacks
//    an enemy is turned into the best-paying lesser type that does not, or lifted, until nothing
//    changes (then nothing attacks, so the placement is valid). Interiors keep their queens,
//    borders become kings, rooks, bishops, knights and gaps. Regions are drawn for a share of
//    the time (SolverOptions::regionShare) and the best fill kept.
// 3. Annealing: a move puts a piece (a type, an owner near the cell or the weakest one) on a
//    cell, lifts the enemy pieces it would touch and refills their cells where they fit again;
//    moves that leave an attack (a lifted piece reopening a line) are undone. The objective is
//    the player totals sorted from the lowest, weighted 1, 1/2, 1/4, ..., so the lowest player
//    counts most but the others still pull; the best placement by the contest score is kept.
//
// Deterministic for a seed and an iteration budget; with a time limit the number of iterations
// (and so the answer) depends on the machine.

#include "peaceable/problem.h"

#include <atomic>
#include <cstdint>

namespace pb::peaceable {

struct SolverOptions {
    double seconds = 10.0;            // wall-clock limit (<= 0: none, give maxIterations)
    std::int64_t maxIterations = -1;  // annealing moves (< 0: until the time is up)
    std::uint64_t seed = 1;
    const std::atomic<bool>* stop = nullptr;  // set from another thread to stop early
    // Tuning: annealing temperatures at the start and the end (times the best piece's points),
    // the weight ratio between successive players in the objective (lowest first), and the share
    // of the time spent drawing regions.
    double startTemperature = 1.0, endTemperature = 0.05;
    double weightRatio = 0.5;
    double regionShare = 0.05;
};

struct SolverResult {
    Answer answer;
    int score = -1;                  // the contest score of `answer`
    std::int64_t iterations = 0;     // annealing moves tried
    int starts = 0;                  // region draws tried
};

SolverResult solve(const Problem& problem, const SolverOptions& options);

} // namespace pb::peaceable
