#include "ants/randomint.h"
#include "common/textfile.h"
#include "reference.h"

#include <QtTest>

using pb::ants::RandomInt;

class TestRandomInt : public QObject {
    Q_OBJECT
private slots:
    void matchesContestValues()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/randomint-seed12345.txt"));
        QString error;
        const auto text = pb::readFileBytes(pb::test::referencePath(QStringLiteral("ants/randomint-seed12345.txt")), &error);
        QVERIFY2(text, qPrintable(error));
        const QStringList lines = QString::fromLatin1(text->data(), static_cast<qsizetype>(text->size()))
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1000);
        RandomInt random(12345);
        for (int i = 0; i < lines.size(); ++i) {
            const std::uint32_t expected = lines[i].trimmed().toUInt();
            const std::uint32_t got = random.nextRaw();
            if (got != expected)
                QFAIL(qPrintable(QStringLiteral("value %1: got %2, expected %3").arg(i).arg(got).arg(expected)));
        }
    }

    void nextTakesTheModulo()
    {
        RandomInt a(12345), b(12345);
        for (std::uint32_t n : {1u, 2u, 3u, 7u, 100u, 16384u, 20000u}) {
            const std::uint32_t raw = a.nextRaw();
            QCOMPARE(b.next(n), raw % n);
        }
    }

    void fillEqualsOneAtATime_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("skip");
        QTest::addColumn<int>("count");
        QTest::newRow("contest seed") << 12345u << 0 << 512;
        QTest::newRow("after some draws") << 12345u << 3 << 64;
        QTest::newRow("seed 0") << 0u << 1 << 8;
        QTest::newRow("large seed") << 4294967295u << 5 << 1024;
    }

    void fillEqualsOneAtATime()
    {
        QFETCH(quint32, seed);
        QFETCH(int, skip);
        QFETCH(int, count);
        RandomInt single(seed), block(seed);
        for (int i = 0; i < skip; ++i) {
            single.nextRaw();
            block.nextRaw();
        }
        std::vector<std::uint32_t> values(static_cast<size_t>(count));
        block.fill(values.data(), values.size());
        block.fill(values.data(), 0);  // a no-op
        for (int i = 0; i < count; ++i)
            QCOMPARE(values[static_cast<size_t>(i)], single.nextRaw());
        // The stream goes on where the block ended.
        QCOMPARE(block.nextRaw(), single.nextRaw());
        QCOMPARE(block.state(), single.state());
    }
};

QTEST_APPLESS_MAIN(TestRandomInt)
#include "tst_randomint.moc"
