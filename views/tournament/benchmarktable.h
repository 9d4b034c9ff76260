#pragma once

// The Arimaa championship qualifier's table: one row per entrant (in the standings' order), one
// column per benchmark bot, each cell the entrant's score against that bot (the wins of its
// longest winning streak, at most 4) with the streak, the games counted and the losses before
// the streak; then the total and the finals seed. It reads the qualifier's standings (the
// "benchmarks" field of each entry, core/arimaa/wccqualifiergames.h).

#include "tournament/format.h"

#include <QTableWidget>

namespace pb::views {

class BenchmarkTable : public QTableWidget {
    Q_OBJECT
public:
    explicit BenchmarkTable(QWidget* parent = nullptr);
    // Fills the table; false (and empty) when the standings have no per-benchmark results.
    bool setStandings(const pb::tournament::Standings& standings);
};

} // namespace pb::views
