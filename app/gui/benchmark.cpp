#include "gui/benchmark.h"

#include "gui/ants/antsdocument.h"
#include "gui/mainwindow.h"
#include "gui/peaceable/peaceabledocument.h"
#include "gui/tournament/tournamentdocument.h"

#include "ants/tournament.h"
#include "ants/world.h"
#include "ants/worldgen.h"
#include "common/textfile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QRandomGenerator>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <numeric>
#include <optional>
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

// The gaps between firings of a 2 ms timer while `ms` pass: how long the GUI thread was busy
// with something else each time. `during` runs at every firing (e.g. to switch tabs).
struct Stalls {
    double worstMs = 0;
    int over50 = 0;    // blocks longer than 50 ms
    int over16 = 0;    // longer than a frame at 60 Hz
    qint64 probes = 0;
};

Stalls measureStalls(int ms, const std::function<void(qint64 elapsedMs)>& during = {})
{
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    Stalls stalls;
    QTimer probe;
    probe.setInterval(2);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        const double gapMs = static_cast<double>(now - last) / 1e6;
        stalls.worstMs = std::max(stalls.worstMs, gapMs);
        stalls.over50 += gapMs > 50 ? 1 : 0;
        stalls.over16 += gapMs > 16.7 ? 1 : 0;
        if (gapMs > 16.7 && qEnvironmentVariableIsSet("PLAYBENCH_SHOW_STALLS"))
            std::fprintf(stderr, "stall %.1f ms at %lld ms\n", gapMs, static_cast<long long>(now / 1000000));
        ++stalls.probes;
        if (during)
            during(now / 1000000);
        last = clock.nsecsElapsed();  // what `during` did is measured by the next gap
    });
    probe.start();
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
    return stalls;
}

double longestStallMs(int ms) { return measureStalls(ms).worstMs; }

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

std::optional<LoadFigures> measureLoad(MainWindow& window, int seconds, QString* error)
{
    LoadFigures f;
    window.resize(1400, 900);
    window.show();
    for (const char* game : {"honeycomb", "less", "arimaa", "peaceable"}) {
        if (!window.openSample(QString::fromLatin1(game))) {
            *error = QStringLiteral("could not open the %1 sample").arg(QLatin1String(game));
            return std::nullopt;
        }
    }
    auto* peaceable = qobject_cast<PeaceableDocument*>(window.documents().last());
    auto* ants = qobject_cast<AntsDocument*>(window.openSample(QStringLiteral("ants")));
    if (!ants || !peaceable) {
        *error = QStringLiteral("no Ants or Peaceable workspace");
        return std::nullopt;
    }

    // The tournament: the two sample brains and the sample one on 40 generated worlds, both
    // colours, 100,000 rounds a game, as many games at once as there are cores.
    QTemporaryDir dir;
    std::vector<std::pair<QString, QString>> brains;
    for (const char* name : {"dunkosmiloolump-1", "frictionless_bananas-1", "sample"}) {
        const std::optional<std::string> text = readFileBytes(QStringLiteral(":/ants/%1.ant").arg(QLatin1String(name)), error);
        if (!text)
            return std::nullopt;
        brains.emplace_back(QString::fromLatin1(name), QString::fromStdString(*text));
    }
    std::vector<std::pair<QString, QString>> worlds;
    for (std::uint32_t seed = 1; seed <= 40; ++seed)
        worlds.emplace_back(QStringLiteral("contest-%1").arg(seed),
                            QString::fromStdString(ants::writeWorld(ants::generateContestWorld(seed))));
    f.cores = QThread::idealThreadCount();
    auto* tournament = new TournamentDocument(window.tabs());
    window.addDocument(tournament);
    if (!tournament->startTournament(ants::tournamentSettings(brains, worlds, 12345, ants::kDefaultRounds),
                                     QDir(dir.path()).filePath(QStringLiteral("load.sqlite")), f.cores, error)) {
        *error = QStringLiteral("the tournament did not start: %1").arg(*error);
        return std::nullopt;
    }
    QObject::connect(tournament, &TournamentDocument::gameStored, tournament, [&f](int done, int) { f.gamesDone = done; });

    // The Ants workspace computes its game and plays it at full speed; the solver runs.
    spin([] { return false; }, 300);
    AntsController* controller = ants->controller();
    controller->setSpeed(0);
    controller->setPlaying(true);
    peaceable->startSolving(static_cast<double>(seconds));

    // Each tab to the front in turn, every 500 ms: showing a workspace is GUI work too.
    qint64 nextSwitch = 500;
    const Stalls stalls = measureStalls(seconds * 1000, [&](qint64 elapsedMs) {
        if (elapsedMs < nextSwitch)
            return;
        nextSwitch += 500;
        window.tabs()->setCurrentIndex((window.tabs()->currentIndex() + 1) % window.tabs()->count());
        if (qEnvironmentVariableIsSet("PLAYBENCH_SHOW_STALLS"))
            std::fprintf(stderr, "switch to %d at %lld ms\n", window.tabs()->currentIndex(), static_cast<long long>(elapsedMs));
        ++f.switches;
    });
    f.worstMs = stalls.worstMs;
    f.over50 = stalls.over50;
    f.over16 = stalls.over16;
    f.probes = stalls.probes;
    f.roundsComputed = controller->computedRounds();
    tournament->cancel();
    peaceable->stopSolving();
    controller->setPlaying(false);
    f.stopped = spin([&] { return !tournament->running() && !peaceable->isSolving(); }, 30000);
    return f;
}

int runLoadBenchmark(MainWindow& window, int seconds)
{
    QTextStream out(stdout);
    QString error;
    const std::optional<LoadFigures> f = measureLoad(window, seconds, &error);
    if (!f) {
        out << error << "\n";
        return 1;
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    out << QStringLiteral("Desktop under load for %1 s: 5 workspaces (the Ants game of 100,000 rounds computing and "
                          "playing at full speed, the Peaceable solver running), an Ants tournament on %2 cores, "
                          "tab switches every 500 ms\n").arg(seconds).arg(f->cores);
    out << QStringLiteral("  longest GUI-thread block: %1 ms; blocks over 50 ms: %2; over 16.7 ms: %3 (of %4 probes)\n")
               .arg(f->worstMs, 0, 'f', 1)
               .arg(f->over50)
               .arg(f->over16)
               .arg(f->probes);
    out << QStringLiteral("  meanwhile: %1 tab switches, %2 rounds of the Ants game computed, %3 tournament games "
                          "finished; peak memory %4 MB\n")
               .arg(f->switches)
               .arg(f->roundsComputed)
               .arg(f->gamesDone)
               .arg(static_cast<double>(usage.ru_maxrss) / 1024.0, 0, 'f', 1);
    out.flush();
    return f->stopped ? 0 : 1;
}

} // namespace pb::gui
