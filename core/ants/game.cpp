#include "ants/game.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <bit>

namespace pb::ants {

QString GameError::message() const
{
    return QCoreApplication::translate("AntGame",
                                       "round %1: %2 ant %3 entered state %4, which its brain does "
                                       "not have; the game stops here")
        .arg(round)
        .arg(color == Color::Red ? QCoreApplication::translate("AntGame", "red")
                                 : QCoreApplication::translate("AntGame", "black"))
        .arg(antId)
        .arg(state);
}

void Game::compile(const Brain& brain, Color color, std::vector<Code>& code)
{
    const int c = index(color);
    const std::uint32_t own = kRedAnt << c;
    const std::uint32_t foe = kRedAnt << (1 - c);
    const std::uint32_t ownMarks = c == 0 ? kRedMarkShift : kBlackMarkShift;
    const std::uint32_t foeMarks = c == 0 ? kBlackMarkShift : kRedMarkShift;

    // Jumps past the end land on an invalid instruction that stops the game.
    const std::int32_t base = static_cast<std::int32_t>(code.size());
    m_codeBase[c] = base;
    const size_t size = static_cast<size_t>(std::max(brain.stateCount(), brain.highestTarget() + 1));
    Code invalid{};
    invalid.kind = kInvalid;
    code.resize(code.size() + size, invalid);
    for (size_t s = 0; s < brain.states.size(); ++s) {
        const Instruction& i = brain.states[s];
        Code k{};
        k.st1 = base + i.st1;
        k.st2 = i.targetCount() == 2 ? base + i.st2 : k.st1;
        k.threshold = 1;
        k.andMask = ~0u;
        switch (i.op) {
        case Op::Sense:
            k.sense = static_cast<std::uint8_t>(i.senseDir);
            switch (i.condition) {
            case Condition::Friend: k.senseMask = own; break;
            case Condition::Foe: k.senseMask = foe; break;
            case Condition::FriendWithFood: k.senseMask = own | kAntFood; break;
            case Condition::FoeWithFood: k.senseMask = foe | kAntFood; break;
            case Condition::Food: k.senseMask = kHasFood; break;
            case Condition::Rock: k.senseMask = kRock; break;
            case Condition::Marker: k.senseMask = 1u << (ownMarks + i.marker); break;
            case Condition::FoeMarker: k.senseMask = 0x3Fu << foeMarks; break;
            case Condition::Home: k.senseMask = kRedHill << c; break;
            case Condition::FoeHome: k.senseMask = kRedHill << (1 - c); break;
            }
            // "With food" needs both bits: all of the mask; the others need any of its bits.
            if (i.condition == Condition::FriendWithFood || i.condition == Condition::FoeWithFood)
                k.threshold = k.senseMask;
            break;
        case Op::Mark:
            k.orMask = 1u << (ownMarks + i.marker);
            break;
        case Op::Unmark:
            k.andMask = ~(1u << (ownMarks + i.marker));
            break;
        case Op::Turn:
            k.turn = i.turn == Turn::Left ? 5 : 1;
            break;
        case Op::Flip:
            k.kind = kFlip;
            // 0 for n = 1. Exact for every n because x < 2^14 (RandomInt's numbers): checked
            // for all x and n up to 70,000; above 16,383, x * M never wraps and is <= M - 1
            // only for x = 0, as x mod n == 0.
            k.flipM = static_cast<std::uint32_t>(~std::uint32_t{0} / static_cast<std::uint32_t>(i.flipN) + 1);
            break;
        case Op::PickUp: k.kind = kPickUp; break;
        case Op::Drop: k.kind = kDrop; break;
        case Op::Move: k.kind = kMove; break;
        }
        code[static_cast<size_t>(base) + s] = k;
    }
}

Game::Game(const World& world, const Brain& red, const Brain& black, std::uint32_t seed)
    : m_width(world.width), m_height(world.height), m_stride(world.width + 2), m_random(seed),
      m_seed(seed)
{
    // One ring of rock around the world, so a neighbour is always a valid index.
    const size_t cells = static_cast<size_t>(m_stride) * static_cast<size_t>(m_height + 2);
    m_bits.assign(cells, kRock);
    m_food.assign(cells, 0);
    m_antAt.assign(cells, -1);

    for (int odd = 0; odd < 2; ++odd) {
        const int s = m_stride;
        const int even[6] = {+1, s, s - 1, -1, -s - 1, -s};
        const int oddRow[6] = {+1, s + 1, s, -1, -s, -s + 1};
        for (int d = 0; d < 6; ++d) {
            const int heading = d + 6 * odd;
            m_offsets[heading] = odd ? oddRow[d] : even[d];
            m_senseOffsets[0][heading] = 0;                                      // Here
            m_senseOffsets[1][heading] = odd ? oddRow[d] : even[d];              // Ahead
            m_senseOffsets[2][heading] = odd ? oddRow[turnLeft(d)] : even[turnLeft(d)];
            m_senseOffsets[3][heading] = odd ? oddRow[turnRight(d)] : even[turnRight(d)];
        }
    }

    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const Pos p{x, y};
            const int i = cellIndex(p);
            std::uint32_t bits = (y & 1) ? std::uint32_t{kOddRow} : 0u;
            switch (world.terrainAt(p)) {
            case Terrain::Rock: bits |= kRock; break;
            case Terrain::RedHill: bits |= kRedHill; break;
            case Terrain::BlackHill: bits |= kBlackHill; break;
            case Terrain::Clear: break;
            }
            const int food = world.foodAt(p);
            if (food > 0 && !(bits & kRock)) {
                m_food[static_cast<size_t>(i)] = static_cast<std::uint32_t>(food);
                bits |= kHasFood;
            }
            // Ants are numbered top to bottom, left to right (task section 2.12).
            if (bits & (kRedHill | kBlackHill)) {
                const int color = (bits & kRedHill) ? 0 : 1;
                m_antAt[static_cast<size_t>(i)] = static_cast<std::int32_t>(m_ants.size());
                // State 0; the pc is set once the code is laid out.
                m_ants.push_back(Ant{i, color, static_cast<std::int16_t>(6 * (y & 1)), 0, 0});
                bits |= kRedAnt << color;
            }
            m_bits[static_cast<size_t>(i)] = bits;
        }
    }
    for (size_t i = 0; i < m_bits.size(); ++i) {
        if (m_bits[i] & kRedHill)
            m_hillFood[0] += static_cast<int>(m_food[i]);
        else if (m_bits[i] & kBlackHill)
            m_hillFood[1] += static_cast<int>(m_food[i]);
    }
    for (const Ant& a : m_ants)
        ++m_alive[a.pc];  // pc holds the colour until the code is laid out

    std::vector<Code> code;
    compile(red, Color::Red, code);
    compile(black, Color::Black, code);
    m_code = std::make_shared<const std::vector<Code>>(std::move(code));
    for (Ant& a : m_ants) {
        a.pc = m_codeBase[a.pc];
        a.kind = (*m_code)[static_cast<size_t>(a.pc)].kind;
    }
    m_awake.assign((m_ants.size() + 63) / 64, 0);
    for (size_t id = 0; id < m_ants.size(); ++id)
        m_awake[id / 64] |= std::uint64_t{1} << (id % 64);
}

// sleep and checkSurrounded are inline in the Move step, which then has no call in the
// common case; killIfSurrounded, rarely reached, stays out of the hot loop.
inline void Game::sleep(int id, int wakeRound)
{
    m_ants[static_cast<size_t>(id)].wakeRound = wakeRound;
    m_awake[static_cast<size_t>(id) / 64] &= ~(std::uint64_t{1} << (id % 64));
    m_wake[wakeRound & (kWakeSlots - 1)].push_back(id);
}

__attribute__((noinline)) void Game::killIfSurrounded(int cell)
{
    const std::uint32_t bits = m_bits[static_cast<size_t>(cell)];
    if (!(bits & (kRedAnt | kBlackAnt)))
        return;
    const std::uint32_t foe = (bits & kRedAnt) ? kBlackAnt : kRedAnt;
    const int* off = m_offsets + 6 * ((bits >> 3) & 1);
    int foes = 0;
    for (int d = 0; d < 6; ++d)
        foes += (m_bits[static_cast<size_t>(cell + off[d])] & foe) != 0;
    if (foes < 5)
        return;
    const std::int32_t id = m_antAt[static_cast<size_t>(cell)];
    Ant& a = m_ants[static_cast<size_t>(id)];
    const int dropped = (bits & kAntFood) ? 4 : 3;
    m_food[static_cast<size_t>(cell)] += static_cast<std::uint32_t>(dropped);
    countFood(bits, dropped, (bits & kAntFood) ? -1 : 0);
    --m_alive[(bits & kRedAnt) ? 0 : 1];
    m_bits[static_cast<size_t>(cell)] = (bits & ~kAntBits) | kHasFood;
    m_antAt[static_cast<size_t>(cell)] = -1;
    a.cell = -1;
    m_awake[static_cast<size_t>(id) / 64] &= ~(std::uint64_t{1} << (id % 64));
}

inline void Game::checkSurrounded(int cell)
{
    // The task checks the cell an ant moved to and its six neighbours. With no foe of the
    // mover next to that cell, none of them can die, so the common case costs six loads
    // instead of up to 49: the mover has no foe around it, and every ant next to it is a
    // friend whose foes are the mover's. Such a friend shares two neighbours with the mover's
    // cell, and those hold no foe, so at most four of its six neighbours are foes.
    const std::uint32_t bits = m_bits[static_cast<size_t>(cell)];
    const int* off = m_offsets + 6 * ((bits >> 3) & 1);
    std::uint32_t around = 0;
    for (int d = 0; d < 6; ++d)
        around |= m_bits[static_cast<size_t>(cell + off[d])];
    if (!(around & ((bits & kRedAnt) ? kBlackAnt : kRedAnt)))
        return;
    killIfSurrounded(cell);
    for (int d = 0; d < 6; ++d)
        killIfSurrounded(cell + off[d]);
}

namespace {
// Ant::heading after a turn by t steps clockwise (t in 0..5): the row stays the same.
constexpr auto kTurned = [] {
    std::array<std::array<std::int16_t, 12>, 6> t{};
    for (int turn = 0; turn < 6; ++turn)
        for (int h = 0; h < 12; ++h)
            t[static_cast<size_t>(turn)][static_cast<size_t>(h)] =
                static_cast<std::int16_t>(h / 6 * 6 + (h % 6 + turn) % 6);
    return t;
}();
// Ant::heading after a step in its direction: directions 1, 2, 4 and 5 change row.
constexpr auto kMoved = [] {
    std::array<std::int16_t, 12> t{};
    for (int h = 0; h < 12; ++h) {
        const int d = h % 6;
        const int odd = (h / 6) ^ (d != 0 && d != 3);
        t[static_cast<size_t>(h)] = static_cast<std::int16_t>(d + 6 * odd);
    }
    return t;
}();
} // namespace

bool Game::playRound()
{
    if (m_code->empty())
        return false;
    return m_runs.empty() ? play<false>() : play<true>();
}

Game Game::fromCells(int width, int height, int round, std::uint32_t seed, const std::vector<CellView>& cells)
{
    // An empty world with no ants and no brains, then the cells written in.
    World world;
    world.width = width;
    world.height = height;
    world.terrain.assign(static_cast<size_t>(width) * static_cast<size_t>(height), Terrain::Clear);
    world.food.assign(world.terrain.size(), 0);
    Game game(world, Brain{}, Brain{}, seed);
    game.m_round = round;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const CellView& c = cells[static_cast<size_t>(y * width + x)];
            const int i = game.cellIndex({x, y});
            std::uint32_t bits = (y & 1) ? std::uint32_t{kOddRow} : 0u;
            if (c.rock)
                bits |= kRock;
            if (c.hill)
                bits |= *c.hill == Color::Red ? kRedHill : kBlackHill;
            bits |= (c.markers[0] & 0x3Fu) << kRedMarkShift;
            bits |= (c.markers[1] & 0x3Fu) << kBlackMarkShift;
            game.m_food[static_cast<size_t>(i)] = static_cast<std::uint32_t>(std::max(0, c.food));
            if (c.food > 0)
                bits |= kHasFood;
            if (c.hill)
                game.m_hillFood[index(*c.hill)] += std::max(0, c.food);
            // An ant id no world could hold (a damaged dump) is left out, not indexed with.
            if (c.ant && c.ant->id >= 0 && c.ant->id < width * height) {
                const AntView& a = *c.ant;
                bits |= kRedAnt << index(a.color);
                if (a.hasFood) {
                    bits |= kAntFood;
                    ++game.m_carried[index(a.color)];
                }
                ++game.m_alive[index(a.color)];
                if (a.id >= game.antCount())
                    game.m_ants.resize(static_cast<size_t>(a.id) + 1, Ant{-1, 0, 0, 0, 0});
                // Without brains the pc is the state itself; the rest is what is left of it.
                const auto heading = static_cast<std::int16_t>(a.direction + 6 * (y & 1));
                game.m_ants[static_cast<size_t>(a.id)] = Ant{i, a.state, heading, 0, round + a.resting + 1};
                game.m_antAt[static_cast<size_t>(i)] = a.id;
            }
            game.m_bits[static_cast<size_t>(i)] = bits;
        }
    }
    game.m_awake.assign((game.m_ants.size() + 63) / 64, 0);
    return game;
}

template <bool CountStates>
bool Game::play()
{
    if (m_error)
        return false;
    const int round = m_round + 1;
    std::uint32_t* const bits = m_bits.data();
    std::uint32_t* const food = m_food.data();
    std::int32_t* const antAt = m_antAt.data();
    Ant* const ants = m_ants.data();
    const Code* const code = m_code->data();
    // The next instruction's kind is loaded now, not when the ant acts again: the first
    // branch of its next step then waits on one load instead of two in a row.
    auto jump = [code](Ant& a, std::int32_t pc) {
        a.pc = pc;
        a.kind = code[pc].kind;
    };
    [[maybe_unused]] std::uint32_t* const runs = m_runs.data();
    // Always points at a drawn number.
    if (m_randomNext == kRandomBlock) {
        m_random.fill(m_randomBlock, kRandomBlock);
        m_randomNext = 0;
    }
    const std::uint32_t* randomNext = m_randomBlock + m_randomNext;
    const std::uint32_t* const randomEnd = m_randomBlock + kRandomBlock;

    std::vector<std::int32_t>& waking = m_wake[round & (kWakeSlots - 1)];
    for (const std::int32_t id : waking)
        if (ants[id].cell >= 0)
            m_awake[static_cast<size_t>(id) / 64] |= std::uint64_t{1} << (id % 64);
    waking.clear();

    // Visit awake ants in id order. A kill clears the victim's bit; re-reading the word after a
    // move (the only step that kills) keeps a victim later in this word from acting.
    const size_t words = m_awake.size();
    for (size_t w = 0; w < words; ++w) {
      for (std::uint64_t word = m_awake[w]; word != 0;) {
        const int id = static_cast<int>(w * 64) + std::countr_zero(word);
        word &= word - 1;
        Ant& a = ants[id];
        const Code& k = code[a.pc];
        if constexpr (CountStates)
            ++runs[a.pc];
        if (a.kind == kFlip) {
            // randomint(n) == 0 exactly when n divides x: Lemire's test, x * M <= M - 1 with
            // 32-bit wrap-around, avoids a division in the hottest instruction.
            const std::uint32_t m = k.flipM;
            jump(a, *randomNext++ * m <= m - 1 ? k.st1 : k.st2);
            if (randomNext == randomEnd) {
                m_random.fill(m_randomBlock, kRandomBlock);
                randomNext = m_randomBlock;
            }
            continue;
        }
        const int cell = a.cell;
        if (a.kind == kSimple) {
            // Sense, Mark, Unmark and Turn without a branch on the instruction: each field is
            // neutral for the kinds it does not belong to.
            const std::uint32_t here = bits[cell];
            const std::uint32_t hit = bits[cell + m_senseOffsets[k.sense][a.heading]] & k.senseMask;
            jump(a, hit >= k.threshold ? k.st1 : k.st2);
            bits[cell] = (here | k.orMask) & k.andMask;
            a.heading = kTurned[k.turn][static_cast<size_t>(a.heading)];
            continue;
        }
        switch (a.kind) {
        case kPickUp:
            if ((bits[cell] & kAntFood) || food[cell] == 0) {
                jump(a, k.st2);
            } else {
                if (--food[cell] == 0)
                    bits[cell] &= ~kHasFood;
                bits[cell] |= kAntFood;
                jump(a, k.st1);
                countFood(bits[cell], -1, +1);
            }
            break;
        case kDrop:
            if (bits[cell] & kAntFood) {
                ++food[cell];
                bits[cell] = (bits[cell] & ~kAntFood) | kHasFood;
                countFood(bits[cell], +1, -1);
            }
            jump(a, k.st1);
            break;
        case kMove: {
            const int target = cell + m_offsets[a.heading];
            if (bits[target] & (kRock | kRedAnt | kBlackAnt)) {
                jump(a, k.st2);
            } else {
                const std::uint32_t antBits = bits[cell] & kAntBits;
                bits[cell] &= ~kAntBits;
                bits[target] |= antBits;
                antAt[cell] = -1;
                antAt[target] = id;
                a.cell = target;
                a.heading = kMoved[static_cast<size_t>(a.heading)];
                jump(a, k.st1);
                sleep(id, round + kRestAfterMove + 1);
                checkSurrounded(target);
                word &= m_awake[w];
            }
            break;
        }
        default:
            m_randomNext = static_cast<int>(randomNext - m_randomBlock);
            const Color color = colorOf(a);
            m_error = GameError{round, id, color, a.pc - m_codeBase[index(color)]};
            return false;
        }
      }
    }
    m_randomNext = static_cast<int>(randomNext - m_randomBlock);
    m_round = round;
    return true;
}

bool Game::playUntil(int lastRound)
{
    while (m_round < lastRound)
        if (!playRound())
            return false;
    return !m_error;
}

CellView Game::cell(Pos p) const
{
    CellView v;
    const int i = cellIndex(p);
    const std::uint32_t bits = m_bits[static_cast<size_t>(i)];
    v.rock = bits & kRock;
    v.food = static_cast<int>(m_food[static_cast<size_t>(i)]);
    if (bits & kRedHill)
        v.hill = Color::Red;
    else if (bits & kBlackHill)
        v.hill = Color::Black;
    v.markers[0] = (bits >> kRedMarkShift) & 0x3F;
    v.markers[1] = (bits >> kBlackMarkShift) & 0x3F;
    const std::int32_t id = m_antAt[static_cast<size_t>(i)];
    if (id >= 0)
        v.ant = ant(id);
    return v;
}

std::optional<AntView> Game::ant(int id) const
{
    if (id < 0 || id >= antCount())
        return std::nullopt;
    const Ant& a = m_ants[static_cast<size_t>(id)];
    if (a.cell < 0)
        return std::nullopt;
    // After round r an ant that acts again in round w still has w - r - 1 rounds of rest.
    const int resting = std::max(0, a.wakeRound - m_round - 1);
    const Color color = colorOf(a);
    return AntView{id, color, a.pc - m_codeBase[index(color)], a.heading % 6, resting,
                   (m_bits[static_cast<size_t>(a.cell)] & kAntFood) != 0, cellPos(a.cell)};
}

void Game::setCountingStates(bool on)
{
    m_runs.assign(on ? m_code->size() : 0, 0);
}

std::vector<std::uint32_t> Game::stateRuns(Color c) const
{
    const int color = index(c);
    if (m_runs.empty())
        return {};
    return {m_runs.begin() + m_codeBase[color], m_runs.begin() + codeEnd(color)};
}

std::vector<int> Game::antsPerState(Color c) const
{
    const int color = index(c);
    std::vector<int> counts(static_cast<size_t>(codeEnd(color) - m_codeBase[color]), 0);
    for (const Ant& a : m_ants) {
        if (a.cell < 0 || colorOf(a) != c)
            continue;
        const auto state = static_cast<size_t>(a.pc - m_codeBase[color]);
        if (state >= counts.size())  // a state read back from a dump, with no brain to size by
            counts.resize(state + 1, 0);
        ++counts[state];
    }
    return counts;
}

void Game::countFood(std::uint32_t bits, int onCell, int carried)
{
    // bits: the cell's word, with the ant concerned still in it (its colour bit).
    if (bits & kRedHill)
        m_hillFood[0] += onCell;
    else if (bits & kBlackHill)
        m_hillFood[1] += onCell;
    m_carried[(bits & kRedAnt) ? 0 : 1] += carried;
}

} // namespace pb::ants
