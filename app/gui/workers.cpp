#include "gui/workers.h"

#include <QThread>

#include <algorithm>

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

} // namespace pb::gui
