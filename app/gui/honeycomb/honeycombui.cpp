// The Honeycomb workspace's widgets, actions and remembered view settings.
#include "gui/honeycomb/honeycombui.h"

#include "common/stepcontrols.h"
#include "honeycomb/boardview.h"
#include "honeycomb/commandpanel.h"
#include "honeycomb/replay.h"
#include "honeycomb/scoreplot.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>

namespace pb::gui {

using namespace pb::honeycomb;

namespace {

// A focus-less tool button for each action, named "button-<action>", into `bar`.
void addButtons(QHBoxLayout* bar, QWidget* parent, std::initializer_list<QAction*> actions)
{
    for (QAction* action : actions) {
        auto* button = new QToolButton(parent);
        button->setDefaultAction(action);
        button->setFocusPolicy(Qt::NoFocus);
        button->setObjectName(QStringLiteral("button-") + action->objectName());
        bar->addWidget(button);
    }
}

// A button for an undo stack's action, with a short fixed label: the action's own text ("Undo
// play SW") would widen the bar, and the window with it, at every edit. The text is in the
// tooltip instead.
void addUndoButton(QHBoxLayout* bar, QWidget* parent, QAction* action, const QString& label)
{
    auto* button = new QToolButton(parent);
    button->setText(label);
    button->setFocusPolicy(Qt::NoFocus);
    button->setObjectName(QStringLiteral("button-") + action->objectName());
    auto sync = [button, action] {
        button->setEnabled(action->isEnabled());
        button->setToolTip(QString(action->text()).remove(QLatin1Char('&')));
    };
    QObject::connect(action, &QAction::changed, button, sync);
    QObject::connect(button, &QToolButton::clicked, action, &QAction::trigger);
    sync();
    bar->addWidget(button);
}

QAction* newAction(QObject* parent, const QString& text, const char* name, const QKeySequence& key, const QString& tip)
{
    auto* action = new QAction(text, parent);
    action->setObjectName(QLatin1String(name));
    action->setShortcut(key);
    action->setToolTip(tip);
    return action;
}

void setBanner(QLabel* banner, const char* style, const QString& text)
{
    banner->setStyleSheet(QLatin1String(style));
    banner->setText(text);
    banner->show();
}

} // namespace

void HoneycombUi::build(QWidget* owner, QUndoStack* undo, QWidget* solveBar)
{
    auto* layout = new QVBoxLayout(owner);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addLayout(buildTopBar(owner, undo));
    buildStepControls(owner);
    layout->addWidget(controls);

    banner = new QLabel(owner);
    banner->setObjectName(QStringLiteral("banner"));
    banner->setWordWrap(true);
    banner->hide();
    layout->addWidget(banner);
    layout->addWidget(solveBar);

    mainSplitter = new QSplitter(Qt::Vertical, owner);
    layout->addWidget(mainSplitter, 1);
    topSplitter = new QSplitter(Qt::Horizontal, mainSplitter);
    auto* boardBox = new QWidget(topSplitter);
    auto* boardLayout = new QVBoxLayout(boardBox);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    auto* unitBar = new QHBoxLayout;
    addButtons(unitBar, boardBox, {prevUnit, nextUnit});
    unitBar->addStretch(1);
    boardLayout->addLayout(unitBar);
    board = new views::BoardView(boardBox);
    boardLayout->addWidget(board, 1);
    buildSide(topSplitter);

    panel = new views::CommandPanel(mainSplitter);
    topSplitter->setStretchFactor(0, 3);
    topSplitter->setStretchFactor(1, 2);
    mainSplitter->setStretchFactor(0, 3);
    mainSplitter->setStretchFactor(1, 1);
}

// The problem, the entry and seed pickers, hand play and its edits.
QHBoxLayout* HoneycombUi::buildTopBar(QWidget* owner, QUndoStack* undo)
{
    auto* bar = new QHBoxLayout;
    problemLabel = new QLabel(owner);
    problemLabel->setObjectName(QStringLiteral("problemLabel"));
    problemLabel->setWordWrap(true);  // wraps rather than widening the window
    problemLabel->setMinimumWidth(200);
    bar->addWidget(problemLabel);
    bar->addStretch(1);
    entryCombo = new QComboBox(owner);
    entryCombo->setObjectName(QStringLiteral("entryCombo"));
    entryCombo->setToolTip(tr("The entry of the solutions file shown"));
    // As wide as a usual entry, not as the longest: long tags must not widen the window.
    entryCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    entryCombo->setMinimumContentsLength(18);
    entryLabel = new QLabel(tr("&Entry:"), owner);
    entryLabel->setBuddy(entryCombo);
    entryLabel->setObjectName(QStringLiteral("entryLabel"));
    bar->addWidget(entryLabel);
    bar->addWidget(entryCombo);
    seedCombo = new QComboBox(owner);
    seedCombo->setObjectName(QStringLiteral("seedCombo"));
    seedCombo->setToolTip(tr("The seed of the unit source: one of the problem's seeds"));
    auto* seedLabel = new QLabel(tr("See&d:"), owner);
    seedLabel->setBuddy(seedCombo);
    bar->addSpacing(8);
    bar->addWidget(seedLabel);
    bar->addWidget(seedCombo);

    handAction = newAction(owner, tr("&Hand Play"), "handPlay", QKeySequence(Qt::CTRL | Qt::Key_H),
                           tr("Play commands with the keyboard on the board (Ctrl+H)"));
    handAction->setCheckable(true);
    undoAction = undo->createUndoAction(owner, tr("&Undo"));
    undoAction->setObjectName(QStringLiteral("undo"));
    undoAction->setShortcut(QKeySequence::Undo);
    redoAction = undo->createRedoAction(owner, tr("&Redo"));
    redoAction->setObjectName(QStringLiteral("redo"));
    redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    spawnAction = newAction(owner, tr("&Back to Last Spawn"), "backToSpawn", QKeySequence(Qt::CTRL | Qt::Key_Backspace),
                            tr("Remove the current unit's commands, back to where it spawned (Ctrl+Backspace)"));
    bar->addSpacing(8);
    addButtons(bar, owner, {handAction});
    addUndoButton(bar, owner, undoAction, tr("Undo"));
    addUndoButton(bar, owner, redoAction, tr("Redo"));
    addButtons(bar, owner, {spawnAction});
    return bar;
}

// The shared step controls, told that they count commands here, not rounds; and the unit steps.
void HoneycombUi::buildStepControls(QWidget* owner)
{
    controls = new views::StepControls(owner);
    const struct { const char* name; QString tip; } tips[] = {
        {"reset", tr("Go to the start (Home)")},
        {"back1", tr("One command back (Left)")},
        {"forward1", tr("One command forward (Right)")},
        {"back10", tr("10 commands back (Shift+Left)")},
        {"forward10", tr("10 commands forward (Shift+Right)")},
        {"back100", tr("100 commands back (Ctrl+Left)")},
        {"forward100", tr("100 commands forward (Ctrl+Right)")},
        {"back1000", tr("1,000 commands back (Ctrl+Shift+Left)")},
        {"forward1000", tr("1,000 commands forward (Ctrl+Shift+Right)")},
        {"end", tr("Go to the last command (End)")},
        {"goto", tr("Type a command number to go to (Ctrl+J)")},
    };
    for (QAction* action : controls->actions()) {
        for (const auto& tip : tips)
            if (action->objectName() == QLatin1String(tip.name)) {
                action->setToolTip(tip.tip);
                action->setStatusTip(tip.tip);
            }
        if (action->objectName() == QLatin1String("goto"))
            action->setText(tr("Go to Command\u2026"));
        else if (action->objectName() == QLatin1String("end"))
            action->setText(tr("Last Command"));
    }
    if (auto* spin = controls->findChild<QSpinBox*>(QStringLiteral("round"))) {
        spin->setToolTip(tr("Commands played; type a number and press Enter to go there"));
        for (QLabel* label : controls->findChildren<QLabel*>())
            if (label->buddy() == spin)
                label->setText(tr("&Command"));
    }
    if (auto* speed = controls->findChild<QComboBox*>(QStringLiteral("speed")))
        for (int i = 0; i < speed->count(); ++i) {
            const int perSecond = speed->itemData(i).toInt();
            if (perSecond > 0)
                speed->setItemText(i, tr("%L1 commands/s").arg(perSecond));
        }
    prevUnit = newAction(owner, tr("Previous &Unit"), "previousUnit", QKeySequence(Qt::Key_Up),
                         tr("Back to where the previous unit spawned (Up)"));
    nextUnit = newAction(owner, tr("&Next Unit"), "nextUnit", QKeySequence(Qt::Key_Down),
                         tr("Forward to the next lock (Down)"));
}

// The figures of the shown command, the hand-play help and the score graph.
QWidget* HoneycombUi::buildSide(QWidget* parent)
{
    auto* side = new QWidget(parent);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    auto* box = new QGroupBox(tr("Shown command"), side);
    auto* form = new QFormLayout(box);
    form->setLabelAlignment(Qt::AlignRight);
    const struct { const char* key; QString label; } rows[] = {
        {"command", tr("Command:")},
        {"move", tr("Move score:")},
        {"power", tr("Power score:")},
        {"total", tr("Total:")},
        {"lines", tr("Lines cleared:")},
        {"locked", tr("Units locked:")},
        {"left", tr("Units left:")},
        {"state", tr("Game:")},
        {"score", tr("Contest score:")},
        {"error", tr("Error:")},
    };
    for (const auto& row : rows) {
        auto* value = new QLabel(box);
        value->setObjectName(QStringLiteral("figure-") + QLatin1String(row.key));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        form->addRow(row.label, value);
        figures[QLatin1String(row.key)] = value;
    }
    figures[QStringLiteral("score")]->setToolTip(
        tr("The score the contest gives the whole solution: move + power score, 0 if it has an error"));
    figures[QStringLiteral("total")]->setToolTip(tr("Move score + power score of the text up to the shown command"));
    sideLayout->addWidget(box);
    handHelp = new QLabel(side);
    handHelp->setObjectName(QStringLiteral("handHelp"));
    handHelp->setWordWrap(true);
    handHelp->setText(
        tr("<b>Hand play</b> (click the board first): W: p ' ! . 0 3 or Left; E: b c e f y 2 or Right; "
           "SW: a g h i j 4 or Down; SE: l m n o 5 space or Page Down; CW: d q r v z 1 or Up; "
           "CCW: k s t u w x or Page Up. Typing at an earlier command replaces the rest. "
           "Undo Ctrl+Z, redo Ctrl+Shift+Z, back to the unit's spawn Ctrl+Backspace."));
    handHelp->setStyleSheet(QStringLiteral("QLabel { background: #e8f0fc; padding: 4px; }"));
    handHelp->hide();
    sideLayout->addWidget(handHelp);
    plot = new views::ScorePlot(side);
    sideLayout->addWidget(plot, 1);
    return side;
}

void HoneycombUi::restoreSettings()
{
    QSettings s;
    if (!mainSplitter->restoreState(s.value(QStringLiteral("honeycomb/mainSplitter")).toByteArray()))
        mainSplitter->setSizes({620, 220});
    if (!topSplitter->restoreState(s.value(QStringLiteral("honeycomb/topSplitter")).toByteArray()))
        topSplitter->setSizes({760, 480});
    controls->setSpeed(s.value(QStringLiteral("honeycomb/speed"), 50).toInt());
}

void HoneycombUi::saveSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("honeycomb/mainSplitter"), mainSplitter->saveState());
    s.setValue(QStringLiteral("honeycomb/topSplitter"), topSplitter->saveState());
    s.setValue(QStringLiteral("honeycomb/speed"), controls->speed());
}

void HoneycombUi::showProblem(const Problem& problem, const QString& path)
{
    problemLabel->setText(tr("<b>Problem %1</b>: %2 \u00d7 %3, %4 unit shapes, %5 units per game")
                              .arg(problem.id)
                              .arg(problem.width)
                              .arg(problem.height)
                              .arg(problem.units.size())
                              .arg(problem.sourceLength));
    problemLabel->setToolTip(path);
}

void HoneycombUi::showSeeds(const Problem& problem, std::uint32_t current)
{
    seedCombo->clear();
    std::vector<std::uint32_t> seen;
    for (std::uint32_t s : problem.sourceSeeds) {
        if (std::find(seen.begin(), seen.end(), s) != seen.end())
            continue;
        seen.push_back(s);
        seedCombo->addItem(QString::number(s), static_cast<qlonglong>(s));
    }
    int index = seedCombo->findData(static_cast<qlonglong>(current));
    if (index < 0) {
        seedCombo->addItem(tr("%1 (not in the problem)").arg(current), static_cast<qlonglong>(current));
        index = seedCombo->count() - 1;
    }
    seedCombo->setCurrentIndex(index);
}

void HoneycombUi::showEntries(const std::vector<SolutionEntry>& entries, int current)
{
    entryCombo->clear();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const SolutionEntry& e = entries[i];
        QString text = tr("%1: problem %2, seed %3").arg(i + 1).arg(e.problemId).arg(e.seed);
        if (!e.tag.isEmpty())
            text += QStringLiteral(" \u2014 ") + e.tag;
        entryCombo->addItem(text);
    }
    entryCombo->setCurrentIndex(current);
    const bool several = entries.size() > 1;
    entryCombo->setVisible(several);
    entryLabel->setVisible(several);
}

void HoneycombUi::showError(const ScoreResult& result)
{
    if (result.error == ErrorKind::None)
        banner->hide();
    else
        setBanner(banner, "QLabel { background: #fde2e1; color: #8a1c13; padding: 4px; }",
                  tr("This solution scores 0: %1").arg(result.errorMessage()));
}

void HoneycombUi::showReplaying(qsizetype characters)
{
    setBanner(banner, "QLabel { background: #fff4ce; color: #5c4400; padding: 4px; }",
              tr("Replaying the solution (%L1 characters)...").arg(characters));
}

void HoneycombUi::showFigures(const Replay& r, int position, const Game& game)
{
    const int count = r.commandCount();
    const ScoreResult result = r.result();
    const int move = r.moveScoreAt(position);
    const int power = r.powerScoreAt(position);
    figures[QStringLiteral("command")]->setText(tr("%L1 of %L2").arg(position).arg(count));
    const QLocale locale;  // the figures as the user's language writes numbers
    figures[QStringLiteral("move")]->setText(locale.toString(move));
    figures[QStringLiteral("power")]->setText(locale.toString(power));
    figures[QStringLiteral("total")]->setText(QStringLiteral("<b>%1</b>").arg(locale.toString(move + power)));
    figures[QStringLiteral("lines")]->setText(locale.toString(r.rowsClearedAt(position)));
    figures[QStringLiteral("locked")]->setText(locale.toString(r.lockedUnitsAt(position)));
    figures[QStringLiteral("left")]->setText(game.end() == End::InProgress
                                                 ? tr("%1 + 1 in play").arg(locale.toString(game.unitsLeft()))
                                                 : locale.toString(game.unitsLeft()));
    QString state;
    switch (game.end()) {
    case End::InProgress: state = tr("a unit is in play"); break;
    case End::AllUsed: state = tr("over: all units used"); break;
    case End::Full: state = tr("over: the next unit cannot spawn"); break;
    }
    if (position == count && result.error != ErrorKind::None)
        state = tr("stopped by the error");
    figures[QStringLiteral("state")]->setText(state);
    figures[QStringLiteral("score")]->setText(result.error == ErrorKind::None ? locale.toString(result.score)
                                                                              : tr("0 (the solution has an error)"));
    QLabel* error = figures[QStringLiteral("error")];
    error->setText(result.error == ErrorKind::None ? tr("none") : result.errorMessage());
    error->setStyleSheet(result.error == ErrorKind::None ? QString() : QStringLiteral("QLabel { color: #d01010; }"));
    prevUnit->setEnabled(position > 0);
    nextUnit->setEnabled(position < count);
}

QString HoneycombUi::figure(const QString& name) const
{
    const auto it = figures.find(name);
    return it == figures.end() ? QString() : it->second->text().remove(QStringLiteral("<b>")).remove(QStringLiteral("</b>"));
}

} // namespace pb::gui
