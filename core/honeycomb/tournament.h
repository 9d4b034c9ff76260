#pragma once

// The ICFP 2015 qualifiers as a tournament format ("The Qualifiers" of the task): teams hand in
// solutions files; for each problem a team's score is the floor of the average, over the
// problem's seeds, of its latest solution per seed (no solution or an error: 0). Teams are ranked
// per problem, ties broken by more distinct phrases of power, still-tied teams sharing the rank;
// the overall score is the sum of a team's problem ranks (smaller is better). The lightning
// ranking is the same with move scores only and no phrase tie-break.
//
// One job per (problem, team), problem after problem, so problems complete one by one. A problem
// is ranked once every team's job on it has finished; until then it adds nothing to anyone's
// sum, so partial standings compare all teams on the same problems. docs/tournaments.md has the
// rules in full.
//
// Settings: {"game": "honeycomb",
//            "teams": [{"name", "files": [{"file", "solutions": the file's text}, ...]}, ...],
//            "problems": [{"file", "problem": the file's text}, ...],
//            "phrases": [the phrases of power]}

#include "tournament/format.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace pb::honeycomb {

// A file handed to the tournament: its name (for messages) and what it holds.
struct TournamentFile {
    QString name;
    QByteArray content;
};

struct TournamentTeam {
    QString name;
    std::vector<TournamentFile> solutions;  // in submission order: later entries replace earlier
};

// The settings of a tournament of `teams` on `problems` with `phrases` (makeTournament checks them).
QJsonObject tournamentSettings(const std::vector<TournamentTeam>& teams, const std::vector<TournamentFile>& problems,
                               const QStringList& phrases);

std::unique_ptr<pb::tournament::Format> makeTournament(const QJsonObject& settings, QString* error);

} // namespace pb::honeycomb
