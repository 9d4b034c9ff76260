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

#include "lessguitest.h"

#include <map>

using namespace pb::test::lessgui;  // and through it pb::less, LessDocument, LessBoardView

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
        // The rush tables take a few seconds; the Release build took 23 s on a machine whose two
        // cores were busy with other work, the AddressSanitizer build 22 s. A wait, not a limit.
        QTRY_VERIFY_WITH_TIMEOUT(doc.projectionIsExact() && doc.humanToMove(), 60000 * pb::test::slowdown());
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
