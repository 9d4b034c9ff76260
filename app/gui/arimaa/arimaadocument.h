#pragma once

#include "gui/document.h"

#include "arimaa/bot.h"
#include "arimaa/game.h"
#include "arimaa/notation.h"
#include "arimaa/position.h"
#include "arimaa/session.h"
#include "arimaa/timecontrol.h"
#include "gui/replayplayback.h"

#include <QElapsedTimer>
#include <QTimer>

#include <array>
#include <memory>
#include <optional>
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

class ArimaaPlay;

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
// Players: each side is a person, a built-in bot or an AEI engine (a command line). The game is
// an arimaa::Session (the one `arimaa match` runs) on a thread of its own (ArimaaPlay): bots
// and engines think there, a person's move is posted to it, and the session judges everything
// (clocks, faults, the end). Info scores make the evaluation graph. Clocks follow the time
// control (M/R/P/L/G/T, or none): the side to move's clock runs live, a turn over its time
// loses ('t'), and an engine that crashes, hangs, floods or plays an illegal move loses ('f',
// 't' or 'i') with the reason shown.
//
// The document's code is split by concern: arimaadocument.cpp (the game and its session),
// arimaaui.cpp (widgets, what is shown, clocks and graph), arimaamoves.cpp (a person's setup
// and steps), arimaareplay.cpp (records).
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
    // The game being played keeps its own (a take back too) until New Game.
    bool setTimeControl(const QString& text, QString* error = nullptr);
    // Whether the next game is timed, and whether the one being played is.
    bool timed() const { return m_nextTimed; }
    bool gameTimed() const { return m_timed; }
    QComboBox* timeControlCombo() const { return m_controlCombo; }
    // The reason a typed time control was refused, beside the field (hidden when none).
    QLabel* timeControlError() const { return m_controlError; }
    // Milliseconds an untimed bot or engine may think per move.
    void setThinkMillis(int ms) { m_thinkMillis = ms; }
    // The built-in bots' seed for every next game (else each game gets the next of a series),
    // and a fixed search depth (steps; 0: by the clock).
    void setSeed(quint64 seed)
    {
        m_seed = seed;
        m_fixedSeed = true;
    }
    void setBotDepth(int steps) { m_botDepth = steps; }
    bool isThinking() const { return m_thinking; }
    bool gameOver() const;
    int winner() const;
    char termination() const;
    QString endReason() const { return m_endReason; }
    // The session's result once the game has ended; none before, nor for a game left for a new
    // game or a take back.
    const std::optional<pb::arimaa::SessionResult>& result() const { return m_result; }
    // The options the next game's session gets.
    pb::arimaa::SessionOptions sessionOptions() const;
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
    // Esc: drops the piece picked and the steps not yet played, and the message about them.
    void clearSteps();
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
    QLabel* turnLabel() const { return m_turnLabel; }
    QLabel* stepsLabel() const { return m_stepsLabel; }
    QLabel* thinkingLabel() const { return m_thinkingLabel; }
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
    // arimaaautosave.cpp: a game in progress from the start (its moves, players, engines' command
    // lines and time control); restored going on from there with fresh clocks (as a take back).
    QJsonObject autosaveState() const override;
    bool restoreAutosave(const QJsonObject& state, QString* error) override;

    // Whether a file looks like an Arimaa record (official notation or an archive).
    static bool looksLikeRecord(const QString& path);
    // A material count of a position from Gold's view in centi-rabbits (rabbit 100, cat 150,
    // dog 200, horse 300, camel 500, elephant 800): the replay's evaluation graph, engine-free.
    static int materialScore(const pb::arimaa::Position& position);

signals:
    void moved();         // a move (or setup) was played or taken back
    void stateChanged();  // anything shown changed

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildUi();
    bool applyTimeControlText(const QString& text);
    QString replayLabel(int index) const;
    void refresh();
    void message(const QString& text);
    void resetSetup();
    bool stepAcceptable(const std::vector<pb::arimaa::StepToken>& steps, const pb::arimaa::StepToken& step,
                        QString* why) const;
    void leaveReplay();
    void startSession();
    std::shared_ptr<pb::arimaa::Player> makeSeat(int side) const;
    bool playPersonMove(const pb::arimaa::MoveText& move, const QString& refused);
    void afterMove();
    void onTurnStarted(const pb::arimaa::TurnStart& turn);
    void onInfo(int side, const pb::arimaa::AeiInfo& info);
    void onMoved(const pb::arimaa::MoveReport& report, const pb::arimaa::Game& after);
    void onFinished(const pb::arimaa::SessionResult& result);
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
    ArimaaPlay* m_play = nullptr;
    // Where the game began (a position, or the setups), for a take back's new session.
    std::optional<pb::arimaa::Position> m_startPosition;
    int m_startMoveNumber = 2;
    std::optional<pb::arimaa::SessionResult> m_result;
    pb::arimaa::AeiInfo m_lastInfo;  // the thinking side's latest search values
    quint64 m_seed = 1;       // the bots' seed of the game being played
    bool m_fixedSeed = false;
    quint64 m_nextSeed = 1;   // without a fixed seed, each session takes the next
    int m_botDepth = 0;
    pb::arimaa::TimeControl m_control;  // the game being played
    bool m_timed = false;
    pb::arimaa::TimeControl m_nextControl;  // from the next new game
    bool m_nextTimed = false;
    // The clocks as the session last reported them; the side to move's runs on m_turnTimer.
    std::array<std::int64_t, 2> m_reserveMs{};
    std::int64_t m_moveTimeMs = 0;
    QElapsedTimer m_turnTimer;
    QTimer m_clockTimer;
    int m_thinkMillis = 2000;
    bool m_thinking = false;
    QString m_endReason;
    std::vector<std::pair<int, int>> m_evals;

    bool m_replay = false;
    QString m_replayName;
    std::vector<pb::arimaa::Game> m_replayGames;  // after 0, 1, ... moves
    std::vector<std::string> m_replayLines;
    int m_replayIndex = 0;
    ReplayPlayback* m_playback = nullptr;

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
    QLabel* m_controlError = nullptr;
    std::array<QLabel*, 2> m_clockLabels{};
    QLabel* m_thinkingLabel = nullptr;
    QCustomPlot* m_plot = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_finishAction = nullptr;
    QAction* m_undoStepAction = nullptr;
    QAction* m_takeBackAction = nullptr;
    QAction* m_flipAction = nullptr;
    QAction* m_clearAction = nullptr;
};

} // namespace pb::gui
