#pragma once

// What every fuzz target shares (tests/fuzz/README.md): the input as text, and a cap on what a
// target hands on to the slower steps after parsing (a replay, a game), so that one input never
// takes more than a fraction of a second.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace pb::fuzz {

inline std::string_view text(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

} // namespace pb::fuzz

// Each target defines it; libFuzzer calls it (or regression_main.cpp, in the normal build).
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
