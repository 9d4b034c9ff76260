#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <vector>

namespace pb::honeycomb {

// One entry of the contest's solutions file: [{"problemId", "seed", "tag", "solution"}, ...].
struct SolutionEntry {
    int problemId = 0;
    std::uint32_t seed = 0;
    QString tag;  // optional
    QString solution;
};

struct SolutionsParse {
    std::vector<SolutionEntry> entries;
    QString error;  // empty when usable; "file:line:column: ..." or "file: entry N ..."
    bool ok() const { return error.isEmpty(); }
};

SolutionsParse parseSolutions(const QByteArray& json, const QString& fileName);
SolutionsParse loadSolutions(const QString& path);
// The contest's JSON list, one entry per line; the tag is left out when empty.
QByteArray writeSolutions(const std::vector<SolutionEntry>& entries);

// What a JSON file holds, judged from its shape: a problem (an object with "units", "width" and
// "sourceSeeds") or a solutions list (an array of objects with "problemId" and "solution").
enum class JsonKind { Other, Problem, Solutions };
JsonKind jsonKind(const QByteArray& json);

// "line:column" (1-based) of a byte offset in `bytes`, for messages about JSON files.
QString lineColumnOf(const QByteArray& bytes, qsizetype offset);

} // namespace pb::honeycomb
