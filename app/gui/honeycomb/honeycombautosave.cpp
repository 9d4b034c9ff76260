// The Honeycomb workspace's autosave (gui/autosave.h): the solutions as they would be saved (the
// shown entry with the commands played by hand so far), where its problem came from, the phrases
// and the command shown.
#include "gui/honeycomb/honeycombdocument.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace pb::gui {

using namespace pb::honeycomb;

namespace {
const QString kProblemPath = QStringLiteral("problemPath");
const QString kSolutionsPath = QStringLiteral("solutionsPath");
const QString kEntries = QStringLiteral("entries");
const QString kEntry = QStringLiteral("entry");
const QString kPhrases = QStringLiteral("phrases");
const QString kPosition = QStringLiteral("position");
} // namespace

QJsonObject HoneycombDocument::autosaveState() const
{
    if (!isModified() || m_entries.empty())
        return {};
    std::vector<SolutionEntry> entries = m_entries;
    SolutionEntry& shown = entries[static_cast<std::size_t>(m_entry)];
    // While a replay is built the entry already holds its text; else the replay has the latest.
    if (!m_busy && shown.solution != m_replay->solution()) {
        shown.solution = m_replay->solution();
        shown.tag = QStringLiteral("playbench");  // as saveTo: the old tag's score no longer holds
    }
    return {{kProblemPath, m_problemPath},
            {kSolutionsPath, m_solutionsPath},
            {kEntries, QJsonDocument::fromJson(writeSolutions(entries)).array()},
            {kEntry, m_entry},
            {kPhrases, QJsonArray::fromStringList(m_phrases)},
            {kPosition, m_position}};
}

bool HoneycombDocument::restoreAutosave(const QJsonObject& state, QString* error)
{
    const SolutionsParse parse = parseSolutions(QJsonDocument(state.value(kEntries).toArray()).toJson(), tr("autosave"));
    if (!parse.ok()) {
        *error = parse.error;
        return false;
    }
    // Its problem, from the file it was read from (the library finds the others).
    const QString problemPath = state.value(kProblemPath).toString();
    if (QFile file(problemPath); !problemPath.isEmpty() && file.open(QIODevice::ReadOnly)) {
        const ProblemParse problem = pb::honeycomb::parseProblem(file.readAll(), problemPath);
        if (problem.ok())
            addProblem(problem.problem, problemPath);
    }
    QStringList phrases;
    for (const QJsonValue& v : state.value(kPhrases).toArray())
        phrases << v.toString();
    if (!phrases.isEmpty())
        m_phrases = phrases;  // before the replay setSolutions starts
    if (!setSolutions(parse.entries, state.value(kSolutionsPath).toString(), state.value(kEntry).toInt(), error))
        return false;
    m_dirty = true;  // the restored work is not in a file
    const int position = state.value(kPosition).toInt();
    connect(this, &HoneycombDocument::replayReady, this, [this, position] { seek(position); }, Qt::SingleShotConnection);
    emit modifiedChanged();
    emit titleChanged();
    return true;
}

} // namespace pb::gui
