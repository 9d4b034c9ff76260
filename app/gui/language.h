#pragma once

// The desktop's language: the system's, or the one chosen in Preferences, remembered in
// QSettings ("language": empty for the system's, else "en", "de" or "nl"). applyLanguage installs
// Playbench's translation and Qt's own (for standard buttons and dialogs) through the one
// TextTranslator (gui/retranslate.h), makes the language's locale the default for numbers and
// dates, and re-translates the windows already open: their texts at once (retranslateWidgets),
// then QEvent::LanguageChange for what rebuilds its texts itself (the start page, the titles).

#include <QLocale>
#include <QString>

namespace pb::gui {

class TextTranslator;

// The language remembered in the settings; empty for the system's.
QString savedLanguage();
void saveLanguage(const QString& code);

// Applies a language ("" for the system's). The first call installs the translator; call it
// before the first window is built, so that every text is one it gave out.
void applyLanguage(const QString& code);
// The language applied last ("" for the system's, also before any was applied).
QString currentLanguage();
// The locale for a language: the system's for "", else the language in the system's territory
// when Qt knows such a locale (de_CH), else the language's own (de_DE).
QLocale localeForLanguage(const QString& code);
// The translator installed by applyLanguage; nullptr before.
TextTranslator* textTranslator();

} // namespace pb::gui
