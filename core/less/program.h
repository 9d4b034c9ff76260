#pragma once

// One external program in a Less seat, speaking the CodeCup 2017 dialogue on stdin/stdout (see
// referee.h for the dialogue). The referee plays whole games with it; the workspace asks it for
// one turn at a time. Its time for the game runs only while it is being waited for.
//
// A ProgramPlayer owns a QProcess, so every call must come from one thread (the one that called
// start()); the calls block for at most the program's time left plus small grace periods. Once
// a call returns a fault the program has been stopped and the judge plays the seat from then on.

#include "less/gamelog.h"
#include "less/position.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QProcess;

namespace pb::less {

class ProgramPlayer {
public:
    enum class Status { Ok, Fault, Cancelled };

    struct TurnReply {
        Status status = Status::Ok;
        Turn turn;    // Ok
        Fault fault;  // Fault
    };

    struct RushReply {
        Status status = Status::Ok;
        std::vector<Step> steps;     // the valid steps it sent (all of them when Ok)
        std::optional<Fault> fault;  // set when it failed part way (the judge finishes the rush)
    };

    // `timeMs`: the program's time for the whole game.
    ProgramPlayer(int colour, QString program, QStringList arguments, qint64 timeMs,
                  QString workingDirectory = {});
    ~ProgramPlayer();
    ProgramPlayer(const ProgramPlayer&) = delete;
    ProgramPlayer& operator=(const ProgramPlayer&) = delete;

    // Starts the program and sends it the wall line and its colour; a fault when it cannot start.
    std::optional<Fault> start(const Board& board);

    // Sends the turns made since its last one (never its own; `Nil` for a finished player) and
    // reads its turn for `game`'s position, in which this colour is to move.
    TurnReply askTurn(const Game& game, const std::atomic<bool>* cancel);

    // The final rush (`game` in its Rush phase): sends the pending turns and `Move`, then reads
    // steps until its pieces are home. A colour already home just gets `Move`.
    RushReply askRush(const Game& game, const std::atomic<bool>* cancel);

    // Sends `Quit` and ends the program (killed after graceMs).
    void quit(int graceMs);
    // Ends the program at once (after a fault, or when the game is abandoned).
    void stop(int graceMs = 0);

    bool live() const;
    int colour() const { return m_colour; }
    qint64 usedMs() const { return m_usedMs; }
    qint64 leftMs() const { return m_leftMs; }
    qint64 timeMs() const { return m_timeMs; }
    // What it wrote to stderr (the first 256 KiB).
    QString stderrText() const;

private:
    enum class Read { Line, Timeout, Exited, Cancelled };

    void drainErr();
    void send(std::string_view line);
    void sendPending(const Game& game);
    Read readLine(std::string& line, const std::atomic<bool>* cancel);
    QString exitText() const;
    Fault fault(int turn, FaultKind kind, std::string line, const QString& message);

    int m_colour = 0;
    QString m_program;
    QStringList m_arguments;
    QString m_workingDirectory;
    std::unique_ptr<QProcess> m_process;
    qint64 m_timeMs = 0;
    qint64 m_leftMs = 0;
    qint64 m_usedMs = 0;
    std::size_t m_seen = 0;  // history records already sent
    QByteArray m_err;
};

} // namespace pb::less
