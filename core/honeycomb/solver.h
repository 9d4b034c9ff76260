#pragma once

#include "honeycomb/game.h"
#include "honeycomb/planner.h"
#include "honeycomb/problem.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>

namespace pb::honeycomb {

struct SolverOptions {
    using Clock = std::chrono::steady_clock;
    // Phrases of power to weave into the commands (the contest's -p); may be empty.
    QStringList phrases;
    // After `relaxAt` the solver stops weaving phrases (it only places units, which is fast);
    // at `stopAt` it stops and returns the commands played so far (a valid, shorter solution).
    Clock::time_point relaxAt = Clock::time_point::max();
    Clock::time_point stopAt = Clock::time_point::max();
    const std::atomic<bool>* cancel = nullptr;
    // Games played with different heuristic weights and phrase orders, keeping the best; runs
    // after the first start only before `relaxAt`.
    int maxRuns = 1;
    // The number of the first game played (0: the tuned settings); a caller that shares its
    // time between seeds plays one game at a time with 0, 1, 2, ...
    int firstRun = 0;
    // The planner's settings for the first game (the tuned defaults); later games vary them.
    PlannerParams planner;
    // Called after each game with its number (0 = the default weights) and score; may be called
    // from the solving thread.
    std::function<void(int run, int score)> onRun;
};

struct SolverResult {
    QString solution;     // never an error: a prefix of valid commands at worst
    int moveScore = 0;
    int lockedUnits = 0;
    End end = End::InProgress;
    bool stoppedEarly = false;  // the deadline or a cancel came before the game ended
    int score = 0;        // move score plus power score with the options' phrases
    int runs = 0;         // games played to choose this one
};

// The heuristic solver: for each unit, every position it can reach without repeating one is
// found; the lock position is chosen by a board heuristic (rows cleared, depth, holes, snug
// fit) with a look-ahead over the next unit's best lock, and the way there is planned to spell
// as many phrase points as it can (planner.h). With maxRuns > 1 it plays again with other
// weights while time allows and keeps the best game. Deterministic for given options when no
// deadline interferes.
SolverResult solve(const Problem& problem, std::uint32_t seed, const SolverOptions& options);

// The commands a phrase stands for (whitespace dropped); false if it has a character that is
// not a command.
bool phraseCommands(const QString& phrase, std::vector<Command>& commands);

} // namespace pb::honeycomb
