#pragma once

// Peaceable pieces (TCO19 Marathon final, "MultiplayerChessPieces"): the test, its generator and
// the contest's text formats.
//
// Input (what the tester sends): N, C, then the N*N cells row by row one per line ('.' or '#'),
// then the points of king, queen, rook, bishop, knight; every value on its own line.
// Output (what a solution answers): 2*N*N, then 2*N*N lines whose first character counts: the
// N*N board cells ('.', '#', 'K', 'Q', 'R', 'B', 'N'; walls stay walls), then the N*N owners
// ('0' + player; read for pieces only, anything goes elsewhere).

#include <QString>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pb::peaceable {

// Piece types in the order of the points.
enum Piece : std::int8_t { King = 0, Queen, Rook, Bishop, Knight };
constexpr int kPieceTypes = 5;
constexpr std::int8_t kNone = -1;  // no piece (an empty cell or a wall)
constexpr char kPieceLetters[kPieceTypes + 1] = "KQRBN";
constexpr int kMinN = 8, kMaxN = 50, kMinPlayers = 2, kMaxPlayers = 8;

// The piece of a board letter, or kNone.
std::int8_t pieceOfLetter(char c);

struct Problem {
    int n = 0;        // the board is n x n
    int players = 0;  // C
    std::vector<std::uint8_t> wall;  // n*n, row by row: 1 for a wall
    std::array<int, kPieceTypes> points{};

    bool isWall(int r, int c) const { return wall[static_cast<std::size_t>(r * n + c)] != 0; }
    int wallCount() const;
};

// The official test of a seed (seed != 0): the tester's draws, in its order, with its overrides
// for seeds 1 and 2.
Problem generateProblem(std::int64_t seed);

// The contest's input text of a test.
std::string writeProblem(const Problem& problem);

struct ProblemParse {
    Problem problem;
    QString error;  // "line L: ..." of the first problem; empty when usable
    bool ok() const { return error.isEmpty(); }
};
ProblemParse parseProblem(std::string_view text);

// Classic peaceable queens (OEIS A250000) as a test: n x n (any n >= 1), two players, no walls,
// every piece worth 1 point. Solve it with SolverOptions::pieces = 1 << Queen; the score is then
// min(white queens, black queens).
Problem queensProblem(int n);

// An answer as the solution wrote it: one character per cell for the board and for the owner.
struct Answer {
    std::vector<char> board;  // n*n
    std::vector<char> owner;  // n*n
};

// An empty answer of a test (walls in place, no pieces).
Answer emptyAnswer(const Problem& problem);

struct AnswerParse {
    Answer answer;
    QString error;  // the tester's fatal reading errors: count line, missing or empty lines
    bool ok() const { return error.isEmpty(); }
};
// Reads an answer for a board of n x n (the count must be 2*n*n).
AnswerParse parseAnswer(std::string_view text, int n);
std::string writeAnswer(const Answer& answer);

} // namespace pb::peaceable
