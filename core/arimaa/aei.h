#pragma once

// The controller side of the Arimaa Engine Interface (../shared/specs/arimaa-aei-protocol.txt):
// an engine program run as a process, spoken to line by line.
//
// Every call blocks for at most the time it is given (plus a short grace for the process to
// die), so a controller running a game on a worker thread never waits forever: an engine that
// does not start, does not finish its opening phase, crashes, stops answering, answers `go`
// too late or floods its output past a deadline is a fault with a reason, and the engine is
// killed. The process is a play::LineProcess (common/lineprocess.h): use an AeiEngine from one
// thread.
//
// Lines from the engine: protocol-version, id, aeiok, readyok, bestmove, info, log. Anything
// else is kept in the transcript as an error and otherwise ignored (the protocol lets a
// controller go on).

#include "common/lineprocess.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pb::arimaa {

// What `info` lines said during one search (the latest value of each).
struct AeiInfo {
    std::optional<int> score;  // centi-rabbits, from the side to move's view
    std::string depth;         // "10" or "10+"
    std::optional<std::int64_t> nodes;
    std::string pv;
    std::optional<double> time;  // seconds
    std::string type;            // the last line's type (score, depth, ...)
    std::string value;           // and its value
};

// One `info <type> <value>` line; false when it is not an info line. Known types update the
// fields; others only set type/value.
bool parseAeiInfo(std::string_view line, AeiInfo& info);

enum class AeiFaultKind {
    Start,     // the program could not be started
    Crash,     // it exited or crashed
    Timeout,   // no answer in time (opening phase, isready, or bestmove)
    Protocol,  // an answer that breaks the protocol (for example bestmove without a move)
};

const char* aeiFaultKindName(AeiFaultKind kind);

struct AeiFault {
    AeiFaultKind kind = AeiFaultKind::Crash;
    QString message;
    std::string line;  // the offending line, if any
};

class AeiEngine {
public:
    // `transcript` lines are "> sent" and "< received" (and "! note" for the controller's own
    // remarks); kept in memory, bounded.
    AeiEngine(QString program, QStringList arguments, QString workingDirectory = {});
    ~AeiEngine();
    AeiEngine(const AeiEngine&) = delete;
    AeiEngine& operator=(const AeiEngine&) = delete;

    // Starts the program and runs the opening phase (aei ... aeiok) and an isready. `cancel`
    // is polled; a cancelled start kills the engine and is a Crash fault ("stopped").
    std::optional<AeiFault> start(int timeoutMs = 10000, const std::atomic<bool>* cancel = nullptr);
    bool running() const;

    const std::string& name() const { return m_name; }
    const std::string& author() const { return m_author; }
    const std::string& version() const { return m_version; }
    int protocolVersion() const { return m_protocol; }

    // Commands that need no answer.
    void newGame();
    void setPosition(char side, std::string_view boardString);  // side 'g' or 's'; "[...64...]"
    void setOption(std::string_view name, std::string_view value);
    void setOption(std::string_view name, std::int64_t value);
    void makeMove(std::string_view move);

    // isready, waiting for readyok; lines before it (a stale bestmove of an interrupted
    // search, logs, infos) are consumed.
    std::optional<AeiFault> sync(int timeoutMs, const std::atomic<bool>* cancel = nullptr);

    struct Search {
        std::string move;  // the bestmove
        AeiInfo info;
        std::int64_t usedMs = 0;
        std::optional<AeiFault> fault;
        bool cancelled = false;
    };
    using InfoHandler = std::function<void(const AeiInfo&)>;
    using LogHandler = std::function<void(const std::string&)>;
    // `go`; reads until bestmove. After deadlineMs the engine is sent `stop` and gets graceMs
    // more to answer; then it is a Timeout fault (the engine is killed). `cancel` is polled.
    Search go(std::int64_t deadlineMs, int graceMs, const std::atomic<bool>* cancel = nullptr,
              const InfoHandler& onInfo = {}, const LogHandler& onLog = {});
    // `go ponder`: the engine thinks on the opponent's time; end it with stopPondering().
    void goPonder();
    // `stop`, then waits up to graceMs for the (ignored) bestmove, then syncs with isready
    // (syncMs). An engine that answers neither is killed: a Timeout fault.
    std::optional<AeiFault> stopPondering(int graceMs, int syncMs);
    bool pondering() const { return m_pondering; }

    // `quit`; the process is killed if it has not ended after graceMs.
    void quit(int graceMs = 500);
    // Kills the program at once.
    void kill();

    const std::vector<std::string>& transcript() const { return m_transcript; }
    QString stderrText() const;

private:
    using Read = play::LineProcess::Read;
    Read readLine(std::string& line, std::int64_t timeoutMs, const std::atomic<bool>* cancel);
    // Sends `command` and reads until `reply` within timeoutMs; every other line goes to `other`
    // (its type, the rest, the whole line). `phase` is added to a crash's message.
    std::optional<AeiFault> exchange(const char* command, const char* reply, int timeoutMs,
                                     const std::atomic<bool>* cancel, const QString& phase,
                                     const std::function<void(std::string_view, std::string_view,
                                                              const std::string&)>& other);
    void send(std::string_view line);
    void note(std::string_view text);
    void received(const std::string& line);
    AeiFault fault(AeiFaultKind kind, const QString& message, std::string line = {});
    QString exitText() const;

    play::LineProcess m_process;
    std::string m_name, m_author, m_version;
    int m_protocol = 0;
    bool m_pondering = false;
    std::vector<std::string> m_transcript;
};

} // namespace pb::arimaa
