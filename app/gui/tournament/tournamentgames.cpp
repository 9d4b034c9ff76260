// Opening a finished game of a tournament in its game's workspace: an ant game is played again
// from the tournament's settings (its brains, world, seed and rounds); a Less or Arimaa game is
// replayed from the record the database keeps. Resuming an Arimaa game from a move after a
// technical failure.
#include "gui/tournament/tournamentdocument.h"
#include "common/textfile.h"

#include "gui/ants/antsdocument.h"
#include "gui/arimaa/arimaadocument.h"
#include "gui/less/lessdocument.h"
#include "gui/tournament/resumegamedialog.h"

#include "ants/world.h"
#include "store/tournamentdb.h"
#include "store/tournamentresume.h"
#include "tournament/gamesmodel.h"
#include "tournament/roundsview.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QStandardPaths>
#include <QMessageBox>
#include <QTabWidget>
#include <QTableView>

namespace pb::gui {

using tournament::Finished;

// The game chosen in the rounds (when they are shown) or else in the list of finished games.
int TournamentDocument::selectedJob() const
{
    if (m_tables->currentWidget() == m_rounds)
        if (const int job = views::RoundsView::jobOf(m_rounds->currentItem()); job >= 0)
            return job;
    const QModelIndex index = m_gamesView->currentIndex();
    return index.isValid() ? m_games->jobAt(index.row()) : -1;
}

bool TournamentDocument::resumeGameFromMove()
{
    if (!m_format || running()) {
        emit statusMessage(tr("Stop the tournament first: games are resumed while it is not being played."));
        return false;
    }
    QString why;
    const std::vector<store::ResumeCandidate> candidates = store::resumeCandidates(m_dbPath, &why);
    if (candidates.empty()) {
        QMessageBox::information(this, tr("Resume a Game From a Move"),
                                 why.isEmpty() ? tr("No game of this tournament can be resumed now: none is finished "
                                                    "in the last round played, and none was halted.")
                                               : why);
        return false;
    }
    std::vector<ResumeGameDialog::Choice> choices;
    {
        store::TournamentDb db(m_dbPath, store::TournamentDb::Open::Existing);
        const std::vector<tournament::Job> plan = db.plan();
        for (const store::ResumeCandidate& c : candidates) {
            const auto job = std::find_if(plan.begin(), plan.end(), [&c](const tournament::Job& j) { return j.id == c.job; });
            if (job == plan.end())
                continue;
            QString text = tr("Game %1, %2").arg(c.job + 1).arg(m_format->describe(*job));
            if (c.halted) {
                text += tr(": halted at %1").arg(c.haltedAt);
            } else if (const auto done = std::find_if(m_finished.begin(), m_finished.end(),
                                                      [&c](const Finished& f) { return f.job.id == c.job; });
                       done != m_finished.end()) {
                text += QStringLiteral(": ") + m_format->describeOutcome(done->job, done->outcome);
            }
            choices.push_back({c.job, text, c.haltedAt});
        }
    }
    ResumeGameDialog dialog(m_dbPath, choices, selectedJob(), this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    QString error;
    const QString path = m_dbPath;
    if (!openFile(path, &error)) {  // read the database again: a result may be gone, a round replanned
        emit statusMessage(error);
        return false;
    }
    emit statusMessage(dialog.message());
    return true;
}

void TournamentDocument::openSelectedGame()
{
    const int job = selectedJob();
    if (job < 0) {
        emit statusMessage(tr("Choose a finished game in the list first."));
        return;
    }
    QString error;
    if (!openGame(job, &error))
        emit statusMessage(error);
}

bool TournamentDocument::openGame(int jobId, QString* error)
{
    const auto it = std::find_if(m_finished.begin(), m_finished.end(), [jobId](const Finished& f) { return f.job.id == jobId; });
    if (!m_format || it == m_finished.end()) {
        *error = tr("Game %1 is not finished yet.").arg(jobId + 1);
        return false;
    }
    const QString game = m_format->game();
    if (game == QLatin1String("ants"))
        return openAntsGame(*it, error);
    // Arimaa games of every kind (round robin, the championship's qualifier and finals) keep
    // their game records.
    if (game == QLatin1String("less") || game.startsWith(QLatin1String("arimaa")))
        return openRecordGame(*it, error);
    *error = tr("The games of a %1 tournament do not open in a workspace.").arg(game);
    return false;
}

bool TournamentDocument::openAntsGame(const Finished& game, QString* error)
{
    const QJsonObject& p = game.job.params;
    const QJsonArray brains = m_settings.value(QStringLiteral("brains")).toArray();
    const QJsonArray worlds = m_settings.value(QStringLiteral("worlds")).toArray();
    const QJsonObject red = brains.at(p.value(QStringLiteral("red")).toInt()).toObject();
    const QJsonObject black = brains.at(p.value(QStringLiteral("black")).toInt()).toObject();
    const QJsonObject world = worlds.at(p.value(QStringLiteral("world")).toInt()).toObject();
    const QString worldName = world.value(QStringLiteral("name")).toString();
    const ants::WorldParse parse = ants::parseWorld(world.value(QStringLiteral("text")).toString().toStdString(), worldName);
    if (red.isEmpty() || black.isEmpty() || !parse.ok()) {
        *error = tr("Game %1 cannot be set up from the tournament's settings.").arg(game.job.id + 1);
        return false;
    }
    // The world and brains come from the database, not from files: named like built-in data
    // (":/..."), so the workspace shows their names and saves them as new files.
    const QString base = QStringLiteral(":/tournament/");
    auto* doc = new AntsDocument(parentWidget());
    doc->setGame(parse.world, base + worldName, red.value(QStringLiteral("text")).toString(),
                 base + red.value(QStringLiteral("name")).toString() + QStringLiteral(".ant"),
                 black.value(QStringLiteral("text")).toString(),
                 base + black.value(QStringLiteral("name")).toString() + QStringLiteral(".ant"),
                 static_cast<std::uint32_t>(m_settings.value(QStringLiteral("seed")).toInteger(12345)),
                 m_settings.value(QStringLiteral("rounds")).toInt(ants::kDefaultRounds));
    emit documentCreated(doc);
    emit statusMessage(tr("Opened game %1: %2 (%3); step through any round.")
                           .arg(game.job.id + 1)
                           .arg(m_format->describe(game.job), m_format->describeOutcome(game.job, game.outcome)));
    return true;
}

bool TournamentDocument::openRecordGame(const Finished& game, QString* error)
{
    std::optional<Finished> stored;
    {
        store::TournamentDb db(m_dbPath);
        stored = db.ok() ? db.finishedJob(game.job.id) : std::nullopt;
        if (!db.ok()) {
            *error = db.error();
            return false;
        }
    }
    if (!stored || stored->outcome.record.isEmpty()) {
        *error = tr("The database keeps no record of game %1.").arg(game.job.id + 1);
        return false;
    }
    // The workspaces replay files: the record goes to a file of its own in the temporary folder.
    const QString game_ = m_format->game();
    const QDir dir(QDir(QStandardPaths::writableLocation(QStandardPaths::TempLocation)).filePath(QStringLiteral("playbench-tournament")));
    QDir().mkpath(dir.path());
    const QString path = dir.filePath(QStringLiteral("%1-%2-game-%3.txt")
                                          .arg(QFileInfo(m_dbPath).completeBaseName(), game_)
                                          .arg(game.job.id + 1));
    QString why;
    if (!writeFileBytes(path, stored->outcome.record.toStdString(), &why)) {
        *error = tr("%1: %2").arg(path, why);
        return false;
    }
    Document* doc = game_ == QLatin1String("less") ? static_cast<Document*>(new LessDocument(parentWidget()))
                                                   : static_cast<Document*>(new ArimaaDocument(parentWidget()));
    if (!doc->openFile(path, error)) {
        delete doc;
        return false;
    }
    emit documentCreated(doc);
    emit statusMessage(tr("Opened game %1: %2").arg(game.job.id + 1).arg(m_format->describe(game.job)));
    return true;
}

} // namespace pb::gui
