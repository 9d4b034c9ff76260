#include "arimaa/session.h"

#include "arimaa/program.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>

namespace pb::arimaa {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ArimaaMatch)
};

constexpr int kQuitGraceMs = 500;

QString sideName(int side) { return side == Gold ? QStringLiteral("Gold") : QStringLiteral("Silver"); }

// The move of a record line, without its "12g " label.
std::string withoutLabel(const std::string& line)
{
    const std::size_t space = line.find(' ');
    return space == std::string::npos ? std::string() : line.substr(space + 1);
}

// 91250 ms as "91.250s": the record keeps the clocks to the millisecond.
std::string secondsText(std::int64_t ms)
{
    const std::string millis = std::to_string(1000 + ms % 1000);
    return std::to_string(ms / 1000) + '.' + millis.substr(1) + 's';
}

} // namespace

ClockState clockAfter(const std::vector<MoveReport>& moves, std::size_t count, const TimeControl& control)
{
    ClockState c;
    c.reserveMs = {control.reserveMs, control.reserveMs};
    count = std::min(count, moves.size());
    for (std::size_t i = 0; i < count; ++i) {
        const MoveReport& m = moves[i];
        c.reserveMs = m.reserveMs;
        c.gameElapsedMs = m.gameElapsedMs;
        c.lastUsedMs[static_cast<std::size_t>(m.side)] = m.usedMs;
    }
    return c;
}

std::shared_ptr<Player> makePlayer(const PlayerSpec& spec, int side, const SessionOptions& options)
{
    if (spec.bot)
        return std::make_shared<BotPlayer>(spec.level, botSeed(options.seed, side), spec.depth > 0 ? spec.depth : options.botDepth);
    return std::make_shared<ProgramPlayer>(spec);
}

Session::Session(Seats seats, SessionOptions options, SessionEvents events)
    : m_options(std::move(options)), m_events(std::move(events)), m_seats(std::move(seats)), m_clock(m_options.control)
{
    for (auto& p : m_seats)
        if (!p)
            p = std::make_shared<PersonPlayer>();
}

Session::~Session()
{
    for (auto& p : m_seats)
        p->stop();
    for (auto& p : m_retired)
        p->stop();
}

void Session::setPlayer(int side, std::shared_ptr<Player> player)
{
    if ((side != Gold && side != Silver) || !player)
        return;
    std::lock_guard lock(m_mutex);
    m_replacements[static_cast<std::size_t>(side)] = std::move(player);
    if (m_thinking.load() == side)
        m_control.interruptTurn();
}

SeatStart Session::seatStart(int side) const
{
    SeatStart s;
    s.side = side;
    s.timed = m_options.timed;
    s.control = m_options.control;
    s.start = m_options.start;
    s.startMoveNumber = m_options.startMoveNumber;
    s.moves = m_r.game.record();
    s.opponent = m_r.names[static_cast<std::size_t>(side ^ 1)];
    s.syncTimeoutMs = m_options.syncTimeoutMs;
    return s;
}

void Session::lose(int side, char termination, const QString& reason, std::string line)
{
    m_r.winner = side ^ 1;
    m_r.termination = termination;
    m_r.fault = SessionFault{side, m_r.game.moveLabel(), std::move(line), reason};
}

void Session::halt(const QString& reason)
{
    m_r.winner = haltedWinner(m_pieces);
    m_r.termination = 's';
    m_r.fault = SessionFault{-1, m_r.game.moveLabel(), {}, reason};
}

// Both sides are opened first (so each learns the other's name), then told the game. A side
// given another player meanwhile is left to it: it takes the seat at the first turn.
bool Session::startPlayers()
{
    std::array<bool, 2> replaced{};
    auto failed = [&](int side, const AeiFault& f, const QString& reason) {
        if (m_control.cancelled()) {
            m_r.cancelled = true;
            return true;
        }
        if (m_control.stopped()) {
            replaced[static_cast<std::size_t>(side)] = true;
            return false;
        }
        lose(side, 'f', reason, f.line);
        return true;
    };
    for (int side = 0; side < 2; ++side) {
        const auto i = static_cast<std::size_t>(side);
        m_thinking.store(side);
        m_control.beginTurn();
        if (const auto f = seat(side)->open(m_options.startTimeoutMs, m_control.stopFlag())) {
            if (failed(side, *f, Text::tr("%1 engine: %2").arg(sideName(side), f->message)))
                return false;
            continue;
        }
        m_r.engineIds[i] = seat(side)->engineId();
        m_r.names[i] = seat(side)->name();
    }
    for (int side = 0; side < 2; ++side) {
        if (replaced[static_cast<std::size_t>(side)])
            continue;
        m_thinking.store(side);
        m_control.beginTurn();
        if (const auto f = seat(side)->start(seatStart(side), m_control.stopFlag()))
            if (failed(side, *f, f->message))
                return false;
    }
    m_thinking.store(-1);
    return true;
}

// Players given by setPlayer() take their seats; false when one cannot (a forfeit). Opening
// one is interrupted by a cancel or by the next setPlayer() for its side: then the turn loop
// looks again (m_control.stopped()).
bool Session::takeReplacements()
{
    std::array<std::shared_ptr<Player>, 2> taken;
    {
        std::lock_guard lock(m_mutex);
        taken.swap(m_replacements);
    }
    for (int side = 0; side < 2; ++side) {
        auto& p = taken[static_cast<std::size_t>(side)];
        if (!p)
            continue;
        seat(side)->stop();
        m_retired.push_back(std::move(seat(side)));
        seat(side) = std::move(p);
        std::optional<AeiFault> f = seat(side)->open(m_options.startTimeoutMs, m_control.stopFlag());
        if (f)
            f->message = Text::tr("%1 engine: %2").arg(sideName(side), f->message);
        m_r.engineIds[static_cast<std::size_t>(side)] = seat(side)->engineId();
        m_r.names[static_cast<std::size_t>(side)] = seat(side)->name();
        if (!f)
            f = seat(side)->start(seatStart(side), m_control.stopFlag());
        if (f && m_control.stopped())
            continue;  // its successor takes the seat next
        if (f) {
            lose(side, 'f', f->message, f->line);
            return false;
        }
    }
    return true;
}

// A resumed game: the clocks as they were at this point of the game, and the record says so.
void Session::resume()
{
    const Resumption& from = *m_options.resume;
    const Game& game = m_r.game;
    // Each setup is a turn: at Ng Gold has made N-1 turns, at Ns N.
    const int silverTurns = game.moveNumber() - 1;
    const int goldTurns = silverTurns + (game.sideToMove() == Silver ? 1 : 0);
    if (m_options.timed) {
        m_clock.restore(from.clock.reserveMs, from.clock.lastUsedMs, {goldTurns, silverTurns});
        m_gameOffsetMs = std::max<std::int64_t>(0, from.clock.gameElapsedMs);
    }
    if (m_lastSide < 0 && goldTurns + silverTurns > 0)
        m_lastSide = game.sideToMove() ^ 1;
    m_r.resumptions = from.earlier;
    std::string event = game.moveLabel() + " after a halt";
    if (!from.reason.isEmpty())
        event += " (" + from.reason.simplified().toStdString() + ")";
    if (m_options.timed)
        event += "; reserves Gold " + secondsText(from.clock.reserveMs[0]) + ", Silver " + secondsText(from.clock.reserveMs[1])
                 + "; game time " + secondsText(m_gameOffsetMs);
    m_r.resumptions.push_back(event);
}

SessionResult Session::run()
{
    for (int side = 0; side < 2; ++side)
        m_r.names[static_cast<std::size_t>(side)] = seat(side)->name();
    m_r.startedAtSecs = QDateTime::currentSecsSinceEpoch();
    QElapsedTimer total;
    total.start();
    Game& game = m_r.game;
    if (m_options.start) {
        game = Game::fromPosition(*m_options.start, m_options.startMoveNumber);
        m_pieces.push_back({m_options.start->count(Gold), m_options.start->count(Silver)});
    }
    for (const std::string& line : m_options.moves) {
        const int side = game.sideToMove();
        if (!game.play(line).isEmpty())
            break;
        m_lastSide = side;
        if (!game.inSetup())
            m_pieces.push_back({game.position().count(Gold), game.position().count(Silver)});
    }
    if (m_options.resume)
        resume();
    if (startPlayers()) {
        m_gameTimer.start();
        while (turn()) {
        }
    }
    finish();
    m_r.durationMs = total.elapsed();
    m_r.endedAtSecs = m_r.startedAtSecs + m_r.durationMs / 1000;
    return m_r;
}

// One turn; false when the game is over (or cancelled).
bool Session::turn()
{
    Game& game = m_r.game;
    if (const Outcome o = game.outcome(); o.decided()) {
        m_r.winner = o.winner;
        m_r.termination = o.termination;
        return false;
    }
    const int side = game.sideToMove();
    const bool setup = game.inSetup();
    const bool timed = m_options.timed;
    const TimeControl& tc = m_options.control;
    const std::int64_t allowed = timed ? m_clock.allowedMs(side, setup) : m_options.untimedMoveMs;
    std::int64_t deadline = allowed;
    bool gameLimitFirst = false;  // G runs out before the side's own time
    if (timed && tc.gameMs > 0) {
        const std::int64_t left = std::max<std::int64_t>(0, tc.gameMs - gameElapsedMs());
        if (left < allowed) {
            deadline = left;
            gameLimitFirst = true;
        }
    }
    const std::string label = game.moveLabel();
    TurnRequest request;
    request.game = &game;
    request.side = side;
    request.setup = setup;
    request.timed = timed;
    request.moveTimeMs = m_clock.moveTimeMs(setup);
    request.reserveMs = m_clock.reserveMs(side);
    request.graceMs = m_options.graceMs;
    if (timed)
        request.clockOptions = m_clock.aeiState(m_lastSide);
    request.onInfo = [this, side](const AeiInfo& info) {
        if (m_events.info)
            m_events.info(side, info);
    };
    request.onLog = [this, side](const std::string& line) {
        if (m_events.log)
            m_events.log(side, line);
    };

    // The turn's time runs from the first ask; a seat given to another player is asked again.
    QElapsedTimer timer;
    timer.start();
    std::shared_ptr<Player> player;
    Player::Reply reply;
    for (;;) {
        m_thinking.store(side);
        m_control.beginTurn();
        if (!takeReplacements())
            return false;
        if (m_control.cancelled()) {
            m_r.cancelled = true;
            return false;
        }
        if (m_control.stopped())
            continue;  // a player taking its seat was interrupted by the next one
        if (player != seat(side)) {
            player = seat(side);
            if (m_events.turnStarted)
                m_events.turnStarted(TurnStart{side, label, setup, timed ? m_clock.moveTimeMs(setup) : 0, timed ? allowed : 0,
                                               {m_clock.reserveMs(Gold), m_clock.reserveMs(Silver)}, gameElapsedMs(),
                                               player->kind()});
        }
        request.deadlineMs = std::max<std::int64_t>(0, deadline - timer.elapsed());
        reply = player->turn(request, m_control.stopFlag());
        if (reply.status == Player::Status::Stopped || m_control.stopped()) {
            if (m_control.cancelled()) {
                m_r.cancelled = true;
                return false;
            }
            continue;
        }
        if (reply.status == Player::Status::Ok && player->kind() == play::PlayerKind::Person) {
            // Checked before it is charged: a stale move (the GUI's view was behind) is asked again.
            Game trial = game;
            const MoveParse parsed = parseMove(reply.move);
            if (!parsed.ok() || parsed.move.kind == MoveText::Takeback || parsed.move.kind == MoveText::Empty ||
                !trial.play(parsed.move).isEmpty())
                continue;
        }
        break;
    }
    m_thinking.store(-1);
    const std::int64_t used = timer.elapsed();
    const std::string& line = reply.line;

    if (gameLimitFirst && (used >= deadline || (reply.fault && reply.fault->kind == AeiFaultKind::Timeout))) {
        halt(Text::tr("the game time limit G (%1) ran out during move %2")
                 .arg(QString::fromStdString(durationText(tc.gameMs)), QString::fromStdString(label)));
        return false;
    }
    if (reply.fault) {
        const AeiFault& f = *reply.fault;
        const char t = f.kind == AeiFaultKind::Timeout ? 't' : f.kind == AeiFaultKind::Protocol ? 'i' : 'f';
        lose(side, t, f.message, f.line);
        return false;
    }
    if (timed) {
        const GameClock::Outcome charged = m_clock.finishTurn(side, used, setup);
        if (charged.verdict == GameClock::Verdict::OutOfTime) {
            lose(side, 't', Text::tr("took %1 ms; %2 ms were allowed").arg(used).arg(allowed), line);
            return false;
        }
        if (charged.verdict == GameClock::Verdict::TurnLimit) {
            lose(side, 't', Text::tr("took %1 ms; the turn limit T is %2 ms").arg(used).arg(tc.turnLimitMs), line);
            return false;
        }
    }
    if (reply.move.empty() && player->kind() == play::PlayerKind::Bot) {
        lose(side, 'm', Text::tr("no legal move"));
        return false;
    }
    const MoveParse parsed = parseMove(reply.move);
    if (!parsed.ok()) {
        lose(side, 'i', Text::tr("not a move: %1").arg(QString::fromStdString(parsed.error)), line);
        return false;
    }
    if (parsed.move.kind == MoveText::Takeback || parsed.move.kind == MoveText::Empty) {
        lose(side, 'i', Text::tr("an engine may not take back or pass"), line);
        return false;
    }
    if (const QString error = game.play(parsed.move); !error.isEmpty()) {
        lose(side, 'i', error, line);
        return false;
    }
    MoveReport report;
    report.side = side;
    report.label = label;
    report.move = withoutLabel(game.record().back());
    report.line = line;
    report.usedMs = used;
    report.reserveMs = {m_clock.reserveMs(Gold), m_clock.reserveMs(Silver)};
    report.gameElapsedMs = gameElapsedMs();
    report.info = reply.info;
    m_r.moves.push_back(report);
    if (m_events.moved)
        m_events.moved(report, game);
    if (!game.inSetup())
        m_pieces.push_back({game.position().count(Gold), game.position().count(Silver)});
    m_lastSide = side;

    if (const Outcome o = game.outcome(); o.decided()) {
        m_r.winner = o.winner;
        m_r.termination = o.termination;
        return false;
    }
    if (timed && m_clock.turnLimitReached()) {
        halt(Text::tr("both sides made the %1 turns of the game limit G").arg(tc.gameTurns));
        return false;
    }
    if (timed && m_clock.gameTimeOver(gameElapsedMs())) {
        halt(Text::tr("the game time limit G (%1) ran out").arg(QString::fromStdString(durationText(tc.gameMs))));
        return false;
    }
    // Both players hear the move; the one that made it may ponder on the opponent's time.
    seat(side)->moveMade(report.move, true, m_options.graceMs, m_options.syncTimeoutMs);
    if (const auto f = seat(side ^ 1)->moveMade(report.move, false, m_options.graceMs, m_options.syncTimeoutMs)) {
        m_r.winner = side;
        m_r.termination = 'f';
        m_r.fault = SessionFault{side ^ 1, game.moveLabel(), f->line, f->message};
        return false;
    }
    if (m_options.ponder)
        seat(side)->ponder();
    return true;
}

void Session::finish()
{
    m_thinking.store(-1);
    for (int side = 0; side < 2; ++side) {
        const auto i = static_cast<std::size_t>(side);
        Player& p = *seat(side);
        if (p.kind() != play::PlayerKind::Program) {
            p.stop();
            continue;
        }
        p.quit(m_r.cancelled ? 0 : kQuitGraceMs);
        m_r.transcripts[i] = p.transcript();
        m_r.stderrTexts[i] = p.stderrText();
    }
    for (auto& p : m_retired)
        p->stop();
}

} // namespace pb::arimaa
