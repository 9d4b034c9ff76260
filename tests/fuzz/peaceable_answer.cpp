// Peaceable answers, read for the test of seed 1 and scored by the checker.
#include "fuzz.h"

#include "peaceable/checker.h"
#include "peaceable/problem.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const pb::peaceable::Problem problem = pb::peaceable::generateProblem(1);
    const pb::peaceable::AnswerParse parse = pb::peaceable::parseAnswer(pb::fuzz::text(data, size), problem.n);
    if (parse.ok())
        (void)pb::peaceable::checkAnswer(problem, parse.answer);
    return 0;
}
