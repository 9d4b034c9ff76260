#pragma once

// The brain language's (docs/ant-language.md) tokens of one line, for colouring, and the
// conversions between the compiler's columns (characters) and a QString's UTF-16 indexes.

#include "ants/brainsyntax.h"

#include <QStringView>
#include <utility>
#include <vector>

namespace pb::views {

// The tokens of one line of brain-language source, as BrainTokenKinds: keywords as
// Instruction, directions and conditions as in .ant, labels (defined, or after goto and else)
// as StateTarget, numbers, comments. `inComment`: whether the line starts inside a /* comment,
// and on return whether the next one does.
std::vector<BrainToken> tokenizeSourceLine(QStringView line, bool* inComment);

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
