#include "less/referee.h"

#include "less/rush.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>

#include <algorithm>
#include <memory>

namespace pb::less {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessReferee)
};

constexpr qint64 kMaxLine = 64 * 1024;      // a longer line without an end is garbage
constexpr qsizetype kMaxStderr = 256 * 1024;  // kept per player
constexpr int kMaxRushSteps = 256;
constexpr int kQuitGraceMs = 300;

struct Seat {
    int colour = 0;
    PlayerSpec spec;
    std::unique_ptr<QProcess> process;  // running program; null for a bot or after a fault
    bool judge = false;                 // the judge's bot plays this seat (after a fault)
    qint64 leftMs = 0;
    qint64 usedMs = 0;
    std::size_t seen = 0;  // history records already sent
    QByteArray err;

    Seat() = default;
    Seat(const Seat&) = delete;
    Seat& operator=(const Seat&) = delete;
    ~Seat() { stop(0); }

    bool live() const { return process != nullptr; }

    void drainErr()
    {
        if (!process)
            return;
        const QByteArray e = process->readAllStandardError();
        if (err.size() < kMaxStderr)
            err += e.left(kMaxStderr - err.size());
    }

    void send(std::string_view line)
    {
        if (!process || process->state() != QProcess::Running)
            return;
        QByteArray data(line.data(), static_cast<qsizetype>(line.size()));
        data += '\n';
        process->write(data);
    }

    // Ends the program: waits up to graceMs for it to exit by itself, then kills it.
    void stop(int graceMs)
    {
        if (!process)
            return;
        if (process->state() != QProcess::NotRunning) {
            process->waitForBytesWritten(graceMs);
            process->closeWriteChannel();
            if (graceMs <= 0 || !process->waitForFinished(graceMs)) {
                process->kill();
                process->waitForFinished(5000);
            }
        }
        drainErr();
        process.reset();
    }
};

enum class Read { Line, Timeout, Exited, Cancelled };

std::string stripLine(QByteArray line)
{
    while (!line.isEmpty() && (line.endsWith('\n') || line.endsWith('\r')))
        line.chop(1);
    return line.toStdString();
}

// Waits for one line from the seat's program, charging the wait to its time.
Read readLine(Seat& s, std::string& line, const std::atomic<bool>* cancel)
{
    QElapsedTimer timer;
    timer.start();
    const qint64 budget = s.leftMs;
    Read result = Read::Line;
    line.clear();
    for (;;) {
        s.drainErr();
        if (s.process->canReadLine()) {
            line = stripLine(s.process->readLine(kMaxLine));
            break;
        }
        if (s.process->bytesAvailable() > kMaxLine) {
            line = stripLine(s.process->read(kMaxLine));
            break;
        }
        const qint64 left = budget - timer.elapsed();
        if (left <= 0) {
            line = stripLine(s.process->readAll());
            result = Read::Timeout;
            break;
        }
        if (cancel && cancel->load()) {
            result = Read::Cancelled;
            break;
        }
        if (s.process->state() == QProcess::NotRunning) {
            if (s.process->bytesAvailable() > 0)
                line = stripLine(s.process->readAll());  // a last line without its end
            else
                result = Read::Exited;
            break;
        }
        s.process->waitForReadyRead(static_cast<int>(std::min<qint64>(left, 50)));
    }
    const qint64 spent = timer.elapsed();
    s.usedMs += spent;
    s.leftMs -= spent;
    return result;
}

class Referee {
public:
    Referee(const Board& board, const std::array<PlayerSpec, kColours>& players, const RefereeOptions& options)
        : m_options(options), m_game(board, options.start.value_or(Position::start()))
    {
        m_result.log.board = board;
        m_result.log.start = options.start.value_or(Position::start());
        for (int c = 0; c < kColours; ++c) {
            Seat& s = m_seats[static_cast<std::size_t>(c)];
            s.colour = c;
            s.spec = players[static_cast<std::size_t>(c)];
            s.leftMs = options.timePerGame.count();
            m_result.log.players[static_cast<std::size_t>(c)] = s.spec.name;
        }
    }

    RefereeResult run()
    {
        for (Seat& s : m_seats)
            start(s);
        while (m_game.phase() == Game::Phase::Playing) {
            if (cancelled())
                return finish();
            quitFinished();
            if (!playTurn())
                return finish();
        }
        quitFinished();
        if (m_game.phase() == Game::Phase::Rush) {
            for (Seat& s : m_seats) {
                if (cancelled())
                    return finish();
                if (!rush(s))
                    return finish();
            }
        }
        m_result.over = m_game.phase() == Game::Phase::Over;
        return finish();
    }

private:
    bool cancelled() const { return m_options.cancel && m_options.cancel->load(); }

    void fault(Seat& s, int turn, FaultKind kind, std::string line, const QString& message)
    {
        m_result.log.faults.push_back({s.colour, turn, kind, std::move(line), message});
        s.stop(0);
        s.judge = true;
    }

    void start(Seat& s)
    {
        if (s.spec.bot)
            return;
        s.process = std::make_unique<QProcess>();
        s.process->setProcessChannelMode(QProcess::SeparateChannels);
        if (!m_options.workingDirectory.isEmpty())
            s.process->setWorkingDirectory(m_options.workingDirectory);
        s.process->start(s.spec.program, s.spec.arguments);
        if (!s.process->waitForStarted(10000)) {
            const QString why = s.process->errorString();
            fault(s, 1, FaultKind::Crash, {}, Text::tr("could not start %1: %2").arg(s.spec.program, why));
            return;
        }
        s.send(m_game.board().toString());
        s.send(colourName(s.colour));
    }

    void sendPending(Seat& s)
    {
        const auto& history = m_game.history();
        for (; s.seen < history.size(); ++s.seen) {
            const Game::Record& r = history[s.seen];
            if (r.colour != s.colour)
                s.send(r.nil ? std::string("Nil") : turnText(r.turn));
        }
    }

    // Programs whose team is home get `Quit` (they may also have ended by themselves).
    void quitFinished()
    {
        for (Seat& s : m_seats)
            if (s.live() && m_game.position().teamHome(teamOf(s.colour))) {
                s.send("Quit");
                s.stop(kQuitGraceMs);
            }
    }

    BotOptions botOptions(const Seat& s) const
    {
        BotOptions o;
        o.level = s.judge ? m_options.judgeLevel : s.spec.level;
        o.seed = m_options.seed * 4 + static_cast<std::uint64_t>(s.colour) + 1;
        o.budget = m_options.botBudget;
        o.cancel = m_options.cancel;
        return o;
    }

    // One turn of the colour to move; false when the game cannot go on (cancelled).
    bool playTurn()
    {
        const int colour = m_game.toMove();
        Seat& s = m_seats[static_cast<std::size_t>(colour)];
        const int turnNo = m_game.turnsMade(colour) + 1;
        if (s.live()) {
            sendPending(s);
            std::string line;
            const Read r = readLine(s, line, m_options.cancel);
            if (r == Read::Cancelled)
                return false;
            if (r == Read::Timeout) {
                fault(s, turnNo, FaultKind::Timeout, line,
                      Text::tr("no turn within its time (%1 ms for the game)").arg(m_options.timePerGame.count()));
            } else if (r == Read::Exited) {
                fault(s, turnNo, FaultKind::Crash, {}, exitText(s));
            } else {
                const TurnCheck check = readTurn(m_game.board(), m_game.position(), colour, line);
                if (check.ok()) {
                    m_game.play(check.turn);
                    return true;
                }
                fault(s, turnNo, FaultKind::Invalid, line,
                      line.empty() ? Text::tr("an empty line (a turn needs 1 to 3 steps)") : check.error);
            }
        }
        const Turn turn = chooseTurn(m_game, botOptions(s));
        if (cancelled())
            return false;
        return m_game.play(turn).ok();
    }

    static QString exitText(const Seat& s)
    {
        if (!s.process)
            return Text::tr("the program ended");
        if (s.process->exitStatus() == QProcess::CrashExit)
            return Text::tr("the program crashed");
        return Text::tr("the program ended (exit code %1) before answering").arg(s.process->exitCode());
    }

    // The final rush of one seat; false when cancelled.
    bool rush(Seat& s)
    {
        const int colour = s.colour;
        const auto ci = static_cast<std::size_t>(colour);
        const std::array<int, kPieces> pieces = m_game.position().pieces(colour);
        const int turnNo = m_game.turnsMade(colour) + 1;
        std::vector<Step> steps;
        int moves = 0;
        if (m_game.position().home(colour)) {
            if (s.live()) {
                sendPending(s);
                s.send("Move");
            }
        } else if (s.live()) {
            sendPending(s);
            s.send("Move");
            bool done = false;
            while (!done && s.live()) {
                std::string line;
                const Read r = readLine(s, line, m_options.cancel);
                if (r == Read::Cancelled)
                    return false;
                if (r == Read::Timeout) {
                    fault(s, turnNo, FaultKind::Timeout, line,
                          Text::tr("the final rush did not end within its time (%1 ms for the game)")
                              .arg(m_options.timePerGame.count()));
                    break;
                }
                if (r == Read::Exited) {
                    const bool crashed = s.process->exitStatus() == QProcess::CrashExit;
                    fault(s, turnNo, crashed ? FaultKind::Crash : FaultKind::BadRush, {},
                          crashed ? exitText(s) : Text::tr("the program ended before its pieces were home"));
                    break;
                }
                const QByteArray text = QByteArray::fromStdString(line).trimmed();
                if (text.isEmpty())
                    continue;
                const std::size_t before = steps.size();
                QString bad;
                for (const QByteArray& part : text.split(':')) {
                    const TurnParse p = parseTurnText(part.toStdString());
                    if (!p.ok() || p.turn.count != 1) {
                        bad = p.ok() ? Text::tr("one rush step per line or per ':'") : p.error;
                        break;
                    }
                    steps.push_back(p.turn.steps[0]);
                }
                if (bad.isEmpty()) {
                    const RushCheck check = checkRush(m_game.board(), colour, pieces, steps);
                    if (!check.ok())
                        bad = check.error;
                    else if (check.home)
                        done = true;
                    else if (static_cast<int>(steps.size()) > kMaxRushSteps)
                        bad = Text::tr("more than %1 rush steps").arg(kMaxRushSteps);
                }
                if (!bad.isEmpty()) {
                    steps.resize(before);
                    fault(s, turnNo, FaultKind::BadRush, line, bad);
                }
            }
        }
        // The valid steps so far, then the judge brings the pieces home the shortest way.
        std::array<int, kPieces> now = pieces;
        const RushCheck sofar = checkRush(m_game.board(), colour, pieces, steps);
        moves = sofar.moves;
        for (const Step& st : steps)
            std::replace(now.begin(), now.end(), static_cast<int>(st.from), static_cast<int>(st.to));
        if (!sofar.home) {
            RushResult rest = solveRush(m_game.board(), colour, now);
            moves += rest.moves;
            steps.insert(steps.end(), rest.steps.begin(), rest.steps.end());
        }
        m_result.log.rushSteps[ci] = steps;
        m_result.log.rushMoves[ci] = moves;
        m_game.setRush(colour, moves);
        return true;
    }

    RefereeResult finish()
    {
        for (Seat& s : m_seats) {
            if (s.live()) {
                s.send("Quit");
                s.stop(m_result.over || m_game.phase() == Game::Phase::Over ? kQuitGraceMs : 0);
            }
        }
        m_result.over = m_game.phase() == Game::Phase::Over;
        GameLog& log = m_result.log;
        log.turns = m_game.history();
        for (int c = 0; c < kColours; ++c) {
            const auto i = static_cast<std::size_t>(c);
            log.stderrText[i] = QString::fromUtf8(m_seats[i].err);
            m_result.timeUsedMs[i] = m_seats[i].usedMs;
            log.moves[i] = m_game.moves(c);
        }
        if (m_result.over)
            log.scores = scoresOf(m_game, log.faults);
        return m_result;
    }

    RefereeOptions m_options;
    Game m_game;
    std::array<Seat, kColours> m_seats;
    RefereeResult m_result;
};

} // namespace

PlayerSpec parsePlayerSpec(const QString& text, QString* error)
{
    PlayerSpec p;
    const QString t = text.trimmed();
    p.name = t;
    if (t.startsWith(QLatin1String("bot:"))) {
        const QString level = t.mid(4);
        for (BotLevel l : {BotLevel::Random, BotLevel::Greedy, BotLevel::Search})
            if (level == QLatin1String(botLevelName(l))) {
                p.bot = true;
                p.level = l;
                return p;
            }
        if (error)
            *error = Text::tr("unknown bot '%1' (bot:random, bot:greedy or bot:search)").arg(t);
        return p;
    }
    const QStringList words = QProcess::splitCommand(t);
    if (words.isEmpty()) {
        if (error)
            *error = Text::tr("an empty player command");
        return p;
    }
    p.bot = false;
    p.program = words.first();
    p.arguments = words.mid(1);
    return p;
}

RefereeResult runGame(const Board& board, const std::array<PlayerSpec, kColours>& players,
                      const RefereeOptions& options)
{
    Referee referee(board, players, options);
    return referee.run();
}

} // namespace pb::less
