#pragma once

#include "ants/brain.h"
#include "ants/session.h"
#include "ants/timeline.h"
#include "ants/world.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

namespace pb::gui {

// Runs one ants game for the desktop program: records it on a worker thread (a Timeline), and
// serves the GUI the state of whichever round it asks for, also computed off the GUI thread.
// The GUI only ever reads finished, immutable frames.
class AntsController : public QObject {
    Q_OBJECT
public:
    explicit AntsController(QObject* parent = nullptr);
    ~AntsController() override;

    // Starts a new game (the old one is dropped). Returns false if a brain has errors.
    bool start(const pb::ants::World& world, const pb::ants::Brain& red, const pb::ants::Brain& black,
               std::uint32_t seed, int lastRound = pb::ants::kDefaultRounds);

    const pb::ants::World& world() const { return m_world; }
    const pb::ants::Brain& brain(pb::ants::Color c) const { return m_brains[pb::ants::index(c)]; }
    std::uint32_t seed() const { return m_seed; }
    int lastRound() const { return m_lastRound; }
    int computedRounds() const { return m_timeline ? m_timeline->computedRounds() : 0; }
    bool finished() const { return m_timeline && m_timeline->finished(); }
    std::shared_ptr<const pb::ants::Timeline> timeline() const { return m_timeline; }

    // The frame shown now, and its round.
    std::shared_ptr<const pb::ants::Game> frame() const { return m_frame; }
    int round() const { return m_frame ? m_frame->round() : 0; }

    // Asks for a round; frameChanged follows when it is ready. Requests made while one is being
    // computed are merged: only the latest is served.
    void seek(int round);
    bool seekPending() const { return m_seekBusy; }

    // Playing: advances the shown round by speed() rounds per second (0: as fast as the game is
    // computed), stopping at the end.
    void setPlaying(bool playing);
    bool isPlaying() const { return m_playing; }
    void setSpeed(int roundsPerSecond);
    int speed() const { return m_speed; }

signals:
    void frameChanged(int round);
    void computedChanged(int computedRounds);
    void statsAppended(int firstRound, const std::vector<pb::ants::RoundStats>& stats);
    void playingChanged(bool playing);
    void gameStopped(const QString& message);  // an ant reached a state its brain lacks
    void started();

private:
    void stopRecording();
    void poll();
    void tick();
    void launchSeek(int round);

    pb::ants::World m_world;
    pb::ants::Brain m_brains[2];
    std::uint32_t m_seed = 12345;
    int m_lastRound = pb::ants::kDefaultRounds;

    std::shared_ptr<pb::ants::Timeline> m_timeline;
    std::shared_ptr<pb::ants::Session> m_session;
    QFuture<void> m_recording;
    int m_statsSent = -1;  // last round whose stats went out
    bool m_errorReported = false;

    struct Frame {
        std::shared_ptr<const pb::ants::Game> game;
        quint64 generation = 0;  // which start() it belongs to
    };
    quint64 m_generation = 0;
    std::shared_ptr<const pb::ants::Game> m_frame;
    QFutureWatcher<Frame> m_seekWatcher;
    bool m_seekBusy = false;
    int m_pendingSeek = -1;
    int m_target = 0;  // the round playing is heading for

    QTimer m_pollTimer;
    QTimer m_playTimer;
    QElapsedTimer m_playClock;
    double m_playCarry = 0;
    bool m_playing = false;
    int m_speed = 100;
};

} // namespace pb::gui
