#include "ants/session.h"
#include "antsdata.h"

#include <QtTest>

#include <vector>

using namespace pb::ants;

// An ant game as a session: the same result whether recorded or not, as a game played by hand,
// progress after each chunk, a cancel between chunks, and a brain's error ends it.
class TestAntsSession : public QObject {
    Q_OBJECT
private slots:
    void sameResultRecordedOrNot()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const pb::test::WinnersGame f;
        const int rounds = 2 * Session::kChunk + 123;
        const SessionSetup setup{f.world, f.red, f.black, 12345, rounds, QStringLiteral("w"),
                                 QStringLiteral("r"), QStringLiteral("b")};
        Game byHand(f.world, f.red, f.black, 12345);
        byHand.playUntil(rounds);
        const GameResult expected = resultOf(byHand, QStringLiteral("w"), QStringLiteral("r"), QStringLiteral("b"));
        QVERIFY(expected.food[0] + expected.food[1] > 0);  // the game is not trivial

        for (Session::Record record : {Session::Record::None, Session::Record::Timeline}) {
            Session session(setup, record);
            QCOMPARE(bool(session.timeline()), record == Session::Record::Timeline);
            std::vector<int> progress;
            const GameResult result = session.run({[&](int r) { progress.push_back(r); }});
            QCOMPARE(result.toJson(), expected.toJson());
            QCOMPARE(progress, (std::vector<int>{Session::kChunk, 2 * Session::kChunk, rounds}));
            QCOMPARE(pb::test::roundDump(session.game()), pb::test::roundDump(byHand));
        }
    }

    void cancelStopsBetweenChunks()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const pb::test::WinnersGame f;
        Session session({f.world, f.red, f.black, 7, 10 * Session::kChunk, {}, {}, {}});
        int reports = 0;
        const GameResult result = session.run({[&](int) {
            if (++reports == 2)
                session.cancel();
        }});
        QVERIFY(session.cancelled());
        QCOMPARE(reports, 2);
        QCOMPARE(result.rounds, 2 * Session::kChunk);
    }

    void brainErrorEndsTheSession()
    {
        const WorldParse world = parseWorld("4\n3\n# # # #\n # + - #\n# # # #\n");
        QVERIFY(world.ok());
        const Brain valid = parseBrain("Turn Left 0\n").brain;
        const Brain broken = parseBrain("Drop 2\n").brain;  // state 2 does not exist
        for (Session::Record record : {Session::Record::None, Session::Record::Timeline}) {
            Session session({world.world, valid, broken, 7, 5000, {}, {}, {}}, record);
            int reports = 0;
            const GameResult result = session.run({[&](int) { ++reports; }});
            QCOMPARE(reports, 1);
            QCOMPARE(result.rounds, 1);
            QVERIFY(result.error.contains(QStringLiteral("black ant 1")));
        }
    }
};

QTEST_GUILESS_MAIN(TestAntsSession)
#include "tst_session.moc"
