#include "gui/startpage.h"

#include "gui/games.h"
#include "gui/mainwindow.h"

#include <QApplication>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace pb::gui {

StartPage::StartPage(QWidget* parent) : QWidget(parent)
{
    build();
}

void StartPage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    const bool focused = isAncestorOf(QApplication::focusWidget());
    delete layout();
    // The old widgets go when the event is through (it is being passed on to them).
    for (QWidget* child : findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        child->hide();
        child->setParent(nullptr);
        child->deleteLater();
    }
    build();
    setRecentFiles(m_entries);
    if (focused)
        setFocus();
}

void StartPage::build()
{
    auto* columns = new QHBoxLayout(this);
    columns->setContentsMargins(32, 24, 32, 24);
    columns->setSpacing(32);
    auto* layout = new QVBoxLayout;
    columns->addLayout(layout, 3);
    auto* title = new QLabel(tr("<h1>Playbench</h1><p>A workbench for five classic "
                                "programming-contest games.</p>"),
                             this);
    title->setObjectName(QStringLiteral("startTitle"));
    layout->addWidget(title);

    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(12);
    int row = 0;
    for (const GameInfo& game : games()) {
        auto* card = new QFrame(this);
        card->setObjectName(QStringLiteral("game-") + game.id);
        card->setFrameShape(QFrame::StyledPanel);
        auto* cardLayout = new QHBoxLayout(card);
        auto* text = new QLabel(QStringLiteral("<b>%1</b> &nbsp;<span style='color:gray'>%2</span>"
                                               "<br>%3")
                                    .arg(game.name.toHtmlEscaped(), game.contest.toHtmlEscaped(),
                                         game.summary.toHtmlEscaped()),
                                card);
        text->setWordWrap(true);
        cardLayout->addWidget(text, 1);
        auto* button = new QPushButton(game.available ? tr("Open a sample") : tr("Coming"), card);
        button->setObjectName(QStringLiteral("open-") + game.id);
        button->setEnabled(game.available);
        connect(button, &QPushButton::clicked, this,
                [this, id = game.id] { emit openSampleRequested(id); });
        cardLayout->addWidget(button);
        grid->addWidget(card, row++, 0);
    }
    layout->addLayout(grid);

    auto* tournament = new QHBoxLayout;
    auto* tournamentText = new QLabel(tr("<b>Tournaments</b><br>Brains, bots and programs against each other under "
                                         "a contest's own ranking, on all cores, kept in a database."),
                                      this);
    tournamentText->setWordWrap(true);
    tournament->addWidget(tournamentText, 1);
    auto* tournamentButton = new QPushButton(tr("New tournament"), this);
    tournamentButton->setObjectName(QStringLiteral("open-tournament"));
    connect(tournamentButton, &QPushButton::clicked, this,
            [this] { emit openSampleRequested(QStringLiteral("tournament")); });
    tournament->addWidget(tournamentButton);
    layout->addSpacing(8);
    layout->addLayout(tournament);
    layout->addStretch(1);

    // The right half: files.
    auto* files = new QVBoxLayout;
    columns->addLayout(files, 2);
    auto* filesTitle = new QLabel(tr("<h2>Files</h2>"), this);
    files->addWidget(filesTitle);
    auto* open = new QPushButton(tr("Open..."), this);
    open->setObjectName(QStringLiteral("startOpen"));
    open->setToolTip(tr("Open a world, brain, problem, solutions file, game log, record, test or "
                        "tournament database"));
    connect(open, &QPushButton::clicked, this, &StartPage::openRequested);
    files->addWidget(open, 0, Qt::AlignLeft);
    files->addSpacing(12);
    files->addWidget(new QLabel(tr("<b>Recent</b> (double-click or Enter to open)"), this));
    m_recent = new QListWidget(this);
    m_recent->setObjectName(QStringLiteral("startRecent"));
    m_recent->setTextElideMode(Qt::ElideMiddle);
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { emit recentRequested(item->data(Qt::UserRole).toString()); });
    files->addWidget(m_recent, 1);
    auto* noRecent = new QLabel(tr("No recent files yet. Files you open or save are listed here."), this);
    noRecent->setWordWrap(true);
    noRecent->setEnabled(false);
    m_noRecent = noRecent;
    files->addWidget(noRecent);
    auto* hint = new QLabel(tr("Help > User Guide tells how to use each game; Help > Guide to This Workspace "
                               "sums up the workspace in front; Help > Keyboard Shortcuts lists every key."),
                            this);
    hint->setWordWrap(true);
    files->addWidget(hint);
    files->addStretch(0);  // takes the height the list leaves when there is none
}

void StartPage::setRecentFiles(const QStringList& entries)
{
    m_entries = entries;
    m_recent->clear();
    for (const QString& entry : entries) {
        auto* item = new QListWidgetItem(MainWindow::recentLabel(entry), m_recent);
        item->setData(Qt::UserRole, entry);
        item->setToolTip(item->text());
    }
    m_recent->setVisible(!entries.isEmpty());
    m_noRecent->setVisible(entries.isEmpty());
}

} // namespace pb::gui
