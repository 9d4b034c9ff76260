#include "less/session.h"

#include "less/program.h"
#include "less/rush.h"

#include <algorithm>

namespace pb::less {

namespace {

constexpr int kQuitGraceMs = 300;

} // namespace

std::shared_ptr<Player> makePlayer(const PlayerSpec& spec, int colour, const SessionOptions& options)
{
    if (spec.bot)
        return std::make_shared<BotPlayer>(spec.level, botSeed(options.seed, colour), options.botBudget);
    return std::make_shared<ProgramPlayer>(spec, options.timePerGame.count(), options.workingDirectory);
}

Seats makeSeats(const std::array<PlayerSpec, kColours>& specs, const SessionOptions& options)
{
    Seats seats;
    for (int c = 0; c < kColours; ++c)
        seats[static_cast<std::size_t>(c)] = makePlayer(specs[static_cast<std::size_t>(c)], c, options);
    return seats;
}

Session::Session(const Board& board, Seats seats, SessionOptions options, SessionEvents events, std::optional<Game> resume)
    : m_options(std::move(options)), m_events(std::move(events)),
      m_game(resume ? *resume : Game(board, m_options.start.value_or(Position::start())))
{
    m_result.log.board = board;
    m_result.log.start = m_options.start.value_or(Position::start());
    for (int c = 0; c < kColours; ++c) {
        const auto i = static_cast<std::size_t>(c);
        m_seats[i].player = std::move(seats[i]);
        m_result.log.players[i] = m_seats[i].player->name();
    }
}

Session::~Session()
{
    for (Seat& s : m_seats)
        s.player->stop();
}

void Session::setPlayer(int colour, std::shared_ptr<Player> player)
{
    if (colour < 0 || colour >= kColours || !player)
        return;
    std::lock_guard lock(m_mutex);
    m_replacements[static_cast<std::size_t>(colour)] = std::move(player);
    if (m_thinking.load() == colour)
        m_control.interruptTurn();
}

void Session::takeReplacements()
{
    std::array<std::shared_ptr<Player>, kColours> taken;
    {
        std::lock_guard lock(m_mutex);
        taken.swap(m_replacements);
    }
    for (int c = 0; c < kColours; ++c) {
        auto& p = taken[static_cast<std::size_t>(c)];
        if (!p)
            continue;
        Seat& s = seat(c);
        s.player->stop();
        m_retired.push_back(std::move(s.player));
        s.player = std::move(p);
        s.judged = false;
        m_result.log.players[static_cast<std::size_t>(c)] = s.player->name();
        if (auto f = s.player->start(m_game.board(), c))
            fault(c, std::move(*f));
    }
}

std::shared_ptr<Player> Session::playerAt(int colour)
{
    Seat& s = seat(colour);
    if (!s.judged)
        return s.player;
    if (!s.judge)
        s.judge = std::make_shared<BotPlayer>(m_options.judgeLevel, botSeed(m_options.seed, colour), m_options.botBudget);
    return s.judge;
}

void Session::fault(int colour, Fault f)
{
    Seat& s = seat(colour);
    s.player->stop();
    s.judged = true;
    f.colour = colour;
    m_result.log.faults.push_back(f);
    if (m_events.faulted)
        m_events.faulted(f);
}

// Programs whose team is home get `Quit` (they may also have ended by themselves).
void Session::quitFinished()
{
    for (int c = 0; c < kColours; ++c) {
        Seat& s = seat(c);
        if (s.player->live() && m_game.position().teamHome(teamOf(c)))
            s.player->quit(kQuitGraceMs);
    }
}

SessionResult Session::run()
{
    for (int c = 0; c < kColours; ++c)
        if (auto f = seat(c).player->start(m_game.board(), c))
            fault(c, std::move(*f));
    while (m_game.phase() == Game::Phase::Playing) {
        quitFinished();
        if (!playTurn())
            return finish();
    }
    quitFinished();
    if (m_game.phase() == Game::Phase::Rush) {
        if (m_events.rushStarted)
            m_events.rushStarted(m_game);
        for (int c = 0; c < kColours; ++c)
            if (!rush(c))
                return finish();
    }
    return finish();
}

// One turn of the colour to move; false when the game cannot go on (cancelled).
bool Session::playTurn()
{
    const int colour = m_game.toMove();
    for (;;) {
        m_thinking.store(colour);
        m_control.beginTurn();
        takeReplacements();
        if (m_control.cancelled())
            return false;
        const std::shared_ptr<Player> player = playerAt(colour);
        if (m_events.turnStarted)
            m_events.turnStarted(colour, player->kind(), player->leftMs());
        const auto started = std::chrono::steady_clock::now();
        const Player::TurnReply reply = player->turn(m_game, m_control.stopFlag());
        if (reply.status == Player::Status::Fault) {
            fault(colour, reply.fault);
            continue;  // the judge's bot plays this turn
        }
        if (reply.status == Player::Status::Ok && player->kind() == play::PlayerKind::Bot && m_options.botPause.count() > 0)
            m_control.sleepUntil(started + m_options.botPause);
        if (reply.status == Player::Status::Stopped || m_control.stopped()) {
            if (m_control.cancelled())
                return false;
            continue;  // the seat got another player: ask it
        }
        const TurnCheck check = m_game.play(reply.turn);
        if (!check.ok()) {
            // Programs' turns are checked as they are read and bots only play legal turns, so
            // this is a person's turn sent from a stale position: ask again.
            continue;
        }
        m_thinking.store(-1);
        if (m_events.turnPlayed)
            m_events.turnPlayed(m_game, m_game.history().back());
        return true;
    }
}

// The final rush of one colour; false when cancelled.
bool Session::rush(int colour)
{
    const auto ci = static_cast<std::size_t>(colour);
    const std::array<int, kPieces> pieces = m_game.position().pieces(colour);
    std::vector<Step> steps;
    m_control.beginTurn();
    if (m_control.cancelled())
        return false;
    const std::shared_ptr<Player> player = playerAt(colour);
    if (player->live()) {
        Player::RushReply reply = player->rush(m_game, m_control.stopFlag());
        if (reply.status == Player::Status::Stopped)
            return false;
        steps = std::move(reply.steps);
        if (reply.fault)
            fault(colour, std::move(*reply.fault));
    }
    // The valid steps so far, then the judge brings the pieces home the shortest way.
    std::array<int, kPieces> now = pieces;
    const RushCheck sofar = checkRush(m_game.board(), colour, pieces, steps);
    int moves = sofar.moves;
    for (const Step& st : steps)
        std::replace(now.begin(), now.end(), static_cast<int>(st.from), static_cast<int>(st.to));
    if (!sofar.home) {
        RushResult rest = solveRush(m_game.board(), colour, now);
        moves += rest.moves;
        steps.insert(steps.end(), rest.steps.begin(), rest.steps.end());
    }
    m_result.log.rushSteps[ci] = steps;
    m_result.log.rushMoves[ci] = moves;
    m_game.setRush(colour, moves);
    return true;
}

SessionResult Session::finish()
{
    m_thinking.store(-1);
    const bool over = m_game.phase() == Game::Phase::Over;
    for (Seat& s : m_seats)
        if (s.player->live())
            s.player->quit(over ? kQuitGraceMs : 0);
    for (auto& p : m_retired)
        p->stop();
    m_result.over = over;
    GameLog& log = m_result.log;
    log.turns = m_game.history();
    for (int c = 0; c < kColours; ++c) {
        const auto i = static_cast<std::size_t>(c);
        const Player& p = *m_seats[i].player;
        if (p.kind() == play::PlayerKind::Program) {
            log.stderrText[i] = p.stderrText();
            m_result.timeUsedMs[i] = p.usedMs();
        }
        log.moves[i] = m_game.moves(c);
    }
    if (over)
        log.scores = scoresOf(m_game, log.faults);
    return m_result;
}

} // namespace pb::less
