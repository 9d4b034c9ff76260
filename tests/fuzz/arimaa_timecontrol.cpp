// Arimaa time controls (M/R/P/L/G/T) and a clock run under one that parses.
#include "fuzz.h"

#include "arimaa/timecontrol.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const pb::arimaa::TimeControlParse parse = pb::arimaa::parseTimeControl(pb::fuzz::text(data, size));
    if (!parse.ok())
        return 0;
    (void)parse.control.toString();
    pb::arimaa::GameClock clock(parse.control);
    for (int turn = 0; turn < 6; ++turn)
        (void)clock.finishTurn(turn % 2, 1000 * turn, turn < 2);
    return 0;
}
