// The ant brain language (docs/ant-language.md): every construct compiles to the expected states,
// errors and warnings carry line and column, compiled programs play the same game as hand-written
// brains, the source map goes from every state to its source and back (`ants compile`:
// tst_antlang_cli.cpp).
#include "ants/antl/compiler.h"
#include "ants/antl/references.h"
#include "ants/game.h"
#include "antlexample.h"
#include "antsdata.h"
#include "common/textfile.h"
#include "reference.h"

#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <numeric>

using namespace pb::ants;
using pb::Diagnostic;

namespace {

QString describe(const pb::Diagnostics& diags)
{
    QStringList lines;
    for (const Diagnostic& d : diags)
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}

// resources/ants/NAME.antl: the sample, or our own brain (playbench).
QString sampleSource(const char* name = "sample")
{
    return QStringLiteral(PLAYBENCH_SOURCE_DIR "/resources/ants/%1.antl").arg(QLatin1String(name));
}

std::string readSample(const char* name = "sample")
{
    QString error;
    const auto bytes = pb::readFileBytes(sampleSource(name), &error);
    if (!bytes)
        qFatal("cannot read %s: %s", qPrintable(sampleSource()), qPrintable(error));
    return *bytes;
}

// The brain with its states renumbered: state s becomes order[s].
Brain permuted(const Brain& brain, const std::vector<int>& order)
{
    Brain out;
    out.states.resize(brain.states.size());
    for (size_t s = 0; s < brain.states.size(); ++s) {
        Instruction ins = brain.states[s];
        ins.st1 = order[static_cast<size_t>(ins.st1)];
        if (ins.targetCount() == 2)
            ins.st2 = order[static_cast<size_t>(ins.st2)];
        out.states[static_cast<size_t>(order[s])] = ins;
    }
    return out;
}

// The dump with every red ant's state number mapped through `back`.
std::string mapStates(const std::string& dump, const std::vector<int>& back)
{
    static const QRegularExpression state(QStringLiteral("(red ant of id \\d+, dir \\d, food \\d, )state (\\d+),"));
    const QString text = QString::fromStdString(dump);
    QString out;
    qsizetype last = 0;
    auto it = state.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        out += m.captured(1) + QStringLiteral("state %1,").arg(back[static_cast<size_t>(m.captured(2).toInt())]);
        last = m.capturedEnd();
    }
    out += text.mid(last);
    return out.toStdString();
}

} // namespace

class TestAntLang : public QObject {
    Q_OBJECT
private slots:
    void constructs_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        // The end of the program goes back to its start; each instruction falls through to the next.
        QTest::newRow("instructions") << "mark 3; unmark 3; drop; turn right; move; pickup;"
                                      << "Mark 3 1\nUnmark 3 2\nDrop 3\nTurn Right 4\nMove 5 5\nPickUp 0 0\n";
        QTest::newRow("else labels") << "a: move else b; pickup else a; b: drop;"
                                     << "Move 1 2\nPickUp 2 0\nDrop 0\n";
        QTest::newRow("goto costs no state") << "a: turn left; goto a;" << "Turn Left 0\n";
        QTest::newRow("if else sense marker")
            << "if (sense ahead marker 2) turn left; else turn right; drop;"
            << "Sense Ahead 1 2 Marker 2\nTurn Left 3\nTurn Right 3\nDrop 0\n";
        QTest::newRow("every sense") << "if (sense here friend || sense ahead foe || sense leftahead friendwithfood "
                                        "|| sense rightahead foewithfood || sense here rock || sense here foemarker "
                                        "|| sense here home || sense here foehome) drop;"
                                     << "Sense Here 8 1 Friend\nSense Ahead 8 2 Foe\nSense LeftAhead 8 3 FriendWithFood\n"
                                        "Sense RightAhead 8 4 FoeWithFood\nSense Here 8 5 Rock\nSense Here 8 6 FoeMarker\n"
                                        "Sense Here 8 7 Home\nSense Here 8 0 FoeHome\nDrop 0\n";
        QTest::newRow("and or not") << "if (sense here food && !sense ahead rock || flip 7) drop;"
                                    << "Sense Here 1 2 Food\nSense Ahead 2 3 Rock\nFlip 7 3 0\nDrop 0\n";
        QTest::newRow("if move, if pickup") << "if (move) { if (pickup) drop; } else turn left;"
                                            << "Move 1 3\nPickUp 2 0\nDrop 0\nTurn Left 0\n";
        QTest::newRow("while") << "while (sense ahead food) { move; } turn left;"
                               << "Sense Ahead 1 2 Food\nMove 0 0\nTurn Left 0\n";
        QTest::newRow("while true") << "while (true) drop;" << "Drop 0\n";
        QTest::newRow("continue in while") << "while (flip 2) { if (sense here food) continue; drop; }"
                                           << "Flip 2 1 0\nSense Here 0 2 Food\nDrop 0\n";
        QTest::newRow("label at the end of a block") << "loop { if (flip 2) goto out; drop; out: }"
                                                     << "Flip 2 0 1\nDrop 0\n";
        QTest::newRow("loop break continue") << "loop { if (flip 2) break; if (flip 3) continue; move; } drop;"
                                             << "Flip 2 3 1\nFlip 3 0 2\nMove 0 0\nDrop 0\n";
        QTest::newRow("constants and parameters")
            << "const M = 2 + 1;\n"
               "proc go(d, c, m, fail) { turn d; if (sense ahead c) mark m; move else fail; }\n"
               "start: go(left, food, M, start); go(right, marker 4, M - 1, start);"
            << "Turn Left 1\nSense Ahead 2 3 Food\nMark 3 3\nMove 4 0\n"
               "Turn Right 5\nSense Ahead 6 7 Marker 4\nMark 2 7\nMove 0 0\n";
        QTest::newRow("return") << "proc p() { if (sense here home) return; drop; } p(); turn left;"
                                << "Sense Here 2 1 Home\nDrop 2\nTurn Left 0\n";
        QTest::newRow("condition parameter") << "proc when(c) { if (c) drop; } when(sense ahead food && flip 3);"
                                             << "Sense Ahead 1 0 Food\nFlip 3 2 0\nDrop 0\n";
        QTest::newRow("nested calls, arithmetic")
            << "const K = 10;\nproc m(n) { mark n % 6; }\nproc twice(n) { m(n); m(n * 2 - K / 5); }\ntwice(2);"
            << "Mark 2 1\nMark 2 0\n";
        QTest::newRow("a constant standing for a label and a direction")
            << "const AGAIN = top; const D = right;\ntop: turn D; move else AGAIN; drop;"
            << "Turn Right 1\nMove 2 0\nDrop 0\n";
        QTest::newRow("labels local to each call")
            << "proc spin(d) { x: turn d; if (flip 2) goto x; }\nspin(left); spin(right);"
            << "Turn Left 1\nFlip 2 0 2\nTurn Right 3\nFlip 2 2 0\n";
        // The first statement is a goto: the state it leads to is made state 0.
        QTest::newRow("entry not first") << "goto b; a: drop; b: turn left; goto a;" << "Turn Left 1\nDrop 0\n";
        QTest::newRow("comments") << "/* block\ncomment */ drop; // line comment\n" << "Drop 0\n";
        // Only the states an ant can reach are kept: the branch a constant condition never takes is
        // left out, unless a label leads into it.
        QTest::newRow("a constant condition's other branch")
            << "proc p(odd) { if (odd) turn left; else turn right; }\np(false); drop;" << "Turn Right 1\nDrop 0\n";
        QTest::newRow("a label leads into a branch never taken")
            << "if (false) { x: turn left; } turn right; if (flip 2) goto x;"
            << "Turn Right 2\nTurn Left 0\nFlip 2 1 0\n";
        // "out" is not reserved: alone, it is a parameter's name.
        QTest::newRow("a parameter called out") << "proc p(out) { turn out; }\np(left);" << "Turn Left 0\n";
    }

    void constructs()
    {
        QFETCH(QString, source);
        QFETCH(QString, expected);
        const std::string text = source.toStdString();
        const CompileResult r = compileBrain(text, QStringLiteral("t.antl"));
        QVERIFY2(r.diagnostics.empty(), qPrintable(describe(r.diagnostics)));
        QCOMPARE(QString::fromStdString(r.brain.toText()), expected);
        // The .ant round trip: the text parses without a problem back to the same states.
        const BrainParse back = parseBrain(r.brain.toText());
        QVERIFY2(back.diagnostics.empty(), qPrintable(describe(back.diagnostics)));
        QVERIFY(back.brain.states == r.brain.states);
        QCOMPARE(r.sourceMap.stateCount(), r.brain.stateCount());
    }

    void specAntCompilesToItsStates()
    {
        const CompileResult r = compileBrain(pb::test::kExampleAntl);
        QVERIFY2(r.diagnostics.empty(), qPrintable(describe(r.diagnostics)));
        QCOMPARE(QString::fromStdString(r.brain.toText()), QString::fromLatin1(pb::test::kExampleAnt));
        // The wander instances' states map to the procedure's body, called from lines 14 and 21.
        QCOMPARE(r.sourceMap.positionOf(3), (SourcePosition{3, 10}));
        QCOMPARE(r.sourceMap.callSiteOf(3), (SourcePosition{14, 3}));
        QCOMPARE(r.sourceMap.callSiteOf(11), (SourcePosition{21, 3}));
        QCOMPARE(r.sourceMap.callSiteOf(0), SourcePosition{});
        QCOMPARE(r.sourceMap.statesOnLine(3), (std::vector<int>{3, 4, 11, 12}));
        QCOMPARE(r.sourceMap.statesCalledFromLine(21), (std::vector<int>{11, 12, 13, 14, 15}));
        QCOMPARE(r.brain.lineOfState[0], 9);
    }

    void diagnostics_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");  // "LINE:COL: error|warning: start of message"
        QTest::newRow("syntax error") << "turn left\ndrop;" << "2:1: error: found 'drop', expected ';'";
        QTest::newRow("bad character") << "drop; $" << "1:7: error: found '$', expected a statement";
        QTest::newRow("open comment") << "drop; /* no end" << "1:7: error: the comment is not closed";
        QTest::newRow("reserved word as label") << "home: drop;" << "1:1: error: found 'home', expected a statement";
        QTest::newRow("unknown label") << "drop;\ngoto nowhere;" << "2:6: error: unknown label 'nowhere'";
        QTest::newRow("unknown procedure") << "drop; fly();" << "1:7: error: unknown procedure 'fly'";
        QTest::newRow("unknown name") << "mark m;" << "1:6: error: unknown name 'm': expected a number";
        QTest::newRow("marker out of range") << "mark 6;" << "1:6: error: a marker must be from 0 to 5, not 6";
        QTest::newRow("flip zero") << "if (flip 0) drop;" << "1:10: error: flip's number must be from 1";
        QTest::newRow("division by zero") << "const Z = 0; mark 3 / Z;" << "1:21: error: division by zero";
        QTest::newRow("not a direction") << "turn food;" << "1:6: error: expected a turn direction";
        QTest::newRow("not a condition") << "if (3) drop;" << "1:5: error: expected a condition";
        QTest::newRow("unreachable") << "a: drop;\ngoto a;\nturn left;" << "3:1: warning: unreachable code";
        QTest::newRow("unreachable call") << "proc p() { drop; }\na: drop;\ngoto a;\np();" << "4:1: warning: unreachable code";
        QTest::newRow("never returns") << "proc p() { a: drop; goto a; }\np();\nturn left;"
                                       << "1:6: warning: procedure 'p' never returns";
        QTest::newRow("never returns: the code after its call") << "proc p() { a: drop; goto a; }\np();\nturn left;"
                                                                << "3:1: warning: unreachable code";
        QTest::newRow("never called") << "proc p() { drop; }\ndrop;" << "1:6: warning: procedure 'p' is never called";
        QTest::newRow("wrong parameter count") << "proc p(x) { turn x; }\np(left, right);"
                                               << "2:1: error: procedure 'p' takes 1 parameter(s), not 2";
        QTest::newRow("recursion") << "proc p() { drop; q(); }\nproc q() { p(); }\np();"
                                   << "2:12: error: procedure 'p' calls itself";
        QTest::newRow("empty loop") << "drop;\nloop {}" << "2:1: error: this loop or jump comes back to itself";
        QTest::newRow("jump to itself") << "drop;\nx: goto x;" << "2:1: error: this loop or jump comes back to itself";
        QTest::newRow("no statements") << "const A = 1;" << "error: the program has no statements";
        QTest::newRow("break outside a loop") << "drop; break;" << "1:7: error: 'break' outside a loop";
        QTest::newRow("return outside a procedure") << "drop; return;" << "1:7: error: 'return' outside a procedure";
        QTest::newRow("duplicate label") << "a: drop;\na: turn left;" << "2:1: error: the label 'a' is defined twice";
        QTest::newRow("out argument not a name") << "proc p(out A) { A: drop; }\np(3);"
                                                 << "2:3: error: out parameter 'A' of procedure 'p' takes a new label's name";
        QTest::newRow("out argument a constant") << "const K = 1;\nproc p(out A) { A: drop; }\np(K);"
                                                 << "3:3: error: 'K' is a parameter or a constant: out parameter 'A'";
        QTest::newRow("out argument a parameter") << "proc p(out A) { A: drop; }\nproc q(L) { p(L); }\nq(x);\nx: drop;"
                                                  << "2:15: error: 'L' is a parameter or a constant: out parameter 'A'";
        QTest::newRow("out argument already a label") << "proc p(out A) { A: drop; }\nX: turn left;\np(X);"
                                                      << "3:3: error: the label 'X' is defined twice";
        QTest::newRow("out label given by two calls") << "proc p(out A) { A: drop; }\np(X);\np(X);"
                                                      << "3:3: error: the label 'X' is defined twice";
        QTest::newRow("out parameter never defined") << "proc p(out A) { drop; }\np(X);\ngoto X;"
                                                     << "2:1: error: procedure 'p' does not define its out parameter 'A'";
        QTest::newRow("out parameter defined twice") << "proc p(out A) { A: drop; A: turn left; }\np(X);"
                                                     << "1:26: error: out parameter 'A' is defined twice";
        QTest::newRow("constant defined by itself") << "const A = B; const B = A; mark A;"
                                                    << "1:11: error: 'B' stands for itself";
        QTest::newRow("arithmetic after flip") << "const A = 4;\nif (flip A / 2) drop; else turn left;"
                                               << "2:12: error: expected a condition: arithmetic after 'flip' or 'marker'";
        QTest::newRow("arithmetic after marker") << "const X = 1;\nif (sense here marker X + 2) drop;"
                                                 << "2:25: error: expected a condition: arithmetic after 'flip' or 'marker'";
        QTest::newRow("not a label") << "const L = 3; move else L;" << "1:24: error: 'L' is not a label";
        QTest::newRow("error in a procedure names its call")
            << "proc p(m) { mark m; }\ndrop;\np(9);" << "1:18: error: a marker must be from 0 to 5, not 9 (in procedure 'p', called at line 3)";
        QTest::newRow("constants defined by each other") << "const A = B + 1;\nconst B = A + 1;\nmark A;"
                                                         << "error: nested too deeply";
        {
            // 2^40 additions: refused, not computed.
            QString doubling = QStringLiteral("const A0 = 1;\n");
            for (int i = 1; i <= 40; ++i)
                doubling += QStringLiteral("const A%1 = A%2 + A%2;\n").arg(i).arg(i - 1);
            QTest::newRow("too much work") << doubling + QStringLiteral("mark A40 % 6;")
                                           << "error: the program is too much work to compile";
            QTest::newRow("long chain") << QStringLiteral("mark 1") + QStringLiteral(" + 0").repeated(300) + QStringLiteral(";")
                                        << "error: found '0', expected less nesting (at most 200 levels)";
        }
        {
            // 1 + 10 x 1,000 states: the tenth call of c, on line 14, crosses the budget.
            QString budget = QStringLiteral("proc a() { drop; drop; drop; drop; drop; drop; drop; drop; drop; drop; }\n"
                                            "proc b() { a(); a(); a(); a(); a(); a(); a(); a(); a(); a(); }\n"
                                            "proc c() { b(); b(); b(); b(); b(); b(); b(); b(); b(); b(); }\n"
                                            "turn left;\n");
            for (int i = 0; i < 10; ++i)
                budget += QStringLiteral("c();\n");
            QTest::newRow("budget exceeded") << budget << "14:1: error: the state budget is exceeded here";
            // Made states are capped too, reachable or not: 5 x 10,000, the fifth call crosses 40,000.
            QString made = QStringLiteral("proc a() { drop; drop; drop; drop; drop; drop; drop; drop; drop; drop; }\n"
                                          "proc b() { a(); a(); a(); a(); a(); a(); a(); a(); a(); a(); }\n"
                                          "proc c() { b(); b(); b(); b(); b(); b(); b(); b(); b(); b(); }\n"
                                          "proc d() { c(); c(); c(); c(); c(); c(); c(); c(); c(); c(); }\n"
                                          "if (false) {\n");
            for (int i = 0; i < 5; ++i)
                made += QStringLiteral("d();\n");
            QTest::newRow("too many states made") << made + QStringLiteral("}\ndrop;\n")
                                                  << "10:1: error: the program makes more than 40000 states here";
        }
    }

    // An error in a procedure's body is given once, at its first call, however many calls make
    // copies of the body.
    void procedureErrorOnce()
    {
        const CompileResult r = compileBrain("proc p(n) { mark 9; }\na: p(4);\nb: p(4);\ngoto a;", "t.antl");
        QVERIFY(!r.ok());
        const QString all = describe(r.diagnostics);
        QCOMPARE(all.count(QStringLiteral("a marker must be from 0 to 5")), 1);
        QVERIFY2(all.contains(QStringLiteral("t.antl:1:18: error: a marker must be from 0 to 5, not 9 (in procedure 'p', "
                                             "called at line 2)")),
                 qPrintable(all));
    }

    void diagnostics()
    {
        QFETCH(QString, source);
        QFETCH(QString, expected);
        const CompileResult r = compileBrain(source.toStdString(), QStringLiteral("t.antl"));
        const QString all = describe(r.diagnostics);
        // "error: ..." alone: anywhere; "LINE:COLUMN: ...": at that place.
        const QString wanted = expected.startsWith(QLatin1String("error")) ? expected : QStringLiteral("t.antl:") + expected;
        QVERIFY2(all.contains(wanted), qPrintable(all));
        if (expected.contains(QLatin1String(": error: ")) || expected.startsWith(QLatin1String("error"))) {
            QVERIFY(!r.ok());
            QCOMPARE(r.brain.stateCount(), 0);
        } else {
            QVERIFY2(r.ok(), qPrintable(all));
        }
    }

    void justUnderTheBudget()
    {
        // 10 x 1,000 states an ant can reach: exactly the budget. The 1,000 of the branch never
        // taken are made, then left out.
        QString source = QStringLiteral("proc a() { drop; drop; drop; drop; drop; drop; drop; drop; drop; drop; }\n"
                                        "proc b() { a(); a(); a(); a(); a(); a(); a(); a(); a(); a(); }\n"
                                        "proc c() { b(); b(); b(); b(); b(); b(); b(); b(); b(); b(); }\n"
                                        "if (false) c();\n");
        for (int i = 0; i < 10; ++i)
            source += QStringLiteral("c();\n");
        const CompileResult r = compileBrain(source.toStdString());
        QVERIFY2(r.ok(), qPrintable(describe(r.diagnostics)));
        QCOMPARE(r.brain.stateCount(), kMaxStates);
        const BrainParse back = parseBrain(r.brain.toText());
        QVERIFY(back.ok());
        QVERIFY(back.brain.states == r.brain.states);
    }

    void sampleCompilesAndRoundTrips_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("sample.antl") << QStringLiteral("sample");
        QTest::newRow("playbench.antl") << QStringLiteral("playbench");
    }
    void sampleCompilesAndRoundTrips()
    {
        QFETCH(QString, name);
        const QByteArray n = name.toLatin1();
        const std::string source = readSample(n.constData());
        const CompileResult r = compileBrain(source, sampleSource(n.constData()));
        QVERIFY2(r.diagnostics.empty(), qPrintable(describe(r.diagnostics)));
        QVERIFY(r.brain.stateCount() > 20);
        QVERIFY(r.brain.stateCount() <= 10000);
        // Every state is reachable from state 0 (the others are left out).
        const std::vector<bool> reachable = reachableStates(r.brain.states);
        QCOMPARE(std::count(reachable.begin(), reachable.end(), true), std::ptrdiff_t(r.brain.stateCount()));
        const BrainParse back = parseBrain(r.brain.toText());
        QVERIFY2(back.diagnostics.empty(), qPrintable(describe(back.diagnostics)));
        QVERIFY(back.brain.states == r.brain.states);
    }

    // Every state's position lies on an instruction or condition keyword of the source, and the
    // line lookup gives the state back; states of procedures have their call's line too.
    void sourceMapRoundTrip_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("sample") << QString::fromStdString(readSample());
        QTest::newRow("playbench") << QString::fromStdString(readSample("playbench"));
        QTest::newRow("spec") << QString::fromLatin1(pb::test::kExampleAntl);
    }

    void sourceMapRoundTrip()
    {
        QFETCH(QString, source);
        const CompileResult r = compileBrain(source.toStdString());
        QVERIFY(r.ok());
        const QStringList lines = source.split(QLatin1Char('\n'));
        static const QRegularExpression keyword(QStringLiteral("^(move|turn|mark|unmark|pickup|drop|sense|flip)\\b"));
        QCOMPARE(r.sourceMap.stateCount(), r.brain.stateCount());
        for (int s = 0; s < r.brain.stateCount(); ++s) {
            const SourcePosition at = r.sourceMap.positionOf(s);
            QVERIFY(at.line >= 1 && at.line <= lines.size());
            const QString line = lines[at.line - 1];
            QVERIFY(at.column >= 1 && at.column <= line.size());
            const auto m = keyword.match(line.mid(at.column - 1));
            QVERIFY2(m.hasMatch(), qPrintable(QStringLiteral("state %1 at %2:%3").arg(s).arg(at.line).arg(at.column)));
            // The keyword is the instruction's.
            const Op op = r.brain.states[static_cast<size_t>(s)].op;
            const QString word = m.captured(1);
            const Op expected = word == QLatin1String("move") ? Op::Move : word == QLatin1String("turn") ? Op::Turn
                : word == QLatin1String("mark") ? Op::Mark : word == QLatin1String("unmark") ? Op::Unmark
                : word == QLatin1String("pickup") ? Op::PickUp : word == QLatin1String("drop") ? Op::Drop
                : word == QLatin1String("sense") ? Op::Sense : Op::Flip;
            QCOMPARE(op, expected);
            const std::vector<int> back = r.sourceMap.statesOnLine(at.line);
            QVERIFY(std::find(back.begin(), back.end(), s) != back.end());
            QCOMPARE(r.brain.lineOfState[static_cast<size_t>(s)], at.line);
            const SourcePosition call = r.sourceMap.callSiteOf(s);
            if (call.line > 0) {
                const std::vector<int> called = r.sourceMap.statesCalledFromLine(call.line);
                QVERIFY(std::find(called.begin(), called.end(), s) != called.end());
                QVERIFY(QRegularExpression(QStringLiteral("^[A-Za-z_]\\w*\\s*\\(")).match(lines[call.line - 1].mid(call.column - 1)).hasMatch());
            }
        }
        // And every state is found from its line: the lookups partition the states.
        int total = 0;
        for (int line = 0; line <= lines.size() + 1; ++line)
            total += static_cast<int>(r.sourceMap.statesOnLine(line).size());
        QCOMPARE(total, r.brain.stateCount());
        QCOMPARE(r.sourceMap.positionOf(r.brain.stateCount()), SourcePosition{});
    }

    // The compiled example ant plays the hand-written one's game, and so does the hand-written
    // one renumbered (its dump mapped back state by state).
    void sameGameAsHandWritten()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const World world = pb::test::antsWorld(QStringLiteral("ants/worlds/sample0.world"));
        const Brain hand = parseBrain(pb::test::kExampleAnt).brain;
        const CompileResult compiled = compileBrain(pb::test::kExampleAntl);
        QVERIFY(compiled.ok());
        const Brain opponent = pb::test::antsBrain(QStringLiteral("ants/sample.ant"));
        constexpr int kRounds = 2000;
        const std::string handDump = pb::test::dumpOf(Game(world, hand, opponent, 4242), kRounds, kRounds);
        QCOMPARE(pb::test::dumpOf(Game(world, compiled.brain, opponent, 4242), kRounds, kRounds), handDump);

        // Renumbered: 0 stays the start, the others reversed.
        std::vector<int> order(hand.states.size()), back(hand.states.size());
        for (size_t s = 1; s < order.size(); ++s)
            order[s] = static_cast<int>(order.size() - s);
        for (size_t s = 0; s < order.size(); ++s)
            back[static_cast<size_t>(order[s])] = static_cast<int>(s);
        const Brain renumbered = permuted(hand, order);
        QVERIFY(renumbered.states != hand.states);
        Game a(world, compiled.brain, opponent, 4242), b(world, renumbered, opponent, 4242);
        a.playUntil(kRounds);
        b.playUntil(kRounds);
        QCOMPARE(a.foodOnHill(Color::Red), b.foodOnHill(Color::Red));
        QCOMPARE(a.foodOnHill(Color::Black), b.foodOnHill(Color::Black));
        QCOMPARE(mapStates(pb::test::roundDump(b), back), pb::test::roundDump(a));
    }

    // A wrong out argument or definition gives one error, at its place, and nothing more: the
    // body does not also define (or complain about) the label the argument was refused for.
    void outParameterErrors_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");  // every diagnostic, one per line
        QTest::newRow("argument already a label") << "proc p(out A) { A: drop; }\nX: turn left;\np(X);"
                                                  << "t.antl:3:3: error: the label 'X' is defined twice";
        QTest::newRow("two calls, one label") << "proc p(out A) { A: drop; }\np(X);\np(X);"
                                              << "t.antl:3:3: error: the label 'X' is defined twice";
        QTest::newRow("argument a word") << "proc p(out A) { A: drop; }\np(left);"
                                         << "t.antl:2:3: error: out parameter 'A' of procedure 'p' takes a new label's name";
        QTest::newRow("passed on after it was defined")
            << "proc inner(out B) { B: drop; }\nproc outer(out A) { A: turn left; inner(A); }\ngoto X;\nouter(X);"
            << "t.antl:2:41: error: out parameter 'A' is defined twice: a call gives its caller one label "
               "(in procedure 'outer', called at line 4)";
        QTest::newRow("defined after it was passed on")
            << "proc inner(out B) { B: drop; }\nproc outer(out A) { inner(A); A: turn left; }\ngoto X;\nouter(X);"
            << "t.antl:2:31: error: out parameter 'A' is defined twice: a call gives its caller one label "
               "(in procedure 'outer', called at line 4)";
        QTest::newRow("passed on, never defined")
            << "proc inner(out B) { drop; }\nproc outer(out A) { inner(A); A: turn left; }\ngoto X;\nouter(X);"
            << "t.antl:2:21: error: procedure 'inner' does not define its out parameter 'B' (a label 'B:' in its body) "
               "(in procedure 'outer', called at line 4)";
        QTest::newRow("recursion") << "proc p(out A) { q(A); }\nproc q(out B) { p(B); }\ndrop;\np(X);\ngoto X;"
                                   << "t.antl:2:17: error: procedure 'p' calls itself: procedures are inlined at each "
                                      "call, so they cannot recurse (use a label and goto) (in procedure 'q', called at line 4)";
    }

    void outParameterErrors()
    {
        QFETCH(QString, source);
        QFETCH(QString, expected);
        const CompileResult r = compileBrain(source.toStdString(), QStringLiteral("t.antl"));
        QCOMPARE(describe(r.diagnostics), expected);
    }

    // A procedure jumping to a label its own call defines stays in the procedure: it never
    // returns (as with a label of its own).
    void outLabelOfACallInsideIsInside()
    {
        const CompileResult r = compileBrain("proc p(out A) { A: turn left; }\nproc q() { p(X); goto X; }\nq();\ndrop;", "t.antl");
        QVERIFY2(describe(r.diagnostics).contains(QStringLiteral("t.antl:2:6: warning: procedure 'q' never returns")),
                 qPrintable(describe(r.diagnostics)));
    }

    // Out parameters (labels a procedure defines for its caller) make exactly the states of the
    // same program written out by hand; an out parameter passed on defines the outer caller's
    // label; a later call's label can be jumped to; Ctrl+click on such a label finds the argument.
    void outParameters()
    {
        const char* withOut = "proc two(out A, out B, NEXT) { A: turn left; goto B; B: if (flip 2) goto NEXT; goto A; }\n"
                              "proc inner(out B, N) { B: turn right; goto N; }\n"
                              "proc outer(out A, N) { drop; inner(A, N); }\n"
                              "start: goto Y1;\n"
                              "two(X1, Y1, X2);\n"
                              "two(X2, Y2, Z);\n"
                              "outer(Z, start);\n";
        const char* byHand = "start: goto Y1;\n"
                             "X1: turn left; goto Y1;\n"
                             "Y1: if (flip 2) goto X2; goto X1;\n"
                             "X2: turn left; goto Y2;\n"
                             "Y2: if (flip 2) goto Z; goto X2;\n"
                             "W: drop;\n"
                             "Z: turn right; goto start;\n";
        const CompileResult a = compileBrain(withOut, QStringLiteral("out.antl"));
        QVERIFY2(a.diagnostics.empty(), qPrintable(describe(a.diagnostics)));
        const CompileResult b = compileBrain(byHand, QStringLiteral("hand.antl"));
        QVERIFY2(b.diagnostics.empty(), qPrintable(describe(b.diagnostics)));
        QCOMPARE(QString::fromStdString(a.brain.toText()), QString::fromStdString(b.brain.toText()));
        // The drop of outer makes no state: Z leads past it, and nothing else goes there.
        QCOMPARE(a.brain.stateCount(), 5);
        // Z is outer's A, defined by inner's B: the Turn Right of line 2, called from line 7.
        const auto turnRight = std::find_if(a.brain.states.begin(), a.brain.states.end(),
                                            [](const Instruction& i) { return i.op == Op::Turn && i.turn == Turn::Right; });
        QVERIFY(turnRight != a.brain.states.end());
        const int z = static_cast<int>(turnRight - a.brain.states.begin());
        QCOMPARE(a.sourceMap.positionOf(z), (SourcePosition{2, 27}));
        QCOMPARE(a.sourceMap.callSiteOf(z), (SourcePosition{7, 1}));

        // The calls after `goto Y1` are not unreachable: the labels they define lead into them
        // (no warning above). goto Y1 (line 4) goes to the argument Y1 of line 5; Z on line 6 to
        // the argument on line 7.
        const std::vector<SourceReference> refs = sourceReferences(withOut);
        const SourceReference* y1 = referenceAt(refs, 4, 13);
        QVERIFY(y1);
        QCOMPARE(y1->definition, (SourcePosition{5, 9}));
        const SourceReference* zUse = referenceAt(refs, 6, 13);
        QVERIFY(zUse);
        QCOMPARE(zUse->definition, (SourcePosition{7, 7}));
        // In a body, the out parameter's uses go to the parameter.
        const SourceReference* bUse = referenceAt(refs, 1, 51);
        QVERIFY(bUse);
        QCOMPARE(bUse->definition, (SourcePosition{1, 21}));
    }

    void sampleGathersFood()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample0.world"));
        const CompileResult r = compileBrain(readSample(), sampleSource());
        QVERIFY(r.ok());
        Game game(pb::test::antsWorld(QStringLiteral("ants/worlds/sample0.world")), r.brain,
                  pb::test::antsBrain(QStringLiteral("ants/sample.ant")), 12345);
        game.playUntil(20000);
        QVERIFY2(game.foodOnHill(Color::Red) >= 30, qPrintable(QString::number(game.foodOnHill(Color::Red))));
        QVERIFY(game.foodOnHill(Color::Red) > game.foodOnHill(Color::Black));
    }

    // Our own brain (docs/benchmarks.md has its tournament) beats the task's sample ant in whole
    // games, as either colour.
    void playbenchBeatsTheSample()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample3.world"));
        const CompileResult r = compileBrain(readSample("playbench"), sampleSource("playbench"));
        QVERIFY(r.ok());
        const Brain sample = pb::test::antsBrain(QStringLiteral("ants/sample.ant"));
        const World world = pb::test::antsWorld(QStringLiteral("ants/worlds/sample3.world"));
        Game asRed(world, r.brain, sample, 12345);
        asRed.playUntil(100000);
        QVERIFY2(asRed.foodOnHill(Color::Red) > asRed.foodOnHill(Color::Black) + 100,
                 qPrintable(QStringLiteral("%1 : %2").arg(asRed.foodOnHill(Color::Red)).arg(asRed.foodOnHill(Color::Black))));
        Game asBlack(world, sample, r.brain, 12345);
        asBlack.playUntil(100000);
        QVERIFY2(asBlack.foodOnHill(Color::Black) > asBlack.foodOnHill(Color::Red) + 100,
                 qPrintable(QStringLiteral("%1 : %2").arg(asBlack.foodOnHill(Color::Black)).arg(asBlack.foodOnHill(Color::Red))));
    }
};

QTEST_GUILESS_MAIN(TestAntLang)
#include "tst_antlang.moc"
