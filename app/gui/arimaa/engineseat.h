#pragma once

#include "arimaa/aei.h"
#include "arimaa/timecontrol.h"

#include <QFuture>
#include <QMutex>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pb::gui {

// An AEI engine playing one side in the Arimaa workspace. The engine process lives on a thread
// of its own (a one-thread pool that keeps its thread), so every call reaches the QProcess from
// the thread that started it and the GUI never waits: requests run in order (start, moves,
// quit) and their results come back as futures.
class ArimaaEngineSeat {
public:
    struct Answer {
        std::string move;  // the bestmove
        pb::arimaa::AeiInfo info;
        std::int64_t usedMs = 0;
        std::optional<pb::arimaa::AeiFault> fault;
        bool cancelled = false;
    };
    using InfoHandler = std::function<void(const pb::arimaa::AeiInfo&)>;  // called on the seat's thread

    // `command`: the engine and its arguments, as a shell would split them.
    explicit ArimaaEngineSeat(const QString& command);
    ~ArimaaEngineSeat();  // quits the engine (killed if it lingers) and waits for its thread
    ArimaaEngineSeat(const ArimaaEngineSeat&) = delete;
    ArimaaEngineSeat& operator=(const ArimaaEngineSeat&) = delete;

    const QString& command() const { return m_command; }
    // The engine's name once started (else the program's file name).
    QString name() const;

    // The opening phase, newgame and the time control's options.
    QFuture<std::optional<pb::arimaa::AeiFault>> start(const pb::arimaa::TimeControl& control, bool timed);
    // The game's moves so far (official notation lines, labels included) are sent as makemove
    // (those not sent yet), then the clocks, then go; the engine has deadlineMs before it is
    // told to stop (and graceMs more before it is given up).
    QFuture<Answer> ask(const std::vector<std::string>& record, const std::vector<std::pair<std::string, std::int64_t>>& clock,
                        std::int64_t deadlineMs, int graceMs, std::shared_ptr<std::atomic<bool>> cancel,
                        InfoHandler onInfo);
    QString stderrText() const;

private:
    QString m_command;
    std::shared_ptr<pb::arimaa::AeiEngine> m_engine;  // used on m_pool's thread only
    std::size_t m_sent = 0;  // record lines sent as makemove
    QThreadPool m_pool;
    mutable QMutex m_mutex;
    QString m_name;
    QString m_stderr;
};

} // namespace pb::gui
