#pragma once

#include "gui/document.h"

#include "honeycomb/problem.h"
#include "honeycomb/replay.h"
#include "honeycomb/solutions.h"
#include "honeycomb/solver.h"

#include <QElapsedTimer>
#include <QTimer>

#include <atomic>
#include <map>
#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QProgressBar;
class QSplitter;
class QUndoStack;

namespace pb::views {
class BoardView;
class CommandPanel;
class ScorePlot;
class StepControls;
} // namespace pb::views

namespace pb::gui {

// The Honeycomb workspace: a problem, a seed and a solution (typically an entry of a contest
// solutions file), replayed on a worker thread and shown as the board, the solution text with
// its phrases of power and error, a score graph and the figures of the shown command. The step
// controls move through the commands (one command, one unit, start, end, play, slider).
//
// Hand play (Ctrl+H): with the board focused, the contest letters and the arrow-like keys play
// commands; each one is appended to the solution (typing at an earlier command replaces the
// rest), a command that would bring the unit back to a position it held is refused with a
// message, and every change can be undone. Keys: Left W, Right E, Down SW, Page Down SE,
// Up CW (clockwise), Page Up CCW; Ctrl+Backspace goes back to the current unit's spawn.
//
// Solve (F5): the heuristic solver plays the shown problem and seed with the current phrases on
// a worker thread for a time budget, showing the games played and the best score; Esc cancels
// (the best game finished so far is kept; nothing changes if none was). The solution becomes a
// new entry (or fills the shown one when it is empty), unsaved, replayed to its end.
class HoneycombDocument : public Document {
    Q_OBJECT
public:
    explicit HoneycombDocument(QWidget* parent = nullptr);
    ~HoneycombDocument() override;

    // Problem 6 with three real contest solutions (built in).
    static HoneycombDocument* createSample(QWidget* parent = nullptr);

    // A problem to play on, with an empty solution for its first seed.
    void setProblem(const pb::honeycomb::Problem& problem, const QString& path);
    // Solutions (e.g. read from a file): shows entry `index`, whose problem must be known
    // (addProblem) or findable; false with a reason if not.
    bool setSolutions(const std::vector<pb::honeycomb::SolutionEntry>& entries, const QString& path,
                      int index, QString* error);
    void addProblem(const pb::honeycomb::Problem& problem, const QString& path);
    // Shows another entry of the solutions (the text played so far stays in its entry).
    bool selectEntry(int index, QString* error = nullptr);
    void setSeed(std::uint32_t seed);

    // Document
    QString gameId() const override { return QStringLiteral("honeycomb"); }
    QString title() const override;
    bool isModified() const override;
    bool save() override;
    bool saveAs() override;
    QWidget* imageSource() const override;
    bool openFile(const QString& path, QString* error) override;
    void fillMenu(QMenu* menu) override;
    void saveViewSettings() const override;

    // Writes all entries (the shown one with its current text) as a contest solutions file.
    bool saveTo(const QString& path, QString* error);

    bool isBusy() const { return m_busy; }       // a replay is being built
    const pb::honeycomb::Replay& replay() const { return *m_replay; }
    const pb::honeycomb::Problem& problem() const { return m_problem; }
    std::uint32_t seed() const;
    int position() const { return m_position; }  // commands played in the shown state
    void seek(int commands);
    QString solutionText() const { return m_replay->solution(); }
    int entryCount() const { return static_cast<int>(m_entries.size()); }
    int entryIndex() const { return m_entry; }
    QString solutionsPath() const { return m_solutionsPath; }

    // The phrases of power the solution is scored with (the contest's 18 unless changed).
    const QStringList& phrases() const { return m_phrases; }
    void setPhrases(const QStringList& phrases);
    // Asks for the phrases, one per line.
    void editPhrases();

    bool handPlay() const { return m_handPlay; }
    void setHandPlay(bool on);
    // Plays one character in hand play at the shown command; false (and a status message) when
    // refused. Works whether or not hand play is on (tests and menus use it).
    bool playChar(QChar ch);
    void backToLastSpawn();
    QUndoStack* undoStack() const { return m_undo; }
    QString lastMessage() const { return m_lastMessage; }

    // Asks for the time budget, then starts the solver (the Solve action).
    void solve();
    // Starts the solver on the shown problem and seed for `seconds`; false (and a message) when
    // it cannot (no problem, a seed not in the problem, already solving).
    bool startSolve(double seconds);
    // Stops the solver; the best finished game is kept (see solveFinished).
    void cancelSolve();
    bool isSolving() const { return m_solving; }
    int solveGames() const { return m_solveGames; }   // games finished in the current/last solve
    int solveBest() const { return m_solveBest; }     // best score among them (-1 before one)
    QWidget* solveBar() const { return m_solveBar; }
    QAction* solveAction() const { return m_solveAction; }
    QAction* cancelSolveAction() const { return m_cancelSolveAction; }

    views::BoardView* boardView() const { return m_board; }
    views::CommandPanel* commandPanel() const { return m_panel; }
    views::ScorePlot* scorePlot() const { return m_plot; }
    views::StepControls* stepControls() const { return m_controls; }
    QComboBox* seedCombo() const { return m_seedCombo; }
    QComboBox* entryCombo() const { return m_entryCombo; }
    // The figure shown for a name: "command", "move", "power", "total", "lines", "locked",
    // "left", "state", "score", "error".
    QString figure(const QString& name) const;

    // The character a key plays in hand play (0 when the key plays nothing).
    static QChar charForKey(int key, Qt::KeyboardModifiers modifiers, const QString& text);

signals:
    void replayReady();  // a new replay is shown
    // The solver stopped; `adopted` when its solution became the shown one (its replay follows).
    void solveFinished(bool adopted);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    friend class HandEdit;
    void buildUi();
    void restoreViewSettings();
    void startReplay(int position);
    void adoptReplay(std::shared_ptr<pb::honeycomb::Replay> replay, int position);
    void replayChanged(int position);  // the replay's text changed: refresh everything
    void showPosition(int commands);
    void updateSeedCombo();
    void updateEntryCombo();
    void updateProblemLabel();
    void message(const QString& text);
    void stepUnit(bool forward);
    void playTick();
    int spawnPositionBefore(int commands) const;
    void applyEdit(int cut, const QString& tail, QChar ch, bool forward, int positionBefore);
    const pb::honeycomb::Problem* findProblem(int id, const QString& nearPath, QString* path);
    QString askSavePath();
    void abandonSolve();
    void solveDone(const pb::honeycomb::SolverResult& result, bool cancelled);
    void updateSolveBar();

    pb::honeycomb::Problem m_problem;
    QString m_problemPath;
    std::map<int, std::pair<pb::honeycomb::Problem, QString>> m_problems;  // by id, with the path
    std::vector<pb::honeycomb::SolutionEntry> m_entries;
    int m_entry = 0;
    QString m_solutionsPath;  // empty for new solutions, ":/..." for the built-in sample
    bool m_dirty = false;     // changed outside the undo stack (seed, entry)

    QStringList m_phrases = pb::honeycomb::defaultPhrases();
    std::shared_ptr<pb::honeycomb::Replay> m_replay;
    int m_position = 0;
    bool m_busy = false;
    int m_generation = 0;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QTimer m_busyTimer;  // shows the "replaying" banner if a replay takes a while
    QTimer m_playTimer;

    bool m_handPlay = false;
    QUndoStack* m_undo = nullptr;
    QString m_lastMessage;

    views::BoardView* m_board = nullptr;
    views::CommandPanel* m_panel = nullptr;
    views::ScorePlot* m_plot = nullptr;
    views::StepControls* m_controls = nullptr;
    QSplitter* m_mainSplitter = nullptr;
    QSplitter* m_topSplitter = nullptr;
    QComboBox* m_seedCombo = nullptr;
    QComboBox* m_entryCombo = nullptr;
    QLabel* m_problemLabel = nullptr;
    QLabel* m_banner = nullptr;
    QLabel* m_handHelp = nullptr;
    std::map<QString, QLabel*> m_figures;
    QAction* m_handAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_spawnAction = nullptr;
    QAction* m_prevUnit = nullptr;
    QAction* m_nextUnit = nullptr;

    // The solver run (one at a time).
    bool m_solving = false;
    int m_solveGeneration = 0;
    std::shared_ptr<std::atomic<bool>> m_solveCancel;
    int m_solveProblemId = 0;
    std::uint32_t m_solveSeed = 0;
    double m_solveSeconds = 0;
    int m_solveGames = 0;
    int m_solveBest = -1;
    QElapsedTimer m_solveClock;
    QTimer m_solveTimer;  // refreshes the time shown while solving
    QAction* m_solveAction = nullptr;
    QAction* m_cancelSolveAction = nullptr;
    QWidget* m_solveBar = nullptr;
    QLabel* m_solveLabel = nullptr;
    QProgressBar* m_solveProgress = nullptr;
};

} // namespace pb::gui
