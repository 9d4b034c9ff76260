#pragma once

#include <QString>

#include <functional>
#include <optional>

class QWidget;

namespace pb::gui {

// Asks for a Less program's command line for a seat (recent commands, Browse...), checks that
// it is a program and not a bot spec. Nothing when cancelled.
std::optional<QString> askLessProgram(QWidget* parent, const QString& colour, const QString& current, qint64 timeMs);

// The New Game question: a seed or a 112-digit wall string in a field (objectName
// "newGameText"). OK runs `check` on the text; a refused text keeps the dialog open with the
// reason beside the field ("newGameError") and the text as typed. Nothing when cancelled.
std::optional<QString> askLessNewGame(QWidget* parent, const QString& initial,
                                      const std::function<bool(const QString&, QString*)>& check);

// Puts a command first in the recent programs (at most ten are kept).
void rememberLessProgram(const QString& command);

} // namespace pb::gui
