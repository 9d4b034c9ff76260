#include "tournament/standingsmodel.h"

#include <QBrush>
#include <QPixmap>
#include <QJsonValue>
#include <QLocale>

namespace pb::views {

QColor tournamentPlayerColor(int index)
{
    // Tableau 10: distinct, readable on white, and kind to the common colour blindnesses.
    static const QColor palette[] = {{0x4e, 0x79, 0xa7}, {0xf2, 0x8e, 0x2b}, {0xe1, 0x57, 0x59}, {0x76, 0xb7, 0xb2},
                                     {0x59, 0xa1, 0x4f}, {0xed, 0xc9, 0x48}, {0xb0, 0x7a, 0xa1}, {0xff, 0x9d, 0xa7},
                                     {0x9c, 0x75, 0x5f}, {0xba, 0xb0, 0xac}};
    constexpr int n = static_cast<int>(std::size(palette));
    const int i = index < 0 ? 0 : index;
    const QColor c = palette[i % n];
    return i < n ? c : c.darker(100 + 40 * (i / n));
}

QString StandingsModel::number(double value)
{
    const QLocale locale;  // as the user's language writes numbers: shown only, never saved
    if (value == static_cast<double>(static_cast<qint64>(value)))
        return locale.toString(static_cast<qint64>(value));
    QString text = locale.toString(value, 'f', 3);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(locale.decimalPoint()))
        text.chop(locale.decimalPoint().size());
    return text;
}

void StandingsModel::setStandings(const pb::tournament::Standings& standings)
{
    QStringList keys = standings.columns;
    for (const pb::tournament::Standing& s : standings.entries)
        for (auto it = s.extra.begin(); it != s.extra.end(); ++it)
            if ((it->isDouble() || it->isString()) && !keys.contains(it.key()))
                keys.append(it.key());
    const bool sameShape = keys == m_keys && standings.entries.size() == m_standings.entries.size();
    if (!sameShape)
        beginResetModel();
    m_standings = standings;
    m_keys = keys;
    if (!sameShape)
        endResetModel();
    else if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int StandingsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_standings.entries.size());
}

int StandingsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstExtra + static_cast<int>(m_keys.size());
}

QVariant StandingsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const pb::tournament::Standing& s = m_standings.entries[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    if (role == Qt::DecorationRole && column == Name)
        return tournamentPlayerColor(s.player);
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(column == Name ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::UserRole)  // the player's index
        return s.player;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (column) {
    case Rank: return s.rank;
    case Name: return s.name;
    case Points: return number(s.points);
    case Games: return s.games;
    default: break;
    }
    const QJsonValue v = s.extra.value(m_keys.value(column - FirstExtra));
    return v.isDouble() ? number(v.toDouble()) : v.toString();
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return {};
    switch (section) {
    case Rank: return tr("Rank");
    case Name: return tr("Player");
    case Points: return tr("Points");
    case Games: return tr("Games");
    default: break;
    }
    // The format's own field names ("food_for") read as words ("food for").
    QString key = m_keys.value(section - FirstExtra);
    key.replace(QLatin1Char('_'), QLatin1Char(' '));
    return key.isEmpty() ? key : key.at(0).toUpper() + key.mid(1);
}

void CrosstableModel::setTable(const QStringList& names, const std::vector<std::vector<double>>& table,
                               const std::vector<int>& order)
{
    beginResetModel();
    m_names = names;
    m_table = table;
    m_order.clear();
    for (int p : order)
        if (p >= 0 && static_cast<std::size_t>(p) < m_table.size())
            m_order.push_back(p);
    endResetModel();
}

double CrosstableModel::cell(int row, int column) const
{
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return 0;
    const auto i = static_cast<std::size_t>(m_order[static_cast<std::size_t>(row)]);
    const auto j = static_cast<std::size_t>(m_order[static_cast<std::size_t>(column)]);
    return j < m_table[i].size() ? m_table[i][j] : 0;
}

int CrosstableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_order.size());
}

int CrosstableModel::columnCount(const QModelIndex& parent) const
{
    return rowCount(parent);
}

QVariant CrosstableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const int row = index.row(), column = index.column();
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignCenter);
    if (row == column)
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("-")) : QVariant();
    const double mine = cell(row, column), theirs = cell(column, row);
    switch (role) {
    case Qt::DisplayRole:
        return StandingsModel::number(mine);
    case Qt::ToolTipRole: {
        const QString a = m_names.value(m_order[static_cast<std::size_t>(row)]);
        const QString b = m_names.value(m_order[static_cast<std::size_t>(column)]);
        return tr("%1 against %2: %3 points to %4").arg(a, b, StandingsModel::number(mine), StandingsModel::number(theirs));
    }
    case Qt::BackgroundRole:
        if (mine > theirs)
            return QBrush(QColor(0xd4, 0xed, 0xd0));
        if (mine < theirs)
            return QBrush(QColor(0xf6, 0xd5, 0xd3));
        return {};
    case Qt::ForegroundRole:
        return (mine != theirs) ? QBrush(Qt::black) : QVariant();
    default:
        return {};
    }
}

QVariant CrosstableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0 || section >= rowCount())
        return {};
    const int player = m_order[static_cast<std::size_t>(section)];
    if (role == Qt::DecorationRole && orientation == Qt::Vertical) {
        QPixmap swatch(10, 10);  // headers draw icons, not colours
        swatch.fill(tournamentPlayerColor(player));
        return swatch;
    }
    if (role == Qt::ToolTipRole)
        return m_names.value(player);
    if (role != Qt::DisplayRole)
        return {};
    // Columns by number (the row's rank order), rows by name: wide tables stay narrow.
    return orientation == Qt::Horizontal ? QString::number(section + 1)
                                         : QStringLiteral("%1  %2").arg(section + 1).arg(m_names.value(player));
}

} // namespace pb::views
