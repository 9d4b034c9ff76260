#pragma once

// The command line of a small ant tournament the tests run: four entries (sample twice, so also
// a brain against itself, and two 2004 winners), two sample worlds, `rounds` rounds, --json.

#include "reference.h"

#include <QStringList>

namespace pb::test {

inline QStringList antsTournamentArgs(const QString& db, int rounds)
{
    const QString r = referencePath(QStringLiteral("ants/"));
    return {QStringLiteral("tournament"), QStringLiteral("ants"),
            QStringLiteral("--brain"), r + QStringLiteral("sample.ant"),
            QStringLiteral("--brain"), r + QStringLiteral("sample.ant"),
            QStringLiteral("--brain"), r + QStringLiteral("brains/winners/dunkosmiloolump-1.ant"),
            QStringLiteral("--brain"), r + QStringLiteral("brains/winners/frictionless_bananas-1.ant"),
            QStringLiteral("--world"), r + QStringLiteral("worlds/sample0.world"),
            QStringLiteral("--world"), r + QStringLiteral("worlds/sample1.world"),
            QStringLiteral("--rounds"), QString::number(rounds), QStringLiteral("--db"), db, QStringLiteral("--json")};
}

} // namespace pb::test
