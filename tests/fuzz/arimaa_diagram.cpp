// Arimaa position files: diagrams with their headers, and AEI board texts.
#include "fuzz.h"

#include "arimaa/movegen.h"
#include "arimaa/notation.h"
#include "arimaa/position.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = pb::fuzz::text(data, size);
    for (const pb::arimaa::DiagramEntry& e : pb::arimaa::readDiagrams(text))
        (void)e.parse;
    for (int side = 0; side < 2; ++side)
        (void)pb::arimaa::parseAeiBoard(text, side);
    return 0;
}
