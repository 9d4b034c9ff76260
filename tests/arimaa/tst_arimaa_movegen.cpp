// Arimaa move generation: the number of distinct legal moves (distinct resulting positions, the
// unchanged position excluded) of every reference position with a known count.

#include "arimaa/game.h"
#include "arimaa/movegen.h"
#include "arimaa/notation.h"
#include "arimaadata.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <random>
#include <set>

using namespace pb::arimaa;

namespace {

// An independent, slow rules model: a board of 64 letters, one step at a time with the state a
// push or pull leaves (no bitboards, no units, no hashing). Every step sequence is enumerated.
struct Naive {
    using Board = std::array<char, 64>;
    int side = Gold;
    Board start{};
    std::map<Board, int> results;  // board -> fewest steps
    std::vector<std::pair<std::vector<StepToken>, Board>> samples;  // some sequences, for checkSteps

    static int colourOf(char c) { return c >= 'a' ? Silver : Gold; }
    static int strength(char c)
    {
        static const std::string order = "rcdhme";
        return static_cast<int>(order.find(static_cast<char>(c >= 'a' ? c : c + 32)));
    }
    static std::vector<int> around(int s)
    {
        std::vector<int> out;
        const int r = s / 8, f = s % 8;
        if (r < 7) out.push_back(s + 8);
        if (r > 0) out.push_back(s - 8);
        if (f < 7) out.push_back(s + 1);
        if (f > 0) out.push_back(s - 1);
        return out;
    }
    static bool frozen(const Board& b, int s)
    {
        bool friendNear = false, strongerEnemy = false;
        for (int n : around(s)) {
            if (b[n] == '.')
                continue;
            if (colourOf(b[n]) == colourOf(b[s]))
                friendNear = true;
            else if (strength(b[n]) > strength(b[s]))
                strongerEnemy = true;
        }
        return strongerEnemy && !friendNear;
    }
    static void captures(Board& b)
    {
        for (int t : {18, 21, 42, 45}) {
            if (b[t] == '.')
                continue;
            bool guarded = false;
            for (int n : around(t))
                guarded = guarded || (b[n] != '.' && colourOf(b[n]) == colourOf(b[t]));
            if (!guarded)
                b[t] = '.';
        }
    }
    void step(Board& b, int from, int to, std::vector<StepToken>& seq)
    {
        const std::size_t f = static_cast<std::size_t>(from) & 63, t = static_cast<std::size_t>(to) & 63;
        int colour = 0, type = 0;
        parsePieceLetter(b[f], colour, type);
        seq.push_back({colour, type, from, to});
        b[t] = b[f];
        b[f] = '.';
        captures(b);
    }
    // pushTo >= 0: a push is half done, the piece must come from `pushers` into pushTo.
    // pullFrom >= 0: the last step was our piece of strength pullStrength leaving pullFrom.
    void search(const Board& b, int used, int pushTo, std::vector<int> pushers, int pullFrom, int pullStrength,
                std::vector<StepToken>& seq)
    {
        if (pushTo < 0 && used > 0) {
            auto [it, fresh] = results.emplace(b, used);
            if (!fresh)
                it->second = std::min(it->second, used);
            if (samples.size() < 4000 && (fresh || used == 4))
                samples.push_back({seq, b});
        }
        if (used == 4)
            return;
        if (pushTo >= 0) {
            for (int from : pushers) {
                Board n = b;
                step(n, from, pushTo, seq);
                search(n, used + 1, -1, {}, -1, 0, seq);  // a push completion never pulls
                seq.pop_back();
            }
            return;
        }
        for (int s = 0; s < 64; ++s) {
            if (b[s] == '.')
                continue;
            for (int to : around(s)) {
                if (b[to] != '.')
                    continue;
                if (colourOf(b[s]) == side) {
                    if (frozen(b, s))
                        continue;
                    if (strength(b[s]) == 0 && to == s + (side == Gold ? -8 : 8))
                        continue;
                    Board n = b;
                    step(n, s, to, seq);
                    search(n, used + 1, -1, {}, s, strength(b[s]), seq);
                    seq.pop_back();
                    continue;
                }
                // An enemy piece: the end of a pull, or the start of a push.
                if (pullFrom == to && strength(b[s]) < pullStrength) {
                    Board n = b;
                    step(n, s, to, seq);
                    search(n, used + 1, -1, {}, -1, 0, seq);
                    seq.pop_back();
                }
                if (used + 2 > 4)
                    continue;
                std::vector<int> pushersHere;
                for (int p : around(s))
                    if (b[p] != '.' && colourOf(b[p]) == side && strength(b[p]) > strength(b[s]) && !frozen(b, p))
                        pushersHere.push_back(p);
                if (pushersHere.empty())
                    continue;
                Board n = b;
                step(n, s, to, seq);
                // The pusher may have been taken by the victim leaving a trap's side? No: only
                // pieces of the victim's colour can lose protection; keep those still there.
                std::vector<int> still;
                for (int p : pushersHere)
                    if (n[p] == b[p])
                        still.push_back(p);
                search(n, used + 1, s, still, -1, 0, seq);
                seq.pop_back();
            }
        }
    }
    void run(const Position& p)
    {
        side = p.side;
        start.fill('.');
        for (int s = 0; s < 64; ++s) {
            int colour = 0;
            const int type = p.pieceAt(s, &colour);
            if (type != kNoPiece)
                start[s] = pieceLetter(colour, type);
        }
        std::vector<StepToken> seq;
        search(start, 0, -1, {}, -1, 0, seq);
        results.erase(start);
    }
};

// Random positions with the pieces crowded around one trap, so that pushes, pulls, freezing and
// captures meet often. No piece starts on an unguarded trap.
std::vector<Position> crowdedPositions(int count, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::vector<Position> out;
    const int traps[4] = {18, 21, 42, 45};
    while (static_cast<int>(out.size()) < count) {
        Position p;
        p.side = static_cast<int>(rng() % 2);
        const int centre = traps[rng() % 4];
        const int pieces = 3 + static_cast<int>(rng() % 6);
        for (int i = 0; i < pieces; ++i) {
            const int s = centre + (static_cast<int>(rng() % 5) - 2) * 8 + static_cast<int>(rng() % 5) - 2;
            if (s < 0 || s >= 64 || std::abs((s % 8) - (centre % 8)) > 2 || (p.all() & bit(s)))
                continue;
            p.put(static_cast<int>(rng() % 2), static_cast<int>(rng() % kTypes), s);
        }
        bool fine = true;
        for (int t : traps) {
            int c = 0;
            if (p.pieceAt(t, &c) != kNoPiece && !(neighbours(bit(t)) & p.occupied[c]))
                fine = false;
        }
        if (fine)
            out.push_back(p);
    }
    return out;
}

Naive::Board boardOf(const Position& p)
{
    Naive::Board b;
    b.fill('.');
    for (int s = 0; s < 64; ++s) {
        int colour = 0;
        const int type = p.pieceAt(s, &colour);
        if (type != kNoPiece)
            b[static_cast<std::size_t>(s)] = pieceLetter(colour, type);
    }
    return b;
}

// The one position of a diagram file, with the side to move from its header ("...w"/"...g":
// Gold). False when the file does not hold exactly one diagram.
bool diagramPosition(const QString& diagram, const QString& header, Position& p)
{
    const std::vector<DiagramEntry> e = readDiagrams(diagram.toStdString());
    if (e.size() != 1)
        return false;
    p = e[0].parse.position;
    p.side = header.endsWith(QLatin1Char('w')) || header.endsWith(QLatin1Char('g')) ? Gold : Silver;
    return true;
}

} // namespace

class TestArimaaMovegen : public QObject {
    Q_OBJECT
private slots:
    void positionsFile_data();
    void positionsFile();
    void openings_data();
    void openings();
    void matchesNaiveModel();
    void listedMoves_data();
    void listedMoves();
    void listedOpenings_data() { openings_data(); }
    void listedOpenings();
    void listedMovesMatchNaiveModel();
};

void TestArimaaMovegen::positionsFile_data()
{
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/move-count-positions.txt"));
    QTest::addColumn<QString>("diagram");
    QTest::addColumn<QString>("header");
    QTest::addColumn<qlonglong>("expected");
    const std::string text = pb::test::readReference(QStringLiteral("arimaa/move-count-positions.txt"));
    const std::vector<DiagramEntry> entries = readDiagrams(text);
    int counted = 0;
    for (const DiagramEntry& e : entries) {
        QVERIFY2(e.parse.ok(), qPrintable(QStringLiteral("line %1: %2").arg(e.line).arg(QString::fromStdString(e.parse.error))));
        QCOMPARE(e.before.size(), std::size_t{1});
        // "#expect NAME[i] COUNT"; entries marked "n/a(...)" give another program's counter,
        // not the number of distinct moves, and are skipped.
        const QStringList words = QString::fromStdString(e.before.front()).split(QLatin1Char(' '));
        QCOMPARE(words.size(), 3);
        QCOMPARE(words[0], QStringLiteral("#expect"));
        bool isNumber = false;
        const qlonglong expected = words[2].toLongLong(&isNumber);
        if (!isNumber) {
            QVERIFY(words[2].startsWith(QStringLiteral("n/a")));
            continue;
        }
        QTest::newRow(qPrintable(words[1])) << QString::fromStdString(diagramText(e.parse.position))
                                            << QString::fromStdString(e.header) << expected;
        ++counted;
    }
    QCOMPARE(counted, 34);  // 2 generate_unique_moves + 32 clueless_benchmark
}

void TestArimaaMovegen::positionsFile()
{
    QFETCH(QString, diagram);
    QFETCH(QString, header);
    QFETCH(qlonglong, expected);
    Position p;
    QVERIFY(diagramPosition(diagram, header, p));
    MoveGenerator gen;
    QCOMPARE(static_cast<qlonglong>(gen.generate(p)), expected);
}

void TestArimaaMovegen::openings_data()
{
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/move-count-openings.tsv"));
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("side");
    QTest::addColumn<qlonglong>("expected");
    const QStringList lines = QString::fromStdString(
        pb::test::readReference(QStringLiteral("arimaa/move-count-openings.tsv"))).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    for (const QString& line : lines) {
        // count TAB description TAB [AEI board] TAB (time)
        const QStringList cols = line.split(QLatin1Char('\t'));
        QCOMPARE(cols.size(), 4);
        const int side = cols[1].contains(QStringLiteral("silver to move")) ? Silver : Gold;
        QTest::newRow(qPrintable(cols[1])) << cols[2] << side << cols[0].toLongLong();
    }
}

void TestArimaaMovegen::openings()
{
    QFETCH(QString, board);
    QFETCH(int, side);
    QFETCH(qlonglong, expected);
    const std::optional<Position> p = parseAeiBoard(board.toStdString(), side);
    QVERIFY(p.has_value());
    QCOMPARE(aeiBoardText(*p), board.toStdString());
    MoveGenerator gen;
    QCOMPARE(static_cast<qlonglong>(gen.generate(*p)), expected);
}

void TestArimaaMovegen::matchesNaiveModel()
{
    // The generator's distinct results (count, fewest steps, goal steps) against every step
    // sequence of the naive model; and the naive model's sequences read back by checkSteps.
    MoveGenerator gen;
    long sequencesChecked = 0;
    for (const Position& p : crowdedPositions(300, 7)) {
        Naive naive;
        naive.run(p);
        QCOMPARE(gen.generate(p), naive.results.size());
        int naiveGoal = 0;
        for (const auto& [board, steps] : naive.results) {
            Position q = p;
            for (int c = 0; c < 2; ++c)
                for (int t = 0; t < kTypes; ++t)
                    q.pieces[c][t] = 0;
            q.occupied = {0, 0};
            q.hash = 0;
            for (int s = 0; s < 64; ++s) {
                int colour = 0, type = 0;
                if (parsePieceLetter(board[static_cast<std::size_t>(s)], colour, type))
                    q.put(colour, type, s);
            }
            const auto& hashes = gen.resultHashes();
            const auto it = std::find(hashes.begin(), hashes.end(), q.hash);
            QVERIFY(it != hashes.end());
            QCOMPARE(int(gen.resultSteps()[static_cast<std::size_t>(it - hashes.begin())]), steps);
            if (q.pieces[p.side][Rabbit] & goalRank(p.side))
                naiveGoal = naiveGoal == 0 ? steps : std::min(naiveGoal, steps);
        }
        QCOMPARE(gen.goalSteps(), naiveGoal);
        for (const auto& [seq, board] : naive.samples) {
            const StepsCheck c = checkSteps(p, seq);
            QVERIFY2(c.ok(), qPrintable(c.error));
            QVERIFY(boardOf(c.after) == board);
            ++sequencesChecked;
        }
    }
    QVERIFY(sequencesChecked > 10000);
}

namespace {

// legalMoves() against the generator's distinct results: as many moves, the same set of
// resulting positions, no position twice, each listed step sequence legal by checkSteps and
// giving the listed position and captures, with as many steps as the fewest the generator found.
void verifyListedMoves(const Position& p, qlonglong expected)
{
    MoveGenerator gen;
    QCOMPARE(static_cast<qlonglong>(gen.generate(p)), expected);
    std::map<std::uint64_t, int> fewest;
    for (std::size_t i = 1; i < gen.resultHashes().size(); ++i)
        fewest.emplace(gen.resultHashes()[i], gen.resultSteps()[i]);
    const std::vector<LegalMove> moves = legalMoves(p);
    QCOMPARE(static_cast<qlonglong>(moves.size()), expected);
    std::set<std::uint64_t> seen;
    for (const LegalMove& m : moves) {
        QVERIFY(seen.insert(m.after.hash).second);
        const auto it = fewest.find(m.after.hash);
        QVERIFY(it != fewest.end());
        QCOMPARE(static_cast<int>(m.steps.size()), it->second);
        const StepsCheck c = checkSteps(p, m.steps);
        QVERIFY2(c.ok(), qPrintable(c.error));
        QVERIFY(c.after == m.after);
        QCOMPARE(c.captures.size(), m.captures.size());
        for (std::size_t i = 0; i < c.captures.size(); ++i) {
            QCOMPARE(c.captures[i].square, m.captures[i].square);
            QCOMPARE(c.captures[i].type, m.captures[i].type);
            QCOMPARE(c.captureAfter[i], m.captureAfter[i]);
        }
    }
}

} // namespace

void TestArimaaMovegen::listedMoves_data() { positionsFile_data(); }

void TestArimaaMovegen::listedMoves()
{
    QFETCH(QString, diagram);
    QFETCH(QString, header);
    QFETCH(qlonglong, expected);
    Position p;
    QVERIFY(diagramPosition(diagram, header, p));
    verifyListedMoves(p, expected);
}

void TestArimaaMovegen::listedOpenings()
{
    QFETCH(QString, board);
    QFETCH(int, side);
    QFETCH(qlonglong, expected);
    const std::optional<Position> p = parseAeiBoard(board.toStdString(), side);
    QVERIFY(p.has_value());
    verifyListedMoves(*p, expected);
}

void TestArimaaMovegen::listedMovesMatchNaiveModel()
{
    // Crowded positions around a trap (pushes, pulls, captures of the mover's own pieces): the
    // listed moves are exactly the naive model's distinct results.
    int withCaptures = 0;
    for (const Position& p : crowdedPositions(200, 11)) {
        Naive naive;
        naive.run(p);
        verifyListedMoves(p, static_cast<qlonglong>(naive.results.size()));
        if (QTest::currentTestFailed())
            return;
        std::set<Naive::Board> listed;
        for (const LegalMove& m : legalMoves(p)) {
            listed.insert(boardOf(m.after));
            withCaptures += m.captures.empty() ? 0 : 1;
        }
        QCOMPARE(listed.size(), naive.results.size());
        for (const auto& [board, steps] : naive.results)
            QVERIFY(listed.count(board) == 1);
    }
    QVERIFY(withCaptures > 0);
}

QTEST_GUILESS_MAIN(TestArimaaMovegen)
#include "tst_arimaa_movegen.moc"
