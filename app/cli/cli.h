#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

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

// Contest reference data (../shared/reference): --reference, $PLAYBENCH_REFERENCE, or the
// folder the build was configured with.
QString referenceDir(const QString& option);

int antsCommand(const QStringList& args, Console& console);
int honeycombCommand(const QStringList& args, Console& console);
int lessCommand(const QStringList& args, Console& console);
int arimaaCommand(const QStringList& args, Console& console);
int peaceableCommand(const QStringList& args, Console& console);
int peaceableBatchCommand(const QStringList& args, Console& console);
// Peaceable seed lists: "1-100", "7", "1-10,20,30-32" (seeds above 0). False when malformed.
bool parseSeeds(const QString& text, std::vector<qint64>& seeds);
int benchCommand(const QStringList& args, Console& console);

} // namespace pb::cli
