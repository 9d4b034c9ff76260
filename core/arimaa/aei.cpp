#include "arimaa/aei.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <charconv>

namespace pb::arimaa {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ArimaaAei)
};

constexpr std::size_t kMaxTranscript = 20000;
constexpr std::size_t kMaxTranscriptLine = 400;  // a longer line is kept cut, with "..."

std::string cut(std::string_view line)
{
    if (line.size() <= kMaxTranscriptLine)
        return std::string(line);
    return std::string(line.substr(0, kMaxTranscriptLine)) + "...";
}

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
    : m_process(std::move(program), std::move(arguments), std::move(workingDirectory))
{
}

AeiEngine::~AeiEngine() { kill(); }

bool AeiEngine::running() const { return m_process.live() && !m_process.exited(); }

QString AeiEngine::stderrText() const { return m_process.stderrText(); }

void AeiEngine::note(std::string_view text)
{
    if (m_transcript.size() < kMaxTranscript)
        m_transcript.push_back("! " + cut(text));
}

void AeiEngine::send(std::string_view line)
{
    if (m_transcript.size() < kMaxTranscript)
        m_transcript.push_back("> " + cut(line));
    if (running())
        m_process.send(line);
}

void AeiEngine::received(const std::string& line)
{
    if (m_transcript.size() < kMaxTranscript)
        m_transcript.push_back("< " + cut(line));
    else if (m_transcript.size() == kMaxTranscript)
        m_transcript.push_back("! the transcript is full; later lines are not kept");
}

QString AeiEngine::exitText() const
{
    if (!m_process.live())
        return Text::tr("the engine is not running");
    if (m_process.flooded())
        return m_process.exitText();
    if (m_process.crashed())
        return Text::tr("the engine crashed");
    return Text::tr("the engine exited: %1").arg(m_process.exitText());
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
    m_process.stop(0);
}

// One line within timeoutMs. An engine that floods its output still runs into the deadline:
// once the time is up, lines already waiting do not count.
AeiEngine::Read AeiEngine::readLine(std::string& line, std::int64_t timeoutMs, const std::atomic<bool>* cancel)
{
    line.clear();
    if (!m_process.live())
        return Read::Exited;
    if (timeoutMs <= 0)
        return Read::Timeout;
    const Read r = m_process.readLine(line, timeoutMs, cancel);
    if (r == Read::Line)
        received(line);
    return r;
}

std::optional<AeiFault> AeiEngine::exchange(const char* command, const char* reply, int timeoutMs,
                                            const std::atomic<bool>* cancel, const QString& phase,
                                            const std::function<void(std::string_view, std::string_view,
                                                                     const std::string&)>& other)
{
    QElapsedTimer timer;
    timer.start();
    send(command);
    for (;;) {
        std::string line;
        const Read r = readLine(line, timeoutMs - timer.elapsed(), cancel);
        if (r == Read::Cancelled)
            return fault(AeiFaultKind::Crash, Text::tr("stopped"));
        if (r == Read::Timeout)
            return fault(AeiFaultKind::Timeout, Text::tr("no %1 within %2 ms of %3")
                                                    .arg(QLatin1String(reply)).arg(timeoutMs).arg(QLatin1String(command)));
        if (r != Read::Line)
            return fault(AeiFaultKind::Crash, exitText() + phase);
        const auto [type, rest] = head(line);
        if (type == reply)
            return std::nullopt;
        other(type, rest, line);
    }
}

std::optional<AeiFault> AeiEngine::start(int timeoutMs, const std::atomic<bool>* cancel)
{
    QString error;
    if (!m_process.start(timeoutMs, &error))
        return fault(AeiFaultKind::Start, error);
    QElapsedTimer timer;
    timer.start();
    auto opening = [this](std::string_view type, std::string_view rest, const std::string& line) {
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
    };
    if (auto f = exchange("aei", "aeiok", timeoutMs, cancel, Text::tr(" (in the opening phase)"), opening))
        return f;
    return sync(std::max<int>(1000, timeoutMs - static_cast<int>(timer.elapsed())), cancel);
}

std::optional<AeiFault> AeiEngine::sync(int timeoutMs, const std::atomic<bool>* cancel)
{
    if (!running())
        return fault(AeiFaultKind::Crash, exitText());
    return exchange("isready", "readyok", timeoutMs, cancel, {},
                    [this](std::string_view type, std::string_view, const std::string& line) {
                        if (type != "log" && type != "info" && type != "bestmove" && !type.empty())
                            note("error: unexpected message: " + line);
                    });
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
    if (!m_process.live())
        return;
    send("quit");
    m_pondering = false;
    m_process.stop(graceMs);
}

} // namespace pb::arimaa
