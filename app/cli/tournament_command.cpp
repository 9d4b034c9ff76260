// playbench-cli tournament GAME ... and tournament show: a contest's tournament played on all
// cores into an SQLite database (app/store/tournamentdb.h), resumable, and its standings.

#include "cli/cancelonsignal.h"
#include "cli/tournament_cli.h"

#include "store/tournamentdb.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>


namespace pb::cli {

namespace {

using tournament::Format;
using tournament::Standings;

enum { Interrupted = 3 };

std::vector<TournamentGame> games()
{
    return {antsTournament(), lessTournament(), honeycombTournament(), peaceableTournament(), arimaaTournament()};
}

QString clock(double seconds)
{
    const auto s = static_cast<qint64>(seconds + 0.5);
    return s >= 3600 ? QStringLiteral("%1:%2:%3").arg(s / 3600).arg(s / 60 % 60, 2, 10, QLatin1Char('0')).arg(s % 60, 2, 10, QLatin1Char('0'))
                     : QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString number(double v)
{
    return v == static_cast<double>(static_cast<qint64>(v)) ? QString::number(static_cast<qint64>(v))
                                                              : QString::number(v, 'f', 3);
}

// The standings as a table: rank, name, points, games, then the format's own scalar fields.
void printStandings(const Format& format, const Standings& standings, Console& console)
{
    QStringList extraKeys = standings.columns;
    for (const tournament::Standing& s : standings.entries)
        for (auto it = s.extra.begin(); it != s.extra.end(); ++it)
            if ((it->isDouble() || it->isString()) && !extraKeys.contains(it.key()))
                extraKeys.append(it.key());
    int nameWidth = 4;
    for (const tournament::Standing& s : standings.entries)
        nameWidth = std::max(nameWidth, static_cast<int>(s.name.size()));
    QString head = QStringLiteral("%1  %2 %3 %4").arg(CliText::tr("rank"), -4).arg(CliText::tr("name"), -nameWidth)
                       .arg(CliText::tr("points"), 10).arg(CliText::tr("games"), 6);
    for (const QString& key : extraKeys)
        head += QStringLiteral(" %1").arg(key, 12);
    console.out << head << '\n';
    for (const tournament::Standing& s : standings.entries) {
        QString line = QStringLiteral("%1  %2 %3 %4").arg(s.rank, -4).arg(s.name, -nameWidth).arg(number(s.points), 10).arg(s.games, 6);
        for (const QString& key : extraKeys) {
            const QJsonValue v = s.extra.value(key);
            line += QStringLiteral(" %1").arg(v.isDouble() ? number(v.toDouble()) : v.toString(), 12);
        }
        console.out << line << '\n';
    }
    // Further rankings of the format (Honeycomb's lightning ranking): rank, name, points.
    for (auto it = standings.extra.begin(); it != standings.extra.end(); ++it) {
        if (!it->isArray() || !it->toArray().first().toObject().contains(QStringLiteral("rank")))
            continue;
        console.out << '\n' << CliText::tr("%1 ranking:").arg(it.key()) << '\n';
        for (const QJsonValue& v : it->toArray())
            console.out << QStringLiteral("%1  %2 %3").arg(v[QStringLiteral("rank")].toInt(), -4)
                               .arg(v[QStringLiteral("name")].toString(), -nameWidth)
                               .arg(number(v[QStringLiteral("points")].toDouble()), 10)
                        << '\n';
    }
    // Rounds of a format played round by round (the Arimaa championship's finals).
    const QJsonArray rounds = standings.extra.value(QStringLiteral("rounds")).toArray();
    if (!rounds.isEmpty())
        console.out << '\n';
    for (const QJsonValue& r : rounds) {
        QStringList games;
        for (const QJsonValue& g : r[QStringLiteral("games")].toArray())
            games.append(CliText::tr("%1 (gold) - %2 (silver): %3")
                             .arg(g[QStringLiteral("gold")].toString(), g[QStringLiteral("silver")].toString(),
                                  g[QStringLiteral("winner")].isNull() ? CliText::tr("no winner")
                                                                      : g[QStringLiteral("winner")].toString()));
        if (!r[QStringLiteral("bye")].isNull())
            games.append(CliText::tr("bye: %1").arg(r[QStringLiteral("bye")].toString()));
        console.out << CliText::tr("round %1: %2").arg(r[QStringLiteral("round")].toInt()).arg(games.join(QStringLiteral("; ")))
                    << '\n';
    }
    for (const char* place : {"champion", "second"})
        if (const QJsonValue v = standings.extra.value(QLatin1String(place)); v.isString())
            console.out << (QLatin1String(place) == QLatin1String("champion") ? CliText::tr("champion: %1")
                                                                               : CliText::tr("second: %1"))
                               .arg(v.toString())
                        << '\n';
    const auto& table = standings.crosstable;
    const QStringList names = format.players();
    if (!table.empty() && table.size() <= 16) {
        console.out << '\n' << CliText::tr("Crosstable: the points of each row's player in its games against each column's") << '\n';
        QString line = QStringLiteral("%1").arg(QString(), nameWidth + 4);
        for (std::size_t j = 0; j < table.size(); ++j)
            line += QStringLiteral(" %1").arg(j + 1, 6);
        console.out << line << '\n';
        for (std::size_t i = 0; i < table.size(); ++i) {
            line = QStringLiteral("%1  %2").arg(i + 1, 2).arg(names.value(static_cast<qsizetype>(i)), -nameWidth);
            for (std::size_t j = 0; j < table.size(); ++j)
                line += i == j ? QStringLiteral("      -") : QStringLiteral(" %1").arg(number(table[i][j]), 6);
            console.out << line << '\n';
        }
    }
    console.out.flush();
}

// An event of a game (store::TournamentEvent) for people: "halted at 23g", "invalidated; replayed
// from 20g (Gold's engine was restarted mid-move)".
QString eventText(const store::TournamentEvent& e)
{
    const QString from = e.detail.value(QStringLiteral("from")).toString();
    QString text = e.kind == QLatin1String("halted")
        ? CliText::tr("halted at %1").arg(e.result.value(QStringLiteral("halted_at")).toString())
        : e.kind == QLatin1String("invalidated") ? CliText::tr("result invalidated; replayed from %1").arg(from)
                                                 : CliText::tr("resumed from %1").arg(from);
    const QString reason = e.detail.value(QStringLiteral("reason")).toString();
    if (!reason.isEmpty())
        text += CliText::tr(" (%1)").arg(reason);
    return text;
}

} // namespace

int reportTournament(store::TournamentDb& db, const Format& format, bool json, Console& console)
{
    const Standings standings = format.standings(db.finished());
    const int finished = db.finishedCount(), total = db.jobCount();
    const std::vector<store::TournamentEvent> events = db.events();
    if (json) {
        QJsonObject o = tournament::toJson(standings);
        o.insert(QStringLiteral("game"), format.game());
        o.insert(QStringLiteral("finished"), finished);
        o.insert(QStringLiteral("total"), total);
        o.insert(QStringLiteral("complete"), finished == total);
        o.insert(QStringLiteral("players"), QJsonArray::fromStringList(format.players()));
        if (!events.empty()) {
            QJsonArray list;
            for (const store::TournamentEvent& e : events) {
                QJsonObject item{{QStringLiteral("game"), e.job + 1}, {QStringLiteral("kind"), e.kind}, {QStringLiteral("at"), e.at}};
                for (auto it = e.detail.begin(); it != e.detail.end(); ++it)
                    item.insert(it.key(), it.value());
                if (e.result.contains(QStringLiteral("halted_at")))
                    item.insert(QStringLiteral("halted_at"), e.result.value(QStringLiteral("halted_at")));
                list.append(item);
            }
            o.insert(QStringLiteral("events"), list);
        }
        console.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        console.out.flush();
        return Ok;
    }
    console.out << CliText::tr("%1 tournament: %2 of %3 games finished").arg(format.game()).arg(finished).arg(total) << "\n\n";
    printStandings(format, standings, console);
    if (!events.empty()) {
        console.out << '\n' << CliText::tr("Technical failures:") << '\n';
        for (const store::TournamentEvent& e : events)
            console.out << CliText::tr("  game %1: %2, %3").arg(e.job + 1).arg(eventText(e), e.at) << '\n';
        console.out.flush();
    }
    return Ok;
}

namespace {

int report(store::TournamentDb& db, const Format& format, bool json, Console& console)
{
    return reportTournament(db, format, json, console);
}

QList<QCommandLineOption> sharedOptions(bool run)
{
    QList<QCommandLineOption> options;
    if (run) {
        options.append({QStringLiteral("jobs"), CliText::tr("Games played at once (default: all cores, %1).").arg(QThread::idealThreadCount()),
                        QStringLiteral("N")});
        options.append({QStringLiteral("verbose"), CliText::tr("A line on stderr for every finished game.")});
        options.append({QStringLiteral("reuse"),
                        CliText::tr("Take the result of every game that another tournament's database (repeat for "
                                    "more) played with the very same settings, instead of playing it again: for "
                                    "ants, the same two brain texts, world, seed and rounds (a changed brain is "
                                    "played again, its unchanged opponents' games are not). Games that depend on "
                                    "programs or clocks are always played."),
                        QStringLiteral("FILE")});
        options.append({QStringLiteral("plan-only"),
                        CliText::tr("Write the plan (every game) into the database and stop, to play it in shards "
                                    "on other machines: `playbench-cli work`, `playbench-cli slurm submit` "
                                    "(docs/cluster.md).")});
    }
    options.append({QStringLiteral("db"),
                    run ? CliText::tr("The tournament's database (default GAME-tournament.sqlite here). Running the "
                                      "same command again resumes it.")
                        : CliText::tr("The tournament's database."),
                    QStringLiteral("FILE")});
    options.append({QStringLiteral("json"), CliText::tr("Print the standings as one JSON object.")});
    return options;
}

int runTournament(const TournamentGame& game, const QStringList& args, Console& console)
{
    CommandOptions command(game.description(),
                           game.usage() + QStringLiteral(" [--jobs N] [--db FILE] [--reuse FILE] [--json] [--verbose] [--plan-only]"));
    game.addOptions(command);
    command.add(sharedOptions(true));
    if (const int code = command.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.positionalArguments().isEmpty())
        return usageError(console, CliText::tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    qint64 jobs = QThread::idealThreadCount();
    if (parser.isSet(QStringLiteral("jobs")) && !intOption(parser, QStringLiteral("jobs"), 1, 1024, jobs, console))
        return BadUsage;
    int code = Ok;
    const std::unique_ptr<Format> format = game.make(parser, console, code);
    if (!format)
        return code == Ok ? BadInput : code;
    const QString path = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db"))
                                                            : QStringLiteral("%1-tournament.sqlite").arg(QLatin1String(game.name));
    store::TournamentDb db(path);
    if (!db.ok() || !db.begin(*format)) {
        console.err << CliText::tr("playbench-cli: %1").arg(db.error()) << '\n';
        return BadInput;
    }
    for (const QString& other : parser.values(QStringLiteral("reuse"))) {
        const int open = db.jobCount() - db.finishedCount();
        const int reused = db.reuseResults(*format, other);
        if (reused < 0) {
            console.err << CliText::tr("playbench-cli: %1").arg(db.error()) << '\n';
            return BadInput;
        }
        console.err << CliText::tr("reused %1 of %2 unplayed games from %3").arg(reused).arg(open).arg(other) << '\n';
    }
    const int total = db.jobCount(), before = db.finishedCount();
    if (parser.isSet(QStringLiteral("plan-only"))) {
        if (!db.prepareForSharing()) {
            console.err << CliText::tr("playbench-cli: %1").arg(db.error()) << '\n';
            return BadInput;
        }
        console.out << CliText::tr("%1 tournament planned: %2 games (%3 already played) in %4; play them with "
                                   "`playbench-cli work --db %4 --shard I/N` for I = 1..N, or "
                                   "`playbench-cli slurm submit --db %4 --shards N`, then `playbench-cli merge --db %4`")
                           .arg(QLatin1String(game.name)).arg(total).arg(before).arg(path)
                    << '\n';
        return Ok;
    }
    console.err << CliText::tr("%1 tournament: %2 games, %3 already played; %4 at once; database %5")
                       .arg(QLatin1String(game.name)).arg(total).arg(before).arg(jobs).arg(path)
                << '\n';
    console.err.flush();

    store::TournamentPlay play(db, *format, static_cast<int>(jobs));
    const bool verbose = parser.isSet(QStringLiteral("verbose"));
    QElapsedTimer clockTimer, lastLine;
    clockTimer.start();
    lastLine.start();
    store::PlayEvents events;
    events.stored = [&](const tournament::Job& job, const tournament::Outcome& outcome, int done, int all) {
        const double elapsed = clockTimer.elapsed() / 1000.0;
        const int thisRun = done - before;
        const double left = thisRun > 0 ? elapsed / thisRun * (all - done) : 0;
        if (verbose)
            console.err << CliText::tr("game %1 of %2: %3: %4").arg(job.id + 1).arg(all)
                               .arg(format->describe(job), format->describeOutcome(job, outcome)) << '\n';
        if (verbose || done == all || lastLine.elapsed() >= 2000) {
            console.err << CliText::tr("%1 of %2 games (%3%), %4 elapsed, about %5 left")
                               .arg(done).arg(all).arg(100 * done / std::max(all, 1)).arg(clock(elapsed), clock(left))
                        << '\n';
            console.err.flush();
            lastLine.restart();
        }
    };
    events.halted = [&](const tournament::Job& job, const tournament::Outcome& outcome) {
        console.err << CliText::tr("game %1 (%2) halted at %3: kept; `playbench-cli arimaa wcc resume` can resume it "
                                   "from one of its moves, else it is played from the start")
                           .arg(job.id + 1)
                           .arg(format->describe(job), outcome.result.value(QStringLiteral("halted_at")).toString())
                    << '\n';
    };
    bool good = false;
    {
        const CancelOnSignal<store::TournamentPlay> stopOnCtrlC(play);
        good = play.run(events);
    }
    if (!good) {
        console.err << CliText::tr("playbench-cli: %1").arg(play.error()) << '\n';
        return BadInput;
    }
    if (play.cancelled()) {
        console.err << CliText::tr("stopped after %1 of %2 games; run the same command again to play the rest")
                           .arg(db.finishedCount()).arg(total) << '\n';
        report(db, *format, parser.isSet(QStringLiteral("json")), console);
        return Interrupted;
    }
    return report(db, *format, parser.isSet(QStringLiteral("json")), console);
}

int showTournament(const QStringList& args, Console& console)
{
    CommandOptions command(CliText::tr("Prints the standings of a tournament's database, finished or not (the "
                                       "standings of the games finished so far)."),
                           QStringLiteral("playbench-cli tournament show --db FILE [--json]"));
    command.add(sharedOptions(false));
    if (const int code = command.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.isSet(QStringLiteral("db")))
        return usageError(console, CliText::tr("give the tournament's database with --db"));
    const QString path = parser.value(QStringLiteral("db"));
    store::TournamentDb db(path, store::TournamentDb::Open::Existing);
    const std::unique_ptr<Format> format = db.ok() ? db.format() : nullptr;
    if (!format) {
        console.err << CliText::tr("playbench-cli: %1").arg(db.error()) << '\n';
        return BadInput;
    }
    return report(db, *format, parser.isSet(QStringLiteral("json")), console);
}

QString tournamentHelp()
{
    QString text = CliText::tr("Usage: playbench-cli tournament GAME [options]   play a contest's tournament\n"
                               "       playbench-cli tournament show --db FILE   its standings\n\nGames:\n");
    for (const TournamentGame& g : games())
        text += QStringLiteral("  %1\n").arg(g.usage());
    text += CliText::tr("\nEach also takes --jobs N (default: all cores), --db FILE, --reuse FILE, --json, --verbose and --plan-only.\n");
    text += CliText::tr("\nResults go into an SQLite database (--db); stop it at any point and run the same command "
                        "again: only the games not yet played are played. Exit status 3 when interrupted.\n");
    return text;
}

} // namespace

int runTournamentGame(const TournamentGame& game, const QStringList& args, Console& console)
{
    return runTournament(game, args, console);
}

int tournamentCommand(const QStringList& args, Console& console)
{
    if (args.isEmpty())
        return usageError(console, CliText::tr("name a game (ants, less, honeycomb, peaceable, arimaa) or 'show'"));
    const QString first = args.first();
    if (first == QLatin1String("-h") || first == QLatin1String("--help")) {
        console.out << tournamentHelp();
        return Ok;
    }
    if (first == QLatin1String("show"))
        return showTournament(args, console);
    for (const TournamentGame& g : games())
        if (first == QLatin1String(g.name))
            return runTournament(g, args, console);
    return usageError(console, CliText::tr("unknown tournament '%1': name a game (ants, less, honeycomb, peaceable, "
                                           "arimaa) or 'show'").arg(first));
}

} // namespace pb::cli
