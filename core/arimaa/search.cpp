#include "arimaa/search.h"

#include "arimaa/movegen.h"

#include <bit>
#include <limits>

namespace pb::arimaa {

using namespace searchdetail;

bool Bot::Search::timeUp()
{
    if (!m_mayStop)
        return false;
    if (m_cancel && m_cancel->load(std::memory_order_relaxed))
        return true;
    return m_hasDeadline && std::chrono::steady_clock::now() >= m_deadline;
}

// A root move may not leave the position unchanged or repeat a position for the third time.
bool Bot::Search::rootTurnIllegal(const Position& after) const
{
    if (after.hash == m_rootHash)
        return true;
    Position next = after;
    next.side ^= 1;
    return m_game && m_game->occurrences(next) >= 2;
}

int Bot::Search::generate(const Position& p, int stepsLeft, SMove* out) const
{
    // Pushes and pulls first (they make captures and threats), then single steps.
    const int s = p.side;
    const int e = s ^ 1;
    const Bits empty = p.empty();
    int n = 0;
    Bits movers = p.occupied[s] & ~p.frozen(s);
    if (stepsLeft >= 2) {
        Bits m = movers;
        while (m) {
            const int from = popLowest(m);
            const int t = p.pieceAt(from);
            if (t == Rabbit)
                continue;
            Bits victims = p.weaker(e, t) & neighbours(bit(from));
            if (!victims)
                continue;
            Bits targets = neighbours(bit(from)) & empty;
            while (victims) {
                const int v = popLowest(victims);
                Bits away = neighbours(bit(v)) & empty;
                while (away) {
                    const int to = popLowest(away);
                    out[n++] = packPair(v, to, from, v);
                }
                Bits t2 = targets;
                while (t2) {
                    const int to = popLowest(t2);
                    out[n++] = packPair(from, to, v, from);
                }
            }
        }
    }
    while (movers) {
        const int from = popLowest(movers);
        Bits targets = stepTargets(s, p.pieceAt(from), from, empty);
        while (targets) {
            const int to = popLowest(targets);
            out[n++] = packStep(from, to);
        }
    }
    return n;
}

void Bot::Search::orderMoves(SMove* moves, int n, SMove ttMove, int ply)
{
    // Keys: the table's move, then the killers, then the others by history; the sort is stable,
    // so among equal keys the generator's order stays (pushes and pulls first).
    const auto& killers = m_killers[static_cast<std::size_t>(ply)];
    for (int i = 0; i < n; ++i) {
        const SMove m = moves[i];
        std::int32_t key;
        if (m == ttMove)
            key = std::numeric_limits<std::int32_t>::max();
        else if (m == killers[0])
            key = (1 << 30) + 1;
        else if (m == killers[1])
            key = 1 << 30;
        else
            key = m_history[historyIndex(m)];
        m_order[static_cast<std::size_t>(i)] = key;
    }
    // Insertion sort by key, descending (n is small; most keys are 0, so it is near linear).
    for (int i = 1; i < n; ++i) {
        const SMove m = moves[i];
        const std::int32_t key = m_order[static_cast<std::size_t>(i)];
        int j = i - 1;
        while (j >= 0 && m_order[static_cast<std::size_t>(j)] < key) {
            moves[j + 1] = moves[j];
            m_order[static_cast<std::size_t>(j + 1)] = m_order[static_cast<std::size_t>(j)];
            --j;
        }
        moves[j + 1] = m;
        m_order[static_cast<std::size_t>(j + 1)] = key;
    }
}

int Bot::Search::endTurn(const Position& after, int depth, int alpha, int beta, int ply)
{
    // The end-of-turn checks in the official order, from the mover's view.
    const int mover = after.side;
    const int other = mover ^ 1;
    const int win = kWinScore - ply;
    if (after.pieces[mover][Rabbit] & goalRank(mover))
        return win;
    if (after.pieces[other][Rabbit] & goalRank(other))
        return -win;
    if (!after.pieces[other][Rabbit])
        return win;
    if (!after.pieces[mover][Rabbit])
        return -win;
    Position next = after;
    next.side = other;
    if (!hasAnyMove(next))
        return win;
    return -search(next, kStepsPerTurn, next.hash, depth, -beta, -alpha, ply);
}

int Bot::Search::search(const Position& p, int stepsLeft, std::uint64_t turnStart, int depth, int alpha, int beta, int ply)
{
    m_pvLength[static_cast<std::size_t>(ply)] = ply;
    if (m_stop)
        return 0;
    if ((++m_nodes & 2047) == 0 && timeUp()) {
        m_stop = true;
        return 0;
    }
    const bool rootTurn = turnStart == m_rootHash && p.side == m_rootSide;
    // A goal this turn wins (outside the root turn: run() looks for a goal of that one before
    // the search). A rabbit's own walk is cheap to see at every node; the goal search (helpers,
    // pushes and pulls) runs at the start of a turn that the depth left does not cover. (Run at
    // every such node, or in the evaluation, it cost more depth than it won: docs/benchmarks.md.)
    // Reductions need 3 steps of depth left, so a turn started with 4 or more keeps at least as
    // many as its steps left but one, and the rabbit's walk is still seen at its last step.
    if (!rootTurn) {
        const int g = stepsLeft == kStepsPerTurn && depth < kStepsPerTurn ? m_goals.turnGoal(p) : rabbitGoalSteps(p, p.side, stepsLeft);
        if (g)
            return kWinScore - ply - g;
    }
    if (ply >= kMaxPly - 2)
        return evaluate(p, stepsLeft, &m_captures);

    const bool atStart = p.hash == turnStart;
    const std::uint64_t key = p.hash ^ (p.side == Silver ? sideKey() : 0) ^ stepsKey(stepsLeft) ^ (atStart ? kStartKey : 0);
    TTEntry& entry = m_table[static_cast<std::size_t>(key & m_mask)];
    SMove ttMove = kPass;
    bool haveTTMove = false;
    if (m_useTable && entry.key == key && entry.depth >= 0) {
        ttMove = entry.move;
        haveTTMove = true;
        if (ply > 0 && entry.depth >= depth) {
            const int sc = entry.score;
            if (entry.bound == 1 || (entry.bound == 2 && sc >= beta) || (entry.bound == 3 && sc <= alpha))
                return sc;
        }
    }

    if (depth <= 0) {
        // A root turn that would end here must be a legal move: not the unchanged position.
        if (rootTurn && atStart)
            return -kWinThreshold;
        return evaluate(p, stepsLeft, &m_captures);
    }

    SMove* moves = &m_moves[static_cast<std::size_t>(ply) * kMaxMoves];
    int n = generate(p, stepsLeft, moves);
    const bool passAllowed = stepsLeft < kStepsPerTurn && !atStart;
    if (passAllowed)
        moves[n++] = kPass;
    orderMoves(moves, n, haveTTMove ? ttMove : kNoMove, ply);

    const int alphaIn = alpha;
    int best = -kWinScore - 1;
    SMove bestMove = kPass;
    bool any = false;
    for (int i = 0; i < n; ++i) {
        const SMove m = moves[i];
        const int used = moveSteps(m);
        Position child = p;
        if (used == 0) {
            if (rootTurn && rootTurnIllegal(p))
                continue;
        } else {
            applyMove(child, m);
            if (stepsLeft - used == 0 && (child.hash == turnStart || (rootTurn && rootTurnIllegal(child))))
                continue;
        }
        // The child's search to `d` steps with the window (a, b).
        const auto visit = [&](int d, int a, int b) {
            m_pvLength[static_cast<std::size_t>(ply + 1)] = ply + 1;
            if (used == 0)
                return endTurn(p, d, a, b, ply + 1);
            if (stepsLeft - used == 0)
                return endTurn(child, d, a, b, ply + 1);
            return search(child, stepsLeft - used, turnStart, d, a, b, ply + 1);
        };
        // A pass spends the turn's steps left: every line of an iteration then ends the same
        // number of steps from the root. (When a pass cost one step, ending the turn early let a
        // line see further, and the bot passed after one or two steps in 40% of its moves.)
        const int full = depth - (used == 0 ? stepsLeft : used);
        int score;
        if (!any || !m_nullWindows) {
            score = visit(full, alpha, beta);
        } else {
            // Principal variation search: a move after the first is searched with a null window,
            // to show that it scores no more than alpha, and again with the whole window only
            // when its score lands strictly between alpha and beta.
            // Late move reductions: a single step after the first kFullDepthMoves in the order
            // that loses no piece (a step captures only its own side's) and is neither the
            // table's move nor a killer is searched a step shallower first, where 3 or more steps
            // of depth are left (two steps shallower after the first kTwoStepReductionMoves, where
            // 4 or more are left), and again to the full depth when it scores more than alpha.
            // (A goal of the root turn, which they could pass by, is found before the search.)
            const auto& killers = m_killers[static_cast<std::size_t>(ply)];
            int r = m_reductions && i >= kFullDepthMoves && depth >= 3 && used == 1 && m != ttMove && m != killers[0] && m != killers[1]
                    && std::popcount(child.all()) == std::popcount(p.all())
                ? 1
                : 0;
            if (r && i >= kTwoStepReductionMoves && depth >= 4)
                r = 2;
            score = visit(full - r, alpha, alpha + 1);
            if (r && score > alpha && !m_stop)
                score = visit(full, alpha, alpha + 1);
            if (score > alpha && score < beta && !m_stop)
                score = visit(full, alpha, beta);
        }
        if (m_stop)
            return 0;
        any = true;
        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                auto& row = m_pv[static_cast<std::size_t>(ply)];
                const auto& next = m_pv[static_cast<std::size_t>(ply + 1)];
                row[static_cast<std::size_t>(ply)] = m;
                const int len = m_pvLength[static_cast<std::size_t>(ply + 1)];
                for (int k = ply + 1; k < len; ++k)
                    row[static_cast<std::size_t>(k)] = next[static_cast<std::size_t>(k)];
                m_pvLength[static_cast<std::size_t>(ply)] = std::max(len, ply + 1);
            }
            if (score >= beta) {
                if (m != ttMove || !haveTTMove) {
                    auto& k = m_killers[static_cast<std::size_t>(ply)];
                    if (k[0] != m) {
                        k[1] = k[0];
                        k[0] = m;
                    }
                    std::int32_t& h = m_history[historyIndex(m)];
                    h = std::min<std::int32_t>(h + depth * depth, 1 << 28);
                }
                break;
            }
        }
    }
    if (!any) {
        // No legal way on: immobilised at the start of a turn, else a dead end of this turn.
        best = -(kWinScore - ply);
        return best;
    }
    if (m_useTable) {
        entry.key = key;
        entry.score = static_cast<std::int16_t>(std::clamp(best, -32000, 32000));
        entry.depth = static_cast<std::int8_t>(std::min(depth, 127));
        entry.bound = best >= beta ? 2 : best > alphaIn ? 1 : 3;
        entry.move = bestMove;
    }
    return best;
}

std::vector<StepToken> Bot::Search::run(const Game& game, const BotLimits& limits, SearchReport& report)
{
    const auto started = std::chrono::steady_clock::now();
    m_game = &game;
    m_cancel = limits.cancel;
    m_hasDeadline = limits.budgetMs > 0;
    m_deadline = started + std::chrono::milliseconds(limits.budgetMs);
    m_stop = false;
    m_mayStop = false;
    m_nullWindows = limits.nullWindows;
    m_reductions = limits.nullWindows && limits.reductions;
    m_useTable = limits.table;
    m_nodes = 0;
    m_killers = {};
    m_history.fill(0);
    const Position root = game.position();
    m_rootHash = root.hash;
    m_rootSide = root.side;
    const int maxDepth = limits.maxDepth > 0 ? std::min(limits.maxDepth, kMaxPly - 8) : kMaxPly - 8;

    // A goal this turn wins at once. The goal search finds one exactly, so the search need not
    // (its reductions could pass one by).
    std::int64_t goalNodes = 0;
    if (std::vector<GoalStep> line; goalSteps(root, root.side, kStepsPerTurn, &line, &goalNodes) > 0) {
        std::vector<StepToken> steps;
        Position p = root;
        std::string pv;
        for (const GoalStep& g : line) {
            applyMove(p, packStep(g.from, g.to), &steps);
            if (!pv.empty())
                pv += ' ';
            pv += stepText(steps.back());
        }
        report.score = kWinScore - static_cast<int>(line.size());
        report.depth = static_cast<int>(line.size());
        report.nodes = std::max<std::int64_t>(1, goalNodes);
        report.pv = pv;
        report.elapsedMs = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
        if (limits.onInfo)
            limits.onInfo(report);
        m_game = nullptr;
        return steps;
    }

    std::vector<SMove> bestLine;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        // The first iteration always finishes, so there is a move.
        m_mayStop = depth > 1;
        const int score = search(root, kStepsPerTurn, root.hash, depth, -kWinScore - 1, kWinScore + 1, 0);
        if (m_stop)
            break;
        const int len = m_pvLength[0];
        bestLine.assign(m_pv[0].begin(), m_pv[0].begin() + len);
        report.score = score;
        report.depth = depth;
        report.nodes = m_nodes;
        report.elapsedMs = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
        // The principal variation as text.
        std::string pv;
        Position p = root;
        int left = kStepsPerTurn;
        for (SMove m : bestLine) {
            if (moveSteps(m) == 0 || left == 0) {
                p.side ^= 1;
                left = kStepsPerTurn;
                pv += ' ';
                pv += p.side == Gold ? 'w' : 'b';  // as the AEI text writes it
                if (moveSteps(m) == 0)
                    continue;
            }
            std::vector<StepToken> tokens;
            applyMove(p, m, &tokens);
            for (const StepToken& t : tokens) {
                if (!pv.empty())
                    pv += ' ';
                pv += stepText(t);
            }
            left -= moveSteps(m);
        }
        report.pv = pv;
        if (limits.onInfo)
            limits.onInfo(report);
        if (std::abs(score) >= kWinThreshold)
            break;  // a forced result: deeper will not change it
        if (limits.stopEarly && m_hasDeadline && report.elapsedMs * 3 > limits.budgetMs)
            break;  // the next iteration would not finish
        if (limits.cancel && limits.cancel->load())
            break;
    }
    report.nodes = m_nodes;
    report.elapsedMs = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();

    // The root move: the line's steps up to the end of the first turn.
    std::vector<StepToken> steps;
    Position p = root;
    for (SMove m : bestLine) {
        if (moveSteps(m) == 0 || static_cast<int>(steps.size()) + moveSteps(m) > kStepsPerTurn)
            break;
        applyMove(p, m, &steps);
        if (static_cast<int>(steps.size()) == kStepsPerTurn)
            break;
    }
    m_game = nullptr;
    return steps;
}

} // namespace pb::arimaa
