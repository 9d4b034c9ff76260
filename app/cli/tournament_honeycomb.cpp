// playbench-cli tournament honeycomb: the ICFP 2015 qualifiers' leaderboard of teams' solutions
// files on the problems (core/honeycomb/tournament.h).

#include "cli/tournament_cli.h"

#include "common/textfile.h"
#include "honeycomb/game.h"
#include "honeycomb/problem.h"
#include "honeycomb/solutions.h"
#include "honeycomb/tournament.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <optional>

namespace pb::cli {

namespace {

using namespace pb::honeycomb;

constexpr int kQualifierProblems = 25;  // problems 0-24 were the qualifiers

QString description()
{
    return CliText::tr(
        "The ICFP 2015 qualifiers: each team's latest solution per problem and seed is scored; per problem "
        "the teams are ranked by the floor of the average over its seeds (ties: more distinct phrases of "
        "power), and the overall score is the sum of a team's problem ranks (smaller is better). The "
        "lightning ranking (move scores only) comes beside.");
}

QString usage()
{
    return QStringLiteral("playbench-cli tournament honeycomb --team NAME=FILE[,FILE...]... [--problems DIR|FILE]... "
                          "[-p PHRASE]...");
}

void addOptions(CommandOptions& command)
{
    command
        .add({QStringLiteral("team"),
              CliText::tr("A team and its solutions files, NAME=FILE[,FILE...], in submission order: a later "
                          "solution for the same problem and seed replaces an earlier one. A bare FILE[,FILE...] "
                          "names the team after its first file. Repeat for each team."),
              QStringLiteral("NAME=FILES")})
        .add({QStringLiteral("problems"),
              CliText::tr("A problem file, or a folder whose problem files are all played; repeat for more "
                          "(default: the qualifier problems 0-24 of the reference data)."),
              QStringLiteral("DIR|FILE")})
        .add({{QStringLiteral("p"), QStringLiteral("phrase")},
              CliText::tr("A phrase of power; repeat for more. Replaces the contest's 18."), QStringLiteral("PHRASE")});
}

std::optional<QByteArray> readFile(const QString& path, Console& console)
{
    QString why;
    const std::optional<std::string> bytes = readFileBytes(path, &why);
    if (!bytes) {
        console.err << CliText::tr("%1: cannot read: %2").arg(path, why) << '\n';
        return std::nullopt;
    }
    return QByteArray::fromStdString(*bytes);
}

// The problems a folder holds, by problem id.
bool folderProblems(const QString& folder, std::vector<TournamentFile>& problems, Console& console)
{
    std::vector<std::pair<int, TournamentFile>> found;
    const QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const std::optional<QByteArray> bytes = readFile(dir.filePath(name), console);
        if (!bytes)
            return false;
        if (jsonKind(*bytes) != JsonKind::Problem)
            continue;
        const ProblemParse parse = parseProblem(*bytes, dir.filePath(name));
        if (!parse.ok()) {
            console.err << parse.error << '\n';
            return false;
        }
        found.push_back({parse.problem.id, {dir.filePath(name), *bytes}});
    }
    if (found.empty()) {
        console.err << CliText::tr("%1: no problem files in this folder").arg(folder) << '\n';
        return false;
    }
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (auto& f : found)
        problems.push_back(std::move(f.second));
    return true;
}

std::unique_ptr<tournament::Format> make(const QCommandLineParser& parser, Console& console, int& code)
{
    code = BadInput;
    if (!parser.positionalArguments().isEmpty()) {
        code = usageError(console, CliText::tr("tournament honeycomb takes its files with --team and --problems"));
        return nullptr;
    }
    const QStringList teamOptions = parser.values(QStringLiteral("team"));
    if (teamOptions.isEmpty()) {
        code = usageError(console, CliText::tr("give the teams with --team NAME=FILE[,FILE...]"));
        return nullptr;
    }
    std::vector<TournamentTeam> teams;
    for (const QString& option : teamOptions) {
        const qsizetype equals = option.indexOf(QLatin1Char('='));
        const QStringList files = option.mid(equals + 1).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (files.isEmpty() || equals == 0) {
            code = usageError(console, CliText::tr("--team takes NAME=FILE[,FILE...], not '%1'").arg(option));
            return nullptr;
        }
        TournamentTeam team;
        team.name = equals > 0 ? option.left(equals) : QFileInfo(files.first()).completeBaseName();
        for (const QString& file : files) {
            const std::optional<QByteArray> bytes = readFile(file, console);
            if (!bytes)
                return nullptr;
            team.solutions.push_back({file, *bytes});
        }
        teams.push_back(std::move(team));
    }

    std::vector<TournamentFile> problems;
    QStringList problemOptions = parser.values(QStringLiteral("problems"));
    if (problemOptions.isEmpty()) {
        const QDir reference(referenceDir({}) + QStringLiteral("/honeycomb/problems"));
        for (int id = 0; id < kQualifierProblems; ++id)
            problemOptions << reference.filePath(QStringLiteral("problem_%1.json").arg(id));
    }
    for (const QString& path : problemOptions) {
        if (QFileInfo(path).isDir()) {
            if (!folderProblems(path, problems, console))
                return nullptr;
            continue;
        }
        const std::optional<QByteArray> bytes = readFile(path, console);
        if (!bytes)
            return nullptr;
        problems.push_back({path, *bytes});
    }

    const QStringList phrases = parser.isSet(QStringLiteral("phrase")) ? parser.values(QStringLiteral("phrase"))
                                                                       : defaultPhrases();
    return tournamentFormat(tournamentSettings(teams, problems, phrases), BadInput, console, code);
}

} // namespace

TournamentGame honeycombTournament() { return {"honeycomb", description, usage, addOptions, make}; }

} // namespace pb::cli
