#include "common/diagnostic.h"

#include <QCoreApplication>

namespace pb {

QString Diagnostic::toString() const
{
    QString where = file.isEmpty() ? QStringLiteral("<input>") : file;
    if (line > 0) {
        where += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            where += QLatin1Char(':') + QString::number(column);
    }
    const QString kind = severity == Severity::Error
        ? QCoreApplication::translate("Diagnostic", "error")
        : QCoreApplication::translate("Diagnostic", "warning");
    return where + QStringLiteral(": ") + kind + QStringLiteral(": ") + message;
}

bool hasErrors(const Diagnostics& diagnostics)
{
    for (const Diagnostic& d : diagnostics)
        if (d.isError())
            return true;
    return false;
}

} // namespace pb
