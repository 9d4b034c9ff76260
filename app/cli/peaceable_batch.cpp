// playbench-cli peaceable batch: a seed range through the solver, keeping the best answer per
// seed in the local best-scores database and printing new bests against old ones.

#include "cli/cli.h"

#include "peaceable/checker.h"
#include "peaceable/problem.h"
#include "peaceable/solver.h"
#include "peaceable/tournament.h"
#include "store/bestscores.h"
#include "store/tournamentdb.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <limits>
#include <optional>
#include <vector>

namespace pb::cli {

namespace {

using namespace pb::peaceable;

struct SeedResult {
    qint64 seed = 0;
    SolverResult result;
    int checked = -1;  // the checker's score of the answer
    double seconds = 0;
    QString settings;  // how it was solved, kept with a best answer
};

// The batch as a tournament of our solver alone (core/peaceable/tournament.h), to be played in
// shards anywhere (docs/cluster.md).
int planBatch(const QString& path, const std::vector<qint64>& seeds, double seconds, qint64 solverSeed, qint64 threads,
              Console& console)
{
    QString error;
    const QJsonObject solver = solverSettings(QStringLiteral("batch=solver:threads=%1,seed=%2").arg(threads).arg(solverSeed), &error);
    std::unique_ptr<pb::tournament::Format> format =
        solver.isEmpty() ? nullptr
                         : makeTournament(tournamentSettings({solver}, std::vector<std::int64_t>(seeds.begin(), seeds.end()), seconds), &error);
    if (!format) {
        console.err << CliText::tr("playbench-cli: %1").arg(error) << '\n';
        return BadInput;
    }
    pb::store::TournamentDb db(path);
    if (!db.ok() || !db.begin(*format) || !db.prepareForSharing()) {
        console.err << CliText::tr("playbench-cli: %1").arg(db.error()) << '\n';
        return BadInput;
    }
    console.out << CliText::tr("batch planned: %1 tests in %2; play them with `playbench-cli work --db %2 --shard I/N` "
                               "or `playbench-cli slurm submit --db %2 --shards N`, `playbench-cli merge --db %2`, then "
                               "`playbench-cli peaceable batch --from %2`")
                       .arg(seeds.size()).arg(path)
                << '\n';
    return Ok;
}

// The answers of a played batch tournament, each checked again; nullopt when it cannot be read.
std::optional<std::vector<SeedResult>> answersOf(const QString& path, Console& console)
{
    pb::store::TournamentDb db(path, pb::store::TournamentDb::Open::Existing);
    const QJsonObject settings = db.settings();
    if (!db.ok() || settings.value(QStringLiteral("game")).toString() != QLatin1String("peaceable")) {
        console.err << CliText::tr("playbench-cli: %1").arg(db.ok() ? CliText::tr("%1 holds no peaceable batch").arg(path) : db.error())
                    << '\n';
        return std::nullopt;
    }
    const QJsonObject solver = settings.value(QStringLiteral("solvers")).toArray().at(0).toObject();
    const QString how = QStringLiteral("solve --time %1 (%2, %3)")
                            .arg(settings.value(QStringLiteral("time")).toDouble())
                            .arg(solver.value(QStringLiteral("spec")).toString(), path);
    std::vector<SeedResult> out;
    for (const pb::tournament::Finished& f : db.finished(true)) {
        SeedResult r;
        r.seed = static_cast<qint64>(f.job.params.value(QStringLiteral("seed")).toDouble());
        r.seconds = f.outcome.result.value(QStringLiteral("seconds")).toDouble();
        r.settings = how;
        const Problem problem = generateProblem(r.seed);
        const AnswerParse parse = parseAnswer(f.outcome.record.toStdString(), problem.n);
        r.result.answer = parse.answer;
        r.checked = parse.ok() ? checkAnswer(problem, parse.answer).score : -1;
        out.push_back(std::move(r));
    }
    console.err << CliText::tr("%1: %2 of %3 tests solved").arg(path).arg(out.size()).arg(db.jobCount()) << '\n';
    return out;
}

int reportBatch(pb::store::BestScores& db, const QString& dbPath, const std::optional<std::vector<SeedResult>>& results,
                Console& console);

} // namespace

// "1-100", "7", "1-10,20,30-32".
bool parseSeeds(const QString& text, std::vector<qint64>& seeds)
{
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList ends = part.split(QLatin1Char('-'));
        bool ok1 = false, ok2 = true;
        const qint64 a = ends.value(0).trimmed().toLongLong(&ok1);
        const qint64 b = ends.size() > 1 ? ends.value(1).trimmed().toLongLong(&ok2) : a;
        if (!ok1 || !ok2 || ends.size() > 2 || a <= 0 || b < a || b - a > 100000)
            return false;
        for (qint64 s = a; s <= b; ++s)
            seeds.push_back(s);
    }
    return !seeds.empty();
}

int peaceableBatchCommand(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Solves a range of official tests, checks every answer with the tester's rules, and keeps "
                    "the best answer of each seed in the best-scores database (with the settings and the "
                    "date). Prints each seed's score against the best before it, then the totals."),
        QStringLiteral("playbench-cli peaceable batch [--seeds RANGE] [--time SECONDS] [--jobs N] [--threads N] [--db FILE] "
                       "[--plan TOURNAMENT_DB | --from TOURNAMENT_DB]"));
    command
        .add({QStringLiteral("seeds"), CliText::tr("Seeds: 1-100, 7, or 1-10,20 (default 1-10)."), QStringLiteral("RANGE"),
              QStringLiteral("1-10")})
        .add(peaceableTimePerTestOption())
        .add({QStringLiteral("jobs"), CliText::tr("Tests solved at once (default 1)."), QStringLiteral("N"),
              QStringLiteral("1")})
        .add(peaceableSolverSeedOption())
        .add({QStringLiteral("threads"), CliText::tr("Independent annealing runs per test, the best kept (default 1)."),
              QStringLiteral("N"), QStringLiteral("1")})
        .add({QStringLiteral("db"), CliText::tr("The database file (default: %1).").arg(pb::store::BestScores::defaultPath()),
              QStringLiteral("FILE")})
        .add({QStringLiteral("plan"),
              CliText::tr("Write the batch as a tournament of one solver into this database and stop, to solve it in "
                          "shards on other machines (playbench-cli work, slurm submit, merge: docs/cluster.md)."),
              QStringLiteral("TOURNAMENT_DB")})
        .add({QStringLiteral("from"),
              CliText::tr("Take the answers of a batch planned with --plan and played (merged) instead of solving: "
                          "each is checked again and offered to the best-scores database."),
              QStringLiteral("TOURNAMENT_DB")});
    if (const int code = command.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.positionalArguments().isEmpty())
        return usageError(console, CliText::tr("batch takes no file; the tests come from --seeds"));
    std::vector<qint64> seeds;
    if (!parseSeeds(parser.value(QStringLiteral("seeds")), seeds))
        return usageError(console, CliText::tr("--seeds takes ranges such as 1-100 or 1-10,20, not '%1'")
                                       .arg(parser.value(QStringLiteral("seeds"))));
    double seconds = 0;
    if (!secondsOption(parser, QStringLiteral("time"), 86400, seconds, console))
        return BadUsage;
    qint64 jobs = 1, solverSeed = 1, threads = 1;
    if (!intOption(parser, QStringLiteral("jobs"), 1, 64, jobs, console) ||
        !intOption(parser, QStringLiteral("threads"), 1, 64, threads, console) ||
        !intOption(parser, QStringLiteral("solver-seed"), 0, std::numeric_limits<qint64>::max(), solverSeed, console))
        return BadUsage;
    const QString dbPath = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : pb::store::BestScores::defaultPath();
    pb::store::BestScores db(dbPath);
    if (!db.ok()) {
        console.err << CliText::tr("playbench-cli: the best-scores database: %1").arg(db.error()) << '\n';
        return BadInput;
    }
    const QString settings = QStringLiteral("solve --time %1 --solver-seed %2 --threads %3").arg(seconds).arg(solverSeed).arg(threads);
    if (parser.isSet(QStringLiteral("plan")) && parser.isSet(QStringLiteral("from")))
        return usageError(console, CliText::tr("give --plan or --from, not both"));
    if (parser.isSet(QStringLiteral("plan")))
        return planBatch(parser.value(QStringLiteral("plan")), seeds, seconds, solverSeed, threads, console);
    if (parser.isSet(QStringLiteral("from")))
        return reportBatch(db, dbPath, answersOf(parser.value(QStringLiteral("from")), console), console);

    QThreadPool pool;
    pool.setMaxThreadCount(static_cast<int>(jobs));
    std::vector<QFuture<SeedResult>> futures;
    for (qint64 seed : seeds)
        futures.push_back(QtConcurrent::run(&pool, [seed, seconds, solverSeed, threads] {
            SeedResult r;
            r.seed = seed;
            const Problem problem = generateProblem(seed);
            SolverOptions options;
            options.seconds = seconds;
            options.seed = static_cast<std::uint64_t>(solverSeed);
            options.threads = static_cast<int>(threads);
            QElapsedTimer clock;
            clock.start();
            r.result = solve(problem, options);
            r.seconds = clock.elapsed() / 1000.0;
            r.checked = checkAnswer(problem, r.result.answer).score;
            return r;
        }));

    std::vector<SeedResult> results;
    for (QFuture<SeedResult>& f : futures) {
        results.push_back(f.result());
        results.back().settings = settings;
    }
    return reportBatch(db, dbPath, results, console);
}

namespace {

// Each seed's checked score against the best kept before, offered to the best-scores database.
int reportBatch(pb::store::BestScores& db, const QString& dbPath, const std::optional<std::vector<SeedResult>>& results,
                Console& console)
{
    if (!results)
        return BadInput;
    console.out << CliText::tr("seed      score       best before   change") << '\n';
    qint64 total = 0, bestTotal = 0;
    int improved = 0, invalid = 0;
    for (const SeedResult& r : *results) {
        pb::store::BestEntry entry;
        entry.seed = r.seed;
        entry.score = r.checked;
        entry.answer = QString::fromStdString(writeAnswer(r.result.answer));
        entry.settings = r.settings;
        entry.at = QDateTime::currentDateTimeUtc();
        entry.seconds = r.seconds;
        const pb::store::BestScores::Update u = db.offer(entry);
        if (r.checked < 0)
            ++invalid;
        if (u.improved && u.previous)
            ++improved;
        total += std::max(0, r.checked);
        bestTotal += std::max(r.checked, u.previous.value_or(-1));
        QString change;
        if (!u.previous)
            change = CliText::tr("first");
        else if (u.improved)
            change = CliText::tr("new best (+%1)").arg(r.checked - *u.previous);
        else if (r.checked == *u.previous)
            change = CliText::tr("equal");
        else
            change = CliText::tr("%1").arg(r.checked - *u.previous);
        console.out << QStringLiteral("%1 %2 %3   %4")
                           .arg(r.seed, -6)
                           .arg(r.checked, 10)
                           .arg(u.previous ? QString::number(*u.previous) : QStringLiteral("-"), 13)
                           .arg(change)
                    << '\n';
        console.out.flush();
    }
    console.out << CliText::tr("total %1 over %2 tests; best kept %3; %4 new bests; %5 invalid; database %6")
                       .arg(total)
                       .arg(results->size())
                       .arg(bestTotal)
                       .arg(improved)
                       .arg(invalid)
                       .arg(dbPath)
                << '\n';
    return invalid > 0 ? BadInput : Ok;
}

} // namespace

} // namespace pb::cli
