// play_icfp2015: the program the ICFP 2015 task asked for, over core/honeycomb.
//
//   play_icfp2015 -f FILE [-f FILE]... [-t SECONDS] [-m MEGABYTES] [-c CORES] [-p PHRASE]...
//
// Prints the JSON list of solutions, one per problem and distinct seed, in input order. The
// phrases of power to weave in are exactly those given with -p, as the task says. Every solution
// is played on the exact engine before it is printed; none can be an error.

#include "honeycomb/game.h"
#include "honeycomb/problem.h"
#include "honeycomb/solver.h"
#include "programoptions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <thread>
#include <vector>

using namespace pb::honeycomb;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PlayIcfp2015)
};

QString help()
{
    return Text::tr(
        "Usage: play_icfp2015 -f FILE [-f FILE]... [-t SECONDS] [-m MEGABYTES] [-c CORES]\n"
        "                     [-p PHRASE]... [-r RUNS] [-v]\n"
        "\n"
        "Solves ICFP 2015 Honeycomb problems and prints the JSON list of solutions\n"
        "(problemId, seed, tag, solution), one per problem and seed.\n"
        "\n"
        "  -f FILE     a problem (JSON); may be repeated\n"
        "  -t SECONDS  time limit for the whole run; the output is printed before it\n"
        "  -m MB       memory limit (the solver needs a few megabytes; accepted, not used)\n"
        "  -c CORES    threads to use (default 1)\n"
        "  -p PHRASE   a phrase of power to weave in; may be repeated\n"
        "  -r RUNS     games to play per seed with varied heuristics, keeping the best\n"
        "              (default: as many as -t allows, each to the seed where one more\n"
        "              game is expected to add the most per second; 1 without -t)\n"
        "  -v          print each game's and each problem's score on the standard error\n");
}

struct Job {
    int problem = 0;  // index into the loaded problems
    std::uint32_t seed = 0;
    double weight = 1;
    int listed = 1;   // seeds the problem lists: its score is the sum over them divided by this
    QString solution;
    int score = 0;
    // Games played for this seed so far, their scores and the seconds they took (with -t).
    int runs = 0;
    std::vector<int> scores;
    double seconds = 0;
    bool busy = false;
};

// What one more game for `job` is expected to add to the total, per second: the spread of its
// games so far (at least 5% of its best: on the big boards two games often differ by 10-40%),
// less with every game played (the best of n grows ever more slowly), divided among the
// problem's seeds and by a game's time.
double gainPerSecond(const Job& job)
{
    const double n = static_cast<double>(job.scores.size());
    double mean = 0;
    for (int s : job.scores)
        mean += s;
    mean /= n;
    double var = 0;
    for (int s : job.scores)
        var += (s - mean) * (s - mean);
    const double spread = std::max(std::sqrt(var / n), 0.05 * job.score + 1.0);
    return spread / (n * std::sqrt(n)) / job.listed / std::max(job.seconds / n, 1e-3);
}

} // namespace

int main(int argc, char* argv[])
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    QCoreApplication app(argc, argv);
    QTextStream err(stderr);

    QStringList files, phrases;
    double timeLimit = -1;
    int cores = 1;
    int runs = 0;
    bool verbose = false;
    const pb::programs::ProgramOptions command{
        QStringLiteral("play_icfp2015"), help(),
        {QStringLiteral("-f"), QStringLiteral("-t"), QStringLiteral("-m"), QStringLiteral("-c"), QStringLiteral("-p"),
         QStringLiteral("-r")},
        {QStringLiteral("-v")}, true};
    const int code = pb::programs::readOptions(
        QCoreApplication::arguments().mid(1), command, err, [&](const QString& flag, const QString& value) {
            bool ok = true;
            if (flag == QLatin1String("-v"))
                verbose = true;
            else if (flag == QLatin1String("-f"))
                files << value;
            else if (flag == QLatin1String("-p"))
                phrases << value;
            else if (flag == QLatin1String("-t"))
                timeLimit = value.toDouble(&ok);
            else if (flag == QLatin1String("-c"))
                cores = value.toInt(&ok);
            else if (flag == QLatin1String("-r"))
                runs = value.toInt(&ok);
            else
                value.toDouble(&ok);  // -m: checked, not needed
            if (!ok || (flag == QLatin1String("-c") && cores < 1) || (flag == QLatin1String("-r") && runs < 1)
                || (flag == QLatin1String("-t") && !(timeLimit > 0 && std::isfinite(timeLimit)))) {
                err << Text::tr("play_icfp2015: %1 needs a positive number, not '%2'").arg(flag, value) << '\n';
                return false;
            }
            return true;
        });
    if (code >= 0)
        return code;
    if (files.isEmpty()) {
        err << Text::tr("play_icfp2015: give at least one problem with -f FILE") << '\n' << help();
        return 2;
    }
    for (const QString& p : phrases) {
        std::vector<Command> commands;
        if (!phraseCommands(p, commands))
            err << Text::tr("play_icfp2015: phrase '%1' has a character that is no command; it is "
                            "not used").arg(p) << '\n';
    }

    // Problems; a broken file is reported and skipped, the others are still solved.
    std::vector<Problem> problems;
    bool failed = false;
    for (const QString& f : files) {
        ProblemParse parse = loadProblem(f);
        if (!parse.ok()) {
            err << "play_icfp2015: " << parse.error << '\n';
            failed = true;
            continue;
        }
        problems.push_back(std::move(parse.problem));
    }
    std::vector<Job> jobs;
    for (std::size_t p = 0; p < problems.size(); ++p) {
        std::vector<std::uint32_t> seeds;
        for (std::uint32_t s : problems[p].sourceSeeds)
            if (std::find(seeds.begin(), seeds.end(), s) == seeds.end())
                seeds.push_back(s);
        for (std::uint32_t s : seeds) {
            Job j;
            j.problem = static_cast<int>(p);
            j.seed = s;
            j.weight = static_cast<double>(problems[p].sourceLength) * problems[p].width * problems[p].height;
            j.listed = std::max<int>(1, static_cast<int>(problems[p].sourceSeeds.size()));
            jobs.push_back(j);
        }
    }

    // Time: stop solving with a margin for verifying and printing. Every seed plays its first
    // game, weaving phrases for its share of the time left (by weight, biggest jobs first),
    // then finishing without them; after that, each thread free plays one more game (other
    // weights) for the seed where it is expected to add the most per second, while one fits.
    // The margin is a tenth of the limit, at most 10 s and at least 0.8 s (but never more than
    // half the limit). With 0.3 s at -t 3 on the 25 qualifier problems under AddressSanitizer,
    // the units in play at the stop, the check of every solution and the output took 0.1-0.2 s,
    // and starting the process before `start` about 0.1 s more: the whole run took 2,911 and
    // 3,006 ms. With 0.5 s it took 3,049 ms once (2026-11-28, the clean-clone CI run, the other
    // test of the pair running beside it on the two cores): under load the finish takes 0.55 s.
    Clock::time_point stopAt = Clock::time_point::max();
    if (timeLimit > 0) {
        const double margin = std::min(timeLimit / 2, std::clamp(0.1 * timeLimit, 0.8, 10.0));
        stopAt = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeLimit - margin));
    }
    const bool shared = timeLimit > 0 && runs == 0;
    double weightLeft = 0;
    for (const Job& j : jobs)
        weightLeft += j.weight;
    // The biggest jobs first, so that no thread is left alone with a big one at the end.
    std::vector<std::size_t> order(jobs.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&jobs](std::size_t a, std::size_t b) { return jobs[a].weight > jobs[b].weight; });
    std::mutex mutex;
    std::size_t nextJob = 0;
    const int threads = std::max(1, std::min(cores, static_cast<int>(jobs.size())));
    auto worker = [&] {
        for (;;) {
            std::size_t index = 0;
            SolverOptions options;
            options.phrases = phrases;
            options.stopAt = stopAt;
            options.maxRuns = runs > 0 ? runs : 1;
            {
                std::lock_guard<std::mutex> lock(mutex);
                if (nextJob < jobs.size()) {
                    index = order[nextJob++];
                    if (stopAt != Clock::time_point::max()) {
                        const double left = std::chrono::duration<double>(stopAt - Clock::now()).count();
                        const double share = std::max(0.0, left) * threads * jobs[index].weight / std::max(weightLeft, 1.0);
                        options.relaxAt = Clock::now()
                            + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(std::min(share, left)));
                    }
                    weightLeft -= jobs[index].weight;
                } else {
                    if (!shared)
                        return;
                    const double left = std::chrono::duration<double>(stopAt - Clock::now()).count();
                    double best = 0;
                    bool found = false;
                    for (std::size_t i = 0; i < jobs.size(); ++i) {
                        const Job& j = jobs[i];
                        if (j.busy || j.runs == 0 || j.seconds / j.runs > left)
                            continue;
                        const double g = gainPerSecond(j);
                        if (!found || g > best) {
                            best = g;
                            index = i;
                            found = true;
                        }
                    }
                    if (!found)
                        return;
                    options.firstRun = jobs[index].runs;
                }
                jobs[index].busy = true;
            }
            const std::size_t jobIndex = index;
            if (verbose)
                options.onRun = [&, jobIndex](int run, int score) {
                    std::lock_guard<std::mutex> lock(mutex);
                    err << Text::tr("problem %1 seed %2: game %3 scores %4")
                               .arg(problems[static_cast<std::size_t>(jobs[jobIndex].problem)].id)
                               .arg(jobs[jobIndex].seed).arg(run + 1).arg(score)
                        << '\n';
                    err.flush();
                };
            const Clock::time_point began = Clock::now();
            const SolverResult r = solve(problems[static_cast<std::size_t>(jobs[index].problem)], jobs[index].seed, options);
            std::lock_guard<std::mutex> lock(mutex);
            Job& job = jobs[index];
            job.busy = false;
            job.seconds += std::chrono::duration<double>(Clock::now() - began).count();
            job.runs += r.runs;
            job.scores.push_back(r.score);
            if (job.solution.isEmpty() || r.score > job.score) {
                job.solution = r.solution;
                job.score = r.score;
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();

    // Verify every solution on the engine; cut one short before an error, should there be one.
    QJsonArray out;
    for (Job& job : jobs) {
        const Problem& problem = problems[static_cast<std::size_t>(job.problem)];
        ScoreResult r = scoreSolution(problem, job.seed, job.solution, phrases);
        if (r.error != ErrorKind::None) {
            err << Text::tr("play_icfp2015: problem %1 seed %2: %3; the solution is cut before it")
                       .arg(problem.id).arg(job.seed).arg(r.errorMessage()) << '\n';
            job.solution.truncate(std::max(0, r.errorIndex));
            r = scoreSolution(problem, job.seed, job.solution, phrases);
        }
        job.score = r.score;
        QJsonObject o;
        o.insert(QStringLiteral("problemId"), problem.id);
        o.insert(QStringLiteral("seed"), static_cast<double>(job.seed));
        o.insert(QStringLiteral("tag"), QStringLiteral("playbench %1:%2:%3").arg(r.moveScore).arg(r.powerScore).arg(r.score));
        o.insert(QStringLiteral("solution"), job.solution);
        out.append(o);
    }
    const QByteArray json = QJsonDocument(out).toJson(QJsonDocument::Compact);
    std::fwrite(json.constData(), 1, static_cast<std::size_t>(json.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
    if (verbose) {
        long long total = 0;
        for (std::size_t p = 0; p < problems.size(); ++p) {
            const Problem& problem = problems[p];
            const int score = problemScore(problem, [&](std::uint32_t seed) {
                for (const Job& j : jobs)
                    if (j.problem == static_cast<int>(p) && j.seed == seed)
                        return j.score;
                return 0;
            });
            total += score;
            err << Text::tr("problem %1: %2").arg(problem.id).arg(score) << '\n';
        }
        err << Text::tr("total: %1 (%2 s)")
                   .arg(total)
                   .arg(std::chrono::duration<double>(Clock::now() - start).count(), 0, 'f', 1)
            << '\n';
    }
    return failed ? 1 : 0;
}
