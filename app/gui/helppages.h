#pragma once

#include <QList>
#include <QString>
#include <QUrl>

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

// Help > User Guide: the guide's page of a game's workspace ("ants", ..., "tournament"), the
// index for anything else. The guide (docs/guide: a Markdown page per workspace, its screenshots)
// is built in as resources, under qrc:/docs/guide/.
QUrl userGuidePage(const QString& gameId);

// A non-modal window showing the user guide at `page`, named "userGuideWindow", deleted when
// closed; an earlier one under `parent` is reused. Links between the guide's pages and to its
// images are followed inside it (Back, Forward and Contents as in a browser), external links open
// in the desktop's browser; images are scaled down to the window's width.
QWidget* showUserGuidePage(QWidget* parent, const QUrl& page);

// A non-modal window showing HTML, named `objectName`, deleted when closed; an earlier one of the
// same name under `parent` is reused.
QWidget* showHtmlWindow(QWidget* parent, const QString& objectName, const QString& title, const QString& html);

} // namespace pb::gui
