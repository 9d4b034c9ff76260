#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <vector>

namespace pb::cli {

// Exit codes of playbench-cli.
enum Exit : int { Ok = 0, BadInput = 1, BadUsage = 2 };

struct Console {
    QTextStream& out;
    QTextStream& err;
};

// Translatable texts of the command line.
struct CliText {
    Q_DECLARE_TR_FUNCTIONS(CliText)
};

// Parses a subcommand's arguments (args[0] is the subcommand's own name). Handles --help.
// Returns -1 when the command should go on, else the exit code to return now.
int parseOrExit(QCommandLineParser& parser, const QStringList& args, const QString& usage,
                Console& console);

// A command's command line: its description and usage line as --help shows them, and its
// options and arguments in the order --help lists them. Every subcommand parses through one
// (the benchmarks through BenchOptions, which adds the options they share).
class CommandOptions {
public:
    CommandOptions(const QString& description, const QString& usage);
    CommandOptions& add(const QCommandLineOption& option);
    CommandOptions& add(const QList<QCommandLineOption>& options);
    // A positional argument; `syntax` is how --help writes it (default: its name).
    CommandOptions& argument(const QString& name, const QString& description, const QString& syntax = {});

    // Parses the arguments (args[0] is the command's own name); handles --help.
    // Returns -1 when the command should go on, else the exit code to return now.
    int parse(const QStringList& args, Console& console);

    const QCommandLineParser& parser() const { return m_parser; }

private:
    QCommandLineParser m_parser;
    QString m_usage;
};

// Reports a usage error ("playbench-cli: ...") and returns BadUsage.
int usageError(Console& console, const QString& message);

// Reads an option as an integer in [lo, hi]; on failure reports a usage error.
bool intOption(const QCommandLineParser& parser, const QString& name, qint64 lo, qint64 hi,
               qint64& value, Console& console);

// Reads a time option in seconds, above 0 and at most `most`; on failure reports a usage error
// ("--time takes seconds above 0, ...").
bool secondsOption(const QCommandLineParser& parser, const QString& name, double most, double& value,
                   Console& console);

// One of a command's subcommands ("less play": "play" and the function that runs it).
struct Subcommand {
    const char* name;
    int (*run)(const QStringList& args, Console& console);
};

// Runs the subcommand args[0] names. Without one, reports `missing` as a usage error; -h or
// --help prints `help`; an unknown name is reported with `unknown` (its %1 is the name).
int dispatch(const QStringList& args, Console& console, std::initializer_list<Subcommand> commands,
             const QString& missing, const QString& help, const QString& unknown);

// Calls work(i) for every i from 0 to count - 1 on up to `threads` threads at once (the calling
// one among them), each thread taking the next i when it is done with one; returns when all are.
void forEachOnThreads(std::size_t count, std::size_t threads, const std::function<void(std::size_t)>& work);

// Contest reference data (../shared/reference): --reference, else pb::referenceDir()
// ($PLAYBENCH_REFERENCE, the installed copy, or the folder the build was configured with).
QString referenceDir(const QString& option);

int antsCommand(const QStringList& args, Console& console);
int honeycombCommand(const QStringList& args, Console& console);
int lessCommand(const QStringList& args, Console& console);
int arimaaCommand(const QStringList& args, Console& console);
int peaceableCommand(const QStringList& args, Console& console);
int peaceableBatchCommand(const QStringList& args, Console& console);
// Peaceable seed lists: "1-100", "7", "1-10,20,30-32" (seeds above 0). False when malformed.
bool parseSeeds(const QString& text, std::vector<qint64>& seeds);
// --solver-seed N of the Peaceable commands and benchmark.
QCommandLineOption peaceableSolverSeedOption();
// --time SECONDS per test of peaceable batch and bench peaceable.
QCommandLineOption peaceableTimePerTestOption();
int benchCommand(const QStringList& args, Console& console);
int tournamentCommand(const QStringList& args, Console& console);
// playbench-cli work and merge (cluster_command.cpp) and slurm submit (slurm_command.cpp): a
// tournament played in shards on many machines (docs/cluster.md).
int workCommand(const QStringList& args, Console& console);
int mergeCommand(const QStringList& args, Console& console);
int slurmCommand(const QStringList& args, Console& console);

} // namespace pb::cli
