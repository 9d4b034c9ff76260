#pragma once

// Tournament performance ratings of the Arimaa World Computer Championship finals
// (../shared/specs/arimaa-wcc2015.txt, pairing rule 7): the Bradley-Terry model over all the
// finals games so far, no outside ratings.
//
// - Player i has a strength g_i > 0; i beats j with probability g_i / (g_i + g_j).
// - Every game with a winner counts, including a game one player forfeited (it is an ordinary
//   result: the forfeiter lost). A game both players forfeited is left out (bothForfeited).
// - A fixed dummy player D has strength 1, i.e. rating 0, against everyone. Each player gets one
//   virtual game against D of weight w = 0.5 (options.virtualWeight), scored as a draw: w/2 of
//   a win each way. So player i has W_i = (its wins) + w/2 wins, and n_iD = w games against D.
//   This keeps every strength finite and positive, an unbeaten or winless player included.
// - The ratings are the maximum of the likelihood, found by the MM iteration of Hunter (2004,
//   "MM algorithms for generalized Bradley-Terry models"), D held fixed:
//       g_i <- W_i / ( sum_j n_ij / (g_i + g_j)  +  w / (g_i + 1) )
//   all players updated together from the previous iterate (the order of players does not
//   matter), from g = 1, until no log-strength moves by more than options.tolerance.
// - Reported on an Elo-like scale: rating_i = 400 * log10(g_i); the dummy is 0. A player with
//   no games so far has rating 0 exactly.
//
// Note: ../shared/specs/NOTES.md suggests a dummy "rated at that player's seed rating"; the text
// says the dummy is "identically rated against everyone" and "no existing ratings are used", which
// is what this follows.

#include <vector>

namespace pb::arimaa::wcc {

struct FinalsGame {
    int winner = 0;              // player indexes, 0 .. players - 1
    int loser = 0;
    bool bothForfeited = false;  // then left out of the ratings (winner and loser unused)
};

struct RatingOptions {
    double virtualWeight = 0.5;  // weight of each player's virtual draw with the dummy
    double tolerance = 1e-13;    // on the natural-log strengths
    int maxIterations = 1000000;
};

struct Ratings {
    std::vector<double> elo;       // 400 * log10(strength), the dummy at 0
    std::vector<double> strength;  // g_i, the dummy at 1
    int iterations = 0;
    bool converged = false;
};

// Games naming a player outside 0 .. players - 1, or a player against itself, are left out.
Ratings performanceRatings(int players, const std::vector<FinalsGame>& games, const RatingOptions& options = {});

} // namespace pb::arimaa::wcc
