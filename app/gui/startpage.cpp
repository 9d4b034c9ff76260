#include "gui/startpage.h"

#include "gui/games.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace pb::gui {

StartPage::StartPage(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 24, 32, 24);
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
}

} // namespace pb::gui
