#pragma once

#include "less/position.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace pb::gui {

// "Yellow", "Black", "White", "Red", translated (the workspace's words for the colours).
QString lessColourText(int colour);

// A person's Less turn, built click by click before it is confirmed: a piece, then one of its
// legal targets (their costs shown), up to three steps within the budget of 3. Pure rules
// bookkeeping for the workspace (no widgets); every refusal comes with its reason.
class LessTurnBuilder {
    Q_DECLARE_TR_FUNCTIONS(pb::gui::LessDocument)
public:
    struct Target {
        int square = 0;
        int cost = 0;
        bool jump = false;
    };

    // A fresh turn for game.toMove() from the game's position.
    void reset(const pb::less::Game& game);

    // A click on a square: picks a piece, puts it down, or steps the picked piece there. False
    // when refused; `message` says what happened or why not.
    bool click(int square, QString* message);
    // Takes the last step back.
    bool undoStep(QString* message);

    int budgetLeft() const;
    const pb::less::Position& position() const { return m_position; }
    const std::vector<pb::less::Step>& steps() const { return m_steps; }
    int selected() const { return m_selected; }
    pb::less::Turn turn() const;
    // Where the picked piece may go with the budget left.
    std::vector<Target> targets() const;

private:
    pb::less::Board m_boardData;
    int m_colour = 0;
    pb::less::Position m_position;
    std::vector<pb::less::Step> m_steps;
    int m_selected = -1;
};

} // namespace pb::gui
