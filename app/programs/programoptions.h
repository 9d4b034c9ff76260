// The command line of the contests' programs (play_icfp2015, playbench-less-bot,
// playbench-arimaa-engine): -h/--help, --version, options with a value, flags, and the messages
// for an unknown option or a missing value, the same in every program. PLAYBENCH_VERSION comes
// from app/CMakeLists.txt (pb_program).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace pb::programs {

struct ProgramText {
    Q_DECLARE_TR_FUNCTIONS(ProgramOptions)
};

// What a program's command line takes.
struct ProgramOptions {
    QString program;     // the program's name, which starts every message
    QString help;        // printed for -h/--help, and after an unknown option
    QStringList valued;  // options followed by their value ("--seed 7")
    QStringList flags = {};  // options without a value ("-v")
    bool glued = false;  // a valued option's value may also stand right after it ("-fFILE")
};

// Reads `args` (the program's own name left out) in order: -h/--help prints the help and
// --version the program's name and version ("play_icfp2015 0.1.0", what help2man reads for the
// man pages), and either ends the program; every option goes to `take` with its value (empty
// for a flag), which reports a bad value on `err` and returns false. Returns the exit code to
// end with (0 after --help or --version, 2 on a bad command line), or -1 when the program should
// go on.
inline int readOptions(const QStringList& args, const ProgramOptions& options, QTextStream& err,
                       const std::function<bool(const QString& name, const QString& value)>& take)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString a = args.at(i);
        if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            QTextStream(stdout) << options.help;
            return 0;
        }
        if (a == QLatin1String("--version")) {
            QTextStream(stdout) << options.program << ' ' << PLAYBENCH_VERSION << '\n';
            return 0;
        }
        if (options.flags.contains(a)) {
            if (!take(a, QString()))
                return 2;
            continue;
        }
        const QString name = options.glued ? a.left(2) : a;
        if (!options.valued.contains(name)) {
            err << ProgramText::tr("%1: unknown option '%2'").arg(options.program, a) << '\n' << options.help;
            return 2;
        }
        QString value = a.mid(name.size());
        if (value.isEmpty()) {
            if (i + 1 >= args.size()) {
                err << ProgramText::tr("%1: %2 needs a value").arg(options.program, name) << '\n';
                return 2;
            }
            value = args.at(++i);
        }
        if (!take(name, value))
            return 2;
    }
    return -1;
}

} // namespace pb::programs
