// playbench-cli work and merge: a tournament's plan played in shards, each by its own process
// (on a Slurm node, with GNU parallel, by hand), each writing a result file of its own
// (store/shardfile.h); merge folds them into the database. docs/cluster.md.

#include "cli/cancelonsignal.h"
#include "cli/tournament_cli.h"

#include "store/shardfile.h"
#include "store/tournamentdb.h"
#include "tournament/runner.h"
#include "tournament/shard.h"

#include <QElapsedTimer>
#include <QThread>

#include <set>

namespace pb::cli {

namespace {

enum { Interrupted = 3 };

// The jobs of the plan already played: in the database or in any shard's result file.
std::set<int> playedJobs(const store::TournamentDb& db, const QString& path)
{
    std::set<int> played;
    for (const tournament::Finished& f : db.finished())
        played.insert(f.job.id);
    for (const QString& file : store::shardFiles(path))
        for (const store::ShardEntry& e : store::readShardFile(file).entries)
            if (e.event.isEmpty())
                played.insert(e.job);
    return played;
}

} // namespace

int workCommand(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Plays shard I of N of a tournament's planned games (those whose number is I modulo N) that "
                    "no shard has played yet, on this machine, and appends each result to the shard's own file "
                    "beside the database (DB.shard-I-of-N.jsonl). The database is only read. Run again after a "
                    "failure: only the shard's unplayed games are played. `playbench-cli merge` folds the results "
                    "into the database. SIGINT or SIGTERM stops it (exit status 3)."),
        QStringLiteral("playbench-cli work --db FILE --shard I/N [--jobs N] [--verbose]"));
    // args: what follows `work` (the top-level command has no subcommand to name).
    command.add({QStringLiteral("db"), CliText::tr("The tournament's database (written by --plan-only)."), QStringLiteral("FILE")})
        .add({QStringLiteral("shard"), CliText::tr("Which shard: I of N, from 1."), QStringLiteral("I/N")})
        .add({QStringLiteral("jobs"), CliText::tr("Games played at once (default: all cores, %1).").arg(QThread::idealThreadCount()),
              QStringLiteral("N")})
        .add({QStringLiteral("verbose"), CliText::tr("A line on stderr for every finished game.")});
    if (const int code = command.parse(QStringList{QStringLiteral("work")} + args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.isSet(QStringLiteral("db")) || !parser.isSet(QStringLiteral("shard")))
        return usageError(console, CliText::tr("give --db and --shard"));
    QString why;
    const std::optional<tournament::Shard> shard = tournament::parseShard(parser.value(QStringLiteral("shard")), &why);
    if (!shard)
        return usageError(console, CliText::tr("--shard: %1").arg(why));
    qint64 threads = QThread::idealThreadCount();
    if (parser.isSet(QStringLiteral("jobs")) && !intOption(parser, QStringLiteral("jobs"), 1, 1024, threads, console))
        return BadUsage;
    const QString path = parser.value(QStringLiteral("db"));

    std::vector<tournament::Job> jobs;
    std::unique_ptr<tournament::Format> format;
    int inShard = 0;
    {
        store::TournamentDb db(path, store::TournamentDb::Open::ReadOnly);
        format = db.ok() ? db.format() : nullptr;
        if (!format) {
            console.err << CliText::tr("playbench-cli: %1").arg(db.error()) << '\n';
            return BadInput;
        }
        // A machine whose engine differs from the one the tournament began with would play
        // other games than the rest (its Playbench is older or newer).
        if (const QString mismatch = db.engineMismatch(*format); !mismatch.isEmpty()) {
            console.err << CliText::tr("playbench-cli: %1").arg(mismatch) << '\n';
            return BadInput;
        }
        const std::set<int> played = playedJobs(db, path);
        for (tournament::Job& job : db.plan()) {
            if (!shard->holds(job.id))
                continue;
            ++inShard;
            if (!played.count(job.id))
                jobs.push_back(std::move(job));
        }
    }
    const QString out = store::shardFilePath(path, *shard);
    store::ShardWriter writer(out);
    if (!writer.ok()) {
        console.err << CliText::tr("playbench-cli: %1").arg(writer.error()) << '\n';
        return BadInput;
    }
    console.err << CliText::tr("shard %1/%2: %3 games to play (%4 of its %5 played before); results in %6")
                       .arg(shard->index).arg(shard->count).arg(jobs.size()).arg(inShard - static_cast<int>(jobs.size()))
                       .arg(inShard).arg(out)
                << '\n';
    console.err.flush();

    tournament::Runner runner(*format, static_cast<int>(threads));
    const bool verbose = parser.isSet(QStringLiteral("verbose"));
    QString failure;
    int played = 0;
    tournament::RunEvents events;
    events.finished = [&](const tournament::Job& job, const tournament::Outcome& outcome, double seconds) {
        if (!writer.finished(job, outcome, seconds)) {
            failure = writer.error();
            runner.cancel();
            return;
        }
        ++played;
        if (verbose) {
            console.err << CliText::tr("game %1: %2: %3").arg(job.id + 1).arg(format->describe(job), format->describeOutcome(job, outcome))
                        << '\n';
            console.err.flush();  // progress as it happens, not when the shard ends
        }
    };
    events.halted = [&](const tournament::Job& job, const tournament::Outcome& outcome) {
        if (!writer.halted(job, outcome))
            failure = writer.error();
    };
    QElapsedTimer clock;
    clock.start();
    {
        const CancelOnSignal<tournament::Runner> stopOnCtrlC(runner);
        runner.run(jobs, events);
    }
    const double seconds = clock.elapsed() / 1000.0;
    console.err << CliText::tr("shard %1/%2: played %3 games in %4 s (%5 games/s)")
                       .arg(shard->index).arg(shard->count).arg(played).arg(seconds, 0, 'f', 1)
                       .arg(seconds > 0 ? played / seconds : 0.0, 0, 'f', 2)
                << '\n';
    if (!failure.isEmpty()) {
        console.err << CliText::tr("playbench-cli: %1").arg(failure) << '\n';
        return BadInput;
    }
    if (runner.cancelled()) {
        console.err << CliText::tr("stopped; run the same command again to play the rest of the shard") << '\n';
        return Interrupted;
    }
    return Ok;
}

int mergeCommand(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Folds the result files of every shard (DB.shard-*.jsonl, written by `playbench-cli work`) into "
                    "the tournament's database, then prints the standings. Results already in the database are "
                    "left as they are, so merging twice changes nothing. When every planned game is played and "
                    "the format plans rounds (the Arimaa championship), the next round is planned: play its "
                    "shards and merge again. The shard files are kept; delete them once the tournament is "
                    "complete."),
        QStringLiteral("playbench-cli merge --db FILE [--json]"));
    command.add({QStringLiteral("db"), CliText::tr("The tournament's database."), QStringLiteral("FILE")})
        .add({QStringLiteral("json"), CliText::tr("Print the standings as one JSON object.")});
    if (const int code = command.parse(QStringList{QStringLiteral("merge")} + args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.isSet(QStringLiteral("db")))
        return usageError(console, CliText::tr("give the tournament's database with --db"));
    const QString path = parser.value(QStringLiteral("db"));
    store::TournamentDb db(path, store::TournamentDb::Open::Existing);
    const std::unique_ptr<tournament::Format> format = db.ok() ? db.format() : nullptr;
    QString why;
    const std::unique_ptr<QLockFile> lock = format ? store::lockTournament(path, &why) : nullptr;
    if (!format || !lock) {
        console.err << CliText::tr("playbench-cli: %1").arg(format ? why : db.error()) << '\n';
        return BadInput;
    }
    std::set<int> planned, stored;
    for (const tournament::Job& job : db.plan())
        planned.insert(job.id);
    for (const tournament::Finished& f : db.finished())
        stored.insert(f.job.id);
    int added = 0, already = 0, foreign = 0, broken = 0, events = 0;
    const QStringList files = store::shardFiles(path);
    // Results are stored a thousand to a transaction (one each waited for the disk every time).
    std::vector<store::TournamentDb::Stored> batch;
    const auto flush = [&] {
        if (!db.storeAll(batch)) {
            console.err << CliText::tr("playbench-cli: %1").arg(db.error()) << '\n';
            return false;
        }
        batch.clear();
        return true;
    };
    for (const QString& file : files) {
        store::ShardRead read = store::readShardFile(file);
        if (!read.error.isEmpty()) {
            console.err << CliText::tr("playbench-cli: %1").arg(read.error) << '\n';
            return BadInput;
        }
        broken += read.brokenLines;
        for (const store::ShardEntry& e : read.entries) {
            if (!planned.count(e.job)) {
                ++foreign;
                continue;
            }
            const tournament::Job job{e.job, {}};
            if (!e.event.isEmpty()) {
                bool known = false;
                for (const store::TournamentEvent& old : db.events(e.job))
                    known = known || (old.kind == e.event && old.at == e.at && old.record == e.outcome.record);
                if (!known && !db.addEvent(e.job, e.event, {}, &e.outcome, e.at)) {
                    console.err << CliText::tr("playbench-cli: %1").arg(db.error()) << '\n';
                    return BadInput;
                }
                events += known ? 0 : 1;
                continue;
            }
            if (stored.count(e.job)) {
                ++already;
                continue;
            }
            batch.push_back({job, e.outcome, e.seconds, e.at});
            stored.insert(e.job);
            ++added;
            if (batch.size() >= 1000 && !flush())
                return BadInput;
        }
    }
    if (!flush())
        return BadInput;
    console.err << CliText::tr("merged %1 new results from %2 shard files (%3 were in the database already")
                       .arg(added).arg(files.size()).arg(already);
    if (events > 0)
        console.err << CliText::tr(", %1 halted games kept").arg(events);
    if (broken > 0)
        console.err << CliText::tr(", %1 broken lines skipped: games cut short, played again by their shard").arg(broken);
    if (foreign > 0)
        console.err << CliText::tr(", %1 results of games not in the plan skipped").arg(foreign);
    console.err << ")\n";
    // A format with rounds plans the next one once every planned game is played.
    if (stored.size() == planned.size()) {
        const std::vector<tournament::Job> next = format->nextJobs(db.finished());
        if (!next.empty()) {
            if (!db.append(next)) {
                console.err << CliText::tr("playbench-cli: %1").arg(db.error()) << '\n';
                return BadInput;
            }
            console.err << CliText::tr("planned the next %1 games: play their shards and merge again").arg(next.size()) << '\n';
        }
    }
    if (!db.prepareForSharing()) {
        console.err << CliText::tr("playbench-cli: %1").arg(db.error()) << '\n';
        return BadInput;
    }
    console.err.flush();
    return reportTournament(db, *format, parser.isSet(QStringLiteral("json")), console);
}

} // namespace pb::cli
