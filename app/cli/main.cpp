// playbench-cli: the headless command line over Playbench's engines.

#include "cli/cli.h"
#include "common/startup.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

#include <cstdio>
#include <utility>

using namespace pb::cli;

namespace {

QString mainHelp()
{
    return CliText::tr(
        "Usage: playbench-cli <game> <command> [options]\n"
        "       playbench-cli bench <game> [options]\n"
        "       playbench-cli tournament <game> [options] | tournament show --db FILE\n"
        "       playbench-cli work --db FILE --shard I/N | merge --db FILE | slurm submit --db FILE --shards N\n"
        "\n"
        "Playbench's engines from the command line.\n"
        "\n"
        "Games and commands:\n"
        "  ants run       Play ICFP 2004 ant games and print the end state (food, ants, winner).\n"
        "  ants check     Check ant brains (.ant) and worlds (.world) and print every problem.\n"
        "  ants compile   Compile a brain program (.antl, docs/ant-language.md) to a .ant brain.\n"
        "  ants generate  Write a random contest world (task section 3.1) for a seed.\n"
        "  ants diff      Find the first round and cell where two dump traces differ, or a dump\n"
        "                 and a fresh simulation (--world, --red, --black).\n"
        "  honeycomb score  Score ICFP 2015 Honeycomb solutions on a problem (per seed and\n"
        "                 the problem's score).\n"
        "  less moves     List the legal Less (CodeCup 2017) turns of a colour with their costs.\n"
        "  less rush      The exact fewest moves of a colour's final rush, and one way to do it.\n"
        "  less show      Draw a Less board with its walls and pieces.\n"
        "  less generate  Print a random Less board's wall string (16 tiles, seedable).\n"
        "  less play      Referee a Less game (or all 24 seatings) between programs and bots.\n"
        "  arimaa replay  Replay the games of an arimaa.com archive and check each result and\n"
        "                 termination against the record.\n"
        "  arimaa moves   Count the distinct legal Arimaa moves of each position of a diagram file.\n"
        "  arimaa match   Play Arimaa games between two AEI engines under a time control\n"
        "                 (colours alternating) and write the games in the official notation.\n"
        "  peaceable gen  Write the official Peaceable pieces (TCO19 final) test of a seed.\n"
        "  peaceable check  Check and score a Peaceable answer as the contest's tester does.\n"
        "  peaceable solve  Place Peaceable pieces for a test (regions + annealing, time limit).\n"
        "  peaceable batch  Solve a seed range and keep the best answers in an SQLite table.\n"
        "  peaceable queens  Classic peaceable queens: two colours of queens on an empty n x n board.\n"
        "  peaceable bound  An upper bound on a Peaceable test's best possible score.\n"
        "  tournament GAME  Run a contest's tournament (ants, less, honeycomb, peaceable, arimaa)\n"
        "                 on all cores into an SQLite database; resumable.\n"
        "  tournament show  The standings of a tournament's database.\n"
        "  work           Play one shard of a planned tournament (tournament ... --plan-only) into\n"
        "                 its own result file, on any machine (docs/cluster.md).\n"
        "  merge          Fold the shards' result files into the tournament's database.\n"
        "  slurm submit   Play a planned tournament's shards as a Slurm job array, then merge.\n"
        "  bench ants     Time full 100,000-round ant games.\n"
        "  bench ants-diff  Time comparing dump traces (the contest's dump, mapped and live).\n"
        "  bench ants-tournament  Play the 4,200-game tournament of the reference brains.\n"
        "  bench honeycomb  Time scoring the contest's Honeycomb solutions.\n"
        "  bench less     Time Less turn generation and final-rush solving.\n"
        "  bench less-bots  Play two bot levels as teams (e.g. the tree search against greedy).\n"
        "  bench arimaa   Time generating every distinct Arimaa move of 32 benchmark positions.\n"
        "  bench arimaa-goal  Check and time the Arimaa goal search on 485 reference positions.\n"
        "  bench arimaa-bot  The Arimaa search bot's depth and nodes per second in a fixed time.\n"
        "  bench peaceable  Solve Peaceable seeds 1-10 on one thread; scores against a finalist's and the bound.\n"
        "\n"
        "Options:\n"
        "  -h, --help     Show this help; 'playbench-cli ants run --help' shows a command's.\n"
        "  -v, --version  Show the version.\n"
        "  --program-memory-mb N  Before the game's name: the writable memory each external\n"
        "                 program (Less programs, AEI engines, solver programs) may use, in MB\n"
        "                 (default 4096, 0 for no limit; also PLAYBENCH_PROGRAM_MEMORY_MB).\n"
        "  --program-output-mb N  Before the game's name: the most output a program may write\n"
        "                 over its life, stdout and stderr together, in MB; past it the program\n"
        "                 is stopped and judged as crashed (default 256, 0 for no limit; also\n"
        "                 PLAYBENCH_PROGRAM_OUTPUT_MB).\n"
        "\n"
        "Exit status: 0 on success, 1 on bad input (a broken file, a game that stopped on an\n"
        "error, traces that differ), 2 on bad usage.\n");
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    pb::startApplication(QStringLiteral("playbench-cli"), QStringLiteral(PLAYBENCH_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    Console console{out, err};

    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    if (args.isEmpty())
        return usageError(console, CliText::tr("name a game and a command, e.g. 'ants run'"));
    // The limits of external programs, before the game's name: they reach every command through
    // the environment, as PLAYBENCH_PROGRAM_MEMORY_MB and _OUTPUT_MB (core/common/lineprocess.h).
    static const std::pair<QLatin1String, const char*> limits[] = {
        {QLatin1String("--program-memory-mb"), "PLAYBENCH_PROGRAM_MEMORY_MB"},
        {QLatin1String("--program-output-mb"), "PLAYBENCH_PROGRAM_OUTPUT_MB"},
    };
    for (bool found = true; found && !args.isEmpty();) {
        found = false;
        for (const auto& [option, variable] : limits) {
            QString value;
            if (args.first() == option && args.size() > 1)
                value = args.at(1);
            else if (args.first().startsWith(option + QLatin1Char('=')))
                value = args.first().mid(option.size() + 1);
            else if (args.first() != option)
                continue;
            bool ok = false;
            const qlonglong mb = value.toLongLong(&ok);
            if (!ok || mb < 0 || mb > 1048576)
                return usageError(console, CliText::tr("%1 takes a number of MB from 0 (no limit) to 1048576, not '%2'")
                                               .arg(option, value));
            qputenv(variable, QByteArray::number(mb));
            args.remove(0, args.first() == option ? 2 : 1);
            found = true;
        }
    }
    if (args.isEmpty())
        return usageError(console, CliText::tr("name a game and a command, e.g. 'ants run'"));
    const QString first = args.first();
    if (first == QLatin1String("-h") || first == QLatin1String("--help")
        || first == QLatin1String("help")) {
        out << mainHelp();
        return Ok;
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        out << "playbench-cli " << QCoreApplication::applicationVersion() << '\n';
        return Ok;
    }
    using GameCommand = int (*)(const QStringList&, Console&);
    static const std::pair<QLatin1String, GameCommand> games[] = {
        {QLatin1String("ants"), antsCommand},
        {QLatin1String("honeycomb"), honeycombCommand},
        {QLatin1String("less"), lessCommand},
        {QLatin1String("arimaa"), arimaaCommand},
        {QLatin1String("peaceable"), peaceableCommand},
        {QLatin1String("bench"), benchCommand},
        {QLatin1String("tournament"), tournamentCommand},
        {QLatin1String("work"), workCommand},
        {QLatin1String("merge"), mergeCommand},
        {QLatin1String("slurm"), slurmCommand},
    };
    for (const auto& [name, command] : games)
        if (first == name)
            return command(args.mid(1), console);
    return usageError(console, CliText::tr("unknown game or command '%1'").arg(first));
}
