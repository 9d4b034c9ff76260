#include "gui/less/turnbuilder.h"

namespace pb::gui {

using namespace pb::less;

QString lessColourText(int colour)
{
    switch (colour) {
    case Yellow: return LessTurnBuilder::tr("Yellow");
    case Black: return LessTurnBuilder::tr("Black");
    case White: return LessTurnBuilder::tr("White");
    case Red: return LessTurnBuilder::tr("Red");
    }
    return {};
}

void LessTurnBuilder::reset(const Game& game)
{
    m_boardData = game.board();
    m_colour = game.toMove();
    m_position = game.position();
    m_steps.clear();
    m_selected = -1;
}

int LessTurnBuilder::budgetLeft() const
{
    int spent = 0;
    for (const Step& s : m_steps)
        spent += s.cost;
    return kTurnBudget - spent;
}

Turn LessTurnBuilder::turn() const
{
    Turn t;
    for (const Step& s : m_steps)
        t.push(s);
    return t;
}

std::vector<LessTurnBuilder::Target> LessTurnBuilder::targets() const
{
    std::vector<Target> out;
    if (m_selected < 0 || m_steps.size() >= 3)
        return out;
    Step steps[8];
    const int n = stepsFrom(m_boardData, m_position, m_selected, steps);
    for (int i = 0; i < n; ++i)
        if (steps[i].cost <= budgetLeft())
            out.push_back({steps[i].to, steps[i].cost, steps[i].jump});
    return out;
}

bool LessTurnBuilder::click(int square, QString* message)
{
    const int colour = m_colour;
    const int mover = m_position.movableColour(colour);
    const QString name = QString::fromStdString(squareName(square));
    if (mover < 0) {
        *message = tr("Your team is home: confirm the turn (Enter).");
        return false;
    }
    if (m_selected >= 0 && square == m_selected) {
        m_selected = -1;
        *message = tr("Piece on %1 put down.").arg(name);
        return true;
    }
    if (m_selected >= 0 && m_position.at(square) < 0) {
        Step steps[8];
        const int n = stepsFrom(m_boardData, m_position, m_selected, steps);
        const QString from = QString::fromStdString(squareName(m_selected));
        for (int i = 0; i < n; ++i) {
            if (steps[i].to != square)
                continue;
            if (m_steps.size() >= 3) {
                *message = tr("A turn has at most 3 steps: confirm it (Enter) or undo a step (Backspace).");
                return false;
            }
            if (steps[i].cost > budgetLeft()) {
                *message = tr("%1 to %2 costs %3 but only %4 of the turn's 3 moves are left.")
                               .arg(from, name)
                               .arg(steps[i].cost)
                               .arg(budgetLeft());
                return false;
            }
            m_steps.push_back(steps[i]);
            m_position.move(steps[i].from, steps[i].to);
            const int moverNow = m_position.movableColour(colour);
            m_selected = (moverNow >= 0 && m_position.at(square) == moverNow && budgetLeft() > 0 && m_steps.size() < 3)
                             ? square
                             : -1;
            *message = tr("%1 %2 to %3 costs %4; %5 left.")
                           .arg(steps[i].jump ? tr("Jump") : tr("Step"), from, name)
                           .arg(steps[i].cost)
                           .arg(budgetLeft());
            return true;
        }
        *message = tr("%1 is not a step or a jump from %2 (a step goes to a neighbouring empty square, a jump over "
                      "one piece to the empty square behind it, with no wall in the way).")
                       .arg(name, from);
        return false;
    }
    const int owner = m_position.at(square);
    if (owner < 0) {
        *message = tr("Click one of the %1 pieces first.").arg(lessColourText(mover));
        return false;
    }
    if (owner != mover) {
        *message = mover == colour ? tr("That is a %1 piece; %2 moves its own pieces.").arg(lessColourText(owner), lessColourText(colour))
                                   : tr("That is a %1 piece; %2 is home and moves %3 pieces now.")
                                         .arg(lessColourText(owner), lessColourText(colour), lessColourText(mover));
        return false;
    }
    if (budgetLeft() <= 0 || m_steps.size() >= 3) {
        *message = tr("Nothing left of this turn: confirm it (Enter) or undo a step (Backspace).");
        return false;
    }
    m_selected = square;
    if (targets().empty())
        *message = tr("The piece on %1 cannot move with %2 left.").arg(name).arg(budgetLeft());
    else
        *message = tr("Piece on %1: click a marked square (its cost is shown).").arg(name);
    return true;
}

bool LessTurnBuilder::undoStep(QString* message)
{
    if (m_steps.empty()) {
        *message = tr("No step to undo in this turn.");
        return false;
    }
    const Step s = m_steps.back();
    m_steps.pop_back();
    m_position.move(s.to, s.from);
    m_selected = s.from;
    *message = tr("Step undone; %1 left.").arg(budgetLeft());
    return true;
}

} // namespace pb::gui
