#pragma once

#include "gui/document.h"

#include "arimaa/bot.h"
#include "arimaa/game.h"
#include "arimaa/notation.h"
#include "arimaa/position.h"
#include "arimaa/timecontrol.h"

#include <QElapsedTimer>
#include <QTimer>

#include <atomic>
#include <memory>

#include <array>
#include <vector>

class QAction;
class QComboBox;
class QCustomPlot;
class QLabel;
class QListWidget;
class QPushButton;
class QSplitter;

namespace pb::views {
class ArimaaBoardView;
class StepControls;
}

namespace pb::gui {

class ArimaaEngineSeat;

// The Arimaa workspace: one game on the board, or the replay of a game record.
//
// Setup: the side to set up sees its sixteen pieces on its two home ranks (a standard setup to
// start with, or a seeded random one); dragging one piece onto another swaps them; Confirm Setup
// plays it. Moves: a piece is dragged (or clicked, then its destination clicked) one step at a
// time; legal destinations are marked, pushes and pulls are two such steps (the enemy piece
// first for a push, ours first for a pull), frozen pieces are marked, the steps so far are drawn
// as arrows and counted; Undo Step takes the last one back and Finish Turn plays the move (a
// move must change the position and may not repeat one a third time: refused with the reason).
// Take Back undoes the last move.
//
// Players: each side is a person, a built-in bot or an AEI engine (a command line). Engines
// and bots think on worker threads; their info scores make the evaluation graph. Clocks follow
// the time control (M/R/P/L/G/T, or none): the side to move's clock runs live, a turn over its
// time loses ('t'), and an engine that crashes, hangs or plays an illegal move forfeits ('f')
// with the reason shown.
//
// Replay (File > Open a game in the official notation, or an arimaa.com archive): the position
// after any move with the step controls, the move list to click, and the result.
class ArimaaDocument : public Document {
    Q_OBJECT
public:
    enum Player { Person = 0, BotRandom = 1, BotSearch = 2, Engine = 3 };

    explicit ArimaaDocument(QWidget* parent = nullptr);
    ~ArimaaDocument() override;

    static ArimaaDocument* createSample(QWidget* parent = nullptr);

    void newGame();
    // Who plays a side (takes effect at once; an engine needs its command first).
    void setPlayer(int side, int player);
    int player(int side) const { return m_players[static_cast<std::size_t>(side)]; }
    void setEngineCommand(int side, const QString& command);
    // The time control of the next game ("" or "none": no clocks); false when it does not parse.
    bool setTimeControl(const QString& text, QString* error = nullptr);
    bool timed() const { return m_timed; }
    const pb::arimaa::GameClock& clock() const { return m_clock; }
    // Milliseconds an untimed bot or engine may think per move.
    void setThinkMillis(int ms) { m_thinkMillis = ms; }
    bool isThinking() const { return m_thinking; }
    bool gameOver() const;
    int winner() const;
    char termination() const;
    QString endReason() const { return m_endReason; }
    // Evaluation points (move index, score in centi-rabbits from Gold's view).
    const std::vector<std::pair<int, int>>& evaluations() const { return m_evals; }
    QCustomPlot* evalPlot() const { return m_plot; }
    QLabel* clockLabel(int side) const { return m_clockLabels[static_cast<std::size_t>(side)]; }

    // Goes on from a game (a position to analyse or play from, e.g. a diagram's).
    void startFrom(const pb::arimaa::Game& game);
    const pb::arimaa::Game& game() const { return m_game; }

    // Setup of the side to move (its home ranks in m_setup).
    bool inSetup() const;
    void standardSetup();
    void randomSetup(quint64 seed);
    bool confirmSetup();

    // A person's move, step by step.
    bool dropPiece(int from, int to);
    bool clickSquare(int square);
    bool undoStep();
    bool finishTurn();
    bool takeBack();
    const std::vector<pb::arimaa::StepToken>& pendingSteps() const { return m_steps; }
    // The board as shown: the game's position, the setup being made, or the steps so far.
    pb::arimaa::Position shownPosition() const;
    // Where the piece on a square may step next (pushes and pulls included).
    std::vector<int> legalTargets(int from) const;
    QString lastMessage() const { return m_lastMessage; }

    // Replay of a record: every game of the file (an archive may hold many); `game` picks one.
    bool openRecord(const QString& path, QString* error, int game = -1);
    bool isReplay() const { return m_replay; }
    int replayMove() const { return m_replayIndex; }
    int replayMoves() const { return static_cast<int>(m_replayGames.size()) - 1; }
    void showReplayMove(int index);

    views::ArimaaBoardView* boardView() const { return m_board; }
    QListWidget* moveList() const { return m_moveList; }
    QLabel* statusLabel() const { return m_statusLabel; }
    views::StepControls* stepControls() const { return m_stepControls; }
    QPushButton* finishButton() const { return m_finishButton; }

    // Document
    QString gameId() const override { return QStringLiteral("arimaa"); }
    QString title() const override;
    bool isModified() const override { return false; }
    bool save() override { return true; }
    bool saveAs() override;
    QWidget* imageSource() const override;
    bool openFile(const QString& path, QString* error) override { return openRecord(path, error); }
    void fillMenu(QMenu* menu) override;
    void saveViewSettings() const override;

    // Whether a file looks like an Arimaa record (official notation or an archive).
    static bool looksLikeRecord(const QString& path);

signals:
    void moved();         // a move (or setup) was played or taken back
    void stateChanged();  // anything shown changed

private:
    void buildUi();
    void refresh();
    void message(const QString& text);
    void resetSetup();
    bool stepAcceptable(const std::vector<pb::arimaa::StepToken>& steps, const pb::arimaa::StepToken& step,
                        QString* why) const;
    void leaveReplay();
    void afterMove();
    void maybeThink();
    void startEngines();
    void startEngine(int side);
    void stopThinking();
    void endGame(int winner, char termination, const QString& reason);
    bool playThought(const std::string& move, std::int64_t usedMs, int side, const QString& who);
    void updateClocks();
    void updatePlot();
    QString playerName(int side) const;

    pb::arimaa::Game m_game;
    std::array<char, 64> m_setup{};  // the setup being made ('\0' elsewhere)
    std::vector<pb::arimaa::StepToken> m_steps;
    int m_selected = -1;
    QString m_lastMessage;

    std::array<int, 2> m_players{Person, Person};
    std::array<QString, 2> m_engineCommands;
    std::array<std::unique_ptr<ArimaaEngineSeat>, 2> m_engines;
    // The built-in bots, one per side; a cancelled search keeps its own (shared) bot until it
    // ends, and the side gets a fresh one.
    std::array<std::shared_ptr<pb::arimaa::Bot>, 2> m_bots;
    std::uint64_t m_botSeed = 1;
    pb::arimaa::SearchReport m_lastReport;  // the thinking bot's latest iteration
    pb::arimaa::TimeControl m_control;
    bool m_timed = false;
    pb::arimaa::GameClock m_clock;
    QElapsedTimer m_turnTimer;    // the side to move's time on this turn
    QElapsedTimer m_gameTimer;    // the game's time (limit G)
    QTimer m_clockTimer;
    int m_thinkMillis = 2000;
    bool m_thinking = false;
    int m_generation = 0;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    int m_forcedWinner = -1;      // a loss on time or a forfeit
    char m_forcedTermination = 0;
    QString m_endReason;
    std::vector<std::pair<int, int>> m_evals;
    std::vector<std::array<int, 2>> m_pieceCounts;  // after each turn, for a halted game

    bool m_replay = false;
    QString m_replayName;
    std::vector<pb::arimaa::Game> m_replayGames;  // after 0, 1, ... moves
    std::vector<std::string> m_replayLines;
    int m_replayIndex = 0;
    QTimer m_replayTimer;

    views::ArimaaBoardView* m_board = nullptr;
    QListWidget* m_moveList = nullptr;
    QLabel* m_turnLabel = nullptr;
    QLabel* m_statusLabel = nullptr;
    QLabel* m_stepsLabel = nullptr;
    views::StepControls* m_stepControls = nullptr;
    QWidget* m_setupButtons = nullptr;
    QWidget* m_moveButtons = nullptr;
    QPushButton* m_finishButton = nullptr;
    QPushButton* m_undoStepButton = nullptr;
    QSplitter* m_splitter = nullptr;
    std::array<QComboBox*, 2> m_playerCombos{};
    QComboBox* m_controlCombo = nullptr;
    std::array<QLabel*, 2> m_clockLabels{};
    QLabel* m_thinkingLabel = nullptr;
    QCustomPlot* m_plot = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_finishAction = nullptr;
    QAction* m_undoStepAction = nullptr;
    QAction* m_takeBackAction = nullptr;
    QAction* m_flipAction = nullptr;
};

} // namespace pb::gui
