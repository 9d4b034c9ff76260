// The best-scores database, `playbench-cli peaceable batch` over it, and the standalone solver
// program fed a reference input on stdin.
#include "store/bestscores.h"

#include "peaceable/checker.h"
#include "peaceable/problem.h"
#include "reference.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pb::peaceable;
using pb::store::BestEntry;
using pb::store::BestScores;

class TestPeaceableBest : public QObject {
    Q_OBJECT
private slots:
    void keepsTheBestPerSeed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/best.sqlite"));
        {
            BestScores db(path);
            QVERIFY2(db.ok(), qPrintable(db.error()));
            QVERIFY(!db.best(3));
            BestScores::Update u = db.offer({3, 100, QStringLiteral("answer a"), QStringLiteral("run 1"), {}, 1.5});
            QVERIFY(u.improved);
            QVERIFY(!u.previous);
            u = db.offer({3, 90, QStringLiteral("answer b"), QStringLiteral("run 2"), {}, 1.0});
            QVERIFY(!u.improved);
            QCOMPARE(u.previous, std::optional<int>(100));
            u = db.offer({3, 120, QStringLiteral("answer c"), QStringLiteral("run 3"), {}, 2.0});
            QVERIFY(u.improved);
            QCOMPARE(u.previous, std::optional<int>(100));
            db.offer({1, 7, QStringLiteral("x"), QStringLiteral("run 4"), {}, 0.1});
        }
        // Kept on disk: reopened, the best of each seed with its settings and date.
        BestScores db(path);
        const auto best = db.best(3);
        QVERIFY(best);
        QCOMPARE(best->score, 120);
        QCOMPARE(best->answer, QStringLiteral("answer c"));
        QCOMPARE(best->settings, QStringLiteral("run 3"));
        QVERIFY(best->at.isValid());
        QVERIFY(std::abs(best->at.secsTo(QDateTime::currentDateTimeUtc())) < 600);
        const auto all = db.all();
        QCOMPARE(all.size(), std::size_t(2));
        QCOMPARE(all[0].seed, 1);
        QCOMPARE(all[1].seed, 3);
    }

    void batchCommand()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("best.sqlite"));
        auto run = [&path](const QString& seeds) {
            QProcess p;
            p.start(QStringLiteral(PLAYBENCH_CLI), {QStringLiteral("peaceable"), QStringLiteral("batch"), QStringLiteral("--seeds"), seeds,
                                                    QStringLiteral("--time"), QStringLiteral("0.3"), QStringLiteral("--jobs"),
                                                    QStringLiteral("2"), QStringLiteral("--db"), path});
            p.waitForFinished(60000);
            return std::make_pair(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()));
        };
        auto [code, out] = run(QStringLiteral("1-3"));
        QCOMPARE(code, 0);
        QCOMPARE(out.count(QStringLiteral("first")), 3);
        BestScores db(path);
        const auto all = db.all();
        QCOMPARE(all.size(), std::size_t(3));
        for (const BestEntry& e : all) {
            // The stored answer is the contest's output and the checker gives the stored score.
            const Problem problem = generateProblem(e.seed);
            const AnswerParse answer = parseAnswer(e.answer.toStdString(), problem.n);
            QVERIFY(answer.ok());
            QCOMPARE(checkAnswer(problem, answer.answer).score, e.score);
            QVERIFY(e.score > 0);
            QVERIFY(e.settings.contains(QStringLiteral("--time 0.3")));
            QVERIFY(out.contains(QString::number(e.score)));
        }
        // Again on 2-3: each line is against the best before, which never goes down.
        std::tie(code, out) = run(QStringLiteral("2-3"));
        QCOMPARE(code, 0);
        QCOMPARE(out.count(QStringLiteral("first")), 0);
        for (const BestEntry& e : BestScores(path).all())
            for (const BestEntry& before : all)
                if (before.seed == e.seed)
                    QVERIFY(e.score >= before.score);
        // Bad ranges are refused.
        std::tie(code, out) = run(QStringLiteral("5-2"));
        QCOMPARE(code, 2);
    }

    void standaloneSolverProgram()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("peaceable/inputs/seed_7.in"));
        QProcess p;
        p.setStandardInputFile(pb::test::referencePath(QStringLiteral("peaceable/inputs/seed_7.in")));
        p.start(QStringLiteral(PLAYBENCH_PEACEABLE_SOLVER), {QStringLiteral("--time"), QStringLiteral("0.5")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const Problem problem = generateProblem(7);
        const AnswerParse answer = parseAnswer(p.readAllStandardOutput().toStdString(), problem.n);
        QVERIFY2(answer.ok(), qPrintable(answer.error));
        const Verdict v = checkAnswer(problem, answer.answer);
        QVERIFY(v.valid());
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("score %1").arg(v.score)));
        // Garbage on stdin: a clear error, exit 1.
        QProcess bad;
        bad.start(QStringLiteral(PLAYBENCH_PEACEABLE_SOLVER), {});
        bad.write("hello\n");
        bad.closeWriteChannel();
        QVERIFY(bad.waitForFinished(10000));
        QCOMPARE(bad.exitCode(), 1);
        QVERIFY(bad.readAllStandardError().contains("standard input"));
    }
};

QTEST_GUILESS_MAIN(TestPeaceableBest)
#include "tst_peaceable_best.moc"
