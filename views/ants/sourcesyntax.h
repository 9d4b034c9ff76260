#pragma once

// The brain language's (docs/ant-language.md) tokens of one line, for colouring, and the
// conversions between the compiler's columns (characters) and a QString's UTF-16 indexes.

#include "ants/brainsyntax.h"

#include <QStringView>
#include <utility>
#include <vector>

namespace pb::views {

// What a line of source carries over to the next: whether it ends inside a /* comment, and
// whether its last token (comments aside) is '(' or ',', so that a parameter or argument comes
// next (`out` at the start of the next line is then the keyword of an out parameter).
struct SourceLineState {
    bool inComment = false;
    bool inList = false;
    // As a QSyntaxHighlighter block state (-1, a block not highlighted yet, is the start).
    int toBlockState() const { return (inComment ? 1 : 0) | (inList ? 2 : 0); }
    static SourceLineState fromBlockState(int state)
    {
        return state < 0 ? SourceLineState{} : SourceLineState{(state & 1) != 0, (state & 2) != 0};
    }
};

// The tokens of one line of brain-language source, as BrainTokenKinds: keywords as
// Instruction, directions and conditions as in .ant, labels (defined, or after goto and else)
// as StateTarget, numbers, comments. `state`: what the line before carried over, and on return
// what this one carries over to the next.
std::vector<BrainToken> tokenizeSourceLine(QStringView line, SourceLineState* state);

// The 0-based UTF-16 index of a 1-based column in characters (code points), as the brain
// language's diagnostics and source map count; the line's size past its end.
int utf16IndexOfCharColumn(QStringView line, int column);
// The 1-based character column of a 0-based UTF-16 index.
int charColumnOfUtf16Index(QStringView line, int index);

// The part of a source line a diagnostic at the 0-based index points at: the name or number
// there, or the operator, or for a column past the line's end its last token; the whole line
// (blanks trimmed) for index -1. Start and length in UTF-16 units.
std::pair<int, int> sourceUnderlineRange(QStringView line, int index);

} // namespace pb::views
