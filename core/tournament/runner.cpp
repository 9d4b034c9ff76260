#include "tournament/runner.h"

#include <QElapsedTimer>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace pb::tournament {

namespace {

struct Done {
    std::size_t index;
    Outcome outcome;
    double seconds;
};

} // namespace

int Runner::run(const std::vector<Job>& jobs, const RunEvents& events)
{
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<Done> done;        // finished, not yet handed to `finished`
    std::size_t next = 0;         // the next job to hand out
    int working = 0;              // threads still running

    auto work = [&] {
        for (;;) {
            std::size_t i = 0;
            {
                std::lock_guard lock(mutex);
                if (m_cancel.load() || next >= jobs.size())
                    break;
                i = next++;
            }
            if (events.started)
                events.started(jobs[i]);
            QElapsedTimer clock;
            clock.start();
            std::optional<Outcome> outcome = m_format.play(jobs[i], m_cancel);
            if (!outcome)
                break;  // cancelled: the job stays unfinished
            const bool halted = outcome->halted;
            {
                std::lock_guard lock(mutex);
                done.push_back({i, std::move(*outcome), clock.nsecsElapsed() / 1e9});
                changed.notify_one();
            }
            if (halted)
                break;  // cancelled midway: unfinished, what was played handed on
        }
        std::lock_guard lock(mutex);
        --working;
        changed.notify_one();
    };

    const std::size_t count = std::min<std::size_t>(static_cast<std::size_t>(m_threads), jobs.size());
    std::vector<std::thread> threads;
    working = static_cast<int>(count);
    threads.reserve(count);
    for (std::size_t t = 0; t < count; ++t)
        threads.emplace_back(work);

    int finished = 0;
    std::unique_lock lock(mutex);
    for (;;) {
        changed.wait(lock, [&] { return !done.empty() || working == 0; });
        while (!done.empty()) {
            Done d = std::move(done.front());
            done.pop_front();
            lock.unlock();
            if (d.outcome.halted) {
                if (events.halted)
                    events.halted(jobs[d.index], d.outcome);
            } else {
                ++finished;
                if (events.finished)
                    events.finished(jobs[d.index], d.outcome, d.seconds);
            }
            lock.lock();
        }
        if (working == 0)
            break;
    }
    lock.unlock();
    for (std::thread& t : threads)
        t.join();
    return finished;
}

} // namespace pb::tournament
