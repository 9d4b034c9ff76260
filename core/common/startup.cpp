#include "common/startup.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace pb {

void startApplication(const QString& name, const QString& version, Translations translations)
{
    QCoreApplication::setApplicationName(name);
    QCoreApplication::setOrganizationName(QStringLiteral("Playbench"));
    QCoreApplication::setApplicationVersion(version);
    if (translations != Translations::System)
        return;
    for (std::unique_ptr<QTranslator>& translator : translatorsFor(QLocale())) {
        translator->setParent(QCoreApplication::instance());  // the application's from now on
        QCoreApplication::installTranslator(translator.release());
    }
}

std::vector<std::unique_ptr<QTranslator>> translatorsFor(const QLocale& locale)
{
    std::vector<std::unique_ptr<QTranslator>> out;
    const auto add = [&](const QString& name, const QString& folder) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(locale, name, QStringLiteral("_"), folder))
            out.push_back(std::move(translator));
    };
    add(QStringLiteral("playbench"), QStringLiteral(":/i18n"));
    // English is the source language: Qt's own English file only holds plural forms it needs not.
    if (locale.language() != QLocale::English && locale.language() != QLocale::C)
        add(QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return out;
}

} // namespace pb
