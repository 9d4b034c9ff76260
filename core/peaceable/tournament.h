#pragma once

// The TCO19 final (a marathon) as a tournament format: solvers on a range of official tests,
// each test scoring each solver's result divided by the best result on that test (0 for everyone
// when the best is 0), summed; the raw scores are summed beside. A solver is our own (in this
// process, with its settings) or an external program under the tester's I/O: the test
// (writeProblem) on its standard input, closed after it, the answer on its standard output,
// within the time per test. A program that cannot start, crashes, runs out of time, floods its
// output or prints an answer the tester rejects scores 0 on that test, and the outcome says why.
//
// One job per (test, solver), test after test. A test counts in the standings once every
// solver's job on it has finished (the best of a test is known only then), so partial standings
// compare all solvers on the same tests. docs/tournaments.md has the rules in full.
//
// Settings: {"game": "peaceable", "seeds": [...], "time": seconds per test,
//            "solvers": [solverSettings(...), ...]}

#include "tournament/format.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace pb::peaceable {

// A solver from its command-line spec, or {} with `error` set:
//   "solver" or "solver:threads=2,seed=7,iterations=100000": our solver (threads and seed default
//       to 1) within the time per test; with iterations, a budget of annealing moves instead of
//       the time, so that its answers are the same on every machine;
//   anything else: a program command line, "PATH [ARG]..." (quoted as a shell would), the path
//       made absolute (or looked up on PATH when it names no folder);
//   "NAME=SPEC": either of these named NAME (NAME: letters, digits, '.', '-', '_'); without a
//       name, our solver is named by its spec and a program by its file name.
// {"name", "spec", "solver": {"threads", "seed", "iterations"}} or
// {"name", "spec", "program", "arguments": [...]}.
QJsonObject solverSettings(const QString& spec, QString* error);

QJsonObject tournamentSettings(const std::vector<QJsonObject>& solvers, const std::vector<std::int64_t>& seeds,
                               double secondsPerTest);

std::unique_ptr<pb::tournament::Format> makeTournament(const QJsonObject& settings, QString* error);

} // namespace pb::peaceable
