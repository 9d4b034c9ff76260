#pragma once

// The result file of one shard of a tournament played on many machines (docs/cluster.md): a
// JSON line per game the shard played, appended and flushed to disk as each game finishes, so
// that no two processes ever write one file (SQLite and network file systems do not mix) and a
// shard killed midway loses at most the game it was playing. `playbench-cli work` writes it;
// `playbench-cli merge` folds every shard's file into the database.
//   {"job": 12, "result": {...}, "record": "...", "seconds": 1.25, "finished": "2026-11-26T10:00:00Z"}
//   {"job": 12, "event": "halted", "result": {...}, "record": "...", "at": "..."}   (a game stopped midway)
// The file of shard I of N of DB is DB.shard-I-of-N.jsonl, beside it.

#include "tournament/format.h"
#include "tournament/shard.h"

#include <QFile>
#include <QString>
#include <QStringList>

#include <vector>

namespace pb::store {

QString shardFilePath(const QString& dbPath, const tournament::Shard& shard);
// Every shard's result file beside the database (of any number of shards), sorted.
QStringList shardFiles(const QString& dbPath);

struct ShardEntry {
    int job = 0;
    QString event;  // empty: the job finished; "halted": stopped midway
    tournament::Outcome outcome;
    double seconds = 0;
    QString at;     // UTC, ISO 8601
};

struct ShardRead {
    std::vector<ShardEntry> entries;
    int brokenLines = 0;  // lines that are not a whole entry (a task killed while writing one)
    QString error;        // the file could not be read
};

ShardRead readShardFile(const QString& path);

class ShardWriter {
public:
    // Opens `path` to append (creating it); a last line cut short by a crash is ended first, so
    // it stays one broken line that readers skip.
    explicit ShardWriter(const QString& path);
    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    bool finished(const tournament::Job& job, const tournament::Outcome& outcome, double seconds);
    bool halted(const tournament::Job& job, const tournament::Outcome& outcome);

private:
    bool write(const QByteArray& line);
    QFile m_file;
    QString m_error;
};

} // namespace pb::store
