#pragma once

#include "gui/document.h"

#include "gui/less/turnbuilder.h"

#include "less/board.h"
#include "less/bot.h"
#include "less/gamelog.h"
#include "less/position.h"
#include "less/rush.h"
#include "less/session.h"
#include "gui/replayplayback.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QTimer>

#include <array>
#include <atomic>
#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;
class QCustomPlot;
class QGroupBox;

namespace pb::views {
class LessBoardView;
class StepControls;
}

namespace pb::gui {

class LessMovesPlot;
class LessPlay;

// The Less workspace: one game on a board (generated from a seed, or a pasted wall string),
// each colour played by a person at this computer, a built-in bot level, or an external program
// speaking the CodeCup 2017 dialogue. The game is played by the same less::Session that
// `playbench-cli less play` runs (30 s a game for a program; a program that crashes, runs out
// of time or sends an invalid turn scores 0 and the judge's bot plays its seat from then on),
// on a thread of its own (LessPlay); the workspace watches its events and passes a person's
// turns to it.
//
// A person builds a turn by clicks (LessTurnBuilder): a piece (the legal targets show with
// their cost), then a target; the steps add up against the budget of 3 and can be taken back
// one by one (Backspace) before the turn is confirmed (Enter). Refused clicks are explained in
// the status bar. Bots show a "thinking" indicator; closing the game cancels them. Undo Turn
// (Ctrl+Z) goes back to the last turn a person played, so a person can retry against the bots.
// Once the game is over, every colour's final rush is shown step by step, then the result.
class LessDocument : public Document {
    Q_OBJECT
public:
    static constexpr int kHuman = 0;     // a seat's player; bot levels are their BotLevel values
    static constexpr int kProgram = -1;  // an external program (seatProgram() says which)

    explicit LessDocument(QWidget* parent = nullptr);
    ~LessDocument() override;

    // The task's Figure 1 board, you as Yellow against bots.
    static LessDocument* createSample(QWidget* parent = nullptr);

    // Starts a new game on a board; `name` is shown in the tab ("Figure 1", "seed 7", ...).
    void newGame(const pb::less::Board& board, const QString& name);
    // The New Game question: a seed, or a 112-digit wall string. False with a reason when the
    // text is neither.
    bool newGameFromText(const QString& text, QString* error);
    // The board such a text stands for and its name, without starting a game.
    bool boardFromText(const QString& text, pb::less::Board* board, QString* name, QString* error) const;
    void askNewGame();

    // Who plays a colour: kHuman or a BotLevel value.
    void setSeat(int colour, int player);
    int seat(int colour) const { return m_seats[static_cast<std::size_t>(colour)]; }
    // An external program for a colour: `command` is the program and its arguments. The game
    // starts again on the same board so that the program sees it from the first turn.
    void setSeatProgram(int colour, const QString& command);
    QString seatProgram(int colour) const { return m_programCommands[static_cast<std::size_t>(colour)]; }
    // Asks for a program (recent commands, Browse...) and sets it; false when cancelled.
    bool chooseProgram(int colour);
    // The seed of the built-in bots (each colour its own stream, as `less play --seed`); the
    // same board, players and seed give the same game.
    void setSeed(std::uint64_t seed) { m_seed = seed; }
    // A program's time for the game (30 s as in the contest; tests use less).
    void setProgramMillis(qint64 ms) { m_programMillis = ms; }
    void setBotMillis(int ms);
    // The shortest time a bot's turn takes on screen, so each answer can be followed (0 in
    // tests; 400 ms by default).
    void setBotPause(int ms) { m_botPause = ms; }

    // Human play.
    // A click on a square (what the board's clicks do); false with a message when refused.
    bool clickSquare(int square);
    bool confirmTurn();
    bool undoStep();
    void clearTurn();
    // Back to before the last turn a person played (bots waiting are cancelled).
    bool undoTurn();
    int budgetLeft() const;
    const std::vector<pb::less::Step>& pendingSteps() const { return m_turn.steps(); }
    const pb::less::Position& shownPosition() const { return m_turn.position(); }
    int selectedSquare() const { return m_turn.selected(); }

    const pb::less::Game& game() const { return m_game; }
    // A bot or a program is to move (or the final rush is being played).
    bool isThinking() const;
    bool isRushing() const { return m_rushing; }
    bool humanToMove() const;
    QString lastMessage() const { return m_lastMessage; }
    // Faults of the programs in this game (the judge's bot plays a faulty program's seat).
    const std::vector<pb::less::Fault>& faults() const { return m_faults; }
    // The whole record of the last game played to its end (as `less play` writes it).
    const pb::less::GameLog& finishedLog() const { return m_result.log; }
    // The game so far as a game log (what Save As writes); its scores once the game is over.
    pb::less::GameLog currentLog() const;
    bool saveLog(const QString& path, QString* error);
    // The projected team score: charged moves plus every colour's rush, exact once the rush
    // tables of the board are built (a worker thread, about a second), a lower bound before.
    int projectedScore(int team) const;
    // A team's projected moves (charged plus its colours' rushes), as the plot's dashed lines.
    int projectedMoves(int team) const;
    QLabel* scoreLabel() const { return m_scoreLabel; }
    bool projectionIsExact() const;
    // Skips the rush animation to its end.
    void finishRushAnimation();

    views::LessBoardView* boardView() const { return m_board; }
    QCustomPlot* plot() const;
    QComboBox* seatCombo(int colour) const { return m_seatCombos[static_cast<std::size_t>(colour)]; }
    QPushButton* confirmButton() const { return m_confirmButton; }
    QLabel* budgetLabel() const { return m_budgetLabel; }
    QLabel* resultLabel() const { return m_resultLabel; }
    QLabel* thinkingLabel() const { return m_thinkingLabel; }

    // Document
    QString gameId() const override { return QStringLiteral("less"); }
    QString title() const override;
    bool isModified() const override { return false; }
    bool save() override { return true; }
    bool saveAs() override;
    QWidget* imageSource() const override;
    bool openFile(const QString& path, QString* error) override;
    void fillMenu(QMenu* menu) override;
    void saveViewSettings() const override;
    // lessautosave.cpp: a game in progress (board, seats, bots' seed, the turns so far); restored
    // as the same game going on from there.
    QJsonObject autosaveState() const override;
    bool restoreAutosave(const QJsonObject& state, QString* error) override;

    // Replay of a saved game log (File > Open): the board at any turn, moved through with the
    // step controls; seats cannot be changed. Round r shows the game after r turns; the last
    // round also shows the final rush and the result.
    bool openLog(const QString& path, QString* error);
    bool isReplay() const { return m_replay; }
    int replayRound() const { return m_replayRound; }
    int replayRounds() const { return static_cast<int>(m_replayGames.size()) - 1; }
    void showReplayRound(int round);
    const pb::less::GameLog& replayLog() const { return m_log; }
    views::StepControls* stepControls() const { return m_stepControls; }
    QLabel* turnLabel() const { return m_turnLabel; }
    QLabel* movesLabel() const { return m_movesLabel; }
    QLabel* faultsLabel() const { return m_faultsLabel; }

signals:
    void turnPlayed();    // a turn (person or bot) was played
    void gameOver();      // the result is known
    void stateChanged();  // anything shown changed

private:
    // lessdocument.cpp: the game and its session.
    pb::less::SessionOptions sessionOptions() const;
    std::shared_ptr<pb::less::Player> makeSeatPlayer(int colour) const;
    void startSession(std::optional<pb::less::Game> resume = std::nullopt);
    void replaceBots();
    void onTurnStarted(int colour, int kind, qint64 leftMs);
    void onTurnPlayed(const pb::less::Game& after);
    void onFault(const pb::less::Fault& fault);
    void onFinished(const pb::less::SessionResult& result, const pb::less::Game& game);
    bool hasProgram() const;
    void message(const QString& text);
    void resetTurn();
    void updateTargets();
    void updateSeatCombo(int colour);
    QString faultText(const pb::less::Fault& fault) const;
    QString playerText(int player) const;
    QString seatText(int colour) const;
    // lessview.cpp: what is shown.
    void refresh();
    void updateThinking();
    void startRushTables();
    int rushEstimate(const pb::less::Game& game, int colour) const;
    void rushTick();
    // lessui.cpp: widgets, actions and settings.
    void buildUi();
    QGroupBox* buildSeats(QWidget* parent);
    void buildActions();
    void restoreSettings();
    void saveSeats() const;
    // lessreplay.cpp
    void leaveReplay();
    void replayLabels();

    pb::less::Board m_boardData;
    QString m_boardName;
    pb::less::Game m_game{pb::less::Board()};
    std::vector<pb::less::Game> m_past;  // the game before each turn played
    std::array<int, pb::less::kColours> m_seats{kHuman, int(pb::less::BotLevel::Greedy), int(pb::less::BotLevel::Greedy),
                                               int(pb::less::BotLevel::Greedy)};
    std::array<QString, pb::less::kColours> m_programCommands;
    int m_botMillis = 500;
    int m_botPause = 400;
    qint64 m_programMillis = 30000;
    std::uint64_t m_seed = 1;

    // The game's session, and what it told us.
    LessPlay* m_play = nullptr;
    std::array<bool, pb::less::kColours> m_judged{};  // the judge's bot plays the seat
    std::vector<pb::less::Fault> m_faults;
    pb::less::SessionResult m_result;  // of the last game played to its end
    int m_thinkingColour = -1;
    qint64 m_leftMs = -1;              // a program's time left when its turn started
    QElapsedTimer m_turnClock;
    QTimer m_thinkingTimer;            // updates a program's time left while it thinks

    // The person's turn being built, and the turns since a person's last turn (at most three),
    // shown as the trail while no turn is being built, with the colour of each step's mover.
    LessTurnBuilder m_turn;
    std::vector<pb::less::Step> m_lastTurn;
    std::vector<int> m_lastColours;
    int m_lastTurns = 0;
    QString m_lastMessage;

    // The exact rush tables of the board (a worker, about a second).
    struct RushTables {
        pb::less::Board board;
        std::vector<pb::less::RushTable> tables;  // one a colour
    };
    std::shared_ptr<const RushTables> m_rushTables;
    QFutureWatcher<std::shared_ptr<const RushTables>> m_tableWatcher;
    std::shared_ptr<std::atomic<bool>> m_tableCancel;  // the build under way's

    // The final rush shown step by step.
    bool m_rushing = false;
    int m_rushColour = 0;
    int m_rushStep = 0;
    QTimer m_rushTimer;

    // Replay.
    bool m_replay = false;
    pb::less::GameLog m_log;
    std::vector<pb::less::Game> m_replayGames;          // the game after 0, 1, ... turns; the last one over
    std::vector<pb::less::Game::Record> m_replayTurns;  // the turn that led to round r is [r - 1]
    int m_replayRound = 0;
    ReplayPlayback* m_playback = nullptr;
    views::StepControls* m_stepControls = nullptr;
    QLabel* m_faultsLabel = nullptr;
    QWidget* m_playButtons = nullptr;

    views::LessBoardView* m_board = nullptr;
    LessMovesPlot* m_plot = nullptr;
    QSplitter* m_splitter = nullptr;
    std::array<QComboBox*, pb::less::kColours> m_seatCombos{};
    QSpinBox* m_botTime = nullptr;
    QLabel* m_turnLabel = nullptr;
    QLabel* m_budgetLabel = nullptr;
    QLabel* m_movesLabel = nullptr;
    QLabel* m_scoreLabel = nullptr;
    QLabel* m_resultLabel = nullptr;
    QLabel* m_thinkingLabel = nullptr;
    QProgressBar* m_thinkingBar = nullptr;
    QPushButton* m_confirmButton = nullptr;
    QPushButton* m_undoStepButton = nullptr;
    QPushButton* m_undoTurnButton = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_confirmAction = nullptr;
    QAction* m_undoStepAction = nullptr;
    QAction* m_clearAction = nullptr;
    QAction* m_undoTurnAction = nullptr;
    QAction* m_skipRushAction = nullptr;
};

} // namespace pb::gui
