// The Ants workspace's files: worlds (opened, generated, saved) and brains (opened, saved).
#include "gui/ants/antsdocument.h"

#include "gui/gamefiles.h"

#include "ants/braineditor.h"
#include "ants/worldgen.h"
#include "ants/worldview.h"
#include "common/textfile.h"

#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTabWidget>

namespace pb::gui {

using namespace pb::ants;

namespace {

QString readText(const QString& path, QString* error)
{
    const auto bytes = readFileBytes(path, error);
    if (!bytes)
        return {};
    return QString::fromUtf8(bytes->data(), static_cast<qsizetype>(bytes->size()));
}

} // namespace

AntsDocument* AntsDocument::createSample(QWidget* parent)
{
    auto* doc = new AntsDocument(parent);
    QString error;
    const WorldParse world = loadWorld(QStringLiteral(":/ants/sample0.world"));
    const QString red = readText(QStringLiteral(":/ants/dunkosmiloolump-1.ant"), &error);
    const QString black = readText(QStringLiteral(":/ants/frictionless_bananas-1.ant"), &error);
    doc->setGame(world.world, QStringLiteral(":/ants/sample0.world"), red,
                 QStringLiteral(":/ants/dunkosmiloolump-1.ant"), black,
                 QStringLiteral(":/ants/frictionless_bananas-1.ant"));
    return doc;
}

bool AntsDocument::saveBrainTo(Color color, const QString& path)
{
    const int c = index(color);
    QString error;
    if (!writeFileBytes(path, m_editors[c]->text().toStdString(), &error)) {
        QMessageBox::warning(this, tr("Save brain"), tr("%1: %2").arg(path, error));
        return false;
    }
    m_brainPaths[c] = path;
    m_editors[c]->setFileName(path);
    m_editors[c]->setModified(false);
    announceSaved(path);
    emit statusMessage(tr("Saved %1").arg(path));
    return true;
}

bool AntsDocument::saveBrainAs(Color color)
{
    const int c = index(color);
    const bool source = m_editors[c]->isSourceLanguage();
    const QString suggested = m_brainPaths[c].isEmpty()
        ? (source ? QStringLiteral("brain.antl") : QStringLiteral("brain.ant"))
        : QFileInfo(m_brainPaths[c]).fileName();
    const QString path = askSavePath(this, gameId(), tr("Save %1 brain as").arg(colorName(color).toLower()), suggested,
                                     source ? tr("Brain language (*.antl);;All files (*)")
                                            : tr("Ant brains (*.ant);;All files (*)"));
    return !path.isEmpty() && saveBrainTo(color, path);
}

bool AntsDocument::saveWorldAs()
{
    const QString suggested = m_worldPath.isEmpty() || isBuiltInPath(m_worldPath)
        ? QStringLiteral("world-%1.world").arg(m_generatedSeed)
        : QFileInfo(m_worldPath).fileName();
    const QString path = askSavePath(this, gameId(), tr("Save world as"), suggested, tr("Ant worlds (*.world);;All files (*)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!writeFileBytes(path, writeWorld(m_world), &error)) {
        QMessageBox::warning(this, tr("Save world"), tr("%1: %2").arg(path, error));
        return false;
    }
    m_worldPath = path;
    m_worldModified = false;
    announceSaved(path);
    emit statusMessage(tr("Saved %1").arg(path));
    return true;
}

bool AntsDocument::save()
{
    for (int c = 0; c < 2; ++c) {
        if (!m_editors[c]->isModified())
            continue;
        const Color color = static_cast<Color>(c);
        const bool ok = m_brainPaths[c].isEmpty() || isBuiltInPath(m_brainPaths[c])
            ? saveBrainAs(color)
            : saveBrainTo(color, m_brainPaths[c]);
        if (!ok)
            return false;
    }
    if (m_worldModified && !saveWorldAs())
        return false;
    return true;
}

bool AntsDocument::saveAs()
{
    const int tab = m_side->currentIndex();
    if (tab == 1 || tab == 2)
        return saveBrainAs(static_cast<Color>(tab - 1));
    return saveWorldAs();
}

bool AntsDocument::openFile(const QString& path, QString* error)
{
    error->clear();
    if (path.endsWith(QLatin1String(".world"), Qt::CaseInsensitive))
        return openWorldFile(path, error);
    if (path.endsWith(QLatin1String(".ant"), Qt::CaseInsensitive) || isSourcePath(path))
        return openBrainFile(path, error);
    *error = tr("%1: not an ants file (.world, .ant or .antl)").arg(path);
    return false;
}

bool AntsDocument::openWorldFile(const QString& path, QString* error)
{
    const WorldParse parse = loadWorld(path);
    if (!parse.ok()) {
        QStringList lines;
        for (const Diagnostic& d : parse.diagnostics)
            lines << d.toString();
        *error = lines.join(QLatin1Char('\n'));
        return false;
    }
    setWorld(parse.world, path, false);
    restart();
    m_view->fitToView();
    emit fileUsed(path);
    return true;
}

// Asks which colour the brain is for (and before replacing an edited one); cancelling is no error.
bool AntsDocument::openBrainFile(const QString& path, QString* error)
{
    const std::optional<Color> color =
        askBrainColor(tr("Open brain"), tr("Load %1 as the red or the black brain?").arg(QFileInfo(path).fileName()));
    if (!color)
        return true;  // cancelled: nothing to report
    const int c = index(*color);
    const QString text = readText(path, error);
    if (!error->isEmpty())
        return false;
    loadBrain(c, text, path, isSourcePath(path));
    m_side->setCurrentIndex(1 + c);
    restart();
    emit fileUsed(path);
    emit titleChanged();
    return true;
}

std::optional<Color> AntsDocument::askBrainColor(const QString& title, const QString& question)
{
    QMessageBox ask(QMessageBox::Question, title, question, QMessageBox::Cancel, this);
    QPushButton* red = ask.addButton(tr("Red"), QMessageBox::AcceptRole);
    QPushButton* black = ask.addButton(tr("Black"), QMessageBox::AcceptRole);
    ask.exec();
    if (ask.clickedButton() != red && ask.clickedButton() != black)
        return std::nullopt;
    const int c = ask.clickedButton() == red ? 0 : 1;
    if (m_editors[c]->isModified()) {
        const auto answer = QMessageBox::question(
            this, title,
            tr("The %1 brain has unsaved changes. Replace it?").arg(colorName(static_cast<Color>(c)).toLower()));
        if (answer != QMessageBox::Yes)
            return std::nullopt;
    }
    return static_cast<Color>(c);
}

bool AntsDocument::newRandomWorld()
{
    if (m_worldModified) {
        const auto answer = QMessageBox::question(this, tr("New random world"),
                                                  tr("The generated world is not saved. Replace it?"));
        if (answer != QMessageBox::Yes)
            return false;
    }
    bool ok = false;
    const int seed = QInputDialog::getInt(this, tr("New random world"),
                                          tr("Seed of the world (the same seed gives the same world):"),
                                          static_cast<int>(QRandomGenerator::global()->bounded(1, 1000000)),
                                          0, 2147483647, 1, &ok);
    if (!ok)
        return false;
    generateWorld(static_cast<std::uint32_t>(seed));
    return true;
}

void AntsDocument::generateWorld(std::uint32_t seed)
{
    // The seed first: setWorld announces the new title, which names it.
    m_generatedSeed = seed;
    setWorld(generateContestWorld(seed), QString(), true);
    restart();
    m_view->fitToView();
    emit statusMessage(tr("Generated a contest world from seed %1").arg(seed));
}

} // namespace pb::gui
