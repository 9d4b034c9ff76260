#pragma once

// Where the names of a brain program are defined: for an editor's "go to definition"
// (Ctrl+click on a label after goto or else, a label argument, a procedure call).

#include "ants/antl/compiler.h"

#include <string_view>
#include <vector>

namespace pb::ants {

struct SourceReference {
    SourcePosition use;         // the first character of the name where it is used
    int length = 0;             // the name's length in characters
    SourcePosition definition;  // the label, procedure, constant or parameter it names
};

// Every use of a name that resolves, in source order: labels (goto, else, arguments and other
// names in expressions), procedure calls, constants and procedure parameters. A name is resolved
// as the compiler does: in a procedure its parameters first, then the constants, the
// procedure's own labels, the main program's labels. Syntax errors leave out what the parser
// skipped; names that resolve to nothing are left out.
std::vector<SourceReference> sourceReferences(std::string_view source);

// The reference whose name covers (line, column) (both 1-based, column in characters, the
// position just after the name included), or null.
const SourceReference* referenceAt(const std::vector<SourceReference>& references, int line, int column);

} // namespace pb::ants
