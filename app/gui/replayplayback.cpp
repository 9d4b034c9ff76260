#include "gui/replayplayback.h"

#include "common/stepcontrols.h"

namespace pb::gui {

ReplayPlayback::ReplayPlayback(views::StepControls* controls, Replay replay, int stepsPerSecond, QObject* parent)
    : QObject(parent), m_controls(controls), m_replay(std::move(replay))
{
    connect(controls, &views::StepControls::seekRequested, this, [this](int at) { m_replay.show(at); });
    connect(controls, &views::StepControls::resetRequested, this, [this] { m_replay.show(0); });
    connect(controls, &views::StepControls::playToggled, this, [this](bool playing) {
        if (playing && m_replay.position() >= m_replay.last())
            m_replay.show(0);
        if (playing)
            m_timer.start();
        else
            m_timer.stop();
    });
    auto setSpeed = [this](int perSecond) { m_timer.setInterval(perSecond > 0 ? 1000 / perSecond : 0); };
    connect(controls, &views::StepControls::speedChanged, this, setSpeed);
    controls->setSpeed(stepsPerSecond);
    setSpeed(controls->speed());
    connect(&m_timer, &QTimer::timeout, this, &ReplayPlayback::tick);
}

void ReplayPlayback::stop()
{
    m_timer.stop();
    m_controls->setPlaying(false);
}

void ReplayPlayback::tick()
{
    if (m_replay.position() >= m_replay.last()) {
        stop();
        return;
    }
    m_replay.show(m_replay.position() + 1);
}

} // namespace pb::gui
