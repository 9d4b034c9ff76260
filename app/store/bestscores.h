#pragma once

// The local best-scores table a marathon competitor keeps: per test seed, the best answer found
// so far with its score, the settings that produced it and when. An SQLite database (Qt SQL),
// shared by `playbench-cli peaceable batch` and the Peaceable workspace.
//
// Tables: best(seed PRIMARY KEY, score, answer, settings, at, seconds) holds one row per seed;
// runs(seed, score, settings, at, seconds) every result offered, for the history.

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace pb::store {

struct BestEntry {
    qint64 seed = 0;
    int score = -1;
    QString answer;    // the contest's output format
    QString settings;  // how it was made, e.g. "solve --time 10 --solver-seed 1"
    QDateTime at;      // when (UTC)
    double seconds = 0;
};

class BestScores {
public:
    // Opens the database file, creating it and its tables when needed. Use one object per
    // thread (each has its own connection).
    explicit BestScores(const QString& path);
    ~BestScores();
    BestScores(const BestScores&) = delete;
    BestScores& operator=(const BestScores&) = delete;

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    const QString& path() const { return m_path; }

    std::optional<BestEntry> best(qint64 seed) const;
    // Every seed's best, by seed.
    std::vector<BestEntry> all() const;

    struct Update {
        std::optional<int> previous;  // the best score before, if any
        bool improved = false;        // the entry is the new best (stored)
    };
    // Records a result: always in runs; in best when it beats the stored score (or is the first).
    Update offer(const BestEntry& entry);

    // Where the workspace and the command line keep it by default.
    static QString defaultPath();

private:
    QString m_path;
    QString m_connection;
    QString m_error;
};

} // namespace pb::store
