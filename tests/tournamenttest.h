#pragma once

// What the tournament formats' tests share.

#include "tournament/format.h"

#include <QElapsedTimer>

#include <atomic>
#include <chrono>
#include <optional>
#include <thread>

namespace pb::test {

struct CancelledPlay {
    std::optional<tournament::Outcome> outcome;  // none when the cancel stopped the job
    qint64 ms = 0;                               // how long play() took
};

// Plays `job` and raises its cancel flag after `delayMs`, from another thread: a format's play()
// must then return soon, with no outcome.
inline CancelledPlay playCancelledAfter(const tournament::Format& format, const tournament::Job& job, int delayMs)
{
    std::atomic<bool> cancel{false};
    std::thread stopper([&cancel, delayMs] {
        std::this_thread::sleep_for(std::chrono::milliseconds(delayMs));
        cancel.store(true);
    });
    QElapsedTimer clock;
    clock.start();
    CancelledPlay played;
    played.outcome = format.play(job, cancel);
    played.ms = clock.elapsed();
    stopper.join();
    return played;
}

} // namespace pb::test
