// The Less wall string (CodeCup 2017): reading, writing, wall lookups, errors.

#include "reference.h"

#include "less/board.h"

#include <QFile>
#include <QtTest>

#include <set>

using namespace pb::less;

namespace {

int sq(const char* name) { return parseSquare(name); }

} // namespace

class TestLessBoard : public QObject {
    Q_OBJECT

private slots:
    void squareNames()
    {
        QCOMPARE(sq("a1"), 0);
        QCOMPARE(sq("a8"), 7);
        QCOMPARE(sq("h1"), 56);
        QCOMPARE(sq("h8"), 63);
        QCOMPARE(sq("i1"), -1);
        QCOMPARE(sq("a9"), -1);
        QCOMPARE(sq("a"), -1);
        QCOMPARE(sq("A1"), -1);
        for (int s = 0; s < kSquares; ++s)
            QCOMPARE(parseSquare(squareName(s)), s);
        QCOMPARE(neighbour(sq("a1"), North), -1);
        QCOMPARE(neighbour(sq("a1"), West), -1);
        QCOMPARE(neighbour(sq("a1"), South), sq("b1"));
        QCOMPARE(neighbour(sq("a1"), East), sq("a2"));
        QCOMPARE(neighbour(sq("h8"), South), -1);
        QCOMPARE(neighbour(sq("h8"), East), -1);
    }

    void figure1MatchesReferenceFile()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("less/figure1-board.txt"));
        QFile f(pb::test::referencePath(QStringLiteral("less/figure1-board.txt")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        const BoardParse p = parseBoard(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        QVERIFY2(p.ok(), qPrintable(p.error));
        QCOMPARE(QString::fromStdString(p.board.toString()),
                 QString::fromLatin1(kFigure1Board.data(), static_cast<qsizetype>(kFigure1Board.size())));
    }

    void everyDigitHasOneWall()
    {
        std::set<int> seen;
        for (int s = 0; s < kSquares; ++s)
            for (int d : {East, South})
                if (neighbour(s, d) >= 0)
                    QVERIFY(seen.insert(Board::digitIndex(s, neighbour(s, d))).second);
        QCOMPARE(static_cast<int>(seen.size()), kWallDigits);
        QCOMPARE(*seen.begin(), 0);
        QCOMPARE(*seen.rbegin(), kWallDigits - 1);
        // Layout: row a's 7 verticals, then 8 horizontals a/b, then row b's verticals ...
        QCOMPARE(Board::digitIndex(sq("a1"), sq("a2")), 0);
        QCOMPARE(Board::digitIndex(sq("a7"), sq("a8")), 6);
        QCOMPARE(Board::digitIndex(sq("a1"), sq("b1")), 7);
        QCOMPARE(Board::digitIndex(sq("a8"), sq("b8")), 14);
        QCOMPARE(Board::digitIndex(sq("b1"), sq("b2")), 15);
        QCOMPARE(Board::digitIndex(sq("h1"), sq("h2")), 105);
        QCOMPARE(Board::digitIndex(sq("h8"), sq("h7")), 111);
        QCOMPARE(Board::digitIndex(sq("a1"), sq("b2")), -1);
        QCOMPARE(Board::digitIndex(sq("a8"), sq("b1")), -1);  // consecutive indices, not adjacent
    }

    // Read off the task's string by hand: row a "0100000", a/b "01000002", row b "0000101" ...
    void figure1WallBetween_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("walls");
        const struct {
            const char* from;
            const char* to;
            int walls;
        } rows[] = {{"a2", "a3", 1}, {"a3", "a2", 1}, {"a1", "a2", 0}, {"a2", "b2", 1}, {"a8", "b8", 2},
                    {"b5", "b6", 1}, {"b7", "b8", 1}, {"b4", "c4", 2}, {"h6", "h7", 1}, {"g8", "h8", 1},
                    {"h1", "h2", 1}, {"g1", "h1", 0}, {"a1", "a3", -1}};
        for (const auto& r : rows)
            QTest::addRow("%s-%s", r.from, r.to) << QString::fromLatin1(r.from) << QString::fromLatin1(r.to) << r.walls;
    }

    void figure1WallBetween()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, walls);
        const BoardParse p = parseBoard(kFigure1Board);
        QVERIFY(p.ok());
        QCOMPARE(p.board.wallBetween(sq(qPrintable(from)), sq(qPrintable(to))), walls);
    }

    void figure1Walls()
    {
        const BoardParse p = parseBoard(kFigure1Board);
        QVERIFY(p.ok());
        const Board& b = p.board;
        QCOMPARE(b.wall(sq("a8"), South), 2);
        QCOMPARE(b.wall(sq("b8"), North), 2);
        QCOMPARE(b.wall(sq("a1"), North), 0);  // the board's edge
        int singles = 0, doubles = 0;
        for (int s = 0; s < kSquares; ++s)
            for (int d : {East, South}) {
                singles += b.wall(s, d) == 1;
                doubles += b.wall(s, d) == 2;
            }
        QCOMPARE(doubles, 2);   // a8/b8 and b4/c4
        QCOMPARE(singles, 28);
    }

    void roundTrip()
    {
        QCOMPARE(parseBoard(kFigure1Board).board.toString(), std::string(kFigure1Board));
        Board b;
        QCOMPARE(b.toString(), std::string(112, '0'));
        QVERIFY(b.setWall(sq("h7"), sq("h8"), 2));
        QVERIFY(b.setWall(sq("b1"), sq("a1"), 1));
        QVERIFY(!b.setWall(sq("a1"), sq("b2"), 1));
        QVERIFY(!b.setWall(sq("a1"), sq("a2"), 3));
        const std::string s = b.toString();
        QCOMPARE(s[111], '2');
        QCOMPARE(s[7], '1');
        QCOMPARE(std::count(s.begin(), s.end(), '0'), 110);
        QCOMPARE(parseBoard(s).board, b);
        // A line end and blanks around the string are accepted.
        const BoardParse p = parseBoard("  " + std::string(kFigure1Board) + "\r\n");
        QVERIFY2(p.ok(), qPrintable(p.error));
        QCOMPARE(p.board.toString(), std::string(kFigure1Board));
    }

    void errors()
    {
        std::string s(kFigure1Board);
        s[36] = 'x';
        BoardParse p = parseBoard(s);
        QVERIFY(!p.ok());
        QCOMPARE(p.column, 37);
        QVERIFY2(p.error.contains(QLatin1String("character 37")) && p.error.contains(QLatin1String("'x'")),
                 qPrintable(p.error));
        s[36] = '3';
        p = parseBoard(s);
        QCOMPARE(p.column, 37);
        QVERIFY(p.error.contains(QLatin1String("'3'")));
        p = parseBoard("  01x");
        QCOMPARE(p.column, 5);  // counted in the text as given, blanks included
        p = parseBoard(std::string(kFigure1Board).substr(0, 111));
        QVERIFY(!p.ok());
        QVERIFY2(p.error.contains(QLatin1String("111")) && p.error.contains(QLatin1String("112")), qPrintable(p.error));
        p = parseBoard(std::string(kFigure1Board) + "0");
        QVERIFY(p.error.contains(QLatin1String("113")));
        p = parseBoard("");
        QVERIFY(p.error.contains(QLatin1String(" 0 digits")));
        p = parseBoard(std::string(56, '0') + " " + std::string(56, '0'));
        QCOMPARE(p.column, 57);
    }
};

QTEST_GUILESS_MAIN(TestLessBoard)
#include "tst_less_board.moc"
