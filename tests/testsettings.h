#pragma once

// Keeps a desktop test's settings and files apart from the user's: QStandardPaths' test mode,
// an application name of its own, and settings that start empty.

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace pb::test {

inline void isolateSettings(const QString& application)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PlaybenchTest"));
    QCoreApplication::setApplicationName(application);
    QSettings().clear();
}

} // namespace pb::test
