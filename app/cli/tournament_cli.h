#pragma once

// playbench-cli tournament GAME ...: each game adds its own options (players, worlds, boards,
// seeds, time) to the command's shared ones (--jobs, --db, --json) and makes its Format from
// them (app/cli/tournament_GAME.cpp); tournament_command.cpp runs it into the database.

#include "cli/cli.h"
#include "tournament/format.h"

#include <memory>

namespace pb::store {
class TournamentDb;
}

namespace pb::cli {

struct TournamentGame {
    const char* name;  // "ants"
    QString (*description)();
    QString (*usage)();  // "playbench-cli tournament ants --brain FILE ... [--worlds sample|N] ..."
    void (*addOptions)(CommandOptions& command);
    // After parsing: the format, or null with the exit code set (the message already written).
    std::unique_ptr<tournament::Format> (*make)(const QCommandLineParser& parser, Console& console, int& code);
};

// The format `settings` describe (tournament::makeFormat). When they are not usable the reason
// is reported ("playbench-cli: ...") and `code` is `failure`: BadUsage when options do not fit,
// BadInput when a file does not; else `code` is Ok.
inline std::unique_ptr<tournament::Format> tournamentFormat(const QJsonObject& settings, Exit failure,
                                                           Console& console, int& code)
{
    QString error;
    std::unique_ptr<tournament::Format> format = tournament::makeFormat(settings, &error);
    code = format ? Ok : failure;
    if (!format)
        console.err << CliText::tr("playbench-cli: %1").arg(error) << '\n';
    return format;
}

TournamentGame antsTournament();
TournamentGame lessTournament();
TournamentGame honeycombTournament();
TournamentGame peaceableTournament();
TournamentGame arimaaTournament();
// The Arimaa championship's finals (`arimaa wcc finals`).
TournamentGame arimaaFinalsTournament();
// Its qualifier (`arimaa wcc qualifier`).
TournamentGame arimaaQualifierTournament();

// Plays `game`'s tournament from its command line (args[0] is the command's name): what
// `tournament GAME` runs, for commands that live elsewhere (`arimaa wcc finals`).
int runTournamentGame(const TournamentGame& game, const QStringList& args, Console& console);

// The standings of a tournament's database, as a table or (json) one JSON object, with the
// count of games finished and any technical failures: what `tournament show` prints.
int reportTournament(store::TournamentDb& db, const tournament::Format& format, bool json, Console& console);

// `arimaa wcc resume`: a game set to be played again after a technical failure
// (store/tournamentresume.h).
int wccResume(const QStringList& args, Console& console);


} // namespace pb::cli
