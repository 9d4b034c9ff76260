#include "gui/less/lessplay.h"

namespace pb::gui {

using namespace pb::less;

LessPlay::LessPlay(QObject* parent) : QObject(parent) {}

LessPlay::~LessPlay() { stop(); }

void LessPlay::stop() { m_host.stop(); }

void LessPlay::start(const Board& board, Seats seats, SessionOptions options, std::optional<Game> resume)
{
    m_host.stop();
    // Each event is posted to the GUI thread; one of a stopped game is dropped there.
    auto post = m_host.poster(this);
    SessionEvents events;
    events.turnStarted = [this, post](int colour, play::PlayerKind kind, qint64 leftMs) {
        post([this, colour, kind, leftMs] { emit turnStarted(colour, static_cast<int>(kind), leftMs); });
    };
    events.turnPlayed = [this, post](const Game& after, const Game::Record&) {
        post([this, after] { emit turnPlayed(after); });
    };
    events.faulted = [this, post](const Fault& f) { post([this, f] { emit faulted(f); }); };
    events.rushStarted = [this, post](const Game&) { post([this] { emit rushStarted(); }); };
    auto session = std::make_shared<Session>(board, seats, std::move(options), std::move(events), std::move(resume));
    m_host.launch(std::move(session), seats, [this, post](Session& s) {
        const SessionResult result = s.run();
        const Game game = s.game();
        post([this, result, game] {
            m_host.markFinished();
            emit finished(result, game);
        });
    });
}

void LessPlay::postTurn(int colour, const Turn& turn)
{
    m_host.postMove<PersonPlayer>(static_cast<std::size_t>(colour), turn);
}

void LessPlay::setPlayer(int colour, std::shared_ptr<Player> player)
{
    m_host.setPlayer(static_cast<std::size_t>(colour), std::move(player));
}

} // namespace pb::gui
