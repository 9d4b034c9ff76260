// The brain editor holding a program in the brain language (docs/ant-language.md), offscreen:
// compiled live, line numbers and heat per source line, Ctrl+click to definitions, Ctrl+G.

#include "ants/antl/compiler.h"
#include "ants/braineditor.h"
#include "ants/braintextedit.h"
#include "ants/sourcesyntax.h"
#include "common/textfile.h"
#include "antlexample.h"
#include "showwidget.h"
#include "textpoints.h"

#include <QListWidget>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTextBlock>
#include <QtTest>

using pb::views::BrainEditor;

using pb::test::cursorLine;
using pb::test::pointAt;

namespace {

QString sampleSource()
{
    QString error;
    const auto bytes = pb::readFileBytes(QStringLiteral(PLAYBENCH_SOURCE_DIR "/resources/ants/sample.antl"), &error);
    if (!bytes)
        qFatal("cannot read sample.antl: %s", qPrintable(error));
    return QString::fromUtf8(bytes->data(), static_cast<qsizetype>(bytes->size()));
}

// The 1-based line holding `text` (the first), or 0.
int lineOf(const QString& source, const QString& text)
{
    const QStringList lines = source.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(text))
            return i + 1;
    return 0;
}

} // namespace

class TestBrainEditorLanguage : public QObject {
    Q_OBJECT
private slots:
    // `out` is coloured as a keyword where it marks an out parameter (a name follows, or the line
    // ends after `(out` or `, out`), and as a name where it is one (a parameter called out).
    void outIsAKeywordBeforeAName()
    {
        const QString line = QStringLiteral("proc p(out S0, out, NEXT) { S0: goto NEXT; }");
        pb::views::SourceLineState lineState;
        const std::vector<pb::views::BrainToken> tokens = pb::views::tokenizeSourceLine(line, &lineState);
        auto kindAt = [&](qsizetype index) {
            for (const pb::views::BrainToken& t : tokens)
                if (t.start == index)
                    return t.kind;
            return pb::views::BrainTokenKind::Comment;  // no token there
        };
        QCOMPARE(kindAt(line.indexOf(QLatin1String("out S0"))), pb::views::BrainTokenKind::Instruction);
        QCOMPARE(kindAt(line.indexOf(QLatin1String("out,"))), pb::views::BrainTokenKind::Other);
        QCOMPARE(kindAt(line.indexOf(QLatin1String("S0:"))), pb::views::BrainTokenKind::StateTarget);
        QCOMPARE(kindAt(line.indexOf(QLatin1String("proc"))), pb::views::BrainTokenKind::Instruction);
        // `out` ending a line after '(' or ',' (comments aside) has its name on the next line.
        // Elsewhere it is a name, unless the line before ended with '(' or ',' (then `out` alone
        // on its line goes on a parameter list).
        const auto kindOfOut = [](const QString& text, bool inList = false) {
            pb::views::SourceLineState before;
            before.inList = inList;
            for (const pb::views::BrainToken& t : pb::views::tokenizeSourceLine(text, &before))
                if (t.start == text.indexOf(QLatin1String("out")))
                    return t.kind;
            return pb::views::BrainTokenKind::Comment;
        };
        QCOMPARE(kindOfOut(QStringLiteral("  out"), true), pb::views::BrainTokenKind::Instruction);
        QCOMPARE(kindOfOut(QStringLiteral("  out /* E */"), true), pb::views::BrainTokenKind::Instruction);
        QCOMPARE(kindOfOut(QStringLiteral("  out)"), true), pb::views::BrainTokenKind::Other);
        // What a line carries over: a list going on, a comment going on.
        pb::views::SourceLineState carried;
        pb::views::tokenizeSourceLine(u"proc p(a, // the labels", &carried);
        QVERIFY(carried.inList && !carried.inComment);
        pb::views::tokenizeSourceLine(u"  /* a comment line */", &carried);
        QVERIFY(carried.inList);
        pb::views::tokenizeSourceLine(u"  out W) { /* the body", &carried);
        QVERIFY(!carried.inList && carried.inComment);
        QCOMPARE(pb::views::SourceLineState::fromBlockState(carried.toBlockState()).inComment, true);
        QCOMPARE(pb::views::SourceLineState::fromBlockState(-1).inList, false);
        QCOMPARE(kindOfOut(QStringLiteral("proc p(out")), pb::views::BrainTokenKind::Instruction);
        QCOMPARE(kindOfOut(QStringLiteral("proc p(a, out  // the first label")), pb::views::BrainTokenKind::Instruction);
        QCOMPARE(kindOfOut(QStringLiteral("x = out")), pb::views::BrainTokenKind::Other);
        QCOMPARE(kindOfOut(QStringLiteral("  out")), pb::views::BrainTokenKind::Other);
        QCOMPARE(kindOfOut(QStringLiteral("proc p(out /* c */")), pb::views::BrainTokenKind::Instruction);
        QCOMPARE(kindOfOut(QStringLiteral("proc p(out /* c */ W")), pb::views::BrainTokenKind::Instruction);
        QCOMPARE(kindOfOut(QStringLiteral("proc p(out /* the labels")), pb::views::BrainTokenKind::Instruction);
        QCOMPARE(kindOfOut(QStringLiteral("proc p(out /* c */)")), pb::views::BrainTokenKind::Other);
        QCOMPARE(kindOfOut(QStringLiteral("f(a, out /* c */, b)")), pb::views::BrainTokenKind::Other);

        // In the editor: a program with out parameters compiles live (a screenshot shows the colours).
        const QString source = QStringLiteral(
            "// one patience level: a searcher facing east or west; NEXT0/NEXT3: the next level\n"
            "proc level(out E,\n"
            "           out\n"
            "           W, NEXT0, NEXT3) {\n"
            "E: if (flip 50) goto NEXT0; move else W; goto E;\n"
            "W: if (flip 50) goto NEXT3; move else E; goto W;\n"
            "}\n"
            "level(E0, W0, E1, W1);\n"
            "level(E1, W1, E2, W2);\n"
            "level(E2, W2, tired, tired);\n"
            "tired: turn left; goto E0;\n");
        BrainEditor editor;
        editor.setFileName(QStringLiteral("levels.antl"));
        editor.setText(source, true);
        QVERIFY(pb::test::showAt(editor, 700, 500));
        QVERIFY(editor.parse().ok());
        QCOMPARE(editor.parse().brain.stateCount(), 3 * 4 + 1);  // Flip and Move on each of E, W
        QCOMPARE(editor.diagnosticsList()->count(), 0);
        // Both `out`s of the declaration are bold, the one alone on line 3 too.
        int boldOuts = 0;
        for (int number : {1, 2}) {
            const QTextBlock declaration = editor.textEdit()->document()->findBlockByNumber(number);
            QTRY_VERIFY(!declaration.layout()->formats().isEmpty());
            for (const auto& range : declaration.layout()->formats())
                boldOuts += range.length == 3 && declaration.text().mid(range.start, 3) == QLatin1String("out")
                            && range.format.fontWeight() == QFont::Bold;
        }
        QCOMPARE(boldOuts, 2);
        QVERIFY(pb::test::saveShot(editor, QStringLiteral("braineditor-out-parameters-700x500.png")));
    }

    void sourceCompilesAsTheCliDoes()
    {
        const QString source = sampleSource();
        BrainEditor editor;
        editor.setFileName(QStringLiteral("sample.antl"));
        editor.setText(source, true);
        QVERIFY(editor.isSourceLanguage());
        QVERIFY(!editor.isModified());
        const pb::ants::CompileResult expected = pb::ants::compileBrain(source.toStdString(), QStringLiteral("sample.antl"));
        QVERIFY(expected.ok());
        QVERIFY(editor.parse().ok());
        QCOMPARE(editor.parse().brain.toText(), expected.brain.toText());
        QCOMPARE(editor.sourceMap().toText(), expected.sourceMap.toText());
        QVERIFY(editor.diagnosticsList()->count() == 0);
        // A line's state is the first state it made; comment lines make none.
        QCOMPARE(editor.stateOfLine(1), -1);
        const int searchIf = lineOf(source, QStringLiteral("if (sense here food && !sense here home)"));
        QCOMPARE(editor.stateOfLine(searchIf), expected.sourceMap.statesOnLine(searchIf).front());
        QCOMPARE(editor.stateOfLine(searchIf), 0);

        // Keywords are coloured (bold, like .ant instructions); a comment is italic.
        QVERIFY(pb::test::showAt(editor, 700, 500));
        const QTextBlock ifBlock = editor.textEdit()->document()->findBlockByNumber(searchIf - 1);
        QTRY_VERIFY(!ifBlock.layout()->formats().isEmpty());
        const int ifAt = static_cast<int>(ifBlock.text().indexOf(QStringLiteral("if")));
        bool boldIf = false;
        for (const auto& range : ifBlock.layout()->formats())
            if (range.start == ifAt && range.length == 2)
                boldIf = range.format.fontWeight() == QFont::Bold;
        QVERIFY(boldIf);
        const QTextBlock comment = editor.textEdit()->document()->findBlockByNumber(0);
        QVERIFY(!comment.layout()->formats().isEmpty());
        QVERIFY(comment.layout()->formats().constFirst().format.fontItalic());

        // The same text as .ant is full of errors; back as source it compiles again.
        editor.setSourceLanguage(false);
        QVERIFY(!editor.parse().ok());
        editor.setSourceLanguage(true);
        QVERIFY(editor.parse().ok());
    }

    void typedErrorsShowWithLineAndColumn()
    {
        const QString source = QString::fromUtf8(pb::test::kExampleAntl);
        BrainEditor editor;
        editor.setFileName(QStringLiteral("wander.antl"));
        editor.setText(source, true);
        QVERIFY(pb::test::showAt(editor, 700, 500));
        QVERIFY(editor.parse().ok());
        QCOMPARE(editor.parse().brain.stateCount(), 16);

        // Type "turn food;" as a new line after "drop;" (line 18), as a user would.
        QPlainTextEdit* edit = editor.textEdit();
        const int dropLine = lineOf(source, QStringLiteral("drop;"));
        QTextCursor cursor(edit->document()->findBlockByNumber(dropLine - 1));
        cursor.movePosition(QTextCursor::EndOfBlock);
        edit->setTextCursor(cursor);
        QTest::keyClick(edit, Qt::Key_Return);
        QTest::keyClicks(edit, QStringLiteral("    turn food;"));
        QTRY_VERIFY(!editor.parse().ok());
        QVERIFY(editor.isModified());

        const QString typed = editor.text();
        const pb::ants::CompileResult expected = pb::ants::compileBrain(typed.toStdString(), QStringLiteral("wander.antl"));
        QVERIFY(!expected.ok());
        const pb::Diagnostic& d = expected.diagnostics.front();
        QCOMPARE(d.line, dropLine + 1);
        QCOMPARE(d.column, 10);  // "food"
        QListWidget* list = editor.diagnosticsList();
        QCOMPARE(list->count(), static_cast<int>(expected.diagnostics.size()));
        QCOMPARE(list->item(0)->text(), QStringLiteral("%1:10: %2").arg(dropLine + 1).arg(d.message));
        QVERIFY(list->item(0)->toolTip().startsWith(QStringLiteral("wander.antl:%1:10: error:").arg(dropLine + 1)));

        // Underlined: the word at the column.
        QList<QTextEdit::ExtraSelection> waves;
        for (const auto& s : edit->extraSelections())
            if (s.format.underlineStyle() == QTextCharFormat::WaveUnderline)
                waves << s;
        QCOMPARE(waves.size(), 1);
        QCOMPARE(waves[0].cursor.blockNumber() + 1, dropLine + 1);
        QCOMPARE(waves[0].cursor.selectedText(), QStringLiteral("food"));

        // Activating the entry goes there; fixing the text clears it.
        emit list->itemActivated(list->item(0));
        QCOMPARE(cursorLine(edit), dropLine + 1);
        QCOMPARE(edit->textCursor().positionInBlock(), 9);
        QTextCursor line(edit->document()->findBlockByNumber(dropLine));
        line.select(QTextCursor::LineUnderCursor);
        line.insertText(QStringLiteral("    turn left;"));
        QTRY_VERIFY(editor.parse().ok());
        QCOMPARE(list->count(), 0);
        QCOMPARE(editor.parse().brain.stateCount(), 17);
    }

    // A compile expected to take longer than the threshold runs on a worker thread, as a parse does.
    void compilesOnAWorker()
    {
        BrainEditor editor;
        editor.setText(sampleSource(), true);
        editor.setWorkerThreshold(0);
        QSignalSpy parsed(&editor, &BrainEditor::parsed);
        // A drop first: the program's new entry (a drop at the end would be unreachable, no state).
        QTextCursor start(editor.textEdit()->document());
        start.insertText(QStringLiteral("drop;\n"));
        QTRY_COMPARE(parsed.count(), 1);
        QVERIFY(editor.lastParseOnWorker());
        QVERIFY(editor.parse().ok());
        QCOMPARE(editor.parse().brain.toText(), pb::ants::compileBrain(editor.text().toStdString()).brain.toText());
        QCOMPARE(editor.sourceMap().statesOnLine(1), std::vector<int>{0});
    }

    void heatPerLineIsTheSumOverItsStates()
    {
        const QString source = sampleSource();
        BrainEditor editor;
        editor.setText(source, true);
        QVERIFY(pb::test::showAt(editor, 700, 500));
        const int states = editor.parse().brain.stateCount();
        QVERIFY(states > 50);
        std::vector<std::uint32_t> runs(static_cast<size_t>(states));
        std::vector<int> ants(static_cast<size_t>(states));
        for (size_t s = 0; s < runs.size(); ++s) {
            runs[s] = static_cast<std::uint32_t>(s * 37 % 101);
            ants[s] = s % 5 == 0 ? static_cast<int>(s % 4) : 0;
        }
        editor.setHeat(runs, ants);
        const pb::ants::SourceMap& map = editor.sourceMap();
        const int lines = editor.textEdit()->blockCount();
        int linesWithStates = 0;
        for (int line = 1; line <= lines; ++line) {
            std::uint32_t sumRuns = 0;
            int sumAnts = 0;
            for (int s : map.statesOnLine(line)) {
                sumRuns += runs[static_cast<size_t>(s)];
                sumAnts += ants[static_cast<size_t>(s)];
            }
            linesWithStates += map.statesOnLine(line).empty() ? 0 : 1;
            QCOMPARE(editor.runsOnLine(line), sumRuns);
            QCOMPARE(editor.antsOnLine(line), sumAnts);
        }
        QVERIFY(linesWithStates > 10);
        // Every state is on exactly one line: the lines' runs add up to all runs.
        std::uint64_t total = 0, linesTotal = 0;
        for (std::uint32_t r : runs)
            total += r;
        for (int line = 1; line <= lines; ++line)
            linesTotal += editor.runsOnLine(line);
        QCOMPARE(linesTotal, total);

        // The gutter's tooltip for a line: its states and heat.
        const int stepLine = lineOf(source, QStringLiteral("if (!move) turnAnyWay();"));
        const QString tip = editor.lineToolTip(stepLine);
        QVERIFY2(tip.startsWith(QStringLiteral("Line %1: states ").arg(stepLine)), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Ran ")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("on this line now")), qPrintable(tip));
        QVERIFY(!editor.grab().isNull());

        editor.setHeat({}, {});
        QCOMPARE(editor.runsOnLine(stepLine), 0u);
    }

    void ctrlClickGoesToTheDefinition()
    {
        const QString source = QString::fromUtf8(pb::test::kExampleAntl);
        BrainEditor editor;
        editor.setText(source, true);
        QVERIFY(pb::test::showAt(editor, 700, 500));
        QPlainTextEdit* edit = editor.textEdit();
        QWidget* viewport = edit->viewport();
        auto lineAfterClick = [&](int line, const QString& word, int nth = 0) {
            const QString text = edit->document()->findBlockByNumber(line - 1).text();
            int at = -1;
            for (int i = 0; i <= nth; ++i)
                at = static_cast<int>(text.indexOf(word, at + 1));
            Q_ASSERT(at >= 0);
            QTest::mouseClick(viewport, Qt::LeftButton, Qt::ControlModifier, pointAt(edit, line, at, 1));
            return cursorLine(edit);
        };
        const int search = lineOf(source, QStringLiteral("search:"));
        const int carry = lineOf(source, QStringLiteral("carry:"));
        const int proc = lineOf(source, QStringLiteral("proc wander"));
        const int w = lineOf(source, QStringLiteral("w: if"));
        // goto carry -> carry:
        QCOMPARE(lineAfterClick(lineOf(source, QStringLiteral("goto carry;")), QStringLiteral("carry")), carry);
        // else search -> search:
        QCOMPARE(lineAfterClick(lineOf(source, QStringLiteral("move else search;")), QStringLiteral("search")), search);
        // a label argument: wander(carry) -> carry:
        QCOMPARE(lineAfterClick(lineOf(source, QStringLiteral("wander(carry);")), QStringLiteral("carry")), carry);
        // the procedure's name -> its declaration
        QCOMPARE(lineAfterClick(lineOf(source, QStringLiteral("wander(search);")), QStringLiteral("wander")), proc);
        // in the procedure: its own label, and a parameter
        QCOMPARE(lineAfterClick(lineOf(source, QStringLiteral("move else w;")), QStringLiteral("w;")), w);
        QCOMPARE(editor.textEdit()->textCursor().positionInBlock(), 2);  // at "w:"
        QCOMPARE(lineAfterClick(w, QStringLiteral("again")), proc);
        // A keyword is no link: the cursor stays on the clicked line.
        const int drop = lineOf(source, QStringLiteral("drop;"));
        QCOMPARE(lineAfterClick(drop, QStringLiteral("drop")), drop);
        QVERIFY(!editor.isModified());

        // Ctrl held over a label: a pointing hand.
        const int gotoLine = lineOf(source, QStringLiteral("goto carry;"));
        const int at = static_cast<int>(edit->document()->findBlockByNumber(gotoLine - 1).text().indexOf(QStringLiteral("carry")));
        const QPoint pos = pointAt(edit, gotoLine, at + 1, 1);
        QMouseEvent move(QEvent::MouseMove, pos, viewport->mapToGlobal(pos), Qt::NoButton, Qt::NoButton, Qt::ControlModifier);
        QCoreApplication::sendEvent(viewport, &move);
        QCOMPARE(viewport->cursor().shape(), Qt::PointingHandCursor);
    }

    void goToStateGoesToItsSourcePosition()
    {
        const QString source = QString::fromUtf8(pb::test::kExampleAntl);
        BrainEditor editor;
        editor.setText(source, true);
        QVERIFY(pb::test::showAt(editor, 700, 500));
        const pb::ants::SourceMap& map = editor.sourceMap();
        for (int state : {0, 3, 7, 15}) {
            editor.goToState(state);
            const pb::ants::SourcePosition at = map.positionOf(state);
            QCOMPARE(cursorLine(editor.textEdit()), at.line);
            QCOMPARE(editor.textEdit()->textCursor().positionInBlock(), at.column - 1);
            QCOMPARE(editor.currentState(), map.statesOnLine(at.line).front());
        }
        // State 3 is made by the procedure (wander(search)): its position is in the body.
        QVERIFY(map.callSiteOf(3).line > 0);
        QVERIFY(map.positionOf(3).line < map.callSiteOf(3).line);
    }
};

QTEST_MAIN(TestBrainEditorLanguage)
#include "tst_braineditor_lang.moc"
