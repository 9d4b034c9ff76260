#pragma once

#include "gui/document.h"

#include "tournament/format.h"

#include <QElapsedTimer>
#include <QJsonValue>
#include <QTimer>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableView;
class QTabWidget;

namespace pb::views {
class BenchmarkTable;
class CrosstableModel;
class RoundsView;
class GamesModel;
class PointsPlot;
class StandingsModel;
} // namespace pb::views

namespace pb::gui {

class TournamentRun;
class TournamentSetup;

// The Tournament workspace, for any game with a tournament format (core/tournament/format.h):
// a setup page (game, players, worlds or boards, database, games at once), then the run on a
// worker pool with progress, elapsed and remaining time, cancel and resume; live standings, the
// crosstable (also per world or board), each player's points as games finish, the finished
// games (a double click opens one in its game's workspace); for the Arimaa championship the
// finals round by round and the qualifier's table per benchmark bot, and games resumed from a
// move after technical failures. File > Open of a tournament's database opens it here.
//
// The document holds the format and the list of finished games; the views show what it computes
// from them (standings are recomputed from the list, a few times a second at most). Files:
// tournamentsetup (the first page), tournamentform + one form per game, tournamentrun (the
// thread), tournamentui.cpp (the results page), tournamentgames.cpp (opening a game).
class TournamentDocument : public Document {
    Q_OBJECT
public:
    explicit TournamentDocument(QWidget* parent = nullptr);
    ~TournamentDocument() override;  // cancels a run and waits a little

    // True when `path` is an SQLite file holding a tournament (a meta table with its settings):
    // not the Peaceable best-scores database, nor any other.
    static bool looksLikeTournament(const QString& path);

    // Starts (or resumes, when the database holds the same one) the tournament of `settings`.
    // False with `error` set when the settings make no format; database errors come later, in
    // the status and the setup page.
    // `reuseFrom`: databases whose results of the same games are taken (`tournament --reuse`).
    bool startTournament(const QJsonObject& settings, const QString& databasePath, int jobs, QString* error,
                         const QStringList& reuseFrom = {});
    // Back to the setup page, for another tournament (not while one runs).
    void showSetup();
    // Plays the unfinished games of the open database.
    bool resume();
    void cancel();
    bool running() const;
    // Opens the finished game `jobId` in its game's workspace (documentCreated); false with
    // `error` when it is not finished or its game cannot be opened here.
    bool openGame(int jobId, QString* error);

    // Document
    QString gameId() const override { return QStringLiteral("tournament"); }
    QString title() const override;
    bool isModified() const override { return false; }  // every game is in the database already
    bool save() override { return true; }
    bool saveAs() override;  // exports the standings as JSON
    QWidget* imageSource() const override;
    bool openFile(const QString& path, QString* error) override;
    void fillMenu(QMenu* menu) override;
    void saveViewSettings() const override;

    TournamentSetup* setup() const { return m_setup; }
    const pb::tournament::Format* format() const { return m_format.get(); }
    const std::vector<pb::tournament::Finished>& finished() const { return m_finished; }
    int total() const { return m_total; }
    QString databasePath() const { return m_dbPath; }
    bool showingResults() const;
    QString progressText() const;
    views::StandingsModel* standingsModel() const { return m_standings; }
    views::CrosstableModel* crosstableModel() const { return m_crosstable; }
    views::GamesModel* gamesModel() const { return m_games; }
    views::PointsPlot* pointsPlot() const { return m_plot; }
    QTableView* gamesView() const { return m_gamesView; }
    QComboBox* crosstableFilter() const { return m_filter; }
    QTabWidget* tables() const { return m_tables; }
    views::RoundsView* roundsView() const { return m_rounds; }
    views::BenchmarkTable* benchmarkTable() const { return m_benchmarks; }
    QAction* resumeGameAction() const { return m_resumeGameAction; }
    // Tournament > Resume Game From a Move...: the dialog (resumegamedialog.h) on the selected
    // game, then the database read again. False when nothing was changed.
    bool resumeGameFromMove();
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* resumeButton() const { return m_resume; }
    // Standings and views brought up to date now (they otherwise follow a few times a second).
    void refreshNow();

signals:
    // A game was stored (the views follow within a quarter of a second).
    void gameStored(int done, int total);
    void runEnded(bool cancelled, const QString& error);

private:
    void buildUi();
    QWidget* buildResults();
    void restoreViewSettings();
    void showResults();
    void setFormat(std::shared_ptr<const pb::tournament::Format> format, const QString& databasePath);
    void launch(int jobs, const QStringList& reuseFrom = {});
    void onBegun(const std::vector<pb::tournament::Finished>& finished, int total);
    void onStored(const pb::tournament::Job& job, const pb::tournament::Outcome& outcome, int done, int total);
    void onEnded(bool cancelled, const QString& error);
    void scheduleRefresh();
    void refresh();
    void refreshCrosstable();
    void rebuildPlot();
    void fillFilter();
    void updateProgress();
    void updateButtons();
    void openSelectedGame();
    int selectedJob() const;
    void showTab(QWidget* tab, bool shown);
    bool openAntsGame(const pb::tournament::Finished& game, QString* error);
    bool openRecordGame(const pb::tournament::Finished& game, QString* error);
    std::vector<double> pointsByPlayer(const pb::tournament::Standings& standings) const;

    std::shared_ptr<const pb::tournament::Format> m_format;
    QJsonObject m_settings;
    QString m_dbPath;
    std::vector<pb::tournament::Finished> m_finished;
    int m_total = 0;
    QString m_filterKey;  // "world", "board_seed" or "board" when the plan's jobs have one
    std::vector<QJsonValue> m_filterValues;  // its values in plan order: the filter's choices

    TournamentRun* m_run = nullptr;
    QElapsedTimer m_clock;
    int m_doneAtStart = 0;
    double m_lastElapsed = 0;
    QString m_runState;  // "running", "cancelling", "stopped", "complete", or the error
    QTimer m_refreshTimer;
    QTimer m_clockTimer;
    bool m_dirty = false;

    QStackedWidget* m_pages = nullptr;
    TournamentSetup* m_setup = nullptr;
    QWidget* m_results = nullptr;
    QLabel* m_heading = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_progressLabel = nullptr;
    QSpinBox* m_jobs = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_resume = nullptr;
    QPushButton* m_newButton = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_resumeAction = nullptr;
    QAction* m_cancelAction = nullptr;
    QAction* m_openGameAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_resumeGameAction = nullptr;
    bool m_begun = false;  // the run's database was ready (else its error belongs to the setup)
    QTabWidget* m_tables = nullptr;
    QTableView* m_standingsView = nullptr;
    QTableView* m_crosstableView = nullptr;
    QComboBox* m_filter = nullptr;
    QTableView* m_gamesView = nullptr;
    views::StandingsModel* m_standings = nullptr;
    views::CrosstableModel* m_crosstable = nullptr;
    views::GamesModel* m_games = nullptr;
    views::PointsPlot* m_plot = nullptr;
    views::RoundsView* m_rounds = nullptr;
    views::BenchmarkTable* m_benchmarks = nullptr;
    class QSplitter* m_mainSplitter = nullptr;
    class QSplitter* m_topSplitter = nullptr;
};

} // namespace pb::gui
