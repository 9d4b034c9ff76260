#pragma once

// The ICFP 2015 qualifier problems of the reference data, loaded once per test program.

#include "reference.h"

#include "honeycomb/problem.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

#include <map>
#include <optional>

namespace pb::test {

inline QString honeycombPath(const QString& relative)
{
    return referencePath(QStringLiteral("honeycomb/") + relative);
}

inline QString problemPath(int id)
{
    return honeycombPath(QStringLiteral("problems/problem_%1.json").arg(id));
}

// The objects of a JSON Lines file, one a line, blank lines skipped; nothing if it cannot be read.
inline std::optional<QList<QJsonObject>> readJsonLines(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    QList<QJsonObject> objects;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        if (!line.isEmpty())
            objects.append(QJsonDocument::fromJson(line).object());
    }
    return objects;
}

// The real contest solutions with the server's scores (expected-scores.jsonl).
inline std::optional<QList<QJsonObject>> readExpectedScores()
{
    return readJsonLines(honeycombPath(QStringLiteral("expected-scores.jsonl")));
}

// Problem `id` of the reference data; a broken or missing file ends the test program.
inline const pb::honeycomb::Problem& problemFor(int id)
{
    static std::map<int, pb::honeycomb::Problem> cache;
    auto it = cache.find(id);
    if (it == cache.end()) {
        const pb::honeycomb::ProblemParse parse = pb::honeycomb::loadProblem(problemPath(id));
        if (!parse.ok())
            qFatal("%s", qPrintable(parse.error));
        it = cache.emplace(id, parse.problem).first;
    }
    return it->second;
}

} // namespace pb::test
