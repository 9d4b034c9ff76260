#pragma once
// The search bot's search (Bot::Search, bot.h): iterative-deepening alpha-beta over steps with
// null windows, late move reductions, a transposition table, killers and history, the goal
// search at turn starts, and the evaluation's capture table. Private to bot.cpp and search.cpp.

#include "arimaa/bot.h"
#include "arimaa/capture.h"
#include "arimaa/goal.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <new>
#include <vector>

namespace pb::arimaa {

namespace searchdetail {

// A search move: up to two steps (from, to) packed in 6 bits each, the count in bits 24-25
// (0: pass, 1: a step, 2: a push or a pull).
using SMove = std::uint32_t;
constexpr SMove kPass = 0;
constexpr SMove kNoMove = 0xFFFFFFFFu;  // no table move (a pass is a real move)
inline SMove packStep(int from, int to) { return static_cast<SMove>(from | (to << 6) | (1 << 24)); }
inline SMove packPair(int f1, int t1, int f2, int t2)
{
    return static_cast<SMove>(f1 | (t1 << 6) | (f2 << 12) | (t2 << 18) | (2 << 24));
}
inline int moveSteps(SMove m) { return static_cast<int>(m >> 24); }
inline int stepFrom(SMove m, int i) { return static_cast<int>((m >> (12 * i)) & 63); }
inline int stepTo(SMove m, int i) { return static_cast<int>((m >> (12 * i + 6)) & 63); }

// Plays the move's steps; appends their tokens when `tokens` is given.
inline void applyMove(Position& p, SMove m, std::vector<StepToken>* tokens = nullptr)
{
    for (int i = 0; i < moveSteps(m); ++i) {
        const int from = stepFrom(m, i), to = stepTo(m, i);
        int colour = 0;
        const int type = p.pieceAt(from, &colour);
        if (tokens)
            tokens->push_back({colour, type, from, to});
        p.stepPiece(colour, type, from, to);
    }
}

constexpr int kMaxPly = 96;
constexpr int kMaxMoves = 512;
// Late move reductions spare the first moves in the order. In 24-game matches at 1 s a move
// against the search without null windows and reductions, reducing from the fourth move on won
// 19 games, from the second 14 (docs/benchmarks.md).
constexpr int kFullDepthMoves = 3;
// From the seventh move on, where 4 or more steps of depth are left, the reduction is two steps:
// it won 32 of 48 games at 1 s a move against one step (docs/benchmarks.md).
constexpr int kTwoStepReductionMoves = 6;

struct TTEntry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::int8_t depth = -1;
    std::uint8_t bound = 0;  // 1 exact, 2 lower, 3 upper
    SMove move = 0;
};

// Keys mixed into the table key: steps left and "still the turn's start".
constexpr std::uint64_t stepsKey(int stepsLeft) { return detail::splitmix(0x57E95000ULL + static_cast<std::uint64_t>(stepsLeft)); }
constexpr std::uint64_t kStartKey = detail::splitmix(0x57A27ULL);

} // namespace searchdetail

class Bot::Search {
    using SMove = searchdetail::SMove;
    using TTEntry = searchdetail::TTEntry;

public:
    explicit Search(std::size_t megabytes) { resize(megabytes); }

    void resize(std::size_t megabytes)
    {
        const std::size_t n = std::clamp<std::size_t>(megabytes, 1, 65536) * 1024 * 1024 / sizeof(TTEntry);
        std::size_t pow2 = 1;
        while (pow2 * 2 <= n)
            pow2 *= 2;
        // On a machine without the memory, halve until the table fits (the table stays valid).
        std::vector<TTEntry>().swap(m_table);
        while (true) {
            try {
                m_table.assign(pow2, TTEntry{});
                break;
            } catch (const std::bad_alloc&) {
                if (pow2 <= 1024)
                    throw;
                pow2 /= 2;
            }
        }
        m_mask = pow2 - 1;
    }
    std::size_t megabytes() const { return m_table.size() * sizeof(TTEntry) / (1024 * 1024); }
    void clear() { std::fill(m_table.begin(), m_table.end(), TTEntry{}); }

    // Searches the game's position; the best root move's steps, or empty.
    std::vector<StepToken> run(const Game& game, const BotLimits& limits, SearchReport& report);

private:
    int search(const Position& p, int stepsLeft, std::uint64_t turnStart, int depth, int alpha, int beta, int ply);
    int endTurn(const Position& after, int depth, int alpha, int beta, int ply);
    int generate(const Position& p, int stepsLeft, SMove* out) const;
    void orderMoves(SMove* moves, int n, SMove ttMove, int ply);
    static std::size_t historyIndex(SMove m)
    {
        return static_cast<std::size_t>((searchdetail::moveSteps(m) == 2 ? 4096 : 0) + searchdetail::stepFrom(m, 0) * 64 + searchdetail::stepTo(m, 0));
    }
    bool timeUp();
    bool rootTurnIllegal(const Position& after) const;

    std::vector<TTEntry> m_table;
    std::size_t m_mask = 0;
    std::vector<SMove> m_moves = std::vector<SMove>(static_cast<std::size_t>(searchdetail::kMaxPly) * searchdetail::kMaxMoves);
    std::array<std::array<SMove, searchdetail::kMaxPly + 1>, searchdetail::kMaxPly + 1> m_pv{};
    std::array<int, searchdetail::kMaxPly + 1> m_pvLength{};
    // Move order after the table's move: the two latest moves that cut off at each ply (killers),
    // then the others by how often and how deep they cut off (history, by first step's from and
    // to and whether it is a push or pull). Cleared for each search.
    std::array<std::array<SMove, 2>, searchdetail::kMaxPly + 1> m_killers{};
    std::array<std::int32_t, 2 * 64 * 64> m_history{};
    std::array<std::int32_t, searchdetail::kMaxMoves> m_order{};
    const Game* m_game = nullptr;
    const std::atomic<bool>* m_cancel = nullptr;
    std::chrono::steady_clock::time_point m_deadline;
    bool m_hasDeadline = false;
    bool m_stop = false;
    bool m_mayStop = false;
    bool m_nullWindows = true;
    bool m_reductions = true;
    bool m_useTable = true;
    std::int64_t m_nodes = 0;
    std::uint64_t m_rootHash = 0;
    int m_rootSide = Gold;
    GoalTable m_goals;  // goal search answers at turn starts
    CaptureTable m_captures;  // capture search answers at the leaves
};

} // namespace pb::arimaa
