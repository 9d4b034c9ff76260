// playbench-cli bench peaceable: the solver's scores in a fixed time on the official tests.

#include "cli/bench/bench.h"

#include "peaceable/bound.h"
#include "peaceable/checker.h"
#include "peaceable/problem.h"
#include "peaceable/solver.h"

#include <QJsonArray>

#include <algorithm>
#include <limits>
#include <vector>

namespace pb::cli::bench {

// bench peaceable: the solver on the contest's first tests, a fixed time each, every answer
// scored by the checker, against the scores a public finalist's solution reaches on seeds 1 to
// 10 on this machine (issue 8's figures). With --runs R each test is solved R times (solver
// seeds S to S + R - 1) and judged by its lowest answer, the way issue 21's mark is measured:
// `--threads 2 --runs 3` on seeds 1 to 10, the mean of the lowest ratios against 105%.
int benchPeaceable(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Solves the official Peaceable tests of --seeds one after another for --time seconds "
        "each, scores every answer with the checker and prints the table: score, a public "
        "finalist's score on seeds 1 to 10 and the ratio, the test's upper bound "
        "(core/peaceable/bound.h: no answer scores more) and the score's share of it, moves and "
        "region draws, and the totals. With --runs each test is solved several times and judged "
        "by its lowest score. Run it on a quiet machine: the scores depend on the machine's "
        "speed."),
        QStringLiteral("playbench-cli bench peaceable [--seeds RANGE] [--time SECONDS] [--threads N] [--runs R] "
                       "[--solver-seed N] [--json]"));
    options
        .add({QStringLiteral("seeds"), CliText::tr("Seeds: 1-10, 7, or 1-3,9 (default 1-10)."), QStringLiteral("RANGE"),
              QStringLiteral("1-10")})
        .add(peaceableTimePerTestOption())
        .add({QStringLiteral("threads"), CliText::tr("Independent annealing runs per solve, the best kept (default 1)."),
              QStringLiteral("N"), QStringLiteral("1")})
        .add({QStringLiteral("runs"),
              CliText::tr("Solves per test, with solver seeds S, S + 1, ...; the lowest score counts (default 1)."),
              QStringLiteral("R"), QStringLiteral("1")})
        .add(peaceableSolverSeedOption())
        .json(CliText::tr("One JSON object per test and line."));
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = options.parser();
    const QString seedsText = parser.value(QStringLiteral("seeds"));
    std::vector<qint64> seeds;
    if (!parseSeeds(seedsText, seeds))
        return usageError(console, CliText::tr("--seeds takes ranges such as 1-10 or 1-3,9, not '%1'").arg(seedsText));
    double seconds = 0;
    if (!secondsOption(parser, QStringLiteral("time"), 3600, seconds, console))
        return BadUsage;
    qint64 solverSeedValue = 1, threads = 1, runs = 1;
    if (!intOption(parser, QStringLiteral("threads"), 1, 64, threads, console) ||
        !intOption(parser, QStringLiteral("runs"), 1, 100, runs, console) ||
        !intOption(parser, QStringLiteral("solver-seed"), 0, std::numeric_limits<qint64>::max() - (runs - 1), solverSeedValue, console))
        return BadUsage;
    // A public finalist's solution on seeds 1 to 10, 10 s each on this machine (issue 8).
    constexpr int kFinalist[10] = {215, 43040, 7627, 27031, 2387, 2188, 31856, 582, 18724, 48257};
    const auto finalistOf = [&](qint64 seed) { return seed >= 1 && seed <= 10 ? kFinalist[seed - 1] : -1; };
    const bool asJson = options.asJson();
    if (!asJson && threads == 1 && runs == 1)
        console.out << CliText::tr("Peaceable solver, %1 s per test, one thread, solver seed %2")
                           .arg(seconds)
                           .arg(solverSeedValue)
                    << '\n';
    else if (!asJson)
        console.out << CliText::tr("Peaceable solver, %1 s per test, threads: %2, runs per test: %3 (solver seeds from %4); "
                                   "the lowest run counts")
                           .arg(seconds)
                           .arg(threads)
                           .arg(runs)
                           .arg(solverSeedValue)
                    << '\n';
    console.out.flush();
    qint64 total = 0, finalistTotal = 0, comparedTotal = 0, boundTotal = 0;
    int invalid = 0, below95 = 0, below100 = 0, compared = 0;
    double ratioSum = 0;
    for (const qint64 seed : seeds) {
        const peaceable::Problem problem = peaceable::generateProblem(seed);
        // Every run; the lowest score stands for the test, moves, draws and seconds are per run.
        QJsonArray runScores;
        int score = std::numeric_limits<int>::max();
        double moves = 0, draws = 0, used = 0;
        for (qint64 run = 0; run < runs; ++run) {
            peaceable::SolverOptions options;
            options.seconds = seconds;
            options.seed = static_cast<std::uint64_t>(solverSeedValue + run);
            options.threads = static_cast<int>(threads);
            const Fastest<peaceable::SolverResult> solved = timeOnce([&] { return peaceable::solve(problem, options); });
            const int runScore = peaceable::checkAnswer(problem, solved.value.answer).score;
            invalid += runScore < 0;
            score = std::min(score, runScore);
            runScores.append(runScore);
            moves += static_cast<double>(solved.value.iterations) / static_cast<double>(runs);
            draws += static_cast<double>(solved.value.starts) / static_cast<double>(runs);
            used += solved.seconds / static_cast<double>(runs);
        }
        const int finalist = finalistOf(seed);
        const double ratio = finalist > 0 ? 100.0 * score / finalist : 0;
        total += std::max(score, 0);
        if (finalist > 0) {
            finalistTotal += finalist;
            comparedTotal += std::max(score, 0);
            below95 += score * 100 < finalist * 95;
            below100 += score < finalist;
            ratioSum += ratio;
            ++compared;
        }
        const int bound = peaceable::upperBound(problem).value;
        boundTotal += bound;
        const double ofBound = bound > 0 ? 100.0 * std::max(score, 0) / bound : 100.0;
        if (asJson) {
            QJsonObject o{{QStringLiteral("bench"), QStringLiteral("peaceable")},
                          {QStringLiteral("seed"), static_cast<double>(seed)},
                          {QStringLiteral("n"), problem.n},
                          {QStringLiteral("players"), problem.players},
                          {QStringLiteral("score"), score},
                          {QStringLiteral("bound"), bound},
                          {QStringLiteral("of_bound"), ofBound},
                          {QStringLiteral("runs"), runScores},
                          {QStringLiteral("moves"), moves},
                          {QStringLiteral("region_draws"), draws},
                          {QStringLiteral("seconds"), used}};
            if (finalist > 0) {
                o.insert(QStringLiteral("finalist"), finalist);
                o.insert(QStringLiteral("ratio"), ratio);
            }
            printJson(console, o);
        } else {
            const QString against = finalist > 0 ? CliText::tr(", finalist %1 (%2%)").arg(finalist).arg(ratio, 0, 'f', 1) : QString();
            QStringList all;
            for (const QJsonValue& v : runScores)
                all.append(QString::number(v.toInt()));
            const QString ofRuns = runs > 1 ? CliText::tr(" (lowest of %1)").arg(all.join(QStringLiteral(", "))) : QString();
            console.out << CliText::tr("  seed %1 (%2 x %2, %3 players): score %4%5, bound %9 (%10%), %6 M moves, %7 region draws, %8 s")
                               .arg(seed)
                               .arg(problem.n)
                               .arg(problem.players)
                               .arg(QString::number(score) + ofRuns)
                               .arg(against)
                               .arg(moves / 1e6, 0, 'f', 2)
                               .arg(draws, 0, 'f', 0)
                               .arg(used, 0, 'f', 2)
                               .arg(bound)
                               .arg(ofBound, 0, 'f', 1)
                        << '\n';
        }
        console.out.flush();
    }
    if (!asJson) {
        console.out << CliText::tr("  total: %1, bounds %2 (%3%)")
                           .arg(total)
                           .arg(boundTotal)
                           .arg(boundTotal > 0 ? 100.0 * double(total) / double(boundTotal) : 100.0, 0, 'f', 2)
                    << '\n';
        if (finalistTotal > 0)
            console.out << CliText::tr("  on the seeds with a finalist's score: %1 against %2 (%3%); below 95%: %4")
                               .arg(comparedTotal)
                               .arg(finalistTotal)
                               .arg(100.0 * double(comparedTotal) / double(finalistTotal), 0, 'f', 2)
                               .arg(below95)
                        << '\n';
        if (compared > 0)
            console.out << CliText::tr("  mean of the ratios to the finalist: %1% (issue 21's mark: 105%); seeds below the "
                                       "finalist: %2")
                               .arg(ratioSum / compared, 0, 'f', 2)
                               .arg(below100)
                        << '\n';
    }
    if (invalid > 0)
        console.err << CliText::tr("%1 answers were invalid").arg(invalid) << '\n';
    console.out.flush();
    return invalid > 0 ? BadInput : Ok;
}

} // namespace pb::cli::bench
