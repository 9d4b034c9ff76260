#include "ants/dump.h"
#include "ants/timeline.h"
#include "antsdata.h"

#include <QtConcurrent/QtConcurrentRun>
#include <QtTest>

using namespace pb::ants;


class TestTimeline : public QObject {
    Q_OBJECT
private slots:
    // Any round rebuilt from the timeline equals a fresh game played to that round.
    void gameAtEqualsFreshGame()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const pb::test::WinnersGame f;
        Timeline timeline(f.world, f.red, f.black, 12345, 3000, 250);
        while (!timeline.finished())
            timeline.record(700);
        QCOMPARE(timeline.computedRounds(), 3000);
        for (int round : {0, 1, 249, 250, 251, 1234, 2999, 3000}) {
            Game fresh(f.world, f.red, f.black, 12345);
            fresh.playUntil(round);
            const Game rebuilt = timeline.gameAt(round);
            QCOMPARE(rebuilt.round(), round);
            QVERIFY2(pb::test::roundDump(rebuilt) == pb::test::roundDump(fresh), qPrintable(QStringLiteral("round %1").arg(round)));
        }
        // Going on from a nearby game gives the same as from a snapshot.
        const Game near = timeline.gameAt(1100);
        QVERIFY(pb::test::roundDump(timeline.gameAt(1180, &near)) == pb::test::roundDump(timeline.gameAt(1180)));
        QCOMPARE(timeline.gameAt(99999).round(), 3000);  // clamped to what is computed
    }

    void statsPerRound()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const pb::test::WinnersGame f;
        Timeline timeline(f.world, f.red, f.black, 12345, 1000, 100);
        timeline.record(1000);
        const std::vector<RoundStats> stats = timeline.stats(0, 1000);
        QCOMPARE(stats.size(), size_t{1001});
        QCOMPARE(stats[0].alive[0], 91);
        QCOMPARE(stats[0].food[0], 0);
        Game fresh(f.world, f.red, f.black, 12345);
        for (int r = 1; r <= 1000; ++r) {
            fresh.playRound();
            if (r % 97 == 0 || r == 1000)
                QVERIFY(stats[static_cast<size_t>(r)] == statsOf(fresh));
        }
        QCOMPARE(timeline.stats(990, 5000).size(), size_t{11});
    }

    // The state counts kept in snapshots are those of a game counting from round 0.
    void stateRunsSurviveSnapshots()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const pb::test::WinnersGame f;
        Timeline timeline(f.world, f.red, f.black, 12345, 600, 250);
        timeline.record(600);
        Game counting(f.world, f.red, f.black, 12345);
        counting.setCountingStates(true);
        counting.playUntil(555);
        const Game rebuilt = timeline.gameAt(555);
        QVERIFY(rebuilt.stateRuns(Color::Red) == counting.stateRuns(Color::Red));
        QVERIFY(rebuilt.stateRuns(Color::Black) == counting.stateRuns(Color::Black));
        QCOMPARE(rebuilt.stateRuns(Color::Red).size(), size_t(f.red.stateCount()));
        // Every living ant acted in round 1: the runs of round 1 add up to the ants.
        const Game first = timeline.gameAt(1);
        std::uint64_t total = 0;
        for (Color c : {Color::Red, Color::Black})
            for (std::uint32_t n : first.stateRuns(c))
                total += n;
        QCOMPARE(total, std::uint64_t{182});
        QCOMPARE(pb::test::antsInStates(rebuilt, Color::Black), rebuilt.antsAlive(Color::Black));
    }

    // Readers see a consistent game while the recorder is still playing.
    void readWhileRecording()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const pb::test::WinnersGame f;
        Timeline timeline(f.world, f.red, f.black, 12345, 20000, 250);
        auto recorder = QtConcurrent::run([&timeline] {
            while (!timeline.finished())
                timeline.record(100);
        });
        int checks = 0;
        while (!timeline.finished() || checks < 3) {
            const int computed = timeline.computedRounds();
            const Game g = timeline.gameAt(computed);
            QVERIFY(g.round() <= timeline.computedRounds());
            QVERIFY(timeline.stats(0, computed).size() == static_cast<size_t>(computed) + 1);
            ++checks;
        }
        recorder.waitForFinished();
        QCOMPARE(timeline.computedRounds(), 20000);
        // Memory stays small: about 80 snapshots of a 100x100 world.
        QVERIFY(timeline.memoryBytes() < 50u * 1024 * 1024);
    }

    void errorStopsRecording()
    {
        const World world = parseWorld("4\n3\n# # # #\n # + - #\n# # # #\n").world;
        const Brain good = parseBrain("Turn Left 0\n").brain;
        const Brain bad = parseBrain("Drop 3\n").brain;
        Timeline timeline(world, good, bad, 1, 100, 10);
        QCOMPARE(timeline.record(100), 1);
        QVERIFY(timeline.finished());
        QVERIFY(timeline.error().has_value());
        QCOMPARE(timeline.error()->round, 2);
        QCOMPARE(timeline.computedRounds(), 1);
    }
};

QTEST_GUILESS_MAIN(TestTimeline)
#include "tst_timeline.moc"
