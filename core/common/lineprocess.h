#pragma once

// A child program spoken to line by line over stdin/stdout: the one place where Playbench
// starts external players (Less programs, AEI engines), waits for their lines under a time
// budget, notices a crash or an exit, caps garbage (a line longer than kMaxLine is cut there
// and handed over as it is, so the caller rejects it), and keeps what they write to stderr.
//
// A LineProcess owns a QProcess, so all calls must come from one thread (the one that called
// start()). Every call is bounded: readLine waits at most its timeout, stop() at most its grace
// plus a few seconds for the kill to be reaped.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

class QProcess;

namespace pb::play {

// Makes `process` start its program in a process group of its own (call before start()). A
// Ctrl+C in the terminal is sent to the terminal's whole foreground group: without this a
// tournament's programs would die of it before Playbench could stop the games, and be judged
// faulty for it. Playbench stops its programs itself. The program also gets no core dumps and
// at most programMemoryLimitMb() of writable memory (RLIMIT_DATA): one that allocates without
// end fails (and is judged) instead of taking the machine's memory.
void ownProcessGroup(QProcess& process);
// Kills the process group a program started with ownProcessGroup leads: the children it forked
// go with it. The QProcess form while it runs; the pid form also after it ended (what it forked
// may outlive it).
void killProcessGroup(const QProcess& process);
void killProcessGroup(std::int64_t pid);

// The writable memory an external program may use, in MB: PLAYBENCH_PROGRAM_MEMORY_MB when set
// (0: no limit; sanitizer builds need that), else kDefaultProgramMemoryMb.
inline constexpr std::int64_t kDefaultProgramMemoryMb = 4096;
std::int64_t programMemoryLimitMb();

// The most a program may write over its life, stdout and stderr together, in MB:
// PLAYBENCH_PROGRAM_OUTPUT_MB when set (0: no limit), else kDefaultProgramOutputMb. One that
// writes more is stopped and judged as crashed ("wrote more than 256 MB").
inline constexpr std::int64_t kDefaultProgramOutputMb = 256;
std::int64_t programOutputLimitBytes();  // 0: no limit
// Why a program past that limit was stopped, for every runner of external programs: "the program
// wrote more than 256 MB of output (the limit: playbench-cli --program-output-mb, or ...)".
QString outputLimitText(std::int64_t limitBytes);
// The other reasons every runner of external programs gives, in the same words:
// "could not start prog: No such file or directory" and "the program crashed".
QString couldNotStartText(const QString& program, const QString& reason);
QString crashedText();

class LineProcess {
public:
    static constexpr std::int64_t kMaxLine = 64 * 1024;  // a longer line without an end is garbage
    static constexpr qsizetype kMaxStderr = 256 * 1024;  // stderr kept

    enum class Read { Line, Timeout, Exited, Cancelled };

    LineProcess(QString program, QStringList arguments, QString workingDirectory = {});
    ~LineProcess();  // kills the program if it still runs
    LineProcess(const LineProcess&) = delete;
    LineProcess& operator=(const LineProcess&) = delete;

    // Starts the program; false with a reason ("could not start prog: No such file") otherwise.
    bool start(int timeoutMs, QString* error);
    // Started and not yet stopped (the program itself may have ended: see exited()).
    bool live() const { return m_process != nullptr; }
    bool exited() const;
    const QString& program() const { return m_program; }
    // The program's process id (its process group's too) from start() to stop(); 0 otherwise.
    std::int64_t processId() const { return m_pid; }

    // Writes one line (a newline is added); nothing when the program is not running.
    void send(std::string_view line);

    // Waits up to timeoutMs for one line (its end stripped). A last line without an end, written
    // before the program exited, still counts. On Timeout `line` holds what was pending (not
    // consumed), for the fault message. `cancel` is polled every 50 ms.
    Read readLine(std::string& line, std::int64_t timeoutMs, const std::atomic<bool>* cancel);

    // Closes its input, waits up to graceMs for it to end, then kills it and its process group
    // (what it forked); the process is gone afterwards (live() is false). graceMs <= 0 kills at
    // once.
    void stop(int graceMs);

    // Why the program is not answering: "the program crashed", "... ended (exit code 3) ...",
    // "... wrote more than 256 MB ...".
    QString exitText() const;
    bool crashed() const;  // also true when it was stopped for flooding its output
    bool flooded() const { return m_flooded; }
    // What it wrote to stderr (the first kMaxStderr bytes).
    QString stderrText() const { return QString::fromUtf8(m_err); }

private:
    void drainErr();
    bool overOutputLimit() const { return m_outputLimit > 0 && m_outputBytes > m_outputLimit; }
    void killFlooded();

    QString m_program;
    QStringList m_arguments;
    QString m_workingDirectory;
    std::unique_ptr<QProcess> m_process;
    QByteArray m_err;
    bool m_crashed = false;
    int m_exitCode = 0;
    bool m_hasExit = false;
    std::int64_t m_pid = 0;
    std::int64_t m_outputLimit = 0;
    std::int64_t m_outputBytes = 0;  // stdout consumed and stderr drained
    bool m_flooded = false;
};

} // namespace pb::play
