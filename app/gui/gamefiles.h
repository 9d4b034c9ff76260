#pragma once

// What the workspaces' file dialogs share: each game remembers the folder its files were last
// opened from or saved to ("<game>/lastDir" in the settings), and its dialogs start there.

#include <QString>

class QWidget;

namespace pb::gui {

// The folder the game's dialogs start in (the home folder at first).
QString lastFolder(const QString& game);
// Remembers the folder of `file` for the game's next dialog.
void rememberFolder(const QString& game, const QString& file);

// A file dialog in the game's last folder; the chosen file's folder is remembered. Empty when
// cancelled.
QString askOpenPath(QWidget* parent, const QString& game, const QString& title, const QString& filter);
QString askSavePath(QWidget* parent, const QString& game, const QString& title, const QString& suggestedName,
                    const QString& filter);

// Files built into the program (":/..."): they open, but save as new files.
inline bool isBuiltInPath(const QString& path)
{
    return path.startsWith(QLatin1String(":/"));
}

} // namespace pb::gui
