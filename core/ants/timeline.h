#pragma once

#include "ants/game.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace pb::ants {

// What the graphs show for one round.
struct RoundStats {
    std::int32_t food[2] = {0, 0};     // on each colour's hill (the score)
    std::int32_t carried[2] = {0, 0};  // held by living ants
    std::int32_t alive[2] = {0, 0};
    friend bool operator==(const RoundStats&, const RoundStats&) = default;
};

RoundStats statsOf(const Game& game);

// A recorded game that any round of can be seen again quickly. One thread (the recorder) plays
// the game ahead with record(); any thread may meanwhile read what is computed. A snapshot is
// kept every `interval` rounds and the stats of every round, so a computed round is rebuilt by
// copying a snapshot and replaying fewer than `interval` rounds.
class Timeline {
public:
    Timeline(const World& world, const Brain& red, const Brain& black, std::uint32_t seed,
             int lastRound = kDefaultRounds, int interval = 250, bool countStates = true);

    // Recorder: plays up to `rounds` more rounds (fewer at the end of the game or on an error)
    // and returns how many it played.
    int record(int rounds);

    int lastRound() const { return m_lastRound; }
    int interval() const { return m_interval; }
    int computedRounds() const { return m_computed.load(std::memory_order_acquire); }
    // True once the last round is computed or the game stopped on an error.
    bool finished() const { return m_finished.load(std::memory_order_acquire); }
    std::optional<GameError> error() const;

    // Stats of rounds [from, to], clamped to what is computed.
    std::vector<RoundStats> stats(int from, int to) const;

    // The game after `round` (clamped to what is computed). `near`, if given, is a game of this
    // timeline that may be replayed from instead of a snapshot when it is closer.
    Game gameAt(int round, const Game* near = nullptr) const;

    // Memory held by snapshots and stats, roughly, in bytes.
    std::size_t memoryBytes() const;

private:
    Game m_recorder;  // touched by the recorder only
    const int m_lastRound;
    const int m_interval;
    std::size_t m_snapshotBytes = 0;

    mutable std::mutex m_mutex;  // guards what follows
    std::vector<std::shared_ptr<const Game>> m_snapshots;  // m_snapshots[i] is round i * interval
    std::vector<RoundStats> m_stats;                       // m_stats[r] is round r
    std::optional<GameError> m_error;

    std::atomic<int> m_computed{0};
    std::atomic<bool> m_finished{false};
};

} // namespace pb::ants
