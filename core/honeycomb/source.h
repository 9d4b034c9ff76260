#pragma once

#include <cstdint>
#include <vector>

namespace pb::honeycomb {

// The task's linear congruential generator: the output is bits 30..16 of the state, taken
// before the state advances (state = state * 1103515245 + 12345 mod 2^32).
class Source {
public:
    explicit Source(std::uint32_t seed) : m_state(seed) {}
    std::uint32_t next()
    {
        const std::uint32_t out = (m_state >> 16) & 0x7FFFu;
        m_state = m_state * 1103515245u + 12345u;
        return out;
    }

private:
    std::uint32_t m_state;
};

// The unit indices a game with this seed draws: the first `length` outputs mod `unitCount`.
std::vector<int> sourceUnits(std::uint32_t seed, int length, int unitCount);

} // namespace pb::honeycomb
