#include "honeycomb/solver.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace pb::honeycomb {

namespace {

using Placement = Game::Placement;

constexpr int kCommands = 6;

Placement apply(Placement p, int c)
{
    switch (c) {
    case 0: --p.x; break;                    // W
    case 1: ++p.x; break;                    // E
    case 2: --p.x; ++p.z; break;             // SW
    case 3: ++p.z; break;                    // SE
    case 4: p.rot = p.rot == 5 ? 0 : p.rot + 1; break;  // CW
    default: p.rot = p.rot == 0 ? 5 : p.rot - 1; break; // CCW
    }
    return p;
}

// The placement from which command c leads to p.
Placement unapply(Placement p, int c)
{
    switch (c) {
    case 0: ++p.x; break;
    case 1: --p.x; break;
    case 2: ++p.x; --p.z; break;
    case 3: --p.z; break;
    case 4: p.rot = p.rot == 0 ? 5 : p.rot - 1; break;
    default: p.rot = p.rot == 5 ? 0 : p.rot + 1; break;
    }
    return p;
}

bool isDown(int c) { return c == 2 || c == 3; }

// One character per command for the steps that are not part of a phrase.
constexpr char16_t kLetter[kCommands] = {u'p', u'b', u'a', u'l', u'd', u'k'};

struct Phrase {
    QString text;
    std::vector<Command> commands;
    int index = 0;  // in the options' list
};

// One way of playing: board heuristic weights (per lock candidate) and the order phrases are
// tried in. Run 0 is the tuned default; later runs perturb it and the best game is kept.
struct Params {
    int clear = 300, depth = 8, exposed = 10, hole = 18;
    bool shortestFirst = true;   // among phrases with the same use, try the shortest first
    std::uint32_t shuffle = 0;   // nonzero: tie-break the phrase order by this seed

    static Params forRun(int run)
    {
        Params p;
        if (run == 0)
            return p;
        std::uint32_t state = 0x9E3779B9u * static_cast<std::uint32_t>(run) + 12345u;
        auto next = [&state] {
            state = state * 1103515245u + 12345u;
            return (state >> 16) & 0x7FFF;
        };
        auto scale = [&next](int v) { return std::max(1, static_cast<int>(v * (0.4 + 1.6 * next() / 32767.0))); };
        p.clear = scale(p.clear);
        p.depth = scale(p.depth);
        p.exposed = scale(p.exposed);
        p.hole = scale(p.hole);
        p.shortestFirst = next() % 3 != 0;
        p.shuffle = next() % 2 ? 1 + next() : 0;
        return p;
    }
};

class Planner {
public:
    Planner(const Problem& problem, Game& game, const Params& params)
        : m_game(game), m_params(params), m_width(problem.width), m_height(problem.height)
    {
        int reach = 0;
        for (const Unit& u : problem.units) {
            const int px = cubeX(u.pivot.x, u.pivot.y), pz = u.pivot.y;
            for (const Cell& m : u.members) {
                const int dx = cubeX(m.x, m.y) - px, dz = m.y - pz;
                reach = std::max({reach, std::abs(dx), std::abs(dz), std::abs(dx + dz)});
            }
        }
        m_margin = reach + 2;
        m_gridW = m_width + 2 * m_margin;
        m_gridH = m_height + 2 * m_margin;
        const std::size_t n = static_cast<std::size_t>(m_gridW) * static_cast<std::size_t>(m_gridH) * 6;
        m_seen.assign(n, 0);
        m_visited.assign(n, 0);
        m_rowSeen.assign(n, 0);
        m_dist.assign(n, -1);
        m_distStamp.assign(n, 0);
    }

    // Plans and plays the unit in play to its lock. Returns false if the engine disagreed with
    // the plan (which would be a bug); the commands played so far are in `out` either way.
    bool playUnit(const std::vector<Phrase>& phrases, std::vector<int>& phraseUses, QString& out)
    {
        const Placement spawn = m_game.placement();
        if (!chooseTarget(spawn))
            return false;
        ++m_visitStamp;
        m_visited[static_cast<std::size_t>(key(spawn))] = m_visitStamp;
        Placement cur = spawn;
        std::vector<int> order;
        while (key(cur) != m_targetKey) {
            bool moved = false;
            if (!phrases.empty()) {
                order.clear();
                for (std::size_t i = 0; i < phrases.size(); ++i)
                    order.push_back(static_cast<int>(i));
                // Unused phrases first (their bonus), then the longest (most characters at once).
                std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                    const bool ua = phraseUses[static_cast<std::size_t>(a)] == 0;
                    const bool ub = phraseUses[static_cast<std::size_t>(b)] == 0;
                    if (ua != ub)
                        return ua;
                    const std::size_t la = phrases[static_cast<std::size_t>(a)].commands.size();
                    const std::size_t lb = phrases[static_cast<std::size_t>(b)].commands.size();
                    if (m_params.shuffle && ua == ub && !ua) {
                        const std::uint32_t ha = (static_cast<std::uint32_t>(a) + m_params.shuffle) * 2654435761u;
                        const std::uint32_t hb = (static_cast<std::uint32_t>(b) + m_params.shuffle) * 2654435761u;
                        return ha < hb;
                    }
                    return m_params.shortestFirst ? la < lb : la > lb;
                });
                for (int i : order) {
                    const Phrase& ph = phrases[static_cast<std::size_t>(i)];
                    bool locks = false;
                    Placement end;
                    if (!tryPhrase(cur, ph.commands, end, locks))
                        continue;
                    // Play it on the engine, the only judge.
                    for (std::size_t k = 0; k < ph.commands.size(); ++k) {
                        const Game::Outcome o = m_game.play(ph.commands[k]);
                        const bool last = k + 1 == ph.commands.size();
                        if (o == Game::Outcome::Repeat || o == Game::Outcome::AfterEnd
                            || (o == Game::Outcome::Locked) != (locks && last))
                            return false;
                    }
                    out += ph.text;
                    ++phraseUses[static_cast<std::size_t>(i)];
                    if (locks)
                        return true;
                    for (const int k : m_tmp)
                        m_visited[static_cast<std::size_t>(k)] = m_visitStamp;
                    cur = end;
                    moved = true;
                    break;
                }
            }
            if (moved)
                continue;
            m_tmp.clear();  // the phrases tried and refused leave nothing behind
            const int c = stepToward(cur);
            if (c < 0)
                return false;
            if (m_game.play(static_cast<Command>(c)) != Game::Outcome::Moved)
                return false;
            out += QChar(kLetter[c]);
            cur = apply(cur, c);
            m_visited[static_cast<std::size_t>(key(cur))] = m_visitStamp;
        }
        for (int c = 0; c < kCommands; ++c) {
            if (m_game.fitsAt(apply(cur, c)))
                continue;
            if (m_game.play(static_cast<Command>(c)) != Game::Outcome::Locked)
                return false;
            out += QChar(kLetter[c]);
            return true;
        }
        return false;
    }

private:
    int key(const Placement& p) const
    {
        const int col = offsetCol(p.x, p.z) + m_margin, row = p.z + m_margin;
        if (col < 0 || col >= m_gridW || row < 0 || row >= m_gridH)
            return -1;
        return (row * m_gridW + col) * 6 + m_game.rotationClass(p.rot);
    }

    bool blocked(int k) const
    {
        if (m_visited[static_cast<std::size_t>(k)] == m_visitStamp)
            return true;
        return std::find(m_tmp.begin(), m_tmp.end(), k) != m_tmp.end();
    }

    int dist(int k) const
    {
        return m_distStamp[static_cast<std::size_t>(k)] == m_seenStamp ? m_dist[static_cast<std::size_t>(k)] : -1;
    }

    // Every position reachable from the spawn; the best lock position by the heuristic, and the
    // distance from every reachable position to it.
    bool chooseTarget(const Placement& spawn)
    {
        ++m_seenStamp;
        m_queue.clear();
        m_queue.push_back(spawn);
        m_seen[static_cast<std::size_t>(key(spawn))] = m_seenStamp;
        computeRows();
        long long best = std::numeric_limits<long long>::min();
        bool found = false;
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            const Placement p = m_queue[head];
            bool lockSpot = false;
            for (int c = 0; c < kCommands; ++c) {
                const Placement q = apply(p, c);
                if (!m_game.fitsAt(q)) {
                    lockSpot = true;
                    continue;
                }
                const int k = key(q);
                if (m_seen[static_cast<std::size_t>(k)] == m_seenStamp)
                    continue;
                m_seen[static_cast<std::size_t>(k)] = m_seenStamp;
                m_queue.push_back(q);
            }
            if (lockSpot) {
                const long long v = evaluate(p);
                if (!found || v > best) {
                    best = v;
                    m_target = p;
                    found = true;
                }
            }
        }
        if (!found)
            return false;
        m_targetKey = key(m_target);
        // Distances to the target, backwards over the reachable positions.
        m_queue.clear();
        m_queue.push_back(m_target);
        m_dist[static_cast<std::size_t>(m_targetKey)] = 0;
        m_distStamp[static_cast<std::size_t>(m_targetKey)] = m_seenStamp;
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            const Placement p = m_queue[head];
            const int d = dist(key(p));
            for (int c = 0; c < kCommands; ++c) {
                const Placement r = unapply(p, c);
                const int k = key(r);
                if (k < 0 || m_seen[static_cast<std::size_t>(k)] != m_seenStamp || dist(k) >= 0)
                    continue;
                m_dist[static_cast<std::size_t>(k)] = d + 1;
                m_distStamp[static_cast<std::size_t>(k)] = m_seenStamp;
                m_queue.push_back(r);
            }
        }
        return true;
    }

    void computeRows()
    {
        m_rows.resize(static_cast<std::size_t>(m_height));
        for (int y = 0; y < m_height; ++y)
            m_rows[static_cast<std::size_t>(y)] = m_game.rowCount(y);
    }

    bool fullOrWall(int x, int y) const
    {
        if (y < 0)
            return false;
        if (x < 0 || x >= m_width || y >= m_height)
            return true;
        return m_game.full(x, y);
    }

    long long evaluate(const Placement& p)
    {
        const std::vector<int>& rel = m_game.unitOffsets(p.rot);
        m_cells.clear();
        for (std::size_t i = 0; i < rel.size(); i += 2) {
            const int z = p.z + rel[i + 1];
            m_cells.push_back({offsetCol(p.x + rel[i], z), z});
        }
        auto inUnit = [this](int x, int y) {
            for (const Cell& c : m_cells)
                if (c.x == x && c.y == y)
                    return true;
            return false;
        };
        int cleared = 0, depth = 0, exposed = 0, holes = 0;
        for (std::size_t i = 0; i < m_cells.size(); ++i) {
            const Cell& c = m_cells[i];
            depth += c.y;
            bool firstInRow = true;
            int inRow = 0;
            for (std::size_t j = 0; j < m_cells.size(); ++j) {
                if (m_cells[j].y != c.y)
                    continue;
                if (j < i)
                    firstInRow = false;
                ++inRow;
            }
            if (firstInRow && m_rows[static_cast<std::size_t>(c.y)] + inRow == m_width)
                ++cleared;
            const int shift = c.y & 1;  // odd rows: the neighbours above and below are x, x+1
            const int nx[6] = {c.x - 1, c.x + 1, c.x - 1 + shift, c.x + shift, c.x - 1 + shift, c.x + shift};
            const int ny[6] = {c.y, c.y, c.y - 1, c.y - 1, c.y + 1, c.y + 1};
            for (int k = 0; k < 6; ++k) {
                if (fullOrWall(nx[k], ny[k]) || inUnit(nx[k], ny[k]))
                    continue;
                ++exposed;
                if (k >= 4)
                    ++holes;
            }
        }
        return static_cast<long long>(cleared) * cleared * m_params.clear + static_cast<long long>(depth) * m_params.depth
             - static_cast<long long>(exposed) * m_params.exposed - static_cast<long long>(holes) * m_params.hole;
    }

    // Whether the target is reachable from p without entering a blocked position. Positions in
    // rows below p's are never blocked (the unit never moves up), so it is enough to get out of
    // p's row towards a position with a known distance, or to reach the target in the row.
    bool reachable(const Placement& p) { return rowSearch(p, nullptr); }

    // The first command of a shortest unblocked path to the target, or -1.
    int stepToward(const Placement& p)
    {
        int first = -1;
        return rowSearch(p, &first) ? first : -1;
    }

    bool rowSearch(const Placement& from, int* firstMove)
    {
        const int fromKey = key(from);
        if (fromKey == m_targetKey)
            return true;
        // Quick path: follow decreasing distances while they are unblocked.
        if (!firstMove) {
            Placement x = from;
            for (int guard = 0; guard < 4 * m_gridW * 6; ++guard) {
                const int d = dist(key(x));
                if (d < 0)
                    break;
                bool stepped = false;
                for (int c = 0; c < kCommands && !stepped; ++c) {
                    const Placement y = apply(x, c);
                    const int k = key(y);
                    if (k < 0 || dist(k) != d - 1 || blocked(k))
                        continue;
                    if (k == m_targetKey || isDown(c))
                        return true;
                    x = y;
                    stepped = true;
                }
                if (!stepped)
                    break;
            }
        }
        ++m_rowStamp;
        m_rowQueue.clear();
        m_rowQueue.push_back({from, -1, 0});
        m_rowSeen[static_cast<std::size_t>(fromKey)] = m_rowStamp;
        int bestCost = std::numeric_limits<int>::max();
        for (std::size_t head = 0; head < m_rowQueue.size(); ++head) {
            const RowNode n = m_rowQueue[head];
            if (n.depth >= bestCost)
                break;
            for (int c = 0; c < kCommands; ++c) {
                const Placement q = apply(n.p, c);
                const int k = key(q);
                if (k < 0 || m_seen[static_cast<std::size_t>(k)] != m_seenStamp)
                    continue;  // not a valid position (every valid one was reached from the spawn)
                const int first = n.first < 0 ? c : n.first;
                if (isDown(c)) {
                    const int d = dist(k);
                    if (d < 0)
                        continue;
                    if (!firstMove)
                        return true;
                    if (n.depth + 1 + d < bestCost) {
                        bestCost = n.depth + 1 + d;
                        *firstMove = first;
                    }
                    continue;
                }
                if (blocked(k) || m_rowSeen[static_cast<std::size_t>(k)] == m_rowStamp)
                    continue;
                if (k == m_targetKey) {
                    if (!firstMove)
                        return true;
                    if (n.depth + 1 < bestCost) {
                        bestCost = n.depth + 1;
                        *firstMove = first;
                    }
                    continue;
                }
                m_rowSeen[static_cast<std::size_t>(k)] = m_rowStamp;
                m_rowQueue.push_back({q, first, n.depth + 1});
            }
        }
        return firstMove && *firstMove >= 0;
    }

    // Whether a phrase can be played from `from`: every position it passes is valid and new, and
    // afterwards the target is still reachable; or it ends by locking exactly at the target.
    bool tryPhrase(const Placement& from, const std::vector<Command>& commands, Placement& end, bool& locks)
    {
        m_tmp.clear();
        Placement p = from;
        locks = false;
        for (std::size_t i = 0; i < commands.size(); ++i) {
            const Placement q = apply(p, static_cast<int>(commands[i]));
            if (!m_game.fitsAt(q)) {
                if (i + 1 == commands.size() && key(p) == m_targetKey) {
                    locks = true;
                    return true;
                }
                return false;
            }
            const int k = key(q);
            if (blocked(k))
                return false;
            m_tmp.push_back(k);
            p = q;
        }
        end = p;
        return reachable(p);
    }

    struct RowNode {
        Placement p;
        int first = -1;
        int depth = 0;
    };

    Game& m_game;
    Params m_params;
    int m_width = 0, m_height = 0;
    int m_margin = 0, m_gridW = 0, m_gridH = 0;
    std::vector<std::uint32_t> m_seen, m_visited, m_rowSeen, m_distStamp;
    std::vector<int> m_dist;
    std::uint32_t m_seenStamp = 0, m_visitStamp = 0, m_rowStamp = 0;
    std::vector<Placement> m_queue;
    std::vector<RowNode> m_rowQueue;
    std::vector<int> m_tmp;  // positions of the phrase being tried
    std::vector<int> m_rows;
    std::vector<Cell> m_cells;
    Placement m_target;
    int m_targetKey = -1;
};

} // namespace

bool phraseCommands(const QString& phrase, std::vector<Command>& commands)
{
    commands.clear();
    for (const QChar ch : phrase) {
        Command c{};
        bool ignored = false;
        if (!commandOf(ch.unicode(), c, ignored))
            return false;
        if (!ignored)
            commands.push_back(c);
    }
    return !commands.empty();
}

namespace {

SolverResult solveOnce(const Problem& problem, std::uint32_t seed, const std::vector<Phrase>& phrases,
                       const Params& params, const SolverOptions& options)
{
    SolverResult result;
    std::vector<int> uses(phrases.size(), 0);
    const std::vector<Phrase> none;
    Game game(problem, seed);
    Planner planner(problem, game, params);
    while (game.end() == End::InProgress) {
        const auto now = SolverOptions::Clock::now();
        if (now >= options.stopAt || (options.cancel && options.cancel->load(std::memory_order_relaxed))) {
            result.stoppedEarly = true;
            break;
        }
        const bool weave = now < options.relaxAt;
        if (!planner.playUnit(weave ? phrases : none, uses, result.solution)) {
            // The engine refused what the plan said (a bug): stop here rather than emit an
            // error. Everything in the solution so far was played without error.
            result.stoppedEarly = true;
            break;
        }
    }
    result.moveScore = game.moveScore();
    result.lockedUnits = game.lockedUnits();
    result.end = game.end();
    result.score = result.moveScore + powerScore(result.solution, options.phrases);
    return result;
}

} // namespace

SolverResult solve(const Problem& problem, std::uint32_t seed, const SolverOptions& options)
{
    std::vector<Phrase> phrases;
    for (qsizetype i = 0; i < options.phrases.size(); ++i) {
        Phrase ph;
        ph.text = options.phrases.at(i);
        ph.index = static_cast<int>(i);
        if (phraseCommands(ph.text, ph.commands) && !ph.text.contains(QLatin1Char('\n')))
            phrases.push_back(std::move(ph));
    }
    const auto started = SolverOptions::Clock::now();
    SolverResult best = solveOnce(problem, seed, phrases, Params::forRun(0), options);
    best.runs = 1;
    if (options.onRun)
        options.onRun(0, best.score);
    const auto runTime = SolverOptions::Clock::now() - started;
    // Further runs while there is time to weave; a run cut short by the deadline is still a
    // valid game and is kept only if it scores more.
    for (int run = 1; run < options.maxRuns; ++run) {
        if (options.relaxAt != SolverOptions::Clock::time_point::max()
            && SolverOptions::Clock::now() + runTime >= options.relaxAt)
            break;
        if (options.cancel && options.cancel->load(std::memory_order_relaxed))
            break;
        SolverResult r = solveOnce(problem, seed, phrases, Params::forRun(run), options);
        if (options.onRun)
            options.onRun(run, r.score);
        if (r.score > best.score) {
            const int runs = best.runs;
            best = std::move(r);
            best.runs = runs;
        }
        ++best.runs;
    }
    return best;
}

} // namespace pb::honeycomb
