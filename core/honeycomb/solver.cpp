#include "honeycomb/solver.h"

#include "honeycomb/planner.h"

#include <algorithm>
#include <limits>

namespace pb::honeycomb {

namespace {

// Run 0 plays with the tuned planner settings, run 1 without the row-fill term; later runs
// perturb the heuristic weights (and the look-ahead's share) and the best game is kept.
PlannerParams paramsForRun(int run, const PlannerParams& base)
{
    PlannerParams p = base;
    if (run == 0)
        return p;
    if (run == 1) {  // the tuned weights without the row-fill term (better on some boards)
        p.rowFill = 0;
        return p;
    }
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
    p.nextWeight = scale(p.nextWeight);
    p.rowFill = next() % 3 == 0 ? 0 : scale(p.rowFill);
    p.sealed = next() % 3 == 0 ? 20 : 0;
    return p;
}

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

SolverResult solveOnce(const Problem& problem, std::uint32_t seed, const std::vector<PlannerPhrase>& phrases,
                       const PlannerParams& params, const SolverOptions& options)
{
    SolverResult result;
    std::vector<int> uses(phrases.size(), 0);
    const std::vector<PlannerPhrase> none;
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
    std::vector<PlannerPhrase> phrases;
    for (qsizetype i = 0; i < options.phrases.size(); ++i) {
        PlannerPhrase ph;
        if (makePlannerPhrase(options.phrases.at(i), ph) && !ph.text.contains(QLatin1Char('\n')))
            phrases.push_back(std::move(ph));
    }
    const auto started = SolverOptions::Clock::now();
    const int first = std::max(0, options.firstRun);
    SolverResult best = solveOnce(problem, seed, phrases, paramsForRun(first, options.planner), options);
    best.runs = 1;
    if (options.onRun)
        options.onRun(first, best.score);
    const auto runTime = SolverOptions::Clock::now() - started;
    // Further runs while there is time to weave; a run cut short by the deadline is still a
    // valid game and is kept only if it scores more.
    for (int run = first + 1; run < first + options.maxRuns; ++run) {
        if (options.relaxAt != SolverOptions::Clock::time_point::max()
            && SolverOptions::Clock::now() + runTime >= options.relaxAt)
            break;
        if (options.cancel && options.cancel->load(std::memory_order_relaxed))
            break;
        SolverResult r = solveOnce(problem, seed, phrases, paramsForRun(run, options.planner), options);
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
