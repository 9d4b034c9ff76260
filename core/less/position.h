#pragma once

// Less pieces, steps, jumps, turns and the game's bookkeeping, as the task (CodeCup 2017) and
// NOTES.md define them.
//
// Rules used here (task text and NOTES.md):
// - Colours play in the order Yellow, Black, White, Red. Yellow and White are a team against
//   Black and Red. Yellow starts on g1 g2 h1 h2 and goes to a7 a8 b7 b8; Black a1 a2 b1 b2 ->
//   g7 g8 h7 h8; White g7 g8 h7 h8 -> a1 a2 b1 b2; Red a7 a8 b7 b8 -> g1 g2 h1 h2.
// - A step goes to an orthogonally adjacent empty square and costs 1 + the walls it crosses
//   (1, 2 or 3). A jump goes over exactly one adjacent piece (any colour) to the empty square
//   right behind it, costs 1, and is allowed only when neither edge it crosses has a wall.
// - A turn is 1 to 3 steps or jumps costing at most 3 together.
// - A player moves its own pieces; once all four of its own pieces are home it moves its
//   partner's pieces instead, also with the rest of the turn in which its own got home.
// - Every turn is charged 3; a player whose team is all home plays `Nil`, charged 0.
// - After 20 turns each, or when the player to move cannot make any step (the stuck rule), every
//   player makes the final rush: its own four pieces alone on the board, real costs.
// - Team score: 10 - own team's moves + opponents' moves, clamped to 0..20; partners score alike.
//
// Where the task is silent or unclear (our reading, kept here so it can be revisited):
// - The task says "except for the very last turn where both four pieces move to their opposite
//   corners, the number of moves in each turn counts as three moves". We read the "very last
//   turn" as the final rush (charged its real moves), as NOTES.md does: every normal turn is
//   charged 3, also the one in which a player's pieces get home.
// - A player whose own pieces are home moves only its partner's pieces, never its own again.
// - A turn may bring a piece back where it was (e.g. a1a2:a2a1); nothing forbids it.
// - If the whole team gets home in the middle of a turn, the turn ends there (nothing is left
//   to move).
// - The stuck rule is checked for the player about to move (one whose team is not all home):
//   if it has no legal step at all, every colour goes to the final rush.
// - The final rush of a colour whose own pieces are all home costs 0.
// - `Move` comes right after a program's last turn ("after your program has made 20 turns your
//   program will read the instruction 'Move'"), without the turns played after it, since they
//   cannot change its own pieces. Except when they did: a partner whose pieces are home moved
//   them. Then those turns come first (the rush starts from where the pieces are), else the
//   program could not know its own pieces' squares.

#include "less/board.h"

#include <QString>

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pb::less {

enum Colour : int { Yellow = 0, Black = 1, White = 2, Red = 3 };
constexpr int kColours = 4;
constexpr int kPieces = 4;
constexpr int kTurnBudget = 3;
constexpr int kTurnCharge = 3;
constexpr int kTurnLimit = 20;

constexpr int partnerOf(int colour) { return colour ^ 2; }
// Team 0 is Yellow and White, team 1 Black and Red.
constexpr int teamOf(int colour) { return colour & 1; }

// "Yellow", "Black", "White", "Red" (the protocol's words; not translated).
const char* colourName(int colour);
// The colour of a protocol word, or -1.
int parseColour(std::string_view word);

std::array<int, kPieces> startSquares(int colour);
std::array<int, kPieces> targetSquares(int colour);
std::uint64_t startMask(int colour);
std::uint64_t targetMask(int colour);
// The bit mask of four squares (bit s for square s).
constexpr std::uint64_t maskOf(const std::array<int, kPieces>& squares)
{
    std::uint64_t m = 0;
    for (int s : squares)
        m |= std::uint64_t{1} << s;
    return m;
}

struct Step {
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    std::uint8_t cost = 0;
    bool jump = false;
    friend bool operator==(const Step&, const Step&) = default;
};

struct Turn {
    std::array<Step, 3> steps{};
    int count = 0;
    int cost = 0;
    void push(const Step& s)
    {
        steps[static_cast<std::size_t>(count++)] = s;
        cost += s.cost;
    }
};

// "h1f1:g1g3:h2f2".
std::string turnText(const Turn& turn);
std::string stepText(const Step& step);

// Where the pieces are. Plain data; copy freely.
class Position {
public:
    // The start position (all sixteen pieces in their corners).
    static Position start();
    // No pieces at all.
    Position();

    // The colour of the piece on `square`, or -1.
    int at(int square) const { return m_at[static_cast<std::size_t>(square)]; }
    std::uint64_t mask(int colour) const { return m_mask[static_cast<std::size_t>(colour)]; }
    std::uint64_t occupied() const { return m_mask[0] | m_mask[1] | m_mask[2] | m_mask[3]; }
    // The four squares of a colour, ascending.
    std::array<int, kPieces> pieces(int colour) const;

    bool home(int colour) const { return (mask(colour) & targetMask(colour)) == targetMask(colour); }
    bool teamHome(int team) const { return home(team) && home(team + 2); }
    // The colour whose pieces `colour` moves now: its own, its partner's once its own are home,
    // or -1 when the whole team is home.
    int movableColour(int colour) const
    {
        if (!home(colour))
            return colour;
        return home(partnerOf(colour)) ? -1 : partnerOf(colour);
    }

    // Moves the piece on `from` to the empty square `to` (no rule checks).
    void move(int from, int to);
    // Puts a piece (no checks); `colour` -1 empties the square.
    void set(int square, int colour);

    friend bool operator==(const Position& a, const Position& b) { return a.m_mask == b.m_mask; }

private:
    std::array<std::int8_t, kSquares> m_at;
    std::array<std::uint64_t, kColours> m_mask{};
};

// The steps and jumps of the piece on `square` (whatever its colour) on `board`: at most 8,
// written to `out`; returns how many. Each has its cost (1 + walls for a step, 1 for a jump).
int stepsFrom(const Board& board, const Position& position, int square, Step* out);

// Whether `colour` can make any turn (some piece it may move has a step or a jump).
bool hasLegalTurn(const Board& board, const Position& position, int colour);

namespace detail {
template <class F>
void turnsFrom(const Board& board, Position& position, int colour, Turn& turn, int budget, F& f)
{
    const int mover = position.movableColour(colour);
    if (mover < 0)
        return;
    std::uint64_t pieces = position.mask(mover);
    while (pieces) {
        const int square = std::countr_zero(pieces);
        pieces &= pieces - 1;
        Step steps[8];
        const int n = stepsFrom(board, position, square, steps);
        for (int i = 0; i < n; ++i) {
            const Step& s = steps[i];
            if (s.cost > budget)
                continue;
            position.move(s.from, s.to);
            turn.push(s);
            f(static_cast<const Turn&>(turn), static_cast<const Position&>(position));
            if (turn.count < 3 && budget > s.cost)
                turnsFrom(board, position, colour, turn, budget - s.cost, f);
            --turn.count;
            turn.cost -= s.cost;
            position.move(s.to, s.from);
        }
    }
}
} // namespace detail

// Calls f(const Turn&, const Position& after) for every legal turn of `colour` (every sequence of
// 1 to 3 steps within the budget; different sequences may end in the same position). The
// position is changed during the call and restored before it returns.
template <class F>
void forEachTurn(const Board& board, Position& position, int colour, F&& f)
{
    Turn turn;
    detail::turnsFrom(board, position, colour, turn, kTurnBudget, f);
}

// Every legal turn of `colour`, as forEachTurn visits them.
std::vector<Turn> legalTurns(const Board& board, const Position& position, int colour);
// One turn per distinct resulting position (the first sequence found for it).
std::vector<Turn> distinctTurns(const Board& board, const Position& position, int colour);

// A turn as written, before the rules are checked.
struct TurnParse {
    Turn turn;       // from/to filled; costs are not known yet
    QString error;   // empty when the text is well formed
    int column = 0;  // 1-based character of the problem
    bool ok() const { return error.isEmpty(); }
};
// Reads "h1f1", "h1f1:g1g3" or "h1f1:g1g3:h2f2" (blanks and a line end around it are ignored).
TurnParse parseTurnText(std::string_view text);

struct TurnCheck {
    Turn turn;       // with costs and jumps when legal
    QString error;   // empty when legal; names the step and what is wrong
    int step = 0;    // 1-based step at fault
    int column = 0;  // 1-based character in the text (readTurn only)
    bool ok() const { return error.isEmpty(); }
};
// Checks a parsed turn for `colour` on the position, step by step.
TurnCheck checkTurn(const Board& board, const Position& position, int colour, const Turn& parsed);
// parseTurnText + checkTurn.
TurnCheck readTurn(const Board& board, const Position& position, int colour, std::string_view text);

// Team score: 10 - own moves + opponents' moves, clamped to 0..20 (10 each on a tie).
constexpr int teamScore(int ownMoves, int opponentMoves)
{
    const int s = 10 - ownMoves + opponentMoves;
    return s < 0 ? 0 : (s > 20 ? 20 : s);
}

// One game's bookkeeping: whose turn, turns made, moves charged, the 20-turn limit, the stuck
// rule, the final rush and the score. Plain data; copy to snapshot.
class Game {
public:
    enum class Phase : std::uint8_t { Playing, Rush, Over };
    enum class RushReason : std::uint8_t { None, TurnLimit, Stuck, AllHome };

    struct Record {
        int colour = 0;
        bool nil = false;  // the player's team was home: `Nil`, charged 0
        Turn turn;
    };

    explicit Game(const Board& board, const Position& position = Position::start());

    const Board& board() const { return m_board; }
    const Position& position() const { return m_position; }
    Phase phase() const { return m_phase; }
    RushReason rushReason() const { return m_rushReason; }
    // The colour that could not move when the stuck rule applied, else -1.
    int stuckColour() const { return m_stuck; }
    // The colour to play (Playing only).
    int toMove() const { return m_toMove; }
    int turnsMade(int colour) const { return m_turns[static_cast<std::size_t>(colour)]; }
    // Moves charged for the turns so far (3 a turn).
    int charged(int colour) const { return m_turns[static_cast<std::size_t>(colour)] * kTurnCharge; }
    // The final rush's moves, or -1 before it is known.
    int rushMoves(int colour) const { return m_rush[static_cast<std::size_t>(colour)]; }
    // Charged moves plus the rush (the rush counts 0 while unknown).
    int moves(int colour) const;
    int teamMoves(int team) const { return moves(team) + moves(team + 2); }
    // The team's score from the moves so far (the final score once the game is over).
    int score(int team) const { return teamScore(teamMoves(team), teamMoves(1 - team)); }
    const std::vector<Record>& history() const { return m_history; }

    // Plays a turn for toMove() after checking it; on error the game is unchanged and the
    // message names the step at fault.
    TurnCheck play(const Turn& turn);
    TurnCheck play(std::string_view text);

    // Records a colour's final rush (Rush phase); once all four are known the game is over.
    bool setRush(int colour, int moves);

private:
    void advance(bool first);

    Board m_board;
    Position m_position;
    Phase m_phase = Phase::Playing;
    RushReason m_rushReason = RushReason::None;
    int m_toMove = Yellow;
    int m_stuck = -1;
    std::array<int, kColours> m_turns{};
    std::array<int, kColours> m_rush{-1, -1, -1, -1};
    std::vector<Record> m_history;
};

} // namespace pb::less
