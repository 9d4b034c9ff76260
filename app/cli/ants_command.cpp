// playbench-cli ants ...: the ICFP 2004 ant engine from the command line.

#include "cli/cli.h"

#include "ants/antl/compiler.h"
#include "ants/dump.h"
#include "ants/dumpdiff.h"
#include "ants/dumpfile.h"
#include "ants/result.h"
#include "ants/session.h"
#include "ants/worldgen.h"
#include "common/textfile.h"

#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

#include <functional>
#include <mutex>

namespace pb::cli {

namespace {

using namespace pb::ants;

int countOf(const Diagnostics& diags, Diagnostic::Severity severity)
{
    int n = 0;
    for (const Diagnostic& d : diags)
        n += d.severity == severity;
    return n;
}

void printDiagnostics(QTextStream& stream, const Diagnostics& diags)
{
    for (const Diagnostic& d : diags)
        stream << d.toString() << '\n';
}

QString antsHelp()
{
    return CliText::tr(
        "Usage: playbench-cli ants <command> [options]\n"
        "\n"
        "Commands:\n"
        "  run       Play games: --world W --red A --black B; see 'ants run --help'.\n"
        "  check     Check brains and worlds: ants check FILE...\n"
        "  compile   Compile a brain program (.antl) to a brain: ants compile FILE [-o OUT] [--map].\n"
        "  generate  Make a random contest world: ants generate [--seed N] [--output FILE].\n"
        "  diff      Compare dump traces: ants diff A B, or ants diff A --world W --red R --black B.\n");
}

int check(const QStringList& args, Console& console)
{
    CommandOptions command(CliText::tr("Checks ant brains (.ant) and worlds (.world) and prints every error and warning "
                                       "as file:line:column. Exits 1 if any file has an error."),
                           QStringLiteral("playbench-cli ants check FILE..."));
    command.argument(QStringLiteral("files"), CliText::tr("Brains and worlds to check."), QStringLiteral("FILE..."));
    if (const int code = command.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError(console, CliText::tr("ants check needs at least one file"));

    bool anyError = false;
    for (const QString& file : files) {
        QString summary;
        Diagnostics diags;
        if (file.endsWith(QLatin1String(".world"), Qt::CaseInsensitive)) {
            WorldParse parse = loadWorld(file);
            diags = parse.diagnostics;
            if (parse.ok())
                summary = CliText::tr("%1: ok, world of %2 x %3 cells, %4 red and %5 black ants")
                              .arg(file)
                              .arg(parse.world.width)
                              .arg(parse.world.height)
                              .arg(parse.world.hillCells(Color::Red))
                              .arg(parse.world.hillCells(Color::Black));
        } else {
            BrainParse parse = loadBrain(file);
            diags = parse.diagnostics;
            if (parse.ok())
                summary = CliText::tr("%1: ok, %2 states").arg(file).arg(parse.brain.stateCount());
        }
        printDiagnostics(console.out, diags);
        const int errors = countOf(diags, Diagnostic::Severity::Error);
        const int warnings = countOf(diags, Diagnostic::Severity::Warning);
        if (errors > 0) {
            anyError = true;
            summary = CliText::tr("%1: %n error(s)", nullptr, errors).arg(file);
        }
        if (warnings > 0)
            summary += CliText::tr(", %n warning(s)", nullptr, warnings);
        console.out << summary << '\n';
    }
    console.out.flush();
    return anyError ? BadInput : Ok;
}

int compile(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Compiles a brain written in the ant brain language (docs/ant-language.md) to an ICFP 2004 "
                    "brain (.ant) of at most 10,000 states, and prints every error and warning on standard "
                    "error as file:line:column. Exits 1 if the program has an error."),
        QStringLiteral("playbench-cli ants compile FILE [-o OUT] [--map]"));
    command.argument(QStringLiteral("file"), CliText::tr("The brain program (.antl)."), QStringLiteral("FILE"));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    CliText::tr("Write the brain to OUT instead of standard output."),
                                    QStringLiteral("OUT"));
    const QCommandLineOption map(QStringLiteral("map"),
                                 CliText::tr("Also give the source map, one line per state: \"STATE LINE:COLUMN\", "
                                             "then \"call LINE:COLUMN\" for a state of an inlined procedure. "
                                             "Written to OUT.map with -o, else printed after the brain as "
                                             "';' comments, so that the output still loads as a brain."));
    if (const int code = command.add({output, map}).parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return usageError(console, files.isEmpty() ? CliText::tr("ants compile needs a file")
                                                   : CliText::tr("ants compile takes one file"));
    if (parser.values(output).size() > 1)
        return usageError(console, CliText::tr("give -o at most once"));

    const CompileResult result = compileBrainFile(files.first());
    printDiagnostics(console.err, result.diagnostics);
    console.err.flush();
    if (!result.ok())
        return BadInput;
    const std::string brain = result.brain.toText();
    const std::string sourceMap = parser.isSet(map) ? result.sourceMap.toText() : std::string();
    if (!parser.isSet(output)) {
        console.out << QString::fromUtf8(brain.data(), static_cast<qsizetype>(brain.size()));
        if (parser.isSet(map)) {
            const QStringList lines = QString::fromUtf8(sourceMap.data(), static_cast<qsizetype>(sourceMap.size()))
                                          .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            for (const QString& line : lines)
                console.out << "; " << line << '\n';
        }
        console.out.flush();
        return Ok;
    }
    const QString target = parser.value(output);
    QString why;
    if (!writeFileBytes(target, brain, &why)) {
        console.err << CliText::tr("%1: cannot write the brain: %2").arg(target, why) << '\n';
        return BadInput;
    }
    if (parser.isSet(map)) {
        const QString mapFile = target + QStringLiteral(".map");
        if (!writeFileBytes(mapFile, sourceMap, &why)) {
            console.err << CliText::tr("%1: cannot write the source map: %2").arg(mapFile, why) << '\n';
            return BadInput;
        }
    }
    return Ok;
}

int generate(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Writes a random world following the ICFP 2004 contest's rules (task section 3.1): "
                    "100 x 100 cells, a rocky perimeter, two anthills, ten rocks and eight food blobs. The "
                    "same seed gives the same world on every platform."),
        QStringLiteral("playbench-cli ants generate [--seed N] [--output FILE]"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  CliText::tr("Random seed, 0 to 4294967295 (default 1)."),
                                  QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption output(QStringLiteral("output"),
                                    CliText::tr("Write the world to FILE instead of standard output."),
                                    QStringLiteral("FILE"));
    if (const int code = command.add({seed, output}).parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.positionalArguments().isEmpty())
        return usageError(console, CliText::tr("unexpected argument '%1'")
                                       .arg(parser.positionalArguments().first()));
    if (parser.values(seed).size() > 1 || parser.values(output).size() > 1)
        return usageError(console, CliText::tr("give --seed and --output at most once each"));
    qint64 seedValue = 1;
    if (!intOption(parser, seed.names().first(), 0, 4294967295LL, seedValue, console))
        return BadUsage;

    const std::string text = writeWorld(generateContestWorld(static_cast<std::uint32_t>(seedValue)));
    if (!parser.isSet(output)) {
        console.out << QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()));
        console.out.flush();
        return Ok;
    }
    const QString target = parser.value(output);
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly)) {
        console.err << CliText::tr("%1: cannot open for writing: %2").arg(target, file.errorString())
                    << '\n';
        return BadInput;
    }
    if (file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())
        || !file.commit()) {
        console.err << CliText::tr("%1: cannot write the world: %2").arg(target, file.errorString())
                    << '\n';
        return BadInput;
    }
    return Ok;
}

struct GameJob {
    QString worldPath;
    const World* world = nullptr;
};

int run(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Plays ICFP 2004 ant games and prints the end state of each: food on each hill, ants "
                    "alive, winner. Several --world options play one game on each, --jobs at a time; the "
                    "results are the same as one after another, and are printed in the order given."),
        QStringLiteral("playbench-cli ants run --world W [--world W2 ...] --red A --black B [--seed 12345] "
                       "[--rounds 100000] [--dump FILE [--dump-from N] [--dump-to N]] [--jobs N] [--json]"));
    const QCommandLineOption world(QStringLiteral("world"),
                                   CliText::tr("World file; repeat for several games."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption red(QStringLiteral("red"), CliText::tr("Red brain."), QStringLiteral("FILE"));
    const QCommandLineOption black(QStringLiteral("black"), CliText::tr("Black brain."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  CliText::tr("Random seed, 0 to 4294967295 (default 12345)."),
                                  QStringLiteral("N"), QStringLiteral("12345"));
    const QCommandLineOption rounds(QStringLiteral("rounds"),
                                    CliText::tr("Rounds to play (default 100000)."),
                                    QStringLiteral("N"), QString::number(kDefaultRounds));
    const QCommandLineOption dump(QStringLiteral("dump"),
                                  CliText::tr("Write the contest's dump trace to FILE ('-' for "
                                           "standard output); one world only."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption dumpFrom(QStringLiteral("dump-from"),
                                      CliText::tr("First round in the dump (default 0)."),
                                      QStringLiteral("N"));
    const QCommandLineOption dumpTo(QStringLiteral("dump-to"),
                                    CliText::tr("Last round in the dump (default: the last played)."),
                                    QStringLiteral("N"));
    const QCommandLineOption jobs(QStringLiteral("jobs"),
                                  CliText::tr("Games played at once (default 1)."),
                                  QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  CliText::tr("Print one JSON object per game, one per line."));
    if (const int code = command.add({world, red, black, seed, rounds, dump, dumpFrom, dumpTo, jobs, json})
                             .parse(args, console);
        code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.positionalArguments().isEmpty())
        return usageError(console, CliText::tr("unexpected argument '%1'")
                                       .arg(parser.positionalArguments().first()));
    const QStringList worldPaths = parser.values(world);
    if (worldPaths.isEmpty() || !parser.isSet(red) || !parser.isSet(black))
        return usageError(console, CliText::tr("ants run needs --world, --red and --black"));
    if (parser.values(red).size() > 1 || parser.values(black).size() > 1)
        return usageError(console, CliText::tr("give --red and --black once each"));

    qint64 seedValue = 12345, roundCount = kDefaultRounds, jobCount = 1;
    if (!intOption(parser, seed.names().first(), 0, 4294967295LL, seedValue, console)
        || !intOption(parser, rounds.names().first(), 0, 1000000000LL, roundCount, console)
        || !intOption(parser, jobs.names().first(), 1, 256, jobCount, console))
        return BadUsage;
    qint64 first = 0, last = roundCount;
    const bool dumping = parser.isSet(dump);
    if (!dumping && (parser.isSet(dumpFrom) || parser.isSet(dumpTo)))
        return usageError(console, CliText::tr("--dump-from and --dump-to go with --dump"));
    if (dumping) {
        if (worldPaths.size() != 1)
            return usageError(console, CliText::tr("--dump takes one --world"));
        if (!intOption(parser, dumpTo.names().first(), 0, roundCount, last, console)
            || !intOption(parser, dumpFrom.names().first(), 0, last, first, console))
            return BadUsage;
    }

    // Load everything first: a broken file is reported, with all its problems, before any game.
    bool broken = false;
    const BrainParse redBrain = loadBrain(parser.value(red));
    const BrainParse blackBrain = loadBrain(parser.value(black));
    printDiagnostics(console.err, redBrain.diagnostics);
    printDiagnostics(console.err, blackBrain.diagnostics);
    broken = !redBrain.ok() || !blackBrain.ok();
    std::vector<WorldParse> worlds;
    worlds.reserve(static_cast<size_t>(worldPaths.size()));
    for (const QString& path : worldPaths) {
        worlds.push_back(loadWorld(path));
        printDiagnostics(console.err, worlds.back().diagnostics);
        broken = broken || !worlds.back().ok();
    }
    console.err.flush();
    if (broken)
        return BadInput;

    const auto seedU = static_cast<std::uint32_t>(seedValue);
    const int roundsI = static_cast<int>(roundCount);
    int exitCode = Ok;
    std::vector<GameResult> results;

    if (dumping) {
        Game game(worlds[0].world, redBrain.brain, blackBrain.brain, seedU);
        const QString target = parser.value(dump);
        QFile stdoutFile;
        QSaveFile file(target);
        QIODevice* device = nullptr;
        if (target == QLatin1String("-")) {
            if (!stdoutFile.open(stdout, QIODevice::WriteOnly))
                return BadInput;
            device = &stdoutFile;
        } else {
            if (!file.open(QIODevice::WriteOnly)) {
                console.err << CliText::tr("%1: cannot open for writing: %2").arg(target, file.errorString())
                            << '\n';
                return BadInput;
            }
            device = &file;
        }
        bool writeFailed = false;
        writeDump(game, static_cast<int>(first), static_cast<int>(last), [&](std::string_view chunk) {
            if (device->write(chunk.data(), static_cast<qint64>(chunk.size()))
                != static_cast<qint64>(chunk.size()))
                writeFailed = true;
            return !writeFailed;
        });
        if (!writeFailed)
            game.playUntil(roundsI);  // the result is for the whole game, past the dump's end
        if (writeFailed || (device == &file && !file.commit())) {
            console.err << CliText::tr("%1: cannot write the dump: %2").arg(target, device->errorString())
                        << '\n';
            return BadInput;
        }
        results.push_back(resultOf(game, worldPaths[0], parser.value(red), parser.value(black)));
    } else {
        std::vector<GameJob> jobList;
        for (qsizetype i = 0; i < worldPaths.size(); ++i)
            jobList.push_back({worldPaths[i], &worlds[static_cast<size_t>(i)].world});
        const QString redName = parser.value(red), blackName = parser.value(black);
        results.resize(jobList.size());
        // Progress on stderr as games finish, when there are several (a game takes a second or two).
        std::mutex progressMutex;
        std::size_t finished = 0;
        forEachOnThreads(jobList.size(), static_cast<std::size_t>(jobCount), [&](std::size_t i) {
            const GameJob& job = jobList[i];
            Session session({*job.world, redBrain.brain, blackBrain.brain, seedU, roundsI, job.worldPath,
                             redName, blackName});
            results[i] = session.run();
            if (jobList.size() < 2)
                return;
            std::lock_guard lock(progressMutex);
            console.err << CliText::tr("game %1 of %2 done (%3): red %4, black %5")
                               .arg(++finished)
                               .arg(jobList.size())
                               .arg(job.worldPath)
                               .arg(results[i].food[0])
                               .arg(results[i].food[1])
                        << '\n';
            console.err.flush();
        });
    }

    // A dump on standard output keeps it to itself; the results then go to standard error.
    QTextStream& report = dumping && parser.value(dump) == QLatin1String("-") ? console.err : console.out;
    for (const GameResult& r : results) {
        if (parser.isSet(json))
            report << QJsonDocument(r.toJson()).toJson(QJsonDocument::Compact) << '\n';
        else
            report << r.toText() << '\n';
        if (!r.error.isEmpty()) {
            console.err << CliText::tr("%1: %2").arg(r.world, r.error) << '\n';
            exitCode = BadInput;
        }
    }
    console.out.flush();
    console.err.flush();
    return exitCode;
}


QString fromBytes(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

int diff(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Compares two ant dump traces round by round (rounds with the same number), or a dump "
                    "trace with a fresh simulation (--world, --red, --black), and prints the first round and "
                    "cell where they differ with both lines. Exits 0 when they are identical, 1 when they "
                    "differ or a trace is broken."),
        QStringLiteral("playbench-cli ants diff A B\n"
                       "       playbench-cli ants diff A --world W --red R --black B [--seed S]"));
    command.argument(QStringLiteral("A"), CliText::tr("A dump trace (.gz allowed)."))
        .argument(QStringLiteral("B"), CliText::tr("The other dump trace; leave out with --world."),
                  QStringLiteral("[B]"));
    const QCommandLineOption world(QStringLiteral("world"), CliText::tr("World of the simulation."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption red(QStringLiteral("red"), CliText::tr("Red brain of the simulation."),
                                 QStringLiteral("FILE"));
    const QCommandLineOption black(QStringLiteral("black"), CliText::tr("Black brain of the simulation."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  CliText::tr("Random seed of the simulation, 0 to 4294967295 (default: "
                                              "the dump's, else 12345)."),
                                  QStringLiteral("N"));
    if (const int code = command.add({world, red, black, seed}).parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    const QStringList files = parser.positionalArguments();
    const bool live = parser.isSet(world) || parser.isSet(red) || parser.isSet(black) || parser.isSet(seed);
    if (live) {
        if (files.size() != 1)
            return usageError(console, CliText::tr("ants diff with --world takes one dump trace"));
        if (!parser.isSet(world) || !parser.isSet(red) || !parser.isSet(black))
            return usageError(console, CliText::tr("ants diff needs --world, --red and --black together"));
        if (parser.values(world).size() > 1 || parser.values(red).size() > 1
            || parser.values(black).size() > 1 || parser.values(seed).size() > 1)
            return usageError(console, CliText::tr("give --world, --red, --black and --seed once each"));
    } else if (files.size() != 2) {
        return usageError(console, CliText::tr("ants diff needs two dump traces, or one and --world, "
                                               "--red and --black"));
    }
    qint64 seedValue = 12345;
    if (parser.isSet(seed) && !intOption(parser, seed.names().first(), 0, 4294967295LL, seedValue, console))
        return BadUsage;

    DumpFile a, b;
    QString error;
    if (!a.open(files[0], &error) || (!live && !b.open(files[1], &error))) {
        console.err << error << '\n';
        return BadInput;
    }

    DiffResult result;
    if (live) {
        const BrainParse redBrain = loadBrain(parser.value(red));
        const BrainParse blackBrain = loadBrain(parser.value(black));
        const WorldParse worldParse = loadWorld(parser.value(world));
        printDiagnostics(console.err, redBrain.diagnostics);
        printDiagnostics(console.err, blackBrain.diagnostics);
        printDiagnostics(console.err, worldParse.diagnostics);
        console.err.flush();
        if (!redBrain.ok() || !blackBrain.ok() || !worldParse.ok())
            return BadInput;
        const bool headerSeed = a.problems().empty() || a.problems().front().line != 1;
        if (!parser.isSet(seed) && headerSeed)
            seedValue = a.seed();
        result = firstDivergence(
            a, Game(worldParse.world, redBrain.brain, blackBrain.brain, static_cast<std::uint32_t>(seedValue)));
    } else {
        result = firstDivergence(a, b);
    }

    if (!result.first) {
        // Everything compared is the same: read the files to their ends for their problems.
        a.index();
        if (!live)
            b.index();
    }
    bool broken = false;
    for (const DumpFile* f : {&a, &b}) {
        for (const Diagnostic& d : f->problems()) {
            console.err << d.toString() << '\n';
            broken = broken || d.isError();
        }
    }
    if (!result.problem.isEmpty()) {
        console.err << CliText::tr("playbench-cli: %1").arg(result.problem) << '\n';
        console.err.flush();
        return BadInput;
    }
    if (result.first) {
        const Divergence& d = *result.first;
        console.out << CliText::tr("first difference in round %1, cell (%2, %3) (cells differing in that round: %4)")
                           .arg(d.round)
                           .arg(d.pos.x)
                           .arg(d.pos.y)
                           .arg(d.cellsDiffering)
                    << '\n';
        console.out << CliText::tr("  %1:%2: %3").arg(a.name()).arg(d.lineA).arg(fromBytes(d.a)) << '\n';
        if (live)
            console.out << CliText::tr("  simulation: %1").arg(fromBytes(d.b)) << '\n';
        else
            console.out << CliText::tr("  %1:%2: %3").arg(b.name()).arg(d.lineB).arg(fromBytes(d.b)) << '\n';
    } else if (broken) {
        console.out << CliText::tr("no difference in the %1 rounds both sides can read").arg(result.roundsCompared)
                    << '\n';
    } else {
        console.out << CliText::tr("identical (%1 rounds)").arg(result.roundsCompared) << '\n';
    }
    console.out.flush();
    console.err.flush();
    return result.first || broken ? BadInput : Ok;
}

} // namespace

int antsCommand(const QStringList& args, Console& console)
{
    return dispatch(args, console,
                    {{"run", run}, {"check", check}, {"compile", compile}, {"generate", generate}, {"diff", diff}},
                    CliText::tr("name an ants command: run, check, compile, generate or diff"),
                    antsHelp(), CliText::tr("unknown ants command '%1'"));
}

} // namespace pb::cli
