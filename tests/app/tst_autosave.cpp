// "No lost work": each game's unsaved work through autosave and back, the program killed with
// SIGKILL after an edit and its work restored at the next start, Discard and Later, a normal
// quit, and a live instance's work never offered.
//
// The data folder is a temporary one (XDG_DATA_HOME, XDG_CONFIG_HOME set before the application
// starts), shared with the autosave_child program through the environment.

#include "gui/ants/antsdocument.h"
#include "gui/arimaa/arimaadocument.h"
#include "gui/autosave.h"
#include "gui/honeycomb/honeycombdocument.h"
#include "gui/less/lessdocument.h"
#include "gui/mainwindow.h"
#include "gui/peaceable/peaceabledocument.h"
#include "showwidget.h"
#include "signalprogram.h"

#include "ants/braineditor.h"
#include "arimaa/notation.h"
#include "less/board.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QLockFile>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <csignal>
#include <memory>

#include <sys/types.h>
#include <signal.h>

using namespace pb::gui;
using pb::gui::RestoreDialog;

namespace {

// What autosave writes and reads back: the state through its JSON text.
QJsonObject throughJson(const QJsonObject& state)
{
    return QJsonDocument::fromJson(QJsonDocument(state).toJson()).object();
}

QStringList sessions()
{
    return QDir(Autosaver::rootDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
}

// Answers the restore question with `choice`, counting the questions and keeping the rows shown.
struct Chooser {
    int asked = 0;
    QStringList rows;
    explicit Chooser(RestoreDialog::Choice choice, const QString& shot = QString())
    {
        RestoreDialog::setChooser([this, choice, shot](RestoreDialog& dialog) {
            ++asked;
            rows.clear();
            for (int i = 0; i < dialog.list()->topLevelItemCount(); ++i) {
                const QTreeWidgetItem* item = dialog.list()->topLevelItem(i);
                rows << item->text(0) + QLatin1Char('|') + item->text(1);
            }
            if (!shot.isEmpty() && QTest::qWaitForWindowExposed(&dialog) && !pb::test::saveShot(dialog, shot))
                qWarning("could not save %s", qPrintable(shot));
            return choice;
        });
    }
    ~Chooser() { RestoreDialog::setChooser({}); }
};

// Clicks `button` of the next message box (the unsaved-changes question) once it shows.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    auto* timer = new QTimer(qApp);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            timer->deleteLater();
            box->button(button)->click();
        }
    });
    timer->start(20);
}

// A session left by a program that is gone: a copy of a live session's entries in a folder
// nobody locks.
QString fakeDeadSession(const QString& liveDir, const QString& name)
{
    const QString dead = QDir(Autosaver::rootDir()).filePath(name);
    QDir().mkpath(dead);
    for (const QString& file : QDir(liveDir).entryList({QStringLiteral("*.json")}, QDir::Files))
        QFile::copy(QDir(liveDir).filePath(file), QDir(dead).filePath(file));
    return dead;
}

// Each game's unsaved work, as a user makes it.
void editAnts(AntsDocument& doc, const QString& note)
{
    QPlainTextEdit* edit = doc.brainEditor(pb::ants::Color::Red)->textEdit();
    edit->moveCursor(QTextCursor::End);
    edit->insertPlainText(note);
}

void handPlayHoneycomb(HoneycombDocument& doc)
{
    QTRY_VERIFY(!doc.isBusy());
    doc.seek(0);
    for (const QChar c : QStringLiteral("pal"))  // W, SW, SE: replaces the rest of the entry
        QVERIFY2(doc.playChar(c), qPrintable(doc.lastMessage()));
    QTRY_VERIFY(!doc.isBusy());
    QCOMPARE(doc.solutionText(), QStringLiteral("pal"));
}

// Three turns of a game of four people.
void playLess(pb::gui::LessDocument& doc)
{
    using namespace pb::less;
    doc.setBotPause(0);
    for (int c = 0; c < kColours; ++c)
        doc.setSeat(c, LessDocument::kHuman);
    doc.newGame(parseBoard(kFigure1Board).board, QStringLiteral("Figure 1"));
    QVERIFY(doc.autosaveState().isEmpty());  // no turn yet
    for (int turn = 0; turn < 3; ++turn) {
        QTRY_VERIFY(doc.humanToMove());
        const Turn t = legalTurns(doc.game().board(), doc.game().position(), doc.game().toMove()).front();
        for (int i = 0; i < t.count; ++i) {
            const Step& s = t.steps[static_cast<std::size_t>(i)];
            if (doc.selectedSquare() != s.from)
                QVERIFY(doc.clickSquare(s.from));
            QVERIFY(doc.clickSquare(s.to));
        }
        QVERIFY2(doc.confirmTurn(), qPrintable(doc.lastMessage()));
    }
    QCOMPARE(doc.game().history().size(), std::size_t(3));
}

// Both setups and Gold's first move, two people, no clocks.
void playArimaa(ArimaaDocument& doc)
{
    using namespace pb::arimaa;
    doc.setPlayer(Gold, ArimaaDocument::Person);
    doc.setPlayer(Silver, ArimaaDocument::Person);
    QVERIFY(doc.setTimeControl(QStringLiteral("none")));
    doc.newGame();
    QVERIFY(doc.autosaveState().isEmpty());
    QVERIFY(doc.confirmSetup());
    QVERIFY(doc.confirmSetup());
    QVERIFY(doc.dropPiece(parseSquare("e2"), parseSquare("e3")));
    QVERIFY(doc.finishTurn());
    QCOMPARE(doc.game().record().size(), std::size_t(3));
}

// Three knights on the first free cells of the test.
void placePeaceable(PeaceableDocument& doc)
{
    const pb::peaceable::Problem& p = doc.problem();
    int placed = 0;
    for (int cell = 0; cell < p.n * p.n && placed < 3; ++cell)
        if (!p.isWall(cell / p.n, cell % p.n) && doc.placePiece(cell, pb::peaceable::Knight, std::int8_t(placed % 2)))
            ++placed;
    QCOMPARE(placed, 3);
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void cleanup()
    {
        // Each test starts with no sessions left over.
        for (const QString& s : sessions())
            QDir(QDir(Autosaver::rootDir()).filePath(s)).removeRecursively();
    }

    // Nothing unsaved, nothing kept.
    void untouchedDocumentsKeepNothing()
    {
        std::unique_ptr<Document> docs[] = {std::unique_ptr<Document>(AntsDocument::createSample()),
                                            std::unique_ptr<Document>(HoneycombDocument::createSample()),
                                            std::unique_ptr<Document>(ArimaaDocument::createSample()),
                                            std::unique_ptr<Document>(PeaceableDocument::createSample())};
        for (const auto& doc : docs)
            QVERIFY2(doc->autosaveState().isEmpty(), qPrintable(doc->gameId()));
        auto* honeycomb = static_cast<HoneycombDocument*>(docs[1].get());
        QTRY_VERIFY(!honeycomb->isBusy());
        QVERIFY(honeycomb->autosaveState().isEmpty());
    }

    void antsBrainRoundTrip()
    {
        std::unique_ptr<AntsDocument> a(AntsDocument::createSample());
        editAnts(*a, QStringLiteral("\n; my change\n"));
        const QString edited = a->brainEditor(pb::ants::Color::Red)->text();
        const QJsonObject state = throughJson(a->autosaveState());
        QVERIFY(!state.isEmpty());

        std::unique_ptr<AntsDocument> b(AntsDocument::createSample());
        QString error;
        QVERIFY2(b->restoreAutosave(state, &error), qPrintable(error));
        QCOMPARE(b->brainEditor(pb::ants::Color::Red)->text(), edited);
        QVERIFY(b->brainEditor(pb::ants::Color::Red)->isModified());
        QVERIFY(!b->brainEditor(pb::ants::Color::Black)->isModified());
        QCOMPARE(b->brainPath(pb::ants::Color::Red), a->brainPath(pb::ants::Color::Red));
        QVERIFY(b->isModified());
        QVERIFY(b->title().endsWith(QLatin1String(" *")));
        QCOMPARE(throughJson(b->autosaveState()), state);
    }

    void honeycombHandPlayRoundTrip()
    {
        std::unique_ptr<HoneycombDocument> a(HoneycombDocument::createSample());
        handPlayHoneycomb(*a);
        if (QTest::currentTestFailed())
            return;
        const QString played = a->solutionText();
        QVERIFY(a->isModified());
        const QJsonObject state = throughJson(a->autosaveState());
        QVERIFY(!state.isEmpty());

        std::unique_ptr<HoneycombDocument> b(HoneycombDocument::createSample());
        QTRY_VERIFY(!b->isBusy());
        QString error;
        QVERIFY2(b->restoreAutosave(state, &error), qPrintable(error));
        QTRY_VERIFY(!b->isBusy());
        QCOMPARE(b->solutionText(), played);
        QCOMPARE(b->entryIndex(), a->entryIndex());
        QCOMPARE(b->seed(), a->seed());
        QCOMPARE(b->problem().id, a->problem().id);
        QTRY_COMPARE(b->position(), a->position());
        QVERIFY(b->isModified());
    }

    void lessGameRoundTrip()
    {
        using namespace pb::less;
        LessDocument a;
        playLess(a);
        if (QTest::currentTestFailed())
            return;
        const QJsonObject state = throughJson(a.autosaveState());
        QVERIFY(!state.isEmpty());

        LessDocument b;
        b.setBotPause(0);
        QString error;
        QVERIFY2(b.restoreAutosave(state, &error), qPrintable(error));
        QCOMPARE(b.game().history().size(), a.game().history().size());
        for (std::size_t k = 0; k < a.game().history().size(); ++k)
            QCOMPARE(turnText(b.game().history()[k].turn), turnText(a.game().history()[k].turn));
        QCOMPARE(b.game().toMove(), a.game().toMove());
        QCOMPARE(b.title(), a.title());
        // It goes on: the next turn is played and can be taken back to the restored point.
        QTRY_VERIFY(b.humanToMove());
        const Turn t = legalTurns(b.game().board(), b.game().position(), b.game().toMove()).front();
        QVERIFY(b.clickSquare(t.steps[0].from));
        QVERIFY(b.clickSquare(t.steps[0].to));
        QVERIFY(b.confirmTurn());
        QCOMPARE(b.game().history().size(), std::size_t(4));
        QVERIFY(b.undoTurn());
        QCOMPARE(b.game().history().size(), std::size_t(3));
    }

    void arimaaGameRoundTrip()
    {
        using namespace pb::arimaa;
        ArimaaDocument a;
        playArimaa(a);
        if (QTest::currentTestFailed())
            return;
        const QJsonObject state = throughJson(a.autosaveState());
        QVERIFY(!state.isEmpty());

        ArimaaDocument b;
        QVERIFY(b.setTimeControl(QStringLiteral("0:30/5/100/10")));  // the state's "none" wins
        QString error;
        QVERIFY2(b.restoreAutosave(state, &error), qPrintable(error));
        QCOMPARE(b.game().record(), a.game().record());
        QCOMPARE(b.game().sideToMove(), int(Silver));
        QVERIFY(!b.gameTimed());
        QCOMPARE(b.player(Gold), int(ArimaaDocument::Person));
        QCOMPARE(b.player(Silver), int(ArimaaDocument::Person));
        QVERIFY(!b.gameOver());
        QVERIFY(b.takeBack());  // a game going on: its moves can be taken back
        QCOMPARE(b.game().record().size(), std::size_t(2));
    }

    void peaceablePlacementRoundTrip()
    {
        using namespace pb::peaceable;
        PeaceableDocument a;
        a.loadSeed(3);
        QVERIFY(a.autosaveState().isEmpty());
        placePeaceable(a);
        const QJsonObject state = throughJson(a.autosaveState());
        QVERIFY(!state.isEmpty());

        PeaceableDocument b;
        b.loadSeed(5);
        QString error;
        QVERIFY2(b.restoreAutosave(state, &error), qPrintable(error));
        QCOMPARE(b.seed(), qint64(3));
        QCOMPARE(writeAnswer(b.board().toAnswer()), writeAnswer(a.board().toAnswer()));
        QCOMPARE(b.board().score(), a.board().score());
        QVERIFY(b.isModified());

        // A test read from a file travels as its text.
        QTemporaryDir dir;
        const QString input = dir.filePath(QStringLiteral("test.in"));
        QFile file(input);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(writeProblem(generateProblem(4)).c_str());
        file.close();
        PeaceableDocument c;
        QString why;
        QVERIFY2(c.loadProblemFile(input, &why), qPrintable(why));
        QVERIFY(c.placePiece(0, King, 0) || c.placePiece(1, King, 0));
        const QJsonObject fromFile = throughJson(c.autosaveState());
        PeaceableDocument d;
        QVERIFY2(d.restoreAutosave(fromFile, &error), qPrintable(error));
        QCOMPARE(d.seed(), qint64(0));
        QCOMPARE(writeProblem(d.problem()), writeProblem(c.problem()));
        QCOMPARE(writeAnswer(d.board().toAnswer()), writeAnswer(c.board().toAnswer()));
    }

    // The autosave follows the document: written when changed, gone when saved or closed.
    void filesFollowTheDocument()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.autosaver()->setInterval(50);
        auto* doc = qobject_cast<PeaceableDocument*>(window.openSample(QStringLiteral("peaceable")));
        QVERIFY(doc);
        window.autosaver()->saveNow();
        QVERIFY(window.autosaver()->fileOf(doc).isEmpty());  // nothing unsaved
        QVERIFY(doc->placePiece(0, pb::peaceable::King, 0) || doc->placePiece(1, pb::peaceable::King, 0));
        QTRY_VERIFY(!window.autosaver()->fileOf(doc).isEmpty());
        const QString file = window.autosaver()->fileOf(doc);
        QVERIFY(QFile::exists(file));
        QString error;
        QVERIFY2(doc->saveAnswer(dir.filePath(QStringLiteral("a.out")), &error), qPrintable(error));
        QTRY_VERIFY(!QFile::exists(file));
        // Changed again, then closed without saving (the user chose Discard): its file goes.
        QVERIFY(doc->placePiece(2, pb::peaceable::King, 1) || doc->placePiece(3, pb::peaceable::King, 1));
        QTRY_VERIFY(!window.autosaver()->fileOf(doc).isEmpty());
        const QString second = window.autosaver()->fileOf(doc);
        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(window.closeDocument(doc));
        QVERIFY(!QFile::exists(second));
    }

    // Discard deletes the autosaved copies; Later keeps them for the next start.
    void discardAndLater()
    {
        QString deadDir;
        {
            MainWindow window;
            auto* doc = qobject_cast<PeaceableDocument*>(window.openSample(QStringLiteral("peaceable")));
            QVERIFY(doc->placePiece(0, pb::peaceable::King, 0) || doc->placePiece(1, pb::peaceable::King, 0));
            window.autosaver()->saveNow();
            deadDir = fakeDeadSession(window.autosaver()->sessionDir(), QStringLiteral("20000101-000000-1"));
        }
        {
            Chooser later(RestoreDialog::Later);
            MainWindow window;
            QCOMPARE(window.offerRestore(), 0);
            QCOMPARE(later.asked, 1);
            QCOMPARE(later.rows.size(), 1);
            QVERIFY2(later.rows[0].startsWith(QLatin1String("Peaceable")), qPrintable(later.rows[0]));
            QVERIFY(QDir(deadDir).exists());
        }
        {
            Chooser discard(RestoreDialog::Discard);
            MainWindow window;
            QCOMPARE(window.offerRestore(), 0);
            QCOMPARE(discard.asked, 1);
            QVERIFY(!QDir(deadDir).exists());
            QCOMPARE(window.documents().size(), 0);
        }
        Chooser never(RestoreDialog::Restore);
        MainWindow window;
        QCOMPARE(window.offerRestore(), 0);
        QCOMPARE(never.asked, 0);
    }

    // A normal quit (the unsaved changes discarded at the question) leaves nothing to offer.
    void normalQuitLeavesNothing()
    {
        {
            auto window = std::make_unique<MainWindow>();
            window->show();
            auto* ants = qobject_cast<AntsDocument*>(window->openSample(QStringLiteral("ants")));
            ants->brainEditor(pb::ants::Color::Black)->textEdit()->insertPlainText(QStringLiteral("; note\n"));
            window->autosaver()->saveNow();
            QVERIFY(QFile::exists(window->autosaver()->fileOf(ants)));
            answerNextMessageBox(QMessageBox::Discard);
            QVERIFY(window->close());
        }
        QCOMPARE(sessions(), QStringList());
        Chooser never(RestoreDialog::Restore);
        MainWindow window;
        QCOMPARE(window.offerRestore(), 0);
        QCOMPARE(never.asked, 0);
    }

    // Every game's work in one window, through the files and the question, back in a new one.
    void everyGameThroughTheFiles()
    {
        QHash<QString, QJsonObject> states;
        QString deadDir;
        {
            MainWindow window;
            auto* ants = qobject_cast<AntsDocument*>(window.openSample(QStringLiteral("ants")));
            editAnts(*ants, QStringLiteral("\n; all five\n"));
            handPlayHoneycomb(*qobject_cast<HoneycombDocument*>(window.openSample(QStringLiteral("honeycomb"))));
            playLess(*qobject_cast<LessDocument*>(window.openSample(QStringLiteral("less"))));
            playArimaa(*qobject_cast<ArimaaDocument*>(window.openSample(QStringLiteral("arimaa"))));
            placePeaceable(*qobject_cast<PeaceableDocument*>(window.openSample(QStringLiteral("peaceable"))));
            if (QTest::currentTestFailed())
                return;
            window.autosaver()->saveNow();
            for (Document* doc : window.documents()) {
                states.insert(doc->gameId(), throughJson(doc->autosaveState()));
                QVERIFY2(QFile::exists(window.autosaver()->fileOf(doc)), qPrintable(doc->gameId()));
            }
            deadDir = fakeDeadSession(window.autosaver()->sessionDir(), QStringLiteral("20000101-000000-2"));
        }
        QCOMPARE(states.size(), 5);

        Chooser restore(RestoreDialog::Restore, QStringLiteral("autosave-restore-five.png"));
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        QCOMPARE(window.offerRestore(), 5);
        QCOMPARE(restore.rows.size(), 5);
        QVERIFY(!QDir(deadDir).exists());
        QCOMPARE(window.documents().size(), 5);
        for (Document* doc : window.documents()) {
            if (auto* hc = qobject_cast<HoneycombDocument*>(doc))
                QTRY_VERIFY(!hc->isBusy() && hc->position() == 3);
            QCOMPARE(throughJson(doc->autosaveState()), states.value(doc->gameId()));
        }
    }

    // The real thing: a program killed with SIGKILL after an edit; while it runs its work is not
    // offered (it is a live instance), once it is dead the next start restores it.
    void killedProgramIsRestored()
    {
        const QString note = QStringLiteral("\n; typed just before kill -9\n");
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PLAYBENCH_AUTOSAVE_MS"), QStringLiteral("100"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        child.setProcessEnvironment(env);
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QStringLiteral(AUTOSAVE_CHILD), {note});
        QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
        QByteArray out;
        while (!out.contains('\n') && child.waitForReadyRead(60000))
            out += child.readAllStandardOutput();
        QVERIFY2(out.startsWith("ready "), out.constData());
        const QString file = QString::fromLocal8Bit(out.mid(6).trimmed());
        QVERIFY(QFile::exists(file));
        const QString childSession = QFileInfo(file).absolutePath();

        // Alive: never offered, even when its lock is old (QLockFile's default calls a lock older
        // than 30 s stale).
        {
            QFile lock(QDir(childSession).filePath(QStringLiteral("lock")));
            QVERIFY(lock.open(QIODevice::ReadWrite));
            QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
            lock.close();
            Chooser never(RestoreDialog::Restore);
            MainWindow window;
            QCOMPARE(window.offerRestore(), 0);
            QCOMPARE(never.asked, 0);
            QVERIFY(QFile::exists(file));
        }

        QVERIFY(pb::test::signalProgram(child, SIGKILL));
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        QVERIFY(QFile::exists(file));  // what a crash leaves

        Chooser restore(RestoreDialog::Restore, QStringLiteral("autosave-restore-dialog.png"));
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        QCOMPARE(window.offerRestore(), 1);
        QCOMPARE(restore.asked, 1);
        QCOMPARE(restore.rows.size(), 1);
        QVERIFY2(restore.rows[0].startsWith(QLatin1String("Ants|Ants:")), qPrintable(restore.rows[0]));
        auto* ants = qobject_cast<AntsDocument*>(window.currentDocument());
        QVERIFY(ants);
        std::unique_ptr<AntsDocument> sample(AntsDocument::createSample());
        QCOMPARE(ants->brainEditor(pb::ants::Color::Red)->text(), sample->brainEditor(pb::ants::Color::Red)->text() + note);
        QVERIFY(ants->brainEditor(pb::ants::Color::Red)->isModified());
        QVERIFY(ants->isModified());
        QVERIFY(window.windowTitle().contains(QLatin1String(" *")));
        QVERIFY(!QDir(childSession).exists());  // restored: the dead session is gone
        // The restored work is this session's now: autosaved here until saved.
        QVERIFY(QFile::exists(window.autosaver()->fileOf(ants)));
        QCOMPARE(sessions(), QStringList{QFileInfo(window.autosaver()->sessionDir()).fileName()});
    }
};

int main(int argc, char* argv[])
{
    // A data and settings folder of the test's own, before anything reads them; the child
    // program inherits them.
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    qputenv("XDG_DATA_HOME", QDir(home.path()).filePath(QStringLiteral("data")).toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", QDir(home.path()).filePath(QStringLiteral("config")).toLocal8Bit());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("PlaybenchTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PlaybenchAutosaveTest"));
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
