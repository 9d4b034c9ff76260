#pragma once

// The ICFP 2015 qualifier problems of the reference data, loaded once per test program.

#include "reference.h"

#include "honeycomb/problem.h"

#include <map>

namespace pb::test {

inline QString honeycombPath(const QString& relative)
{
    return referencePath(QStringLiteral("honeycomb/") + relative);
}

inline QString problemPath(int id)
{
    return honeycombPath(QStringLiteral("problems/problem_%1.json").arg(id));
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
