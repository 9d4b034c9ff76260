#include "gui/honeycomb/honeycombdocument.h"
#include "gui/workers.h"

#include "common/stepcontrols.h"
#include "honeycomb/boardview.h"
#include "honeycomb/commandpanel.h"
#include "honeycomb/scoreplot.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <climits>

namespace pb::gui {

using namespace pb::honeycomb;

namespace {

QString lastDir()
{
    return QSettings().value(QStringLiteral("honeycomb/lastDir"), QDir::homePath()).toString();
}

void rememberDir(const QString& file)
{
    QSettings().setValue(QStringLiteral("honeycomb/lastDir"), QFileInfo(file).absolutePath());
}

QString referenceDir()
{
    QString root = qEnvironmentVariable("PLAYBENCH_REFERENCE");
#ifdef PLAYBENCH_REFERENCE_DIR
    if (root.isEmpty())
        root = QStringLiteral(PLAYBENCH_REFERENCE_DIR);
#endif
    return root;
}

bool isBuiltIn(const QString& path)
{
    return path.startsWith(QLatin1String(":/"));
}

} // namespace

// One change to the solution by hand: cut the text at `cut` (the removed tail is kept for undo)
// and append `ch` (none for "back to spawn"). The change is applied before it is pushed.
class HandEdit : public QUndoCommand {
public:
    HandEdit(HoneycombDocument* doc, int cut, const QString& tail, QChar ch, int positionBefore, const QString& text)
        : QUndoCommand(text), m_doc(doc), m_cut(cut), m_tail(tail), m_ch(ch), m_before(positionBefore)
    {
    }
    void redo() override
    {
        if (m_applied) {
            m_applied = false;  // pushed after being applied
            return;
        }
        m_doc->applyEdit(m_cut, m_tail, m_ch, true, m_before);
    }
    void undo() override { m_doc->applyEdit(m_cut, m_tail, m_ch, false, m_before); }

private:
    HoneycombDocument* m_doc;
    int m_cut;
    QString m_tail;
    QChar m_ch;
    int m_before;
    bool m_applied = true;
};

HoneycombDocument::HoneycombDocument(QWidget* parent) : Document(parent), m_replay(std::make_shared<Replay>())
{
    m_undo = new QUndoStack(this);
    buildUi();
    restoreViewSettings();

    m_busyTimer.setSingleShot(true);
    connect(&m_busyTimer, &QTimer::timeout, this, [this] {
        if (!m_busy)
            return;
        m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fff4ce; color: #5c4400; padding: 4px; }"));
        m_banner->setText(tr("Replaying the solution (%L1 characters)...").arg(m_entries.empty() ? 0 : m_entries[static_cast<std::size_t>(m_entry)].solution.size()));
        m_banner->show();
    });
    connect(&m_playTimer, &QTimer::timeout, this, &HoneycombDocument::playTick);
    m_solveTimer.setInterval(200);
    connect(&m_solveTimer, &QTimer::timeout, this, &HoneycombDocument::updateSolveBar);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this] {
        emit modifiedChanged();
        emit titleChanged();
    });

    connect(m_controls, &views::StepControls::seekRequested, this, &HoneycombDocument::seek);
    connect(m_controls, &views::StepControls::resetRequested, this, [this] {
        m_playTimer.stop();
        m_controls->setPlaying(false);
        seek(0);
    });
    connect(m_controls, &views::StepControls::playToggled, this, [this](bool on) {
        if (!on) {
            m_playTimer.stop();
            return;
        }
        if (m_position >= m_replay->commandCount())
            seek(0);
        const int speed = m_controls->speed();
        m_playTimer.start(speed == 0 ? 16 : std::max(16, 1000 / speed));
    });
    connect(m_controls, &views::StepControls::speedChanged, this, [this](int speed) {
        if (m_playTimer.isActive())
            m_playTimer.setInterval(speed == 0 ? 16 : std::max(16, 1000 / speed));
    });
    connect(m_panel, &views::CommandPanel::charClicked, this, [this](int index) {
        seek(m_replay->commandsThroughChar(index));
    });
    connect(m_plot, &views::ScorePlot::commandClicked, this, &HoneycombDocument::seek);

    // The step shortcuts answer while the focus is in this workspace (as in the ants one).
    for (QAction* action : m_controls->actions()) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    for (QAction* action : {m_prevUnit, m_nextUnit, m_handAction, m_undoAction, m_redoAction, m_spawnAction,
                            m_solveAction, m_cancelSolveAction}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    m_board->installEventFilter(this);
    setFocusPolicy(Qt::StrongFocus);
    setFocusProxy(m_board);
    replayChanged(0);
}

HoneycombDocument::~HoneycombDocument()
{
    // The stack announces a clean state as it goes; nobody should hear it from a dying document.
    m_undo->blockSignals(true);
    if (m_cancel)
        m_cancel->store(true);
    if (m_solveCancel)
        m_solveCancel->store(true);  // the worker only holds copies; it stops at the next unit
}

void HoneycombDocument::buildUi()
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    // Top bar: the problem, the entry and seed pickers, hand play and its edits.
    auto* bar = new QHBoxLayout;
    m_problemLabel = new QLabel(this);
    m_problemLabel->setObjectName(QStringLiteral("problemLabel"));
    bar->addWidget(m_problemLabel);
    bar->addStretch(1);
    m_entryCombo = new QComboBox(this);
    m_entryCombo->setObjectName(QStringLiteral("entryCombo"));
    m_entryCombo->setToolTip(tr("The entry of the solutions file shown"));
    m_entryCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* entryLabel = new QLabel(tr("&Entry:"), this);
    entryLabel->setBuddy(m_entryCombo);
    entryLabel->setObjectName(QStringLiteral("entryLabel"));
    bar->addWidget(entryLabel);
    bar->addWidget(m_entryCombo);
    connect(m_entryCombo, &QComboBox::activated, this, [this](int index) {
        QString error;
        if (!selectEntry(index, &error) && !error.isEmpty())
            QMessageBox::warning(this, tr("Honeycomb"), error);
    });
    m_seedCombo = new QComboBox(this);
    m_seedCombo->setObjectName(QStringLiteral("seedCombo"));
    m_seedCombo->setToolTip(tr("The seed of the unit source: one of the problem's seeds"));
    auto* seedLabel = new QLabel(tr("See&d:"), this);
    seedLabel->setBuddy(m_seedCombo);
    bar->addSpacing(8);
    bar->addWidget(seedLabel);
    bar->addWidget(m_seedCombo);
    connect(m_seedCombo, &QComboBox::activated, this, [this](int index) {
        setSeed(static_cast<std::uint32_t>(m_seedCombo->itemData(index).toLongLong()));
    });

    m_handAction = new QAction(tr("&Hand Play"), this);
    m_handAction->setObjectName(QStringLiteral("handPlay"));
    m_handAction->setCheckable(true);
    m_handAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_handAction->setToolTip(tr("Play commands with the keyboard on the board (Ctrl+H)"));
    connect(m_handAction, &QAction::toggled, this, &HoneycombDocument::setHandPlay);
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setObjectName(QStringLiteral("undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    m_redoAction->setObjectName(QStringLiteral("redo"));
    m_redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_spawnAction = new QAction(tr("&Back to Last Spawn"), this);
    m_spawnAction->setObjectName(QStringLiteral("backToSpawn"));
    m_spawnAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Backspace));
    m_spawnAction->setToolTip(tr("Remove the current unit's commands, back to where it spawned (Ctrl+Backspace)"));
    connect(m_spawnAction, &QAction::triggered, this, &HoneycombDocument::backToLastSpawn);
    bar->addSpacing(8);
    for (QAction* action : {m_handAction, m_undoAction, m_redoAction, m_spawnAction}) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setFocusPolicy(Qt::NoFocus);
        button->setObjectName(QStringLiteral("button-") + action->objectName());
        bar->addWidget(button);
    }
    layout->addLayout(bar);

    m_controls = new views::StepControls(this);
    layout->addWidget(m_controls);
    // The controls count commands here, not rounds.
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
    for (QAction* action : m_controls->actions())
        for (const auto& tip : tips)
            if (action->objectName() == QLatin1String(tip.name)) {
                action->setToolTip(tip.tip);
                action->setStatusTip(tip.tip);
            }
    for (QAction* action : m_controls->actions()) {
        if (action->objectName() == QLatin1String("goto"))
            action->setText(tr("Go to Command\u2026"));
        else if (action->objectName() == QLatin1String("end"))
            action->setText(tr("Last Command"));
    }
    if (auto* spin = m_controls->findChild<QSpinBox*>(QStringLiteral("round"))) {
        spin->setToolTip(tr("Commands played; type a number and press Enter to go there"));
        for (QLabel* label : m_controls->findChildren<QLabel*>())
            if (label->buddy() == spin)
                label->setText(tr("&Command"));
    }
    if (auto* speed = m_controls->findChild<QComboBox*>(QStringLiteral("speed")))
        for (int i = 0; i < speed->count(); ++i) {
            const int perSecond = speed->itemData(i).toInt();
            if (perSecond > 0)
                speed->setItemText(i, tr("%L1 commands/s").arg(perSecond));
        }
    m_prevUnit = new QAction(tr("Previous &Unit"), this);
    m_prevUnit->setObjectName(QStringLiteral("previousUnit"));
    m_prevUnit->setShortcut(QKeySequence(Qt::Key_Up));
    m_prevUnit->setToolTip(tr("Back to where the previous unit spawned (Up)"));
    connect(m_prevUnit, &QAction::triggered, this, [this] { stepUnit(false); });
    m_nextUnit = new QAction(tr("&Next Unit"), this);
    m_nextUnit->setObjectName(QStringLiteral("nextUnit"));
    m_nextUnit->setShortcut(QKeySequence(Qt::Key_Down));
    m_nextUnit->setToolTip(tr("Forward to the next lock (Down)"));
    connect(m_nextUnit, &QAction::triggered, this, [this] { stepUnit(true); });

    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("banner"));
    m_banner->setWordWrap(true);
    m_banner->hide();
    layout->addWidget(m_banner);

    // Solve: F5 (Ctrl+Shift+S is Save As); Esc or the bar's button cancels.
    m_solveAction = new QAction(tr("&Solve..."), this);
    m_solveAction->setObjectName(QStringLiteral("solve"));
    m_solveAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_solveAction->setToolTip(tr("Let the solver play the shown problem and seed for a time you choose (F5)"));
    m_solveAction->setStatusTip(m_solveAction->toolTip());
    connect(m_solveAction, &QAction::triggered, this, &HoneycombDocument::solve);
    m_cancelSolveAction = new QAction(tr("&Cancel Solving"), this);
    m_cancelSolveAction->setObjectName(QStringLiteral("cancelSolve"));
    m_cancelSolveAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelSolveAction->setToolTip(tr("Stop the solver; the best game so far is kept (Esc)"));
    m_cancelSolveAction->setEnabled(false);
    connect(m_cancelSolveAction, &QAction::triggered, this, &HoneycombDocument::cancelSolve);
    m_solveBar = new QWidget(this);
    m_solveBar->setObjectName(QStringLiteral("solveBar"));
    m_solveBar->setAutoFillBackground(true);
    m_solveBar->setStyleSheet(QStringLiteral("QWidget#solveBar { background: #e6f2e6; }"));
    auto* solveLayout = new QHBoxLayout(m_solveBar);
    solveLayout->setContentsMargins(6, 3, 6, 3);
    m_solveLabel = new QLabel(m_solveBar);
    m_solveLabel->setObjectName(QStringLiteral("solveLabel"));
    solveLayout->addWidget(m_solveLabel, 1);
    m_solveProgress = new QProgressBar(m_solveBar);
    m_solveProgress->setObjectName(QStringLiteral("solveProgress"));
    m_solveProgress->setRange(0, 1000);
    m_solveProgress->setTextVisible(true);
    m_solveProgress->setMaximumWidth(220);
    solveLayout->addWidget(m_solveProgress);
    auto* cancelButton = new QToolButton(m_solveBar);
    cancelButton->setObjectName(QStringLiteral("button-cancelSolve"));
    cancelButton->setDefaultAction(m_cancelSolveAction);
    cancelButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    cancelButton->setFocusPolicy(Qt::NoFocus);
    solveLayout->addWidget(cancelButton);
    m_solveBar->hide();
    layout->addWidget(m_solveBar);

    m_mainSplitter = new QSplitter(Qt::Vertical, this);
    layout->addWidget(m_mainSplitter, 1);
    m_topSplitter = new QSplitter(Qt::Horizontal, m_mainSplitter);
    auto* boardBox = new QWidget(m_topSplitter);
    auto* boardLayout = new QVBoxLayout(boardBox);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    auto* unitBar = new QHBoxLayout;
    for (QAction* action : {m_prevUnit, m_nextUnit}) {
        auto* button = new QToolButton(boardBox);
        button->setDefaultAction(action);
        button->setFocusPolicy(Qt::NoFocus);
        button->setObjectName(QStringLiteral("button-") + action->objectName());
        unitBar->addWidget(button);
    }
    unitBar->addStretch(1);
    boardLayout->addLayout(unitBar);
    m_board = new views::BoardView(boardBox);
    boardLayout->addWidget(m_board, 1);

    auto* side = new QWidget(m_topSplitter);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    auto* figures = new QGroupBox(tr("Shown command"), side);
    auto* form = new QFormLayout(figures);
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
        auto* value = new QLabel(figures);
        value->setObjectName(QStringLiteral("figure-") + QLatin1String(row.key));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        form->addRow(row.label, value);
        m_figures[QLatin1String(row.key)] = value;
    }
    m_figures[QStringLiteral("score")]->setToolTip(
        tr("The score the contest gives the whole solution: move + power score, 0 if it has an error"));
    m_figures[QStringLiteral("total")]->setToolTip(tr("Move score + power score of the text up to the shown command"));
    sideLayout->addWidget(figures);
    m_handHelp = new QLabel(side);
    m_handHelp->setObjectName(QStringLiteral("handHelp"));
    m_handHelp->setWordWrap(true);
    m_handHelp->setText(
        tr("<b>Hand play</b> (click the board first): W: p ' ! . 0 3 or Left; E: b c e f y 2 or Right; "
           "SW: a g h i j 4 or Down; SE: l m n o 5 space or Page Down; CW: d q r v z 1 or Up; "
           "CCW: k s t u w x or Page Up. Typing at an earlier command replaces the rest. "
           "Undo Ctrl+Z, redo Ctrl+Shift+Z, back to the unit's spawn Ctrl+Backspace."));
    m_handHelp->setStyleSheet(QStringLiteral("QLabel { background: #e8f0fc; padding: 4px; }"));
    m_handHelp->hide();
    sideLayout->addWidget(m_handHelp);
    m_plot = new views::ScorePlot(side);
    sideLayout->addWidget(m_plot, 1);

    m_panel = new views::CommandPanel(m_mainSplitter);
    m_topSplitter->setStretchFactor(0, 3);
    m_topSplitter->setStretchFactor(1, 2);
    m_mainSplitter->setStretchFactor(0, 3);
    m_mainSplitter->setStretchFactor(1, 1);
}

void HoneycombDocument::restoreViewSettings()
{
    QSettings s;
    if (!m_mainSplitter->restoreState(s.value(QStringLiteral("honeycomb/mainSplitter")).toByteArray()))
        m_mainSplitter->setSizes({620, 220});
    if (!m_topSplitter->restoreState(s.value(QStringLiteral("honeycomb/topSplitter")).toByteArray()))
        m_topSplitter->setSizes({760, 480});
    m_controls->setSpeed(s.value(QStringLiteral("honeycomb/speed"), 50).toInt());
}

void HoneycombDocument::saveViewSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("honeycomb/mainSplitter"), m_mainSplitter->saveState());
    s.setValue(QStringLiteral("honeycomb/topSplitter"), m_topSplitter->saveState());
    s.setValue(QStringLiteral("honeycomb/speed"), m_controls->speed());
}

HoneycombDocument* HoneycombDocument::createSample(QWidget* parent)
{
    auto* doc = new HoneycombDocument(parent);
    QString error;
    if (!doc->openFile(QStringLiteral(":/honeycomb/sample_solutions.json"), &error))
        qWarning("%s", qPrintable(error));
    return doc;
}

void HoneycombDocument::addProblem(const Problem& problem, const QString& path)
{
    m_problems[problem.id] = {problem, path};
}

void HoneycombDocument::setProblem(const Problem& problem, const QString& path)
{
    abandonSolve();  // its result would belong to the old problem
    addProblem(problem, path);
    m_problem = problem;
    m_problemPath = path;
    m_entries = {{problem.id, problem.sourceSeeds.empty() ? 0u : problem.sourceSeeds.front(), QString(), QString()}};
    m_entry = 0;
    m_solutionsPath.clear();
    m_dirty = false;
    updateProblemLabel();
    updateSeedCombo();
    updateEntryCombo();
    startReplay(0);
    emit titleChanged();
}

const Problem* HoneycombDocument::findProblem(int id, const QString& nearPath, QString* path)
{
    if (const auto it = m_problems.find(id); it != m_problems.end()) {
        *path = it->second.second;
        return &it->second.first;
    }
    QStringList candidates;
    const QString name = QStringLiteral("problem_%1.json").arg(id);
    if (!nearPath.isEmpty()) {
        const QDir dir = QFileInfo(nearPath).dir();
        candidates << dir.filePath(name) << dir.filePath(QStringLiteral("problems/") + name);
    }
    if (const QString ref = referenceDir(); !ref.isEmpty())
        candidates << QDir(ref).filePath(QStringLiteral("honeycomb/problems/") + name);
    for (const QString& candidate : candidates) {
        if (!QFileInfo::exists(candidate))
            continue;
        const ProblemParse parse = loadProblem(candidate);
        if (parse.ok() && parse.problem.id == id) {
            addProblem(parse.problem, candidate);
            *path = candidate;
            return &m_problems[id].first;
        }
    }
    // Not found: ask.
    const QString chosen = QFileDialog::getOpenFileName(
        this, tr("Where is problem %1?").arg(id), nearPath.isEmpty() || isBuiltIn(nearPath) ? lastDir() : QFileInfo(nearPath).absolutePath(),
        tr("Honeycomb problems (*.json);;All files (*)"));
    if (chosen.isEmpty())
        return nullptr;
    const ProblemParse parse = loadProblem(chosen);
    if (!parse.ok()) {
        QMessageBox::warning(this, tr("Open problem"), parse.error);
        return nullptr;
    }
    if (parse.problem.id != id) {
        QMessageBox::warning(this, tr("Open problem"),
                             tr("%1 is problem %2, not problem %3").arg(chosen).arg(parse.problem.id).arg(id));
        return nullptr;
    }
    addProblem(parse.problem, chosen);
    *path = chosen;
    return &m_problems[id].first;
}

bool HoneycombDocument::setSolutions(const std::vector<SolutionEntry>& entries, const QString& path, int index,
                                     QString* error)
{
    if (entries.empty()) {
        *error = tr("%1: the solutions list is empty").arg(path);
        return false;
    }
    index = std::clamp(index, 0, static_cast<int>(entries.size()) - 1);
    QString problemPath;
    const Problem* problem = findProblem(entries[static_cast<std::size_t>(index)].problemId, path, &problemPath);
    if (!problem) {
        *error = tr("%1: problem %2 was not found next to the file or in the reference problems")
                     .arg(path).arg(entries[static_cast<std::size_t>(index)].problemId);
        return false;
    }
    abandonSolve();
    m_problem = *problem;
    m_problemPath = problemPath;
    m_entries = entries;
    m_entry = index;
    m_solutionsPath = path;
    m_dirty = false;
    updateProblemLabel();
    updateSeedCombo();
    updateEntryCombo();
    startReplay(0);
    emit titleChanged();
    return true;
}

bool HoneycombDocument::selectEntry(int index, QString* error)
{
    if (index < 0 || index >= static_cast<int>(m_entries.size()))
        return false;
    if (!m_busy)
        m_entries[static_cast<std::size_t>(m_entry)].solution = m_replay->solution();
    const SolutionEntry& entry = m_entries[static_cast<std::size_t>(index)];
    QString problemPath;
    const Problem* problem = entry.problemId == m_problem.id ? &m_problem : findProblem(entry.problemId, m_solutionsPath, &problemPath);
    if (!problem) {
        if (error)
            *error = tr("Problem %1 was not found").arg(entry.problemId);
        updateEntryCombo();
        return false;
    }
    if (problem != &m_problem) {
        m_problem = *problem;
        m_problemPath = problemPath;
    }
    if (!m_undo->isClean())
        m_dirty = true;
    m_entry = index;
    updateProblemLabel();
    updateSeedCombo();
    updateEntryCombo();
    startReplay(0);
    return true;
}

std::uint32_t HoneycombDocument::seed() const
{
    return m_entries.empty() ? 0 : m_entries[static_cast<std::size_t>(m_entry)].seed;
}

void HoneycombDocument::setPhrases(const QStringList& phrases)
{
    if (phrases == m_phrases)
        return;
    m_phrases = phrases;
    if (!m_busy && !m_entries.empty())
        m_entries[static_cast<std::size_t>(m_entry)].solution = m_replay->solution();
    if (!m_undo->isClean())
        m_dirty = true;  // the edits stay in the text; the undo history goes with the old scoring
    startReplay(m_position);
    message(tr("Scoring with %n phrase(s) of power", nullptr, static_cast<int>(phrases.size())));
}

void HoneycombDocument::editPhrases()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Phrases of Power"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("One phrase per line (matched without regard to case). The contest "
                                    "scored with 18; its final round used others."),
                                 &dialog));
    auto* edit = new QPlainTextEdit(m_phrases.join(QLatin1Char('\n')), &dialog);
    layout->addWidget(edit);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QPushButton* contest = buttons->addButton(tr("The Contest's 18"), QDialogButtonBox::ResetRole);
    connect(contest, &QPushButton::clicked, edit, [edit] { edit->setPlainText(defaultPhrases().join(QLatin1Char('\n'))); });
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(520, 420);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QStringList phrases;
    for (const QString& line : edit->toPlainText().split(QLatin1Char('\n')))
        if (!line.isEmpty())
            phrases << line;
    setPhrases(phrases);
}

void HoneycombDocument::setSeed(std::uint32_t seed)
{
    if (m_entries.empty() || seed == this->seed())
        return;
    if (!m_busy)
        m_entries[static_cast<std::size_t>(m_entry)].solution = m_replay->solution();
    m_entries[static_cast<std::size_t>(m_entry)].seed = seed;
    m_dirty = true;
    updateSeedCombo();
    updateEntryCombo();
    startReplay(0);
    emit modifiedChanged();
    emit titleChanged();
}

void HoneycombDocument::updateProblemLabel()
{
    m_problemLabel->setText(tr("<b>Problem %1</b>: %2 \u00d7 %3, %4 unit shapes, %5 units per game")
                                .arg(m_problem.id)
                                .arg(m_problem.width)
                                .arg(m_problem.height)
                                .arg(m_problem.units.size())
                                .arg(m_problem.sourceLength));
    m_problemLabel->setToolTip(m_problemPath);
}

void HoneycombDocument::updateSeedCombo()
{
    m_seedCombo->clear();
    std::vector<std::uint32_t> seen;
    for (std::uint32_t s : m_problem.sourceSeeds) {
        if (std::find(seen.begin(), seen.end(), s) != seen.end())
            continue;
        seen.push_back(s);
        m_seedCombo->addItem(QString::number(s), static_cast<qlonglong>(s));
    }
    const std::uint32_t current = seed();
    int index = m_seedCombo->findData(static_cast<qlonglong>(current));
    if (index < 0) {
        m_seedCombo->addItem(tr("%1 (not in the problem)").arg(current), static_cast<qlonglong>(current));
        index = m_seedCombo->count() - 1;
    }
    m_seedCombo->setCurrentIndex(index);
}

void HoneycombDocument::updateEntryCombo()
{
    m_entryCombo->clear();
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const SolutionEntry& e = m_entries[i];
        QString text = tr("%1: problem %2, seed %3").arg(i + 1).arg(e.problemId).arg(e.seed);
        if (!e.tag.isEmpty())
            text += QStringLiteral(" \u2014 ") + e.tag;
        m_entryCombo->addItem(text);
    }
    m_entryCombo->setCurrentIndex(m_entry);
    const bool several = m_entries.size() > 1;
    m_entryCombo->setVisible(several);
    if (auto* label = findChild<QLabel*>(QStringLiteral("entryLabel")))
        label->setVisible(several);
}

void HoneycombDocument::startReplay(int position)
{
    m_playTimer.stop();
    m_controls->setPlaying(false);
    m_undo->clear();
    ++m_generation;
    if (m_cancel)
        m_cancel->store(true);
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancel;
    m_busy = true;
    m_busyTimer.start(100);
    const int generation = m_generation;
    const Problem problem = m_problem;
    const std::uint32_t seed = this->seed();
    const QString text = m_entries.empty() ? QString() : m_entries[static_cast<std::size_t>(m_entry)].solution;
    const QStringList phrases = m_phrases;
    // Problem 24's 300,000 commands take about 0.1 s; the GUI thread stays free meanwhile.
    auto* watcher = new QFutureWatcher<std::shared_ptr<Replay>>(this);
    connect(watcher, &QFutureWatcher<std::shared_ptr<Replay>>::finished, this, [this, watcher, generation, position] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;  // a newer replay was asked for
        adoptReplay(watcher->result(), position);
    });
    watcher->setFuture(QtConcurrent::run(workerPool(), [problem, seed, text, phrases, cancel] {
        return std::make_shared<Replay>(problem, seed, text, phrases, 0, cancel.get());
    }));
}

void HoneycombDocument::adoptReplay(std::shared_ptr<Replay> replay, int position)
{
    m_replay = std::move(replay);
    m_busy = false;
    m_busyTimer.stop();
    replayChanged(position);
    emit replayReady();
}

void HoneycombDocument::replayChanged(int position)
{
    const Replay& r = *m_replay;
    const ScoreResult result = r.result();
    m_panel->setSolution(r.solution(), r.occurrences(), r.phrases(), r.errorIndex(), result.errorMessage());
    m_plot->setReplay(r);
    m_controls->setRange(r.commandCount(), r.commandCount());
    if (result.error != ErrorKind::None) {
        m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fde2e1; color: #8a1c13; padding: 4px; }"));
        m_banner->setText(tr("This solution scores 0: %1").arg(result.errorMessage()));
        m_banner->show();
    } else {
        m_banner->hide();
    }
    showPosition(position);
    emit modifiedChanged();
    emit titleChanged();
}

void HoneycombDocument::seek(int commands)
{
    if (m_busy)
        return;
    showPosition(commands);
}

void HoneycombDocument::showPosition(int commands)
{
    const Replay& r = *m_replay;
    const int count = r.commandCount();
    m_position = std::clamp(commands, 0, count);
    const Game game = r.gameAt(m_position);
    if (m_problem.width > 0)
        m_board->setGame(game);
    else
        m_board->clear();
    const int ch = m_position > 0 ? r.step(m_position - 1).index : -1;
    m_panel->setCurrentChar(ch);
    m_panel->setPlayedThrough(ch);
    m_plot->setCurrent(m_position);
    m_controls->setRound(m_position);

    const ScoreResult result = r.result();
    const int move = r.moveScoreAt(m_position);
    const int power = r.powerScoreAt(m_position);
    m_figures[QStringLiteral("command")]->setText(tr("%L1 of %L2").arg(m_position).arg(count));
    m_figures[QStringLiteral("move")]->setText(QString::number(move));
    m_figures[QStringLiteral("power")]->setText(QString::number(power));
    m_figures[QStringLiteral("total")]->setText(QStringLiteral("<b>%1</b>").arg(move + power));
    m_figures[QStringLiteral("lines")]->setText(QString::number(r.rowsClearedAt(m_position)));
    m_figures[QStringLiteral("locked")]->setText(QString::number(r.lockedUnitsAt(m_position)));
    m_figures[QStringLiteral("left")]->setText(
        game.end() == End::InProgress ? tr("%1 + 1 in play").arg(game.unitsLeft()) : QString::number(game.unitsLeft()));
    QString state;
    switch (game.end()) {
    case End::InProgress: state = tr("a unit is in play"); break;
    case End::AllUsed: state = tr("over: all units used"); break;
    case End::Full: state = tr("over: the next unit cannot spawn"); break;
    }
    if (m_position == count && result.error != ErrorKind::None)
        state = tr("stopped by the error");
    m_figures[QStringLiteral("state")]->setText(state);
    m_figures[QStringLiteral("score")]->setText(result.error == ErrorKind::None ? QString::number(result.score)
                                                                                : tr("0 (the solution has an error)"));
    QLabel* error = m_figures[QStringLiteral("error")];
    error->setText(result.error == ErrorKind::None ? tr("none") : result.errorMessage());
    error->setStyleSheet(result.error == ErrorKind::None ? QString() : QStringLiteral("QLabel { color: #d01010; }"));
    m_prevUnit->setEnabled(m_position > 0);
    m_nextUnit->setEnabled(m_position < count);
}

QString HoneycombDocument::figure(const QString& name) const
{
    const auto it = m_figures.find(name);
    return it == m_figures.end() ? QString() : it->second->text().remove(QStringLiteral("<b>")).remove(QStringLiteral("</b>"));
}

void HoneycombDocument::stepUnit(bool forward)
{
    seek(forward ? m_replay->nextLockAfter(m_position) : m_replay->previousLockBefore(m_position));
}

void HoneycombDocument::playTick()
{
    const int count = m_replay->commandCount();
    const int speed = m_controls->speed();
    const int step = speed == 0 ? std::max(1, count / 600) : std::max(1, speed * m_playTimer.interval() / 1000);
    seek(m_position + step);
    if (m_position >= count) {
        m_playTimer.stop();
        m_controls->setPlaying(false);
    }
}

void HoneycombDocument::message(const QString& text)
{
    m_lastMessage = text;
    emit statusMessage(text);
}

void HoneycombDocument::setHandPlay(bool on)
{
    m_handPlay = on;
    if (m_handAction->isChecked() != on)
        m_handAction->setChecked(on);
    m_handHelp->setVisible(on);
    if (on) {
        m_playTimer.stop();
        m_controls->setPlaying(false);
        m_board->setFocus(Qt::OtherFocusReason);
        message(tr("Hand play: type commands on the board"));
    }
}

QChar HoneycombDocument::charForKey(int key, Qt::KeyboardModifiers modifiers, const QString& text)
{
    if (modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return {};
    switch (key) {
    case Qt::Key_Left: return QLatin1Char('p');      // W
    case Qt::Key_Right: return QLatin1Char('b');     // E
    case Qt::Key_Down: return QLatin1Char('a');      // SW
    case Qt::Key_PageDown: return QLatin1Char('l');  // SE
    case Qt::Key_Up: return QLatin1Char('d');        // CW
    case Qt::Key_PageUp: return QLatin1Char('k');    // CCW
    default: break;
    }
    if (text.size() != 1)
        return {};
    Command c{};
    bool ignored = false;
    if (!commandOf(text.at(0).unicode(), c, ignored) || ignored)
        return {};
    return text.at(0);
}

bool HoneycombDocument::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_board && m_handPlay
        && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto* key = static_cast<QKeyEvent*>(event);
        const QChar ch = charForKey(key->key(), key->modifiers(), key->text());
        if (!ch.isNull()) {
            // Claim the key before a shortcut (arrows, Space) takes it, then play it.
            if (event->type() == QEvent::KeyPress)
                playChar(ch);
            event->accept();
            return true;
        }
    }
    return Document::eventFilter(watched, event);
}

bool HoneycombDocument::playChar(QChar ch)
{
    if (m_busy) {
        message(tr("Still replaying; try again in a moment"));
        return false;
    }
    Command c{};
    bool ignored = false;
    if (!commandOf(ch.unicode(), c, ignored)) {
        message(tr("'%1' is not a command").arg(ch));
        return false;
    }
    Replay& r = *m_replay;
    if (r.error() == ErrorKind::SeedNotInProblem) {
        message(tr("The seed is not one of the problem's; pick another seed"));
        return false;
    }
    const int count = r.commandCount();
    const int p = m_position;
    int cut = 0;
    if (p < count)
        cut = p == 0 ? 0 : r.step(p - 1).index + 1;
    else
        cut = r.error() != ErrorKind::None ? r.errorIndex() : static_cast<int>(r.solution().size());
    Game::Outcome outcome = Game::Outcome::Moved;
    if (!ignored) {
        Game game = r.gameAt(p);
        outcome = game.play(c);
        if (outcome == Game::Outcome::Repeat) {
            message(tr("Refused: %1 would bring the unit back to a position it held (the contest would score 0)")
                        .arg(QLatin1String(commandName(c))));
            return false;
        }
        if (outcome == Game::Outcome::AfterEnd) {
            message(tr("Refused: the game is over"));
            return false;
        }
    }
    const QString tail = r.solution().mid(cut);
    r.truncate(cut);
    r.append(ch);
    m_undo->push(new HandEdit(this, cut, tail, ch, p,
                              tr("play %1").arg(ignored ? tr("'%1'").arg(ch) : QLatin1String(commandName(c)))));
    replayChanged(r.commandCount());
    if (outcome == Game::Outcome::Locked) {
        const int rows = r.commandCount() > 0 ? r.step(r.commandCount() - 1).rowsCleared : 0;
        message(rows > 0 ? tr("Locked; %n row(s) cleared", nullptr, rows) : tr("Locked"));
    } else {
        message(tr("%1").arg(ignored ? tr("'%1' (ignored)").arg(ch) : QLatin1String(commandName(c))));
    }
    return true;
}

int HoneycombDocument::spawnPositionBefore(int commands) const
{
    const Replay& r = *m_replay;
    const int locked = r.lockedUnitsAt(commands);
    if (locked == 0)
        return 0;
    const auto& steps = r.steps();
    const auto it = std::lower_bound(steps.begin(), steps.end(), locked,
                                     [](const ReplayStep& s, int v) { return s.lockedUnits < v; });
    return static_cast<int>(it - steps.begin()) + 1;
}

void HoneycombDocument::backToLastSpawn()
{
    if (m_busy)
        return;
    Replay& r = *m_replay;
    const int p = m_position;
    int spawn = spawnPositionBefore(p);
    if (spawn == p && p > 0)
        spawn = spawnPositionBefore(p - 1);
    const int cut = spawn == 0 ? 0 : r.step(spawn - 1).index + 1;
    const QString tail = r.solution().mid(cut);
    if (tail.isEmpty()) {
        message(tr("Already at the start"));
        return;
    }
    r.truncate(cut);
    m_undo->push(new HandEdit(this, cut, tail, QChar(), p, tr("back to the last spawn")));
    replayChanged(r.commandCount());
    message(tr("Back to the spawn of unit %1").arg(r.lockedUnitsAt(r.commandCount()) + 1));
}

void HoneycombDocument::applyEdit(int cut, const QString& tail, QChar ch, bool forward, int positionBefore)
{
    Replay& r = *m_replay;
    if (forward) {
        r.truncate(cut);
        if (!ch.isNull())
            r.append(ch);
        replayChanged(r.commandCount());
        return;
    }
    r.truncate(cut);
    if (!tail.isEmpty()) {
        // Bring the cut text back; it may hold an error, so it is replayed as a whole.
        *m_replay = Replay(m_problem, seed(), r.solution() + tail, m_phrases);
    }
    replayChanged(positionBefore);
}

QString HoneycombDocument::title() const
{
    QString name;
    if (!m_solutionsPath.isEmpty() && !isBuiltIn(m_solutionsPath))
        name = QFileInfo(m_solutionsPath).fileName();
    else if (isBuiltIn(m_solutionsPath))
        name = tr("sample, problem %1").arg(m_problem.id);
    else
        name = tr("problem %1").arg(m_problem.id);
    return tr("Honeycomb: %1").arg(name) + (isModified() ? QStringLiteral(" *") : QString());
}

bool HoneycombDocument::isModified() const
{
    return m_dirty || !m_undo->isClean();
}

QWidget* HoneycombDocument::imageSource() const
{
    return m_board;
}

QString HoneycombDocument::askSavePath()
{
    const QString suggested = m_solutionsPath.isEmpty() || isBuiltIn(m_solutionsPath)
        ? QStringLiteral("solutions_problem_%1.json").arg(m_problem.id)
        : QFileInfo(m_solutionsPath).fileName();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save solutions"), QDir(lastDir()).filePath(suggested),
                                                      tr("Honeycomb solutions (*.json);;All files (*)"));
    if (!path.isEmpty())
        rememberDir(path);
    return path;
}

bool HoneycombDocument::saveTo(const QString& path, QString* error)
{
    if (m_busy) {
        *error = tr("the solution is still being replayed");
        return false;
    }
    if (m_entries.empty()) {
        *error = tr("there is no problem and no solution to save yet");
        return false;
    }
    std::vector<SolutionEntry> entries = m_entries;
    SolutionEntry& shown = entries[static_cast<std::size_t>(m_entry)];
    if (shown.solution != m_replay->solution() || m_dirty) {
        shown.solution = m_replay->solution();
        shown.tag = QStringLiteral("playbench");  // the old tag's score no longer holds
    }
    QSaveFile file(path);
    const QByteArray bytes = writeSolutions(entries);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = tr("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    m_entries = entries;
    m_solutionsPath = path;
    m_dirty = false;
    m_undo->setClean();
    updateEntryCombo();
    emit fileUsed(path);
    emit titleChanged();
    emit modifiedChanged();
    message(tr("Saved %1").arg(path));
    return true;
}

bool HoneycombDocument::save()
{
    if (m_solutionsPath.isEmpty() || isBuiltIn(m_solutionsPath))
        return saveAs();
    QString error;
    if (!saveTo(m_solutionsPath, &error)) {
        QMessageBox::warning(this, tr("Save solutions"), error);
        return false;
    }
    return true;
}

bool HoneycombDocument::saveAs()
{
    const QString path = askSavePath();
    if (path.isEmpty())
        return false;
    QString error;
    if (!saveTo(path, &error)) {
        QMessageBox::warning(this, tr("Save solutions"), error);
        return false;
    }
    return true;
}

bool HoneycombDocument::openFile(const QString& path, QString* error)
{
    error->clear();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    switch (jsonKind(bytes)) {
    case JsonKind::Problem: {
        const ProblemParse parse = parseProblem(bytes, path);
        if (!parse.ok()) {
            *error = parse.error;
            return false;
        }
        setProblem(parse.problem, path);
        break;
    }
    case JsonKind::Solutions: {
        const SolutionsParse parse = parseSolutions(bytes, path);
        if (!parse.ok()) {
            *error = parse.error;
            return false;
        }
        if (!setSolutions(parse.entries, path, 0, error))
            return false;
        break;
    }
    case JsonKind::Other: {
        QJsonParseError parseError{};
        QJsonDocument::fromJson(bytes, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            *error = tr("%1:%2: error: not valid JSON: %3")
                         .arg(path, lineColumnOf(bytes, parseError.offset), parseError.errorString());
        else
            *error = tr("%1: neither a Honeycomb problem (an object with units, width and sourceSeeds) nor a "
                        "solutions list (objects with problemId and solution)")
                         .arg(path);
        return false;
    }
    }
    if (!isBuiltIn(path))
        rememberDir(path);
    emit fileUsed(path);
    return true;
}

void HoneycombDocument::fillMenu(QMenu* menu)
{
    menu->setTitle(tr("&Honeycomb"));
    for (QAction* action : m_controls->actions())
        menu->addAction(action);
    menu->addAction(m_prevUnit);
    menu->addAction(m_nextUnit);
    menu->addSeparator();
    menu->addAction(m_handAction);
    menu->addAction(m_undoAction);
    menu->addAction(m_redoAction);
    menu->addAction(m_spawnAction);
    menu->addSeparator();
    menu->addAction(m_solveAction);
    menu->addAction(m_cancelSolveAction);
    menu->addSeparator();
    menu->addAction(tr("Open &Problem or Solutions..."), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a Honeycomb file"), lastDir(),
                                                          tr("Honeycomb files (*.json);;All files (*)"));
        QString error;
        if (!path.isEmpty() && !openFile(path, &error))
            QMessageBox::warning(this, tr("Open"), error);
    });
    menu->addAction(tr("Save Solutions &As..."), this, &HoneycombDocument::saveAs);
    menu->addAction(tr("P&hrases of Power..."), this, &HoneycombDocument::editPhrases);
}

// ---- Solve ----

void HoneycombDocument::solve()
{
    if (m_solving) {
        message(tr("The solver is already running; Esc cancels it"));
        return;
    }
    QSettings settings;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Solve"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* about = new QLabel(tr("The solver plays problem %1 with seed %2 and the current phrases of power (%3), "
                                "game after game with varied weights, and keeps the best game. Its solution "
                                "becomes a new entry (unsaved). Esc stops it early and keeps the best game so "
                                "far; nothing changes if the first game has not ended.")
                                 .arg(m_problem.id)
                                 .arg(seed())
                                 .arg(m_phrases.size()),
                             &dialog);
    about->setWordWrap(true);
    about->setMinimumWidth(420);
    layout->addWidget(about);
    auto* form = new QFormLayout;
    auto* seconds = new QSpinBox(&dialog);
    seconds->setObjectName(QStringLiteral("solveSeconds"));
    seconds->setRange(1, 3600);
    seconds->setSuffix(tr(" s"));
    seconds->setValue(std::clamp(settings.value(QStringLiteral("honeycomb/solveSeconds"), 10).toInt(), 1, 3600));
    form->addRow(tr("&Time budget:"), seconds);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Solve"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.adjustSize();
    seconds->setFocus();
    seconds->selectAll();
    if (dialog.exec() != QDialog::Accepted)
        return;
    settings.setValue(QStringLiteral("honeycomb/solveSeconds"), seconds->value());
    startSolve(seconds->value());
}

bool HoneycombDocument::startSolve(double seconds)
{
    if (m_solving) {
        message(tr("The solver is already running; Esc cancels it"));
        return false;
    }
    if (m_problem.width <= 0 || m_entries.empty()) {
        message(tr("Open a problem first"));
        return false;
    }
    const std::uint32_t solveSeed = seed();
    if (std::find(m_problem.sourceSeeds.begin(), m_problem.sourceSeeds.end(), solveSeed) == m_problem.sourceSeeds.end()) {
        message(tr("Seed %1 is not one of problem %2's seeds; pick another seed").arg(solveSeed).arg(m_problem.id));
        return false;
    }
    ++m_solveGeneration;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_solveCancel = cancel;
    m_solving = true;
    m_solveProblemId = m_problem.id;
    m_solveSeed = solveSeed;
    m_solveSeconds = std::max(0.1, seconds);
    m_solveGames = 0;
    m_solveBest = -1;
    m_solveClock.start();
    m_solveAction->setEnabled(false);
    m_cancelSolveAction->setEnabled(true);
    m_solveBar->show();
    m_solveTimer.start();
    updateSolveBar();
    message(tr("Solving problem %1, seed %2 for %3 s...").arg(m_problem.id).arg(solveSeed).arg(m_solveSeconds));

    const int generation = m_solveGeneration;
    const Problem problem = m_problem;
    const QStringList phrases = m_phrases;
    const auto budget = std::chrono::duration_cast<SolverOptions::Clock::duration>(std::chrono::duration<double>(m_solveSeconds));
    auto* watcher = new QFutureWatcher<SolverResult>(this);
    // Progress comes as the future's progress (queued to this thread): the value is the number of
    // games finished, the text the best score.
    connect(watcher, &QFutureWatcher<SolverResult>::progressValueChanged, this, [this, generation](int games) {
        if (generation == m_solveGeneration && m_solving)
            m_solveGames = std::max(m_solveGames, games);
    });
    connect(watcher, &QFutureWatcher<SolverResult>::progressTextChanged, this, [this, generation](const QString& best) {
        if (generation == m_solveGeneration && m_solving) {
            m_solveBest = std::max(m_solveBest, best.toInt());
            updateSolveBar();
        }
    });
    connect(watcher, &QFutureWatcher<SolverResult>::finished, this, [this, watcher, generation, cancel] {
        watcher->deleteLater();
        if (generation != m_solveGeneration || watcher->future().resultCount() == 0)
            return;  // abandoned
        solveDone(watcher->result(), cancel->load());
    });
    watcher->setFuture(QtConcurrent::run(workerPool(), [problem, solveSeed, phrases, cancel, budget](QPromise<SolverResult>& promise) {
        SolverOptions options;
        options.phrases = phrases;
        options.stopAt = SolverOptions::Clock::now() + budget;
        options.relaxAt = options.stopAt;  // no new game that would not end in time
        options.cancel = cancel.get();
        options.maxRuns = 1 << 20;
        promise.setProgressRange(0, options.maxRuns);
        int games = 0;
        int best = -1;
        options.onRun = [&](int, int score) {
            ++games;
            best = std::max(best, score);
            promise.setProgressValueAndText(games, QString::number(best));
        };
        promise.addResult(pb::honeycomb::solve(problem, solveSeed, options));
    }));
    return true;
}

void HoneycombDocument::cancelSolve()
{
    if (m_solving && m_solveCancel) {
        m_solveCancel->store(true);
        m_cancelSolveAction->setEnabled(false);
        m_solveLabel->setText(tr("Cancelling; the best game so far will be kept..."));
    }
}

void HoneycombDocument::abandonSolve()
{
    if (!m_solving)
        return;
    ++m_solveGeneration;  // the running one's result is dropped
    if (m_solveCancel)
        m_solveCancel->store(true);
    m_solving = false;
    m_solveTimer.stop();
    m_solveBar->hide();
    m_solveAction->setEnabled(true);
    m_cancelSolveAction->setEnabled(false);
    message(tr("Solver stopped: the problem changed"));
    emit solveFinished(false);
}

void HoneycombDocument::updateSolveBar()
{
    if (!m_solving)
        return;
    const double elapsed = m_solveClock.elapsed() / 1000.0;
    m_solveProgress->setValue(static_cast<int>(std::min(1.0, elapsed / m_solveSeconds) * 1000));
    m_solveProgress->setFormat(tr("%1 of %2 s").arg(std::min(elapsed, m_solveSeconds), 0, 'f', 0).arg(m_solveSeconds, 0, 'f', 0));
    if (!m_cancelSolveAction->isEnabled())
        return;  // cancelling: the label says so
    const QString head = tr("Solving problem %1, seed %2:").arg(m_solveProblemId).arg(m_solveSeed);
    const QString games = m_solveGames == 0
        ? tr("first game in play")
        : tr("games played: %L1, best score: %L2").arg(m_solveGames).arg(m_solveBest);
    m_solveLabel->setText(QStringLiteral("<b>%1</b> %2. %3").arg(head, games, tr("Esc cancels and keeps the best game so far.")));
}

void HoneycombDocument::solveDone(const SolverResult& result, bool cancelled)
{
    m_solving = false;
    m_solveTimer.stop();
    m_solveBar->hide();
    m_solveAction->setEnabled(true);
    m_cancelSolveAction->setEnabled(false);
    m_solveGames = result.runs;
    m_solveBest = result.score;
    if (cancelled && result.runs <= 1 && result.stoppedEarly) {
        m_solveGames = 0;
        message(tr("Solver cancelled before its first game ended; nothing changed"));
        emit solveFinished(false);
        return;
    }
    if (m_problem.id != m_solveProblemId) {
        message(tr("Solver stopped: the problem changed"));
        emit solveFinished(false);
        return;
    }
    // The shown text stays in its entry; the solution goes to a new entry, or fills the shown
    // one when that is empty (a problem just opened).
    if (!m_busy)
        m_entries[static_cast<std::size_t>(m_entry)].solution = m_replay->solution();
    if (!m_undo->isClean())
        m_dirty = true;
    SolutionEntry entry{m_solveProblemId, m_solveSeed, QStringLiteral("playbench solver"), result.solution};
    SolutionEntry& shown = m_entries[static_cast<std::size_t>(m_entry)];
    if (shown.solution.isEmpty() && shown.problemId == m_solveProblemId) {
        shown = entry;
    } else {
        m_entries.push_back(entry);
        m_entry = static_cast<int>(m_entries.size()) - 1;
    }
    m_dirty = true;
    updateSeedCombo();
    updateEntryCombo();
    startReplay(INT_MAX);  // shown at its end: the total is the solution's score
    emit modifiedChanged();
    emit titleChanged();
    QString text = tr("Solver: score %L1 (games played: %L2); the solution is entry %3 (not saved yet)")
                       .arg(result.score)
                       .arg(result.runs)
                       .arg(m_entry + 1);
    if (result.stoppedEarly && !cancelled)
        text += QLatin1Char(' ') + tr("\u2014 the time ran out before the game ended: a budget of more seconds plays it to the end");
    else if (cancelled)
        text += QLatin1Char(' ') + tr("\u2014 cancelled: the best game so far");
    message(text);
    emit solveFinished(true);
}

} // namespace pb::gui
