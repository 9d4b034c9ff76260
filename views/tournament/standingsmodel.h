#pragma once

// Tables of a tournament's standings (core/tournament/format.h), for any game: the standings
// (rank, name, points, games, then the format's own fields) and the crosstable (who took how
// many points against whom). They show what they are given; the workspace computes it.

#include "tournament/format.h"

#include <QAbstractTableModel>
#include <QColor>

namespace pb::views {

// The colour of player `index` in every tournament view (the table's swatch, the plot's line):
// a palette of distinct hues that repeats, darker, after its length.
QColor tournamentPlayerColor(int index);

class StandingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    // Replaces the standings; the columns follow the format's fields (standings.columns first,
    // then any other number or text field by name).
    void setStandings(const pb::tournament::Standings& standings);
    const pb::tournament::Standings& standings() const { return m_standings; }
    // The extra columns after rank, name, points and games.
    const QStringList& extraKeys() const { return m_keys; }

    enum Column { Rank, Name, Points, Games, FirstExtra };

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // A number as the tables show it: whole numbers without decimals, others with up to three,
    // in the format of the default locale (display only).
    static QString number(double value);

private:
    pb::tournament::Standings m_standings;
    QStringList m_keys;
};

// crosstable[i][j] for players in standings order: row i's points against column j's. A cell is
// green when the row's player took more points from the pair's games than the column's, red when
// fewer; the diagonal is empty.
class CrosstableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    // `names` by player index; `order` the players to show, best first (indices into names).
    void setTable(const QStringList& names, const std::vector<std::vector<double>>& table,
                  const std::vector<int>& order);
    bool isEmpty() const { return m_table.empty(); }
    // The points of the player shown in row `row` against the one in column `column`.
    double cell(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QStringList m_names;
    std::vector<std::vector<double>> m_table;
    std::vector<int> m_order;
};

} // namespace pb::views
