#include "arimaa/program.h"

#include <QCoreApplication>

namespace pb::arimaa {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ArimaaSession)
};

// The move of a record line, without its "12g " label.
std::string withoutLabel(const std::string& line)
{
    const std::size_t space = line.find(' ');
    return space == std::string::npos ? std::string() : line.substr(space + 1);
}

} // namespace

ProgramPlayer::ProgramPlayer(PlayerSpec spec)
    : m_spec(std::move(spec)), m_engine(m_spec.program, m_spec.arguments, m_spec.workingDirectory)
{
}

QString ProgramPlayer::name() const
{
    if (!m_spec.name.isEmpty())
        return m_spec.name;
    if (!m_engine.name().empty())
        return QString::fromStdString(m_engine.name());
    return m_spec.program;
}

std::optional<AeiFault> ProgramPlayer::open(int timeoutMs, const std::atomic<bool>* stop)
{
    return m_engine.start(timeoutMs, stop);
}

std::optional<AeiFault> ProgramPlayer::start(const SeatStart& seat, const std::atomic<bool>* stop)
{
    m_engine.newGame();
    if (auto f = m_engine.sync(seat.syncTimeoutMs, stop))
        return f;
    if (seat.timed)
        for (const auto& [option, value] : seat.control.aeiOptions())
            m_engine.setOption(option, value);
    m_engine.setOption("opponent", seat.opponent.toStdString());
    if (seat.start)
        m_engine.setPosition(colourLetter(seat.start->side), aeiBoardText(*seat.start));
    for (const std::string& line : seat.moves)
        m_engine.makeMove(withoutLabel(line));
    return m_engine.sync(seat.syncTimeoutMs, stop);
}

Player::Reply ProgramPlayer::turn(const TurnRequest& request, const std::atomic<bool>* stop)
{
    for (const auto& [option, value] : request.clockOptions)
        m_engine.setOption(option, value);
    const AeiEngine::Search search = m_engine.go(request.deadlineMs, request.graceMs, stop, request.onInfo, request.onLog);
    Reply reply;
    reply.info = search.info;
    if (search.cancelled) {
        reply.status = Status::Stopped;
        m_engine.kill();  // its search cannot be resumed
        return reply;
    }
    if (search.fault) {
        reply.status = Status::Fault;
        reply.fault = search.fault;
        reply.line = search.fault->line;
        return reply;
    }
    reply.move = search.move;
    reply.line = "bestmove " + search.move;
    return reply;
}

std::optional<AeiFault> ProgramPlayer::moveMade(const std::string& move, bool own, int graceMs, int syncMs)
{
    if (!own && m_engine.pondering()) {
        if (auto f = m_engine.stopPondering(graceMs, syncMs)) {
            f->message = Text::tr("while pondering: %1").arg(f->message);
            return f;
        }
    }
    m_engine.makeMove(move);
    return std::nullopt;
}

} // namespace pb::arimaa
