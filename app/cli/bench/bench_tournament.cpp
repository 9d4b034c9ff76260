// playbench-cli bench ants-tournament: the 2004 tournament of the 21 valid reference brains on
// the sample worlds, played exactly as `tournament ants` plays it (the store and the runner),
// into a temporary database: wall time, games per second, peak memory.

#include "cli/bench/bench.h"

#include "ants/tournament.h"
#include "common/textfile.h"
#include "store/tournamentdb.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

namespace pb::cli::bench {

int benchAntsTournament(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Plays the ICFP 2004 tournament of the 21 valid reference brains (winners/, strong/, simple/ and "
        "sample.ant: 210 pairs, both colours) on the first --worlds sample worlds (10: 4,200 games) through "
        "the tournament database and runner, and prints the wall time, games per second and the process's "
        "peak memory."),
        QStringLiteral("playbench-cli bench ants-tournament [--worlds N] [--jobs N] [--rounds R] [--json]"));
    options.reference()
        .add({QStringLiteral("worlds"), CliText::tr("Sample worlds, 1 to 10 (default 10)."), QStringLiteral("N"),
              QStringLiteral("10")})
        .add({QStringLiteral("jobs"), CliText::tr("Games played at once (default 2)."), QStringLiteral("N"),
              QStringLiteral("2")})
        .add({QStringLiteral("rounds"), CliText::tr("Rounds per game (default 100000)."), QStringLiteral("R"),
              QStringLiteral("100000")})
        .json(CliText::tr("Print the figures as JSON."));
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    qint64 worldCount = 10, jobs = 2, rounds = 100000;
    if (!intOption(options.parser(), QStringLiteral("worlds"), 1, 10, worldCount, console) ||
        !intOption(options.parser(), QStringLiteral("jobs"), 1, 64, jobs, console) ||
        !intOption(options.parser(), QStringLiteral("rounds"), 1, 1000000, rounds, console))
        return BadUsage;

    const QDir ref(options.referenceFolder() + QStringLiteral("/ants"));
    QStringList brainFiles{ref.filePath(QStringLiteral("sample.ant"))};
    for (const char* folder : {"brains/winners", "brains/strong", "brains/simple"})
        for (const QString& name : QDir(ref.filePath(QLatin1String(folder))).entryList({QStringLiteral("*.ant")}, QDir::Files, QDir::Name))
            brainFiles.append(ref.filePath(QLatin1String(folder) + QLatin1Char('/') + name));
    std::vector<std::pair<QString, QString>> brains, worlds;
    auto read = [&](const QString& path, QString& text) {
        QString error;
        const auto bytes = readFileBytes(path, &error);
        if (bytes)
            text = QString::fromStdString(*bytes);
        return bytes ? Ok : missingReference(console, path, error);
    };
    for (const QString& path : brainFiles) {
        QString text;
        if (const int code = read(path, text); code != Ok)
            return code;
        brains.emplace_back(QFileInfo(path).completeBaseName(), text);
    }
    for (int i = 0; i < worldCount; ++i) {
        const QString path = ref.filePath(QStringLiteral("worlds/sample%1.world").arg(i));
        QString text;
        if (const int code = read(path, text); code != Ok)
            return code;
        worlds.emplace_back(QFileInfo(path).fileName(), text);
    }
    QString error;
    const auto format = ants::makeTournament(ants::tournamentSettings(brains, worlds, 12345, static_cast<int>(rounds)), &error);
    if (!format)
        return missingReference(console, ref.path(), error);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.sqlite"));
    store::TournamentDb db(path);
    if (!db.begin(*format)) {
        console.err << CliText::tr("playbench-cli: %1").arg(db.error()) << '\n';
        return BadInput;
    }
    store::TournamentPlay play(db, *format, static_cast<int>(jobs));
    QElapsedTimer timer;
    timer.start();
    store::PlayEvents events;
    events.stored = [&](const tournament::Job&, const tournament::Outcome&, int, int) {};
    if (!play.run(events)) {
        console.err << CliText::tr("playbench-cli: %1").arg(play.error()) << '\n';
        return BadInput;
    }
    const double seconds = secondsSince(timer);
    const int games = db.finishedCount();
    const tournament::Standings standings = format->standings(db.finished());
    const double memory = peakMemoryMegabytes();
    const double dbMegabytes = (QFileInfo(path).size() + QFileInfo(path + QStringLiteral("-wal")).size()) / 1e6;
    if (options.asJson()) {
        printJson(console, {{QStringLiteral("brains"), static_cast<int>(brains.size())},
                            {QStringLiteral("worlds"), static_cast<int>(worldCount)},
                            {QStringLiteral("games"), games},
                            {QStringLiteral("jobs"), static_cast<int>(jobs)},
                            {QStringLiteral("seconds"), seconds},
                            {QStringLiteral("games_per_second"), games / seconds},
                            {QStringLiteral("peak_memory_mb"), memory},
                            {QStringLiteral("database_mb"), dbMegabytes},
                            {QStringLiteral("winner"), standings.entries.front().name}});
        return Ok;
    }
    console.out << CliText::tr("ants tournament: %1 brains, %2 worlds, %3 games, %4 at once")
                       .arg(brains.size()).arg(worldCount).arg(games).arg(jobs) << '\n'
                << CliText::tr("  wall %1 s, %2 games/s, %3 s per game per thread")
                       .arg(seconds, 0, 'f', 1).arg(games / seconds, 0, 'f', 1).arg(seconds * jobs / games, 0, 'f', 3) << '\n'
                << CliText::tr("  peak memory %1 MB, database %2 MB").arg(memory, 0, 'f', 1).arg(dbMegabytes, 0, 'f', 2) << '\n'
                << CliText::tr("  first: %1 with %2 points").arg(standings.entries.front().name).arg(standings.entries.front().points)
                << '\n';
    return Ok;
}

} // namespace pb::cli::bench
