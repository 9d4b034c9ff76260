#include "gui/workers.h"

#include <QThread>

#include <algorithm>
#include <cerrno>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace pb::gui {

QThreadPool* workerPool()
{
    static QThreadPool* pool = [] {
        auto* p = new QThreadPool;
        p->setObjectName(QStringLiteral("playbench-workers"));
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        return p;
    }();
    return pool;
}

void lowerThreadPriority()
{
    constexpr int kBackground = 10;
    const auto thread = static_cast<id_t>(::syscall(SYS_gettid));
    errno = 0;
    const int now = ::getpriority(PRIO_PROCESS, thread);
    if (errno == 0 && now < kBackground)
        ::setpriority(PRIO_PROCESS, thread, kBackground);  // lowering needs no privilege
}

} // namespace pb::gui
