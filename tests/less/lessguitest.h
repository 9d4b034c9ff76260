#pragma once

// What the Less workspace tests share: clicks on the board, quick bots, seats.

#include "gui/less/lessdocument.h"
#include "less/boardview.h"
#include "less/session.h"

#include <QTest>

namespace pb::test::lessgui {

using namespace pb::less;
using pb::gui::LessDocument;
using pb::views::LessBoardView;

inline int sq(const char* name) { return parseSquare(name); }

inline void clickOn(LessBoardView* view, int square)
{
    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, view->squareRect(square).center().toPoint());
}

// Bots that think for 50 ms and wait `pause` ms before they play.
inline void quickBots(LessDocument& doc, int pause = 0)
{
    doc.setBotMillis(50);
    doc.setBotPause(pause);
}

inline void seatBots(LessDocument& doc, BotLevel level)
{
    for (int c = 0; c < kColours; ++c)
        doc.setSeat(c, int(level));
}

// Yellow is the person's seat, the other three random bots.
inline void humanYellowAgainstRandomBots(LessDocument& doc)
{
    doc.setSeat(Yellow, LessDocument::kHuman);
    for (int c : {Black, White, Red})
        doc.setSeat(c, int(BotLevel::Random));
}

// Builds the turn `t` by clicks (selecting each step's piece unless it is selected); false at
// the first click refused.
inline bool clickTurn(LessDocument& doc, const Turn& t)
{
    for (int i = 0; i < t.count; ++i) {
        const Step& step = t.steps[static_cast<std::size_t>(i)];
        if (doc.selectedSquare() != step.from && !doc.clickSquare(step.from))
            return false;
        if (!doc.clickSquare(step.to))
            return false;
    }
    return true;
}

} // namespace pb::test::lessgui
