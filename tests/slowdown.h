#pragma once

// How much slower the code under test runs in this build: the sanitizers' instrumentation
// (ThreadSanitizer about 10x, AddressSanitizer about 3x). A test that checks a time limit is
// kept (a cancel within its grace, a search within its budget) multiplies its bounds and its
// waits by it, so the sanitizer runs check the same behaviour without flaking.

namespace pb::test {

constexpr int slowdown()
{
#if defined(__SANITIZE_THREAD__)
    return 10;
#elif defined(__SANITIZE_ADDRESS__)
    return 3;
#else
    return 1;
#endif
}

} // namespace pb::test
