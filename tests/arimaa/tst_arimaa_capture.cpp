// The capture search (core/arimaa/capture.h) against every legal move (legalMoves): on every
// position of the 2011 sample games and on random positions, for both colours and every step
// limit. Its answer must be the gain of a real move (never more than the best move's), and it
// must find the best gain on all but a few positions (it prunes by relevance, see capture.h).
// The sanitizer builds, several times slower here, check every slowdown()-th position.

#include "arimaa/capture.h"
#include "arimaa/evaluate.h"
#include "arimaa/game.h"
#include "arimaa/movegen.h"
#include "arimaa/notation.h"
#include "arimaadata.h"
#include "slowdown.h"

#include <QtTest>

#include <random>

using namespace pb::arimaa;

namespace {

// Values with distinct sums, so a gain tells which pieces went.
constexpr TypeValues kEnemy = {100, 230, 290, 470, 810, 1300};
constexpr TypeValues kOwn = {110, 240, 310, 490, 830, 1350};

int material(const Position& p, int colour, const TypeValues& values)
{
    int sum = 0;
    for (int t = 0; t < kTypes; ++t)
        sum += std::popcount(p.pieces[colour][t]) * values[static_cast<std::size_t>(t)];
    return sum;
}

} // namespace

class TestArimaaCapture : public QObject {
    Q_OBJECT
private:
    // Compares captureGain with the best legal move for both colours and limits 1 to 4.
    void compare(const Position& position, const QString& where);
    int m_gains = 0;   // cases where some move captures with a gain
    int m_missed = 0;  // of those, cases where the search found less
    std::int64_t m_nodes = 0;

private slots:
    void boundIsALowerBound();
    void gamePositions();
    void randomPositions();
    void evaluationCountsCaptures();
};

void TestArimaaCapture::compare(const Position& position, const QString& where)
{
    for (int colour : {Gold, Silver}) {
        Position p = position;
        p.side = colour;
        const std::vector<LegalMove> moves = legalMoves(p);
        const int before = material(p, colour ^ 1, kEnemy) - material(p, colour, kOwn);
        for (int limit = 1; limit <= 4; ++limit) {
            int best = 0;
            for (const LegalMove& m : moves)
                if (static_cast<int>(m.steps.size()) <= limit)
                    best = std::max(best, before - (material(m.after, colour ^ 1, kEnemy) - material(m.after, colour, kOwn)));
            const int found = captureGain(p, colour, limit, kEnemy, kOwn, &m_nodes, 1 << 30);
            QVERIFY2(found <= best, qPrintable(QStringLiteral("%1, %2 to move, limit %3: capture search %4, best move %5\n%6")
                                                   .arg(where).arg(colour == Gold ? "Gold" : "Silver").arg(limit).arg(found)
                                                   .arg(best).arg(QString::fromStdString(diagramText(p)))));
            if (best > 0) {
                ++m_gains;
                if (found < best) {
                    ++m_missed;
                    if (m_missed <= 5)
                        qInfo("%s", qPrintable(QStringLiteral("missed: %1, %2 to move, limit %3: %4 of %5\n%6").arg(where)
                                                   .arg(colour == Gold ? "Gold" : "Silver").arg(limit).arg(found).arg(best)
                                                   .arg(QString::fromStdString(diagramText(p)))));
                }
            }
        }
    }
}

void TestArimaaCapture::boundIsALowerBound()
{
    // Where the bound says a trap is out of reach within `limit` steps, no move of `limit` steps
    // captures there.
    std::mt19937 rng(2004);
    int checked = 0, pruned = 0;
    for (int i = 0; i < 150; ++i) {
        const std::optional<Position> q = pb::test::randomGoalPosition(rng, 12, 14, 7);
        if (!q || i % pb::test::slowdown() != 0)
            continue;
        for (int colour : {Gold, Silver}) {
            Position p = *q;
            p.side = colour;
            const std::vector<LegalMove> moves = legalMoves(p);
            for (int trap : {18, 21, 42, 45}) {
                const int bound = captureBound(p, colour, trap);
                for (const LegalMove& m : moves) {
                    bool here = false;
                    for (const Capture& c : m.captures)
                        here = here || (c.colour != colour && c.square == trap);
                    ++checked;
                    if (static_cast<int>(m.steps.size()) < bound)
                        ++pruned;
                    QVERIFY2(!here || static_cast<int>(m.steps.size()) >= bound,
                             qPrintable(QStringLiteral("random position %1, %2 to move: a capture on %3 in %4 steps, bound %5\n%6")
                                            .arg(i).arg(colour == Gold ? "Gold" : "Silver").arg(QString::fromStdString(squareText(trap)))
                                            .arg(m.steps.size()).arg(bound).arg(QString::fromStdString(diagramText(p)))));
                }
            }
        }
    }
    qInfo("%d move and trap pairs checked, %d of them ruled out by the bound", checked, pruned);
    QVERIFY(pruned > checked / 2);
}

void TestArimaaCapture::gamePositions()
{
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/games-2011-sample.txt"));
    const ArchiveParse archive = readArchive(pb::test::readReference(QStringLiteral("arimaa/games-2011-sample.txt")));
    QVERIFY2(archive.ok(), archive.error.c_str());
    m_gains = m_missed = 0;
    m_nodes = 0;
    const std::vector<pb::test::GamePosition> positions = pb::test::archivePositions(archive);
    int compared = 0;
    for (std::size_t i = 0; i < positions.size(); i += static_cast<std::size_t>(pb::test::slowdown())) {
        compare(positions[i].position, positions[i].where);
        if (QTest::currentTestFailed())
            return;
        ++compared;
    }
    qInfo("%d positions, %d cases with a gain, %d of them missed; %lld nodes", compared, m_gains, m_missed,
          static_cast<long long>(m_nodes));
    QVERIFY(compared * pb::test::slowdown() >= 500);
    QVERIFY(m_gains * pb::test::slowdown() >= 200);
    QVERIFY(m_missed * 100 <= m_gains);
}

void TestArimaaCapture::randomPositions()
{
    std::mt19937 rng(2015);
    m_gains = m_missed = 0;
    m_nodes = 0;
    int positions = 0;
    for (int i = 0; i < 1500; ++i) {
        const std::optional<Position> p = pb::test::randomGoalPosition(rng, 12, 14, 7);
        if (!p || i % pb::test::slowdown() != 0)
            continue;
        compare(*p, QStringLiteral("random position %1").arg(i));
        if (QTest::currentTestFailed())
            return;
        ++positions;
    }
    qInfo("%d positions, %d cases with a gain, %d of them missed; %lld nodes", positions, m_gains, m_missed,
          static_cast<long long>(m_nodes));
    QVERIFY(positions * pb::test::slowdown() >= 600);
    QVERIFY(m_gains * pb::test::slowdown() >= 1000);
    QVERIFY(m_missed * 100 <= m_gains);
}

void TestArimaaCapture::evaluationCountsCaptures()
{
    // Gold to move: its elephant on d7 pushes Silver's camel from c7 onto c6, which no silver
    // piece guards. With two silver rabbits guarding c6 (b6, c5) instead of standing on g8 and
    // h8, the camel is safe this turn (two guards: six steps).
    const char* open = "g\n"
                       " +-----------------+\n"
                       "8| r r r . . r r r |\n"
                       "7| . . m E . . . h |\n"
                       "6| . . x . . x . . |\n"
                       "5| . . . . . . . . |\n"
                       "4| . . . . . . . . |\n"
                       "3| . . x . . x . . |\n"
                       "2| . . . . . . e . |\n"
                       "1| R R R R C R R R |\n"
                       " +-----------------+\n";
    const std::vector<DiagramEntry> e = readDiagrams(open);
    QVERIFY(e.size() == 1 && e[0].parse.ok());
    const Position p = e[0].parse.position;
    Position guarded = p;
    guarded.remove(Silver, Rabbit, parseSquare("g8"));
    guarded.remove(Silver, Rabbit, parseSquare("h8"));
    guarded.put(Silver, Rabbit, parseSquare("b6"));
    guarded.put(Silver, Rabbit, parseSquare("c5"));
    QVERIFY(captureGain(p, Gold, 4, kEnemy, kOwn) == kEnemy[Camel]);
    QCOMPARE(captureGain(guarded, Gold, 4, kEnemy, kOwn), 0);
    QCOMPARE(captureBound(guarded, Gold, parseSquare("c6")), 6);
    // The evaluation counts the capture at the start of Gold's turn, with or without a table
    // (the same answer), by more than a third of a camel.
    CaptureTable table;
    QCOMPARE(evaluate(p, 4, &table), evaluate(p, 4));
    QCOMPARE(evaluate(p, 4, &table), evaluate(p, 4));  // the table's answer
    QVERIFY2(evaluate(p, 4) - evaluate(guarded, 4) > 300,
             qPrintable(QStringLiteral("%1 against %2").arg(evaluate(p, 4)).arg(evaluate(guarded, 4))));
    // Silver to move has nothing to take, and the camel's danger is not its to count.
    Position silver = p;
    silver.side = Silver;
    QCOMPARE(captureGain(silver, Silver, 4, kOwn, kEnemy), 0);
    // But it is a threat against Silver: its evaluation counts a share of the camel it may lose
    // (35% of 300, with a table or without), beyond the camel's place beside the trap (about 100).
    Position silverGuarded = guarded;
    silverGuarded.side = Silver;
    QCOMPARE(evaluate(silver, 4, &table), evaluate(silver, 4));
    QVERIFY2(evaluate(silverGuarded, 4) - evaluate(silver, 4) > 150,
             qPrintable(QStringLiteral("%1 against %2").arg(evaluate(silver, 4)).arg(evaluate(silverGuarded, 4))));
}

QTEST_GUILESS_MAIN(TestArimaaCapture)
#include "tst_arimaa_capture.moc"
