// Incremental scoring: after every random edit (add, remove, change type or owner) the kept
// attack count and player scores equal a recomputation from scratch, both the board's own and
// the checker's on the written answer.

#include "peaceable/checker.h"
#include "peaceable/problem.h"
#include "peaceable/scoreboard.h"

#include <QtTest>

#include <algorithm>
#include <random>

using namespace pb::peaceable;

namespace {

// Free cells of a board, as padded indices.
std::vector<int> freeCells(const ScoreBoard& b)
{
    std::vector<int> cells;
    for (int r = 0; r < b.n(); ++r)
        for (int c = 0; c < b.n(); ++c)
            if (!b.isWall(b.index(r, c)))
                cells.push_back(b.index(r, c));
    return cells;
}

void compareWithChecker(const ScoreBoard& b, int edit)
{
    const Verdict v = checkAnswer(b.problem(), b.toAnswer());
    QVERIFY2(v.count(Violation::Attack) == b.attacks(),
             qPrintable(QStringLiteral("edit %1: checker %2 attacks, board %3").arg(edit).arg(v.count(Violation::Attack)).arg(b.attacks())));
    QCOMPARE(int(v.violations.size()), v.count(Violation::Attack));
    for (int p = 0; p < b.players(); ++p)
        QCOMPARE(v.playerScores[std::size_t(p)], b.playerScore(p));
    QCOMPARE(v.score, b.score());
}

} // namespace

class TestPeaceableScoreBoard : public QObject {
    Q_OBJECT

private slots:
    void randomEditsMatchRecomputation_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("edits");
        QTest::addColumn<int>("density");  // percent of free cells aimed at
        QTest::newRow("seed 1 (8x8, 4 players)") << 1 << 20000 << 30;
        QTest::newRow("seed 12 (10x10, 8 players)") << 12 << 20000 << 50;
        QTest::newRow("seed 5 (13x13, 2 players)") << 5 << 20000 << 15;
        QTest::newRow("seed 9 (32x32, many walls)") << 9 << 4000 << 10;
    }

    void randomEditsMatchRecomputation()
    {
        QFETCH(int, seed);
        QFETCH(int, edits);
        QFETCH(int, density);
        const Problem problem = generateProblem(seed);
        ScoreBoard b(problem);
        const std::vector<int> cells = freeCells(b);
        std::mt19937 rng(std::uint32_t(seed) * 7919u);
        const auto pick = [&](int n) { return int(rng() % std::uint32_t(n)); };
        int maxAttacks = 0, validSeen = 0;
        for (int e = 0; e < edits; ++e) {
            const int at = cells[std::size_t(pick(int(cells.size())))];
            const bool occupied = b.piece(at) != kNone;
            const int placed = [&] {
                int k = 0;
                for (int p = 0; p < b.players(); ++p)
                    k += b.pieceCount(p);
                return k;
            }();
            if (occupied && pick(100) < 40 + (placed * 100 / int(cells.size()) > density ? 30 : 0))
                b.clear(at);
            else if (occupied && pick(2) == 0)
                b.set(at, b.piece(at), std::int8_t(pick(b.players())));  // change the owner
            else
                b.set(at, std::int8_t(pick(kPieceTypes)), occupied && pick(2) ? b.owner(at) : std::int8_t(pick(b.players())));
            QCOMPARE(b.attacks(), b.countAttacks());
            if (problem.n <= 13 || e % 50 == 0) {
                compareWithChecker(b, e);
                // attacksFrom: the checker's attacks made by the edited piece.
                if (b.piece(at) != kNone) {
                    const Verdict v = checkAnswer(problem, b.toAnswer());
                    const Square sq{b.rowOf(at), b.colOf(at)};
                    const auto made = std::count_if(v.violations.begin(), v.violations.end(),
                                                    [&](const Violation& x) { return x.kind == Violation::Attack && x.at == sq; });
                    QCOMPARE(b.attacksFrom(at, b.piece(at), b.owner(at)), int(made));
                }
            }
            if (QTest::currentTestFailed())
                return;
            maxAttacks = std::max(maxAttacks, b.attacks());
            validSeen += b.valid();
        }
        // The walk went through both valid and crowded placements.
        QVERIFY(maxAttacks > 10);
        QVERIFY(validSeen > 0);
        // Clearing every piece one by one comes back to nothing.
        for (const int at : cells)
            b.clear(at);
        QCOMPARE(b.attacks(), 0);
        for (int p = 0; p < b.players(); ++p)
            QCOMPARE(b.playerScore(p), 0);
    }

    // contacts(): a piece whose contacts are empty keeps a valid board valid; otherwise placing
    // it makes the board invalid, and removing the listed pieces first makes it valid again
    // unless lifting them reopens another line.
    void contactsPredictValidity()
    {
        const Problem problem = generateProblem(3);
        ScoreBoard b(problem);
        const std::vector<int> cells = freeCells(b);
        std::mt19937 rng(3);
        int withContacts = 0, without = 0, reopened = 0;
        for (int e = 0; e < 20000; ++e) {
            const int at = cells[rng() % cells.size()];
            if (b.piece(at) != kNone)
                continue;
            const auto p = std::int8_t(rng() % kPieceTypes);
            const auto o = std::int8_t(rng() % std::uint32_t(b.players()));
            std::array<int, 24> out{};
            const int k = b.contacts(at, p, o, out);
            QVERIFY(b.valid());
            // fittingTypes: exactly the types with no contacts.
            const unsigned fits = b.fittingTypes(at, o);
            for (int t = 0; t < kPieceTypes; ++t)
                QCOMPARE(bool((fits >> t) & 1), b.contacts(at, std::int8_t(t), o, out) == 0);
            b.contacts(at, p, o, out);
            if (k == 0) {
                b.set(at, p, o);
                QVERIFY(b.valid());
                ++without;
            } else {
                ScoreBoard trial = b;
                trial.set(at, p, o);
                QVERIFY(!trial.valid());
                for (int i = 0; i < k; ++i) {
                    QVERIFY(b.owner(out[std::size_t(i)]) != o);
                    b.clear(out[std::size_t(i)]);
                }
                b.set(at, p, o);
                // Lifted pieces may reopen lines between others: lift pieces in contact until
                // none is (a piece in an attack always has contacts, so this ends).
                int lifted = 0;
                while (!b.valid()) {
                    for (const int c : cells) {
                        if (b.piece(c) == kNone)
                            continue;
                        std::array<int, 24> others{};
                        const std::int8_t cp = b.piece(c), co = b.owner(c);
                        b.clear(c);
                        if (b.contacts(c, cp, co, others) == 0)
                            b.set(c, cp, co);
                        else
                            ++lifted;
                    }
                }
                reopened += lifted > 0;
                QVERIFY(b.valid());
                ++withContacts;
            }
        }
        QVERIFY(withContacts > 100);
        QVERIFY(without > 100);
        QVERIFY(reopened > 0);  // the case above happens
        compareWithChecker(b, -1);
    }

    // quietTypes: exactly the types whose attacksFrom() is 0. watchers: after any edit of a cell,
    // every other piece that attacks more enemies than before is among the cell's watchers (the
    // layout search looks only at them), on crowded boards where attacks abound.
    void quietTypesAndWatchers()
    {
        const Problem problem = generateProblem(3);
        ScoreBoard b(problem);
        const std::vector<int> cells = freeCells(b);
        std::mt19937 rng(5);
        for (const int c : cells)
            if (rng() % 3 != 0)
                b.set(c, std::int8_t(rng() % kPieceTypes), std::int8_t(rng() % std::uint32_t(b.players())));
        std::vector<int> before(std::size_t(b.paddedSize()), 0);
        int grew = 0;
        for (int e = 0; e < 2000; ++e) {
            for (const int c : cells)
                before[std::size_t(c)] = b.piece(c) == kNone ? 0 : b.attacksFrom(c, b.piece(c), b.owner(c));
            const int at = cells[rng() % cells.size()];
            const auto o = std::int8_t(rng() % std::uint32_t(b.players()));
            const unsigned quiet = b.quietTypes(at, o);
            for (int t = 0; t < kPieceTypes; ++t)
                QCOMPARE(bool((quiet >> t) & 1), b.attacksFrom(at, std::int8_t(t), o) == 0);
            if (rng() % 3 == 0)
                b.clear(at);
            else
                b.set(at, std::int8_t(rng() % kPieceTypes), o);
            std::array<int, 16> watching{};
            const int k = b.watchers(at, watching);
            for (const int c : cells) {
                if (c == at || b.piece(c) == kNone || b.attacksFrom(c, b.piece(c), b.owner(c)) <= before[std::size_t(c)])
                    continue;
                ++grew;
                QVERIFY2(std::find(watching.begin(), watching.begin() + k, c) != watching.begin() + k,
                         qPrintable(QStringLiteral("edit %1: cell %2 not watching %3").arg(e).arg(c).arg(at)));
            }
        }
        QVERIFY(grew > 100);
    }

    // On valid boards: removalOpensAttack says exactly whether lifting a piece makes an attack
    // (two pieces seeing each other through its cell); and a run of edits undone with
    // restoreCell and restoreTotals leaves the board and its totals as they were (the solver's
    // cheap undo), while the totals stay exact.
    void removalCheckAndRestore_data()
    {
        QTest::addColumn<int>("seed");
        QTest::newRow("seed 3 (30x30, 7 players)") << 3;
        QTest::newRow("seed 6 (22x22, 7 players)") << 6;
        QTest::newRow("seed 5 (13x13, 2 players)") << 5;
    }
    void removalCheckAndRestore()
    {
        QFETCH(int, seed);
        const Problem problem = generateProblem(seed);
        ScoreBoard b(problem);
        const std::vector<int> cells = freeCells(b);
        std::mt19937 rng{std::uint32_t(seed)};
        // A dense valid board: random owners, each cell given a random type that fits.
        for (int e = 0; e < int(cells.size()) * 4; ++e) {
            const int at = cells[rng() % cells.size()];
            const auto o = std::int8_t(rng() % std::uint32_t(b.players()));
            const unsigned fits = b.fittingTypes(at, o);
            if (b.piece(at) != kNone || fits == 0)
                continue;
            std::int8_t t = std::int8_t(rng() % kPieceTypes);
            while (!((fits >> t) & 1))
                t = std::int8_t((t + 1) % kPieceTypes);
            b.set(at, t, o);
        }
        QVERIFY(b.valid());
        int opens = 0, keeps = 0;
        for (int e = 0; e < 3000; ++e) {
            const int at = cells[rng() % cells.size()];
            const std::int8_t p = b.piece(at), o = b.owner(at);
            if (p == kNone)
                continue;
            const bool predicted = b.removalOpensAttack(at);
            const ScoreBoard::Totals before = b.totals();
            b.clear(at);
            QCOMPARE(predicted, !b.valid());
            ++(predicted ? opens : keeps);
            b.restoreCell(at, p, o);
            b.restoreTotals(before);
            QCOMPARE(b.attacks(), 0);
            QCOMPARE(b.countAttacks(), 0);
        }
        QVERIFY(opens > 10);
        QVERIFY(keeps > 10);
        // Runs of edits of every kind, undone latest first.
        const Answer start = b.toAnswer();
        for (int run = 0; run < 500; ++run) {
            const ScoreBoard::Totals before = b.totals();
            std::vector<std::array<int, 3>> log;
            const int edits = 1 + int(rng() % 6);
            for (int e = 0; e < edits; ++e) {
                const int at = cells[rng() % cells.size()];
                log.push_back({at, b.piece(at), b.owner(at)});
                if (rng() % 3 == 0)
                    b.clear(at);
                else
                    b.set(at, std::int8_t(rng() % kPieceTypes), std::int8_t(rng() % std::uint32_t(b.players())));
            }
            QCOMPARE(b.attacks(), b.countAttacks());
            for (auto it = log.rbegin(); it != log.rend(); ++it)
                b.restoreCell((*it)[0], std::int8_t((*it)[1]), std::int8_t((*it)[2]));
            b.restoreTotals(before);
        }
        QVERIFY(b.toAnswer().board == start.board);
        QVERIFY(b.toAnswer().owner == start.owner);
        compareWithChecker(b, -1);
        // The board goes on with exact bookkeeping after the restores.
        for (int e = 0; e < 2000; ++e)
            b.set(cells[rng() % cells.size()], std::int8_t(int(rng() % (kPieceTypes + 1)) - 1),
                  std::int8_t(rng() % std::uint32_t(b.players())));
        QCOMPARE(b.attacks(), b.countAttacks());
        compareWithChecker(b, -1);
    }

    // Loading an answer gives the checker's figures; writing it back gives the same answer.
    void loadAndWrite()
    {
        const Problem problem = generateProblem(1);
        ScoreBoard b(problem);
        // Knights on every other cell of the first player, queens sprinkled for the second.
        for (int r = 0; r < b.n(); r += 2)
            for (int c = 0; c < b.n(); c += 2)
                b.set(b.index(r, c), Knight, 0);
        b.set(b.index(7, 7), Queen, 1);
        b.set(b.index(3, 5), Rook, 2);
        const Answer a = b.toAnswer();
        ScoreBoard c(problem);
        c.load(a);
        QCOMPARE(c.attacks(), b.attacks());
        QVERIFY(c.toAnswer().board == a.board);
        QVERIFY(c.toAnswer().owner == a.owner);
        compareWithChecker(c, -1);
    }
};

QTEST_GUILESS_MAIN(TestPeaceableScoreBoard)
#include "tst_peaceable_scoreboard.moc"
