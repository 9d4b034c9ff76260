// The Less workspace with programs in its seats: faults judged, hanging or missing programs,
// and the same game as the headless referee.
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

class TestLessGuiPrograms : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchLessProgramsTest"));
    }

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

};

QTEST_MAIN(TestLessGuiPrograms)
#include "tst_less_gui_programs.moc"
