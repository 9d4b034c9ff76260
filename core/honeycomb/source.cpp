#include "honeycomb/source.h"

namespace pb::honeycomb {

std::vector<int> sourceUnits(std::uint32_t seed, int length, int unitCount)
{
    std::vector<int> units;
    if (length <= 0 || unitCount <= 0)
        return units;
    units.reserve(static_cast<std::size_t>(length));
    Source source(seed);
    for (int i = 0; i < length; ++i)
        units.push_back(static_cast<int>(source.next() % static_cast<std::uint32_t>(unitCount)));
    return units;
}

} // namespace pb::honeycomb
