// Reading the settings the formats share (settings.h).

#include "tournament/settings.h"

#include <QCoreApplication>
#include <QSet>

namespace pb::tournament {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tournament)
};
} // namespace

bool intSetting(const QJsonObject& settings, const char* key, qint64 lo, qint64 hi, qint64& value, QString* error)
{
    const QJsonValue v = settings.value(QLatin1String(key));
    const qint64 n = v.toInteger(lo - 1);  // lo - 1 for anything that is not a whole number
    if (!v.isDouble() || n < lo || n > hi) {
        if (error)
            *error = Text::tr("the setting '%1' must be a whole number from %2 to %3").arg(QLatin1String(key)).arg(lo).arg(hi);
        return false;
    }
    value = n;
    return true;
}

bool playersSetting(const QJsonObject& settings, QStringList& names, QStringList& specs, QString* error)
{
    QSet<QString> seen;
    for (const QJsonValue& v : settings.value(QStringLiteral("players")).toArray()) {
        const QString name = v.toObject().value(QStringLiteral("name")).toString();
        const QString spec = v.toObject().value(QStringLiteral("spec")).toString();
        if (name.isEmpty() || seen.contains(name)) {
            if (error)
                *error = Text::tr("every player needs a name of its own ('%1')").arg(name);
            return false;
        }
        if (spec.trimmed().isEmpty()) {
            if (error)
                *error = Text::tr("player '%1' has no spec (a bot or a program)").arg(name);
            return false;
        }
        seen.insert(name);
        names << name;
        specs << spec;
    }
    return true;
}

QJsonArray playersJson(const QStringList& names, const QStringList& specs)
{
    QJsonArray players;
    for (qsizetype i = 0; i < names.size() && i < specs.size(); ++i)
        players.append(QJsonObject{{QStringLiteral("name"), names[i]}, {QStringLiteral("spec"), specs[i]}});
    return players;
}

} // namespace pb::tournament
