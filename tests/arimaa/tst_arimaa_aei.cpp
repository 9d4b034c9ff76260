// The AEI controller against a tiny test engine that can misbehave: the opening phase, options
// and moves sent in order, info lines, bestmove; and an engine that hangs, crashes, never ends
// its opening phase, prints garbage, answers late, or does not answer stop while pondering.
// Nothing may hang: every call is bounded.
#include "arimaa/aei.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace pb::arimaa;

namespace {
const QString kEngine = QStringLiteral(AEI_TEST_ENGINE);

bool transcriptHas(const AeiEngine& e, const std::string& line)
{
    return std::find(e.transcript().begin(), e.transcript().end(), line) != e.transcript().end();
}
} // namespace

class TestArimaaAei : public QObject {
    Q_OBJECT
private slots:
    void fullDialogue()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("record.txt"));
        AeiEngine e(kEngine, {QStringLiteral("good"), QStringLiteral("--move"), QStringLiteral("Ee2n Ee3n"),
                              QStringLiteral("--record"), record});
        const auto started = e.start(5000);
        QVERIFY2(!started, started ? qPrintable(started->message) : "");
        QCOMPARE(e.name(), std::string("TestEngine"));
        QCOMPARE(e.author(), std::string("Playbench tests"));
        QCOMPARE(e.version(), std::string("0.1"));
        QCOMPARE(e.protocolVersion(), 1);
        e.newGame();
        e.setOption("tcmove", std::int64_t(120));
        e.setOption("opponent", "bot_Test");
        e.setPosition('g', "[rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]");
        e.makeMove("Ra2n");
        int infos = 0;
        std::vector<std::string> logs;
        const AeiEngine::Search s = e.go(5000, 1000, nullptr, [&infos](const AeiInfo&) { ++infos; },
                                         [&logs](const std::string& l) { logs.push_back(l); });
        QVERIFY(!s.fault);
        QCOMPARE(s.move, std::string("Ee2n Ee3n"));
        QCOMPARE(s.info.score, std::optional<int>(42));
        QCOMPARE(s.info.depth, std::string("3"));
        QCOMPARE(s.info.nodes, std::optional<std::int64_t>(1234));
        QCOMPARE(s.info.pv, std::string("Ee2n Ee3n b ra7s"));
        QCOMPARE(infos, 4);
        QCOMPARE(logs, std::vector<std::string>{"Starting search"});
        e.quit(2000);
        QVERIFY(!e.running());
        QFile f(record);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QStringList expected{QStringLiteral("aei"), QStringLiteral("isready"), QStringLiteral("newgame"),
                                   QStringLiteral("setoption name tcmove value 120"),
                                   QStringLiteral("setoption name opponent value bot_Test"),
                                   QStringLiteral("setposition g [rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]"),
                                   QStringLiteral("makemove Ra2n"), QStringLiteral("go"), QStringLiteral("quit")};
        QCOMPARE(lines, expected);
    }

    void infoLines()
    {
        AeiInfo info;
        QVERIFY(parseAeiInfo("info score -35", info));
        QCOMPARE(info.score, std::optional<int>(-35));
        QVERIFY(parseAeiInfo("info depth 10+", info));
        QCOMPARE(info.depth, std::string("10+"));
        QCOMPARE(info.score, std::optional<int>(-35));  // earlier values stay
        QVERIFY(parseAeiInfo("info time 1.5", info));
        QCOMPARE(info.time, std::optional<double>(1.5));
        QVERIFY(parseAeiInfo("info qnodes 3353", info));
        QCOMPARE(info.type, std::string("qnodes"));
        QCOMPARE(info.value, std::string("3353"));
        QVERIFY(parseAeiInfo("info score x", info));
        QCOMPARE(info.score, std::optional<int>(-35));  // a bad number changes nothing
        QVERIFY(!parseAeiInfo("log info score 3", info));
    }

    void faults_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("phase");  // 0: start, 1: go
        QTest::addColumn<int>("kind");
        QTest::newRow("hang") << "hang" << 1 << int(AeiFaultKind::Timeout);
        QTest::newRow("crash") << "crash" << 1 << int(AeiFaultKind::Crash);
        QTest::newRow("noaeiok") << "noaeiok" << 0 << int(AeiFaultKind::Timeout);
        QTest::newRow("garbage") << "garbage" << 1 << int(AeiFaultKind::Protocol);
    }
    void faults()
    {
        QFETCH(QString, mode);
        QFETCH(int, phase);
        QFETCH(int, kind);
        QElapsedTimer clock;
        clock.start();
        AeiEngine e(kEngine, {mode});
        std::optional<AeiFault> fault = e.start(800);
        if (phase == 1) {
            QVERIFY(!fault);
            const AeiEngine::Search s = e.go(300, 300);
            QVERIFY(s.move.empty());
            fault = s.fault;
        }
        QVERIFY(fault);
        QCOMPARE(int(fault->kind), kind);
        QVERIFY(!fault->message.isEmpty());
        QVERIFY(!e.running());  // a faulty engine is killed
        QVERIFY(clock.elapsed() < 5000);
        if (mode == QLatin1String("garbage")) {
            QCOMPARE(fault->line, std::string("bestmove"));
            QVERIFY(transcriptHas(e, "! error: unexpected message: hello there"));
        }
        if (mode == QLatin1String("hang"))
            QVERIFY(transcriptHas(e, "> stop"));  // it was asked to stop before it was given up
    }

    void missingProgram()
    {
        AeiEngine e(QStringLiteral("/nonexistent/arimaa-engine"), {});
        const auto fault = e.start(2000);
        QVERIFY(fault);
        QCOMPARE(fault->kind, AeiFaultKind::Start);
        QVERIFY(fault->message.contains(QStringLiteral("/nonexistent/arimaa-engine")));
    }

    void lateAnswerIsReturnedWithItsTime()
    {
        // Past the deadline the engine is sent stop; its answer within the grace is returned
        // with the time it took, for the clock to judge.
        AeiEngine e(kEngine, {QStringLiteral("slow"), QStringLiteral("--sleep"), QStringLiteral("600")});
        QVERIFY(!e.start(5000));
        const AeiEngine::Search s = e.go(200, 3000);
        QVERIFY(!s.fault);
        QCOMPARE(s.move, std::string("Ra2n"));
        QVERIFY(s.usedMs >= 550);
        QVERIFY(transcriptHas(e, "> stop"));
    }

    void ponderingEndsCleanly()
    {
        // An engine that answers stop while pondering: its stale bestmove is not the next answer.
        AeiEngine stale(kEngine, {QStringLiteral("stale")});
        QVERIFY(!stale.start(5000));
        stale.goPonder();
        QVERIFY(stale.pondering());
        QVERIFY(!stale.stopPondering(1000, 2000));
        QVERIFY(!stale.pondering());
        stale.makeMove("Ra7s");
        AeiEngine::Search s = stale.go(5000, 1000);
        QCOMPARE(s.move, std::string("Ra2n"));
        // An engine that does not answer stop while pondering costs only the grace period.
        AeiEngine deaf(kEngine, {QStringLiteral("deaf")});
        QVERIFY(!deaf.start(5000));
        deaf.goPonder();
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!deaf.stopPondering(300, 2000));
        QVERIFY(clock.elapsed() < 2000);
        QVERIFY(deaf.running());
        s = deaf.go(5000, 1000);
        QCOMPARE(s.move, std::string("Ra2n"));
        // One that answers nothing at all any more is given up.
        AeiEngine mute(kEngine, {QStringLiteral("mute")});
        QVERIFY(!mute.start(5000));
        mute.goPonder();
        const auto fault = mute.stopPondering(200, 500);
        QVERIFY(fault);
        QCOMPARE(fault->kind, AeiFaultKind::Timeout);
        QVERIFY(!mute.running());
    }

    void cancelStopsTheWait()
    {
        AeiEngine e(kEngine, {QStringLiteral("hang")});
        QVERIFY(!e.start(5000));
        std::atomic<bool> cancel{false};
        std::thread t([&cancel] {
            std::this_thread::sleep_for(std::chrono::milliseconds(150));
            cancel = true;
        });
        QElapsedTimer clock;
        clock.start();
        const AeiEngine::Search s = e.go(60000, 1000, &cancel);
        t.join();
        QVERIFY(s.cancelled);
        QVERIFY(!s.fault);
        QVERIFY(clock.elapsed() < 3000);
        e.quit(500);
        QVERIFY(!e.running());
    }
};

QTEST_GUILESS_MAIN(TestArimaaAei)
#include "tst_arimaa_aei.moc"
