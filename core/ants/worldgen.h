#pragma once

// Random contest worlds (ICFP 2004 task, section 3.1) and a checker for the section's rules.
// What the generator draws, and why, is in docs/ants-world-generator.md.

#include "ants/world.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace pb::ants {

// A 100 x 100 world with a rocky perimeter, two anthills (hexagons of side 6), ten rocks and
// eight 3 x 4 food blobs of 5 food per cell, at least one empty cell between any two elements.
// The same seed gives the same world on every platform and compiler. Laid out like the
// contest's files (odd rows indented, a space at the end of each row).
World generateContestWorld(std::uint32_t seed);

// Every rule of section 3.1 the world breaks, one readable message each; empty when it keeps
// them all. Rocks have no shape in the task, so for rocks only what any contest world must
// satisfy is checked (see the .cpp).
std::vector<QString> checkContestWorld(const World& world);

namespace detail {

// One placement pass from one random stream; false when some element found no room. The
// generator tries streams derived from the seed and, if all of those failed, kFallbackStream,
// which a test shows succeeds: so generateContestWorld always returns a valid world.
bool tryContestWorld(std::uint64_t stream, World& world);
inline constexpr std::uint64_t kFallbackStream = 0xC0FFEE;
inline constexpr int kAttemptsPerSeed = 64;

} // namespace detail

} // namespace pb::ants
