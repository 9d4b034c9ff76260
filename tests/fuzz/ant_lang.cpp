// The ant brain language (.antl): the compiler with every diagnostic it reports; a program that
// compiles must be a valid brain of at most 10,000 states, every one reachable from state 0,
// that reads back the same, with a source position for every state.
#include "fuzz.h"

#include "ants/antl/compiler.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

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
    // Every state kept is reachable from state 0 (the compiler leaves the others out).
    const std::vector<bool> reachable = pb::ants::reachableStates(brain.states);
    if (std::find(reachable.begin(), reachable.end(), false) != reachable.end())
        std::abort();
    return 0;
}
