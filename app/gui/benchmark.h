#pragma once

namespace pb::gui {

class MainWindow;

// `playbench --benchmark`: opens the Ants sample, lets the 100,000-round game be computed, then
// measures how long seeks to random rounds take and how long the GUI thread is ever blocked
// while the game plays at full speed. Prints the figures; returns the exit code.
int runGuiBenchmark(MainWindow& window);

} // namespace pb::gui
