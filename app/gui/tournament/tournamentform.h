#pragma once

// The Tournament workspace's setup, per game: a small form that builds the settings of the
// game's tournament format (core/GAME/tournament.h documents the keys). A new game's form
// derives from TournamentForm and is listed in makeTournamentForms (tournamentform.cpp).

#include <QJsonObject>
#include <QWidget>

#include <vector>

namespace pb::gui {

class TournamentForm : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // The game ("ants"), as settings["game"] and GameInfo::id say it.
    virtual QString game() const = 0;
    // The format's settings as the form stands (files read now); empty with `error` set when
    // something is missing or unreadable (say what, for the user).
    virtual QJsonObject settings(QString* error) const = 0;
    // Remembers the form's choices for the next tournament (QSettings).
    virtual void saveSettings() const {}
};

// One form per game whose tournament format exists, in the start page's order of games.
std::vector<TournamentForm*> makeTournamentForms(QWidget* parent);

// The contest reference data (pb::referenceDir(): PLAYBENCH_REFERENCE, the installed copy, or the
// folder the build was told of).
QString tournamentReferenceDir();

} // namespace pb::gui
