// playbench-cli tournament arimaa: a round robin of AEI engines and built-in bots
// (core/arimaa/tournament.h), its options made into the format's settings.

#include "cli/tournament_cli.h"
#include "cli/tournament_players.h"

#include "arimaa/timecontrol.h"
#include "arimaa/tournament.h"
#include "store/tournamentresume.h"
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
        "(bot:random, bot:search, or bot:search:depth=N with its own search depth) or an AEI engine's command "
        "line. An engine that crashes, hangs, answers too "
        "late or plays an illegal move loses the game. One point per win; the standings rank by points, tied "
        "players share the rank.");
}

QString usage()
{
    return QStringLiteral("playbench-cli tournament arimaa --player [NAME=]SPEC (2 or more times) [--games N] "
                          "[--tc TC | --untimed-ms MS] [--bot-depth D] [--seed S]");
}

// The clock and bot options both formats share.
void addClockOptions(CommandOptions& command, const char* defaultTc)
{
    command
        .add({QStringLiteral("tc"), CliText::tr("The time control M/R/P/L/G/T (default %1).").arg(QLatin1String(defaultTc)),
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

void addOptions(CommandOptions& command)
{
    command
        .add({QStringLiteral("player"),
              CliText::tr("A player: bot:random, bot:search or an AEI engine's command line, with NAME= before it "
                          "to name it (at least twice)."),
              QStringLiteral("[NAME=]SPEC")})
        .add({QStringLiteral("games"), CliText::tr("Games per pair, colours alternating (default 2)."),
              QStringLiteral("N"), QStringLiteral("2")});
    addClockOptions(command, kDefaultTimeControl);
}

// The settings both formats share (players from `playerOption`, the clock, the bots' seed),
// with `own` (the format's name and its own keys) added.
std::unique_ptr<tournament::Format> makeFormat(const QCommandLineParser& parser, Console& console, int& code,
                                               const QString& playerOption, const char* defaultTc, QJsonObject own,
                                               int fewest = 2)
{
    code = BadUsage;
    QStringList names, specs;
    namedPlayers(parser.values(playerOption), names, specs);
    if (names.size() < fewest) {
        usageError(console, CliText::tr("give --%1 at least %2 times, not %3").arg(playerOption).arg(fewest).arg(names.size()));
        return nullptr;
    }
    if (parser.isSet(QStringLiteral("tc")) && parser.isSet(QStringLiteral("untimed-ms"))) {
        usageError(console, CliText::tr("give --tc or --untimed-ms, not both"));
        return nullptr;
    }
    qint64 untimedMs = 0, depth = 0, seed = 1;
    if ((parser.isSet(QStringLiteral("untimed-ms"))
            && !intOption(parser, QStringLiteral("untimed-ms"), 1, 3600000, untimedMs, console))
        || !intOption(parser, QStringLiteral("bot-depth"), 0, 64, depth, console)
        || !intOption(parser, QStringLiteral("seed"), 0, (qint64{1} << 32) - 1, seed, console))
        return nullptr;
    QString tc;
    if (untimedMs == 0) {
        tc = parser.isSet(QStringLiteral("tc")) ? parser.value(QStringLiteral("tc")) : QLatin1String(defaultTc);
        const pb::arimaa::TimeControlParse parsed = pb::arimaa::parseTimeControl(tc.toStdString());
        if (!parsed.ok()) {
            usageError(console, CliText::tr("--tc %1: column %2: %3").arg(tc).arg(parsed.column).arg(parsed.error));
            return nullptr;
        }
        tc = QString::fromStdString(parsed.control.toString());
    }
    own.insert(QStringLiteral("players"), tournament::playersJson(names, specs));
    own.insert(QStringLiteral("tc"), tc);
    own.insert(QStringLiteral("untimed_ms"), untimedMs);
    own.insert(QStringLiteral("bot_depth"), depth);
    own.insert(QStringLiteral("seed"), seed);
    return tournamentFormat(own, BadUsage, console, code);
}

std::unique_ptr<tournament::Format> make(const QCommandLineParser& parser, Console& console, int& code)
{
    qint64 games = 2;
    if (!intOption(parser, QStringLiteral("games"), 1, 100000, games, console)) {
        code = BadUsage;
        return nullptr;
    }
    return makeFormat(parser, console, code, QStringLiteral("player"), kDefaultTimeControl,
                      {{QStringLiteral("game"), QStringLiteral("arimaa")}, {QStringLiteral("games"), games}});
}

// The championship's finals (core/arimaa/wccfinals.h): engines in seed order.
const char* const kFinalsTimeControl = "2m/6m/100/0/8h/6m";

QString finalsDescription()
{
    return CliText::tr(
        "The finals of the Arimaa World Computer Championship 2015: floating quad elimination. Engines are given "
        "in seed order (the qualifier's ranking); everyone plays until their fourth loss (--lives), each round "
        "paired by the championship's rules (byes, repeats, loss differences, performance ratings by the "
        "Bradley-Terry model, seeds) and coloured by its six colour rules. The last player left is the champion; "
        "players tied for second get one more life and play on; third place goes to the most games won.");
}

QString finalsUsage()
{
    return QStringLiteral("playbench-cli arimaa wcc finals --engine [NAME=]SPEC (in seed order, 2 to 20) "
                          "[--tc TC | --untimed-ms MS] [--lives N] [--bot-depth D] [--seed S]");
}

void finalsOptions(CommandOptions& command)
{
    command
        .add({QStringLiteral("engine"),
              CliText::tr("An entrant in seed order: an AEI engine's command line or a built-in bot, with NAME= "
                          "before it to name it."),
              QStringLiteral("[NAME=]SPEC")})
        .add({QStringLiteral("lives"), CliText::tr("Losses that eliminate a player (default 4)."), QStringLiteral("N"),
              QStringLiteral("4")});
    addClockOptions(command, kFinalsTimeControl);
}

std::unique_ptr<tournament::Format> makeFinals(const QCommandLineParser& parser, Console& console, int& code)
{
    qint64 lives = 4;
    if (!intOption(parser, QStringLiteral("lives"), 1, 100, lives, console)) {
        code = BadUsage;
        return nullptr;
    }
    return makeFormat(parser, console, code, QStringLiteral("engine"), kFinalsTimeControl,
                      {{QStringLiteral("game"), QStringLiteral("arimaa-wcc-finals")}, {QStringLiteral("lives"), lives}});
}

QString qualifierDescription()
{
    return CliText::tr(
        "The qualifier of the Arimaa World Computer Championship 2015: every entrant plays every benchmark bot, "
        "colours alternating (the entrant has Gold first), up to --games games per bot, and stops against a bot "
        "once it has won four in a row. The score is the sum over the bots of the wins in the longest winning "
        "streak, at most 4 each; ties are broken by fewer losses before those streaks, then by the earlier "
        "completion. The first eight are the finals' seeds.");
}

QString qualifierUsage()
{
    return QStringLiteral("playbench-cli arimaa wcc qualifier --engine [NAME=]SPEC... --benchmark [NAME=]SPEC... "
                          "[--games 20] [--rating NAME=R]... [--tc TC | --untimed-ms MS] [--bot-depth D] [--seed S]");
}

void qualifierOptions(CommandOptions& command)
{
    command
        .add({QStringLiteral("engine"),
              CliText::tr("An entrant: an AEI engine's command line or a built-in bot, with NAME= before it to name it."),
              QStringLiteral("[NAME=]SPEC")})
        .add({QStringLiteral("benchmark"), CliText::tr("A benchmark bot, given like an entrant (repeated); bot:search:depth=N is a built-in bot "
                                                   "of a fixed strength."),
              QStringLiteral("[NAME=]SPEC")})
        .add({QStringLiteral("games"), CliText::tr("Games at most per entrant and benchmark bot (default 20)."),
              QStringLiteral("N"), QStringLiteral("20")})
        .add({QStringLiteral("rating"),
              CliText::tr("An entrant's gameroom rating, NAME=R (repeated): ranks the entrants that have no counted "
                          "game, below those that have."),
              QStringLiteral("NAME=R")});
    addClockOptions(command, kFinalsTimeControl);
}

std::unique_ptr<tournament::Format> makeQualifier(const QCommandLineParser& parser, Console& console, int& code)
{
    code = BadUsage;
    qint64 games = 20;
    if (!intOption(parser, QStringLiteral("games"), 1, 1000, games, console))
        return nullptr;
    QStringList names, specs;
    namedPlayers(parser.values(QStringLiteral("benchmark")), names, specs);
    if (names.isEmpty() || parser.values(QStringLiteral("engine")).isEmpty()) {
        usageError(console, CliText::tr("give at least one --engine and one --benchmark"));
        return nullptr;
    }
    QJsonObject own{{QStringLiteral("game"), QStringLiteral("arimaa-wcc-qualifier")},
                    {QStringLiteral("games"), games},
                    {QStringLiteral("benchmarks"), tournament::playersJson(names, specs)}};
    QJsonObject ratings;
    for (const QString& text : parser.values(QStringLiteral("rating"))) {
        const qsizetype eq = text.lastIndexOf(QLatin1Char('='));
        bool number = false;
        const double rating = eq > 0 ? text.mid(eq + 1).toDouble(&number) : 0;
        if (!number) {
            usageError(console, CliText::tr("--rating %1: give NAME=R, R a number").arg(text));
            return nullptr;
        }
        ratings.insert(text.left(eq), rating);
    }
    if (!ratings.isEmpty())
        own.insert(QStringLiteral("ratings"), ratings);
    return makeFormat(parser, console, code, QStringLiteral("engine"), kFinalsTimeControl, own, 1);
}

} // namespace

TournamentGame arimaaQualifierTournament()
{
    return {"arimaa-wcc-qualifier", qualifierDescription, qualifierUsage, qualifierOptions, makeQualifier};
}

TournamentGame arimaaTournament()
{
    return {"arimaa", description, usage, addOptions, make};
}

TournamentGame arimaaFinalsTournament()
{
    return {"arimaa-wcc-finals", finalsDescription, finalsUsage, finalsOptions, makeFinals};
}

} // namespace pb::cli

namespace pb::cli {

int wccResume(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Technical failures in the championship (its rules on technical problems): sets a game of a "
                    "tournament's database to be played again from one of its moves, with the clocks (reserves, "
                    "game time) of that moment. A game halted midway (the tournament was stopped while it was "
                    "played) resumes; a finished game is invalidated and replayed, unless a game of a later round "
                    "has been played: then the round's results stand. The event and the reason are kept in the "
                    "database and in the game's record. Run the tournament's command again to play the game."),
        QStringLiteral("playbench-cli arimaa wcc resume --db FILE --game N --from MOVE [--reason TEXT]"));
    command
        .add({QStringLiteral("db"), CliText::tr("The tournament's database."), QStringLiteral("FILE")})
        .add({QStringLiteral("game"), CliText::tr("The game, numbered as `tournament show` and --verbose number them."),
              QStringLiteral("N")})
        .add({QStringLiteral("from"), CliText::tr("The first move to play again, e.g. 23g: where the disadvantage first "
                                                  "occurred."),
              QStringLiteral("MOVE")})
        .add({QStringLiteral("reason"), CliText::tr("Why, for the record."), QStringLiteral("TEXT")});
    if (const int code = command.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.positionalArguments().isEmpty())
        return usageError(console, CliText::tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    for (const char* required : {"db", "game", "from"})
        if (!parser.isSet(QLatin1String(required)))
            return usageError(console, CliText::tr("give --%1").arg(QLatin1String(required)));
    qint64 game = 0;
    if (!intOption(parser, QStringLiteral("game"), 1, 1000000, game, console))
        return BadUsage;
    store::ResumeRequest request{parser.value(QStringLiteral("db")), static_cast<int>(game - 1),
                                 parser.value(QStringLiteral("from")), parser.value(QStringLiteral("reason"))};
    QString message;
    if (!store::resumeGame(request, &message)) {
        console.err << CliText::tr("playbench-cli: %1").arg(message) << '\n';
        return BadInput;
    }
    console.out << message << '\n';
    return Ok;
}

} // namespace pb::cli
