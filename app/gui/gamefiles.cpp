#include "gui/gamefiles.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>

namespace pb::gui {

namespace {
QString key(const QString& game)
{
    return game + QStringLiteral("/lastDir");
}
} // namespace

QString lastFolder(const QString& game)
{
    return QSettings().value(key(game), QDir::homePath()).toString();
}

void rememberFolder(const QString& game, const QString& file)
{
    QSettings().setValue(key(game), QFileInfo(file).absolutePath());
}

QString askOpenPath(QWidget* parent, const QString& game, const QString& title, const QString& filter)
{
    const QString path = QFileDialog::getOpenFileName(parent, title, lastFolder(game), filter);
    if (!path.isEmpty())
        rememberFolder(game, path);
    return path;
}

QString askSavePath(QWidget* parent, const QString& game, const QString& title, const QString& suggestedName,
                    const QString& filter)
{
    const QString path = QFileDialog::getSaveFileName(parent, title, QDir(lastFolder(game)).filePath(suggestedName), filter);
    if (!path.isEmpty())
        rememberFolder(game, path);
    return path;
}

} // namespace pb::gui
