#include "common/startup.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace pb {

void startApplication(const QString& name, const QString& version)
{
    QCoreApplication::setApplicationName(name);
    QCoreApplication::setOrganizationName(QStringLiteral("Playbench"));
    QCoreApplication::setApplicationVersion(version);
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(QLocale(), QStringLiteral("playbench"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
}

} // namespace pb
