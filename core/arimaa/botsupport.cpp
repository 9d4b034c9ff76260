// What core/arimaa/bot.h declares besides the bots: the setups they play and the thinking time
// of an AEI engine.

#include "arimaa/bot.h"

#include <algorithm>
#include <array>

namespace pb::arimaa {

std::vector<Placement> standardSetup(int side)
{
    // Files a..h of the front rank (rank 2 for Gold, 7 for Silver); the back rank is rabbits.
    // Silver swaps elephant and camel so that its camel does not face Gold's elephant.
    const int gold[8] = {Horse, Dog, Cat, Camel, Elephant, Cat, Dog, Horse};
    const int silver[8] = {Horse, Dog, Cat, Elephant, Camel, Cat, Dog, Horse};
    const int front = side == Gold ? 1 : 6;
    const int back = side == Gold ? 0 : 7;
    std::vector<Placement> out;
    for (int f = 0; f < 8; ++f)
        out.push_back({side, side == Gold ? gold[f] : silver[f], front * 8 + f});
    for (int f = 0; f < 8; ++f)
        out.push_back({side, Rabbit, back * 8 + f});
    return out;
}

std::vector<Placement> randomSetup(int side, std::mt19937_64& rng)
{
    std::array<int, 16> types = {Elephant, Camel, Horse, Horse, Dog, Dog, Cat, Cat,
                                 Rabbit, Rabbit, Rabbit, Rabbit, Rabbit, Rabbit, Rabbit, Rabbit};
    // Fisher-Yates with our own draw so that the result does not depend on the library's
    // distribution implementation.
    for (int i = 15; i > 0; --i) {
        const int j = static_cast<int>(rng() % static_cast<std::uint64_t>(i + 1));
        std::swap(types[static_cast<std::size_t>(i)], types[static_cast<std::size_t>(j)]);
    }
    const int first = side == Gold ? 0 : 48;
    std::vector<Placement> out;
    for (int i = 0; i < 16; ++i)
        out.push_back({side, types[static_cast<std::size_t>(i)], first + i});
    return out;
}

std::int64_t aeiThinkingMs(double move, double reserve, double used, double turn, bool depthFixed)
{
    if (move <= 0 && turn <= 0)
        return depthFixed ? 0 : 2000;
    reserve = std::max(0.0, reserve);
    used = std::max(0.0, used);
    double hard = move > 0 ? move - used + reserve : 1e9;
    if (turn > 0)
        hard = std::min(hard, turn - used);
    // A margin for the answer to travel and the process to be scheduled.
    hard -= std::max(0.3, hard * 0.05);
    const double target = std::min(move > 0 ? (move - used) * 0.8 + reserve / 15 : hard * 0.5, hard);
    return std::max<std::int64_t>(20, static_cast<std::int64_t>(target * 1000));
}

} // namespace pb::arimaa
