#pragma once

#include "gui/sessionthread.h"

#include "arimaa/session.h"

#include <QObject>

#include <array>
#include <memory>
#include <mutex>
#include <optional>

namespace pb::gui {

// The Arimaa workspace's game: one arimaa::Session (the one `arimaa match` runs) on a thread of
// its own, its events turned into signals on the GUI thread, and a person's moves passed to the
// side's PersonPlayer. Events of a game that has been stopped are dropped, so a new game or a
// take back never sees the answers of the old one. A search's info comes often (an engine may
// flood it): only the latest is handed on, once the GUI has taken the one before.
class ArimaaPlay : public QObject {
    Q_OBJECT
public:
    explicit ArimaaPlay(QObject* parent = nullptr);
    ~ArimaaPlay() override;  // stops the game (engines are killed) and waits for its thread

    void start(pb::arimaa::Seats seats, pb::arimaa::SessionOptions options);
    // Ends the game at once and waits for the session to return (soon: every wait polls).
    void stop();
    bool running() const { return m_host.running(); }

    // A person's move for `side` (its seat must be a PersonPlayer).
    void postMove(int side, const std::string& move);
    // Another player for a side, from its next turn on (a turn in progress is asked again).
    void setPlayer(int side, std::shared_ptr<pb::arimaa::Player> player);

signals:
    void turnStarted(const pb::arimaa::TurnStart& turn);
    void info(int side, const pb::arimaa::AeiInfo& info);
    void moved(const pb::arimaa::MoveReport& report, const pb::arimaa::Game& after);
    void finished(const pb::arimaa::SessionResult& result);

private:
    struct InfoSlot {
        std::mutex mutex;
        std::optional<std::pair<int, pb::arimaa::AeiInfo>> latest;
        bool posted = false;
    };

    SessionHost<pb::arimaa::Session, pb::arimaa::Player, 2> m_host;
};

} // namespace pb::gui
