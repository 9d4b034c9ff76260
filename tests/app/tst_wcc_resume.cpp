// The championship's finals run unattended with AEI engines that crash and hang (each forfeits or
// loses on time that game and is started afresh for the next), and technical failures in a
// championship's database, end to end (store/tournamentresume.h and
// `playbench-cli arimaa wcc resume`): a finals stopped midway keeps the game in progress as a
// halted event and resumes it from a chosen move; a finished game of the last round is
// invalidated and replayed from a move with its clocks; a round's results stand once the next
// round has a result; the qualifier and a tournament being played refuse; every event is kept
// and shown.

#include "clirun.h"
#include "store/tournamentdb.h"
#include "store/tournamentresume.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace pb;

namespace {

// Finals of three bots, one life each: two games (round 1 and round 2), `ms` per move (random
// bots move at once; search bots think that long).
QStringList finalsArgs(const QString& db, int ms, const QString& bot = QStringLiteral("bot:random"))
{
    return {QStringLiteral("arimaa"), QStringLiteral("wcc"), QStringLiteral("finals"), QStringLiteral("--engine"),
            QStringLiteral("a=") + bot, QStringLiteral("--engine"), QStringLiteral("b=") + bot,
            QStringLiteral("--engine"), QStringLiteral("c=") + bot, QStringLiteral("--lives"), QStringLiteral("1"),
            QStringLiteral("--untimed-ms"), QString::number(ms), QStringLiteral("--jobs"), QStringLiteral("1"),
            QStringLiteral("--db"), db, QStringLiteral("--json")};
}

test::CliRun resume(const QString& db, int game, const QString& from, const QString& reason = {})
{
    QStringList args{QStringLiteral("arimaa"), QStringLiteral("wcc"), QStringLiteral("resume"), QStringLiteral("--db"), db,
                     QStringLiteral("--game"), QString::number(game), QStringLiteral("--from"), from};
    if (!reason.isEmpty())
        args << QStringLiteral("--reason") << reason;
    return test::runCli(args);
}

QStringList moveLines(const QString& record)
{
    return record.mid(record.indexOf(QLatin1String("\n\n")) + 2).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestWccResume : public QObject {
    Q_OBJECT
private slots:
    // Engines that crash at `go` and that never answer it: every game of theirs is judged
    // (forfeit; time), the engine is started again for its next game, and the finals run to a
    // champion without anyone's help.
    void crashingAndHangingEnginesForfeitAndAreRestarted()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("engines.sqlite"));
        const QString engine = QStringLiteral(AEI_TEST_ENGINE);
        const test::CliRun run = test::runCli(
            {QStringLiteral("arimaa"), QStringLiteral("wcc"), QStringLiteral("finals"), QStringLiteral("--engine"),
             QStringLiteral("crash=%1 crash").arg(engine), QStringLiteral("--engine"), QStringLiteral("hang=%1 hang").arg(engine),
             QStringLiteral("--engine"), QStringLiteral("rnd=%1 --seed 3").arg(QStringLiteral(AEI_RANDOM_ENGINE)),
             QStringLiteral("--lives"), QStringLiteral("2"), QStringLiteral("--untimed-ms"), QStringLiteral("200"),
             QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--db"), path, QStringLiteral("--json")},
            {}, 120000);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject t = test::lastJson(run.out);
        QVERIFY(t[QStringLiteral("complete")].toBool());
        QCOMPARE(t[QStringLiteral("champion")].toString(), QStringLiteral("rnd"));
        store::TournamentDb db(path, store::TournamentDb::Open::Existing);
        int crashGames = 0, hangGames = 0;
        for (const tournament::Finished& f : db.finished()) {
            const QJsonObject r = f.outcome.result;
            const int gold = r[QStringLiteral("gold")].toInt(), silver = r[QStringLiteral("silver")].toInt();
            const int faulty = r[QStringLiteral("fault")].toObject()[QStringLiteral("player")].toInt(-1);
            const QString termination = r[QStringLiteral("termination")].toString();
            QVERIFY2(faulty == 0 || faulty == 1, qPrintable(QJsonDocument(r).toJson()));  // never the random engine
            QVERIFY(faulty == gold || faulty == silver);
            QCOMPARE(termination, faulty == 0 ? QStringLiteral("f") : QStringLiteral("t"));
            crashGames += (gold == 0 || silver == 0) ? 1 : 0;
            hangGames += (gold == 1 || silver == 1) ? 1 : 0;
        }
        QCOMPARE(crashGames, 2);  // two lives: two games lost, each by its own crash
        QVERIFY(hangGames >= 2);  // it may win a game against the crashing engine
    }

    // Stopped midway (SIGINT): the game in progress is kept as halted; resumed from 2g it plays
    // on from there with the first two moves it had (the setups), and the tournament completes.
    void haltedMidwayThenResumed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.sqlite"));
        // Search bots think 100 ms a move: once game 1 is stored, game 2 is stopped after its
        // setups and a few moves (a goal takes more than 600 ms).
        QProcess p;
        const QString search = QStringLiteral("bot:search");
        p.start(QStringLiteral(PLAYBENCH_CLI), finalsArgs(path, 100, search) << QStringLiteral("--verbose"));
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += p.readAllStandardError(), err.contains("game 1 of")), 60000);
        QTest::qWait(600);
        QVERIFY(test::signalProgram(p, SIGINT));
        QVERIFY(p.waitForFinished(30000));
        err += p.readAllStandardError();
        QCOMPARE(p.exitCode(), 3);
        QVERIFY2(err.contains("halted at"), err.constData());

        store::TournamentEvent halted;
        {
            store::TournamentDb db(path, store::TournamentDb::Open::Existing);
            const std::vector<store::TournamentEvent> events = db.events();
            QCOMPARE(events.size(), std::size_t{1});
            halted = events.front();
            QCOMPARE(halted.kind, QStringLiteral("halted"));
            QCOMPARE(halted.job, 1);
            QVERIFY2(moveLines(halted.record).size() >= 3, qPrintable(halted.record));
            QVERIFY(!db.finishedJob(halted.job));
        }
        // Not a move of the game: refused, nothing changed.
        const test::CliRun bad = resume(path, halted.job + 1, QStringLiteral("99g"));
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(QLatin1String("99g")), qPrintable(bad.err));
        const test::CliRun ok = resume(path, halted.job + 1, QStringLiteral("2g"), QStringLiteral("an extraneous process"));
        QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
        QVERIFY2(ok.out.contains(QLatin1String("resume from 2g")), qPrintable(ok.out));

        const test::CliRun rest = test::runCli(finalsArgs(path, 5, search));
        // The settings differ (5 ms, not 100): refused, the database as it was.
        QCOMPARE(rest.exitCode, 1);
        const test::CliRun done = test::runCli(finalsArgs(path, 100, search));
        QVERIFY2(done.exitCode == 0, qPrintable(done.err));
        const QJsonObject t = test::lastJson(done.out);
        QVERIFY(t[QStringLiteral("complete")].toBool());
        QVERIFY(!t[QStringLiteral("champion")].toString().isEmpty());
        const QJsonArray events = t[QStringLiteral("events")].toArray();
        QCOMPARE(events.size(), 2);
        QCOMPARE(events[1][QStringLiteral("kind")].toString(), QStringLiteral("resumed"));
        QCOMPARE(events[1][QStringLiteral("from")].toString(), QStringLiteral("2g"));
        QCOMPARE(events[1][QStringLiteral("reason")].toString(), QStringLiteral("an extraneous process"));

        store::TournamentDb db(path, store::TournamentDb::Open::Existing);
        const auto game = db.finishedJob(halted.job);
        QVERIFY(game);
        QCOMPARE(moveLines(game->outcome.record).mid(0, 2), moveLines(halted.record).mid(0, 2));
        QVERIFY2(game->outcome.record.contains(QLatin1String("Resumed: 2g after a halt (an extraneous process)")),
                 qPrintable(game->outcome.record.left(400)));
    }

    // A finished game of the last round is invalidated and replayed from 3g; one of an earlier
    // round, once the next round has a result, is refused; the text of `tournament show` lists
    // the events.
    void finishedGamesReplayedUntilTheNextRoundStarts()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.sqlite"));
        const test::CliRun run = test::runCli(finalsArgs(path, 5));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(test::lastJson(run.out)[QStringLiteral("total")].toInt(), 2);

        const test::CliRun early = resume(path, 1, QStringLiteral("3g"));
        QCOMPARE(early.exitCode, 1);
        QVERIFY2(early.err.contains(QLatin1String("round 2 has started")), qPrintable(early.err));

        QString before;
        {
            store::TournamentDb db(path, store::TournamentDb::Open::Existing);
            before = db.finishedJob(1)->outcome.record;
            // Refused while another process holds the tournament.
            QString why;
            const auto lock = store::lockTournament(path, &why);
            QVERIFY(lock);
            QString message;
            QVERIFY(!store::resumeGame({path, 1, QStringLiteral("3g"), {}}, &message));
            QVERIFY2(message.contains(QLatin1String("another process")), qPrintable(message));
        }
        const test::CliRun ok = resume(path, 2, QStringLiteral("3g"), QStringLiteral("a bot misconfigured"));
        QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
        QVERIFY2(ok.out.contains(QLatin1String("invalidated")), qPrintable(ok.out));
        {
            store::TournamentDb db(path, store::TournamentDb::Open::Existing);
            QCOMPARE(db.finishedCount(), 1);
            const std::vector<store::TournamentEvent> events = db.events(1);
            QCOMPARE(events.size(), std::size_t{1});
            QCOMPARE(events.front().record, before);  // the invalidated game is kept as it was
            QVERIFY(events.front().result.contains(QStringLiteral("winner")));
        }
        const test::CliRun again = test::runCli(finalsArgs(path, 5));
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY(test::lastJson(again.out)[QStringLiteral("complete")].toBool());
        store::TournamentDb db(path, store::TournamentDb::Open::Existing);
        const QString replayed = db.finishedJob(1)->outcome.record;
        QCOMPARE(moveLines(replayed).mid(0, 4), moveLines(before).mid(0, 4));
        QVERIFY(replayed.contains(QLatin1String("Resumed: 3g after a halt (a bot misconfigured)")));
        const test::CliRun show = test::runCli({QStringLiteral("tournament"), QStringLiteral("show"), QStringLiteral("--db"), path});
        QVERIFY2(show.out.contains(QLatin1String("game 2: result invalidated; replayed from 3g (a bot misconfigured)")),
                 qPrintable(show.out));
    }

    // The qualifier counts games decided by technical failures: nothing to resume.
    void theQualifierRefuses()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("q.sqlite"));
        const test::CliRun run = test::runCli(
            {QStringLiteral("arimaa"), QStringLiteral("wcc"), QStringLiteral("qualifier"), QStringLiteral("--engine"),
             QStringLiteral("e=bot:random"), QStringLiteral("--benchmark"), QStringLiteral("b=bot:random"),
             QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--untimed-ms"), QStringLiteral("5"),
             QStringLiteral("--db"), path});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const test::CliRun r = resume(path, 1, QStringLiteral("2g"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("qualifier")), qPrintable(r.err));
        QCOMPARE(resume(path, 7, QStringLiteral("2g")).exitCode, 1);
        QCOMPARE(test::runCli({QStringLiteral("arimaa"), QStringLiteral("wcc"), QStringLiteral("resume"), QStringLiteral("--db"), path})
                     .exitCode,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestWccResume)
#include "tst_wcc_resume.moc"
