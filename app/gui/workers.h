#pragma once

#include <QThreadPool>

namespace pb::gui {

// The pool for the program's long work (bots, solvers, rushes, recordings, searches).
//
// Not QThreadPool::globalInstance(): Qt 6.4 paints with the global pool too (image conversions
// and smooth scaling split into segments, and the GUI thread waits for them), so a long job
// there stalls painting until a pool thread is free. Keeping our jobs here keeps it free.
QThreadPool* workerPool();

// Lowers the calling thread's scheduling priority (nice +10; Linux keeps it per thread, and
// threads it starts inherit it). Every long job of the desktop calls it first: on a machine
// with more work than cores, the GUI thread then keeps the processor when it has something to
// draw, and never blocks long. The command line does not: its work is the point.
void lowerThreadPriority();

} // namespace pb::gui
