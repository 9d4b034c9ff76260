// The Less workspace: what is shown (labels, the plot, the thinking indicator, the rush
// animation) from the game as the session reported it.
#include "gui/less/lessdocument.h"

#include "gui/less/lessplay.h"
#include "gui/less/movesplot.h"
#include "gui/workers.h"

#include "less/boardview.h"

#include <QAction>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>

namespace pb::gui {

using namespace pb::less;

QCustomPlot* LessDocument::plot() const { return m_plot; }

void LessDocument::startRushTables()
{
    // The exact rush of every placement of each colour (0.2 s a colour), so the projected score
    // and its plot use exact rushes instead of the lower bound once they are ready.
    if (m_rushTables && m_rushTables->board == m_boardData)
        return;
    m_rushTables.reset();
    // A build under way for another board (or a closed document) is cancelled, so it does not
    // hold a worker thread for nothing.
    if (m_tableCancel)
        m_tableCancel->store(true);
    m_tableCancel = std::make_shared<std::atomic<bool>>(false);
    const Board board = m_boardData;
    m_tableWatcher.setFuture(QtConcurrent::run(workerPool(), [board, cancel = m_tableCancel] {
        lowerThreadPriority();
        auto tables = std::make_shared<RushTables>();
        tables->board = board;
        for (int c = 0; c < kColours; ++c) {
            tables->tables.emplace_back(board, c, cancel.get());
            if (!tables->tables.back().complete())
                return std::shared_ptr<const RushTables>();
        }
        return std::shared_ptr<const RushTables>(std::move(tables));
    }));
}

int LessDocument::rushEstimate(const Game& g, int colour) const
{
    if (g.rushMoves(colour) >= 0)
        return g.rushMoves(colour);
    const std::array<int, kPieces> pieces = g.position().pieces(colour);
    if (m_rushTables && m_rushTables->board == g.board())
        return m_rushTables->tables[static_cast<std::size_t>(colour)].moves(pieces);
    return rushLowerBound(g.board(), colour, pieces);
}

bool LessDocument::projectionIsExact() const { return m_rushTables && m_rushTables->board == m_game.board(); }

int LessDocument::projectedMoves(int team) const
{
    int moves = 0;
    for (int c = 0; c < kColours; ++c)
        if (teamOf(c) == team)
            moves += m_game.charged(c) + rushEstimate(m_game, c);
    return moves;
}

int LessDocument::projectedScore(int team) const { return teamScore(projectedMoves(team), projectedMoves(1 - team)); }

void LessDocument::updateThinking()
{
    if (!isThinking()) {
        m_thinkingTimer.stop();
        return;
    }
    const int colour = m_game.toMove();
    if (m_game.phase() == Game::Phase::Playing && seat(colour) == kProgram && !m_judged[static_cast<std::size_t>(colour)]) {
        if (m_thinkingColour == colour && m_leftMs >= 0) {
            const qint64 left = std::max<qint64>(0, m_leftMs - m_turnClock.elapsed());
            m_thinkingLabel->setText(tr("%1's program is thinking... %2 s left")
                                         .arg(lessColourText(colour), QLocale().toString(left / 1000.0, 'f', 1)));
        } else {
            m_thinkingLabel->setText(tr("%1's program is thinking...").arg(lessColourText(colour)));
        }
    }
}

void LessDocument::refresh()
{
    const Game& g = m_game;
    const int colour = g.toMove();
    if (!m_rushing) {
        switch (g.phase()) {
        case Game::Phase::Playing:
            m_turnLabel->setText(tr("Turn %1 of %2: %3 to move (%4)")
                                     .arg(g.turnsMade(colour) + 1)
                                     .arg(kTurnLimit)
                                     .arg(lessColourText(colour), seatText(colour)));
            break;
        case Game::Phase::Rush: m_turnLabel->setText(tr("Final rush")); break;
        case Game::Phase::Over: m_turnLabel->setText(tr("Game over")); break;
        }
    }
    const bool human = humanToMove();
    const std::vector<Step>& pending = m_turn.steps();
    if (human) {
        QStringList steps;
        for (const Step& s : pending)
            steps << QString::fromStdString(stepText(s));
        m_budgetLabel->setText(tr("Moves left this turn: %1 of %2%3")
                                   .arg(budgetLeft())
                                   .arg(kTurnBudget)
                                   .arg(steps.isEmpty() ? QString() : tr(" (%1)").arg(steps.join(QLatin1Char(':')))));
    } else {
        m_budgetLabel->setText(QString());
    }
    m_movesLabel->setText(tr("Moves charged: Yellow %1, White %2 (team %3); Black %4, Red %5 (team %6)")
                              .arg(g.moves(Yellow))
                              .arg(g.moves(White))
                              .arg(g.teamMoves(0))
                              .arg(g.moves(Black))
                              .arg(g.moves(Red))
                              .arg(g.teamMoves(1)));
    if (g.phase() == Game::Phase::Over) {
        const std::vector<Fault>& faults = m_replay ? m_log.faults : m_faults;
        if (faults.empty()) {
            m_scoreLabel->setText(tr("Score: Yellow+White %1, Black+Red %2").arg(g.score(0)).arg(g.score(1)));
        } else {
            const std::array<int, kColours> scores = scoresOf(g, faults);
            m_scoreLabel->setText(tr("Score: Yellow %1, White %2, Black %3, Red %4 (a program with a fault scores 0)")
                                      .arg(scores[Yellow])
                                      .arg(scores[White])
                                      .arg(scores[Black])
                                      .arg(scores[Red]));
        }
        QString why;
        switch (g.rushReason()) {
        case Game::RushReason::TurnLimit: why = tr("after %1 turns each").arg(kTurnLimit); break;
        case Game::RushReason::Stuck: why = tr("%1 could not move").arg(lessColourText(g.stuckColour())); break;
        case Game::RushReason::AllHome: why = tr("every piece home"); break;
        case Game::RushReason::None: break;
        }
        QStringList rush;
        for (int c = 0; c < kColours; ++c)
            rush << tr("%1 %2").arg(lessColourText(c)).arg(g.rushMoves(c));
        const int s0 = g.score(0), s1 = g.score(1);
        const QString winner = s0 == s1 ? tr("A draw") : (s0 > s1 ? tr("Yellow+White win") : tr("Black+Red win"));
        m_resultLabel->setText(tr("%1, %2 to %3 (%4; final rush: %5).").arg(winner).arg(s0).arg(s1).arg(why, rush.join(tr(", "))));
    } else {
        // The same projected moves as the plot's dashed lines, and the score they would give.
        m_scoreLabel->setText((projectionIsExact() ? tr("Projected moves (charged + exact rushes): Yellow+White %1, Black+Red %2; "
                                                        "that scores Yellow+White %3, Black+Red %4")
                                                   : tr("Projected moves (charged + rushes by lower bound): Yellow+White %1, "
                                                        "Black+Red %2; that scores Yellow+White %3, Black+Red %4"))
                                  .arg(projectedMoves(0))
                                  .arg(projectedMoves(1))
                                  .arg(projectedScore(0))
                                  .arg(projectedScore(1)));
        m_resultLabel->setText(g.phase() == Game::Phase::Rush ? tr("Computing the final rush...") : QString());
    }
    const bool thinking = isThinking();
    m_thinkingLabel->setVisible(thinking);
    m_thinkingBar->setVisible(thinking);
    if (thinking) {
        m_thinkingLabel->setText(g.phase() == Game::Phase::Playing ? tr("%1 is thinking...").arg(lessColourText(colour))
                                                                   : tr("Computing the rush..."));
        updateThinking();
    }
    if (!m_replay) {
        QStringList faults;
        for (const Fault& f : m_faults)
            faults << faultText(f);
        m_faultsLabel->setVisible(!faults.isEmpty());
        m_faultsLabel->setText(tr("Faults: %1").arg(faults.join(QLatin1String("; "))));
    }
    const bool canConfirm = human && !pending.empty();
    m_confirmButton->setEnabled(canConfirm);
    m_confirmAction->setEnabled(canConfirm);
    m_undoStepButton->setEnabled(canConfirm);
    m_undoStepAction->setEnabled(canConfirm);
    const bool canUndoTurn = !hasProgram() && std::any_of(m_past.begin(), m_past.end(), [this](const Game& p) {
        return seat(p.toMove()) == kHuman;
    });
    m_undoTurnButton->setEnabled(canUndoTurn);
    m_undoTurnAction->setEnabled(canUndoTurn);
    m_skipRushAction->setEnabled(m_rushing);
    if (m_replay)
        replayLabels();
    m_plot->showGames(m_past, m_game, [this](const Game& game, int c) { return rushEstimate(game, c); });
    emit stateChanged();
}

void LessDocument::rushTick()
{
    // Shows colour m_rushColour alone after m_rushStep of its rush steps.
    const auto& rushSteps = m_result.log.rushSteps;
    while (m_rushColour < kColours && m_rushStep > static_cast<int>(rushSteps[static_cast<std::size_t>(m_rushColour)].size())) {
        ++m_rushColour;
        m_rushStep = 0;
    }
    if (m_rushColour >= kColours) {
        finishRushAnimation();
        return;
    }
    const auto& steps = rushSteps[static_cast<std::size_t>(m_rushColour)];
    Position shown;
    for (int sq : m_game.position().pieces(m_rushColour))
        shown.set(sq, m_rushColour);
    int cost = 0;
    for (int i = 0; i < m_rushStep; ++i) {
        shown.move(steps[static_cast<std::size_t>(i)].from, steps[static_cast<std::size_t>(i)].to);
        cost += steps[static_cast<std::size_t>(i)].cost;
    }
    m_board->setPosition(shown);
    m_board->setTrail(std::vector<Step>(steps.begin(), steps.begin() + m_rushStep),
                      std::vector<int>(static_cast<std::size_t>(m_rushStep), m_rushColour));
    m_board->setSelected(-1);
    m_board->setTargets({});
    // A colour already home has no rush to show: "0 of 0 moves" read like a fault.
    if (steps.empty())
        m_turnLabel->setText(tr("Final rush: %1 is already home").arg(lessColourText(m_rushColour)));
    else
        m_turnLabel->setText(tr("Final rush: %1, %2 of %3 moves").arg(lessColourText(m_rushColour)).arg(cost).arg(m_game.rushMoves(m_rushColour)));
    ++m_rushStep;
    emit stateChanged();
}

void LessDocument::finishRushAnimation()
{
    if (!m_rushing)
        return;
    m_rushTimer.stop();
    m_rushing = false;
    m_lastTurn.clear();
    m_lastColours.clear();
    m_lastTurns = 0;
    resetTurn();
    refresh();
}

} // namespace pb::gui
