// `playbench-cli tournament GAME --reuse FILE` and TournamentDb::storeAll (app/store/tournamentdb.h):
// the games another tournament played with the very same settings are taken from its database,
// and many results are stored in one transaction.

#include "ants/tournament.h"
#include "antstournament.h"
#include "clirun.h"
#include "reference.h"
#include "store/tournamentdb.h"

#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace pb;
using namespace pb::tournament;

namespace {

// Writes the engine revision a database records (`revision` 0: removes it, as in a database
// from before revisions were recorded).
bool setRecordedRevision(const QString& path, int revision)
{
    bool done = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("revision"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        done = db.open() &&
               q.exec(revision == 0 ? QStringLiteral("DELETE FROM meta WHERE key = 'engine'")
                                    : QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('engine', '%1')").arg(revision));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("revision"));
    return done;
}

// The engine revision a database records, read directly: -1 when there is none.
int recordedRevision(const QString& path)
{
    int revision = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("revision"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        if (db.open() && q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'engine'")) && q.next())
            revision = q.value(0).toInt();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("revision"));
    return revision;
}

} // namespace

class TestTournamentReuse : public QObject {
    Q_OBJECT

private slots:
    // --reuse: the games an earlier tournament played with the same brain texts, world, seed and
    // rounds are taken from its database, whatever the names; only the others are played, and
    // the standings are those of a run that played everything.
    void reuseTakesTheSameGamesFromAnotherDatabase()
    {
        PB_REQUIRE_REFERENCE("ants/worlds/sample1.world");
        QTemporaryDir dir;
        const QString whole = dir.filePath(QStringLiteral("whole.sqlite"));
        const test::CliRun full = test::runCli(test::antsTournamentArgs(whole, 20000));
        QVERIFY2(full.exitCode == 0, qPrintable(full.err));

        // An earlier tournament: sample and dunkosmiloolump-1 only, the brains in the other order.
        const QString r = test::referencePath(QStringLiteral("ants/"));
        const QString earlier = dir.filePath(QStringLiteral("earlier.sqlite"));
        const test::CliRun first = test::runCli(
            {QStringLiteral("tournament"), QStringLiteral("ants"), QStringLiteral("--brain"),
             r + QStringLiteral("brains/winners/dunkosmiloolump-1.ant"), QStringLiteral("--brain"), r + QStringLiteral("sample.ant"),
             QStringLiteral("--world"), r + QStringLiteral("worlds/sample1.world"), QStringLiteral("--world"),
             r + QStringLiteral("worlds/sample0.world"), QStringLiteral("--rounds"), QStringLiteral("20000"), QStringLiteral("--db"),
             earlier});
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));

        // sample and "sample (2)" (the same text) each meet dunkosmiloolump-1 twice on each of the
        // two worlds: 8 of the 24 games are the earlier ones.
        const QString reusing = dir.filePath(QStringLiteral("reusing.sqlite"));
        const test::CliRun second = test::runCli(test::antsTournamentArgs(reusing, 20000) << QStringLiteral("--reuse") << earlier << QStringLiteral("--verbose"));
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));
        QVERIFY2(second.err.contains(QStringLiteral("reused 8 of 24 unplayed games from %1").arg(earlier)), qPrintable(second.err));
        QVERIFY2(second.err.contains(QStringLiteral("24 games, 8 already played")), qPrintable(second.err));
        QCOMPARE(second.err.count(QStringLiteral(" (red) vs ")), 16);  // --verbose: the games played
        QCOMPARE(test::lastJson(second.out)[QStringLiteral("standings")], test::lastJson(full.out)[QStringLiteral("standings")]);
        QCOMPARE(test::lastJson(second.out)[QStringLiteral("crosstable")], test::lastJson(full.out)[QStringLiteral("crosstable")]);

        // Other rounds are other games: nothing to reuse. A file that is not there: a clear error.
        const QString other = dir.filePath(QStringLiteral("other.sqlite"));
        const test::CliRun third = test::runCli(test::antsTournamentArgs(other, 10000) << QStringLiteral("--reuse") << whole);
        QVERIFY2(third.exitCode == 0, qPrintable(third.err));
        QVERIFY2(third.err.contains(QStringLiteral("reused 0 of 24 unplayed games")), qPrintable(third.err));
        const QString missing = dir.filePath(QStringLiteral("missing.sqlite"));
        const test::CliRun bad = test::runCli(test::antsTournamentArgs(dir.filePath(QStringLiteral("fourth.sqlite")), 20000) << QStringLiteral("--reuse") << missing);
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(missing), qPrintable(bad.err));
    }

    // The ant engine's revision is recorded in every new database. One played by another
    // revision is neither resumed, nor lent from, nor given to `work` to play its shards; one
    // from before revisions were recorded counts as the first.
    void engineRevisionGuardsResumeReuseAndShards()
    {
        PB_REQUIRE_REFERENCE("ants/worlds/sample1.world");
        QTemporaryDir dir;
        const QString played = dir.filePath(QStringLiteral("played.sqlite"));
        const test::CliRun first = test::runCli(test::antsTournamentArgs(played, 2000));
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QCOMPARE(recordedRevision(played), ants::kEngineRevision);
        QVERIFY(setRecordedRevision(played, 0));
        QCOMPARE(recordedRevision(played), -1);
        {
            const store::TournamentDb db(played, store::TournamentDb::Open::ReadOnly);
            QCOMPARE(db.engineRevision(), 1);
        }
        const test::CliRun old = test::runCli(test::antsTournamentArgs(dir.filePath(QStringLiteral("old.sqlite")), 2000)
                                              << QStringLiteral("--reuse") << played);
        QVERIFY2(old.exitCode == 0 && old.err.contains(QStringLiteral("reused 24 of 24 unplayed games")), qPrintable(old.err));

        QVERIFY(setRecordedRevision(played, ants::kEngineRevision + 1));
        const QString another = QStringLiteral("another revision of the ants engine (%1; this Playbench has %2)")
                                    .arg(ants::kEngineRevision + 1)
                                    .arg(ants::kEngineRevision);
        const test::CliRun resumed = test::runCli(test::antsTournamentArgs(played, 2000));
        QCOMPARE(resumed.exitCode, 1);
        QVERIFY2(resumed.err.contains(played) && resumed.err.contains(another), qPrintable(resumed.err));
        const test::CliRun lent = test::runCli(test::antsTournamentArgs(dir.filePath(QStringLiteral("new.sqlite")), 2000)
                                               << QStringLiteral("--reuse") << played);
        QCOMPARE(lent.exitCode, 1);
        QVERIFY2(lent.err.contains(played) && lent.err.contains(another), qPrintable(lent.err));
        const test::CliRun shard = test::runCli({QStringLiteral("work"), QStringLiteral("--db"), played, QStringLiteral("--shard"),
                                                 QStringLiteral("1/2")});
        QCOMPARE(shard.exitCode, 1);
        QVERIFY2(shard.err.contains(another), qPrintable(shard.err));
    }

    // storeAll: many results in one transaction, read back as stored, each job once; the jobs
    // left out stay unfinished; an empty list stores nothing and succeeds.
    void storeAllKeepsEveryResult()
    {
        QTemporaryDir dir;
        QString error;
        const QString brain = QStringLiteral("Drop 0\n");
        const QString world = QStringLiteral("3\n3\n# # #\n # + #\n# # #\n");
        const auto format = ants::makeTournament(
            ants::tournamentSettings({{QStringLiteral("a"), brain}, {QStringLiteral("b"), brain}, {QStringLiteral("c"), brain}},
                                     {{QStringLiteral("w.world"), world}}, 1, 10),
            &error);
        QVERIFY2(format, qPrintable(error));
        store::TournamentDb db(dir.filePath(QStringLiteral("t.sqlite")));
        QVERIFY2(db.begin(*format), qPrintable(db.error()));
        QVERIFY(db.storeAll({}));
        QCOMPARE(db.finishedCount(), 0);
        const std::vector<Job> plan = format->plan();
        QCOMPARE(plan.size(), std::size_t(6));
        std::vector<store::TournamentDb::Stored> batch;
        for (std::size_t k = 0; k < plan.size(); k += 2) {
            Outcome o;
            o.result = {{QStringLiteral("food"), QJsonArray{int(k), 7}}, {QStringLiteral("rounds"), 10}};
            batch.push_back({plan[k], o, double(k), QStringLiteral("2026-11-26T12:00:0%1Z").arg(k)});
        }
        QVERIFY2(db.storeAll(batch), qPrintable(db.error()));
        QCOMPARE(db.finishedCount(), 3);
        for (const store::TournamentDb::Stored& s : batch) {
            const auto f = db.finishedJob(s.job.id);
            QVERIFY(f.has_value());
            QCOMPARE(f->outcome.result, s.outcome.result);
        }
        QCOMPARE(db.unfinished().size(), std::size_t(3));
    }
};

QTEST_GUILESS_MAIN(TestTournamentReuse)
#include "tst_tournament_reuse.moc"
