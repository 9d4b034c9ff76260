// The Arimaa workspace (offscreen): setup by drags and buttons, a move by mouse drags, a push
// as two drags, refusals with reasons, take back, and the replay of records (an archive game
// and a game in the official notation opened through File > Open), with screenshots. The same
// game played headless through arimaa::Session and through the workspace gives the same
// record, engines that crash, hang, flood or send garbage included.
#include "gui/arimaa/arimaadocument.h"
#include "gui/mainwindow.h"

#include "arimaa/boardview.h"
#include "common/stepcontrols.h"
#include "reference.h"
#include "testsettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pb::arimaa;
using pb::gui::ArimaaDocument;
using pb::views::ArimaaBoardView;

namespace {
int sq(const char* name) { return parseSquare(name); }

void drag(ArimaaBoardView* view, int from, int to)
{
    const QPointF a = view->squareRect(from).center();
    const QPointF z = view->squareRect(to).center();
    QTest::mousePress(view, Qt::LeftButton, Qt::NoModifier, a.toPoint());
    for (int i = 1; i <= 5; ++i) {
        const QPointF p = a + (z - a) * (i / 5.0);
        QMouseEvent move(QEvent::MouseMove, p, view->mapToGlobal(p), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view, &move);
    }
    QTest::mouseRelease(view, Qt::LeftButton, Qt::NoModifier, z.toPoint());
}

char at(const Position& p, int square)
{
    int colour = 0;
    const int type = p.pieceAt(square, &colour);
    return type == kNoPiece ? ' ' : pieceLetter(colour, type);
}

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }
} // namespace

class TestArimaaWorkspace : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchArimaaTest"));
    }

    void setupThenAMoveByDrags()
    {
        ArimaaDocument doc;
        doc.resize(1100, 700);
        doc.show();
        QVERIFY(QTest::qWaitForWindowExposed(&doc));
        doc.setPlayer(Gold, ArimaaDocument::Person);
        doc.setPlayer(Silver, ArimaaDocument::Person);
        doc.newGame();
        ArimaaBoardView* board = doc.boardView();
        QVERIFY(doc.inSetup());
        // The standard setup, then a swap by drag: the elephant to d2, the camel to e2.
        QCOMPARE(at(doc.shownPosition(), sq("e2")), 'E');
        QCOMPARE(at(doc.shownPosition(), sq("d2")), 'M');
        drag(board, sq("e2"), sq("d2"));
        QCOMPARE(at(doc.shownPosition(), sq("d2")), 'E');
        QCOMPARE(at(doc.shownPosition(), sq("e2")), 'M');
        // Off the home ranks is refused.
        drag(board, sq("a1"), sq("a3"));
        QCOMPARE(at(doc.shownPosition(), sq("a1")), 'R');
        QVERIFY(doc.lastMessage().contains(QStringLiteral("home ranks")));
        QVERIFY(doc.confirmSetup());
        QVERIFY(doc.inSetup());  // Silver's turn to set up
        doc.randomSetup(7);
        Position before = doc.shownPosition();
        doc.randomSetup(7);
        QCOMPARE(doc.shownPosition(), before);  // seeded: the same setup again
        QVERIFY(doc.confirmSetup());
        QVERIFY(!doc.inSetup());
        QCOMPARE(doc.game().record().size(), std::size_t(2));
        QVERIFY(doc.game().record()[0].rfind("1g ", 0) == 0);
        QVERIFY(doc.game().record()[0].find("Ed2") != std::string::npos);

        // Gold's move: the elephant two steps north by drags; the targets show where it may go.
        QVERIFY(contains(doc.legalTargets(sq("d2")), sq("d3")));
        QVERIFY(doc.legalTargets(sq("a1")).empty());  // a rabbit boxed in on a1
        drag(board, sq("d2"), sq("d3"));
        QCOMPARE(doc.pendingSteps().size(), std::size_t(1));
        QVERIFY(!board->targets().empty() || board->selected() == -1);
        drag(board, sq("d3"), sq("d4"));
        QCOMPARE(doc.pendingSteps().size(), std::size_t(2));
        QCOMPARE(at(doc.shownPosition(), sq("d4")), 'E');
        QCOMPARE(at(doc.game().position(), sq("d2")), 'E');  // not played yet
        // Not a step: refused with the reason, nothing changes.
        drag(board, sq("d4"), sq("f4"));
        QCOMPARE(doc.pendingSteps().size(), std::size_t(2));
        QVERIFY(doc.lastMessage().startsWith(QStringLiteral("Refused")));
        // Undo the last step, redo it, finish.
        QVERIFY(doc.undoStep());
        QCOMPARE(doc.pendingSteps().size(), std::size_t(1));
        drag(board, sq("d3"), sq("d4"));
        QTest::mouseClick(doc.finishButton(), Qt::LeftButton);
        QCOMPARE(doc.game().record().size(), std::size_t(3));
        QCOMPARE(doc.game().record()[2], std::string("2g Ed2n Ed3n"));
        QCOMPARE(doc.moveList()->count(), 3);
        QCOMPARE(doc.game().sideToMove(), int(Silver));
        // Take back: Gold to move again, the elephant home.
        QVERIFY(doc.takeBack());
        QCOMPARE(doc.game().record().size(), std::size_t(2));
        QCOMPARE(at(doc.game().position(), sq("d2")), 'E');

        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (!shots.isEmpty()) {
            drag(board, sq("d2"), sq("d3"));
            drag(board, sq("d3"), sq("d4"));
            QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squareRect(sq("c2")).center().toPoint());
            QDir().mkpath(shots);
            QVERIFY(doc.grab().save(QDir(shots).filePath(QStringLiteral("arimaa-workspace.png"))));
        }
    }

    void pushAndPull()
    {
        // Gold's elephant on d4 next to a silver rabbit (d5) and cat (e4).
        const std::string ranks =
            " +-----------------+\n"
            "8| r r . . . . r r |\n"
            "7| . . . . . . . . |\n"
            "6| . . x . . x . . |\n"
            "5| . . . r . . . . |\n"
            "4| . . . E c . . . |\n"
            "3| . . x . . x . . |\n"
            "2| . . . . . . . . |\n"
            "1| R . . . . . . R |\n"
            " +-----------------+\n";
        const PositionParse p = parseDiagram("5g", ranks);
        QVERIFY2(p.ok(), p.error.c_str());
        ArimaaDocument doc;
        doc.resize(1000, 700);
        doc.show();
        QVERIFY(QTest::qWaitForWindowExposed(&doc));
        doc.setPlayer(Gold, ArimaaDocument::Person);
        doc.setPlayer(Silver, ArimaaDocument::Person);
        doc.startFrom(Game::fromPosition(p.position, 5));
        QVERIFY(!doc.inSetup());
        ArimaaBoardView* board = doc.boardView();
        // A push: the silver rabbit d5 first (to d6), then the elephant into d5.
        QVERIFY(contains(doc.legalTargets(sq("d5")), sq("d6")));
        QVERIFY(doc.legalTargets(sq("a8")).empty());  // not next to a stronger gold piece
        drag(board, sq("d5"), sq("d6"));
        QCOMPARE(doc.pendingSteps().size(), std::size_t(1));
        QCOMPARE(doc.legalTargets(sq("e4")).size(), std::size_t(0));  // the cat cannot move now
        QVERIFY(doc.legalTargets(sq("d4")) == std::vector<int>{sq("d5")});  // the push must end
        drag(board, sq("d4"), sq("d5"));
        // Then a pull: the elephant steps east to e5 and pulls the silver rabbit from d6 into d5.
        drag(board, sq("d5"), sq("e5"));
        QVERIFY(contains(doc.legalTargets(sq("d6")), sq("d5")));
        drag(board, sq("d6"), sq("d5"));
        QCOMPARE(doc.pendingSteps().size(), std::size_t(4));
        QVERIFY(doc.finishTurn());
        QCOMPARE(doc.game().record().back(), std::string("5g rd5n Ed4n Ed5e rd6s"));
        QCOMPARE(at(doc.game().position(), sq("e5")), 'E');
        QCOMPARE(at(doc.game().position(), sq("d5")), 'r');
    }

    // An AEI engine on Silver: it sets up (its setup and score arrive), then plays an illegal
    // move and forfeits; one that never answers loses on time; a person over the clock too.
    void engineSeatsForfeitsAndClocks()
    {
        const QString engine = QStringLiteral(AEI_TEST_ENGINE);
        const QString silverSetup = QStringLiteral("ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 ha8 db8 cc8 md8 ee8 cf8 dg8 hh8");
        {
            ArimaaDocument doc;
            doc.setTimeControl(QStringLiteral("none"));
            doc.setThinkMillis(2000);
            doc.setEngineCommand(Silver, QStringLiteral("\"%1\" good --move \"%2\"").arg(engine, silverSetup));
            doc.setPlayer(Gold, ArimaaDocument::Person);
            doc.setPlayer(Silver, ArimaaDocument::Engine);
            doc.newGame();
            QVERIFY(doc.confirmSetup());
            QTRY_COMPARE_WITH_TIMEOUT(doc.game().record().size(), std::size_t(2), 10000);
            QCOMPARE(QString::fromStdString(doc.game().record()[1]), QStringLiteral("1s ") + silverSetup);
            QCOMPARE(doc.evaluations().size(), std::size_t(1));
            QCOMPARE(doc.evaluations()[0].second, -42);  // the engine's 42 for Silver is -42 for Gold
            QVERIFY(!doc.isThinking());
            // Gold moves; the engine answers its setup again: an illegal move, a forfeit.
            QVERIFY(doc.dropPiece(sq("e2"), sq("e3")));
            QVERIFY(doc.finishTurn());
            QTRY_VERIFY_WITH_TIMEOUT(doc.gameOver(), 10000);
            QCOMPARE(doc.winner(), int(Gold));
            QCOMPARE(doc.termination(), 'i');
            QVERIFY2(doc.endReason().contains(QStringLiteral("illegal")), qPrintable(doc.endReason()));
            QCOMPARE(doc.game().record().size(), std::size_t(3));  // the illegal move is not played
            QVERIFY(!doc.dropPiece(sq("e3"), sq("e4")));  // over
        }
        {
            // An engine that never answers, untimed: after the thinking time and the grace after
            // stop it is given up, and the GUI never waited.
            ArimaaDocument doc;
            doc.setTimeControl(QStringLiteral("none"));
            doc.setThinkMillis(300);
            doc.setEngineCommand(Gold, QStringLiteral("\"%1\" hang").arg(engine));
            doc.setPlayer(Silver, ArimaaDocument::Person);
            doc.setPlayer(Gold, ArimaaDocument::Engine);
            doc.newGame();
            QVERIFY(doc.isThinking());
            QElapsedTimer clock;
            clock.start();
            QTRY_VERIFY_WITH_TIMEOUT(doc.gameOver(), 10000);
            QVERIFY(clock.elapsed() < 6000);
            QCOMPARE(doc.winner(), int(Silver));
            QCOMPARE(doc.termination(), 't');
        }
        {
            // A person with two seconds for the turn (no setup: the game starts from a position).
            const PositionParse p = parseDiagram("3g", " +-----------------+\n"
                                                       "8| r r r r r r r r |\n"
                                                       "7| . . . . . . . . |\n"
                                                       "6| . . x . . x . . |\n"
                                                       "5| . . . . . . . . |\n"
                                                       "4| . . . . . . . . |\n"
                                                       "3| . . x . . x . . |\n"
                                                       "2| . . . . . . . . |\n"
                                                       "1| R R R R R R R R |\n"
                                                       " +-----------------+\n");
            QVERIFY(p.ok());
            ArimaaDocument doc;
            doc.setPlayer(Gold, ArimaaDocument::Person);
            doc.setPlayer(Silver, ArimaaDocument::Person);
            QVERIFY(doc.setTimeControl(QStringLiteral("0:01/0:01")));
            QString error;
            QVERIFY(!doc.setTimeControl(QStringLiteral("0:01/x"), &error));
            QVERIFY(error.contains(QStringLiteral("column 6")));
            QVERIFY(doc.timed());
            doc.startFrom(Game::fromPosition(p.position, 3));
            QVERIFY(doc.clockLabel(Gold)->text().contains(QStringLiteral("0:01")));
            QTRY_VERIFY_WITH_TIMEOUT(doc.gameOver(), 5000);
            QCOMPARE(doc.winner(), int(Silver));
            QCOMPARE(doc.termination(), 't');
        }
        QSettings().clear();
    }

    // Against the built-in bot: it sets up and answers on a worker thread with its score on the
    // graph; Take Back returns to the person's turn. Two bots play a game to its end.
    void againstTheBuiltInBot()
    {
        ArimaaDocument doc;
        doc.resize(1366, 768);  // the README's size
        doc.show();
        QVERIFY(QTest::qWaitForWindowExposed(&doc));
        doc.setTimeControl(QStringLiteral("none"));
        doc.setThinkMillis(200);
        doc.setPlayer(Gold, ArimaaDocument::Person);
        doc.setPlayer(Silver, ArimaaDocument::BotSearch);
        doc.newGame();
        QVERIFY(doc.confirmSetup());
        QTRY_COMPARE_WITH_TIMEOUT(doc.game().record().size(), std::size_t(2), 10000);
        QVERIFY(doc.game().record()[1].rfind("1s ", 0) == 0);
        QVERIFY(!doc.isThinking());
        QVERIFY(doc.dropPiece(sq("d2"), sq("d3")));
        QVERIFY(doc.dropPiece(sq("d3"), sq("d4")));
        QVERIFY(doc.finishTurn());
        QVERIFY(doc.isThinking());
        QVERIFY(!doc.dropPiece(sq("a2"), sq("a3")));  // not the person's turn
        QTRY_COMPARE_WITH_TIMEOUT(doc.game().record().size(), std::size_t(4), 10000);
        QVERIFY(!doc.evaluations().empty());
        QCOMPARE(doc.evaluations().back().first, 4);
        QCOMPARE(doc.game().sideToMove(), int(Gold));
        // Take back: the bot's move and the person's, back to the person's turn 2g.
        QVERIFY(doc.takeBack());
        QCOMPARE(doc.game().record().size(), std::size_t(2));
        QCOMPARE(doc.game().sideToMove(), int(Gold));
        QVERIFY(!doc.isThinking());

        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (!shots.isEmpty()) {
            // A few turns on a clock: each time the first gold piece that can step, two steps.
            doc.setTimeControl(QStringLiteral("0:01/0:20/100/0/0/0"));
            doc.newGame();
            QVERIFY(doc.confirmSetup());
            for (int turn = 0; turn < 3 && !doc.gameOver(); ++turn) {
                QTRY_VERIFY_WITH_TIMEOUT(!doc.isThinking() || doc.gameOver(), 10000);
                int moved = -1;
                for (int step = 0; step < 2; ++step)
                    for (int from = 63; from >= 0; --from) {
                        int colour = 0;
                        if (from == moved || doc.shownPosition().pieceAt(from, &colour) == kNoPiece || colour != Gold)
                            continue;
                        const std::vector<int> targets = doc.legalTargets(from);
                        if (!targets.empty() && doc.dropPiece(from, targets.back())) {
                            moved = targets.back();
                            break;
                        }
                    }
                if (!doc.finishTurn())
                    break;
            }
            QTRY_VERIFY_WITH_TIMEOUT(!doc.isThinking() || doc.gameOver(), 10000);
            QDir().mkpath(shots);
            QTest::qWait(300);
            QVERIFY(doc.grab().save(QDir(shots).filePath(QStringLiteral("arimaa-bot.png"))));
            doc.setTimeControl(QStringLiteral("none"));
        }

        // Our engine program as an AEI engine on Gold against the search bot: legal moves, no fault.
        {
            ArimaaDocument mixed;
            mixed.setTimeControl(QStringLiteral("none"));
            mixed.setThinkMillis(1500);
            mixed.setEngineCommand(Gold, QStringLiteral("\"%1\" --level random --seed 3").arg(QStringLiteral(PLAYBENCH_ARIMAA_ENGINE)));
            mixed.setPlayer(Gold, ArimaaDocument::Engine);
            mixed.setPlayer(Silver, ArimaaDocument::BotRandom);
            mixed.newGame();
            QTRY_VERIFY_WITH_TIMEOUT(mixed.game().record().size() >= 8 || mixed.gameOver(), 30000);
            QVERIFY2(mixed.endReason().isEmpty() || QString("gem").contains(QLatin1Char(mixed.termination())),
                     qPrintable(mixed.endReason()));
            Game replay;
            for (const std::string& line : mixed.game().record())
                QVERIFY(replay.play(line).isEmpty());
        }

        // Search against random, quick moves: a whole game, won by the search bot.
        ArimaaDocument bots;
        bots.setTimeControl(QStringLiteral("none"));
        bots.setThinkMillis(30);
        bots.setPlayer(Gold, ArimaaDocument::BotSearch);
        bots.setPlayer(Silver, ArimaaDocument::BotRandom);
        bots.newGame();
        QTRY_VERIFY_WITH_TIMEOUT(bots.gameOver(), 120000);
        QCOMPARE(bots.winner(), int(Gold));
        QVERIFY(QString("gem").contains(QLatin1Char(bots.termination())));
        QSettings().clear();
    }

    // The GUI never waits for an engine: one stuck in its opening phase is dropped at once by a
    // new game, a change of player or closing; a person's turn handed to the bot is played.
    void neverWaitsForAnEngine()
    {
        const QString engine = QStringLiteral(AEI_TEST_ENGINE);
        QElapsedTimer clock;
        {
            ArimaaDocument doc;
            doc.setTimeControl(QStringLiteral("none"));
            doc.setThinkMillis(200);
            doc.setEngineCommand(Gold, QStringLiteral("\"%1\" noaeiok").arg(engine));
            doc.setPlayer(Silver, ArimaaDocument::Person);
            doc.setPlayer(Gold, ArimaaDocument::Engine);
            doc.newGame();
            QTest::qWait(200);  // the engine is in its opening phase (10 s allowed)
            clock.start();
            doc.newGame();
            QVERIFY2(clock.elapsed() < 1500, "a new game waited for the engine");
            QTest::qWait(200);
            clock.restart();
            doc.setPlayer(Gold, ArimaaDocument::Person);
            QVERIFY(!doc.isThinking());
            QVERIFY(doc.confirmSetup());  // the person plays Gold's setup at once
            QVERIFY(doc.confirmSetup());
            QTRY_COMPARE_WITH_TIMEOUT(doc.game().record().size(), std::size_t(2), 5000);
            doc.setPlayer(Gold, ArimaaDocument::Engine);
            QTest::qWait(200);
            clock.restart();
        }
        QVERIFY2(clock.elapsed() < 1500, "closing waited for the engine");
        {
            // Gold's person hands its turn to the search bot mid-turn: the bot plays it.
            ArimaaDocument doc;
            doc.setTimeControl(QStringLiteral("none"));
            doc.setThinkMillis(100);
            doc.setPlayer(Gold, ArimaaDocument::Person);
            doc.setPlayer(Silver, ArimaaDocument::BotRandom);
            doc.newGame();
            QVERIFY(!doc.isThinking());
            doc.setPlayer(Gold, ArimaaDocument::BotSearch);
            QVERIFY(doc.isThinking());
            QTRY_VERIFY_WITH_TIMEOUT(doc.game().record().size() >= 3, 10000);
            QVERIFY(!doc.gameOver() || QString("gem").contains(QLatin1Char(doc.termination())));
        }
        QSettings().clear();
    }

    void headlessAndDesktopPlayTheSameGame_data()
    {
        QTest::addColumn<QString>("silver");  // "bot:random", or an engine's command line
        QTest::addColumn<QString>("tc");      // "none", or a time control
        QTest::addColumn<char>("termination");
        const QString engine = QStringLiteral(AEI_TEST_ENGINE);
        QTest::newRow("bots") << QStringLiteral("bot:random") << QStringLiteral("none") << char(0);
        QTest::newRow("bots, timed") << QStringLiteral("bot:random") << QStringLiteral("0:10/1:00") << char(0);
        QTest::newRow("random engine") << QStringLiteral("\"%1\" --seed 3").arg(QStringLiteral(AEI_RANDOM_ENGINE))
                                       << QStringLiteral("none") << char(0);
        QTest::newRow("crash") << QStringLiteral("\"%1\" crash").arg(engine) << QStringLiteral("none") << 'f';
        QTest::newRow("hang") << QStringLiteral("\"%1\" hang").arg(engine) << QStringLiteral("none") << 't';
        QTest::newRow("flood") << QStringLiteral("\"%1\" flood").arg(engine) << QStringLiteral("none") << 'f';
        QTest::newRow("garbage") << QStringLiteral("\"%1\" garbage").arg(engine) << QStringLiteral("none") << 'i';
    }

    void headlessAndDesktopPlayTheSameGame()
    {
        // Gold: the search bot to a fixed depth (never by the clock), so both runs are the same.
        QFETCH(QString, silver);
        QFETCH(QString, tc);
        QFETCH(char, termination);
        SessionOptions o;
        o.timed = tc != QLatin1String("none");
        if (o.timed)
            o.control = parseTimeControl(tc.toStdString()).control;
        o.untimedMoveMs = 400;
        o.graceMs = 2000;
        o.startTimeoutMs = 10000;
        o.syncTimeoutMs = 10000;
        o.seed = 5;
        o.botDepth = 3;
        o.event = "Playbench";
        PlayerSpec gold;
        gold.bot = true;
        gold.level = BotLevel::Search;
        const PlayerSpec silverSpec = parsePlayerSpec(silver);
        Session session({makePlayer(gold, Gold, o), makePlayer(silverSpec, Silver, o)}, o);
        QElapsedTimer timer;
        timer.start();
        const SessionResult headless = session.run();
        QVERIFY(headless.winner >= 0);

        ArimaaDocument doc;
        QVERIFY(doc.setTimeControl(tc));
        doc.setThinkMillis(400);
        doc.setSeed(5);
        doc.setBotDepth(3);
        doc.setPlayer(Gold, ArimaaDocument::BotSearch);
        if (silverSpec.bot) {
            doc.setPlayer(Silver, ArimaaDocument::BotRandom);
        } else {
            doc.setEngineCommand(Silver, silver);
            doc.setPlayer(Silver, ArimaaDocument::Engine);
        }
        QCOMPARE(doc.sessionOptions().botDepth, o.botDepth);
        doc.newGame();
        QTRY_VERIFY_WITH_TIMEOUT(doc.result().has_value(), 120000);
        const SessionResult& desktop = *doc.result();
        QVERIFY2(timer.elapsed() < 120000, "too slow");

        // The same end, the same fault at the same move, the same record, line for line.
        QCOMPARE(desktop.winner, headless.winner);
        QCOMPARE(desktop.termination, headless.termination);
        if (termination)
            QCOMPARE(headless.termination, termination);
        else
            QVERIFY(QByteArray("gem").contains(headless.termination));
        QCOMPARE(desktop.fault.has_value(), headless.fault.has_value());
        if (headless.fault) {
            QCOMPARE(desktop.fault->side, headless.fault->side);
            QCOMPARE(desktop.fault->label, headless.fault->label);
            QCOMPARE(desktop.fault->line, headless.fault->line);
            if (headless.termination != 't')  // a timeout's message names the milliseconds left
                QCOMPARE(desktop.fault->reason, headless.fault->reason);
            QVERIFY(!doc.endReason().isEmpty());
        }
        QCOMPARE(QString::fromStdString(desktop.game.recordText()), QString::fromStdString(headless.game.recordText()));
        QCOMPARE(doc.game().record(), headless.game.record());
        QVERIFY(doc.gameOver());
        QCOMPARE(doc.winner(), headless.winner);
        QCOMPARE(doc.termination(), headless.termination);
        // The written records agree but for the date.
        auto undated = [](std::string text) {
            const std::size_t date = text.find("\nDate: ");
            text.erase(date, text.find('\n', date + 1) - date);
            return QString::fromStdString(text);
        };
        QCOMPARE(undated(gameRecordText(desktop, doc.sessionOptions())), undated(gameRecordText(headless, o)));
        QSettings().clear();
    }

    void replayOfRecords()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/games-2011-sample.txt"));
        const QString archivePath = pb::test::referencePath(QStringLiteral("arimaa/games-2011-sample.txt"));
        QVERIFY(ArimaaDocument::looksLikeRecord(archivePath));
        QFile f(archivePath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const ArchiveParse archive = readArchive(f.readAll().toStdString());
        QVERIFY(archive.ok() && !archive.games.empty());
        const ArchiveGame& first = archive.games.front();
        ArimaaDocument doc;
        QString error;
        QVERIFY2(doc.openRecord(archivePath, &error, 0), qPrintable(error));
        QVERIFY(doc.isReplay());
        // Every move of the game, and at the end the recorded winner.
        Game g;
        int played = 0;
        for (const std::string& m : first.moves()) {
            const MoveParse parse = parseMove(m);
            if (parse.ok() && parse.move.kind == MoveText::Empty)
                continue;
            QVERIFY(g.play(m).isEmpty());
            ++played;
        }
        QCOMPARE(doc.replayMoves(), played);
        QCOMPARE(doc.game().position(), g.position());
        QVERIFY(doc.game().outcome().decided());
        QCOMPARE(QString(QChar::fromLatin1(colourLetter(doc.game().outcome().winner))),
                 QString::fromStdString(first.value("result")) == QLatin1String("w") ? QStringLiteral("g") : QStringLiteral("s"));
        doc.showReplayMove(3);
        QCOMPARE(doc.replayMove(), 3);
        QCOMPARE(doc.moveList()->currentRow(), 2);
        QVERIFY(!doc.boardView()->squares().empty());
        // Clicking a move in the list shows the position after it.
        doc.moveList()->setCurrentRow(9);
        QCOMPARE(doc.replayMove(), 10);
        // Not playable in a replay.
        QVERIFY(!doc.dropPiece(sq("a2"), sq("a3")));

        // A game in the official notation, opened through File > Open.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.txt"));
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write("# a test game\n");
            out.write(QByteArray::fromStdString(g.recordText()));
        }
        pb::gui::MainWindow window;
        window.resize(1366, 768);  // the README's size
        window.show();
        QVERIFY(window.openPath(path));
        auto* opened = qobject_cast<ArimaaDocument*>(window.currentDocument());
        QVERIFY(opened);
        QCOMPARE(opened->replayMoves(), played);
        QCOMPARE(opened->game().position(), g.position());
        // A broken record names the line and the move.
        const QString bad = dir.filePath(QStringLiteral("bad.txt"));
        {
            QFile out(bad);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write("1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n"
                      "1s ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 ha8 db8 cc8 md8 ee8 cf8 dg8 hh8\n"
                      "2g Ra2n\n");
        }
        ArimaaDocument broken;
        QVERIFY(!broken.openRecord(bad, &error));
        QVERIFY2(error.contains(QStringLiteral(":3:")) && error.contains(QStringLiteral("2g Ra2n")), qPrintable(error));

        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (!shots.isEmpty()) {
            opened->showReplayMove(24);
            QTest::qWait(50);
            QDir().mkpath(shots);
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("arimaa-replay.png"))));
        }
    }
};

QTEST_MAIN(TestArimaaWorkspace)
#include "tst_arimaa_workspace.moc"
