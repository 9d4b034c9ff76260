#include "gui/language.h"

#include "gui/retranslate.h"

#include "common/startup.h"

#include <QApplication>
#include <QPointer>
#include <QSettings>
#include <QWidget>

namespace pb::gui {

namespace {
const QString kLanguageKey = QStringLiteral("language");
QPointer<TextTranslator> g_translator;
QString g_current;
} // namespace

QString savedLanguage()
{
    return QSettings().value(kLanguageKey).toString();
}

void saveLanguage(const QString& code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(kLanguageKey);
    else
        settings.setValue(kLanguageKey, code);
}

QLocale localeForLanguage(const QString& code)
{
    const QLocale system = QLocale::system();
    if (code.isEmpty())
        return system;
    // Qt falls back to the language's own territory when it has no such locale.
    return QLocale(QLocale(code).language(), system.territory());
}

QString currentLanguage()
{
    return g_current;
}

TextTranslator* textTranslator()
{
    return g_translator.data();
}

void applyLanguage(const QString& code)
{
    const QLocale locale = localeForLanguage(code);
    QLocale::setDefault(locale);
    g_current = code;
    if (!g_translator) {
        g_translator = new TextTranslator(QCoreApplication::instance());
        g_translator->setTranslators(translatorsFor(locale));
        QCoreApplication::installTranslator(g_translator);  // sends QEvent::LanguageChange
        return;
    }
    g_translator->setTranslators(translatorsFor(locale));
    // The texts of what is open, at once; then the event (posted to every window, and from each
    // to everything in it) for those who rebuild texts of their own.
    for (QWidget* window : QApplication::topLevelWidgets())
        retranslateWidgets(window, *g_translator);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
}

} // namespace pb::gui
