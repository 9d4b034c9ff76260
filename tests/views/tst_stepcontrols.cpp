// The step controls, offscreen: buttons, shortcuts, field, slider, speed and play.

#include "common/stepcontrols.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtTest>

using pb::views::StepControls;

namespace {

constexpr int kAvailable = 5000;
constexpr int kLast = 100000;

struct Step {
    const char* name;
    int delta;
    Qt::Key key;
    Qt::KeyboardModifiers modifiers;
};

const Step kSteps[] = {
    {"back1", -1, Qt::Key_Left, Qt::NoModifier},
    {"back10", -10, Qt::Key_Left, Qt::ShiftModifier},
    {"back100", -100, Qt::Key_Left, Qt::ControlModifier},
    {"back1000", -1000, Qt::Key_Left, Qt::ControlModifier | Qt::ShiftModifier},
    {"forward1", 1, Qt::Key_Right, Qt::NoModifier},
    {"forward10", 10, Qt::Key_Right, Qt::ShiftModifier},
    {"forward100", 100, Qt::Key_Right, Qt::ControlModifier},
    {"forward1000", 1000, Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier},
};

} // namespace

class TestStepControls : public QObject {
    Q_OBJECT
private:
    StepControls* m_controls = nullptr;

    QToolButton* button(const char* action) const
    {
        return m_controls->findChild<QToolButton*>(QStringLiteral("button-") + QLatin1String(action));
    }

    // Puts the controls at `round`, then runs `act` and returns the one seek it caused.
    template <typename Act>
    int seekAfter(int round, Act act)
    {
        m_controls->setRound(round);
        QSignalSpy spy(m_controls, &StepControls::seekRequested);
        act();
        if (spy.count() != 1) {
            qWarning("expected one seek, got %lld", static_cast<long long>(spy.count()));
            return -1;
        }
        return spy.at(0).at(0).toInt();
    }

private slots:
    void init()
    {
        m_controls = new StepControls;
        m_controls->resize(820, 80);
        m_controls->setRange(kAvailable, kLast);
        m_controls->setRound(2000);
        m_controls->show();
        m_controls->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_controls));
    }

    void cleanup()
    {
        delete m_controls;
        m_controls = nullptr;
    }

    void buttonsSeek()
    {
        for (const Step& step : kSteps) {
            QToolButton* b = button(step.name);
            QVERIFY2(b, step.name);
            QVERIFY(b->isVisible());
            QCOMPARE(seekAfter(2000, [&] { QTest::mouseClick(b, Qt::LeftButton); }), 2000 + step.delta);
            QCOMPARE(m_controls->round(), 2000 + step.delta);
        }
        QCOMPARE(seekAfter(2000, [&] { QTest::mouseClick(button("end"), Qt::LeftButton); }), kAvailable);
    }

    void shortcutsSeek()
    {
        for (const Step& step : kSteps) {
            QCOMPARE(seekAfter(2000, [&] { QTest::keyClick(m_controls, step.key, step.modifiers); }),
                     2000 + step.delta);
        }
        QCOMPARE(seekAfter(2000, [&] { QTest::keyClick(m_controls, Qt::Key_End); }), kAvailable);
    }

    void seeksAreClampedToWhatIsComputed()
    {
        QCOMPARE(seekAfter(kAvailable - 5, [&] { QTest::mouseClick(button("forward10"), Qt::LeftButton); }), kAvailable);
        QCOMPARE(seekAfter(kAvailable - 5, [&] { QTest::keyClick(m_controls, Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier); }),
                 kAvailable);
        QCOMPARE(seekAfter(500, [&] { QTest::mouseClick(button("back1000"), Qt::LeftButton); }), 0);
        QCOMPARE(seekAfter(3, [&] { QTest::keyClick(m_controls, Qt::Key_Left, Qt::ShiftModifier); }), 0);
        // At either end the steps that way are disabled.
        m_controls->setRound(0);
        QVERIFY(!button("back1")->isEnabled());
        QVERIFY(button("forward1")->isEnabled());
        m_controls->setRound(kAvailable);
        QVERIFY(button("back1")->isEnabled());
        QVERIFY(!button("forward1000")->isEnabled());
        // More computed rounds enable them again.
        m_controls->setRange(kAvailable + 100, kLast);
        QVERIFY(button("forward1000")->isEnabled());
        QCOMPARE(seekAfter(kAvailable, [&] { QTest::keyClick(m_controls, Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier); }),
                 kAvailable + 100);
    }

    // A replay of 81 turns offers no jumps of 100 or 1,000; they come back for a longer game.
    void jumpsLongerThanTheGameAreHidden()
    {
        m_controls->setRange(81, 81);
        QVERIFY(button("forward10")->isVisible() && button("back10")->isVisible());
        for (const char* name : {"forward100", "back100", "forward1000", "back1000"})
            QVERIFY2(!button(name)->isVisible(), name);
        QVERIFY(m_controls->jumpOffered(10));
        QVERIFY(!m_controls->jumpOffered(100));
        m_controls->setRange(500, 500);
        QVERIFY(button("forward100")->isVisible());
        QVERIFY(!button("forward1000")->isVisible());
        m_controls->setRange(kAvailable, kLast);
        QVERIFY(button("forward1000")->isVisible());
    }

    // The unit and the rounds' own texts (e.g. Arimaa's move labels) in the field and the total.
    void unitAndRoundTexts()
    {
        m_controls->setUnitLabel(QStringLiteral("&Move"));
        QCOMPARE(m_controls->findChild<QLabel*>(QStringLiteral("unit"))->text(), QStringLiteral("&Move"));
        m_controls->setRoundText([](int r) { return r == 0 ? QStringLiteral("start") : QStringLiteral("%1%2").arg((r + 1) / 2).arg(r % 2 ? 'g' : 's'); });
        m_controls->setRange(20, 20);
        m_controls->setRound(3);
        auto* spin = m_controls->findChild<QSpinBox*>(QStringLiteral("round"));
        QCOMPARE(spin->text(), QStringLiteral("2g"));
        QCOMPARE(m_controls->findChild<QLabel*>(QStringLiteral("total"))->text(), QStringLiteral("/ 10s"));
        // Typing a label goes there.
        QSignalSpy seeks(m_controls, &StepControls::seekRequested);
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("5s"));
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(m_controls->round(), 10);
    }

    void settersDoNotEmit()
    {
        QSignalSpy seeks(m_controls, &StepControls::seekRequested);
        QSignalSpy plays(m_controls, &StepControls::playToggled);
        QSignalSpy speeds(m_controls, &StepControls::speedChanged);
        m_controls->setRound(1234);
        m_controls->setRange(6000, kLast);
        m_controls->setRound(4321);
        m_controls->setPlaying(true);
        m_controls->setPlaying(false);
        m_controls->setSpeed(20);
        QCOMPARE(seeks.count(), 0);
        QCOMPARE(plays.count(), 0);
        QCOMPARE(speeds.count(), 0);
        QCOMPARE(m_controls->round(), 4321);
        QCOMPARE(m_controls->findChild<QSpinBox*>(QStringLiteral("round"))->value(), 4321);
        QCOMPARE(m_controls->findChild<QSlider*>(QStringLiteral("slider"))->value(), 4321);
    }

    void sliderSeeks()
    {
        auto* slider = m_controls->findChild<QSlider*>(QStringLiteral("slider"));
        QVERIFY(slider);
        QCOMPARE(slider->maximum(), kLast);  // the whole game
        QCOMPARE(seekAfter(2000, [&] { slider->setValue(3000); }), 3000);
        // Past the computed part: clamped, and the handle snaps back.
        QCOMPARE(seekAfter(2000, [&] { slider->setValue(90000); }), kAvailable);
        QCOMPARE(slider->value(), kAvailable);
        // Dragging with the mouse: a click far right of the computed part pages towards it.
        QCOMPARE(seekAfter(0, [&] { QTest::mouseClick(slider, Qt::LeftButton, {}, QPoint(slider->width() - 5, slider->height() / 2)); }),
                 kLast / 100);
    }

    void roundFieldSeeks()
    {
        auto* spin = m_controls->findChild<QSpinBox*>(QStringLiteral("round"));
        QVERIFY(spin);
        QCOMPARE(spin->maximum(), kLast);
        QCOMPARE(seekAfter(2000, [&] { spin->setValue(1234); }), 1234);
        // Typing seeks once, on Enter; past the computed part is clamped.
        QCOMPARE(seekAfter(2000, [&] {
                     spin->setFocus();
                     spin->selectAll();
                     QTest::keyClicks(spin, QStringLiteral("4321"));
                     QTest::keyClick(spin, Qt::Key_Return);
                 }),
                 4321);
        QCOMPARE(seekAfter(2000, [&] {
                     spin->selectAll();
                     QTest::keyClicks(spin, QStringLiteral("77777"));
                     QTest::keyClick(spin, Qt::Key_Return);
                 }),
                 kAvailable);
        QCOMPARE(spin->value(), kAvailable);
        QCOMPARE(seekAfter(kAvailable, [&] { QTest::keyClick(spin, Qt::Key_Up); }), kAvailable);
        QCOMPARE(spin->value(), kAvailable);
        // Ctrl+J ("jump to round"; Ctrl+G is the brain editor's "go to state") puts the focus in the field.
        m_controls->findChild<QSlider*>(QStringLiteral("slider"))->setFocus();
        QTest::keyClick(m_controls, Qt::Key_J, Qt::ControlModifier);
        QVERIFY(spin->hasFocus());
    }

    // After Ctrl+J, a round and Enter, the focus goes back where it was (the board), so the
    // board's keys (F: fit) answer again.
    void jumpGivesTheFocusBack()
    {
        QWidget window;
        auto* board = new QWidget(&window);  // stands for the board: a widget taking the focus
        board->setFocusPolicy(Qt::StrongFocus);
        auto* controls = new StepControls(&window);
        auto* layout = new QVBoxLayout(&window);
        layout->addWidget(board);
        layout->addWidget(controls);
        controls->setRange(kAvailable, kLast);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        board->setFocus();
        QVERIFY(board->hasFocus());
        QSignalSpy spy(controls, &StepControls::seekRequested);
        QTest::keyClick(board, Qt::Key_J, Qt::ControlModifier);
        auto* spin = controls->findChild<QSpinBox*>(QStringLiteral("round"));
        QVERIFY(spin->hasFocus());
        QTest::keyClicks(spin, QStringLiteral("50"));
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 50);
        QVERIFY(board->hasFocus());
    }

    void speedChoiceEmits()
    {
        auto* combo = m_controls->findChild<QComboBox*>(QStringLiteral("speed"));
        QVERIFY(combo);
        QCOMPARE(StepControls::speeds(), (QList<int>{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 0}));
        QCOMPARE(combo->count(), 12);
        QCOMPARE(m_controls->speed(), 100);
        QSignalSpy spy(m_controls, &StepControls::speedChanged);
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Down);  // the user picks the next speed
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 200);
        QCOMPARE(m_controls->speed(), 200);
        m_controls->findChild<QSlider*>(QStringLiteral("slider"))->setFocus();
        QTest::keyClick(m_controls, Qt::Key_BracketRight);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(1).at(0).toInt(), 500);
        QTest::keyClick(m_controls, Qt::Key_BracketLeft);
        QTest::keyClick(m_controls, Qt::Key_BracketLeft);
        QCOMPARE(spy.count(), 4);
        QCOMPARE(spy.at(3).at(0).toInt(), 100);
        // Faster than the fastest: nothing more to emit.
        m_controls->setSpeed(0);
        QCOMPARE(m_controls->speed(), 0);
        spy.clear();
        QTest::keyClick(m_controls, Qt::Key_BracketRight);
        QCOMPARE(spy.count(), 0);
        QTest::keyClick(m_controls, Qt::Key_BracketLeft);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 5000);
        // setSpeed picks the nearest offered speed.
        m_controls->setSpeed(7);
        QCOMPARE(m_controls->speed(), 5);
        m_controls->setSpeed(4000);
        QCOMPARE(m_controls->speed(), 5000);
    }

    void playToggles()
    {
        QSignalSpy spy(m_controls, &StepControls::playToggled);
        QVERIFY(!m_controls->isPlaying());
        QTest::mouseClick(button("play"), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toBool(), true);
        QVERIFY(m_controls->isPlaying());
        QCOMPARE(button("play")->text(), QStringLiteral("Pause"));
        QTest::keyClick(m_controls, Qt::Key_Space);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(1).at(0).toBool(), false);
        QVERIFY(!m_controls->isPlaying());
        QCOMPARE(button("play")->text(), QStringLiteral("Play"));
        m_controls->setPlaying(true);
        QCOMPARE(button("play")->text(), QStringLiteral("Pause"));
        QCOMPARE(spy.count(), 2);
    }

    void resetEmits()
    {
        QSignalSpy spy(m_controls, &StepControls::resetRequested);
        QTest::mouseClick(button("reset"), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QTest::keyClick(m_controls, Qt::Key_Home);
        QCOMPARE(spy.count(), 2);
    }

    void actionsCarryShortcutsAndTooltips()
    {
        const QList<QAction*> actions = m_controls->actions();
        QVERIFY(actions.size() >= 13);
        QSet<QKeySequence> keys;
        for (QAction* action : actions) {
            QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->objectName()));
            QCOMPARE(action->shortcutContext(), Qt::WindowShortcut);
            QVERIFY2(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)),
                     qPrintable(action->toolTip()));
            QVERIFY2(!keys.contains(action->shortcut()), qPrintable(action->objectName()));
            keys.insert(action->shortcut());
        }
        // The shortcuts also work when the focus is elsewhere in the window, except in text
        // fields, which keep their keys.
        QWidget window;
        auto* list = new QListWidget(&window);
        list->addItems({QStringLiteral("a"), QStringLiteral("b")});
        list->setGeometry(0, 0, 200, 60);
        auto* field = new QLineEdit(&window);
        field->setGeometry(220, 0, 200, 30);
        auto* controls = new StepControls(&window);
        controls->setGeometry(0, 70, 820, 80);
        controls->setRange(100, 100);
        controls->setRound(50);
        window.resize(820, 160);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QSignalSpy plays(controls, &StepControls::playToggled);
        QSignalSpy seeks(controls, &StepControls::seekRequested);
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Space);
        QCOMPARE(plays.count(), 1);
        QTest::keyClick(list, Qt::Key_Right);
        QCOMPARE(seeks.count(), 1);
        QCOMPARE(seeks.at(0).at(0).toInt(), 51);
        field->setFocus();
        QTest::keyClicks(field, QStringLiteral("a b"));
        QTest::keyClick(field, Qt::Key_Left);
        QTest::keyClick(field, Qt::Key_Home);
        QCOMPARE(field->text(), QStringLiteral("a b"));
        QCOMPARE(plays.count(), 1);
        QCOMPARE(seeks.count(), 1);
    }

    void screenshot()
    {
        m_controls->setRange(62500, kLast);
        m_controls->setRound(41250);
        m_controls->setPlaying(true);
        m_controls->resize(900, m_controls->sizeHint().height());
        QTest::qWait(20);
        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (!shots.isEmpty()) {
            QDir().mkpath(shots);
            QVERIFY(m_controls->grab().save(QDir(shots).filePath(QStringLiteral("step-controls.png"))));
        }
    }
};

QTEST_MAIN(TestStepControls)
#include "tst_stepcontrols.moc"
