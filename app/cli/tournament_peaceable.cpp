// playbench-cli tournament peaceable: the TCO19 final's marathon scoring of solvers (ours with
// settings, or programs under the tester's I/O) on a seed range (core/peaceable/tournament.h).

#include "cli/tournament_cli.h"

#include "peaceable/tournament.h"

#include <algorithm>

namespace pb::cli {

namespace {

QString description()
{
    return CliText::tr(
        "The TCO19 final's marathon scoring: every solver solves every official test of the seeds; on each "
        "test a solver scores its result divided by the best result on that test, summed over the tests (the "
        "raw scores are summed beside). A program reads the test on its standard input and writes its answer "
        "on its standard output within the time per test; if it crashes, runs out of time or answers "
        "wrongly it scores 0 on that test.");
}

QString usage()
{
    return QStringLiteral("playbench-cli tournament peaceable --solver [NAME=]SPEC... [--seeds RANGE] [--time SECONDS]");
}

void addOptions(CommandOptions& command)
{
    command
        .add({QStringLiteral("solver"),
              CliText::tr("A solver: 'solver' (ours), 'solver:threads=2,seed=7' (ours with settings; iterations=N "
                          "gives it a budget of moves instead of the time, the same answers on every machine), or a "
                          "program's command line ('./mine --fast'), run under the tester's I/O; NAME=SPEC names it. "
                          "Repeat for each solver."),
              QStringLiteral("SPEC")})
        .add({QStringLiteral("seeds"), CliText::tr("Seeds of the tests: 1-100, 7, or 1-10,20 (default 1-10)."),
              QStringLiteral("RANGE"), QStringLiteral("1-10")})
        .add(peaceableTimePerTestOption());
}

std::unique_ptr<tournament::Format> make(const QCommandLineParser& parser, Console& console, int& code)
{
    code = BadUsage;
    if (!parser.positionalArguments().isEmpty()) {
        usageError(console, CliText::tr("tournament peaceable takes its solvers with --solver"));
        return nullptr;
    }
    const QStringList specs = parser.values(QStringLiteral("solver"));
    if (specs.isEmpty()) {
        usageError(console, CliText::tr("give the solvers with --solver SPEC ('solver' is ours)"));
        return nullptr;
    }
    std::vector<qint64> seeds;
    if (!parseSeeds(parser.value(QStringLiteral("seeds")), seeds)) {
        usageError(console, CliText::tr("--seeds takes ranges such as 1-100 or 1-10,20, not '%1'")
                                .arg(parser.value(QStringLiteral("seeds"))));
        return nullptr;
    }
    std::vector<std::int64_t> tests;  // each seed once, in the order given
    for (qint64 s : seeds)
        if (std::find(tests.begin(), tests.end(), s) == tests.end())
            tests.push_back(s);
    double seconds = 0;
    if (!secondsOption(parser, QStringLiteral("time"), 86400, seconds, console))
        return nullptr;
    std::vector<QJsonObject> solvers;
    for (const QString& spec : specs) {
        QString error;
        const QJsonObject solver = peaceable::solverSettings(spec, &error);
        if (solver.isEmpty()) {
            usageError(console, CliText::tr("--solver '%1': %2").arg(spec, error));
            return nullptr;
        }
        solvers.push_back(solver);
    }
    return tournamentFormat(peaceable::tournamentSettings(solvers, tests, seconds), BadUsage, console, code);
}

} // namespace

TournamentGame peaceableTournament() { return {"peaceable", description, usage, addOptions, make}; }

} // namespace pb::cli
