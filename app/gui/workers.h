#pragma once

#include <QThreadPool>

namespace pb::gui {

// The pool for the program's long work (bots, solvers, rushes, recordings, searches).
//
// Not QThreadPool::globalInstance(): Qt 6.4 paints with the global pool too (image conversions
// and smooth scaling split into segments, and the GUI thread waits for them), so a long job
// there stalls painting until a pool thread is free. Keeping our jobs here keeps it free.
QThreadPool* workerPool();

} // namespace pb::gui
