// playbench-cli bench arimaa, bench arimaa-goal and bench arimaa-bot: the distinct-move generator
// and the search bot on the benchmark positions of arimaa/move-count-positions.txt, and the goal
// search on the reference goal positions of arimaa/goal-in-one-positions.txt.

#include "cli/bench/bench.h"

#include "arimaa/bot.h"
#include "arimaa/evaluate.h"
#include "arimaa/game.h"
#include "arimaa/goal.h"
#include "arimaa/movegen.h"
#include "arimaa/notation.h"
#include "common/textfile.h"

#include <QDir>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pb::cli::bench {

namespace {

// The path of move-count-positions.txt in the reference folder.
QString positionsFile(const BenchOptions& options)
{
    return QDir(options.referenceFolder()).filePath(QStringLiteral("arimaa/move-count-positions.txt"));
}

// The benchmark positions, "#expect clueless_benchmark[i] COUNT" above each diagram: name
// ("clueless_benchmark[i]"), the count of distinct moves and the diagram itself.
struct BenchmarkPosition {
    QString name;
    qint64 expected = 0;
    const arimaa::DiagramEntry* entry = nullptr;
};

std::vector<BenchmarkPosition> benchmarkPositions(const std::vector<arimaa::DiagramEntry>& entries)
{
    std::vector<BenchmarkPosition> found;
    for (const arimaa::DiagramEntry& e : entries) {
        if (e.before.empty() || e.before.back().rfind("#expect clueless_benchmark[", 0) != 0 || !e.parse.ok())
            continue;
        const QString expect = QString::fromStdString(e.before.back());
        found.push_back({expect.section(QLatin1Char(' '), 1, 1), expect.section(QLatin1Char(' '), 2, 2).toLongLong(), &e});
    }
    return found;
}

} // namespace

// bench arimaa: every distinct move of the 32 benchmark positions of move-count-positions.txt.
int benchArimaa(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Generates and de-duplicates all distinct legal moves of the 32 benchmark positions "
        "(clueless_benchmark) of arimaa/move-count-positions.txt on one thread, best of --repeat "
        "runs, and checks the total against the file's counts (2,987,987)."),
        QStringLiteral("playbench-cli bench arimaa [--repeat N] [--json]"));
    options.reference()
        .repeat(CliText::tr("Runs; the best is reported (default 5)."), 5)
        .json(CliText::tr("One JSON object."));
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    const qint64 repeatCount = options.runs();
    const QString path = positionsFile(options);
    QString error;
    const std::optional<std::string> text = pb::readFileBytes(path, &error);
    if (!text)
        return missingReference(console, path, error);
    const std::vector<arimaa::DiagramEntry> entries = arimaa::readDiagrams(*text);
    std::vector<arimaa::Position> positions;
    qint64 expected = 0;
    for (const BenchmarkPosition& b : benchmarkPositions(entries)) {
        positions.push_back(b.entry->parse.position);
        expected += b.expected;
    }
    if (positions.empty()) {
        console.err << CliText::tr("%1: no benchmark positions").arg(path) << '\n';
        return BadInput;
    }
    arimaa::MoveGenerator generator;
    const Fastest<qint64> run = bestOf(repeatCount, [&] {
        qint64 sum = 0;
        for (const arimaa::Position& p : positions)
            sum += static_cast<qint64>(generator.generate(p));
        return sum;
    });
    const qint64 total = run.value;
    const double best = run.seconds;
    const bool agrees = total == expected;
    if (options.asJson()) {
        printJson(console, QJsonObject{{QStringLiteral("bench"), QStringLiteral("arimaa")},
                                       {QStringLiteral("positions"), static_cast<int>(positions.size())},
                                       {QStringLiteral("moves"), static_cast<double>(total)},
                                       {QStringLiteral("expected_moves"), static_cast<double>(expected)},
                                       {QStringLiteral("agrees"), agrees},
                                       {QStringLiteral("seconds"), best},
                                       {QStringLiteral("moves_per_second"), static_cast<double>(total) / best}});
    } else {
        console.out << CliText::tr("%1 benchmark positions, best of %2 on one thread").arg(positions.size()).arg(repeatCount)
                    << '\n'
                    << CliText::tr("  distinct moves: %1 (expected %2: %3)")
                           .arg(total)
                           .arg(expected)
                           .arg(agrees ? CliText::tr("agrees") : CliText::tr("DIFFERS"))
                    << '\n'
                    << CliText::tr("  time: %1 s, %2 moves/s").arg(best, 0, 'f', 3).arg(static_cast<double>(total) / best, 0, 'f', 0)
                    << '\n';
    }
    console.out.flush();
    return agrees ? Ok : BadInput;
}

// bench arimaa-goal: the goal search against the full move generator on the reference goal
// positions, each for both colours, and the time each takes.
int benchArimaaGoal(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Runs the goal search (can a side get a rabbit to its goal within 4 steps, with helpers, "
        "pushes and pulls) on the 485 positions of arimaa/goal-in-one-positions.txt for both "
        "colours, checks each answer against the full move generator and the file's verdicts, "
        "and times both on one thread, best of --repeat runs."),
        QStringLiteral("playbench-cli bench arimaa-goal [--repeat N] [--json]"));
    options.reference()
        .repeat(CliText::tr("Runs; the best is reported (default 5)."), 5)
        .json(CliText::tr("One JSON object."));
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    const QString path = QDir(options.referenceFolder()).filePath(QStringLiteral("arimaa/goal-in-one-positions.txt"));
    QString error;
    const std::optional<std::string> text = pb::readFileBytes(path, &error);
    if (!text)
        return missingReference(console, path, error);
    // Every diagram for both colours; the file's verdict ("::: cangoal 3", "true" or "false")
    // is for the side its header names.
    std::vector<arimaa::Position> positions;
    std::vector<std::string> verdicts;
    for (const arimaa::DiagramEntry& e : arimaa::readDiagrams(*text)) {
        if (!e.parse.ok() || e.after.empty() || e.after[0].rfind("::: cangoal ", 0) != 0)
            continue;
        for (int colour : {arimaa::Gold, arimaa::Silver}) {
            arimaa::Position p = e.parse.position;
            verdicts.push_back(colour == p.side ? QString::fromStdString(e.after[0].substr(12)).trimmed().toStdString()
                                                : std::string());
            p.side = colour;
            positions.push_back(p);
        }
    }
    if (positions.empty()) {
        console.err << CliText::tr("%1: no goal positions").arg(path) << '\n';
        return BadInput;
    }
    arimaa::MoveGenerator generator;
    std::vector<int> exact(positions.size()), found(positions.size());
    const Fastest<std::int64_t> search = bestOf(options.runs(), [&] {
        std::int64_t visited = 0;
        for (std::size_t i = 0; i < positions.size(); ++i)
            found[i] = arimaa::goalSteps(positions[i], positions[i].side, 4, nullptr, &visited);
        return visited;
    });
    const std::int64_t nodes = search.value;
    const Fastest<std::size_t> full = bestOf(options.runs(), [&] {
        std::size_t moves = 0;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            moves += generator.generate(positions[i]);
            exact[i] = generator.goalSteps();
        }
        return moves;
    });
    int goals = 0, helped = 0, agree = 0, verdictsAgree = 0, verdictCount = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        agree += found[i] == exact[i] ? 1 : 0;
        goals += found[i] > 0 ? 1 : 0;
        helped += found[i] > 0 && arimaa::rabbitGoalSteps(positions[i], positions[i].side, 4) == 0 ? 1 : 0;
        const std::string& v = verdicts[i];
        if (v.empty())
            continue;
        ++verdictCount;
        // "false", "true" or the fewest steps (1 to 4); anything else counts as a difference.
        const bool ok = v == "false"  ? found[i] == 0
                        : v == "true" ? found[i] > 0
                                      : v.size() == 1 && v[0] >= '1' && v[0] <= '4' && found[i] == v[0] - '0';
        verdictsAgree += ok ? 1 : 0;
    }
    const int n = static_cast<int>(positions.size());
    const bool agrees = agree == n && verdictsAgree == verdictCount;
    const double searchSeconds = std::max(search.seconds, 1e-9);
    const double fullSeconds = std::max(full.seconds, 1e-9);
    if (options.asJson()) {
        printJson(console, QJsonObject{{QStringLiteral("bench"), QStringLiteral("arimaa-goal")},
                                       {QStringLiteral("searches"), n},
                                       {QStringLiteral("goals"), goals},
                                       {QStringLiteral("goals_with_helpers"), helped},
                                       {QStringLiteral("agree_with_generator"), agree},
                                       {QStringLiteral("verdicts"), verdictCount},
                                       {QStringLiteral("verdicts_agree"), verdictsAgree},
                                       {QStringLiteral("agrees"), agrees},
                                       {QStringLiteral("nodes"), static_cast<double>(nodes)},
                                       {QStringLiteral("seconds"), searchSeconds},
                                       {QStringLiteral("searches_per_second"), n / searchSeconds},
                                       {QStringLiteral("generator_seconds"), fullSeconds}});
    } else {
        console.out << CliText::tr("goal search, %1 positions (both colours of %2 diagrams), 4 steps, best of %3 on one thread")
                           .arg(n)
                           .arg(n / 2)
                           .arg(options.runs())
                    << '\n'
                    << CliText::tr("  goals: %1, %2 of them need more than a lone rabbit's walk").arg(goals).arg(helped) << '\n'
                    << CliText::tr("  agrees with the move generator: %1 of %2; with the file's verdicts: %3 of %4")
                           .arg(agree)
                           .arg(n)
                           .arg(verdictsAgree)
                           .arg(verdictCount)
                    << '\n'
                    << CliText::tr("  goal search: %1 s, %2 searches/s, %3 nodes")
                           .arg(searchSeconds, 0, 'f', 4)
                           .arg(n / searchSeconds, 0, 'f', 0)
                           .arg(nodes)
                    << '\n'
                    << CliText::tr("  move generator: %1 s (%2 times the goal search's time)")
                           .arg(fullSeconds, 0, 'f', 3)
                           .arg(fullSeconds / searchSeconds, 0, 'f', 0)
                    << '\n';
    }
    console.out.flush();
    return agrees ? Ok : BadInput;
}

// bench arimaa-bot: the search bot's speed and depth in a fixed time on a few positions.
int benchArimaaBot(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Runs the Arimaa search bot for --ms milliseconds on one thread on the standard opening "
        "(both sides' standard setups) and the first --positions benchmark positions "
        "(clueless_benchmark) of arimaa/move-count-positions.txt, and prints the depth reached "
        "(steps), the nodes and nodes per second. With --depth D it searches each position to D "
        "steps instead, without a clock, and prints the nodes and the time it took (what a better "
        "move order lowers)."),
        QStringLiteral("playbench-cli bench arimaa-bot [--ms MS | --depth D] [--positions N] [--json]"));
    options.reference()
        .add({QStringLiteral("ms"), CliText::tr("Thinking time per position (default 1000)."), QStringLiteral("MS"),
              QStringLiteral("1000")})
        .add({QStringLiteral("depth"), CliText::tr("Search to this depth in steps, without a clock."), QStringLiteral("D")})
        .add({QStringLiteral("positions"), CliText::tr("Benchmark positions besides the opening (default 4)."),
              QStringLiteral("N"), QStringLiteral("4")})
        .json(CliText::tr("One JSON object per position and line."));
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    qint64 budget = 1000, wanted = 4, depth = 0;
    if (!intOption(options.parser(), QStringLiteral("ms"), 10, 600000, budget, console)
        || !intOption(options.parser(), QStringLiteral("positions"), 0, 32, wanted, console)
        || !intOption(options.parser(), QStringLiteral("depth"), 0, 40, depth, console))
        return BadUsage;

    std::vector<std::pair<QString, arimaa::Game>> games;
    arimaa::Game opening;
    if (!opening.play(arimaa::setupText(arimaa::standardSetup(arimaa::Gold))).isEmpty()
        || !opening.play(arimaa::setupText(arimaa::standardSetup(arimaa::Silver))).isEmpty())
        return BadInput;
    games.emplace_back(QStringLiteral("opening"), opening);
    if (wanted > 0) {
        const QString path = positionsFile(options);
        QString error;
        const std::optional<std::string> text = pb::readFileBytes(path, &error);
        if (!text)
            return missingReference(console, path, error,
                                    CliText::tr("The benchmark needs the contest reference data; point "
                                                "--reference at shared/reference, or use --positions 0."));
        const std::vector<arimaa::DiagramEntry> entries = arimaa::readDiagrams(*text);
        for (const BenchmarkPosition& b : benchmarkPositions(entries)) {
            if (static_cast<qint64>(games.size()) > wanted)
                break;
            const arimaa::PositionParse& p = b.entry->parse;
            games.emplace_back(b.name, arimaa::Game::fromPosition(p.position, p.moveNumber > 0 ? p.moveNumber : 2));
        }
    }
    qint64 allNodes = 0;
    double allSeconds = 0;
    const bool asJson = options.asJson();
    if (!asJson)
        console.out << (depth > 0 ? CliText::tr("search bot, depth %1 per position, one thread").arg(depth)
                                  : CliText::tr("search bot, %1 ms per position, one thread").arg(budget))
                    << '\n';
    for (const auto& named : games) {
        const QString& name = named.first;
        const arimaa::Game& game = named.second;  // not a structured binding: clang 14 cannot capture one
        arimaa::Bot bot(arimaa::BotLevel::Search, 1, 64);
        arimaa::BotLimits limits;
        limits.budgetMs = depth > 0 ? 0 : budget;
        limits.maxDepth = static_cast<int>(depth);
        limits.stopEarly = false;  // the whole budget: the depth finished within it
        const Fastest<arimaa::BotMove> search = timeOnce([&] { return bot.choose(game, limits); });
        const arimaa::BotMove& m = search.value;
        const double seconds = std::max(search.seconds, 1e-6);
        allNodes += m.report.nodes;
        allSeconds += seconds;
        const double nps = static_cast<double>(m.report.nodes) / seconds;
        if (asJson) {
            printJson(console, QJsonObject{{QStringLiteral("bench"), QStringLiteral("arimaa-bot")},
                                           {QStringLiteral("position"), name},
                                           {QStringLiteral("depth"), m.report.depth},
                                           {QStringLiteral("nodes"), static_cast<double>(m.report.nodes)},
                                           {QStringLiteral("seconds"), seconds},
                                           {QStringLiteral("nodes_per_second"), nps},
                                           {QStringLiteral("score"), m.report.score},
                                           {QStringLiteral("move"), QString::fromStdString(m.text)}});
        } else {
            console.out << CliText::tr("  %1: depth %2, %3 nodes in %4 s, %5 nodes/s, score %6, move %7")
                               .arg(name)
                               .arg(m.report.depth)
                               .arg(m.report.nodes)
                               .arg(seconds, 0, 'f', 2)
                               .arg(nps, 0, 'f', 0)
                               .arg(m.report.score)
                               .arg(QString::fromStdString(m.text))
                        << '\n';
        }
    }
    if (!asJson)
        console.out << CliText::tr("  all: %1 nodes/s").arg(static_cast<double>(allNodes) / allSeconds, 0, 'f', 0) << '\n';
    console.out.flush();
    return Ok;
}

} // namespace pb::cli::bench
