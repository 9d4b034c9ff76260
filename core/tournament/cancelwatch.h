#pragma once

// Turns a tournament's cancel flag into a call: while a CancelWatch lives, a small thread looks
// at the flag every few milliseconds and calls `onCancel` once when it becomes true. A format's
// play() keeps one next to its game session (declared after it, so it stops first) and passes
// session.cancel() as the call: the game then ends at once, even while a program is thinking.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <stop_token>
#include <thread>
#include <utility>

namespace pb::tournament {

class CancelWatch {
public:
    CancelWatch(const std::atomic<bool>& cancel, std::function<void()> onCancel)
        : m_thread([this, &cancel, call = std::move(onCancel)](std::stop_token stop) {
              std::unique_lock lock(m_mutex);
              while (!stop.stop_requested()) {
                  if (cancel.load()) {
                      call();
                      return;
                  }
                  m_wake.wait_for(lock, stop, std::chrono::milliseconds(20), [] { return false; });
              }
          })
    {
    }
    // Stops the thread (without calling onCancel) and waits for it.
    ~CancelWatch()
    {
        m_thread.request_stop();
        m_thread.join();
    }
    CancelWatch(const CancelWatch&) = delete;
    CancelWatch& operator=(const CancelWatch&) = delete;

private:
    std::mutex m_mutex;
    std::condition_variable_any m_wake;
    std::jthread m_thread;  // last: it starts once the members it uses exist
};

} // namespace pb::tournament
