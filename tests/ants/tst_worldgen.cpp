#include "ants/worldgen.h"
#include "reference.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QtTest>

#include <functional>
#include <set>

using namespace pb::ants;

namespace {

QString joined(const std::vector<QString>& problems)
{
    QStringList list(problems.begin(), problems.end());
    return list.join(QStringLiteral("\n"));
}

int interiorRockCells(const World& w)
{
    int n = 0;
    for (int y = 1; y < w.height - 1; ++y)
        for (int x = 1; x < w.width - 1; ++x)
            n += w.terrainAt({x, y}) == Terrain::Rock;
    return n;
}

Pos firstCell(const World& w, const std::function<bool(Pos)>& wanted)
{
    for (int y = 0; y < w.height; ++y)
        for (int x = 0; x < w.width; ++x)
            if (wanted({x, y}))
                return {x, y};
    qFatal("no such cell");
}

void setTerrain(World& w, Pos p, Terrain t) { w.terrain[static_cast<size_t>(w.indexOf(p))] = t; }
void setFood(World& w, Pos p, int food) { w.food[static_cast<size_t>(w.indexOf(p))] = food; }

bool hasProblem(const std::vector<QString>& problems, const QString& part)
{
    return std::any_of(problems.begin(), problems.end(),
                       [&](const QString& p) { return p.contains(part); });
}

} // namespace

class TestWorldGen : public QObject {
    Q_OBJECT
private slots:
    void manySeedsAreValid()
    {
        std::vector<std::uint32_t> seeds;
        for (std::uint32_t s = 0; s < 200; ++s)
            seeds.push_back(s);
        seeds.push_back(4294967295u);
        seeds.push_back(123456789u);
        for (std::uint32_t seed : seeds) {
            const World w = generateContestWorld(seed);
            const std::vector<QString> problems = checkContestWorld(w);
            QVERIFY2(problems.empty(), qPrintable(QStringLiteral("seed %1:\n%2").arg(seed).arg(joined(problems))));
            QCOMPARE(w.width, 100);
            QCOMPARE(w.height, 100);
            QCOMPARE(w.hillCells(Color::Red), 91);
            QCOMPARE(w.hillCells(Color::Black), 91);
            // Four bars of 28 cells and one of each glyph (72 + 60 + 56 + 58 + 46 + 50).
            QCOMPARE(interiorRockCells(w), 4 * 28 + 342);
            int foodCells = 0, food = 0;
            for (int f : w.food) {
                foodCells += f > 0;
                food += f;
            }
            QCOMPARE(foodCells, 8 * 12);
            QCOMPARE(food, 8 * 12 * 5);
        }
    }

    void layoutLikeTheContestFiles()
    {
        const World w = generateContestWorld(1);
        QVERIFY(w.layout.indentOddRows);
        QVERIFY(w.layout.trailingSpace);
        QVERIFY(!w.layout.crlf);
        QVERIFY(w.layout.finalNewline);
        const std::string text = writeWorld(w);
        QVERIFY(text.starts_with("100\n100\n# # #"));
        QVERIFY(text.find("\n # ") != std::string::npos);
        QVERIFY(text.ends_with("# \n"));
    }

    void sameSeedSameBytes()
    {
        QVERIFY(writeWorld(generateContestWorld(42)) == writeWorld(generateContestWorld(42)));
        QVERIFY(generateContestWorld(7) == generateContestWorld(7));
    }

    // Pins the generator's output: the same bytes on every platform and compiler. A change
    // here means every seed now gives another world; update the hash only on purpose.
    void knownOutput()
    {
        const std::string text = writeWorld(generateContestWorld(1));
        const QByteArray hash = QCryptographicHash::hash(QByteArrayView(text.data(), static_cast<qsizetype>(text.size())),
                                                         QCryptographicHash::Sha256).toHex();
        QCOMPARE(hash, QByteArray("327095f63232c64f1f6849b3ad962f2e4758ca38cce5561a56bf916939eb66bf"));
    }

    void differentSeedsDiffer()
    {
        std::set<std::string> texts;
        for (std::uint32_t seed = 0; seed < 50; ++seed)
            texts.insert(writeWorld(generateContestWorld(seed)));
        QCOMPARE(texts.size(), size_t{50});
    }

    void writtenWorldParsesBackEqual()
    {
        for (std::uint32_t seed : {1u, 2u, 99u}) {
            const World w = generateContestWorld(seed);
            const WorldParse parse = parseWorld(writeWorld(w));
            QVERIFY(parse.ok());
            QVERIFY(parse.world == w);
        }
    }

    void fallbackStreamSucceeds()
    {
        World w;
        QVERIFY(detail::tryContestWorld(detail::kFallbackStream, w));
        QVERIFY2(checkContestWorld(w).empty(), qPrintable(joined(checkContestWorld(w))));
    }

    void fast()
    {
        constexpr int kWorlds = 200;
        QElapsedTimer timer;
        timer.start();
        std::size_t bytes = 0;
        for (std::uint32_t seed = 1000; seed < 1000 + kWorlds; ++seed)
            bytes += generateContestWorld(seed).terrain.size();
        const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6 / kWorlds;
        QCOMPARE(bytes, size_t{kWorlds} * 10000);
        int firstTry = 0;
        World w;
        for (std::uint32_t seed = 1000; seed < 1000 + kWorlds; ++seed)
            firstTry += detail::tryContestWorld(seed, w);
        qInfo("%.3f ms per world; %d of %d seeds placed everything on the first attempt", ms,
              firstTry, kWorlds);
        QVERIFY2(ms < 50, qPrintable(QString::number(ms)));
    }

    void sampleWorldsPass_data()
    {
        QTest::addColumn<QString>("file");
        for (int i = 0; i < 10; ++i)
            QTest::newRow(qPrintable(QStringLiteral("sample%1").arg(i)))
                << QStringLiteral("ants/worlds/sample%1.world").arg(i);
    }

    void sampleWorldsPass()
    {
        QFETCH(QString, file);
        PB_REQUIRE_REFERENCE(file);
        const WorldParse parse = loadWorld(pb::test::referencePath(file));
        QVERIFY(parse.ok());
        const std::vector<QString> problems = checkContestWorld(parse.world);
        QVERIFY2(problems.empty(), qPrintable(joined(problems)));
    }

    void checkerNamesTheProblem_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("expected");
        const char* rows[][2] = {
            {"missing rock border", "1 perimeter cell(s) not rock, the first at (50, 0)"},
            {"hill too small", "the red anthill has 90 cells, expected a hexagon of side 6"},
            {"hill not a hexagon", "the red anthill is not a hexagon of side 6"},
            {"no black hill", "there is no black anthill"},
            {"wrong food in a blob", "1 food cell(s) not holding 5 food"},
            {"blob missing a cell", "is not made of 3 x 4 blobs"},
            {"a blob too few", "found 7 food blobs, expected 8"},
            {"food on a hill", "with food on rock or an anthill (elements overlap)"},
            {"rock over food", "with food on rock or an anthill (elements overlap)"},
            {"hills touch", "the red and black anthills touch"},
            {"rock touches a hill", "touches the red anthill"},
            {"rock touches the perimeter", "touches the rocky perimeter at"},
            {"too many rocks", "pieces more than one empty cell apart, expected ten rocks"},
            {"no rocks", "there is no rock inside the perimeter"},
        };
        int kind = 0;
        for (const auto& row : rows)
            QTest::newRow(row[0]) << kind++ << QString::fromLatin1(row[1]);
    }

    void checkerNamesTheProblem()
    {
        QFETCH(int, kind);
        QFETCH(QString, expected);
        World w = generateContestWorld(7);
        QVERIFY(checkContestWorld(w).empty());
        auto isRed = [&](Pos p) { return w.terrainAt(p) == Terrain::RedHill; };
        auto isFood = [&](Pos p) { return w.foodAt(p) > 0; };
        const Pos red = firstCell(w, isRed);  // the top-left corner of the red hexagon
        const Pos food = firstCell(w, isFood);
        switch (kind) {
        case 0: setTerrain(w, {50, 0}, Terrain::Clear); break;
        case 1: setTerrain(w, red, Terrain::Clear); break;
        case 2:
            setTerrain(w, red, Terrain::Clear);
            setTerrain(w, {red.x - 1, red.y}, Terrain::RedHill);
            break;
        case 3:
            for (Terrain& t : w.terrain)
                if (t == Terrain::BlackHill)
                    t = Terrain::Clear;
            break;
        case 4: setFood(w, food, 4); break;
        case 5: setFood(w, food, 0); break;
        case 6: {
            // Clear the whole blob holding `food`.
            std::vector<Pos> todo{food};
            while (!todo.empty()) {
                const Pos p = todo.back();
                todo.pop_back();
                if (!w.contains(p) || w.foodAt(p) == 0)
                    continue;
                setFood(w, p, 0);
                for (int d = 0; d < kDirections; ++d)
                    todo.push_back(adjacentCell(p, d));
            }
            break;
        }
        case 7: setFood(w, red, 5); break;
        case 8: setTerrain(w, food, Terrain::Rock); break;
        case 9: setTerrain(w, {red.x - 1, red.y}, Terrain::BlackHill); break;
        case 10: setTerrain(w, {red.x - 1, red.y}, Terrain::Rock); break;
        case 11: setTerrain(w, {1, 50}, Terrain::Rock); break;
        case 12: {
            // Eleven single rocks far from everything.
            int added = 0;
            for (int y = 3; y < 97 && added < 11; y += 3)
                for (int x = 3; x < 97 && added < 11; x += 3) {
                    bool alone = true;
                    for (int dy = -3; dy <= 3; ++dy)
                        for (int dx = -3; dx <= 3; ++dx)
                            alone = alone && w.terrainAt({x + dx, y + dy}) == Terrain::Clear
                                && w.foodAt({x + dx, y + dy}) == 0;
                    if (alone) {
                        setTerrain(w, {x, y}, Terrain::Rock);
                        ++added;
                    }
                }
            QCOMPARE(added, 11);
            break;
        }
        case 13:
            for (int y = 1; y < 99; ++y)
                for (int x = 1; x < 99; ++x)
                    if (w.terrainAt({x, y}) == Terrain::Rock)
                        setTerrain(w, {x, y}, Terrain::Clear);
            break;
        }
        const std::vector<QString> problems = checkContestWorld(w);
        QVERIFY2(hasProblem(problems, expected), qPrintable(joined(problems)));
    }

    void checkerOnAWrongSize()
    {
        const WorldParse parse = parseWorld("3\n3\n# # #\n # . #\n# # #\n");
        QVERIFY(parse.ok());
        const std::vector<QString> problems = checkContestWorld(parse.world);
        QVERIFY(hasProblem(problems, QStringLiteral("the world is 3 x 3 cells, expected 100 x 100")));
        QVERIFY(hasProblem(problems, QStringLiteral("there is no red anthill")));
        QVERIFY(hasProblem(problems, QStringLiteral("found 0 food blobs, expected 8")));
    }
};

QTEST_APPLESS_MAIN(TestWorldGen)
#include "tst_worldgen.moc"
