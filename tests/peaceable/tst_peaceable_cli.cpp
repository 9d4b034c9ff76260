// playbench-cli peaceable gen / check as a user runs them: bytes, verdicts, the score line, exit codes.

#include "peaceable/bound.h"
#include "peaceable/checker.h"
#include "peaceable/problem.h"
#include "peaceable/scoreboard.h"
#include "clirun.h"

#include "reference.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <array>

using namespace pb::peaceable;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QString err;
};

Run cli(const QStringList& args, const QByteArray& input = {})
{
    const pb::test::CliRun r = pb::test::runCli(args, input);
    return {r.exitCode, r.outBytes, r.err};
}

QString lastLine(const QByteArray& out)
{
    const QStringList lines = QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.isEmpty() ? QString() : lines.last();
}

QString write(const QTemporaryDir& dir, const QString& name, const std::string& bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write a test file");
    f.write(bytes.data(), qint64(bytes.size()));
    return path;
}

} // namespace

class TestPeaceableCli : public QObject {
    Q_OBJECT

private slots:
    void genWritesTheReferenceInput()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("peaceable/inputs/seed_3.in"));
        for (const int seed : {1, 2, 3, 77}) {
            const Run r = cli({QStringLiteral("peaceable"), QStringLiteral("gen"), QStringLiteral("--seed"), QString::number(seed)});
            QCOMPARE(r.exitCode, 0);
            QFile f(pb::test::referencePath(QStringLiteral("peaceable/inputs/seed_%1.in").arg(seed)));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(r.out, f.readAll());
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.in"));
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("gen"), QStringLiteral("--seed"), QStringLiteral("5"),
                      QStringLiteral("--output"), path})
                     .exitCode,
                 0);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray::fromStdString(writeProblem(generateProblem(5))));
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("gen"), QStringLiteral("--seed"), QStringLiteral("0")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("gen")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("frob")}).exitCode, 2);
    }

    void checkPrintsVerdictAndScore()
    {
        QTemporaryDir dir;
        const Problem problem = generateProblem(1);
        // A valid answer: a few pieces per player far apart, built and scored by the engine.
        ScoreBoard b(problem);
        b.set(b.index(0, 0), Queen, 0);
        b.set(b.index(7, 6), Knight, 1);
        b.set(b.index(2, 4), King, 2);
        b.set(b.index(5, 1), Knight, 3);
        QVERIFY(b.valid());
        const int expected = b.score();
        QVERIFY(expected > 0);
        const QString good = write(dir, QStringLiteral("good.out"), writeAnswer(b.toAnswer()));
        const Run r = cli({QStringLiteral("peaceable"), QStringLiteral("check"), QStringLiteral("--seed"), QStringLiteral("1"), good});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("valid"), r.out.constData());
        QCOMPARE(lastLine(r.out), QString::number(expected));
        QVERIFY(r.out.contains("player 3: " + QByteArray::number(problem.points[Knight])));
        // The same with the input file instead of the seed, and the answer on standard input.
        const QString input = write(dir, QStringLiteral("seed1.in"), writeProblem(problem));
        QFile ans(good);
        QVERIFY(ans.open(QIODevice::ReadOnly));
        const Run s = cli({QStringLiteral("peaceable"), QStringLiteral("check"), input, QStringLiteral("-")}, ans.readAll());
        QCOMPARE(s.exitCode, 0);
        QCOMPARE(s.out, r.out);

        // An attack: a rook of player 1 on the queen's row (they see each other).
        b.set(b.index(0, 5), Rook, 1);
        QVERIFY(!b.valid());
        const QString bad = write(dir, QStringLiteral("bad.out"), writeAnswer(b.toAnswer()));
        const Run t = cli({QStringLiteral("peaceable"), QStringLiteral("check"), QStringLiteral("--seed"), QStringLiteral("1"), bad});
        QCOMPARE(t.exitCode, 1);
        QVERIFY2(t.out.startsWith("invalid"), t.out.constData());
        const Verdict v = checkAnswer(problem, b.toAnswer());
        for (const Violation& x : v.violations)
            QVERIFY2(t.out.contains(x.message().toUtf8()), t.out.constData());
        QVERIFY(t.out.contains("(0,5)"));
        QCOMPARE(lastLine(t.out), QStringLiteral("-1"));

        // A broken file: the score is still the last line.
        const QString cut = write(dir, QStringLiteral("cut.out"), "128\nQ\n");
        const Run u = cli({QStringLiteral("peaceable"), QStringLiteral("check"), QStringLiteral("--seed"), QStringLiteral("1"), cut});
        QCOMPARE(u.exitCode, 1);
        QCOMPARE(lastLine(u.out), QStringLiteral("-1"));
        // Usage errors.
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("check"), QStringLiteral("--seed"), QStringLiteral("1")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("check"), dir.filePath(QStringLiteral("missing.in")), good}).exitCode, 1);
    }

    void solveWritesACheckedAnswer()
    {
        QTemporaryDir dir;
        const Run r = cli({QStringLiteral("peaceable"), QStringLiteral("solve"), QStringLiteral("--seed"), QStringLiteral("3"),
                           QStringLiteral("--iterations"), QStringLiteral("5000")});
        QCOMPARE(r.exitCode, 0);
        const QString path = dir.filePath(QStringLiteral("a.out"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(r.out);
        f.close();
        const Run c = cli({QStringLiteral("peaceable"), QStringLiteral("check"), QStringLiteral("--seed"), QStringLiteral("3"), path});
        QCOMPARE(c.exitCode, 0);
        // The score the solver reports is the checker's.
        QVERIFY2(r.err.startsWith(QStringLiteral("score ") + lastLine(c.out) + QLatin1Char(' ')), qPrintable(r.err));
        QVERIFY(lastLine(c.out).toInt() > 0);
        // A move budget gives the same answer again; a test file works like the seed.
        const QString input = write(dir, QStringLiteral("t.in"), writeProblem(generateProblem(3)));
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("solve"), input, QStringLiteral("--iterations"), QStringLiteral("5000")}).out, r.out);
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("solve"), QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--time"), QStringLiteral("0")}).exitCode, 2);
    }

    // --threads: still a checked answer, the same one again for a move budget, all moves counted.
    void solveWithThreads()
    {
        const QStringList args = {QStringLiteral("peaceable"), QStringLiteral("solve"), QStringLiteral("--seed"), QStringLiteral("3"),
                                  QStringLiteral("--iterations"), QStringLiteral("5000"), QStringLiteral("--threads"), QStringLiteral("2")};
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("(10000 moves")), qPrintable(r.err));
        QCOMPARE(cli(args).out, r.out);
        const Run c = cli({QStringLiteral("peaceable"), QStringLiteral("check"), QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("-")}, r.out);
        QCOMPARE(c.exitCode, 0);
        QVERIFY2(r.err.startsWith(QStringLiteral("score ") + lastLine(c.out) + QLatin1Char(' ')), qPrintable(r.err));
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("solve"), QStringLiteral("--seed"), QStringLiteral("3"),
                      QStringLiteral("--threads"), QStringLiteral("0")}).exitCode, 2);
    }

    // bench peaceable: one line per seed with the finalist's figure and ratio on seeds 1 to 10
    // (none beyond), the totals that add up, valid answers (exit 0), and usage errors.
    void benchPrintsTheTable()
    {
        const Run j = cli({QStringLiteral("bench"), QStringLiteral("peaceable"), QStringLiteral("--seeds"), QStringLiteral("1,5,11"),
                           QStringLiteral("--time"), QStringLiteral("0.2"), QStringLiteral("--json")});
        QCOMPARE(j.exitCode, 0);
        const QList<QByteArray> lines = j.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        const std::array<int, 3> seeds = {1, 5, 11};
        for (std::size_t i = 0; i < seeds.size(); ++i) {
            const QJsonObject o = QJsonDocument::fromJson(lines[qsizetype(i)]).object();
            const Problem problem = generateProblem(seeds[i]);
            QCOMPARE(o.value(QStringLiteral("seed")).toInt(), seeds[i]);
            QCOMPARE(o.value(QStringLiteral("n")).toInt(), problem.n);
            QCOMPARE(o.value(QStringLiteral("players")).toInt(), problem.players);
            QVERIFY(o.value(QStringLiteral("score")).toInt() > 0);
            QVERIFY(o.value(QStringLiteral("moves")).toDouble() > 0);
            QVERIFY(o.value(QStringLiteral("seconds")).toDouble() < 5);
            const int bound = o.value(QStringLiteral("bound")).toInt();
            QCOMPARE(bound, upperBound(problem).value);
            QVERIFY(o.value(QStringLiteral("score")).toInt() <= bound);
            QVERIFY(qAbs(100.0 * o.value(QStringLiteral("score")).toInt() / bound - o.value(QStringLiteral("of_bound")).toDouble()) < 1e-9);
            if (seeds[i] <= 10) {
                const double ratio = 100.0 * o.value(QStringLiteral("score")).toInt() / o.value(QStringLiteral("finalist")).toInt();
                QVERIFY(qAbs(ratio - o.value(QStringLiteral("ratio")).toDouble()) < 1e-9);
            } else {
                QVERIFY(!o.contains(QStringLiteral("finalist")));
            }
        }
        // The table: a line per seed, the total of the scores, the finalists' share.
        const Run t = cli({QStringLiteral("bench"), QStringLiteral("peaceable"), QStringLiteral("--seeds"), QStringLiteral("1,8"),
                           QStringLiteral("--time"), QStringLiteral("0.2")});
        QCOMPARE(t.exitCode, 0);
        const QStringList text = QString::fromUtf8(t.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(text.size(), 6);
        const QRegularExpression row(QStringLiteral("^  seed (\\d+) .*: score (\\d+), finalist (\\d+) .*, bound (\\d+) \\("));
        int sum = 0, bounds = 0;
        double ratios = 0;
        for (int k = 1; k <= 2; ++k) {
            const QRegularExpressionMatch m = row.match(text[k]);
            QVERIFY2(m.hasMatch(), qPrintable(text[k]));
            sum += m.captured(2).toInt();
            bounds += m.captured(4).toInt();
            ratios += 100.0 * m.captured(2).toInt() / m.captured(3).toInt();
            QCOMPARE(m.captured(4).toInt(), upperBound(generateProblem(m.captured(1).toInt())).value);
        }
        QVERIFY2(text[3].startsWith(QStringLiteral("  total: %1, bounds %2 (").arg(sum).arg(bounds)), qPrintable(text[3]));
        QVERIFY2(text[4].startsWith(QStringLiteral("  on the seeds with a finalist's score: %1 against %2 (").arg(sum).arg(215 + 582)),
                 qPrintable(text[4]));
        // The issue's measure: the mean of the per-seed ratios (not the ratio of the sums).
        QVERIFY2(text[5].startsWith(QStringLiteral("  mean of the ratios to the finalist: %1% ").arg(ratios / 2, 0, 'f', 2)),
                 qPrintable(text[5]));

        // --runs: every run's score, the lowest counts; the header says the threads and runs.
        const Run runs = cli({QStringLiteral("bench"), QStringLiteral("peaceable"), QStringLiteral("--seeds"), QStringLiteral("8"),
                              QStringLiteral("--time"), QStringLiteral("0.2"), QStringLiteral("--runs"), QStringLiteral("3"),
                              QStringLiteral("--threads"), QStringLiteral("2"), QStringLiteral("--json")});
        QCOMPARE(runs.exitCode, 0);
        const QJsonObject r = QJsonDocument::fromJson(runs.out.trimmed()).object();
        const QJsonArray scores = r.value(QStringLiteral("runs")).toArray();
        QCOMPARE(scores.size(), 3);
        int lowest = scores[0].toInt();
        for (const QJsonValue& v : scores) {
            QVERIFY(v.toInt() > 0);
            lowest = std::min(lowest, v.toInt());
        }
        QCOMPARE(r.value(QStringLiteral("score")).toInt(), lowest);
        QVERIFY(qAbs(r.value(QStringLiteral("ratio")).toDouble() - 100.0 * lowest / 582) < 1e-9);
        const Run runsText = cli({QStringLiteral("bench"), QStringLiteral("peaceable"), QStringLiteral("--seeds"), QStringLiteral("1"),
                                  QStringLiteral("--time"), QStringLiteral("0.1"), QStringLiteral("--runs"), QStringLiteral("2"),
                                  QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(runsText.exitCode, 0);
        QVERIFY2(runsText.out.startsWith("Peaceable solver, 0.1 s per test, threads: 2, runs per test: 2 (solver seeds from 1)"),
                 runsText.out.constData());
        const QRegularExpressionMatch lowestOf =
            QRegularExpression(QStringLiteral("score (\\d+) \\(lowest of (\\d+), (\\d+)\\)")).match(QString::fromUtf8(runsText.out));
        QVERIFY2(lowestOf.hasMatch(), runsText.out.constData());
        QCOMPARE(lowestOf.captured(1).toInt(), std::min(lowestOf.captured(2).toInt(), lowestOf.captured(3).toInt()));
        QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("peaceable"), QStringLiteral("--runs"), QStringLiteral("0")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("peaceable"), QStringLiteral("--threads"), QStringLiteral("0")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("peaceable"), QStringLiteral("--seeds"), QStringLiteral("0-3")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("peaceable"), QStringLiteral("--time"), QStringLiteral("-1")}).exitCode, 2);
    }

    // peaceable bound: the parts, then the bound alone on the last line, the same for --seed, a
    // file and standard input; queens only is a bound of its own; usage errors.
    void boundPrintsTheBound()
    {
        const Run r = cli({QStringLiteral("peaceable"), QStringLiteral("bound"), QStringLiteral("--seed"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 0);
        const UpperBound b = upperBound(generateProblem(2));
        QCOMPARE(lastLine(r.out), QString::number(b.value));
        QVERIFY2(r.out.contains(QStringLiteral("trivial bound (every free cell a best piece, shared evenly): %1").arg(b.trivial).toUtf8()),
                 r.out.constData());
        QVERIFY(b.value < b.trivial);
        QTemporaryDir dir;
        const QString input = write(dir, QStringLiteral("seed_5.in"), writeProblem(generateProblem(5)));
        const Run f = cli({QStringLiteral("peaceable"), QStringLiteral("bound"), input});
        QCOMPARE(f.exitCode, 0);
        QCOMPARE(lastLine(f.out), QString::number(upperBound(generateProblem(5)).value));
        const Run s = cli({QStringLiteral("peaceable"), QStringLiteral("bound"), QStringLiteral("-")}, QByteArray::fromStdString(writeProblem(generateProblem(5))));
        QCOMPARE(s.out, f.out);
        const Run q = cli({QStringLiteral("peaceable"), QStringLiteral("bound"), QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--queens-only")});
        QCOMPARE(q.exitCode, 0);
        QCOMPARE(lastLine(q.out), QString::number(upperBound(generateProblem(5), 1u << Queen).value));
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("bound")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("bound"), QStringLiteral("--seed"), QStringLiteral("0")}).exitCode, 2);
    }

    // peaceable queens: the board (W, B, .), n lines of n, the armies counted from it, and the
    // proven optimum a(8) = 9 (OEIS A250000) as the score.
    void queensPrintsTheBoard()
    {
        const Run r = cli({QStringLiteral("peaceable"), QStringLiteral("queens"), QStringLiteral("--n"), QStringLiteral("8"),
                           QStringLiteral("--target"), QStringLiteral("9")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 8 + 2);
        Answer a = emptyAnswer(queensProblem(8));
        int white = 0, black = 0;
        for (int row = 0; row < 8; ++row) {
            QCOMPARE(lines[row].size(), 8);
            for (int col = 0; col < 8; ++col) {
                const QChar c = lines[row][col];
                QVERIFY(c == QLatin1Char('W') || c == QLatin1Char('B') || c == QLatin1Char('.'));
                if (c != QLatin1Char('.')) {
                    a.board[std::size_t(row * 8 + col)] = 'Q';
                    a.owner[std::size_t(row * 8 + col)] = c == QLatin1Char('W') ? '0' : '1';
                    (c == QLatin1Char('W') ? white : black) += 1;
                }
            }
        }
        const Verdict v = checkAnswer(queensProblem(8), a);
        QVERIFY(v.valid());
        QCOMPARE(std::min(white, black), 9);
        QCOMPARE(lastLine(r.out), QStringLiteral("9"));
        QVERIFY(lines[8].startsWith(QStringLiteral("8 x 8: %1 white, %2 black").arg(white).arg(black)));
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("queens")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("peaceable"), QStringLiteral("queens"), QStringLiteral("--n"), QStringLiteral("0")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestPeaceableCli)
#include "tst_peaceable_cli.moc"
