#include "tournament/benchmarktable.h"

#include <QHeaderView>
#include <QJsonArray>
#include <QLocale>

namespace pb::views {

BenchmarkTable::BenchmarkTable(QWidget* parent) : QTableWidget(parent)
{
    setObjectName(QStringLiteral("tournamentBenchmarks"));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    setWordWrap(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

bool BenchmarkTable::setStandings(const pb::tournament::Standings& standings)
{
    QStringList bots;
    for (const pb::tournament::Standing& s : standings.entries)
        for (const QJsonValue& b : s.extra.value(QStringLiteral("benchmarks")).toArray())
            if (const QString name = b[QStringLiteral("benchmark")].toString(); !bots.contains(name))
                bots << name;
    if (bots.isEmpty()) {
        clear();
        setRowCount(0);
        setColumnCount(0);
        return false;
    }
    setColumnCount(static_cast<int>(bots.size()) + 2);
    QStringList headers = bots;
    headers << tr("Score") << tr("Finals seed");
    setHorizontalHeaderLabels(headers);
    setRowCount(static_cast<int>(standings.entries.size()));
    QStringList rows;
    int row = 0;
    for (const pb::tournament::Standing& s : standings.entries) {
        rows << QStringLiteral("%1. %2").arg(s.rank).arg(s.name);
        for (int c = 0; c < columnCount(); ++c)
            setItem(row, c, new QTableWidgetItem);
        for (const QJsonValue& b : s.extra.value(QStringLiteral("benchmarks")).toArray()) {
            const int column = static_cast<int>(bots.indexOf(b[QStringLiteral("benchmark")].toString()));
            const int games = b[QStringLiteral("games")].toInt();
            QTableWidgetItem* cell = item(row, column);
            cell->setText(games == 0 ? tr("no games")
                                     : tr("%1 (streak %2, %3 games, %4 lost before)")
                                           .arg(b[QStringLiteral("score")].toInt())
                                           .arg(b[QStringLiteral("longest_streak")].toInt())
                                           .arg(games)
                                           .arg(b[QStringLiteral("losses_before")].toInt()));
            cell->setToolTip(tr("Score against %1: the wins of the longest winning streak, at most 4")
                                 .arg(bots[column]));
        }
        item(row, static_cast<int>(bots.size()))->setText(QLocale().toString(s.points));
        const QJsonValue seed = s.extra.value(QStringLiteral("seed"));
        item(row, static_cast<int>(bots.size()) + 1)->setText(seed.isDouble() ? QString::number(seed.toInt()) : QString());
        ++row;
    }
    setVerticalHeaderLabels(rows);
    return true;
}

} // namespace pb::views
