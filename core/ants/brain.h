#pragma once

#include "common/diagnostic.h"

#include <QString>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pb::ants {

// Ant brains (task sections 2.7 and 2.8): a finite state machine, one instruction per state.

enum class Op : std::uint8_t { Sense, Mark, Unmark, PickUp, Drop, Turn, Move, Flip };
enum class SenseDir : std::uint8_t { Here, Ahead, LeftAhead, RightAhead };
enum class Condition : std::uint8_t {
    Friend, Foe, FriendWithFood, FoeWithFood, Food, Rock, Marker, FoeMarker, Home, FoeHome
};
enum class Turn : std::uint8_t { Left, Right };

constexpr int kMaxStates = 10000;   // states 0..9999
constexpr int kMarkers = 6;

struct Instruction {
    Op op = Op::Drop;
    SenseDir senseDir = SenseDir::Here;  // Sense
    Condition condition = Condition::Friend; // Sense
    Turn turn = Turn::Left;              // Turn
    std::uint8_t marker = 0;             // Mark, Unmark, Sense ... Marker i
    std::int32_t st1 = 0;                // next state (the only one for Mark, Unmark, Drop, Turn)
    std::int32_t st2 = 0;                // the other next state (Sense, PickUp, Move, Flip)
    std::int32_t flipN = 1;              // Flip p

    // How many next states the instruction has (1 or 2).
    int targetCount() const;
    friend bool operator==(const Instruction&, const Instruction&) = default;
};

// The instruction in the task's concrete syntax, e.g. "Sense Ahead 1 3 Marker 2".
std::string formatInstruction(const Instruction& instruction);

struct Brain {
    std::vector<Instruction> states;  // state i is states[i]
    std::vector<int> lineOfState;     // 1-based source line of each state

    int stateCount() const { return static_cast<int>(states.size()); }
    // The highest state any instruction can jump to (may be past the end; -1 when empty).
    int highestTarget() const;
    // The brain in canonical concrete syntax, one state per line, LF line ends.
    std::string toText() const;
};

struct BrainParse {
    Brain brain;
    Diagnostics diagnostics;  // every error and warning, in file order
    bool ok() const { return !hasErrors(diagnostics); }
};

// Parses the concrete syntax: case-insensitive keywords, ';' comments (also glued to a token),
// LF or CRLF line ends, lines of any length, at most 10,000 states. Lines holding only blanks
// or a comment are not states. All errors are reported, not only the first. A jump to a state
// past the end is a warning: the brain loads, and the simulator stops if an ant gets there.
BrainParse parseBrain(std::string_view text, const QString& fileName = {});

// Reads and parses a file; a file that cannot be read gives one error naming it.
BrainParse loadBrain(const QString& path);

// Which of `states` an ant can reach from state `entry` by their jumps (a jump past the end
// leads nowhere): reachable[i] for state i.
std::vector<bool> reachableStates(const std::vector<Instruction>& states, int entry = 0);

} // namespace pb::ants
