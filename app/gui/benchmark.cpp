#include "gui/benchmark.h"

#include "gui/ants/antsdocument.h"
#include "gui/mainwindow.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QRandomGenerator>
#include <QTextStream>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

namespace pb::gui {

namespace {

// Runs the event loop until `done` holds or `ms` pass; returns whether it held.
template <typename Done>
bool spin(Done done, int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > ms)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return true;
}

// Largest gap between two firings of a 2 ms timer while `ms` pass: how long the GUI thread
// was ever busy with something else.
double longestStallMs(int ms)
{
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    qint64 worst = 0;
    QTimer probe;
    probe.setInterval(2);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        worst = std::max(worst, now - last);
        last = now;
    });
    probe.start();
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
    return static_cast<double>(worst) / 1e6;
}

} // namespace

int runGuiBenchmark(MainWindow& window)
{
    QTextStream out(stdout);
    window.resize(1400, 900);
    window.show();
    auto* doc = qobject_cast<AntsDocument*>(window.openSample(QStringLiteral("ants")));
    if (!doc)
        return 1;
    QElapsedTimer computeClock;
    computeClock.start();
    qint64 computedAt = -1;  // when the whole game was there (seen at the controller's 50 ms polls)
    QObject::connect(doc->controller(), &AntsController::computedChanged, doc, [&] {
        if (computedAt < 0 && doc->controller()->finished())
            computedAt = computeClock.elapsed();
    });
    AntsController* controller = doc->controller();
    // Opening is not playing: let the window lay itself out and paint once first.
    spin([] { return false; }, 300);
    controller->setPlaying(false);
    controller->seek(0);
    spin([&] { return controller->round() == 0 && !controller->seekPending(); }, 5000);

    // 1. While the game is being computed, play at full speed from round 0.
    controller->setSpeed(0);
    controller->setPlaying(true);
    const double stallWhileComputing = longestStallMs(1500);
    if (!spin([&] { return controller->finished(); }, 60000)) {
        out << "the game was not computed within 60 s\n";
        return 1;
    }
    spin([&] { return computedAt >= 0; }, 1000);
    const double computeSeconds = static_cast<double>(computedAt) / 1000.0;
    controller->setPlaying(false);

    // 2. Seeks to random rounds of the computed game, back and forth.
    std::vector<double> seeks;
    QRandomGenerator random(2004);
    for (int i = 0; i < 200; ++i) {
        const int round = static_cast<int>(random.bounded(controller->lastRound() + 1));
        QElapsedTimer t;
        t.start();
        controller->seek(round);
        if (!spin([&] { return controller->round() == round && !controller->seekPending(); }, 5000)) {
            out << "seek to round " << round << " did not finish\n";
            return 1;
        }
        seeks.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::sort(seeks.begin(), seeks.end());
    const double mean = std::accumulate(seeks.begin(), seeks.end(), 0.0) / static_cast<double>(seeks.size());

    // 3. Full-speed play over the computed game, and at 1000 rounds per second.
    controller->seek(0);
    spin([&] { return controller->round() == 0; }, 5000);
    controller->setSpeed(1000);
    controller->setPlaying(true);
    const double stallAt1000 = longestStallMs(2000);
    controller->setPlaying(false);
    controller->seek(0);
    spin([&] { return controller->round() == 0; }, 5000);
    controller->setSpeed(0);
    controller->setPlaying(true);
    const double stallFullSpeed = longestStallMs(2000);
    controller->setPlaying(false);

    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    out << "Ants workspace, sample0.world, dunkosmiloolump-1 vs frictionless_bananas-1, 100000 rounds\n";
    out << QStringLiteral("  game computed in the background: %1 s\n").arg(computeSeconds, 0, 'f', 2);
    out << QStringLiteral("  seek to a random round (200 seeks): mean %1 ms, median %2 ms, worst %3 ms\n")
               .arg(mean, 0, 'f', 2)
               .arg(seeks[seeks.size() / 2], 0, 'f', 2)
               .arg(seeks.back(), 0, 'f', 2);
    out << QStringLiteral("  longest GUI-thread block: %1 ms playing while computing, %2 ms at 1000 rounds/s, "
                          "%3 ms at full speed\n")
               .arg(stallWhileComputing, 0, 'f', 1)
               .arg(stallAt1000, 0, 'f', 1)
               .arg(stallFullSpeed, 0, 'f', 1);
    out << QStringLiteral("  recorded game: %1 MB of snapshots and stats; peak memory of the program %2 MB\n")
               .arg(static_cast<double>(controller->timeline()->memoryBytes()) / (1024.0 * 1024.0), 0, 'f', 1)
               .arg(static_cast<double>(usage.ru_maxrss) / 1024.0, 0, 'f', 1);
    out.flush();
    return 0;
}

} // namespace pb::gui
