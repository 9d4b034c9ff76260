#pragma once

// How Playbench's programs (the desktop and the command line) start: their names and version,
// and the translation for the user's language (built in under :/i18n) when there is one.

#include <QString>

namespace pb {

// Call once, right after the QCoreApplication (or QApplication) is made.
void startApplication(const QString& name, const QString& version);

} // namespace pb
