#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

namespace pb::views {
class StepControls;
}

namespace pb::gui {

// A replay played on its step controls (the Less and Arimaa workspaces): seek and reset show
// that position, Play steps forward at the chosen speed (from the start again when at the end)
// and stops by itself at the last position.
class ReplayPlayback : public QObject {
    Q_OBJECT
public:
    struct Replay {
        std::function<int()> position;  // the position shown
        std::function<int()> last;      // the last position (-1: nothing to play)
        std::function<void(int)> show;  // shows a position
    };

    ReplayPlayback(views::StepControls* controls, Replay replay, int stepsPerSecond, QObject* parent);

    // Stops playing (leaving a replay, a new game).
    void stop();

private:
    void tick();

    views::StepControls* m_controls;
    Replay m_replay;
    QTimer m_timer;
};

} // namespace pb::gui
