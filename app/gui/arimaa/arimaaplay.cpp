#include "gui/arimaa/arimaaplay.h"

namespace pb::gui {

using namespace pb::arimaa;

ArimaaPlay::ArimaaPlay(QObject* parent) : QObject(parent) {}

ArimaaPlay::~ArimaaPlay() { stop(); }

void ArimaaPlay::stop()
{
    ++m_game;
    if (m_session)
        m_session->cancel();
    m_thread.wait();
    m_session.reset();
    m_players = {};
}

void ArimaaPlay::start(Seats seats, SessionOptions options)
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
    auto slot = std::make_shared<InfoSlot>();
    SessionEvents events;
    events.turnStarted = [this, post](const TurnStart& t) { post([this, t] { emit turnStarted(t); }); };
    events.info = [this, post, slot](int side, const AeiInfo& i) {
        std::lock_guard lock(slot->mutex);
        slot->latest = std::make_pair(side, i);
        if (slot->posted)
            return;
        slot->posted = true;
        post([this, slot] {
            std::optional<std::pair<int, AeiInfo>> latest;
            {
                std::lock_guard lock(slot->mutex);
                latest.swap(slot->latest);
                slot->posted = false;
            }
            if (latest)
                emit info(latest->first, latest->second);
        });
    };
    events.moved = [this, post](const MoveReport& report, const Game& after) {
        post([this, report, after] { emit moved(report, after); });
    };
    m_session = std::make_shared<Session>(std::move(seats), std::move(options), std::move(events));
    m_thread.start([this, post, session = m_session] {
        const SessionResult result = session->run();
        post([this, result] {
            m_finished = true;
            emit finished(result);
        });
    });
}

void ArimaaPlay::postMove(int side, const std::string& move)
{
    if (side != Gold && side != Silver)
        return;
    if (auto* person = dynamic_cast<PersonPlayer*>(m_players[static_cast<std::size_t>(side)].get()))
        person->post(move);
}

void ArimaaPlay::setPlayer(int side, std::shared_ptr<Player> player)
{
    if ((side != Gold && side != Silver) || !m_session)
        return;
    m_players[static_cast<std::size_t>(side)] = player;
    m_session->setPlayer(side, std::move(player));
}

} // namespace pb::gui
