// playbench-cli bench ...: what the games' benchmarks share (options, timing, output), and the
// benchmarks themselves, one file per game.
#pragma once

#include "cli/cli.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>

#include <algorithm>
#include <limits>
#include <optional>
#include <type_traits>
#include <utility>

namespace pb::cli::bench {

// --- Timing -------------------------------------------------------------------------------------

double secondsSince(const QElapsedTimer& timer);

// Peak resident memory of the whole process so far, in MB.
double peakMemoryMegabytes();

// The fastest of several runs: its wall seconds and what that run returned.
template <typename T>
struct Fastest {
    double seconds;
    T value;
};

// Runs `run` `repeat` times (at least once), timing each run, and returns the fastest: its
// seconds alone when `run` returns nothing, else its seconds and its result (a count, a score,
// the slowest part). Every benchmark times its work through this, so "best of --repeat runs"
// means the same everywhere.
template <typename Run>
auto bestOf(qint64 repeat, Run&& run)
{
    using Result = std::invoke_result_t<Run&>;
    if constexpr (std::is_void_v<Result>) {
        return bestOf(repeat, [&run] {
                   run();
                   return true;
               }).seconds;
    } else {
        const qint64 runs = std::max<qint64>(repeat, 1);
        double best = std::numeric_limits<double>::infinity();
        std::optional<Result> bestValue;  // a result need not be default-constructible
        for (qint64 i = 0; i < runs; ++i) {
            QElapsedTimer timer;
            timer.start();
            Result value = run();
            const double seconds = secondsSince(timer);
            if (!bestValue || seconds < best) {
                best = seconds;
                bestValue.emplace(std::move(value));
            }
        }
        return Fastest<Result>{best, std::move(*bestValue)};
    }
}

// One timed run (a search for a fixed time, a batch of games): bestOf with a single repeat.
template <typename Run>
auto timeOnce(Run&& run)
{
    return bestOf(1, std::forward<Run>(run));
}

// --- Options and output -------------------------------------------------------------------------

// A benchmark's command line: a command's (description, usage, options in the order --help lists
// them) and the values of the options benchmarks share (--reference, --repeat, --json).
class BenchOptions : public CommandOptions {
public:
    using CommandOptions::CommandOptions;
    // --reference DIR, worded the same for every benchmark that reads the contest's data.
    BenchOptions& reference();
    // --repeat N (1 to 1000): runs, of which the best is reported; `description` names the default.
    BenchOptions& repeat(const QString& description, qint64 defaultRuns);
    // --json with the benchmark's own description (what it prints).
    BenchOptions& json(const QString& description);
    // A benchmark's own option; its value is read from parser().
    BenchOptions& add(const QCommandLineOption& option);

    // Parses the arguments (args[0] is the benchmark's name): handles --help and reads --repeat.
    // Returns -1 when the benchmark should run, else the exit code to return now.
    int parse(const QStringList& args, Console& console);

    qint64 runs() const { return m_runs; }
    bool asJson() const;
    // The contest reference folder (--reference, $PLAYBENCH_REFERENCE or the configured one).
    QString referenceFolder() const;

private:
    qint64 m_runs = 1;
    bool m_hasRepeat = false;
};

// "The benchmark needs the contest reference data; point --reference at shared/reference."
QString needsReferenceText();
// Prints "PATH: ERROR" and `hint` (needsReferenceText() unless told) to stderr; returns BadInput.
int missingReference(Console& console, const QString& path, const QString& error,
                     const QString& hint = QString());
// One compact JSON object on a line.
void printJson(Console& console, const QJsonObject& object);

// --- The benchmarks -----------------------------------------------------------------------------

int benchAnts(const QStringList& args, Console& console);
int benchAntsDiff(const QStringList& args, Console& console);
int benchAntsTournament(const QStringList& args, Console& console);
int benchAntsBrain(const QStringList& args, Console& console);
int benchHoneycomb(const QStringList& args, Console& console);
int benchHoneycombSolver(const QStringList& args, Console& console);
int benchArimaa(const QStringList& args, Console& console);
int benchArimaaGoal(const QStringList& args, Console& console);
int benchArimaaBot(const QStringList& args, Console& console);
int benchLess(const QStringList& args, Console& console);
int benchLessBots(const QStringList& args, Console& console);
int benchPeaceable(const QStringList& args, Console& console);

} // namespace pb::cli::bench
