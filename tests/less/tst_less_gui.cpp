// The Less workspace (offscreen): the board's geometry and clicks, a person's turn built by
// clicks against bots, undo within a turn and of whole turns, a bots-only game to its rush and
// result, the replay of a saved game log opened through File > Open, and the screenshots.
#include "slowdown.h"
#include "gui/less/lessdocument.h"
#include "gui/mainwindow.h"
#include "common/stepcontrols.h"
#include "less/boardview.h"
#include "less/generator.h"
#include "less/rush.h"
#include "less/session.h"
#include "common/lineprocess.h"
#include "testsettings.h"
#include "showwidget.h"

#include <qcustomplot.h>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <map>

using namespace pb::less;
using pb::gui::LessDocument;
using pb::views::LessBoardView;

namespace {
int sq(const char* name) { return parseSquare(name); }

void clickOn(LessBoardView* view, int square)
{
    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, view->squareRect(square).center().toPoint());
}

// Bots that think for 50 ms and wait `pause` ms before they play.
void quickBots(LessDocument& doc, int pause = 0)
{
    doc.setBotMillis(50);
    doc.setBotPause(pause);
}

void seatBots(LessDocument& doc, BotLevel level)
{
    for (int c = 0; c < kColours; ++c)
        doc.setSeat(c, int(level));
}

// Yellow is the person's seat, the other three random bots.
void humanYellowAgainstRandomBots(LessDocument& doc)
{
    doc.setSeat(Yellow, LessDocument::kHuman);
    for (int c : {Black, White, Red})
        doc.setSeat(c, int(BotLevel::Random));
}

// Builds the turn `t` by clicks (selecting each step's piece unless it is selected); false at
// the first click refused.
bool clickTurn(LessDocument& doc, const Turn& t)
{
    for (int i = 0; i < t.count; ++i) {
        const Step& step = t.steps[static_cast<std::size_t>(i)];
        if (doc.selectedSquare() != step.from && !doc.clickSquare(step.from))
            return false;
        if (!doc.clickSquare(step.to))
            return false;
    }
    return true;
}
} // namespace

class TestLessGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchLessTest"));
    }

    void boardGeometryAndHitTesting()
    {
        LessBoardView view;
        QVERIFY(pb::test::showAt(view, 450, 360));
        // Rows a..h top to bottom, columns 1..8 left to right, square cells inside the widget.
        const QRectF a1 = view.squareRect(sq("a1"));
        const QRectF h8 = view.squareRect(sq("h8"));
        QVERIFY(a1.left() < h8.left() && a1.top() < h8.top());
        QVERIFY(view.squareRect(sq("a8")).left() > a1.left());
        QVERIFY(view.squareRect(sq("h1")).top() > a1.top());
        QVERIFY(qAbs(a1.width() - a1.height()) < 1e-9);
        QVERIFY(a1.top() > 0 && h8.bottom() < view.height() && a1.left() > 0 && h8.right() < view.width());
        for (int s = 0; s < kSquares; ++s) {
            const QRectF r = view.squareRect(s);
            QCOMPARE(view.squareAt(r.center()), s);
            QCOMPARE(view.squareAt(r.topLeft() + QPointF(1, 1)), s);
        }
        QCOMPARE(view.squareAt(a1.topLeft() - QPointF(2, 2)), -1);
        QCOMPARE(view.squareAt(QPointF(1, 1)), -1);

        QSignalSpy clicked(&view, &LessBoardView::squareClicked);
        clickOn(&view, sq("c5"));
        clickOn(&view, sq("h1"));
        QCOMPARE(clicked.count(), 2);
        QCOMPARE(clicked.at(0).at(0).toInt(), sq("c5"));
        QCOMPARE(clicked.at(1).at(0).toInt(), sq("h1"));
        QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, QPoint(1, 1));
        QCOMPARE(clicked.count(), 2);
    }

    void humanTurnByClicksThenBotsAnswer()
    {
        LessDocument doc;
        QVERIFY(pb::test::showAt(doc, 1100, 700));
        quickBots(doc);
        humanYellowAgainstRandomBots(doc);
        const Board figure1 = parseBoard(kFigure1Board).board;
        doc.newGame(figure1, QStringLiteral("Figure 1"));
        QCOMPARE(doc.game().toMove(), int(Yellow));
        QVERIFY(doc.humanToMove());
        LessBoardView* view = doc.boardView();
        QCOMPARE(doc.budgetLeft(), 3);

        // Refused clicks explain themselves and change nothing.
        clickOn(view, sq("a1"));  // a Black piece
        QVERIFY(doc.lastMessage().contains(QStringLiteral("Black")));
        QCOMPARE(doc.selectedSquare(), -1);
        clickOn(view, sq("d4"));  // empty, nothing selected
        QVERIFY(doc.lastMessage().contains(QStringLiteral("Yellow")));
        QVERIFY(!doc.confirmButton()->isEnabled());

        // Select g2: its legal targets are marked with the costs the engine gives.
        clickOn(view, sq("g2"));
        QCOMPARE(doc.selectedSquare(), sq("g2"));
        Step steps[8];
        const int n = stepsFrom(figure1, Position::start(), sq("g2"), steps);
        const auto targets = view->targets();
        QCOMPARE(int(targets.size()), n);  // every step costs at most 3 with a full budget
        QVERIFY(n > 0);
        const LessBoardView::Target first = targets.front();
        for (int i = 0; i < n; ++i)
            if (steps[i].to == first.square)
                QCOMPARE(first.cost, int(steps[i].cost));

        // Click the target: the budget drops by its cost, the piece moves in the shown position.
        clickOn(view, first.square);
        QCOMPARE(int(doc.pendingSteps().size()), 1);
        QCOMPARE(doc.budgetLeft(), 3 - first.cost);
        QVERIFY(doc.budgetLabel()->text().contains(QString::number(3 - first.cost)));
        QCOMPARE(doc.shownPosition().at(first.square), int(Yellow));
        QCOMPARE(doc.shownPosition().at(sq("g2")), -1);
        QCOMPARE(doc.game().position(), Position::start());  // nothing played yet

        // Undo within the turn (Backspace), then build it again.
        doc.activateWindow();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Backspace);
        QCOMPARE(doc.budgetLeft(), 3);
        QCOMPARE(doc.shownPosition(), Position::start());
        QVERIFY(doc.pendingSteps().empty());
        if (doc.selectedSquare() != sq("g2"))
            clickOn(view, sq("g2"));
        clickOn(view, first.square);
        QCOMPARE(doc.budgetLeft(), 3 - first.cost);

        // A step over budget is refused with the cost named.
        if (doc.budgetLeft() > 0 && doc.budgetLeft() < 3) {
            Position after = Position::start();
            after.move(sq("g2"), first.square);
            bool refusedSome = false;
            for (int from : after.pieces(Yellow)) {
                Step more[8];
                const int m = stepsFrom(figure1, after, from, more);
                for (int i = 0; i < m && !refusedSome; ++i)
                    if (more[i].cost > doc.budgetLeft()) {
                        if (doc.selectedSquare() != from)
                            clickOn(view, from);
                        QCOMPARE(doc.selectedSquare(), from);
                        QVERIFY(!doc.clickSquare(more[i].to));
                        QVERIFY(doc.lastMessage().contains(QString::number(more[i].cost)));
                        refusedSome = true;
                    }
            }
            QCOMPARE(int(doc.pendingSteps().size()), 1);
        }

        // Confirm with Enter: Yellow's turn is played, then the three bots answer.
        QVERIFY(doc.confirmButton()->isEnabled());
        QSignalSpy played(&doc, &LessDocument::turnPlayed);
        doc.activateWindow();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(played.count(), 1);
        QCOMPARE(doc.game().history().size(), std::size_t(1));
        QCOMPARE(doc.game().history()[0].colour, int(Yellow));
        QCOMPARE(doc.game().position().at(first.square), int(Yellow));
        QTRY_VERIFY_WITH_TIMEOUT(doc.humanToMove(), 20000);
        QCOMPARE(doc.game().toMove(), int(Yellow));
        QCOMPARE(doc.game().turnsMade(Black), 1);
        QCOMPARE(doc.game().turnsMade(White), 1);
        QCOMPARE(doc.game().turnsMade(Red), 1);
        QCOMPARE(doc.game().charged(Yellow), 3);
        // The trail shows the three bots' answers, each step in its mover's colour.
        {
            std::vector<Step> answers;
            std::vector<int> movers;
            for (const auto& r : doc.game().history())
                if (r.colour != Yellow)
                    for (int i = 0; i < r.turn.count; ++i) {
                        answers.push_back(r.turn.steps[static_cast<std::size_t>(i)]);
                        movers.push_back(r.colour);
                    }
            QCOMPARE(view->trail().size(), answers.size());
            for (std::size_t i = 0; i < answers.size(); ++i) {
                QCOMPARE(view->trail()[i].from, answers[i].from);
                QCOMPARE(view->trail()[i].to, answers[i].to);
            }
            QCOMPARE(view->trailColours(), movers);
        }
        QVERIFY(doc.plot()->graph(0)->dataCount() >= 5);  // the start and four turns

        // Undo the whole round: back to the start, Yellow to move again.
        QVERIFY(doc.undoTurn());
        QCOMPARE(doc.game().history().size(), std::size_t(0));
        QCOMPARE(doc.game().position(), Position::start());
        QVERIFY(doc.humanToMove());
        QVERIFY(!doc.undoTurn());
    }

    void newGameFromSeedOrWalls()
    {
        LessDocument doc;
        doc.setSeat(Yellow, LessDocument::kHuman);
        QString error;
        QVERIFY(doc.newGameFromText(QStringLiteral(" 7 "), &error));
        QCOMPARE(doc.game().board(), generateBoard(defaultTiles().tiles, 7).board);
        QVERIFY(doc.title().contains(QStringLiteral("7")));
        QVERIFY(doc.newGameFromText(QString::fromLatin1(kFigure1Board.data(), kFigure1Board.size()), &error));
        QCOMPARE(doc.game().board(), parseBoard(kFigure1Board).board);
        std::string bad(kFigure1Board);
        bad[40] = '5';
        QVERIFY(!doc.newGameFromText(QString::fromStdString(bad), &error));
        QVERIFY2(error.contains(QStringLiteral("41")), qPrintable(error));
        QCOMPARE(doc.game().board(), parseBoard(kFigure1Board).board);  // unchanged
    }

    void botsPlayToTheRushAndResult()
    {
        LessDocument doc;
        quickBots(doc);
        seatBots(doc, BotLevel::Random);
        QSignalSpy over(&doc, &LessDocument::gameOver);
        doc.newGame(parseBoard(kFigure1Board).board, QStringLiteral("Figure 1"));
        QTRY_VERIFY_WITH_TIMEOUT(doc.game().phase() == Game::Phase::Over, 40000);
        QCOMPARE(over.count(), 1);
        const Game& g = doc.game();
        for (int c = 0; c < kColours; ++c) {
            const int expected =
                g.position().home(c) ? 0 : solveRush(g.board(), c, g.position().pieces(c)).moves;
            QCOMPARE(g.rushMoves(c), expected);
        }
        QCOMPARE(g.score(0) + g.score(1), 20);
        QVERIFY(doc.resultLabel()->text().contains(QString::number(g.score(0))));
        // The rush is shown step by step, and skipping shows the final position again.
        doc.finishRushAnimation();
        QVERIFY(!doc.isRushing());
        QCOMPARE(doc.boardView()->position(), g.position());
        QVERIFY(!doc.clickSquare(g.position().pieces(Yellow)[0]));
    }

    // The projected score uses the exact rush of every colour once the board's rush tables are
    // built, and the lower bound before.
    void projectedScoreUsesExactRushes()
    {
        LessDocument doc;
        quickBots(doc);
        seatBots(doc, BotLevel::Greedy);
        doc.setSeat(Yellow, LessDocument::kHuman);
        doc.newGameFromText(QStringLiteral("5"), nullptr);
        // The AddressSanitizer build on a loaded machine took 22 s.
        QTRY_VERIFY_WITH_TIMEOUT(doc.projectionIsExact() && doc.humanToMove(), 20000 * pb::test::slowdown());
        const Game& g = doc.game();
        std::array<int, 2> moves{};
        for (int c = 0; c < kColours; ++c)
            moves[static_cast<std::size_t>(teamOf(c))] += g.charged(c) + solveRush(g.board(), c, g.position().pieces(c)).moves;
        QCOMPARE(doc.projectedScore(0), teamScore(moves[0], moves[1]));
        QCOMPARE(doc.projectedScore(1), teamScore(moves[1], moves[0]));
        bool shown = false;
        for (QLabel* l : doc.findChildren<QLabel*>())
            shown = shown || l->text().startsWith(QStringLiteral("Projected moves (charged + exact rushes)"));
        QVERIFY(shown);
    }

    void botsShowThinkingAndTakeTheirPause()
    {
        LessDocument doc;
        QVERIFY(pb::test::showAt(doc, 1000, 650));
        quickBots(doc, 250);
        humanYellowAgainstRandomBots(doc);
        doc.newGame(parseBoard(kFigure1Board).board, QStringLiteral("Figure 1"));
        QVERIFY(clickTurn(doc, legalTurns(doc.game().board(), doc.game().position(), Yellow).front()));
        QElapsedTimer clock;
        clock.start();
        QVERIFY(doc.confirmTurn());
        QVERIFY(doc.isThinking());
        QVERIFY(doc.thinkingLabel()->isVisible());
        QVERIFY(doc.thinkingLabel()->text().contains(QStringLiteral("Black")));
        QVERIFY(!doc.clickSquare(doc.game().position().pieces(Yellow)[0]));  // not Yellow's turn
        QTRY_VERIFY_WITH_TIMEOUT(doc.humanToMove(), 20000);
        QVERIFY(clock.elapsed() >= 3 * 250 - 50);  // each of the three answers took its pause
        QVERIFY(!doc.thinkingLabel()->isVisible());
        QCOMPARE(doc.game().history().size(), std::size_t(4));
    }

    void closingWhileABotThinksCancelsIt()
    {
        auto* doc = new LessDocument;
        doc->setBotMillis(5000);
        doc->setSeat(Yellow, int(BotLevel::Search));
        doc->newGame(parseBoard(kFigure1Board).board, QStringLiteral("Figure 1"));
        QElapsedTimer clock;
        clock.start();
        delete doc;  // cancels and waits for the worker
        QVERIFY(clock.elapsed() < 4000);
    }

    // External programs in seats: a good one plays its turns and its own rush, one that prints
    // garbage scores 0 while the judge's bot takes its seat; the dialogue each program saw is
    // the game's; the game saves as a log that replays.
    void programSeatsPlayAndFaultsAreJudged()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString record = dir.filePath(QStringLiteral("yellow.txt"));
        LessDocument doc;
        quickBots(doc);
        seatBots(doc, BotLevel::Greedy);
        QSignalSpy over(&doc, &LessDocument::gameOver);
        doc.setSeatProgram(Yellow, QStringLiteral("\"%1\" good --record \"%2\"").arg(QStringLiteral(LESS_TEST_PLAYER), record));
        doc.setSeatProgram(Black, QStringLiteral("\"%1\" garbage").arg(QStringLiteral(LESS_TEST_PLAYER)));
        QCOMPARE(doc.seat(Yellow), LessDocument::kProgram);
        QVERIFY(doc.seatCombo(Yellow)->currentText().contains(QStringLiteral("less_test_player")));
        QTRY_VERIFY_WITH_TIMEOUT(doc.game().phase() == Game::Phase::Over, 60000);
        QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 5000);
        const Game& g = doc.game();

        // Black's garbage at its first turn is the only fault; Black scores 0, its partner not.
        QCOMPARE(doc.faults().size(), std::size_t(1));
        const Fault& f = doc.faults().front();
        QCOMPARE(f.colour, int(Black));
        QCOMPARE(f.turn, 1);
        QCOMPARE(f.kind, FaultKind::Invalid);
        QVERIFY(!f.line.empty());
        const std::array<int, kColours> scores = scoresOf(g, doc.faults());
        QCOMPARE(scores[Black], 0);
        QCOMPARE(scores[Red], g.score(1));
        QCOMPARE(scores[Yellow], g.score(0));
        QVERIFY(!doc.faultsLabel()->isHidden());
        QVERIFY(doc.faultsLabel()->text().contains(QStringLiteral("Black")));
        // Black's seat shows the judge, and its turns went on (the judge played them).
        QVERIFY(std::count_if(g.history().begin(), g.history().end(), [](const Game::Record& r) { return r.colour == Black; }) > 1);

        // Yellow's program read the wall line, its colour, then exactly the others' turns in order.
        QFile file(record);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() > 2);
        QCOMPARE(lines[0], QString::fromStdString(g.board().toString()));
        QCOMPARE(lines[1], QStringLiteral("Yellow"));
        QStringList expected, seen;
        for (const Game::Record& r : g.history())
            if (r.colour == Yellow)
                expected << QStringLiteral("> ") + QString::fromStdString(turnText(r.turn));
            else
                expected << (r.nil ? QStringLiteral("Nil") : QString::fromStdString(turnText(r.turn)));
        for (const QString& l : lines.mid(2)) {
            if (l == QLatin1String("Move") || l == QLatin1String("Quit"))
                break;  // its rush follows
            seen << l;
        }
        // The turns after Yellow's last one are never sent: `Move` comes right after it.
        QCOMPARE(seen, expected.mid(0, seen.size()));
        QVERIFY(seen.size() >= expected.size() - 3);

        // The game as a log: it reads back, replays to the same scores, and opens as a replay.
        const QString logPath = dir.filePath(QStringLiteral("game.txt"));
        QString error;
        QVERIFY2(doc.saveLog(logPath, &error), qPrintable(error));
        const GameLogParse parsed = loadGameLog(logPath);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.log.scores, scores);
        QCOMPARE(parsed.log.faults.size(), std::size_t(1));
        QVERIFY(parsed.log.players[Yellow].contains(QStringLiteral("less_test_player")));
        QCOMPARE(parsed.log.players[White], QStringLiteral("bot:greedy"));
        LessDocument replay;
        QVERIFY2(replay.openLog(logPath, &error), qPrintable(error));
        replay.showReplayRound(replay.replayRounds());
        QCOMPARE(replay.game().phase(), Game::Phase::Over);
        QCOMPARE(replay.game().position(), g.position());

        // No undo of turns with programs in the game.
        QVERIFY(!doc.undoTurn());
        QVERIFY(doc.lastMessage().contains(QStringLiteral("program")));
    }

    // A program that never answers loses its seat when its time is up; the GUI keeps running
    // meanwhile, and closing the game while a program thinks returns at once.
    void hangingOrMissingProgramsDoNotStopTheGame()
    {
        {
            LessDocument doc;
            QVERIFY(pb::test::showAt(doc, 1000, 650));
            quickBots(doc);
            doc.setProgramMillis(1500);
            seatBots(doc, BotLevel::Random);
            doc.setSeatProgram(Yellow, QStringLiteral("\"%1\" hang").arg(QStringLiteral(LESS_TEST_PLAYER)));
            doc.setSeatProgram(White, QStringLiteral("/nonexistent/less-program --fast"));
            QVERIFY(doc.isThinking());
            QVERIFY(doc.thinkingLabel()->text().contains(QStringLiteral("program")));
            // The event loop runs while Yellow's program thinks (the timer ticks the time left).
            int ticks = 0;
            QTimer tick;
            QElapsedTimer dbg; dbg.start();
            connect(&tick, &QTimer::timeout, [&ticks, &dbg] { ++ticks; qDebug("tick %lld", dbg.elapsed()); });
            tick.start(50);
            QTRY_VERIFY_WITH_TIMEOUT(doc.faults().size() == 2, 10000);
            QStringList why;
            for (const Fault& f : doc.faults())
                why << QStringLiteral("%1 %2 %3 %4").arg(f.colour).arg(f.turn).arg(faultKindName(f.kind)).arg(f.message);
            QVERIFY2(ticks > 10, qPrintable(QString::number(ticks) + why.join(QLatin1Char(';'))));
            std::map<int, FaultKind> kinds;
            for (const Fault& f : doc.faults())
                kinds[f.colour] = f.kind;
            QCOMPARE(kinds.at(Yellow), FaultKind::Timeout);
            QCOMPARE(kinds.at(White), FaultKind::Crash);
            QTRY_VERIFY_WITH_TIMEOUT(doc.game().phase() == Game::Phase::Over, 60000);
            const std::array<int, kColours> scores = scoresOf(doc.game(), doc.faults());
            QCOMPARE(scores[Yellow], 0);
            QCOMPARE(scores[White], 0);
        }
        auto* doc = new LessDocument;
        doc->setBotPause(0);
        doc->setSeatProgram(Yellow, QStringLiteral("\"%1\" hang").arg(QStringLiteral(LESS_TEST_PLAYER)));
        QVERIFY(doc->isThinking());
        QTest::qWait(200);
        QElapsedTimer clock;
        clock.start();
        delete doc;  // cancels the wait and kills the program
        QVERIFY(clock.elapsed() < 3000);
        QSettings().clear();
    }

    // The screenshot of program seats: Black's program thinking (its time running), Red's
    // program replaced by the judge after garbage.
    void programSeatsScreenshot()
    {
        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (shots.isEmpty())
            QSKIP("PLAYBENCH_SCREENSHOTS is not set");
        pb::gui::MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));  // the README's size
        auto* doc = qobject_cast<LessDocument*>(window.openSample(QStringLiteral("less")));
        QVERIFY(doc);
        quickBots(*doc);
        doc->setSeat(Yellow, LessDocument::kHuman);
        doc->setSeat(White, int(BotLevel::Greedy));
        doc->setSeatProgram(Red, QStringLiteral("\"%1\" garbage").arg(QStringLiteral(LESS_TEST_PLAYER)));
        doc->setSeatProgram(Black, QStringLiteral("\"%1\" slow --sleep 1500").arg(QStringLiteral(LESS_TEST_PLAYER)));
        QTRY_VERIFY_WITH_TIMEOUT(doc->projectionIsExact(), 20000);
        for (int round = 0; round < 2; ++round) {
            QTRY_VERIFY_WITH_TIMEOUT(doc->humanToMove(), 20000);
            const std::vector<Turn> turns = legalTurns(doc->game().board(), doc->game().position(), Yellow);
            QVERIFY(clickTurn(*doc, turns[turns.size() / 3]));
            QVERIFY(doc->confirmTurn());
        }
        QTRY_VERIFY(doc->isThinking());
        QTest::qWait(700);
        QCOMPARE(doc->faults().size(), std::size_t(1));
        QDir().mkpath(shots);
        QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("less-programs.png"))));
        QSettings().clear();
    }

    // One way to play: the same game (board, players, seed) played headless through the
    // session, as `less play` plays it, and through the workspace gives the same record, and a
    // program that crashes, hangs, floods its output or sends garbage is judged the same way in
    // both (same fault, same turn, same score). Built-in bots here are not limited by time.
    void headlessAndDesktopPlayTheSameGame_data()
    {
        QTest::addColumn<QString>("black");
        QTest::addColumn<qint64>("timeMs");
        QTest::newRow("bots") << QStringLiteral("bot:random") << qint64(30000);
        QTest::newRow("crash") << QStringLiteral("\"%1\" crash").arg(QStringLiteral(LESS_TEST_PLAYER)) << qint64(30000);
        QTest::newRow("hang") << QStringLiteral("\"%1\" hang").arg(QStringLiteral(LESS_TEST_PLAYER)) << qint64(600);
        QTest::newRow("flood") << QStringLiteral("\"%1\" flood").arg(QStringLiteral(LESS_TEST_PLAYER)) << qint64(30000);
        QTest::newRow("garbage") << QStringLiteral("\"%1\" garbage").arg(QStringLiteral(LESS_TEST_PLAYER)) << qint64(30000);
        QTest::newRow("good") << QStringLiteral("\"%1\" good").arg(QStringLiteral(LESS_TEST_PLAYER)) << qint64(30000);
    }

    void headlessAndDesktopPlayTheSameGame()
    {
        QFETCH(QString, black);
        QFETCH(qint64, timeMs);
        const Board board = generateBoard(defaultTiles().tiles, 6).board;
        const std::array<QString, kColours> specs{QStringLiteral("bot:greedy"), black, QStringLiteral("bot:random"),
                                                  QStringLiteral("bot:greedy")};

        SessionOptions o;
        o.seed = 9;
        o.botBudget = std::chrono::milliseconds(50);
        o.timePerGame = std::chrono::milliseconds(timeMs);
        std::array<PlayerSpec, kColours> players;
        for (int c = 0; c < kColours; ++c)
            players[static_cast<std::size_t>(c)] = parsePlayerSpec(specs[static_cast<std::size_t>(c)]);
        Session session(board, makeSeats(players, o), o);
        const SessionResult headless = session.run();
        QVERIFY(headless.over);

        LessDocument doc;
        doc.setSeed(9);
        quickBots(doc);
        doc.setProgramMillis(timeMs);
        for (int c = 0; c < kColours; ++c) {
            const PlayerSpec& p = players[static_cast<std::size_t>(c)];
            if (p.bot)
                doc.setSeat(c, int(p.level));
            else
                doc.setSeatProgram(c, specs[static_cast<std::size_t>(c)]);
        }
        QSignalSpy over(&doc, &LessDocument::gameOver);
        doc.newGame(board, QStringLiteral("seed 6"));
        QTRY_VERIFY_WITH_TIMEOUT(over.count() == 1, 60000);
        const GameLog& desktop = doc.finishedLog();

        // The same fault, turn and score; then the whole record, line for line.
        QCOMPARE(desktop.faults.size(), headless.log.faults.size());
        for (std::size_t k = 0; k < desktop.faults.size(); ++k) {
            QCOMPARE(desktop.faults[k].colour, headless.log.faults[k].colour);
            QCOMPARE(desktop.faults[k].turn, headless.log.faults[k].turn);
            QCOMPARE(desktop.faults[k].kind, headless.log.faults[k].kind);
            QCOMPARE(desktop.faults[k].line, headless.log.faults[k].line);
        }
        QCOMPARE(desktop.scores, headless.log.scores);
        QString desktopLog = QString::fromStdString(writeGameLog(desktop));
        QString headlessLog = QString::fromStdString(writeGameLog(headless.log));
        if (black.endsWith(QLatin1String("flood"))) {
            // How much of an endless stderr arrives before the program is stopped depends on
            // timing: both keep its first line and at most the cap, the rest must be equal.
            static const QRegularExpression stderrLines(QStringLiteral("^stderr [^\n]*\n"),
                                                        QRegularExpression::MultilineOption);
            for (const QString* log : {&desktopLog, &headlessLog}) {
                QVERIFY(log->contains(QStringLiteral("stderr Black \"test player flood is Black\"")));
                QVERIFY(log->size() < 2 * pb::play::LineProcess::kMaxStderr);
            }
            desktopLog.remove(stderrLines);
            headlessLog.remove(stderrLines);
        }
        QCOMPARE(desktopLog, headlessLog);
        if (black != QLatin1String("bot:random") && black.endsWith(QLatin1String("good")))
            QVERIFY(desktop.faults.empty());
        else if (black != QLatin1String("bot:random"))
            QCOMPARE(desktop.faults.size(), std::size_t(1));
        QCOMPARE(doc.game().phase(), Game::Phase::Over);
        QCOMPARE(doc.game().history().size(), headless.log.turns.size());
    }

    void replayOfAGameLog()
    {
        // A bots-only game, its log written as `less play` writes it.
        Seats seats;
        for (int c = 0; c < kColours; ++c)
            seats[static_cast<std::size_t>(c)] = std::make_shared<BotPlayer>(
                BotLevel::Random, 11 + static_cast<std::uint64_t>(c), std::chrono::milliseconds(1000));
        const Board board = parseBoard(kFigure1Board).board;
        Session session(board, seats, SessionOptions{});
        QVERIFY(session.run().over);
        const Game game = session.game();
        QCOMPARE(game.phase(), Game::Phase::Over);
        GameLog log;
        log.board = board;
        log.turns = game.history();
        for (int c = 0; c < kColours; ++c) {
            const auto i = static_cast<std::size_t>(c);
            log.players[i] = QStringLiteral("bot:random");
            log.rushMoves[i] = game.rushMoves(c);
            log.rushSteps[i] = solveRush(board, c, game.position().pieces(c)).steps;
            log.moves[i] = game.moves(c);
        }
        log.faults.push_back(Fault{Black, 2, FaultKind::Timeout, "a1a2", QStringLiteral("too slow")});
        log.scores = scoresOf(game, log.faults);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("game-01.txt"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(writeGameLog(log)));
        }
        int played = 0;
        for (const Game::Record& r : game.history())
            played += r.nil ? 0 : 1;

        pb::gui::MainWindow window;
        window.resize(1400, 860);
        window.show();
        QVERIFY(window.openPath(path));
        auto* doc = qobject_cast<LessDocument*>(window.currentDocument());
        QVERIFY(doc);
        QVERIFY(doc->isReplay());
        QCOMPARE(doc->replayRounds(), played + 1);  // every turn, then the rush and the result
        QCOMPARE(doc->shownPosition(), Position::start());
        QVERIFY(!doc->seatCombo(Yellow)->isEnabled());
        QVERIFY(!doc->seatCombo(Yellow)->isVisible());
        QVERIFY(doc->stepControls()->isVisible());
        QVERIFY(!doc->clickSquare(Position::start().pieces(Yellow)[0]));
        // One turn forward shows Yellow's first turn.
        auto action = [doc](const char* name) {
            return doc->stepControls()->findChild<QAction*>(QLatin1String(name));
        };
        QVERIFY(action("forward1") && action("back1") && action("end") && action("reset"));
        action("forward1")->trigger();
        QCOMPARE(doc->replayRound(), 1);
        Game first(board);
        QVERIFY(first.play(game.history().front().turn).ok());
        QCOMPARE(doc->shownPosition(), first.position());
        QVERIFY(doc->turnLabel()->text().contains(QStringLiteral("Yellow")));
        // Black's second turn shows its fault with the offending line.
        int round = 0, blackTurns = 0;
        for (const Game::Record& r : game.history()) {
            if (r.nil)
                continue;
            ++round;
            if (r.colour == Black && ++blackTurns == 2)
                break;
        }
        // The plot's projected moves after each turn shown are those of the game after that turn
        // (charged moves plus the exact rushes once the rush tables are ready).
        QTRY_VERIFY_WITH_TIMEOUT(doc->projectionIsExact(), 20000);
        doc->showReplayRound(round);
        {
            Game g(board);
            for (int k = 0; k < round; ++k) {
                QVERIFY(g.play(game.history()[static_cast<std::size_t>(k)].turn).ok());
                for (int team = 0; team < 2; ++team) {
                    int projected = 0;
                    for (int c : {team, team + 2})
                        projected += g.charged(c) + solveRush(board, c, g.position().pieces(c)).moves;
                    const auto point = doc->plot()->graph(2 + team)->data()->at(k + 1);
                    QCOMPARE(point->value, double(projected));
                }
            }
        }
        QVERIFY(doc->faultsLabel()->text().contains(QStringLiteral("\"a1a2\"")));
        doc->showReplayRound(round - 1);
        QVERIFY(doc->faultsLabel()->text().isEmpty());
        // The end: the final position, the charged moves, the rush and the result.
        action("end")->trigger();
        QCOMPARE(doc->replayRound(), played + 1);
        QCOMPARE(doc->stepControls()->round(), played + 1);
        QCOMPARE(doc->shownPosition(), game.position());
        QCOMPARE(doc->boardView()->position(), game.position());
        QCOMPARE(doc->game().phase(), Game::Phase::Over);
        for (int c = 0; c < kColours; ++c) {
            QCOMPARE(doc->game().moves(c), game.moves(c));
            QCOMPARE(doc->game().rushMoves(c), game.rushMoves(c));
        }
        QCOMPARE(doc->game().score(0), game.score(0));
        QVERIFY(doc->resultLabel()->text().contains(QStringLiteral("%1 to %2").arg(game.score(0)).arg(game.score(1))));
        QVERIFY(doc->movesLabel()->text().contains(QString::number(game.teamMoves(0))));
        // Play runs from the start to the end by itself.
        doc->showReplayRound(played - 2);
        doc->stepControls()->setSpeed(0);
        emit doc->stepControls()->playToggled(true);
        QTRY_COMPARE_WITH_TIMEOUT(doc->replayRound(), played + 1, 10000);

        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (!shots.isEmpty()) {
            doc->showReplayRound(round);
            QTest::qWait(100);
            QDir().mkpath(shots);
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("less-replay.png"))));
        }

        // A broken log is refused with its file and line.
        const QString broken = dir.filePath(QStringLiteral("broken.txt"));
        {
            QFile f(broken);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("less-game 1\nboard " + QByteArray(std::string(kFigure1Board).c_str()) + "\nplayer Yellow bot\nplayer Black bot\n"
                    "player White bot\nplayer Red bot\nturn Yellow zz9\n");
        }
        QString shown;
        QTimer::singleShot(0, [&shown] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->accept();
            }
        });
        const int tabs = static_cast<int>(window.documents().size());
        QVERIFY(!window.openPath(broken));
        QVERIFY2(shown.contains(QStringLiteral("broken.txt:7:")), qPrintable(shown));
        QCOMPARE(static_cast<int>(window.documents().size()), tabs);

        // New Game leaves the replay: the seats are back and the step controls gone.
        doc->newGame(board, QStringLiteral("Figure 1"));
        QVERIFY(!doc->isReplay());
        QVERIFY(doc->seatCombo(Yellow)->isEnabled() && doc->seatCombo(Yellow)->isVisible());
        QVERIFY(!doc->stepControls()->isVisible());
        QCOMPARE(doc->shownPosition(), Position::start());
    }

    void sampleAndScreenshot()
    {
        pb::gui::MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));  // the README's size
        auto* doc = qobject_cast<LessDocument*>(window.openSample(QStringLiteral("less")));
        QVERIFY(doc);
        QCOMPARE(doc->seat(Yellow), LessDocument::kHuman);
        for (int c : {Black, White, Red})
            QVERIFY(doc->seat(c) != LessDocument::kHuman);
        QCOMPARE(doc->game().board(), parseBoard(kFigure1Board).board);
        QVERIFY(doc->humanToMove());
        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (shots.isEmpty())
            return;
        quickBots(*doc);
        // A few rounds, then a turn in the making.
        for (int round = 0; round < 3; ++round) {
            const std::vector<Turn> turns = legalTurns(doc->game().board(), doc->game().position(), Yellow);
            QVERIFY(!turns.empty());
            QVERIFY(clickTurn(*doc, turns[turns.size() / 2]));
            QVERIFY(doc->confirmTurn());
            QTRY_VERIFY_WITH_TIMEOUT(doc->humanToMove(), 20000);
        }
        const int piece = doc->game().position().pieces(Yellow)[1];
        QVERIFY(doc->clickSquare(piece));
        QTest::qWait(100);
        QDir().mkpath(shots);
        QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("less-workspace.png"))));
    }
};

QTEST_MAIN(TestLessGui)
#include "tst_less_gui.moc"
