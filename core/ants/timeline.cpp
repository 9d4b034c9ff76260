#include "ants/timeline.h"

#include <algorithm>

namespace pb::ants {

RoundStats statsOf(const Game& game)
{
    RoundStats s;
    for (int c = 0; c < 2; ++c) {
        const auto color = static_cast<Color>(c);
        s.food[c] = game.foodOnHill(color);
        s.carried[c] = game.foodCarried(color);
        s.alive[c] = game.antsAlive(color);
    }
    return s;
}

Timeline::Timeline(const World& world, const Brain& red, const Brain& black, std::uint32_t seed,
                   int lastRound, int interval, bool countStates)
    : m_recorder(world, red, black, seed), m_lastRound(std::max(0, lastRound)),
      m_interval(std::max(1, interval))
{
    m_recorder.setCountingStates(countStates);
    m_snapshots.push_back(std::make_shared<const Game>(m_recorder));
    m_stats.push_back(statsOf(m_recorder));
    m_snapshotBytes = sizeof(Game) + static_cast<std::size_t>(world.width + 2) * (world.height + 2) * 12
        + static_cast<std::size_t>(m_recorder.antCount()) * 16
        + (m_recorder.stateRuns(Color::Red).size() + m_recorder.stateRuns(Color::Black).size()) * 4;
    if (m_lastRound == 0)
        m_finished = true;
}

int Timeline::record(int rounds)
{
    if (finished())
        return 0;
    std::vector<RoundStats> fresh;
    std::vector<std::shared_ptr<const Game>> snapshots;
    fresh.reserve(static_cast<std::size_t>(std::max(0, rounds)));
    int played = 0;
    bool stopped = false;
    while (played < rounds && m_recorder.round() < m_lastRound) {
        if (!m_recorder.playRound()) {
            stopped = true;
            break;
        }
        ++played;
        fresh.push_back(statsOf(m_recorder));
        if (m_recorder.round() % m_interval == 0)
            snapshots.push_back(std::make_shared<const Game>(m_recorder));
    }
    {
        std::lock_guard lock(m_mutex);
        m_stats.insert(m_stats.end(), fresh.begin(), fresh.end());
        m_snapshots.insert(m_snapshots.end(), snapshots.begin(), snapshots.end());
        if (stopped)
            m_error = m_recorder.error();
    }
    m_computed.store(m_recorder.round(), std::memory_order_release);
    if (stopped || m_recorder.round() >= m_lastRound)
        m_finished.store(true, std::memory_order_release);
    return played;
}

std::optional<GameError> Timeline::error() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

std::vector<RoundStats> Timeline::stats(int from, int to) const
{
    std::lock_guard lock(m_mutex);
    const int last = static_cast<int>(m_stats.size()) - 1;
    from = std::clamp(from, 0, last);
    to = std::clamp(to, 0, last);
    if (to < from)
        return {};
    return {m_stats.begin() + from, m_stats.begin() + to + 1};
}

Game Timeline::gameAt(int round, const Game* near) const
{
    round = std::clamp(round, 0, computedRounds());
    std::shared_ptr<const Game> snapshot;
    {
        std::lock_guard lock(m_mutex);
        const std::size_t i = std::min(static_cast<std::size_t>(round / m_interval), m_snapshots.size() - 1);
        snapshot = m_snapshots[i];
    }
    const bool useNear = near && near->round() <= round && near->round() >= snapshot->round();
    Game game = useNear ? *near : *snapshot;
    game.playUntil(round);
    return game;
}

std::size_t Timeline::memoryBytes() const
{
    std::lock_guard lock(m_mutex);
    return m_snapshots.size() * m_snapshotBytes + m_stats.capacity() * sizeof(RoundStats);
}

} // namespace pb::ants
