// The Honeycomb workspace: its model (problem, entries, phrases), the replay of the shown entry
// and stepping through it. The widgets are built in honeycombui.cpp, files are opened and saved
// in honeycombfiles.cpp, hand play is handplay.cpp and the solver's side honeycombsolve.cpp.
#include "gui/honeycomb/honeycombdocument.h"

#include "gui/honeycomb/honeycombdialogs.h"
#include "gui/honeycomb/solverunner.h"
#include "gui/workers.h"

#include "common/stepcontrols.h"
#include "honeycomb/boardview.h"
#include "honeycomb/commandpanel.h"
#include "honeycomb/scoreplot.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace pb::gui {

using namespace pb::honeycomb;

namespace {

// The play timer's interval for a speed in commands per second (0: as fast as possible).
int playInterval(int speed)
{
    return speed == 0 ? 16 : std::max(16, 1000 / speed);
}

} // namespace

HoneycombDocument::HoneycombDocument(QWidget* parent) : Document(parent), m_replay(std::make_shared<Replay>())
{
    m_undo = new QUndoStack(this);
    m_solver = new SolveRunner(this);
    m_ui.build(this, m_undo, m_solver->bar());
    m_ui.restoreSettings();
    connectUi();

    // The step shortcuts answer while the focus is in this workspace (as in the ants one).
    for (QAction* action : m_ui.controls->actions()) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    for (QAction* action : {m_ui.prevUnit, m_ui.nextUnit, m_ui.handAction, m_ui.undoAction, m_ui.redoAction,
                            m_ui.spawnAction, m_solver->solveAction(), m_solver->cancelAction()}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    m_ui.board->installEventFilter(this);
    setFocusPolicy(Qt::StrongFocus);
    setFocusProxy(m_ui.board);
    replayChanged(0);
}

HoneycombDocument::~HoneycombDocument()
{
    // The stack announces a clean state as it goes; nobody should hear it from a dying document.
    m_undo->blockSignals(true);
    if (m_cancel)
        m_cancel->store(true);
    // The solver runner, a child, tells a running solver to stop when it goes.
}

void HoneycombDocument::connectUi()
{
    m_busyTimer.setSingleShot(true);
    connect(&m_busyTimer, &QTimer::timeout, this, [this] {
        if (m_busy)
            m_ui.showReplaying(m_entries.empty() ? 0 : m_entries[static_cast<std::size_t>(m_entry)].solution.size());
    });
    connect(&m_playTimer, &QTimer::timeout, this, &HoneycombDocument::playTick);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this] {
        emit modifiedChanged();
        emit titleChanged();
    });
    connect(m_ui.entryCombo, &QComboBox::activated, this, [this](int index) {
        QString error;
        if (!selectEntry(index, &error) && !error.isEmpty())
            QMessageBox::warning(this, tr("Honeycomb"), error);
    });
    connect(m_ui.seedCombo, &QComboBox::activated, this, [this](int index) {
        setSeed(static_cast<std::uint32_t>(m_ui.seedCombo->itemData(index).toLongLong()));
    });
    connect(m_ui.handAction, &QAction::toggled, this, &HoneycombDocument::setHandPlay);
    connect(m_ui.spawnAction, &QAction::triggered, this, &HoneycombDocument::backToLastSpawn);
    connect(m_ui.prevUnit, &QAction::triggered, this, [this] { stepUnit(false); });
    connect(m_ui.nextUnit, &QAction::triggered, this, [this] { stepUnit(true); });
    connect(m_solver->solveAction(), &QAction::triggered, this, &HoneycombDocument::solve);
    connect(m_solver, &SolveRunner::finished, this, &HoneycombDocument::solveDone);

    views::StepControls* controls = m_ui.controls;
    connect(controls, &views::StepControls::seekRequested, this, &HoneycombDocument::seek);
    connect(controls, &views::StepControls::resetRequested, this, [this] {
        stopPlaying();
        seek(0);
    });
    connect(controls, &views::StepControls::playToggled, this, [this](bool on) {
        if (!on) {
            m_playTimer.stop();
            return;
        }
        if (m_position >= m_replay->commandCount())
            seek(0);
        m_playTimer.start(playInterval(m_ui.controls->speed()));
    });
    connect(controls, &views::StepControls::speedChanged, this, [this](int speed) {
        if (m_playTimer.isActive())
            m_playTimer.setInterval(playInterval(speed));
    });
    connect(m_ui.panel, &views::CommandPanel::charClicked, this, [this](int index) {
        seek(m_replay->commandsThroughChar(index));
    });
    connect(m_ui.plot, &views::ScorePlot::commandClicked, this, &HoneycombDocument::seek);
}

void HoneycombDocument::saveViewSettings() const
{
    m_ui.saveSettings();
}

HoneycombDocument* HoneycombDocument::createSample(QWidget* parent)
{
    auto* doc = new HoneycombDocument(parent);
    QString error;
    if (!doc->openFile(QStringLiteral(":/honeycomb/sample_solutions.json"), &error))
        qWarning("%s", qPrintable(error));
    return doc;
}

// ---- The model ----

void HoneycombDocument::addProblem(const Problem& problem, const QString& path)
{
    m_library.add(problem, path);
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
    showEntry();
    emit titleChanged();
}

bool HoneycombDocument::setSolutions(const std::vector<SolutionEntry>& entries, const QString& path, int index,
                                     QString* error)
{
    if (entries.empty()) {
        *error = tr("%1: the solutions list is empty").arg(path);
        return false;
    }
    index = std::clamp(index, 0, static_cast<int>(entries.size()) - 1);
    const int problemId = entries[static_cast<std::size_t>(index)].problemId;
    QString problemPath;
    const Problem* problem = m_library.find(problemId, path, this, &problemPath);
    if (!problem) {
        *error = tr("%1: problem %2 was not found next to the file or in the reference problems").arg(path).arg(problemId);
        return false;
    }
    abandonSolve();
    m_problem = *problem;
    m_problemPath = problemPath;
    m_entries = entries;
    m_entry = index;
    m_solutionsPath = path;
    m_dirty = false;
    showEntry();
    emit titleChanged();
    return true;
}

bool HoneycombDocument::selectEntry(int index, QString* error)
{
    if (index < 0 || index >= static_cast<int>(m_entries.size()))
        return false;
    keepShownText();
    const SolutionEntry& entry = m_entries[static_cast<std::size_t>(index)];
    if (entry.problemId != m_problem.id) {
        QString problemPath;
        const Problem* problem = m_library.find(entry.problemId, m_solutionsPath, this, &problemPath);
        if (!problem) {
            if (error)
                *error = tr("Problem %1 was not found").arg(entry.problemId);
            m_ui.showEntries(m_entries, m_entry);
            return false;
        }
        m_problem = *problem;
        m_problemPath = problemPath;
    }
    if (!m_undo->isClean())
        m_dirty = true;
    m_entry = index;
    showEntry();
    return true;
}

void HoneycombDocument::showEntry()
{
    m_ui.showProblem(m_problem, m_problemPath);
    showPickers();
    startReplay(0);
}

void HoneycombDocument::showPickers()
{
    m_ui.showSeeds(m_problem, seed());
    m_ui.showEntries(m_entries, m_entry);
}

void HoneycombDocument::keepShownText()
{
    if (!m_busy && !m_entries.empty())
        m_entries[static_cast<std::size_t>(m_entry)].solution = m_replay->solution();
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
    keepShownText();
    if (!m_undo->isClean())
        m_dirty = true;  // the edits stay in the text; the undo history goes with the old scoring
    startReplay(m_position);
    message(tr("Scoring with %n phrase(s) of power", nullptr, static_cast<int>(phrases.size())));
}

void HoneycombDocument::editPhrases()
{
    if (const auto phrases = HoneycombDialogs::askPhrases(this, m_phrases))
        setPhrases(*phrases);
}

void HoneycombDocument::setSeed(std::uint32_t seed)
{
    if (m_entries.empty() || seed == this->seed())
        return;
    keepShownText();
    m_entries[static_cast<std::size_t>(m_entry)].seed = seed;
    m_dirty = true;
    showPickers();
    startReplay(0);
    emit modifiedChanged();
    emit titleChanged();
}

bool HoneycombDocument::isModified() const
{
    return m_dirty || !m_undo->isClean();
}

QWidget* HoneycombDocument::imageSource() const
{
    return m_ui.board;
}

// ---- The replay and stepping through it ----

void HoneycombDocument::startReplay(int position)
{
    stopPlaying();
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
        lowerThreadPriority();
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
    m_ui.panel->setSolution(r.solution(), r.occurrences(), r.phrases(), r.errorIndex(), result.errorMessage());
    m_ui.plot->setReplay(r);
    m_ui.controls->setRange(r.commandCount(), r.commandCount());
    m_ui.showError(result);
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
    m_position = std::clamp(commands, 0, r.commandCount());
    const Game game = r.gameAt(m_position);
    if (m_problem.width > 0)
        m_ui.board->setGame(game);
    else
        m_ui.board->clear();
    const int ch = m_position > 0 ? r.step(m_position - 1).index : -1;
    m_ui.panel->setCurrentChar(ch);
    m_ui.panel->setPlayedThrough(ch);
    m_ui.plot->setCurrent(m_position);
    m_ui.controls->setRound(m_position);
    m_ui.showFigures(r, m_position, game);
}

void HoneycombDocument::stepUnit(bool forward)
{
    seek(forward ? m_replay->nextLockAfter(m_position) : m_replay->previousLockBefore(m_position));
}

void HoneycombDocument::stopPlaying()
{
    m_playTimer.stop();
    m_ui.controls->setPlaying(false);
}

void HoneycombDocument::playTick()
{
    const int count = m_replay->commandCount();
    const int speed = m_ui.controls->speed();
    const int step = speed == 0 ? std::max(1, count / 600) : std::max(1, speed * m_playTimer.interval() / 1000);
    seek(m_position + step);
    if (m_position >= count)
        stopPlaying();
}

void HoneycombDocument::message(const QString& text)
{
    m_lastMessage = text;
    emit statusMessage(text);
}

void HoneycombDocument::fillMenu(QMenu* menu)
{
    menu->setTitle(tr("&Honeycomb"));
    for (QAction* action : m_ui.controls->actions())
        menu->addAction(action);
    menu->addActions({m_ui.prevUnit, m_ui.nextUnit});
    menu->addSeparator();
    menu->addActions({m_ui.handAction, m_ui.undoAction, m_ui.redoAction, m_ui.spawnAction});
    menu->addSeparator();
    menu->addActions({m_solver->solveAction(), m_solver->cancelAction()});
    menu->addSeparator();
    menu->addAction(tr("Open &Problem or Solutions..."), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a Honeycomb file"), honeycombfiles::lastDir(),
                                                          tr("Honeycomb files (*.json);;All files (*)"));
        QString error;
        if (!path.isEmpty() && !openFile(path, &error))
            QMessageBox::warning(this, tr("Open"), error);
    });
    menu->addAction(tr("Save Solutions &As..."), this, &HoneycombDocument::saveAs);
    menu->addAction(tr("P&hrases of Power..."), this, &HoneycombDocument::editPhrases);
}

} // namespace pb::gui
