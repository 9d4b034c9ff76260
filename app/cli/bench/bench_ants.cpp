// playbench-cli bench ants and bench ants-diff: the simulator's speed on full games, and how fast
// dump traces are compared.

#include "cli/bench/bench.h"

#include "ants/dumpdiff.h"
#include "ants/dumpfile.h"
#include "ants/game.h"
#include "common/textfile.h"

#include <QDir>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>
#include <vector>

namespace pb::cli::bench {

namespace {

using namespace pb::ants;

struct BenchGame {
    QString label;
    QString redFile, blackFile;  // relative to the reference folder
    World world;
    Brain red, black;
};

struct Food {
    int red = 0, black = 0;
};

Food playOnce(const BenchGame& g, int rounds)
{
    Game game(g.world, g.red, g.black, 12345);
    game.playUntil(rounds);
    return {game.foodOnHill(Color::Red), game.foodOnHill(Color::Black)};
}

} // namespace

int benchAnts(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Plays full ant games on one thread and prints, per game, wall seconds and rounds per "
        "second (best of --repeat runs): sample.ant against itself and dunkosmiloolump-1 against "
        "frictionless_bananas-1, both on sample0.world with seed 12345. With --jobs N, N copies "
        "of each game then run at once and the time for the batch is printed too."),
        QStringLiteral("playbench-cli bench ants [--jobs N] [--repeat N] [--rounds N] [--json]"));
    options.reference()
        .repeat(CliText::tr("Runs per game; the best is reported (default 5)."), 5)
        .add({QStringLiteral("rounds"), CliText::tr("Rounds per game (default 100000)."), QStringLiteral("N"),
              QString::number(kDefaultRounds)})
        .add({QStringLiteral("jobs"), CliText::tr("Also run N games at once (default 1: only one)."),
              QStringLiteral("N"), QStringLiteral("1")})
        .json(CliText::tr("Print the figures as JSON."));
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    const qint64 repeatCount = options.runs();
    qint64 roundCount = kDefaultRounds, jobCount = 1;
    if (!intOption(options.parser(), QStringLiteral("rounds"), 1, 1000000000LL, roundCount, console)
        || !intOption(options.parser(), QStringLiteral("jobs"), 1, 64, jobCount, console))
        return BadUsage;
    const int roundsI = static_cast<int>(roundCount);

    const QDir ref(options.referenceFolder() + QStringLiteral("/ants"));
    std::vector<BenchGame> games = {
        {QStringLiteral("sample.ant vs sample.ant"), QStringLiteral("sample.ant"),
         QStringLiteral("sample.ant"), {}, {}, {}},
        {QStringLiteral("dunkosmiloolump-1 vs frictionless_bananas-1"),
         QStringLiteral("brains/winners/dunkosmiloolump-1.ant"),
         QStringLiteral("brains/winners/frictionless_bananas-1.ant"), {}, {}, {}},
    };
    const WorldParse world = loadWorld(ref.filePath(QStringLiteral("worlds/sample0.world")));
    bool broken = !world.ok();
    for (const Diagnostic& d : world.diagnostics)
        console.err << d.toString() << '\n';
    for (BenchGame& g : games) {
        g.world = world.world;
        const BrainParse red = loadBrain(ref.filePath(g.redFile));
        const BrainParse black = loadBrain(ref.filePath(g.blackFile));
        for (const BrainParse* b : {&red, &black})
            for (const Diagnostic& d : b->diagnostics)
                if (d.isError())
                    console.err << d.toString() << '\n';
        broken = broken || !red.ok() || !black.ok();
        g.red = red.brain;
        g.black = black.brain;
    }
    if (broken) {
        console.err << needsReferenceText() << '\n';
        return BadInput;
    }

    QJsonArray rows;
    const bool asJson = options.asJson();
    if (!asJson)
        console.out << CliText::tr("%1 rounds, seed 12345, sample0.world, best of %2 on one thread")
                           .arg(roundsI)
                           .arg(repeatCount)
                    << '\n';
    for (const BenchGame& g : games) {
        const Fastest<Food> best = bestOf(repeatCount, [&g, roundsI] { return playOnce(g, roundsI); });
        QJsonObject row{{QStringLiteral("game"), g.label},
                        {QStringLiteral("rounds"), roundsI},
                        {QStringLiteral("wall_seconds"), best.seconds},
                        {QStringLiteral("rounds_per_second"), roundsI / best.seconds},
                        {QStringLiteral("red_food"), best.value.red},
                        {QStringLiteral("black_food"), best.value.black}};
        if (!asJson)
            console.out << CliText::tr("  %1: %2 s wall, %3 rounds/s, food %4 to %5")
                               .arg(g.label, -44)
                               .arg(best.seconds, 0, 'f', 3)
                               .arg(roundsI / best.seconds, 0, 'f', 0)
                               .arg(best.value.red)
                               .arg(best.value.black)
                        << '\n';
        if (jobCount > 1) {
            // N copies at once; compare the batch's wall time with one game's.
            QThreadPool pool;
            pool.setMaxThreadCount(static_cast<int>(jobCount));
            const double bestBatch = bestOf(repeatCount, [&] {
                QList<QFuture<Food>> futures;
                for (qint64 j = 0; j < jobCount; ++j)
                    futures.append(QtConcurrent::run(&pool, [&g, roundsI] { return playOnce(g, roundsI); }));
                for (QFuture<Food>& f : futures)
                    f.waitForFinished();
            });
            row[QStringLiteral("jobs")] = static_cast<int>(jobCount);
            row[QStringLiteral("batch_wall_seconds")] = bestBatch;
            if (!asJson)
                console.out << CliText::tr("  %1: %2 games at once: %3 s wall (%4 x one game)")
                                   .arg(g.label, -44)
                                   .arg(jobCount)
                                   .arg(bestBatch, 0, 'f', 3)
                                   .arg(bestBatch / best.seconds, 0, 'f', 2)
                            << '\n';
        }
        rows.append(row);
    }
    const double peak = peakMemoryMegabytes();
    if (asJson)
        printJson(console, QJsonObject{{QStringLiteral("bench"), QStringLiteral("ants")},
                                       {QStringLiteral("games"), rows},
                                       {QStringLiteral("peak_memory_mb"), peak}});
    else
        console.out << CliText::tr("  peak memory: %1 MB").arg(peak, 0, 'f', 1) << '\n';
    console.out.flush();
    return Ok;
}

int benchAntsDiff(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Times finding where dump traces part, on the contest's dump (sample.ant against itself on "
        "tiny.world, seed 12345, 10,001 rounds): the dump against itself, read from an inflated "
        "temporary copy, and the dump against a live simulation. Best of --repeat runs."),
        QStringLiteral("playbench-cli bench ants-diff [--repeat N]"));
    options.reference().repeat(CliText::tr("Runs of each; the best is reported (default 5)."), 5);
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    const qint64 repeatCount = options.runs();
    const QDir ref(options.referenceFolder() + QStringLiteral("/ants"));
    const QString gz = ref.filePath(QStringLiteral("dump-tiny-sample-12345.txt.gz"));
    QString error;
    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("contest-dump.txt"));
    {
        std::optional<std::string> bytes = pb::readFileBytes(gz, &error);
        if (!bytes || !pb::writeFileBytes(plain, *bytes, &error))
            return missingReference(console, gz, error);
    }
    const double peakBefore = peakMemoryMegabytes();  // inflating the copy, not the diff
    const WorldParse world = loadWorld(ref.filePath(QStringLiteral("tiny.world")));
    const BrainParse brain = loadBrain(ref.filePath(QStringLiteral("sample.ant")));
    if (!world.ok() || !brain.ok()) {
        console.err << needsReferenceText() << '\n';
        return BadInput;
    }

    // Every run opens the copy anew (the opening is part of what is timed); a copy that does not
    // open ends the benchmark with the reason, kept here.
    QString openError;
    const auto open = [&plain, &openError](DumpFile& f) {
        QString why;
        if (f.open(plain, &why))
            return true;
        openError = why;
        return false;
    };
    struct Compared {
        DiffResult result;
        qint64 size = 0;
    };
    const double bestOpen = bestOf(repeatCount, [&] {
        DumpFile a, b;
        return open(a) && open(b);
    }).seconds / 2;
    const Fastest<Compared> files = bestOf(repeatCount, [&] {
        DumpFile a, b;
        if (!open(a) || !open(b))
            return Compared{};
        DiffResult r = firstDivergence(a, b);
        return Compared{std::move(r), a.sizeBytes()};
    });
    const Fastest<DiffResult> live = bestOf(repeatCount, [&] {
        DumpFile c;
        return open(c) ? firstDivergence(c, Game(world.world, brain.brain, brain.brain, 12345)) : DiffResult{};
    });
    if (!openError.isEmpty()) {
        console.err << openError << '\n';
        return BadInput;
    }
    if (!files.value.result.identical()) {
        console.err << CliText::tr("the contest dump differs from itself?") << '\n';
        return BadInput;
    }
    if (!live.value.identical()) {
        console.err << CliText::tr("the simulation differs from the contest dump") << '\n';
        return BadInput;
    }
    console.out << CliText::tr("contest dump (%1 MB, %2 rounds), best of %3")
                       .arg(static_cast<double>(files.value.size) / 1e6, 0, 'f', 1)
                       .arg(files.value.result.roundsCompared)
                       .arg(repeatCount)
                << '\n'
                << CliText::tr("  open (header and first round):     %1 s").arg(bestOpen, 0, 'f', 6) << '\n'
                << CliText::tr("  dump vs dump, open + first divergence: %1 s (identical)").arg(files.seconds, 0, 'f', 3)
                << '\n'
                << CliText::tr("  dump vs live simulation (%1 rounds): %2 s (identical)")
                       .arg(live.value.roundsCompared)
                       .arg(live.seconds, 0, 'f', 3)
                << '\n'
                << CliText::tr("  peak memory: %1 MB (%2 MB already after inflating the copy; mapped pages "
                               "of the file count too)")
                       .arg(peakMemoryMegabytes(), 0, 'f', 1)
                       .arg(peakBefore, 0, 'f', 1)
                << '\n';
    console.out.flush();
    return Ok;
}

} // namespace pb::cli::bench
