#include "tournament/shard.h"

#include <QCoreApplication>
#include <QStringList>

namespace pb::tournament {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Shard)
};

constexpr int kMostShards = 100000;

} // namespace

std::optional<Shard> parseShard(const QString& text, QString* error)
{
    const QStringList parts = text.trimmed().split(QLatin1Char('/'));
    bool okIndex = false, okCount = false;
    const int index = parts.size() == 2 ? parts[0].toInt(&okIndex) : 0;
    const int count = parts.size() == 2 ? parts[1].toInt(&okCount) : 0;
    if (!okIndex || !okCount || count < 1 || count > kMostShards || index < 1 || index > count) {
        *error = Text::tr("'%1' is not a shard: give I/N with 1 <= I <= N <= %2, e.g. 2/8").arg(text).arg(kMostShards);
        return std::nullopt;
    }
    return Shard{index, count};
}

} // namespace pb::tournament
