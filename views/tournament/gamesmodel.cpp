#include "tournament/gamesmodel.h"

namespace pb::views {

void GamesModel::setSource(const pb::tournament::Format* format, const std::vector<pb::tournament::Finished>* finished)
{
    m_format = format;
    m_finished = finished;
    reset();
}

void GamesModel::reset()
{
    beginResetModel();
    m_rows = m_finished ? static_cast<int>(m_finished->size()) : 0;
    endResetModel();
}

void GamesModel::appended()
{
    const int size = m_finished ? static_cast<int>(m_finished->size()) : 0;
    if (size < m_rows) {
        reset();
        return;
    }
    if (size == m_rows)
        return;
    beginInsertRows({}, m_rows, size - 1);
    m_rows = size;
    endInsertRows();
}

int GamesModel::jobAt(int row) const
{
    if (!m_finished || row < 0 || row >= m_rows)
        return -1;
    return (*m_finished)[static_cast<std::size_t>(row)].job.id;
}

int GamesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int GamesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : Columns;
}

QVariant GamesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_finished || !m_format || index.row() >= m_rows)
        return {};
    const pb::tournament::Finished& f = (*m_finished)[static_cast<std::size_t>(index.row())];
    if (role == Qt::UserRole)
        return f.job.id;
    if (role == Qt::TextAlignmentRole && index.column() == Number)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Number: return f.job.id + 1;
    case Game: return m_format->describe(f.job);
    case Outcome: return m_format->describeOutcome(f.job, f.outcome);
    default: return {};
    }
}

QVariant GamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case Number: return tr("#");
    case Game: return tr("Game");
    case Outcome: return tr("Result");
    default: return {};
    }
}

} // namespace pb::views
