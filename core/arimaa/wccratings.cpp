#include "arimaa/wccratings.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace pb::arimaa::wcc {

Ratings performanceRatings(int players, const std::vector<FinalsGame>& games, const RatingOptions& options)
{
    Ratings out;
    if (players <= 0)
        return out;
    const auto n = static_cast<std::size_t>(players);
    const double w = options.virtualWeight;

    // wins[i]: real wins plus half the virtual draw; played[i * n + j]: games between i and j.
    std::vector<double> wins(n, w / 2);
    std::vector<double> played(n * n, 0.0);
    for (const FinalsGame& g : games) {
        if (g.bothForfeited || g.winner == g.loser || g.winner < 0 || g.loser < 0 || g.winner >= players
            || g.loser >= players)
            continue;
        const auto a = static_cast<std::size_t>(g.winner), b = static_cast<std::size_t>(g.loser);
        wins[a] += 1;
        played[a * n + b] += 1;
        played[b * n + a] += 1;
    }

    std::vector<double> g(n, 1.0), next(n);
    for (out.iterations = 1; out.iterations <= options.maxIterations; ++out.iterations) {
        double moved = 0;
        for (std::size_t i = 0; i < n; ++i) {
            double denominator = w / (g[i] + 1.0);
            for (std::size_t j = 0; j < n; ++j)
                if (played[i * n + j] > 0)
                    denominator += played[i * n + j] / (g[i] + g[j]);
            next[i] = wins[i] / denominator;
            moved = std::max(moved, std::abs(std::log(next[i]) - std::log(g[i])));
        }
        g.swap(next);
        if (moved <= options.tolerance) {
            out.converged = true;
            break;
        }
    }
    out.iterations = std::min(out.iterations, options.maxIterations);

    out.strength = g;
    for (const double s : g)
        out.elo.push_back(400.0 * std::log10(s));
    return out;
}

} // namespace pb::arimaa::wcc
