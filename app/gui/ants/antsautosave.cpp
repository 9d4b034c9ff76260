// The Ants workspace's autosave (gui/autosave.h): the brains being edited, with the world and
// seed they were played on.
#include "gui/ants/antsdocument.h"

#include "ants/braineditor.h"
#include "ants/worldgen.h"

#include <QJsonArray>
#include <QSpinBox>

namespace pb::gui {

using namespace pb::ants;

namespace {
const QString kWorld = QStringLiteral("world");
const QString kGenerated = QStringLiteral("generatedSeed");
const QString kSeed = QStringLiteral("seed");
const QString kRounds = QStringLiteral("rounds");
const QString kBrains = QStringLiteral("brains");
const QString kPath = QStringLiteral("path");
const QString kText = QStringLiteral("text");
const QString kModified = QStringLiteral("modified");
const QString kLanguage = QStringLiteral("language");  // "antl": the brain language; else .ant
const QString kAntl = QStringLiteral("antl");
} // namespace

QJsonObject AntsDocument::autosaveState() const
{
    if (!isModified())
        return {};
    QJsonArray brains;
    for (int c = 0; c < 2; ++c)
        brains.append(QJsonObject{{kPath, m_brainPaths[c]},
                                  {kText, m_editors[c]->text()},
                                  {kModified, m_editors[c]->isModified()},
                                  {kLanguage, m_editors[c]->isSourceLanguage() ? kAntl : QStringLiteral("ant")}});
    QJsonObject state{{kWorld, m_worldPath}, {kSeed, m_seed->value()}, {kRounds, m_rounds}, {kBrains, brains}};
    if (m_worldPath.isEmpty() && m_worldModified)
        state.insert(kGenerated, static_cast<qint64>(m_generatedSeed));
    return state;
}

bool AntsDocument::restoreAutosave(const QJsonObject& state, QString* error)
{
    const QJsonArray brains = state.value(kBrains).toArray();
    if (brains.size() != 2) {
        *error = tr("the autosaved workspace has no brains");
        return false;
    }
    // The world: a generated one again from its seed, a file read again (if it still reads; else
    // the sample's stays: the brains are the work).
    const QString worldPath = state.value(kWorld).toString();
    if (state.contains(kGenerated)) {
        m_generatedSeed = static_cast<std::uint32_t>(state.value(kGenerated).toInteger());
        setWorld(generateContestWorld(m_generatedSeed), QString(), true);
    } else if (!worldPath.isEmpty()) {
        const WorldParse parse = loadWorld(worldPath);
        if (parse.ok())
            setWorld(parse.world, worldPath, false);
    }
    m_rounds = state.value(kRounds).toInt(m_rounds);
    m_seed->setValue(state.value(kSeed).toInt(m_seed->value()));
    for (int c = 0; c < 2; ++c) {
        const QJsonObject brain = brains[c].toObject();
        const QString path = brain.value(kPath).toString();
        // An autosave from before the language was saved: by the file's suffix.
        const bool source = brain.contains(kLanguage) ? brain.value(kLanguage).toString() == kAntl : isSourcePath(path);
        loadBrain(c, brain.value(kText).toString(), path, source);
        m_editors[c]->setModified(brain.value(kModified).toBool());
    }
    restart();  // with the brains as restored; one with errors shows them and the game waits
    emit titleChanged();
    emit modifiedChanged();
    return true;
}

} // namespace pb::gui
