#include "gui/ants/antsdocument.h"

#include "ants/braineditor.h"
#include "ants/cellinspector.h"
#include "ants/statsplot.h"
#include "ants/worldview.h"
#include "common/stepcontrols.h"

#include <QAction>
#include <QFileInfo>
#include <QLocale>
#include <QLabel>
#include <QSpinBox>
#include <QTabWidget>

namespace pb::gui {

using namespace pb::ants;

QString AntsDocument::colorName(Color c)
{
    return c == Color::Red ? tr("Red") : tr("Black");
}

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
    // The inspected ant's state (or source line) shows in its brain's editor.
    connect(m_inspector, &views::CellInspector::stateClicked, this, [this](Color color, int state) {
        m_side->setCurrentIndex(1 + index(color));
        m_editors[index(color)]->goToState(state);
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

void AntsDocument::setGame(const World& world, const QString& worldPath, const QString& redText,
                           const QString& redPath, const QString& blackText, const QString& blackPath,
                           std::uint32_t seed, int rounds)
{
    m_rounds = rounds;
    setWorld(world, worldPath, false);
    const QString texts[2] = {redText, blackText};
    const QString paths[2] = {redPath, blackPath};
    for (int c = 0; c < 2; ++c)
        loadBrain(c, texts[c], paths[c], isSourcePath(paths[c]));
    m_seed->setValue(static_cast<int>(std::min<std::uint32_t>(seed, 2147483647u)));
    restart();
    m_view->fitToView();
    emit titleChanged();
    emit modifiedChanged();
}

void AntsDocument::loadBrain(int c, const QString& text, const QString& path, bool source)
{
    m_brainPaths[c] = path;
    m_editors[c]->setFileName(path);  // before the text: its diagnostics name the file
    m_editors[c]->setText(text, source);
    m_editors[c]->setModified(false);
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
        parses[c] = editorBrain(c);
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
    m_controller.start(m_world, parses[0].brain, parses[1].brain, static_cast<std::uint32_t>(m_seed->value()), m_rounds);
    for (int c = 0; c < 2; ++c)
        m_inspector->setSourceBrain(static_cast<Color>(c), m_editors[c]->isSourceLanguage(),
                                    m_editors[c]->isSourceLanguage() ? m_editors[c]->text().split(QLatin1Char('\n')) : QStringList());
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
                              .arg(QLocale().toString(frame->round()), QLocale().toString(m_controller.lastRound()))
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

} // namespace pb::gui
