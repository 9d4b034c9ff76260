#include "arimaa/evaluate.h"

#include "arimaa/capture.h"
#include "arimaa/movegen.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>

namespace pb::arimaa {

namespace {

// Value of a non-rabbit piece by how many enemy non-rabbit pieces are stronger than it: an
// elephant is worth most, and a piece gains value as the stronger enemy pieces go.
constexpr std::array<int, 9> kValueByStronger = {450, 300, 230, 185, 160, 140, 125, 110, 100};
// Value of all of a side's rabbits by their number: each lost rabbit costs more than the last.
constexpr std::array<int, 9> kRabbitsValue = {0, 300, 550, 750, 900, 1030, 1140, 1240, 1335};
// Bonus of a rabbit by ranks advanced from its home rank.
constexpr std::array<int, 8> kRabbitAdvance = {0, 0, 1, 3, 7, 12, 21, 0};

inline int popcount(Bits b) { return std::popcount(b); }

// A piece's value by where it stands: by type (rabbit to elephant) and ranks advanced from its
// side's home rank. Fitted with the other terms, so beside the shape (horses off the home rank,
// the camel out of the enemy's half) it carries a part of each type's value; the elephant's row,
// which material cannot tell apart, is centred.
constexpr std::array<std::array<int, 8>, kTypes> kRankValue = {{
    {89, 86, 85, 79, 63, 73, 141, 141},
    {85, 98, 89, 81, 68, 69, 66, 58},
    {164, 154, 131, 124, 114, 132, 136, 106},
    {94, 160, 169, 177, 172, 198, 191, 193},
    {145, 204, 209, 216, 176, 122, 122, 119},
    {-12, -11, 54, 46, 14, 4, -28, -21},
}};

// Frames (sideTerms): the share of the framed piece's value counted for the framing side, in
// percent, and the bonus for tying its guard down.
constexpr int kFrameShare = 35;
constexpr int kPinnedGuard = 30;
// Hostages (sideTerms): the share of the held piece's value counted for the holder, in percent.
constexpr int kHostageShare = 10;

// The squares one or two steps from a trap, without the trap.
constexpr Bits nearTrap(int trap)
{
    const Bits one = neighbours(bit(trap));
    return (one | neighbours(one)) & ~bit(trap);
}
// Home trap control (homeTrapControl): the weight of a piece of each type (rabbit to elephant).
// What a unit of control is worth, and what each unit of the enemy's costs besides.
constexpr std::array<int, kTypes> kControlWeight = {1, 2, 3, 4, 6, 8};
constexpr int kHomeControl = 4;
constexpr int kHomeLost = 18;

// Control of `trap` for colour c, in twelfths: each piece on it or within two steps of it adds
// its type's weight divided by one more than its distance, ours for and the enemy's against.
int homeTrapControl(const Position& p, int c, int trap)
{
    const Bits near = nearTrap(trap) | bit(trap);
    int control = 0;
    for (int side = 0; side < 2; ++side)
        for (int t = 0; t < kTypes; ++t) {
            Bits b = p.pieces[side][t] & near;
            while (b) {
                const int sq = popLowest(b);
                const int d = std::abs(sq % 8 - trap % 8) + std::abs(sq / 8 - trap / 8);
                const int w = kControlWeight[static_cast<std::size_t>(t)] * 12 / (d + 1);
                control += side == c ? w : -w;
            }
        }
    return control;
}

// hostagesOf, with both sides' frozen pieces known.
Bits heldBy(const Position& p, int colour, Bits frozenOwn, Bits frozenEnemy)
{
    const int e = colour ^ 1;
    const Bits candidates = frozenEnemy & ~p.pieces[e][Rabbit];
    if (!candidates)
        return 0;
    Bits near = 0;
    for (int trap : kTrapSquares)
        if (!(p.occupied[e] & bit(trap)))
            near |= nearTrap(trap);
    const Bits holders = p.occupied[colour] & ~frozenOwn;
    Bits held = 0;
    Bits c = candidates & near;
    while (c) {
        const int sq = popLowest(c);
        if (p.stronger(colour, p.pieceAt(sq)) & holders & neighbours(bit(sq)))
            held |= bit(sq);
    }
    return held;
}

// What a non-rabbit piece of `type` is worth to its side, by how many of the pieces of
// `against` (the other colour) are stronger.
int officerValue(const Position& p, int against, int type)
{
    int stronger = 0;
    for (int u = type + 1; u < kTypes; ++u)
        stronger += popcount(p.pieces[against][u]);
    return kValueByStronger[static_cast<std::size_t>(std::min(stronger, 8))];
}

// What a piece of `type` of the colour other than c is worth to its side (as pieceValues counts
// it; a rabbit as an average one).
int valueToEnemy(const Position& p, int c, int type)
{
    return type == Rabbit ? 150 : officerValue(p, c, type);
}

inline int ranksAdvanced(int colour, int square)
{
    const int rank = square / 8;
    return colour == Gold ? rank : 7 - rank;
}

struct SideValues {
    TypeValues value{};  // of one piece of each type (rabbits: the marginal one)
};

// Captures the side to move can make with its steps left (capture.h): the share of the gain
// counted, in percent, and the most positions the capture search may visit at a leaf.
constexpr int kCaptureShare = 75;
constexpr std::int64_t kCaptureNodes = 400;
// Threats: what the other side could capture with a turn of its own, the share counted against
// the side to move in percent (it may parry one threat, seldom two).
constexpr int kThreatShare = 35;

// The other weights, in centi-rabbits: a free run, a rank advanced; presence beside a trap, a
// piece more than the enemy's (at most two); a piece in danger beside a trap, its value divided
// by this (twice this with a guard); a frozen rabbit, and a frozen officer's value divided by
// this; the elephant walled in by its own pieces, and a step from the centre (in halves); the
// camel, a file from the centre (in halves); a rabbit that can reach goal next turn; the enemy's
// that can, and a step fewer it needs; a step left of the turn.
constexpr int kFreeRunRank = 20;
constexpr int kTrapPresence = 9;
constexpr int kDangerShare = 4;
constexpr int kFrozenRabbit = 24;
constexpr int kFrozenShare = 4;
constexpr int kWalledIn = 60;
constexpr int kElephantCentre = 12;
constexpr int kCamelFileHalf = 7;
constexpr int kGoalNextTurn = 150;
constexpr int kEnemyGoal = 500;
constexpr int kEnemyGoalStep = 100;
constexpr int kStepValue = 5;

SideValues pieceValues(const Position& p, int colour)
{
    SideValues v;
    for (int t = Cat; t < kTypes; ++t)
        v.value[static_cast<std::size_t>(t)] = officerValue(p, colour ^ 1, t);
    // A diagram may hold more than the game's 8 rabbits: past 8, each is worth the 8th's margin.
    const int n = std::min(popcount(p.pieces[colour][Rabbit]), 8);
    v.value[Rabbit] = n > 0 ? kRabbitsValue[static_cast<std::size_t>(n)] - kRabbitsValue[static_cast<std::size_t>(n - 1)] : 0;
    return v;
}

// One side's terms, each added to `out` times `sign` (+1 for the side to move, -1 for the other).
// `frozenBy` holds each colour's frozen pieces.
template <class Out>
void sideTerms(const Position& p, int c, const SideValues& mine, const std::array<Bits, 2>& frozenBy, int sign, Out& out)
{
    const int e = c ^ 1;
    const auto add = [&out, sign](EvalTerm term, int value) { out.add(term, sign * value); };
    // Material.
    int material = kRabbitsValue[static_cast<std::size_t>(std::min(popcount(p.pieces[c][Rabbit]), 8))];
    for (int t = Cat; t < kTypes; ++t)
        material += popcount(p.pieces[c][t]) * mine.value[static_cast<std::size_t>(t)];
    add(EvalTerm::Material, material);
    for (int t = 0; t < kTypes; ++t) {
        const auto& row = kRankValue[static_cast<std::size_t>(t)];
        Bits b = p.pieces[c][t];
        while (b)
            add(EvalTerm::Rank, row[static_cast<std::size_t>(ranksAdvanced(c, popLowest(b)))]);
    }

    const Bits own = p.occupied[c];
    const Bits enemyPieces = p.occupied[e];
    const Bits frozen = frozenBy[static_cast<std::size_t>(c)];
    const Bits enemyFrozen = frozenBy[static_cast<std::size_t>(e)];
    int enemyOfficers = 0;
    for (int t = Cat; t < kTypes; ++t)
        enemyOfficers += popcount(p.pieces[e][t]);

    // Rabbits: advancement, more as the enemy's officers go; a free run to the goal.
    Bits rabbits = p.pieces[c][Rabbit];
    while (rabbits) {
        const int sq = popLowest(rabbits);
        const int adv = ranksAdvanced(c, sq);
        add(EvalTerm::RabbitAdvance, kRabbitAdvance[static_cast<std::size_t>(adv)] * (24 - enemyOfficers) / 16);
        // No enemy piece ahead on its file or the files beside it.
        Bits ahead = 0;
        const int file = sq % 8;
        for (int r = sq / 8 + (c == Gold ? 1 : -1); r >= 0 && r < 8; r += c == Gold ? 1 : -1)
            for (int f = std::max(0, file - 1); f <= std::min(7, file + 1); ++f)
                ahead |= bit(r * 8 + f);
        if (!(ahead & enemyPieces))
            add(EvalTerm::FreeRun, kFreeRunRank * adv);
    }

    // Traps: presence next to each; pieces in danger next to them.
    for (int trap : kTrapSquares) {
        const Bits around = neighbours(bit(trap));
        const int mineNear = popcount(around & own);
        const int theirsNear = popcount(around & enemyPieces);
        add(EvalTerm::TrapPresence, kTrapPresence * std::clamp(mineNear - theirsNear, -2, 2));
        // Own pieces on the trap or next to it (the trap empty), with a stronger enemy piece
        // beside them and at most one other guard: they may be pushed or pulled in.
        // (An enemy piece on the trap: ours cannot be moved onto it.)
        Bits exposed = (enemyPieces & bit(trap)) ? 0 : (around | bit(trap)) & own;
        while (exposed) {
            const int sq = popLowest(exposed);
            const int t = p.pieceAt(sq);
            if (!(p.stronger(e, t) & neighbours(bit(sq)) & ~enemyFrozen))
                continue;
            const int guards = popcount(around & own & ~bit(sq));
            if (guards > 1)
                continue;
            const int value = t == Rabbit ? 100 : mine.value[static_cast<std::size_t>(t)];
            add(EvalTerm::TrapDanger, -value / (guards == 0 ? kDangerShare : 2 * kDangerShare));
        }
    }

    // Home traps (c3 and f3 for Gold, c6 and f6 for Silver): who controls them.
    for (std::size_t i = c == Gold ? 0 : 2, end = i + 2; i < end; ++i) {
        const int control = homeTrapControl(p, c, kTrapSquares[i]);
        add(EvalTerm::HomeTraps, (kHomeControl * control + kHomeLost * std::min(control, 0)) / 12);
    }

    // Frames: the framed piece can never leave its trap, and its guard is tied to it.
    Bits framed = framedBy(p, c);
    while (framed)
        add(EvalTerm::Frames, kFrameShare * valueToEnemy(p, c, p.pieceAt(popLowest(framed))) / 100 + kPinnedGuard);

    // Hostages: a held piece ties its side's guards to a trap it is near. A trap it stands
    // beside with at most one other guard does not count: there it is in danger (above), unless
    // one of ours stands on the trap. It may still count for another trap two steps away.
    Bits held = heldBy(p, c, frozen, enemyFrozen);
    while (held) {
        const int sq = popLowest(held);
        const Bits b = bit(sq);
        for (int trap : kTrapSquares) {
            if (!(nearTrap(trap) & b) || (enemyPieces & bit(trap)))
                continue;
            if ((neighbours(bit(trap)) & b) && popcount(neighbours(bit(trap)) & enemyPieces & ~b) <= 1)
                continue;
            add(EvalTerm::Hostages, kHostageShare * valueToEnemy(p, c, p.pieceAt(sq)) / 100);
            break;
        }
    }

    // Frozen pieces.
    Bits fr = frozen;
    while (fr) {
        const int sq = popLowest(fr);
        const int t = p.pieceAt(sq);
        add(EvalTerm::Frozen, -(t == Rabbit ? kFrozenRabbit : mine.value[static_cast<std::size_t>(t)] / kFrozenShare));
    }

    // Elephant: not walled in, and a central place; the camel near the middle files.
    Bits el = p.pieces[c][Elephant];
    while (el) {
        const int sq = popLowest(el);
        const Bits reach1 = neighbours(bit(sq)) & p.empty();
        if (!reach1 && !(neighbours(bit(sq)) & enemyPieces))
            add(EvalTerm::Elephant, -kWalledIn);
        const int file = sq % 8, rank = sq / 8;
        add(EvalTerm::Elephant, -kElephantCentre * (std::abs(2 * file - 7) + std::abs(2 * rank - 7)) / 2);
    }
    Bits camel = p.pieces[c][Camel];
    while (camel) {
        const int sq = popLowest(camel);
        add(EvalTerm::Camel, -kCamelFileHalf * std::abs(2 * (sq % 8) - 7) / 2);
    }
}

} // namespace

Bits framedBy(const Position& p, int colour)
{
    const int e = colour ^ 1;
    Bits framed = 0;
    for (int trap : kTrapSquares) {
        if (!(p.occupied[e] & bit(trap)))
            continue;
        const int victim = p.pieceAt(trap);
        const Bits around = neighbours(bit(trap));
        if ((around & p.all()) != around || popcount(around & p.occupied[e]) != 1)
            continue;
        if (around & p.occupied[colour] & ~(p.stronger(colour, victim) | p.pieces[colour][victim]))
            continue;  // one of ours is weaker than the victim: it could push its way out
        framed |= bit(trap);
    }
    return framed;
}

Bits hostagesOf(const Position& p, int colour)
{
    return heldBy(p, colour, p.frozen(colour), p.frozen(colour ^ 1));
}

int rabbitGoalSteps(const Position& p, int colour, int maxSteps)
{
    const int e = colour ^ 1;
    const Bits goal = goalRank(colour);
    const Bits enemyOfficers = p.occupied[e] & ~p.pieces[e][Rabbit];
    int best = 0;
    Bits rabbits = p.pieces[colour][Rabbit];
    while (rabbits) {
        const int origin = popLowest(rabbits);
        const int distance = 7 - ranksAdvanced(colour, origin);
        if (distance == 0 || distance > maxSteps || (best != 0 && distance >= best))
            continue;
        Bits friends = p.occupied[colour] & ~bit(origin);
        Bits empty = p.empty() | bit(origin);
        // A friend on a trap that only the rabbit guarded is captured when it leaves.
        Bits trapped = friends & kTraps;
        while (trapped) {
            const int trap = popLowest(trapped);
            if (!(neighbours(bit(trap)) & friends)) {
                friends &= ~bit(trap);
                empty |= bit(trap);
            }
        }
        // Depth-first over the rabbit's own steps (forward or sideways), at most maxSteps.
        struct Walk {
            Bits friends, empty, enemyOfficers, goal;
            int colour, limit;
            int go(int sq, int used) const
            {
                const Bits around = neighbours(bit(sq));
                if ((around & enemyOfficers) && !(around & friends))
                    return 0;  // frozen here
                if (used == limit)
                    return 0;
                const Bits b = bit(sq);
                Bits targets = (east(b) | west(b) | (colour == Gold ? north(b) : south(b))) & empty;
                int found = 0;
                while (targets) {
                    const int to = popLowest(targets);
                    if ((bit(to) & kTraps) && !(neighbours(bit(to)) & friends))
                        continue;  // it would be captured
                    if (bit(to) & goal)
                        return used + 1;
                    const int r = go(to, used + 1);
                    if (r && (!found || r < found))
                        found = r;
                }
                return found;
            }
        };
        const Walk walk{friends, empty, enemyOfficers, goal, colour, best ? std::min(maxSteps, best - 1) : maxSteps};
        const int r = walk.go(origin, 0);
        if (r && (!best || r < best))
            best = r;
    }
    return best;
}

namespace {

// Every term of the evaluation, each added to `out` once.
template <class Out>
void evaluateInto(const Position& p, int stepsLeft, CaptureTable* captures, Out& out)
{
    const int s = p.side;
    const int e = s ^ 1;
    const SideValues mine = pieceValues(p, s);
    const SideValues theirs = pieceValues(p, e);
    const std::array<Bits, 2> frozen = {p.frozen(Gold), p.frozen(Silver)};
    sideTerms(p, s, mine, frozen, 1, out);
    sideTerms(p, e, theirs, frozen, -1, out);
    // Goal threats: ours within this turn is a win the search sees; the enemy's next turn.
    const int ourThreat = rabbitGoalSteps(p, s, kStepsPerTurn);
    if (ourThreat && ourThreat > stepsLeft)
        out.add(EvalTerm::GoalThreats, kGoalNextTurn);
    const int theirThreat = rabbitGoalSteps(p, e, kStepsPerTurn);
    if (theirThreat)
        out.add(EvalTerm::GoalThreats, -(kEnemyGoal + kEnemyGoalStep * (kStepsPerTurn - theirThreat)));
    // What q.side can capture within `steps`, through the table when there is one.
    const auto gainOf = [captures](const Position& q, int steps, const TypeValues& enemy, const TypeValues& own) {
        return captures ? captures->gain(q, steps, enemy, own, kCaptureNodes)
                        : captureGain(q, q.side, steps, enemy, own, nullptr, kCaptureNodes);
    };
    // Captures within the steps left: the side to move may take them rather than stand.
    if (stepsLeft >= 2)
        out.add(EvalTerm::Captures, kCaptureShare * gainOf(p, stepsLeft, theirs.value, mine.value) / 100);
    // Threats against the side to move: without them a leaf at the start of our turn did not see
    // what the enemy's last turn set up.
    Position other = p;
    other.side = e;
    out.add(EvalTerm::Threats, -kThreatShare * gainOf(other, kStepsPerTurn, mine.value, theirs.value) / 100);
    out.add(EvalTerm::Tempo, kStepValue * stepsLeft);
}

struct Sum {
    int total = 0;
    void add(EvalTerm, int value) { total += value; }
};

struct Record {
    EvalTerms terms{};
    void add(EvalTerm term, int value) { terms[static_cast<std::size_t>(term)] += value; }
};

} // namespace

int evaluate(const Position& p, int stepsLeft, CaptureTable* captures)
{
    Sum sum;
    evaluateInto(p, stepsLeft, captures, sum);
    return sum.total;
}

EvalTerms evaluationTerms(const Position& p, int stepsLeft)
{
    Record record;
    evaluateInto(p, stepsLeft, nullptr, record);
    return record.terms;
}

const char* evalTermName(EvalTerm term)
{
    switch (term) {
    case EvalTerm::Material: return "material";
    case EvalTerm::Rank: return "rank";
    case EvalTerm::RabbitAdvance: return "rabbit_advance";
    case EvalTerm::FreeRun: return "free_run";
    case EvalTerm::TrapPresence: return "trap_presence";
    case EvalTerm::TrapDanger: return "trap_danger";
    case EvalTerm::HomeTraps: return "home_traps";
    case EvalTerm::Frames: return "frames";
    case EvalTerm::Hostages: return "hostages";
    case EvalTerm::Frozen: return "frozen";
    case EvalTerm::Elephant: return "elephant";
    case EvalTerm::Camel: return "camel";
    case EvalTerm::GoalThreats: return "goal_threats";
    case EvalTerm::Captures: return "captures";
    case EvalTerm::Threats: return "threats";
    case EvalTerm::Tempo: return "tempo";
    case EvalTerm::Count: break;
    }
    return "";
}

} // namespace pb::arimaa
