// What every tournament format shares: standings as JSON, and ranking by points with shared ranks.

#include "tournament/format.h"

#include <QJsonArray>

#include <algorithm>

namespace pb::tournament {

QJsonObject toJson(const Standings& standings)
{
    QJsonArray list;
    for (const Standing& s : standings.entries) {
        QJsonObject o = s.extra;
        o.insert(QStringLiteral("name"), s.name);
        o.insert(QStringLiteral("rank"), s.rank);
        o.insert(QStringLiteral("points"), s.points);
        o.insert(QStringLiteral("games"), s.games);
        list.append(o);
    }
    QJsonObject out = standings.extra;
    out.insert(QStringLiteral("standings"), list);
    if (!standings.crosstable.empty()) {
        QJsonArray table;
        for (const std::vector<double>& row : standings.crosstable) {
            QJsonArray r;
            for (double v : row)
                r.append(v);
            table.append(r);
        }
        out.insert(QStringLiteral("crosstable"), table);
    }
    return out;
}

void rankByPoints(std::vector<Standing>& entries, bool lowerIsBetter,
                  int (*tieBreak)(const Standing& a, const Standing& b))
{
    // Better first: by points, then (for equal points) by the tie-break; stable otherwise.
    std::stable_sort(entries.begin(), entries.end(), [&](const Standing& a, const Standing& b) {
        if (a.points != b.points)
            return lowerIsBetter ? a.points < b.points : a.points > b.points;
        return tieBreak && tieBreak(a, b) < 0;
    });
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const bool shared = i > 0 && entries[i].points == entries[i - 1].points
            && (!tieBreak || tieBreak(entries[i - 1], entries[i]) == 0);
        entries[i].rank = shared ? entries[i - 1].rank : static_cast<int>(i) + 1;
    }
}

} // namespace pb::tournament
