// playbench-cli bench honeycomb-solver: the solver's scores on the qualifier problems with all
// 18 phrases of power, per problem against the best real contest solutions known in the
// reference data, and in total against the mark of issue 21 (595,537: the contest's
// second-placed team's best per-problem scores; only that total is known, not its split).

#include "cli/bench/bench.h"

#include "honeycomb/game.h"
#include "honeycomb/problem.h"
#include "honeycomb/solver.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <map>
#include <vector>

namespace pb::cli::bench {

namespace {

constexpr long long kMark = 595537;

// "0-24", "3", "0-4,14,24": problem ids from 0 to 999. False when malformed.
bool parseProblems(const QString& text, std::vector<int>& ids)
{
    ids.clear();
    for (const QString& part : text.split(QLatin1Char(','))) {
        const QStringList range = part.trimmed().split(QLatin1Char('-'));
        bool ok1 = false, ok2 = false;
        const int lo = range.value(0).toInt(&ok1);
        const int hi = range.size() == 2 ? range.value(1).toInt(&ok2) : lo;
        if (!ok1 || (range.size() == 2 && !ok2) || range.size() > 2 || lo < 0 || hi < lo || hi > 999)
            return false;
        for (int i = lo; i <= hi; ++i)
            if (std::find(ids.begin(), ids.end(), i) == ids.end())
                ids.push_back(i);
    }
    return !ids.empty();
}

// The best score of a real contest solution per problem and seed (expected-scores.jsonl).
std::map<int, std::map<std::uint32_t, int>> bestKnown(const QString& path)
{
    std::map<int, std::map<std::uint32_t, int>> best;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return best;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (!o.value(QLatin1String("error")).isNull())
            continue;
        int& b = best[o.value(QLatin1String("problemId")).toInt()]
                     [static_cast<std::uint32_t>(o.value(QLatin1String("seed")).toDouble())];
        b = std::max(b, o.value(QLatin1String("score")).toInt());
    }
    return best;
}

std::vector<std::uint32_t> distinctSeeds(const honeycomb::Problem& problem)
{
    std::vector<std::uint32_t> seeds;
    for (std::uint32_t s : problem.sourceSeeds)
        if (std::find(seeds.begin(), seeds.end(), s) == seeds.end())
            seeds.push_back(s);
    return seeds;
}

} // namespace

int benchHoneycombSolver(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Solves the Honeycomb qualifier problems of --problems with all 18 phrases of power, "
        "one problem after another on one thread, each for --time seconds split evenly over its "
        "seeds (or --runs games per seed, which does not depend on the machine's speed). Every "
        "solution is scored on the engine. Prints per problem the seeds, the problem's score "
        "(the contest's average over its seeds), the best real contest solutions of "
        "expected-scores.jsonl scored the same way, and the ratio; then the total against "
        "595,537, the second-placed team's best total (only the total is known)."),
        QStringLiteral("playbench-cli bench honeycomb-solver [--problems LIST] [--time SECONDS | --runs N] [--lookahead K] [--json]"));
    options.reference()
        .add({QStringLiteral("problems"), CliText::tr("Problems: 0-24, 7, or 0-4,14 (default 0-24)."),
              QStringLiteral("LIST"), QStringLiteral("0-24")})
        .add({QStringLiteral("time"), CliText::tr("Seconds per problem, split evenly over its seeds (default 10)."),
              QStringLiteral("SECONDS"), QStringLiteral("10")})
        .add({QStringLiteral("runs"), CliText::tr("Games per seed instead of a time (the first with the tuned "
                                                  "heuristics, the others varied); the best is kept."),
              QStringLiteral("N")})
        .add({QStringLiteral("lookahead"), CliText::tr("Lock positions of each unit tried with the next unit's best "
                                                       "after them (0: greedy; default %1).").arg(honeycomb::PlannerParams{}.lookahead),
              QStringLiteral("K")})
        .json(CliText::tr("One JSON object per problem and line, then the total."));
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = options.parser();
    std::vector<int> ids;
    if (!parseProblems(parser.value(QStringLiteral("problems")), ids))
        return usageError(console, CliText::tr("--problems takes ids such as 0-24 or 0-4,14, not '%1'")
                                       .arg(parser.value(QStringLiteral("problems"))));
    double seconds = 0;
    if (!secondsOption(parser, QStringLiteral("time"), 36000, seconds, console))
        return BadUsage;
    qint64 runs = 0;
    if (parser.isSet(QStringLiteral("runs")) && !intOption(parser, QStringLiteral("runs"), 1, 100000, runs, console))
        return BadUsage;

    qint64 lookahead = honeycomb::PlannerParams{}.lookahead;
    if (parser.isSet(QStringLiteral("lookahead")) && !intOption(parser, QStringLiteral("lookahead"), 0, 1000, lookahead, console))
        return BadUsage;

    const QDir ref(options.referenceFolder() + QStringLiteral("/honeycomb"));
    std::vector<honeycomb::Problem> problems;
    for (int id : ids) {
        const QString path = ref.filePath(QStringLiteral("problems/problem_%1.json").arg(id));
        honeycomb::ProblemParse parse = honeycomb::loadProblem(path);
        if (!parse.ok())
            return missingReference(console, path, parse.error);
        problems.push_back(std::move(parse.problem));
    }
    const auto known = bestKnown(ref.filePath(QStringLiteral("expected-scores.jsonl")));
    const QStringList phrases = honeycomb::defaultPhrases();
    const bool asJson = options.asJson();
    if (!asJson) {
        console.out << (runs > 0 ? CliText::tr("Honeycomb solver, all 18 phrases, games per seed: %1, one thread").arg(runs)
                                 : CliText::tr("Honeycomb solver, all 18 phrases, %1 s per problem, one thread").arg(seconds))
                    << '\n'
                    << CliText::tr("problem  seeds      score  best known   ratio  phrases  games  seconds") << '\n';
        console.out.flush();
    }
    long long total = 0, knownTotal = 0;
    int invalid = 0, partial = 0;
    for (const honeycomb::Problem& problem : problems) {
        const std::vector<std::uint32_t> seeds = distinctSeeds(problem);
        std::map<std::uint32_t, int> scores;
        int games = 0, phraseCount = 0;
        const auto started = std::chrono::steady_clock::now();
        for (std::size_t i = 0; i < seeds.size(); ++i) {
            honeycomb::SolverOptions solverOptions;
            solverOptions.phrases = phrases;
            solverOptions.planner.lookahead = static_cast<int>(lookahead);
            if (runs > 0) {
                solverOptions.maxRuns = static_cast<int>(runs);
            } else {
                // This seed's share of what is left of the problem's time.
                const double used = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
                const double share = std::max(0.0, seconds - used) / static_cast<double>(seeds.size() - i);
                solverOptions.maxRuns = 1 << 20;
                solverOptions.relaxAt = std::chrono::steady_clock::now()
                    + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(share));
            }
            const honeycomb::SolverResult r = honeycomb::solve(problem, seeds[i], solverOptions);
            const honeycomb::ScoreResult s = honeycomb::scoreSolution(problem, seeds[i], r.solution, phrases);
            invalid += s.error != honeycomb::ErrorKind::None;
            scores[seeds[i]] = s.score;
            games += r.runs;
            phraseCount += static_cast<int>(s.phrasesUsed.size());
        }
        const double used = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        const int score = honeycomb::problemScore(problem, [&](std::uint32_t s) { return scores[s]; });
        const auto k = known.find(problem.id);
        bool complete = k != known.end();
        if (complete)
            for (std::uint32_t s : seeds)
                complete = complete && k->second.count(s);
        const int reference = k == known.end() ? 0 : honeycomb::problemScore(problem, [&](std::uint32_t s) {
            const auto it = k->second.find(s);
            return it == k->second.end() ? 0 : it->second;
        });
        partial += !complete;
        total += score;
        knownTotal += reference;
        const double ratio = reference > 0 ? 100.0 * score / reference : 0;
        const double phrasesPerSeed = static_cast<double>(phraseCount) / static_cast<double>(seeds.size());
        if (asJson) {
            printJson(console, {{QStringLiteral("bench"), QStringLiteral("honeycomb-solver")},
                                {QStringLiteral("problem"), problem.id},
                                {QStringLiteral("seeds"), static_cast<int>(seeds.size())},
                                {QStringLiteral("score"), score},
                                {QStringLiteral("best_known"), reference},
                                {QStringLiteral("best_known_complete"), complete},
                                {QStringLiteral("ratio"), ratio},
                                {QStringLiteral("phrases_per_seed"), phrasesPerSeed},
                                {QStringLiteral("games"), games},
                                {QStringLiteral("seconds"), used}});
        } else {
            console.out << QStringLiteral("%1  %2  %3  %4%5  %6%  %7  %8  %9")
                               .arg(problem.id, 7)
                               .arg(seeds.size(), 5)
                               .arg(score, 9)
                               .arg(reference, 10)
                               .arg(complete ? QStringLiteral(" ") : QStringLiteral("*"))
                               .arg(ratio, 6, 'f', 1)
                               .arg(phrasesPerSeed, 7, 'f', 1)
                               .arg(games, 5)
                               .arg(used, 7, 'f', 1)
                        << '\n';
        }
        console.out.flush();
    }
    const double ofMark = 100.0 * static_cast<double>(total) / static_cast<double>(kMark);
    if (asJson) {
        printJson(console, {{QStringLiteral("bench"), QStringLiteral("honeycomb-solver")},
                            {QStringLiteral("total"), static_cast<double>(total)},
                            {QStringLiteral("best_known_total"), static_cast<double>(knownTotal)},
                            {QStringLiteral("mark"), static_cast<double>(kMark)},
                            {QStringLiteral("of_mark"), ofMark}});
    } else {
        console.out << CliText::tr("total %1, best known %2 (%3%); the mark 595,537 (the second-placed "
                                   "team's best, problems 0-24): %4%")
                           .arg(total)
                           .arg(knownTotal)
                           .arg(knownTotal > 0 ? 100.0 * static_cast<double>(total) / static_cast<double>(knownTotal) : 0.0, 0, 'f', 1)
                           .arg(ofMark, 0, 'f', 1)
                    << '\n';
        if (partial > 0)
            console.out << CliText::tr("* best known covers only some of the problem's seeds (the others count 0)") << '\n';
    }
    if (invalid > 0)
        console.err << CliText::tr("%1 solutions were invalid").arg(invalid) << '\n';
    console.out.flush();
    return invalid > 0 ? BadInput : Ok;
}

} // namespace pb::cli::bench
