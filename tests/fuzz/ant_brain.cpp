// Ant brains (.ant): the parser with every diagnostic it reports.
#include "fuzz.h"

#include "ants/brain.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const pb::ants::BrainParse parse = pb::ants::parseBrain(pb::fuzz::text(data, size), QStringLiteral("fuzz.ant"));
    (void)parse.ok();
    return 0;
}
