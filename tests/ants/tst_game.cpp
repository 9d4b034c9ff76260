#include "ants/dump.h"
#include "ants/game.h"
#include "ants/result.h"
#include "common/textfile.h"
#include "antsdata.h"

#include <QtConcurrent/QtConcurrentMap>
#include <QtTest>

using namespace pb::ants;

namespace {

// Where two dumps first differ, as "round R, cell (X, Y): ours ... / contest ...", or empty.
QString firstDifference(std::string_view ours, std::string_view theirs)
{
    size_t lineStart = 0;
    std::string_view round = "(header)";
    for (;;) {
        const size_t endA = ours.find('\n', lineStart);
        const size_t endB = theirs.find('\n', lineStart);
        const std::string_view a = ours.substr(lineStart, endA == std::string_view::npos ? std::string_view::npos : endA - lineStart);
        const std::string_view b = theirs.substr(lineStart, endB == std::string_view::npos ? std::string_view::npos : endB - lineStart);
        if (a != b || (endA == std::string_view::npos) != (endB == std::string_view::npos)) {
            const auto cell = b.substr(0, b.find(':'));
            return QStringLiteral("first difference in %1, at %2:\n  ours:    %3\n  contest: %4")
                .arg(QString::fromUtf8(round.data(), static_cast<qsizetype>(round.size())),
                     QString::fromUtf8(cell.data(), static_cast<qsizetype>(cell.size())),
                     QString::fromUtf8(a.data(), static_cast<qsizetype>(a.size())),
                     QString::fromUtf8(b.data(), static_cast<qsizetype>(b.size())));
        }
        if (endA == std::string_view::npos)
            return {};
        if (a.starts_with("After round "))
            round = a.substr(6, a.size() - 9);  // "round N"
        lineStart = endA + 1;
    }
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT
private slots:
    // The contest's own trace: sample.ant against itself on tiny.world, seed 12345, rounds 0-10000.
    void contestDump()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/dump-tiny-sample-12345.txt.gz"));
        QString error;
        const auto reference = pb::readFileBytes(
            pb::test::referencePath(QStringLiteral("ants/dump-tiny-sample-12345.txt.gz")), &error);
        QVERIFY2(reference, qPrintable(error));
        const Brain brain = pb::test::antsBrain(QStringLiteral("ants/sample.ant"));
        const Game game(pb::test::antsWorld(QStringLiteral("ants/tiny.world")), brain, brain, 12345);
        const std::string ours = pb::test::dumpOf(game, 0, 10000);
        const QString difference = firstDifference(ours, *reference);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(ours == *reference);
    }

    void differenceNamesRoundAndCell()
    {
        const std::string a = "random seed: 1\n\nAfter round 0...\ncell (0, 0): rock\n\nAfter round 1...\ncell (0, 0): \ncell (1, 0): 3 food; \n";
        std::string b = a;
        b[b.find("3 food")] = '4';
        const QString d = firstDifference(a, b);
        QVERIFY2(d.startsWith(QStringLiteral("first difference in round 1, at cell (1, 0):")), qPrintable(d));
        QVERIFY(firstDifference(a, a).isEmpty());
    }

    // A dump of a later range equals the same rounds of the full dump.
    void dumpRange()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/tiny.world"));
        const Brain brain = pb::test::antsBrain(QStringLiteral("ants/sample.ant"));
        const Game game(pb::test::antsWorld(QStringLiteral("ants/tiny.world")), brain, brain, 12345);
        const std::string full = pb::test::dumpOf(game, 0, 600);
        const std::string part = pb::test::dumpOf(game, 400, 600);
        const std::string header = "random seed: 12345\n";
        QVERIFY(part.starts_with(header + "\nAfter round 400...\n"));
        const size_t at = full.find("\nAfter round 400...\n");
        QVERIFY(at != std::string::npos);
        QVERIFY(full.substr(at) == part.substr(header.size()));
    }

    // Known results from brains/SOURCES.md: sample0.world, seed 12345, 100,000 rounds.
    void knownResults_data()
    {
        QTest::addColumn<QString>("red");
        QTest::addColumn<QString>("black");
        QTest::addColumn<int>("redFood");
        QTest::addColumn<int>("blackFood");
        QTest::newRow("sample vs sample") << "ants/sample.ant" << "ants/sample.ant" << 0 << 1;
        QTest::newRow("dunkosmiloolump-1 vs frictionless_bananas-1")
            << "ants/brains/winners/dunkosmiloolump-1.ant"
            << "ants/brains/winners/frictionless_bananas-1.ant" << 361 << 212;
    }

    void knownResults()
    {
        QFETCH(QString, red);
        QFETCH(QString, black);
        QFETCH(int, redFood);
        QFETCH(int, blackFood);
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        Game game(pb::test::antsWorld(QStringLiteral("ants/worlds/sample0.world")), pb::test::antsBrain(red),
                  pb::test::antsBrain(black), 12345);
        QVERIFY(game.playUntil(kDefaultRounds));
        QCOMPARE(game.round(), kDefaultRounds);
        QCOMPARE(game.foodOnHill(Color::Red), redFood);
        QCOMPARE(game.foodOnHill(Color::Black), blackFood);
        const GameResult result = resultOf(game, QStringLiteral("w"), red, black);
        QCOMPARE(result.winner(), redFood > blackFood ? QStringLiteral("red") : QStringLiteral("black"));
        QVERIFY(result.alive[0] > 0 && result.alive[0] <= 91);
        QVERIFY(result.alive[1] > 0 && result.alive[1] <= 91);
    }

    // An ant that reaches a state its brain lacks stops the game with round, ant and state.
    void invalidStateStopsTheGame()
    {
        // Every ant drops (nothing) and goes to state 2, which does not exist: round 2 fails
        // on the first ant.
        const BrainParse parse = parseBrain("Drop 2\n");
        QVERIFY(parse.ok());
        QCOMPARE(parse.diagnostics.size(), size_t{1});  // the jump warning
        const WorldParse world = parseWorld("4\n3\n# # # #\n # + - #\n# # # #\n");
        QVERIFY(world.ok());
        const Brain valid = parseBrain("Turn Left 0\n").brain;
        Game game(world.world, valid, parse.brain, 7);
        QVERIFY(game.playRound());
        QVERIFY(!game.playRound());
        QVERIFY(game.error().has_value());
        QCOMPARE(game.error()->round, 2);
        QCOMPARE(game.error()->antId, 1);
        QCOMPARE(game.error()->color, Color::Black);
        QCOMPARE(game.error()->state, 2);
        QCOMPARE(game.round(), 1);
        QVERIFY(game.error()->message().contains(QStringLiteral("black ant 1")));
        QVERIFY(!game.playRound());  // stays stopped
        QVERIFY(!game.playUntil(10));
    }

    // A copy is a snapshot: both go on exactly like the original would.
    void copyIsASnapshot()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample1.world"));
        Game game(pb::test::antsWorld(QStringLiteral("ants/worlds/sample1.world")),
                  pb::test::antsBrain(QStringLiteral("ants/brains/winners/redteam-1.ant")),
                  pb::test::antsBrain(QStringLiteral("ants/brains/strong/mattk-1.ant")), 42);
        QVERIFY(game.playUntil(3000));
        const Game snapshot = game;
        QVERIFY(game.playUntil(3100));
        const std::string later = pb::test::dumpOf(game, 3100, 3100);
        QVERIFY(pb::test::dumpOf(snapshot, 3100, 3100) == later);
        QVERIFY(pb::test::dumpOf(snapshot, 3000, 3000) != later);
    }

    // The running totals (food on hills, carried, alive) equal a count over every cell.
    void countersMatchAScan()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        Game game(pb::test::antsWorld(QStringLiteral("ants/worlds/sample0.world")),
                  pb::test::antsBrain(QStringLiteral("ants/brains/winners/dunkosmiloolump-1.ant")),
                  pb::test::antsBrain(QStringLiteral("ants/brains/strong/phANTomas-1.ant")), 7);
        int deaths = 0;
        for (int round : {0, 500, 3000, 12000, 30000}) {
            game.playUntil(round);
            int hill[2] = {0, 0}, carried[2] = {0, 0}, alive[2] = {0, 0};
            for (int y = 0; y < game.height(); ++y)
                for (int x = 0; x < game.width(); ++x) {
                    const CellView c = game.cell({x, y});
                    if (c.hill)
                        hill[index(*c.hill)] += c.food;
                    if (c.ant) {
                        ++alive[index(c.ant->color)];
                        carried[index(c.ant->color)] += c.ant->hasFood;
                    }
                }
            for (Color c : {Color::Red, Color::Black}) {
                QCOMPARE(game.foodOnHill(c), hill[index(c)]);
                QCOMPARE(game.foodCarried(c), carried[index(c)]);
                QCOMPARE(game.antsAlive(c), alive[index(c)]);
            }
            deaths = 182 - alive[0] - alive[1];
        }
        QVERIFY2(deaths > 0, "the check should cover kills too");
    }

    // The task kills an ant with five or more foes around it whenever a move touches it, so
    // after any round no ant is left surrounded (Game::checkSurrounded skips most cells).
    void noAntStaysSurrounded()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        Game game(pb::test::antsWorld(QStringLiteral("ants/worlds/sample0.world")),
                  pb::test::antsBrain(QStringLiteral("ants/brains/winners/dunkosmiloolump-1.ant")),
                  pb::test::antsBrain(QStringLiteral("ants/brains/strong/phANTomas-1.ant")), 7);
        for (int round = 1; round <= 30000; round += 7) {
            QVERIFY(game.playUntil(round));
            for (int id = 0; id < game.antCount(); ++id) {
                const std::optional<AntView> a = game.ant(id);
                if (!a)
                    continue;
                int foes = 0;
                for (int d = 0; d < kDirections; ++d) {
                    const Pos p = adjacentCell(a->pos, d);
                    if (p.x < 0 || p.y < 0 || p.x >= game.width() || p.y >= game.height())
                        continue;
                    const std::optional<AntView> b = game.cell(p).ant;
                    foes += b && b->color != a->color;
                }
                QVERIFY2(foes < 5, qPrintable(QStringLiteral("round %1: ant %2").arg(round).arg(id)));
            }
        }
        QVERIFY(game.antsAlive(Color::Red) + game.antsAlive(Color::Black) < game.antCount());
    }

    // A state rebuilt from its cells (as a dump gives them) shows the same as the game itself.
    void fromCellsShowsTheSameState()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const pb::test::WinnersGame w;
        Game game(w.world, w.red, w.black, 12345);
        game.playUntil(3333);
        std::vector<CellView> cells;
        for (int y = 0; y < game.height(); ++y)
            for (int x = 0; x < game.width(); ++x)
                cells.push_back(game.cell({x, y}));
        Game copy = Game::fromCells(game.width(), game.height(), game.round(), game.seed(), cells);
        QVERIFY(pb::test::roundDump(copy) == pb::test::roundDump(game));
        QCOMPARE(copy.round(), 3333);
        for (Color c : {Color::Red, Color::Black}) {
            QCOMPARE(copy.foodOnHill(c), game.foodOnHill(c));
            QCOMPARE(copy.antsAlive(c), game.antsAlive(c));
            QCOMPARE(copy.foodCarried(c), game.foodCarried(c));
        }
        QVERIFY(!copy.playable());
        QVERIFY(!copy.playRound());
        QCOMPARE(copy.round(), 3333);
        QCOMPARE(pb::test::antsInStates(copy, Color::Red), game.antsAlive(Color::Red));
    }

    void seedMatters()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/tiny.world"));
        const Brain brain = pb::test::antsBrain(QStringLiteral("ants/sample.ant"));
        const World world = pb::test::antsWorld(QStringLiteral("ants/tiny.world"));
        QVERIFY(pb::test::dumpOf(Game(world, brain, brain, 1), 200, 200) != pb::test::dumpOf(Game(world, brain, brain, 2), 200, 200));
    }

    // Games share nothing: many at once give what one at a time gives.
    void parallelGamesEqualSerial()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample2.world"));
        const World world = pb::test::antsWorld(QStringLiteral("ants/worlds/sample2.world"));
        const Brain red = pb::test::antsBrain(QStringLiteral("ants/brains/strong/nemerle-1.ant"));
        const Brain black = pb::test::antsBrain(QStringLiteral("ants/brains/simple/swarm3.ant"));
        QList<std::uint32_t> seeds{1, 2, 3, 4, 5, 6};
        auto play = [&](std::uint32_t seed) {
            Game game(world, red, black, seed);
            game.playUntil(20000);
            return QPair<int, int>(game.foodOnHill(Color::Red), game.foodOnHill(Color::Black));
        };
        QList<QPair<int, int>> serial;
        for (std::uint32_t s : seeds)
            serial.append(play(s));
        const QList<QPair<int, int>> parallel =
            QtConcurrent::blockingMapped<QList<QPair<int, int>>>(seeds, std::function<QPair<int, int>(std::uint32_t)>(play));
        QCOMPARE(parallel, serial);
    }
};

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
