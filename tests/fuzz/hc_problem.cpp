// Honeycomb problems (ICFP 2015 JSON).
#include "fuzz.h"

#include "honeycomb/problem.h"

#include <QByteArray>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const pb::honeycomb::ProblemParse parse =
        pb::honeycomb::parseProblem(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)), QStringLiteral("fuzz.json"));
    (void)parse.ok();
    return 0;
}
