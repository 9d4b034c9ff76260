#pragma once

// --player [NAME=]SPEC of the tournaments whose players are bots and programs (Less, Arimaa):
// each player's name and spec, the way their settings keep them (tournament/settings.h).

#include <QStringList>

namespace pb::cli {

// Splits each value into a name and a spec. "NAME=SPEC" names the player when NAME is made of
// letters, digits, '_', '-' and '.' only (so "mybot=./bin/mybot --depth 3" is named "mybot",
// while "./bot --x=1" and "bot:random" are not split); otherwise the name is the spec itself.
// A name given twice gets " (2)", " (3)", ... after it.
void namedPlayers(const QStringList& values, QStringList& names, QStringList& specs);

} // namespace pb::cli
