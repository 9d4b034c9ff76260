#pragma once

#include "honeycomb/game.h"
#include "honeycomb/problem.h"
#include "honeycomb/solutions.h"

#include <QCoreApplication>
#include <QString>

#include <map>
#include <vector>

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QSplitter;
class QUndoStack;
class QWidget;

namespace pb::honeycomb {
class Replay;
} // namespace pb::honeycomb

namespace pb::views {
class BoardView;
class CommandPanel;
class ScorePlot;
class StepControls;
} // namespace pb::views

namespace pb::gui {

// The Honeycomb workspace's widgets and actions: built and laid out in one place, filled from
// the document's model here, wired to the document by the document. Its strings keep the
// document's translation context, so the translations made for them still apply.
struct HoneycombUi {
    Q_DECLARE_TR_FUNCTIONS(pb::gui::HoneycombDocument)
public:
    // Builds everything into `owner` (which gets the layout); `undo` makes the undo/redo actions,
    // `solveBar` (the solver's progress bar) goes under the banner.
    void build(QWidget* owner, QUndoStack* undo, QWidget* solveBar);
    void restoreSettings();
    void saveSettings() const;

    void showProblem(const pb::honeycomb::Problem& problem, const QString& path);
    // The problem's seeds (each once), `current` selected (added when not one of them).
    void showSeeds(const pb::honeycomb::Problem& problem, std::uint32_t current);
    // The entries of the solutions; the picker shows only when there are several.
    void showEntries(const std::vector<pb::honeycomb::SolutionEntry>& entries, int current);
    // The red banner of a solution with an error (hidden without one).
    void showError(const pb::honeycomb::ScoreResult& result);
    // The "replaying" banner for a replay of `characters` characters.
    void showReplaying(qsizetype characters);
    // The figures of the command `position` of the replay, `game` being its state there.
    void showFigures(const pb::honeycomb::Replay& replay, int position, const pb::honeycomb::Game& game);
    QString figure(const QString& name) const;  // as shown, without markup

    views::BoardView* board = nullptr;
    views::CommandPanel* panel = nullptr;
    views::ScorePlot* plot = nullptr;
    views::StepControls* controls = nullptr;
    QSplitter* mainSplitter = nullptr;
    QSplitter* topSplitter = nullptr;
    QComboBox* seedCombo = nullptr;
    QComboBox* entryCombo = nullptr;
    QLabel* entryLabel = nullptr;
    QLabel* problemLabel = nullptr;
    QLabel* banner = nullptr;
    QLabel* handHelp = nullptr;
    std::map<QString, QLabel*> figures;
    QAction* handAction = nullptr;
    QAction* undoAction = nullptr;
    QAction* redoAction = nullptr;
    QAction* spawnAction = nullptr;
    QAction* prevUnit = nullptr;
    QAction* nextUnit = nullptr;

private:
    QHBoxLayout* buildTopBar(QWidget* owner, QUndoStack* undo);
    void buildStepControls(QWidget* owner);
    QWidget* buildSide(QWidget* parent);
};

} // namespace pb::gui
