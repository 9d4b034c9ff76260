#pragma once

#include "ants/game.h"
#include "common/diagnostic.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace pb::ants {

// A dump trace in the contest's format (see dump.h), read without loading the whole file: the
// file is memory-mapped, open() reads the header and the first round (which gives the world's
// size), and index() finds the other rounds, typically on a worker thread while readers already
// use the rounds indexed so far. Bad input (truncated, CRLF, no header, a round of the wrong
// size, garbage lines) is reported in problems() with line numbers; what is readable stays usable.
class DumpFile {
public:
    DumpFile();
    ~DumpFile();
    DumpFile(const DumpFile&) = delete;
    DumpFile& operator=(const DumpFile&) = delete;

    // Maps the file (a .gz file is inflated into memory instead). False with a message naming
    // the file (and line) when not even the first round can be read.
    bool open(const QString& path, QString* error);
    // The same over bytes the DumpFile keeps (tests, a dump produced on the fly).
    bool openBytes(std::string bytes, const QString& name, QString* error);

    QString name() const;
    std::uint32_t seed() const;
    int width() const;
    int height() const;
    qint64 sizeBytes() const;

    // Finds every round. Call once, from any one thread; `progress` (may be empty) gets bytes
    // done and total now and then; *cancel stops it early. Thread-safe against the readers below.
    void index(const std::atomic<bool>* cancel = nullptr,
               const std::function<void(qint64 done, qint64 total)>& progress = {});
    // Indexes on (from this thread) until at least `rounds` rounds are readable or the file ends;
    // used by comparisons that need only the start of a file. Safe together with index().
    void indexUntil(int rounds);
    bool indexed() const;            // index() has run to the end
    int roundCount() const;          // rounds readable so far (grows while index() runs)
    int roundNumber(int i) const;    // the N of the i-th round's "After round N..."
    int indexOfRound(int round) const;  // -1 when that round is not (yet) indexed

    // The cell lines of the i-th round, y-major, width * height of them, without line ends.
    std::vector<std::string_view> lines(int i) const;
    // The same into a vector the caller keeps (no allocation once it is big enough).
    void lines(int i, std::vector<std::string_view>& out) const;
    // The i-th round's cell lines as they are in the file, line ends included.
    std::string_view roundBytes(int i) const;
    // Rounds first..last are not needed in memory for now (they are read from the file again
    // when used): keeps long scans of huge traces from holding the whole file.
    void forget(int first, int last) const;
    // 1-based line number in the file of the i-th round's first cell line.
    qint64 firstLine(int i) const;
    // The i-th round's cells parsed back (y-major); a line that cannot be parsed is reported in
    // *problems and gives an empty cell.
    std::vector<CellView> cells(int i, Diagnostics* problems = nullptr) const;
    // The i-th round as a state to view (Game::fromCells).
    Game state(int i) const;

    // Everything found wrong so far, in file order.
    Diagnostics problems() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

// Parses one cell line of a dump ("cell (X, Y): ..."). False with the reason when it is not one.
bool parseDumpCell(std::string_view line, Pos& pos, CellView& cell, QString* reason);

} // namespace pb::ants
