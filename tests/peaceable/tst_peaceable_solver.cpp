// The Peaceable solver: valid answers on every official test, scored as the checker scores them,
// reproducible for a seed and a move budget, and better with more moves.

#include "peaceable/checker.h"
#include "peaceable/problem.h"
#include "peaceable/solver.h"

#include <QtTest>

using namespace pb::peaceable;

class TestPeaceableSolver : public QObject {
    Q_OBJECT

private slots:
    void validOnEverySeed()
    {
        SolverOptions options;
        options.seconds = 0;  // a move budget, not a time limit: the same answer on any machine
        options.maxIterations = 3000;
        for (int seed = 1; seed <= 100; ++seed) {
            const Problem problem = generateProblem(seed);
            const SolverResult r = solve(problem, options);
            const Verdict v = checkAnswer(problem, r.answer);
            QVERIFY2(v.valid(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(v.violations.empty() ? QString() : v.violations.front().message())));
            QCOMPARE(v.score, r.score);
            // Every player gets pieces on every test.
            QVERIFY2(r.score > 0, qPrintable(QStringLiteral("seed %1: score %2").arg(seed).arg(r.score)));
            QCOMPARE(r.iterations, std::int64_t(3000));
        }
    }

    void reproducible()
    {
        const Problem problem = generateProblem(5);
        SolverOptions options;
        options.seconds = 0;
        options.maxIterations = 20000;
        options.seed = 42;
        const SolverResult a = solve(problem, options);
        const SolverResult b = solve(problem, options);
        QVERIFY(a.answer.board == b.answer.board);
        QVERIFY(a.answer.owner == b.answer.owner);
        QCOMPARE(a.score, b.score);
        options.seed = 43;
        const SolverResult c = solve(problem, options);
        QVERIFY(c.answer.board != a.answer.board || c.answer.owner != a.answer.owner);
    }

    // More annealing never loses the best placement found, and on a small test it finds better.
    void annealingImproves()
    {
        const Problem problem = generateProblem(1);
        SolverOptions options;
        options.seconds = 0;
        options.maxIterations = 0;
        const int start = solve(problem, options).score;
        options.maxIterations = 300000;
        const SolverResult more = solve(problem, options);
        QVERIFY2(more.score > start, qPrintable(QStringLiteral("%1 -> %2").arg(start).arg(more.score)));
        QVERIFY(checkAnswer(problem, more.answer).valid());
    }

    // Odd tests the contest never drew: one cell, one player, walls only, more players than cells.
    void edgeCases()
    {
        SolverOptions options;
        options.seconds = 0;
        options.maxIterations = 1000;
        const ProblemParse one = parseProblem("1\n1\n.\n3\n10\n6\n5\n2\n");
        QVERIFY2(one.ok(), qPrintable(one.error));
        const SolverResult a = solve(one.problem, options);
        QCOMPARE(a.score, 10);  // a queen
        const ProblemParse walls = parseProblem("2\n3\n#\n#\n#\n#\n3\n10\n6\n5\n2\n");
        QVERIFY(walls.ok());
        const SolverResult b = solve(walls.problem, options);
        QCOMPARE(b.score, 0);
        QVERIFY(checkAnswer(walls.problem, b.answer).valid());
        const ProblemParse crowd = parseProblem("2\n8\n.\n.\n.\n#\n3\n10\n6\n5\n2\n");
        QVERIFY(crowd.ok());
        const SolverResult c = solve(crowd.problem, options);
        QVERIFY(checkAnswer(crowd.problem, c.answer).valid());
        QCOMPARE(c.score, 0);
    }

    // A time limit is kept (with room for a loaded machine).
    void timeLimit()
    {
        const Problem problem = generateProblem(2);
        SolverOptions options;
        options.seconds = 1.0;
        QElapsedTimer t;
        t.start();
        const SolverResult r = solve(problem, options);
        QVERIFY2(t.elapsed() < 3000, qPrintable(QString::number(t.elapsed())));
        QVERIFY(checkAnswer(problem, r.answer).valid());
        QVERIFY(r.iterations > 0);
    }
};

QTEST_GUILESS_MAIN(TestPeaceableSolver)
#include "tst_peaceable_solver.moc"
