// Less game logs: read and replayed against the rules.
#include "fuzz.h"

#include "less/gamelog.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const pb::less::GameLogParse parse = pb::less::readGameLog(pb::fuzz::text(data, size), QStringLiteral("fuzz.log"));
    (void)parse.ok();
    return 0;
}
