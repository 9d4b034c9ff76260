// The ants stats plot, offscreen: data held, clicks to rounds, throttled and cheap replots.

#include "ants/statsplot.h"
#include "reference.h"
#include "showwidget.h"

#include <qcustomplot.h>

#include <QDir>
#include <QSignalSpy>
#include <QtTest>
#include <algorithm>

using pb::views::StatsPlot;
using pb::ants::RoundStats;

namespace {

// Stats whose every number tells which round and series it is.
std::vector<RoundStats> syntheticStats(int first, int count)
{
    std::vector<RoundStats> stats(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i) {
        const int r = first + i;
        RoundStats& s = stats[static_cast<size_t>(i)];
        s.food[0] = r % 400;
        s.food[1] = (r * 3) % 400;
        s.carried[0] = r % 37;
        s.carried[1] = r % 41;
        s.alive[0] = 91 - r % 50;
        s.alive[1] = 91 - r % 30;
    }
    return stats;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

class TestStatsPlot : public QObject {
    Q_OBJECT
private:
    // A real 100,000-round game: dunkosmiloolump-1 (red) against frictionless_bananas-1.
    std::vector<RoundStats> m_game;

private slots:
    void initTestCase()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const auto world = pb::ants::loadWorld(pb::test::referencePath(QStringLiteral("ants/worlds/sample0.world")));
        const auto red = pb::ants::loadBrain(pb::test::referencePath(QStringLiteral("ants/brains/winners/dunkosmiloolump-1.ant")));
        const auto black = pb::ants::loadBrain(pb::test::referencePath(QStringLiteral("ants/brains/winners/frictionless_bananas-1.ant")));
        QVERIFY(world.ok() && red.ok() && black.ok());
        pb::ants::Timeline timeline(world.world, red.brain, black.brain, 12345, pb::ants::kDefaultRounds, 10000, false);
        QCOMPARE(timeline.record(pb::ants::kDefaultRounds), pb::ants::kDefaultRounds);
        m_game = timeline.stats(0, pb::ants::kDefaultRounds);
        QCOMPARE(int(m_game.size()), pb::ants::kDefaultRounds + 1);
    }

    void pointCountIsRoundsAppended()
    {
        StatsPlot plot;
        QCOMPARE(plot.pointCount(), 0);
        plot.appendStats(0, syntheticStats(0, 500));
        QCOMPARE(plot.pointCount(), 500);
        plot.appendStats(500, syntheticStats(500, 1500));
        QCOMPARE(plot.pointCount(), 2000);
        // An overlapping batch adds only the new rounds; an empty one nothing.
        plot.appendStats(1900, syntheticStats(1900, 200));
        QCOMPARE(plot.pointCount(), 2100);
        plot.appendStats(2100, {});
        QCOMPARE(plot.pointCount(), 2100);
        for (int g = 0; g < StatsPlot::kSeriesCount; ++g)
            QCOMPARE(plot.plot()->graph(g)->dataCount(), 2100);
        plot.clear();
        QCOMPARE(plot.pointCount(), 0);
        plot.appendStats(0, syntheticStats(0, 10));
        QCOMPARE(plot.pointCount(), 10);
    }

    void seriesHoldTheValuesAppended()
    {
        StatsPlot plot;
        const auto first = syntheticStats(0, 700);
        const auto second = syntheticStats(700, 1300);
        plot.appendStats(0, first);
        plot.appendStats(700, second);
        std::vector<RoundStats> all = first;
        all.insert(all.end(), second.begin(), second.end());
        QCOMPARE(plot.plot()->graphCount(), StatsPlot::kSeriesCount);
        using S = StatsPlot::Series;
        for (int r = 0; r < int(all.size()); ++r) {
            const RoundStats& s = all[size_t(r)];
            const std::pair<S, int> expected[] = {{S::RedFood, s.food[0]},       {S::BlackFood, s.food[1]},
                                                  {S::RedCarried, s.carried[0]}, {S::BlackCarried, s.carried[1]},
                                                  {S::RedAlive, s.alive[0]},     {S::BlackAlive, s.alive[1]}};
            for (const auto& [series, value] : expected) {
                const auto point = plot.graph(series)->data()->at(r);
                QCOMPARE(point->key, double(r));
                QCOMPARE(point->value, double(value));
            }
        }
        QCOMPARE(plot.graph(S::RedFood), plot.plot()->graph(0));
        QCOMPARE(plot.graph(S::BlackAlive), plot.plot()->graph(5));
        // Food on hill, carried and ant counts are on value axes of their own, starting at 0.
        QVERIFY(plot.graph(S::RedFood)->valueAxis() != plot.graph(S::RedAlive)->valueAxis());
        QVERIFY(plot.graph(S::RedFood)->valueAxis() != plot.graph(S::RedCarried)->valueAxis());
        QCOMPARE(plot.graph(S::RedFood)->valueAxis(), plot.graph(S::BlackFood)->valueAxis());
        QVERIFY(plot.graph(S::RedCarried)->valueAxis()->range().upper >= 40);
        QCOMPARE(plot.graph(S::RedFood)->valueAxis()->range().lower, 0.0);
        QVERIFY(plot.graph(S::RedFood)->valueAxis()->range().upper >= 399);
        QVERIFY(plot.graph(S::RedAlive)->valueAxis()->range().upper >= 91);
        QCOMPARE(plot.plot()->legend->itemCount(), StatsPlot::kSeriesCount);
    }

    void clickEmitsTheRoundUnderTheMouse()
    {
        StatsPlot plot;
        plot.resize(900, 500);
        plot.setRoundRange(1000);
        plot.appendStats(0, syntheticStats(0, 801));  // rounds 0..800 computed
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.plot()->replot();
        QSignalSpy spy(&plot, &StatsPlot::roundClicked);
        QCPAxis* x = plot.plot()->xAxis;
        // Three stacked rects: food on hill, food carried, ants alive.
        QCOMPARE(plot.plot()->axisRectCount(), 3);
        const QRect food = plot.plot()->axisRect(0)->rect();
        const QRect carried = plot.plot()->axisRect(1)->rect();
        const QRect ants = plot.plot()->axisRect(2)->rect();
        QVERIFY(food.bottom() < carried.top() && carried.bottom() < ants.top());
        QCOMPARE(carried.left(), food.left());
        QCOMPARE(ants.right(), food.right());
        for (int round : {0, 1, 137, 500, 799, 800}) {
            for (int y : {food.center().y(), carried.center().y(), ants.center().y()}) {
                spy.clear();
                const QPoint at(qRound(x->coordToPixel(round)), y);
                QTest::mouseClick(plot.plot(), Qt::LeftButton, {}, at);
                QCOMPARE(spy.count(), 1);
                const int got = spy.at(0).at(0).toInt();
                QVERIFY2(std::abs(got - round) <= 1, qPrintable(QStringLiteral("round %1 gave %2").arg(round).arg(got)));
            }
        }
        // Past the computed rounds: clamped to the last one appended.
        spy.clear();
        QTest::mouseClick(plot.plot(), Qt::LeftButton, {}, QPoint(qRound(x->coordToPixel(950)), food.center().y()));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 800);
        // Outside the axis rects (the legend row) and with the right button: nothing.
        spy.clear();
        QTest::mouseClick(plot.plot(), Qt::LeftButton, {}, QPoint(food.center().x(), food.top() - 5));
        QTest::mouseClick(plot.plot(), Qt::RightButton, {}, food.center());
        QCOMPARE(spy.count(), 0);
    }

    void clickOnAnEmptyPlotEmitsNothing()
    {
        StatsPlot plot;
        QVERIFY(pb::test::showAt(plot, 600, 400));
        plot.plot()->replot();
        QSignalSpy spy(&plot, &StatsPlot::roundClicked);
        QTest::mouseClick(plot.plot(), Qt::LeftButton, {}, plot.plot()->axisRect(0)->rect().center());
        QCOMPARE(spy.count(), 0);
    }

    void cursorFollowsTheCurrentRound()
    {
        StatsPlot plot;
        plot.appendStats(0, syntheticStats(0, 100));
        int cursors = 0;
        plot.setCurrentRound(42);
        for (int i = 0; i < plot.plot()->itemCount(); ++i) {
            auto* line = qobject_cast<QCPItemStraightLine*>(plot.plot()->item(i));
            if (!line) {
                QVERIFY(qobject_cast<QCPItemText*>(plot.plot()->item(i)));  // a rect's name
                continue;
            }
            QVERIFY(line->visible());
            QCOMPARE(line->point1->key(), 42.0);
            QCOMPARE(line->point2->key(), 42.0);
            ++cursors;
        }
        QCOMPARE(cursors, 3);  // one per axis rect
        plot.setCurrentRound(-1);
        for (int i = 0; i < plot.plot()->itemCount(); ++i)
            if (auto* line = qobject_cast<QCPItemStraightLine*>(plot.plot()->item(i)))
                QVERIFY(!line->visible());
    }

    void replotsAreThrottled()
    {
        StatsPlot plot;
        QVERIFY(pb::test::showAt(plot, 800, 450));
        int replots = 0;
        connect(plot.plot(), &QCustomPlot::afterReplot, &plot, [&] { ++replots; });
        // Live growth: small batches every few milliseconds for about a second.
        QElapsedTimer clock;
        clock.start();
        int next = 0;
        int batches = 0;
        while (clock.elapsed() < 1000 && next + 300 <= int(m_game.size())) {
            plot.appendStats(next, std::vector<RoundStats>(m_game.begin() + next, m_game.begin() + next + 300));
            plot.setCurrentRound(next);
            next += 300;
            ++batches;
            QTest::qWait(2);
        }
        QTest::qWait(2 * StatsPlot::kMinReplotIntervalMs);
        const qint64 elapsed = clock.elapsed();
        qInfo("%d batches, %d replots in %lld ms", batches, replots, elapsed);
        QCOMPARE(plot.pointCount(), next);
        QVERIFY(replots >= 1);
        QVERIFY2(replots <= elapsed / StatsPlot::kMinReplotIntervalMs + 2, qPrintable(QString::number(replots)));
        QVERIFY(batches > replots);
    }

    void fullGameReplotTime()
    {
        StatsPlot plot;
        plot.resize(1000, 560);
        // Appended live, as the recorder delivers it: batches of 2,000 rounds.
        for (int first = 0; first < int(m_game.size()); first += 2000) {
            const int last = std::min<int>(first + 2000, int(m_game.size()));
            plot.appendStats(first, std::vector<RoundStats>(m_game.begin() + first, m_game.begin() + last));
        }
        QCOMPARE(plot.pointCount(), pb::ants::kDefaultRounds + 1);
        plot.setCurrentRound(62500);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.plot()->replot();  // warm up: layout, label cache
        std::vector<double> times;
        QElapsedTimer clock;
        for (int i = 0; i < 15; ++i) {
            clock.start();
            plot.plot()->replot(QCustomPlot::rpImmediateRefresh);
            times.push_back(clock.nsecsElapsed() / 1e6);
        }
        // Speed is judged by the printed figure (a shared machine makes timed asserts flaky).
        qInfo("replot of %d rounds x %d series at %dx%d: median %.2f ms, best %.2f ms (QCustomPlot: %.2f ms)",
              plot.pointCount(), StatsPlot::kSeriesCount, plot.plot()->width(), plot.plot()->height(),
              median(times), *std::min_element(times.begin(), times.end()), plot.plot()->replotTime(true));

        // The final scores are what the plot ends on.
        QCOMPARE(plot.graph(StatsPlot::Series::RedFood)->data()->at(pb::ants::kDefaultRounds)->value,
                 double(m_game.back().food[0]));
        QCOMPARE(plot.graph(StatsPlot::Series::BlackFood)->data()->at(pb::ants::kDefaultRounds)->value,
                 double(m_game.back().food[1]));

        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (!shots.isEmpty()) {
            QDir().mkpath(shots);
            QVERIFY(plot.grab().save(QDir(shots).filePath(QStringLiteral("stats-plot.png"))));
        }
    }

    // Short rects (a 700-pixel window) keep their names apart: each name is level, inside its
    // own rect, and no axis carries a turned label that would run into the next rect.
    void rectNamesStayInTheirRects()
    {
        StatsPlot plot;
        QVERIFY(pb::test::showAt(plot, 660, 240));
        plot.plot()->replot();
        QList<QCPItemText*> names;
        for (int i = 0; i < plot.plot()->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot.plot()->item(i)))
                names << text;
        QCOMPARE(names.size(), 3);
        QStringList texts;
        for (QCPItemText* name : names) {
            texts << name->text();
            QCPAxisRect* rect = name->clipAxisRect();
            QVERIFY(rect);
            QVERIFY(rect->axis(QCPAxis::atLeft)->label().isEmpty());
            const QPointF at = name->position->pixelPosition();
            const QFontMetrics metrics(name->font());
            const QRectF box(at, QSizeF(metrics.horizontalAdvance(name->text()) + 8, metrics.height() + 2));
            QVERIFY2(QRectF(rect->rect()).adjusted(-1, -1, 1, 1).contains(box),
                     qPrintable(name->text()));
        }
        QCOMPARE(texts, (QStringList{QStringLiteral("Food on hill"), QStringLiteral("Food carried"), QStringLiteral("Ants alive")}));
    }
};

QTEST_MAIN(TestStatsPlot)
#include "tst_statsplot.moc"
