#include "gui/tournament/tournamentdocument.h"
#include "common/textfile.h"

#include "gui/gamefiles.h"
#include "gui/tournament/tournamentrun.h"
#include "gui/tournament/tournamentsetup.h"

#include "store/tournamentdb.h"
#include "tournament/benchmarktable.h"
#include "tournament/gamesmodel.h"
#include "tournament/pointsplot.h"
#include "tournament/roundsview.h"
#include "tournament/standingsmodel.h"

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageBox>
#include <QSpinBox>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStackedWidget>

#include <atomic>

namespace pb::gui {

using tournament::Finished;
using tournament::Format;
using tournament::Job;
using tournament::Outcome;
using tournament::Standings;

namespace {
constexpr int kRefreshMs = 250;      // standings, crosstable and plot follow at most 4 times a second
constexpr int kPlotSamples = 60;     // points of the plot rebuilt from a database
std::atomic<int> g_probes{0};
} // namespace

TournamentDocument::TournamentDocument(QWidget* parent) : Document(parent)
{
    m_run = new TournamentRun(this);
    connect(m_run, &TournamentRun::begun, this, &TournamentDocument::onBegun);
    connect(m_run, &TournamentRun::stored, this, &TournamentDocument::onStored);
    connect(m_run, &TournamentRun::ended, this, &TournamentDocument::onEnded);
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kRefreshMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &TournamentDocument::refresh);
    m_clockTimer.setInterval(500);
    connect(&m_clockTimer, &QTimer::timeout, this, &TournamentDocument::updateProgress);
    buildUi();
    restoreViewSettings();
    showSetup();
}

TournamentDocument::~TournamentDocument()
{
    delete m_run;  // cancels the run and waits a little for it
    m_run = nullptr;
}

bool TournamentDocument::looksLikeTournament(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.read(16) != QByteArray("SQLite format 3\0", 16))
        return false;
    file.close();
    const QString name = QStringLiteral("playbench-tournament-probe-%1").arg(g_probes.fetch_add(1));
    bool found = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            found = q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'settings'")) && q.next() &&
                    QJsonDocument::fromJson(q.value(0).toString().toUtf8()).isObject();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return found;
}

QString TournamentDocument::title() const
{
    if (m_dbPath.isEmpty())
        return tr("Tournament");
    return tr("Tournament: %1").arg(QFileInfo(m_dbPath).fileName());
}

bool TournamentDocument::running() const
{
    return m_run && m_run->running();
}

void TournamentDocument::setFormat(std::shared_ptr<const Format> format, const QString& databasePath)
{
    m_format = std::move(format);
    m_settings = m_format->settings();
    m_dbPath = QFileInfo(databasePath).absoluteFilePath();
    m_finished.clear();
    m_total = 0;
    m_runState.clear();
    m_games->setSource(m_format.get(), &m_finished);
    m_rounds->setSource(m_format.get(), &m_finished);
    const QString game = m_format->game();
    showTab(m_rounds, game == QLatin1String("arimaa-wcc-finals"));
    showTab(m_benchmarks, game == QLatin1String("arimaa-wcc-qualifier"));
    m_plot->setPlayers(m_format->players());
    fillFilter();
    emit titleChanged();
}

bool TournamentDocument::startTournament(const QJsonObject& settings, const QString& databasePath, int jobs, QString* error,
                                         const QStringList& reuseFrom)
{
    if (running()) {
        *error = tr("A tournament is running in this workspace; cancel it first.");
        return false;
    }
    QString why;
    std::shared_ptr<const Format> format = tournament::makeFormat(settings, &why);
    if (!format) {
        *error = why;
        return false;
    }
    setFormat(std::move(format), databasePath);
    showResults();
    launch(jobs, reuseFrom);
    return true;
}

bool TournamentDocument::resume()
{
    if (!m_format || running())
        return false;
    launch(m_jobs->value());
    return true;
}

void TournamentDocument::launch(int jobs, const QStringList& reuseFrom)
{
    m_begun = false;
    m_doneAtStart = static_cast<int>(m_finished.size());
    m_lastElapsed = 0;
    m_clock.start();
    m_clockTimer.start();
    m_runState = QStringLiteral("running");
    m_run->start(m_format, m_dbPath, jobs, reuseFrom);
    updateButtons();
    updateProgress();
    emit statusMessage(tr("Tournament running: %1 games at once, database %2").arg(jobs).arg(m_dbPath));
}

void TournamentDocument::cancel()
{
    if (!running())
        return;
    m_runState = QStringLiteral("cancelling");
    m_run->cancel();
    updateButtons();
    updateProgress();
}

void TournamentDocument::onBegun(const std::vector<Finished>& finished, int total)
{
    m_begun = true;
    emit fileUsed(m_dbPath);  // in the recent files: it reopens as a tournament
    m_total = total;
    if (finished.size() != m_finished.size()) {
        m_finished = finished;
        m_games->reset();
        rebuildPlot();
    }
    m_doneAtStart = static_cast<int>(m_finished.size());
    refreshNow();
}

void TournamentDocument::onStored(const Job& job, const Outcome& outcome, int done, int total)
{
    m_total = total;
    Finished f{job, outcome};
    f.outcome.record.clear();  // read from the database when the game is opened
    m_finished.push_back(std::move(f));
    scheduleRefresh();
    emit gameStored(done, total);
}

void TournamentDocument::onEnded(bool cancelled, const QString& error)
{
    m_clockTimer.stop();
    m_lastElapsed = m_clock.isValid() ? m_clock.elapsed() / 1000.0 : 0;
    if (!error.isEmpty() && !m_begun) {
        // The database could not be begun (another tournament, not writable): back to the setup.
        m_runState.clear();
        showSetup();
        m_setup->setError(error);
        emit statusMessage(error);
        emit runEnded(false, error);
        return;
    }
    if (!error.isEmpty())
        m_runState = error;
    else if (cancelled && static_cast<int>(m_finished.size()) < m_total)
        m_runState = QStringLiteral("stopped");
    else
        m_runState = QStringLiteral("complete");
    refreshNow();
    updateButtons();
    emit statusMessage(!error.isEmpty() ? error : progressText());
    emit runEnded(cancelled, error);
}

void TournamentDocument::scheduleRefresh()
{
    m_dirty = true;
    if (!m_refreshTimer.isActive())
        m_refreshTimer.start();
}

void TournamentDocument::refreshNow()
{
    m_refreshTimer.stop();
    m_dirty = true;
    refresh();
}

std::vector<double> TournamentDocument::pointsByPlayer(const Standings& standings) const
{
    std::vector<double> points(static_cast<std::size_t>(m_format ? m_format->players().size() : 0), 0.0);
    for (const auto& s : standings.entries)
        if (s.player >= 0 && static_cast<std::size_t>(s.player) < points.size())
            points[static_cast<std::size_t>(s.player)] = s.points;
    return points;
}

void TournamentDocument::refresh()
{
    if (!m_format || !m_dirty)
        return;
    m_dirty = false;
    const Standings standings = m_format->standings(m_finished);
    m_standings->setStandings(standings);
    refreshCrosstable();
    if (m_tables->isTabVisible(m_tables->indexOf(m_rounds)))
        m_rounds->refresh();
    if (m_tables->isTabVisible(m_tables->indexOf(m_benchmarks)))
        m_benchmarks->setStandings(standings);
    const auto games = static_cast<double>(m_finished.size());
    if (games > m_plot->lastX())
        m_plot->addPoint(games, pointsByPlayer(standings));
    m_games->appended();
    updateProgress();
}

void TournamentDocument::rebuildPlot()
{
    m_plot->clear();
    const std::size_t n = m_finished.size();
    if (!m_format || n == 0)
        return;
    const std::size_t samples = std::min<std::size_t>(n, kPlotSamples);
    std::vector<Finished> prefix;
    prefix.reserve(n);
    std::size_t taken = 0;
    for (std::size_t k = 1; k <= samples; ++k) {
        const std::size_t upTo = n * k / samples;
        while (taken < upTo)
            prefix.push_back(m_finished[taken++]);
        m_plot->addPoint(static_cast<double>(upTo), pointsByPlayer(m_format->standings(prefix)));
    }
}

// The crosstable over all games, or over those of one world or board.
void TournamentDocument::refreshCrosstable()
{
    if (!m_format)
        return;
    const Standings& all = m_standings->standings();
    std::vector<int> order;
    for (const auto& s : all.entries)
        order.push_back(s.player);
    const QVariant value = m_filter->currentData();
    if (!value.isValid() || m_filterKey.isEmpty()) {
        m_crosstable->setTable(m_format->players(), all.crosstable, order);
    } else {
        const QJsonValue wanted = m_filterValues.at(static_cast<std::size_t>(value.toInt()));
        std::vector<Finished> subset;
        for (const Finished& f : m_finished)
            if (f.job.params.value(m_filterKey) == wanted)
                subset.push_back(f);
        m_crosstable->setTable(m_format->players(), m_format->standings(subset).crosstable, order);
    }
    m_tables->setTabEnabled(1, !m_crosstable->isEmpty());
}

// The filter's choices: every world (or board) the plan's games are played on. A job names its
// world by index ("world", Ants), its board by seed ("board_seed", Less) or index ("board").
void TournamentDocument::fillFilter()
{
    const QSignalBlocker block(m_filter);
    m_filter->clear();
    m_filterKey.clear();
    m_filterValues.clear();
    const std::vector<Job> plan = m_format->plan();
    for (const QLatin1StringView key : {QLatin1StringView("world"), QLatin1StringView("board_seed"), QLatin1StringView("board")})
        if (!plan.empty() && plan.front().params.value(key).isDouble()) {
            m_filterKey = key;
            break;
        }
    for (const Job& job : plan) {
        const QJsonValue v = job.params.value(m_filterKey);
        if (!m_filterKey.isEmpty() && std::find(m_filterValues.begin(), m_filterValues.end(), v) == m_filterValues.end())
            m_filterValues.push_back(v);
    }
    const bool worlds = m_filterKey == QLatin1String("world");
    m_filter->addItem(worlds ? tr("All worlds") : m_filterKey.isEmpty() ? tr("All games") : tr("All boards"));
    const QJsonArray named = m_settings.value(QStringLiteral("worlds")).toArray();
    for (std::size_t i = 0; i < m_filterValues.size(); ++i) {
        const qint64 v = m_filterValues[i].toInteger();
        QString label;
        if (worlds)
            label = named.at(v).toObject().value(QStringLiteral("name")).toString();
        if (label.isEmpty())
            label = worlds ? tr("World %1").arg(v + 1)
                    : m_filterKey == QLatin1String("board_seed") ? tr("Board of seed %1").arg(v)
                                                                  : tr("Board %1").arg(v + 1);
        m_filter->addItem(label, static_cast<int>(i));
    }
    m_filter->setVisible(!m_filterKey.isEmpty());
}

bool TournamentDocument::openFile(const QString& path, QString* error)
{
    error->clear();
    if (running()) {
        *error = tr("A tournament is running in this workspace; cancel it first.");
        return false;
    }
    if (!QFileInfo::exists(path)) {
        *error = tr("%1: no such file").arg(path);
        return false;
    }
    if (!looksLikeTournament(path)) {
        *error = tr("%1: not a tournament database (it has no tournament settings)").arg(path);
        return false;
    }
    std::shared_ptr<const Format> format;
    std::vector<Finished> finished;
    int total = 0;
    {
        store::TournamentDb db(path);
        format = db.ok() ? std::shared_ptr<const Format>(db.format()) : nullptr;
        if (!format) {
            *error = db.error();
            return false;
        }
        finished = db.finished();
        total = db.jobCount();
    }
    setFormat(std::move(format), path);
    m_finished = std::move(finished);
    m_total = total;
    m_games->reset();
    rebuildPlot();
    m_runState = static_cast<int>(m_finished.size()) < m_total ? QStringLiteral("stopped") : QStringLiteral("complete");
    m_lastElapsed = 0;
    showResults();
    refreshNow();
    updateButtons();
    emit fileUsed(path);
    emit statusMessage(progressText());
    return true;
}

bool TournamentDocument::saveAs()
{
    if (!m_format) {
        emit statusMessage(tr("No tournament to export yet."));
        return false;
    }
    const QString suggested = QFileInfo(m_dbPath).completeBaseName() + QStringLiteral("-standings.json");
    const QString path = askSavePath(this, gameId(), tr("Export standings"), suggested, tr("JSON files (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    QJsonObject o = tournament::toJson(m_format->standings(m_finished));
    o.insert(QStringLiteral("game"), m_format->game());
    o.insert(QStringLiteral("finished"), static_cast<int>(m_finished.size()));
    o.insert(QStringLiteral("total"), m_total);
    o.insert(QStringLiteral("complete"), static_cast<int>(m_finished.size()) == m_total);
    o.insert(QStringLiteral("players"), QJsonArray::fromStringList(m_format->players()));
    QString why;
    if (!writeFileBytes(path, QJsonDocument(o).toJson().toStdString(), &why)) {
        QMessageBox::warning(this, tr("Export standings"), tr("%1: %2").arg(path, why));
        return false;
    }
    emit statusMessage(tr("Exported the standings to %1").arg(path));
    return true;
}

} // namespace pb::gui
