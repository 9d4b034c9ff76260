#pragma once

// The Tournament workspace's run: a tournament's unfinished games played into its database on a
// thread of its own (app/store/tournamentdb.h: TournamentPlay on a worker pool of `jobs`
// threads), each stored game handed to the GUI thread as a signal. The database connection and
// the TournamentPlay are made on that thread, which is the one that uses them.
//
// cancel() (any time) stops handing out games and stops those in play; the games stored stay
// stored, so starting again resumes. Destroying the run cancels it and waits a little; a run
// that is still winding down then finishes on its own and signals nothing more.

#include "tournament/format.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <memory>
#include <vector>

class QThread;

namespace pb::gui {

class TournamentRun : public QObject {
    Q_OBJECT
public:
    explicit TournamentRun(QObject* parent = nullptr);
    ~TournamentRun() override;

    // Plays the tournament `format` describes into `databasePath` (begun there, or resumed when
    // it holds the same tournament), first taking the results of the same games from the
    // databases `reuseFrom` (TournamentDb::reuseResults). Only when not running.
    void start(std::shared_ptr<const pb::tournament::Format> format, const QString& databasePath, int jobs,
               const QStringList& reuseFrom = {});
    void cancel();
    bool running() const { return m_running; }
    // Waits up to `ms` for the thread to end; true when it has.
    bool wait(int ms);

signals:
    // The database is ready: the games it holds already and the size of the plan.
    void begun(const std::vector<pb::tournament::Finished>& finished, int total);
    // A game was stored: `done` of `total` are now finished.
    void stored(const pb::tournament::Job& job, const pb::tournament::Outcome& outcome, int done, int total);
    // The run is over: all played, cancelled, or failed with `error` (the database's message).
    void ended(bool cancelled, const QString& error);

private:
    struct Shared;
    std::shared_ptr<Shared> m_shared;
    QPointer<QThread> m_thread;
    bool m_running = false;
};

} // namespace pb::gui
