#pragma once

#include "ants/dumpfile.h"
#include "ants/game.h"

#include <QString>

#include <atomic>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pb::ants {

// One cell whose dump lines differ between two traces.
struct CellDifference {
    Pos pos;
    std::string a, b;  // the two lines as they are
};

// The cells that differ between two renderings of the same round (equal length, y-major).
std::vector<CellDifference> differingCells(const std::vector<std::string_view>& a,
                                           const std::vector<std::string_view>& b, int width);

// Where two traces first part.
struct Divergence {
    int round = -1;
    Pos pos;
    std::string a, b;        // both lines of the first differing cell
    qint64 lineA = 0;        // line numbers in the files (0 for a live simulation)
    qint64 lineB = 0;
    int cellsDiffering = 0;  // in that round
};

struct DiffResult {
    int roundsCompared = 0;              // rounds present in both
    std::optional<Divergence> first;     // nothing: identical over roundsCompared rounds
    QString problem;                     // why the traces cannot be compared (sizes differ, ...)
    bool identical() const { return problem.isEmpty() && !first; }
};

// Compares two dump files round by round (rounds with the same number), indexing them as it
// goes if they are not indexed yet.
DiffResult firstDivergence(DumpFile& a, DumpFile& b, const std::atomic<bool>* cancel = nullptr);
// Compares a dump file with a live game (normally at round 0), played along the file's rounds.
DiffResult firstDivergence(DumpFile& a, Game live, const std::atomic<bool>* cancel = nullptr);

} // namespace pb::ants
