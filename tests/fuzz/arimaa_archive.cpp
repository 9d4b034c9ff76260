// arimaa.com archive files: the tab-separated lines read, and each game replayed.
#include "fuzz.h"

#include "arimaa/game.h"
#include "arimaa/notation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const pb::arimaa::ArchiveParse parse = pb::arimaa::readArchive(pb::fuzz::text(data, size));
    int replayed = 0;
    for (const pb::arimaa::ArchiveGame& g : parse.games)
        if (replayed++ < 8)
            (void)pb::arimaa::replayArchiveGame(g);
    return 0;
}
