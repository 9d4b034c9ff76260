#pragma once

// Where the tests find the contest reference data (../shared/reference beside the checkout).

#include <QDir>
#include <QFileInfo>
#include <QString>
#include <QtTest>

namespace pb::test {

inline QString referencePath(const QString& relative)
{
    QString root = qEnvironmentVariable("PLAYBENCH_REFERENCE");
    if (root.isEmpty())
        root = QStringLiteral(PLAYBENCH_REFERENCE_DIR);
    return QDir(root).filePath(relative);
}

// Fails the calling test when the reference data is missing: exactness is checked against it.
#define PB_REQUIRE_REFERENCE(relative)                                                             \
    do {                                                                                           \
        if (!QFileInfo::exists(pb::test::referencePath(relative)))                                 \
            QFAIL(qPrintable(QStringLiteral("reference data missing: %1 (set PLAYBENCH_REFERENCE)") \
                                 .arg(pb::test::referencePath(relative))));                        \
    } while (false)

} // namespace pb::test
