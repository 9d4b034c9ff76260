// A person's setup and steps in the Arimaa workspace (see arimaadocument.h): the setup being
// made, steps checked one by one (pushes and pulls as two), legal destinations.

#include "gui/arimaa/arimaadocument.h"

#include "gui/arimaa/arimaatext.h"

#include "arimaa/boardview.h"

#include <random>

namespace pb::gui {

using namespace pb::arimaa;
using namespace pb::gui::arimaaui;

bool ArimaaDocument::inSetup() const { return !m_replay && m_game.inSetup() && !m_game.outcome().decided(); }

void ArimaaDocument::resetSetup()
{
    m_setup.fill('\0');
    if (inSetup() && player(m_game.sideToMove()) == Person)
        standardSetup();
}

void ArimaaDocument::standardSetup()
{
    if (!inSetup())
        return;
    const int side = m_game.sideToMove();
    m_setup.fill('\0');
    // Rabbits on the back rank; the elephant and camel in the middle of the front rank, cats
    // and dogs by the traps, horses on the wings.
    const int types[8] = {Horse, Dog, Cat, Camel, Elephant, Cat, Dog, Horse};
    const int back = side == Gold ? 0 : 56;
    const int front = side == Gold ? 8 : 48;
    for (int f = 0; f < 8; ++f) {
        m_setup[static_cast<std::size_t>(back + f)] = pieceLetter(side, Rabbit);
        m_setup[static_cast<std::size_t>(front + f)] = pieceLetter(side, types[f]);
    }
    refresh();
}

void ArimaaDocument::randomSetup(quint64 seed)
{
    if (!inSetup())
        return;
    const int side = m_game.sideToMove();
    std::vector<char> pieces;
    for (int i = 0; i < 8; ++i)
        pieces.push_back(pieceLetter(side, Rabbit));
    for (int type : {Cat, Cat, Dog, Dog, Horse, Horse, Camel, Elephant})
        pieces.push_back(pieceLetter(side, type));
    std::mt19937_64 rng(seed);
    for (std::size_t i = pieces.size() - 1; i > 0; --i)
        std::swap(pieces[i], pieces[static_cast<std::size_t>(rng() % (i + 1))]);
    m_setup.fill('\0');
    std::size_t k = 0;
    for (int sq = 0; sq < 64; ++sq)
        if (homeSquare(side, sq))
            m_setup[static_cast<std::size_t>(sq)] = pieces[k++];
    refresh();
}

Position ArimaaDocument::shownPosition() const
{
    Position p = m_game.position();
    if (inSetup()) {
        for (int sq = 0; sq < 64; ++sq) {
            int colour = 0, type = 0;
            const char letter = m_setup[static_cast<std::size_t>(sq)];
            if (letter != '\0' && parsePieceLetter(letter, colour, type) && p.pieceAt(sq) == kNoPiece)
                p.put(colour, type, sq);
        }
        return p;
    }
    for (const StepToken& s : m_steps)
        p.stepPiece(s.colour, s.type, s.from, s.to);
    return p;
}

bool ArimaaDocument::stepAcceptable(const std::vector<StepToken>& steps, const StepToken& step, QString* why) const
{
    std::vector<StepToken> with = steps;
    with.push_back(step);
    if (static_cast<int>(with.size()) > kStepsPerTurn) {
        if (why)
            *why = tr("a move has at most four steps");
        return false;
    }
    const StepsCheck check = checkSteps(m_game.position(), with);
    if (check.ok())
        return true;
    // The first half of a push: fine when one of our stronger pieces can follow into the square.
    if (step.colour != m_game.sideToMove() && static_cast<int>(with.size()) < kStepsPerTurn) {
        const Position now = shownPosition();
        for (int d = 0; d < 4; ++d) {
            const int from = stepTarget(step.from, d);
            int colour = 0;
            const int type = from >= 0 ? now.pieceAt(from, &colour) : kNoPiece;
            if (type == kNoPiece || colour != m_game.sideToMove() || type <= step.type)
                continue;
            std::vector<StepToken> push = with;
            push.push_back({colour, type, from, step.from});
            if (checkSteps(m_game.position(), push).ok())
                return true;
        }
    }
    if (why)
        *why = check.error;
    return false;
}

std::vector<int> ArimaaDocument::legalTargets(int from) const
{
    std::vector<int> out;
    if (inSetup() || m_replay || m_game.outcome().decided() || from < 0)
        return out;
    const Position now = shownPosition();
    int colour = 0;
    const int type = now.pieceAt(from, &colour);
    if (type == kNoPiece)
        return out;
    for (int d = 0; d < 4; ++d) {
        const int to = stepTarget(from, d);
        if (to < 0 || now.pieceAt(to) != kNoPiece)
            continue;
        if (stepAcceptable(m_steps, {colour, type, from, to}, nullptr))
            out.push_back(to);
    }
    return out;
}

bool ArimaaDocument::dropPiece(int from, int to)
{
    m_selected = -1;
    if (m_replay) {
        message(tr("This is a replay; start a New Game to play."));
        refresh();
        return false;
    }
    if (inSetup()) {
        const int side = m_game.sideToMove();
        if (!homeSquare(side, from) || !homeSquare(side, to)) {
            message(tr("%1's pieces stay on its two home ranks during the setup.").arg(sideText(side)));
            refresh();
            return false;
        }
        std::swap(m_setup[static_cast<std::size_t>(from)], m_setup[static_cast<std::size_t>(to)]);
        refresh();
        return true;
    }
    if (gameOver()) {
        message(tr("The game is over."));
        refresh();
        return false;
    }
    if (player(m_game.sideToMove()) != Person) {
        message(tr("It is %1's turn (%2).").arg(sideText(m_game.sideToMove()), playerName(m_game.sideToMove())));
        refresh();
        return false;
    }
    const Position now = shownPosition();
    int colour = 0;
    const int type = now.pieceAt(from, &colour);
    QString why;
    if (type == kNoPiece) {
        why = tr("no piece on %1").arg(QString::fromStdString(squareText(from)));
    } else if (directionBetween(from, to) < 0) {
        why = tr("a step goes to a square next to the piece");
    } else if (now.pieceAt(to) != kNoPiece) {
        why = tr("%1 is taken").arg(QString::fromStdString(squareText(to)));
    } else {
        const StepToken step{colour, type, from, to};
        if (stepAcceptable(m_steps, step, &why)) {
            m_steps.push_back(step);
            message(tr("Step %1: %2").arg(m_steps.size()).arg(QString::fromStdString(stepText(step))));
            refresh();
            return true;
        }
    }
    message(tr("Refused: %1").arg(why));
    refresh();
    return false;
}

bool ArimaaDocument::clickSquare(int square)
{
    if (m_selected >= 0 && m_selected != square) {
        const int from = m_selected;
        if (inSetup() || directionBetween(from, square) >= 0)
            return dropPiece(from, square);
    }
    const Position now = shownPosition();
    if (now.pieceAt(square) != kNoPiece && m_selected != square) {
        m_selected = square;
        m_board->setSelected(square);
        m_board->setTargets(legalTargets(square));
        return true;
    }
    m_selected = -1;
    refresh();
    return false;
}

bool ArimaaDocument::undoStep()
{
    if (m_steps.empty())
        return false;
    m_steps.pop_back();
    m_selected = -1;
    refresh();
    message(tr("Step taken back; %1 of 4 steps made.").arg(m_steps.size()));
    return true;
}

void ArimaaDocument::clearSteps()
{
    if (m_replay)
        return;
    const bool had = !m_steps.empty();
    m_steps.clear();
    m_selected = -1;
    refresh();
    // What was said about the piece or the steps is stale now.
    const bool person = !gameOver() && player(m_game.sideToMove()) == Person;
    message(!person ? QString()
            : inSetup() ? tr("%1 sets up.").arg(sideText(m_game.sideToMove()))
            : had ? tr("Steps cleared; %1 to move.").arg(sideText(m_game.sideToMove()))
                  : tr("%1 to move.").arg(sideText(m_game.sideToMove())));
}

} // namespace pb::gui
