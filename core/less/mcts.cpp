#include "less/mcts.h"

#include "less/botcommon.h"
#include "less/rush.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <vector>

namespace pb::less {

namespace {

using namespace botdetail;
using Clock = std::chrono::steady_clock;

constexpr int kRootWidth = 16;        // turns considered at the root
constexpr int kWidth = 5;             // and at every node below it
constexpr double kExplore = 0.35;     // UCB1's exploration constant (values are 0 to 1)
constexpr int kPlayoutsPerMs = 2;     // the budget's playout allowance
constexpr int kHorizon = 4;          // turns per playout (then the rushes are the value)
constexpr int kMaxPlayouts = 100000;

// The exact rush of a colour's pieces alone (the rush tables): the measure the tree orders turns
// by and the playouts play greedily by.
struct RushMeasure {
    std::array<const RushTable*, kColours> tables{};
    int colour(const Position& position, int c) const
    {
        return tables[static_cast<std::size_t>(c)]->movesOfMask(position.mask(c));
    }
};

struct Node {
    Sim sim;            // the game after `turn`
    Turn turn;
    int moverTeam = 0;  // the team whose colour played `turn`
    int first = -1;     // children: nodes[first .. first + count), once expanded
    int count = 0;
    int visits = 0;
    double total = 0;   // playout values for moverTeam
};

class Tree {
public:
    Tree(const Game& game, RushTables& rush, std::uint64_t seed) : m_board(game.board()), m_rng(seed)
    {
        for (int c = 0; c < kColours; ++c)
            m_measure.tables[static_cast<std::size_t>(c)] = &rush.table(m_board, c);
        Node root;
        root.sim.position = game.position();
        for (int c = 0; c < kColours; ++c)
            root.sim.turns[static_cast<std::size_t>(c)] = game.turnsMade(c);
        root.sim.toMove = game.toMove();
        root.moverTeam = 1 - teamOf(game.toMove());
        m_nodes.reserve(4096);
        m_nodes.push_back(root);
        expand(0, kRootWidth);
    }

    int rootChildren() const { return m_nodes[0].count; }

    // One selection, expansion, playout and update.
    void iterate()
    {
        m_path.clear();
        int index = 0;
        m_path.push_back(index);
        while (m_nodes[static_cast<std::size_t>(index)].count > 0) {
            index = select(index);
            m_path.push_back(index);
        }
        Node& leaf = m_nodes[static_cast<std::size_t>(index)];
        if (!leaf.sim.over && leaf.visits > 0 && leaf.first < 0) {
            expand(index, kWidth);
            if (m_nodes[static_cast<std::size_t>(index)].count > 0) {
                index = m_nodes[static_cast<std::size_t>(index)].first;
                m_path.push_back(index);
            }
        }
        const double team0 = playout(m_nodes[static_cast<std::size_t>(index)].sim);
        for (int i : m_path) {
            Node& n = m_nodes[static_cast<std::size_t>(i)];
            ++n.visits;
            n.total += n.moverTeam == 0 ? team0 : 1.0 - team0;
        }
    }

    // The root's most visited turn (on a tie, the better mean).
    const Turn& best() const
    {
        const Node& root = m_nodes[0];
        const Node* chosen = &m_nodes[static_cast<std::size_t>(root.first)];
        for (int i = root.first; i < root.first + root.count; ++i) {
            const Node& c = m_nodes[static_cast<std::size_t>(i)];
            if (c.visits > chosen->visits
                || (c.visits == chosen->visits && c.visits > 0
                    && c.total * chosen->visits > chosen->total * c.visits))
                chosen = &c;
        }
        return chosen->turn;
    }

private:
    // The mover's `width` best distinct turns by the rush measure (the greedy choice's), as children.
    void expand(int index, int width)
    {
        const Sim s = m_nodes[static_cast<std::size_t>(index)].sim;
        m_nodes[static_cast<std::size_t>(index)].first = static_cast<int>(m_nodes.size());
        if (s.over)
            return;
        const int mover = s.toMove;
        const int partner = partnerOf(mover);
        struct Candidate {
            Turn turn;
            Position after;
            int measure;
            std::uint64_t order;
        };
        std::vector<Candidate> candidates;
        const int partnerDistance = m_measure.colour(s.position, partner);
        for (const Turn& t : distinctTurns(m_board, s.position, mover)) {
            Candidate c{t, s.position, 0, mix(m_rng)};
            for (int i = 0; i < t.count; ++i)
                c.after.move(t.steps[static_cast<std::size_t>(i)].from, t.steps[static_cast<std::size_t>(i)].to);
            const int own = m_measure.colour(c.after, mover);
            c.measure = own + (own == 0 ? m_measure.colour(c.after, partner) : partnerDistance);
            candidates.push_back(c);
        }
        const auto better = [](const Candidate& a, const Candidate& b) {
            return a.measure != b.measure ? a.measure < b.measure : a.order < b.order;
        };
        const std::size_t n = std::min(candidates.size(), static_cast<std::size_t>(width));
        std::partial_sort(candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(n), candidates.end(), better);
        for (std::size_t i = 0; i < n; ++i) {
            Node child;
            child.sim = s;
            child.sim.position = candidates[i].after;
            ++child.sim.turns[static_cast<std::size_t>(mover)];
            child.sim.advance(m_board);
            child.turn = candidates[i].turn;
            child.moverTeam = teamOf(mover);
            m_nodes.push_back(child);
        }
        m_nodes[static_cast<std::size_t>(index)].count = static_cast<int>(n);
    }

    int select(int index) const
    {
        const Node& parent = m_nodes[static_cast<std::size_t>(index)];
        const double logVisits = std::log(static_cast<double>(std::max(1, parent.visits)));
        int chosen = parent.first;
        double bestScore = -1;
        for (int i = parent.first; i < parent.first + parent.count; ++i) {
            const Node& c = m_nodes[static_cast<std::size_t>(i)];
            if (c.visits == 0)
                return i;  // in the measure's order
            const double score = c.total / c.visits + kExplore * std::sqrt(logVisits / c.visits);
            if (score > bestScore) {
                bestScore = score;
                chosen = i;
            }
        }
        return chosen;
    }

    // Greedy turns for every colour, kHorizon turns or to the end of the game; team 0's value of
    // where it got: each colour's charged turns plus its exact rush from there (at the end of the
    // game exactly what the referee counts; before it, the rush is what is left to go).
    double playout(Sim sim)
    {
        for (int ply = 0; ply < kHorizon && !sim.over; ++ply) {
            Position next;
            if (!greedyTurn(m_board, sim.position, sim.toMove, m_measure, m_rng, nullptr, &next))
                break;
            sim.position = next;
            ++sim.turns[static_cast<std::size_t>(sim.toMove)];
            sim.advance(m_board);
        }
        std::array<int, 2> moves{};
        for (int c = 0; c < kColours; ++c)
            moves[static_cast<std::size_t>(teamOf(c))] += sim.turns[static_cast<std::size_t>(c)] * kTurnCharge
                                                         + m_measure.colour(sim.position, c);
        const int margin = moves[1] - moves[0];
        return 0.9 * teamScore(moves[0], moves[1]) / 20.0 + 0.1 * (0.5 + 0.5 * std::tanh(margin / 20.0));
    }

    const Board& m_board;
    RushMeasure m_measure;
    std::uint64_t m_rng;
    std::vector<Node> m_nodes;
    std::vector<int> m_path;
};

} // namespace

Turn mctsTurn(const Game& game, const BotOptions& options)
{
    const auto start = Clock::now();
    std::optional<RushTables> own;
    RushTables& rush = options.rushTables ? *options.rushTables : own.emplace();
    // The tables first (about 0.2 s each, 1 s on a loaded machine), the cancel flag watched while
    // they are built; cancelled, the answer is the greedy turn.
    for (int c = 0; c < kColours; ++c) {
        if (!rush.build(game.board(), c, options.cancel)) {
            Position position = game.position();
            std::uint64_t rng = turnSeed(game, options.seed);
            Turn turn;
            greedyTurn(game.board(), position, game.toMove(), Distances(game.board()), rng, &turn, nullptr);
            return turn;
        }
    }
    Tree tree(game, rush, turnSeed(game, options.seed) ^ 0x3C7A11EDull);
    if (tree.rootChildren() == 0)
        return {};
    if (tree.rootChildren() == 1)
        return tree.best();
    const long long budgetMs = std::max<long long>(1, options.budget.count());
    const bool fixed = options.playouts > 0;
    const long long allowance = options.wholeBudget ? kMaxPlayouts : budgetMs * kPlayoutsPerMs;
    const long long limit = fixed ? options.playouts
                                  : std::clamp<long long>(allowance, tree.rootChildren(), kMaxPlayouts);
    const auto deadline = start + options.budget;
    for (long long i = 0; i < limit; ++i) {
        if ((options.cancel && options.cancel->load(std::memory_order_relaxed))
            || (!fixed && i >= tree.rootChildren() && Clock::now() >= deadline))
            break;
        tree.iterate();
    }
    return tree.best();
}

std::chrono::milliseconds turnShare(std::chrono::milliseconds left, const Game& game, int colour,
                                    RushTables& tables)
{
    using std::chrono::milliseconds;
    const int turnsLeft = std::max(1, kTurnLimit - game.turnsMade(colour));
    const int teamRush = tables.moves(game.board(), game.position(), colour)
                         + tables.moves(game.board(), game.position(), partnerOf(colour));
    const int expected = std::min(turnsLeft, (teamRush + 2 * kTurnBudget - 1) / (2 * kTurnBudget) + 2);
    return std::max(milliseconds(1), left / std::max(1, expected));
}

} // namespace pb::less
