#include "gui/tournament/antsform.h"

#include "gui/gamefiles.h"

#include "ants/tournament.h"
#include "ants/world.h"
#include "ants/worldgen.h"
#include "common/textfile.h"

#include <QButtonGroup>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pb::gui {

namespace {

const QString kBrainsKey = QStringLiteral("tournament/ants/brains");
const QString kWorldKindKey = QStringLiteral("tournament/ants/worlds");
const QString kWorldFilesKey = QStringLiteral("tournament/ants/worldFiles");
const QString kWorldCountKey = QStringLiteral("tournament/ants/worldCount");
const QString kWorldSeedKey = QStringLiteral("tournament/ants/worldSeed");
const QString kSeedKey = QStringLiteral("tournament/ants/seed");
const QString kRoundsKey = QStringLiteral("tournament/ants/rounds");

void setPaths(QListWidget* list, const QStringList& paths)
{
    list->clear();
    for (const QString& path : paths) {
        auto* item = new QListWidgetItem(QFileInfo(path).fileName(), list);
        item->setData(Qt::UserRole, path);
        item->setToolTip(path);
    }
}

QStringList paths(const QListWidget* list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        out << list->item(i)->data(Qt::UserRole).toString();
    return out;
}

bool readText(const QString& path, QString* text, QString* error)
{
    QString why;
    const auto bytes = readFileBytes(path, &why);
    if (!bytes) {
        *error = why;
        return false;
    }
    *text = QString::fromUtf8(bytes->data(), static_cast<qsizetype>(bytes->size()));
    return true;
}

// A list of files with Add and Remove buttons beside it.
QWidget* fileList(QWidget* parent, QListWidget* list, QPushButton** add, QPushButton** remove)
{
    auto* box = new QWidget(parent);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    row->addWidget(list, 1);
    auto* buttons = new QVBoxLayout;
    *add = new QPushButton(AntsTournamentForm::tr("Add..."), box);
    *remove = new QPushButton(AntsTournamentForm::tr("Remove"), box);
    buttons->addWidget(*add);
    buttons->addWidget(*remove);
    buttons->addStretch(1);
    row->addLayout(buttons);
    QObject::connect(*remove, &QPushButton::clicked, list, [list] { qDeleteAll(list->selectedItems()); });
    return box;
}

} // namespace

AntsTournamentForm::AntsTournamentForm(QWidget* parent) : TournamentForm(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* brainsBox = new QGroupBox(tr("Brains (each pair plays twice on every world, once with each colour)"), this);
    auto* brainsLayout = new QVBoxLayout(brainsBox);
    m_brains = new QListWidget(brainsBox);
    m_brains->setObjectName(QStringLiteral("antsBrains"));
    QPushButton *addBrain = nullptr, *removeBrain = nullptr;
    brainsLayout->addWidget(fileList(brainsBox, m_brains, &addBrain, &removeBrain));
    connect(addBrain, &QPushButton::clicked, this, &AntsTournamentForm::addBrains);
    layout->addWidget(brainsBox, 1);

    auto* worldsBox = new QGroupBox(tr("Worlds"), this);
    auto* worldsLayout = new QVBoxLayout(worldsBox);
    m_worldKind = new QButtonGroup(this);
    auto* samples = new QRadioButton(tr("The contest's ten sample worlds"), worldsBox);
    m_samplesNote = new QLabel(worldsBox);
    m_samplesNote->setWordWrap(true);
    m_samplesNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* generatedRow = new QHBoxLayout;
    auto* generated = new QRadioButton(tr("Contest worlds from our generator:"), worldsBox);
    m_worldCount = new QSpinBox(worldsBox);
    m_worldCount->setRange(1, 1000);
    m_worldCount->setSuffix(tr(" worlds"));
    m_worldSeed = new QSpinBox(worldsBox);
    m_worldSeed->setRange(0, 2147483647);
    m_worldSeed->setPrefix(tr("first seed "));
    generatedRow->addWidget(generated);
    generatedRow->addWidget(m_worldCount);
    generatedRow->addWidget(m_worldSeed);
    generatedRow->addStretch(1);
    auto* files = new QRadioButton(tr("World files:"), worldsBox);
    m_worldFiles = new QListWidget(worldsBox);
    m_worldFiles->setObjectName(QStringLiteral("antsWorldFiles"));
    QPushButton *addWorld = nullptr, *removeWorld = nullptr;
    QWidget* worldList = fileList(worldsBox, m_worldFiles, &addWorld, &removeWorld);
    connect(addWorld, &QPushButton::clicked, this, &AntsTournamentForm::addWorldFiles);
    m_worldKind->addButton(samples, static_cast<int>(Worlds::Samples));
    m_worldKind->addButton(generated, static_cast<int>(Worlds::Generated));
    m_worldKind->addButton(files, static_cast<int>(Worlds::Files));
    worldsLayout->addWidget(samples);
    worldsLayout->addWidget(m_samplesNote);
    worldsLayout->addLayout(generatedRow);
    worldsLayout->addWidget(files);
    worldsLayout->addWidget(worldList, 1);
    layout->addWidget(worldsBox, 1);
    connect(m_worldKind, &QButtonGroup::idClicked, this, &AntsTournamentForm::updateState);

    auto* game = new QFormLayout;
    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("antsSeed"));
    m_seed->setRange(0, 2147483647);
    m_rounds = new QSpinBox(this);
    m_rounds->setObjectName(QStringLiteral("antsRounds"));
    m_rounds->setRange(1, 10000000);
    m_rounds->setSingleStep(1000);
    m_rounds->setGroupSeparatorShown(true);
    game->addRow(tr("Game seed:"), m_seed);
    game->addRow(tr("Rounds per game:"), m_rounds);
    layout->addLayout(game);

    QSettings s;
    setBrainFiles(s.value(kBrainsKey).toStringList());
    setPaths(m_worldFiles, s.value(kWorldFilesKey).toStringList());
    m_worldCount->setValue(s.value(kWorldCountKey, 10).toInt());
    m_worldSeed->setValue(s.value(kWorldSeedKey, 1).toInt());
    m_seed->setValue(s.value(kSeedKey, 12345).toInt());
    m_rounds->setValue(s.value(kRoundsKey, 100000).toInt());
    const int kind = s.value(kWorldKindKey, static_cast<int>(sampleWorldsFound() ? Worlds::Samples : Worlds::Generated)).toInt();
    if (QAbstractButton* b = m_worldKind->button(kind))
        b->setChecked(true);
    else
        samples->setChecked(true);
    updateState();
}

QString AntsTournamentForm::sampleWorldsDir()
{
    const QString root = tournamentReferenceDir();
    return root.isEmpty() ? QString() : QDir(root).filePath(QStringLiteral("ants/worlds"));
}

bool AntsTournamentForm::sampleWorldsFound()
{
    const QString dir = sampleWorldsDir();
    if (dir.isEmpty())
        return false;
    for (int i = 0; i < 10; ++i)
        if (!QFileInfo::exists(QDir(dir).filePath(QStringLiteral("sample%1.world").arg(i))))
            return false;
    return true;
}

void AntsTournamentForm::updateState()
{
    const Worlds kind = worldsKind();
    m_worldCount->setEnabled(kind == Worlds::Generated);
    m_worldSeed->setEnabled(kind == Worlds::Generated);
    m_worldFiles->setEnabled(kind == Worlds::Files);
    if (sampleWorldsFound())
        m_samplesNote->setText(tr("sample0.world to sample9.world in %1").arg(QDir::toNativeSeparators(sampleWorldsDir())));
    else
        m_samplesNote->setText(tr("<span style='color:#b00020'>Not found: the sample worlds are looked for in "
                                  "%1 (set PLAYBENCH_REFERENCE to the contest reference data). Generate worlds or "
                                  "choose world files instead.</span>")
                                   .arg(sampleWorldsDir().isEmpty() ? tr("the reference data")
                                                                    : QDir::toNativeSeparators(sampleWorldsDir()).toHtmlEscaped()));
}

void AntsTournamentForm::addBrains()
{
    const QStringList chosen = QFileDialog::getOpenFileNames(this, tr("Add brains"), lastFolder(QStringLiteral("ants")),
                                                             tr("Ant brains (*.ant);;All files (*)"));
    if (chosen.isEmpty())
        return;
    rememberFolder(QStringLiteral("ants"), chosen.last());
    setBrainFiles(brainFiles() + chosen);
}

void AntsTournamentForm::addWorldFiles()
{
    const QStringList chosen = QFileDialog::getOpenFileNames(this, tr("Add worlds"), lastFolder(QStringLiteral("ants")),
                                                             tr("Ant worlds (*.world);;All files (*)"));
    if (chosen.isEmpty())
        return;
    rememberFolder(QStringLiteral("ants"), chosen.last());
    setWorldFiles(paths(m_worldFiles) + chosen);
}

QStringList AntsTournamentForm::brainFiles() const
{
    return paths(m_brains);
}

void AntsTournamentForm::setBrainFiles(const QStringList& files)
{
    setPaths(m_brains, files);
}

AntsTournamentForm::Worlds AntsTournamentForm::worldsKind() const
{
    return static_cast<Worlds>(std::max(0, m_worldKind->checkedId()));
}

void AntsTournamentForm::setSampleWorlds()
{
    m_worldKind->button(static_cast<int>(Worlds::Samples))->setChecked(true);
    updateState();
}

void AntsTournamentForm::setGeneratedWorlds(int count, int firstSeed)
{
    m_worldCount->setValue(count);
    m_worldSeed->setValue(firstSeed);
    m_worldKind->button(static_cast<int>(Worlds::Generated))->setChecked(true);
    updateState();
}

void AntsTournamentForm::setWorldFiles(const QStringList& files)
{
    setPaths(m_worldFiles, files);
    m_worldKind->button(static_cast<int>(Worlds::Files))->setChecked(true);
    updateState();
}

void AntsTournamentForm::setSeed(int seed)
{
    m_seed->setValue(seed);
}

void AntsTournamentForm::setRounds(int rounds)
{
    m_rounds->setValue(rounds);
}

QJsonObject AntsTournamentForm::settings(QString* error) const
{
    std::vector<std::pair<QString, QString>> brains, worlds;
    const QStringList brainPaths = brainFiles();
    if (brainPaths.size() < 2) {
        *error = tr("Add at least two brains.");
        return {};
    }
    for (const QString& path : brainPaths) {
        QString text;
        if (!readText(path, &text, error))
            return {};
        brains.emplace_back(QFileInfo(path).completeBaseName(), text);
    }
    QStringList worldPaths;
    switch (worldsKind()) {
    case Worlds::Samples:
        if (!sampleWorldsFound()) {
            *error = tr("The sample worlds are not in %1; set PLAYBENCH_REFERENCE to the contest reference data, "
                        "or generate worlds or choose world files.")
                         .arg(sampleWorldsDir().isEmpty() ? tr("the reference data") : sampleWorldsDir());
            return {};
        }
        for (int i = 0; i < 10; ++i)
            worldPaths << QDir(sampleWorldsDir()).filePath(QStringLiteral("sample%1.world").arg(i));
        break;
    case Worlds::Generated:
        for (int i = 0; i < m_worldCount->value(); ++i) {
            const auto seed = static_cast<std::uint32_t>(m_worldSeed->value()) + static_cast<std::uint32_t>(i);
            worlds.emplace_back(QStringLiteral("contest-%1.world").arg(seed),
                                QString::fromStdString(ants::writeWorld(ants::generateContestWorld(seed))));
        }
        break;
    case Worlds::Files:
        worldPaths = paths(m_worldFiles);
        if (worldPaths.isEmpty()) {
            *error = tr("Add at least one world file.");
            return {};
        }
        break;
    }
    for (const QString& path : worldPaths) {
        QString text;
        if (!readText(path, &text, error))
            return {};
        worlds.emplace_back(QFileInfo(path).fileName(), text);
    }
    return ants::tournamentSettings(brains, worlds, static_cast<std::uint32_t>(m_seed->value()), m_rounds->value());
}

void AntsTournamentForm::saveSettings() const
{
    QSettings s;
    s.setValue(kBrainsKey, brainFiles());
    s.setValue(kWorldKindKey, static_cast<int>(worldsKind()));
    s.setValue(kWorldFilesKey, paths(m_worldFiles));
    s.setValue(kWorldCountKey, m_worldCount->value());
    s.setValue(kWorldSeedKey, m_worldSeed->value());
    s.setValue(kSeedKey, m_seed->value());
    s.setValue(kRoundsKey, m_rounds->value());
}

} // namespace pb::gui
