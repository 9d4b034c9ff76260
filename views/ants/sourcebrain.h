#pragma once

// What the brain editor knows of a brain written in the brain language (docs/ant-language.md):
// the compiled brain's source map and the names' definitions, and the heat of the running game
// summed per source line.

#include "ants/antl/compiler.h"
#include "ants/antl/references.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace pb::views {

struct SourceBrain {
    pb::ants::SourceMap map;
    std::vector<pb::ants::SourceReference> references;
};

// Compiles a source text (as `playbench-cli ants compile` does): the brain and diagnostics go to
// `parse`, the source map and references to `source`.
void compileSource(const QString& text, const QString& fileName, pb::ants::BrainParse& parse, SourceBrain& source);

// For each 0-based line of `lines`: the first state the line made, or -1.
std::vector<int> firstStateOfLines(const pb::ants::SourceMap& map, int lines);

// Heat per 0-based line: the runs and ants now of all the states each line made (its own
// position, SourceMap::statesOnLine), summed. Empty when the state vectors are empty.
void sumHeatPerLine(const pb::ants::SourceMap& map, int lines, const std::vector<std::uint32_t>& runs,
                    const std::vector<int>& antsNow, std::vector<std::uint32_t>& lineRuns,
                    std::vector<int>& lineAnts);

// The states of a line as text: "state 4", "states 4 to 7", "states 3, 9, 12 and 4 more".
QString describeStates(const std::vector<int>& states);

} // namespace pb::views
