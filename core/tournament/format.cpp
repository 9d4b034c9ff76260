// What every format shares: the standings as JSON and ranking by points.

#include "tournament/format.h"

#include <QJsonArray>

#include <algorithm>

namespace pb::tournament {

QJsonObject toJson(const Standings& standings)
{
    QJsonArray entries;
    for (const Standing& s : standings.entries) {
        QJsonObject o = s.extra;
        o.insert(QStringLiteral("name"), s.name);
        o.insert(QStringLiteral("rank"), s.rank);
        o.insert(QStringLiteral("points"), s.points);
        o.insert(QStringLiteral("games"), s.games);
        entries.append(o);
    }
    QJsonObject out = standings.extra;
    out.insert(QStringLiteral("standings"), entries);
    if (!standings.crosstable.empty()) {
        QJsonArray rows;
        for (const std::vector<double>& row : standings.crosstable) {
            QJsonArray r;
            for (double v : row)
                r.append(v);
            rows.append(r);
        }
        out.insert(QStringLiteral("crosstable"), rows);
    }
    return out;
}

void rankByPoints(std::vector<Standing>& entries, bool lowerIsBetter,
                  int (*tieBreak)(const Standing& a, const Standing& b))
{
    auto better = [lowerIsBetter](const Standing& a, const Standing& b) {
        return lowerIsBetter ? a.points < b.points : a.points > b.points;
    };
    std::stable_sort(entries.begin(), entries.end(), [&](const Standing& a, const Standing& b) {
        if (better(a, b))
            return true;
        if (better(b, a) || !tieBreak)
            return false;
        return tieBreak(a, b) < 0;
    });
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const bool tied = i > 0 && entries[i].points == entries[i - 1].points
                          && (!tieBreak || tieBreak(entries[i - 1], entries[i]) == 0);
        entries[i].rank = tied ? entries[i - 1].rank : static_cast<int>(i) + 1;
    }
}

} // namespace pb::tournament
