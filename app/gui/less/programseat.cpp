#include "gui/less/programseat.h"

#include "less/referee.h"
#include "less/rush.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace pb::gui {

using namespace pb::less;

LessProgramSeat::LessProgramSeat(int colour, const QString& command, qint64 timeMs)
    : m_colour(colour), m_command(command), m_timeMs(timeMs), m_leftMs(timeMs)
{
    const PlayerSpec spec = parsePlayerSpec(command);
    m_player = std::make_shared<ProgramPlayer>(colour, spec.program, spec.arguments, timeMs);
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(-1);  // one thread for the program's whole life
}

LessProgramSeat::~LessProgramSeat()
{
    auto player = m_player;
    m_pool.start([player] { player->stop(0); });
    m_pool.waitForDone();
}

QString LessProgramSeat::stderrText() const
{
    QMutexLocker lock(&m_mutex);
    return m_stderr;
}

void LessProgramSeat::afterCall()
{
    m_leftMs.store(m_player->leftMs());
    QMutexLocker lock(&m_mutex);
    m_stderr = m_player->stderrText();
}

QFuture<std::optional<Fault>> LessProgramSeat::start(const Board& board)
{
    return QtConcurrent::run(&m_pool, [this, board] {
        std::optional<Fault> f = m_player->start(board);
        afterCall();
        return f;
    });
}

QFuture<ProgramPlayer::TurnReply> LessProgramSeat::askTurn(const Game& game, std::shared_ptr<std::atomic<bool>> cancel)
{
    return QtConcurrent::run(&m_pool, [this, game, cancel] {
        ProgramPlayer::TurnReply reply;
        if (cancel->load()) {
            reply.status = ProgramPlayer::Status::Cancelled;
        } else {
            reply = m_player->askTurn(game, cancel.get());
        }
        if (reply.status == ProgramPlayer::Status::Cancelled)
            m_player->stop(0);
        afterCall();
        return reply;
    });
}

QFuture<LessProgramSeat::RushOutcome> LessProgramSeat::askRush(const Game& game, std::shared_ptr<std::atomic<bool>> cancel)
{
    return QtConcurrent::run(&m_pool, [this, game, cancel] {
        RushOutcome out;
        const std::array<int, kPieces> pieces = game.position().pieces(m_colour);
        if (m_player->live()) {
            ProgramPlayer::RushReply reply = m_player->askRush(game, cancel.get());
            if (reply.status == ProgramPlayer::Status::Cancelled) {
                m_player->stop(0);
                afterCall();
                out.cancelled = true;
                return out;
            }
            out.steps = std::move(reply.steps);
            out.fault = std::move(reply.fault);
        }
        // The valid steps so far, then the judge's shortest way home for the rest.
        const RushCheck sofar = checkRush(game.board(), m_colour, pieces, out.steps);
        out.moves = sofar.moves;
        if (!sofar.home) {
            std::array<int, kPieces> now = pieces;
            for (const Step& s : out.steps)
                std::replace(now.begin(), now.end(), static_cast<int>(s.from), static_cast<int>(s.to));
            RushResult rest = solveRush(game.board(), m_colour, now);
            out.moves += rest.moves;
            out.steps.insert(out.steps.end(), rest.steps.begin(), rest.steps.end());
        }
        afterCall();
        return out;
    });
}

void LessProgramSeat::quit()
{
    m_pool.start([this] {
        m_player->quit(300);
        afterCall();
    });
}

} // namespace pb::gui
