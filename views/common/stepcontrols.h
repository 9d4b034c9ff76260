#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

#include <functional>

class QAction;
class QComboBox;
class QKeySequence;
class QLabel;
class QSpinBox;
class QToolButton;

namespace pb::views {

class RoundSlider;
class RoundSpin;

// Controls to move through a game's rounds: play/pause, step one round, jump by 10/100/1000,
// reset to round 0, go to the last computed round, a round field, a slider over the whole game
// (the computed part is marked under the groove; the rest cannot be reached) and a speed choice.
//
// Every control is a QAction with a shortcut (see actions()). The shortcuts have the context
// Qt::WindowShortcut: they work wherever the focus is in the window holding the controls, as long
// as the controls are visible. Text fields keep their own keys (they claim arrows, Home and Space
// through ShortcutOverride), so typing is never hijacked.
//
// Only what the user does emits signals; the setters (setRange, setRound, setPlaying, setSpeed)
// never do. A seek updates the shown round at once and emits seekRequested.
class StepControls : public QWidget {
    Q_OBJECT
public:
    explicit StepControls(QWidget* parent = nullptr);
    ~StepControls() override;

    void setRange(int available, int lastRound); // rounds computed so far (seekable) and the game's last round
    void setRound(int round);                    // shown round; updates field and slider without emitting seekRequested
    int round() const;
    int available() const;
    int lastRound() const;
    void setPlaying(bool playing);
    bool isPlaying() const;
    int speed() const;   // rounds per second; 0 = as fast as possible
    void setSpeed(int roundsPerSecond);  // picks the nearest offered speed
    QList<QAction*> actions() const;  // the step actions with shortcuts, for a menu
    // What a round is called beside the field ("Round" by default; e.g. "Turn" when each step is
    // one player's turn), with its mnemonic.
    void setUnitLabel(const QString& text);
    QString unitLabel() const;
    // How a round is written in the field and the total (default: the number), e.g. a game's own
    // move labels such as "65w"; typing one of these texts goes there.
    void setRoundText(std::function<QString(int)> text);
    QString roundText(int round) const;
    // Whether the jump of `rounds` (10, 100, 1000) is offered: only jumps no longer than the game.
    bool jumpOffered(int rounds) const;

    static QList<int> speeds();  // the offered speeds, slowest first; 0 (as fast as possible) last

signals:
    void seekRequested(int round);   // clamped to [0, available]
    void playToggled(bool playing);
    void speedChanged(int roundsPerSecond);
    void resetRequested();

private:
    QAction* addStepAction(const QString& name, const QString& text, const QKeySequence& key,
                           const QString& description);
    QToolButton* buttonFor(QAction* action);
    void seekTo(int round);
    void changeSpeedIndex(int index);
    void updatePlayAction();
    void updateEnabled();

    int m_available = 0;
    int m_lastRound = 0;
    int m_round = 0;
    bool m_updating = false;  // set while the widgets are changed programmatically

    QList<QAction*> m_actions;
    QPointer<QWidget> m_focusAfterJump;  // had the focus when Ctrl+J went to the round field
    QAction* m_play = nullptr;
    QAction* m_reset = nullptr;
    QAction* m_end = nullptr;
    QList<QAction*> m_backActions;
    QList<QAction*> m_forwardActions;
    QList<QPair<int, QToolButton*>> m_jumpButtons;  // the jumps longer than one round
    std::function<QString(int)> m_roundText;
    QLabel* m_unitLabel = nullptr;
    RoundSpin* m_spin = nullptr;
    QLabel* m_total = nullptr;
    RoundSlider* m_slider = nullptr;
    QComboBox* m_speed = nullptr;
};

} // namespace pb::views
