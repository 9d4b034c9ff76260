#pragma once

// Reading a format's stored settings (format.h: makeFormat), the parts the formats share: whole
// numbers in a range and the players as {"name", "spec"} objects with names of their own.

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace pb::tournament {

// settings[key] as a whole number in [lo, hi]; false with `error` set when it is not one.
bool intSetting(const QJsonObject& settings, const char* key, qint64 lo, qint64 hi, qint64& value, QString* error);

// settings["players"]: each {"name": NAME, "spec": SPEC}; false with `error` set when a name is
// empty or taken twice or a spec is empty. The specs are for the format to parse.
bool playersSetting(const QJsonObject& settings, QStringList& names, QStringList& specs, QString* error);
// The players as settings["players"] holds them.
QJsonArray playersJson(const QStringList& names, const QStringList& specs);

} // namespace pb::tournament
