#pragma once

// Reference worlds and brains for the ants tests, and a game's state as dump text.

#include "reference.h"

#include "ants/brain.h"
#include "ants/dump.h"
#include "ants/world.h"

#include <string>

namespace pb::test {

// A reference world or brain (path relative to the reference folder); stops the test program
// with the file's problems if it does not load.
inline pb::ants::World antsWorld(const QString& relative)
{
    const pb::ants::WorldParse parse = pb::ants::loadWorld(referencePath(relative));
    if (!parse.ok())
        qFatal("cannot load %s: %s", qPrintable(relative), qPrintable(parse.diagnostics.front().toString()));
    return parse.world;
}

inline pb::ants::Brain antsBrain(const QString& relative)
{
    const pb::ants::BrainParse parse = pb::ants::loadBrain(referencePath(relative));
    if (!parse.ok())
        qFatal("cannot load %s: %s", qPrintable(relative), qPrintable(parse.diagnostics.front().toString()));
    return parse.brain;
}

// sample0.world with dunkosmiloolump-1 (red) against frictionless_bananas-1 (black): the
// winners' game of brains/SOURCES.md, used by benchmarks and known results.
struct WinnersGame {
    pb::ants::World world = antsWorld(QStringLiteral("ants/worlds/sample0.world"));
    pb::ants::Brain red = antsBrain(QStringLiteral("ants/brains/winners/dunkosmiloolump-1.ant"));
    pb::ants::Brain black = antsBrain(QStringLiteral("ants/brains/winners/frictionless_bananas-1.ant"));
};

// The dump of rounds first..last of a game (played on from where it is), as one string.
inline std::string dumpOf(pb::ants::Game game, int first, int last)
{
    std::string out;
    pb::ants::writeDump(game, first, last, [&](std::string_view chunk) {
        out += chunk;
        return true;
    });
    return out;
}

// Every cell of the game's current round, in the contest's dump format.
inline std::string roundDump(const pb::ants::Game& game)
{
    std::string out;
    pb::ants::appendDumpRound(out, game);
    return out;
}

// The ants of a colour counted state by state (antsPerState), summed: all its living ants.
inline int antsInStates(const pb::ants::Game& game, pb::ants::Color colour)
{
    int n = 0;
    for (int inState : game.antsPerState(colour))
        n += inState;
    return n;
}

} // namespace pb::test
