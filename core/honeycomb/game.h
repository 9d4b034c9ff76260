#pragma once

#include "honeycomb/problem.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstdint>
#include <vector>

namespace pb::honeycomb {

enum class Command : std::uint8_t { W, E, SW, SE, CW, CCW };

// Cube x (cube z is the row) <-> offset column, odd rows shifted right. (row - (row & 1)) is
// even, so the halving is exact for negative rows too.
constexpr int cubeX(int col, int row) { return col - (row - (row & 1)) / 2; }
constexpr int offsetCol(int x, int row) { return x + (row - (row & 1)) / 2; }

// "W", "E", "SW", "SE", "CW", "CCW".
const char* commandName(Command c);

// The command a character stands for (case-insensitive); `ignored` is set for \t, \n, \r.
// Returns false for a character that is neither.
bool commandOf(char16_t ch, Command& command, bool& ignored);

enum class End : std::uint8_t {
    InProgress,  // units are left and one is in play
    AllUsed,     // the source is used up ("end")
    Full,        // the next unit could not spawn ("full")
};

// "in progress", "end", "full": the values of expected-scores.jsonl.
const char* endName(End e);

// What one command did, for viewers.
struct Step {
    int index = 0;         // character index in the raw solution
    Command command = Command::W;
    bool locked = false;   // the command locked the unit (and the next one spawned, if any)
    int rowsCleared = 0;
    int moveScore = 0;     // move score so far
    int lockedUnits = 0;   // units locked so far
    End end = End::InProgress;
    std::vector<Cell> cells;  // the unit in play after the command (empty when the game ended)
    Cell pivot;
};

// One game of the ICFP 2015 Honeycomb for a problem and a seed, exact to the task and NOTES.md.
// Plain data; copying a Game is a snapshot.
class Game {
public:
    Game(const Problem& problem, std::uint32_t seed);

    enum class Outcome : std::uint8_t { Moved, Locked, Repeat, AfterEnd };
    // Plays one command. Repeat and AfterEnd are errors: the game state is left unchanged.
    Outcome play(Command c);

    End end() const { return m_end; }
    int moveScore() const { return m_moveScore; }
    int lockedUnits() const { return m_locked; }
    int lastRowsCleared() const { return m_lastCleared; }
    int width() const { return m_width; }
    int height() const { return m_height; }
    bool full(int x, int y) const { return m_board[static_cast<std::size_t>(y * m_width + x)] != 0; }
    // The unit in play (empty when the game has ended), and its pivot.
    std::vector<Cell> unitCells() const;
    Cell pivot() const;
    int unitsLeft() const { return static_cast<int>(m_sequence.size()) - m_next; }

    // For planners (the solver): the unit in play as its pivot in cube coordinates (x, z = row)
    // and a rotation 0..5 (clockwise steps from the spawn orientation).
    struct Placement {
        int x = 0, z = 0, rot = 0;
    };
    Placement placement() const { return {m_px, m_pz, m_rot}; }
    // Whether the unit in play would be in a valid location at `p`.
    bool fitsAt(const Placement& p) const { return m_unit >= 0 && fits(p.x, p.z, p.rot); }
    // Rotations of the unit in play giving the same member set share a class (the smallest
    // such rotation): positions are equal when pivot and class are.
    int rotationClass(int rot) const { return m_shapes[static_cast<std::size_t>(m_unit)].canon[rot]; }
    // Member offsets of the unit in play from its pivot, (dx, dz) pairs in cube coordinates.
    const std::vector<int>& unitOffsets(int rot) const
    {
        return m_shapes[static_cast<std::size_t>(m_unit)].rel[rot];
    }
    // The same for any unit of the problem (an index into its units), for look-ahead.
    int unitInPlay() const { return m_unit; }
    int rotationClassOf(int unit, int rot) const { return m_shapes[static_cast<std::size_t>(unit)].canon[rot]; }
    const std::vector<int>& offsetsOf(int unit, int rot) const
    {
        return m_shapes[static_cast<std::size_t>(unit)].rel[rot];
    }
    Placement spawnOf(int unit) const
    {
        const Shape& s = m_shapes[static_cast<std::size_t>(unit)];
        return {s.spawnX, s.spawnZ, 0};
    }
    // The board's cells, row by row (nonzero = full).
    const std::vector<std::uint8_t>& cells() const { return m_board; }
    // Full cells in row y.
    int rowCount(int y) const { return m_rowCount[static_cast<std::size_t>(y)]; }
    // Index of the next unit to spawn in the source, and the source's unit indices.
    int nextSourceIndex() const { return m_next; }
    const std::vector<int>& sourceSequence() const { return m_sequence; }

private:
    struct Shape {
        int size = 0;
        int spawnX = 0, spawnZ = 0;   // pivot in cube coordinates at spawn
        int canon[6] = {0, 1, 2, 3, 4, 5};  // rotations giving the same member set share a class
        std::vector<int> rel[6];      // member offsets from the pivot: dx, dz pairs per rotation
    };

    bool fits(int px, int pz, int rot) const;
    bool seen(int px, int pz, int rot) const;
    void mark(int px, int pz, int rot);
    void lock();
    void spawn();

    int m_width = 0, m_height = 0;
    std::vector<std::uint8_t> m_board;
    std::vector<int> m_rowCount;
    std::vector<Shape> m_shapes;
    std::vector<int> m_sequence;
    int m_next = 0;  // index in m_sequence of the next unit to spawn

    // The unit in play.
    int m_unit = -1;
    int m_px = 0, m_pz = 0, m_rot = 0;

    // Positions the unit in play has held: a stamp per pivot cell and rotation class.
    int m_margin = 0, m_gridW = 0, m_gridH = 0;
    std::vector<std::uint32_t> m_visited;
    std::uint32_t m_stamp = 0;

    End m_end = End::InProgress;
    int m_moveScore = 0;
    int m_locked = 0;
    int m_lastCleared = 0;  // ls_old
};

enum class ErrorKind : std::uint8_t { None, InvalidCommand, Repeat, AfterEnd, SeedNotInProblem };

struct ScoreResult {
    int moveScore = 0;
    int powerScore = 0;
    int score = 0;           // 0 whenever there is an error
    ErrorKind error = ErrorKind::None;
    int errorIndex = -1;     // character index in the raw solution
    char16_t errorChar = 0;  // the offending character
    Command errorCommand = Command::W;
    int lockedUnits = 0;
    End end = End::InProgress;
    int commands = 0;        // commands played without error
    std::vector<int> phrasesUsed;  // indices into the phrase list, ascending

    // The error as expected-scores.jsonl writes it ("command caused error (repeat) E at 1",
    // "command after end", "invalid command '#'", "seed not in problem"); empty when none.
    QString errorCode() const;
    // The same for people, translated.
    QString errorMessage() const;
};

// The 18 phrases of power of the contest.
const QStringList& defaultPhrases();

// Plays `solution` on (problem, seed) and scores it. `steps`, when given, receives one Step per
// command played (not for an erroneous one).
ScoreResult scoreSolution(const Problem& problem, std::uint32_t seed, QStringView solution,
                          const QStringList& phrases = defaultPhrases(),
                          std::vector<Step>* steps = nullptr);

// Power score of a raw solution; `used` receives the indices of the phrases found.
int powerScore(QStringView solution, const QStringList& phrases, std::vector<int>* used = nullptr);

// floor(sum of the scores of the distinct seeds / number of seeds listed). `scoreOf` gives a
// seed's score (0 when there is no solution for it).
template <typename F>
int problemScore(const Problem& problem, F scoreOf)
{
    if (problem.sourceSeeds.empty())
        return 0;
    std::vector<std::uint32_t> done;
    long long sum = 0;
    for (std::uint32_t s : problem.sourceSeeds) {
        bool again = false;
        for (std::uint32_t d : done)
            again = again || d == s;
        if (again)
            continue;
        done.push_back(s);
        sum += scoreOf(s);
    }
    return static_cast<int>(sum / static_cast<long long>(problem.sourceSeeds.size()));
}

} // namespace pb::honeycomb
