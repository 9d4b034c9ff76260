#pragma once

// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast generator that gives the same numbers
// on every platform. The games' generators, bots and solvers draw from it; each keeps its own
// way of turning the numbers into choices, since their outputs (boards, worlds, solver runs)
// must stay the same from release to release.

#include <cstdint>

namespace pb {

// Advances `state` and returns the next number.
constexpr std::uint64_t splitMix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

class SplitMix64 {
public:
    explicit constexpr SplitMix64(std::uint64_t seed) : m_state(seed) {}
    constexpr std::uint64_t next() { return splitMix64(m_state); }
    // Uniform in [0, n), n > 0, without bias (the short top range is drawn again).
    constexpr std::uint64_t uniform(std::uint64_t n)
    {
        const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n);
        std::uint64_t x = next();
        while (x >= limit)
            x = next();
        return x % n;
    }
    // Uniform in [0, 1) with 53 bits.
    double real() { return double(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t m_state;
};

} // namespace pb
