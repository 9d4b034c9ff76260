#include "common/lineprocess.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>

#include <algorithm>

#include <csignal>

#include <sys/resource.h>
#include <unistd.h>

namespace pb::play {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LineProcess)
};

std::string stripLine(QByteArray line)
{
    while (!line.isEmpty() && (line.endsWith('\n') || line.endsWith('\r')))
        line.chop(1);
    return line.toStdString();
}

} // namespace

LineProcess::LineProcess(QString program, QStringList arguments, QString workingDirectory)
    : m_program(std::move(program)), m_arguments(std::move(arguments)), m_workingDirectory(std::move(workingDirectory))
{
}

LineProcess::~LineProcess() { stop(0); }

std::int64_t programMemoryLimitMb()
{
    bool ok = false;
    const qint64 mb = qEnvironmentVariableIntValue("PLAYBENCH_PROGRAM_MEMORY_MB", &ok);
    return ok && mb >= 0 ? mb : kDefaultProgramMemoryMb;
}

void ownProcessGroup(QProcess& process)
{
    // Worked out here: the modifier runs in the child between fork and exec, where only
    // async-signal-safe calls belong.
    const std::int64_t mb = programMemoryLimitMb();
    const rlim_t bytes = mb > 0 ? static_cast<rlim_t>(mb) * 1024 * 1024 : RLIM_INFINITY;
    process.setChildProcessModifier([bytes] {
        ::setpgid(0, 0);
        const struct rlimit noCore {0, 0};
        ::setrlimit(RLIMIT_CORE, &noCore);
        if (bytes != RLIM_INFINITY) {
            const struct rlimit memory {bytes, bytes};
            ::setrlimit(RLIMIT_DATA, &memory);  // writable memory; reserved (PROT_NONE) ranges, as JVMs make, are free
        }
    });
}

std::int64_t programOutputLimitBytes()
{
    bool ok = false;
    const qint64 mb = qEnvironmentVariableIntValue("PLAYBENCH_PROGRAM_OUTPUT_MB", &ok);
    return (ok && mb >= 0 ? mb : kDefaultProgramOutputMb) * 1024 * 1024;
}

QString outputLimitText(std::int64_t limitBytes)
{
    return Text::tr("the program wrote more than %1 MB of output (the limit: playbench-cli --program-output-mb, "
                    "or PLAYBENCH_PROGRAM_OUTPUT_MB)")
        .arg(limitBytes / (1024 * 1024));
}

QString couldNotStartText(const QString& program, const QString& reason)
{
    return Text::tr("could not start %1: %2").arg(program, reason);
}

QString crashedText()
{
    return Text::tr("the program crashed");
}

void killProcessGroup(std::int64_t pid)
{
    if (pid > 0)
        ::kill(-static_cast<pid_t>(pid), SIGKILL);  // the group the program leads: its children too
}

void killProcessGroup(const QProcess& process) { killProcessGroup(process.processId()); }

bool LineProcess::start(int timeoutMs, QString* error)
{
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    ownProcessGroup(*m_process);
    if (!m_workingDirectory.isEmpty())
        m_process->setWorkingDirectory(m_workingDirectory);
    m_outputLimit = programOutputLimitBytes();
    m_outputBytes = 0;
    m_flooded = false;
    m_process->start(m_program, m_arguments);
    if (m_process->waitForStarted(timeoutMs)) {
        m_pid = m_process->processId();
        // stderr is drained as it comes, also while we wait on stdout (QProcess reads both then):
        // a flood of it never piles up in our memory, and past the limit the program is killed.
        QObject::connect(m_process.get(), &QProcess::readyReadStandardError, m_process.get(), [this] {
            drainErr();
            if (overOutputLimit() && !m_flooded)
                killFlooded();
        });
        return true;
    }
    if (error)
        *error = couldNotStartText(m_program, m_process->errorString());
    m_process->kill();
    m_process->waitForFinished(1000);
    m_process.reset();
    return false;
}

bool LineProcess::exited() const { return !m_process || m_process->state() == QProcess::NotRunning; }

void LineProcess::drainErr()
{
    if (!m_process)
        return;
    const QByteArray e = m_process->readAllStandardError();
    m_outputBytes += e.size();
    if (m_err.size() < kMaxStderr)
        m_err += e.left(kMaxStderr - m_err.size());
}

void LineProcess::send(std::string_view line)
{
    if (!m_process || m_process->state() != QProcess::Running)
        return;
    QByteArray data(line.data(), static_cast<qsizetype>(line.size()));
    data += '\n';
    m_process->write(data);
}

LineProcess::Read LineProcess::readLine(std::string& line, std::int64_t timeoutMs, const std::atomic<bool>* cancel)
{
    line.clear();
    if (!m_process)
        return Read::Exited;
    QElapsedTimer timer;
    timer.start();
    const auto take = [this, &line](QByteArray bytes) {
        m_outputBytes += bytes.size();
        line = stripLine(std::move(bytes));
        return Read::Line;
    };
    for (;;) {
        drainErr();
        if (m_flooded || overOutputLimit()) {
            killFlooded();
            m_process->waitForFinished(5000);
            m_process->readAllStandardOutput();  // what it wrote last is not kept
            return Read::Exited;
        }
        if (m_process->canReadLine())
            return take(m_process->readLine(kMaxLine));
        if (m_process->bytesAvailable() > kMaxLine)
            return take(m_process->read(kMaxLine));
        if (m_process->state() == QProcess::NotRunning) {
            if (m_process->bytesAvailable() > 0)
                return take(m_process->readAll());  // a last line without its end
            return Read::Exited;
        }
        const std::int64_t left = timeoutMs - timer.elapsed();
        if (left <= 0) {
            line = stripLine(m_process->peek(kMaxLine));
            return Read::Timeout;
        }
        if (cancel && cancel->load())
            return Read::Cancelled;
        m_process->waitForReadyRead(static_cast<int>(std::min<std::int64_t>(left, 50)));
    }
}

// Kills a program past its output limit. Called from readLine and from the stderr handler
// (within a wait): it only sends the kill; the waits see the program end.
void LineProcess::killFlooded()
{
    m_flooded = true;
    killProcessGroup(m_pid);
    if (m_process->state() != QProcess::NotRunning)
        m_process->kill();
}

void LineProcess::stop(int graceMs)
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        m_process->waitForBytesWritten(std::max(graceMs, 0));
        m_process->closeWriteChannel();
        // Its last words on stdout are dropped as they come and counted, so a program that floods
        // its output while it should be quitting cannot fill our memory (stderr: see start()).
        QObject::connect(m_process.get(), &QProcess::readyReadStandardOutput, m_process.get(), [this] {
            m_outputBytes += m_process->readAllStandardOutput().size();
            if (overOutputLimit() && !m_flooded)
                killFlooded();
        });
        m_outputBytes += m_process->readAllStandardOutput().size();
        if (graceMs <= 0 || !m_process->waitForFinished(graceMs)) {
            killProcessGroup(m_pid);
            m_process->kill();
            m_process->waitForFinished(5000);
        }
    }
    killProcessGroup(m_pid);  // what it forked and left running dies with it
    m_pid = 0;
    drainErr();
    m_crashed = m_process->exitStatus() == QProcess::CrashExit;
    m_exitCode = m_process->exitCode();
    m_hasExit = true;
    m_process.reset();
}

bool LineProcess::crashed() const
{
    if (m_flooded)
        return true;
    if (m_process)
        return m_process->state() == QProcess::NotRunning && m_process->exitStatus() == QProcess::CrashExit;
    return m_crashed;
}

QString LineProcess::exitText() const
{
    if (!m_process && !m_hasExit)
        return Text::tr("the program is not running");
    if (m_flooded)
        return outputLimitText(m_outputLimit);
    if (crashed())
        return crashedText();
    const int code = m_process ? m_process->exitCode() : m_exitCode;
    return Text::tr("the program ended (exit code %1) before answering").arg(code);
}

} // namespace pb::play
