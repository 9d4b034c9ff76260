// The goal search (core/arimaa/goal.h) against the full move generator, whose goalSteps() is
// exact: on the 485 reference goal positions, on every position of the 2011 sample games and on
// random positions with rabbits near both goals, for both colours and every step limit. Each
// goal found is replayed through the rules (checkSteps).

#include "arimaa/evaluate.h"
#include "arimaa/game.h"
#include "arimaa/goal.h"
#include "arimaa/movegen.h"
#include "arimaa/notation.h"
#include "arimaadata.h"

#include <QtTest>

#include <random>

using namespace pb::arimaa;

class TestArimaaGoal : public QObject {
    Q_OBJECT
private:
    // Compares goalSteps with the generator for both colours and limits 1 to 4 and replays each
    // goal's line; a difference fails the test (callers check QTest::currentTestFailed()).
    void compare(const Position& position, const QString& where);
    MoveGenerator m_gen;
    int m_goals = 0;
    int m_helped = 0;  // goals the lone-rabbit walk does not see
    std::int64_t m_nodes = 0;

private slots:
    void referencePositions();
    void gamePositions();
    void randomPositions();
    void lineIsAMove();
};

void TestArimaaGoal::compare(const Position& position, const QString& where)
{
    for (int colour : {Gold, Silver}) {
        Position p = position;
        p.side = colour;
        m_gen.generate(p);
        const int exact = m_gen.goalSteps();
        for (int limit = 1; limit <= 4; ++limit) {
            std::vector<GoalStep> line;
            const int found = goalSteps(p, colour, limit, &line, &m_nodes);
            const int expected = exact <= limit ? exact : 0;
            QVERIFY2(found == expected,
                     qPrintable(QStringLiteral("%1, %2 to move, limit %3: goal search %4, generator %5\n%6")
                                    .arg(where).arg(colour == Gold ? "Gold" : "Silver").arg(limit).arg(found).arg(exact)
                                    .arg(QString::fromStdString(diagramText(p)))));
            if (!found)
                continue;
            QCOMPARE(static_cast<int>(line.size()), found);
            std::vector<StepToken> steps;
            Position q = p;
            for (const GoalStep& s : line) {
                int c = 0;
                const int type = q.pieceAt(s.from, &c);
                QVERIFY(type != kNoPiece);
                steps.push_back({c, type, s.from, s.to});
                q.stepPiece(c, type, s.from, s.to);
            }
            const StepsCheck check = checkSteps(p, steps);
            QVERIFY2(check.ok(), qPrintable(where + QStringLiteral(": ") + check.error));
            QVERIFY(check.after.pieces[colour][Rabbit] & goalRank(colour));
            if (limit == 4) {
                ++m_goals;
                if (rabbitGoalSteps(p, colour, 4) == 0)
                    ++m_helped;
            }
        }
    }
}

void TestArimaaGoal::referencePositions()
{
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/goal-in-one-positions.txt"));
    const std::vector<DiagramEntry> entries
        = readDiagrams(pb::test::readReference(QStringLiteral("arimaa/goal-in-one-positions.txt")));
    QCOMPARE(entries.size(), std::size_t{485});
    m_goals = m_helped = 0;
    for (const DiagramEntry& e : entries) {
        QVERIFY(e.parse.ok());
        compare(e.parse.position, QStringLiteral("line %1").arg(e.line));
        if (QTest::currentTestFailed())
            return;
    }
    qInfo("%d goals, %d of them need more than a lone rabbit's walk; %lld nodes", m_goals, m_helped,
          static_cast<long long>(m_nodes));
    // The file is mostly goals that need helpers: the search must find those, not only walks.
    QVERIFY(m_helped >= 150);
}

void TestArimaaGoal::gamePositions()
{
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/games-2011-sample.txt"));
    const ArchiveParse archive = readArchive(pb::test::readReference(QStringLiteral("arimaa/games-2011-sample.txt")));
    QVERIFY2(archive.ok(), archive.error.c_str());
    m_goals = m_helped = 0;
    const std::vector<pb::test::GamePosition> positions = pb::test::archivePositions(archive);
    for (const pb::test::GamePosition& g : positions) {
        compare(g.position, g.where);
        if (QTest::currentTestFailed())
            return;
    }
    qInfo("%d positions, %d goals", static_cast<int>(positions.size()), m_goals);
    QVERIFY(positions.size() >= 500);
    QVERIFY(m_goals >= 10);
}

void TestArimaaGoal::randomPositions()
{
    // Sparse boards with rabbits within four ranks of their goal and officers anywhere: frozen
    // rabbits, blockers to push away, traps on the way.
    std::mt19937 rng(2015);
    int positions = 0;
    m_goals = m_helped = 0;
    for (int i = 0; i < 4000; ++i) {
        const std::optional<Position> p = pb::test::randomGoalPosition(rng, 6, 14, 4);
        if (!p)
            continue;
        compare(*p, QStringLiteral("random position %1").arg(i));
        if (QTest::currentTestFailed())
            return;
        ++positions;
    }
    qInfo("%d positions, %d goals, %d need helpers", positions, m_goals, m_helped);
    QVERIFY(positions >= 2000);
    QVERIFY(m_goals >= 1000);
    QVERIFY(m_helped >= 100);
}

void TestArimaaGoal::lineIsAMove()
{
    // A rabbit frozen by an enemy elephant: a friendly dog steps next to it (unfreezing it),
    // then the rabbit walks in two steps. The lone walk sees nothing.
    const std::vector<DiagramEntry> e = readDiagrams("g\n"
                                                     " +-----------------+\n"
                                                     "8| . . . . . . . . |\n"
                                                     "7| . . . . . . . . |\n"
                                                     "6| . . x R e . . . |\n"
                                                     "5| . . D . . . . . |\n"
                                                     "4| . . . . . . . . |\n"
                                                     "3| . . x . . x . . |\n"
                                                     "2| . . . . . . . . |\n"
                                                     "1| . . . . . . . . |\n"
                                                     " +-----------------+\n");
    QCOMPARE(e.size(), std::size_t{1});
    QVERIFY(e[0].parse.ok());
    const Position& p = e[0].parse.position;
    QCOMPARE(rabbitGoalSteps(p, Gold, 4), 0);
    std::vector<GoalStep> line;
    QCOMPARE(goalSteps(p, Gold, 4, &line), 3);
    QCOMPARE(goalSteps(p, Gold, 2), 0);
    QCOMPARE(static_cast<int>(line.size()), 3);
    QCOMPARE(squareText(line[0].from), std::string("c5"));
    std::vector<StepToken> steps;
    Position q = p;
    for (const GoalStep& step : line) {
        int c = 0;
        const int type = q.pieceAt(step.from, &c);
        steps.push_back({c, type, step.from, step.to});
        q.stepPiece(c, type, step.from, step.to);
    }
    const StepsCheck check = checkSteps(p, steps);
    QVERIFY2(check.ok(), qPrintable(check.error));
    QVERIFY(check.after.pieces[Gold][Rabbit] & goalRank(Gold));
}

QTEST_GUILESS_MAIN(TestArimaaGoal)
#include "tst_arimaa_goal.moc"
