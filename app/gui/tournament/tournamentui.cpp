// The Tournament workspace's widgets: the two pages, the results' layout, progress, buttons,
// menu and remembered view settings.
#include "gui/tournament/tournamentdocument.h"

#include "gui/gamefiles.h"
#include "gui/games.h"
#include "gui/tournament/tournamentrun.h"
#include "gui/tournament/tournamentsetup.h"

#include "tournament/benchmarktable.h"
#include "tournament/gamesmodel.h"
#include "tournament/pointsplot.h"
#include "tournament/roundsview.h"
#include "tournament/standingsmodel.h"

#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

namespace pb::gui {

namespace {

QString clock(double seconds)
{
    const auto s = static_cast<qint64>(seconds + 0.5);
    return s >= 3600 ? QStringLiteral("%1:%2:%3").arg(s / 3600).arg(s / 60 % 60, 2, 10, QLatin1Char('0')).arg(s % 60, 2, 10, QLatin1Char('0'))
                     : QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QTableView* table(QWidget* parent, const QString& name)
{
    auto* view = new QTableView(parent);
    view->setObjectName(name);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->setVisible(false);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    return view;
}

const QString kSplitterKey = QStringLiteral("tournament/splitter");
const QString kTopSplitterKey = QStringLiteral("tournament/topSplitter");

} // namespace

void TournamentDocument::buildUi()
{
    m_pages = new QStackedWidget(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    m_setup = new TournamentSetup(m_pages);
    m_pages->addWidget(m_setup);
    connect(m_setup, &TournamentSetup::startRequested, this,
            [this](const QJsonObject& settings, const QString& path, int jobs, const QStringList& reuse) {
                QString error;
                if (!startTournament(settings, path, jobs, &error, reuse))
                    m_setup->setError(error);
                else
                    m_jobs->setValue(jobs);
            });
    connect(m_setup, &TournamentSetup::openRequested, this, [this] {
        const QString path = askOpenPath(this, gameId(), tr("Open a tournament database"),
                                         tr("Tournament databases (*.sqlite *.db);;All files (*)"));
        QString error;
        if (!path.isEmpty() && !openFile(path, &error))
            m_setup->setError(error);
    });

    m_results = buildResults();
    m_pages->addWidget(m_results);

    m_newAction = new QAction(tr("&New Tournament"), this);
    connect(m_newAction, &QAction::triggered, this, &TournamentDocument::showSetup);
    m_resumeAction = new QAction(tr("&Resume"), this);
    m_resumeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_resumeAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_resumeAction, &QAction::triggered, this, &TournamentDocument::resume);
    m_cancelAction = new QAction(tr("&Cancel"), this);
    m_cancelAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    m_cancelAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_cancelAction, &QAction::triggered, this, &TournamentDocument::cancel);
    m_openGameAction = new QAction(tr("&Open Selected Game"), this);
    connect(m_openGameAction, &QAction::triggered, this, &TournamentDocument::openSelectedGame);
    m_resumeGameAction = new QAction(tr("Resume Game From a &Move..."), this);
    m_resumeGameAction->setToolTip(tr("After a technical failure: play a halted or finished game again from one of its "
                                      "moves, with the clocks of that moment"));
    connect(m_resumeGameAction, &QAction::triggered, this, &TournamentDocument::resumeGameFromMove);
    m_exportAction = new QAction(tr("&Export Standings..."), this);
    connect(m_exportAction, &QAction::triggered, this, &TournamentDocument::saveAs);
    addAction(m_resumeAction);
    addAction(m_cancelAction);
    updateButtons();
}

QWidget* TournamentDocument::buildResults()
{
    auto* page = new QWidget(m_pages);
    auto* layout = new QVBoxLayout(page);

    m_heading = new QLabel(page);
    m_heading->setObjectName(QStringLiteral("tournamentHeading"));
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_heading->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(m_heading);

    auto* bar = new QHBoxLayout;
    m_progress = new QProgressBar(page);
    m_progress->setObjectName(QStringLiteral("tournamentProgress"));
    m_progress->setMinimumWidth(120);
    bar->addWidget(m_progress, 2);
    m_progressLabel = new QLabel(page);
    m_progressLabel->setObjectName(QStringLiteral("tournamentProgressText"));
    m_progressLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    bar->addWidget(m_progressLabel, 3);
    bar->addWidget(new QLabel(tr("At once:"), page));
    m_jobs = new QSpinBox(page);
    m_jobs->setObjectName(QStringLiteral("tournamentResumeJobs"));
    m_jobs->setRange(1, 256);
    m_jobs->setValue(QSettings().value(QStringLiteral("tournament/jobs"), QThread::idealThreadCount()).toInt());
    m_jobs->setToolTip(tr("Games played at once when resuming"));
    bar->addWidget(m_jobs);
    m_cancel = new QPushButton(tr("Cancel"), page);
    m_cancel->setObjectName(QStringLiteral("tournamentCancel"));
    m_cancel->setToolTip(tr("Stop now; the finished games are kept and Resume plays the rest."));
    connect(m_cancel, &QPushButton::clicked, this, &TournamentDocument::cancel);
    m_resume = new QPushButton(tr("Resume"), page);
    m_resume->setObjectName(QStringLiteral("tournamentResume"));
    connect(m_resume, &QPushButton::clicked, this, &TournamentDocument::resume);
    m_newButton = new QPushButton(tr("New..."), page);
    m_newButton->setToolTip(tr("Set up another tournament"));
    connect(m_newButton, &QPushButton::clicked, this, &TournamentDocument::showSetup);
    bar->addWidget(m_cancel);
    bar->addWidget(m_resume);
    bar->addWidget(m_newButton);
    layout->addLayout(bar);

    m_mainSplitter = new QSplitter(Qt::Vertical, page);
    m_mainSplitter->setObjectName(QStringLiteral("tournamentSplitter"));
    m_mainSplitter->setChildrenCollapsible(false);
    m_topSplitter = new QSplitter(Qt::Horizontal, m_mainSplitter);
    m_topSplitter->setChildrenCollapsible(false);

    m_tables = new QTabWidget(m_topSplitter);
    m_standings = new views::StandingsModel(this);
    m_standingsView = table(m_tables, QStringLiteral("tournamentStandings"));
    m_standingsView->setModel(m_standings);
    m_standingsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tables->addTab(m_standingsView, tr("Standings"));

    auto* crossPage = new QWidget(m_tables);
    auto* crossLayout = new QVBoxLayout(crossPage);
    crossLayout->setContentsMargins(2, 2, 2, 2);
    auto* filterRow = new QHBoxLayout;
    auto* crossNote = new QLabel(tr("Points of each row's player against each column's:"), crossPage);
    crossNote->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    filterRow->addWidget(crossNote, 1);
    m_filter = new QComboBox(crossPage);
    m_filter->setObjectName(QStringLiteral("tournamentCrosstableFilter"));
    m_filter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_filter, &QComboBox::currentIndexChanged, this, [this] { refreshCrosstable(); });
    filterRow->addWidget(m_filter);
    crossLayout->addLayout(filterRow);
    m_crosstable = new views::CrosstableModel(this);
    m_crosstableView = table(crossPage, QStringLiteral("tournamentCrosstable"));
    m_crosstableView->setModel(m_crosstable);
    m_crosstableView->verticalHeader()->setVisible(true);
    m_crosstableView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_crosstableView->horizontalHeader()->setMinimumSectionSize(36);
    m_crosstableView->setSelectionMode(QAbstractItemView::NoSelection);
    crossLayout->addWidget(m_crosstableView, 1);
    m_tables->addTab(crossPage, tr("Crosstable"));
    // The championship's own tables, shown for its databases only.
    m_rounds = new views::RoundsView(m_tables);
    m_rounds->setToolTip(tr("Each round's games and bye; lives left and ratings after the round. Double-click a game to open it."));
    connect(m_rounds, &views::RoundsView::gameActivated, this, [this](int job) {
        QString error;
        if (!openGame(job, &error))
            emit statusMessage(error);
    });
    m_tables->addTab(m_rounds, tr("Rounds"));
    m_benchmarks = new views::BenchmarkTable(m_tables);
    m_tables->addTab(m_benchmarks, tr("Benchmark Bots"));
    showTab(m_rounds, false);
    showTab(m_benchmarks, false);

    m_plot = new views::PointsPlot(m_topSplitter);
    m_topSplitter->addWidget(m_tables);
    m_topSplitter->addWidget(m_plot);
    m_topSplitter->setStretchFactor(0, 3);
    m_topSplitter->setStretchFactor(1, 2);

    auto* gamesBox = new QWidget(m_mainSplitter);
    auto* gamesLayout = new QVBoxLayout(gamesBox);
    gamesLayout->setContentsMargins(0, 0, 0, 0);
    auto* gamesTitle = new QLabel(tr("Finished games (double-click one to open it in its workspace):"), gamesBox);
    gamesTitle->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    gamesLayout->addWidget(gamesTitle);
    m_games = new views::GamesModel(this);
    m_gamesView = table(gamesBox, QStringLiteral("tournamentGames"));
    m_gamesView->setModel(m_games);
    m_gamesView->horizontalHeader()->setSectionResizeMode(views::GamesModel::Number, QHeaderView::ResizeToContents);
    m_gamesView->horizontalHeader()->setSectionResizeMode(views::GamesModel::Game, QHeaderView::Stretch);
    m_gamesView->horizontalHeader()->setSectionResizeMode(views::GamesModel::Outcome, QHeaderView::Stretch);
    connect(m_gamesView, &QTableView::doubleClicked, this, [this] { openSelectedGame(); });
    gamesLayout->addWidget(m_gamesView, 1);

    m_mainSplitter->addWidget(m_topSplitter);
    m_mainSplitter->addWidget(gamesBox);
    m_mainSplitter->setStretchFactor(0, 3);
    m_mainSplitter->setStretchFactor(1, 2);
    layout->addWidget(m_mainSplitter, 1);
    return page;
}

void TournamentDocument::showTab(QWidget* tab, bool shown)
{
    const int index = m_tables->indexOf(tab);
    if (index >= 0)
        m_tables->setTabVisible(index, shown);
}

void TournamentDocument::showSetup()
{
    if (running()) {
        emit statusMessage(tr("Cancel the running tournament first."));
        return;
    }
    if (m_format)
        m_setup->suggestNewDatabase();  // a new tournament goes into a new database
    m_pages->setCurrentWidget(m_setup);
}

void TournamentDocument::showResults()
{
    m_pages->setCurrentWidget(m_results);
}

bool TournamentDocument::showingResults() const
{
    return m_pages->currentWidget() == m_results;
}

QString TournamentDocument::progressText() const
{
    const int done = static_cast<int>(m_finished.size());
    const QLocale locale;
    QString text = tr("%1 of %2 games").arg(locale.toString(done), locale.toString(m_total));
    if (running()) {
        const double elapsed = m_clock.elapsed() / 1000.0;
        const int thisRun = done - m_doneAtStart;
        text += tr(", %1 elapsed").arg(clock(elapsed));
        if (thisRun > 0 && elapsed > 0) {
            const double rate = thisRun / elapsed;
            text += tr(", about %1 left, %2 games/s").arg(clock((m_total - done) / rate), locale.toString(rate, 'f', rate < 10 ? 2 : 1));
        }
        if (m_runState == QLatin1String("cancelling"))
            text += tr(" (stopping...)");
        return text;
    }
    if (m_runState == QLatin1String("complete"))
        return text + (m_lastElapsed > 0 ? tr(": complete in %1").arg(clock(m_lastElapsed)) : tr(": complete"));
    if (m_runState == QLatin1String("stopped"))
        return text + tr(": stopped; Resume plays the rest");
    if (!m_runState.isEmpty() && m_runState != QLatin1String("running"))
        return text + tr(": failed: %1").arg(m_runState);
    return text;
}

void TournamentDocument::updateProgress()
{
    if (!m_format)
        return;
    const int done = static_cast<int>(m_finished.size());
    m_progress->setRange(0, std::max(1, m_total));
    m_progress->setValue(std::min(done, std::max(1, m_total)));
    const QString text = progressText();
    m_progressLabel->setText(text);
    m_progressLabel->setToolTip(text);
    const QStringList players = m_format->players();
    QString game = m_format->game();
    if (game == QLatin1String("arimaa-wcc-finals"))
        game = tr("Arimaa World Computer Championship 2015: finals");
    else if (game == QLatin1String("arimaa-wcc-qualifier"))
        game = tr("Arimaa World Computer Championship 2015: qualifier");
    for (const GameInfo& info : games())
        if (info.id == game)
            game = tr("%1 (%2) tournament").arg(info.name, info.contest);
    m_heading->setText(tr("<b>%1</b>, %2 players: %3 &nbsp; <span style='color:gray'>%4</span>")
                           .arg(game, QString::number(players.size()),
                                players.join(QStringLiteral(", ")).toHtmlEscaped(), m_dbPath.toHtmlEscaped()));
    m_heading->setToolTip(m_dbPath);
}

void TournamentDocument::updateButtons()
{
    const bool run = running();
    const bool more = m_format && static_cast<int>(m_finished.size()) < m_total;
    m_cancel->setEnabled(run && m_runState != QLatin1String("cancelling"));
    m_resume->setEnabled(!run && m_format && (more || m_total == 0));
    m_newButton->setEnabled(!run);
    m_jobs->setEnabled(!run);
    m_cancelAction->setEnabled(m_cancel->isEnabled());
    m_resumeAction->setEnabled(m_resume->isEnabled());
    m_newAction->setEnabled(!run);
    m_openGameAction->setEnabled(m_format != nullptr);
    const QString game = m_format ? m_format->game() : QString();
    m_resumeGameAction->setEnabled(!run && (game == QLatin1String("arimaa") || game == QLatin1String("arimaa-wcc-finals")));
    m_exportAction->setEnabled(m_format != nullptr);
}

void TournamentDocument::fillMenu(QMenu* menu)
{
    menu->setTitle(tr("&Tournament"));
    menu->addAction(m_newAction);
    menu->addSeparator();
    menu->addAction(m_resumeAction);
    menu->addAction(m_cancelAction);
    menu->addSeparator();
    menu->addAction(m_openGameAction);
    menu->addAction(m_resumeGameAction);
    menu->addAction(m_exportAction);
}

QWidget* TournamentDocument::imageSource() const
{
    return m_pages->currentWidget();
}

void TournamentDocument::restoreViewSettings()
{
    QSettings s;
    if (!m_mainSplitter->restoreState(s.value(kSplitterKey).toByteArray()))
        m_mainSplitter->setSizes({420, 260});
    if (!m_topSplitter->restoreState(s.value(kTopSplitterKey).toByteArray()))
        m_topSplitter->setSizes({560, 400});
}

void TournamentDocument::saveViewSettings() const
{
    QSettings s;
    s.setValue(kSplitterKey, m_mainSplitter->saveState());
    s.setValue(kTopSplitterKey, m_topSplitter->saveState());
    s.setValue(QStringLiteral("tournament/jobs"), m_jobs->value());
}

} // namespace pb::gui
