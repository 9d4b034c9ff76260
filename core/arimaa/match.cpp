#include "arimaa/match.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QProcess>

#include <algorithm>
#include <cstdlib>
#include <memory>

namespace pb::arimaa {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ArimaaMatch)
};

constexpr int kQuitGraceMs = 500;

// The move of a record line, without its "12g " label.
std::string withoutLabel(const std::string& line)
{
    const std::size_t space = line.find(' ');
    return space == std::string::npos ? std::string() : line.substr(space + 1);
}

std::string sideName(int side) { return side == Gold ? "Gold" : "Silver"; }

// Plays the game; the engines are owned by the caller, which quits them on every path.
class Referee {
public:
    Referee(const std::array<EnginePlayer, 2>& players, const MatchSettings& settings,
            const MatchCallbacks& callbacks, const std::atomic<bool>* cancel, GameResult& result,
            std::array<std::unique_ptr<AeiEngine>, 2>& engines)
        : m_players(players), m_settings(settings), m_cb(callbacks), m_cancel(cancel), m_r(result),
          m_engines(engines), m_clock(settings.control)
    {
    }

    void run()
    {
        Game& game = m_r.game;
        if (m_settings.start) {
            game = Game::fromPosition(*m_settings.start, m_settings.startMoveNumber);
            m_pieces.push_back({m_settings.start->count(Gold), m_settings.start->count(Silver)});
        }
        if (!startEngines())
            return;
        m_gameTimer.start();
        int lastSide = -1;
        for (;;) {
            if (m_cancel && m_cancel->load()) {
                m_r.cancelled = true;
                return;
            }
            if (!turn(lastSide))
                return;
        }
    }

private:
    void lose(int side, char termination, const QString& reason, std::string line = {})
    {
        m_r.winner = side ^ 1;
        m_r.termination = termination;
        m_r.fault = MatchFault{side, m_r.game.moveLabel(), std::move(line), reason};
    }

    void halt(const QString& reason)
    {
        m_r.winner = haltedWinner(m_pieces);
        m_r.termination = 's';
        m_r.fault = MatchFault{-1, m_r.game.moveLabel(), {}, reason};
    }

    bool startEngines()
    {
        for (int side = 0; side < 2; ++side) {
            const EnginePlayer& p = m_players[static_cast<std::size_t>(side)];
            auto& engine = m_engines[static_cast<std::size_t>(side)];
            engine = std::make_unique<AeiEngine>(p.program, p.arguments, p.workingDirectory);
            if (const auto f = engine->start(m_settings.startTimeoutMs)) {
                lose(side, 'f', Text::tr("%1 engine: %2").arg(QString::fromStdString(sideName(side)), f->message), f->line);
                return false;
            }
            m_r.engineIds[static_cast<std::size_t>(side)] = engine->name();
            if (p.name.isEmpty() && !engine->name().empty())
                m_r.names[static_cast<std::size_t>(side)] = QString::fromStdString(engine->name());
        }
        for (int side = 0; side < 2; ++side) {
            AeiEngine& e = *m_engines[static_cast<std::size_t>(side)];
            e.newGame();
            if (const auto f = e.sync(m_settings.syncTimeoutMs)) {
                lose(side, 'f', f->message, f->line);
                return false;
            }
            for (const auto& [name, value] : m_settings.control.aeiOptions())
                e.setOption(name, value);
            e.setOption("opponent", m_r.names[static_cast<std::size_t>(side ^ 1)].toStdString());
            if (m_settings.start)
                e.setPosition(colourLetter(m_settings.start->side), aeiBoardText(*m_settings.start));
            if (const auto f = e.sync(m_settings.syncTimeoutMs)) {
                lose(side, 'f', f->message, f->line);
                return false;
            }
        }
        return true;
    }

    // One turn; false when the game is over (or cancelled).
    bool turn(int& lastSide)
    {
        Game& game = m_r.game;
        const int side = game.sideToMove();
        const bool setup = game.inSetup();
        AeiEngine& me = *m_engines[static_cast<std::size_t>(side)];
        AeiEngine& other = *m_engines[static_cast<std::size_t>(side ^ 1)];
        const TimeControl& tc = m_settings.control;

        const std::int64_t allowed = m_clock.allowedMs(side, setup);
        std::int64_t deadline = allowed;
        bool gameLimitFirst = false;  // G runs out before the side's own time
        if (tc.gameMs > 0) {
            const std::int64_t left = std::max<std::int64_t>(0, tc.gameMs - m_gameTimer.elapsed());
            if (left < allowed) {
                deadline = left;
                gameLimitFirst = true;
            }
        }
        for (const auto& [name, value] : m_clock.aeiState(lastSide))
            me.setOption(name, value);
        const std::string label = game.moveLabel();
        if (m_cb.onTurnStart) {
            const TurnStart start{side, label, setup, m_clock.moveTimeMs(setup), allowed,
                                  {m_clock.reserveMs(Gold), m_clock.reserveMs(Silver)}, m_gameTimer.elapsed()};
            m_cb.onTurnStart(start);
        }
        const AeiEngine::InfoHandler onInfo = [this, side](const AeiInfo& info) {
            if (m_cb.onInfo)
                m_cb.onInfo(side, info);
        };
        const AeiEngine::LogHandler onLog = [this, side](const std::string& line) {
            if (m_cb.onLog)
                m_cb.onLog(side, line);
        };
        const AeiEngine::Search search = me.go(deadline, m_settings.graceMs, m_cancel, onInfo, onLog);
        if (search.cancelled) {
            m_r.cancelled = true;
            return false;
        }
        const std::string bestLine = "bestmove " + search.move;
        if (gameLimitFirst && (search.usedMs >= deadline || (search.fault && search.fault->kind == AeiFaultKind::Timeout))) {
            halt(Text::tr("the game time limit G (%1) ran out during move %2")
                     .arg(QString::fromStdString(durationText(tc.gameMs)), QString::fromStdString(label)));
            return false;
        }
        if (search.fault) {
            const AeiFault& f = *search.fault;
            const char t = f.kind == AeiFaultKind::Timeout ? 't' : f.kind == AeiFaultKind::Protocol ? 'i' : 'f';
            lose(side, t, f.message, f.line);
            return false;
        }
        const GameClock::Outcome charged = m_clock.finishTurn(side, search.usedMs, setup);
        if (charged.verdict == GameClock::Verdict::OutOfTime) {
            lose(side, 't', Text::tr("took %1 ms; %2 ms were allowed").arg(search.usedMs).arg(allowed), bestLine);
            return false;
        }
        if (charged.verdict == GameClock::Verdict::TurnLimit) {
            lose(side, 't', Text::tr("took %1 ms; the turn limit T is %2 ms").arg(search.usedMs).arg(tc.turnLimitMs),
                 bestLine);
            return false;
        }
        const MoveParse parsed = parseMove(search.move);
        if (!parsed.ok()) {
            lose(side, 'i', Text::tr("not a move: %1").arg(QString::fromStdString(parsed.error)), bestLine);
            return false;
        }
        if (parsed.move.kind == MoveText::Takeback || parsed.move.kind == MoveText::Empty) {
            lose(side, 'i', Text::tr("an engine may not take back or pass"), bestLine);
            return false;
        }
        if (const QString error = game.play(parsed.move); !error.isEmpty()) {
            lose(side, 'i', error, bestLine);
            return false;
        }
        MoveReport report;
        report.side = side;
        report.label = label;
        report.move = withoutLabel(game.record().back());
        report.line = bestLine;
        report.usedMs = search.usedMs;
        report.reserveMs = {m_clock.reserveMs(Gold), m_clock.reserveMs(Silver)};
        report.gameElapsedMs = m_gameTimer.elapsed();
        report.info = search.info;
        m_r.moves.push_back(report);
        if (m_cb.onMove)
            m_cb.onMove(report);
        if (!game.inSetup())
            m_pieces.push_back({game.position().count(Gold), game.position().count(Silver)});
        lastSide = side;

        const Outcome o = game.outcome();
        if (o.decided()) {
            m_r.winner = o.winner;
            m_r.termination = o.termination;
            return false;
        }
        if (m_clock.turnLimitReached()) {
            halt(Text::tr("both sides made the %1 turns of the game limit G").arg(tc.gameTurns));
            return false;
        }
        if (m_clock.gameTimeOver(m_gameTimer.elapsed())) {
            halt(Text::tr("the game time limit G (%1) ran out").arg(QString::fromStdString(durationText(tc.gameMs))));
            return false;
        }
        // Both engines hear the move; the one that made it may ponder on the opponent's time.
        me.makeMove(report.move);
        if (other.pondering()) {
            if (const auto f = other.stopPondering(m_settings.graceMs, m_settings.syncTimeoutMs)) {
                m_r.winner = side;
                m_r.termination = 'f';
                m_r.fault = MatchFault{side ^ 1, game.moveLabel(), f->line,
                                       Text::tr("while pondering: %1").arg(f->message)};
                return false;
            }
        }
        other.makeMove(report.move);
        if (m_settings.ponder)
            me.goPonder();
        return true;
    }

    const std::array<EnginePlayer, 2>& m_players;
    const MatchSettings& m_settings;
    const MatchCallbacks& m_cb;
    const std::atomic<bool>* m_cancel;
    GameResult& m_r;
    std::array<std::unique_ptr<AeiEngine>, 2>& m_engines;
    GameClock m_clock;
    QElapsedTimer m_gameTimer;
    std::vector<std::array<int, 2>> m_pieces;
};

} // namespace

EnginePlayer enginePlayerFromCommand(const QString& commandLine)
{
    EnginePlayer p;
    QStringList words = QProcess::splitCommand(commandLine);
    if (words.isEmpty())
        return p;
    p.program = words.takeFirst();
    p.arguments = words;
    p.name = commandLine.trimmed();
    return p;
}

GameResult playGame(const std::array<EnginePlayer, 2>& players, const MatchSettings& settings,
                    const MatchCallbacks& callbacks, const std::atomic<bool>* cancel)
{
    GameResult r;
    for (int side = 0; side < 2; ++side) {
        const EnginePlayer& p = players[static_cast<std::size_t>(side)];
        r.names[static_cast<std::size_t>(side)] = p.name.isEmpty() ? p.program : p.name;
    }
    r.startedAtSecs = QDateTime::currentSecsSinceEpoch();
    QElapsedTimer timer;
    timer.start();
    std::array<std::unique_ptr<AeiEngine>, 2> engines;
    Referee(players, settings, callbacks, cancel, r, engines).run();
    for (int side = 0; side < 2; ++side) {
        auto& e = engines[static_cast<std::size_t>(side)];
        if (!e)
            continue;
        e->quit(kQuitGraceMs);
        r.transcripts[static_cast<std::size_t>(side)] = e->transcript();
        r.stderrTexts[static_cast<std::size_t>(side)] = e->stderrText();
        e.reset();
    }
    r.durationMs = timer.elapsed();
    r.endedAtSecs = r.startedAtSecs + r.durationMs / 1000;
    return r;
}

const char* terminationName(char termination)
{
    switch (termination) {
    case 'g': return "goal";
    case 'e': return "elimination";
    case 'm': return "immobilisation";
    case 'r': return "resignation";
    case 't': return "time";
    case 'i': return "illegal move";
    case 'f': return "forfeit";
    case 's': return "score";
    case 0: return "none";
    }
    return "?";
}

std::string gameRecordText(const GameResult& r, const MatchSettings& settings)
{
    std::string out;
    auto field = [&out](const char* key, const std::string& value) { out += std::string(key) + ": " + value + '\n'; };
    field("Event", settings.event);
    field("Gold", r.names[0].toStdString());
    field("Silver", r.names[1].toStdString());
    field("TimeControl", settings.control.toString());
    field("Date", QDateTime::fromSecsSinceEpoch(r.startedAtSecs, Qt::UTC)
                      .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                      .toStdString() + " UTC");
    field("Result", r.winner == Gold ? "g" : r.winner == Silver ? "s" : "*");
    field("Termination", r.termination ? std::string(1, r.termination) + " (" + terminationName(r.termination) + ")"
                                       : std::string(r.cancelled ? "cancelled" : "none"));
    if (r.fault) {
        std::string reason = r.fault->reason.toStdString();
        if (r.fault->side >= 0)
            reason = sideName(r.fault->side) + " at " + r.fault->label + ": " + reason;
        if (!r.fault->line.empty())
            reason += " [" + r.fault->line + "]";
        std::replace(reason.begin(), reason.end(), '\n', ' ');
        field("Reason", reason);
    }
    if (settings.start)
        field("Start", std::to_string(settings.startMoveNumber) + colourLetter(settings.start->side) + ' '
                           + aeiBoardText(*settings.start));
    out += '\n';
    out += r.game.recordText();
    return out;
}

std::string archiveHeaderLine()
{
    return "id\twusername\tbusername\tevent\ttimecontrol\tstartts\tendts\tresult\ttermination\tplycount\tmovelist";
}

std::string archiveLine(const GameResult& r, const MatchSettings& settings, int id)
{
    auto clean = [](std::string s) {
        std::replace(s.begin(), s.end(), '\t', ' ');
        std::replace(s.begin(), s.end(), '\n', ' ');
        return s;
    };
    const std::vector<std::string>& record = r.game.record();
    std::string moves;
    for (const std::string& line : record)
        moves += line + "\\n";
    const bool resigned = !record.empty() && record.back().ends_with(" resigns");
    if (!resigned)
        moves += r.game.moveLabel();
    else if (moves.size() >= 2)
        moves.resize(moves.size() - 2);
    int plies = 0;  // the number of the last move played
    if (!record.empty())
        plies = std::atoi(record.back().c_str());
    std::string out;
    out += std::to_string(id) + '\t' + clean(r.names[0].toStdString()) + '\t' + clean(r.names[1].toStdString()) + '\t'
        + clean(settings.event) + '\t' + settings.control.toString() + '\t' + std::to_string(r.startedAtSecs) + '\t'
        + std::to_string(r.endedAtSecs) + '\t' + (r.winner == Gold ? "w" : r.winner == Silver ? "b" : "") + '\t'
        + (r.termination ? std::string(1, r.termination) : std::string()) + '\t' + std::to_string(plies) + '\t' + moves;
    return out;
}

} // namespace pb::arimaa
