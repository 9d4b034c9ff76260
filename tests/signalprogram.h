#pragma once

#include <QProcess>

#include <csignal>

namespace pb::test {

// Sends `signal` to the program `p` runs; false, sending nothing, when it is not running. (Once
// it has ended its processId() is 0, and kill(0, ...) would signal the test's own process group,
// ctest included.)
inline bool signalProgram(QProcess& p, int signal)
{
    if (p.state() != QProcess::Running || p.processId() <= 0)
        return false;
    return ::kill(static_cast<pid_t>(p.processId()), signal) == 0;
}

} // namespace pb::test
