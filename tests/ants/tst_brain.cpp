#include "ants/brain.h"
#include "common/textfile.h"
#include "reference.h"

#include <QRegularExpression>
#include <QtTest>

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

std::vector<Diagnostic> only(const pb::Diagnostics& diags, Diagnostic::Severity severity)
{
    std::vector<Diagnostic> out;
    for (const Diagnostic& d : diags)
        if (d.severity == severity)
            out.push_back(d);
    return out;
}

} // namespace

class TestBrain : public QObject {
    Q_OBJECT
private slots:
    // Every real brain loads with the state count SOURCES.md gives (read from its table).
    void realBrainsLoad_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("states");
        const QString sources = pb::test::referencePath(QStringLiteral("ants/brains/SOURCES.md"));
        QString error;
        const auto text = pb::readFileBytes(sources, &error);
        if (!text)
            QSKIP(qPrintable(error));  // reported as a failure by realBrainsLoad itself
        static const QRegularExpression row(
            QStringLiteral(R"(^\| ((?:winners|strong|simple)/[^ |]+\.ant) \| (\d+) \|)"),
            QRegularExpression::MultilineOption);
        auto it = row.globalMatch(QString::fromUtf8(text->data(), static_cast<qsizetype>(text->size())));
        int rows = 0;
        while (it.hasNext()) {
            const auto m = it.next();
            QTest::newRow(qPrintable(m.captured(1))) << m.captured(1) << m.captured(2).toInt();
            ++rows;
        }
        QVERIFY2(rows >= 20, "SOURCES.md table not found");
    }

    void realBrainsLoad()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/SOURCES.md"));
        QFETCH(QString, file);
        QFETCH(int, states);
        const BrainParse parse = loadBrain(pb::test::referencePath(QStringLiteral("ants/brains/") + file));
        QVERIFY2(parse.ok(), qPrintable(describe(parse.diagnostics)));
        QVERIFY2(parse.diagnostics.empty(), qPrintable(describe(parse.diagnostics)));
        QCOMPARE(parse.brain.stateCount(), states);
        // The canonical text parses back to the same instructions.
        const BrainParse again = parseBrain(parse.brain.toText());
        QVERIFY(again.ok());
        QVERIFY(again.brain.states == parse.brain.states);
    }

    void sampleAnt()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/sample.ant"));
        const BrainParse parse = loadBrain(pb::test::referencePath(QStringLiteral("ants/sample.ant")));
        QVERIFY2(parse.ok(), qPrintable(describe(parse.diagnostics)));
        QCOMPARE(parse.brain.stateCount(), 401);
    }

    void extraOperand()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/invalid/participANT42-1.ant"));
        const QString path = pb::test::referencePath(QStringLiteral("ants/brains/invalid/participANT42-1.ant"));
        const BrainParse parse = loadBrain(path);
        QVERIFY(!parse.ok());
        // Line 59 is the known one; line 74 ("Move 7 74 73") has the same fault. Both are reported.
        const auto errors = only(parse.diagnostics, Diagnostic::Severity::Error);
        QCOMPARE(errors.size(), size_t{2});
        QCOMPARE(errors[1].line, 74);
        QCOMPARE(errors[1].column, 11);
        QCOMPARE(errors[0].file, path);
        QCOMPARE(errors[0].line, 59);
        QCOMPARE(errors[0].column, 15);  // "Turn Right 59 54": the 54
        QCOMPARE(errors[0].message, QStringLiteral("found '54', expected the end of the line or a ';' comment"));
        QCOMPARE(errors[0].toString(), path + QStringLiteral(":59:15: error: ") + errors[0].message);
    }

    void negativeState()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/invalid/shinichiro.ant"));
        const BrainParse parse = loadBrain(pb::test::referencePath(QStringLiteral("ants/brains/invalid/shinichiro.ant")));
        // Line 2369 is the known one; line 3256 has another negative state. Both are reported.
        const auto errors = only(parse.diagnostics, Diagnostic::Severity::Error);
        QCOMPARE(errors.size(), size_t{2});
        QCOMPARE(errors[1].line, 3256);
        QCOMPARE(errors[0].line, 2369);
        QCOMPARE(errors[0].column, 13);  // "Sense Ahead -1 2369 Home": the -1
        QCOMPARE(errors[0].message, QStringLiteral("found '-1', expected a state number (0 to 9999)"));
    }

    void jumpPastTheEndIsAWarning()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/invalid/ddt_triple.ant"));
        const BrainParse parse = loadBrain(pb::test::referencePath(QStringLiteral("ants/brains/invalid/ddt_triple.ant")));
        QVERIFY2(parse.ok(), qPrintable(describe(parse.diagnostics)));
        QCOMPARE(parse.brain.stateCount(), 6188);
        const auto warnings = only(parse.diagnostics, Diagnostic::Severity::Warning);
        QVERIFY(!warnings.empty());
        bool state5657 = false;
        int onLine5658 = 0;
        for (const Diagnostic& w : warnings) {
            onLine5658 += w.line == 5658;
            QVERIFY(w.message.contains(QStringLiteral("jumps to state 6188")));
            QCOMPARE(parse.brain.lineOfState[static_cast<size_t>(w.line - 1)], w.line);
            state5657 = state5657 || (w.line == 5658 && w.message.startsWith(QStringLiteral("state 5657 ")));
        }
        QVERIFY(state5657);
        QCOMPARE(onLine5658, 1);  // "Flip 1 6188 6188" is one warning, not two
    }

    void truncatedBrain()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/invalid/formix.ant"));
        const BrainParse parse = loadBrain(pb::test::referencePath(QStringLiteral("ants/brains/invalid/formix.ant")));
        QVERIFY2(parse.ok(), qPrintable(describe(parse.diagnostics)));
        QCOMPARE(parse.brain.stateCount(), 520);
        const QString all = describe(parse.diagnostics);
        QVERIFY(all.contains(QStringLiteral("jumps to state 585")));
        QVERIFY(all.contains(QStringLiteral("jumps to state 841")));
        QVERIFY(only(parse.diagnostics, Diagnostic::Severity::Error).empty());
    }

    void syntax()
    {
        const BrainParse parse = parseBrain(
            "sense ahead 1 2 FOOD;glued comment\r\n"
            "  MARK 5 2   \r\n"
            "\r\n"
            "; a comment line is not a state\n"
            "Sense LeftAhead 0 1 Marker 3\n"
            "flip 7 0 1\n"
            "Turn left 0\tTurn Right 0\n",  // a second instruction on a line is an error
            QStringLiteral("t.ant"));
        const auto errors = only(parse.diagnostics, Diagnostic::Severity::Error);
        QCOMPARE(errors.size(), size_t{1});
        QCOMPARE(errors[0].line, 7);
        QCOMPARE(errors[0].column, 13);
        QCOMPARE(parse.brain.stateCount(), 5);
        const std::vector<int> lines{1, 2, 5, 6, 7};
        QCOMPARE(parse.brain.lineOfState, lines);
        const Instruction& s0 = parse.brain.states[0];
        QCOMPARE(s0.op, Op::Sense);
        QCOMPARE(s0.senseDir, SenseDir::Ahead);
        QCOMPARE(s0.condition, Condition::Food);
        QCOMPARE(s0.st1, 1);
        QCOMPARE(s0.st2, 2);
        QCOMPARE(parse.brain.states[1].marker, std::uint8_t{5});
        QCOMPARE(parse.brain.states[2].condition, Condition::Marker);
        QCOMPARE(parse.brain.states[2].marker, std::uint8_t{3});
        QCOMPARE(parse.brain.states[3].flipN, 7);
        QCOMPARE(formatInstruction(parse.brain.states[2]), std::string("Sense LeftAhead 0 1 Marker 3"));
    }

    void everyErrorAtOnce()
    {
        const BrainParse parse = parseBrain("Walk 1\n"
                                            "Mark 6 0\n"
                                            "Flip 0 1 1\n"
                                            "Sense Behind 0 0 Food\n"
                                            "Sense Here 0 0 Smell\n"
                                            "Move 1\n"
                                            "Drop 10000\n"
                                            "Turn Around 0\n"
                                            "Drop 0\n",
                                            QStringLiteral("bad.ant"));
        const auto errors = only(parse.diagnostics, Diagnostic::Severity::Error);
        QCOMPARE(errors.size(), size_t{8});
        for (size_t i = 0; i < errors.size(); ++i)
            QCOMPARE(errors[i].line, static_cast<int>(i) + 1);
        QVERIFY(errors[0].message.startsWith(QStringLiteral("found 'Walk', expected an instruction")));
        QCOMPARE(errors[1].message, QStringLiteral("found '6', expected a marker number (0 to 5)"));
        QCOMPARE(errors[1].column, 6);
        QCOMPARE(errors[2].message, QStringLiteral("found '0', expected a positive number for Flip (1 or more)"));
        QVERIFY(errors[3].message.startsWith(QStringLiteral("found 'Behind', expected a sense direction")));
        QVERIFY(errors[4].message.startsWith(QStringLiteral("found 'Smell', expected a condition")));
        QCOMPARE(errors[5].message, QStringLiteral("found the end of the line, expected a state number (0 to 9999)"));
        QCOMPARE(errors[5].column, 7);
        QCOMPARE(errors[6].message, QStringLiteral("found '10000', expected a state number (0 to 9999)"));
        QCOMPARE(errors[7].message, QStringLiteral("found 'Around', expected a turn direction (Left or Right)"));
    }

    void longLines()
    {
        std::string line = "Drop 0";
        line += std::string(30000, ' ');
        line += "; " + std::string(30000, 'x');
        const BrainParse parse = parseBrain(line + "\n" + line);
        QVERIFY(parse.ok());
        QCOMPARE(parse.brain.stateCount(), 2);
    }

    void stateLimit()
    {
        std::string text;
        for (int i = 0; i < kMaxStates; ++i)
            text += "Drop 9999\n";
        QVERIFY(parseBrain(text).ok());
        QCOMPARE(parseBrain(text).brain.stateCount(), kMaxStates);
        text += "Drop 0\n";
        const BrainParse tooMany = parseBrain(text);
        QVERIFY(!tooMany.ok());
        QCOMPARE(tooMany.diagnostics.front().line, kMaxStates + 1);
    }

    void emptyBrain()
    {
        const BrainParse parse = parseBrain("; nothing here\n\n", QStringLiteral("empty.ant"));
        QVERIFY(!parse.ok());
        QCOMPARE(parse.diagnostics.size(), size_t{1});
    }

    void unreadableFile()
    {
        const BrainParse parse = loadBrain(QStringLiteral("/nonexistent/brain.ant"));
        QVERIFY(!parse.ok());
        QVERIFY(parse.diagnostics.front().toString().startsWith(QStringLiteral("/nonexistent/brain.ant: error: cannot open")));
    }

    // The states an ant can reach by the jumps: one-target instructions have one, a jump past the
    // end leads nowhere.
    void reachableStates()
    {
        const BrainParse parse = parseBrain("Drop 1\nTurn Left 0\nMove 3 7\nDrop 2\n");
        QVERIFY(parse.ok());
        QCOMPARE(pb::ants::reachableStates(parse.brain.states), (std::vector<bool>{true, true, false, false}));
        QCOMPARE(pb::ants::reachableStates(parse.brain.states, 2), (std::vector<bool>{false, false, true, true}));
        QCOMPARE(pb::ants::reachableStates(parse.brain.states, 3), (std::vector<bool>{false, false, true, true}));
    }
};

QTEST_APPLESS_MAIN(TestBrain)
#include "tst_brain.moc"
