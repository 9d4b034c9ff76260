// Honeycomb solutions files (ICFP 2015 JSON: problemId, seed, tag, solution).
#include "fuzz.h"

#include "honeycomb/solutions.h"

#include <QByteArray>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const pb::honeycomb::SolutionsParse parse =
        pb::honeycomb::parseSolutions(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)), QStringLiteral("fuzz.json"));
    (void)parse.ok();
    return 0;
}
