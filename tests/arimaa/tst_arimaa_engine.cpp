// playbench-arimaa-engine driven through the AEI controller (core/arimaa/aei.h): the opening
// phase, time-control options, setups and step moves found with go and checked by Game::play,
// info lines, stop answered at once, pondering, garbage that must not kill it, quit.

#include "arimaa/aei.h"
#include "arimaa/game.h"
#include "arimaa/timecontrol.h"

#include <QElapsedTimer>
#include <QTest>

#include <random>

using namespace pb::arimaa;

namespace {
const QString kEngine = QStringLiteral(PLAYBENCH_ARIMAA_ENGINE);

bool transcriptStartsWith(const AeiEngine& e, const std::string& prefix)
{
    return std::any_of(e.transcript().begin(), e.transcript().end(),
                       [&](const std::string& l) { return l.rfind(prefix, 0) == 0; });
}

int countPrefix(const AeiEngine& e, const std::string& prefix)
{
    return static_cast<int>(std::count_if(e.transcript().begin(), e.transcript().end(),
                                          [&](const std::string& l) { return l.rfind(prefix, 0) == 0; }));
}

std::string dump(const AeiEngine& e)
{
    std::string out;
    for (const std::string& l : e.transcript())
        out += l + "\n";
    return out;
}
} // namespace

class TestArimaaEngine : public QObject {
    Q_OBJECT
private slots:
    void playsLegalMovesWithinTime();
    void stopAnswersAtOnce();
    void survivesGarbage();
    void randomLevel();
};

void TestArimaaEngine::playsLegalMovesWithinTime()
{
    AeiEngine e(kEngine, {QStringLiteral("--seed"), QStringLiteral("3")});
    const auto started = e.start(10000);
    QVERIFY2(!started, started ? qPrintable(started->message) : "");
    QCOMPARE(e.protocolVersion(), 1);
    QCOMPARE(e.name(), std::string("playbench-arimaa"));
    QVERIFY(!e.author().empty() && !e.version().empty());

    e.newGame();
    const TimeControlParse tc = parseTimeControl("2s/4s/100/10s");
    QVERIFY(tc.ok());
    for (const auto& [name, value] : tc.control.aeiOptions())
        e.setOption(name, value);
    GameClock clock(tc.control);
    Game game;
    int lastSide = -1;
    int withInfo = 0;
    for (int turn = 0; turn < 8 && !game.outcome().decided(); ++turn) {
        const int side = game.sideToMove();
        for (const auto& [name, value] : clock.aeiState(lastSide))
            e.setOption(name, value);
        const std::int64_t allowed = clock.allowedMs(side, game.inSetup());
        AeiInfo seen;
        int infos = 0;
        const AeiEngine::Search s = e.go(allowed, 1000, nullptr, [&](const AeiInfo& i) {
            ++infos;
            seen = i;
        });
        QVERIFY2(!s.fault, qPrintable(s.fault ? s.fault->message : QString()));
        QVERIFY2(s.usedMs <= allowed, qPrintable(QStringLiteral("%1 ms of %2").arg(s.usedMs).arg(allowed)));
        const bool setup = game.inSetup();
        const QString error = game.play(s.move);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("%1 %2: %3").arg(QString::fromStdString(game.moveLabel()), QString::fromStdString(s.move), error)));
        if (!setup) {
            // A search: score, depth and a principal variation starting with the move's first step.
            QVERIFY(infos >= 3);
            QVERIFY(s.info.score.has_value());
            QVERIFY(!s.info.depth.empty());
            QVERIFY(s.info.nodes.value_or(0) > 0);
            QVERIFY(!s.info.pv.empty());
            QCOMPARE(s.info.pv.substr(0, 4), s.move.substr(0, 4));
            ++withInfo;
        }
        QVERIFY(clock.finishTurn(side, s.usedMs, setup).inTime());
        lastSide = side;
        e.makeMove(s.move);
    }
    QVERIFY(withInfo >= 4);
    QVERIFY(!e.sync(3000));
    QVERIFY(!transcriptStartsWith(e, "< log Error"));  // a clean dialogue has no errors
    e.quit(2000);
    QVERIFY(!e.running());
}

void TestArimaaEngine::stopAnswersAtOnce()
{
    AeiEngine e(kEngine, {});
    QVERIFY(!e.start(10000));
    e.newGame();
    e.makeMove("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2");
    e.makeMove("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7");
    // A minute to think: the controller's stop after 300 ms must bring the move at once.
    e.setOption("tcmove", std::int64_t(60));
    e.setOption("tcreserve", std::int64_t(60));
    QElapsedTimer timer;
    timer.start();
    const AeiEngine::Search s = e.go(300, 400);
    QVERIFY2(!s.fault, qPrintable(s.fault ? s.fault->message : QString()));
    QVERIFY(timer.elapsed() < 300 + 400 + 300);  // the grace, and slack to start the call
    QVERIFY(transcriptStartsWith(e, "> stop"));
    Game game;
    QVERIFY(game.play("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2").isEmpty());
    QVERIFY(game.play("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7").isEmpty());
    QVERIFY2(game.play(s.move).isEmpty(), s.move.c_str());

    // Pondering on the opponent's time, ended by stop: answered, and the engine is in sync.
    e.makeMove(s.move);
    e.goPonder();
    QTest::qWait(200);
    timer.restart();
    QVERIFY(!e.stopPondering(400, 1000));
    QVERIFY(timer.elapsed() < 1000);
    QCOMPARE(countPrefix(e, "< bestmove"), 2);
    e.quit(2000);
    QVERIFY(!e.running());
}

void TestArimaaEngine::survivesGarbage()
{
    AeiEngine e(kEngine, {QStringLiteral("--level"), QStringLiteral("search")});
    QVERIFY(!e.start(10000));
    e.newGame();
    e.setOption("no-such-option", "7");
    e.setOption("tcmove", "soon");
    e.setPosition('x', "[rubbish");
    e.setPosition('g', "[too short]");
    e.makeMove("Zz9q");
    e.makeMove("Ra1 Ra1");
    e.makeMove("\x01\x02\xff garbage\nfoo bar baz\n\n   \nsetposition\ngo sideways\nsetoption value 3\nstop");
    QVERIFY2(!e.sync(3000), dump(e).c_str());
    QVERIFY(e.running());
    QVERIFY(transcriptStartsWith(e, "< log Warning: unknown option no-such-option"));
    QVERIFY(countPrefix(e, "< log Error") >= 7);
    // Random lines of protocol words, numbers and bytes (never quit, never isready: the sync
    // below must meet the readyok of its own isready): the engine goes on.
    std::mt19937 rng(12);
    const std::vector<std::string> words = {"aei", "newgame", "setposition", "g", "s", "w", "[", "]",
                                            "[rrrrrrrrhdcemcdh", "setoption", "name", "value", "tcmove", "greserve",
                                            "moveused", "depth", "makemove", "Ee2n", "Ra1", "ed7s", "go", "ponder",
                                            "stop", "-1", "0", "2", "1e9", "nan", "99999999999999999999", "x", "takeback"};
    std::string fuzz;
    for (int i = 0; i < 300; ++i) {
        const int n = static_cast<int>(rng() % 8);
        for (int k = 0; k < n; ++k) {
            if (rng() % 6 == 0) {
                const char c = static_cast<char>(1 + rng() % 254);
                fuzz += c == '\n' ? 'y' : c;  // any byte but the line end
            } else
                fuzz += words[rng() % words.size()];
            fuzz += rng() % 5 == 0 ? "" : " ";
        }
        fuzz += "\n";
    }
    fuzz += "stop";
    e.makeMove(fuzz);
    QVERIFY2(!e.sync(5000), dump(e).substr(0, 4000).c_str());
    QVERIFY(e.running());
    e.setOption("hash", std::int64_t(8));
    e.newGame();
    e.setOption("tcmove", std::int64_t(0));
    e.setOption("tcreserve", std::int64_t(0));
    e.setOption("greserve", std::int64_t(0));
    e.setOption("sreserve", std::int64_t(0));
    e.setOption("moveused", std::int64_t(0));
    e.setOption("tcturntime", std::int64_t(0));
    QVERIFY(!e.sync(3000));
    // The game is the empty board again: the engine sets Gold up.
    e.setOption("depth", std::int64_t(4));
    const AeiEngine::Search s = e.go(5000, 1000);
    QVERIFY2(!s.fault, dump(e).c_str());
    Game game;
    QVERIFY2(game.play(s.move).isEmpty(), s.move.c_str());
    // A position set directly, searched to a fixed depth.
    e.setPosition('s', "[rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]");
    const AeiEngine::Search t = e.go(10000, 1000);
    QVERIFY2(!t.fault, dump(e).c_str());
    QCOMPARE(t.info.depth, std::string("4"));
    Game fromBoard = Game::fromPosition(*parseAeiBoard("[rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]", Silver), 2);
    QVERIFY2(fromBoard.play(t.move).isEmpty(), t.move.c_str());
    e.quit(2000);
    QVERIFY(!e.running());
}

void TestArimaaEngine::randomLevel()
{
    // The random level with a seed: the same moves for the same seed.
    auto firstMoves = [](const QString& seed) {
        AeiEngine e(kEngine, {QStringLiteral("--level"), QStringLiteral("random"), QStringLiteral("--seed"), seed});
        if (e.start(10000))
            return std::string("no start");
        e.newGame();
        Game game;
        std::string moves;
        for (int i = 0; i < 4; ++i) {
            const AeiEngine::Search s = e.go(5000, 1000);
            if (s.fault || !game.play(s.move).isEmpty())
                return std::string("bad move ") + s.move;
            e.makeMove(s.move);
            moves += s.move + "\n";
        }
        e.quit(2000);
        return moves;
    };
    const std::string a = firstMoves(QStringLiteral("5"));
    QVERIFY2(a.find("bad") == std::string::npos && a != "no start", a.c_str());
    QCOMPARE(firstMoves(QStringLiteral("5")), a);
    QVERIFY(firstMoves(QStringLiteral("6")) != a);
}

QTEST_GUILESS_MAIN(TestArimaaEngine)
#include "tst_arimaa_engine.moc"
