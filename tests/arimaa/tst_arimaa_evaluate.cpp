// The search bot's evaluation: control of the home traps, a piece's place by its rank, and the
// term-by-term breakdown adding up to the evaluation.

#include "arimaa/evaluate.h"
#include "arimaa/notation.h"
#include "arimaadata.h"

#include <QtTest>

#include <string>
#include <vector>

using namespace pb::arimaa;

namespace {

// A quiet position, Gold to move: each side's elephant and one rabbit on its home rank, far from
// every trap; `gold` and `silver` say where each side's horse stands.
Position withHorses(const char* gold, const char* silver)
{
    Position p = readDiagrams("g\n"
                              " +-----------------+\n"
                              "8| . . . r e . . . |\n"
                              "7| . . . . . . . . |\n"
                              "6| . . x . . x . . |\n"
                              "5| . . . . . . . . |\n"
                              "4| . . . . . . . . |\n"
                              "3| . . x . . x . . |\n"
                              "2| . . . . . . . . |\n"
                              "1| . . . R E . . . |\n"
                              " +-----------------+\n")[0]
                     .parse.position;
    p.put(Gold, Horse, parseSquare(gold));
    p.put(Silver, Horse, parseSquare(silver));
    return p;
}

} // namespace

class TestArimaaEvaluate : public QObject {
    Q_OBJECT
private slots:
    void homeTrapsTheEnemyControlsCost();
    void placeByRank();
    void termsAddUp();
};

void TestArimaaEvaluate::homeTrapsTheEnemyControlsCost()
{
    // a4 and h4 are three steps from every trap, b4 two from c3 (Gold's home trap); a5 is three
    // steps from every trap, b5 two from c6 (Silver's). Each pair is on one rank, so only the
    // control of the trap tells them apart: no piece beside a trap, no rabbit's run blocked,
    // nobody frozen, nothing to capture.
    const int base = evaluate(withHorses("h4", "h8"), 4);
    QCOMPARE(evaluate(withHorses("a4", "h8"), 4), base);
    const int defended = evaluate(withHorses("b4", "h8"), 4) - base;                               // ours by our trap
    const int invaded = evaluate(withHorses("h1", "a4"), 4) - evaluate(withHorses("h1", "b4"), 4);  // theirs by it
    const int invading = evaluate(withHorses("b5", "h8"), 4) - evaluate(withHorses("a5", "h8"), 4); // ours by theirs
    qInfo("a horse two steps from a home trap: defending %d, invaded %d, invading %d", defended, invaded, invading);
    QVERIFY(defended > 0);
    QVERIFY2(invaded > 3 * defended, "an enemy piece at a home trap costs more than ours there gains");
    QCOMPARE(invading, invaded);  // the enemy's home trap counts as ours does, for it
}

void TestArimaaEvaluate::placeByRank()
{
    // Far from every trap (a1, a2 and a8 three or more steps away), on one file: only the rank
    // changes. A horse is worth more off its home rank.
    QVERIFY(evaluate(withHorses("a2", "h8"), 4) > evaluate(withHorses("a1", "h8"), 4));
    // A camel is worth less deep in the enemy's half (a7) than in its own (a4).
    Position own = withHorses("h1", "h8");
    Position deep = own;
    own.put(Gold, Camel, parseSquare("a4"));
    deep.put(Gold, Camel, parseSquare("a7"));
    qInfo("a gold camel on a4: %d, on a7: %d", evaluate(own, 4), evaluate(deep, 4));
    QVERIFY(evaluate(own, 4) > evaluate(deep, 4));
    // The same for Silver, seen from the other side: the table counts ranks from each side's home.
    Position theirs = withHorses("h1", "h8");
    Position theirsDeep = theirs;
    theirs.put(Silver, Camel, parseSquare("a5"));
    theirsDeep.put(Silver, Camel, parseSquare("a2"));
    QCOMPARE(evaluate(theirs, 4) - evaluate(theirsDeep, 4), evaluate(deep, 4) - evaluate(own, 4));
}

void TestArimaaEvaluate::termsAddUp()
{
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/goal-in-one-positions.txt"));
    // Positions of real games (the goal-in-one set), each with Gold and with Silver to move and
    // with every number of steps left: the terms add up to the evaluation.
    const std::vector<DiagramEntry> entries
        = readDiagrams(pb::test::readReference(QStringLiteral("arimaa/goal-in-one-positions.txt")));
    int checked = 0;
    std::array<int, kEvalTerms> nonZero{};
    for (const DiagramEntry& entry : entries) {
        if (!entry.parse.ok())
            continue;
        for (int side = 0; side < 2; ++side) {
            Position p = entry.parse.position;
            p.side = side;  // the hash covers the pieces only
            for (int steps = 1; steps <= kStepsPerTurn; ++steps) {
                const EvalTerms terms = evaluationTerms(p, steps);
                int sum = 0;
                for (std::size_t i = 0; i < kEvalTerms; ++i) {
                    sum += terms[i];
                    nonZero[i] += terms[i] != 0;
                }
                QCOMPARE(sum, evaluate(p, steps));
                ++checked;
            }
        }
    }
    QVERIFY(checked > 1000);
    // Each term, frames aside (rare in real games), is at work somewhere, and each has a name.
    for (std::size_t i = 0; i < kEvalTerms; ++i) {
        const auto term = static_cast<EvalTerm>(i);
        QVERIFY(std::string(evalTermName(term)).size() > 0);
        if (term != EvalTerm::Frames)
            QVERIFY2(nonZero[i] > 0, evalTermName(term));
    }
}

QTEST_GUILESS_MAIN(TestArimaaEvaluate)
#include "tst_arimaa_evaluate.moc"
