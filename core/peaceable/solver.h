#pragma once

// The Peaceable solver: flood-filled regions, a search on the regions' layout, then simulated
// annealing on the pieces.
//
// 1. Regions (regions.h): the free cells are split into one region per player by growing all
//    players' regions at once from random seed cells, the smallest region growing next, so areas
//    stay balanced; draws take turns between growth to the cell nearest the seed (round
//    regions), breadth-first growth, and tight growth (to the cell with the most neighbours in
//    the region: where walls are many, a region fills its room before it squeezes through a
//    passage, so borders fall on the passages). Cells cut off from every seed go to the
//    smallest player.
// 2. Fill: every cell of a region gets a queen of its player, except (on every other draw) a
//    one-cell gap where a region touches one with a lower number; then each piece that attacks
//    an enemy is turned into the best-paying lesser type that does not, or lifted, until nothing
//    changes (then nothing attacks, so the placement is valid). Interiors keep their queens,
//    borders become kings, rooks, bishops, knights and gaps. Regions are drawn for a share of
//    the time (SolverOptions::regionShare) and the best fills kept.
// 3. Layout search (layout.h): simulated annealing on the region map (gaps as a label of their
//    own), each move relabelling a border cell or shifting a border segment and filling the
//    cells around again. The best `layoutCandidates` draws go through it by successive halving
//    (each round ends cold; the better half goes on), in `layoutShare` of the time. On the large
//    open boards this is where the score is made: the borders move to where walls make them
//    cheap, which the annealing of single pieces below rarely manages.
// 4. Annealing: a move puts a piece (a type, an owner near the cell or the weakest one) on a
//    cell, lifts the enemy pieces it would touch and refills their cells where they fit again;
//    moves that leave an attack (a lifted piece reopening a line) are undone. The objective is
//    the player totals sorted from the lowest, weighted 1, 1/2, 1/4, ..., so the lowest player
//    counts most but the others still pull; the best placement by the contest score is kept.
//    A move is judged before it is made when its objective is known or bounded from the points
//    alone (most are), and undone from a log without walking lines again. After the layout
//    search it starts cool (`polishTemperature`): a hot start would undo the layout.
//    Without the layout search (layoutShare = 0), a race instead: the two best draws each
//    anneal through the hot first fifth of the schedule; the better of the two at that point
//    anneals on through the rest.
//
// Deterministic for a seed and an iteration budget; with a time limit the number of iterations
// (and so the answer) depends on the machine.
//
// Threads: SolverOptions::threads independent runs of all of the above (run k uses the seed
// mixed with k; run 0 is the one-thread run), the best answer kept (on a tie, the lowest run), so
// the answer is still the same for a (seed, iteration budget, threads).
//
// Pieces: SolverOptions::pieces limits the types placed (classic peaceable queens: queens only,
// see queensProblem() in problem.h; other pieces would block the queens' lines).

#include "peaceable/problem.h"

#include <atomic>
#include <cstdint>
#include <functional>

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
    int regionDraws = 4;  // region draws when there is no time limit (a move budget only)
    // The layout search (layout.h) on the best draws: its share of the time (with a move budget:
    // its moves per annealing move; 0: none, the race below instead), the draws it starts from
    // (successive halving), its temperatures and the annealing's start temperature after it
    // (times the best piece's points).
    double layoutShare = 0.8;
    int layoutCandidates = 8;
    double layoutStartTemperature = 1.0, layoutEndTemperature = 0.02;
    double polishTemperature = 0.2;
    int cycles = 1;       // the temperature schedule runs this many times (reheats to escape)
    // The race (see above; without the layout search): the best `candidates` region draws each anneal through the first
    // `raceProgress` of the schedule in an equal part of `raceShare` of the annealing time (or
    // moves); the best of them goes on. 1: no race, the best draw anneals alone.
    int candidates = 2;
    double raceShare = 0.4, raceProgress = 0.2;
    // Independent annealing runs at once, each on its own std::thread (1: none started).
    int threads = 1;
    // The piece types that may be placed: bit t for type t (Piece); 0 counts as all five.
    unsigned pieces = 0x1f;
    // Stop as soon as the contest score reaches this (< 0: never), e.g. a known optimum.
    int targetScore = -1;
    // Progress: called each time the best contest score found so far improves, with that answer,
    // its score and the seconds since solve() began; at most once per `improveInterval` seconds
    // (an improvement inside the interval is reported when it ends, or when the run ends). Runs
    // ON A SOLVER THREAD (the caller's when threads == 1, a worker's otherwise), one call at a
    // time, with strictly increasing scores: keep it cheap (copy the answer, post it to the GUI
    // thread) since the search waits for it. The first call reports the start placement.
    std::function<void(const Answer& best, int score, double seconds)> onImprove;
    double improveInterval = 0.1;
};

struct SolverResult {
    Answer answer;
    int score = -1;                  // the contest score of `answer`
    std::int64_t iterations = 0;     // annealing moves tried (all threads)
    int starts = 0;                  // region draws tried (all threads)
    std::int64_t layoutMoves = 0;    // layout search moves tried (all threads)
};

SolverResult solve(const Problem& problem, const SolverOptions& options);

// Options for classic peaceable queens (queensProblem()): queens only, and a tuning for it: the
// objective min + 0.05 * max (a larger weight lets one colour fill the board) and cooler, flatter
// temperatures (0.3 to 0.1 queen), and 200 region draws under a move budget (few draws often
// leave a board of one colour, which the moves cannot leave), and 20 temperature cycles (one long
// cooling often settles one queen short of the optimum, e.g. 11 for a(9) = 12).
SolverOptions queensSolverOptions();

} // namespace pb::peaceable
