#include "arimaa/bot.h"
#include "arimaa/search.h"

#include "arimaa/movegen.h"

#include <algorithm>

namespace pb::arimaa {

const char* botLevelName(BotLevel level)
{
    return level == BotLevel::Random ? "random" : "search";
}

std::optional<BotLevel> parseBotLevel(std::string_view text)
{
    if (text == "random")
        return BotLevel::Random;
    if (text == "search")
        return BotLevel::Search;
    return std::nullopt;
}

// --- the bot --------------------------------------------------------------------------------

Bot::Bot(BotLevel level, std::uint64_t seed, std::size_t hashMegabytes)
    : m_level(level), m_rng(seed)
{
    if (level == BotLevel::Search)
        m_search = std::make_unique<Search>(hashMegabytes);
}

Bot::~Bot() = default;

std::size_t Bot::setHashMegabytes(std::size_t megabytes)
{
    if (!m_search)
        return 0;
    m_search->resize(megabytes);
    return m_search->megabytes();
}

void Bot::clearHash()
{
    if (m_search)
        m_search->clear();
}

BotMove Bot::choose(const Game& game, const BotLimits& limits)
{
    BotMove out;
    if (game.outcome().decided())
        return out;
    const int side = game.sideToMove();
    if (game.inSetup()) {
        out.text = setupText(m_level == BotLevel::Random ? randomSetup(side, m_rng) : standardSetup(side));
        return out;
    }
    const Position& root = game.position();
    auto legal = [&](const Position& after) {
        if (after.hash == root.hash)
            return false;
        Position next = after;
        next.side ^= 1;
        return game.occurrences(next) < 2;
    };

    if (m_level == BotLevel::Search) {
        const std::vector<StepToken> steps = m_search->run(game, limits, out.report);
        if (!steps.empty()) {
            const StepsCheck c = checkSteps(root, steps);
            if (c.ok() && legal(c.after)) {
                out.text = movesText(steps, c.captures, c.captureAfter);
                return out;
            }
        }
        // Not expected; the best legal move by the evaluation instead.
    }

    std::vector<LegalMove> moves = legalMoves(root);
    std::erase_if(moves, [&](const LegalMove& m) { return !legal(m.after); });
    if (moves.empty())
        return out;
    std::size_t pick = 0;
    if (m_level == BotLevel::Random) {
        pick = static_cast<std::size_t>(m_rng() % moves.size());
    } else {
        int best = -kWinScore - 1;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            Position after = moves[i].after;
            after.side ^= 1;
            const int score = -evaluate(after, kStepsPerTurn);
            if (score > best) {
                best = score;
                pick = i;
            }
        }
    }
    const LegalMove& m = moves[pick];
    out.text = movesText(m.steps, m.captures, m.captureAfter);
    return out;
}

} // namespace pb::arimaa
