// --player [NAME=]SPEC (tournament_players.h).

#include "cli/tournament_players.h"

#include <QRegularExpression>

namespace pb::cli {

void namedPlayers(const QStringList& values, QStringList& names, QStringList& specs)
{
    static const QRegularExpression named(QStringLiteral("^([A-Za-z0-9_.-]+)=(.*\\S.*)$"));
    for (const QString& value : values) {
        const QString text = value.trimmed();
        const QRegularExpressionMatch m = named.match(text);
        QString name = m.hasMatch() ? m.captured(1) : text;
        const QString spec = m.hasMatch() ? m.captured(2).trimmed() : text;
        const QString base = name;
        for (int k = 2; names.contains(name); ++k)
            name = QStringLiteral("%1 (%2)").arg(base).arg(k);
        names << name;
        specs << spec;
    }
}

} // namespace pb::cli
