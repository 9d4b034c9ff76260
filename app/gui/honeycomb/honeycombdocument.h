#pragma once

#include "gui/document.h"
#include "gui/honeycomb/honeycombui.h"
#include "gui/honeycomb/problemlibrary.h"

#include "honeycomb/problem.h"
#include "honeycomb/replay.h"
#include "honeycomb/solutions.h"
#include "honeycomb/solver.h"

#include <QTimer>

#include <atomic>
#include <memory>

class QAction;
class QComboBox;
class QUndoStack;

namespace pb::gui {

class SolveRunner;

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
//
// The document holds the model (problem, entries, phrases, the replay of the shown entry) and
// composes the rest: the widgets (HoneycombUi), the problems it knows (ProblemLibrary), the
// solver (SolveRunner) and its dialogs (HoneycombDialogs). Its own work is spread over
// honeycombdocument.cpp (model, replay, stepping), honeycombfiles.cpp (open, save) and
// handplay.cpp (hand play and its undo).
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
    // honeycombautosave.cpp: the entries with the shown one's text as played, the problem's
    // file, the phrases and the position shown.
    QJsonObject autosaveState() const override;
    bool restoreAutosave(const QJsonObject& state, QString* error) override;

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
    bool isSolving() const;
    int solveGames() const;   // games finished in the current/last solve
    int solveBest() const;    // best score among them (-1 before one)
    QWidget* solveBar() const;
    QAction* solveAction() const;
    QAction* cancelSolveAction() const;

    views::BoardView* boardView() const { return m_ui.board; }
    views::CommandPanel* commandPanel() const { return m_ui.panel; }
    views::ScorePlot* scorePlot() const { return m_ui.plot; }
    views::StepControls* stepControls() const { return m_ui.controls; }
    QComboBox* seedCombo() const { return m_ui.seedCombo; }
    QComboBox* entryCombo() const { return m_ui.entryCombo; }
    // The figure shown for a name: "command", "move", "power", "total", "lines", "locked",
    // "left", "state", "score", "error".
    QString figure(const QString& name) const { return m_ui.figure(name); }

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
    void connectUi();
    // Shows entry m_entry of m_entries on m_problem from its start.
    void showEntry();
    void showPickers();  // the seed and entry pickers, from the model
    // The shown entry keeps the text played so far (unless a replay is still being built).
    void keepShownText();
    void startReplay(int position);
    void adoptReplay(std::shared_ptr<pb::honeycomb::Replay> replay, int position);
    void replayChanged(int position);  // the replay's text changed: refresh everything
    void showPosition(int commands);
    void message(const QString& text);
    void stopPlaying();
    void stepUnit(bool forward);
    void playTick();
    int spawnPositionBefore(int commands) const;
    void applyEdit(int cut, const QString& tail, QChar ch, bool forward, int positionBefore);
    bool saveOrWarn(const QString& path);
    QString askSavePath();
    void abandonSolve();
    void solveDone(const pb::honeycomb::SolverResult& result, bool cancelled);

    pb::honeycomb::Problem m_problem;
    QString m_problemPath;
    ProblemLibrary m_library;
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

    SolveRunner* m_solver = nullptr;
    HoneycombUi m_ui;
};

} // namespace pb::gui
