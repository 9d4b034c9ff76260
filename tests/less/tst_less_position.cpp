// Less rules (CodeCup 2017): steps, jumps, costs and legality on the Figure 1 board, turns and
// their text, moving the partner's pieces, charging, the 20-turn limit, the stuck rule, scores.

#include "less/board.h"
#include "less/position.h"
#include "less/rush.h"
#include "naivemoves.h"

#include <QtTest>

#include <map>
#include <random>
#include <set>

using namespace pb::less;

namespace {

int sq(const char* name) { return parseSquare(name); }

Board figure1() { return parseBoard(kFigure1Board).board; }

// The legal single moves of the piece on a square, as "to:cost" sorted, for compact comparisons.
QStringList movesOf(const Board& b, const Position& p, const char* from)
{
    Step steps[8];
    const int n = stepsFrom(b, p, sq(from), steps);
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << QStringLiteral("%1:%2%3").arg(squareText(steps[i].to)).arg(steps[i].cost).arg(steps[i].jump ? QStringLiteral("j") : QString());
    out.sort();
    return out;
}

// An independent, slow rules model for cross-checking the turn generator (the moves of
// naivemoves.h).
struct Naive {
    using Cells = std::array<int, 64>;
    const Board& board;
    std::set<Cells> results;
    long sequences = 0;

    static bool home(const Cells& c, int colour)
    {
        // Targets as NOTES.md lists them.
        static const char* const targets[4][4] = {{"a7", "a8", "b7", "b8"}, {"g7", "g8", "h7", "h8"},
                                                  {"a1", "a2", "b1", "b2"}, {"g1", "g2", "h1", "h2"}};
        for (const char* t : targets[colour])
            if (c[static_cast<std::size_t>(parseSquare(t))] != colour)
                return false;
        return true;
    }

    void run(Cells& c, int colour, int budget, int depth)
    {
        int mover = colour;
        if (home(c, colour))
            mover = home(c, colour ^ 2) ? -1 : (colour ^ 2);
        if (mover < 0 || depth == 3)
            return;
        for (int s = 0; s < 64; ++s) {
            if (c[static_cast<std::size_t>(s)] != mover)
                continue;
            auto occupied = [&c](int x) { return c[static_cast<std::size_t>(x)] >= 0; };
            pb::test::naiveMoves(board, s, occupied, [&](int to, int cost) {
                if (cost > budget)
                    return;
                c[static_cast<std::size_t>(to)] = mover;
                c[static_cast<std::size_t>(s)] = -1;
                ++sequences;
                results.insert(c);
                run(c, colour, budget - cost, depth + 1);
                c[static_cast<std::size_t>(s)] = mover;
                c[static_cast<std::size_t>(to)] = -1;
            });
        }
    }
};

Naive::Cells cellsOf(const Position& p)
{
    Naive::Cells c;
    for (int s = 0; s < 64; ++s)
        c[static_cast<std::size_t>(s)] = p.at(s);
    return c;
}

Position withPieces(const std::map<int, std::vector<const char*>>& pieces)
{
    Position p;
    for (const auto& [colour, squares] : pieces)
        for (const char* s : squares)
            p.set(sq(s), colour);
    return p;
}

} // namespace

class TestLessPosition : public QObject {
    Q_OBJECT

private slots:
    void startAndTargets()
    {
        const Position p = Position::start();
        QCOMPARE(p.at(sq("h1")), int(Yellow));
        QCOMPARE(p.at(sq("g2")), int(Yellow));
        QCOMPARE(p.at(sq("a1")), int(Black));
        QCOMPARE(p.at(sq("h8")), int(White));
        QCOMPARE(p.at(sq("a7")), int(Red));
        QCOMPARE(p.at(sq("d4")), -1);
        QCOMPARE(targetSquares(Yellow), (std::array<int, 4>{sq("a7"), sq("a8"), sq("b7"), sq("b8")}));
        QCOMPARE(targetSquares(Black), (std::array<int, 4>{sq("g7"), sq("g8"), sq("h7"), sq("h8")}));
        QCOMPARE(targetSquares(White), (std::array<int, 4>{sq("a1"), sq("a2"), sq("b1"), sq("b2")}));
        QCOMPARE(targetSquares(Red), (std::array<int, 4>{sq("g1"), sq("g2"), sq("h1"), sq("h2")}));
        QCOMPARE(partnerOf(Yellow), int(White));
        QCOMPARE(partnerOf(Black), int(Red));
        QCOMPARE(teamOf(Yellow), teamOf(White));
        QVERIFY(teamOf(Yellow) != teamOf(Black));
        for (int c = 0; c < kColours; ++c) {
            QVERIFY(!p.home(c));
            QCOMPARE(parseColour(colourName(c)), c);
        }
        QCOMPARE(parseColour("yellow"), -1);
    }

    void costsOnFigure1()
    {
        const Board b = figure1();
        const Position p = Position::start();
        // Black a2: a2|a3 has a single wall (step costs 2); the jump over b2 to c2 would cross
        // the wall a2/b2, so it is not allowed; a1 is taken and behind it is the edge.
        QCOMPARE(movesOf(b, p, "a2"), QStringList{QStringLiteral("a3:2")});
        // Black a1: the jump over a2 to a3 would cross a2|a3; the jump over b1 to c1 is free.
        QCOMPARE(movesOf(b, p, "a1"), QStringList{QStringLiteral("c1:1j")});
        // Black b2: steps to b3 and c2 cost 1; the jump over a2 goes off the board.
        QCOMPARE(movesOf(b, p, "b2"), (QStringList{QStringLiteral("b3:1"), QStringLiteral("c2:1")}));
        // Red a8: a8/b8 is a double wall, so no jump over b8; a7 taken, jump over it to a6 free.
        QCOMPARE(movesOf(b, p, "a8"), QStringList{QStringLiteral("a6:1j")});
        // Red b8: b7|b8 single wall blocks the jump over b7; c8 is a free step.
        QCOMPARE(movesOf(b, p, "b8"), QStringList{QStringLiteral("c8:1")});
        // Yellow h1: h1|h2 single wall blocks the jump over h2; the jump over g1 to f1 is free.
        QCOMPARE(movesOf(b, p, "h1"), QStringList{QStringLiteral("f1:1j")});
        // White g8: the jump over h8 leaves the board; the jump over g7 to g6 crosses no wall;
        // f8 is a free step.
        QCOMPARE(movesOf(b, p, "g8"), (QStringList{QStringLiteral("f8:1"), QStringLiteral("g6:1j")}));
        // A double wall step costs 3, once a8's neighbour b8 is empty.
        Position q = p;
        q.move(sq("b8"), sq("c8"));
        QVERIFY(movesOf(b, q, "a8").contains(QStringLiteral("b8:3")));
    }

    void exampleTurn()
    {
        // The task's example turn for Yellow at the start of the Figure 1 board: three jumps.
        const Board b = figure1();
        const Position p = Position::start();
        const TurnCheck t = readTurn(b, p, Yellow, "h1f1:g1g3:h2f2");
        QVERIFY2(t.ok(), qPrintable(t.error));
        QCOMPARE(t.turn.count, 3);
        QCOMPARE(t.turn.cost, 3);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(t.turn.steps[static_cast<std::size_t>(i)].jump);
            QCOMPARE(int(t.turn.steps[static_cast<std::size_t>(i)].cost), 1);
        }
        QCOMPARE(turnText(t.turn), std::string("h1f1:g1g3:h2f2"));
        // The same turn is among the generated ones.
        bool found = false;
        for (const Turn& x : legalTurns(b, p, Yellow))
            found = found || turnText(x) == "h1f1:g1g3:h2f2";
        QVERIFY(found);
        // But not for Black, and not twice in a row in the same position.
        QVERIFY(!readTurn(b, p, Black, "h1f1").ok());
        Game g(b);
        const TurnCheck wrong = g.play(" h1f1:g1g3:b8c8");  // Yellow may not move Red's b8
        QCOMPARE(wrong.step, 3);
        QCOMPARE(wrong.column, 12);
        QCOMPARE(g.toMove(), int(Yellow));  // nothing changed
        QVERIFY(g.history().empty());
        QVERIFY(g.play("h1f1:g1g3:h2f2").ok());
        QCOMPARE(g.position().at(sq("f1")), int(Yellow));
        QCOMPARE(g.position().at(sq("g3")), int(Yellow));
        QCOMPARE(g.position().at(sq("f2")), int(Yellow));
        QCOMPARE(g.position().at(sq("g2")), int(Yellow));
        QCOMPARE(g.position().at(sq("h1")), -1);
        QCOMPARE(g.toMove(), int(Black));
    }

    void turnErrors()
    {
        const Board b = figure1();
        const Position p = Position::start();
        auto err = [&](int colour, const char* text) { return readTurn(b, p, colour, text); };
        TurnCheck t = err(Red, "b8c8:a8b8");  // the double wall step as a second move
        QVERIFY(!t.ok());
        QCOMPARE(t.step, 2);
        QCOMPARE(t.column, 6);
        QVERIFY2(t.error.contains(QLatin1String("costs 3 but only 2")), qPrintable(t.error));
        t = err(Black, "a2a3:b2b3");  // 2 + 1 = 3: fine
        QVERIFY2(t.ok(), qPrintable(t.error));
        QCOMPARE(t.turn.cost, 3);
        t = err(Black, "a2a3:b2b3:b1b2");  // over budget
        QCOMPARE(t.step, 3);
        t = err(Black, "a2c2");  // jump across the wall a2/b2
        QVERIFY2(t.error.contains(QLatin1String("wall")), qPrintable(t.error));
        t = err(Black, "a1a3");
        QVERIFY2(t.error.contains(QLatin1String("wall")), qPrintable(t.error));
        t = err(Black, "b2d2");  // a jump needs a piece in between
        QVERIFY2(t.error.contains(QLatin1String("c2")), qPrintable(t.error));
        t = err(Black, "a1b1");
        QVERIFY2(t.error.contains(QLatin1String("not empty")), qPrintable(t.error));
        t = err(Black, "b2c3");  // diagonal
        QVERIFY2(t.error.contains(QLatin1String("neither")), qPrintable(t.error));
        t = err(Black, "h1g1");  // someone else's piece
        QVERIFY2(t.error.contains(QLatin1String("Yellow")), qPrintable(t.error));
        t = err(Black, "d4d5");
        QVERIFY2(t.error.contains(QLatin1String("no piece on d4")), qPrintable(t.error));
        // Syntax: column of the problem.
        TurnParse s = parseTurnText("h1f1:g1g9");
        QCOMPARE(s.column, 8);
        QVERIFY(s.error.contains(QLatin1String("'g9'")));
        s = parseTurnText("h1f1;g1g3");
        QCOMPARE(s.column, 5);
        s = parseTurnText("h1f1:g1g3:h2f2:a1a2");
        QVERIFY(s.error.contains(QLatin1String("more than 3")));
        s = parseTurnText("");
        QVERIFY(!s.ok());
        s = parseTurnText("h1f");
        QVERIFY(!s.ok());
        QCOMPARE(s.column, 3);
        s = parseTurnText("Nil");
        QVERIFY(!s.ok());
        s = parseTurnText(" h1f1:g1g3\r\n");
        QVERIFY2(s.ok(), qPrintable(s.error));
        QCOMPARE(s.turn.count, 2);
    }

    void generatorMatchesNaiveModel()
    {
        // Every turn sequence and every distinct result, against the slow model, on the Figure 1
        // board and on random mid-game positions of random-move games.
        const Board b = figure1();
        std::mt19937 rng(7);
        Game game(b);
        for (int n = 0; n < 40 && game.phase() == Game::Phase::Playing; ++n) {
            const int colour = game.toMove();
            Position p = game.position();
            Naive naive{b, {}, 0};
            Naive::Cells cells = cellsOf(p);
            naive.run(cells, colour, 3, 0);
            const std::vector<Turn> all = legalTurns(b, p, colour);
            const std::vector<Turn> distinct = distinctTurns(b, p, colour);
            QCOMPARE(static_cast<long>(all.size()), naive.sequences);
            QCOMPARE(distinct.size(), naive.results.size());
            for (const Turn& t : distinct) {
                const TurnCheck c = checkTurn(b, p, colour, t);
                QVERIFY2(c.ok(), qPrintable(c.error));
                QCOMPARE(c.turn.cost, t.cost);
                QVERIFY(t.cost >= 1 && t.cost <= 3);
            }
            const Turn pick = all[rng() % all.size()];
            QVERIFY(game.play(pick).ok());
        }
    }

    void partnerPieces()
    {
        const Board b;  // no walls
        // Yellow is home; White is not: Yellow moves White's pieces only.
        Position p = withPieces({{Yellow, {"a7", "a8", "b7", "b8"}},
                                 {White, {"e4", "e5", "f4", "f5"}},
                                 {Black, {"a1", "a2", "b1", "b2"}},
                                 {Red, {"h1", "h2", "g1", "g2"}}});
        QCOMPARE(p.movableColour(Yellow), int(White));
        QVERIFY(!legalTurns(b, p, Yellow).empty());
        for (const Turn& t : legalTurns(b, p, Yellow)) {
            Position x = p;
            for (int i = 0; i < t.count; ++i) {
                const Step& s = t.steps[static_cast<std::size_t>(i)];
                QCOMPARE(x.at(s.from), int(White));
                x.move(s.from, s.to);
            }
        }
        TurnCheck t = readTurn(b, p, Yellow, "a7a6");
        QVERIFY2(!t.ok() && t.error.contains(QLatin1String("White")), qPrintable(t.error));
        QVERIFY(readTurn(b, p, Yellow, "e4d4:d4c4").ok());
        // Home in the middle of the turn: the rest of it moves White.
        Position q = withPieces({{Yellow, {"a7", "a8", "b7", "c8"}},
                                 {White, {"e4", "e5", "f4", "f5"}},
                                 {Black, {"a1", "a2", "b1", "b2"}},
                                 {Red, {"h1", "h2", "g1", "g2"}}});
        QCOMPARE(q.movableColour(Yellow), int(Yellow));
        t = readTurn(b, q, Yellow, "c8b8:e4d4:d4c4");
        QVERIFY2(t.ok(), qPrintable(t.error));
        t = readTurn(b, q, Yellow, "c8b8:b8c8");
        QVERIFY2(!t.ok() && t.step == 2, qPrintable(t.error));
        // Both home: nothing to move.
        Position r = withPieces({{Yellow, {"a7", "a8", "b7", "b8"}}, {White, {"a1", "a2", "b1", "b2"}}});
        QCOMPARE(r.movableColour(Yellow), -1);
        QVERIFY(r.teamHome(teamOf(Yellow)));
        QVERIFY(legalTurns(b, r, White).empty());
    }

    void scores()
    {
        QCOMPARE(teamScore(55, 60), 15);  // the task's example
        QCOMPARE(teamScore(60, 55), 5);
        QCOMPARE(teamScore(40, 40), 10);
        QCOMPARE(teamScore(20, 45), 20);  // clamped at 20
        QCOMPARE(teamScore(45, 20), 0);   // clamped at 0
        QCOMPARE(teamScore(30, 39), 19);
        for (int a = 0; a < 150; a += 7)
            for (int b2 = 0; b2 < 150; b2 += 5)
                QCOMPARE(teamScore(a, b2) + teamScore(b2, a), 20);
    }

    void chargingAndTurnLimit()
    {
        // Random legal games on the Figure 1 board run into the 20-turn limit; each turn
        // charges 3, the rush is added at the end and partners score alike.
        const Board b = figure1();
        for (unsigned seed = 1; seed <= 5; ++seed) {
            std::mt19937 rng(seed);
            Game g(b);
            int played = 0;
            while (g.phase() == Game::Phase::Playing) {
                const std::vector<Turn> turns = legalTurns(b, g.position(), g.toMove());
                QVERIFY(!turns.empty());
                const int before = g.charged(g.toMove());
                const int colour = g.toMove();
                QVERIFY(g.play(turns[rng() % turns.size()]).ok());
                QCOMPARE(g.charged(colour), before + 3);
                ++played;
                QVERIFY(played <= 80);
            }
            QCOMPARE(g.phase(), Game::Phase::Rush);
            QCOMPARE(g.rushReason(), Game::RushReason::TurnLimit);
            QCOMPARE(played, 80);
            for (int c = 0; c < kColours; ++c) {
                QCOMPARE(g.turnsMade(c), 20);
                QCOMPARE(g.charged(c), 60);
            }
            QVERIFY(!g.play("a1a2").ok());  // no turns in the rush phase
            finishWithOptimalRush(g);
            QCOMPARE(g.phase(), Game::Phase::Over);
            int team0 = 0, team1 = 0;
            for (int c = 0; c < kColours; ++c) {
                const int rush = solveRush(b, c, g.position().pieces(c)).moves;
                QCOMPARE(g.rushMoves(c), rush);
                QCOMPARE(g.moves(c), 60 + rush);
                (teamOf(c) == 0 ? team0 : team1) += 60 + rush;
            }
            QCOMPARE(g.teamMoves(0), team0);
            QCOMPARE(g.score(0), teamScore(team0, team1));
            QCOMPARE(g.score(0) + g.score(1), 20);
        }
    }

    void nilWhenTeamHome()
    {
        // Yellow and White are one step from home each; Black and Red far away.
        const Board b;
        const Position p = withPieces({{Yellow, {"a7", "a8", "b7", "c8"}},
                                       {White, {"a1", "a2", "b1", "c2"}},
                                       {Black, {"d3", "d4", "e3", "e4"}},
                                       {Red, {"d5", "d6", "e5", "e6"}}});
        Game g(b, p);
        QVERIFY(g.play("c8b8").ok());  // Yellow home; White not yet
        QCOMPARE(g.toMove(), int(Black));
        QVERIFY(g.play("d3c3").ok());
        QCOMPARE(g.toMove(), int(White));
        QVERIFY(g.play("c2b2").ok());  // the whole team is home
        QCOMPARE(g.toMove(), int(Red));
        QVERIFY(g.play("d5c5").ok());
        // Yellow and White now play Nil (charged 0); Black and Red go on.
        QCOMPARE(g.toMove(), int(Black));
        QCOMPARE(g.history().size(), std::size_t(5));
        QVERIFY(g.history().back().nil);
        QCOMPARE(g.history().back().colour, int(Yellow));
        QVERIFY(g.play("c3d3").ok());
        QCOMPARE(g.toMove(), int(Red));
        QCOMPARE(g.history().at(6).colour, int(White));
        QVERIFY(g.history().at(6).nil);
        QCOMPARE(g.charged(Yellow), 3);
        QCOMPARE(g.charged(White), 3);
        QCOMPARE(g.turnsMade(Yellow), 1);
        QCOMPARE(g.teamMoves(0), 6);
        QCOMPARE(g.teamMoves(1), 9);  // Black 2 turns, Red 1 so far
    }

    void stuckRule()
    {
        // Yellow boxed in its corner on a board without walls: every neighbour taken and every
        // square behind them too.
        const Board b;
        const Position p = withPieces({{Yellow, {"a1", "a2", "b1", "b2"}},
                                       {Black, {"a3", "a4", "b3", "b4"}},
                                       {White, {"c1", "c2", "d1", "d2"}},
                                       {Red, {"e5", "e6", "f5", "f6"}}});
        QVERIFY(!hasLegalTurn(b, p, Yellow));
        QVERIFY(legalTurns(b, p, Yellow).empty());
        Game g(b, p);
        QCOMPARE(g.phase(), Game::Phase::Rush);
        QCOMPARE(g.rushReason(), Game::RushReason::Stuck);
        QCOMPARE(g.stuckColour(), int(Yellow));
        finishWithOptimalRush(g);
        QCOMPARE(g.phase(), Game::Phase::Over);
        // No turn was charged; the team moves are the rushes alone.
        QCOMPARE(g.teamMoves(0), g.rushMoves(Yellow) + g.rushMoves(White));
        QVERIFY(g.rushMoves(Yellow) > 0);
        // Free a4 and Yellow's a2 can jump over a3 onto it: no longer stuck.
        Position q = p;
        q.move(sq("a4"), sq("h8"));
        QVERIFY(hasLegalTurn(b, q, Yellow));
        QCOMPARE(movesOf(b, q, "a2"), QStringList{QStringLiteral("a4:1j")});
    }

    void gameEndsWhenAllHome()
    {
        const Board b;
        const Position p = withPieces({{Yellow, {"a7", "a8", "b7", "c8"}},
                                       {White, {"a1", "a2", "b1", "b2"}},
                                       {Black, {"g7", "g8", "h7", "h8"}},
                                       {Red, {"g1", "g2", "h1", "h2"}}});
        Game g(b, p);
        QCOMPARE(g.toMove(), int(Yellow));
        QVERIFY(g.play("c8b8").ok());
        QCOMPARE(g.phase(), Game::Phase::Over);
        QCOMPARE(g.rushReason(), Game::RushReason::AllHome);
        QCOMPARE(g.teamMoves(0), 3);
        QCOMPARE(g.teamMoves(1), 0);
        QCOMPARE(g.score(0), 7);
        QCOMPARE(g.score(1), 13);
    }
};

QTEST_GUILESS_MAIN(TestLessPosition)
#include "tst_less_position.moc"
