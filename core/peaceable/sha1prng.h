#pragma once

// Java's SecureRandom.getInstance("SHA1PRNG") (sun.security.provider.SecureRandom), as the
// TCO19 tester uses it, with java.util.Random's nextInt(bound) and nextDouble on top.
//
// What has to match Java, byte for byte:
// - setSeed(long) hands the long's 8 bytes to the engine least significant byte first; a seed of
//   0 is ignored by Java (the object would then seed itself from the system), so we refuse it.
//   Seeding a fresh engine makes its 20-byte state SHA-1(seed bytes).
// - Each output block is SHA-1(state); the state then becomes state + block + 1 (mod 2^160, the
//   bytes added from index 0 up as Java's *signed* bytes, the carry an arithmetic shift), with
//   state[0] bumped if nothing changed. Bytes a request leaves over are served to the next one.
// - next(bits) reads ceil(bits/8) bytes big-endian and drops the low surplus bits.
// - nextInt(bound): one next(31); power-of-two bounds take the high bits, others reject the
//   top partial range (the 32-bit overflow test of Java) and draw again.
// - nextDouble: (next(26) << 27 | next(27)) / 2^53.

#include <array>
#include <cstdint>

namespace pb::peaceable {

class Sha1Prng {
public:
    // `seed` must not be 0 (Java would self-seed; see above).
    explicit Sha1Prng(std::int64_t seed);

    void nextBytes(std::uint8_t* out, int count);
    // 1 <= bits <= 32; the value as Java's int (may be negative for 32 bits).
    std::int32_t next(int bits);
    // 1 <= bound.
    std::int32_t nextInt(std::int32_t bound);
    double nextDouble();

private:
    static constexpr int kDigest = 20;
    std::array<std::uint8_t, kDigest> m_state{};
    std::array<std::uint8_t, kDigest> m_remainder{};
    int m_remCount = 0;  // bytes of m_remainder already served (0: none left over)
};

} // namespace pb::peaceable
