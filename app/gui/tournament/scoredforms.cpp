#include "gui/tournament/scoredforms.h"

#include "gui/gamefiles.h"
#include "gui/tournament/playerlist.h"

#include "common/textfile.h"
#include "honeycomb/game.h"
#include "honeycomb/tournament.h"
#include "peaceable/tournament.h"

#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pb::gui {

namespace {

constexpr int kQualifierProblems = 25;  // problems 0-24 were the qualifiers

bool readBytes(const QString& path, QByteArray* out, QString* error)
{
    QString why;
    const auto bytes = readFileBytes(path, &why);
    if (!bytes) {
        *error = why;
        return false;
    }
    *out = QByteArray::fromStdString(*bytes);
    return true;
}

} // namespace

// --- Honeycomb ------------------------------------------------------------------------------------

HoneycombTournamentForm::HoneycombTournamentForm(QWidget* parent) : TournamentForm(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* teamsBox = new QGroupBox(tr("Teams (each with its solutions files in submission order: a later solution "
                                      "for a problem and seed replaces an earlier one)"),
                                   this);
    auto* teamsRow = new QHBoxLayout(teamsBox);
    m_teams = new QTableWidget(0, 2, teamsBox);
    m_teams->setObjectName(QStringLiteral("honeycombTeams"));
    m_teams->setHorizontalHeaderLabels({tr("Team"), tr("Solutions files")});
    m_teams->horizontalHeader()->resizeSection(0, 160);
    m_teams->horizontalHeader()->setStretchLastSection(true);
    m_teams->verticalHeader()->setVisible(false);
    m_teams->setSelectionBehavior(QAbstractItemView::SelectRows);
    teamsRow->addWidget(m_teams, 1);
    auto* buttons = new QVBoxLayout;
    auto* add = new QPushButton(tr("Add Team..."), teamsBox);
    connect(add, &QPushButton::clicked, this, &HoneycombTournamentForm::askTeam);
    auto* remove = new QPushButton(tr("Remove"), teamsBox);
    connect(remove, &QPushButton::clicked, this, [this] {
        const auto rows = m_teams->selectionModel()->selectedRows();
        for (auto it = rows.rbegin(); it != rows.rend(); ++it)
            m_teams->removeRow(it->row());
    });
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    teamsRow->addLayout(buttons);
    layout->addWidget(teamsBox, 1);

    auto* problemsBox = new QGroupBox(tr("Problems"), this);
    auto* problemsLayout = new QVBoxLayout(problemsBox);
    m_qualifiers = new QRadioButton(tr("The qualifier problems 0 to 24"), problemsBox);
    m_note = new QLabel(problemsBox);
    m_note->setWordWrap(true);
    m_files = new QRadioButton(tr("Problem files:"), problemsBox);
    m_problems = new QListWidget(problemsBox);
    auto* addProblems = new QPushButton(tr("Add..."), problemsBox);
    connect(addProblems, &QPushButton::clicked, this, [this] {
        const QStringList chosen = QFileDialog::getOpenFileNames(this, tr("Add problems"), lastFolder(QStringLiteral("honeycomb")),
                                                                 tr("Honeycomb problems (*.json);;All files (*)"));
        if (!chosen.isEmpty()) {
            rememberFolder(QStringLiteral("honeycomb"), chosen.last());
            QStringList files;
            for (int i = 0; i < m_problems->count(); ++i)
                files << m_problems->item(i)->text();
            setProblemFiles(files + chosen);
        }
    });
    auto* filesRow = new QHBoxLayout;
    filesRow->addWidget(m_problems, 1);
    filesRow->addWidget(addProblems, 0, Qt::AlignTop);
    problemsLayout->addWidget(m_qualifiers);
    problemsLayout->addWidget(m_note);
    problemsLayout->addWidget(m_files);
    problemsLayout->addLayout(filesRow);
    m_problems->setMaximumHeight(110);
    layout->addWidget(problemsBox);
    layout->addWidget(new QLabel(tr("Phrases of power: the contest's 18."), this));

    const bool found = QFileInfo::exists(QDir(referenceProblemsDir()).filePath(QStringLiteral("problem_24.json")));
    m_note->setText(found ? tr("from %1").arg(QDir::toNativeSeparators(referenceProblemsDir()))
                          : tr("<span style='color:#b00020'>Not found in %1 (set PLAYBENCH_REFERENCE to the contest "
                               "reference data), or choose problem files.</span>")
                                .arg(QDir::toNativeSeparators(referenceProblemsDir()).toHtmlEscaped()));
    const QSettings s;
    const QStringList teams = s.value(QStringLiteral("tournament/honeycomb/teams")).toStringList();
    for (int i = 0; i + 1 < teams.size(); i += 2)
        addTeam(teams[i], teams[i + 1].split(QLatin1Char('\n'), Qt::SkipEmptyParts));
    for (const QString& f : s.value(QStringLiteral("tournament/honeycomb/problems")).toStringList())
        m_problems->addItem(f);
    (s.value(QStringLiteral("tournament/honeycomb/qualifiers"), found).toBool() ? m_qualifiers : m_files)->setChecked(true);
}

QString HoneycombTournamentForm::referenceProblemsDir()
{
    return QDir(tournamentReferenceDir()).filePath(QStringLiteral("honeycomb/problems"));
}

void HoneycombTournamentForm::askTeam()
{
    const QStringList chosen = QFileDialog::getOpenFileNames(this, tr("A team's solutions files"), lastFolder(QStringLiteral("honeycomb")),
                                                             tr("Solutions (*.json);;All files (*)"));
    if (chosen.isEmpty())
        return;
    rememberFolder(QStringLiteral("honeycomb"), chosen.last());
    addTeam(QFileInfo(chosen.first()).completeBaseName(), chosen);
}

void HoneycombTournamentForm::addTeam(const QString& name, const QStringList& files)
{
    const int r = m_teams->rowCount();
    m_teams->insertRow(r);
    m_teams->setItem(r, 0, new QTableWidgetItem(name));
    auto* item = new QTableWidgetItem(QStringList(files).replaceInStrings(QRegularExpression(QStringLiteral("^.*/")), QString()).join(QStringLiteral(", ")));
    item->setData(Qt::UserRole, files);
    item->setToolTip(files.join(QLatin1Char('\n')));
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    m_teams->setItem(r, 1, item);
}

void HoneycombTournamentForm::clearTeams()
{
    m_teams->setRowCount(0);
}

void HoneycombTournamentForm::setProblemFiles(const QStringList& files)
{
    m_problems->clear();
    m_problems->addItems(files);
    m_files->setChecked(true);
}

QJsonObject HoneycombTournamentForm::settings(QString* error) const
{
    std::vector<honeycomb::TournamentTeam> teams;
    for (int r = 0; r < m_teams->rowCount(); ++r) {
        honeycomb::TournamentTeam team;
        team.name = m_teams->item(r, 0)->text().trimmed();
        for (const QString& file : m_teams->item(r, 1)->data(Qt::UserRole).toStringList()) {
            QByteArray bytes;
            if (!readBytes(file, &bytes, error))
                return {};
            team.solutions.push_back({file, bytes});
        }
        teams.push_back(std::move(team));
    }
    if (teams.empty()) {
        *error = tr("Add at least one team.");
        return {};
    }
    QStringList paths;
    if (m_qualifiers->isChecked())
        for (int id = 0; id < kQualifierProblems; ++id)
            paths << QDir(referenceProblemsDir()).filePath(QStringLiteral("problem_%1.json").arg(id));
    else
        for (int i = 0; i < m_problems->count(); ++i)
            paths << m_problems->item(i)->text();
    if (paths.isEmpty()) {
        *error = tr("Add at least one problem file.");
        return {};
    }
    std::vector<honeycomb::TournamentFile> problems;
    for (const QString& path : paths) {
        QByteArray bytes;
        if (!readBytes(path, &bytes, error))
            return {};
        problems.push_back({path, bytes});
    }
    return honeycomb::tournamentSettings(teams, problems, honeycomb::defaultPhrases());
}

void HoneycombTournamentForm::saveSettings() const
{
    QStringList teams, problems;
    for (int r = 0; r < m_teams->rowCount(); ++r)
        teams << m_teams->item(r, 0)->text() << m_teams->item(r, 1)->data(Qt::UserRole).toStringList().join(QLatin1Char('\n'));
    for (int i = 0; i < m_problems->count(); ++i)
        problems << m_problems->item(i)->text();
    QSettings s;
    s.setValue(QStringLiteral("tournament/honeycomb/teams"), teams);
    s.setValue(QStringLiteral("tournament/honeycomb/problems"), problems);
    s.setValue(QStringLiteral("tournament/honeycomb/qualifiers"), m_qualifiers->isChecked());
}

// --- Peaceable ------------------------------------------------------------------------------------

PeaceableTournamentForm::PeaceableTournamentForm(QWidget* parent) : TournamentForm(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_solvers = new PlayerList({QStringLiteral("solver"), QStringLiteral("solver:threads=1,seed=1,iterations=200000")},
                               QStringLiteral("tournament/peaceable/solvers"), this);
    m_solvers->setLabels(tr("Add Our Solver"), tr("Solver (ours with settings, or a program command line)"));
    if (m_solvers->count() == 0)
        m_solvers->addPlayer(QStringLiteral("solver"));
    auto* box = new QGroupBox(tr("Solvers (ours with settings, or programs under the tester's input and output)"), this);
    auto* boxLayout = new QVBoxLayout(box);
    boxLayout->addWidget(m_solvers);
    layout->addWidget(box, 1);

    auto* form = new QFormLayout;
    const QSettings s;
    auto* seeds = new QHBoxLayout;
    m_first = new QSpinBox(this);
    m_first->setRange(1, 2000000000);
    m_first->setValue(s.value(QStringLiteral("tournament/peaceable/first"), 1).toInt());
    m_last = new QSpinBox(this);
    m_last->setRange(1, 2000000000);
    m_last->setValue(s.value(QStringLiteral("tournament/peaceable/last"), 10).toInt());
    seeds->addWidget(m_first);
    seeds->addWidget(new QLabel(tr("to"), this));
    seeds->addWidget(m_last);
    seeds->addStretch(1);
    form->addRow(tr("Official tests, seeds:"), seeds);
    m_seconds = new QDoubleSpinBox(this);
    m_seconds->setRange(0.1, 86400);
    m_seconds->setDecimals(1);
    m_seconds->setSuffix(tr(" s"));
    m_seconds->setValue(s.value(QStringLiteral("tournament/peaceable/seconds"), 10.0).toDouble());
    form->addRow(tr("Time per test:"), m_seconds);
    layout->addLayout(form);
}

void PeaceableTournamentForm::setSeeds(int first, int last)
{
    m_first->setValue(first);
    m_last->setValue(last);
}

void PeaceableTournamentForm::setSeconds(double seconds)
{
    m_seconds->setValue(seconds);
}

QJsonObject PeaceableTournamentForm::settings(QString* error) const
{
    std::vector<QJsonObject> solvers;
    for (const QJsonValue& v : m_solvers->playersJson()) {
        const QJsonObject player = v.toObject();
        QJsonObject solver = peaceable::solverSettings(player.value(QStringLiteral("spec")).toString(), error);
        if (solver.isEmpty()) {
            *error = tr("Solver %1: %2").arg(player.value(QStringLiteral("name")).toString(), *error);
            return {};
        }
        solver.insert(QStringLiteral("name"), player.value(QStringLiteral("name")));
        solvers.push_back(solver);
    }
    if (solvers.empty()) {
        *error = tr("Add at least one solver.");
        return {};
    }
    if (m_last->value() < m_first->value()) {
        *error = tr("The last seed comes before the first.");
        return {};
    }
    std::vector<std::int64_t> seeds;
    for (qint64 seed = m_first->value(); seed <= m_last->value(); ++seed)
        seeds.push_back(seed);
    return peaceable::tournamentSettings(solvers, seeds, m_seconds->value());
}

void PeaceableTournamentForm::saveSettings() const
{
    m_solvers->saveSettings();
    QSettings s;
    s.setValue(QStringLiteral("tournament/peaceable/first"), m_first->value());
    s.setValue(QStringLiteral("tournament/peaceable/last"), m_last->value());
    s.setValue(QStringLiteral("tournament/peaceable/seconds"), m_seconds->value());
}

} // namespace pb::gui
