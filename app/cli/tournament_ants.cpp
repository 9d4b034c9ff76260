// playbench-cli tournament ants: the ICFP 2004 tournament (core/ants/tournament.h).

#include "cli/tournament_cli.h"

#include "ants/tournament.h"
#include "ants/worldgen.h"
#include "ants/world.h"
#include "common/textfile.h"

#include <QDir>
#include <QFileInfo>

namespace pb::cli {

namespace {

QString antsDescription()
{
    return CliText::tr(
        "The ICFP 2004 tournament (task section 3.2): every pair of brains plays twice on each world, once as "
        "red and once as black; a win scores 2 points, a draw 1. A brain's name is its file name without .ant. "
        "Worlds: the ten sample worlds of the contest (--worlds sample, the default), N contest worlds made by "
        "our generator from --world-seed on (the same worlds as 'ants generate --seed S', S+1, ...), or world "
        "files (--world, repeated).");
}

QString antsUsage()
{
    return QStringLiteral("playbench-cli tournament ants --brain FILE... [--worlds sample|N] [--world-seed S] "
                          "[--world FILE...] [--seed S] [--rounds R]");
}

void antsOptions(CommandOptions& command)
{
    command
        .add({QStringLiteral("brain"), CliText::tr("A brain (.ant); give at least two."), QStringLiteral("FILE")})
        .add({QStringLiteral("worlds"),
              CliText::tr("'sample' for the contest's ten sample worlds (default), or a number of generated "
                          "contest worlds."),
              QStringLiteral("sample|N")})
        .add({QStringLiteral("world-seed"), CliText::tr("The first generated world's seed (default 1)."),
              QStringLiteral("S"), QStringLiteral("1")})
        .add({QStringLiteral("world"), CliText::tr("A world file (repeated), instead of --worlds."),
              QStringLiteral("FILE")})
        .add({QStringLiteral("seed"), CliText::tr("The games' random seed (default 12345)."), QStringLiteral("S"),
              QStringLiteral("12345")})
        .add({QStringLiteral("rounds"), CliText::tr("Rounds per game (default 100000)."), QStringLiteral("R"),
              QStringLiteral("100000")})
        .add({QStringLiteral("reference"), CliText::tr("The contest reference data (for the sample worlds)."),
              QStringLiteral("DIR")});
}

bool readText(const QString& path, QString& text, Console& console)
{
    QString error;
    const std::optional<std::string> bytes = readFileBytes(path, &error);
    if (!bytes) {
        console.err << CliText::tr("playbench-cli: %1").arg(error.contains(path) ? error : path + QStringLiteral(": ") + error)
                    << '\n';
        return false;
    }
    text = QString::fromUtf8(bytes->data(), static_cast<qsizetype>(bytes->size()));
    return true;
}

std::unique_ptr<tournament::Format> antsMake(const QCommandLineParser& parser, Console& console, int& code)
{
    code = BadUsage;
    const QStringList brainPaths = parser.values(QStringLiteral("brain"));
    if (brainPaths.size() < 2) {
        usageError(console, CliText::tr("give --brain at least twice"));
        return nullptr;
    }
    qint64 seed = 12345, rounds = 100000, worldSeed = 1;
    if (!intOption(parser, QStringLiteral("seed"), 0, 4294967295LL, seed, console) ||
        !intOption(parser, QStringLiteral("rounds"), 1, 10000000, rounds, console) ||
        !intOption(parser, QStringLiteral("world-seed"), 0, 4294967295LL, worldSeed, console))
        return nullptr;

    code = BadInput;
    std::vector<std::pair<QString, QString>> brains, worlds;
    for (const QString& path : brainPaths) {
        QString text;
        if (!readText(path, text, console))
            return nullptr;
        brains.emplace_back(QFileInfo(path).completeBaseName(), text);
    }
    const QStringList worldPaths = parser.values(QStringLiteral("world"));
    if (!worldPaths.isEmpty() && parser.isSet(QStringLiteral("worlds"))) {
        code = usageError(console, CliText::tr("give either --worlds or --world"));
        return nullptr;
    }
    QStringList files = worldPaths;
    const QString which = parser.value(QStringLiteral("worlds"));
    if (files.isEmpty() && (which.isEmpty() || which == QLatin1String("sample"))) {
        const QDir dir(QDir(referenceDir(parser.value(QStringLiteral("reference")))).filePath(QStringLiteral("ants/worlds")));
        for (int i = 0; i < 10; ++i)
            files.append(dir.filePath(QStringLiteral("sample%1.world").arg(i)));
    } else if (files.isEmpty()) {
        bool ok = false;
        const int count = which.toInt(&ok);
        if (!ok || count < 1 || count > 10000) {
            code = usageError(console, CliText::tr("--worlds takes 'sample' or a number of worlds from 1 to 10000, not '%1'")
                                           .arg(which));
            return nullptr;
        }
        for (int i = 0; i < count; ++i) {
            const auto s = static_cast<std::uint32_t>(worldSeed + i);
            const std::string text = ants::writeWorld(ants::generateContestWorld(s));
            worlds.emplace_back(QStringLiteral("contest-%1.world").arg(s), QString::fromStdString(text));
        }
    }
    for (const QString& path : files) {
        QString text;
        if (!readText(path, text, console))
            return nullptr;
        worlds.emplace_back(QFileInfo(path).fileName(), text);
    }
    return tournamentFormat(
        ants::tournamentSettings(brains, worlds, static_cast<std::uint32_t>(seed), static_cast<int>(rounds)), BadInput, console, code);
}

} // namespace

TournamentGame antsTournament()
{
    return {"ants", antsDescription, antsUsage, antsOptions, antsMake};
}

} // namespace pb::cli
