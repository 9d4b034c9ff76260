#pragma once

#include <QJsonObject>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace pb::gui {

class TournamentForm;

// The Tournament workspace's first page: the game, its form (players, worlds or boards,
// seeds), the database file and the games played at once; Start hands them to the document.
class TournamentSetup : public QWidget {
    Q_OBJECT
public:
    explicit TournamentSetup(QWidget* parent = nullptr);

    // The form of `game` ("ants"); null when that game has no tournament yet.
    TournamentForm* form(const QString& game) const;
    TournamentForm* currentForm() const;
    void setGame(const QString& game);

    QString databasePath() const;
    void setDatabasePath(const QString& path);
    // A database whose results of the same games are taken instead of playing them again
    // (ant tournaments only: their games are deterministic); empty for none.
    QString reusePath() const;
    void setReusePath(const QString& path);
    int jobs() const;
    void setJobs(int jobs);
    QPushButton* startButton() const { return m_start; }
    // Shows why the last Start failed (empty hides it).
    void setError(const QString& message);
    // Remembers the choices (game, forms, database folder, jobs).
    void saveSettings() const;

    // For another tournament: a new database name, unless the user chose one.
    void suggestNewDatabase();
    // A new database name in the remembered folder (the app data folder at first).
    static QString suggestedDatabasePath(const QString& game);

signals:
    // Start pressed and the settings are complete.
    void startRequested(const QJsonObject& settings, const QString& databasePath, int jobs, const QStringList& reuseFrom);
    // "Open a database..." pressed (File > Open of a tournament database does the same).
    void openRequested();

private:
    void start();
    void browse();
    void browseReuse();
    void showReuseRow();

    QComboBox* m_game = nullptr;
    QStackedWidget* m_forms = nullptr;
    std::vector<TournamentForm*> m_formList;
    QLineEdit* m_path = nullptr;
    QLineEdit* m_reuse = nullptr;
    QFormLayout* m_bottom = nullptr;
    QLayout* m_reuseRow = nullptr;  // m_bottom's "Reuse games from" row
    QSpinBox* m_jobs = nullptr;
    QLabel* m_error = nullptr;
    QPushButton* m_start = nullptr;
    bool m_pathEdited = false;
};

} // namespace pb::gui
