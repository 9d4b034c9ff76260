#pragma once

// The finished games of a tournament as a table: number in the plan, the game in words and its
// outcome, both as the format describes them. The model reads a list the workspace keeps.

#include "tournament/format.h"

#include <QAbstractTableModel>

#include <vector>

namespace pb::views {

class GamesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    enum Column { Number, Game, Outcome, Columns };

    // The format that describes the games and the list (owned by the caller; it only grows, or is
    // replaced and announced with reset()).
    void setSource(const pb::tournament::Format* format, const std::vector<pb::tournament::Finished>* finished);
    // The list was replaced or cleared.
    void reset();
    // Games were appended to the list.
    void appended();
    // The plan's job shown in `row`; -1 for none.
    int jobAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const pb::tournament::Format* m_format = nullptr;
    const std::vector<pb::tournament::Finished>* m_finished = nullptr;
    int m_rows = 0;
};

} // namespace pb::views
