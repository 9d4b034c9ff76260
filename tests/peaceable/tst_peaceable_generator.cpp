// The Peaceable test generator: Java's SHA1PRNG and the tester's draws, checked byte for byte
// against the contest's inputs for seeds 1 to 100.

#include "peaceable/problem.h"
#include "peaceable/sha1prng.h"

#include "reference.h"

#include <QFile>
#include <QtTest>

using namespace pb::peaceable;

namespace {

QByteArray referenceInput(int seed)
{
    QFile f(pb::test::referencePath(QStringLiteral("peaceable/inputs/seed_%1.in").arg(seed)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

} // namespace

class TestPeaceableGenerator : public QObject {
    Q_OBJECT

private slots:
    void inputsAreByteIdentical()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("peaceable/inputs/seed_1.in"));
        for (int seed = 1; seed <= 100; ++seed) {
            const QByteArray expected = referenceInput(seed);
            QVERIFY2(!expected.isEmpty(), qPrintable(QStringLiteral("seed %1: no reference input").arg(seed)));
            const std::string ours = writeProblem(generateProblem(seed));
            QVERIFY2(QByteArray::fromStdString(ours) == expected,
                     qPrintable(QStringLiteral("seed %1: generated input differs from the reference").arg(seed)));
        }
    }

    // The seeds' overrides: seed 1 is the smallest board, seed 2 the largest.
    void seedOverrides()
    {
        QCOMPARE(generateProblem(1).n, 8);
        QCOMPARE(generateProblem(2).n, 50);
    }

    // Reading the reference input gives back the generated test, and writing it the same bytes.
    void parseRoundTrip()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("peaceable/inputs/seed_7.in"));
        for (const int seed : {1, 2, 7, 55}) {
            const QByteArray text = referenceInput(seed);
            const ProblemParse p = parseProblem(std::string_view(text.constData(), std::size_t(text.size())));
            QVERIFY2(p.ok(), qPrintable(p.error));
            const Problem g = generateProblem(seed);
            QCOMPARE(p.problem.n, g.n);
            QCOMPARE(p.problem.players, g.players);
            QVERIFY(p.problem.wall == g.wall);
            QVERIFY(p.problem.points == g.points);
            QCOMPARE(QByteArray::fromStdString(writeProblem(p.problem)), text);
        }
        // CRLF line ends read the same.
        QByteArray crlf = referenceInput(1);
        crlf.replace("\n", "\r\n");
        const ProblemParse c = parseProblem(std::string_view(crlf.constData(), std::size_t(crlf.size())));
        QVERIFY2(c.ok(), qPrintable(c.error));
        QVERIFY(c.problem.wall == generateProblem(1).wall);
        // Broken inputs are refused with the line.
        const ProblemParse bad = parseProblem("3\n2\n.\n.\nx\n");
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error.contains(QStringLiteral("line 5")), qPrintable(bad.error));
        QVERIFY(!parseProblem("3\n2\n.\n").ok());
        // Owners are single digits: at most 8 players (the contest's limit).
        const ProblemParse nine = parseProblem("1\n9\n.\n1\n1\n1\n1\n1\n");
        QVERIFY(!nine.ok());
        QVERIFY2(nine.error.contains(QStringLiteral("line 2")), qPrintable(nine.error));
        QVERIFY(parseProblem("1\n8\n.\n1\n1\n1\n1\n1\n").ok());
    }

    // The seeds summary's figures (walls, wall fraction, points) agree with the generator.
    void seedsSummary()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("peaceable/seeds-summary.txt"));
        QFile f(pb::test::referencePath(QStringLiteral("peaceable/seeds-summary.txt")));
        QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
        int rows = 0;
        while (!f.atEnd()) {
            const QStringList cols = QString::fromUtf8(f.readLine()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            bool ok = false;
            const int seed = cols.value(0).toInt(&ok);
            if (!ok || cols.size() < 10)
                continue;
            const Problem p = generateProblem(seed);
            QCOMPARE(p.n, cols[1].toInt());
            QCOMPARE(p.players, cols[2].toInt());
            QCOMPARE(p.wallCount(), cols[3].toInt());
            for (int t = 0; t < kPieceTypes; ++t)
                QCOMPARE(p.points[std::size_t(t)], cols[5 + t].toInt());
            ++rows;
        }
        QCOMPARE(rows, 100);
    }

    // Java's nextInt: the power-of-two case takes the high bits of next(31), the others reject
    // the top partial range; both come from the same byte stream as next(31).
    void nextIntMatchesNextBits()
    {
        Sha1Prng a(12345), b(12345);
        for (int i = 0; i < 2000; ++i) {
            const std::int32_t r = b.next(31);
            QCOMPARE(a.nextInt(64), std::int32_t((64 * std::int64_t(r)) >> 31));
        }
        Sha1Prng c(99), d(99);
        // A bound just above 2^30 rejects about half the draws; each rejection costs one next(31).
        const std::int32_t bound = (1 << 30) + 1;
        for (int i = 0; i < 200; ++i) {
            std::int32_t u = d.next(31), r = u % bound;
            while (std::int64_t(u) - r + (bound - 1) > INT32_MAX) {
                u = d.next(31);
                r = u % bound;
            }
            QCOMPARE(c.nextInt(bound), r);
        }
        // Leftover bytes of a block are served first: 3 + 17 bytes read the same as 20.
        Sha1Prng e(7), f(7);
        std::uint8_t x[20], y[20];
        e.nextBytes(x, 3);
        e.nextBytes(x + 3, 17);
        f.nextBytes(y, 20);
        QVERIFY(std::equal(x, x + 20, y));
    }
};

QTEST_GUILESS_MAIN(TestPeaceableGenerator)
#include "tst_peaceable_generator.moc"
