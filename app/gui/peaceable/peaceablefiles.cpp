// The Peaceable workspace's files: test inputs, and answers in the contest's output format.
#include "gui/peaceable/peaceabledocument.h"

#include "gui/gamefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>
#include <QUndoStack>

#include <optional>
#include <string>

namespace pb::gui {

using namespace pb::peaceable;

namespace {

// Reads a whole file and parses it with `parse`: the parse, or nothing with the reason in `error`.
template <class Parser>
auto readParsed(const QString& path, QString* error, Parser parse) -> std::optional<decltype(parse(std::string()))>
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = PeaceableDocument::tr("%1: cannot read: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    auto result = parse(f.readAll().toStdString());
    if (!result.ok()) {
        if (error)
            *error = PeaceableDocument::tr("%1: %2").arg(path, result.error);
        return std::nullopt;
    }
    return result;
}

} // namespace

bool PeaceableDocument::looksLikeProblem(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = f.read(4096);
    const QList<QByteArray> lines = head.split('\n');
    if (lines.size() < 4)
        return false;
    bool okN = false, okC = false;
    const int n = lines[0].trimmed().toInt(&okN);
    const int c = lines[1].trimmed().toInt(&okC);
    const QByteArray third = lines[2].trimmed();
    return okN && okC && n >= kMinN && n <= kMaxN && c >= kMinPlayers && c <= kMaxPlayers &&
           (third == "." || third == "#");
}

bool PeaceableDocument::loadProblemFile(const QString& path, QString* error)
{
    const auto parse = readParsed(path, error, [](const std::string& text) { return parseProblem(text); });
    if (!parse)
        return false;
    m_seed = 0;
    setProblem(parse->problem, QFileInfo(path).fileName());
    emit fileUsed(path);
    return true;
}

bool PeaceableDocument::openFile(const QString& path, QString* error)
{
    if (looksLikeProblem(path))
        return loadProblemFile(path, error);
    return openAnswer(path, error);
}

bool PeaceableDocument::openAnswer(const QString& path, QString* error)
{
    const int n = m_problem.n;
    const auto parse = readParsed(path, error, [n](const std::string& text) { return parseAnswer(text, n); });
    if (!parse)
        return false;
    const Verdict verdict = checkAnswer(m_problem, parse->answer);
    if (verdict.count(Violation::WallRemoved) + verdict.count(Violation::WallAdded) > 0 && error) {
        // Still loaded (walls come from the test), but say so.
        message(tr("%1: the answer's walls differ from the test's; the test's are kept.").arg(path));
    }
    m_undo->clear();
    m_board->load(parse->answer);
    m_answerPath = path;
    m_modified = false;
    emit fileUsed(path);
    emit titleChanged();
    refresh();
    message(tr("Opened %1: score %2.").arg(QFileInfo(path).fileName()).arg(m_board->score()));
    return true;
}

bool PeaceableDocument::saveAnswer(const QString& path, QString* error)
{
    QSaveFile f(path);
    const std::string text = writeAnswer(m_board->toAnswer());
    if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), static_cast<qint64>(text.size())) < 0 || !f.commit()) {
        if (error)
            *error = tr("%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    m_answerPath = path;
    m_modified = false;
    announceSaved(path);
    return true;
}

bool PeaceableDocument::save()
{
    if (m_answerPath.isEmpty())
        return saveAs();
    QString error;
    if (!saveAnswer(m_answerPath, &error)) {
        QMessageBox::warning(this, tr("Save Answer"), error);
        return false;
    }
    return true;
}

bool PeaceableDocument::saveAs()
{
    const QString suggested = m_seed > 0 ? tr("seed_%1.out").arg(m_seed) : tr("answer.out");
    const QString path = askSavePath(this, gameId(), tr("Save Answer"), suggested, tr("Answers (*.out *.txt);;All files (*)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!saveAnswer(path, &error)) {
        QMessageBox::warning(this, tr("Save Answer"), error);
        return false;
    }
    message(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void PeaceableDocument::askOpenAnswer()
{
    const QString path = askOpenPath(this, gameId(), tr("Open Answer"), tr("Answers (*.out *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openAnswer(path, &error))
        QMessageBox::warning(this, tr("Open Answer"), error);
}

} // namespace pb::gui
