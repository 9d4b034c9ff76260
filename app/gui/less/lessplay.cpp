#include "gui/less/lessplay.h"

namespace pb::gui {

using namespace pb::less;

LessPlay::LessPlay(QObject* parent) : QObject(parent) {}

LessPlay::~LessPlay() { stop(); }

void LessPlay::stop()
{
    ++m_game;
    if (m_session)
        m_session->cancel();
    m_thread.wait();
    m_session.reset();
    m_players = {};
}

void LessPlay::start(const Board& board, Seats seats, SessionOptions options, std::optional<Game> resume)
{
    stop();
    m_players = seats;
    m_finished = false;
    const int game = m_game;
    // Each event is posted to the GUI thread; one of a stopped game is dropped there.
    auto post = [this, game](auto f) {
        SessionThread::post(this, [this, game, f = std::move(f)] {
            if (game == m_game)
                f();
        });
    };
    SessionEvents events;
    events.turnStarted = [this, post](int colour, play::PlayerKind kind, qint64 leftMs) {
        post([this, colour, kind, leftMs] { emit turnStarted(colour, static_cast<int>(kind), leftMs); });
    };
    events.turnPlayed = [this, post](const Game& after, const Game::Record&) {
        post([this, after] { emit turnPlayed(after); });
    };
    events.faulted = [this, post](const Fault& f) { post([this, f] { emit faulted(f); }); };
    events.rushStarted = [this, post](const Game&) { post([this] { emit rushStarted(); }); };
    m_session = std::make_shared<Session>(board, std::move(seats), std::move(options), std::move(events), std::move(resume));
    m_thread.start([this, post, session = m_session] {
        const SessionResult result = session->run();
        const Game game = session->game();
        post([this, result, game] {
            m_finished = true;
            emit finished(result, game);
        });
    });
}

void LessPlay::postTurn(int colour, const Turn& turn)
{
    if (colour < 0 || colour >= kColours)
        return;
    if (auto* person = dynamic_cast<PersonPlayer*>(m_players[static_cast<std::size_t>(colour)].get()))
        person->post(turn);
}

void LessPlay::setPlayer(int colour, std::shared_ptr<Player> player)
{
    if (colour < 0 || colour >= kColours || !m_session)
        return;
    m_players[static_cast<std::size_t>(colour)] = player;
    m_session->setPlayer(colour, std::move(player));
}

} // namespace pb::gui
