#pragma once

#include <QList>
#include <QString>

class QAction;
class QMenuBar;
class QWidget;

namespace pb::gui {

// Help > Keyboard Shortcuts: every action of the menu bar (the Game menu is the workspace's in
// front) and every action or button with a shortcut inside `workspace`, as an HTML table made
// when asked, so it always matches the program.
QString shortcutsHtml(QMenuBar* menuBar, QWidget* workspace);

// Help > Guide to This Workspace: a few paragraphs on the workspace of a game ("ants", ...,
// "tournament"; anything else: the start page), translated.
QString guideHtml(const QString& gameId);

// A non-modal window showing HTML, named `objectName`, deleted when closed; an earlier one of the
// same name under `parent` is reused.
QWidget* showHtmlWindow(QWidget* parent, const QString& objectName, const QString& title, const QString& html);

} // namespace pb::gui
