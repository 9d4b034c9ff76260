// Arimaa time controls (M/R/P/L/G/T) and the game clock, by the examples and rules of
// ../shared/specs/arimaa-match-rules.rst.
#include "arimaa/timecontrol.h"

#include <QTest>

using namespace pb::arimaa;

namespace {
constexpr std::int64_t s = 1000;
constexpr std::int64_t m = 60 * s;
constexpr std::int64_t h = 60 * m;

TimeControl tc(std::string_view text)
{
    const TimeControlParse p = parseTimeControl(text);
    if (!p.ok())
        qWarning("%s: %s", std::string(text).c_str(), qPrintable(p.error));
    return p.control;
}
} // namespace

class TestArimaaClock : public QObject {
    Q_OBJECT
private slots:
    void rulesExamplesParse()
    {
        // Example 1: 0/5, sudden death.
        TimeControl t = tc("0/5");
        QCOMPARE(t.moveMs, 0);
        QCOMPARE(t.reserveMs, 5 * m);
        QCOMPARE(t.percent, 100);
        QCOMPARE(t.reserveLimitMs, 0);
        QCOMPARE(t.gameMs, 0);
        QCOMPARE(t.gameTurns, 0);
        QCOMPARE(t.turnLimitMs, 0);
        // Example 2: minutes:seconds.
        QCOMPARE(tc("0:12/5").moveMs, 12 * s);
        // Example 4: the reserve limit.
        t = tc("0:30/5/100/3");
        QCOMPARE(t.moveMs, 30 * s);
        QCOMPARE(t.reserveLimitMs, 3 * m);
        // Example 5: G in hours.
        t = tc("4/2/50/10/6");
        QCOMPARE(t.moveMs, 4 * m);
        QCOMPARE(t.reserveMs, 2 * m);
        QCOMPARE(t.percent, 50);
        QCOMPARE(t.reserveLimitMs, 10 * m);
        QCOMPARE(t.gameMs, 6 * h);
        // Examples 7 and 8: G in turns, T.
        t = tc("4/4/100/4/90t/5");
        QCOMPARE(t.gameTurns, 90);
        QCOMPARE(t.gameMs, 0);
        QCOMPARE(t.turnLimitMs, 5 * m);
        // Unit letters.
        t = tc("24h5m10s/0/0/0/60d");
        QCOMPARE(t.moveMs, 24 * h + 5 * m + 10 * s);
        QCOMPARE(t.percent, 0);
        QCOMPARE(t.gameMs, 60 * 24 * h);
        // The WCC 2015 finals.
        t = tc("2m/6m/100/0/8h/6m");
        QCOMPARE(t.moveMs, 2 * m);
        QCOMPARE(t.reserveMs, 6 * m);
        QCOMPARE(t.gameMs, 8 * h);
        QCOMPARE(t.turnLimitMs, 6 * m);
        QCOMPARE(t.toString(), std::string("2m/6m/100/0/8h/6m"));
        const auto options = t.aeiOptions();
        const std::vector<std::pair<std::string, std::int64_t>> expected{
            {"tcmove", 120}, {"tcreserve", 360}, {"tcpercent", 100}, {"tcmax", 0},
            {"tctotal", 28800}, {"tcturns", 0}, {"tcturntime", 360}};
        QCOMPARE(options, expected);
    }

    void writtenFormReadsBack()
    {
        for (const char* text : {"0/5", "0:12/5", "3/0", "0:30/5/100/3", "4/2/50/10/6", "4/4/100/4/90t/5",
                                 "24h5m10s/0/0/0/60d", "1:30/0:45/75/2:15/1:30/0:50"}) {
            const TimeControl t = tc(text);
            const TimeControlParse again = parseTimeControl(t.toString());
            QVERIFY2(again.ok(), text);
            QVERIFY2(again.control == t, text);
        }
        QCOMPARE(tc("1:30/0:45/75/2:15/1:30/0:50").gameMs, 1 * h + 30 * m);
    }

    void badTextsNameTheColumn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        QTest::newRow("empty") << "" << 1;
        QTest::newRow("no reserve") << "5" << 2;
        QTest::newRow("bad unit") << "2m/6x" << 5;
        QTest::newRow("letters") << "a/b" << 1;
        QTest::newRow("seven fields") << "1/2/3/4/5/6/7" << 12;
        QTest::newRow("bare number among units") << "2m30/5" << 5;
        QTest::newRow("percent") << "1/2/x" << 5;
        QTest::newRow("turns") << "1/2/100/0/t" << 11;
        QTest::newRow("empty field") << "1//100" << 3;
    }
    void badTextsNameTheColumn()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        const TimeControlParse p = parseTimeControl(text.toStdString());
        QVERIFY(!p.ok());
        QCOMPARE(p.column, column);
    }

    void unusedTimeIsAddedRoundedToTheSecond()
    {
        // Example 5: half of the unused move time goes to the reserve, up to 10 minutes.
        GameClock clock(tc("4/2/50/10/6"));
        GameClock::Outcome o = clock.finishTurn(0, 1 * m, true);  // setup: nothing added
        QCOMPARE(o.reserveMs, 2 * m);
        o = clock.finishTurn(0, 1 * m, false);  // 3 minutes unused, half added
        QVERIFY(o.inTime());
        QCOMPARE(o.addedMs, 90 * s);
        QCOMPARE(clock.reserveMs(0), 3 * m + 30 * s);
        QCOMPARE(clock.reserveMs(1), 2 * m);  // the other side's reserve is its own
        // Rounded to the nearest second, halves up: 30 s moves at 50 percent.
        GameClock half(tc("0:30/5/50"));
        half.finishTurn(0, 0, true);
        QCOMPARE(half.finishTurn(0, 10200, false).addedMs, 10 * s);  // 19.8 s unused -> 9.9 s
        QCOMPARE(half.finishTurn(0, 11000, false).addedMs, 10 * s);  // 9.5 s -> 10 s
        QCOMPARE(half.finishTurn(0, 11999, false).addedMs, 9 * s);   // 9.0005 s -> 9 s
        QCOMPARE(half.finishTurn(0, 30 * s, false).addedMs, 0);
    }

    void reserveLimit()
    {
        // Example 4: no time is added while the reserve is at or above 3 minutes, and it never
        // goes past 3 minutes.
        GameClock clock(tc("0:30/5/100/3"));
        QCOMPARE(clock.finishTurn(1, 0, false).addedMs, 0);  // 5 min >= 3 min
        QCOMPARE(clock.reserveMs(1), 5 * m);
        GameClock::Outcome o = clock.finishTurn(1, 30 * s + 150 * s, false);  // 2.5 min of reserve used
        QVERIFY(o.inTime());
        QCOMPARE(o.addedMs, -150 * s);
        QCOMPARE(clock.reserveMs(1), 150 * s);
        QCOMPARE(clock.finishTurn(1, 0, false).addedMs, 30 * s);  // up to the limit exactly
        QCOMPARE(clock.reserveMs(1), 3 * m);
        QCOMPARE(clock.finishTurn(1, 20 * s, false).addedMs, 0);
        QCOMPARE(clock.finishTurn(1, 50 * s, false).addedMs, -20 * s);
        QCOMPARE(clock.finishTurn(1, 25 * s, false).addedMs, 5 * s);  // 5 s unused, under the limit
    }

    void lossesOnTime()
    {
        // Example 1: five minutes for the game; using exactly all of it is still in time.
        GameClock blitz(tc("0/5"));
        QCOMPARE(blitz.allowedMs(0, false), 5 * m);
        GameClock::Outcome o = blitz.finishTurn(0, 5 * m, false);
        QVERIFY(o.inTime());
        QCOMPARE(o.reserveMs, 0);
        o = blitz.finishTurn(0, 1, false);
        QCOMPARE(o.verdict, GameClock::Verdict::OutOfTime);
        QCOMPARE(o.reserveMs, 0);
        // Example 8: no turn may last over 5 minutes, even with reserve left.
        GameClock capped(tc("4/4/100/4/90t/5"));
        QCOMPARE(capped.allowedMs(0, false), 5 * m);
        QCOMPARE(capped.finishTurn(0, 5 * m + 1, false).verdict, GameClock::Verdict::TurnLimit);
        GameClock capped2(tc("4/4/100/4/90t/5"));
        QVERIFY(capped2.finishTurn(0, 5 * m, false).inTime());
        QCOMPARE(capped2.reserveMs(0), 3 * m);
    }

    void setupGetsAMinute()
    {
        GameClock clock(tc("0:30/1"));
        QCOMPARE(clock.moveTimeMs(true), 1 * m);
        QCOMPARE(clock.moveTimeMs(false), 30 * s);
        QCOMPARE(clock.allowedMs(0, true), 2 * m);
        QVERIFY(clock.finishTurn(0, 50 * s, true).inTime());
        QCOMPARE(clock.reserveMs(0), 1 * m);  // unused setup time is not added
        QVERIFY(clock.finishTurn(1, 70 * s, true).inTime());
        QCOMPARE(clock.reserveMs(1), 50 * s);  // 10 s over the minute came from the reserve
        GameClock slow(tc("2m/6m"));
        QCOMPARE(slow.moveTimeMs(true), 2 * m);  // a longer move time is kept for the setup
    }

    void gameLimits()
    {
        GameClock turns(tc("4/4/100/4/3t"));
        for (int i = 0; i < 3; ++i) {
            QVERIFY(!turns.turnLimitReached());
            turns.finishTurn(0, 1 * s, i == 0);
            QVERIFY(!turns.turnLimitReached());  // Gold has made its turn, Silver not yet
            turns.finishTurn(1, 1 * s, i == 0);
        }
        QVERIFY(turns.turnLimitReached());
        GameClock timed(tc("2m/6m/100/0/8h/6m"));
        QVERIFY(!timed.gameTimeOver(8 * h - 1));
        QVERIFY(timed.gameTimeOver(8 * h));
        QVERIFY(!GameClock(tc("0/5")).gameTimeOver(1000 * h));
    }

    void haltedGameWinner()
    {
        // The side that has or most recently had more pieces after a complete turn; else Silver.
        QCOMPARE(haltedWinner({{16, 16}, {16, 15}, {15, 15}}), 0);
        QCOMPARE(haltedWinner({{16, 16}, {15, 16}, {15, 15}, {14, 14}}), 1);
        QCOMPARE(haltedWinner({{16, 16}, {16, 15}, {14, 15}}), 1);
        QCOMPARE(haltedWinner({{16, 16}, {16, 16}}), 1);
        QCOMPARE(haltedWinner({}), 1);
    }

    void aeiLiveState()
    {
        GameClock clock(tc("0:15/1:30/100/2"));
        clock.finishTurn(0, 3 * s, true);
        clock.finishTurn(1, 13 * s, true);
        clock.finishTurn(0, 5400, false);  // 9.6 s unused -> 10 s added
        const auto state = clock.aeiState(0);
        const std::vector<std::pair<std::string, std::int64_t>> expected{
            {"greserve", 100}, {"sreserve", 90}, {"gused", 5}, {"sused", 13}, {"lastmoveused", 5}, {"moveused", 0}};
        QCOMPARE(state, expected);
    }
};

QTEST_GUILESS_MAIN(TestArimaaClock)
#include "tst_arimaa_clock.moc"
