// playbench-cli bench ...: the command (which game's benchmark to run) and what the benchmarks
// share: their common options, the timing of runs and the output.

#include "cli/bench/bench.h"

#include <QJsonDocument>

#include <sys/resource.h>

namespace pb::cli {

namespace bench {

double secondsSince(const QElapsedTimer& timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e9;
}

double peakMemoryMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

BenchOptions& BenchOptions::reference()
{
    return add(QCommandLineOption(QStringLiteral("reference"),
                                  CliText::tr("Contest reference folder (shared/reference)."),
                                  QStringLiteral("DIR")));
}

BenchOptions& BenchOptions::repeat(const QString& description, qint64 defaultRuns)
{
    m_runs = defaultRuns;
    m_hasRepeat = true;
    return add(QCommandLineOption(QStringLiteral("repeat"), description, QStringLiteral("N"),
                                  QString::number(defaultRuns)));
}

BenchOptions& BenchOptions::json(const QString& description)
{
    return add(QCommandLineOption(QStringLiteral("json"), description));
}

BenchOptions& BenchOptions::add(const QCommandLineOption& option)
{
    CommandOptions::add(option);
    return *this;
}

int BenchOptions::parse(const QStringList& args, Console& console)
{
    if (const int code = CommandOptions::parse(args, console); code >= 0)
        return code;
    if (m_hasRepeat && !intOption(parser(), QStringLiteral("repeat"), 1, 1000, m_runs, console))
        return BadUsage;
    return -1;
}

bool BenchOptions::asJson() const
{
    return parser().isSet(QStringLiteral("json"));
}

QString BenchOptions::referenceFolder() const
{
    return referenceDir(parser().value(QStringLiteral("reference")));
}

QString needsReferenceText()
{
    return CliText::tr("The benchmark needs the contest reference data; point "
                       "--reference at shared/reference.");
}

int missingReference(Console& console, const QString& path, const QString& error, const QString& hint)
{
    console.err << CliText::tr("%1: %2").arg(path, error) << '\n'
                << (hint.isEmpty() ? needsReferenceText() : hint) << '\n';
    return BadInput;
}

void printJson(Console& console, const QJsonObject& object)
{
    console.out << QJsonDocument(object).toJson(QJsonDocument::Compact) << '\n';
}

} // namespace bench

int benchCommand(const QStringList& args, Console& console)
{
    return dispatch(args, console,
                    {{"ants", bench::benchAnts},
                     {"ants-diff", bench::benchAntsDiff},
                     {"ants-tournament", bench::benchAntsTournament},
                     {"ants-brain", bench::benchAntsBrain},
                     {"honeycomb", bench::benchHoneycomb},
                     {"honeycomb-solver", bench::benchHoneycombSolver},
                     {"arimaa", bench::benchArimaa},
                     {"arimaa-goal", bench::benchArimaaGoal},
                     {"arimaa-bot", bench::benchArimaaBot},
                     {"less", bench::benchLess},
                     {"less-bots", bench::benchLessBots},
                     {"peaceable", bench::benchPeaceable}},
                    CliText::tr("name the game to benchmark, e.g. 'bench ants'"),
                    CliText::tr("Usage: playbench-cli bench ants [options]\n"
                                "       playbench-cli bench ants-diff [options]\n"
                                "       playbench-cli bench ants-tournament [options]\n"
                                "       playbench-cli bench ants-brain BRAIN [options]\n"
                                "       playbench-cli bench honeycomb [options]\n"
                                "       playbench-cli bench honeycomb-solver [options]\n"
                                "       playbench-cli bench arimaa [options]\n"
                                "       playbench-cli bench arimaa-goal [options]\n"
                                "       playbench-cli bench arimaa-bot [options]\n"
                                "       playbench-cli bench less [options]\n"
                                "       playbench-cli bench less-bots [options]\n"
                                "       playbench-cli bench peaceable [options]\n"
                                "Speed figures; 'playbench-cli bench ants --help' for the options.\n"),
                    CliText::tr("no benchmark for '%1'"));
}

} // namespace pb::cli
