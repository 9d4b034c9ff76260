#include "cli/cli.h"
#include "common/datadir.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <atomic>
#include <thread>

namespace pb::cli {

int usageError(Console& console, const QString& message)
{
    console.err << "playbench-cli: " << message << '\n'
                << CliText::tr("Try 'playbench-cli --help'.") << '\n';
    console.err.flush();
    return BadUsage;
}

int parseOrExit(QCommandLineParser& parser, const QStringList& args, const QString& usage,
                Console& console)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  CliText::tr("Show this help."));
    parser.addOption(help);
    if (!parser.parse(args))
        return usageError(console, parser.errorText());
    if (parser.isSet(help)) {
        QString text = parser.helpText();
        // Qt names the program and "[options]"; show the real command line instead.
        const qsizetype firstLineEnd = text.indexOf(QLatin1Char('\n'));
        text = CliText::tr("Usage: %1").arg(usage) + text.mid(firstLineEnd);
        console.out << text;
        console.out.flush();
        return Ok;
    }
    return -1;
}

CommandOptions::CommandOptions(const QString& description, const QString& usage) : m_usage(usage)
{
    m_parser.setApplicationDescription(description);
}

CommandOptions& CommandOptions::add(const QCommandLineOption& option)
{
    m_parser.addOption(option);
    return *this;
}

CommandOptions& CommandOptions::add(const QList<QCommandLineOption>& options)
{
    m_parser.addOptions(options);
    return *this;
}

CommandOptions& CommandOptions::argument(const QString& name, const QString& description, const QString& syntax)
{
    m_parser.addPositionalArgument(name, description, syntax);
    return *this;
}

int CommandOptions::parse(const QStringList& args, Console& console)
{
    return parseOrExit(m_parser, args, m_usage, console);
}

bool intOption(const QCommandLineParser& parser, const QString& name, qint64 lo, qint64 hi,
               qint64& value, Console& console)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const qint64 v = parser.value(name).toLongLong(&ok);
    if (!ok || v < lo || v > hi) {
        usageError(console, CliText::tr("--%1 takes a whole number from %2 to %3, not '%4'")
                                .arg(name)
                                .arg(lo)
                                .arg(hi)
                                .arg(parser.value(name)));
        return false;
    }
    value = v;
    return true;
}

bool secondsOption(const QCommandLineParser& parser, const QString& name, double most, double& value,
                   Console& console)
{
    bool ok = false;
    const double v = parser.value(name).toDouble(&ok);
    if (!ok || !(v > 0) || v > most) {
        usageError(console, CliText::tr("--%1 takes seconds above 0, not '%2'").arg(name, parser.value(name)));
        return false;
    }
    value = v;
    return true;
}

void forEachOnThreads(std::size_t count, std::size_t threads, const std::function<void(std::size_t)>& work)
{
    std::atomic<std::size_t> next{0};
    const auto worker = [&] {
        for (std::size_t i = next++; i < count; i = next++)
            work(i);
    };
    std::vector<std::thread> pool;
    for (std::size_t i = 1; i < std::min(threads, count); ++i)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
}

QString referenceDir(const QString& option)
{
    if (!option.isEmpty())
        return option;
    return pb::referenceDir();
}

int dispatch(const QStringList& args, Console& console, std::initializer_list<Subcommand> commands,
             const QString& missing, const QString& help, const QString& unknown)
{
    if (args.isEmpty())
        return usageError(console, missing);
    const QString& command = args.first();
    for (const Subcommand& c : commands)
        if (command == QLatin1String(c.name))
            return c.run(args, console);
    if (command == QLatin1String("-h") || command == QLatin1String("--help")) {
        console.out << help;
        return Ok;
    }
    return usageError(console, unknown.arg(command));
}

} // namespace pb::cli
