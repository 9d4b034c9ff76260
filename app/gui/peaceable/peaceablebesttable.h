#pragma once

#include <QTableWidget>

namespace pb::gui {

// The Peaceable workspace's best-scores table: the database `peaceable batch` keeps (seed,
// score, when, solver settings), one row per seed. A double click asks for that seed.
class PeaceableBestTable : public QTableWidget {
    Q_OBJECT
public:
    explicit PeaceableBestTable(QWidget* parent = nullptr);

    // The database shown (BestScores::defaultPath() at first); setting it reads it again.
    QString path() const { return m_path; }
    QString setPath(const QString& path);
    // Reads the database again. Empty, or the database's error.
    QString refresh();

signals:
    void seedActivated(qint64 seed);

private:
    QString m_path;
};

} // namespace pb::gui
