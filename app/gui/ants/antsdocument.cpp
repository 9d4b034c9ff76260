#include "gui/ants/antsdocument.h"
#include "gui/workers.h"
#include "gui/ants/dumpcompare.h"

#include "ants/braineditor.h"
#include "ants/cellinspector.h"
#include "ants/statsplot.h"
#include "ants/worldview.h"
#include "common/stepcontrols.h"

#include "ants/dump.h"
#include "ants/worldgen.h"
#include "common/textfile.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace pb::gui {

using namespace pb::ants;

namespace {

QString colorName(Color c)
{
    return c == Color::Red ? AntsDocument::tr("Red") : AntsDocument::tr("Black");
}

QString readText(const QString& path, QString* error)
{
    const auto bytes = readFileBytes(path, error);
    if (!bytes)
        return {};
    return QString::fromUtf8(bytes->data(), static_cast<qsizetype>(bytes->size()));
}

bool isBuiltIn(const QString& path)
{
    return path.startsWith(QLatin1String(":/"));
}

QString lastDir()
{
    return QSettings().value(QStringLiteral("ants/lastDir"), QDir::homePath()).toString();
}

void rememberDir(const QString& file)
{
    QSettings().setValue(QStringLiteral("ants/lastDir"), QFileInfo(file).absolutePath());
}

} // namespace

AntsDocument::AntsDocument(QWidget* parent) : Document(parent)
{
    buildUi();
    restoreViewSettings();

    connect(&m_controller, &AntsController::frameChanged, this, &AntsDocument::showFrame);
    connect(&m_controller, &AntsController::computedChanged, this, [this](int computed) {
        m_controls->setRange(computed, m_controller.lastRound());
    });
    connect(&m_controller, &AntsController::statsAppended, this,
            [this](int first, const std::vector<RoundStats>& stats) { m_plot->appendStats(first, stats); });
    connect(&m_controller, &AntsController::playingChanged, m_controls, &views::StepControls::setPlaying);
    connect(&m_controller, &AntsController::started, this, [this] {
        m_plot->clear();
        m_plot->setRoundRange(m_controller.lastRound());
        m_controls->setRange(0, m_controller.lastRound());
        m_banner->hide();
    });
    connect(&m_controller, &AntsController::gameStopped, this, [this](const QString& message) {
        m_banner->setText(message);
        m_banner->show();
        emit statusMessage(message);
    });

    connect(m_controls, &views::StepControls::seekRequested, &m_controller, &AntsController::seek);
    connect(m_controls, &views::StepControls::playToggled, &m_controller, &AntsController::setPlaying);
    connect(m_controls, &views::StepControls::speedChanged, &m_controller, &AntsController::setSpeed);
    connect(m_controls, &views::StepControls::resetRequested, this, [this] {
        m_controller.setPlaying(false);
        m_controller.seek(0);
    });
    connect(m_plot, &views::StatsPlot::roundClicked, &m_controller, &AntsController::seek);

    connect(m_view, &views::WorldView::cellHovered, this, [this](int x, int y) {
        m_hovered = Pos{x, y};
        inspect(m_hovered);
    });
    connect(m_view, &views::WorldView::hoverLeft, this, [this] {
        m_hovered.reset();
        inspect(m_selected);
    });
    connect(m_view, &views::WorldView::cellClicked, this, [this](int x, int y) {
        m_selected = Pos{x, y};
        m_view->setSelectedCell(m_selected);
        inspect(m_selected);
    });

    // The step shortcuts answer while the focus is anywhere in this workspace (so a workspace
    // in another tab does not); keys a brain editor uses for typing and moving stay its own.
    for (QAction* action : m_controls->actions()) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    setFocusPolicy(Qt::StrongFocus);
    setFocusProxy(m_view);

    m_heatTimer.setInterval(150);  // the heat columns follow the game about 7 times a second
    m_heatTimer.setSingleShot(true);
    connect(&m_heatTimer, &QTimer::timeout, this, &AntsDocument::updateHeat);
    m_controller.setSpeed(m_controls->speed());
}

AntsDocument::~AntsDocument() = default;

void AntsDocument::buildUi()
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    m_controls = new views::StepControls(this);
    layout->addWidget(m_controls);

    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("stoppedBanner"));
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fde2e1; color: #8a1c13; padding: 4px; }"));
    m_banner->setWordWrap(true);
    m_banner->hide();
    layout->addWidget(m_banner);

    m_mainSplitter = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(m_mainSplitter, 1);

    // Left: the board with its marker and zoom bar, the graphs under it.
    m_leftSplitter = new QSplitter(Qt::Vertical, m_mainSplitter);
    auto* board = new QWidget(m_leftSplitter);
    auto* boardLayout = new QVBoxLayout(board);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    boardLayout->setSpacing(2);
    auto* bar = new QHBoxLayout;
    bar->setSpacing(2);
    m_view = new views::WorldView(board);
    for (int c = 0; c < 2; ++c) {
        const Color color = static_cast<Color>(c);
        auto* all = new QToolButton(board);
        all->setText(c == 0 ? tr("Red markers") : tr("Black markers"));
        all->setToolTip(tr("Show or hide all markers of this colour"));
        all->setCheckable(true);
        all->setChecked(true);
        all->setObjectName(QStringLiteral("markers-%1").arg(c));
        connect(all, &QToolButton::toggled, this, [this, color](bool on) {
            m_view->setMarkersVisible(color, on);
            for (int b = 1; b <= kMarkers; ++b)
                m_markerButtons[index(color)][b]->setEnabled(on);
        });
        bar->addWidget(all);
        m_markerButtons[c][0] = all;
        for (int bit = 0; bit < kMarkers; ++bit) {
            auto* b = new QToolButton(board);
            b->setText(QString::number(bit));
            b->setToolTip(tr("%1 marker %2").arg(colorName(color)).arg(bit));
            b->setCheckable(true);
            b->setChecked(true);
            b->setObjectName(QStringLiteral("marker-%1-%2").arg(c).arg(bit));
            connect(b, &QToolButton::toggled, this,
                    [this, color, bit](bool on) { m_view->setMarkerBitVisible(color, bit, on); });
            bar->addWidget(b);
            m_markerButtons[c][bit + 1] = b;
        }
        bar->addSpacing(12);
    }
    bar->addStretch(1);
    auto addViewButton = [&](const QString& text, const QString& tip, auto slot) {
        auto* b = new QToolButton(board);
        b->setText(text);
        b->setToolTip(tip);
        connect(b, &QToolButton::clicked, m_view, slot);
        bar->addWidget(b);
    };
    addViewButton(tr("-"), tr("Zoom out (-)"), &views::WorldView::zoomOut);
    addViewButton(tr("+"), tr("Zoom in (+)"), &views::WorldView::zoomIn);
    addViewButton(tr("Fit"), tr("Show the whole world (F)"), &views::WorldView::fitToView);
    boardLayout->addLayout(bar);
    boardLayout->addWidget(m_view, 1);
    m_plot = new views::StatsPlot(m_leftSplitter);
    m_leftSplitter->setStretchFactor(0, 2);
    m_leftSplitter->setStretchFactor(1, 1);

    // Right: inspector, both brains, the game's settings.
    m_side = new QTabWidget(m_mainSplitter);
    m_inspector = new views::CellInspector(m_side);
    m_side->addTab(m_inspector, tr("Cell"));
    for (int c = 0; c < 2; ++c) {
        const Color color = static_cast<Color>(c);
        auto* page = new QWidget(m_side);
        auto* pageLayout = new QVBoxLayout(page);
        pageLayout->setContentsMargins(2, 2, 2, 2);
        auto* restartBar = new QHBoxLayout;
        auto* restartButton = new QPushButton(tr("Restart with this brain"), page);
        restartButton->setObjectName(QStringLiteral("restart-%1").arg(c));
        restartButton->setToolTip(tr("Start the game again with the brains as they are in the editors (Ctrl+R)"));
        restartBar->addWidget(restartButton);
        restartBar->addStretch(1);
        pageLayout->addLayout(restartBar);
        m_editors[c] = new views::BrainEditor(page);
        pageLayout->addWidget(m_editors[c], 1);
        connect(restartButton, &QPushButton::clicked, this, &AntsDocument::restart);
        connect(m_editors[c], &views::BrainEditor::parsed, this, [this, restartButton, c] {
            restartButton->setEnabled(m_editors[c]->parse().ok());
        });
        connect(m_editors[c], &views::BrainEditor::modificationChanged, this, [this] {
            emit modifiedChanged();
            emit titleChanged();
        });
        m_side->addTab(page, c == 0 ? tr("Red brain") : tr("Black brain"));
        Q_UNUSED(color);
    }
    auto* gamePage = new QWidget(m_side);
    auto* form = new QFormLayout(gamePage);
    m_seed = new QSpinBox(gamePage);
    m_seed->setRange(0, 2147483647);
    m_seed->setValue(12345);
    m_seed->setToolTip(tr("Seed of the contest's random number generator"));
    form->addRow(tr("Seed:"), m_seed);
    m_roundLabel = new QLabel(gamePage);
    m_roundLabel->setObjectName(QStringLiteral("gameSummary"));
    m_roundLabel->setWordWrap(true);
    form->addRow(m_roundLabel);
    auto* restartGame = new QPushButton(tr("Restart game"), gamePage);
    connect(restartGame, &QPushButton::clicked, this, &AntsDocument::restart);
    form->addRow(restartGame);
    m_side->addTab(gamePage, tr("Game"));
    connect(m_side, &QTabWidget::currentChanged, this, [this] { m_heatTimer.start(0); });

    m_mainSplitter->setStretchFactor(0, 3);
    m_mainSplitter->setStretchFactor(1, 2);
}

void AntsDocument::restoreViewSettings()
{
    QSettings s;
    if (!m_mainSplitter->restoreState(s.value(QStringLiteral("ants/mainSplitter")).toByteArray()))
        m_mainSplitter->setSizes({900, 420});
    if (!m_leftSplitter->restoreState(s.value(QStringLiteral("ants/leftSplitter")).toByteArray()))
        m_leftSplitter->setSizes({600, 330});
    const int speed = s.value(QStringLiteral("ants/speed"), m_controls->speed()).toInt();
    m_controls->setSpeed(speed);
    for (int c = 0; c < 2; ++c)
        for (int b = 0; b <= kMarkers; ++b) {
            const QString key = QStringLiteral("ants/marker%1_%2").arg(c).arg(b);
            m_markerButtons[c][b]->setChecked(s.value(key, true).toBool());
        }
}

void AntsDocument::saveViewSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("ants/mainSplitter"), m_mainSplitter->saveState());
    s.setValue(QStringLiteral("ants/leftSplitter"), m_leftSplitter->saveState());
    s.setValue(QStringLiteral("ants/speed"), m_controls->speed());
    for (int c = 0; c < 2; ++c)
        for (int b = 0; b <= kMarkers; ++b)
            s.setValue(QStringLiteral("ants/marker%1_%2").arg(c).arg(b), m_markerButtons[c][b]->isChecked());
}

AntsDocument* AntsDocument::createSample(QWidget* parent)
{
    auto* doc = new AntsDocument(parent);
    QString error;
    const WorldParse world = loadWorld(QStringLiteral(":/ants/sample0.world"));
    const QString red = readText(QStringLiteral(":/ants/dunkosmiloolump-1.ant"), &error);
    const QString black = readText(QStringLiteral(":/ants/frictionless_bananas-1.ant"), &error);
    doc->setGame(world.world, QStringLiteral(":/ants/sample0.world"), red,
                 QStringLiteral(":/ants/dunkosmiloolump-1.ant"), black,
                 QStringLiteral(":/ants/frictionless_bananas-1.ant"));
    return doc;
}

void AntsDocument::setGame(const World& world, const QString& worldPath, const QString& redText,
                           const QString& redPath, const QString& blackText, const QString& blackPath,
                           std::uint32_t seed)
{
    setWorld(world, worldPath, false);
    const QString texts[2] = {redText, blackText};
    const QString paths[2] = {redPath, blackPath};
    for (int c = 0; c < 2; ++c) {
        m_brainPaths[c] = paths[c];
        m_editors[c]->setFileName(paths[c]);
        m_editors[c]->setText(texts[c]);
        m_editors[c]->setModified(false);
    }
    m_seed->setValue(static_cast<int>(std::min<std::uint32_t>(seed, 2147483647u)));
    restart();
    m_view->fitToView();
    emit titleChanged();
    emit modifiedChanged();
}

void AntsDocument::setWorld(const World& world, const QString& path, bool modified)
{
    m_world = world;
    m_worldPath = path;
    m_worldModified = modified;
    m_selected.reset();
    m_hovered.reset();
    emit titleChanged();
    emit modifiedChanged();
}

bool AntsDocument::restart()
{
    BrainParse parses[2];
    for (int c = 0; c < 2; ++c) {
        parses[c] = parseBrain(m_editors[c]->text().toStdString(), m_brainPaths[c]);
        if (!parses[c].ok()) {
            m_side->setCurrentIndex(1 + c);
            const QString message = tr("The %1 brain has errors; the game starts once they are fixed.")
                                        .arg(colorName(static_cast<Color>(c)).toLower());
            m_banner->setText(message);
            m_banner->show();
            emit statusMessage(message);
            return false;
        }
    }
    m_controller.start(m_world, parses[0].brain, parses[1].brain, static_cast<std::uint32_t>(m_seed->value()));
    emit statusMessage(tr("Game started: %1 against %2, seed %3")
                           .arg(brainLabel(Color::Red), brainLabel(Color::Black))
                           .arg(m_seed->value()));
    return true;
}

QString AntsDocument::brainLabel(Color c) const
{
    const QString path = m_brainPaths[index(c)];
    return path.isEmpty() ? tr("untitled") : QFileInfo(path).completeBaseName();
}

void AntsDocument::showFrame()
{
    const auto frame = m_controller.frame();
    if (!frame)
        return;
    m_view->setGame(frame);
    m_inspector->setSource(frame, &m_controller.brain(Color::Red), &m_controller.brain(Color::Black));
    inspect(m_hovered ? m_hovered : m_selected);
    m_plot->setCurrentRound(frame->round());
    m_controls->setRound(frame->round());
    m_roundLabel->setText(tr("Round %1 of %2\nRed (%3): %4 food, %5 ants\nBlack (%6): %7 food, %8 ants")
                              .arg(frame->round())
                              .arg(m_controller.lastRound())
                              .arg(brainLabel(Color::Red))
                              .arg(frame->foodOnHill(Color::Red))
                              .arg(frame->antsAlive(Color::Red))
                              .arg(brainLabel(Color::Black))
                              .arg(frame->foodOnHill(Color::Black))
                              .arg(frame->antsAlive(Color::Black)));
    if (!m_heatTimer.isActive())
        m_heatTimer.start();
}

void AntsDocument::updateHeat()
{
    const auto frame = m_controller.frame();
    if (!frame)
        return;
    for (int c = 0; c < 2; ++c) {
        if (!m_editors[c]->isVisible())
            continue;  // only the editor in front is kept current
        const Color color = static_cast<Color>(c);
        // An edited brain no longer matches the running game's states.
        if (m_editors[c]->isModified())
            m_editors[c]->setHeat({}, {});
        else
            m_editors[c]->setHeat(frame->stateRuns(color), frame->antsPerState(color));
    }
}

void AntsDocument::inspect(std::optional<Pos> cell)
{
    m_inspector->showCell(cell);
}

QString AntsDocument::stoppedMessage() const
{
    return m_banner->isVisible() ? m_banner->text() : QString();
}

QString AntsDocument::title() const
{
    const QString name = m_worldPath.isEmpty() ? tr("world of seed %1").arg(m_generatedSeed)
                                               : QFileInfo(m_worldPath).fileName();
    return tr("Ants: %1").arg(name) + (isModified() ? QStringLiteral(" *") : QString());
}

bool AntsDocument::isModified() const
{
    return m_worldModified || m_editors[0]->isModified() || m_editors[1]->isModified();
}

QWidget* AntsDocument::imageSource() const
{
    return m_view;
}

QString AntsDocument::askSavePath(const QString& title, const QString& suggestedName, const QString& filter)
{
    const QString path = QFileDialog::getSaveFileName(this, title, QDir(lastDir()).filePath(suggestedName), filter);
    if (!path.isEmpty())
        rememberDir(path);
    return path;
}

bool AntsDocument::saveBrainTo(Color color, const QString& path)
{
    const int c = index(color);
    QString error;
    if (!writeFileBytes(path, m_editors[c]->text().toStdString(), &error)) {
        QMessageBox::warning(this, tr("Save brain"), tr("%1: %2").arg(path, error));
        return false;
    }
    m_brainPaths[c] = path;
    m_editors[c]->setFileName(path);
    m_editors[c]->setModified(false);
    emit fileUsed(path);
    emit titleChanged();
    emit modifiedChanged();
    emit statusMessage(tr("Saved %1").arg(path));
    return true;
}

bool AntsDocument::saveBrainAs(Color color)
{
    const int c = index(color);
    const QString suggested = m_brainPaths[c].isEmpty() ? QStringLiteral("brain.ant") : QFileInfo(m_brainPaths[c]).fileName();
    const QString path = askSavePath(tr("Save %1 brain as").arg(colorName(color).toLower()), suggested,
                                     tr("Ant brains (*.ant);;All files (*)"));
    return !path.isEmpty() && saveBrainTo(color, path);
}

bool AntsDocument::saveWorldAs()
{
    const QString suggested = m_worldPath.isEmpty() || isBuiltIn(m_worldPath)
        ? QStringLiteral("world-%1.world").arg(m_generatedSeed)
        : QFileInfo(m_worldPath).fileName();
    const QString path = askSavePath(tr("Save world as"), suggested, tr("Ant worlds (*.world);;All files (*)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!writeFileBytes(path, writeWorld(m_world), &error)) {
        QMessageBox::warning(this, tr("Save world"), tr("%1: %2").arg(path, error));
        return false;
    }
    m_worldPath = path;
    m_worldModified = false;
    emit fileUsed(path);
    emit titleChanged();
    emit modifiedChanged();
    emit statusMessage(tr("Saved %1").arg(path));
    return true;
}

bool AntsDocument::save()
{
    for (int c = 0; c < 2; ++c) {
        if (!m_editors[c]->isModified())
            continue;
        const Color color = static_cast<Color>(c);
        const bool ok = m_brainPaths[c].isEmpty() || isBuiltIn(m_brainPaths[c])
            ? saveBrainAs(color)
            : saveBrainTo(color, m_brainPaths[c]);
        if (!ok)
            return false;
    }
    if (m_worldModified && !saveWorldAs())
        return false;
    return true;
}

bool AntsDocument::saveAs()
{
    const int tab = m_side->currentIndex();
    if (tab == 1 || tab == 2)
        return saveBrainAs(static_cast<Color>(tab - 1));
    return saveWorldAs();
}

bool AntsDocument::openFile(const QString& path, QString* error)
{
    error->clear();
    if (path.endsWith(QLatin1String(".world"), Qt::CaseInsensitive)) {
        const WorldParse parse = loadWorld(path);
        if (!parse.ok()) {
            QStringList lines;
            for (const Diagnostic& d : parse.diagnostics)
                lines << d.toString();
            *error = lines.join(QLatin1Char('\n'));
            return false;
        }
        setWorld(parse.world, path, false);
        restart();
        m_view->fitToView();
        emit fileUsed(path);
        return true;
    }
    if (path.endsWith(QLatin1String(".ant"), Qt::CaseInsensitive)) {
        QMessageBox ask(QMessageBox::Question, tr("Open brain"),
                        tr("Load %1 as the red or the black brain?").arg(QFileInfo(path).fileName()),
                        QMessageBox::Cancel, this);
        QPushButton* red = ask.addButton(tr("Red"), QMessageBox::AcceptRole);
        QPushButton* black = ask.addButton(tr("Black"), QMessageBox::AcceptRole);
        ask.exec();
        if (ask.clickedButton() != red && ask.clickedButton() != black)
            return true;  // cancelled: nothing to report
        const int c = ask.clickedButton() == red ? 0 : 1;
        if (m_editors[c]->isModified()) {
            const auto answer = QMessageBox::question(
                this, tr("Open brain"),
                tr("The %1 brain has unsaved changes. Replace it?").arg(colorName(static_cast<Color>(c)).toLower()));
            if (answer != QMessageBox::Yes)
                return true;
        }
        const QString text = readText(path, error);
        if (!error->isEmpty())
            return false;
        m_brainPaths[c] = path;
        m_editors[c]->setFileName(path);
        m_editors[c]->setText(text);
        m_editors[c]->setModified(false);
        m_side->setCurrentIndex(1 + c);
        restart();
        emit fileUsed(path);
        emit titleChanged();
        return true;
    }
    *error = tr("%1: not an ants file (.world or .ant)").arg(path);
    return false;
}

void AntsDocument::saveDump()
{
    const int computed = m_controller.computedRounds();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Save dump"));
    auto* form = new QFormLayout(&dialog);
    auto* from = new QSpinBox(&dialog);
    auto* to = new QSpinBox(&dialog);
    from->setRange(0, computed);
    to->setRange(0, computed);
    from->setValue(m_controller.round());
    to->setValue(std::min(computed, m_controller.round() + 100));
    form->addRow(new QLabel(tr("The contest's dump format, one block per round (%1 rounds computed).").arg(computed)));
    form->addRow(tr("First round:"), from);
    form->addRow(tr("Last round:"), to);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const int first = std::min(from->value(), to->value());
    const int last = std::max(from->value(), to->value());
    const QString path = askSavePath(tr("Save dump"), QStringLiteral("dump.txt"), tr("Text files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;

    // Written on a worker thread; the dialog shows the round reached and can cancel.
    auto progress = std::make_shared<std::atomic<int>>(first);
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    auto timeline = m_controller.timeline();
    QFuture<QString> job = QtConcurrent::run(workerPool(), [timeline, path, first, last, progress, cancel]() -> QString {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return file.errorString();
        Game game = timeline->gameAt(first);
        bool failed = false;
        writeDump(game, first, last, [&](std::string_view chunk) {
            progress->store(game.round());
            if (cancel->load())
                return false;
            failed = file.write(chunk.data(), static_cast<qint64>(chunk.size())) != static_cast<qint64>(chunk.size());
            return !failed;
        });
        if (cancel->load()) {
            file.cancelWriting();
            return QStringLiteral("cancelled");
        }
        if (failed || !file.commit())
            return file.errorString();
        return {};
    });
    QProgressDialog dialogProgress(tr("Writing the dump..."), tr("Cancel"), first, std::max(first + 1, last), this);
    dialogProgress.setWindowModality(Qt::WindowModal);
    dialogProgress.setMinimumDuration(300);
    QTimer poll;
    connect(&poll, &QTimer::timeout, &dialogProgress, [&] { dialogProgress.setValue(progress->load()); });
    connect(&dialogProgress, &QProgressDialog::canceled, this, [cancel] { cancel->store(true); });
    QFutureWatcher<QString> watcher;
    connect(&watcher, &QFutureWatcher<QString>::finished, &dialogProgress, &QProgressDialog::reset);
    watcher.setFuture(job);
    poll.start(100);
    if (!job.isFinished())
        dialogProgress.exec();
    job.waitForFinished();
    const QString error = job.result();
    if (error == QLatin1String("cancelled"))
        emit statusMessage(tr("Dump cancelled"));
    else if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save dump"), tr("%1: %2").arg(path, error));
    else
        emit statusMessage(tr("Saved rounds %1 to %2 to %3").arg(first).arg(last).arg(path));
}

bool AntsDocument::newRandomWorld()
{
    if (m_worldModified) {
        const auto answer = QMessageBox::question(this, tr("New random world"),
                                                  tr("The generated world is not saved. Replace it?"));
        if (answer != QMessageBox::Yes)
            return false;
    }
    bool ok = false;
    const int seed = QInputDialog::getInt(this, tr("New random world"),
                                          tr("Seed of the world (the same seed gives the same world):"),
                                          static_cast<int>(QRandomGenerator::global()->bounded(1, 1000000)),
                                          0, 2147483647, 1, &ok);
    if (!ok)
        return false;
    generateWorld(static_cast<std::uint32_t>(seed));
    return true;
}

void AntsDocument::generateWorld(std::uint32_t seed)
{
    setWorld(generateContestWorld(seed), QString(), true);
    m_generatedSeed = seed;
    restart();
    m_view->fitToView();
    emit statusMessage(tr("Generated a contest world from seed %1").arg(seed));
}

DumpCompareDocument* AntsDocument::compareWithDump(const QString& path)
{
    auto* doc = new DumpCompareDocument;
    QString error;
    const QString label = tr("%1 vs %2 on %3")
                              .arg(brainLabel(Color::Red), brainLabel(Color::Black),
                                   m_worldPath.isEmpty() ? tr("a generated world") : QFileInfo(m_worldPath).fileName());
    if (!doc->openDumpAndGame(path, m_controller.world(), m_controller.brain(Color::Red),
                              m_controller.brain(Color::Black), m_controller.seed(), label, &error)) {
        delete doc;
        QMessageBox::warning(this, tr("Compare a dump with this game"), error);
        return nullptr;
    }
    rememberDir(path);
    emit documentCreated(doc);
    return doc;
}

void AntsDocument::fillMenu(QMenu* menu)
{
    menu->setTitle(tr("&Ants"));
    for (QAction* action : m_controls->actions())
        menu->addAction(action);
    menu->addSeparator();
    QAction* restartAction = menu->addAction(tr("&Restart Game"), this, &AntsDocument::restart);
    restartAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    menu->addSeparator();
    QAction* generate = menu->addAction(tr("&New Random World..."), this, &AntsDocument::newRandomWorld);
    generate->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    menu->addAction(tr("Save &World As..."), this, &AntsDocument::saveWorldAs);
    menu->addAction(tr("Save Red &Brain As..."), this, [this] { saveBrainAs(Color::Red); });
    menu->addAction(tr("Save Black B&rain As..."), this, [this] { saveBrainAs(Color::Black); });
    menu->addAction(tr("Save &Dump..."), this, &AntsDocument::saveDump);
    menu->addAction(tr("&Compare a Dump with This Game..."), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Compare a dump with this game"), lastDir(),
                                                          tr("Ant dumps (*.txt *.dump *.gz);;All files (*)"));
        if (!path.isEmpty())
            compareWithDump(path);
    });
    menu->addSeparator();
    QAction* zoomIn = menu->addAction(tr("Zoom &In"), m_view, &views::WorldView::zoomIn);
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction* zoomOut = menu->addAction(tr("Zoom &Out"), m_view, &views::WorldView::zoomOut);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction* fit = menu->addAction(tr("&Fit World"), m_view, &views::WorldView::fitToView);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
}

} // namespace pb::gui
