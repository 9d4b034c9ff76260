#pragma once

// Plays jobs of a tournament on up to `threads` threads. Each finished job is handed to
// `finished` on the thread that called run(), one at a time, in the order they finish (the
// caller writes it to its database there: Qt SQL connections belong to one thread). Jobs are
// handed out in the order given, so the plan's order decides what is played first.
// cancel() (any thread) stops handing out jobs and asks the jobs in play to stop; run() returns
// when every thread has stopped. Memory does not grow with the number of jobs beyond the list.

#include "tournament/format.h"

#include <atomic>
#include <functional>
#include <vector>

namespace pb::tournament {

struct RunEvents {
    // A job begins on a worker thread (called on that thread).
    std::function<void(const Job& job)> started;
    // A job finished: called on run()'s thread. `seconds` is its wall time.
    std::function<void(const Job& job, const Outcome& outcome, double seconds)> finished;
    // A job stopped midway by cancel() that its format kept (Outcome::halted): run()'s thread.
    // The job is not finished.
    std::function<void(const Job& job, const Outcome& outcome)> halted;
};

class Runner {
public:
    Runner(const Format& format, int threads) : m_format(format), m_threads(threads < 1 ? 1 : threads) {}

    // Plays `jobs`; returns the number finished (all of them unless cancelled; halted ones are not).
    int run(const std::vector<Job>& jobs, const RunEvents& events);
    void cancel() { m_cancel.store(true); }
    bool cancelled() const { return m_cancel.load(); }

private:
    const Format& m_format;
    int m_threads;
    std::atomic<bool> m_cancel{false};
};

} // namespace pb::tournament
