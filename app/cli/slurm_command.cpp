// playbench-cli slurm submit: a planned tournament's shards as a Slurm job array, and a merge job
// that runs after it (docs/cluster.md). Slurm does the scheduling, placement and retries; each
// array task is `playbench-cli work --shard I/N` and the merge job `playbench-cli merge`.

#include "cli/tournament_cli.h"
#include "common/textfile.h"

#include "store/tournamentdb.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace pb::cli {

namespace {

// A word for bash, single-quoted when it needs to be.
QString shellWord(const QString& word)
{
    static const QString plain = QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:,@%+");
    bool safe = !word.isEmpty();
    for (const QChar c : word)
        safe = safe && plain.contains(c);
    if (safe)
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

struct Scripts {
    QString work, merge;
};

// The #SBATCH lines both jobs share (placement and accounting), from the options.
QString sharedDirectives(const QCommandLineParser& parser)
{
    QString out;
    for (const char* key : {"partition", "time", "account", "qos"})
        if (parser.isSet(QLatin1String(key)))
            out += QStringLiteral("#SBATCH --%1=%2\n").arg(QLatin1String(key), parser.value(QLatin1String(key)));
    for (const QString& extra : parser.values(QStringLiteral("sbatch-option")))
        out += QStringLiteral("#SBATCH %1\n").arg(extra);
    return out;
}

Scripts makeScripts(const QCommandLineParser& parser, const QString& db, const QString& cli, int shards, int cpus)
{
    const QString name = QFileInfo(db).completeBaseName();
    const QString logs = QFileInfo(db).absolutePath();
    const QString shared = sharedDirectives(parser);
    Scripts s;
    s.work = QStringLiteral("#!/bin/bash\n"
                            "# Written by playbench-cli slurm submit: shard I of %1 of %2 per array task.\n"
                            "#SBATCH --job-name=%3\n"
                            "#SBATCH --array=1-%1\n"
                            "#SBATCH --ntasks=1\n"
                            "#SBATCH --cpus-per-task=%4\n")
                 .arg(shards).arg(db, shellWord(QStringLiteral("pb-") + name)).arg(cpus);
    if (parser.isSet(QStringLiteral("mem")))
        s.work += QStringLiteral("#SBATCH --mem=%1\n").arg(parser.value(QStringLiteral("mem")));
    s.work += shared;
    s.work += QStringLiteral("#SBATCH --requeue\n"
                             "#SBATCH --open-mode=append\n"
                             "#SBATCH --output=%1/slurm-%x-%A_%a.out\n"
                             "exec %2 work --db %3 --shard \"${SLURM_ARRAY_TASK_ID}/%4\" --jobs \"${SLURM_CPUS_PER_TASK:-%5}\"\n")
                  .arg(shellWord(logs), shellWord(cli), shellWord(db)).arg(shards).arg(cpus);
    s.merge = QStringLiteral("#!/bin/bash\n"
                             "# Written by playbench-cli slurm submit: folds the shards' results into %1.\n"
                             "#SBATCH --job-name=%2\n"
                             "#SBATCH --ntasks=1\n"
                             "#SBATCH --cpus-per-task=1\n")
                  .arg(db, shellWord(QStringLiteral("pb-") + name + QStringLiteral("-merge")));
    s.merge += shared;
    s.merge += QStringLiteral("#SBATCH --open-mode=append\n"
                              "#SBATCH --output=%1/slurm-%x-%j.out\n"
                              "exec %2 merge --db %3\n")
                   .arg(shellWord(logs), shellWord(cli), shellWord(db));
    return s;
}

bool writeScript(const QString& path, const QString& text, Console& console)
{
    QString why;
    if (!writeFileBytes(path, text.toStdString(), &why)) {
        console.err << CliText::tr("playbench-cli: %1: %2").arg(path, why) << '\n';
        return false;
    }
    QFile file(path);
    file.setPermissions(file.permissions() | QFileDevice::ExeOwner | QFileDevice::ExeUser);
    return true;
}

// Runs sbatch; its job id (before any ";cluster"), or empty with the reason written.
QString sbatch(const QString& program, const QStringList& args, Console& console, int timeoutMs)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted() || !p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        console.err << CliText::tr("playbench-cli: sbatch %1 did not run: %2").arg(args.join(QLatin1Char(' ')), p.errorString()) << '\n';
        return {};
    }
    const QString out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0 || out.isEmpty()) {
        console.err << CliText::tr("playbench-cli: sbatch %1 failed (exit status %2): %3")
                           .arg(args.join(QLatin1Char(' '))).arg(p.exitCode())
                           .arg(QString::fromUtf8(p.readAllStandardError()).trimmed())
                    << '\n';
        return {};
    }
    return out.section(QLatin1Char(';'), 0, 0).section(QLatin1Char('\n'), -1);
}

int submit(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Submits a planned tournament (`tournament GAME ... --plan-only --db FILE`) to Slurm: a job array "
                    "of N tasks, each playing one shard (`playbench-cli work --shard I/N`) with its own resources, "
                    "and a merge job that runs after every task has ended (afterany) and folds their results into "
                    "the database. The scripts are written beside the database (FILE.slurm-work.sh, "
                    "FILE.slurm-merge.sh), logs too. Tasks are requeued by Slurm after a node failure or "
                    "preemption; a task that ran out of time is finished by submitting again: each task plays only "
                    "its shard's unplayed games. The database, the programs and every file the tournament reads "
                    "must be on a path all nodes share."),
        QStringLiteral("playbench-cli slurm submit --db FILE --shards N [--cpus-per-task C] [--partition P] [--time T] "
                       "[--mem M] [--account A] [--qos Q] [--sbatch-option OPT ...] [--cli PATH] [--wait] [--dry-run]"));
    command.add({QStringLiteral("db"), CliText::tr("The planned tournament's database."), QStringLiteral("FILE")})
        .add({QStringLiteral("shards"), CliText::tr("Array tasks (shards) to split the games into."), QStringLiteral("N")})
        .add({QStringLiteral("cpus-per-task"), CliText::tr("Cores of each task: games it plays at once (default 1)."),
              QStringLiteral("C"), QStringLiteral("1")})
        .add({QStringLiteral("partition"), CliText::tr("Slurm partition of both jobs."), QStringLiteral("P")})
        .add({QStringLiteral("time"), CliText::tr("Time limit of each task and of the merge job (Slurm's format)."),
              QStringLiteral("T")})
        .add({QStringLiteral("mem"), CliText::tr("Memory of each task (Slurm's format, e.g. 2G)."), QStringLiteral("M")})
        .add({QStringLiteral("account"), CliText::tr("Slurm account to charge."), QStringLiteral("A")})
        .add({QStringLiteral("qos"), CliText::tr("Slurm quality of service."), QStringLiteral("Q")})
        .add({QStringLiteral("sbatch-option"), CliText::tr("Any further #SBATCH option for both jobs, e.g. "
                                                           "--sbatch-option=--constraint=avx2 (repeated)."),
              QStringLiteral("OPT")})
        .add({QStringLiteral("cli"), CliText::tr("playbench-cli as the nodes run it (default: this program, %1).")
                                         .arg(QCoreApplication::applicationFilePath()),
              QStringLiteral("PATH")})
        .add({QStringLiteral("wait"), CliText::tr("Wait for the merge job to end, then print the standings.")})
        .add({QStringLiteral("dry-run"), CliText::tr("Print the scripts and the sbatch commands; submit nothing.")});
    if (const int code = command.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.isSet(QStringLiteral("db")) || !parser.isSet(QStringLiteral("shards")))
        return usageError(console, CliText::tr("give --db and --shards"));
    qint64 shards = 0, cpus = 1;
    if (!intOption(parser, QStringLiteral("shards"), 1, 100000, shards, console)
        || !intOption(parser, QStringLiteral("cpus-per-task"), 1, 1024, cpus, console))
        return BadUsage;
    const QString db = QFileInfo(parser.value(QStringLiteral("db"))).absoluteFilePath();
    int total = 0, finished = 0;
    {
        store::TournamentDb read(db, store::TournamentDb::Open::ReadOnly);
        if (!read.ok() || !read.hasTournament()) {
            console.err << CliText::tr("playbench-cli: %1").arg(read.ok() ? CliText::tr("%1 holds no tournament").arg(db) : read.error())
                        << '\n';
            return BadInput;
        }
        total = read.jobCount();
        finished = read.finishedCount();
    }
    const QString cli = QFileInfo(parser.isSet(QStringLiteral("cli")) ? parser.value(QStringLiteral("cli"))
                                                                       : QCoreApplication::applicationFilePath())
                            .absoluteFilePath();
    const Scripts scripts = makeScripts(parser, db, cli, static_cast<int>(shards), static_cast<int>(cpus));
    const QString workPath = db + QStringLiteral(".slurm-work.sh"), mergePath = db + QStringLiteral(".slurm-merge.sh");
    const bool wait = parser.isSet(QStringLiteral("wait"));
    if (parser.isSet(QStringLiteral("dry-run"))) {
        console.out << "# " << workPath << '\n' << scripts.work << '\n' << "# " << mergePath << '\n' << scripts.merge << '\n'
                    << "sbatch --parsable " << shellWord(workPath) << '\n'
                    << "sbatch --parsable --dependency=afterany:JOBID " << (wait ? "--wait " : "") << shellWord(mergePath) << '\n';
        return Ok;
    }
    const QString program = QStandardPaths::findExecutable(QStringLiteral("sbatch"));
    if (program.isEmpty()) {
        console.err << CliText::tr("playbench-cli: sbatch not found: run this on a machine that submits Slurm jobs, or "
                                   "use --dry-run to see the scripts")
                    << '\n';
        return BadInput;
    }
    if (!writeScript(workPath, scripts.work, console) || !writeScript(mergePath, scripts.merge, console))
        return BadInput;
    const QString work = sbatch(program, {QStringLiteral("--parsable"), workPath}, console, 120000);
    if (work.isEmpty())
        return BadInput;
    console.err << CliText::tr("submitted %1 shards of %2 games (%3 played before) as job array %4")
                       .arg(shards).arg(total).arg(finished).arg(work)
                << '\n';
    console.err.flush();
    QStringList mergeArgs{QStringLiteral("--parsable"), QStringLiteral("--dependency=afterany:%1").arg(work)};
    if (wait)
        mergeArgs << QStringLiteral("--wait");
    mergeArgs << mergePath;
    const QString merge = sbatch(program, mergeArgs, console, wait ? -1 : 120000);
    if (merge.isEmpty())
        return BadInput;
    console.err << CliText::tr("merge job %1 runs after it; then: playbench-cli tournament show --db %2").arg(merge, db) << '\n';
    if (!wait)
        return Ok;
    store::TournamentDb read(db, store::TournamentDb::Open::Existing);
    const std::unique_ptr<tournament::Format> format = read.ok() ? read.format() : nullptr;
    if (!format) {
        console.err << CliText::tr("playbench-cli: %1").arg(read.error()) << '\n';
        return BadInput;
    }
    return reportTournament(read, *format, false, console);
}

} // namespace

int slurmCommand(const QStringList& args, Console& console)
{
    return dispatch(args, console, {{"submit", submit}}, CliText::tr("name a slurm command: submit"),
                    CliText::tr("Usage: playbench-cli slurm submit --db FILE --shards N [options]\n"
                                "  submit  Play a planned tournament's shards as a Slurm job array, then merge.\n"),
                    CliText::tr("unknown slurm command '%1'"));
}

} // namespace pb::cli
