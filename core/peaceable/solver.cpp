#include "peaceable/solver.h"

#include "peaceable/layout.h"
#include "peaceable/regions.h"
#include "peaceable/scoreboard.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace pb::peaceable {

namespace {

using Clock = std::chrono::steady_clock;

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
          m_board(problem), m_start(Clock::now()), m_regions(m_board, m_cells, m_pieces),
          m_layouts(m_board, m_cells, m_pieces), m_shared(shared)
    {
        for (int r = 0; r < problem.n; ++r)
            for (int c = 0; c < problem.n; ++c)
                if (!problem.isWall(r, c))
                    m_cells.push_back(m_board.index(r, c));
        const unsigned allowed = (options.pieces & 0x1fu) != 0 ? options.pieces : 0x1fu;
        for (const std::int8_t t : {Queen, Rook, Bishop, King, Knight})
            if ((allowed >> t) & 1u)
                m_pieces.types[std::size_t(m_pieces.count++)] = t;
        std::stable_sort(m_pieces.types.begin(), m_pieces.types.begin() + m_pieces.count, [&](std::int8_t a, std::int8_t b) {
            return problem.points[std::size_t(a)] > problem.points[std::size_t(b)];
        });
        m_maxPoints = problem.points[std::size_t(m_pieces.types[0])];
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
        // The best draws by the objective, best first: the layout search's candidates, or the
        // race's when there is no layout search.
        const bool layout = m_options.layoutShare > 0;
        const int keep = std::max(1, layout ? m_options.layoutCandidates : m_options.candidates);
        std::vector<Start> starts;
        bool reached = false;
        for (int start = 0;; ++start) {
            if (start > 0 && (timed ? elapsed() > m_options.regionShare * m_options.seconds : start >= m_options.regionDraws))
                break;
            if (stopped() && start > 0)
                break;
            const bool gaps = start % 2 == 0;
            static constexpr Regions::Growth growths[] = {Regions::Growth::Round, Regions::Growth::Breadth, Regions::Growth::Tight};
            const std::vector<std::int8_t> region = m_regions.draw(m_rng, growths[(start / 2) % 3]);
            m_regions.fill(region, gaps);
            ++result.starts;
            const double v = objective();
            if (m_options.targetScore >= 0 && m_board.score() >= m_options.targetScore) {
                starts.assign(1, {v, m_board, {}});  // the target: no need for more draws
                reached = true;
                break;
            }
            if (int(starts.size()) < keep || v > starts.back().value) {
                if (int(starts.size()) == keep)
                    starts.pop_back();
                const auto at = std::find_if(starts.begin(), starts.end(), [&](const Start& e) { return e.value < v; });
                starts.insert(at, {v, m_board, layout ? (gaps ? m_regions.gapLabels(region) : region) : std::vector<std::int8_t>{}});
            }
        }
        if (layout && !reached) {
            searchLayouts(starts, result);
            m_temperatureScale = m_options.polishTemperature;  // the annealing only polishes
        }
        m_board = starts.front().board;
        if (m_board.score() > m_bestScore) {
            m_best = m_board.toAnswer();
            m_bestScore = m_board.score();
        }
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
                m_board = starts[k].board;
                result.iterations += anneal(0, from, annealBegin + annealTime * share * double(k + 1),
                                            budget < 0 ? -1 : std::int64_t(double(budget) * share));
                starts[k].value = objective();
                starts[k].board = m_board;
                if (starts[k].value > winnerValue) {
                    winnerValue = starts[k].value;
                    winner = k;
                }
            }
            m_board = starts[winner].board;
        }
        const std::int64_t used = result.iterations;
        result.iterations += anneal(from, 1, m_options.seconds, budget < 0 ? -1 : std::max<std::int64_t>(0, budget - used));
        report(true);  // an improvement the interval held back
        result.answer = m_best;
        result.score = m_bestScore;
        return result;
    }

private:
    struct Start {
        double value;
        ScoreBoard board;
        std::vector<std::int8_t> layout;  // its layout (regions.h), when there is a layout search
    };

    // The layout search on the kept draws by successive halving: in each of the rounds (an equal
    // part of the layout search's time each) the candidates left share the round's time evenly,
    // and the better half goes on to the next round, until one is left. Every round ends cold,
    // so the candidates are compared at their best; a round starts where a survivor's schedule
    // would be if it had run alone through the rounds so far (later rounds reheat less).
    void searchLayouts(std::vector<Start>& starts, SolverResult& result)
    {
        const bool timed = m_options.seconds > 0;
        LayoutSettings settings;
        settings.startTemperature = m_options.layoutStartTemperature * m_maxPoints;
        settings.endTemperature = m_options.layoutEndTemperature * m_maxPoints;
        int rounds = 1;
        for (std::size_t k = starts.size(); k > 1; k = (k + 1) / 2)
            ++rounds;
        // The parts of a full schedule a survivor spends in each round: 1 / (candidates left).
        std::vector<double> parts;
        for (std::size_t k = starts.size();; k = (k + 1) / 2) {
            parts.push_back(1.0 / double(k));
            if (k == 1)
                break;
        }
        double whole = 0;
        for (const double p : parts)
            whole += p;
        const double roundTime = m_options.layoutShare * m_options.seconds / double(rounds);
        const double roundMoves = m_options.layoutShare * double(std::max<std::int64_t>(0, m_options.maxIterations)) / double(rounds);
        double scheduled = 0;  // the part of the schedule behind the survivors
        for (int round = 0; round < rounds && !stopped(); ++round) {
            const double part = parts[std::size_t(round)];
            const double p0 = scheduled / whole;
            scheduled += part;
            const double begin = elapsed();
            for (std::size_t k = 0; k < starts.size(); ++k) {
                m_board = starts[k].board;
                const double from = begin + roundTime * part * double(k), to = begin + roundTime * part * double(k + 1);
                const std::int64_t moves = std::int64_t(roundMoves * part);
                const auto progress = [&](std::int64_t done) {
                    if (stopped())
                        return 1.0;
                    double f = timed ? (elapsed() - from) / std::max(1e-9, to - from) : 0.0;
                    if (m_options.maxIterations >= 0)
                        f = std::max(f, double(done) / double(std::max<std::int64_t>(1, moves)));
                    return f;
                };
                result.layoutMoves += m_layouts.run(starts[k].layout, m_rng, settings, [this] { return objective(); }, p0, 1.0, progress).moves;
                starts[k].value = objective();
                starts[k].board = m_board;
                if (m_board.score() > m_bestScore) {
                    m_bestScore = m_board.score();
                    m_best = m_board.toAnswer();
                    improved();
                }
            }
            std::stable_sort(starts.begin(), starts.end(), [](const Start& a, const Start& b) { return a.value > b.value; });
            starts.erase(starts.begin() + std::ptrdiff_t((starts.size() + 1) / 2), starts.end());
        }
    }

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
        if (p != m_pieces.types[0])
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
            type = m_regions.bestFit(c, owner, INT_MAX);
            // Nothing fits: the move lifts the cell's piece, which must not open an attack.
            if (type == kNone && curPiece != kNone && m_board.removalOpensAttack(c)) {
                m_log.clear();
                return Move::Skipped;
            }
        } else {
            // A chosen type that lifts the enemy pieces it touches.
            const int k = m_rng.below(8);
            const int i = k < 4 ? 0 : k < 6 ? 1 : k < 7 ? 2 : m_rng.below(m_pieces.count);
            type = m_pieces.types[std::size_t(std::min(i, m_pieces.count - 1))];
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
            if (const std::int8_t t = m_regions.bestFit(was.cell, was.owner, points(was.piece)); t != kNone)
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
        const double t0 = m_temperatureScale * m_maxPoints, t1 = m_options.endTemperature * m_maxPoints;
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
    SolverRandom m_rng;
    ScoreBoard m_board;
    Clock::time_point m_start;
    std::vector<int> m_cells;
    PieceOrder m_pieces;  // the allowed types, best-paying first
    Regions m_regions;
    LayoutSearch m_layouts;
    std::array<int, 8> m_around{};
    int m_maxPoints = 0;
    double m_temperatureScale = m_options.startTemperature;  // the annealing's start, times m_maxPoints
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
        best.layoutMoves += results[k].layoutMoves;
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
    options.layoutShare = 0;  // the tuning above is the annealing's (tst_peaceable_solver: a(n))
    return options;
}

} // namespace pb::peaceable
