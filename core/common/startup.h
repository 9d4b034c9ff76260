#pragma once

// How Playbench's programs (the desktop and the command line) start: their names and version,
// and the translations for the user's language when there are any: Playbench's own (built in
// under :/i18n) and Qt's (for standard buttons, dialogs and --help).

#include <QString>

#include <memory>
#include <vector>

class QLocale;
class QTranslator;

namespace pb {

enum class Translations {
    System,     // install the translations for the system's language
    ByCaller,   // none: the caller installs its own (the desktop: its Preferences' language)
};

// Call once, right after the QCoreApplication (or QApplication) is made.
void startApplication(const QString& name, const QString& version,
                      Translations translations = Translations::System);

// The translators for a locale's language, loaded but not installed, those that exist:
// :/i18n/playbench_<language>.qm, then Qt's qtbase_<language>.qm from its translations folder
// (QLibraryInfo::TranslationsPath; Debian's qt6-translations-l10n). None for English.
std::vector<std::unique_ptr<QTranslator>> translatorsFor(const QLocale& locale);

} // namespace pb
