#pragma once

// The setup forms of the tournaments played by bots and programs: Less (core/less/tournament.h)
// and Arimaa (core/arimaa/tournament.h). Their keys are documented there.

#include "gui/tournament/tournamentform.h"

class QComboBox;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace pb::gui {

class PlayerList;

class LessTournamentForm : public TournamentForm {
    Q_OBJECT
public:
    explicit LessTournamentForm(QWidget* parent = nullptr);
    QString game() const override { return QStringLiteral("less"); }
    QJsonObject settings(QString* error) const override;
    void saveSettings() const override;
    PlayerList* players() const { return m_players; }
    void setSets(int sets);
    void setBotMs(int ms);
    void setSeed(int seed);

private:
    PlayerList* m_players = nullptr;
    QSpinBox* m_rounds = nullptr;  // 0: the fewest for equal play
    QSpinBox* m_sets = nullptr;
    QSpinBox* m_seed = nullptr;
    QSpinBox* m_timeMs = nullptr;
    QSpinBox* m_botMs = nullptr;
    QComboBox* m_judge = nullptr;
};

class ArimaaTournamentForm : public TournamentForm {
    Q_OBJECT
public:
    explicit ArimaaTournamentForm(QWidget* parent = nullptr);
    QString game() const override { return QStringLiteral("arimaa"); }
    QJsonObject settings(QString* error) const override;
    void saveSettings() const override;
    PlayerList* players() const { return m_players; }
    void setGames(int games);
    void setUntimed(int msPerMove);
    void setTimeControl(const QString& tc);
    void setBotDepth(int depth);

private:
    PlayerList* m_players = nullptr;
    QSpinBox* m_games = nullptr;
    QRadioButton* m_timed = nullptr;
    QLineEdit* m_tc = nullptr;
    QRadioButton* m_untimed = nullptr;
    QSpinBox* m_untimedMs = nullptr;
    QSpinBox* m_depth = nullptr;
    QSpinBox* m_seed = nullptr;
};

} // namespace pb::gui
