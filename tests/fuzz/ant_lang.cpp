// The ant brain language (.antl): the compiler with every diagnostic it reports; a program that
// compiles must be a valid brain of at most 10,000 states that reads back the same, with a
// source position for every state.
#include "fuzz.h"

#include "ants/antl/compiler.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const pb::ants::CompileResult r = pb::ants::compileBrain(pb::fuzz::text(data, size), QStringLiteral("fuzz.antl"));
    if (!r.ok())
        return 0;
    const pb::ants::Brain& brain = r.brain;
    if (brain.stateCount() < 1 || brain.stateCount() > pb::ants::kMaxStates
        || r.sourceMap.stateCount() != brain.stateCount())
        std::abort();
    const pb::ants::BrainParse back = pb::ants::parseBrain(brain.toText());
    if (!back.diagnostics.empty() || !(back.brain.states == brain.states))
        std::abort();
    for (int s = 0; s < brain.stateCount(); ++s)
        if (r.sourceMap.positionOf(s).line < 1)
            std::abort();
    return 0;
}
