#include "gui/honeycomb/problemlibrary.h"
#include "gui/gamefiles.h"
#include "common/datadir.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

namespace pb::gui {

using namespace pb::honeycomb;

namespace honeycombfiles {

QString lastDir() { return lastFolder(QStringLiteral("honeycomb")); }

void rememberDir(const QString& file) { rememberFolder(QStringLiteral("honeycomb"), file); }

bool isBuiltIn(const QString& path)
{
    return path.startsWith(QLatin1String(":/"));
}

} // namespace honeycombfiles

void ProblemLibrary::add(const Problem& problem, const QString& path)
{
    m_problems[problem.id] = {problem, path};
}

const Problem* ProblemLibrary::find(int id, const QString& nearPath, QWidget* parent, QString* path)
{
    if (const auto it = m_problems.find(id); it != m_problems.end()) {
        *path = it->second.second;
        return &it->second.first;
    }
    QStringList candidates;
    const QString name = QStringLiteral("problem_%1.json").arg(id);
    if (!nearPath.isEmpty()) {
        const QDir dir = QFileInfo(nearPath).dir();
        candidates << dir.filePath(name) << dir.filePath(QStringLiteral("problems/") + name);
    }
    if (const QString ref = pb::referenceDir(); !ref.isEmpty())
        candidates << QDir(ref).filePath(QStringLiteral("honeycomb/problems/") + name);
    for (const QString& candidate : candidates) {
        if (!QFileInfo::exists(candidate))
            continue;
        const ProblemParse parse = loadProblem(candidate);
        if (parse.ok() && parse.problem.id == id) {
            add(parse.problem, candidate);
            *path = candidate;
            return &m_problems[id].first;
        }
    }
    // Not found: ask.
    const QString chosen = QFileDialog::getOpenFileName(
        parent, tr("Where is problem %1?").arg(id),
        nearPath.isEmpty() || honeycombfiles::isBuiltIn(nearPath) ? honeycombfiles::lastDir() : QFileInfo(nearPath).absolutePath(),
        tr("Honeycomb problems (*.json);;All files (*)"));
    if (chosen.isEmpty())
        return nullptr;
    const ProblemParse parse = loadProblem(chosen);
    if (!parse.ok()) {
        QMessageBox::warning(parent, tr("Open problem"), parse.error);
        return nullptr;
    }
    if (parse.problem.id != id) {
        QMessageBox::warning(parent, tr("Open problem"),
                             tr("%1 is problem %2, not problem %3").arg(chosen).arg(parse.problem.id).arg(id));
        return nullptr;
    }
    add(parse.problem, chosen);
    *path = chosen;
    return &m_problems[id].first;
}

} // namespace pb::gui
