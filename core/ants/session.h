#pragma once

// An ant game as a session of the corridor (common/player.h, docs/architecture.md): two brains,
// a world, a seed and a number of rounds, played to the end on the calling thread and reported
// as the same GameResult whoever runs it: `ants run`, the Ants workspace (which records it into
// a Timeline to step through), a tournament. Ant games have no turns to wait for and no players
// that can fault, so the session is small: it plays in chunks, reports progress after each one,
// can be cancelled from any thread between chunks, and stops at the end or on a brain's error.

#include "ants/result.h"
#include "ants/timeline.h"

#include <atomic>
#include <functional>
#include <memory>

namespace pb::ants {

struct SessionSetup {
    World world;
    Brain red, black;
    std::uint32_t seed = 12345;
    int rounds = kDefaultRounds;
    // How the result names them (file names as given).
    QString worldName, redName, blackName;
};

struct SessionEvents {
    // After each chunk: rounds played so far (from the session's thread).
    std::function<void(int rounds)> progressed;
};

class Session {
public:
    enum class Record {
        None,      // only the final game is kept (the command line, tournaments)
        Timeline,  // every round can be seen again (the desktop)
    };

    explicit Session(SessionSetup setup, Record record = Record::None);

    // Plays to the last round, a brain's error or a cancel; returns the result so far.
    GameResult run(const SessionEvents& events = {});
    // From any thread; run() returns after the chunk in progress.
    void cancel() { m_cancelled.store(true); }
    bool cancelled() const { return m_cancelled.load(); }

    const SessionSetup& setup() const { return m_setup; }
    // Record::Timeline only (null otherwise): readable from any thread while run() goes on.
    std::shared_ptr<Timeline> timeline() const { return m_timeline; }
    // The game as run() left it (Record::None; with a timeline, its last computed round).
    Game game() const;
    GameResult result() const;

    // Rounds run() plays between progress reports and cancel checks.
    static constexpr int kChunk = 500;

private:
    SessionSetup m_setup;
    Game m_game;
    std::shared_ptr<Timeline> m_timeline;
    std::atomic<bool> m_cancelled{false};
};

} // namespace pb::ants
