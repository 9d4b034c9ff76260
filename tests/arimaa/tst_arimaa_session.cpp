// arimaa::Session with every kind of player: bots searching to a fixed depth play the same game
// for the same seeds; a person's moves come from another thread and a person who does not move
// in time loses on time; a seat given to another player mid-turn is asked of it; an engine that
// floods its output loses on time and nothing hangs; a cancel ends a bot's search at once.
#include "arimaa/program.h"
#include "arimaa/session.h"
#include "slowdown.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

using namespace pb::arimaa;

namespace {
const QString kTestEngine = QStringLiteral(AEI_TEST_ENGINE);

SessionOptions untimed(int depth = 3)
{
    SessionOptions o;
    o.timed = false;
    o.untimedMoveMs = 300;
    o.seed = 7;
    o.botDepth = depth;
    o.syncTimeoutMs = 2000;
    o.startTimeoutMs = 3000;
    return o;
}

PlayerSpec bot(BotLevel level)
{
    PlayerSpec p;
    p.bot = true;
    p.level = level;
    return p;
}

SessionResult play(const PlayerSpec& gold, const PlayerSpec& silver, const SessionOptions& o, SessionEvents events = {})
{
    Session session({makePlayer(gold, Gold, o), makePlayer(silver, Silver, o)}, o, std::move(events));
    return session.run();
}
} // namespace

class TestArimaaSession : public QObject {
    Q_OBJECT
private slots:
    void specs()
    {
        QString error;
        PlayerSpec s = parsePlayerSpec(QStringLiteral("bot:search"), &error);
        QVERIFY(error.isEmpty());
        QVERIFY(s.bot);
        QCOMPARE(s.level, BotLevel::Search);
        parsePlayerSpec(QStringLiteral("bot:clever"), &error);
        QVERIFY(error.contains(QStringLiteral("bot:clever")));
        error.clear();
        s = parsePlayerSpec(QStringLiteral("\"/opt/my engine\" --depth 3"), &error);
        QVERIFY(error.isEmpty());
        QVERIFY(!s.bot);
        QCOMPARE(s.program, QStringLiteral("/opt/my engine"));
        QCOMPARE(s.arguments, (QStringList{QStringLiteral("--depth"), QStringLiteral("3")}));
        QCOMPARE(programSpec(QStringLiteral("bot:random")).program, QStringLiteral("bot:random"));  // never a bot
        QVERIFY(botSeed(1, Gold) != botSeed(1, Silver));
    }

    void botsPlayTheSameGameForTheSameSeeds()
    {
        const SessionOptions o = untimed();
        int moves = 0, infos = 0;
        SessionEvents events;
        events.moved = [&moves](const MoveReport&, const Game&) { ++moves; };
        events.info = [&infos](int side, const AeiInfo& info) {
            QCOMPARE(side, int(Gold));  // only the search bot reports
            infos += info.score ? 1 : 0;
        };
        const SessionResult a = play(bot(BotLevel::Search), bot(BotLevel::Random), o, events);
        QVERIFY(QByteArray("gem").contains(a.termination));
        QCOMPARE(a.winner, int(Gold));
        QVERIFY(!a.fault);
        QCOMPARE(moves, static_cast<int>(a.game.record().size()));
        QVERIFY(infos > 0);
        QCOMPARE(a.names[0], QStringLiteral("bot:search"));
        const SessionResult b = play(bot(BotLevel::Search), bot(BotLevel::Random), o);
        QCOMPARE(b.game.record(), a.game.record());
        SessionOptions other = o;
        other.seed = 8;
        QVERIFY(play(bot(BotLevel::Search), bot(BotLevel::Random), other).game.record() != a.game.record());
    }

    void personFromAnotherThread()
    {
        SessionOptions o = untimed();
        auto gold = std::make_shared<PersonPlayer>();
        SessionEvents events;
        const std::thread::id testThread = std::this_thread::get_id();
        std::atomic<bool> askedOnTheSessionThread{false};  // written there, read here
        events.turnStarted = [&](const TurnStart& t) {
            if (t.side == Gold && t.kind == pb::play::PlayerKind::Person && std::this_thread::get_id() != testThread)
                askedOnTheSessionThread = true;
        };
        Session session({gold, makePlayer(bot(BotLevel::Random), Silver, o)}, o, events);
        SessionResult r;
        std::thread t([&] { r = session.run(); });
        // A stale (illegal) move is asked again; then the setup; then a resignation.
        gold->post("Ee2n");
        QTest::qWait(100);
        gold->post("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2");
        QTRY_VERIFY(askedOnTheSessionThread.load());
        QTest::qWait(300);
        gold->post("resigns");
        t.join();
        QCOMPARE(r.termination, 'r');
        QCOMPARE(r.winner, int(Silver));
        QCOMPARE(r.game.record().size(), std::size_t(3));
        QVERIFY(r.game.record()[0].starts_with("1g Ra1"));
    }

    void personOutOfTime()
    {
        SessionOptions o;
        o.control = parseTimeControl("0:01/0:01").control;
        o.start = *parseAeiBoard("[rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]", Gold);
        o.startMoveNumber = 2;
        QElapsedTimer timer;
        timer.start();
        Session session({std::make_shared<PersonPlayer>(), std::make_shared<PersonPlayer>()}, o);
        const SessionResult r = session.run();
        QVERIFY(timer.elapsed() >= 1900 && timer.elapsed() < 5000);
        QCOMPARE(r.termination, 't');
        QCOMPARE(r.winner, int(Silver));
        QCOMPARE(r.fault->side, int(Gold));
        QCOMPARE(r.fault->label, std::string("2g"));
    }

    void seatChangesHandsMidTurn()
    {
        // Gold is a person who never moves; the seat goes to the search bot, which plays on.
        const SessionOptions o = untimed(2);
        SessionEvents events;
        std::vector<TurnStart> starts;
        Session* running = nullptr;
        events.turnStarted = [&](const TurnStart& t) {
            starts.push_back(t);
            if (starts.size() == 1)
                std::thread([&running, o] {
                    std::this_thread::sleep_for(std::chrono::milliseconds(100));
                    running->setPlayer(Gold, makePlayer(bot(BotLevel::Search), Gold, o));
                }).detach();
        };
        Session session({std::make_shared<PersonPlayer>(), makePlayer(bot(BotLevel::Random), Silver, o)}, o, events);
        running = &session;
        const SessionResult r = session.run();
        QVERIFY(starts.size() >= 3);
        QCOMPARE(starts[0].kind, pb::play::PlayerKind::Person);
        QCOMPARE(starts[1].kind, pb::play::PlayerKind::Bot);
        QCOMPARE(starts[1].label, std::string("1g"));  // the same turn, asked again
        QCOMPARE(r.names[0], QStringLiteral("bot:search"));
        QCOMPARE(r.winner, int(Gold));
    }

    // An engine that floods its output is stopped at the output limit (256 MB by default) and
    // forfeits, long before its time is up.
    void floodingEngineForfeits()
    {
        PlayerSpec flood;
        flood.program = kTestEngine;
        flood.arguments = {QStringLiteral("flood")};
        // Reading 256 MB takes well under the usual 300 ms a move here, but not always under a
        // sanitizer on a busy machine (it lost on time once): the move may take seconds.
        SessionOptions o = untimed();
        o.untimedMoveMs = 4000 * pb::test::slowdown();
        QElapsedTimer timer;
        timer.start();
        const SessionResult r = play(bot(BotLevel::Random), flood, o);
        QVERIFY2(timer.elapsed() < 8000 * pb::test::slowdown(), "the flood was not cut off");
        QCOMPARE(r.termination, 'f');
        QCOMPARE(r.winner, int(Gold));
        QCOMPARE(r.fault->label, std::string("1s"));
        QVERIFY2(r.fault->reason.contains(QStringLiteral("256 MB")), qPrintable(r.fault->reason));
        // The transcript stays small: lines are cut, their number bounded.
        std::size_t bytes = 0;
        for (const std::string& line : r.transcripts[1])
            bytes += line.size();
        QVERIFY(bytes < 20'000'000);
    }

    void engineJoinsAGameUnderWay()
    {
        // A take back in the workspace goes on from the moves kept: an engine is told them
        // (setposition for a game from a position, then makemove for each) before its first go.
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("gold.txt"));
        PlayerSpec engine;
        engine.program = QStringLiteral(AEI_RANDOM_ENGINE);
        engine.arguments = {QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--record"), log};
        SessionOptions o;
        o.control = parseTimeControl("0:01/0:10/100/0/4t").control;
        o.moves = {"1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2",
                   "1s ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 ha8 db8 cc8 md8 ee8 cf8 dg8 hh8", "2g Ee2n Ee3n"};
        std::vector<TurnStart> starts;
        SessionEvents events;
        events.turnStarted = [&starts](const TurnStart& t) { starts.push_back(t); };
        const SessionResult r = play(bot(BotLevel::Random), engine, o, events);
        QVERIFY2(!r.fault || r.termination == 's', r.fault ? qPrintable(r.fault->reason) : "");
        QCOMPARE(std::vector<std::string>(r.game.record().begin(), r.game.record().begin() + 3), o.moves);
        QCOMPARE(starts.front().label, std::string("2s"));
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList heard = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const qsizetype first = heard.indexOf(QStringLiteral("makemove Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2"));
        QVERIFY(first > 0);
        QVERIFY(heard.at(first - 1).startsWith(QLatin1String("setoption name opponent value bot:random")));
        QCOMPARE(heard.at(first + 2), QStringLiteral("makemove Ee2n Ee3n"));
        QCOMPARE(heard.at(first + 3), QStringLiteral("isready"));
        QVERIFY(heard.indexOf(QStringLiteral("go")) > first);
    }

    void cancelEndsASearch()
    {
        SessionOptions o = untimed(0);
        o.untimedMoveMs = 60000;  // a minute per move: only the cancel ends it
        Session session({makePlayer(bot(BotLevel::Search), Gold, o), makePlayer(bot(BotLevel::Search), Silver, o)}, o);
        SessionResult r;
        QElapsedTimer timer;
        std::thread t([&] { r = session.run(); });
        QTest::qWait(500);  // past the setups, into a search
        timer.start();
        session.cancel();
        t.join();
        QVERIFY(timer.elapsed() < 2000);
        QVERIFY(r.cancelled);
        QCOMPARE(r.winner, -1);
    }

    // Technical failures: a game halted after its 5th move (3g) goes on from there in a second
    // session with the clocks of that moment: reserves, game time, turns made (the limit G in
    // turns still ends it after 6s), and the record says so.
    void resumeFromAnEarlierPointWithItsClocks()
    {
        SessionOptions o = untimed(1);
        o.timed = true;
        const TimeControlParse tc = parseTimeControl("3s/10s/50/0/6t");
        QVERIFY(tc.ok());
        o.control = tc.control;
        // Each turn takes at least 200 ms (the time from the turn's start to the move is charged),
        // so the reserves and the game time are not those of a fresh clock.
        SessionEvents slow;
        slow.turnStarted = [](const TurnStart&) { std::this_thread::sleep_for(std::chrono::milliseconds(200)); };
        const SessionResult first = play(bot(BotLevel::Random), bot(BotLevel::Random), o, slow);
        QCOMPARE(first.termination, 's');  // six turns each (the setups included), then scored
        QCOMPARE(first.moves.size(), std::size_t{12});
        QVERIFY(first.resumptions.empty());

        constexpr std::size_t k = 5;  // 1g 1s 2g 2s 3g played; 3s to move
        const MoveReport& last = first.moves[k - 1];
        QCOMPARE(last.label, std::string("3g"));
        QVERIFY(last.gameElapsedMs >= 1000);
        QVERIFY(last.reserveMs[0] != o.control.reserveMs);  // 2g and 3g each added a second
        SessionOptions again = o;
        again.moves.assign(first.game.record().begin(), first.game.record().begin() + k);
        again.resume = Resumption{clockAfter(first.moves, k, o.control), QStringLiteral("Silver's engine crashed"), {}};
        QCOMPARE(again.resume->clock.reserveMs, last.reserveMs);
        QCOMPARE(again.resume->clock.gameElapsedMs, last.gameElapsedMs);
        QCOMPARE(again.resume->clock.lastUsedMs[1], first.moves[k - 2].usedMs);

        std::vector<TurnStart> turns;
        SessionEvents events;
        events.turnStarted = [&turns](const TurnStart& t) { turns.push_back(t); };
        const SessionResult resumed = play(bot(BotLevel::Random), bot(BotLevel::Random), again, events);
        QVERIFY(!turns.empty());
        const TurnStart& t = turns.front();
        QCOMPARE(t.label, std::string("3s"));
        QCOMPARE(t.side, int(Silver));
        QVERIFY(!t.setup);
        QCOMPARE(t.reserveMs, last.reserveMs);
        // The game time goes on from the recorded one (plus the few ms of starting the bots).
        QVERIFY2(t.gameElapsedMs >= last.gameElapsedMs && t.gameElapsedMs < last.gameElapsedMs + 150,
                 qPrintable(QStringLiteral("%1 vs %2").arg(t.gameElapsedMs).arg(last.gameElapsedMs)));
        QCOMPARE(t.allowedMs, o.control.moveMs + last.reserveMs[1]);
        // The same position: the first k moves are the first game's, then the game goes on from
        // 3s; the turn counts were restored, so the limit of 6 turns each ends it after 6s.
        QCOMPARE(resumed.moves.front().label, std::string("3s"));
        QVERIFY(std::equal(first.game.record().begin(), first.game.record().begin() + k, resumed.game.record().begin()));
        QCOMPARE(resumed.termination, 's');
        QCOMPARE(resumed.moves.size(), std::size_t{12 - k});
        QCOMPARE(resumed.moves.back().label, std::string("6s"));
        QVERIFY(resumed.moves.front().gameElapsedMs > last.gameElapsedMs);

        QCOMPARE(resumed.resumptions.size(), std::size_t{1});
        const auto seconds = [](std::int64_t ms) { return QString::asprintf("%lld.%03llds", static_cast<long long>(ms / 1000), static_cast<long long>(ms % 1000)); };
        const QString expected = QStringLiteral("Resumed: 3s after a halt (Silver's engine crashed); reserves Gold %1, Silver %2; game time %3\n")
                                     .arg(seconds(last.reserveMs[0]), seconds(last.reserveMs[1]), seconds(last.gameElapsedMs));
        const QString record = QString::fromStdString(gameRecordText(resumed, again));
        QVERIFY2(record.contains(expected), qPrintable(record));

        // Halted once more and resumed again: both events are kept, the older first.
        SessionOptions third = again;
        third.moves = resumed.game.record();
        third.moves.resize(k + 2);
        third.resume = Resumption{clockAfter(resumed.moves, 2, o.control), QStringLiteral("power cut"), resumed.resumptions};
        turns.clear();
        const SessionResult twice = play(bot(BotLevel::Random), bot(BotLevel::Random), third, events);
        QVERIFY(!turns.empty());
        QCOMPARE(turns.front().label, std::string("4s"));
        QCOMPARE(turns.front().reserveMs, resumed.moves[1].reserveMs);
        QCOMPARE(twice.resumptions.size(), std::size_t{2});
        QCOMPARE(twice.resumptions.front(), resumed.resumptions.front());
        QVERIFY(QString::fromStdString(twice.resumptions.back()).startsWith(QStringLiteral("4s after a halt (power cut)")));
    }

};

QTEST_GUILESS_MAIN(TestArimaaSession)
#include "tst_arimaa_session.moc"
