// The Less workspace (offscreen), what its panel says around the game: no stale messages (the
// rush's after the game, a picked piece's after Esc), the projected moves as the plot draws
// them, a replay counted in turns without jumps longer than the game, the New Game dialog that
// keeps a bad wall string with the reason beside it, the buttons that stay put while a bot
// thinks, the tree-search bot in a seat, and the rush shown colour by colour. Screenshots at 1366x768 with PLAYBENCH_SCREENSHOTS.
#include "gui/less/lessdocument.h"
#include "gui/less/turnbuilder.h"
#include "gui/mainwindow.h"

#include "common/stepcontrols.h"
#include "less/generator.h"
#include "less/rush.h"
#include "less/session.h"
#include "showwidget.h"
#include "slowdown.h"
#include "testsettings.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace pb::less;
using pb::gui::LessDocument;

namespace {

void seatBots(LessDocument& doc, BotLevel level)
{
    doc.setBotMillis(50);
    doc.setBotPause(0);
    for (int c = 0; c < kColours; ++c)
        doc.setSeat(c, int(level));
}

int topIn(QWidget* w, QWidget* doc) { return w->mapTo(doc, QPoint(0, 0)).y(); }
} // namespace

class TestLessWorkspaceUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { pb::test::isolateSettings(QStringLiteral("PlaybenchLessUiTest")); }

    // Once the game is over the status says so, not that the rush is being found.
    void noRushMessageAfterTheGame()
    {
        LessDocument doc;
        seatBots(doc, BotLevel::Random);
        QStringList messages;
        connect(&doc, &pb::gui::Document::statusMessage, this, [&messages](const QString& m) { messages << m; });
        doc.newGame(parseBoard(kFigure1Board).board, QStringLiteral("Figure 1"));
        QTRY_VERIFY_WITH_TIMEOUT(doc.game().phase() == Game::Phase::Over, 40000);
        QVERIFY(std::any_of(messages.begin(), messages.end(), [](const QString& m) { return m.startsWith(QStringLiteral("Final rush")); }));
        QVERIFY2(!doc.lastMessage().startsWith(QStringLiteral("Final rush")), qPrintable(doc.lastMessage()));
        QVERIFY2(doc.lastMessage().startsWith(QStringLiteral("Game over")), qPrintable(doc.lastMessage()));
        QVERIFY(doc.lastMessage().contains(QString::number(std::max(doc.game().score(0), doc.game().score(1)))));
    }

    // The rush is shown colour by colour; a colour already home says so instead of "0 of 0 moves".
    void rushOfAColourAlreadyHome()
    {
        LessDocument doc;
        seatBots(doc, BotLevel::Greedy);
        // Every change of what is shown, not samples: a label shown for one rush step is short.
        QStringList shown;
        connect(&doc, &LessDocument::stateChanged, this, [&] {
            if (doc.isRushing() && (shown.isEmpty() || shown.last() != doc.turnLabel()->text()))
                shown << doc.turnLabel()->text();
        });
        doc.newGame(parseBoard(kFigure1Board).board, QStringLiteral("Figure 1"));
        QTRY_VERIFY_WITH_TIMEOUT(doc.game().phase() == Game::Phase::Over && !doc.isRushing(), 60000);
        const Game& g = doc.game();
        int home = 0;
        for (int c = 0; c < kColours; ++c) {
            const QString colour = pb::gui::lessColourText(c);
            if (g.position().home(c)) {
                ++home;
                QVERIFY2(shown.contains(QStringLiteral("Final rush: %1 is already home").arg(colour)), qPrintable(shown.join(u'\n')));
            } else {
                QVERIFY2(shown.contains(QStringLiteral("Final rush: %1, %2 of %2 moves").arg(colour).arg(g.rushMoves(c))),
                         qPrintable(shown.join(u'\n')));
            }
        }
        QVERIFY2(home > 0, "the greedy game ended with no colour home: the case is not covered");
        for (const QString& text : shown)
            QVERIFY2(!text.contains(QStringLiteral(" 0 of 0 ")), qPrintable(text));
    }

    // Esc clears the turn and the message about the piece picked.
    void escapeClearsThePickedPieceMessage()
    {
        LessDocument doc;
        QVERIFY(pb::test::showAt(doc, 1366, 768));
        doc.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&doc));
        seatBots(doc, BotLevel::Random);
        doc.setSeat(Yellow, LessDocument::kHuman);
        doc.newGame(parseBoard(kFigure1Board).board, QStringLiteral("Figure 1"));
        QTRY_VERIFY_WITH_TIMEOUT(doc.humanToMove(), 10000);
        const int piece = doc.game().position().pieces(Yellow)[0];
        QVERIFY(doc.clickSquare(piece));
        QVERIFY2(doc.lastMessage().startsWith(QStringLiteral("Piece on")), qPrintable(doc.lastMessage()));
        doc.setFocus();
        QTest::keyClick(&doc, Qt::Key_Escape);
        QCOMPARE(doc.selectedSquare(), -1);
        QVERIFY2(!doc.lastMessage().startsWith(QStringLiteral("Piece on")), qPrintable(doc.lastMessage()));
    }

    // The label's projected moves are the plot's projected lines at the last turn; the score is
    // what they give.
    void projectedMovesAsPlotted()
    {
        LessDocument doc;
        QVERIFY(pb::test::showAt(doc, 1366, 768));
        seatBots(doc, BotLevel::Greedy);
        doc.setSeat(Yellow, LessDocument::kHuman);
        QVERIFY(doc.newGameFromText(QStringLiteral("5"), nullptr));
        QTRY_VERIFY_WITH_TIMEOUT(doc.projectionIsExact() && doc.humanToMove(), 20000);
        const std::vector<Turn> turns = legalTurns(doc.game().board(), doc.game().position(), Yellow);
        QVERIFY(!turns.empty());
        for (int i = 0; i < turns.front().count; ++i) {
            const Step& s = turns.front().steps[static_cast<std::size_t>(i)];
            if (doc.selectedSquare() != s.from)
                QVERIFY(doc.clickSquare(s.from));
            QVERIFY(doc.clickSquare(s.to));
        }
        QVERIFY(doc.confirmTurn());
        QTRY_VERIFY_WITH_TIMEOUT(doc.humanToMove(), 20000);
        const QString text = doc.scoreLabel()->text();
        QVERIFY2(text.startsWith(QStringLiteral("Projected moves")), qPrintable(text));
        QCustomPlot* plot = doc.plot();
        for (int team = 0; team < 2; ++team) {
            QCPGraph* projected = plot->graph(2 + team);
            QVERIFY(projected->dataCount() > 1);
            const double plotted = (projected->data()->constEnd() - 1)->value;
            QCOMPARE(plotted, double(doc.projectedMoves(team)));
        }
        QVERIFY2(text.contains(QStringLiteral("Yellow+White %1, Black+Red %2").arg(doc.projectedMoves(0)).arg(doc.projectedMoves(1))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("scores Yellow+White %1, Black+Red %2").arg(doc.projectedScore(0)).arg(doc.projectedScore(1))),
                 qPrintable(text));
        QVERIFY(pb::test::saveShot(doc, QStringLiteral("less-projected.png")));
    }

    // A replay steps through turns (and says so), with no jumps of 100 or 1,000 in 81 turns.
    void replayInTurns()
    {
        Seats seats;
        for (int c = 0; c < kColours; ++c)
            seats[static_cast<std::size_t>(c)] = std::make_shared<BotPlayer>(
                BotLevel::Random, 21 + static_cast<std::uint64_t>(c), std::chrono::milliseconds(1000));
        const Board board = parseBoard(kFigure1Board).board;
        Session session(board, seats, SessionOptions{});
        QVERIFY(session.run().over);
        const Game game = session.game();
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
        log.scores = scoresOf(game, log.faults);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.txt"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(writeGameLog(log)));
        }
        pb::gui::MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        QVERIFY(window.openPath(path));
        auto* doc = qobject_cast<LessDocument*>(window.currentDocument());
        QVERIFY(doc && doc->isReplay());
        pb::views::StepControls* controls = doc->stepControls();
        QVERIFY(doc->replayRounds() < 100);
        QCOMPARE(controls->unitLabel(), QStringLiteral("&Turn"));
        QVERIFY(controls->jumpOffered(10));
        QVERIFY(!controls->jumpOffered(100));
        QVERIFY(!controls->jumpOffered(1000));
        doc->showReplayRound(12);
        QVERIFY(doc->turnLabel()->text().startsWith(QStringLiteral("Replay: turn 12 of")));
        QVERIFY(pb::test::saveShot(window, QStringLiteral("less-replay-turns.png")));
    }

    // A bad wall string keeps the dialog open with the text and the reason (saying "wall
    // string" once); a good text then starts the game.
    void newGameDialogKeepsABadWallString()
    {
        LessDocument doc;
        QVERIFY(pb::test::showAt(doc, 1366, 768));
        seatBots(doc, BotLevel::Random);
        std::string bad(kFigure1Board);
        bad[40] = '5';
        bool stayed = false, kept = false, closed = false;
        QString reason;
        QTimer::singleShot(100, [&] {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto* field = dialog->findChild<QLineEdit*>(QStringLiteral("newGameText"));
            auto* error = dialog->findChild<QLabel*>(QStringLiteral("newGameError"));
            QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
            field->setText(QString::fromStdString(bad));
            QTest::mouseClick(ok, Qt::LeftButton);
            stayed = dialog->isVisible() && error->isVisible();
            kept = field->text() == QString::fromStdString(bad);
            reason = error->text();
            QVERIFY(pb::test::saveShot(*dialog, QStringLiteral("less-newgame-error.png")));
            field->setText(QStringLiteral("7"));
            QTest::mouseClick(ok, Qt::LeftButton);
            closed = !dialog->isVisible();
            if (!closed)
                dialog->reject();
        });
        doc.askNewGame();
        QVERIFY(stayed);
        QVERIFY(kept);
        QVERIFY2(reason.contains(QStringLiteral("41")), qPrintable(reason));
        QCOMPARE(reason.count(QStringLiteral("wall string"), Qt::CaseInsensitive), 1);
        QVERIFY(closed);
        QCOMPARE(doc.game().board(), generateBoard(defaultTiles().tiles, 7).board);
    }

    // The buttons do not move when a bot starts or stops thinking.
    void thinkingKeepsTheButtonsInPlace()
    {
        LessDocument doc;
        QVERIFY(pb::test::showAt(doc, 1366, 768));
        seatBots(doc, BotLevel::Random);
        doc.setBotPause(800);
        doc.setSeat(Yellow, LessDocument::kHuman);
        doc.newGame(parseBoard(kFigure1Board).board, QStringLiteral("Figure 1"));
        QTRY_VERIFY_WITH_TIMEOUT(doc.humanToMove(), 10000);
        QTest::qWait(50);
        QVERIFY(!doc.thinkingLabel()->isVisible());
        const int before = topIn(doc.confirmButton(), &doc);
        const std::vector<Turn> turns = legalTurns(doc.game().board(), doc.game().position(), Yellow);
        const Step& s = turns.front().steps[0];
        QVERIFY(doc.clickSquare(s.from));
        QVERIFY(doc.clickSquare(s.to));
        QVERIFY(doc.confirmTurn());
        QTRY_VERIFY_WITH_TIMEOUT(doc.thinkingLabel()->isVisible(), 5000);
        QTest::qWait(50);
        QCOMPARE(topIn(doc.confirmButton(), &doc), before);
        QVERIFY(pb::test::saveShot(doc, QStringLiteral("less-thinking.png")));
        QTRY_VERIFY_WITH_TIMEOUT(doc.humanToMove(), 10000);
        QTest::qWait(50);
        QCOMPARE(topIn(doc.confirmButton(), &doc), before);
    }

    // The tree-search bot is offered in every seat's list and plays whole games in the
    // workspace: Black and Red as tree search beat Yellow and White as greedy; closing the
    // workspace while it thinks (building its rush tables, then searching) returns quickly.
    void treeSearchSeat()
    {
        LessDocument doc;
        QVERIFY(pb::test::showAt(doc, 1366, 768));
        seatBots(doc, BotLevel::Greedy);
        for (int c = 0; c < kColours; ++c)
            QVERIFY(doc.seatCombo(c)->findData(int(BotLevel::Mcts)) >= 0);
        const QString name = doc.seatCombo(Black)->itemText(doc.seatCombo(Black)->findData(int(BotLevel::Mcts)));
        QCOMPARE(name, QStringLiteral("Bot: tree search (strongest)"));
        doc.setSeat(Black, int(BotLevel::Mcts));
        doc.setSeat(Red, int(BotLevel::Mcts));
        QCOMPARE(doc.seatCombo(Black)->currentText(), name);
        doc.newGame(generateBoard(defaultTiles().tiles, 3).board, QStringLiteral("3"));
        QTRY_VERIFY_WITH_TIMEOUT(doc.game().phase() == Game::Phase::Over, 120000);
        QVERIFY2(doc.game().score(1) > 10, qPrintable(QString::number(doc.game().score(1))));
        QVERIFY(pb::test::saveShot(doc, QStringLiteral("less-tree-search.png")));

        auto* thinking = new LessDocument;
        thinking->setBotMillis(10000);
        thinking->setSeat(Yellow, int(BotLevel::Mcts));
        thinking->newGame(parseBoard(kFigure1Board).board, QStringLiteral("Figure 1"));
        QTest::qWait(100);
        QElapsedTimer clock;
        clock.start();
        delete thinking;  // cancels and waits for the worker
        QVERIFY2(clock.elapsed() < 4000 * pb::test::slowdown(), qPrintable(QString::number(clock.elapsed())));
    }
};

QTEST_MAIN(TestLessWorkspaceUi)
#include "tst_less_workspace_ui.moc"
