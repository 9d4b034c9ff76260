#include "ants/world.h"
#include "common/textfile.h"
#include "reference.h"

#include <QDir>
#include <QtTest>

using namespace pb::ants;
using pb::Diagnostic;

class TestWorld : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("tiny.world") << QStringLiteral("ants/tiny.world");
        const QDir worlds(pb::test::referencePath(QStringLiteral("ants/worlds")));
        for (const QString& name : worlds.entryList({QStringLiteral("*.world")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << QStringLiteral("ants/worlds/") + name;
    }

    void roundTrip()
    {
        QFETCH(QString, file);
        PB_REQUIRE_REFERENCE(file);
        QString error;
        const auto bytes = pb::readFileBytes(pb::test::referencePath(file), &error);
        QVERIFY2(bytes, qPrintable(error));
        const WorldParse parse = parseWorld(*bytes, file);
        QVERIFY(parse.ok());
        QVERIFY(writeWorld(parse.world) == *bytes);
    }

    void contestWorldShape()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const WorldParse parse = loadWorld(pb::test::referencePath(QStringLiteral("ants/worlds/sample0.world")));
        QVERIFY(parse.ok());
        QCOMPARE(parse.world.width, 100);
        QCOMPARE(parse.world.height, 100);
        QCOMPARE(parse.world.hillCells(Color::Red), 91);  // a hexagon of side 6
        QCOMPARE(parse.world.hillCells(Color::Black), 91);
        QCOMPARE(parse.world.terrainAt({0, 0}), Terrain::Rock);
    }

    void tinyWorldCells()
    {
        const WorldParse parse = parseWorld("3\n2\n# 5 +\n - . #\n");
        QVERIFY(parse.ok());
        QCOMPARE(parse.world.terrainAt({0, 0}), Terrain::Rock);
        QCOMPARE(parse.world.foodAt({1, 0}), 5);
        QCOMPARE(parse.world.terrainAt({2, 0}), Terrain::RedHill);
        QCOMPARE(parse.world.terrainAt({0, 1}), Terrain::BlackHill);
        QCOMPARE(parse.world.terrainAt({1, 1}), Terrain::Clear);
        QVERIFY(!parse.world.layout.trailingSpace);
        QVERIFY(parse.world.layout.indentOddRows);
    }

    void crlfRoundTrip()
    {
        const std::string text = "3\r\n2\r\n# 5 + \r\n - . # \r\n";
        const WorldParse parse = parseWorld(text);
        QVERIFY(parse.ok());
        QVERIFY(parse.world.layout.crlf);
        QVERIFY(writeWorld(parse.world) == text);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("start");
        QTest::newRow("bad character") << "3\n2\n# x #\n # # #\n" << 3 << 3 << "found 'x', expected a cell";
        QTest::newRow("short row") << "3\n2\n# #\n # # #\n" << 3 << 4 << "row 0 has 2 cells, expected 3";
        QTest::newRow("long row") << "3\n2\n# # # #\n # # #\n" << 3 << 7 << "row 0 has more than 3 cells";
        QTest::newRow("glued cells") << "3\n2\n# ## \n # # #\n" << 3 << 4 << "found '#', expected a space";
        QTest::newRow("missing row") << "3\n2\n# # #\n" << 4 << 1 << "found the end of the file, expected row 1";
        QTest::newRow("extra row") << "3\n1\n# # #\n # # #\n" << 4 << 1 << "found more rows";
        QTest::newRow("bad width") << "x\n2\n" << 1 << 1 << "found 'x', expected the width";
        QTest::newRow("no height") << "3\n" << 2 << 1 << "found the end of the file, expected the height";
        QTest::newRow("zero height") << "3\n0\n" << 2 << 1 << "found '0', expected the height";
    }

    void errors()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, start);
        const WorldParse parse = parseWorld(text.toStdString(), QStringLiteral("w.world"));
        QVERIFY(!parse.ok());
        const Diagnostic& d = parse.diagnostics.front();
        QVERIFY2(d.message.startsWith(start), qPrintable(d.toString()));
        QCOMPARE(d.line, line);
        QCOMPARE(d.column, column);
        QCOMPARE(d.file, QStringLiteral("w.world"));
    }

    void allRowErrorsAtOnce()
    {
        const WorldParse parse = parseWorld("3\n3\n# x #\n # #\n# # # #\n");
        QCOMPARE(parse.diagnostics.size(), size_t{3});
        QCOMPARE(parse.diagnostics[0].line, 3);
        QCOMPARE(parse.diagnostics[1].line, 4);
        QCOMPARE(parse.diagnostics[2].line, 5);
    }
};

QTEST_APPLESS_MAIN(TestWorld)
#include "tst_world.moc"
