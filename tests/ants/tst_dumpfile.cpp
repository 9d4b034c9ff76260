#include "ants/dump.h"
#include "ants/dumpdiff.h"
#include "ants/dumpfile.h"
#include "ants/game.h"
#include "common/textfile.h"
#include "antsdata.h"

#include <QTemporaryDir>
#include <QtConcurrent/QtConcurrentRun>
#include <QtTest>

using namespace pb::ants;

namespace {

const QString kContest = QStringLiteral("ants/dump-tiny-sample-12345.txt.gz");

const std::string& contestBytes()
{
    static const std::string bytes = [] {
        QString error;
        auto b = pb::readFileBytes(pb::test::referencePath(kContest), &error);
        if (!b)
            qFatal("cannot read the contest dump: %s", qPrintable(error));
        return std::move(*b);
    }();
    return bytes;
}

// sample.ant against itself on tiny.world, seed 12345: the game of the contest's dump.
Game tinyGame(const Brain& red, const Brain& black)
{
    return Game(pb::test::antsWorld(QStringLiteral("ants/tiny.world")), red, black, 12345);
}

std::string tinyDump(int last)
{
    const Brain brain = pb::test::antsBrain(QStringLiteral("ants/sample.ant"));
    return pb::test::dumpOf(tinyGame(brain, brain), 0, last);
}

qint64 lineNumberAt(std::string_view text, size_t offset)
{
    return 1 + std::count(text.begin(), text.begin() + static_cast<qptrdiff>(offset), '\n');
}

// Byte offset of the k-th cell line (0-based) of round `round` in a dump.
size_t cellLineOffset(std::string_view text, int round, int k)
{
    const std::string header = "After round " + std::to_string(round) + "...\n";
    size_t at = text.find(header);
    if (at == std::string_view::npos)
        qFatal("no round %d", round);
    at += header.size();
    for (int i = 0; i < k; ++i)
        at = text.find('\n', at) + 1;
    return at;
}

bool writeFile(const QString& path, std::string_view bytes)
{
    QString error;
    return pb::writeFileBytes(path, bytes, &error);
}

QString problemsText(const DumpFile& f)
{
    QStringList out;
    for (const pb::Diagnostic& d : f.problems())
        out << d.toString();
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestDumpFile : public QObject {
    Q_OBJECT
private slots:
    void contestAgainstItself()
    {
        PB_REQUIRE_REFERENCE(kContest);
        QTemporaryDir dir;
        const QString plain = dir.filePath(QStringLiteral("contest.txt"));
        QVERIFY(writeFile(plain, contestBytes()));
        DumpFile a, b;
        QString error;
        QVERIFY2(a.open(plain, &error), qPrintable(error));  // mapped
        QVERIFY2(b.open(pb::test::referencePath(kContest), &error), qPrintable(error));  // inflated
        QCOMPARE(a.width(), 10);
        QCOMPARE(a.height(), 10);
        QCOMPARE(a.seed(), 12345u);
        QCOMPARE(a.sizeBytes(), static_cast<qint64>(contestBytes().size()));
        QVERIFY(!a.indexed());
        QCOMPARE(a.roundCount(), 1);  // open() reads only the first round
        const DiffResult r = firstDivergence(a, b);
        QVERIFY2(r.identical(), qPrintable(r.problem));
        QCOMPARE(r.roundsCompared, 10001);
        QCOMPARE(a.roundCount(), 10001);
        QCOMPARE(a.roundNumber(10000), 10000);
        QCOMPARE(a.indexOfRound(839), 839);
        QVERIFY(a.problems().empty());
        QVERIFY(b.problems().empty());
        // Line numbers: header, empty line, "After round 0...", then the cells.
        QCOMPARE(a.firstLine(0), 4);
        QCOMPARE(a.firstLine(1), 4 + 100 + 2);
        QCOMPARE(a.lines(5).size(), size_t{100});
        QCOMPARE(a.lines(5).front(), std::string_view("cell (0, 0): rock"));
    }

    void oneByteChangedInRound839()
    {
        PB_REQUIRE_REFERENCE(kContest);
        std::string changed = contestBytes();
        const int k = 46;  // a cell inside the rock ring
        const size_t line = cellLineOffset(changed, 839, k);
        const size_t end = changed.find('\n', line);
        changed[end - 1] = changed[end - 1] == '#' ? '%' : '#';
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("changed.txt"));
        QVERIFY(writeFile(path, changed));
        DumpFile a, b;
        QString error;
        QVERIFY2(a.open(pb::test::referencePath(kContest), &error), qPrintable(error));
        QVERIFY2(b.open(path, &error), qPrintable(error));
        const DiffResult r = firstDivergence(a, b);
        QVERIFY(r.problem.isEmpty());
        QVERIFY(r.first);
        QCOMPARE(r.first->round, 839);
        QCOMPARE(r.first->pos.x, k % 10);
        QCOMPARE(r.first->pos.y, k / 10);
        QCOMPARE(r.first->cellsDiffering, 1);
        QCOMPARE(r.roundsCompared, 840);
        QCOMPARE(r.first->lineA, lineNumberAt(changed, line));
        QCOMPARE(r.first->lineB, r.first->lineA);
        QCOMPARE(r.first->b, changed.substr(line, end - line));
        QCOMPARE(r.first->a, contestBytes().substr(line, end - line));
        QVERIFY(r.first->a != r.first->b);
        // differingCells agrees.
        const auto cells = differingCells(a.lines(839), b.lines(839), a.width());
        QCOMPARE(cells.size(), size_t{1});
        QCOMPARE(cells[0].pos.x, k % 10);
        QCOMPARE(cells[0].b, r.first->b);
        QVERIFY(differingCells(a.lines(838), b.lines(838), 10).empty());
    }

    void liveAgainstContest()
    {
        PB_REQUIRE_REFERENCE(kContest);
        const Brain brain = pb::test::antsBrain(QStringLiteral("ants/sample.ant"));
        DumpFile a;
        QString error;
        QVERIFY2(a.open(pb::test::referencePath(kContest), &error), qPrintable(error));
        const DiffResult r = firstDivergence(a, tinyGame(brain, brain));
        QVERIFY2(r.identical(), qPrintable(r.problem));
        QCOMPARE(r.roundsCompared, 10001);
    }

    void corruptBrainDivergesAtRound839()
    {
        PB_REQUIRE_REFERENCE(kContest);
        QString error;
        const auto source = pb::readFileBytes(pb::test::referencePath(QStringLiteral("ants/sample.ant")), &error);
        QVERIFY(source);
        const Brain brain = pb::test::antsBrain(QStringLiteral("ants/sample.ant"));
        QCOMPARE(brain.lineOfState.at(84), 85);
        // Line 85 (1-based).
        size_t at = 0;
        for (int i = 1; i < 85; ++i)
            at = source->find('\n', at) + 1;
        const std::string_view line85 = std::string_view(*source).substr(at, source->find('\n', at) - at);
        QCOMPARE(line85, std::string_view("Sense LeftAhead 0 85 FoeHome"));
        std::string corrupt = *source;
        corrupt.replace(at, line85.size(), "Sense LeftAhead 0 85 Foe");
        const BrainParse parse = parseBrain(corrupt);
        QVERIFY(parse.ok());

        DumpFile a;
        QVERIFY2(a.open(pb::test::referencePath(kContest), &error), qPrintable(error));
        const DiffResult r = firstDivergence(a, tinyGame(parse.brain, parse.brain));
        QVERIFY(r.problem.isEmpty());
        QVERIFY(r.first);
        QCOMPARE(r.first->round, 839);
        QCOMPARE(r.roundsCompared, 840);
        QVERIFY(r.first->cellsDiffering >= 1);
        QCOMPARE(r.first->lineB, 0);
        QCOMPARE(r.first->lineA, a.firstLine(839) + r.first->pos.y * 10 + r.first->pos.x);
        QVERIFY(r.first->a != r.first->b);
    }

    void cellsRoundTrip()
    {
        const pb::test::WinnersGame g;
        Game game(g.world, g.red, g.black, 12345);
        const std::string text = pb::test::dumpOf(game, 0, 600);
        DumpFile f;
        QString error;
        QVERIFY2(f.openBytes(text, QStringLiteral("winners.dump"), &error), qPrintable(error));
        f.index();
        QVERIFY(f.indexed());
        QCOMPARE(f.roundCount(), 601);
        QVERIFY2(f.problems().empty(), qPrintable(problemsText(f)));
        for (int round : {0, 1, 250, 600}) {
            game.playUntil(round);
            const int i = f.indexOfRound(round);
            QVERIFY(i >= 0);
            pb::Diagnostics problems;
            const std::vector<CellView> cells = f.cells(i, &problems);
            QVERIFY(problems.empty());
            QCOMPARE(cells.size(), size_t{100 * 100});
            int ants = 0;
            for (int y = 0; y < 100; ++y) {
                for (int x = 0; x < 100; ++x) {
                    const CellView& c = cells[static_cast<size_t>(y * 100 + x)];
                    const CellView e = game.cell({x, y});
                    QCOMPARE(c.rock, e.rock);
                    QCOMPARE(c.food, e.food);
                    QCOMPARE(c.hill, e.hill);
                    QCOMPARE(c.markers[0], e.markers[0]);
                    QCOMPARE(c.markers[1], e.markers[1]);
                    QCOMPARE(c.ant.has_value(), e.ant.has_value());
                    if (c.ant) {
                        ++ants;
                        QCOMPARE(c.ant->id, e.ant->id);
                        QCOMPARE(c.ant->color, e.ant->color);
                        QCOMPARE(c.ant->state, e.ant->state);
                        QCOMPARE(c.ant->direction, e.ant->direction);
                        QCOMPARE(c.ant->resting, e.ant->resting);
                        QCOMPARE(c.ant->hasFood, e.ant->hasFood);
                        QCOMPARE(c.ant->pos.x, x);
                        QCOMPARE(c.ant->pos.y, y);
                    }
                    // Each line parses on its own too, to the same cell.
                    Pos p;
                    CellView one;
                    QString reason;
                    QVERIFY2(parseDumpCell(f.lines(i)[static_cast<size_t>(y * 100 + x)], p, one, &reason),
                             qPrintable(reason));
                    QCOMPARE(p.x, x);
                    QCOMPARE(p.y, y);
                }
            }
            QCOMPARE(ants, game.antsAlive(Color::Red) + game.antsAlive(Color::Black));
            // The state read back renders as the simulation does.
            const Game state = f.state(i);
            QCOMPARE(state.round(), round);
            QCOMPARE(state.seed(), 12345u);
            QVERIFY(pb::test::roundDump(state) == pb::test::roundDump(game));
            QCOMPARE(state.foodOnHill(Color::Red), game.foodOnHill(Color::Red));
        }
    }

    void parseDumpCellExamples()
    {
        Pos p;
        CellView c;
        QString reason;
        QVERIFY(parseDumpCell("cell (5, 3): 1 food; black hill; red marks: 5; black marks: 12; red ant of id 25, dir 3, food 0, state 7, resting 14", p, c, &reason));
        QCOMPARE(p.x, 5);
        QCOMPARE(p.y, 3);
        QCOMPARE(c.food, 1);
        QCOMPARE(c.hill, std::optional<Color>(Color::Black));
        QCOMPARE(c.markers[0], 1u << 5);
        QCOMPARE(c.markers[1], (1u << 1) | (1u << 2));
        QVERIFY(c.ant);
        QCOMPARE(c.ant->id, 25);
        QCOMPARE(c.ant->state, 7);
        QCOMPARE(c.ant->resting, 14);
        QVERIFY(parseDumpCell("cell (0, 0): rock", p, c, &reason));
        QVERIFY(c.rock);
        QVERIFY(parseDumpCell("cell (3, 1): ", p, c, &reason));
        QVERIFY(!c.rock && !c.ant && c.food == 0);
        QVERIFY(!parseDumpCell("cell (3, 1): 4 fod; ", p, c, &reason));
        QVERIFY(reason.contains(QStringLiteral("food")));
        QVERIFY(!parseDumpCell("hello", p, c, &reason));
        QVERIFY(!parseDumpCell("cell (1, 1): red ant of id 1, dir 9, food 0, state 0, resting 0", p, c, &reason));
    }

    void truncatedFile()
    {
        const std::string text = tinyDump(5);
        // Cut in the middle of round 5's 50th cell line.
        const size_t line = cellLineOffset(text, 5, 49);
        DumpFile f;
        QString error;
        QVERIFY(f.openBytes(text.substr(0, line + 7), QStringLiteral("cut.dump"), &error));
        f.index();
        QCOMPARE(f.roundCount(), 5);
        QCOMPARE(f.roundNumber(4), 4);
        const pb::Diagnostics problems = f.problems();
        QCOMPARE(problems.size(), size_t{1});
        QCOMPARE(problems[0].line, static_cast<int>(lineNumberAt(text, line)));
        QCOMPARE(problems[0].file, QStringLiteral("cut.dump"));
        QCOMPARE(f.lines(4).size(), size_t{100});

        // Cut at a line end: the round's header line is named.
        DumpFile g;
        QVERIFY(g.openBytes(text.substr(0, line), QStringLiteral("cut.dump"), &error));
        g.index();
        QCOMPARE(g.roundCount(), 5);
        QCOMPARE(g.problems().size(), size_t{1});
        QCOMPARE(g.problems()[0].line, static_cast<int>(lineNumberAt(text, text.find("After round 5..."))));
        QVERIFY(g.problems()[0].message.contains(QStringLiteral("49 of 100")));

        // Not even the first round: open fails, naming the file and line.
        DumpFile h;
        QVERIFY(!h.openBytes(text.substr(0, cellLineOffset(text, 0, 20) + 3), QStringLiteral("cut.dump"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("cut.dump:24: ")), qPrintable(error));
    }

    void crlfFile()
    {
        const std::string text = tinyDump(20);
        std::string crlf;
        for (char c : text) {
            if (c == '\n')
                crlf += '\r';
            crlf += c;
        }
        DumpFile lf, dos;
        QString error;
        QVERIFY(lf.openBytes(text, QStringLiteral("lf.dump"), &error));
        QVERIFY(dos.openBytes(crlf, QStringLiteral("crlf.dump"), &error));
        QCOMPARE(dos.seed(), 12345u);
        const DiffResult r = firstDivergence(lf, dos);
        QVERIFY(r.identical());
        QCOMPARE(r.roundsCompared, 21);
        QVERIFY(dos.problems().empty());
        QVERIFY(dos.lines(7) == lf.lines(7));
        QVERIFY(pb::test::roundDump(dos.state(7)) == pb::test::roundDump(lf.state(7)));
        QCOMPARE(dos.firstLine(7), lf.firstLine(7));
    }

    void noHeader()
    {
        const std::string text = tinyDump(5);
        DumpFile f;
        QString error;
        QVERIFY(f.openBytes(text.substr(text.find('\n') + 1), QStringLiteral("bare.dump"), &error));
        f.index();
        QCOMPARE(f.roundCount(), 6);
        QCOMPARE(f.seed(), 0u);
        QCOMPARE(f.problems().size(), size_t{1});
        QCOMPARE(f.problems()[0].line, 1);
        QVERIFY(f.problems()[0].message.contains(QStringLiteral("random seed")));
        QCOMPARE(f.firstLine(0), 3);
        DumpFile full;
        QVERIFY(full.openBytes(text, QStringLiteral("full.dump"), &error));
        QVERIFY(firstDivergence(full, f).identical());
    }

    void missingCellLine()
    {
        std::string text = tinyDump(5);
        const size_t line = cellLineOffset(text, 3, 30);
        text.erase(line, text.find('\n', line) + 1 - line);
        DumpFile f;
        QString error;
        QVERIFY(f.openBytes(text, QStringLiteral("gap.dump"), &error));
        f.index();
        QCOMPARE(f.roundCount(), 5);
        QCOMPARE(f.indexOfRound(3), -1);
        QCOMPARE(f.indexOfRound(4), 3);
        QCOMPARE(f.lines(3).size(), size_t{100});
        QCOMPARE(f.problems().size(), size_t{1});
        QCOMPARE(f.problems()[0].line, static_cast<int>(lineNumberAt(text, line)));
        QVERIFY2(f.problems()[0].message.contains(QStringLiteral("cell (0, 3)")), qPrintable(problemsText(f)));
    }

    void garbageLines()
    {
        std::string text = tinyDump(5);
        const size_t inRound = cellLineOffset(text, 2, 10);
        text.insert(inRound, "hello world\n");
        const size_t between = text.find("After round 4...");
        text.insert(between, "some noise\n");
        DumpFile f;
        QString error;
        QVERIFY(f.openBytes(text, QStringLiteral("noise.dump"), &error));
        f.index();
        const pb::Diagnostics problems = f.problems();
        QCOMPARE(problems.size(), size_t{2});
        QCOMPARE(problems[0].line, static_cast<int>(lineNumberAt(text, inRound)));
        QVERIFY(problems[0].message.contains(QStringLiteral("hello world")));
        QCOMPARE(problems[1].line, static_cast<int>(lineNumberAt(text, between)));
        QCOMPARE(f.roundCount(), 5);  // all but round 2
        QCOMPARE(f.indexOfRound(2), -1);
        QCOMPARE(f.roundNumber(4), 5);
        // A cell line that does not parse gives an empty cell and a problem.
        std::string bad = tinyDump(1);
        const size_t cell = cellLineOffset(bad, 1, 0);
        bad.replace(cell, 17, "cell (0, 0): lava");
        DumpFile b;
        QVERIFY(b.openBytes(bad, QStringLiteral("lava.dump"), &error));
        b.index();
        QCOMPARE(b.roundCount(), 2);
        QVERIFY(b.problems().empty());  // indexing checks only the cells' coordinates
        pb::Diagnostics cellProblems;
        const auto cells = b.cells(0, &cellProblems);
        QVERIFY(cellProblems.empty());
        const auto cells1 = b.cells(1, &cellProblems);
        QCOMPARE(cellProblems.size(), size_t{1});
        QCOMPARE(cellProblems[0].line, static_cast<int>(lineNumberAt(bad, cell)));
        QVERIFY(!cells1[0].rock);
        QVERIFY(cells[0].rock);
    }

    void differentWorldSize()
    {
        const pb::test::WinnersGame g;
        DumpFile big, small;
        QString error;
        QVERIFY(big.openBytes(pb::test::dumpOf(Game(g.world, g.red, g.black), 0, 2), QStringLiteral("big.dump"), &error));
        QVERIFY(small.openBytes(tinyDump(2), QStringLiteral("small.dump"), &error));
        QCOMPARE(big.width(), 100);
        const DiffResult r = firstDivergence(big, small);
        QVERIFY(!r.identical());
        QVERIFY(!r.first);
        QVERIFY2(r.problem.contains(QStringLiteral("100 x 100")) && r.problem.contains(QStringLiteral("10 x 10")),
                 qPrintable(r.problem));
        const Brain brain = pb::test::antsBrain(QStringLiteral("ants/sample.ant"));
        QVERIFY(!firstDivergence(big, tinyGame(brain, brain)).problem.isEmpty());
        // A round of another size inside one file.
        std::string mixed = tinyDump(3);
        const std::string other = pb::test::dumpOf(Game(g.world, g.red, g.black), 0, 0);
        mixed += other.substr(other.find('\n'));  // "\nAfter round 0..." of a 100 x 100 world
        DumpFile m;
        QVERIFY(m.openBytes(mixed, QStringLiteral("mixed.dump"), &error));
        m.index();
        QCOMPARE(m.roundCount(), 4);
        QCOMPARE(m.problems().size(), size_t{1});
        QCOMPARE(m.problems()[0].line, static_cast<int>(lineNumberAt(mixed, mixed.rfind("cell (10, 0)"))));
    }

    void indexWhileReading()
    {
        PB_REQUIRE_REFERENCE(kContest);
        DumpFile f;
        QString error;
        QVERIFY2(f.open(pb::test::referencePath(kContest), &error), qPrintable(error));
        std::atomic<qint64> lastProgress{0};
        QFuture<void> indexing = QtConcurrent::run([&] {
            f.index(nullptr, [&](qint64 done, qint64 total) {
                QVERIFY(done <= total);
                lastProgress = done;
            });
        });
        int checks = 0;
        std::vector<std::string_view> lines;
        while (!f.indexed() || checks < 1000) {
            const int n = f.roundCount();
            QVERIFY(n >= 1 && n <= 10001);
            const int i = (checks * 7919) % n;
            QCOMPARE(f.roundNumber(i), i);
            QCOMPARE(f.indexOfRound(i), i);
            f.lines(i, lines);
            QCOMPARE(lines.size(), size_t{100});
            QCOMPARE(lines.front(), std::string_view("cell (0, 0): rock"));
            QCOMPARE(lines.back(), std::string_view("cell (9, 9): rock"));
            QCOMPARE(f.firstLine(i), 4 + static_cast<qint64>(i) * 102);
            ++checks;
            if (f.indexed() && checks >= 1000)
                break;
        }
        indexing.waitForFinished();
        QCOMPARE(f.roundCount(), 10001);
        QCOMPARE(lastProgress.load(), f.sizeBytes());
        QVERIFY(f.problems().empty());
    }

    void cancelIndexing()
    {
        PB_REQUIRE_REFERENCE(kContest);
        DumpFile f;
        QString error;
        QVERIFY(f.open(pb::test::referencePath(kContest), &error));
        std::atomic<bool> cancel{true};
        f.index(&cancel);
        QVERIFY(!f.indexed());
        cancel = false;
        f.index(&cancel);
        QVERIFY(f.indexed());
        QCOMPARE(f.roundCount(), 10001);
    }
};

QTEST_GUILESS_MAIN(TestDumpFile)
#include "tst_dumpfile.moc"
