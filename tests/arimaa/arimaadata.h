#pragma once

// Reading the Arimaa reference files (../shared/reference/arimaa) in the tests.

#include "arimaa/notation.h"
#include "reference.h"

#include <QFile>
#include <QtTest>

#include <string>

namespace pb::test {

inline std::string readReference(const QString& relative)
{
    QFile f(referencePath(relative));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

} // namespace pb::test
