#pragma once

#include <QString>

#include <optional>

class QWidget;

namespace pb::gui {

// Asks for a Less program's command line for a seat (recent commands, Browse...), checks that
// it is a program and not a bot spec. Nothing when cancelled.
std::optional<QString> askLessProgram(QWidget* parent, const QString& colour, const QString& current, qint64 timeMs);

// Puts a command first in the recent programs (at most ten are kept).
void rememberLessProgram(const QString& command);

} // namespace pb::gui
