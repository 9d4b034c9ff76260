#pragma once

#include <QString>
#include <vector>

namespace pb {

// One message about a user's file: where it is and what is wrong.
struct Diagnostic {
    enum class Severity { Warning, Error };

    Severity severity = Severity::Error;
    QString file;     // as the user named it; may be empty for text typed in an editor
    int line = 0;     // 1-based; 0 when the message is about the whole file
    int column = 0;   // 1-based; 0 when the message is about a whole line
    QString message;

    bool isError() const { return severity == Severity::Error; }

    // "file:line:column: error: message", the form compilers and editors understand.
    QString toString() const;
};

using Diagnostics = std::vector<Diagnostic>;

bool hasErrors(const Diagnostics& diagnostics);

} // namespace pb
