#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace pb::gui {

class MainWindow;

// `playbench --benchmark`: opens the Ants sample, lets the 100,000-round game be computed, then
// measures how long seeks to random rounds take and how long the GUI thread is ever blocked
// while the game plays at full speed. Prints the figures; returns the exit code.
int runGuiBenchmark(MainWindow& window);

// `playbench --load-benchmark`: the desktop under load. Opens the five games' workspaces, starts
// an Ants tournament on all cores (100,000-round games), lets the Ants workspace compute and
// play its own 100,000-round game at full speed and the Peaceable solver improve its answer
// live, and brings each tab to the front in turn; meanwhile it measures how long the GUI thread
// is ever blocked. Prints the figures; returns the exit code. `seconds`: how long it measures.
// PLAYBENCH_SHOW_STALLS=1 prints each block over 16.7 ms and each tab switch on stderr.
int runLoadBenchmark(MainWindow& window, int seconds);

// What runLoadBenchmark prints.
struct LoadFigures {
    int cores = 0;
    double worstMs = 0;   // the longest GUI-thread block
    int over50 = 0;       // blocks over 50 ms
    int over16 = 0;       // blocks over a frame at 60 Hz
    qint64 probes = 0;    // firings of the 2 ms probe timer
    int switches = 0;     // tabs brought to the front
    int roundsComputed = 0;  // of the Ants workspace's game
    int gamesDone = 0;    // tournament games finished
    bool stopped = false; // the tournament and the solver stopped when asked
};
// The measurement itself; nothing with `error` set when the workspaces could not be set up.
std::optional<LoadFigures> measureLoad(MainWindow& window, int seconds, QString* error);

} // namespace pb::gui
