// The Ants workspace with a brain in the brain language (docs/ant-language.md), offscreen: opened
// as source, compiled live, run, inspected, saved, exported, autosaved.

#include "gui/ants/antsdocument.h"
#include "gui/helppages.h"
#include "gui/mainwindow.h"
#include "filedialog.h"
#include "showwidget.h"
#include "testsettings.h"

#include "ants/antl/compiler.h"
#include "ants/braineditor.h"
#include "ants/cellinspector.h"
#include "ants/worldview.h"
#include "common/textfile.h"

#include <QAbstractButton>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <memory>

using namespace pb::ants;
using pb::gui::AntsDocument;
using pb::gui::MainWindow;

namespace {

QString readAll(const QString& path)
{
    QString error;
    const auto bytes = pb::readFileBytes(path, &error);
    return bytes ? QString::fromUtf8(bytes->data(), static_cast<qsizetype>(bytes->size())) : QString();
}

QString sampleSource() { return readAll(QStringLiteral(":/ants/sample.antl")); }

void typeOver(pb::views::BrainEditor* editor, const QString& text)
{
    QTextCursor cursor(editor->textEdit()->document());
    cursor.select(QTextCursor::Document);
    cursor.insertText(text);
}

// Answers the next "red or black?" question with the button of that text.
void answerColour(const QString& button)
{
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, [poll, button, tries = 0]() mutable {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            if (++tries > 500)
                poll->deleteLater();
            return;
        }
        poll->deleteLater();
        for (QAbstractButton* b : box->buttons())
            if (b->text() == button)
                b->click();
    });
    poll->start(20);
}

// Shows the tab of that text in the document's side tabs.
void showTab(AntsDocument* doc, const QString& text)
{
    for (QTabWidget* tabs : doc->findChildren<QTabWidget*>())
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == text)
                tabs->setCurrentIndex(i);
}

} // namespace

class TestAntsWorkspaceLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchWorkspaceLangTest"));
        QVERIFY(m_dir.isValid());
        m_source = sampleSource();
        QVERIFY(m_source.contains(QStringLiteral("proc headFor")));
        m_antl = m_dir.filePath(QStringLiteral("forager.antl"));
        QString error;
        QVERIFY(pb::writeFileBytes(m_antl, m_source.toStdString(), &error));
    }

    // File > Open (the main window's openPath, also behind Open Recent and the command line)
    // loads a .antl as source; the game runs its compiled brain exactly as the compiled .ant.
    void openedSourceRunsTheCompiledBrain()
    {
        MainWindow window;
        window.show();
        auto* doc = qobject_cast<AntsDocument*>(window.openSample(QStringLiteral("ants")));
        QVERIFY(doc);
        answerColour(QStringLiteral("Red"));
        QVERIFY(window.openPath(m_antl));
        QVERIFY(window.recentFiles().first().endsWith(QStringLiteral("forager.antl")));
        pb::views::BrainEditor* editor = doc->brainEditor(Color::Red);
        QVERIFY(editor->isSourceLanguage());
        QCOMPARE(editor->text(), m_source);
        QCOMPARE(doc->brainPath(Color::Red), m_antl);
        QVERIFY(editor->parse().ok());
        QVERIFY(!doc->isModified());

        const CompileResult compiled = compileBrain(m_source.toStdString(), m_antl);
        QVERIFY(compiled.ok());
        QCOMPARE(doc->controller()->brain(Color::Red).toText(), compiled.brain.toText());

        // The same game as the compiled .ant loaded directly.
        const BrainParse direct = parseBrain(compiled.brain.toText());
        QVERIFY(direct.ok());
        const WorldParse world = loadWorld(QStringLiteral(":/ants/sample0.world"));
        Game game(world.world, direct.brain, doc->controller()->brain(Color::Black), 12345);
        game.playUntil(1500);
        QTRY_VERIFY_WITH_TIMEOUT(doc->controller()->computedRounds() >= 1500, 60000);
        doc->controller()->seek(1500);
        QTRY_COMPARE(doc->controller()->round(), 1500);
        const auto frame = doc->controller()->frame();
        QCOMPARE(frame->foodOnHill(Color::Red), game.foodOnHill(Color::Red));
        QCOMPARE(frame->foodOnHill(Color::Black), game.foodOnHill(Color::Black));
        QCOMPARE(frame->antCount(), game.antCount());
        for (int id = 0; id < game.antCount(); ++id) {
            const auto a = frame->ant(id), b = game.ant(id);
            QCOMPARE(a.has_value(), b.has_value());
            if (a) {
                QCOMPARE(a->state, b->state);
                QCOMPARE(a->pos, b->pos);
                QCOMPARE(a->direction, b->direction);
            }
        }

        // An error typed shows in the list with its line and column; the game waits for a fix.
        QString broken = m_source;
        broken.replace(QStringLiteral("mark HOME_TRAIL;"), QStringLiteral("mark HOME_TRAIL + 7;"));
        typeOver(editor, broken);
        QTRY_VERIFY(!editor->parse().ok());
        const CompileResult bad = compileBrain(broken.toStdString(), m_antl);
        QVERIFY(!bad.ok());
        QCOMPARE(editor->diagnosticsList()->item(0)->text(),
                 QStringLiteral("%1:%2: %3").arg(bad.diagnostics[0].line).arg(bad.diagnostics[0].column).arg(bad.diagnostics[0].message));
        QVERIFY(!doc->restart());
        QVERIFY(doc->stoppedMessage().contains(QStringLiteral("red brain has errors")));
        typeOver(editor, m_source);
        QTRY_VERIFY(editor->parse().ok());
        QVERIFY(doc->restart());
        editor->setModified(false);
    }

    // The inspector shows an ant's state and its source line; clicking it shows the line.
    // The heat column of the brain in front sums each line's states.
    void inspectorAndHeatFollowTheSource()
    {
        std::unique_ptr<AntsDocument> doc(AntsDocument::createSample());
        QVERIFY(pb::test::showAt(*doc, 1300, 850));
        answerColour(QStringLiteral("Red"));
        QString error;
        QVERIFY(doc->openFile(m_antl, &error));
        QTRY_VERIFY_WITH_TIMEOUT(doc->controller()->computedRounds() >= 800, 60000);
        doc->controller()->seek(800);
        QTRY_COMPARE(doc->controller()->round(), 800);
        const auto frame = doc->controller()->frame();
        std::optional<AntView> ant;
        for (int id = 0; id < frame->antCount() && !ant; ++id)
            if (const auto a = frame->ant(id); a && a->color == Color::Red)
                ant = a;
        QVERIFY(ant);
        showTab(doc.get(), QStringLiteral("Cell"));
        QTest::mouseClick(doc->worldView(), Qt::LeftButton, Qt::NoModifier, doc->worldView()->cellCenter(ant->pos).toPoint());
        const int line = doc->controller()->brain(Color::Red).lineOfState[static_cast<size_t>(ant->state)];
        const QString text = doc->inspector()->text();
        QVERIFY2(text.contains(QStringLiteral("State: %1\n").arg(ant->state)), qPrintable(text));
        const QString lineText = m_source.split(QLatin1Char('\n'))[line - 1].simplified();
        QVERIFY2(text.contains(QStringLiteral("Source: line %1: %2").arg(line).arg(lineText.left(40))), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Instruction: %1").arg(QString::fromStdString(
                     formatInstruction(doc->controller()->brain(Color::Red).states[static_cast<size_t>(ant->state)])))),
                 qPrintable(text));
        // The black brain (.ant) shows no source line.
        doc->inspector()->setSourceBrain(Color::Black, false);

        // The link: the red brain's tab, at the state's source position.
        auto* label = doc->inspector()->findChild<QLabel*>(QStringLiteral("cellInspectorText"));
        QVERIFY(label->text().contains(QStringLiteral("href='state:0:%1'").arg(ant->state)));
        emit label->linkActivated(QStringLiteral("state:0:%1").arg(ant->state));
        pb::views::BrainEditor* editor = doc->brainEditor(Color::Red);
        QTRY_VERIFY(editor->isVisible());
        QCOMPARE(editor->textEdit()->textCursor().blockNumber() + 1, line);
        QCOMPARE(editor->currentState(), editor->sourceMap().statesOnLine(line).front());

        // Heat: each line's runs and ants are the sums over its states.
        QTRY_VERIFY_WITH_TIMEOUT(editor->runsOnLine(line) > 0, 5000);
        const auto shown = doc->controller()->frame();
        const std::vector<std::uint32_t> runs = shown->stateRuns(Color::Red);
        const std::vector<int> ants = shown->antsPerState(Color::Red);
        QTest::qWait(300);  // the heat follows the frame shown
        for (int l = 1; l <= editor->textEdit()->blockCount(); ++l) {
            std::uint32_t sumRuns = 0;
            int sumAnts = 0;
            for (int s : editor->sourceMap().statesOnLine(l)) {
                sumRuns += runs[static_cast<size_t>(s)];
                sumAnts += ants[static_cast<size_t>(s)];
            }
            QCOMPARE(editor->runsOnLine(l), sumRuns);
            QCOMPARE(editor->antsOnLine(l), sumAnts);
        }
    }

    // Save writes the source; the export writes exactly the compiled .ant.
    void saveSourceAndExportCompiled()
    {
        std::unique_ptr<AntsDocument> doc(AntsDocument::createSample());
        const QString path = m_dir.filePath(QStringLiteral("saved.antl"));
        QString error;
        QVERIFY(pb::writeFileBytes(path, m_source.toStdString(), &error));
        answerColour(QStringLiteral("Black"));
        QVERIFY(doc->openFile(path, &error));
        pb::views::BrainEditor* editor = doc->brainEditor(Color::Black);
        QVERIFY(editor->isSourceLanguage());
        const QString edited = m_source + QStringLiteral("\n// edited\n");
        typeOver(editor, edited);
        QTRY_VERIFY(doc->isModified());
        QVERIFY(doc->save());
        QCOMPARE(readAll(path), edited);
        QVERIFY(!doc->isModified());

        const QString exported = m_dir.filePath(QStringLiteral("saved.ant"));
        QVERIFY2(doc->exportCompiledBrain(Color::Black, exported, &error), qPrintable(error));
        QCOMPARE(readAll(exported), QString::fromStdString(compileBrain(edited.toStdString()).brain.toText()));
        // The red brain is .ant already: nothing to export.
        QVERIFY(!doc->exportCompiledBrain(Color::Red, m_dir.filePath(QStringLiteral("red.ant")), &error));
        QVERIFY(error.contains(QStringLiteral("not in the brain language")));
        // A brain with errors is not exported.
        typeOver(editor, QStringLiteral("turn food;\n"));
        QTRY_VERIFY(!editor->parse().ok());
        QVERIFY(!doc->exportCompiledBrain(Color::Black, exported, &error));
        QVERIFY(error.contains(QStringLiteral("errors")));

        // Save As suggests a .antl.
        const QString other = m_dir.filePath(QStringLiteral("other.antl"));
        typeOver(editor, m_source);
        pb::test::answerFileDialog(this, other);
        QVERIFY(doc->saveBrainAs(Color::Black));
        QCOMPARE(readAll(other), m_source);
        QCOMPARE(doc->brainPath(Color::Black), other);
    }

    // Ants > New Brain in the Language: the sample forager as an untitled source brain.
    void newBrainInTheLanguage()
    {
        std::unique_ptr<AntsDocument> doc(AntsDocument::createSample());
        QMenu menu;
        doc->fillMenu(&menu);
        QStringList texts;
        for (QAction* a : menu.actions())
            texts << a->text().remove(QLatin1Char('&'));
        QVERIFY(texts.contains(QStringLiteral("New Brain in the Language...")));
        QVERIFY(texts.contains(QStringLiteral("Save Compiled Brain As...")));

        doc->newSourceBrain(Color::Black);
        pb::views::BrainEditor* editor = doc->brainEditor(Color::Black);
        QVERIFY(editor->isSourceLanguage());
        QCOMPARE(editor->text(), m_source);
        QVERIFY(doc->brainPath(Color::Black).isEmpty());
        QCOMPARE(doc->controller()->brain(Color::Black).toText(), compileBrain(m_source.toStdString()).brain.toText());

        // The guide page tells about the language.
        const QString guide = pb::gui::guideHtml(QStringLiteral("ants"));
        QVERIFY(guide.contains(QStringLiteral("docs/ant-language.md")));
        QVERIFY(guide.contains(QStringLiteral("New Brain in the Language")));
    }

    // Autosave keeps a source brain as source (and an old autosave without the flag goes by
    // the file's suffix).
    void autosaveRoundTrip()
    {
        std::unique_ptr<AntsDocument> a(AntsDocument::createSample());
        answerColour(QStringLiteral("Red"));
        QString error;
        QVERIFY(a->openFile(m_antl, &error));
        const QString edited = m_source + QStringLiteral("// work in progress\n");
        typeOver(a->brainEditor(Color::Red), edited);
        QTRY_VERIFY(a->isModified());
        QJsonObject state = a->autosaveState();
        QCOMPARE(state.value(QStringLiteral("brains")).toArray()[0].toObject().value(QStringLiteral("language")).toString(),
                 QStringLiteral("antl"));

        std::unique_ptr<AntsDocument> b(AntsDocument::createSample());
        QVERIFY(b->restoreAutosave(state, &error));
        QVERIFY(b->brainEditor(Color::Red)->isSourceLanguage());
        QVERIFY(!b->brainEditor(Color::Black)->isSourceLanguage());
        QCOMPARE(b->brainEditor(Color::Red)->text(), edited);
        QVERIFY(b->brainEditor(Color::Red)->isModified());
        QCOMPARE(b->brainPath(Color::Red), m_antl);
        QVERIFY(b->brainEditor(Color::Red)->parse().ok());
        QCOMPARE(b->controller()->brain(Color::Red).toText(), compileBrain(edited.toStdString()).brain.toText());

        // Without the flag: by the suffix.
        QJsonArray brains = state.value(QStringLiteral("brains")).toArray();
        QJsonObject red = brains[0].toObject();
        red.remove(QStringLiteral("language"));
        brains[0] = red;
        state.insert(QStringLiteral("brains"), brains);
        std::unique_ptr<AntsDocument> c(AntsDocument::createSample());
        QVERIFY(c->restoreAutosave(state, &error));
        QVERIFY(c->brainEditor(Color::Red)->isSourceLanguage());
    }

    // For docs/screenshots/ants-language.png: the sample forager as red, mid-game, its heat per
    // source line, at the line of an ant the inspector showed.
    void screenshot()
    {
        if (qEnvironmentVariable("PLAYBENCH_SCREENSHOTS").isEmpty())
            QSKIP("set PLAYBENCH_SCREENSHOTS to a folder to save screenshots");
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        auto* doc = qobject_cast<AntsDocument*>(window.openSample(QStringLiteral("ants")));
        answerColour(QStringLiteral("Red"));
        QVERIFY(window.openPath(m_antl));
        QTRY_VERIFY_WITH_TIMEOUT(doc->controller()->computedRounds() >= 3000, 60000);
        doc->controller()->seek(3000);
        QTRY_COMPARE(doc->controller()->round(), 3000);
        const auto frame = doc->controller()->frame();
        std::optional<AntView> pick;
        for (int id = 0; id < frame->antCount(); ++id)
            if (const auto a = frame->ant(id); a && a->color == Color::Red && (!pick || a->hasFood))
                pick = a;
        QVERIFY(pick);
        showTab(doc, QStringLiteral("Cell"));
        QTest::mouseClick(doc->worldView(), Qt::LeftButton, Qt::NoModifier, doc->worldView()->cellCenter(pick->pos).toPoint());
        QVERIFY(pb::test::saveShot(window, QStringLiteral("ants-language-inspector.png")));
        auto* label = doc->inspector()->findChild<QLabel*>(QStringLiteral("cellInspectorText"));
        emit label->linkActivated(QStringLiteral("state:0:%1").arg(pick->state));
        QTest::qWait(400);
        QVERIFY(pb::test::saveShot(window, QStringLiteral("ants-language.png")));
    }

private:
    QTemporaryDir m_dir;
    QString m_source;
    QString m_antl;
};

QTEST_MAIN(TestAntsWorkspaceLanguage)
#include "tst_antsworkspace_lang.moc"
