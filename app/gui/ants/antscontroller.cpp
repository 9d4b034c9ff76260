#include "gui/ants/antscontroller.h"
#include "gui/workers.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace pb::gui {

using namespace pb::ants;

namespace {
constexpr int kPollMs = 50;         // how often the GUI looks at the recorder's progress
constexpr int kFrameMs = 33;        // ~30 frames a second while playing
} // namespace

AntsController::AntsController(QObject* parent) : QObject(parent)
{
    m_pollTimer.setInterval(kPollMs);
    connect(&m_pollTimer, &QTimer::timeout, this, &AntsController::poll);
    m_playTimer.setInterval(kFrameMs);
    connect(&m_playTimer, &QTimer::timeout, this, &AntsController::tick);
    connect(&m_seekWatcher, &QFutureWatcher<Frame>::finished, this, [this] {
        m_seekBusy = false;
        Frame frame = m_seekWatcher.result();
        // A frame of a game that was replaced meanwhile is dropped.
        if (frame.game && frame.generation == m_generation) {
            m_frame = std::move(frame.game);
            emit frameChanged(m_frame->round());
        }
        if (m_pendingSeek >= 0) {
            const int next = m_pendingSeek;
            m_pendingSeek = -1;
            launchSeek(next);
        }
    });
}

AntsController::~AntsController()
{
    stopRecording();
    m_seekWatcher.waitForFinished();
}

void AntsController::stopRecording()
{
    if (m_session)
        m_session->cancel();
    // The session stops after its chunk of Session::kChunk rounds: a millisecond or two.
    m_recording.waitForFinished();
}

bool AntsController::start(const World& world, const Brain& red, const Brain& black,
                           std::uint32_t seed, int lastRound)
{
    if (red.states.empty() || black.states.empty())
        return false;
    stopRecording();
    setPlaying(false);
    m_world = world;
    m_brains[0] = red;
    m_brains[1] = black;
    m_seed = seed;
    m_lastRound = lastRound;
    // The game is a session like any other (ants/session.h), recorded so any round can be seen.
    m_session = std::make_shared<Session>(SessionSetup{world, red, black, seed, lastRound, {}, {}, {}},
                                          Session::Record::Timeline);
    m_timeline = m_session->timeline();
    ++m_generation;
    m_statsSent = -1;
    m_errorReported = false;
    m_pendingSeek = -1;
    m_target = 0;
    m_frame = std::make_shared<const Game>(m_timeline->gameAt(0));

    m_recording = QtConcurrent::run(workerPool(), [session = m_session] {
        lowerThreadPriority();
        session->run();
    });
    m_pollTimer.start();
    emit started();
    emit frameChanged(0);
    poll();
    return true;
}

void AntsController::poll()
{
    if (!m_timeline)
        return;
    // "finished" first: once it holds, the rounds read after it are the last ones.
    const bool finished = m_timeline->finished();
    const int computed = m_timeline->computedRounds();
    if (computed > m_statsSent) {
        const int first = m_statsSent + 1;
        emit statsAppended(first, m_timeline->stats(first, computed));
        m_statsSent = computed;
        emit computedChanged(computed);
    }
    if (finished) {
        m_pollTimer.stop();
        if (!m_errorReported) {
            m_errorReported = true;
            if (const auto error = m_timeline->error())
                emit gameStopped(error->message());
        }
    }
}

void AntsController::seek(int round)
{
    if (!m_timeline)
        return;
    round = std::clamp(round, 0, m_timeline->computedRounds());
    m_target = round;
    if (m_seekBusy) {
        m_pendingSeek = round;
        return;
    }
    launchSeek(round);
}

void AntsController::launchSeek(int round)
{
    m_seekBusy = true;
    m_seekWatcher.setFuture(QtConcurrent::run(workerPool(),
        [timeline = m_timeline, near = m_frame, round, generation = m_generation]() -> Frame {
            lowerThreadPriority();
            return {std::make_shared<const Game>(timeline->gameAt(round, near.get())), generation};
        }));
}

void AntsController::setPlaying(bool playing)
{
    if (playing == m_playing)
        return;
    if (playing && m_timeline && m_timeline->finished() && round() >= m_timeline->computedRounds())
        return;  // nothing left to play
    m_playing = playing;
    if (playing) {
        m_target = round();
        m_playCarry = 0;
        m_playClock.start();
        m_playTimer.start();
    } else {
        m_playTimer.stop();
    }
    emit playingChanged(playing);
}

void AntsController::setSpeed(int roundsPerSecond)
{
    m_speed = std::max(0, roundsPerSecond);
}

void AntsController::tick()
{
    if (!m_timeline)
        return;
    const double seconds = static_cast<double>(m_playClock.restart()) / 1000.0;
    const int computed = m_timeline->computedRounds();
    int next;
    if (m_speed == 0) {
        next = computed;
    } else {
        m_playCarry += seconds * m_speed;
        const int step = static_cast<int>(m_playCarry);
        m_playCarry -= step;
        next = std::min(m_target + step, computed);
    }
    if (next != m_target || !m_frame || m_frame->round() != next)
        seek(next);
    if (m_timeline->finished() && next >= computed && m_frame && m_frame->round() >= computed)
        setPlaying(false);
}

} // namespace pb::gui
