#pragma once

#include "less/gamelog.h"
#include "less/program.h"

#include <QFuture>
#include <QMutex>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

namespace pb::gui {

// An external program playing a seat of the Less workspace. Its process lives on a thread of
// its own (a one-thread pool that never retires its thread), so the dialogue with it never
// blocks the GUI and every call reaches the process from the thread that started it. Requests
// are queued in order: start, then turns, then the rush, then Quit.
class LessProgramSeat {
public:
    struct RushOutcome {
        std::vector<pb::less::Step> steps;   // the program's valid steps, then the judge's rest
        int moves = 0;
        std::optional<pb::less::Fault> fault;
        bool cancelled = false;
    };

    // `command`: the program and its arguments, as a shell would split them.
    LessProgramSeat(int colour, const QString& command, qint64 timeMs);
    // Ends the program (killed if it does not quit at once) and waits for its thread.
    ~LessProgramSeat();
    LessProgramSeat(const LessProgramSeat&) = delete;
    LessProgramSeat& operator=(const LessProgramSeat&) = delete;

    const QString& command() const { return m_command; }
    int colour() const { return m_colour; }

    QFuture<std::optional<pb::less::Fault>> start(const pb::less::Board& board);
    // `game`: the colour of this seat is to move. A cancelled request stops the program (its
    // dialogue cannot be resumed).
    QFuture<pb::less::ProgramPlayer::TurnReply> askTurn(const pb::less::Game& game,
                                                        std::shared_ptr<std::atomic<bool>> cancel);
    // The final rush; when the program fails part way the judge brings the pieces home.
    QFuture<RushOutcome> askRush(const pb::less::Game& game, std::shared_ptr<std::atomic<bool>> cancel);
    // Sends Quit (the game is over for it) and ends the program.
    void quit();

    qint64 leftMs() const { return m_leftMs.load(); }
    qint64 timeMs() const { return m_timeMs; }
    QString stderrText() const;

private:
    void afterCall();  // on the seat's thread: copies the figures the GUI reads

    int m_colour = 0;
    QString m_command;
    qint64 m_timeMs = 0;
    std::shared_ptr<pb::less::ProgramPlayer> m_player;  // used on m_pool's thread only
    QThreadPool m_pool;
    std::atomic<qint64> m_leftMs{0};
    mutable QMutex m_mutex;
    QString m_stderr;
};

} // namespace pb::gui
