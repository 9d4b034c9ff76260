#pragma once

// The ant brain language (docs/ant-language.md): a small structured language compiled to the
// .ant state machine, with a source map from every state back to its source.

#include "ants/brain.h"
#include "common/diagnostic.h"

#include <QString>
#include <string>
#include <string_view>
#include <vector>

namespace pb::ants {

struct SourcePosition {
    int line = 0;    // 1-based; 0: none
    int column = 0;  // 1-based, in characters (code points)
    friend bool operator==(const SourcePosition&, const SourcePosition&) = default;
};

// Where each state of a compiled brain comes from. A state made by an inlined procedure has its
// own position in the procedure's body and the position of the outermost call (in the main
// program) that instantiated it.
class SourceMap {
public:
    int stateCount() const { return static_cast<int>(m_at.size()); }
    // The instruction or condition that made the state; line 0 for a state out of range.
    SourcePosition positionOf(int state) const;
    // The outermost procedure call that made the state; line 0 when it is not from a procedure.
    SourcePosition callSiteOf(int state) const;
    // The states made by the source line (their own position), ascending.
    const std::vector<int>& statesOnLine(int line) const;
    // The states made by procedure calls on the line (outermost call sites), ascending.
    const std::vector<int>& statesCalledFromLine(int line) const;
    // One line per state: "STATE LINE:COLUMN", then " call LINE:COLUMN" for inlined states.
    std::string toText() const;

    // Building (the compiler): states in order, then the line index.
    void append(SourcePosition at, SourcePosition callSite);
    void swapStates(int a, int b);
    void buildIndex();

private:
    std::vector<SourcePosition> m_at;
    std::vector<SourcePosition> m_callSite;
    std::vector<std::vector<int>> m_byLine;      // [line]: states
    std::vector<std::vector<int>> m_byCallLine;  // [line]: states of calls on it
};

struct CompileResult {
    Brain brain;              // lineOfState holds the source line of each state
    Diagnostics diagnostics;  // errors and warnings in source order
    SourceMap sourceMap;
    bool ok() const { return !hasErrors(diagnostics); }
};

// Compiles a brain program. On errors the brain is empty (or partial) and must not be used.
CompileResult compileBrain(std::string_view source, const QString& fileName = {});

// Reads and compiles a file; a file that cannot be read gives one error naming it.
CompileResult compileBrainFile(const QString& path);

} // namespace pb::ants
