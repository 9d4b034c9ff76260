// playbench-cli tournament arimaa: a round robin of AEI engines and built-in bots
// (core/arimaa/tournament.h), its options made into the format's settings.

#include "cli/tournament_cli.h"
#include "cli/tournament_players.h"

#include "arimaa/timecontrol.h"
#include "arimaa/tournament.h"
#include "tournament/settings.h"

#include <QJsonObject>

namespace pb::cli {

namespace {

// Quick enough for bots on all cores: 2 s a move and a 30 s reserve.
const char* const kDefaultTimeControl = "0:02/0:30";

QString description()
{
    return CliText::tr(
        "An Arimaa round robin: every pair of players meets in N games, colours alternating (the first-listed "
        "player of a pair has Gold in the pair's first game), under a time control M/R/P/L/G/T as the official "
        "match rules define it, or untimed with a fixed thinking time per move. A player is a built-in bot "
        "(bot:random, bot:search) or an AEI engine's command line. An engine that crashes, hangs, answers too "
        "late or plays an illegal move loses the game. One point per win; the standings rank by points, tied "
        "players share the rank.");
}

QString usage()
{
    return QStringLiteral("playbench-cli tournament arimaa --player [NAME=]SPEC (2 or more times) [--games N] "
                          "[--tc TC | --untimed-ms MS] [--bot-depth D] [--seed S]");
}

void addOptions(CommandOptions& command)
{
    command
        .add({QStringLiteral("player"),
              CliText::tr("A player: bot:random, bot:search or an AEI engine's command line, with NAME= before it "
                          "to name it (at least twice)."),
              QStringLiteral("[NAME=]SPEC")})
        .add({QStringLiteral("games"), CliText::tr("Games per pair, colours alternating (default 2)."),
              QStringLiteral("N"), QStringLiteral("2")})
        .add({QStringLiteral("tc"), CliText::tr("The time control M/R/P/L/G/T (default %1).").arg(QLatin1String(kDefaultTimeControl)),
              QStringLiteral("TC")})
        .add({QStringLiteral("untimed-ms"),
              CliText::tr("Play without a clock, each bot or engine thinking this long per move."), QStringLiteral("MS")})
        .add({QStringLiteral("bot-depth"),
              CliText::tr("The built-in search bots search this many steps, whatever the clock (same games every "
                          "run; default 0: by the clock)."),
              QStringLiteral("D"), QStringLiteral("0")})
        .add({QStringLiteral("seed"), CliText::tr("Seed of the built-in bots (default 1)."), QStringLiteral("S"),
              QStringLiteral("1")});
}

std::unique_ptr<tournament::Format> make(const QCommandLineParser& parser, Console& console, int& code)
{
    code = BadUsage;
    QStringList names, specs;
    namedPlayers(parser.values(QStringLiteral("player")), names, specs);
    if (names.size() < 2) {
        usageError(console, CliText::tr("give --player at least twice, not %1").arg(names.size()));
        return nullptr;
    }
    if (parser.isSet(QStringLiteral("tc")) && parser.isSet(QStringLiteral("untimed-ms"))) {
        usageError(console, CliText::tr("give --tc or --untimed-ms, not both"));
        return nullptr;
    }
    qint64 games = 2, untimedMs = 0, depth = 0, seed = 1;
    if (!intOption(parser, QStringLiteral("games"), 1, 100000, games, console)
        || (parser.isSet(QStringLiteral("untimed-ms"))
            && !intOption(parser, QStringLiteral("untimed-ms"), 1, 3600000, untimedMs, console))
        || !intOption(parser, QStringLiteral("bot-depth"), 0, 64, depth, console)
        || !intOption(parser, QStringLiteral("seed"), 0, (qint64{1} << 32) - 1, seed, console))
        return nullptr;
    QString tc;
    if (untimedMs == 0) {
        tc = parser.isSet(QStringLiteral("tc")) ? parser.value(QStringLiteral("tc")) : QLatin1String(kDefaultTimeControl);
        const pb::arimaa::TimeControlParse parsed = pb::arimaa::parseTimeControl(tc.toStdString());
        if (!parsed.ok()) {
            usageError(console, CliText::tr("--tc %1: column %2: %3").arg(tc).arg(parsed.column).arg(parsed.error));
            return nullptr;
        }
        tc = QString::fromStdString(parsed.control.toString());
    }
    const QJsonObject settings{{QStringLiteral("game"), QStringLiteral("arimaa")},
                               {QStringLiteral("players"), tournament::playersJson(names, specs)},
                               {QStringLiteral("games"), games},
                               {QStringLiteral("tc"), tc},
                               {QStringLiteral("untimed_ms"), untimedMs},
                               {QStringLiteral("bot_depth"), depth},
                               {QStringLiteral("seed"), seed}};
    return tournamentFormat(settings, BadUsage, console, code);
}

} // namespace

TournamentGame arimaaTournament()
{
    return {"arimaa", description, usage, addOptions, make};
}

} // namespace pb::cli
