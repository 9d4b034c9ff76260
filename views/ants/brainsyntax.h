#pragma once

#include <QStringView>
#include <vector>

namespace pb::views {

// The tokens of one line of an ant brain, classified for highlighting and for following jumps.
// Mirrors the parser's rules (blanks separate tokens, ';' starts a comment, keywords in any case)
// but never fails: a token that does not fit its place keeps the kind of what it looks like.
enum class BrainTokenKind {
    Instruction,  // Sense, Mark, ...
    SenseDir,     // Here, Ahead, LeftAhead, RightAhead
    Condition,    // Friend, Foe, ..., FoeHome
    TurnDir,      // Left, Right
    StateTarget,  // a number in a next-state place (a jump that Ctrl+click follows)
    Number,       // any other number: a marker, Flip's p, or a number out of place
    Other,        // anything else (an error the parser reports)
    Comment,      // from ';' to the end of the line
};

struct BrainToken {
    int start = 0;   // index in the line (UTF-16 code units)
    int length = 0;
    BrainTokenKind kind = BrainTokenKind::Other;
    int value = -1;  // StateTarget and Number: the value when it is 0..9999, else -1
};

std::vector<BrainToken> tokenizeBrainLine(QStringView line);

// The state operand under index `position` of the line (start <= position <= end of the
// token), or -1.
int jumpTargetAt(QStringView line, int position, int* tokenStart = nullptr, int* tokenLength = nullptr);

} // namespace pb::views
