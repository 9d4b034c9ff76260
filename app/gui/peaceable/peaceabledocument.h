#pragma once

#include "gui/document.h"
#include "gui/peaceable/peaceablesolverun.h"

#include "peaceable/checker.h"
#include "peaceable/problem.h"
#include "peaceable/scoreboard.h"
#include "peaceable/solver.h"

#include <memory>
#include <utility>
#include <vector>

class QAction;
class QButtonGroup;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSpinBox;
class QDoubleSpinBox;
class QSplitter;
class QTableWidget;
class QUndoStack;

namespace pb::views {
class PeaceableBoardView;
}

namespace pb::gui {

class PeaceableBestTable;

// The Peaceable pieces workspace: one test (an official seed, or an input file) and a placement.
//
// Hand editing: a left click puts the chosen piece for the chosen player on a cell (or changes
// the piece there), a right click removes it; every edit can be undone and redone. Validity,
// each player's total (bars) and the score (the lowest total) update live; conflicts are drawn
// in red with their list; hovering a piece shows what it attacks.
// Solve runs the solver on a worker thread for the chosen time: the board refreshes as it
// improves, the minimum score is plotted against time, Stop keeps the best found.
// Answers open and save in the contest's output format.
//
// The document is the placement and its editing (here); its widgets, actions and menu are built in
// peaceableui.cpp, what they show in peaceableview.cpp, its files in peaceablefiles.cpp; the
// solver runs in a PeaceableSolveRun, the best scores show in a PeaceableBestTable.
class PeaceableDocument : public Document {
    Q_OBJECT
public:
    explicit PeaceableDocument(QWidget* parent = nullptr);
    ~PeaceableDocument() override;

    static PeaceableDocument* createSample(QWidget* parent = nullptr);

    // An official test by its seed, or a test read from the contest's input text.
    void loadSeed(qint64 seed);
    bool loadProblemFile(const QString& path, QString* error);
    bool openAnswer(const QString& path, QString* error);
    bool saveAnswer(const QString& path, QString* error);
    qint64 seed() const { return m_seed; }
    const pb::peaceable::Problem& problem() const { return m_problem; }
    const pb::peaceable::ScoreBoard& board() const { return *m_board; }

    // Hand editing (undoable). `cell` is row * N + column.
    bool placePiece(int cell, std::int8_t piece, std::int8_t owner);
    bool removePiece(int cell);
    void setBrush(std::int8_t piece, std::int8_t owner);
    QUndoStack* undoStack() const { return m_undo; }

    // The checker's verdict on the placement (recomputed after each change).
    const pb::peaceable::Verdict& verdict() const { return m_verdict; }
    // The cells a piece on `cell` attacks (its lines up to the first piece or wall, or its
    // targets), for the hover display.
    std::vector<int> attackedCells(int cell) const;

    // The solver on a worker thread; keeps improving the shown placement until the time is up or
    // stopSolving(); the best placement found stays.
    void startSolving(double seconds);
    void stopSolving();
    bool isSolving() const { return m_run.running(); }
    // (seconds, score) of every improvement seen during the last run.
    const std::vector<std::pair<double, int>>& progress() const { return m_run.progress(); }

    // The best-scores table (the database `peaceable batch` keeps): every finished solver run on
    // an official seed is offered to it; a double click opens that seed with its best answer.
    void setBestScoresPath(const QString& path);
    QString bestScoresPath() const;
    void refreshBestScores();
    bool openBest(qint64 seed);
    QTableWidget* bestTable() const;

    views::PeaceableBoardView* boardView() const { return m_view; }
    QLabel* scoreLabel() const { return m_scoreLabel; }
    QLabel* conflictLabel() const { return m_conflictLabel; }
    QCustomPlot* barPlot() const { return m_bars; }
    QCustomPlot* progressPlot() const { return m_progressPlot; }

    // Document
    QString gameId() const override { return QStringLiteral("peaceable"); }
    QString title() const override;
    bool isModified() const override { return m_modified; }
    bool save() override;
    bool saveAs() override;
    QWidget* imageSource() const override;
    bool openFile(const QString& path, QString* error) override;
    void fillMenu(QMenu* menu) override;
    void saveViewSettings() const override;
    // peaceableautosave.cpp: the unsaved placement with its test (a seed, or the test's text)
    // and the answer's file.
    QJsonObject autosaveState() const override;
    bool restoreAutosave(const QJsonObject& state, QString* error) override;

    // Whether a file is a Peaceable input (N, C, N*N cells, five points) or answer.
    static bool looksLikeProblem(const QString& path);

signals:
    void changed();         // the placement changed
    void solvingFinished();

private:
    friend class PeaceableEdit;
    void buildUi();
    void setProblem(const pb::peaceable::Problem& problem, const QString& name);
    void setCell(int cell, std::int8_t piece, std::int8_t owner);  // no undo entry
    void refresh();
    void message(const QString& text);
    void applySolverAnswer(const pb::peaceable::Answer& answer, int score, double seconds);
    void solveFinished(const pb::peaceable::SolverResult& result, double seconds);
    void askOpenAnswer();
    // Before the placement is replaced by the user (Generate, another seed, a best score): asks
    // to save, discard or cancel an unsaved answer. False: keep it.
    bool askToReplaceAnswer();
    int padded(int cell) const;
    static QString pieceName(std::int8_t piece);  // "queen", ... for tool tips and undo entries

    pb::peaceable::Problem m_problem;
    std::unique_ptr<pb::peaceable::ScoreBoard> m_board;
    pb::peaceable::Verdict m_verdict;
    qint64 m_seed = 1;
    QString m_name;
    QString m_answerPath;
    bool m_modified = false;
    std::int8_t m_brushPiece = pb::peaceable::Queen;
    std::int8_t m_brushOwner = 0;
    int m_hovered = -1;

    PeaceableSolveRun m_run;

    QUndoStack* m_undo = nullptr;
    views::PeaceableBoardView* m_view = nullptr;
    QSplitter* m_splitter = nullptr;
    QSpinBox* m_seedBox = nullptr;
    QSpinBox* m_ownerBox = nullptr;
    QButtonGroup* m_pieceGroup = nullptr;
    QDoubleSpinBox* m_secondsBox = nullptr;
    QSpinBox* m_threadsBox = nullptr;
    double m_runSeconds = 0;  // the time asked for
    QPushButton* m_solveButton = nullptr;
    QLabel* m_problemLabel = nullptr;
    QLabel* m_scoreLabel = nullptr;
    QLabel* m_conflictLabel = nullptr;
    QCustomPlot* m_bars = nullptr;
    QCustomPlot* m_progressPlot = nullptr;
    QAction* m_solveAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_clearAction = nullptr;
    PeaceableBestTable* m_bestTable = nullptr;
};

} // namespace pb::gui
