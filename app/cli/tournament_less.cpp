// playbench-cli tournament less: the CodeCup 2017 tournament of bots and programs
// (core/less/tournament.h), its options made into the format's settings.

#include "cli/less_cli.h"
#include "cli/tournament_cli.h"
#include "cli/tournament_players.h"

#include "less/groups.h"
#include "less/tournament.h"
#include "tournament/settings.h"

#include <QJsonObject>

namespace pb::cli {

namespace {

QString description()
{
    return CliText::tr(
        "A Less tournament as CodeCup 2017 played it: four players play all 24 seatings on one board, and "
        "each set of 24 games gets a newly generated board. With more than four players, each round splits "
        "them into groups of four (the others sit the round out) so that everyone plays equally often and "
        "meets every other player as evenly as possible; each group plays its sets on boards of its own. A "
        "game gives each player the task's score (0 to 20; a program that crashes, runs out of time or sends "
        "an invalid turn scores 0). The standings rank by total points.");
}

QString usage()
{
    return QStringLiteral("playbench-cli tournament less --player [NAME=]SPEC (4 or more times) [--sets N] [--rounds R] "
                          "[--seed S] [--time-ms MS] [--bot-ms MS] [--judge LEVEL]");
}

void addOptions(CommandOptions& command)
{
    command
        .add({QStringLiteral("player"),
              CliText::tr("A player: bot:random, bot:greedy, bot:search, bot:mcts or a program's command line, with NAME= "
                          "before it to name it (at least four times)."),
              QStringLiteral("[NAME=]SPEC")})
        .add({QStringLiteral("sets"),
              CliText::tr("Sets of 24 games each group plays in a round, each on a new board (default 1)."),
              QStringLiteral("N"), QStringLiteral("1")})
        .add({QStringLiteral("rounds"),
              CliText::tr("Rounds of groups (default: the fewest that let everyone play equally often: 1 for 4 "
                          "or 8 players, 5 for 5, 3 for 6; a number given must be a multiple of it)."),
              QStringLiteral("R")})
        .add({QStringLiteral("seed"),
              CliText::tr("Seed of the draw, the boards (the k-th board is `less generate --seed S+k`'s) and "
                          "the bots (default 1)."),
              QStringLiteral("S"), QStringLiteral("1")})
        .add(lessGameOptions());
}

std::unique_ptr<tournament::Format> make(const QCommandLineParser& parser, Console& console, int& code)
{
    code = BadUsage;
    QStringList names, specs;
    namedPlayers(parser.values(QStringLiteral("player")), names, specs);
    if (names.size() < 4) {
        usageError(console, CliText::tr("give --player at least four times, not %1").arg(names.size()));
        return nullptr;
    }
    qint64 sets = 1, rounds = pb::less::roundsForEqualPlay(static_cast<int>(names.size())), seed = 1, timeMs = 30000,
           botMs = 1000;
    if (!intOption(parser, QStringLiteral("sets"), 1, 100000, sets, console)
        || (parser.isSet(QStringLiteral("rounds")) && !intOption(parser, QStringLiteral("rounds"), 1, 100000, rounds, console))
        || !intOption(parser, QStringLiteral("seed"), 0, (qint64{1} << 32) - 1, seed, console)
        || !intOption(parser, QStringLiteral("time-ms"), 1, 3600000, timeMs, console)
        || !intOption(parser, QStringLiteral("bot-ms"), 1, 3600000, botMs, console))
        return nullptr;
    const QJsonObject settings{{QStringLiteral("game"), QStringLiteral("less")},
                               {QStringLiteral("players"), tournament::playersJson(names, specs)},
                               {QStringLiteral("rounds"), rounds},
                               {QStringLiteral("sets"), sets},
                               {QStringLiteral("seed"), seed},
                               {QStringLiteral("time_ms"), timeMs},
                               {QStringLiteral("bot_ms"), botMs},
                               {QStringLiteral("judge"), parser.value(QStringLiteral("judge"))}};
    return tournamentFormat(settings, BadUsage, console, code);
}

} // namespace

TournamentGame lessTournament()
{
    return {"less", description, usage, addOptions, make};
}

} // namespace pb::cli
