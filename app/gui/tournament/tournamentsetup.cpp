#include "gui/tournament/tournamentsetup.h"

#include "gui/games.h"
#include "gui/tournament/tournamentform.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QThread>
#include <QVBoxLayout>

namespace pb::gui {

namespace {
const QString kGameKey = QStringLiteral("tournament/game");
const QString kFolderKey = QStringLiteral("tournament/lastDbFolder");
const QString kJobsKey = QStringLiteral("tournament/jobs");
} // namespace

TournamentSetup::TournamentSetup(QWidget* parent) : QWidget(parent)
{
    auto* outer = new QHBoxLayout(this);
    auto* column = new QWidget(this);
    column->setMaximumWidth(900);
    outer->addWidget(column);
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* title = new QLabel(tr("<h2>New tournament</h2>Every game is kept in an SQLite database as it finishes: "
                                "stop at any time and resume later, or open the database with File > Open."),
                             column);
    title->setWordWrap(true);
    layout->addWidget(title);

    auto* top = new QFormLayout;
    m_game = new QComboBox(column);
    m_game->setObjectName(QStringLiteral("tournamentGame"));
    top->addRow(tr("Game:"), m_game);
    layout->addLayout(top);

    m_forms = new QStackedWidget(column);
    m_formList = makeTournamentForms(m_forms);
    for (const GameInfo& game : games()) {
        TournamentForm* f = form(game.id);
        if (!f)
            continue;
        m_game->addItem(tr("%1 (%2)").arg(game.name, game.contest), game.id);
        m_forms->addWidget(f);
    }
    layout->addWidget(m_forms, 1);
    connect(m_game, &QComboBox::currentIndexChanged, this, [this] {
        if (TournamentForm* f = currentForm())
            m_forms->setCurrentWidget(f);
        if (!m_pathEdited)
            m_path->setText(suggestedDatabasePath(m_game->currentData().toString()));
        showReuseRow();
        setError({});
    });

    auto* bottom = m_bottom = new QFormLayout;
    auto* pathRow = new QHBoxLayout;
    m_path = new QLineEdit(column);
    m_path->setObjectName(QStringLiteral("tournamentDatabase"));
    m_path->setToolTip(tr("An existing database of the same tournament is resumed."));
    connect(m_path, &QLineEdit::textEdited, this, [this] { m_pathEdited = true; });
    auto* browseButton = new QPushButton(tr("Browse..."), column);
    connect(browseButton, &QPushButton::clicked, this, &TournamentSetup::browse);
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    bottom->addRow(tr("Database:"), pathRow);
    auto* reuseRow = new QHBoxLayout;
    m_reuseRow = reuseRow;
    m_reuse = new QLineEdit(column);
    m_reuse->setObjectName(QStringLiteral("tournamentReuse"));
    m_reuse->setPlaceholderText(tr("none: play every game"));
    m_reuse->setToolTip(tr("Ant games are deterministic: every game this earlier tournament's database played with the "
                           "same two brains, world, seed and rounds is taken from it, and only the others are played "
                           "(after changing one brain, only its games)."));
    auto* reuseButton = new QPushButton(tr("Choose..."), column);
    reuseButton->setObjectName(QStringLiteral("tournamentReuseBrowse"));
    connect(reuseButton, &QPushButton::clicked, this, &TournamentSetup::browseReuse);
    reuseRow->addWidget(m_reuse, 1);
    reuseRow->addWidget(reuseButton);
    bottom->addRow(tr("Reuse games from:"), reuseRow);
    m_jobs = new QSpinBox(column);
    m_jobs->setObjectName(QStringLiteral("tournamentJobs"));
    m_jobs->setRange(1, 256);
    m_jobs->setToolTip(tr("Games played at once (this computer has %1 cores)").arg(QThread::idealThreadCount()));
    bottom->addRow(tr("Games at once:"), m_jobs);
    layout->addLayout(bottom);

    m_error = new QLabel(column);
    m_error->setObjectName(QStringLiteral("tournamentSetupError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();
    layout->addWidget(m_error);

    auto* buttons = new QHBoxLayout;
    auto* open = new QPushButton(tr("Open a Database..."), column);
    connect(open, &QPushButton::clicked, this, &TournamentSetup::openRequested);
    m_start = new QPushButton(tr("Start"), column);
    m_start->setObjectName(QStringLiteral("tournamentStart"));
    m_start->setDefault(true);
    connect(m_start, &QPushButton::clicked, this, &TournamentSetup::start);
    buttons->addWidget(open);
    buttons->addStretch(1);
    buttons->addWidget(m_start);
    layout->addLayout(buttons);

    QSettings s;
    m_jobs->setValue(s.value(kJobsKey, QThread::idealThreadCount()).toInt());
    setGame(s.value(kGameKey, QStringLiteral("ants")).toString());
    m_path->setText(suggestedDatabasePath(m_game->currentData().toString()));
    showReuseRow();
}

TournamentForm* TournamentSetup::form(const QString& game) const
{
    for (TournamentForm* f : m_formList)
        if (f->game() == game)
            return f;
    return nullptr;
}

TournamentForm* TournamentSetup::currentForm() const
{
    return form(m_game->currentData().toString());
}

void TournamentSetup::setGame(const QString& game)
{
    const int index = m_game->findData(game);
    if (index >= 0)
        m_game->setCurrentIndex(index);
    if (TournamentForm* f = currentForm())
        m_forms->setCurrentWidget(f);
}

QString TournamentSetup::databasePath() const
{
    return m_path->text().trimmed();
}

void TournamentSetup::setDatabasePath(const QString& path)
{
    m_path->setText(path);
    m_pathEdited = true;
}

int TournamentSetup::jobs() const
{
    return m_jobs->value();
}

QString TournamentSetup::reusePath() const
{
    return m_game->currentData().toString() == QLatin1String("ants") ? m_reuse->text().trimmed() : QString();
}

void TournamentSetup::setReusePath(const QString& path)
{
    m_reuse->setText(path);
}

void TournamentSetup::showReuseRow()
{
    m_bottom->setRowVisible(m_reuseRow, m_game->currentData().toString() == QLatin1String("ants"));
}

void TournamentSetup::browseReuse()
{
    const QString start = reusePath().isEmpty() ? QFileInfo(databasePath()).absolutePath() : reusePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Reuse games from a tournament database"), start,
                                                      tr("Tournament databases (*.sqlite *.db);;All files (*)"));
    if (!path.isEmpty())
        setReusePath(path);
}

void TournamentSetup::setJobs(int jobs)
{
    m_jobs->setValue(jobs);
}

void TournamentSetup::setError(const QString& message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

QString TournamentSetup::suggestedDatabasePath(const QString& game)
{
    QString folder = QSettings().value(kFolderKey).toString();
    if (folder.isEmpty())
        folder = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("tournaments"));
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    return QDir(folder).filePath(QStringLiteral("%1-%2.sqlite").arg(game.isEmpty() ? QStringLiteral("tournament") : game, stamp));
}

void TournamentSetup::suggestNewDatabase()
{
    if (!m_pathEdited)
        m_path->setText(suggestedDatabasePath(m_game->currentData().toString()));
}

void TournamentSetup::browse()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Tournament database"), databasePath(),
                                                      tr("Tournament databases (*.sqlite *.db);;All files (*)"),
                                                      nullptr, QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        setDatabasePath(path);
}

void TournamentSetup::start()
{
    TournamentForm* f = currentForm();
    if (!f) {
        setError(tr("Choose a game."));
        return;
    }
    if (databasePath().isEmpty()) {
        setError(tr("Give the database file."));
        return;
    }
    QString error;
    const QJsonObject settings = f->settings(&error);
    if (settings.isEmpty()) {
        setError(error);
        return;
    }
    setError({});
    saveSettings();
    const QString reuse = reusePath();
    emit startRequested(settings, databasePath(), jobs(), reuse.isEmpty() ? QStringList() : QStringList{reuse});
}

void TournamentSetup::saveSettings() const
{
    QSettings s;
    s.setValue(kGameKey, m_game->currentData().toString());
    s.setValue(kJobsKey, m_jobs->value());
    if (!databasePath().isEmpty())
        s.setValue(kFolderKey, QFileInfo(databasePath()).absolutePath());
    for (TournamentForm* f : m_formList)
        f->saveSettings();
}

} // namespace pb::gui
