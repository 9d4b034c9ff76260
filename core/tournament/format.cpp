#include "tournament/format.h"

#include <QJsonArray>

#include <algorithm>

namespace pb::tournament {

QJsonObject toJson(const Standings& standings)
{
    QJsonObject out = standings.extra;
    QJsonArray list;
    for (const Standing& s : standings.entries) {
        QJsonObject o = s.extra;
        o.insert(QStringLiteral("name"), s.name);
        o.insert(QStringLiteral("rank"), s.rank);
        o.insert(QStringLiteral("points"), s.points);
        o.insert(QStringLiteral("games"), s.games);
        list.append(o);
    }
    out.insert(QStringLiteral("standings"), list);
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
    auto compare = [&](const Standing& a, const Standing& b) {
        if (a.points != b.points)
            return lowerIsBetter ? (a.points < b.points ? -1 : 1) : (a.points > b.points ? -1 : 1);
        return tieBreak ? tieBreak(a, b) : 0;
    };
    std::stable_sort(entries.begin(), entries.end(),
                     [&](const Standing& a, const Standing& b) { return compare(a, b) < 0; });
    for (std::size_t i = 0; i < entries.size(); ++i)
        entries[i].rank = i > 0 && compare(entries[i - 1], entries[i]) == 0 ? entries[i - 1].rank
                                                                             : static_cast<int>(i) + 1;
}

} // namespace pb::tournament
