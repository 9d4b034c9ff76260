#pragma once

#include <atomic>
#include <csignal>

namespace pb::cli {

// While in scope, SIGINT (Ctrl+C) and SIGTERM call job.cancel() instead of killing the program,
// so a long command (a tournament, a cluster shard) stops cleanly and keeps what it played. The
// previous handlers come back at the end of the scope. cancel() must be safe in a signal handler
// (an atomic store). One guard per job type at a time.
template <class Job>
class CancelOnSignal {
public:
    explicit CancelOnSignal(Job& job)
    {
        s_job.store(&job);
        m_previousInt = std::signal(SIGINT, &onSignal);
        m_previousTerm = std::signal(SIGTERM, &onSignal);
    }
    ~CancelOnSignal()
    {
        std::signal(SIGINT, m_previousInt);
        std::signal(SIGTERM, m_previousTerm);
        s_job.store(nullptr);
    }
    CancelOnSignal(const CancelOnSignal&) = delete;
    CancelOnSignal& operator=(const CancelOnSignal&) = delete;

private:
    using Handler = void (*)(int);
    static void onSignal(int)
    {
        if (Job* job = s_job.load())
            job->cancel();
    }
    static inline std::atomic<Job*> s_job{nullptr};
    Handler m_previousInt = SIG_DFL;
    Handler m_previousTerm = SIG_DFL;
};

} // namespace pb::cli
