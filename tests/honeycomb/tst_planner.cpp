// The Honeycomb solver's planner on small hand-made problems: the look-ahead over the next unit
// and the phrase plan. Every solution is also scored on the exact engine.

#include "honeycomb/game.h"
#include "honeycomb/planner.h"
#include "honeycomb/problem.h"
#include "honeycomb/solver.h"

#include <QtTest>

using namespace pb::honeycomb;

namespace {

Unit unitOf(std::vector<Cell> members, Cell pivot)
{
    Unit u;
    u.members = std::move(members);
    u.pivot = pivot;
    return u;
}

// 4 wide, 4 high; rows 2 and 3 are full but for their last cell, one above the other. Seed 17
// deals a monomino, then a vertical domino. Greedy puts the monomino in the lower gap (a row
// cleared at once, and deep); the domino then clears one row more. Looking ahead, the monomino
// goes elsewhere and the domino fills both gaps: two rows at once.
Problem twoGaps()
{
    Problem p;
    p.id = 900;
    p.width = 4;
    p.height = 4;
    p.units = {unitOf({{0, 0}}, {0, 0}), unitOf({{0, 0}, {0, 1}}, {0, 0})};
    p.filled = {{0, 2}, {1, 2}, {2, 2}, {0, 3}, {1, 3}, {2, 3}};
    p.sourceLength = 2;
    p.sourceSeeds = {17};
    return p;
}

std::vector<Cell> cellsAt(const Game& game, const Game::Placement& at)
{
    std::vector<Cell> cells;
    const std::vector<int>& rel = game.offsetsOf(game.unitInPlay(), at.rot);
    for (std::size_t i = 0; i < rel.size(); i += 2) {
        const int z = at.z + rel[i + 1];
        cells.push_back({offsetCol(at.x + rel[i], z), z});
    }
    return cells;
}

} // namespace

class TestPlanner : public QObject {
    Q_OBJECT

private slots:
    void lookaheadFindsTheDoubleClear()
    {
        const Problem problem = twoGaps();
        Game game(problem, 17);
        QCOMPARE(game.unitInPlay(), 0);
        QCOMPARE(game.sourceSequence(), (std::vector<int>{0, 1}));

        PlannerParams greedy;
        greedy.lookahead = 0;
        Planner plain(problem, game, greedy);
        QVERIFY(plain.chooseTarget());
        QCOMPARE(cellsAt(game, plain.target()), (std::vector<Cell>{{3, 3}}));

        Planner ahead(problem, game, PlannerParams{});
        QVERIFY(ahead.chooseTarget());
        const std::vector<Cell> chosen = cellsAt(game, ahead.target());
        QCOMPARE(chosen.size(), std::size_t(1));
        QVERIFY(chosen.front().x != 3);  // neither gap: the domino needs both

        // Played out: two single clears (101 + 102) against one double clear (1 + 302).
        SolverOptions options;
        options.planner.lookahead = 0;
        const SolverResult g = solve(problem, 17, options);
        options.planner = PlannerParams{};
        const SolverResult a = solve(problem, 17, options);
        QCOMPARE(g.moveScore, 203);
        QCOMPARE(a.moveScore, 303);
        for (const SolverResult* r : {&g, &a}) {
            const ScoreResult s = scoreSolution(problem, 17, r->solution, {});
            QCOMPARE(s.errorCode(), QString());
            QCOMPARE(s.moveScore, r->moveScore);
            QCOMPARE(s.end, End::AllUsed);
        }
    }

    // A tall empty board: every one of the 18 phrases fits in a unit's fall (the two longest go
    // down 32 rows), and each is spelled at least once for its 300 points.
    void everyPhraseThatFitsIsSpelled()
    {
        Problem p;
        p.id = 901;
        p.width = 12;
        p.height = 60;
        p.units = {unitOf({{0, 0}, {1, 0}}, {0, 0})};  // a domino turning about one end
        p.sourceLength = 40;
        p.sourceSeeds = {5};
        SolverOptions options;
        options.phrases = defaultPhrases();
        const SolverResult r = solve(p, 5, options);
        const ScoreResult s = scoreSolution(p, 5, r.solution);
        QCOMPARE(s.errorCode(), QString());
        QCOMPARE(s.score, r.score);
        QCOMPARE(static_cast<int>(s.phrasesUsed.size()), 18);
        // Most of the way down is spelled: well over the 18 bonuses alone.
        QVERIFY2(s.powerScore > 18 * 300 + 2000, qPrintable(QString::number(s.powerScore)));
    }

    // "Ia! Ia!" ends with its own start: " Ia!" right after it spells it once more (the contest
    // counts every start), 14 points for 4 characters and 3 rows.
    void overlappingPhraseIsSpelledAgain()
    {
        PlannerPhrase ia, ei;
        QVERIFY(makePlannerPhrase(QStringLiteral("Ia! Ia!"), ia));
        QCOMPARE(ia.again, QStringLiteral(" Ia!"));
        QCOMPARE(ia.againCommands, (std::vector<Command>{Command::SE, Command::SW, Command::SW, Command::W}));
        QVERIFY(makePlannerPhrase(QStringLiteral("Ei!"), ei));
        QVERIFY(ei.again.isEmpty());
        QVERIFY(!makePlannerPhrase(QStringLiteral("Ei#"), ei));

        Problem p;
        p.id = 903;
        p.width = 12;
        p.height = 40;
        p.units = {unitOf({{0, 0}}, {0, 0})};
        p.sourceLength = 3;
        p.sourceSeeds = {0};
        SolverOptions options;
        options.phrases = {QStringLiteral("Ia! Ia!")};
        const SolverResult r = solve(p, 0, options);
        const ScoreResult s = scoreSolution(p, 0, r.solution, options.phrases);
        QCOMPARE(s.errorCode(), QString());
        QVERIFY2(r.solution.contains(QStringLiteral("Ia! Ia! Ia! Ia!")), qPrintable(r.solution));
        // Every occurrence counts, the overlapping ones too.
        const qsizetype occurrences = r.solution.count(QStringLiteral("Ia! Ia!"));  // overlaps included
        QVERIFY(occurrences >= 3);
        QCOMPARE(s.powerScore, 300 + 14 * static_cast<int>(occurrences));
    }

    // A monomino turning about its own cell repeats its position: only phrases without turns
    // can be spelled, and none of the others is tried into an error.
    void monominoSpellsOnlyPhrasesWithoutTurns()
    {
        Problem p;
        p.id = 902;
        p.width = 8;
        p.height = 20;
        p.units = {unitOf({{0, 0}}, {0, 0})};
        p.sourceLength = 30;
        p.sourceSeeds = {0};
        SolverOptions options;
        options.phrases = defaultPhrases();
        const SolverResult r = solve(p, 0, options);
        const ScoreResult s = scoreSolution(p, 0, r.solution);
        QCOMPARE(s.errorCode(), QString());
        QCOMPARE(s.phrasesUsed, (std::vector<int>{0, 1}));  // "Ei!" and "Ia! Ia!"
    }
};

QTEST_GUILESS_MAIN(TestPlanner)
#include "tst_planner.moc"
