// The search bot's evaluation: control of the home traps.

#include "arimaa/evaluate.h"
#include "arimaa/notation.h"

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
};

void TestArimaaEvaluate::homeTrapsTheEnemyControlsCost()
{
    // The horses on h1 and h8 are three or more steps from every trap; a1 and a8 too. a3 is two
    // steps from c3 (Gold's home trap), a6 two from c6 (Silver's). Nothing else changes: no
    // piece beside a trap, no rabbit's run blocked, nobody frozen, nothing to capture.
    const int base = evaluate(withHorses("h1", "h8"), 4);
    QCOMPARE(evaluate(withHorses("a1", "a8"), 4), base);
    const int defended = evaluate(withHorses("a3", "h8"), 4) - base;     // ours beside our trap
    const int invaded = base - evaluate(withHorses("h1", "a3"), 4);       // theirs beside it
    const int invading = evaluate(withHorses("a6", "h8"), 4) - base;     // ours beside theirs
    qInfo("a horse two steps from a home trap: defending %d, invaded %d, invading %d", defended, invaded, invading);
    QVERIFY(defended > 0);
    QVERIFY2(invaded > 3 * defended, "an enemy piece at a home trap costs more than ours there gains");
    QCOMPARE(invading, invaded);  // the enemy's home trap counts as ours does, for it
}

QTEST_GUILESS_MAIN(TestArimaaEvaluate)
#include "tst_arimaa_evaluate.moc"
