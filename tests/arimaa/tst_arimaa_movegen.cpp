// Arimaa move generation: the number of distinct legal moves (distinct resulting positions, the
// unchanged position excluded) of every reference position with a known count.

#include "arimaa/movegen.h"
#include "arimaa/notation.h"
#include "arimaadata.h"

#include <QtTest>

using namespace pb::arimaa;

class TestArimaaMovegen : public QObject {
    Q_OBJECT
private slots:
    void positionsFile_data();
    void positionsFile();
    void openings_data();
    void openings();
};

void TestArimaaMovegen::positionsFile_data()
{
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/move-count-positions.txt"));
    QTest::addColumn<QString>("diagram");
    QTest::addColumn<QString>("header");
    QTest::addColumn<qlonglong>("expected");
    const std::string text = pb::test::readReference(QStringLiteral("arimaa/move-count-positions.txt"));
    const std::vector<DiagramEntry> entries = readDiagrams(text);
    int counted = 0;
    for (const DiagramEntry& e : entries) {
        QVERIFY2(e.parse.ok(), qPrintable(QStringLiteral("line %1: %2").arg(e.line).arg(QString::fromStdString(e.parse.error))));
        QCOMPARE(e.before.size(), std::size_t{1});
        // "#expect NAME[i] COUNT"; entries marked "n/a(...)" give another program's counter,
        // not the number of distinct moves, and are skipped.
        const QStringList words = QString::fromStdString(e.before.front()).split(QLatin1Char(' '));
        QCOMPARE(words.size(), 3);
        QCOMPARE(words[0], QStringLiteral("#expect"));
        bool isNumber = false;
        const qlonglong expected = words[2].toLongLong(&isNumber);
        if (!isNumber) {
            QVERIFY(words[2].startsWith(QStringLiteral("n/a")));
            continue;
        }
        QTest::newRow(qPrintable(words[1])) << QString::fromStdString(diagramText(e.parse.position))
                                            << QString::fromStdString(e.header) << expected;
        ++counted;
    }
    QCOMPARE(counted, 34);  // 2 generate_unique_moves + 32 clueless_benchmark
}

void TestArimaaMovegen::positionsFile()
{
    QFETCH(QString, diagram);
    QFETCH(QString, header);
    QFETCH(qlonglong, expected);
    const std::vector<DiagramEntry> e = readDiagrams(diagram.toStdString());
    QCOMPARE(e.size(), std::size_t{1});
    Position p = e[0].parse.position;
    p.side = header.endsWith(QLatin1Char('w')) || header.endsWith(QLatin1Char('g')) ? Gold : Silver;
    MoveGenerator gen;
    QCOMPARE(static_cast<qlonglong>(gen.generate(p)), expected);
}

void TestArimaaMovegen::openings_data()
{
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/move-count-openings.tsv"));
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("side");
    QTest::addColumn<qlonglong>("expected");
    const QStringList lines = QString::fromStdString(
        pb::test::readReference(QStringLiteral("arimaa/move-count-openings.tsv"))).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    for (const QString& line : lines) {
        // count TAB description TAB [AEI board] TAB (time)
        const QStringList cols = line.split(QLatin1Char('\t'));
        QCOMPARE(cols.size(), 4);
        const int side = cols[1].contains(QStringLiteral("silver to move")) ? Silver : Gold;
        QTest::newRow(qPrintable(cols[1])) << cols[2] << side << cols[0].toLongLong();
    }
}

void TestArimaaMovegen::openings()
{
    QFETCH(QString, board);
    QFETCH(int, side);
    QFETCH(qlonglong, expected);
    const std::optional<Position> p = parseAeiBoard(board.toStdString(), side);
    QVERIFY(p.has_value());
    QCOMPARE(aeiBoardText(*p), board.toStdString());
    MoveGenerator gen;
    QCOMPARE(static_cast<qlonglong>(gen.generate(*p)), expected);
}

QTEST_GUILESS_MAIN(TestArimaaMovegen)
#include "tst_arimaa_movegen.moc"
