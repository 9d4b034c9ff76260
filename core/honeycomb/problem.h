#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <vector>

namespace pb::honeycomb {

// A cell in the task's offset coordinates: x is the column, y the row (odd rows shifted right).
struct Cell {
    int x = 0;
    int y = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
};

struct Unit {
    std::vector<Cell> members;
    Cell pivot;
};

// One problem of the ICFP 2015 task (the JSON schema of problem_N.json).
struct Problem {
    int id = 0;
    int width = 0;
    int height = 0;
    std::vector<Unit> units;
    std::vector<Cell> filled;
    int sourceLength = 0;
    std::vector<std::uint32_t> sourceSeeds;  // as listed, duplicates kept
};

struct ProblemParse {
    Problem problem;
    QString error;  // empty when the problem is usable; names the file and what is wrong
    bool ok() const { return error.isEmpty(); }
};

// Parses problem JSON; `fileName` is only used in the error message.
ProblemParse parseProblem(const QByteArray& json, const QString& fileName);
ProblemParse loadProblem(const QString& path);

} // namespace pb::honeycomb
