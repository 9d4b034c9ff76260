// Tournaments kept in SQLite: the store (begin, resume, a different tournament refused), the
// runner (every job once, cancel), and `playbench-cli tournament` end to end: the same games as
// `ants run`, a run killed midway and resumed, an interrupted run, `tournament show`.

#include "antstournament.h"
#include "clirun.h"
#include "reference.h"
#include "store/tournamentdb.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <mutex>
#include <set>

using namespace pb;
using namespace pb::tournament;

namespace {

// A format whose games are sums: player i "scores" (i + 1) * (world + 1) in each game; the
// higher score wins. Playing sleeps a little so that cancel has something to stop.
class SumFormat final : public Format {
public:
    explicit SumFormat(int players, int worlds = 2) : m_players(players), m_worlds(worlds) {}
    QString game() const override { return QStringLiteral("sum"); }
    QJsonObject settings() const override
    {
        return {{QStringLiteral("game"), game()}, {QStringLiteral("players"), m_players}, {QStringLiteral("worlds"), m_worlds}};
    }
    QStringList players() const override
    {
        QStringList names;
        for (int i = 0; i < m_players; ++i)
            names << QStringLiteral("p%1").arg(i);
        return names;
    }
    std::vector<Job> plan() const override
    {
        std::vector<Job> jobs;
        for (int w = 0; w < m_worlds; ++w)
            for (int i = 0; i < m_players; ++i)
                for (int j = i + 1; j < m_players; ++j)
                    jobs.push_back({static_cast<int>(jobs.size()),
                                    {{QStringLiteral("a"), i}, {QStringLiteral("b"), j}, {QStringLiteral("world"), w}}});
        return jobs;
    }
    std::optional<Outcome> play(const Job& job, const std::atomic<bool>& cancel) const override
    {
        QThread::msleep(5);
        if (cancel.load())
            return std::nullopt;
        std::lock_guard lock(m_mutex);
        ++m_played[job.id];
        const int w = job.params[QStringLiteral("world")].toInt() + 1;
        return Outcome{{{QStringLiteral("a"), (job.params[QStringLiteral("a")].toInt() + 1) * w},
                        {QStringLiteral("b"), (job.params[QStringLiteral("b")].toInt() + 1) * w}},
                       QStringLiteral("record %1").arg(job.id)};
    }
    Standings standings(const std::vector<Finished>& finished) const override
    {
        Standings s;
        for (int i = 0; i < m_players; ++i)
            s.entries.push_back({i, QStringLiteral("p%1").arg(i), 0, 0.0, 0, {}});
        for (const Finished& f : finished) {
            const int a = f.job.params[QStringLiteral("a")].toInt(), b = f.job.params[QStringLiteral("b")].toInt();
            const bool aWins = f.outcome.result[QStringLiteral("a")].toInt() > f.outcome.result[QStringLiteral("b")].toInt();
            s.entries[static_cast<std::size_t>(aWins ? a : b)].points += 1;
            ++s.entries[static_cast<std::size_t>(a)].games;
            ++s.entries[static_cast<std::size_t>(b)].games;
        }
        rankByPoints(s.entries);
        return s;
    }
    QString describe(const Job& job) const override { return QString::number(job.id); }
    QString describeOutcome(const Job&, const Outcome&) const override { return {}; }

    mutable std::mutex m_mutex;
    mutable std::map<int, int> m_played;

private:
    int m_players, m_worlds;
};

} // namespace

class TestTournament : public QObject {
    Q_OBJECT

private slots:
    void storeBeginsOnceAndRefusesAnother()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.sqlite"));
        SumFormat four(4);
        {
            store::TournamentDb db(path);
            QVERIFY2(db.ok(), qPrintable(db.error()));
            QVERIFY(!db.hasTournament());
            QVERIFY2(db.begin(four), qPrintable(db.error()));
            QCOMPARE(db.jobCount(), 12);
            QCOMPARE(db.finishedCount(), 0);
            QVERIFY(db.store(db.plan()[3], {{{QStringLiteral("a"), 1}, {QStringLiteral("b"), 2}}, QStringLiteral("rec")}, 0.5));
        }
        store::TournamentDb db(path);
        QVERIFY(db.hasTournament());
        QVERIFY(db.begin(four));  // the same tournament: resume
        QCOMPARE(db.finishedCount(), 1);
        QCOMPARE(db.unfinished().size(), std::size_t(11));
        for (const Job& j : db.unfinished())
            QVERIFY(j.id != 3);
        const auto one = db.finishedJob(3);
        QVERIFY(one);
        QCOMPARE(one->outcome.record, QStringLiteral("rec"));
        QCOMPARE(one->outcome.result[QStringLiteral("b")].toInt(), 2);
        QCOMPARE(db.finished().front().outcome.record, QString());  // records only when asked
        QVERIFY(!db.finishedJob(4));

        SumFormat five(5);
        QVERIFY(!db.begin(five));
        QVERIFY2(db.error().contains(QLatin1String("players")), qPrintable(db.error()));
        QCOMPARE(db.jobCount(), 12);  // nothing changed
    }

    void playStoresEveryJobOnceAndResumesAfterCancel()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.sqlite"));
        SumFormat format(6, 3);  // 45 jobs
        store::TournamentDb db(path);
        QVERIFY(db.begin(format));
        int stored = 0;
        {
            store::TournamentPlay play(db, format, 3);
            store::PlayEvents events;
            events.stored = [&](const Job&, const Outcome&, int done, int total) {
                ++stored;
                QCOMPARE(total, 45);
                QCOMPARE(done, stored);
                if (done == 10)
                    play.cancel();
            };
            QVERIFY(play.run(events));
            QVERIFY(play.cancelled());
        }
        QVERIFY(stored >= 10 && stored < 45);
        QCOMPARE(db.finishedCount(), stored);
        store::TournamentPlay again(db, format, 2);
        QVERIFY(again.run({}));
        QCOMPARE(db.finishedCount(), 45);
        for (const auto& [id, times] : format.m_played)
            QVERIFY2(times == 1, qPrintable(QStringLiteral("job %1 played %2 times").arg(id).arg(times)));
        QCOMPARE(format.m_played.size(), std::size_t(45));
        // Standings from the database equal those from fresh outcomes of every job.
        std::vector<Finished> fresh;
        std::atomic<bool> no{false};
        for (const Job& j : format.plan())
            fresh.push_back({j, *format.play(j, no)});
        QCOMPARE(QJsonDocument(toJson(format.standings(db.finished()))).toJson(),
                 QJsonDocument(toJson(format.standings(fresh))).toJson());
    }

    // Two players on one database at once would play the same games twice: the second is
    // refused while the first runs, and may go on once it has stopped.
    void oneRunPerDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.sqlite"));
        SumFormat format(5, 2);
        store::TournamentDb db(path);
        QVERIFY(db.begin(format));
        bool refused = false;
        QString why;
        {
            store::TournamentPlay first(db, format, 1);
            store::PlayEvents events;
            events.stored = [&](const Job&, const Outcome&, int done, int) {
                if (done != 1)
                    return;
                store::TournamentDb other(path);
                store::TournamentPlay second(other, format, 1);
                refused = !second.run({});
                why = second.error();
                first.cancel();
            };
            QVERIFY(first.run(events));
        }
        QVERIFY(refused);
        QVERIFY2(why.contains(QLatin1String("another process")), qPrintable(why));
        // The cancel came after the first stored game; a game the worker had finished by then
        // is stored too (a finished game is never thrown away), so one or two.
        QVERIFY2(db.finishedCount() >= 1 && db.finishedCount() <= 2, qPrintable(QString::number(db.finishedCount())));
        store::TournamentPlay again(db, format, 2);
        QVERIFY2(again.run({}), qPrintable(again.error()));
        QCOMPARE(db.finishedCount(), 20);
    }

    // The tournament's games are the games `ants run` plays: the standings equal the sum of the
    // same games played one by one (sample.ant entered twice, against itself too).
    void antsEqualsGamesOneByOne()
    {
        PB_REQUIRE_REFERENCE("ants/worlds/sample1.world");
        QTemporaryDir dir;
        const test::CliRun run = test::runCli(test::antsTournamentArgs(dir.filePath(QStringLiteral("t.sqlite")), 100000));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject t = test::lastJson(run.out);
        QCOMPARE(t[QStringLiteral("finished")].toInt(), 24);
        QVERIFY(t[QStringLiteral("complete")].toBool());

        const QString r = test::referencePath(QStringLiteral("ants/"));
        const QStringList brains = {r + QStringLiteral("sample.ant"), r + QStringLiteral("sample.ant"),
                                    r + QStringLiteral("brains/winners/dunkosmiloolump-1.ant"),
                                    r + QStringLiteral("brains/winners/frictionless_bananas-1.ant")};
        std::vector<int> points(4, 0), wins(4, 0), games(4, 0);
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j) {
                if (i == j)
                    continue;
                const test::CliRun g = test::runCli({QStringLiteral("ants"), QStringLiteral("run"), QStringLiteral("--red"), brains[i],
                                                     QStringLiteral("--black"), brains[j], QStringLiteral("--world"),
                                                     r + QStringLiteral("worlds/sample0.world"), QStringLiteral("--world"),
                                                     r + QStringLiteral("worlds/sample1.world"), QStringLiteral("--json")});
                QVERIFY2(g.exitCode == 0, qPrintable(g.err));
                const QStringList lines = g.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
                QCOMPARE(lines.size(), 2);
                for (const QString& line : lines) {
                    const QString winner = QJsonDocument::fromJson(line.toUtf8()).object()[QStringLiteral("winner")].toString();
                    points[static_cast<std::size_t>(i)] += winner == QLatin1String("red") ? 2 : winner == QLatin1String("draw") ? 1 : 0;
                    points[static_cast<std::size_t>(j)] += winner == QLatin1String("black") ? 2 : winner == QLatin1String("draw") ? 1 : 0;
                    wins[static_cast<std::size_t>(i)] += winner == QLatin1String("red");
                    wins[static_cast<std::size_t>(j)] += winner == QLatin1String("black");
                    ++games[static_cast<std::size_t>(i)];
                    ++games[static_cast<std::size_t>(j)];
                }
            }
        const QStringList names = {QStringLiteral("sample"), QStringLiteral("sample (2)"), QStringLiteral("dunkosmiloolump-1"),
                                   QStringLiteral("frictionless_bananas-1")};
        const QJsonArray standings = t[QStringLiteral("standings")].toArray();
        QCOMPARE(standings.size(), 4);
        double previous = 1e9;
        for (const QJsonValue& v : standings) {
            const auto i = static_cast<std::size_t>(names.indexOf(v[QStringLiteral("name")].toString()));
            QVERIFY(i < 4);
            QCOMPARE(v[QStringLiteral("points")].toInt(), points[i]);
            QCOMPARE(v[QStringLiteral("wins")].toInt(), wins[i]);
            QCOMPARE(v[QStringLiteral("games")].toInt(), games[i]);
            QVERIFY(v[QStringLiteral("points")].toDouble() <= previous);  // best first
            previous = v[QStringLiteral("points")].toDouble();
        }
        QVERIFY(points[2] > points[0]);  // the winner beats the sample brain: real games were played
    }

    void killedMidwayThenResumedEqualsUninterrupted()
    {
        PB_REQUIRE_REFERENCE("ants/worlds/sample1.world");
        QTemporaryDir dir;
        const QString whole = dir.filePath(QStringLiteral("whole.sqlite"));
        const QString killed = dir.filePath(QStringLiteral("killed.sqlite"));
        const test::CliRun full = test::runCli(test::antsTournamentArgs(whole, 20000));
        QVERIFY2(full.exitCode == 0, qPrintable(full.err));

        QStringList args = test::antsTournamentArgs(killed, 20000);
        args << QStringLiteral("--jobs") << QStringLiteral("2") << QStringLiteral("--verbose");
        QProcess p;
        p.start(QStringLiteral(PLAYBENCH_CLI), args);
        QVERIFY(p.waitForStarted());
        // Kill it hard once some games are stored and before all are.
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += p.readAllStandardError(), err.contains("5 of 24 games")), 60000);
        QVERIFY(test::signalProgram(p, SIGKILL));
        QVERIFY(p.waitForFinished());
        int before = 0;
        {
            store::TournamentDb db(killed);
            before = db.finishedCount();
        }
        QVERIFY2(before >= 5 && before < 24, qPrintable(QString::number(before)));

        const test::CliRun resumed = test::runCli(test::antsTournamentArgs(killed, 20000));
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QVERIFY2(resumed.err.contains(QStringLiteral("%1 already played").arg(before)), qPrintable(resumed.err));
        QCOMPARE(test::lastJson(resumed.out)[QStringLiteral("standings")], test::lastJson(full.out)[QStringLiteral("standings")]);
        QCOMPARE(test::lastJson(resumed.out)[QStringLiteral("crosstable")], test::lastJson(full.out)[QStringLiteral("crosstable")]);

        // A third run plays nothing and says the same; show reads the same from the database.
        const test::CliRun third = test::runCli(test::antsTournamentArgs(killed, 20000));
        QVERIFY(third.err.contains(QStringLiteral("24 already played")));
        QCOMPARE(test::lastJson(third.out)[QStringLiteral("standings")], test::lastJson(full.out)[QStringLiteral("standings")]);
        const test::CliRun show = test::runCli({QStringLiteral("tournament"), QStringLiteral("show"), QStringLiteral("--db"), killed,
                                                QStringLiteral("--json")});
        QCOMPARE(show.exitCode, 0);
        QCOMPARE(test::lastJson(show.out)[QStringLiteral("standings")], test::lastJson(full.out)[QStringLiteral("standings")]);
    }

    void interruptStopsCleanlyAndOtherSettingsAreRefused()
    {
        PB_REQUIRE_REFERENCE("ants/worlds/sample1.world");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.sqlite"));
        QStringList args = test::antsTournamentArgs(path, 20000);
        args << QStringLiteral("--jobs") << QStringLiteral("1") << QStringLiteral("--verbose");
        QProcess p;
        p.start(QStringLiteral(PLAYBENCH_CLI), args);
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += p.readAllStandardError(), err.contains("2 of 24 games")), 60000);
        QVERIFY(test::signalProgram(p, SIGINT));
        QVERIFY(p.waitForFinished(30000));
        err += p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 3);
        QVERIFY2(err.contains("run the same command again"), err.constData());
        const QJsonObject partial = test::lastJson(QString::fromUtf8(p.readAllStandardOutput()));
        QVERIFY(!partial[QStringLiteral("complete")].toBool());
        QVERIFY(partial[QStringLiteral("finished")].toInt() >= 2);

        // Other settings on the same database: refused, naming what differs; nothing lost.
        const test::CliRun other = test::runCli(test::antsTournamentArgs(path, 30000));
        QCOMPARE(other.exitCode, 1);
        QVERIFY2(other.err.contains(QLatin1String("rounds")), qPrintable(other.err));
        const test::CliRun show = test::runCli({QStringLiteral("tournament"), QStringLiteral("show"), QStringLiteral("--db"), path});
        QCOMPARE(show.exitCode, 0);
        QVERIFY2(show.out.contains(QStringLiteral("%1 of 24 games finished").arg(partial[QStringLiteral("finished")].toInt())),
                 qPrintable(show.out));
    }

    // Less: four bots play the 24 seatings; every point in the standings is a game's score in
    // the database, and each stored record is the game log of that game.
    void lessFromTheCommandLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("less.sqlite"));
        const test::CliRun run = test::runCli({QStringLiteral("tournament"), QStringLiteral("less"), QStringLiteral("--player"),
                                               QStringLiteral("bot:random"), QStringLiteral("--player"), QStringLiteral("bot:greedy"),
                                               QStringLiteral("--player"), QStringLiteral("r2=bot:random"), QStringLiteral("--player"),
                                               QStringLiteral("g2=bot:greedy"), QStringLiteral("--seed"), QStringLiteral("7"),
                                               QStringLiteral("--db"), path, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject t = test::lastJson(run.out);
        QCOMPARE(t[QStringLiteral("total")].toInt(), 24);
        QVERIFY(t[QStringLiteral("complete")].toBool());
        store::TournamentDb db(path, store::TournamentDb::Open::Existing);
        QVERIFY2(db.ok(), qPrintable(db.error()));
        std::map<int, int> points;  // player -> summed scores from the stored results
        for (const Finished& f : db.finished(true)) {
            const QJsonArray players = f.job.params[QStringLiteral("players")].toArray();
            const QJsonArray scores = f.outcome.result[QStringLiteral("scores")].toArray();
            QCOMPARE(players.size(), 4);
            for (int seat = 0; seat < 4; ++seat)
                points[players[seat].toInt()] += scores[seat].toInt();
            QVERIFY(f.outcome.record.contains(QLatin1String("result")));  // the game log
        }
        const QStringList names = {QStringLiteral("bot:random"), QStringLiteral("bot:greedy"), QStringLiteral("r2"), QStringLiteral("g2")};
        for (const QJsonValue& v : t[QStringLiteral("standings")].toArray()) {
            const int i = static_cast<int>(names.indexOf(v[QStringLiteral("name")].toString()));
            QVERIFY(i >= 0);
            QCOMPARE(v[QStringLiteral("points")].toInt(), points[i]);
            QCOMPARE(v[QStringLiteral("games")].toInt(), 24);
        }
        QVERIFY(points[1] > points[0] && points[3] > points[2]);  // greedy beats random: real games
    }

    void arimaaFromTheCommandLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("arimaa.sqlite"));
        const test::CliRun run = test::runCli({QStringLiteral("tournament"), QStringLiteral("arimaa"), QStringLiteral("--player"),
                                               QStringLiteral("bot:random"), QStringLiteral("--player"), QStringLiteral("r2=bot:random"),
                                               QStringLiteral("--player"), QStringLiteral("r3=bot:random"),
                                               QStringLiteral("--untimed-ms"), QStringLiteral("10"), QStringLiteral("--db"), path,
                                               QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject t = test::lastJson(run.out);
        QCOMPARE(t[QStringLiteral("total")].toInt(), 6);  // 3 pairs, 2 games each
        int wins = 0;
        for (const QJsonValue& v : t[QStringLiteral("standings")].toArray()) {
            QCOMPARE(v[QStringLiteral("games")].toInt(), 4);
            wins += v[QStringLiteral("wins")].toInt();
        }
        QCOMPARE(wins, 6);  // every game has a winner
        store::TournamentDb db(path, store::TournamentDb::Open::Existing);
        for (const Finished& f : db.finished(true))
            QVERIFY2(f.outcome.record.contains(QLatin1String("1g")), qPrintable(f.outcome.record.left(200)));
    }

    // The championship's finals: eight built-in bots at a fast time control, round by round into
    // the database, until one is left; everyone else has lost four times. The bots search one
    // step deep: their games end in a goal sooner than random ones (31 games in 6 s against 28 s
    // in the Release build; under AddressSanitizer the random ones took 236 s).
    void wccFinalsOfEightBotsRunsToOneChampion()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("wcc.sqlite"));
        QStringList args = {QStringLiteral("arimaa"), QStringLiteral("wcc"), QStringLiteral("finals")};
        for (int i = 1; i <= 8; ++i)
            args << QStringLiteral("--engine") << QStringLiteral("b%1=bot:search:depth=1").arg(i);
        args << QStringLiteral("--tc") << QStringLiteral("0:01/0:05") << QStringLiteral("--db") << path << QStringLiteral("--json");
        const test::CliRun run = test::runCli(args);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject t = test::lastJson(run.out);
        QVERIFY(t[QStringLiteral("complete")].toBool());
        const QString champion = t[QStringLiteral("champion")].toString();
        QVERIFY(!champion.isEmpty());
        QVERIFY(!t[QStringLiteral("second")].toString().isEmpty());
        int games = 0, losses = 0;
        for (const QJsonValue& v : t[QStringLiteral("standings")].toArray()) {
            const bool first = v[QStringLiteral("name")].toString() == champion;
            QCOMPARE(v[QStringLiteral("rank")].toInt() == 1, first);
            QCOMPARE(v[QStringLiteral("eliminated_in_round")].isNull(), first);
            if (first)
                QVERIFY(v[QStringLiteral("losses")].toInt() < 4);
            else
                QCOMPARE(v[QStringLiteral("losses")].toInt(), 4);
            losses += v[QStringLiteral("losses")].toInt();
            QVERIFY(v.toObject().contains(QStringLiteral("byes")) && v.toObject().contains(QStringLiteral("rating"))
                    && v.toObject().contains(QStringLiteral("seed")));
        }
        for (const QJsonValue& r : t[QStringLiteral("rounds")].toArray()) {
            for (const QJsonValue& g : r[QStringLiteral("games")].toArray()) {
                ++games;
                const QString w = g[QStringLiteral("winner")].toString();
                QVERIFY(w == g[QStringLiteral("gold")].toString() || w == g[QStringLiteral("silver")].toString());
            }
            QVERIFY(r[QStringLiteral("bye")].isNull() || r[QStringLiteral("bye")].isString());
        }
        QCOMPARE(games, t[QStringLiteral("total")].toInt());
        QCOMPARE(losses, games);  // every game is one loss
        QVERIFY(games >= 28);     // seven players out after four losses each
        // The records name the championship as their event.
        store::TournamentDb db(path, store::TournamentDb::Open::Existing);
        const auto last = db.finishedJob(games - 1);
        QVERIFY(last);
        QVERIFY2(last->outcome.record.contains(QLatin1String("World Computer Championship 2015, finals, game")),
                 qPrintable(last->outcome.record.left(300)));
    }

    // The championship's qualifier: each entrant plays each benchmark bot, colours alternating,
    // until four wins in a row or --games games; the score sums the capped streaks.
    void wccQualifierStopsAtFourInARow()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("q.sqlite"));
        const test::CliRun run = test::runCli(
            {QStringLiteral("arimaa"), QStringLiteral("wcc"), QStringLiteral("qualifier"), QStringLiteral("--engine"),
             QStringLiteral("s=bot:search"), QStringLiteral("--engine"), QStringLiteral("r=bot:random"),
             QStringLiteral("--benchmark"), QStringLiteral("b1=bot:random"), QStringLiteral("--benchmark"),
             QStringLiteral("b2=bot:random"), QStringLiteral("--games"), QStringLiteral("6"), QStringLiteral("--untimed-ms"),
             QStringLiteral("20"), QStringLiteral("--bot-depth"), QStringLiteral("2"), QStringLiteral("--db"), path,
             QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject t = test::lastJson(run.out);
        QVERIFY(t[QStringLiteral("complete")].toBool());
        int total = 0;
        double previous = 1e9;
        for (const QJsonValue& v : t[QStringLiteral("standings")].toArray()) {
            int score = 0;
            for (const QJsonValue& b : v[QStringLiteral("benchmarks")].toArray()) {
                const int streak = b[QStringLiteral("longest_streak")].toInt();
                QCOMPARE(b[QStringLiteral("games")].toInt(), streak >= 4 ? 4 : 6);  // stops once it cannot gain
                QCOMPARE(b[QStringLiteral("score")].toInt(), std::min(streak, 4));
                score += std::min(streak, 4);
                total += b[QStringLiteral("games")].toInt();
            }
            QCOMPARE(v[QStringLiteral("points")].toInt(), score);
            QVERIFY(v[QStringLiteral("points")].toDouble() <= previous);
            previous = v[QStringLiteral("points")].toDouble();
        }
        QCOMPARE(total, t[QStringLiteral("total")].toInt());
        // The search bot (depth 2) beats random bots four times in a row: it is the first seed.
        QCOMPARE(t[QStringLiteral("finalists")].toArray().first().toString(), QStringLiteral("s"));
        // Colours alternate, the entrant first with Gold.
        store::TournamentDb db(path, store::TournamentDb::Open::Existing);
        std::map<std::pair<int, int>, int> seen;
        for (const Finished& f : db.finished()) {
            const int e = f.job.params[QStringLiteral("entrant")].toInt();
            const int k = seen[{e, f.job.params[QStringLiteral("benchmark")].toInt()}]++;
            QCOMPARE(f.job.params[QStringLiteral("gold")].toInt() == e, k % 2 == 0);
        }
    }

    void badUsage()
    {
        QTemporaryDir dir;
        QCOMPARE(test::runCli({QStringLiteral("tournament")}).exitCode, 2);
        QCOMPARE(test::runCli({QStringLiteral("tournament"), QStringLiteral("chess")}).exitCode, 2);
        QCOMPARE(test::runCli({QStringLiteral("tournament"), QStringLiteral("show")}).exitCode, 2);
        const test::CliRun missing = test::runCli({QStringLiteral("tournament"), QStringLiteral("show"), QStringLiteral("--db"),
                                                   dir.filePath(QStringLiteral("none.sqlite"))});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(QLatin1String("none.sqlite")));
        // A database of something else is named and left as it was.
        const QString other = dir.filePath(QStringLiteral("other.sqlite"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            db.setDatabaseName(other);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE best (seed INTEGER)")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
        const test::CliRun foreign = test::runCli({QStringLiteral("tournament"), QStringLiteral("show"), QStringLiteral("--db"), other});
        QCOMPARE(foreign.exitCode, 1);
        QVERIFY2(foreign.err.contains(QLatin1String("not a Playbench tournament")), qPrintable(foreign.err));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other2"));
            db.setDatabaseName(other);
            QVERIFY(db.open());
            QCOMPARE(db.tables(), QStringList{QStringLiteral("best")});
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other2"));
        const test::CliRun one = test::runCli({QStringLiteral("tournament"), QStringLiteral("ants"), QStringLiteral("--brain"),
                                               test::referencePath(QStringLiteral("ants/sample.ant"))});
        QCOMPARE(one.exitCode, 2);
        const test::CliRun nofile = test::runCli({QStringLiteral("tournament"), QStringLiteral("ants"), QStringLiteral("--brain"),
                                                  dir.filePath(QStringLiteral("x.ant")), QStringLiteral("--brain"),
                                                  dir.filePath(QStringLiteral("y.ant")), QStringLiteral("--db"),
                                                  dir.filePath(QStringLiteral("t.sqlite"))});
        QCOMPARE(nofile.exitCode, 1);
        QVERIFY2(nofile.err.contains(QLatin1String("x.ant")), qPrintable(nofile.err));
    }
};

QTEST_GUILESS_MAIN(TestTournament)
#include "tst_tournament.moc"
