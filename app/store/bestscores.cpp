#include "store/bestscores.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <atomic>

namespace pb::store {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(BestScores)
};

std::atomic<int> g_connections{0};  // unique connection names (Qt SQL needs them per thread)

BestEntry entryOf(const QSqlQuery& q)
{
    BestEntry e;
    e.seed = q.value(0).toLongLong();
    e.score = q.value(1).toInt();
    e.answer = q.value(2).toString();
    e.settings = q.value(3).toString();
    e.at = QDateTime::fromString(q.value(4).toString(), Qt::ISODate);
    e.seconds = q.value(5).toDouble();
    return e;
}

} // namespace

BestScores::BestScores(const QString& path) : m_path(path)
{
    m_connection = QStringLiteral("playbench-best-%1").arg(g_connections.fetch_add(1));
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        m_error = Text::tr("%1: cannot create the folder").arg(info.absolutePath());
        return;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    if (!db.open()) {
        m_error = Text::tr("%1: %2").arg(path, db.lastError().text());
        return;
    }
    QSqlQuery q(db);
    q.exec(QStringLiteral("PRAGMA busy_timeout = 5000"));
    const char* tables[] = {
        "CREATE TABLE IF NOT EXISTS best (seed INTEGER PRIMARY KEY, score INTEGER NOT NULL, answer TEXT NOT NULL, "
        "settings TEXT NOT NULL, at TEXT NOT NULL, seconds REAL NOT NULL)",
        "CREATE TABLE IF NOT EXISTS runs (seed INTEGER NOT NULL, score INTEGER NOT NULL, settings TEXT NOT NULL, "
        "at TEXT NOT NULL, seconds REAL NOT NULL)"};
    for (const char* sql : tables)
        if (!q.exec(QString::fromLatin1(sql))) {
            m_error = Text::tr("%1: %2").arg(path, q.lastError().text());
            return;
        }
}

BestScores::~BestScores()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString BestScores::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("peaceable-best.sqlite"));
}

std::optional<BestEntry> BestScores::best(qint64 seed) const
{
    if (!ok())
        return std::nullopt;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT seed, score, answer, settings, at, seconds FROM best WHERE seed = ?"));
    q.addBindValue(seed);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return entryOf(q);
}

std::vector<BestEntry> BestScores::all() const
{
    std::vector<BestEntry> out;
    if (!ok())
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (!q.exec(QStringLiteral("SELECT seed, score, answer, settings, at, seconds FROM best ORDER BY seed")))
        return out;
    while (q.next())
        out.push_back(entryOf(q));
    return out;
}

BestScores::Update BestScores::offer(const BestEntry& entry)
{
    Update u;
    if (!ok())
        return u;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    db.transaction();
    const QString at = (entry.at.isValid() ? entry.at : QDateTime::currentDateTimeUtc()).toUTC().toString(Qt::ISODate);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO runs (seed, score, settings, at, seconds) VALUES (?, ?, ?, ?, ?)"));
    q.addBindValue(entry.seed);
    q.addBindValue(entry.score);
    q.addBindValue(entry.settings);
    q.addBindValue(at);
    q.addBindValue(entry.seconds);
    q.exec();
    if (const auto old = best(entry.seed))
        u.previous = old->score;
    if (!u.previous || entry.score > *u.previous) {
        QSqlQuery w(db);
        w.prepare(QStringLiteral("INSERT OR REPLACE INTO best (seed, score, answer, settings, at, seconds) VALUES (?, ?, ?, ?, ?, ?)"));
        w.addBindValue(entry.seed);
        w.addBindValue(entry.score);
        w.addBindValue(entry.answer);
        w.addBindValue(entry.settings);
        w.addBindValue(at);
        w.addBindValue(entry.seconds);
        u.improved = w.exec();
        if (!u.improved)
            m_error = w.lastError().text();
    }
    db.commit();
    return u;
}

} // namespace pb::store
