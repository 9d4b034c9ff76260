// Ant worlds (.world): the parser, then a few rounds of a game on a world it accepted.
#include "fuzz.h"

#include "ants/brain.h"
#include "ants/game.h"
#include "ants/world.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const pb::ants::WorldParse parse = pb::ants::parseWorld(pb::fuzz::text(data, size), QStringLiteral("fuzz.world"));
    if (!parse.ok())
        return 0;
    static const pb::ants::Brain brain = pb::ants::parseBrain("Sense Ahead 1 2 Food\nMove 0 3\nTurn Left 0\nPickUp 0 0\n").brain;
    pb::ants::Game game(parse.world, brain, brain, 12345);
    if (game.playable())
        game.playUntil(20);
    return 0;
}
