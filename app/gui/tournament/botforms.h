#pragma once

// The setup forms of the tournaments played by bots and programs: Less (core/less/tournament.h)
// and Arimaa (core/arimaa/tournament.h). Their keys are documented there.

#include "gui/tournament/tournamentform.h"

class QComboBox;
class QGroupBox;
class QLabel;
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

// Arimaa: a round robin (core/arimaa/tournament.h), or the World Computer Championship's
// qualifier against benchmark bots (core/arimaa/wccqualifiergames.h) or its finals in seed order
// (core/arimaa/wccfinals.h), chosen by the Format field.
class ArimaaTournamentForm : public TournamentForm {
    Q_OBJECT
public:
    enum Kind { RoundRobin, Qualifier, Finals };

    explicit ArimaaTournamentForm(QWidget* parent = nullptr);
    QString game() const override { return QStringLiteral("arimaa"); }
    QJsonObject settings(QString* error) const override;
    void saveSettings() const override;
    PlayerList* players() const { return m_players; }
    PlayerList* benchmarks() const { return m_benchmarks; }
    void setKind(Kind kind);
    void setLives(int lives);
    void setGames(int games);
    void setUntimed(int msPerMove);
    void setTimeControl(const QString& tc);
    void setBotDepth(int depth);

private:
    void kindChanged();

    QComboBox* m_kind = nullptr;
    QGroupBox* m_playersBox = nullptr;
    PlayerList* m_players = nullptr;
    QGroupBox* m_benchmarksBox = nullptr;
    PlayerList* m_benchmarks = nullptr;
    QLabel* m_gamesLabel = nullptr;
    QSpinBox* m_games = nullptr;
    QLabel* m_livesLabel = nullptr;
    QSpinBox* m_lives = nullptr;
    QRadioButton* m_timed = nullptr;
    QLineEdit* m_tc = nullptr;
    QRadioButton* m_untimed = nullptr;
    QSpinBox* m_untimedMs = nullptr;
    QSpinBox* m_depth = nullptr;
    QSpinBox* m_seed = nullptr;
};

} // namespace pb::gui
