// The Ants workspace's brains in the brain language (docs/ant-language.md): compiled for the
// game, exported as .ant, started from the sample forager.
#include "gui/ants/antsdocument.h"

#include "gui/gamefiles.h"

#include "ants/antl/compiler.h"
#include "ants/braineditor.h"
#include "ants/cellinspector.h"
#include "common/textfile.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QTabWidget>

namespace pb::gui {

using namespace pb::ants;

bool AntsDocument::isSourcePath(const QString& path)
{
    return path.endsWith(QLatin1String(".antl"), Qt::CaseInsensitive);
}

BrainParse AntsDocument::editorBrain(int c) const
{
    const std::string text = m_editors[c]->text().toStdString();
    if (!m_editors[c]->isSourceLanguage())
        return parseBrain(text, m_brainPaths[c]);
    CompileResult compiled = compileBrain(text, m_brainPaths[c]);
    return BrainParse{std::move(compiled.brain), std::move(compiled.diagnostics)};
}

bool AntsDocument::exportCompiledBrain(Color color, const QString& path, QString* error)
{
    const int c = index(color);
    if (!m_editors[c]->isSourceLanguage()) {
        *error = tr("The %1 brain is not in the brain language: it is already a state machine (Save Brain As).")
                     .arg(colorName(color).toLower());
        return false;
    }
    const BrainParse compiled = editorBrain(c);
    if (!compiled.ok()) {
        *error = tr("The %1 brain has errors; fix them to export it.").arg(colorName(color).toLower());
        return false;
    }
    if (!writeFileBytes(path, compiled.brain.toText(), error))
        return false;
    announceSaved(path);
    emit statusMessage(tr("Saved the compiled %1 brain (%n states) as %2", nullptr, compiled.brain.stateCount())
                           .arg(colorName(color).toLower(), path));
    return true;
}

bool AntsDocument::saveCompiledBrainAs()
{
    // The brain tab in front, or else the first brain in the language.
    int c = m_side->currentIndex() - 1;
    if (c != 0 && c != 1)
        c = m_editors[0]->isSourceLanguage() ? 0 : 1;
    const Color color = static_cast<Color>(c);
    QString error;
    if (!m_editors[c]->isSourceLanguage() || !editorBrain(c).ok()) {
        exportCompiledBrain(color, QString(), &error);
        QMessageBox::information(this, tr("Save compiled brain"), error);
        return false;
    }
    const QString base = m_brainPaths[c].isEmpty() || isBuiltInPath(m_brainPaths[c])
        ? QStringLiteral("brain")
        : QFileInfo(m_brainPaths[c]).completeBaseName();
    const QString path = askSavePath(this, gameId(), tr("Save the compiled %1 brain as").arg(colorName(color).toLower()),
                                     base + QStringLiteral(".ant"), tr("Ant brains (*.ant);;All files (*)"));
    if (path.isEmpty())
        return false;
    if (!exportCompiledBrain(color, path, &error)) {
        QMessageBox::warning(this, tr("Save compiled brain"), tr("%1: %2").arg(path, error));
        return false;
    }
    return true;
}

void AntsDocument::newSourceBrain(Color color)
{
    const int c = index(color);
    QString error;
    const auto bytes = readFileBytes(QStringLiteral(":/ants/sample.antl"), &error);
    const QString text = bytes ? QString::fromUtf8(bytes->data(), static_cast<qsizetype>(bytes->size())) : QString();
    loadBrain(c, text, QString(), true);  // untitled: saving asks where
    m_side->setCurrentIndex(1 + c);
    restart();
    emit titleChanged();
    emit modifiedChanged();
}

bool AntsDocument::askNewSourceBrain()
{
    const std::optional<Color> color =
        askBrainColor(tr("New brain in the language"),
                      tr("Replace the red or the black brain with a new brain in the ant brain language?"));
    if (!color)
        return false;
    newSourceBrain(*color);
    return true;
}

} // namespace pb::gui
