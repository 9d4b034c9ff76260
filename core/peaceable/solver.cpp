#include "peaceable/solver.h"

#include "peaceable/scoreboard.h"
#include "common/splitmix.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <functional>
#include <mutex>
#include <queue>
#include <thread>
#include <vector>

namespace pb::peaceable {

namespace {

using Clock = std::chrono::steady_clock;

// The solver's draws: SplitMix64, a choice below n by the remainder (a bias of 2^-40 at most).
class Random : public pb::SplitMix64 {
public:
    using SplitMix64::SplitMix64;
    int below(int n) { return int(next() % std::uint64_t(n)); }
};

// What the runs of one solve() share: the progress reports (one at a time, scores increasing)
// and the early stop once a run reaches the target.
struct Shared {
    Clock::time_point start = Clock::now();
    std::atomic<bool> reached{false};
    std::atomic<double> lastReport{-1e9};
    std::mutex mutex;
    int reportedScore = -1;  // under `mutex`
};

struct Change {
    int cell;
    std::int8_t piece, owner;
};

class Solver {
public:
    Solver(const Problem& problem, const SolverOptions& options, std::uint64_t seed, Shared& shared)
        : m_problem(problem), m_options(options), m_rng(seed * 0x2545f4914f6cdd1dull + 1),
          m_board(problem), m_start(Clock::now()), m_shared(shared)
    {
        for (int r = 0; r < problem.n; ++r)
            for (int c = 0; c < problem.n; ++c)
                if (!problem.isWall(r, c))
                    m_cells.push_back(m_board.index(r, c));
        const unsigned allowed = (options.pieces & 0x1fu) != 0 ? options.pieces : 0x1fu;
        for (const std::int8_t t : {Queen, Rook, Bishop, King, Knight})
            if ((allowed >> t) & 1u)
                m_order[std::size_t(m_types++)] = t;
        std::stable_sort(m_order.begin(), m_order.begin() + m_types, [&](std::int8_t a, std::int8_t b) {
            return problem.points[std::size_t(a)] > problem.points[std::size_t(b)];
        });
        m_maxPoints = problem.points[std::size_t(m_order[0])];
        const int s = m_board.stride();
        m_around = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
    }

    SolverResult run()
    {
        SolverResult result;
        if (m_cells.empty()) {
            result.answer = emptyAnswer(m_problem);
            result.score = 0;
            return result;
        }
        // Region draws: a share of the time, or a fixed number when only iterations are given.
        const bool timed = m_options.seconds > 0;
        // The `candidates` best draws by the objective, best first.
        const int keep = std::max(1, m_options.candidates);
        std::vector<std::pair<double, ScoreBoard>> starts;
        for (int start = 0;; ++start) {
            if (start > 0 && (timed ? elapsed() > m_options.regionShare * m_options.seconds : start >= m_options.regionDraws))
                break;
            if (stopped() && start > 0)
                break;
            fillRegions(drawRegions((start / 2) % 2 == 0), start % 2 == 0);
            ++result.starts;
            const double v = objective();
            if (m_options.targetScore >= 0 && m_board.score() >= m_options.targetScore) {
                starts.assign(1, {v, m_board});  // the target: no need for more draws
                break;
            }
            if (int(starts.size()) < keep || v > starts.back().first) {
                if (int(starts.size()) == keep)
                    starts.pop_back();
                const auto at = std::find_if(starts.begin(), starts.end(), [&](const auto& e) { return e.first < v; });
                starts.insert(at, {v, m_board});
            }
        }
        m_board = starts.front().second;
        m_best = m_board.toAnswer();
        m_bestScore = m_board.score();
        improved();
        // A race: each start anneals through the hot part of the schedule in its share of the
        // time; the best of them at the end goes on through the rest of the schedule.
        const double annealBegin = elapsed(), annealTime = m_options.seconds - annealBegin;
        const std::int64_t budget = m_options.maxIterations;
        double from = 0;
        if (starts.size() > 1) {
            const double share = m_options.raceShare / double(starts.size());
            from = m_options.raceProgress;
            std::size_t winner = 0;
            double winnerValue = -HUGE_VAL;
            for (std::size_t k = 0; k < starts.size(); ++k) {
                m_board = starts[k].second;
                result.iterations += anneal(0, from, annealBegin + annealTime * share * double(k + 1),
                                            budget < 0 ? -1 : std::int64_t(double(budget) * share));
                starts[k].first = objective();
                starts[k].second = m_board;
                if (starts[k].first > winnerValue) {
                    winnerValue = starts[k].first;
                    winner = k;
                }
            }
            m_board = starts[winner].second;
        }
        const std::int64_t used = result.iterations;
        result.iterations += anneal(from, 1, m_options.seconds, budget < 0 ? -1 : std::max<std::int64_t>(0, budget - used));
        report(true);  // an improvement the interval held back
        result.answer = m_best;
        result.score = m_bestScore;
        return result;
    }

private:
    double elapsed() const { return std::chrono::duration<double>(Clock::now() - m_start).count(); }
    bool stopped() const
    {
        return (m_options.stop && m_options.stop->load(std::memory_order_relaxed))
            || m_shared.reached.load(std::memory_order_relaxed);
    }

    // Marks a new best and reports it when the interval since the last report has passed.
    void improved()
    {
        if (m_options.targetScore >= 0 && m_bestScore >= m_options.targetScore)
            m_shared.reached.store(true, std::memory_order_relaxed);
        m_reportDue = true;
        report();
    }

    // Reports the best placement if it is due and no run has reported as good a score since.
    void report(bool force = false)
    {
        if (!m_reportDue || !m_options.onImprove)
            return;
        auto elapsed = [this] { return std::chrono::duration<double>(Clock::now() - m_shared.start).count(); };
        if (!force && elapsed() - m_shared.lastReport.load(std::memory_order_relaxed) < m_options.improveInterval)
            return;
        const std::lock_guard<std::mutex> lock(m_shared.mutex);
        // Again under the lock: another run may have reported since the check above.
        const double now = elapsed();
        if (!force && now - m_shared.lastReport.load(std::memory_order_relaxed) < m_options.improveInterval)
            return;
        m_reportDue = false;
        if (m_bestScore <= m_shared.reportedScore)
            return;
        m_shared.reportedScore = m_bestScore;
        m_shared.lastReport.store(now, std::memory_order_relaxed);
        m_options.onImprove(m_best, m_bestScore, now);
    }

    int points(std::int8_t piece) const { return m_problem.points[std::size_t(piece)]; }

    // One region per player, grown together from random seeds, the smallest first. A region
    // grows at the free cell nearest its seed (straight-line distance, so regions come out
    // round and their borders short), or in breadth-first order when `rounded` is off.
    std::vector<std::int8_t> drawRegions(bool rounded)
    {
        const int players = m_problem.players;
        std::vector<std::int8_t> region(std::size_t(m_board.paddedSize()), kNone);
        using Entry = std::pair<int, int>;  // (distance key, cell)
        std::vector<std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>>> frontier(
            static_cast<std::size_t>(players));
        std::vector<int> size(static_cast<std::size_t>(players), 0), seed(static_cast<std::size_t>(players), 0);
        int left = int(m_cells.size());
        int counter = 0;
        const int s = m_board.stride();
        const std::array<int, 4> steps = {-s, s, -1, 1};
        const auto key = [&](int cell, int p) {
            if (!rounded)
                return ++counter;
            const int dr = m_board.rowOf(cell) - m_board.rowOf(seed[std::size_t(p)]);
            const int dc = m_board.colOf(cell) - m_board.colOf(seed[std::size_t(p)]);
            return dr * dr + dc * dc;
        };
        const auto take = [&](int cell, int p) {
            region[std::size_t(cell)] = std::int8_t(p);
            ++size[std::size_t(p)];
            --left;
            for (const int d : steps) {
                const int j = cell + d;
                if (!m_board.isWall(j) && region[std::size_t(j)] == kNone)
                    frontier[std::size_t(p)].push({key(j, p), j});
            }
        };
        const auto unclaimed = [&] {
            // A random free cell no region holds yet.
            for (;;) {
                const int c = m_cells[std::size_t(m_rng.below(int(m_cells.size())))];
                if (region[std::size_t(c)] == kNone)
                    return c;
            }
        };
        const auto start = [&](int p) {
            seed[std::size_t(p)] = unclaimed();
            take(seed[std::size_t(p)], p);
        };
        for (int p = 0; p < players && left > 0; ++p)
            start(p);
        while (left > 0) {
            int p = -1;
            for (int q = 0; q < players; ++q)
                if (!frontier[std::size_t(q)].empty() && (p < 0 || size[std::size_t(q)] < size[std::size_t(p)]))
                    p = q;
            if (p < 0) {
                // Cells cut off from every region: the smallest player starts there.
                start(int(std::min_element(size.begin(), size.end()) - size.begin()));
                continue;
            }
            auto& f = frontier[std::size_t(p)];
            const int cell = f.top().second;
            f.pop();
            if (region[std::size_t(cell)] == kNone)
                take(cell, p);
        }
        return region;
    }

    // The best-paying type (at most `maxPoints`) a piece of `owner` can take on the empty `cell`
    // without touching an enemy, or kNone.
    std::int8_t bestFit(int cell, std::int8_t owner, int maxPoints) const
    {
        const unsigned fits = m_board.fittingTypes(cell, owner);
        for (int k = 0; k < m_types; ++k)
            if (const std::int8_t t = m_order[std::size_t(k)]; points(t) <= maxPoints && ((fits >> t) & 1))
                return t;
        return kNone;
    }

    // Queens everywhere (but on the gaps), then each piece turned into the best-paying type
    // (never a better one than it was) that attacks no enemy, or lifted, until nothing changes:
    // then no piece attacks an enemy and the placement is valid. With gaps, a region's cells
    // touching a region of a lower number stay empty, so borders become a row of kings (or
    // rooks, bishops where their lines stay inside), a gap, and a row of kings.
    void fillRegions(const std::vector<std::int8_t>& region, bool gaps)
    {
        m_board.clearAll();
        for (const int c : m_cells) {
            const std::int8_t o = region[std::size_t(c)];
            bool gap = false;
            if (gaps)
                for (const int d : m_around) {
                    const std::int8_t q = region[std::size_t(c + d)];
                    gap = gap || (q != kNone && q < o);
                }
            if (!gap)
                m_board.set(c, m_order[0], o);
        }
        for (bool changed = true; changed;) {
            changed = false;
            for (const int c : m_cells) {
                const std::int8_t p = m_board.piece(c), o = m_board.owner(c);
                if (p == kNone || m_board.attacksFrom(c, p, o) == 0)
                    continue;
                changed = true;
                std::int8_t t = kNone;
                for (int k = 0; k < m_types; ++k)
                    if (const std::int8_t u = m_order[std::size_t(k)]; points(u) <= points(p) && u != p && m_board.attacksFrom(c, u, o) == 0) {
                        t = u;
                        break;
                    }
                m_board.set(c, t, o);
            }
        }
        settle();  // a safety net: nothing to do when the loop above has ended
    }

    // Lifts pieces and puts each back as the best type that fits, until no attack is left.
    void settle()
    {
        std::array<int, 24> out{};
        while (!m_board.valid())
            for (const int c : m_cells) {
                const std::int8_t p = m_board.piece(c), o = m_board.owner(c);
                if (p == kNone)
                    continue;
                m_board.clear(c);
                if (m_board.contacts(c, p, o, out) == 0)
                    m_board.set(c, p, o);
                else if (const std::int8_t t = bestFit(c, o, points(p) - 1); t != kNone)
                    m_board.set(c, t, o);
            }
    }

    // Player totals sorted from the lowest, weighted 1, r, r^2, ... (r = SolverOptions::weightRatio)
    double objective(const std::array<int, kMaxPlayers>& scores) const
    {
        std::array<int, kMaxPlayers> s{};
        const int n = m_problem.players;
        for (int p = 0; p < n; ++p) {  // insertion sort: at most 8 values
            const int v = scores[std::size_t(p)];
            int i = p;
            for (; i > 0 && s[std::size_t(i - 1)] > v; --i)
                s[std::size_t(i)] = s[std::size_t(i - 1)];
            s[std::size_t(i)] = v;
        }
        double v = 0, w = 1;
        for (int i = 0; i < n; ++i, w *= m_options.weightRatio)
            v += w * s[std::size_t(i)];
        return v;
    }
    std::array<int, kMaxPlayers> scores() const
    {
        std::array<int, kMaxPlayers> s{};
        for (int p = 0; p < m_problem.players; ++p)
            s[std::size_t(p)] = m_board.playerScore(p);
        return s;
    }
    double objective() const { return objective(scores()); }

    int weakest() const
    {
        int best = 0;
        for (int p = 1; p < m_problem.players; ++p)
            if (m_board.playerScore(p) < m_board.playerScore(best))
                best = p;
        return best;
    }

    // A top-paying piece whose 8 neighbours are walls or its own player's pieces.
    bool settledInside(int c) const
    {
        const std::int8_t p = m_board.piece(c), o = m_board.owner(c);
        if (p != m_order[0])
            return false;
        for (const int d : m_around) {
            const int j = c + d;
            if (!m_board.isWall(j) && (m_board.piece(j) == kNone || m_board.owner(j) != o))
                return false;
        }
        return true;
    }

    void record(int cell) { m_log.push_back({cell, m_board.piece(cell), m_board.owner(cell)}); }

    // Puts back every cell the move changed, and the totals from before it: no line walks.
    void undo()
    {
        for (auto it = m_log.rbegin(); it != m_log.rend(); ++it)
            m_board.restoreCell(it->cell, it->piece, it->owner);
        m_board.restoreTotals(m_mark);
        m_log.clear();
    }

    enum class Move { Skipped, Rejected, Applied };

    // Proposes one move and applies it unless it cannot reach `threshold()`, the objective the
    // annealing asks of it (drawn only for a move that changes something). A move is judged
    // before it is made where its objective can be known or bounded from the points alone:
    // a piece that fits changes two players' totals; lifting pieces can only lower them.
    template<typename Threshold>
    Move propose(Threshold&& threshold)
    {
        int c = m_cells[std::size_t(m_rng.below(int(m_cells.size())))];
        // Moves inside a region's queens rarely pay: look for a cell nearer a border.
        for (int tries = 0; tries < 3 && settledInside(c); ++tries)
            c = m_cells[std::size_t(m_rng.below(int(m_cells.size())))];
        const std::int8_t curPiece = m_board.piece(c), curOwner = m_board.owner(c);
        // The owner: the cell's own, a neighbour's, the weakest player's, or any.
        std::int8_t owner;
        const double r = m_rng.real();
        if (r < 0.3 && curPiece != kNone) {
            owner = curOwner;
        } else if (r < 0.75) {
            const int j = c + m_around[std::size_t(m_rng.below(8))];
            owner = m_board.piece(j) != kNone ? m_board.owner(j) : std::int8_t(m_rng.below(m_problem.players));
        } else if (r < 0.9) {
            owner = std::int8_t(weakest());
        } else {
            owner = std::int8_t(m_rng.below(m_problem.players));
        }
        m_log.clear();
        m_mark = m_board.totals();
        record(c);
        // The cell's own piece stays while the new one is chosen (what fits a cell does not
        // depend on what stands on it), so a change of type or owner is one update, not two.
        std::int8_t type;
        int kicked = 0;
        std::array<int, 24> out{};
        if (m_rng.below(10) < 6) {
            type = bestFit(c, owner, INT_MAX);
            // Nothing fits: the move lifts the cell's piece, which must not open an attack.
            if (type == kNone && curPiece != kNone && m_board.removalOpensAttack(c)) {
                m_log.clear();
                return Move::Skipped;
            }
        } else {
            // A chosen type that lifts the enemy pieces it touches.
            const int k = m_rng.below(8);
            const int i = k < 4 ? 0 : k < 6 ? 1 : k < 7 ? 2 : m_rng.below(m_types);
            type = m_order[std::size_t(std::min(i, m_types - 1))];
            kicked = m_board.contacts(c, type, owner, out);
        }
        if (type == curPiece && (type == kNone || owner == curOwner) && kicked == 0) {
            m_log.clear();
            return Move::Skipped;
        }
        // The totals after the move with every lifted piece given back whole: exact without
        // lifts, an upper bound with them (refills are never worth more than what was lifted).
        std::array<int, kMaxPlayers> after = scores();
        if (curPiece != kNone)
            after[std::size_t(curOwner)] -= points(curPiece);
        if (type != kNone)
            after[std::size_t(owner)] += points(type);
        m_threshold = threshold();
        if (objective(after) < m_threshold) {
            m_log.clear();
            return Move::Rejected;
        }
        for (int i = 0; i < kicked; ++i) {
            record(out[std::size_t(i)]);
            m_board.clear(out[std::size_t(i)]);
        }
        m_board.set(c, type, owner);
        // The lifted pieces' cells take back what fits there now.
        for (int i = 0; i < kicked; ++i) {
            const Change& was = m_log[std::size_t(i + 1)];
            if (const std::int8_t t = bestFit(was.cell, was.owner, points(was.piece)); t != kNone)
                m_board.set(was.cell, t, was.owner);
        }
        return Move::Applied;
    }

    // Anneals through the part [p0, p1] of the temperature schedule until `endTime` (seconds
    // since the start, with a time limit) or for `budget` moves (< 0: no budget).
    std::int64_t anneal(double p0, double p1, double endTime, std::int64_t budget)
    {
        const bool timed = m_options.seconds > 0;
        const double begin = elapsed();
        const double t0 = m_options.startTemperature * m_maxPoints, t1 = m_options.endTemperature * m_maxPoints;
        double temperature = t0;
        double current = objective();
        std::int64_t it = 0;
        for (;; ++it) {
            if ((it & 127) == 0) {
                report();
                double fraction;
                if (timed) {
                    const double now = elapsed();
                    if (now >= endTime || stopped())
                        break;
                    fraction = (now - begin) / std::max(1e-9, endTime - begin);
                    if (budget >= 0)
                        fraction = std::max(fraction, double(it) / double(std::max<std::int64_t>(1, budget)));
                } else {
                    if (stopped())
                        break;
                    fraction = double(it) / double(std::max<std::int64_t>(1, budget));
                }
                const double progress = p0 + (p1 - p0) * std::min(1.0, fraction);
                // The schedule runs `cycles` times: each from t0 down to t1, then reheated.
                const double cycles = std::max(1, m_options.cycles);
                const double phase = progress * cycles;
                temperature = t0 * std::pow(t1 / t0, phase >= cycles ? 1.0 : phase - std::floor(phase));
            }
            if (budget >= 0 && it >= budget)
                break;
            // Metropolis: accept when next >= current + T ln u (always when next >= current).
            const auto threshold = [&] {
                const double u = m_rng.real();
                return u > 0 ? current + temperature * std::log(u) : -HUGE_VAL;
            };
            const Move mv = propose(threshold);
            if (mv != Move::Applied)
                continue;
            if (!m_board.valid()) {
                undo();
                continue;
            }
            const double next = objective();
            if (next >= m_threshold) {
                current = next;
                m_log.clear();
                if (m_board.minScore() > m_bestScore) {
                    m_bestScore = m_board.minScore();
                    m_best = m_board.toAnswer();
                    improved();
                }
            } else {
                undo();
            }
        }
        return it;
    }

    const Problem& m_problem;
    SolverOptions m_options;
    Random m_rng;
    ScoreBoard m_board;
    Clock::time_point m_start;
    std::vector<int> m_cells;
    std::array<std::int8_t, kPieceTypes> m_order{};
    std::array<int, 8> m_around{};
    int m_types = 0;  // the allowed types, first in m_order
    int m_maxPoints = 0;
    Shared& m_shared;
    bool m_reportDue = false;
    std::vector<Change> m_log;
    ScoreBoard::Totals m_mark;  // the totals before the move being tried
    double m_threshold = 0;  // the objective the move being tried must reach
    Answer m_best;
    int m_bestScore = -1;
};

} // namespace

SolverResult solve(const Problem& problem, const SolverOptions& options)
{
    Shared shared;
    const int threads = std::max(1, options.threads);
    // Run k's seed: run 0 keeps the caller's, the others are spread by a large odd constant.
    const auto seedOf = [&](int k) { return options.seed + std::uint64_t(k) * 0x9e3779b97f4a7c15ull; };
    if (threads == 1)
        return Solver(problem, options, seedOf(0), shared).run();
    std::vector<SolverResult> results(static_cast<std::size_t>(threads));
    {
        std::vector<std::thread> workers;
        for (int k = 1; k < threads; ++k)
            workers.emplace_back([&, k] { results[std::size_t(k)] = Solver(problem, options, seedOf(k), shared).run(); });
        results[0] = Solver(problem, options, seedOf(0), shared).run();
        for (auto& w : workers)
            w.join();
    }
    SolverResult best = results[0];
    for (std::size_t k = 1; k < results.size(); ++k) {
        best.iterations += results[k].iterations;
        best.starts += results[k].starts;
        if (results[k].score > best.score) {
            best.answer = std::move(results[k].answer);
            best.score = results[k].score;
        }
    }
    return best;
}

SolverOptions queensSolverOptions()
{
    SolverOptions options;
    options.pieces = 1u << Queen;
    options.weightRatio = 0.05;
    options.startTemperature = 0.3;
    options.endTemperature = 0.2;
    options.regionDraws = 200;
    options.cycles = 100;
    options.candidates = 1;  // many draws and reheats already; a race would halve the cycles' time
    return options;
}

} // namespace pb::peaceable
