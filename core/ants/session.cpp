#include "ants/session.h"

#include <algorithm>

namespace pb::ants {

Session::Session(SessionSetup setup, Record record)
    : m_setup(std::move(setup)), m_game(m_setup.world, m_setup.red, m_setup.black, m_setup.seed)
{
    if (record == Record::Timeline)
        m_timeline = std::make_shared<Timeline>(m_setup.world, m_setup.red, m_setup.black, m_setup.seed,
                                                m_setup.rounds);
}

GameResult Session::run(const SessionEvents& events)
{
    for (;;) {
        if (m_cancelled.load())
            break;
        int played = 0;
        bool done = false;
        if (m_timeline) {
            m_timeline->record(kChunk);
            played = m_timeline->computedRounds();
            done = m_timeline->finished();
        } else {
            const int target = std::min(m_game.round() + kChunk, m_setup.rounds);
            const bool ok = m_game.playUntil(target);
            played = m_game.round();
            done = !ok || played >= m_setup.rounds;
        }
        if (events.progressed)
            events.progressed(played);
        if (done)
            break;
    }
    return result();
}

Game Session::game() const
{
    return m_timeline ? m_timeline->gameAt(m_timeline->computedRounds()) : m_game;
}

GameResult Session::result() const
{
    GameResult r = resultOf(game(), m_setup.worldName, m_setup.redName, m_setup.blackName);
    // A timeline's game is rebuilt up to its last good round: the error is the timeline's.
    if (m_timeline)
        if (const std::optional<GameError> error = m_timeline->error())
            r.error = error->message();
    return r;
}

} // namespace pb::ants
