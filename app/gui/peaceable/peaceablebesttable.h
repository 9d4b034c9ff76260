#pragma once

#include <QTableWidget>

namespace pb::gui {

// The Peaceable workspace's best-scores table: the database `peaceable batch` keeps (seed,
// score, when, solver settings), one row per seed. A double click asks for that seed.
class PeaceableBestTable : public QTableWidget {
    Q_OBJECT
public:
    explicit PeaceableBestTable(QWidget* parent = nullptr);

    // The database shown (BestScores::defaultPath() at first); refresh() after setting it.
    QString path() const { return m_path; }
    void setPath(const QString& path) { m_path = path; }
    // Reads the database again. Empty, or the database's error.
    QString refresh();

signals:
    void seedActivated(qint64 seed);

private:
    QString m_path;
};

} // namespace pb::gui
