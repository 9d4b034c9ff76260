// playbench-cli peaceable ...: Peaceable pieces (TCO19 final) from the command line.

#include "cli/cli.h"

#include "common/textfile.h"
#include "peaceable/bound.h"
#include "peaceable/checker.h"
#include "peaceable/problem.h"
#include "peaceable/solver.h"

#include <QFile>

#include <limits>
#include <optional>

namespace pb::cli {

namespace {

using namespace pb::peaceable;

QString peaceableHelp()
{
    return CliText::tr(
        "Usage: playbench-cli peaceable gen --seed S [--output FILE]\n"
        "       playbench-cli peaceable check --seed S ANSWER\n"
        "       playbench-cli peaceable check INPUT ANSWER\n"
        "       playbench-cli peaceable solve (--seed S | INPUT) [--time SECONDS] [--iterations N] [--solver-seed N] [--threads N]\n"
        "       playbench-cli peaceable batch [--seeds 1-100] [--time SECONDS] [--jobs N] [--threads N] [--db FILE]\n"
        "       playbench-cli peaceable queens --n N [--time SECONDS] [--target K] [--solver-seed N] [--threads N]\n"
        "       playbench-cli peaceable bound (--seed S | INPUT) [--queens-only]\n"
        "\n"
        "  gen    Write the contest's test of a seed in its input format (byte for byte the\n"
        "         official tester's: Java's SHA1PRNG seeded with S).\n"
        "  check  Check an answer (the contest's output format) as the tester does, print every\n"
        "         fault with its pieces and squares, each player's total, and on the last line\n"
        "         the score: the lowest player's total, -1 when the answer is invalid.\n"
        "  solve  Place pieces (flood-filled regions, then simulated annealing) and write the\n"
        "         answer in the contest's output format; the score goes to standard error.\n"
        "  batch  Solve a seed range, keep each seed's best answer in the best-scores database\n"
        "         (SQLite) and print new bests against old ones.\n"
        "  queens Classic peaceable queens (OEIS A250000): as many white and black queens on an\n"
        "         empty N x N board, no queen attacking one of the other colour; prints the board\n"
        "         (W, B, .) and on the last line the score, min(white, black).\n"
        "  bound  An upper bound on the test's best possible score (no answer scores more) and\n"
        "         how it was reached; the bound alone on the last line.\n"
        "\n"
        "ANSWER or INPUT '-' reads standard input.\n");
}

// --seed: any whole number but 0 (Java's SHA1PRNG ignores a seed of 0 and seeds itself).
bool seedOption(const QCommandLineParser& parser, qint64& seed, Console& console)
{
    if (!intOption(parser, QStringLiteral("seed"), std::numeric_limits<qint64>::min(),
                   std::numeric_limits<qint64>::max(), seed, console))
        return false;
    if (seed == 0) {
        usageError(console, CliText::tr("--seed 0 has no test: Java's SHA1PRNG ignores a seed of 0"));
        return false;
    }
    return true;
}

std::optional<std::string> readInput(const QString& path, Console& console)
{
    if (path == QLatin1String("-")) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return std::nullopt;
        return in.readAll().toStdString();
    }
    QString error;
    auto bytes = readFileBytes(path, &error);
    if (!bytes)
        console.err << CliText::tr("%1: %2").arg(path, error) << '\n';
    return bytes;
}

// The options solve and queens share: --time, --solver-seed, --threads.
QCommandLineOption timeOption()
{
    return {QStringLiteral("time"), CliText::tr("Time limit in seconds (default 10)."), QStringLiteral("SECONDS"),
            QStringLiteral("10")};
}

QList<QCommandLineOption> solverSeedAndThreadsOptions()
{
    return {peaceableSolverSeedOption(),
            {QStringLiteral("threads"), CliText::tr("Independent annealing runs at once, the best kept (default 1)."),
             QStringLiteral("N"), QStringLiteral("1")}};
}

int gen(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Writes the official test of a seed in the contest's input format: N, C, the N*N cells "
                    "('.' or '#') one per line, then the points of king, queen, rook, bishop and knight."),
        QStringLiteral("playbench-cli peaceable gen --seed S [--output FILE]"));
    command.add({QStringLiteral("seed"), CliText::tr("The test's seed (not 0)."), QStringLiteral("S")})
        .add({QStringLiteral("output"), CliText::tr("Write to FILE instead of standard output."), QStringLiteral("FILE")});
    if (const int code = command.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.isSet(QStringLiteral("seed")))
        return usageError(console, CliText::tr("give the test's --seed"));
    qint64 seed = 0;
    if (!seedOption(parser, seed, console))
        return BadUsage;
    const std::string text = writeProblem(generateProblem(seed));
    if (parser.isSet(QStringLiteral("output"))) {
        QString error;
        if (!writeFileBytes(parser.value(QStringLiteral("output")), text, &error)) {
            console.err << CliText::tr("%1: %2").arg(parser.value(QStringLiteral("output")), error) << '\n';
            return BadInput;
        }
        return Ok;
    }
    console.out << QString::fromStdString(text);
    console.out.flush();
    return Ok;
}

// Parses a command's arguments and reads its test: --seed S, or the first positional argument
// as an input file; `rest` gets the positional arguments after the test's. Returns an exit code
// (>= 0) when the command should stop there.
int parseTest(CommandOptions& command, const QStringList& args, Console& console, Problem& problem,
              QStringList& rest)
{
    if (const int code = command.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    rest = parser.positionalArguments();
    if (parser.isSet(QStringLiteral("seed"))) {
        qint64 seed = 0;
        if (!seedOption(parser, seed, console))
            return BadUsage;
        problem = generateProblem(seed);
        return -1;
    }
    if (parser.positionalArguments().isEmpty())
        return usageError(console, CliText::tr("give --seed S or an input file"));
    const QString path = rest.takeFirst();
    const auto text = readInput(path, console);
    if (!text)
        return BadInput;
    const ProblemParse p = parseProblem(*text);
    if (!p.ok()) {
        console.err << CliText::tr("%1: %2").arg(path, p.error) << '\n';
        return BadInput;
    }
    problem = p.problem;
    return -1;
}

int check(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Checks an answer with the official tester's rules and prints every fault (illegal "
                    "characters, walls removed or added, illegal owners, attacks between players) with the "
                    "pieces and squares involved, then each player's total, then the score alone on the last "
                    "line (-1 when invalid). Exit status 0 when the answer is valid, 1 when not."),
        QStringLiteral("playbench-cli peaceable check (--seed S | INPUT) ANSWER"));
    command.add({QStringLiteral("seed"), CliText::tr("Check against the official test of this seed."), QStringLiteral("S")})
        .argument(QStringLiteral("INPUT"), CliText::tr("The test (without --seed)."))
        .argument(QStringLiteral("ANSWER"), CliText::tr("The answer ('-': standard input)."));
    Problem problem;
    QStringList rest;
    if (const int code = parseTest(command, args, console, problem, rest); code >= 0)
        return code;
    if (rest.size() != 1)
        return usageError(console, CliText::tr("give one answer file"));
    const auto text = readInput(rest.first(), console);
    if (!text)
        return BadInput;
    const AnswerParse a = parseAnswer(*text, problem.n);
    if (!a.ok()) {
        console.out << CliText::tr("invalid: %1: %2").arg(rest.first(), a.error) << '\n' << -1 << '\n';
        console.out.flush();
        return BadInput;
    }
    const Verdict v = checkAnswer(problem, a.answer);
    if (v.valid())
        console.out << CliText::tr("valid (N=%1, C=%2)").arg(problem.n).arg(problem.players) << '\n';
    else
        console.out << CliText::tr("invalid: %n fault(s)", nullptr, int(v.violations.size())) << '\n';
    for (const Violation& x : v.violations)
        console.out << "  " << x.message() << '\n';
    for (int p = 0; p < problem.players; ++p)
        console.out << CliText::tr("player %1: %2").arg(p).arg(v.playerScores[std::size_t(p)]) << '\n';
    console.out << v.score << '\n';
    console.out.flush();
    return v.valid() ? Ok : BadInput;
}

int solveCommand(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Places pieces for a test and writes the answer in the contest's output format on "
                    "standard output; its score, the annealing moves and the region draws go to standard "
                    "error. The same --solver-seed and --iterations give the same answer everywhere; with "
                    "only a time limit the answer depends on the machine's speed."),
        QStringLiteral("playbench-cli peaceable solve (--seed S | INPUT) [--time SECONDS] [--iterations N] [--solver-seed N] [--threads N]"));
    command.add({QStringLiteral("seed"), CliText::tr("Solve the official test of this seed."), QStringLiteral("S")})
        .add(timeOption())
        .add({QStringLiteral("iterations"),
              CliText::tr("Stop after N annealing moves (and ignore --time unless given too)."), QStringLiteral("N")})
        .add(solverSeedAndThreadsOptions())
        .argument(QStringLiteral("INPUT"), CliText::tr("The test (without --seed; '-': standard input)."));
    Problem problem;
    QStringList rest;
    if (const int code = parseTest(command, args, console, problem, rest); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!rest.isEmpty())
        return usageError(console, CliText::tr("give the test once: --seed S or an input file"));
    double seconds = 0;
    if (!secondsOption(parser, QStringLiteral("time"), 86400, seconds, console))
        return BadUsage;
    qint64 iterations = -1, solverSeed = 1, threads = 1;
    if (!intOption(parser, QStringLiteral("iterations"), 0, std::numeric_limits<qint64>::max(), iterations, console)
        || !intOption(parser, QStringLiteral("threads"), 1, 64, threads, console)
        || !intOption(parser, QStringLiteral("solver-seed"), 0, std::numeric_limits<qint64>::max(), solverSeed, console))
        return BadUsage;
    SolverOptions options;
    options.seconds = parser.isSet(QStringLiteral("iterations")) && !parser.isSet(QStringLiteral("time")) ? 0 : seconds;
    options.maxIterations = iterations;
    options.seed = static_cast<std::uint64_t>(solverSeed);
    options.threads = static_cast<int>(threads);
    const SolverResult r = solve(problem, options);
    console.out << QString::fromStdString(writeAnswer(r.answer));
    console.out.flush();
    console.err << CliText::tr("score %1 (%2 moves, %3 region draws, %4 layout moves)").arg(r.score).arg(r.iterations).arg(r.starts).arg(r.layoutMoves) << '\n';
    console.err.flush();
    return Ok;
}

int queens(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Classic peaceable queens (OEIS A250000): places white and black queens on an empty "
                    "N x N board so that no queen attacks one of the other colour, maximising the smaller "
                    "army (the Peaceable solver with queens only). Prints the board (W white, B black), each "
                    "army, when the best was found, and on the last line the score."),
        QStringLiteral("playbench-cli peaceable queens --n N [--time SECONDS] [--target K] [--solver-seed N] [--threads N]"));
    command.add({QStringLiteral("n"), CliText::tr("The board's side (1 to 50)."), QStringLiteral("N")})
        .add(timeOption())
        .add({QStringLiteral("target"), CliText::tr("Stop as soon as the score reaches K."), QStringLiteral("K")})
        .add(solverSeedAndThreadsOptions());
    if (const int code = command.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.positionalArguments().isEmpty())
        return usageError(console, CliText::tr("queens takes no file; give the board's side with --n"));
    if (!parser.isSet(QStringLiteral("n")))
        return usageError(console, CliText::tr("give the board's side: --n N"));
    qint64 n = 0, target = -1, solverSeed = 1, threads = 1;
    if (!intOption(parser, QStringLiteral("n"), 1, kMaxN, n, console)
        || (parser.isSet(QStringLiteral("target")) && !intOption(parser, QStringLiteral("target"), 0, kMaxN * kMaxN, target, console))
        || !intOption(parser, QStringLiteral("solver-seed"), 0, std::numeric_limits<qint64>::max(), solverSeed, console)
        || !intOption(parser, QStringLiteral("threads"), 1, 64, threads, console))
        return BadUsage;
    double seconds = 0;
    if (!secondsOption(parser, QStringLiteral("time"), 86400, seconds, console))
        return BadUsage;
    const Problem problem = queensProblem(static_cast<int>(n));
    SolverOptions options = queensSolverOptions();
    options.seconds = seconds;
    options.seed = static_cast<std::uint64_t>(solverSeed);
    options.threads = static_cast<int>(threads);
    options.targetScore = static_cast<int>(target);
    double foundAt = 0;
    options.improveInterval = 0;
    options.onImprove = [&foundAt](const Answer&, int, double at) { foundAt = at; };
    const SolverResult r = solve(problem, options);
    const Verdict v = checkAnswer(problem, r.answer);
    for (int row = 0; row < problem.n; ++row) {
        QString line;
        for (int col = 0; col < problem.n; ++col) {
            const std::size_t i = static_cast<std::size_t>(row * problem.n + col);
            line += r.answer.board[i] == 'Q' ? (r.answer.owner[i] == '0' ? QLatin1Char('W') : QLatin1Char('B'))
                                             : QLatin1Char('.');
        }
        console.out << line << '\n';
    }
    console.out << CliText::tr("%1 x %1: %2 white, %3 black queens; found after %4 s (%5 moves, %6 threads)")
                       .arg(problem.n)
                       .arg(v.playerScores[0])
                       .arg(v.playerScores[1])
                       .arg(foundAt, 0, 'f', 2)
                       .arg(r.iterations)
                       .arg(threads)
                << '\n'
                << v.score << '\n';
    console.out.flush();
    return v.valid() ? Ok : BadInput;
}

int boundCommand(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Prints an upper bound on the best possible score of a test, proven as written at the "
                    "top of core/peaceable/bound.h: every piece is worth at most the best piece, and the "
                    "players' regions must meet somewhere, where pieces lose points. Then its parts, and "
                    "the bound alone on the last line."),
        QStringLiteral("playbench-cli peaceable bound (--seed S | INPUT) [--queens-only]"));
    command.add({QStringLiteral("seed"), CliText::tr("Bound the official test of this seed."), QStringLiteral("S")})
        .add({QStringLiteral("queens-only"), CliText::tr("Allow queens only (as peaceable queens does).")})
        .argument(QStringLiteral("INPUT"), CliText::tr("The test (without --seed; '-': standard input)."));
    Problem problem;
    QStringList rest;
    if (const int code = parseTest(command, args, console, problem, rest); code >= 0)
        return code;
    if (!rest.isEmpty())
        return usageError(console, CliText::tr("give the test once: --seed S or an input file"));
    const bool queensOnly = command.parser().isSet(QStringLiteral("queens-only"));
    const UpperBound b = upperBound(problem, queensOnly ? 1u << Queen : 0x1fu);
    console.out << CliText::tr("N=%1, C=%2: %3 free cells, best piece %4 points%5")
                       .arg(problem.n)
                       .arg(problem.players)
                       .arg(b.freeCells)
                       .arg(b.maxPoints)
                       .arg(queensOnly ? CliText::tr(" (queens only)") : QString())
                << '\n'
                << CliText::tr("trivial bound (every free cell a best piece, shared evenly): %1").arg(b.trivial) << '\n'
                << CliText::tr("boundary charge: %1 points per orthogonal, %2 per diagonal transition")
                       .arg(b.orthWeight)
                       .arg(b.diagWeight)
                << '\n'
                << CliText::tr("at the bound every player has at least %1 pieces; their regions' boundaries cost at "
                               "least %2 points in all")
                       .arg(b.minCells)
                       .arg(b.boundaryCost, 0, 'f', 1)
                << '\n'
                << CliText::tr("bound: %1 (%2% of the trivial bound)")
                       .arg(b.value)
                       .arg(b.trivial > 0 ? 100.0 * b.value / b.trivial : 100.0, 0, 'f', 1)
                << '\n'
                << b.value << '\n';
    console.out.flush();
    return Ok;
}

} // namespace

QCommandLineOption peaceableSolverSeedOption()
{
    return {QStringLiteral("solver-seed"), CliText::tr("The solver's own random seed (default 1)."), QStringLiteral("N"),
            QStringLiteral("1")};
}

QCommandLineOption peaceableTimePerTestOption()
{
    return {QStringLiteral("time"), CliText::tr("Seconds per test (default 10)."), QStringLiteral("SECONDS"),
            QStringLiteral("10")};
}

int peaceableCommand(const QStringList& args, Console& console)
{
    return dispatch(args, console,
                    {{"gen", gen}, {"check", check}, {"solve", solveCommand}, {"batch", peaceableBatchCommand},
                     {"queens", queens}, {"bound", boundCommand}},
                    CliText::tr("name a peaceable command: gen, check, solve, batch, queens or bound"),
                    peaceableHelp(), CliText::tr("unknown peaceable command '%1'"));
}

} // namespace pb::cli
