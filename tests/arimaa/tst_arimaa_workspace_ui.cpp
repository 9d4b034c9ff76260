// The Arimaa workspace (offscreen), what its panel says and does around the game: a time
// control chosen or typed during a game waits for the next one (Return in the field applies it,
// never confirms the setup), the setup hint once, the thinking row that keeps its room, and the
// replay's move numbers, material graph and game picker. Screenshots at 1366x768 with
// PLAYBENCH_SCREENSHOTS.
#include "gui/arimaa/arimaadocument.h"
#include "gui/mainwindow.h"

#include "arimaa/boardview.h"
#include "common/stepcontrols.h"
#include "reference.h"
#include "showwidget.h"
#include "testsettings.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

using namespace pb::arimaa;
using pb::gui::ArimaaDocument;

namespace {
int sq(const char* name) { return parseSquare(name); }

// Shown, active, two persons, untimed, a new game in setup.
void startPersonGame(ArimaaDocument& doc)
{
    QVERIFY(pb::test::showAt(doc, 1366, 768));
    doc.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&doc));
    doc.setPlayer(Gold, ArimaaDocument::Person);
    doc.setPlayer(Silver, ArimaaDocument::Person);
    QVERIFY(doc.setTimeControl(QStringLiteral("none")));
    doc.newGame();
}


// Where a widget is in the document (its top edge).
int topIn(QWidget* w, QWidget* doc) { return w->mapTo(doc, QPoint(0, 0)).y(); }

// Picks an item of the time control list as a click in its popup does.
void pickControl(ArimaaDocument& doc, const QString& data)
{
    QComboBox* combo = doc.timeControlCombo();
    const int index = combo->findData(data);
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}
} // namespace

class TestArimaaWorkspaceUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { pb::test::isolateSettings(QStringLiteral("PlaybenchArimaaUiTest")); }

    // A time control chosen during an untimed game starts no clock in it, a take back keeps it
    // untimed, and the next new game has the clocks.
    void timeControlWaitsForTheNextGame()
    {
        ArimaaDocument doc;
        QVERIFY(pb::test::showAt(doc, 1100, 700));
        doc.setPlayer(Gold, ArimaaDocument::Person);
        doc.setPlayer(Silver, ArimaaDocument::BotRandom);
        doc.setThinkMillis(200);
        QVERIFY(doc.setTimeControl(QStringLiteral("none")));
        doc.newGame();
        QVERIFY(doc.inSetup());
        pickControl(doc, QStringLiteral("0/5"));
        QVERIFY(doc.timed());       // the next game
        QVERIFY(!doc.gameTimed());  // not this one
        QVERIFY(doc.lastMessage().contains(QStringLiteral("next new game")));
        QTest::qWait(1200);
        QVERIFY(!doc.gameOver());
        QVERIFY(doc.inSetup());
        QVERIFY(doc.clockLabel(Gold)->text().isEmpty());
        QVERIFY(doc.clockLabel(Silver)->text().isEmpty());
        QVERIFY(!doc.sessionOptions().timed);
        // Gold sets up, the bot answers; then a take back, and still nobody loses on time.
        QVERIFY(doc.confirmSetup());
        QTRY_VERIFY_WITH_TIMEOUT(!doc.inSetup() && !doc.isThinking(), 10000);
        QVERIFY(!doc.gameOver());
        QVERIFY(doc.takeBack());
        QVERIFY(doc.inSetup());
        QTest::qWait(1200);
        QVERIFY(!doc.gameOver());
        QVERIFY(!doc.gameTimed());
        QVERIFY(doc.clockLabel(Gold)->text().isEmpty());
        // The next game is on the clock: five minutes each.
        doc.newGame();
        QVERIFY(doc.gameTimed());
        QVERIFY(doc.sessionOptions().timed);
        QTRY_VERIFY_WITH_TIMEOUT(doc.clockLabel(Gold)->text().contains(QStringLiteral("5:00")) ||
                                     doc.clockLabel(Gold)->text().contains(QStringLiteral("4:5")),
                                 3000);
        QVERIFY(!doc.gameOver());
        QVERIFY(doc.setTimeControl(QStringLiteral("none")));
    }

    // Return in the time control field checks the typed text there; the setup is not confirmed.
    void returnInTheTimeControlField()
    {
        ArimaaDocument doc;
        startPersonGame(doc);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(doc.inSetup());
        QLineEdit* field = doc.timeControlCombo()->lineEdit();
        QVERIFY(field);
        field->setFocus();
        QTRY_VERIFY(field->hasFocus());
        field->selectAll();
        QTest::keyClicks(field, QStringLiteral("0:30/x"));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(doc.inSetup());
        QVERIFY(doc.game().record().empty());  // not confirmed
        QVERIFY(doc.timeControlError()->isVisible());
        QVERIFY2(doc.timeControlError()->text().contains(QStringLiteral("column")), qPrintable(doc.timeControlError()->text()));
        QCOMPARE(doc.timeControlCombo()->currentText(), QStringLiteral("0:30/x"));  // kept to be fixed
        QVERIFY(!doc.timed());
        QVERIFY(pb::test::saveShot(doc, QStringLiteral("arimaa-timecontrol-error.png")));
        // Fixed: applied to the next game, the error gone, still Gold's setup.
        field->selectAll();
        QTest::keyClicks(field, QStringLiteral("0:30/5"));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(!doc.timeControlError()->isVisible());
        QVERIFY(doc.timed());
        QVERIFY(!doc.gameTimed());
        QVERIFY(doc.inSetup());
        QVERIFY(doc.game().record().empty());
        QCOMPARE(doc.timeControlCombo()->findText(QStringLiteral("0:30/x")), -1);  // nothing typed is listed
        // Return elsewhere still confirms the setup.
        doc.boardView()->setFocus();
        QTest::keyClick(doc.boardView(), Qt::Key_Return);
        QCOMPARE(doc.game().record().size(), std::size_t(1));
        QVERIFY(doc.setTimeControl(QStringLiteral("none")));
    }

    // The setup hint is shown once, not in two labels.
    void setupHintOnce()
    {
        ArimaaDocument doc;
        QVERIFY(pb::test::showAt(doc, 1366, 768));
        doc.setPlayer(Gold, ArimaaDocument::Person);
        doc.newGame();
        QVERIFY(doc.inSetup());
        int hints = 0;
        for (QLabel* l : doc.findChildren<QLabel*>())
            if (l->isVisible() && l->text().contains(QStringLiteral("swap"), Qt::CaseInsensitive))
                ++hints;
        QCOMPARE(hints, 1);
        QVERIFY(pb::test::saveShot(doc, QStringLiteral("arimaa-setup.png")));
    }

    // Esc drops the piece picked and the steps made, and the message about them goes.
    void escapeClearsStepsAndTheirMessage()
    {
        ArimaaDocument doc;
        startPersonGame(doc);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(doc.confirmSetup());
        QVERIFY(doc.confirmSetup());
        QVERIFY(doc.dropPiece(sq("d2"), sq("d3")));
        QVERIFY(doc.clickSquare(sq("d3")));
        QVERIFY(doc.lastMessage().startsWith(QStringLiteral("Step 1")));
        doc.boardView()->setFocus();
        QTest::keyClick(doc.boardView(), Qt::Key_Escape);
        QVERIFY(doc.pendingSteps().empty());
        QCOMPARE(doc.boardView()->selected(), -1);
        QVERIFY2(!doc.lastMessage().startsWith(QStringLiteral("Step 1")) && doc.lastMessage().contains(QStringLiteral("cleared")),
                 qPrintable(doc.lastMessage()));
        QVERIFY(doc.statusLabel()->text() == doc.lastMessage());
    }

    // The buttons stay where they are while the bot thinks.
    void thinkingKeepsTheButtonsInPlace()
    {
        ArimaaDocument doc;
        QVERIFY(pb::test::showAt(doc, 1366, 768));
        doc.setPlayer(Gold, ArimaaDocument::Person);
        doc.setPlayer(Silver, ArimaaDocument::BotSearch);
        doc.setThinkMillis(1500);
        QVERIFY(doc.setTimeControl(QStringLiteral("none")));
        doc.newGame();
        QVERIFY(doc.confirmSetup());
        QTRY_VERIFY_WITH_TIMEOUT(!doc.inSetup() && !doc.isThinking(), 15000);
        QTest::qWait(50);
        QVERIFY(doc.thinkingLabel()->text().isEmpty());
        const int before = topIn(doc.finishButton(), &doc);
        QVERIFY(doc.dropPiece(sq("a2"), sq("a3")));
        QVERIFY(doc.finishTurn());
        QTRY_VERIFY_WITH_TIMEOUT(doc.isThinking() && doc.thinkingLabel()->text().contains(QStringLiteral("thinking")), 5000);
        QTest::qWait(300);
        QVERIFY(pb::test::saveShot(doc, QStringLiteral("arimaa-thinking.png")));
        QCOMPARE(topIn(doc.finishButton(), &doc), before);
        QTRY_VERIFY_WITH_TIMEOUT(!doc.isThinking(), 15000);
        QTest::qWait(50);
        QCOMPARE(topIn(doc.finishButton(), &doc), before);
    }

    // A replay numbers its moves as the game does ("65w"), graphs the material of each position,
    // and the archive's game picker is as wide as its titles.
    void replayNumbersMaterialAndPicker()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("arimaa/games-2011-sample.txt"));
        const QString archivePath = pb::test::referencePath(QStringLiteral("arimaa/games-2011-sample.txt"));
        pb::gui::MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        auto* doc = new ArimaaDocument(&window);
        doc->setPlayer(Gold, ArimaaDocument::Person);
        doc->setPlayer(Silver, ArimaaDocument::Person);
        window.addDocument(doc);
        int pickerWidth = 0, widestItem = 0, items = 0;
        QTimer::singleShot(200, [&] {
            auto* picker = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            if (!picker)
                return;
            auto* combo = picker->findChild<QComboBox*>();
            items = combo->count();
            for (int i = 0; i < combo->count(); ++i)
                widestItem = std::max(widestItem, combo->fontMetrics().horizontalAdvance(combo->itemText(i)));
            pickerWidth = combo->width();
            combo->setCurrentIndex(0);
            picker->accept();
        });
        QString error;
        QVERIFY2(doc->openRecord(archivePath, &error), qPrintable(error));
        QVERIFY(items > 1);
        QVERIFY2(pickerWidth >= widestItem, qPrintable(QStringLiteral("%1 < %2").arg(pickerWidth).arg(widestItem)));
        QVERIFY(doc->isReplay());

        const int last = doc->replayMoves();
        // The record's own labels (an archive's are 65w / 65b).
        const QString lastLine = doc->moveList()->item(doc->moveList()->count() - 1)->text();
        const QString lastLabel = lastLine.section(QLatin1Char(' '), 0, 0);
        pb::views::StepControls* controls = doc->stepControls();
        QCOMPARE(controls->unitLabel(), QStringLiteral("&Move"));
        QCOMPARE(controls->findChild<QSpinBox*>(QStringLiteral("round"))->text(), lastLabel);
        QCOMPARE(controls->findChild<QLabel*>(QStringLiteral("total"))->text(), QStringLiteral("/ ") + lastLabel);
        QVERIFY2(doc->turnLabel()->text().contains(QStringLiteral("move %1 of %1").arg(lastLabel)), qPrintable(doc->turnLabel()->text()));
        QVERIFY(!doc->turnLabel()->text().contains(QStringLiteral("%1 of %1").arg(last)));
        QVERIFY(!controls->jumpOffered(1000));
        doc->showReplayMove(3);  // after 2g
        QCOMPARE(controls->findChild<QSpinBox*>(QStringLiteral("round"))->text(), QStringLiteral("2w"));
        QVERIFY(doc->turnLabel()->text().contains(QStringLiteral("move 2w of ")));

        // The material line: one point per position after the setups, the full armies even.
        const auto& evals = doc->evaluations();
        QCOMPARE(static_cast<int>(evals.size()), last - 1);
        QCOMPARE(evals.front(), std::make_pair(2, 0));
        doc->showReplayMove(last);
        int material = 0;
        const int values[kTypes] = {100, 150, 200, 300, 500, 800};
        for (int s = 0; s < 64; ++s) {
            int colour = 0;
            const int type = doc->game().position().pieceAt(s, &colour);
            if (type != kNoPiece)
                material += (colour == Gold ? 1 : -1) * values[type];
        }
        QCOMPARE(evals.back(), std::make_pair(last, material));
        QCOMPARE(doc->evalPlot()->graph(0)->dataCount(), last - 1);
        QCOMPARE(doc->evalPlot()->graph(1)->dataCount(), 1);  // the shown move
        // The board gets the room: at least as wide as the side panel.
        QVERIFY2(doc->boardView()->width() >= window.width() / 2 - 40, qPrintable(QString::number(doc->boardView()->width())));
        doc->showReplayMove(last * 2 / 3);
        QVERIFY(pb::test::saveShot(window, QStringLiteral("arimaa-replay-ui.png")));
    }
};

QTEST_MAIN(TestArimaaWorkspaceUi)
#include "tst_arimaa_workspace_ui.moc"
