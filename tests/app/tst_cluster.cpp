// A tournament played in shards (docs/cluster.md): shard arithmetic; `tournament ... --plan-only`,
// `work --shard I/N` and `merge` give the standings of the same tournament run in one process;
// merging twice changes nothing; a shard killed mid-write replays only its unplayed games; a
// shard stopped by SIGTERM or Ctrl+C keeps what it played and says so (exit 3); a
// shard's games are never played again by another run (any N); the championship's rounds are
// planned by merge; `slurm submit --dry-run` writes the job array and the merge job; GNU
// parallel runs the plan. The real Slurm cluster is tests/cluster/slurm.sh.

#include "clirun.h"
#include "reference.h"
#include "store/shardfile.h"
#include "store/tournamentdb.h"
#include "tournament/shard.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <set>

using namespace pb;

namespace {

QString ref(const QString& relative)
{
    return test::referencePath(relative);
}

// 3 brains on 2 worlds: 12 games of 20,000 rounds.
QStringList antsTournament(const QString& db)
{
    return {QStringLiteral("tournament"), QStringLiteral("ants"), QStringLiteral("--brain"), ref(QStringLiteral("ants/sample.ant")),
            QStringLiteral("--brain"), ref(QStringLiteral("ants/brains/winners/dunkosmiloolump-1.ant")), QStringLiteral("--brain"),
            ref(QStringLiteral("ants/brains/winners/frictionless_bananas-1.ant")), QStringLiteral("--world"),
            ref(QStringLiteral("ants/worlds/sample0.world")), QStringLiteral("--world"), ref(QStringLiteral("ants/worlds/sample1.world")),
            QStringLiteral("--rounds"), QStringLiteral("20000"), QStringLiteral("--db"), db};
}

QJsonObject show(const QString& db)
{
    return test::lastJson(test::runCli({QStringLiteral("tournament"), QStringLiteral("show"), QStringLiteral("--db"), db, QStringLiteral("--json")}).out);
}

test::CliRun work(const QString& db, const QString& shard)
{
    return test::runCli({QStringLiteral("work"), QStringLiteral("--db"), db, QStringLiteral("--shard"), shard, QStringLiteral("--jobs"),
                         QStringLiteral("2")});
}

test::CliRun merge(const QString& db)
{
    return test::runCli({QStringLiteral("merge"), QStringLiteral("--db"), db, QStringLiteral("--json")});
}

} // namespace

class TestCluster : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QJsonObject m_local;  // the standings of the tournament in one process

private slots:
    void initTestCase()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/winners/frictionless_bananas-1.ant"));
        QVERIFY(m_dir.isValid());
        const QString db = m_dir.filePath(QStringLiteral("local.sqlite"));
        QStringList args = antsTournament(db);
        args << QStringLiteral("--json");
        const test::CliRun run = test::runCli(args);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        m_local = test::lastJson(run.out);
        QCOMPARE(m_local[QStringLiteral("total")].toInt(), 12);
    }

    // Every game in exactly one shard, for any number of shards.
    void shardArithmetic()
    {
        for (const int n : {1, 2, 7, 12, 200}) {
            std::vector<int> seen(12, 0);
            for (int i = 1; i <= n; ++i) {
                QString error;
                const auto shard = tournament::parseShard(QStringLiteral("%1/%2").arg(i).arg(n), &error);
                QVERIFY2(shard, qPrintable(error));
                for (int job = 0; job < 12; ++job)
                    seen[static_cast<std::size_t>(job)] += shard->holds(job) ? 1 : 0;
            }
            for (int count : seen)
                QCOMPARE(count, 1);
        }
        QString error;
        for (const char* bad : {"0/3", "4/3", "3", "a/b", "1/0", "-1/2", "1/100001"}) {
            QVERIFY(!tournament::parseShard(QLatin1String(bad), &error));
            QVERIFY2(error.contains(QLatin1String(bad)), qPrintable(error));
        }
    }

    // Planned, played in 3 shards (each its own file), merged: the local standings; merged
    // again: nothing changes.
    void shardsAndMergeGiveTheLocalStandings()
    {
        const QString db = m_dir.filePath(QStringLiteral("sharded.sqlite"));
        QStringList plan = antsTournament(db);
        plan << QStringLiteral("--plan-only");
        const test::CliRun planned = test::runCli(plan);
        QVERIFY2(planned.exitCode == 0, qPrintable(planned.err));
        QVERIFY2(planned.out.contains(QLatin1String("12 games")), qPrintable(planned.out));
        QCOMPARE(show(db)[QStringLiteral("finished")].toInt(), 0);
        for (int i = 1; i <= 3; ++i) {
            const test::CliRun w = work(db, QStringLiteral("%1/3").arg(i));
            QVERIFY2(w.exitCode == 0, qPrintable(w.err));
            QVERIFY2(w.err.contains(QLatin1String("4 games to play")), qPrintable(w.err));
        }
        QCOMPARE(store::shardFiles(db).size(), 3);
        for (const QString& f : store::shardFiles(db))
            QCOMPARE(store::readShardFile(f).entries.size(), std::size_t{4});
        const test::CliRun merged = merge(db);
        QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
        QVERIFY2(merged.err.contains(QLatin1String("merged 12 new results from 3 shard files")), qPrintable(merged.err));
        QCOMPARE(test::lastJson(merged.out), m_local);
        const test::CliRun again = merge(db);
        QVERIFY2(again.err.contains(QLatin1String("merged 0 new results")), qPrintable(again.err));
        QCOMPARE(test::lastJson(again.out), m_local);
        // The shards have nothing left to play.
        QVERIFY(work(db, QStringLiteral("2/3")).err.contains(QLatin1String("0 games to play (4 of its 4 played before)")));
    }

    // A shard killed while writing its third result: the line cut short is skipped, the rerun
    // plays only the two games it had not finished, and the standings are the local ones.
    void aKilledShardReplaysOnlyItsUnplayedGames()
    {
        const QString db = m_dir.filePath(QStringLiteral("killed.sqlite"));
        QStringList plan = antsTournament(db);
        plan << QStringLiteral("--plan-only");
        QCOMPARE(test::runCli(plan).exitCode, 0);
        QVERIFY(work(db, QStringLiteral("1/3")).exitCode == 0);
        const QString file = store::shardFilePath(db, {1, 3});
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        f.close();
        QVERIFY(lines.size() >= 4);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(lines[0] + '\n' + lines[1] + '\n' + lines[2].left(lines[2].size() / 2));  // no newline: cut short
        f.close();
        const test::CliRun rerun = work(db, QStringLiteral("1/3"));
        QVERIFY2(rerun.err.contains(QLatin1String("2 games to play (2 of its 4 played before)")), qPrintable(rerun.err));
        const store::ShardRead read = store::readShardFile(file);
        QCOMPARE(read.entries.size(), std::size_t{4});
        QCOMPARE(read.brokenLines, 1);
        std::set<int> jobs;
        for (const auto& e : read.entries)
            jobs.insert(e.job);
        QCOMPARE(jobs, (std::set<int>{0, 3, 6, 9}));
        // Another number of shards never plays what a shard file holds.
        const test::CliRun all = work(db, QStringLiteral("1/1"));
        QVERIFY2(all.err.contains(QLatin1String("8 games to play (4 of its 12 played before)")), qPrintable(all.err));
        const test::CliRun merged = merge(db);
        QVERIFY2(merged.err.contains(QLatin1String("1 broken lines skipped")), qPrintable(merged.err));
        QCOMPARE(test::lastJson(merged.out), m_local);
    }

    // SIGTERM (what Slurm sends at a job's time limit) and SIGINT stop a shard between games:
    // exit status 3, every game played so far in its file, and the rerun plays only the rest.
    void aStoppedShardKeepsWhatItPlayed_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGINT") << int(SIGINT);
    }
    void aStoppedShardKeepsWhatItPlayed()
    {
        QFETCH(int, signal);
        const QString db = m_dir.filePath(QStringLiteral("stopped-%1.sqlite").arg(signal));
        QStringList plan = antsTournament(db);
        plan[plan.indexOf(QStringLiteral("20000"))] = QStringLiteral("100000");  // longer games: time to stop midway
        plan << QStringLiteral("--plan-only");
        QCOMPARE(test::runCli(plan).exitCode, 0);
        QProcess p;
        p.start(QStringLiteral(PLAYBENCH_CLI), {QStringLiteral("work"), QStringLiteral("--db"), db, QStringLiteral("--shard"),
                                                QStringLiteral("1/1"), QStringLiteral("--jobs"), QStringLiteral("1"),
                                                QStringLiteral("--verbose")});
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += p.readAllStandardError(), err.count("\ngame ") + err.startsWith("game ") >= 2), 120000);
        QVERIFY(test::signalProgram(p, signal));
        QVERIFY(p.waitForFinished(60000));
        err += p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 3, err.constData());
        const std::size_t kept = store::readShardFile(store::shardFilePath(db, {1, 1})).entries.size();
        QVERIFY2(kept >= 2 && kept < 12, qPrintable(QString::number(kept)));
        const test::CliRun rerun = work(db, QStringLiteral("1/1"));
        QCOMPARE(rerun.exitCode, 0);
        QVERIFY2(rerun.err.contains(QStringLiteral("%1 games to play (%2 of its 12 played before)").arg(12 - int(kept)).arg(kept)),
                 qPrintable(rerun.err));
        QCOMPARE(store::readShardFile(store::shardFilePath(db, {1, 1})).entries.size(), std::size_t{12});
    }

    // The championship's finals: merge plans each next round once every planned game is in.
    void mergePlansTheNextRound()
    {
        const QString db = m_dir.filePath(QStringLiteral("finals.sqlite"));
        QCOMPARE(test::runCli({QStringLiteral("arimaa"), QStringLiteral("wcc"), QStringLiteral("finals"), QStringLiteral("--engine"),
                               QStringLiteral("a=bot:random"), QStringLiteral("--engine"), QStringLiteral("b=bot:random"),
                               QStringLiteral("--engine"), QStringLiteral("c=bot:random"), QStringLiteral("--lives"), QStringLiteral("1"),
                               QStringLiteral("--untimed-ms"), QStringLiteral("5"), QStringLiteral("--db"), db, QStringLiteral("--plan-only")})
                     .exitCode,
                 0);
        QCOMPARE(show(db)[QStringLiteral("total")].toInt(), 1);  // round 1: one game and a bye
        QCOMPARE(work(db, QStringLiteral("1/2")).exitCode, 0);
        QCOMPARE(work(db, QStringLiteral("2/2")).exitCode, 0);
        const test::CliRun first = merge(db);
        QVERIFY2(first.err.contains(QLatin1String("planned the next 1 games")), qPrintable(first.err));
        QCOMPARE(work(db, QStringLiteral("1/2")).exitCode, 0);
        QCOMPARE(work(db, QStringLiteral("2/2")).exitCode, 0);
        const QJsonObject done = test::lastJson(merge(db).out);
        QVERIFY(done[QStringLiteral("complete")].toBool());
        QCOMPARE(done[QStringLiteral("total")].toInt(), 2);
        QVERIFY(!done[QStringLiteral("champion")].toString().isEmpty());
    }

    // The job array and the merge job as `slurm submit --dry-run` prints them; without sbatch,
    // a clear error.
    void slurmScripts()
    {
        const QString db = m_dir.filePath(QStringLiteral("sharded.sqlite"));
        const test::CliRun dry = test::runCli({QStringLiteral("slurm"), QStringLiteral("submit"), QStringLiteral("--db"), db,
                                               QStringLiteral("--shards"), QStringLiteral("5"), QStringLiteral("--cpus-per-task"),
                                               QStringLiteral("4"), QStringLiteral("--partition"), QStringLiteral("long"),
                                               QStringLiteral("--time"), QStringLiteral("2:00:00"), QStringLiteral("--mem"), QStringLiteral("2G"),
                                               QStringLiteral("--sbatch-option=--constraint=avx2"), QStringLiteral("--dry-run")});
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
        for (const char* line : {"#SBATCH --array=1-5", "#SBATCH --cpus-per-task=4", "#SBATCH --partition=long",
                                 "#SBATCH --time=2:00:00", "#SBATCH --mem=2G", "#SBATCH --constraint=avx2", "#SBATCH --requeue",
                                 "--shard \"${SLURM_ARRAY_TASK_ID}/5\"", "--jobs \"${SLURM_CPUS_PER_TASK:-4}\"", " merge --db ",
                                 "--dependency=afterany:JOBID"})
            QVERIFY2(dry.out.contains(QLatin1String(line)), line);
        QVERIFY(!QFile::exists(db + QStringLiteral(".slurm-work.sh")));  // a dry run writes nothing

        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), m_dir.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PLAYBENCH_CLI), {QStringLiteral("slurm"), QStringLiteral("submit"), QStringLiteral("--db"), db,
                                                QStringLiteral("--shards"), QStringLiteral("2")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("sbatch not found")));
        // Not a planned tournament: named.
        const test::CliRun none = test::runCli({QStringLiteral("slurm"), QStringLiteral("submit"), QStringLiteral("--db"),
                                                m_dir.filePath(QStringLiteral("none.sqlite")), QStringLiteral("--shards"),
                                                QStringLiteral("2"), QStringLiteral("--dry-run")});
        QCOMPARE(none.exitCode, 1);
        QVERIFY(none.err.contains(QLatin1String("none.sqlite")));
    }

    // The documented GNU parallel line: the shards as local jobs, then merge.
    void gnuParallel()
    {
        const QString parallel = QStandardPaths::findExecutable(QStringLiteral("parallel"));
        if (parallel.isEmpty())
            QSKIP("GNU parallel is not installed (./dev.sh test installs it)");
        const QString db = m_dir.filePath(QStringLiteral("parallel.sqlite"));
        QStringList plan = antsTournament(db);
        plan << QStringLiteral("--plan-only");
        QCOMPARE(test::runCli(plan).exitCode, 0);
        QProcess p;
        p.start(parallel, {QStringLiteral("--will-cite"), QStringLiteral("-j"), QStringLiteral("2"), QStringLiteral(PLAYBENCH_CLI),
                           QStringLiteral("work"), QStringLiteral("--db"), db, QStringLiteral("--jobs"), QStringLiteral("1"),
                           QStringLiteral("--shard"), QStringLiteral("{}/4"), QStringLiteral(":::"), QStringLiteral("1"),
                           QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4")});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QCOMPARE(test::lastJson(merge(db).out), m_local);
    }

    // `peaceable batch` in shards: planned as a tournament of our solver, solved by two shards,
    // merged, then its answers checked again into the best-scores database.
    void peaceableBatchInShards()
    {
        const QString db = m_dir.filePath(QStringLiteral("batch.sqlite"));
        const QString best = m_dir.filePath(QStringLiteral("best.sqlite"));
        const test::CliRun plan = test::runCli({QStringLiteral("peaceable"), QStringLiteral("batch"), QStringLiteral("--seeds"),
                                                QStringLiteral("1-3"), QStringLiteral("--time"), QStringLiteral("0.2"),
                                                QStringLiteral("--plan"), db});
        QVERIFY2(plan.exitCode == 0, qPrintable(plan.err));
        QCOMPARE(show(db)[QStringLiteral("total")].toInt(), 3);
        QCOMPARE(work(db, QStringLiteral("1/2")).exitCode, 0);
        QCOMPARE(work(db, QStringLiteral("2/2")).exitCode, 0);
        QCOMPARE(merge(db).exitCode, 0);
        const test::CliRun from = test::runCli({QStringLiteral("peaceable"), QStringLiteral("batch"), QStringLiteral("--from"), db,
                                                QStringLiteral("--db"), best});
        QVERIFY2(from.exitCode == 0, qPrintable(from.err));
        // Each seed's line carries the score the tournament gave its answer.
        store::TournamentDb t(db, store::TournamentDb::Open::Existing);
        const auto finished = t.finished();
        QCOMPARE(finished.size(), std::size_t{3});
        for (const tournament::Finished& f : finished) {
            const int score = f.outcome.result[QStringLiteral("score")].toInt();
            QVERIFY(score > 0);
            const QString line = QStringLiteral("%1 %2").arg(static_cast<qint64>(f.job.params[QStringLiteral("seed")].toDouble()), -6).arg(score, 10);
            QVERIFY2(from.out.contains(line), qPrintable(from.out));
        }
        QVERIFY2(from.out.contains(QLatin1String("0 invalid")), qPrintable(from.out));
    }

    void badUsage()
    {
        QCOMPARE(test::runCli({QStringLiteral("work")}).exitCode, 2);
        QCOMPARE(test::runCli({QStringLiteral("work"), QStringLiteral("--db"), QStringLiteral("x"), QStringLiteral("--shard"),
                               QStringLiteral("3/2")})
                     .exitCode,
                 2);
        const test::CliRun missing = test::runCli({QStringLiteral("work"), QStringLiteral("--db"), m_dir.filePath(QStringLiteral("no.sqlite")),
                                                   QStringLiteral("--shard"), QStringLiteral("1/2")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(QLatin1String("no.sqlite")));
        QCOMPARE(test::runCli({QStringLiteral("merge")}).exitCode, 2);
        QCOMPARE(test::runCli({QStringLiteral("slurm")}).exitCode, 2);
        QCOMPARE(test::runCli({QStringLiteral("slurm"), QStringLiteral("submit"), QStringLiteral("--db"), QStringLiteral("x")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCluster)
#include "tst_cluster.moc"
