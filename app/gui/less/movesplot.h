#pragma once

#include "less/position.h"

#include <qcustomplot.h>

#include <functional>
#include <vector>

namespace pb::gui {

// Both Less teams' charged moves after every turn (x in rounds of four turns) and their
// projected moves (charged plus each colour's rush: the real one once known, else an estimate).
class LessMovesPlot : public QCustomPlot {
    Q_OBJECT
public:
    // The rush a colour still needs in a game (exact or a lower bound).
    using RushEstimate = std::function<int(const pb::less::Game& game, int colour)>;

    explicit LessMovesPlot(QWidget* parent = nullptr);

    // `past[i]` is the game before the i-th turn played; `now` the game as it stands.
    void showGames(const std::vector<pb::less::Game>& past, const pb::less::Game& now, const RushEstimate& rush);
};

} // namespace pb::gui
