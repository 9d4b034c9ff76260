#include "common/stepcontrols.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPainter>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cstdlib>

namespace pb::views {

// A slider over the whole game that marks the computed part with a bar under the groove.
class RoundSlider : public QSlider {
public:
    explicit RoundSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent) {}

    void setAvailable(int available)
    {
        if (available == m_available)
            return;
        m_available = available;
        update();
    }
    int available() const { return m_available; }

    QSize sizeHint() const override
    {
        QSize size = QSlider::sizeHint();
        size.setHeight(size.height() + kBarGap + kBarHeight);
        return size;
    }
    QSize minimumSizeHint() const override
    {
        QSize size = QSlider::minimumSizeHint();
        size.setHeight(size.height() + kBarGap + kBarHeight);
        return size;
    }

protected:
    void paintEvent(QPaintEvent* event) override
    {
        QSlider::paintEvent(event);
        QStyleOptionSlider option;
        initStyleOption(&option);
        const QRect groove = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
        const QRect handle = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
        const int span = groove.width() - handle.width();
        const int left = groove.left() + handle.width() / 2;
        const int right = left + QStyle::sliderPositionFromValue(minimum(), maximum(),
                                                                 std::clamp(m_available, minimum(), maximum()), span);
        const int y = height() - kBarHeight;
        QPainter painter(this);
        // The whole game, faint; the computed part in the highlight colour on top of it.
        QColor rest = palette().color(QPalette::Mid);
        rest.setAlpha(90);
        painter.fillRect(QRect(left, y, span + 1, kBarHeight), rest);
        if (maximum() > minimum() && m_available > minimum())
            painter.fillRect(QRect(left, y, right - left + 1, kBarHeight), palette().color(QPalette::Highlight));
    }

private:
    static constexpr int kBarHeight = 4;
    static constexpr int kBarGap = 1;
    int m_available = 0;
};

// The round field; with a round text (e.g. Arimaa's "65w") it shows and accepts those texts.
class RoundSpin : public QSpinBox {
public:
    explicit RoundSpin(QWidget* parent) : QSpinBox(parent) {}
    std::function<QString(int)> text;

protected:
    QString textFromValue(int value) const override { return text ? text(value) : QSpinBox::textFromValue(value); }
    int valueFromText(const QString& typed) const override
    {
        if (!text)
            return QSpinBox::valueFromText(typed);
        const int found = find(typed);
        return found >= 0 ? found : value();
    }
    QValidator::State validate(QString& input, int& pos) const override
    {
        if (!text)
            return QSpinBox::validate(input, pos);
        return find(input) >= 0 ? QValidator::Acceptable : QValidator::Intermediate;
    }

private:
    int find(const QString& typed) const
    {
        const QString t = typed.trimmed();
        for (int v = minimum(); v <= maximum(); ++v)
            if (text(v).compare(t, Qt::CaseInsensitive) == 0)
                return v;
        return -1;
    }
};

namespace {

const int kSpeeds[] = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 0};
constexpr int kDefaultSpeed = 100;

QString withShortcut(const QString& description, const QKeySequence& key)
{
    return QStringLiteral("%1 (%2)").arg(description, key.toString(QKeySequence::NativeText));
}

} // namespace

QList<int> StepControls::speeds()
{
    return QList<int>(std::begin(kSpeeds), std::end(kSpeeds));
}

StepControls::StepControls(QWidget* parent) : QWidget(parent)
{
    // Actions first: the buttons show them, menus can list them, and their shortcuts work
    // wherever the focus is in the window.
    m_reset = addStepAction(QStringLiteral("reset"), tr("Reset"), QKeySequence(Qt::Key_Home),
                            tr("Reset to round 0"));
    m_reset->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    connect(m_reset, &QAction::triggered, this, &StepControls::resetRequested);

    struct Jump { int rounds; Qt::KeyboardModifiers modifiers; };
    const Jump jumps[] = {{1000, Qt::ControlModifier | Qt::ShiftModifier},
                          {100, Qt::ControlModifier},
                          {10, Qt::ShiftModifier},
                          {1, Qt::NoModifier}};
    for (const Jump& jump : jumps) {
        const QKeySequence key(QKeyCombination(jump.modifiers, Qt::Key_Left));
        QAction* action = jump.rounds == 1
            ? addStepAction(QStringLiteral("back1"), tr("Step back"), key, tr("Step one round back"))
            : addStepAction(QStringLiteral("back%1").arg(jump.rounds), tr("\u2212%L1").arg(jump.rounds), key,
                            tr("Go %L1 rounds back").arg(jump.rounds));
        if (jump.rounds == 1)
            action->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
        const int delta = -jump.rounds;
        connect(action, &QAction::triggered, this, [this, delta] { seekTo(m_round + delta); });
        action->setData(jump.rounds);
        m_backActions.append(action);
    }

    m_play = addStepAction(QStringLiteral("play"), tr("Play"), QKeySequence(Qt::Key_Space), tr("Play"));
    m_play->setCheckable(true);
    connect(m_play, &QAction::triggered, this, [this](bool checked) {
        updatePlayAction();
        emit playToggled(checked);
    });

    for (auto it = std::rbegin(jumps); it != std::rend(jumps); ++it) {
        const Jump& jump = *it;
        const QKeySequence key(QKeyCombination(jump.modifiers, Qt::Key_Right));
        QAction* action = jump.rounds == 1
            ? addStepAction(QStringLiteral("forward1"), tr("Step forward"), key, tr("Step one round forward"))
            : addStepAction(QStringLiteral("forward%1").arg(jump.rounds), tr("+%L1").arg(jump.rounds), key,
                            tr("Go %L1 rounds forward").arg(jump.rounds));
        if (jump.rounds == 1)
            action->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
        const int delta = jump.rounds;
        connect(action, &QAction::triggered, this, [this, delta] { seekTo(m_round + delta); });
        action->setData(jump.rounds);
        m_forwardActions.append(action);
    }

    m_end = addStepAction(QStringLiteral("end"), tr("Last computed"), QKeySequence(Qt::Key_End),
                          tr("Go to the last computed round"));
    m_end->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    connect(m_end, &QAction::triggered, this, [this] { seekTo(m_available); });

    QAction* slower = addStepAction(QStringLiteral("slower"), tr("Slower"), QKeySequence(Qt::Key_BracketLeft),
                                    tr("Play slower"));
    connect(slower, &QAction::triggered, this, [this] { changeSpeedIndex(m_speed->currentIndex() - 1); });
    QAction* faster = addStepAction(QStringLiteral("faster"), tr("Faster"), QKeySequence(Qt::Key_BracketRight),
                                    tr("Play faster"));
    connect(faster, &QAction::triggered, this, [this] { changeSpeedIndex(m_speed->currentIndex() + 1); });
    QAction* goTo = addStepAction(QStringLiteral("goto"), tr("Go to round\u2026"),
                                  QKeySequence(QKeyCombination(Qt::ControlModifier, Qt::Key_J)), tr("Type a round to go to"));
    connect(goTo, &QAction::triggered, this, [this] {
        // Where the focus goes back after the jump (the board, so its keys answer again).
        QWidget* before = QApplication::focusWidget();
        m_focusAfterJump = before != m_spin ? before : nullptr;
        m_spin->setFocus(Qt::ShortcutFocusReason);
        m_spin->selectAll();
    });

    // Top row: the slider over the whole game and the round field.
    m_slider = new RoundSlider(this);
    m_slider->setObjectName(QStringLiteral("slider"));
    m_slider->setRange(0, 0);
    m_slider->setSingleStep(1);
    m_slider->setFocusPolicy(Qt::ClickFocus);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (m_updating)
            return;
        seekTo(value);  // past the computed part snaps back to its end
    });

    m_spin = new RoundSpin(this);
    m_spin->setObjectName(QStringLiteral("round"));
    m_spin->setRange(0, 0);
    m_spin->setKeyboardTracking(false);  // typing 500 seeks once, not to 5, 50, 500
    m_spin->setAccelerated(true);
    m_spin->setGroupSeparatorShown(true);
    m_spin->setAlignment(Qt::AlignRight);
    connect(m_spin, &QSpinBox::editingFinished, this, [this] {
        // Enter in the field (it still has the focus; leaving it also ends the editing).
        if (m_spin->hasFocus() && m_focusAfterJump)
            m_focusAfterJump->setFocus(Qt::OtherFocusReason);
        m_focusAfterJump = nullptr;
    });
    m_spin->setToolTip(withShortcut(tr("The round shown; type a round and press Enter to go there"), goTo->shortcut()));
    connect(m_spin, &QSpinBox::valueChanged, this, [this](int value) {
        if (!m_updating)
            seekTo(value);
    });
    m_total = new QLabel(this);
    m_total->setObjectName(QStringLiteral("total"));
    auto* roundLabel = new QLabel(tr("&Round"), this);
    roundLabel->setObjectName(QStringLiteral("unit"));
    roundLabel->setBuddy(m_spin);
    m_unitLabel = roundLabel;

    auto* top = new QHBoxLayout;
    top->addWidget(m_slider, 1);
    top->addSpacing(8);
    top->addWidget(roundLabel);
    top->addWidget(m_spin);
    top->addWidget(m_total);

    // Bottom row: the buttons, then the speed.
    auto* bottom = new QHBoxLayout;
    bottom->setSpacing(2);
    bottom->addWidget(buttonFor(m_reset));
    bottom->addSpacing(6);
    for (QAction* action : m_backActions) {
        QToolButton* button = buttonFor(action);
        bottom->addWidget(button);
        if (action->data().toInt() > 1)
            m_jumpButtons.append({action->data().toInt(), button});
    }
    QToolButton* playButton = buttonFor(m_play);
    playButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    playButton->setMinimumWidth(playButton->fontMetrics().horizontalAdvance(tr("Pause")) + 40);
    bottom->addSpacing(6);
    bottom->addWidget(playButton);
    bottom->addSpacing(6);
    for (QAction* action : m_forwardActions) {
        QToolButton* button = buttonFor(action);
        bottom->addWidget(button);
        if (action->data().toInt() > 1)
            m_jumpButtons.append({action->data().toInt(), button});
    }
    bottom->addSpacing(6);
    bottom->addWidget(buttonFor(m_end));
    bottom->addStretch(1);

    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("speed"));
    for (int speed : kSpeeds) {
        const QString text = speed == 0 ? tr("as fast as possible")
                             : speed == 1 ? tr("1 round/s")
                                          : tr("%L1 rounds/s").arg(speed);
        m_speed->addItem(text, speed);
    }
    m_speed->setCurrentIndex(m_speed->findData(kDefaultSpeed));
    m_speed->setToolTip(tr("Rounds per second while playing (%1 slower, %2 faster)")
                            .arg(slower->shortcut().toString(QKeySequence::NativeText),
                                 faster->shortcut().toString(QKeySequence::NativeText)));
    connect(m_speed, &QComboBox::activated, this, [this](int index) {
        emit speedChanged(m_speed->itemData(index).toInt());
    });
    auto* speedLabel = new QLabel(tr("&Speed"), this);
    speedLabel->setBuddy(m_speed);
    bottom->addWidget(speedLabel);
    bottom->addWidget(m_speed);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addLayout(bottom);

    updatePlayAction();
    setRange(0, 0);
}

QAction* StepControls::addStepAction(const QString& name, const QString& text, const QKeySequence& key,
                                     const QString& description)
{
    auto* action = new QAction(text, this);
    action->setObjectName(name);
    action->setShortcut(key);
    action->setShortcutContext(Qt::WindowShortcut);
    action->setToolTip(withShortcut(description, key));
    action->setStatusTip(description);
    addAction(action);  // the shortcut lives as long as the controls are visible
    m_actions.append(action);
    return action;
}

QToolButton* StepControls::buttonFor(QAction* action)
{
    auto* button = new QToolButton(this);
    button->setObjectName(QStringLiteral("button-") + action->objectName());
    button->setDefaultAction(action);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus);  // Space stays play/pause, never "press the focused button"
    button->setToolButtonStyle(action->icon().isNull() ? Qt::ToolButtonTextOnly : Qt::ToolButtonIconOnly);
    return button;
}

void StepControls::setRange(int available, int lastRound)
{
    m_lastRound = std::max(lastRound, 0);
    m_available = std::clamp(available, 0, m_lastRound);
    m_updating = true;
    m_slider->setRange(0, m_lastRound);
    m_slider->setPageStep(std::max(1, m_lastRound / 100));
    m_slider->setAvailable(m_available);
    m_slider->setToolTip(tr("Rounds computed: %L1 of %L2").arg(m_available).arg(m_lastRound));
    m_spin->setRange(0, m_lastRound);  // typing past the computed part is clamped by seekTo
    m_slider->setValue(m_round);
    m_spin->setValue(m_round);
    m_updating = false;
    m_total->setText(m_roundText ? tr("/ %1").arg(m_roundText(m_lastRound)) : tr("/ %L1").arg(m_lastRound));
    // A jump longer than the whole game would only ever go to one end: not offered.
    for (const auto& [rounds, button] : m_jumpButtons)
        button->setVisible(rounds <= m_lastRound);
    updateEnabled();
}

void StepControls::setUnitLabel(const QString& text) { m_unitLabel->setText(text); }

QString StepControls::unitLabel() const { return m_unitLabel->text(); }

void StepControls::setRoundText(std::function<QString(int)> text)
{
    m_roundText = std::move(text);
    m_spin->text = m_roundText;
    m_spin->setGroupSeparatorShown(!m_roundText);
    setRange(m_available, m_lastRound);
}

StepControls::~StepControls()
{
    // The round field loses the focus while QWidget deletes the children, after our members are
    // gone: its editingFinished must not reach the handler that uses them (m_focusAfterJump).
    m_spin->disconnect(this);
}

QString StepControls::roundText(int round) const { return m_roundText ? m_roundText(round) : QString::number(round); }

bool StepControls::jumpOffered(int rounds) const
{
    for (const auto& [r, button] : m_jumpButtons)
        if (r == rounds)
            return !button->isHidden();
    return rounds == 1;
}

void StepControls::setRound(int round)
{
    m_round = std::clamp(round, 0, m_lastRound);
    m_updating = true;
    m_spin->setValue(m_round);
    m_slider->setValue(m_round);
    m_updating = false;
    updateEnabled();
}

int StepControls::round() const
{
    return m_round;
}

int StepControls::available() const
{
    return m_available;
}

int StepControls::lastRound() const
{
    return m_lastRound;
}

void StepControls::setPlaying(bool playing)
{
    m_play->setChecked(playing);
    updatePlayAction();
}

bool StepControls::isPlaying() const
{
    return m_play->isChecked();
}

int StepControls::speed() const
{
    return m_speed->currentData().toInt();
}

void StepControls::setSpeed(int roundsPerSecond)
{
    int best = m_speed->count() - 1;  // as fast as possible, for 0 or less
    if (roundsPerSecond > 0) {
        for (int i = 0; i < m_speed->count() - 1; ++i) {
            const int offered = m_speed->itemData(i).toInt();
            const int bestOffered = m_speed->itemData(best).toInt();
            if (bestOffered == 0 || std::abs(offered - roundsPerSecond) < std::abs(bestOffered - roundsPerSecond))
                best = i;
        }
    }
    m_speed->setCurrentIndex(best);
}

QList<QAction*> StepControls::actions() const
{
    return m_actions;
}

void StepControls::seekTo(int round)
{
    const int target = std::clamp(round, 0, m_available);
    setRound(target);
    emit seekRequested(target);
}

void StepControls::changeSpeedIndex(int index)
{
    index = std::clamp(index, 0, m_speed->count() - 1);
    if (index == m_speed->currentIndex())
        return;
    m_speed->setCurrentIndex(index);
    emit speedChanged(speed());
}

void StepControls::updatePlayAction()
{
    const bool playing = m_play->isChecked();
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(withShortcut(playing ? tr("Pause") : tr("Play"), m_play->shortcut()));
}

void StepControls::updateEnabled()
{
    for (QAction* action : m_backActions)
        action->setEnabled(m_round > 0);
    for (QAction* action : m_forwardActions)
        action->setEnabled(m_round < m_available);
    m_end->setEnabled(m_round != m_available);
}

} // namespace pb::views
