#include "arimaa/movegen.h"

#include <bit>
#include <unordered_map>

namespace pb::arimaa {

namespace {

constexpr std::size_t kInitialSlots = std::size_t{1} << 16;

// The hash after a step of a piece, its captures included, without making the position. Only
// pieces of the moving colour can lose their protection on a trap.
inline std::uint64_t hashAfterStep(const Position& p, int colour, int type, int from, int to)
{
    std::uint64_t h = p.hash ^ zobristKey(colour, type, from) ^ zobristKey(colour, type, to);
    const Bits own = p.occupied[colour] ^ bit(from) ^ bit(to);
    Bits traps = (neighbours(bit(from)) | bit(to)) & kTraps & own;
    while (traps) {
        const int trap = popLowest(traps);
        if (neighbours(bit(trap)) & own)
            continue;
        h ^= zobristKey(colour, trap == to ? type : p.pieceAt(trap), trap);
    }
    return h;
}

} // namespace

MoveGenerator::MoveGenerator()
{
    slots_.resize(kInitialSlots);
    mask_ = kInitialSlots - 1;
}

void MoveGenerator::grow()
{
    std::vector<Slot> old;
    old.swap(slots_);
    slots_.assign(old.size() * 2, Slot{});
    mask_ = slots_.size() - 1;
    for (const Slot& s : old) {
        if (s.stamp != stamp_)
            continue;
        std::size_t i = s.key & mask_;
        while (slots_[i].stamp == stamp_)
            i = (i + 1) & mask_;
        slots_[i] = s;
    }
}

void MoveGenerator::record(const Position& child, int used)
{
    const std::uint64_t key = child.hash;
    std::size_t i = key & mask_;
    while (slots_[i].stamp == stamp_) {
        if (slots_[i].key == key) {
            std::uint8_t& steps = resultSteps_[slots_[i].index];
            if (steps <= used)
                return;
            // Reached with fewer steps than before: expand it again from here.
            steps = static_cast<std::uint8_t>(used);
            if (used < kStepsPerTurn)
                levels_[used].push_back(child);
            if ((child.pieces[side_][Rabbit] & goalRank(side_)) && used < goalSteps_)
                goalSteps_ = used;
            return;
        }
        i = (i + 1) & mask_;
    }
    slots_[i] = {key, stamp_, static_cast<std::uint32_t>(results_.size())};
    results_.push_back(key);
    resultSteps_.push_back(static_cast<std::uint8_t>(used));
    if (used < kStepsPerTurn)
        levels_[used].push_back(child);
    if ((child.pieces[side_][Rabbit] & goalRank(side_)) && (goalSteps_ == 0 || used < goalSteps_))
        goalSteps_ = used;
    if (results_.size() * 2 > slots_.size())
        grow();
}

void MoveGenerator::recordLeaf(std::uint64_t key, bool goal)
{
    std::size_t i = key & mask_;
    while (slots_[i].stamp == stamp_) {
        if (slots_[i].key == key)
            return;  // nothing is reached with more than 4 steps: no update
        i = (i + 1) & mask_;
    }
    slots_[i] = {key, stamp_, static_cast<std::uint32_t>(results_.size())};
    results_.push_back(key);
    resultSteps_.push_back(static_cast<std::uint8_t>(kStepsPerTurn));
    if (goal && goalSteps_ == 0)
        goalSteps_ = kStepsPerTurn;
    if (results_.size() * 2 > slots_.size())
        grow();
}

void MoveGenerator::expand(const Position& p, int used)
{
    const int s = p.side;
    const int e = s ^ 1;
    const bool pairs = used + 2 <= kStepsPerTurn;
    // Results with all four steps used are never expanded: only their hash is needed.
    const bool singleLeaf = used + 1 == kStepsPerTurn;
    const bool pairLeaf = used + 2 == kStepsPerTurn;
    const Bits empty = p.empty();
    const Bits movers = p.occupied[s] & ~p.frozen(s);
    for (int t = 0; t < kTypes; ++t) {
        Bits bb = p.pieces[s][t] & movers;
        while (bb) {
            const int from = popLowest(bb);
            const Bits around = neighbours(bit(from));
            Bits targets = stepTargets(s, t, from, empty);
            // Weaker enemy pieces next to this one: they can be pushed or pulled.
            Bits victims = 0;
            if (pairs)
                for (int vt = 0; vt < t; ++vt)
                    victims |= p.pieces[e][vt];
            victims &= around;
            while (targets) {
                const int to = popLowest(targets);
                if (singleLeaf) {
                    // A rabbit of the mover reaching its goal rank (it has no trap) with step 4;
                    // one already there was seen in `p`, with fewer steps.
                    recordLeaf(hashAfterStep(p, s, t, from, to), t == Rabbit && (bit(to) & goalRank(s)));
                    continue;
                }
                Position child = p;
                child.stepPiece(s, t, from, to);
                record(child, used + 1);
                // Pulls: a weaker enemy piece next to `from` steps into it.
                Bits pulled = victims;
                while (pulled) {
                    const int v = popLowest(pulled);
                    if (pairLeaf) {
                        recordLeaf(hashAfterStep(child, e, p.pieceAt(v), v, from), false);
                        continue;
                    }
                    Position pull = child;
                    pull.stepPiece(e, p.pieceAt(v), v, from);
                    record(pull, used + 2);
                }
            }
            // Pushes: a weaker enemy piece next to this one steps to an empty square next to it,
            // then this one takes its place.
            Bits pushed = victims;
            while (pushed) {
                const int v = popLowest(pushed);
                const int vt = p.pieceAt(v);
                Bits away = neighbours(bit(v)) & empty;
                while (away) {
                    const int to = popLowest(away);
                    Position push = p;
                    push.stepPiece(e, vt, v, to);
                    if (pairLeaf) {
                        recordLeaf(hashAfterStep(push, s, t, from, v), false);
                        continue;
                    }
                    push.stepPiece(s, t, from, v);
                    record(push, used + 2);
                }
            }
        }
    }
}

std::size_t MoveGenerator::generate(const Position& position)
{
    if (++stamp_ == 0) {
        for (Slot& s : slots_)
            s.stamp = 0;
        stamp_ = 1;
    }
    results_.clear();
    resultSteps_.clear();
    for (auto& level : levels_)
        level.clear();
    side_ = position.side;
    goalSteps_ = 0;
    record(position, 0);
    for (int used = 0; used < kStepsPerTurn; ++used) {
        // Index loop: expanding level `used` may append to later levels only, but an entry
        // re-reached with fewer steps may sit in a later list too; it is expanded at its own level.
        auto& level = levels_[used];
        for (std::size_t k = 0; k < level.size(); ++k) {
            const Position& p = level[k];
            std::size_t i = p.hash & mask_;
            while (slots_[i].stamp != stamp_ || slots_[i].key != p.hash)
                i = (i + 1) & mask_;
            if (resultSteps_[slots_[i].index] != used)
                continue;  // already expanded with fewer steps
            expand(p, used);
        }
    }
    return results_.size() - 1;
}

std::vector<LegalMove> legalMoves(const Position& position)
{
    // Breadth first over the number of steps used, as MoveGenerator does, but every distinct
    // position is kept with the node it was first (or most cheaply) reached from and the one or
    // two steps that lead from there.
    struct Node {
        Position position;
        int parent = -1;
        std::uint8_t used = 0;
        std::uint8_t count = 0;  // steps from the parent: 1, or 2 for a push or pull
        StepToken step[2];
    };
    std::vector<Node> nodes;
    std::unordered_map<std::uint64_t, int> index;
    const int s = position.side;
    const int e = s ^ 1;
    nodes.push_back({position, -1, 0, 0, {}});
    index.emplace(position.hash, 0);

    auto reach = [&](const Position& child, int parent, int used, int count, const StepToken& a, const StepToken& b) {
        const auto [it, fresh] = index.emplace(child.hash, static_cast<int>(nodes.size()));
        if (fresh) {
            nodes.push_back({child, parent, static_cast<std::uint8_t>(used), static_cast<std::uint8_t>(count), {a, b}});
            return;
        }
        Node& n = nodes[static_cast<std::size_t>(it->second)];
        if (n.used <= used)
            return;
        n.parent = parent;
        n.used = static_cast<std::uint8_t>(used);
        n.count = static_cast<std::uint8_t>(count);
        n.step[0] = a;
        n.step[1] = b;
    };

    for (int level = 0; level < kStepsPerTurn; ++level) {
        // Nodes appended while a level is expanded belong to later levels; a node lowered to a
        // later level than this one is expanded at that level.
        const std::size_t end = nodes.size();
        for (std::size_t k = 0; k < end; ++k) {
            if (nodes[k].used != level)
                continue;
            const Position p = nodes[k].position;
            const int parent = static_cast<int>(k);
            const bool pairs = level + 2 <= kStepsPerTurn;
            const Bits empty = p.empty();
            Bits movers = p.occupied[s] & ~p.frozen(s);
            while (movers) {
                const int from = popLowest(movers);
                const int t = p.pieceAt(from);
                const Bits victims = pairs ? (p.weaker(e, t) & neighbours(bit(from))) : 0;
                Bits targets = stepTargets(s, t, from, empty);
                while (targets) {
                    const int to = popLowest(targets);
                    const StepToken own{s, t, from, to};
                    Position child = p;
                    child.stepPiece(s, t, from, to);
                    reach(child, parent, level + 1, 1, own, {});
                    Bits pulled = victims;
                    while (pulled) {
                        const int v = popLowest(pulled);
                        const int vt = p.pieceAt(v);
                        Position pull = child;
                        pull.stepPiece(e, vt, v, from);
                        reach(pull, parent, level + 2, 2, own, {e, vt, v, from});
                    }
                }
                Bits pushed = victims;
                while (pushed) {
                    const int v = popLowest(pushed);
                    const int vt = p.pieceAt(v);
                    Bits away = neighbours(bit(v)) & empty;
                    while (away) {
                        const int to = popLowest(away);
                        Position push = p;
                        push.stepPiece(e, vt, v, to);
                        push.stepPiece(s, t, from, v);
                        reach(push, parent, level + 2, 2, {e, vt, v, to}, {s, t, from, v});
                    }
                }
            }
        }
    }

    std::vector<LegalMove> moves;
    moves.reserve(nodes.size() - 1);
    std::vector<StepToken> reversed;
    for (std::size_t k = 1; k < nodes.size(); ++k) {
        reversed.clear();
        for (int n = static_cast<int>(k); n > 0; n = nodes[static_cast<std::size_t>(n)].parent) {
            const Node& node = nodes[static_cast<std::size_t>(n)];
            for (int i = node.count - 1; i >= 0; --i)
                reversed.push_back(node.step[i]);
        }
        LegalMove m;
        m.after = position;
        m.steps.assign(reversed.rbegin(), reversed.rend());
        // Replay to collect the captures in order (and the position the steps really give).
        for (std::size_t i = 0; i < m.steps.size(); ++i) {
            const StepToken& st = m.steps[i];
            Capture caps[2];
            const int n = m.after.stepPiece(st.colour, st.type, st.from, st.to, caps);
            for (int c = 0; c < n; ++c) {
                m.captures.push_back(caps[c]);
                m.captureAfter.push_back(static_cast<int>(i) + 1);
            }
        }
        moves.push_back(std::move(m));
    }
    return moves;
}

bool hasAnyMove(const Position& p)
{
    const int s = p.side;
    const int e = s ^ 1;
    const Bits empty = p.empty();
    Bits movers = p.occupied[s] & ~p.frozen(s);
    while (movers) {
        const int from = popLowest(movers);
        const int t = p.pieceAt(from);
        if (stepTargets(s, t, from, empty))
            return true;
        // No empty square next to it: only a push can move it.
        Bits victims = p.weaker(e, t) & neighbours(bit(from));
        while (victims) {
            const int v = popLowest(victims);
            if (neighbours(bit(v)) & empty)
                return true;
        }
    }
    return false;
}

} // namespace pb::arimaa
