// Less wall strings (112 digits).
#include "fuzz.h"

#include "less/board.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const pb::less::BoardParse parse = pb::less::parseBoard(pb::fuzz::text(data, size));
    (void)parse.ok();
    return 0;
}
