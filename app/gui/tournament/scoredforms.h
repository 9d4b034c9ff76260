#pragma once

// The setup forms of the scored tournaments, where players do not meet: the Honeycomb
// qualifiers (core/honeycomb/tournament.h: teams' solutions files on problems) and the
// Peaceable marathon (core/peaceable/tournament.h: solvers on a range of official tests).

#include "gui/tournament/tournamentform.h"

class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QRadioButton;
class QSpinBox;
class QTableWidget;

namespace pb::gui {

class PlayerList;

class HoneycombTournamentForm : public TournamentForm {
    Q_OBJECT
public:
    explicit HoneycombTournamentForm(QWidget* parent = nullptr);
    QString game() const override { return QStringLiteral("honeycomb"); }
    QJsonObject settings(QString* error) const override;
    void saveSettings() const override;

    // A team and its solutions files in submission order (later ones replace earlier ones).
    void addTeam(const QString& name, const QStringList& files);
    void clearTeams();
    // Problem files instead of the qualifier problems of the reference data.
    void setProblemFiles(const QStringList& files);
    static QString referenceProblemsDir();

private:
    void askTeam();

    QTableWidget* m_teams = nullptr;
    QRadioButton* m_qualifiers = nullptr;
    QRadioButton* m_files = nullptr;
    QLabel* m_note = nullptr;
    QListWidget* m_problems = nullptr;
};

class PeaceableTournamentForm : public TournamentForm {
    Q_OBJECT
public:
    explicit PeaceableTournamentForm(QWidget* parent = nullptr);
    QString game() const override { return QStringLiteral("peaceable"); }
    QJsonObject settings(QString* error) const override;
    void saveSettings() const override;
    PlayerList* solvers() const { return m_solvers; }
    void setSeeds(int first, int last);
    void setSeconds(double seconds);

private:
    PlayerList* m_solvers = nullptr;
    QSpinBox* m_first = nullptr;
    QSpinBox* m_last = nullptr;
    QDoubleSpinBox* m_seconds = nullptr;
};

} // namespace pb::gui
