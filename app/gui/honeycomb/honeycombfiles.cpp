// The Honeycomb workspace's files: opening a problem or a solutions file, saving the solutions
// as a contest solutions file, and the title they give the tab.
#include "gui/honeycomb/honeycombdocument.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMessageBox>
#include <QSaveFile>
#include <QUndoStack>

namespace pb::gui {

using namespace pb::honeycomb;
using honeycombfiles::isBuiltIn;

QString HoneycombDocument::title() const
{
    QString name;
    if (!m_solutionsPath.isEmpty() && !isBuiltIn(m_solutionsPath))
        name = QFileInfo(m_solutionsPath).fileName();
    else if (isBuiltIn(m_solutionsPath))
        name = tr("sample, problem %1").arg(m_problem.id);
    else
        name = tr("problem %1").arg(m_problem.id);
    return tr("Honeycomb: %1").arg(name) + (isModified() ? QStringLiteral(" *") : QString());
}

QString HoneycombDocument::askSavePath()
{
    const QString suggested = m_solutionsPath.isEmpty() || isBuiltIn(m_solutionsPath)
        ? QStringLiteral("solutions_problem_%1.json").arg(m_problem.id)
        : QFileInfo(m_solutionsPath).fileName();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save solutions"),
                                                      QDir(honeycombfiles::lastDir()).filePath(suggested),
                                                      tr("Honeycomb solutions (*.json);;All files (*)"));
    if (!path.isEmpty())
        honeycombfiles::rememberDir(path);
    return path;
}

bool HoneycombDocument::saveTo(const QString& path, QString* error)
{
    if (m_busy) {
        *error = tr("the solution is still being replayed");
        return false;
    }
    if (m_entries.empty()) {
        *error = tr("there is no problem and no solution to save yet");
        return false;
    }
    std::vector<SolutionEntry> entries = m_entries;
    SolutionEntry& shown = entries[static_cast<std::size_t>(m_entry)];
    if (shown.solution != m_replay->solution() || m_dirty) {
        shown.solution = m_replay->solution();
        shown.tag = QStringLiteral("playbench");  // the old tag's score no longer holds
    }
    QSaveFile file(path);
    const QByteArray bytes = writeSolutions(entries);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = tr("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    m_entries = entries;
    m_solutionsPath = path;
    m_dirty = false;
    m_undo->setClean();
    m_ui.showEntries(m_entries, m_entry);
    emit fileUsed(path);
    emit titleChanged();
    emit modifiedChanged();
    message(tr("Saved %1").arg(path));
    return true;
}

bool HoneycombDocument::saveOrWarn(const QString& path)
{
    QString error;
    if (!saveTo(path, &error)) {
        QMessageBox::warning(this, tr("Save solutions"), error);
        return false;
    }
    return true;
}

bool HoneycombDocument::save()
{
    if (m_solutionsPath.isEmpty() || isBuiltIn(m_solutionsPath))
        return saveAs();
    return saveOrWarn(m_solutionsPath);
}

bool HoneycombDocument::saveAs()
{
    const QString path = askSavePath();
    return !path.isEmpty() && saveOrWarn(path);
}

bool HoneycombDocument::openFile(const QString& path, QString* error)
{
    error->clear();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    switch (jsonKind(bytes)) {
    case JsonKind::Problem: {
        const ProblemParse parse = parseProblem(bytes, path);
        if (!parse.ok()) {
            *error = parse.error;
            return false;
        }
        setProblem(parse.problem, path);
        break;
    }
    case JsonKind::Solutions: {
        const SolutionsParse parse = parseSolutions(bytes, path);
        if (!parse.ok()) {
            *error = parse.error;
            return false;
        }
        if (!setSolutions(parse.entries, path, 0, error))
            return false;
        break;
    }
    case JsonKind::Other: {
        QJsonParseError parseError{};
        QJsonDocument::fromJson(bytes, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            *error = tr("%1:%2: error: not valid JSON: %3")
                         .arg(path, lineColumnOf(bytes, parseError.offset), parseError.errorString());
        else
            *error = tr("%1: neither a Honeycomb problem (an object with units, width and sourceSeeds) nor a "
                        "solutions list (objects with problemId and solution)")
                         .arg(path);
        return false;
    }
    }
    if (!isBuiltIn(path))
        honeycombfiles::rememberDir(path);
    emit fileUsed(path);
    return true;
}

} // namespace pb::gui
