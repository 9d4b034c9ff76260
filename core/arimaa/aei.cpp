#include "arimaa/aei.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>

#include <algorithm>
#include <charconv>

namespace pb::arimaa {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ArimaaAei)
};

constexpr qint64 kMaxLine = 64 * 1024;
constexpr qsizetype kMaxStderr = 256 * 1024;
constexpr std::size_t kMaxTranscript = 20000;

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
        s.remove_suffix(1);
    return s;
}

// Splits "type rest": the type runs to the first space.
std::pair<std::string_view, std::string_view> head(std::string_view line)
{
    line = trim(line);
    const std::size_t space = line.find(' ');
    if (space == std::string_view::npos)
        return {line, {}};
    return {line.substr(0, space), trim(line.substr(space + 1))};
}

} // namespace

const char* aeiFaultKindName(AeiFaultKind kind)
{
    switch (kind) {
    case AeiFaultKind::Start: return "start";
    case AeiFaultKind::Crash: return "crash";
    case AeiFaultKind::Timeout: return "timeout";
    case AeiFaultKind::Protocol: return "protocol";
    }
    return "?";
}

bool parseAeiInfo(std::string_view line, AeiInfo& info)
{
    const auto [type, rest] = head(line);
    if (type != "info")
        return false;
    const auto [kind, value] = head(rest);
    info.type = std::string(kind);
    info.value = std::string(value);
    auto toInt = [](std::string_view v, auto& out) {
        if (!v.empty() && v.front() == '+')
            v.remove_prefix(1);
        const auto r = std::from_chars(v.data(), v.data() + v.size(), out);
        return r.ec == std::errc() && r.ptr == v.data() + v.size();
    };
    if (kind == "score") {
        int s = 0;
        if (toInt(value, s))
            info.score = s;
    } else if (kind == "depth") {
        info.depth = std::string(value);
    } else if (kind == "nodes") {
        std::int64_t n = 0;
        if (toInt(value, n))
            info.nodes = n;
    } else if (kind == "pv") {
        info.pv = std::string(value);
    } else if (kind == "time") {
        bool ok = false;
        const double t = QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size())).toDouble(&ok);
        if (ok)
            info.time = t;
    }
    return true;
}

AeiEngine::AeiEngine(QString program, QStringList arguments, QString workingDirectory)
    : m_program(std::move(program)), m_arguments(std::move(arguments)), m_workingDirectory(std::move(workingDirectory))
{
}

AeiEngine::~AeiEngine() { kill(); }

bool AeiEngine::running() const { return m_process && m_process->state() == QProcess::Running; }

QString AeiEngine::stderrText() const { return QString::fromUtf8(m_err); }

void AeiEngine::note(std::string_view text)
{
    if (m_transcript.size() < kMaxTranscript)
        m_transcript.push_back("! " + std::string(text));
}

void AeiEngine::send(std::string_view line)
{
    if (m_transcript.size() < kMaxTranscript)
        m_transcript.push_back("> " + std::string(line));
    if (!running())
        return;
    QByteArray data(line.data(), static_cast<qsizetype>(line.size()));
    data += '\n';
    m_process->write(data);
}

void AeiEngine::received(const std::string& line)
{
    if (m_transcript.size() < kMaxTranscript)
        m_transcript.push_back("< " + line);
    else if (m_transcript.size() == kMaxTranscript)
        m_transcript.push_back("! the transcript is full; later lines are not kept");
}

QString AeiEngine::exitText() const
{
    if (!m_process)
        return Text::tr("the engine is not running");
    if (m_process->exitStatus() == QProcess::CrashExit)
        return Text::tr("the engine crashed");
    return Text::tr("the engine exited (exit code %1)").arg(m_process->exitCode());
}

AeiFault AeiEngine::fault(AeiFaultKind kind, const QString& message, std::string line)
{
    note(std::string(aeiFaultKindName(kind)) + ": " + message.toStdString());
    kill();
    return AeiFault{kind, message, std::move(line)};
}

void AeiEngine::kill()
{
    m_pondering = false;
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(5000);
    }
    const QByteArray e = m_process->readAllStandardError();
    if (m_err.size() < kMaxStderr)
        m_err += e.left(kMaxStderr - m_err.size());
    m_process.reset();
}

AeiEngine::Read AeiEngine::readLine(std::string& line, std::int64_t timeoutMs, const std::atomic<bool>* cancel)
{
    line.clear();
    if (!m_process)
        return Read::Exited;
    QElapsedTimer timer;
    timer.start();
    for (;;) {
        const QByteArray e = m_process->readAllStandardError();
        if (m_err.size() < kMaxStderr)
            m_err += e.left(kMaxStderr - m_err.size());
        if (m_process->canReadLine() || m_process->bytesAvailable() > kMaxLine) {
            QByteArray data = m_process->readLine(kMaxLine);
            while (!data.isEmpty() && (data.endsWith('\n') || data.endsWith('\r')))
                data.chop(1);
            line = data.toStdString();
            received(line);
            return Read::Line;
        }
        if (m_process->state() == QProcess::NotRunning) {
            if (m_process->bytesAvailable() > 0) {
                QByteArray data = m_process->readAll();
                while (!data.isEmpty() && (data.endsWith('\n') || data.endsWith('\r')))
                    data.chop(1);
                line = data.toStdString();
                received(line);
                return Read::Line;
            }
            return Read::Exited;
        }
        const std::int64_t left = timeoutMs - timer.elapsed();
        if (left <= 0)
            return Read::Timeout;
        if (cancel && cancel->load())
            return Read::Cancelled;
        m_process->waitForReadyRead(static_cast<int>(std::min<std::int64_t>(left, 50)));
    }
}

std::optional<AeiFault> AeiEngine::start(int timeoutMs)
{
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    if (!m_workingDirectory.isEmpty())
        m_process->setWorkingDirectory(m_workingDirectory);
    m_process->start(m_program, m_arguments);
    if (!m_process->waitForStarted(timeoutMs))
        return fault(AeiFaultKind::Start, Text::tr("could not start %1: %2").arg(m_program, m_process->errorString()));
    QElapsedTimer timer;
    timer.start();
    send("aei");
    for (;;) {
        std::string line;
        const Read r = readLine(line, timeoutMs - timer.elapsed(), nullptr);
        if (r == Read::Timeout)
            return fault(AeiFaultKind::Timeout, Text::tr("no aeiok within %1 ms of aei").arg(timeoutMs));
        if (r != Read::Line)
            return fault(AeiFaultKind::Crash, exitText() + Text::tr(" (in the opening phase)"));
        const auto [type, rest] = head(line);
        if (type == "aeiok")
            break;
        if (type == "protocol-version") {
            int v = 0;
            std::from_chars(rest.data(), rest.data() + rest.size(), v);
            m_protocol = v;
        } else if (type == "id") {
            const auto [key, value] = head(rest);
            if (key == "name")
                m_name = std::string(value);
            else if (key == "author")
                m_author = std::string(value);
            else if (key == "version")
                m_version = std::string(value);
        } else if (type != "log" && !type.empty()) {
            note("error: unexpected in the opening phase: " + line);
        }
    }
    return sync(std::max<int>(1000, timeoutMs - static_cast<int>(timer.elapsed())));
}

std::optional<AeiFault> AeiEngine::sync(int timeoutMs)
{
    if (!running())
        return fault(AeiFaultKind::Crash, exitText());
    QElapsedTimer timer;
    timer.start();
    send("isready");
    for (;;) {
        std::string line;
        const Read r = readLine(line, timeoutMs - timer.elapsed(), nullptr);
        if (r == Read::Timeout)
            return fault(AeiFaultKind::Timeout, Text::tr("no readyok within %1 ms of isready").arg(timeoutMs));
        if (r != Read::Line)
            return fault(AeiFaultKind::Crash, exitText());
        const auto [type, rest] = head(line);
        if (type == "readyok")
            return std::nullopt;
        if (type != "log" && type != "info" && type != "bestmove" && !type.empty())
            note("error: unexpected message: " + line);
    }
}

void AeiEngine::newGame() { send("newgame"); }

void AeiEngine::setPosition(char side, std::string_view boardString)
{
    send(std::string("setposition ") + side + ' ' + std::string(boardString));
}

void AeiEngine::setOption(std::string_view name, std::string_view value)
{
    send("setoption name " + std::string(name) + " value " + std::string(value));
}

void AeiEngine::setOption(std::string_view name, std::int64_t value) { setOption(name, std::to_string(value)); }

void AeiEngine::makeMove(std::string_view move)
{
    m_pondering = false;  // makemove ends a search in progress
    send("makemove " + std::string(move));
}

void AeiEngine::goPonder()
{
    send("go ponder");
    m_pondering = true;
}

AeiEngine::Search AeiEngine::go(std::int64_t deadlineMs, int graceMs, const std::atomic<bool>* cancel,
                                const InfoHandler& onInfo, const LogHandler& onLog)
{
    Search s;
    if (!running()) {
        s.fault = fault(AeiFaultKind::Crash, exitText());
        return s;
    }
    QElapsedTimer timer;
    timer.start();
    send("go");
    bool stopped = false;
    for (;;) {
        std::string line;
        const std::int64_t limit = stopped ? deadlineMs + graceMs : deadlineMs;
        const Read r = readLine(line, limit - timer.elapsed(), cancel);
        s.usedMs = timer.elapsed();
        if (r == Read::Cancelled) {
            s.cancelled = true;
            send("stop");
            return s;
        }
        if (r == Read::Timeout) {
            if (!stopped) {
                send("stop");
                stopped = true;
                continue;
            }
            s.fault = fault(AeiFaultKind::Timeout,
                            Text::tr("no bestmove within %1 ms (nor %2 ms after stop)").arg(deadlineMs).arg(graceMs));
            return s;
        }
        if (r == Read::Exited) {
            s.fault = fault(AeiFaultKind::Crash, exitText() + Text::tr(" while thinking"));
            return s;
        }
        const auto [type, rest] = head(line);
        if (type == "bestmove") {
            if (rest.empty()) {
                s.fault = fault(AeiFaultKind::Protocol, Text::tr("bestmove without a move"), line);
                return s;
            }
            s.move = std::string(rest);
            return s;
        }
        if (type == "info") {
            parseAeiInfo(line, s.info);
            if (onInfo)
                onInfo(s.info);
        } else if (type == "log") {
            if (onLog)
                onLog(std::string(rest));
        } else if (!type.empty() && type != "readyok") {
            note("error: unexpected message: " + line);
        }
    }
}

std::optional<AeiFault> AeiEngine::stopPondering(int graceMs, int syncMs)
{
    if (!m_pondering)
        return std::nullopt;
    m_pondering = false;
    send("stop");
    // The search's bestmove is of no use; wait a little for it, then make sure every earlier
    // line has been read (isready/readyok) so it cannot be taken for the next answer.
    QElapsedTimer timer;
    timer.start();
    for (;;) {
        std::string line;
        const Read r = readLine(line, graceMs - timer.elapsed(), nullptr);
        if (r != Read::Line)
            break;
        if (head(line).first == "bestmove")
            break;
    }
    if (!running())
        return fault(AeiFaultKind::Crash, exitText() + Text::tr(" while pondering"));
    return sync(syncMs);
}

void AeiEngine::quit(int graceMs)
{
    if (!m_process)
        return;
    send("quit");
    if (m_process->state() != QProcess::NotRunning) {
        m_process->waitForBytesWritten(graceMs);
        m_process->closeWriteChannel();
        m_process->waitForFinished(graceMs);
    }
    kill();
}

} // namespace pb::arimaa
