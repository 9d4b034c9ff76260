#pragma once

#include "ants/brain.h"
#include "ants/geometry.h"
#include "ants/randomint.h"
#include "ants/world.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace pb::ants {

constexpr int kRestAfterMove = 14;
constexpr int kDefaultRounds = 100000;

// What an ant looks like from outside the simulator.
struct AntView {
    int id = -1;
    Color color = Color::Red;
    int state = 0;
    int direction = 0;
    int resting = 0;
    bool hasFood = false;
    Pos pos;
};

// Everything in one cell, for dumps, viewers and inspectors.
struct CellView {
    bool rock = false;
    int food = 0;
    std::optional<Color> hill;
    unsigned markers[2] = {0, 0};  // bit i: marker i of red (0) and black (1)
    std::optional<AntView> ant;
};

// Why a game stopped early: an ant entered a state its brain does not have.
struct GameError {
    int round = 0;
    int antId = 0;
    Color color = Color::Red;
    int state = 0;
    QString message() const;
};

// One game of the ICFP 2004 ant simulation, exactly as the task's step function (section 2.11).
// Plain data, no global state: games can run on many threads at once, and copying a Game is a
// snapshot of it.
class Game {
public:
    Game(const World& world, const Brain& red, const Brain& black, std::uint32_t seed = 12345);


    // A state read back from elsewhere (a dump trace), for viewing only: it has no brains, so
    // it cannot be played on. `cells` holds width * height cells in y-major order.
    static Game fromCells(int width, int height, int round, std::uint32_t seed,
                          const std::vector<CellView>& cells);
    bool playable() const { return !m_code->empty(); }

    // Plays one round; false (and no change) once the game has stopped on an error, or when
    // it is not playable().
    bool playRound();
    // Plays until round `lastRound` has been played or the game stops; returns playRound's last answer.
    bool playUntil(int lastRound);

    int round() const { return m_round; }  // rounds played so far; 0 before the first
    std::uint32_t seed() const { return m_seed; }
    const std::optional<GameError>& error() const { return m_error; }

    int width() const { return m_width; }
    int height() const { return m_height; }
    CellView cell(Pos p) const;
    int antCount() const { return static_cast<int>(m_ants.size()); }
    std::optional<AntView> ant(int id) const;  // nothing for a dead ant

    // Counting how often each state runs (for a heat view); off by default, it costs a little.
    // Turning it on starts the counts from zero.
    void setCountingStates(bool on);
    bool countingStates() const { return !m_runs.empty(); }
    // Per state of colour c's brain (jump targets past the end included): instructions run so
    // far (empty when not counting), and living ants in that state now.
    std::vector<std::uint32_t> stateRuns(Color c) const;
    std::vector<int> antsPerState(Color c) const;

    // Kept up to date as the game goes, so reading them every round costs nothing.
    int foodOnHill(Color c) const { return m_hillFood[index(c)]; }  // the score
    int antsAlive(Color c) const { return m_alive[index(c)]; }
    int foodCarried(Color c) const { return m_carried[index(c)]; }  // held by living ants

private:
    // Cell bits: terrain, ants, food and markers packed so that Sense is one mask test.
    enum : std::uint32_t {
        kRock = 1u << 0,
        kRedHill = 1u << 1,
        kBlackHill = 1u << 2,
        kOddRow = 1u << 3,
        kHasFood = 1u << 4,
        kRedAnt = 1u << 5,
        kBlackAnt = 1u << 6,
        kAntFood = 1u << 7,
        kRedMarkShift = 8,
        kBlackMarkShift = 16,
        kAntBits = kRedAnt | kBlackAnt | kAntFood,
    };

    // A brain instruction compiled for one colour. Both brains live in one table, black's after
    // red's, and next states are indices into that table. Sense, Mark, Unmark and Turn share
    // one branch-free path driven by the fields below (each neutral for the kinds it does not
    // belong to); Flip, Move, PickUp, Drop and an invalid state have paths of their own.
    // 32 bytes, aligned: an instruction never straddles two cache lines.
    enum Kind : std::uint8_t { kSimple, kFlip, kMove, kPickUp, kDrop, kInvalid };
    struct alignas(32) Code {
        std::uint32_t senseMask; // Sense: cell bits tested (0 otherwise: never true)
        std::uint32_t threshold; // Sense: true when (bits & senseMask) >= threshold
        std::uint32_t orMask;    // Mark: the marker bit
        std::uint32_t andMask;   // Unmark: all bits but the marker's (all ones otherwise)
        std::int32_t st1;
        std::int32_t st2;
        std::uint32_t flipM;     // Flip: 2^32 / n rounded up, so "x mod n == 0" needs no division
        std::uint8_t kind;       // Kind; kInvalid past the end of the brain
        std::uint8_t sense;      // Sense: 0 Here, 1 Ahead, 2 LeftAhead, 3 RightAhead
        std::uint8_t turn;       // Turn: 1 (right) or 5 (left), else 0
        std::uint8_t pad = 0;
    };
    static_assert(sizeof(Code) == 32);

    // 16 bytes and no char-sized fields (a store through one may alias anything, and the
    // compiler would reload every pointer in the hot loop). The colour is implied by the pc
    // (black's code follows red's) and carried food by the kAntFood bit of the ant's cell.
    struct Ant {
        std::int32_t cell;      // -1 once dead
        std::int32_t pc;        // index into m_code: the state plus the colour's m_codeBase
        // The direction plus 6 when the ant's row is odd: an index into the offset tables that
        // needs no load of the cell first.
        std::int16_t heading;
        std::int16_t kind;      // m_code[pc].kind, so the step's first branch waits on one load
        std::int32_t wakeRound; // resting until this round; it acts again in round wakeRound
    };
    // For a living ant (the cell holds its colour bit).
    Color colorOf(const Ant& a) const
    {
        return (m_bits[static_cast<size_t>(a.cell)] & kBlackAnt) ? Color::Black : Color::Red;
    }

    void compile(const Brain& brain, Color color, std::vector<Code>& code);
    template <bool CountStates>
    bool play();
    int codeEnd(int color) const
    {
        return color == 0 ? m_codeBase[1] : static_cast<int>(m_code->size());
    }
    int cellIndex(Pos p) const { return (p.y + 1) * m_stride + p.x + 1; }
    Pos cellPos(int index) const { return {index % m_stride - 1, index / m_stride - 1}; }
    void checkSurrounded(int cell);
    void killIfSurrounded(int cell);
    void sleep(int id, int wakeRound);
    void countFood(std::uint32_t bits, int onCell, int carried);

    int m_width = 0;
    int m_height = 0;
    int m_stride = 0;
    int m_offsets[12] = {};          // [direction + 6 * odd row], as Ant::heading
    int m_senseOffsets[4][12] = {};  // [Code::sense][Ant::heading]
    std::vector<std::uint32_t> m_bits;
    std::vector<std::uint32_t> m_food;
    std::vector<std::int32_t> m_antAt;  // ant id per cell, -1 for none
    std::vector<Ant> m_ants;
    // Ants that act this round (alive and not resting), one bit per id. Resting ants are left
    // out of the round loop altogether and put back by m_wake when their rest is over.
    std::vector<std::uint64_t> m_awake;
    static constexpr int kWakeSlots = 16;  // > kRestAfterMove + 1, a power of two
    std::vector<std::int32_t> m_wake[kWakeSlots];  // ids waking in a round, by round mod 16
    std::shared_ptr<const std::vector<Code>> m_code;  // shared by copies: a snapshot is small
    std::int32_t m_codeBase[2] = {0, 0};
    std::vector<std::uint32_t> m_runs;  // per code index, when counting
    int m_hillFood[2] = {0, 0};
    int m_carried[2] = {0, 0};
    int m_alive[2] = {0, 0};
    // Random numbers are drawn ahead in blocks; m_randomNext is the next one Flip takes.
    static constexpr int kRandomBlock = 512;
    RandomInt m_random;
    std::uint32_t m_randomBlock[kRandomBlock];
    int m_randomNext = kRandomBlock;
    std::uint32_t m_seed;
    int m_round = 0;
    std::optional<GameError> m_error;
};

} // namespace pb::ants
