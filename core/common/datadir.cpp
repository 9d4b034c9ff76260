#include "common/datadir.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace pb {

QString installedDataDir()
{
    if (!QCoreApplication::instance())
        return {};
    // PLAYBENCH_INSTALLED_DATA: the data folder relative to the programs' folder ("../share/playbench").
    const QString dir = QDir::cleanPath(QDir(QCoreApplication::applicationDirPath())
                                            .filePath(QStringLiteral(PLAYBENCH_INSTALLED_DATA)));
    return QFileInfo(dir).isDir() ? dir : QString();
}

QString referenceDir()
{
    if (const QString env = qEnvironmentVariable("PLAYBENCH_REFERENCE"); !env.isEmpty())
        return env;
    if (const QString installed = installedDataDir(); !installed.isEmpty()) {
        const QString reference = QDir(installed).filePath(QStringLiteral("reference"));
        if (QFileInfo(reference).isDir())
            return reference;
    }
    return QStringLiteral(PLAYBENCH_REFERENCE_DIR);
}

} // namespace pb
