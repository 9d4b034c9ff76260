#pragma once

#include <cstddef>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace pb::ants {

namespace detail {
constexpr std::uint32_t power(std::uint32_t a, int n)
{
    std::uint32_t r = 1;
    for (int i = 0; i < n; ++i)
        r *= a;
    return r;
}
} // namespace detail

// The contest's random number generator (task section 2.10, NOTES.md):
// s(i+1) = s(i) * 22695477 + 1 (mod 2^32), x(i) = (s(i+4) / 65536) mod 16384,
// and the i-th call of randomint(n) returns x(i) mod n.
class RandomInt {
public:
    static constexpr std::uint32_t kMultiplier = 22695477u;
    static constexpr std::uint32_t kIncrement = 1u;

    explicit RandomInt(std::uint32_t seed = 12345) : m_state(seed)
    {
        for (int i = 0; i < 3; ++i)
            advance();
    }

    // The next x(i), before the "mod n".
    std::uint32_t nextRaw()
    {
        advance();
        return output(m_state);
    }

    // randomint(n) for n >= 1.
    std::uint32_t next(std::uint32_t n) { return nextRaw() % n; }

    // The next `count` values of nextRaw() (count a multiple of 8), computed as eight
    // interleaved streams that each jump eight steps at a time, so no value waits on the one
    // before it. With SSE2 (every x86-64) the streams run four to a register.
    void fill(std::uint32_t* out, std::size_t count)
    {
        std::uint32_t lanes[8];
        std::uint32_t s = m_state;
        for (std::uint32_t& lane : lanes) {
            s = s * kMultiplier + kIncrement;
            lane = s;
        }
        if (count == 0)
            return;
#if defined(__SSE2__)
        const __m128i a8 = _mm_set1_epi32(static_cast<int>(kMultiplier8));
        const __m128i c8 = _mm_set1_epi32(static_cast<int>(kIncrement8));
        const __m128i low14 = _mm_set1_epi32(0x3FFF);
        // Low 32 bits of each lane times A^8: SSE2 multiplies lanes 0 and 2, then 1 and 3.
        auto step = [&](__m128i v) {
            const __m128i even = _mm_mul_epu32(v, a8);
            const __m128i odd = _mm_mul_epu32(_mm_srli_epi64(v, 32), a8);
            const __m128i product = _mm_unpacklo_epi32(_mm_shuffle_epi32(even, _MM_SHUFFLE(0, 0, 2, 0)),
                                                       _mm_shuffle_epi32(odd, _MM_SHUFFLE(0, 0, 2, 0)));
            return _mm_add_epi32(product, c8);
        };
        __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(lanes));
        __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(lanes + 4));
        for (std::size_t i = 0;;) {
            _mm_storeu_si128(reinterpret_cast<__m128i*>(out + i),
                             _mm_and_si128(_mm_srli_epi32(v0, 16), low14));
            _mm_storeu_si128(reinterpret_cast<__m128i*>(out + i + 4),
                             _mm_and_si128(_mm_srli_epi32(v1, 16), low14));
            i += 8;
            if (i >= count)
                break;
            v0 = step(v0);
            v1 = step(v1);
        }
        _mm_storeu_si128(reinterpret_cast<__m128i*>(lanes + 4), v1);
#else
        for (std::size_t i = 0;;) {
            for (int k = 0; k < 8; ++k)
                out[i + static_cast<std::size_t>(k)] = output(lanes[k]);
            i += 8;
            if (i >= count)
                break;
            for (std::uint32_t& lane : lanes)
                lane = lane * kMultiplier8 + kIncrement8;
        }
#endif
        m_state = lanes[7];
    }

    std::uint32_t state() const { return m_state; }

private:
    static constexpr std::uint32_t output(std::uint32_t s) { return (s >> 16) & 0x3FFFu; }
    void advance() { m_state = m_state * kMultiplier + kIncrement; }

    // Eight steps at once: s(i+8) = A^8 s(i) + (A^7 + ... + A + 1) C.
    static constexpr std::uint32_t kMultiplier8 = detail::power(kMultiplier, 8);
    static constexpr std::uint32_t kIncrement8 = [] {
        std::uint32_t sum = 0;
        for (int i = 0; i < 8; ++i)
            sum += detail::power(kMultiplier, i);
        return sum * kIncrement;
    }();

    std::uint32_t m_state;
};

} // namespace pb::ants
