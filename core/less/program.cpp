#include "less/program.h"

#include "less/rush.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>

#include <algorithm>

namespace pb::less {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessReferee)
};

constexpr qint64 kMaxLine = 64 * 1024;        // a longer line without an end is garbage
constexpr qsizetype kMaxStderr = 256 * 1024;  // kept per player
constexpr int kMaxRushSteps = 256;

std::string stripLine(QByteArray line)
{
    while (!line.isEmpty() && (line.endsWith('\n') || line.endsWith('\r')))
        line.chop(1);
    return line.toStdString();
}

} // namespace

ProgramPlayer::ProgramPlayer(int colour, QString program, QStringList arguments, qint64 timeMs,
                             QString workingDirectory)
    : m_colour(colour), m_program(std::move(program)), m_arguments(std::move(arguments)),
      m_workingDirectory(std::move(workingDirectory)), m_timeMs(timeMs), m_leftMs(timeMs)
{
}

ProgramPlayer::~ProgramPlayer() { stop(0); }

bool ProgramPlayer::live() const { return m_process != nullptr; }

QString ProgramPlayer::stderrText() const { return QString::fromUtf8(m_err); }

void ProgramPlayer::drainErr()
{
    if (!m_process)
        return;
    const QByteArray e = m_process->readAllStandardError();
    if (m_err.size() < kMaxStderr)
        m_err += e.left(kMaxStderr - m_err.size());
}

void ProgramPlayer::send(std::string_view line)
{
    if (!m_process || m_process->state() != QProcess::Running)
        return;
    QByteArray data(line.data(), static_cast<qsizetype>(line.size()));
    data += '\n';
    m_process->write(data);
}

void ProgramPlayer::stop(int graceMs)
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        m_process->waitForBytesWritten(graceMs);
        m_process->closeWriteChannel();
        if (graceMs <= 0 || !m_process->waitForFinished(graceMs)) {
            m_process->kill();
            m_process->waitForFinished(5000);
        }
    }
    drainErr();
    m_process.reset();
}

void ProgramPlayer::quit(int graceMs)
{
    if (!m_process)
        return;
    send("Quit");
    stop(graceMs);
}

Fault ProgramPlayer::fault(int turn, FaultKind kind, std::string line, const QString& message)
{
    stop(0);
    return Fault{m_colour, turn, kind, std::move(line), message};
}

QString ProgramPlayer::exitText() const
{
    if (!m_process)
        return Text::tr("the program ended");
    if (m_process->exitStatus() == QProcess::CrashExit)
        return Text::tr("the program crashed");
    return Text::tr("the program ended (exit code %1) before answering").arg(m_process->exitCode());
}

std::optional<Fault> ProgramPlayer::start(const Board& board)
{
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    if (!m_workingDirectory.isEmpty())
        m_process->setWorkingDirectory(m_workingDirectory);
    m_process->start(m_program, m_arguments);
    if (!m_process->waitForStarted(10000)) {
        const QString why = m_process->errorString();
        return fault(1, FaultKind::Crash, {}, Text::tr("could not start %1: %2").arg(m_program, why));
    }
    send(board.toString());
    send(colourName(m_colour));
    return std::nullopt;
}

void ProgramPlayer::sendPending(const Game& game)
{
    const auto& history = game.history();
    for (; m_seen < history.size(); ++m_seen) {
        const Game::Record& r = history[m_seen];
        if (r.colour != m_colour)
            send(r.nil ? std::string("Nil") : turnText(r.turn));
    }
}

// Waits for one line, charging the wait to the program's time.
ProgramPlayer::Read ProgramPlayer::readLine(std::string& line, const std::atomic<bool>* cancel)
{
    QElapsedTimer timer;
    timer.start();
    const qint64 budget = m_leftMs;
    Read result = Read::Line;
    line.clear();
    for (;;) {
        drainErr();
        if (m_process->canReadLine()) {
            line = stripLine(m_process->readLine(kMaxLine));
            break;
        }
        if (m_process->bytesAvailable() > kMaxLine) {
            line = stripLine(m_process->read(kMaxLine));
            break;
        }
        const qint64 left = budget - timer.elapsed();
        if (left <= 0) {
            line = stripLine(m_process->readAll());
            result = Read::Timeout;
            break;
        }
        if (cancel && cancel->load()) {
            result = Read::Cancelled;
            break;
        }
        if (m_process->state() == QProcess::NotRunning) {
            if (m_process->bytesAvailable() > 0)
                line = stripLine(m_process->readAll());  // a last line without its end
            else
                result = Read::Exited;
            break;
        }
        m_process->waitForReadyRead(static_cast<int>(std::min<qint64>(left, 50)));
    }
    const qint64 spent = timer.elapsed();
    m_usedMs += spent;
    m_leftMs -= spent;
    return result;
}

ProgramPlayer::TurnReply ProgramPlayer::askTurn(const Game& game, const std::atomic<bool>* cancel)
{
    TurnReply reply;
    const int turnNo = game.turnsMade(m_colour) + 1;
    if (!m_process) {
        reply.status = Status::Fault;
        reply.fault = Fault{m_colour, turnNo, FaultKind::Crash, {}, Text::tr("the program is not running")};
        return reply;
    }
    sendPending(game);
    std::string line;
    const Read r = readLine(line, cancel);
    if (r == Read::Cancelled) {
        reply.status = Status::Cancelled;
        return reply;
    }
    reply.status = Status::Fault;
    if (r == Read::Timeout) {
        reply.fault = fault(turnNo, FaultKind::Timeout, line,
                            Text::tr("no turn within its time (%1 ms for the game)").arg(m_timeMs));
    } else if (r == Read::Exited) {
        reply.fault = fault(turnNo, FaultKind::Crash, {}, exitText());
    } else {
        const TurnCheck check = readTurn(game.board(), game.position(), m_colour, line);
        if (check.ok()) {
            reply.status = Status::Ok;
            reply.turn = check.turn;
            return reply;
        }
        reply.fault = fault(turnNo, FaultKind::Invalid, line,
                            line.empty() ? Text::tr("an empty line (a turn needs 1 to 3 steps)") : check.error);
    }
    return reply;
}

ProgramPlayer::RushReply ProgramPlayer::askRush(const Game& game, const std::atomic<bool>* cancel)
{
    RushReply reply;
    if (!m_process)
        return reply;
    const std::array<int, kPieces> pieces = game.position().pieces(m_colour);
    const int turnNo = game.turnsMade(m_colour) + 1;
    sendPending(game);
    send("Move");
    if (game.position().home(m_colour))
        return reply;
    std::vector<Step>& steps = reply.steps;
    while (m_process) {
        std::string line;
        const Read r = readLine(line, cancel);
        if (r == Read::Cancelled) {
            reply.status = Status::Cancelled;
            return reply;
        }
        if (r == Read::Timeout) {
            reply.fault = fault(turnNo, FaultKind::Timeout, line,
                                Text::tr("the final rush did not end within its time (%1 ms for the game)").arg(m_timeMs));
            break;
        }
        if (r == Read::Exited) {
            const bool crashed = m_process->exitStatus() == QProcess::CrashExit;
            const QString why = crashed ? exitText() : Text::tr("the program ended before its pieces were home");
            reply.fault = fault(turnNo, crashed ? FaultKind::Crash : FaultKind::BadRush, {}, why);
            break;
        }
        const QByteArray text = QByteArray::fromStdString(line).trimmed();
        if (text.isEmpty())
            continue;
        const std::size_t before = steps.size();
        QString bad;
        bool done = false;
        for (const QByteArray& part : text.split(':')) {
            const TurnParse p = parseTurnText(part.toStdString());
            if (!p.ok() || p.turn.count != 1) {
                bad = p.ok() ? Text::tr("one rush step per line or per ':'") : p.error;
                break;
            }
            steps.push_back(p.turn.steps[0]);
        }
        if (bad.isEmpty()) {
            const RushCheck check = checkRush(game.board(), m_colour, pieces, steps);
            if (!check.ok())
                bad = check.error;
            else if (check.home)
                done = true;
            else if (static_cast<int>(steps.size()) > kMaxRushSteps)
                bad = Text::tr("more than %1 rush steps").arg(kMaxRushSteps);
        }
        if (!bad.isEmpty()) {
            steps.resize(before);
            reply.fault = fault(turnNo, FaultKind::BadRush, line, bad);
            break;
        }
        if (done)
            break;
    }
    if (reply.fault)
        reply.status = Status::Fault;
    return reply;
}

} // namespace pb::less
