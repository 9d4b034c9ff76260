// The layout search (core/peaceable/layout.h) and the layouts it starts from (regions.h): the
// gap labels keep a draw's fill, a search leaves a valid placement that is still a fill of its
// layout (every piece on a cell of its player's label, gaps empty, the totals exact), it is
// reproducible for a seed and a move budget, and a cold search never loses.

#include "peaceable/checker.h"
#include "peaceable/layout.h"
#include "peaceable/problem.h"
#include "peaceable/regions.h"
#include "peaceable/scoreboard.h"

#include <QtTest>

#include <algorithm>
#include <numeric>

using namespace pb::peaceable;

namespace {

// A test's board, free cells and piece types best first, as the solver sets them up.
struct Setup {
    explicit Setup(std::int64_t seed) : problem(generateProblem(seed)), board(problem)
    {
        for (int r = 0; r < problem.n; ++r)
            for (int c = 0; c < problem.n; ++c)
                if (!problem.isWall(r, c))
                    cells.push_back(board.index(r, c));
        for (const std::int8_t t : {Queen, Rook, Bishop, King, Knight})
            order.types[std::size_t(order.count++)] = t;
        std::stable_sort(order.types.begin(), order.types.end(), [&](std::int8_t a, std::int8_t b) {
            return problem.points[std::size_t(a)] > problem.points[std::size_t(b)];
        });
    }
    // The players' totals sorted from the lowest, weighted 1, 1/2, 1/4, ... (the solver's).
    double objective() const
    {
        std::vector<int> s;
        for (int p = 0; p < problem.players; ++p)
            s.push_back(board.playerScore(p));
        std::sort(s.begin(), s.end());
        double v = 0, w = 1;
        for (const int x : s) {
            v += w * x;
            w /= 2;
        }
        return v;
    }
    Problem problem;
    ScoreBoard board;
    std::vector<int> cells;
    PieceOrder order;
};

bool sameAnswer(const Answer& a, const Answer& b) { return a.board == b.board && a.owner == b.owner; }

// A search of `moves` moves from a draw of the solver's random seed `seed`; returns the layout.
std::vector<std::int8_t> searched(Setup& s, std::uint64_t seed, std::int64_t moves, LayoutSettings settings = {})
{
    Regions regions(s.board, s.cells, s.order);
    SolverRandom rng(seed);
    const std::vector<std::int8_t> region = regions.draw(rng, Regions::Growth::Round);
    regions.fill(region, true);
    std::vector<std::int8_t> layout = regions.gapLabels(region);
    LayoutSearch search(s.board, s.cells, s.order);
    const auto stats = search.run(layout, rng, settings, [&] { return s.objective(); }, 0, 1,
                                  [&](std::int64_t done) { return double(done) / double(moves); });
    // The search looks at its progress every 64 moves.
    if (stats.moves < moves || stats.moves >= moves + 64)
        qFatal("%lld moves for %lld", static_cast<long long>(stats.moves), static_cast<long long>(moves));
    return layout;
}

} // namespace

class TestPeaceableLayout : public QObject {
    Q_OBJECT

private slots:
    // Gaps as labels: filling the labelled layout gives the very placement the draw's fill with
    // gaps gives.
    void gapLabelsKeepTheFill()
    {
        for (const int seed : {2, 4, 8}) {
            Setup s(seed);
            Regions regions(s.board, s.cells, s.order);
            SolverRandom rng{std::uint64_t(seed)};
            for (const auto growth : {Regions::Growth::Round, Regions::Growth::Breadth, Regions::Growth::Tight}) {
                const std::vector<std::int8_t> region = regions.draw(rng, growth);
                regions.fill(region, true);
                const Answer withGaps = s.board.toAnswer();
                const std::vector<std::int8_t> labels = regions.gapLabels(region);
                QVERIFY(std::count(labels.begin(), labels.end(), kGap) > 0);
                regions.fill(labels, false);
                QVERIFY(sameAnswer(s.board.toAnswer(), withGaps));
            }
        }
    }

    // Every way of growing gives every free cell a region and every player cells (on seed 9
    // most rooms are reached only diagonally: the orthogonal growths start regions again behind
    // them, the tight one walks through).
    void drawsCoverTheBoard()
    {
        for (const int seed : {2, 6, 9}) {
            Setup s(seed);
            Regions regions(s.board, s.cells, s.order);
            SolverRandom rng{std::uint64_t(seed)};
            for (const auto growth : {Regions::Growth::Round, Regions::Growth::Breadth, Regions::Growth::Tight})
                for (int k = 0; k < 10; ++k) {
                    const std::vector<std::int8_t> region = regions.draw(rng, growth);
                    std::vector<int> size(std::size_t(s.problem.players), 0);
                    for (std::size_t i = 0; i < region.size(); ++i) {
                        const bool free = std::find(s.cells.begin(), s.cells.end(), int(i)) != s.cells.end();
                        QCOMPARE(region[i] != kNone, free);
                        if (free) {
                            QVERIFY(region[i] >= 0 && region[i] < s.problem.players);
                            ++size[std::size_t(region[i])];
                        }
                    }
                    QVERIFY(*std::min_element(size.begin(), size.end()) > 0);
                }
        }
    }

    // Seed 9 (3 players, walls in most cells, one large room and 14 small ones): regions that
    // fill their room before they squeeze through a passage (Growth::Tight) put their borders on
    // the passages, so their best fills score more than the round and breadth-first ones. The
    // solver keeps the best draws (SolverOptions::layoutCandidates, 8), so those are compared:
    // over 60 draws each, the tight draws' best 8 fills score more on average, and their best is
    // the best. (Their mean over all draws is lower: a region that squeezes through a passage
    // may take a whole room beyond it.)
    void tightGrowthPaysAmongWalls()
    {
        Setup s(9);
        Regions regions(s.board, s.cells, s.order);
        SolverRandom rng{1};
        const auto bestFills = [&](Regions::Growth growth) {
            std::vector<int> scores;
            for (int k = 0; k < 60; ++k) {
                regions.fill(regions.draw(rng, growth), k % 2 == 0);
                scores.push_back(s.board.score());
            }
            std::sort(scores.rbegin(), scores.rend());
            scores.resize(8);
            return scores;
        };
        const auto mean = [](const std::vector<int>& v) { return std::accumulate(v.begin(), v.end(), 0.0) / double(v.size()); };
        const std::vector<int> tight = bestFills(Regions::Growth::Tight);
        for (const auto other : {Regions::Growth::Round, Regions::Growth::Breadth}) {
            const std::vector<int> f = bestFills(other);
            qInfo("best 8 fills: tight mean %.0f, best %d; other mean %.0f, best %d", mean(tight), tight[0], mean(f), f[0]);
            QVERIFY(mean(tight) > mean(f));
            QVERIFY(tight[0] > f[0]);
        }
    }

    // After a search: valid, the checker's scores are the board's, the totals are exact (a board
    // loaded from the answer has the same), and the placement still fits the layout.
    void searchKeepsAFillOfItsLayout_data()
    {
        QTest::addColumn<int>("seed");
        for (const int seed : {2, 4, 6, 8})
            QTest::addRow("seed %d", seed) << seed;
    }
    void searchKeepsAFillOfItsLayout()
    {
        QFETCH(int, seed);
        Setup s(seed);
        const std::vector<std::int8_t> layout = searched(s, 11, 20000);
        QVERIFY(s.board.valid());
        QCOMPARE(s.board.countAttacks(), 0);
        const Verdict v = checkAnswer(s.problem, s.board.toAnswer());
        QVERIFY(v.valid());
        ScoreBoard again(s.problem);
        again.load(s.board.toAnswer());
        for (int p = 0; p < s.problem.players; ++p) {
            QCOMPARE(s.board.playerScore(p), v.playerScores[std::size_t(p)]);
            QCOMPARE(s.board.pieceCount(p), again.pieceCount(p));
        }
        int gaps = 0;
        for (const int c : s.cells) {
            const std::int8_t label = layout[std::size_t(c)];
            QVERIFY(label != kNone);
            if (label == kGap) {
                ++gaps;
                QCOMPARE(s.board.piece(c), kNone);
            } else if (s.board.piece(c) != kNone) {
                QCOMPARE(s.board.owner(c), label);
            }
        }
        QVERIFY(gaps > 0);
    }

    // The same seed and move budget: the same layout and placement; another seed: another.
    void reproducible()
    {
        Setup a(4), b(4), c(4);
        const std::vector<std::int8_t> la = searched(a, 3, 5000), lb = searched(b, 3, 5000), lc = searched(c, 4, 5000);
        QVERIFY(la == lb);
        QVERIFY(sameAnswer(a.board.toAnswer(), b.board.toAnswer()));
        QVERIFY(la != lc);
    }

    // Cold (every move that loses is undone): the objective never falls, and on a large open board
    // it rises well above the draw's fill, in every player's total too.
    void coldSearchNeverLoses()
    {
        Setup s(2);
        Regions regions(s.board, s.cells, s.order);
        SolverRandom rng(5);
        const std::vector<std::int8_t> region = regions.draw(rng, Regions::Growth::Round);
        regions.fill(region, true);
        const double start = s.objective();
        const int startScore = s.board.score();
        std::vector<std::int8_t> layout = regions.gapLabels(region);
        LayoutSearch search(s.board, s.cells, s.order);
        LayoutSettings cold;
        cold.startTemperature = cold.endTemperature = 1e-9;
        double last = start;
        for (int part = 0; part < 5; ++part) {
            search.run(layout, rng, cold, [&] { return s.objective(); }, 0, 1, [&](std::int64_t done) { return double(done) / 4000.0; });
            QVERIFY2(s.objective() >= last, qPrintable(QStringLiteral("%1 after %2").arg(s.objective()).arg(last)));
            last = s.objective();
        }
        QVERIFY2(last > start * 1.05, qPrintable(QStringLiteral("%1 from %2").arg(last).arg(start)));
        QVERIFY2(s.board.score() > startScore, qPrintable(QStringLiteral("%1 from %2").arg(s.board.score()).arg(startScore)));
    }
};

QTEST_GUILESS_MAIN(TestPeaceableLayout)
#include "tst_peaceable_layout.moc"
