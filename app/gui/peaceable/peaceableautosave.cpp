// The Peaceable workspace's autosave (gui/autosave.h): an unsaved placement, with its test (an
// official seed, or the test's input text when it came from a file) and the answer's file.
#include "gui/peaceable/peaceabledocument.h"

#include <QUndoStack>

namespace pb::gui {

using namespace pb::peaceable;

namespace {
const QString kSeed = QStringLiteral("seed");
const QString kProblem = QStringLiteral("problem");
const QString kName = QStringLiteral("name");
const QString kAnswer = QStringLiteral("answer");
const QString kAnswerPath = QStringLiteral("answerPath");
} // namespace

QJsonObject PeaceableDocument::autosaveState() const
{
    if (!m_modified)
        return {};
    QJsonObject state{{kName, m_name},
                      {kAnswerPath, m_answerPath},
                      {kAnswer, QString::fromStdString(writeAnswer(m_board->toAnswer()))}};
    if (m_seed > 0)
        state.insert(kSeed, m_seed);
    else
        state.insert(kProblem, QString::fromStdString(writeProblem(m_problem)));
    return state;
}

bool PeaceableDocument::restoreAutosave(const QJsonObject& state, QString* error)
{
    if (const qint64 seed = state.value(kSeed).toInteger(); seed > 0) {
        loadSeed(seed);
    } else {
        const ProblemParse parse = parseProblem(state.value(kProblem).toString().toStdString());
        if (!parse.ok()) {
            *error = tr("the autosaved test: %1").arg(parse.error);
            return false;
        }
        m_seed = 0;
        setProblem(parse.problem, state.value(kName).toString());
    }
    const AnswerParse answer = parseAnswer(state.value(kAnswer).toString().toStdString(), m_problem.n);
    if (!answer.ok()) {
        *error = tr("the autosaved answer: %1").arg(answer.error);
        return false;
    }
    m_undo->clear();
    m_board->load(answer.answer);
    m_answerPath = state.value(kAnswerPath).toString();
    m_modified = true;  // the restored placement is in no file yet
    emit titleChanged();
    emit modifiedChanged();
    emit changed();
    refresh();
    message(tr("Restored the unsaved answer: score %1.").arg(m_board->score()));
    return true;
}

} // namespace pb::gui
