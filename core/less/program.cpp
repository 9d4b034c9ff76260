#include "less/program.h"

#include "less/rush.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace pb::less {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessReferee)
};

constexpr int kMaxRushSteps = 256;

} // namespace

using Read = play::LineProcess::Read;

ProgramPlayer::ProgramPlayer(PlayerSpec spec, qint64 timeMs, QString workingDirectory)
    : m_spec(std::move(spec)), m_process(m_spec.program, m_spec.arguments, std::move(workingDirectory)),
      m_timeMs(timeMs), m_leftMs(timeMs)
{
}

void ProgramPlayer::quit(int graceMs)
{
    if (!m_process.live())
        return;
    m_process.send("Quit");
    m_process.stop(graceMs);
}

Fault ProgramPlayer::fault(int turn, FaultKind kind, std::string line, const QString& message)
{
    m_process.stop(0);
    return Fault{m_colour, turn, kind, std::move(line), message};
}

std::optional<Fault> ProgramPlayer::start(const Board& board, int colour)
{
    m_colour = colour;
    QString error;
    if (!m_process.start(10000, &error))
        return Fault{m_colour, 1, FaultKind::Crash, {}, error};
    m_process.send(board.toString());
    m_process.send(colourName(m_colour));
    return std::nullopt;
}

void ProgramPlayer::sendPending(const Game& game)
{
    const auto& history = game.history();
    for (; m_seen < history.size(); ++m_seen) {
        const Game::Record& r = history[m_seen];
        if (r.colour != m_colour)
            m_process.send(r.nil ? std::string("Nil") : turnText(r.turn));
    }
}

// Waits for one line, charging the wait to the program's time.
Read ProgramPlayer::readLine(std::string& line, const std::atomic<bool>* stop)
{
    QElapsedTimer timer;
    timer.start();
    const Read r = m_process.readLine(line, m_leftMs, stop);
    const qint64 spent = timer.elapsed();
    m_usedMs += spent;
    m_leftMs -= spent;
    return r;
}

Player::TurnReply ProgramPlayer::turn(const Game& game, const std::atomic<bool>* stop)
{
    TurnReply reply;
    const int turnNo = game.turnsMade(m_colour) + 1;
    if (!m_process.live()) {
        reply.status = Status::Fault;
        reply.fault = Fault{m_colour, turnNo, FaultKind::Crash, {}, Text::tr("the program is not running")};
        return reply;
    }
    sendPending(game);
    std::string line;
    const Read r = readLine(line, stop);
    if (r == Read::Cancelled) {
        reply.status = Status::Stopped;
        return reply;
    }
    reply.status = Status::Fault;
    if (r == Read::Timeout) {
        reply.fault = fault(turnNo, FaultKind::Timeout, line,
                            Text::tr("no turn within its time (%1 ms for the game)").arg(m_timeMs));
    } else if (r == Read::Exited) {
        const QString why = m_process.exitText();
        reply.fault = fault(turnNo, FaultKind::Crash, {}, why);
    } else {
        const TurnCheck check = readTurn(game.board(), game.position(), m_colour, line);
        if (check.ok()) {
            reply.status = Status::Ok;
            reply.turn = check.turn;
            Position after = game.position();
            for (int i = 0; i < check.turn.count; ++i)
                after.move(check.turn.steps[static_cast<std::size_t>(i)].from, check.turn.steps[static_cast<std::size_t>(i)].to);
            m_ownAfter = after.mask(m_colour);
            return reply;
        }
        reply.fault = fault(turnNo, FaultKind::Invalid, line,
                            line.empty() ? Text::tr("an empty line (a turn needs 1 to 3 steps)") : check.error);
    }
    return reply;
}

Player::RushReply ProgramPlayer::rush(const Game& game, const std::atomic<bool>* stop)
{
    RushReply reply;
    if (!m_process.live())
        return reply;
    const std::array<int, kPieces> pieces = game.position().pieces(m_colour);
    const int turnNo = game.turnsMade(m_colour) + 1;
    // `Move` comes right after its own last turn, as the task says: what the others played since
    // is not sent. Unless the partner moved this colour's pieces since (its own being home): the
    // rush starts where they are now, so the program is told those turns first.
    if (m_ownAfter && game.position().mask(m_colour) != *m_ownAfter)
        sendPending(game);
    m_seen = game.history().size();
    m_process.send("Move");
    if (game.position().home(m_colour))
        return reply;
    std::vector<Step>& steps = reply.steps;
    while (m_process.live()) {
        std::string line;
        const Read r = readLine(line, stop);
        if (r == Read::Cancelled) {
            reply.status = Status::Stopped;
            return reply;
        }
        if (r == Read::Timeout) {
            reply.fault = fault(turnNo, FaultKind::Timeout, line,
                                Text::tr("the final rush did not end within its time (%1 ms for the game)").arg(m_timeMs));
            break;
        }
        if (r == Read::Exited) {
            const bool crashed = m_process.crashed();
            const QString why = crashed ? m_process.exitText() : Text::tr("the program ended before its pieces were home");
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
