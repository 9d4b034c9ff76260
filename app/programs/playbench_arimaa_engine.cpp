// playbench-arimaa-engine: the built-in Arimaa bots (core/arimaa/bot.h) as an AEI engine
// (../shared/specs/arimaa-aei-protocol.txt), on stdin/stdout.
//
//   playbench-arimaa-engine [--level random|search] [--seed N]
//
// The engine keeps its own Game: newgame, setposition and makemove (setups and steps) update it;
// go searches it on a worker thread while the main thread goes on reading, so isready, stop and
// quit are answered during a search. go ponder searches the position without a clock and answers
// only when stopped; stop sends the best move found so far at once; makemove, newgame and
// setposition end a search without a bestmove. An unknown or malformed message is logged as
// "log Error: ..." and the engine goes on; an unknown option is a "log Warning: ...".
//
// Time: the game-state options (seconds) give the move time and the reserve of the side to
// move. A search aims at most of the move time left plus a fifteenth of the reserve, and never
// goes past the move time left plus the reserve (or the turn limit) minus a margin. With none
// set it thinks 2 s; the depth option (steps) bounds it instead when given alone.

#include "arimaa/bot.h"
#include "arimaa/game.h"
#include "arimaa/position.h"
#include "programoptions.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#ifndef PLAYBENCH_VERSION
#define PLAYBENCH_VERSION "0"
#endif

using namespace pb::arimaa;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PlaybenchArimaaEngine)
};

QString help()
{
    return Text::tr(
        "Usage: playbench-arimaa-engine [--level random|search] [--seed N]\n"
        "\n"
        "An Arimaa engine speaking AEI (the Arimaa Engine Interface) on stdin/stdout.\n"
        "\n"
        "  --level L   random: a random legal move; search: alpha-beta search (default)\n"
        "  --seed N    the bot's seed (default 1)\n");
}

std::string trim(std::string_view s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return std::string(s.substr(b, e - b + 1));
}

// The time options of the game (seconds; 0 = unlimited unless noted).
struct TimeOptions {
    std::map<std::string, double> values;
    double get(const std::string& name, double fallback = 0) const
    {
        const auto it = values.find(name);
        return it == values.end() ? fallback : it->second;
    }
};

// Milliseconds to think on this turn, from the options; 0 for "no clock" (depth only).
std::int64_t thinkingMs(const TimeOptions& t, int side, bool depthSet)
{
    return aeiThinkingMs(t.get("tcmove"), t.get(side == Gold ? "greserve" : "sreserve", t.get("tcreserve")),
                         t.get("moveused"), t.get("tcturntime"), depthSet);
}

class Engine {
public:
    Engine(BotLevel level, std::uint64_t seed) : m_bot(level, seed) {}
    ~Engine() { finishSearch(false); }

    // Handles one line; false when the session is over.
    bool handle(const std::string& raw)
    {
        const std::string line = trim(raw);
        if (line.empty())
            return true;
        const auto space = line.find(' ');
        const std::string type = line.substr(0, space);
        const std::string rest = space == std::string::npos ? std::string() : trim(line.substr(space + 1));
        if (!m_opened) {
            if (type != "aei") {
                log("Error: expected aei first, got: " + line);
                return true;
            }
            m_opened = true;
            send("protocol-version 1");
            send("id name playbench-arimaa");
            send("id author Playbench");
            send(std::string("id version ") + PLAYBENCH_VERSION + " (" + botLevelName(m_bot.level()) + ")");
            send("aeiok");
            return true;
        }
        if (type == "aei") {
            log("Error: aei received again in the main phase");
        } else if (type == "isready") {
            send("readyok");
        } else if (type == "newgame") {
            finishSearch(false);
            m_game = Game();
            m_bot.clearHash();
            // Reserves go back to their starting value.
            m_time.values.erase("greserve");
            m_time.values.erase("sreserve");
        } else if (type == "setposition") {
            finishSearch(false);
            setPosition(rest);
        } else if (type == "setoption") {
            setOption(rest);
        } else if (type == "makemove") {
            finishSearch(false);
            const QString error = m_game.play(rest);
            if (!error.isEmpty())
                log("Error: illegal move '" + rest + "': " + error.toStdString());
        } else if (type == "go") {
            finishSearch(false);
            if (!rest.empty() && rest != "ponder") {
                log("Error: unknown go argument: " + rest);
                return true;
            }
            startSearch(rest == "ponder");
        } else if (type == "stop") {
            if (!m_worker.joinable())
                log("Warning: stop without a search");
            finishSearch(true);
        } else if (type == "quit") {
            finishSearch(false);
            return false;
        } else {
            log("Error: unknown message: " + line);
        }
        return true;
    }

    void send(const std::string& line)
    {
        const std::lock_guard lock(m_out);
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    }
    void log(const std::string& text) { send("log " + text); }

private:

    void setPosition(const std::string& rest)
    {
        // "g [...]" or "s [...]"
        if (rest.size() < 3 || (rest[0] != 'g' && rest[0] != 's' && rest[0] != 'w' && rest[0] != 'b') || rest[1] != ' ') {
            log("Error: setposition needs a side (g or s) and a board: " + rest);
            return;
        }
        const int side = rest[0] == 'g' || rest[0] == 'w' ? Gold : Silver;
        const std::optional<Position> p = parseAeiBoard(trim(rest.substr(2)), side);
        if (!p) {
            log("Error: bad board in setposition: " + rest.substr(2));
            return;
        }
        if (p->count(side) == 0) {
            // The side to move has not set up yet: a new game, with Gold's setup if Silver is next.
            Game game;
            if (side == Silver) {
                std::vector<Placement> placements;
                for (int s = 0; s < 64; ++s) {
                    int colour = 0;
                    const int type = p->pieceAt(s, &colour);
                    if (type != kNoPiece)
                        placements.push_back({colour, type, s});
                }
                const QString error = game.play(setupText(placements));
                if (!error.isEmpty()) {
                    log("Error: setposition: not a Gold setup: " + error.toStdString());
                    return;
                }
            }
            m_game = game;
            return;
        }
        m_game = Game::fromPosition(*p, 2);
    }

    void setOption(const std::string& rest)
    {
        // "name <id> [value <x>]"
        if (rest.rfind("name ", 0) != 0) {
            log("Error: setoption needs 'name': " + rest);
            return;
        }
        std::string name = trim(rest.substr(5));
        std::string value;
        const auto v = name.find(" value ");
        if (v != std::string::npos) {
            value = trim(name.substr(v + 7));
            name = trim(name.substr(0, v));
        }
        static const char* const timeNames[] = {"tcmove", "tcreserve", "tcpercent", "tcmax", "tctotal", "tcturns",
                                                "tcturntime", "greserve", "sreserve", "gused", "sused",
                                                "lastmoveused", "moveused"};
        static const char* const infoNames[] = {"opponent", "opponent_rating", "rating", "rated", "event"};
        for (const char* n : infoNames)
            if (name == n)
                return;  // accepted, not used
        double number = 0;
        try {
            std::size_t used = 0;
            number = std::stod(value, &used);
            if (used != value.size() || !std::isfinite(number))
                throw std::invalid_argument("trailing text");
        } catch (const std::exception&) {
            if (name == "depth" || name == "hash" || std::find_if(std::begin(timeNames), std::end(timeNames), [&](const char* n) { return name == n; }) != std::end(timeNames)) {
                log("Error: option " + name + " needs a number, not '" + value + "'");
                return;
            }
        }
        for (const char* n : timeNames)
            if (name == n) {
                m_time.values[name] = number;
                return;
            }
        if (name == "depth") {
            m_depth = number > 0 ? static_cast<int>(std::min(number, 60.0)) : 0;
        } else if (name == "hash") {
            finishSearch(false);
            // Capped at 1 GB: the bot gains little from more, and a typo must not eat the machine.
            const std::size_t mb = m_bot.setHashMegabytes(static_cast<std::size_t>(std::clamp(number, 1.0, 1024.0)));
            log("Set transposition table size to " + std::to_string(mb) + "MB");
        } else {
            log("Warning: unknown option " + name);
        }
    }

    void startSearch(bool ponder)
    {
        if (m_game.outcome().decided()) {
            log("Error: go in a finished game");
            return;
        }
        m_cancel = false;
        m_pondering = ponder;
        m_result.clear();
        BotLimits limits;
        limits.cancel = &m_cancel;
        limits.maxDepth = m_depth;
        limits.budgetMs = ponder ? 0 : thinkingMs(m_time, m_game.sideToMove(), m_depth > 0);
        if (!ponder && limits.budgetMs == 0 && m_depth == 0)
            limits.budgetMs = 2000;
        limits.onInfo = [this, ponder](const SearchReport& r) {
            if (ponder)
                return;
            send("info depth " + std::to_string(r.depth));
            send("info score " + std::to_string(r.score));
            send("info nodes " + std::to_string(r.nodes));
            send("info time " + std::to_string(static_cast<double>(r.elapsedMs) / 1000.0));
            send("info pv " + r.pv);
        };
        m_worker = std::thread([this, limits, ponder] {
            BotMove m = m_bot.choose(m_game, limits);
            {
                const std::lock_guard lock(m_resultMutex);
                m_result = m.text;
            }
            if (!ponder) {
                if (m.text.empty())
                    log("Error: no legal move");
                else if (!m_suppress.load())
                    send("bestmove " + m.text);
                m_answered = true;
            }
        });
    }

    // Ends a search: stop it, wait for it; `answer` sends its move if it has not been sent.
    void finishSearch(bool answer)
    {
        if (!m_worker.joinable())
            return;
        if (!answer)
            m_suppress = true;
        m_cancel = true;
        m_worker.join();
        if (answer && (m_pondering || !m_answered.load())) {
            const std::lock_guard lock(m_resultMutex);
            if (!m_result.empty())
                send("bestmove " + m_result);
        }
        m_suppress = false;
        m_answered = false;
        m_pondering = false;
    }

    Bot m_bot;
    Game m_game;
    TimeOptions m_time;
    int m_depth = 0;
    bool m_opened = false;
    std::thread m_worker;
    std::atomic<bool> m_cancel{false};
    std::atomic<bool> m_suppress{false};
    std::atomic<bool> m_answered{false};
    bool m_pondering = false;
    std::mutex m_out;
    std::mutex m_resultMutex;
    std::string m_result;
};

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream err(stderr);
    BotLevel level = BotLevel::Search;
    std::uint64_t seed = 1;
    const pb::programs::ProgramOptions command{QStringLiteral("playbench-arimaa-engine"), help(),
                                                {QStringLiteral("--level"), QStringLiteral("--seed")}};
    const int code = pb::programs::readOptions(
        QCoreApplication::arguments().mid(1), command, err, [&](const QString& a, const QString& value) {
            if (a == QLatin1String("--level")) {
                const std::optional<BotLevel> l = parseBotLevel(value.toStdString());
                if (!l) {
                    err << Text::tr("playbench-arimaa-engine: --level must be random or search, not '%1'").arg(value)
                        << '\n';
                    return false;
                }
                level = *l;
                return true;
            }
            bool ok = false;
            seed = value.toULongLong(&ok);
            if (!ok) {
                err << Text::tr("playbench-arimaa-engine: --seed needs a number, not '%1'").arg(value) << '\n';
                return false;
            }
            return true;
        });
    if (code >= 0)
        return code;

    Engine engine(level, seed);
    std::string line;
    while (std::getline(std::cin, line)) {
        try {
            if (!engine.handle(line))
                break;
        } catch (const std::exception& e) {
            engine.log(std::string("Error: ") + e.what());
        }
    }
    return 0;
}
