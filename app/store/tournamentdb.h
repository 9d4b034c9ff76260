#pragma once

// A tournament's database (SQLite through Qt SQL), shared by `playbench-cli tournament` and the
// Tournament workspace. It holds the format's settings, the plan and every finished job, so a
// tournament stopped at any point (Ctrl+C, kill -9, power loss) resumes where it was, and the
// standings are always computed from it. Schema (docs/tournaments.md):
//   meta(key PRIMARY KEY, value)          "schema" = 1, "game", "settings" (the format's JSON),
//                                         "created" (UTC)
//   players(id PRIMARY KEY, name)         entry order
//   jobs(id PRIMARY KEY, params)          the plan: every job's parameters (JSON)
//   results(job PRIMARY KEY REFERENCES jobs, result, record, seconds, finished)
//                                         one row per finished job (result JSON, the game's
//                                         record, wall seconds, UTC time)
//   events(id PRIMARY KEY, job, kind, detail, result, record, at)
//                                         what happened to a game besides being played:
//                                         "halted" (stopped midway; result and record of what
//                                         was played), "invalidated" (a finished game's result
//                                         taken back to replay it; the old result and record),
//                                         "resumed" (a halted game set to go on from a
//                                         position); detail says from where and why
// A job is finished when it has a results row; writing it is one transaction.

#include "tournament/format.h"
#include "tournament/runner.h"

#include <QJsonObject>
#include <QLockFile>
#include <QString>


#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace pb::store {

// Something that happened to a game besides being played (the events table).
struct TournamentEvent {
    int id = 0;
    int job = 0;
    QString kind;          // "halted", "invalidated", "resumed"
    QJsonObject detail;    // the kind's own keys ({"from": "23g", "reason": ...})
    QJsonObject result;    // the game's result then (empty when none)
    QString record;        // its record then
    QString at;            // UTC, ISO 8601
};

// The lock that lets one process at a time play or change a tournament's games (FILE.lock
// beside the database; a lock left by a dead process is taken over). Null with `error` set
// when another process holds it.
std::unique_ptr<QLockFile> lockTournament(const QString& path, QString* error);

class TournamentDb {
public:
    // Create: opens the file, creating it (and its tables) when needed. Existing: opens a
    // tournament database that exists and changes nothing else (any other file is an error:
    // `tournament show` and File > Open never write tables into a foreign database). ReadOnly:
    // reads an existing one without any lock or journal (SQLite's immutable mode), as the
    // shards of a cluster do over a network file system while nothing writes it.
    enum class Open { Create, Existing, ReadOnly };
    // One object per thread: each has its own connection.
    explicit TournamentDb(const QString& path, Open mode = Open::Create);
    ~TournamentDb();
    TournamentDb(const TournamentDb&) = delete;
    TournamentDb& operator=(const TournamentDb&) = delete;

    // The file opened (a failed begin() or store() does not change it).
    bool ok() const { return m_openError.isEmpty(); }
    // Why opening, or else the last begin(), format() or store(), failed.
    QString error() const { return m_error; }
    const QString& path() const { return m_path; }

    // Starts the tournament `format` describes in an empty database (settings, players and the
    // whole plan in one transaction), or checks that the database already holds this same
    // tournament (to resume it). False with error() set when it holds another one.
    bool begin(const tournament::Format& format);
    // True when the database holds a tournament.
    bool hasTournament() const;
    // The stored format (for `tournament show` and File > Open); null with error() set.
    std::unique_ptr<tournament::Format> format();
    QJsonObject settings() const;
    // The engine revision the games were played with (Format::engineRevision, recorded by
    // begin()); 1 for a database from before revisions were recorded (the ant engine's first);
    // 0, with `error` set, when it cannot be read.
    int engineRevision(QString* error = nullptr) const;
    // Why these games may not be taken as `format`'s engine's: empty when they may (the same
    // revision, or a format without one), else the revision that differs or cannot be read.
    // Checked before resuming, lending results (--reuse) and playing shards (`work`).
    QString engineMismatch(const tournament::Format& format) const;

    int jobCount() const;
    int finishedCount() const;
    std::vector<tournament::Job> plan() const;
    // The plan's jobs without a result, in plan order.
    std::vector<tournament::Job> unfinished() const;
    // Every finished job with its outcome (records left out unless `withRecords`).
    std::vector<tournament::Finished> finished(bool withRecords = false) const;
    // One job and, when finished, its outcome with the record.
    std::optional<tournament::Finished> finishedJob(int id) const;

    // Adds jobs to the plan (a format's nextJobs()); false with error() set on a write error.
    bool append(const std::vector<tournament::Job>& jobs);
    // Records a finished job (one transaction), finished now unless `finishedAt` (UTC, ISO 8601)
    // says when. False with error() set on a write error.
    bool store(const tournament::Job& job, const tournament::Outcome& outcome, double seconds,
               const QString& finishedAt = {});
    // Records many finished jobs in one transaction: all of them, or (false, error() set) none.
    // A merge of shard files and --reuse store thousands at once; one transaction each would
    // wait for the disk thousands of times.
    struct Stored {
        tournament::Job job;
        tournament::Outcome outcome;
        double seconds = 0;
        QString finishedAt;  // empty: now
    };
    bool storeAll(const std::vector<Stored>& results);
    // Results lent by the tournament in the database at `otherPath` (`tournament GAME --reuse
    // FILE`): every job of this plan without a result whose gameKey() (format.h) equals that of
    // a finished game there gets that game's result and record, stored with its seconds and
    // time, in one transaction. `format` is this tournament's. Returns the number of jobs given
    // a result (0 for a format without game keys), or -1 with error() set when the other file
    // is not a tournament database, its settings are not usable, its games were played by
    // another engine revision, or writing failed.
    int reuseResults(const tournament::Format& format, const QString& otherPath);
    // Leaves the file whole and in SQLite's rollback-journal mode (the write-ahead log folded
    // in), so that other machines can read it through a network file system (Open::ReadOnly).
    bool prepareForSharing();

    // Keeps an event of `job` (with `outcome`'s result and record when given), happened now
    // unless `at` says when.
    bool addEvent(int job, const QString& kind, const QJsonObject& detail, const tournament::Outcome* outcome = nullptr,
                  const QString& at = {});
    // The events of `job` (of every job when -1), oldest first.
    std::vector<TournamentEvent> events(int job = -1) const;
    // Sets `job` to be played again with `params`, in one transaction: its result, if any, goes
    // into an event of `kind` with `detail` (else the event has no result), the result is
    // removed, and the unplayed jobs from id `dropFrom` on are removed from the plan (a later
    // round planned from results that no longer stand). Refused (false, error() set) when a job
    // from `dropFrom` on has a result. Hold lockTournament() while calling it.
    bool reopen(int job, const QJsonObject& params, int dropFrom, const QString& kind, const QJsonObject& detail);

private:
    bool exec(const QString& sql);
    QString m_path;
    QString m_connection;
    QString m_openError;
    QString m_error;
};

// Plays a tournament's unfinished jobs into its database: what the command line and the
// workspace both run. Create it on the thread that calls run().
struct PlayEvents {
    // After each stored job (run()'s thread): done and total over the whole plan.
    std::function<void(const tournament::Job& job, const tournament::Outcome& outcome, int done, int total)> stored;
    std::function<void(const tournament::Job& job)> started;  // on a worker thread
    // A game stopped midway and kept as a "halted" event (run()'s thread).
    std::function<void(const tournament::Job& job, const tournament::Outcome& outcome)> halted;
};

class TournamentPlay {
public:
    TournamentPlay(TournamentDb& db, const tournament::Format& format, int threads);
    // Plays every unfinished job, then whatever the format plans next (nextJobs) until it plans
    // nothing more; false with error() set when the database failed (the games
    // stored so far are kept) or another process is playing it (FILE.lock beside it).
    bool run(const PlayEvents& events);
    void cancel() { m_runner.cancel(); }  // any thread
    bool cancelled() const { return m_runner.cancelled(); }
    QString error() const { return m_error; }

private:
    TournamentDb& m_db;
    const tournament::Format& m_format;
    tournament::Runner m_runner;
    QString m_error;
};

} // namespace pb::store
