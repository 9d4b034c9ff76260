// Peaceable pieces test inputs (the tester's format).
#include "fuzz.h"

#include "peaceable/problem.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const pb::peaceable::ProblemParse parse = pb::peaceable::parseProblem(pb::fuzz::text(data, size));
    if (parse.ok())
        (void)pb::peaceable::writeProblem(parse.problem);
    return 0;
}
