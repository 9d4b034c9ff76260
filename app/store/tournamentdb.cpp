#include "store/tournamentdb.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLockFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>

#include <atomic>
#include <map>

namespace pb::store {

using tournament::Finished;
using tournament::Format;
using tournament::Job;
using tournament::Outcome;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(TournamentDb)
};

std::atomic<int> g_connections{0};  // Qt SQL wants a connection name per connection

constexpr int kSchema = 1;

QString toText(const QJsonObject& o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)); }
QJsonObject toObject(const QVariant& v) { return QJsonDocument::fromJson(v.toString().toUtf8()).object(); }

QString now() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODate); }

} // namespace

std::unique_ptr<QLockFile> lockTournament(const QString& path, QString* error)
{
    // One player per database: a second process (or window) playing the same tournament would
    // play the same games twice. QLockFile notices a lock left by a process that died.
    auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);
    if (lock->tryLock(0))
        return lock;
    qint64 pid = 0;
    QString host, app;
    lock->getLockInfo(&pid, &host, &app);
    *error = Text::tr("%1 is being played by another process (%2, pid %3 on %4); wait for it, or stop it first")
                 .arg(path, app).arg(pid).arg(host);
    return nullptr;
}

TournamentDb::TournamentDb(const QString& path, Open mode) : m_path(path)
{
    m_connection = QStringLiteral("playbench-tournament-%1").arg(g_connections.fetch_add(1));
    const QFileInfo info(path);
    if (mode == Open::Existing && !info.isFile()) {
        m_error = m_openError = Text::tr("%1: no such file").arg(path);
        return;
    }
    if (!QDir().mkpath(info.absolutePath())) {
        m_error = m_openError = Text::tr("%1: cannot create the folder").arg(info.absolutePath());
        return;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    if (mode == Open::ReadOnly) {
        db.setDatabaseName(QUrl::fromLocalFile(info.absoluteFilePath()).toString(QUrl::FullyEncoded) + QStringLiteral("?immutable=1"));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_OPEN_READONLY"));
    } else {
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
    }
    if (!db.open()) {
        m_error = m_openError = Text::tr("%1: %2").arg(path, db.lastError().text());
        return;
    }
    if (mode != Open::Create) {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'settings'")) || !q.next()) {
            m_error = m_openError = Text::tr("%1 is not a Playbench tournament database").arg(path);
            return;
        }
    }
    if (mode == Open::ReadOnly)
        return;  // nothing written: no journal mode, no tables made
    // WAL: a reader (tournament show, the workspace) never blocks the run; NORMAL sync keeps the
    // file consistent through a crash or power loss (the last games may need playing again). Only
    // a run sets it (WAL stays with the file): opening an existing one to read or merge keeps its
    // mode, so a database prepared for a cluster's readers (prepareForSharing) stays so.
    if (mode == Open::Create)
        exec(QStringLiteral("PRAGMA journal_mode = WAL"));
    const char* setup[] = {
        "PRAGMA synchronous = NORMAL",
        "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        "CREATE TABLE IF NOT EXISTS players (id INTEGER PRIMARY KEY, name TEXT NOT NULL)",
        "CREATE TABLE IF NOT EXISTS jobs (id INTEGER PRIMARY KEY, params TEXT NOT NULL)",
        "CREATE TABLE IF NOT EXISTS results (job INTEGER PRIMARY KEY REFERENCES jobs(id), result TEXT NOT NULL, "
        "record TEXT, seconds REAL NOT NULL, finished TEXT NOT NULL)",
        "CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY AUTOINCREMENT, job INTEGER NOT NULL, "
        "kind TEXT NOT NULL, detail TEXT NOT NULL, result TEXT, record TEXT, at TEXT NOT NULL)"};
    for (const char* sql : setup)
        if (!exec(QString::fromLatin1(sql)))
            break;
    m_openError = m_error;
}

TournamentDb::~TournamentDb()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool TournamentDb::exec(const QString& sql)
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (q.exec(sql))
        return true;
    m_error = Text::tr("%1: %2").arg(m_path, q.lastError().text());
    return false;
}

bool TournamentDb::hasTournament() const
{
    return !settings().isEmpty();
}

int TournamentDb::engineRevision(QString* error) const
{
    if (!ok()) {
        if (error)
            *error = m_error;
        return 0;
    }
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = 'engine'"));
    if (!q.exec()) {
        if (error)
            *error = Text::tr("%1: %2").arg(m_path, q.lastError().text());
        return 0;
    }
    return q.next() ? q.value(0).toInt() : 1;
}

QString TournamentDb::engineMismatch(const Format& format) const
{
    if (format.engineRevision() == 0)
        return {};
    QString why;
    const int revision = engineRevision(&why);
    if (revision == 0 || revision == format.engineRevision())
        return why;
    return Text::tr("%1 was played by another revision of the %2 engine (%3; this Playbench has %4): its games "
                    "would not end as they did; play them with the same Playbench, or again in another database file")
        .arg(m_path, format.game())
        .arg(revision)
        .arg(format.engineRevision());
}

QJsonObject TournamentDb::settings() const
{
    if (!ok())
        return {};
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = 'settings'"));
    if (!q.exec() || !q.next())
        return {};
    return toObject(q.value(0));
}

bool TournamentDb::begin(const Format& format)
{
    if (!ok())
        return false;
    const QJsonObject wanted = format.settings();
    if (const QJsonObject stored = settings(); !stored.isEmpty()) {
        if (stored == wanted) {
            if (const QString mismatch = engineMismatch(format); !mismatch.isEmpty()) {
                m_error = mismatch;
                return false;
            }
            return true;
        }
        QStringList differ;
        for (const QString& key : wanted.keys() + stored.keys())
            if (stored.value(key) != wanted.value(key) && !differ.contains(key))
                differ.append(key);
        m_error = Text::tr("%1 holds another tournament (its %2 differ); choose another database file to start a "
                           "new one, or the same settings and files to resume it")
                      .arg(m_path, differ.join(QStringLiteral(", ")));
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (!db.transaction()) {
        m_error = Text::tr("%1: %2").arg(m_path, db.lastError().text());
        return false;
    }
    QSqlQuery q(db);
    bool good = true;
    q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"));
    const std::pair<QString, QString> meta[] = {
        {QStringLiteral("schema"), QString::number(kSchema)},
        {QStringLiteral("game"), format.game()},
        {QStringLiteral("settings"), toText(wanted)},
        {QStringLiteral("created"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    for (const auto& [key, value] : meta) {
        q.addBindValue(key);
        q.addBindValue(value);
        good = good && q.exec();
    }
    if (format.engineRevision() > 0) {
        q.addBindValue(QStringLiteral("engine"));
        q.addBindValue(QString::number(format.engineRevision()));
        good = good && q.exec();
    }
    q.prepare(QStringLiteral("INSERT INTO players (id, name) VALUES (?, ?)"));
    const QStringList names = format.players();
    for (qsizetype i = 0; i < names.size(); ++i) {
        q.addBindValue(static_cast<int>(i));
        q.addBindValue(names[i]);
        good = good && q.exec();
    }
    q.prepare(QStringLiteral("INSERT INTO jobs (id, params) VALUES (?, ?)"));
    for (const Job& job : format.plan()) {
        q.addBindValue(job.id);
        q.addBindValue(toText(job.params));
        good = good && q.exec();
    }
    if (!good) {
        m_error = Text::tr("%1: %2").arg(m_path, q.lastError().text());
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        m_error = Text::tr("%1: %2").arg(m_path, db.lastError().text());
        return false;
    }
    return true;
}

std::unique_ptr<Format> TournamentDb::format()
{
    const QJsonObject s = settings();
    if (s.isEmpty()) {
        if (ok())
            m_error = Text::tr("%1 holds no tournament").arg(m_path);
        return nullptr;
    }
    QString why;
    std::unique_ptr<Format> f = tournament::makeFormat(s, &why);
    if (!f)
        m_error = Text::tr("%1: %2").arg(m_path, why);
    return f;
}

int TournamentDb::jobCount() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    return ok() && q.exec(QStringLiteral("SELECT COUNT(*) FROM jobs")) && q.next() ? q.value(0).toInt() : 0;
}

int TournamentDb::finishedCount() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    return ok() && q.exec(QStringLiteral("SELECT COUNT(*) FROM results")) && q.next() ? q.value(0).toInt() : 0;
}

std::vector<Job> TournamentDb::plan() const
{
    std::vector<Job> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.setForwardOnly(true);
    if (ok() && q.exec(QStringLiteral("SELECT id, params FROM jobs ORDER BY id")))
        while (q.next())
            out.push_back({q.value(0).toInt(), toObject(q.value(1))});
    return out;
}

std::vector<Job> TournamentDb::unfinished() const
{
    std::vector<Job> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.setForwardOnly(true);
    if (ok() && q.exec(QStringLiteral("SELECT id, params FROM jobs WHERE id NOT IN (SELECT job FROM results) ORDER BY id")))
        while (q.next())
            out.push_back({q.value(0).toInt(), toObject(q.value(1))});
    return out;
}

std::vector<Finished> TournamentDb::finished(bool withRecords) const
{
    std::vector<Finished> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.setForwardOnly(true);
    const QString sql = withRecords
        ? QStringLiteral("SELECT j.id, j.params, r.result, r.record FROM jobs j JOIN results r ON r.job = j.id ORDER BY j.id")
        : QStringLiteral("SELECT j.id, j.params, r.result, '' FROM jobs j JOIN results r ON r.job = j.id ORDER BY j.id");
    if (ok() && q.exec(sql))
        while (q.next())
            out.push_back({{q.value(0).toInt(), toObject(q.value(1))}, {toObject(q.value(2)), q.value(3).toString()}});
    return out;
}

std::optional<Finished> TournamentDb::finishedJob(int id) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT j.params, r.result, r.record FROM jobs j JOIN results r ON r.job = j.id WHERE j.id = ?"));
    q.addBindValue(id);
    if (!ok() || !q.exec() || !q.next())
        return std::nullopt;
    return Finished{{id, toObject(q.value(0))}, {toObject(q.value(1)), q.value(2).toString()}};
}

bool TournamentDb::append(const std::vector<Job>& jobs)
{
    if (!ok())
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    db.transaction();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO jobs (id, params) VALUES (?, ?)"));
    for (const Job& job : jobs) {
        q.addBindValue(job.id);
        q.addBindValue(toText(job.params));
        if (!q.exec()) {
            m_error = Text::tr("%1: %2").arg(m_path, q.lastError().text());
            db.rollback();
            return false;
        }
    }
    db.commit();
    return true;
}

int TournamentDb::reuseResults(const Format& format, const QString& otherPath)
{
    if (!ok())
        return -1;
    const std::vector<Job> open = unfinished();
    if (open.empty() || format.gameKey(open.front()).isEmpty())
        return 0;
    TournamentDb other(otherPath, Open::Existing);
    if (!other.ok()) {
        m_error = other.error();
        return -1;
    }
    QString why;
    const std::unique_ptr<Format> otherFormat = tournament::makeFormat(other.settings(), &why);
    if (!otherFormat) {
        m_error = Text::tr("%1: %2").arg(otherPath, why);
        return -1;
    }
    if (const QString mismatch = other.engineMismatch(format); !mismatch.isEmpty()) {
        m_error = mismatch;
        return -1;
    }
    std::map<QByteArray, Stored> lent;  // by game key; the job is the other tournament's
    QSqlQuery q(QSqlDatabase::database(other.m_connection));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT j.id, j.params, r.result, r.record, r.seconds, r.finished FROM jobs j JOIN results r ON r.job = j.id"))) {
        m_error = Text::tr("%1: %2").arg(otherPath, q.lastError().text());
        return -1;
    }
    while (q.next()) {
        const Job job{q.value(0).toInt(), toObject(q.value(1))};
        const QByteArray key = otherFormat->gameKey(job);
        if (!key.isEmpty())
            lent.emplace(key, Stored{job, {toObject(q.value(2)), q.value(3).toString()}, q.value(4).toDouble(), q.value(5).toString()});
    }
    q.finish();
    std::vector<Stored> taken;
    for (const Job& job : open)
        if (const auto it = lent.find(format.gameKey(job)); it != lent.end())
            taken.push_back({job, it->second.outcome, it->second.seconds, it->second.finishedAt});
    return storeAll(taken) ? int(taken.size()) : -1;
}

bool TournamentDb::prepareForSharing()
{
    return exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")) && exec(QStringLiteral("PRAGMA journal_mode = DELETE"));
}

bool TournamentDb::store(const Job& job, const Outcome& outcome, double seconds, const QString& finishedAt)
{
    return storeAll({{job, outcome, seconds, finishedAt}});
}

bool TournamentDb::storeAll(const std::vector<Stored>& results)
{
    if (!ok())
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    const bool many = results.size() > 1;
    if (many && !db.transaction()) {
        m_error = Text::tr("%1: %2").arg(m_path, db.lastError().text());
        return false;
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO results (job, result, record, seconds, finished) VALUES (?, ?, ?, ?, ?)"));
    for (const Stored& r : results) {
        q.addBindValue(r.job.id);
        q.addBindValue(toText(r.outcome.result));
        q.addBindValue(r.outcome.record);
        q.addBindValue(r.seconds);
        q.addBindValue(r.finishedAt.isEmpty() ? now() : r.finishedAt);
        if (!q.exec()) {
            m_error = Text::tr("%1: %2").arg(m_path, q.lastError().text());
            if (many)
                db.rollback();
            return false;
        }
    }
    if (many && !db.commit()) {
        m_error = Text::tr("%1: %2").arg(m_path, db.lastError().text());
        return false;
    }
    return true;
}

bool TournamentDb::addEvent(int job, const QString& kind, const QJsonObject& detail, const Outcome* outcome, const QString& at)
{
    if (!ok())
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("INSERT INTO events (job, kind, detail, result, record, at) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(job);
    q.addBindValue(kind);
    q.addBindValue(toText(detail));
    q.addBindValue(outcome ? toText(outcome->result) : QString());
    q.addBindValue(outcome ? outcome->record : QString());
    q.addBindValue(at.isEmpty() ? now() : at);
    if (q.exec())
        return true;
    m_error = Text::tr("%1: %2").arg(m_path, q.lastError().text());
    return false;
}

std::vector<TournamentEvent> TournamentDb::events(int job) const
{
    std::vector<TournamentEvent> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, job, kind, detail, result, record, at FROM events WHERE ? < 0 OR job = ? ORDER BY id"));
    q.addBindValue(job);
    q.addBindValue(job);
    if (ok() && q.exec())
        while (q.next())
            out.push_back({q.value(0).toInt(), q.value(1).toInt(), q.value(2).toString(), toObject(q.value(3)),
                           toObject(q.value(4)), q.value(5).toString(), q.value(6).toString()});
    return out;
}

bool TournamentDb::reopen(int job, const QJsonObject& params, int dropFrom, const QString& kind, const QJsonObject& detail)
{
    if (!ok())
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (!db.transaction()) {
        m_error = Text::tr("%1: %2").arg(m_path, db.lastError().text());
        return false;
    }
    QSqlQuery q(db);
    auto fail = [&](const QString& why) {
        m_error = why;
        db.rollback();
        return false;
    };
    auto sqlError = [&] { return Text::tr("%1: %2").arg(m_path, q.lastError().text()); };
    q.prepare(QStringLiteral("SELECT COUNT(*) FROM results WHERE job >= ?"));
    q.addBindValue(dropFrom);
    if (!q.exec() || !q.next())
        return fail(sqlError());
    if (q.value(0).toInt() > 0)
        return fail(Text::tr("%1: games after game %2 have been played; its result stands").arg(m_path).arg(job + 1));
    q.prepare(QStringLiteral("INSERT INTO events (job, kind, detail, result, record, at) "
                             "SELECT ?, ?, ?, (SELECT result FROM results WHERE job = ?), "
                             "(SELECT record FROM results WHERE job = ?), ?"));
    for (const QVariant& v : {QVariant(job), QVariant(kind), QVariant(toText(detail)), QVariant(job), QVariant(job), QVariant(now())})
        q.addBindValue(v);
    if (!q.exec())
        return fail(sqlError());
    q.prepare(QStringLiteral("DELETE FROM results WHERE job = ?"));
    q.addBindValue(job);
    if (!q.exec())
        return fail(sqlError());
    q.prepare(QStringLiteral("UPDATE jobs SET params = ? WHERE id = ?"));
    q.addBindValue(toText(params));
    q.addBindValue(job);
    if (!q.exec() || q.numRowsAffected() != 1)
        return fail(Text::tr("%1: there is no game %2").arg(m_path).arg(job + 1));
    q.prepare(QStringLiteral("DELETE FROM jobs WHERE id >= ? AND id <> ?"));
    q.addBindValue(dropFrom);
    q.addBindValue(job);
    if (!q.exec())
        return fail(sqlError());
    if (!db.commit())
        return fail(Text::tr("%1: %2").arg(m_path, db.lastError().text()));
    return true;
}

TournamentPlay::TournamentPlay(TournamentDb& db, const Format& format, int threads)
    : m_db(db), m_format(format), m_runner(format, threads)
{
}

bool TournamentPlay::run(const PlayEvents& events)
{
    const std::unique_ptr<QLockFile> lock = lockTournament(m_db.path(), &m_error);
    if (!lock)
        return false;
    bool good = m_db.ok();
    if (!good)
        m_error = m_db.error();
    while (good && !m_runner.cancelled()) {
        const std::vector<Job> jobs = m_db.unfinished();
        if (jobs.empty()) {
            // Everything planned is played: a format with rounds plans the next one.
            const std::vector<Job> next = m_format.nextJobs(m_db.finished());
            if (next.empty())
                break;
            if (!m_db.append(next)) {
                m_error = m_db.error();
                return false;
            }
            continue;
        }
        const int total = m_db.jobCount();
        int done = total - static_cast<int>(jobs.size());
        tournament::RunEvents run;
        run.started = events.started;
        run.halted = [&](const Job& job, const Outcome& outcome) {
            if (!good)
                return;
            if (!m_db.addEvent(job.id, QStringLiteral("halted"), {}, &outcome)) {
                good = false;
                m_error = m_db.error();
                return;
            }
            if (events.halted)
                events.halted(job, outcome);
        };
        run.finished = [&](const Job& job, const Outcome& outcome, double seconds) {
            if (!good)
                return;
            if (!m_db.store(job, outcome, seconds)) {
                good = false;
                m_error = m_db.error();
                m_runner.cancel();
                return;
            }
            ++done;
            if (events.stored)
                events.stored(job, outcome, done, total);
        };
        m_runner.run(jobs, run);
    }
    return good;
}

} // namespace pb::store
