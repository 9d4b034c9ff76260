// Arimaa rules against the reference data: goal in one turn (485 positions), the legality and
// outcome cases, and replays of the arimaa.com games sample; plus notation round trips and a few
// hand-made positions for freezing, traps, pushes, pulls and repetitions.

#include "arimaa/game.h"
#include "arimaa/movegen.h"
#include "arimaa/notation.h"
#include "arimaadata.h"

#include <QtTest>

#include <algorithm>

using namespace pb::arimaa;

namespace {

Position diagram(const char* header, const char* ranks)
{
    const PositionParse p = parseDiagram(header, ranks);
    if (!p.ok())
        qFatal("bad diagram in the test: %s", p.error.c_str());
    return p.position;
}

int sq(const char* name) { return parseSquare(name); }

} // namespace

class TestArimaaRules : public QObject {
    Q_OBJECT
private slots:
    void goalInOne_data();
    void goalInOne();
    void legalityCases_data();
    void legalityCases();
    void archiveReplays_data();
    void archiveReplays();
    void archiveWinnerOfResignationAndTime_data();
    void archiveWinnerOfResignationAndTime();
    void archiveBoardEndStillChecked();
    void notationRoundTrip();
    void freezingAndTraps();
    void pushPullAndCaptures();
    void thirdRepetitionIsIllegal();
    void onlyRepetitionsLeftLoses();
    void takebackRestores();
};

void TestArimaaRules::goalInOne_data()
{
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/goal-in-one-positions.txt"));
    QTest::addColumn<QString>("diagram");
    QTest::addColumn<QString>("expected");  // "false", "true" or the fewest steps
    const std::vector<DiagramEntry> entries
        = readDiagrams(pb::test::readReference(QStringLiteral("arimaa/goal-in-one-positions.txt")));
    QCOMPARE(entries.size(), std::size_t{485});
    int index = 0;
    for (const DiagramEntry& e : entries) {
        QVERIFY2(e.parse.ok(), e.parse.error.c_str());
        // After the diagram: "::: cangoal X" then "end".
        QCOMPARE(e.after.size(), std::size_t{2});
        const QString verdict = QString::fromStdString(e.after[0]);
        QVERIFY2(verdict.startsWith(QStringLiteral("::: cangoal ")), qPrintable(verdict));
        QCOMPARE(QString::fromStdString(e.after[1]).trimmed(), QStringLiteral("end"));
        QTest::newRow(qPrintable(QStringLiteral("%1 (line %2)").arg(index++).arg(e.line)))
            << QString::fromStdString(e.header + "\n" + diagramText(e.parse.position).substr(2))
            << verdict.mid(12).trimmed();
    }
}

void TestArimaaRules::goalInOne()
{
    QFETCH(QString, diagram);
    QFETCH(QString, expected);
    const std::vector<DiagramEntry> e = readDiagrams(diagram.toStdString());
    QCOMPARE(e.size(), std::size_t{1});
    MoveGenerator gen;
    gen.generate(e[0].parse.position);
    const int steps = gen.goalSteps();
    if (expected == QLatin1String("false"))
        QCOMPARE(steps, 0);
    else if (expected == QLatin1String("true"))
        QVERIFY(steps > 0);
    else
        QCOMPARE(steps, expected.toInt());
}

void TestArimaaRules::legalityCases_data()
{
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/legality-cases.txt"));
    QTest::addColumn<QString>("diagram");
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("outcome");
    const std::vector<DiagramEntry> entries
        = readDiagrams(pb::test::readReference(QStringLiteral("arimaa/legality-cases.txt")));
    QCOMPARE(entries.size(), std::size_t{14});
    for (const DiagramEntry& e : entries) {
        QVERIFY2(e.parse.ok(), e.parse.error.c_str());
        QString name, move, outcome = QStringLiteral("none");
        bool legal = false;
        for (const std::string& line : e.before) {
            const QStringList w = QString::fromStdString(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (w.value(0) == QLatin1String("#case")) {
                name = w.value(1);
                QVERIFY(w.value(2) == QLatin1String("legal") || w.value(2) == QLatin1String("illegal"));
                legal = w.value(2) == QLatin1String("legal");
                if (w.size() > 3) {
                    QVERIFY(w[3].startsWith(QStringLiteral("outcome=")));
                    outcome = w[3].mid(8);
                }
            } else if (w.value(0) == QLatin1String("#move")) {
                move = QStringList(w.mid(1)).join(QLatin1Char(' '));
            }
        }
        QVERIFY(!name.isEmpty() && !move.isEmpty());
        QTest::newRow(qPrintable(name))
            << QString::fromStdString(e.header + "\n" + diagramText(e.parse.position).substr(2)) << move
            << legal << outcome;
    }
}

void TestArimaaRules::legalityCases()
{
    QFETCH(QString, diagram);
    QFETCH(QString, move);
    QFETCH(bool, legal);
    QFETCH(QString, outcome);
    const std::vector<DiagramEntry> e = readDiagrams(diagram.toStdString());
    QCOMPARE(e.size(), std::size_t{1});
    Game game = Game::fromPosition(e[0].parse.position, e[0].parse.moveNumber);
    const QString error = game.play(move.toStdString());
    QVERIFY2(error.isEmpty() == legal, qPrintable(error.isEmpty() ? QStringLiteral("legal") : error));
    if (!legal)
        return;
    const Outcome o = game.outcome();
    const QString ours = !o.decided() ? QStringLiteral("none")
                         : o.winner == Gold ? QStringLiteral("gold_wins")
                                            : QStringLiteral("silver_wins");
    QCOMPARE(ours, outcome);
}

void TestArimaaRules::archiveReplays_data()
{
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/games-2011-sample.txt"));
    QTest::addColumn<int>("index");
    const ArchiveParse archive = readArchive(pb::test::readReference(QStringLiteral("arimaa/games-2011-sample.txt")));
    QVERIFY2(archive.ok(), archive.error.c_str());
    QCOMPARE(archive.games.size(), std::size_t{12});
    for (std::size_t i = 0; i < archive.games.size(); ++i)
        QTest::newRow(archive.games[i].value("id").c_str()) << static_cast<int>(i);
}

void TestArimaaRules::archiveReplays()
{
    QFETCH(int, index);
    const ArchiveParse archive = readArchive(pb::test::readReference(QStringLiteral("arimaa/games-2011-sample.txt")));
    const ArchiveGame& g = archive.games[static_cast<std::size_t>(index)];
    const ReplayReport r = replayArchiveGame(g);
    QVERIFY2(!r.illegal, qPrintable(QStringLiteral("%1: %2").arg(QString::fromStdString(r.illegalMove), r.reason)));
    // Every move of the list was played: the plycount column counts the turns.
    QCOMPARE(r.movesPlayed, static_cast<int>(g.moves().size()) - 1);
    QVERIFY(r.recordedWinner >= 0);
    QCOMPARE(r.winner, r.recordedWinner);
    QCOMPARE(QString(QLatin1Char(r.termination)), QString::fromStdString(g.value("termination")));
    QCOMPARE(r.byRules, QStringLiteral("gem").contains(QLatin1Char(r.recordedTermination)));
    QVERIFY(r.agrees);

    // Our record of the game in the official notation is the archive's move list, with g/s for
    // w/b (the archive writes its capture tokens where we do), and it replays to the same end.
    Game game;
    std::vector<std::string> expected;
    for (const std::string& line : g.moves()) {
        const MoveParse m = parseMove(line);
        QVERIFY(m.ok());
        if (m.move.kind == MoveText::Empty)
            break;
        QVERIFY(game.play(m.move).isEmpty());
        std::string label = line.substr(0, line.find(' '));
        label.back() = label.back() == 'w' ? 'g' : 's';
        expected.push_back(label + line.substr(line.find(' ')));
    }
    QCOMPARE(game.record(), expected);
    Game again;
    for (const std::string& line : game.record())
        QVERIFY(again.play(line).isEmpty());
    QVERIFY(again.position() == game.position());
    QCOMPARE(again.outcome().winner, game.outcome().winner);
}

namespace {

// A hand-made archive of one game: both setups and one move each, then `tail` (move lines
// joined by the archive's two characters "\n"), with the given result and termination columns.
ReplayReport replayHandMade(const std::string& result, const std::string& termination, const std::string& tail)
{
    const std::string moves = "1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Mc2 Cd2 Ee2 Hf2 Dg2 Ch2\\n"
                              "1b ra7 hb7 dc7 ed7 he7 df7 mg7 rh7 ra8 rb8 rc8 cd8 ce8 rf8 rg8 rh8\\n"
                              "2w Db2n Mc2n Cd2n Ee2n\\n";
    const std::string text = "id\tresult\ttermination\tmovelist\n7\t" + result + '\t' + termination + '\t' + moves + tail + '\n';
    const ArchiveParse archive = readArchive(text);
    if (!archive.ok() || archive.games.size() != 1)
        qFatal("bad archive in the test: %s", archive.error.c_str());
    return replayArchiveGame(archive.games.front());
}

} // namespace

void TestArimaaRules::archiveWinnerOfResignationAndTime_data()
{
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("termination");
    QTest::addColumn<QString>("tail");
    QTest::addColumn<int>("winner");
    QTest::addColumn<QString>("ours");  // our termination
    QTest::addColumn<int>("played");
    // Gold is to move at 3w when the games end, or Silver at 2b.
    QTest::newRow("silver resigns on gold's turn") << "w" << "r" << "2b ed7s ed6s ed5s hb7s\\n3w" << int(Gold) << "r" << 4;
    QTest::newRow("gold resigns on silver's turn") << "b" << "r" << "2b" << int(Silver) << "r" << 3;
    QTest::newRow("gold resigns on its turn") << "b" << "r" << "2b ed7s ed6s ed5s hb7s\\n3w" << int(Silver) << "r" << 4;
    QTest::newRow("silver on time on gold's turn") << "w" << "t" << "2b ed7s ed6s ed5s hb7s\\n3w" << int(Gold) << "t" << 4;
    QTest::newRow("gold on time on silver's turn") << "b" << "t" << "2b" << int(Silver) << "t" << 3;
    QTest::newRow("gold forfeits on silver's turn") << "b" << "f" << "2b" << int(Silver) << "f" << 3;
    // A "resigns" line by the side not to move, labelled with its last move's number or its next.
    QTest::newRow("2b resigns at 3w") << "w" << "r" << "2b ed7s ed6s ed5s hb7s\\n2b resigns" << int(Gold) << "r" << 5;
    QTest::newRow("3b resigns at 3w") << "w" << "r" << "2b ed7s ed6s ed5s hb7s\\n3b resigns" << int(Gold) << "r" << 5;
    QTest::newRow("2w resigns at 2b") << "b" << "r" << "2w resigns" << int(Silver) << "r" << 4;
    // A resignation line, the record calling it time: the termination disagrees.
    QTest::newRow("resigns line, recorded t") << "w" << "t" << "2b ed7s ed6s ed5s hb7s\\n2b resigns" << int(Gold) << "r" << 5;
}

void TestArimaaRules::archiveWinnerOfResignationAndTime()
{
    QFETCH(QString, result);
    QFETCH(QString, termination);
    QFETCH(QString, tail);
    QFETCH(int, winner);
    QFETCH(QString, ours);
    QFETCH(int, played);
    const ReplayReport r = replayHandMade(result.toStdString(), termination.toStdString(), tail.toStdString());
    QVERIFY2(!r.illegal, qPrintable(QStringLiteral("%1: %2").arg(QString::fromStdString(r.illegalMove), r.reason)));
    QCOMPARE(r.movesPlayed, played);
    QCOMPARE(r.winner, winner);
    QCOMPARE(QString(QLatin1Char(r.termination)), ours);
    QVERIFY(!r.byRules);
    QVERIFY(r.winnerFromRecord);
    QCOMPARE(r.agrees, ours == termination);
}

void TestArimaaRules::archiveBoardEndStillChecked()
{
    // A resignation labelled with a move the resigning side could not be making is illegal: at
    // 3w Silver's moves are 2b (its last) and 3b (its next), Gold's only 3w.
    ReplayReport r = replayHandMade("w", "r", "2b ed7s ed6s ed5s hb7s\\n5b resigns");
    QVERIFY(r.illegal);
    QCOMPARE(r.illegalMove, std::string("5b resigns"));
    QVERIFY(!r.agrees);
    r = replayHandMade("b", "r", "2b ed7s ed6s ed5s hb7s\\n2w resigns");
    QVERIFY(r.illegal);
    QVERIFY(!r.agrees);

    // Goals, eliminations and immobilisations are still the rules': game 200785 of the sample
    // ends with Silver's goal; a record giving it to Gold, or calling it a resignation, differs.
    PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/games-2011-sample.txt"));
    const ArchiveParse archive = readArchive(pb::test::readReference(QStringLiteral("arimaa/games-2011-sample.txt")));
    QVERIFY(archive.ok());
    const auto it = std::find_if(archive.games.begin(), archive.games.end(),
                                 [](const ArchiveGame& g) { return g.value("id") == "200785"; });
    QVERIFY(it != archive.games.end());
    QCOMPARE(it->value("result"), std::string("b"));
    QCOMPARE(it->value("termination"), std::string("g"));
    auto withColumn = [&](const std::string& column, const std::string& value) {
        ArchiveGame g = *it;
        for (auto& [name, v] : g.fields)
            if (name == column)
                v = value;
        return replayArchiveGame(g);
    };
    r = replayArchiveGame(*it);
    QVERIFY(r.agrees && r.byRules && !r.winnerFromRecord);
    r = withColumn("result", "w");
    QVERIFY(r.byRules);
    QVERIFY(!r.winnerFromRecord);
    QCOMPARE(r.winner, int(Silver));
    QCOMPARE(r.termination, 'g');
    QVERIFY(!r.agrees);
    r = withColumn("termination", "r");
    QCOMPARE(r.winner, int(Silver));
    QCOMPARE(r.termination, 'g');
    QVERIFY(!r.agrees);
    // A record claiming a goal the board does not show: no winner of ours, so it differs.
    r = replayHandMade("w", "g", "2b ed7s ed6s ed5s hb7s\\n3w");
    QCOMPARE(r.winner, -1);
    QVERIFY(!r.agrees);
}

void TestArimaaRules::notationRoundTrip()
{
    const MoveParse m = parseMove("12b Ee2n dd4w Ed5s cc3x");
    QVERIFY2(m.ok(), m.error.c_str());
    QCOMPARE(m.move.number, 12);
    QCOMPARE(m.move.side, int(Silver));
    QCOMPARE(m.move.kind, MoveText::Steps);
    QCOMPARE(m.move.steps.size(), std::size_t{3});
    QCOMPARE(m.move.steps[1].from, sq("d4"));
    QCOMPARE(m.move.steps[1].to, sq("c4"));
    QCOMPARE(m.move.steps[1].colour, int(Silver));
    QCOMPARE(m.move.captures.size(), std::size_t{1});
    QCOMPARE(m.move.captureAfter[0], 3);
    QCOMPARE(stepText(m.move.steps[0]), std::string("Ee2n"));
    QCOMPARE(captureText(m.move.captures[0]), std::string("cc3x"));
    QCOMPARE(parseMove("1w Ra1 Rb1").move.kind, MoveText::Setup);
    QCOMPARE(parseMove("1w Ra1 Rb1").move.side, int(Gold));
    QCOMPARE(parseMove("5g takeback").move.kind, MoveText::Takeback);
    QCOMPARE(parseMove("5s resigns").move.kind, MoveText::Resign);
    QCOMPARE(parseMove("7b").move.kind, MoveText::Empty);
    QVERIFY(!parseMove("Ee2q").ok());
    QVERIFY(!parseMove("Ee8n").ok());  // off the board
    QVERIFY(!parseMove("Ra1 Ee2n").ok());

    const Position p = diagram("5s", "8| r . . . . . . . |\n7| . . . . . . . . |\n6| . . x . . x . . |\n"
                                     "5| . . . . E . . . |\n4| . . . . . . . . |\n3| . . x . . x . . |\n"
                                     "2| . . . . . . . . |\n1| . . . . . . . R |\n");
    QCOMPARE(p.side, int(Silver));
    // a8 first, then rank by rank down to h1.
    const std::string aei = "[r" + std::string(7 + 16 + 4, ' ') + "E" + std::string(3 + 24 + 7, ' ') + "R]";
    QCOMPARE(aeiBoardText(p), aei);
    const std::optional<Position> back = parseAeiBoard(aeiBoardText(p), Silver);
    QVERIFY(back && *back == p);
    const std::vector<DiagramEntry> again = readDiagrams(diagramText(p, 5));
    QCOMPARE(again.size(), std::size_t{1});
    QCOMPARE(again[0].parse.moveNumber, 5);
    QVERIFY(again[0].parse.position == p);
    QCOMPARE(again[0].parse.position.hash, p.hash);
}

void TestArimaaRules::freezingAndTraps()
{
    // The gold cat on b6 is next to the silver horse on b7 and alone: frozen. The gold dog on g2
    // is next to nothing stronger. The silver rabbit on d4 is next to the gold elephant on e4 but
    // has its dog on d3 next to it.
    const Position p = diagram("2g", "8| . . . . . . . . |\n7| . h . . . . . . |\n6| . C x . . x . . |\n"
                                     "5| . . . . . . . . |\n4| . . . r E . . . |\n3| . . x d . x . . |\n"
                                     "2| . . . . . . D . |\n1| . . . . . . . R |\n");
    QVERIFY(p.isFrozen(sq("b6")));
    QVERIFY(!p.isFrozen(sq("g2")));
    QVERIFY(!p.isFrozen(sq("d4")));
    QVERIFY(!p.isFrozen(sq("d3")));  // the elephant is not next to d3
    QCOMPARE(p.frozen(Gold), bit(sq("b6")));
    QCOMPARE(p.frozen(Silver), Bits{0});
    // A gold piece stepping onto an unguarded trap is removed at once.
    Position q = p;
    Capture caps[2];
    QCOMPARE(q.stepPiece(Gold, Dog, sq("g2"), sq("g3")), 0);
    QCOMPARE(q.stepPiece(Gold, Dog, sq("g3"), sq("f3"), caps), 1);
    QCOMPARE(int(caps[0].square), sq("f3"));
    QCOMPARE(q.pieceAt(sq("f3")), kNoPiece);
    // The silver dog stepping onto c3 has no silver piece next to it there: removed.
    Position r = p;
    r.side = Silver;
    QCOMPARE(r.stepPiece(Silver, Dog, sq("d3"), sq("c3"), caps), 1);
    QCOMPARE(int(caps[0].type), int(Dog));
    // A piece on a trap guarded by a friend stays, and is removed when the friend steps away.
    Position t = p;
    t.put(Silver, Cat, sq("c3"));  // guarded by the dog on d3
    QCOMPARE(t.stepPiece(Silver, Dog, sq("d3"), sq("d2"), caps), 1);
    QCOMPARE(int(caps[0].type), int(Cat));
    QCOMPARE(int(caps[0].square), sq("c3"));
}

void TestArimaaRules::pushPullAndCaptures()
{
    const Position p = diagram("2g", "8| . . . . . . . . |\n7| . . . . . . . . |\n6| . . x . . x . . |\n"
                                     "5| . . . . . . . . |\n4| . . . c . . . . |\n3| . . x M . x . r |\n"
                                     "2| . . . . . . . . |\n1| R . . . . . . . |\n");
    // Push: the cat steps west to c4, then the camel takes d4.
    Game g = Game::fromPosition(p, 2);
    QVERIFY(g.play("cd4w Md3n").isEmpty());
    QCOMPARE(g.position().pieceAt(sq("c4")), int(Cat));
    QCOMPARE(g.position().pieceAt(sq("d4")), int(Camel));
    // Pull: the camel steps east and the cat follows into d3.
    Game h = Game::fromPosition(p, 2);
    QVERIFY(h.play("Md3e cd4s").isEmpty());
    QCOMPARE(h.position().pieceAt(sq("d3")), int(Cat));
    QCOMPARE(h.record().back(), std::string("2g Md3e cd4s"));
    // The camel pulls while stepping onto the unguarded trap c3: it is removed, the pull still
    // completes (the rules' "special situations"). The capture token goes right after its step.
    Game k = Game::fromPosition(p, 2);
    QVERIFY(k.play("Md3w Mc3x cd4s").isEmpty());
    QCOMPARE(k.position().pieceAt(sq("c3")), kNoPiece);
    QCOMPARE(k.position().pieceAt(sq("d3")), int(Cat));
    QCOMPARE(k.record().back(), std::string("2g Md3w Mc3x cd4s"));
    QVERIFY(Game::fromPosition(p, 2).play("Md3w cd4s").isEmpty());          // tokens may be left out
    QVERIFY(!Game::fromPosition(p, 2).play("Md3w cd4s Mc3x").isEmpty());    // but not misplaced
    QVERIFY(!Game::fromPosition(p, 2).play("Md3e cd4s cd3x").isEmpty());    // nor invented
    // A push must be completed; an enemy piece does not move on its own.
    QVERIFY(!Game::fromPosition(p, 2).play("cd4w").isEmpty());
    QVERIFY(!Game::fromPosition(p, 2).play("rh3n").isEmpty());
    // The generator has the pull with the capture among its results, and never the start.
    MoveGenerator gen;
    QVERIFY(gen.generate(p) > 0);
    const auto& hashes = gen.resultHashes();
    QVERIFY(std::find(hashes.begin() + 1, hashes.end(), k.position().hash) != hashes.end());
    QVERIFY(std::find(hashes.begin() + 1, hashes.end(), p.hash) == hashes.end());
}

void TestArimaaRules::thirdRepetitionIsIllegal()
{
    const Position p = diagram("2g", "8| . . . . . . . r |\n7| . . . . . . . . |\n6| . . x . . x . . |\n"
                                     "5| . . . . . . . . |\n4| . . . . . . . . |\n3| . . x . . x . . |\n"
                                     "2| . . . . . . . . |\n1| E . . . . . . R |\n");
    Game g = Game::fromPosition(p, 2);
    // Gold shuffles the elephant a1-b1, Silver its rabbit h8-g8: the position after Gold's
    // "Ea1e" comes back every second turn.
    QVERIFY(g.play("Ea1e").isEmpty());
    QVERIFY(g.play("rh8w").isEmpty());
    QVERIFY(g.play("Eb1w").isEmpty());
    QVERIFY(g.play("rg8e").isEmpty());
    QVERIFY(g.play("Ea1e").isEmpty());  // second time
    QVERIFY(g.play("rh8w").isEmpty());
    QVERIFY(g.play("Eb1w").isEmpty());
    QVERIFY(g.play("rg8e").isEmpty());
    const QString third = g.play("Ea1e");
    QVERIFY(!third.isEmpty());
    QVERIFY(g.play("Ea1n").isEmpty());  // something else is fine
}

void TestArimaaRules::onlyRepetitionsLeftLoses()
{
    // Silver can only move its rabbit along a8-b8-c8 (the others are boxed in and never step
    // backward); Gold walks its elephant e1 -> e2 -> e3 -> e1. After these moves every result of
    // Silver's next move would be a third repetition, so Gold wins (end-of-turn check 6).
    const Position p = diagram("2s", "8| . . r C . . . . |\n7| r r r H . . . . |\n6| D D H . . . . . |\n"
                                     "5| . . . . . . . . |\n4| . . . . . . . . |\n3| . . x . . x . . |\n"
                                     "2| . . . . . . . . |\n1| . . . . E . . R |\n");
    Game g = Game::fromPosition(p, 2);
    const char* moves[] = {
        "2s rc8w", "3g Ee1n", "3s rb8w", "4g Ee2n", "4s ra8e rb8e", "5g Ee3s Ee2s",
        "5s rc8w", "6g Ee1n", "6s rb8e", "7g Ee2n", "7s rc8w", "8g Ee3s Ee2s",
        "8s rb8e", "9g Ee1n", "9s rc8w rb8w", "10g Ee2n", "10s ra8e", "11g Ee3s Ee2s",
        "11s rb8e", "12g Ee1n", "12s rc8w", "13g Ee2n", "13s rb8w"};
    for (const char* m : moves) {
        QVERIFY2(g.play(m).isEmpty(), m);
        QVERIFY2(!g.outcome().decided(), m);
    }
    QVERIFY(g.play("14g Ee3s Ee2s").isEmpty());
    MoveGenerator gen;
    QCOMPARE(gen.generate(g.position()), std::size_t{2});  // two moves on the board, both repeats
    QCOMPARE(g.outcome().winner, int(Gold));
    QCOMPARE(g.outcome().termination, 'm');
    QVERIFY(!g.play("14s ra8e").isEmpty());  // the game is over
    // Taking the move back reopens the game.
    QVERIFY(g.takeback());
    QVERIFY(!g.outcome().decided());
}

void TestArimaaRules::takebackRestores()
{
    Game g;
    QVERIFY(g.play("1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2").isEmpty());
    QVERIFY(g.play("1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7").isEmpty());
    QCOMPARE(g.moveLabel(), std::string("2g"));
    MoveGenerator gen;
    QCOMPARE(gen.generate(g.position()), std::size_t{3353});
    const Position before = g.position();
    QVERIFY(g.play("2g Ee2n Ee3n Ee4n Ee5n").isEmpty());
    QCOMPARE(g.moveLabel(), std::string("2s"));
    QCOMPARE(g.record().back(), std::string("2g Ee2n Ee3n Ee4n Ee5n"));
    QVERIFY(g.play("2s takeback").isEmpty());
    QVERIFY(g.position() == before);
    QCOMPARE(g.record().size(), std::size_t{2});
    QCOMPARE(g.recordText().substr(0, 7), std::string("1g Ra1 "));
    QCOMPARE(g.moveLabel(), std::string("2g"));
    QVERIFY(!g.play("3g Ee2n").isEmpty());  // wrong label
    QVERIFY(!g.play("2g Ee2n Ee3n Ee4n Ee5n Ee6n").isEmpty());  // five steps
    QVERIFY(!g.play("2g Ee2n Ee3s").isEmpty());  // no change
}

QTEST_GUILESS_MAIN(TestArimaaRules)
#include "tst_arimaa_rules.moc"
