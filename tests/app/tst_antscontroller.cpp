// The desktop program's ants game runner: recording off the GUI thread, seeking, playing.

#include "gui/ants/antscontroller.h"
#include "slowdown.h"
#include "antsdata.h"

#include "ants/dump.h"

#include <QSignalSpy>
#include <QtTest>

using namespace pb::ants;
using pb::gui::AntsController;


class TestAntsController : public QObject {
    Q_OBJECT
private slots:
    void recordsWholeGameAndStreamsStats()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const pb::test::WinnersGame w;
        AntsController controller;
        int statRounds = 0, nextFirst = 0;
        bool contiguous = true;
        connect(&controller, &AntsController::statsAppended, this,
                [&](int first, const std::vector<RoundStats>& stats) {
                    contiguous = contiguous && first == nextFirst;
                    nextFirst = first + static_cast<int>(stats.size());
                    statRounds += static_cast<int>(stats.size());
                });
        QVERIFY(controller.start(w.world, w.red, w.black, 12345));
        QCOMPARE(controller.round(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(controller.finished(), 30000 * pb::test::slowdown());
        QTRY_COMPARE_WITH_TIMEOUT(statRounds, kDefaultRounds + 1, 5000 * pb::test::slowdown());
        QVERIFY(contiguous);
        QCOMPARE(controller.computedRounds(), kDefaultRounds);
        // The contest result, seen through the controller's last frame.
        QSignalSpy frames(&controller, &AntsController::frameChanged);
        controller.seek(kDefaultRounds);
        QTRY_COMPARE(controller.round(), kDefaultRounds);
        QCOMPARE(controller.frame()->foodOnHill(Color::Red), 361);
        QCOMPARE(controller.frame()->foodOnHill(Color::Black), 212);
        QVERIFY(frames.count() >= 1);
    }

    void seekForwardAndBack()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const pb::test::WinnersGame w;
        AntsController controller;
        controller.start(w.world, w.red, w.black, 99, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(controller.finished(), 30000 * pb::test::slowdown());
        for (int round : {15000, 777, 19999, 778, 0, 20000}) {
            controller.seek(round);
            QTRY_COMPARE(controller.round(), round);
            QVERIFY(!controller.seekPending());
            Game fresh(w.world, w.red, w.black, 99);
            fresh.playUntil(round);
            QVERIFY2(pb::test::roundDump(*controller.frame()) == pb::test::roundDump(fresh), qPrintable(QString::number(round)));
        }
        // Requests made while one is computed are merged into the latest.
        controller.seek(100);
        controller.seek(200);
        controller.seek(300);
        QTRY_COMPARE(controller.round(), 300);
        QTest::qWait(50);
        QCOMPARE(controller.round(), 300);
    }

    void playAdvancesAndStopsAtTheEnd()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const pb::test::WinnersGame w;
        AntsController controller;
        controller.start(w.world, w.red, w.black, 12345, 3000);
        QTRY_VERIFY_WITH_TIMEOUT(controller.finished(), 30000 * pb::test::slowdown());
        QSignalSpy playing(&controller, &AntsController::playingChanged);
        controller.setSpeed(1000);
        controller.setPlaying(true);
        QVERIFY(controller.isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(controller.round() >= 100, 5000 * pb::test::slowdown());
        QVERIFY(controller.round() < 3000);
        controller.setSpeed(0);  // as fast as possible: straight to the end, then stop
        QTRY_COMPARE_WITH_TIMEOUT(controller.round(), 3000, 5000 * pb::test::slowdown());
        QTRY_VERIFY(!controller.isPlaying());
        QCOMPARE(playing.count(), 2);
        controller.setPlaying(true);  // nothing left to play
        QVERIFY(!controller.isPlaying());
    }

    void restartDropsTheOldGame()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const pb::test::WinnersGame w;
        AntsController controller;
        controller.start(w.world, w.red, w.black, 1);
        controller.seek(10);
        controller.start(w.world, w.black, w.red, 2, 500);  // at once, while the first records
        QCOMPARE(controller.round(), 0);
        QCOMPARE(controller.lastRound(), 500);
        QTRY_VERIFY_WITH_TIMEOUT(controller.finished(), 10000 * pb::test::slowdown());
        controller.seek(500);
        QTRY_COMPARE(controller.round(), 500);
        QCOMPARE(controller.frame()->seed(), 2u);
    }

    void badStateIsReported()
    {
        const World world = parseWorld("4\n3\n# # # #\n # + - #\n# # # #\n").world;
        const Brain good = parseBrain("Turn Left 0\n").brain;
        const Brain bad = parseBrain("Drop 3\n").brain;
        AntsController controller;
        QSignalSpy stopped(&controller, &AntsController::gameStopped);
        controller.start(world, good, bad, 1, 100);
        QTRY_COMPARE(stopped.count(), 1);
        QVERIFY(stopped.first().first().toString().contains(QStringLiteral("round 2")));
        QCOMPARE(controller.computedRounds(), 1);
    }
};

QTEST_MAIN(TestAntsController)
#include "tst_antscontroller.moc"
