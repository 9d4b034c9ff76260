#include "peaceable/sha1prng.h"

#include <QByteArray>
#include <QCryptographicHash>

#include <algorithm>
#include <climits>
#include <cstring>

namespace pb::peaceable {

namespace {

using Block = std::array<std::uint8_t, 20>;

Block sha1(const std::uint8_t* data, int size)
{
    const QByteArray d = QCryptographicHash::hash(
        QByteArrayView(reinterpret_cast<const char*>(data), size), QCryptographicHash::Sha1);
    Block b{};
    std::memcpy(b.data(), d.constData(), b.size());
    return b;
}

// state = state + output + 1, Java's way: signed bytes, arithmetic carry, never unchanged.
void advance(Block& state, const Block& output)
{
    int carry = 1;
    bool changed = false;
    for (std::size_t i = 0; i < state.size(); ++i) {
        const int v = int(static_cast<std::int8_t>(state[i])) + int(static_cast<std::int8_t>(output[i])) + carry;
        const auto t = static_cast<std::uint8_t>(v & 0xff);
        changed = changed || state[i] != t;
        state[i] = t;
        carry = v >> 8;  // arithmetic: -1, 0 or 1
    }
    if (!changed)
        ++state[0];
}

} // namespace

Sha1Prng::Sha1Prng(std::int64_t seed)
{
    std::uint8_t bytes[8];
    auto u = static_cast<std::uint64_t>(seed);
    for (auto& b : bytes) {
        b = static_cast<std::uint8_t>(u & 0xff);
        u >>= 8;
    }
    m_state = sha1(bytes, 8);
}

void Sha1Prng::nextBytes(std::uint8_t* out, int count)
{
    int index = 0;
    if (m_remCount > 0) {
        const int take = std::min(count, kDigest - m_remCount);
        for (int i = 0; i < take; ++i) {
            out[index++] = m_remainder[static_cast<std::size_t>(m_remCount)];
            m_remainder[static_cast<std::size_t>(m_remCount++)] = 0;
        }
    }
    while (index < count) {
        m_remainder = sha1(m_state.data(), kDigest);
        advance(m_state, m_remainder);
        const int take = std::min(count - index, kDigest);
        for (int i = 0; i < take; ++i) {
            out[index++] = m_remainder[static_cast<std::size_t>(i)];
            m_remainder[static_cast<std::size_t>(i)] = 0;
        }
        m_remCount = take;
    }
    m_remCount %= kDigest;
}

std::int32_t Sha1Prng::next(int bits)
{
    const int bytes = (bits + 7) / 8;
    std::uint8_t b[4];
    nextBytes(b, bytes);
    std::uint32_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v = (v << 8) | b[i];
    return static_cast<std::int32_t>(v >> (bytes * 8 - bits));
}

std::int32_t Sha1Prng::nextInt(std::int32_t bound)
{
    std::int32_t r = next(31);
    const std::int32_t m = bound - 1;
    if ((bound & m) == 0)
        return static_cast<std::int32_t>((static_cast<std::int64_t>(bound) * r) >> 31);
    // Java: for (u = r; u - (r = u % bound) + m < 0; u = next(31)) — the sum overflows an int
    // exactly when it passes INT32_MAX.
    for (std::int32_t u = r;; u = next(31)) {
        r = u % bound;
        if (std::int64_t(u) - r + m <= std::int64_t(INT32_MAX))
            break;
    }
    return r;
}

double Sha1Prng::nextDouble()
{
    const std::int64_t hi = next(26);
    const std::int64_t lo = next(27);
    return static_cast<double>((hi << 27) + lo) * 0x1.0p-53;
}

} // namespace pb::peaceable
