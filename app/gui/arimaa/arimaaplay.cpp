#include "gui/arimaa/arimaaplay.h"

namespace pb::gui {

using namespace pb::arimaa;

ArimaaPlay::ArimaaPlay(QObject* parent) : QObject(parent) {}

ArimaaPlay::~ArimaaPlay() { stop(); }

void ArimaaPlay::stop() { m_host.stop(); }

void ArimaaPlay::start(Seats seats, SessionOptions options)
{
    m_host.stop();
    // Each event is posted to the GUI thread; one of a stopped game is dropped there.
    auto post = m_host.poster(this);
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
    auto session = std::make_shared<Session>(seats, std::move(options), std::move(events));
    m_host.launch(std::move(session), seats, [this, post](Session& s) {
        const SessionResult result = s.run();
        post([this, result] {
            m_host.markFinished();
            emit finished(result);
        });
    });
}

void ArimaaPlay::postMove(int side, const std::string& move)
{
    m_host.postMove<PersonPlayer>(static_cast<std::size_t>(side), move);
}

void ArimaaPlay::setPlayer(int side, std::shared_ptr<Player> player)
{
    m_host.setPlayer(static_cast<std::size_t>(side), std::move(player));
}

} // namespace pb::gui
