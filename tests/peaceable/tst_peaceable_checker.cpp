// The Peaceable checker on hand-made answers, one rule at a time: each case is built so that the
// rule decides the verdict (the same board without the blocking piece or wall is invalid, etc.).

#include "peaceable/checker.h"
#include "peaceable/problem.h"

#include <QtTest>

#include <string>
#include <vector>

using namespace pb::peaceable;

namespace {

// A test from a picture: '#' walls, anything else free.
Problem makeProblem(const std::vector<std::string>& rows, int players, std::array<int, kPieceTypes> points = {3, 30, 20, 10, 2})
{
    Problem p;
    p.n = int(rows.size());
    p.players = players;
    p.points = points;
    for (const auto& row : rows)
        for (const char c : row)
            p.wall.push_back(c == '#' ? 1 : 0);
    return p;
}

// An answer from pictures of the pieces and of their owners ('.' for no owner).
Answer makeAnswer(const std::vector<std::string>& pieces, const std::vector<std::string>& owners)
{
    Answer a;
    for (const auto& row : pieces)
        a.board.insert(a.board.end(), row.begin(), row.end());
    for (const auto& row : owners)
        a.owner.insert(a.owner.end(), row.begin(), row.end());
    return a;
}

QString describe(const Verdict& v)
{
    QStringList lines;
    for (const Violation& x : v.violations)
        lines << x.message();
    return lines.join(QLatin1Char('\n'));
}

const Violation* findAttack(const Verdict& v, Square from, Square to)
{
    for (const Violation& x : v.violations)
        if (x.kind == Violation::Attack && x.at == from && x.target == to)
            return &x;
    return nullptr;
}

} // namespace

class TestPeaceableChecker : public QObject {
    Q_OBJECT

private slots:
    void friendlyPieceBlocksALine()
    {
        const Problem p = makeProblem({".....", ".....", ".....", ".....", "....."}, 2);
        // Queen 0 looks east along row 0: its own bishop stands before the enemy bishop (which
        // does not slide along rows, and neither does the friendly one).
        const Verdict blocked = checkAnswer(p, makeAnswer({"Q.B.B", ".....", ".....", ".....", "....."},
                                                          {"0.0.1", ".....", ".....", ".....", "....."}));
        QVERIFY2(blocked.valid(), qPrintable(describe(blocked)));
        QCOMPARE(blocked.score, 10);
        QCOMPARE(blocked.playerScores, (std::vector<int>{40, 10}));
        // Without the friendly bishop, the queen sees the enemy one.
        const Verdict open = checkAnswer(p, makeAnswer({"Q...B", ".....", ".....", ".....", "....."},
                                                       {"0...1", ".....", ".....", ".....", "....."}));
        QCOMPARE(open.score, -1);
        QCOMPARE(open.count(Violation::Attack), 1);
        QVERIFY(findAttack(open, {0, 0}, {0, 4}));
        // An enemy piece in between is attacked itself, from both sides where the lines allow.
        const Verdict enemy = checkAnswer(p, makeAnswer({"Q.B.B", ".....", ".....", ".....", "....."},
                                                        {"0.1.1", ".....", ".....", ".....", "....."}));
        QCOMPARE(enemy.count(Violation::Attack), 1);
        QVERIFY(findAttack(enemy, {0, 0}, {0, 2}));
    }

    void knightJumpsOverWalls()
    {
        // The knight at (0,0) is walled in on its three neighbours; the king at (1,2) is a jump away.
        const Problem p = makeProblem({".#...", "##...", ".....", ".....", "....."}, 2);
        const Verdict v = checkAnswer(p, makeAnswer({"N#...", "##K..", ".....", ".....", "....."},
                                                    {"0#...", "##1..", ".....", ".....", "....."}));
        QCOMPARE(v.count(Violation::Attack), 1);
        const Violation* a = findAttack(v, {0, 0}, {1, 2});
        QVERIFY2(a, qPrintable(describe(v)));
        QCOMPARE(a->piece, 'N');
        QCOMPARE(a->targetPiece, 'K');
        QVERIFY2(a->message().contains(QStringLiteral("(0,0)")) && a->message().contains(QStringLiteral("(1,2)")),
                 qPrintable(a->message()));
        QCOMPARE(v.score, -1);
        // A knight does not hit its neighbours: the same king next to it (diagonally) is safe from
        // the knight, but the king itself hits the knight.
        const Problem q = makeProblem({".....", ".....", ".....", ".....", "....."}, 2);
        const Verdict near = checkAnswer(q, makeAnswer({"N....", ".K...", ".....", ".....", "....."},
                                                       {"0....", ".1...", ".....", ".....", "....."}));
        QCOMPARE(near.count(Violation::Attack), 1);
        QVERIFY(findAttack(near, {1, 1}, {0, 0}));
    }

    void kingsHitNeighboursOnly()
    {
        const Problem p = makeProblem({".....", ".....", ".....", ".....", "....."}, 2);
        QVERIFY(checkAnswer(p, makeAnswer({"K.K..", ".....", ".....", ".....", "....."},
                                          {"0.1..", ".....", ".....", ".....", "....."}))
                    .valid());
        const Verdict v = checkAnswer(p, makeAnswer({"K....", ".K...", ".....", ".....", "....."},
                                                    {"0....", ".1...", ".....", ".....", "....."}));
        QCOMPARE(v.count(Violation::Attack), 2);
        QVERIFY(findAttack(v, {0, 0}, {1, 1}) && findAttack(v, {1, 1}, {0, 0}));
    }

    void slidersStopAtWalls()
    {
        // Two enemy rooks on row 0 and two enemy bishops on a diagonal, each pair split by a wall.
        const Problem walled = makeProblem({"..#..", ".....", "..#..", ".....", "....."}, 2);
        const Answer a = makeAnswer({"R.#.R", ".....", "B.#..", ".....", "....B"},
                                    {"0...1", ".....", "0....", ".....", "....1"});
        // Each rook's column ends at its own bishop; each bishop's open diagonals meet nothing.
        const Verdict v = checkAnswer(walled, a);
        QVERIFY2(v.valid(), qPrintable(describe(v)));
        // The same answer on the board without the wall at (0,2): the rooks see each other.
        const Problem open = makeProblem({".....", ".....", "..#..", ".....", "....."}, 2);
        Answer b = a;
        b.board[2] = '.';
        const Verdict w = checkAnswer(open, b);
        QCOMPARE(w.count(Violation::Attack), 2);
        QVERIFY(findAttack(w, {0, 0}, {0, 4}) && findAttack(w, {0, 4}, {0, 0}));

        // A bishop stopped by a wall on its diagonal, and the same diagonal open.
        const Problem diag = makeProblem({".....", ".....", "..#..", ".....", "....."}, 2);
        const Answer d = makeAnswer({"B....", ".....", "..#..", ".....", "....B"},
                                    {"0....", ".....", ".....", ".....", "....1"});
        QVERIFY(checkAnswer(diag, d).valid());
        const Problem diagOpen = makeProblem({".....", ".....", ".....", ".....", "....."}, 2);
        Answer e = d;
        e.board[12] = '.';
        const Verdict x = checkAnswer(diagOpen, e);
        QCOMPARE(x.count(Violation::Attack), 2);
        QVERIFY(findAttack(x, {0, 0}, {4, 4}));
    }

    void enemySeenOnAnOpenLine()
    {
        // Queen and rook far apart on an open column; the queen also sees along its diagonal.
        const Problem p = makeProblem({"........", "........", "........", "........", "........", "........", "........", "........"}, 3);
        const Verdict v = checkAnswer(p, makeAnswer({"...Q....", "........", "........", "........", "........", "........", "........", "...R...B"},
                                                    {"...2....", "........", "........", "........", "........", "........", "........", "...0...1"}));
        QCOMPARE(v.count(Violation::Attack), 3);
        QVERIFY(findAttack(v, {0, 3}, {7, 3}));
        QVERIFY(findAttack(v, {7, 3}, {0, 3}));
        // Queen (0,3) and bishop (7,7) are not on one diagonal; rook (7,3) sees bishop (7,7).
        QVERIFY(findAttack(v, {7, 3}, {7, 7}));
        const Violation* a = findAttack(v, {0, 3}, {7, 3});
        QCOMPARE(a->message(), QStringLiteral("Queen of player 2 at (0,3) attacks Rook of player 0 at (7,3)"));
    }

    void illegalOwner()
    {
        const Problem p = makeProblem({"....", "....", "....", "...."}, 3);
        // '3' is out of range for 3 players, 'x' is not a player; owners of empty cells are not read.
        const std::vector<std::string> pieces = {".K..", "N...", "....", "...Q"};
        const Verdict v = checkAnswer(p, makeAnswer(pieces, {"y3zz", "x...", "....", "...2"}));
        QCOMPARE(v.count(Violation::IllegalOwner), 2);
        QCOMPARE(v.violations.size(), std::size_t(2));
        QCOMPARE(v.violations[0].at, (Square{0, 1}));
        QCOMPARE(v.violations[0].owner, '3');
        QCOMPARE(v.violations[1].at, (Square{1, 0}));
        QCOMPARE(v.violations[1].owner, 'x');
        QVERIFY(v.violations[0].message().contains(QStringLiteral("'3'")));
        QCOMPARE(v.score, -1);
        // With legal owners the same answer is valid: player 1 has nothing, so the score is 0.
        const Verdict ok = checkAnswer(p, makeAnswer(pieces, {"y0zz", "0...", "....", "...2"}));
        QVERIFY2(ok.valid(), qPrintable(describe(ok)));
        QCOMPARE(ok.playerScores, (std::vector<int>{5, 0, 30}));
        QCOMPARE(ok.score, 0);
    }

    void wallsStayWalls()
    {
        const Problem p = makeProblem({"#...", ".#..", "....", "...#"}, 2);
        // (0,0) emptied, (1,1) turned into a king, a wall added at (2,2), an illegal letter at (3,0).
        const Verdict v = checkAnswer(p, makeAnswer({"....", ".K..", "..#.", "X..#"}, {"....", ".0..", "....", "...."}));
        QCOMPARE(v.count(Violation::WallRemoved), 2);
        QCOMPARE(v.count(Violation::WallAdded), 1);
        QCOMPARE(v.count(Violation::IllegalCharacter), 1);
        QCOMPARE(v.violations[0].kind, Violation::WallRemoved);
        QCOMPARE(v.violations[0].at, (Square{0, 0}));
        QCOMPARE(v.violations[1].at, (Square{1, 1}));
        QCOMPARE(v.violations[1].piece, 'K');
        QCOMPARE(v.violations[2].kind, Violation::WallAdded);
        QCOMPARE(v.violations[2].at, (Square{2, 2}));
        QCOMPARE(v.violations[3].kind, Violation::IllegalCharacter);
        QCOMPARE(v.score, -1);
        // The walls kept: valid, empty.
        const Verdict ok = checkAnswer(p, makeAnswer({"#...", ".#..", "....", "...#"}, {"....", "....", "....", "...."}));
        QVERIFY(ok.valid());
        QCOMPARE(ok.score, 0);
    }

    // The answer format: 2*N*N then one character per line; the first character of a line counts.
    void answerFormat()
    {
        const Problem p = makeProblem({"#.", ".."}, 2);
        const AnswerParse a = parseAnswer("8\n#\nQueen\n.\nK\n?\n1\n.\n0\n", 2);
        QVERIFY2(a.ok(), qPrintable(a.error));
        QCOMPARE(QString::fromLatin1(a.answer.board.data(), 4), QStringLiteral("#Q.K"));
        QCOMPARE(QString::fromLatin1(a.answer.owner.data(), 4), QStringLiteral("?1.0"));
        const Verdict v = checkAnswer(p, a.answer);
        QCOMPARE(v.count(Violation::Attack), 2);  // queen (0,1) and king (1,1) touch
        QCOMPARE(writeAnswer(a.answer), std::string("8\n#\nQ\n.\nK\n?\n1\n.\n0\n"));
        QVERIFY(!parseAnswer("6\n#\nQ\n.\nK\n?\n1\n", 2).ok());   // wrong count
        QVERIFY(!parseAnswer("8\n#\nQ\n.\nK\n?\n1\n.\n", 2).ok()); // missing line
        QVERIFY(!parseAnswer("8\n#\n\n.\nK\n?\n1\n.\n0\n", 2).ok()); // empty line
        QVERIFY(!parseAnswer("eight\n", 2).ok());
        QVERIFY(parseAnswer("8\r\n#\r\nQ\r\n.\r\nK\r\n?\r\n1\r\n.\r\n0\r\n", 2).ok());
    }
};

QTEST_GUILESS_MAIN(TestPeaceableChecker)
#include "tst_peaceable_checker.moc"
