// The Tournament workspace as a user drives it, offscreen: an Ants tournament set up in the form,
// run on the worker pool into a database, its standings against the format's own over that
// database, cancel and resume, a finished game opened in the Ants workspace, File > Open.

#include "gui/ants/antsdocument.h"
#include "gui/mainwindow.h"
#include "gui/arimaa/arimaadocument.h"
#include "gui/less/lessdocument.h"
#include "gui/tournament/antsform.h"
#include "gui/tournament/botforms.h"
#include "gui/tournament/playerlist.h"
#include "gui/tournament/scoredforms.h"
#include "gui/tournament/tournamentdocument.h"
#include "gui/tournament/tournamentsetup.h"

#include "reference.h"
#include "showwidget.h"
#include "testsettings.h"

#include "store/tournamentdb.h"
#include "tournament/format.h"
#include "tournament/gamesmodel.h"
#include "tournament/pointsplot.h"
#include "tournament/standingsmodel.h"

#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QProgressBar>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using pb::gui::AntsDocument;
using pb::gui::AntsTournamentForm;
using pb::gui::MainWindow;
using pb::gui::TournamentDocument;
using pb::tournament::Standings;

namespace {

QString ref(const QString& relative)
{
    return pb::test::referencePath(relative);
}

QStringList threeBrains()
{
    return {ref(QStringLiteral("ants/sample.ant")), ref(QStringLiteral("ants/brains/winners/dunkosmiloolump-1.ant")),
            ref(QStringLiteral("ants/brains/winners/frictionless_bananas-1.ant"))};
}

QStringList twoWorlds()
{
    return {ref(QStringLiteral("ants/worlds/sample0.world")), ref(QStringLiteral("ants/worlds/sample1.world"))};
}

// The standings the format computes from what the database holds (its own connection).
Standings standingsOf(const QString& path, std::unique_ptr<pb::tournament::Format>* formatOut = nullptr,
                      std::vector<pb::tournament::Finished>* finishedOut = nullptr)
{
    pb::store::TournamentDb db(path);
    auto format = db.format();
    if (!format)
        return {};
    const auto finished = db.finished();
    Standings s = format->standings(finished);
    if (finishedOut)
        *finishedOut = finished;
    if (formatOut)
        *formatOut = std::move(format);
    return s;
}

void fillForm(TournamentDocument& doc, const QString& db, int jobs)
{
    doc.setup()->setGame(QStringLiteral("ants"));
    auto* form = qobject_cast<AntsTournamentForm*>(doc.setup()->form(QStringLiteral("ants")));
    QVERIFY(form);
    form->setBrainFiles(threeBrains());
    form->setWorldFiles(twoWorlds());
    form->setSeed(12345);
    form->setRounds(100000);
    doc.setup()->setDatabasePath(db);
    doc.setup()->setJobs(jobs);
}

// Every row of the table is the format's standing, as the table shows it.
void compareTable(const pb::views::StandingsModel& model, const Standings& expected)
{
    QCOMPARE(model.rowCount(), static_cast<int>(expected.entries.size()));
    for (int r = 0; r < model.rowCount(); ++r) {
        const auto& e = expected.entries[static_cast<std::size_t>(r)];
        using M = pb::views::StandingsModel;
        QCOMPARE(model.data(model.index(r, M::Rank)).toInt(), e.rank);
        QCOMPARE(model.data(model.index(r, M::Name)).toString(), e.name);
        QCOMPARE(model.data(model.index(r, M::Points)).toString(), M::number(e.points));
        QCOMPARE(model.data(model.index(r, M::Games)).toInt(), e.games);
        for (int k = 0; k < model.extraKeys().size(); ++k) {
            const QJsonValue v = e.extra.value(model.extraKeys()[k]);
            QCOMPARE(model.data(model.index(r, M::FirstExtra + k)).toString(),
                     v.isDouble() ? M::number(v.toDouble()) : v.toString());
        }
    }
}


} // namespace

class TestTournamentWorkspace : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_complete;  // the database of the uninterrupted run

private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("tst_tournament_workspace"));
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/worlds/sample1.world"));
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/brains/winners/frictionless_bananas-1.ant"));
        QVERIFY(m_dir.isValid());
        m_complete = m_dir.filePath(QStringLiteral("complete.sqlite"));
    }

    void runsToTheEndAndShowsTheDatabasesStandings()
    {
        TournamentDocument doc;
        QVERIFY(pb::test::showAt(doc, 1000, 700));
        QVERIFY(!doc.showingResults());
        fillForm(doc, m_complete, 2);
        QSignalSpy ended(&doc, &TournamentDocument::runEnded);
        QTest::mouseClick(doc.setup()->startButton(), Qt::LeftButton);
        QVERIFY(doc.showingResults());
        QVERIFY(doc.running());
        QVERIFY(doc.cancelButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 120000);
        QCOMPARE(ended.first().at(0).toBool(), false);  // not cancelled
        QVERIFY(ended.first().at(1).toString().isEmpty());
        QVERIFY(!doc.running());
        QCOMPARE(doc.total(), 12);  // 3 pairs x 2 colours x 2 worlds
        QCOMPARE(static_cast<int>(doc.finished().size()), 12);
        QVERIFY(!doc.resumeButton()->isEnabled());
        QVERIFY(doc.progressText().contains(QStringLiteral("complete")));
        auto* progress = doc.findChild<QProgressBar*>(QStringLiteral("tournamentProgress"));
        QCOMPARE(progress->value(), 12);

        std::unique_ptr<pb::tournament::Format> format;
        std::vector<pb::tournament::Finished> finished;
        const Standings expected = standingsOf(m_complete, &format, &finished);
        QVERIFY(format);
        QCOMPARE(static_cast<int>(finished.size()), 12);
        compareTable(*doc.standingsModel(), expected);
        QCOMPARE(doc.standingsModel()->extraKeys().mid(0, 3),
                 (QStringList{QStringLiteral("wins"), QStringLiteral("draws"), QStringLiteral("losses")}));
        int games = 0;
        for (const auto& s : expected.entries)
            games += s.games;
        QCOMPARE(games, 24);  // two players a game

        // The crosstable, over all worlds and over sample1.world alone.
        auto* cross = doc.crosstableModel();
        QCOMPARE(cross->rowCount(), 3);
        auto checkCross = [&](const Standings& over) {
            for (int r = 0; r < 3; ++r)
                for (int c = 0; c < 3; ++c) {
                    const auto i = static_cast<std::size_t>(expected.entries[static_cast<std::size_t>(r)].player);
                    const auto j = static_cast<std::size_t>(expected.entries[static_cast<std::size_t>(c)].player);
                    if (r != c)
                        QCOMPARE(cross->cell(r, c), over.crosstable[i][j]);
                }
        };
        checkCross(expected);
        QComboBox* filter = doc.crosstableFilter();
        QCOMPARE(filter->count(), 3);  // all worlds, sample0.world, sample1.world
        QCOMPARE(filter->itemText(2), QStringLiteral("sample1.world"));
        filter->setCurrentIndex(2);
        std::vector<pb::tournament::Finished> onSample1;
        for (const auto& f : finished)
            if (f.job.params.value(QStringLiteral("world")).toInt() == 1)
                onSample1.push_back(f);
        QCOMPARE(static_cast<int>(onSample1.size()), 6);
        checkCross(format->standings(onSample1));
        filter->setCurrentIndex(0);
        checkCross(expected);

        // The plot ends at every player's points; the finished games are listed.
        QVERIFY(doc.pointsPlot()->pointCount() >= 2);  // from (0, 0)
        QCOMPARE(doc.pointsPlot()->lastX(), 12.0);
        for (const auto& s : expected.entries)
            QCOMPARE(doc.pointsPlot()->lastValue(s.player), s.points);
        QCOMPARE(doc.gamesModel()->rowCount(), 12);
        const QString described = doc.gamesModel()->data(doc.gamesModel()->index(0, pb::views::GamesModel::Game)).toString();
        QCOMPARE(described, format->describe(doc.finished().front().job));  // in the order they finished
        QCOMPARE(doc.gamesModel()->jobAt(0), doc.finished().front().job.id);

        QVERIFY(pb::test::saveShot(doc, QStringLiteral("tournament-1000x700.png")));
        doc.resize(1366, 768);
        QVERIFY(pb::test::saveShot(doc, QStringLiteral("tournament-1366x768.png")));
        doc.findChild<QTabWidget*>()->setCurrentIndex(1);
        QVERIFY(pb::test::saveShot(doc, QStringLiteral("tournament-crosstable.png")));
        doc.resize(1000, 700);
        doc.showSetup();
        QVERIFY(pb::test::saveShot(doc, QStringLiteral("tournament-setup-1000x700.png")));
    }

    void cancelledAndResumedGivesTheSameStandings()
    {
        QVERIFY(QFileInfo::exists(m_complete));
        const QString path = m_dir.filePath(QStringLiteral("resumed.sqlite"));
        TournamentDocument doc;
        QVERIFY(pb::test::showAt(doc, 1000, 700));
        fillForm(doc, path, 1);
        QSignalSpy ended(&doc, &TournamentDocument::runEnded);
        // Cancel as soon as the first game is stored: the second is being played then.
        connect(&doc, &TournamentDocument::gameStored, &doc, [&doc](int done) {
            if (done == 1)
                doc.cancel();
        });
        QTest::mouseClick(doc.setup()->startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 120000);
        QCOMPARE(ended.first().at(0).toBool(), true);  // cancelled
        const int stopped = static_cast<int>(doc.finished().size());
        QVERIFY2(stopped >= 1 && stopped < 12, qPrintable(QString::number(stopped)));
        QVERIFY(doc.progressText().contains(QStringLiteral("Resume")));
        QVERIFY(doc.resumeButton()->isEnabled());
        QVERIFY(!doc.cancelButton()->isEnabled());
        {
            pb::store::TournamentDb db(path);
            QCOMPARE(db.finishedCount(), stopped);
            QCOMPARE(db.jobCount(), 12);
        }
        compareTable(*doc.standingsModel(), standingsOf(path));

        disconnect(&doc, &TournamentDocument::gameStored, &doc, nullptr);
        QTest::mouseClick(doc.resumeButton(), Qt::LeftButton);
        QVERIFY(doc.running());
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 2, 120000);
        QCOMPARE(ended.last().at(0).toBool(), false);
        QCOMPARE(static_cast<int>(doc.finished().size()), 12);
        // The resumed tournament ranks exactly as the uninterrupted one.
        const Standings resumed = standingsOf(path), complete = standingsOf(m_complete);
        compareTable(*doc.standingsModel(), complete);
        QCOMPARE(pb::tournament::toJson(resumed), pb::tournament::toJson(complete));
    }

    void startingOnAnotherTournamentsDatabaseSaysWhy()
    {
        TournamentDocument doc;
        QVERIFY(pb::test::showAt(doc, 1000, 700));
        fillForm(doc, m_complete, 1);
        auto* form = qobject_cast<AntsTournamentForm*>(doc.setup()->form(QStringLiteral("ants")));
        form->setRounds(5000);  // other settings: the database holds another tournament
        QSignalSpy ended(&doc, &TournamentDocument::runEnded);
        QTest::mouseClick(doc.setup()->startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 30000);
        QVERIFY(!doc.showingResults());  // back to the setup, with the database's reason
        auto* error = doc.findChild<QLabel*>(QStringLiteral("tournamentSetupError"));
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QStringLiteral("rounds")), qPrintable(error->text()));
        QVERIFY(pb::test::saveShot(doc, QStringLiteral("tournament-setup-another-1000x700.png")));
        QCOMPARE(standingsOf(m_complete).entries.front().games, 8);  // untouched

        // Fewer than two brains: said on the setup page, nothing started.
        form->setBrainFiles({threeBrains().front()});
        QTest::mouseClick(doc.setup()->startButton(), Qt::LeftButton);
        QVERIFY(!doc.running());
        QVERIFY(error->text().contains(QStringLiteral("two brains")));
    }

    // "Reuse games from": the games an earlier tournament played with the same brains, world,
    // seed and rounds are taken from its database (here sample against dunkosmiloolump-1, 4 of
    // the 12), only the other 8 are played, and the standings are those of the complete run.
    // The row is there for ants only.
    void reusesTheSameGamesOfAnEarlierTournament()
    {
        QVERIFY(QFileInfo::exists(m_complete));
        const QString earlier = m_dir.filePath(QStringLiteral("earlier.sqlite"));
        {
            TournamentDocument first;
            QVERIFY(pb::test::showAt(first, 1000, 700));
            fillForm(first, earlier, 2);
            qobject_cast<AntsTournamentForm*>(first.setup()->form(QStringLiteral("ants")))->setBrainFiles(threeBrains().mid(0, 2));
            QSignalSpy ended(&first, &TournamentDocument::runEnded);
            QTest::mouseClick(first.setup()->startButton(), Qt::LeftButton);
            QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 120000);
            QCOMPARE(static_cast<int>(first.finished().size()), 4);
        }
        TournamentDocument doc;
        QVERIFY(pb::test::showAt(doc, 1000, 700));
        auto* reuse = doc.findChild<QLineEdit*>(QStringLiteral("tournamentReuse"));
        QVERIFY(reuse);
        doc.setup()->setGame(QStringLiteral("less"));
        QVERIFY(!reuse->isVisible());
        fillForm(doc, m_dir.filePath(QStringLiteral("reusing.sqlite")), 2);
        QVERIFY(reuse->isVisible());
        QSignalSpy ended(&doc, &TournamentDocument::runEnded);
        // A file that is not there: back to the setup page, saying which.
        const QString missing = m_dir.filePath(QStringLiteral("missing.sqlite"));
        doc.setup()->setReusePath(missing);
        QTest::mouseClick(doc.setup()->startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 30000);
        auto* error = doc.findChild<QLabel*>(QStringLiteral("tournamentSetupError"));
        QVERIFY2(!doc.showingResults() && error->isVisible() && error->text().contains(missing), qPrintable(error->text()));
        doc.setup()->setReusePath(earlier);
        QSignalSpy stored(&doc, &TournamentDocument::gameStored);
        QTest::mouseClick(doc.setup()->startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 2, 120000);
        QCOMPARE(ended.last().at(0).toBool(), false);
        QCOMPARE(stored.count(), 8);
        QCOMPARE(static_cast<int>(doc.finished().size()), 12);
        QCOMPARE(pb::tournament::toJson(standingsOf(m_dir.filePath(QStringLiteral("reusing.sqlite")))),
                 pb::tournament::toJson(standingsOf(m_complete)));
        compareTable(*doc.standingsModel(), standingsOf(m_complete));
    }

    void opensAFinishedAntGameInTheAntsWorkspace()
    {
        TournamentDocument doc;
        QString error;
        QVERIFY2(doc.openFile(m_complete, &error), qPrintable(error));
        QVERIFY(doc.showingResults());
        // A game on sample1.world with black winning or any: the last game of the plan.
        const pb::tournament::Finished game = doc.finished().back();
        QSignalSpy created(&doc, &TournamentDocument::documentCreated);
        QVERIFY2(doc.openGame(game.job.id, &error), qPrintable(error));
        QCOMPARE(created.count(), 1);
        std::unique_ptr<AntsDocument> ants(qobject_cast<AntsDocument*>(created.first().at(0).value<pb::gui::Document*>()));
        QVERIFY(ants);
        const QJsonObject settings = doc.format()->settings();
        const QJsonArray brains = settings.value(QStringLiteral("brains")).toArray();
        const QString red = brains.at(game.job.params.value(QStringLiteral("red")).toInt()).toObject().value(QStringLiteral("name")).toString();
        QCOMPARE(QFileInfo(ants->brainPath(pb::ants::Color::Red)).completeBaseName(), red);
        QCOMPARE(QFileInfo(ants->worldPath()).fileName(), QStringLiteral("sample1.world"));
        QVERIFY(!ants->isModified());
        QCOMPARE(ants->controller()->seed(), 12345u);
        QCOMPARE(ants->controller()->lastRound(), 100000);
        // The workspace plays the same game: at its last round, the tournament's food.
        QTRY_VERIFY_WITH_TIMEOUT(ants->controller()->finished(), 60000);
        ants->controller()->seek(100000);
        QTRY_COMPARE_WITH_TIMEOUT(ants->controller()->round(), 100000, 30000);
        const QJsonArray food = game.outcome.result.value(QStringLiteral("food")).toArray();
        QCOMPARE(ants->controller()->frame()->foodOnHill(pb::ants::Color::Red), food.at(0).toInt());
        QCOMPARE(ants->controller()->frame()->foodOnHill(pb::ants::Color::Black), food.at(1).toInt());

        // The list's double click opens one too; a game not finished does not.
        doc.gamesView()->setCurrentIndex(doc.gamesModel()->index(0, 0));
        QVERIFY(!doc.openGame(9999, &error));
        QVERIFY(!error.isEmpty());
    }

    void fileOpenTellsTournamentsFromOtherDatabases()
    {
        QVERIFY(TournamentDocument::looksLikeTournament(m_complete));
        // An SQLite file without a tournament (like the Peaceable best-scores database).
        const QString other = m_dir.filePath(QStringLiteral("best.sqlite"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            db.setDatabaseName(other);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE best (seed INTEGER PRIMARY KEY, score INTEGER)")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
        QVERIFY(!TournamentDocument::looksLikeTournament(other));
        QVERIFY(!TournamentDocument::looksLikeTournament(ref(QStringLiteral("ants/worlds/sample0.world"))));
        QVERIFY(!TournamentDocument::looksLikeTournament(m_dir.filePath(QStringLiteral("missing.sqlite"))));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("missing.sqlite"))));
    }

    void fileOpenInTheMainWindow()
    {
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        QVERIFY(window.openPath(m_complete));
        auto* doc = qobject_cast<TournamentDocument*>(window.currentDocument());
        QVERIFY(doc);
        QVERIFY(doc->showingResults());
        QCOMPARE(static_cast<int>(doc->finished().size()), 12);
        compareTable(*doc->standingsModel(), standingsOf(m_complete));
        QCOMPARE(window.recentFiles().value(0), QFileInfo(m_complete).absoluteFilePath());
        QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()), QStringLiteral("Tournament: complete.sqlite"));
        // The game opens in a tab of its own.
        const int tabs = window.tabs()->count();
        QString error;
        QVERIFY2(doc->openGame(doc->finished().front().job.id, &error), qPrintable(error));
        QCOMPARE(window.tabs()->count(), tabs + 1);
        QVERIFY(qobject_cast<AntsDocument*>(window.currentDocument()));
        window.tabs()->setCurrentWidget(doc);
        // The New dialog's tournament and the start page's button open the setup.
        auto* fresh = qobject_cast<TournamentDocument*>(window.openSample(QStringLiteral("tournament")));
        QVERIFY(fresh);
        QVERIFY(!fresh->showingResults());
        window.closeDocument(fresh);
        window.tabs()->setCurrentWidget(doc);
        QVERIFY(pb::test::saveShot(window, QStringLiteral("tournament-window.png")));
        QSettings().clear();
    }

    // The other games' forms: a Less tournament of four bots (24 seatings on one board) and an
    // Arimaa round robin, each game replayed in its workspace from the record in the database.
    void lessAndArimaaTournaments()
    {
        struct Case {
            QString game;
            int games;
            QString filter;  // the crosstable filter's choice after "all"
        };
        for (const Case& c : {Case{QStringLiteral("less"), 24, QStringLiteral("Board of seed 7")},
                              Case{QStringLiteral("arimaa"), 2, QString()}}) {
            const QString path = m_dir.filePath(c.game + QStringLiteral(".sqlite"));
            TournamentDocument doc;
            QVERIFY(pb::test::showAt(doc, 1000, 700));
            doc.setup()->setGame(c.game);
            doc.setup()->setDatabasePath(path);
            doc.setup()->setJobs(2);
            if (c.game == QLatin1String("less")) {
                auto* form = qobject_cast<pb::gui::LessTournamentForm*>(doc.setup()->form(c.game));
                QVERIFY(form);
                form->players()->clear();
                for (const char* bot : {"bot:random", "bot:greedy", "bot:random", "bot:greedy"})
                    form->players()->addPlayer(QLatin1String(bot));
                form->setSeed(7);
                form->setBotMs(20);
            } else {
                auto* form = qobject_cast<pb::gui::ArimaaTournamentForm*>(doc.setup()->form(c.game));
                QVERIFY(form);
                form->players()->clear();
                form->players()->addPlayer(QStringLiteral("bot:random"), QStringLiteral("first"));
                form->players()->addPlayer(QStringLiteral("bot:random"), QStringLiteral("second"));
                form->setGames(2);
                form->setTimeControl(QStringLiteral("0:02/0:30/100/0/80t"));  // random games end by turn 80
            }
            QSignalSpy ended(&doc, &TournamentDocument::runEnded);
            QTest::mouseClick(doc.setup()->startButton(), Qt::LeftButton);
            QVERIFY2(doc.showingResults(), qPrintable(doc.findChild<QLabel*>(QStringLiteral("tournamentSetupError"))->text()));
            QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 300000);
            QVERIFY2(ended.first().at(1).toString().isEmpty(), qPrintable(ended.first().at(1).toString()));
            QCOMPARE(doc.total(), c.games);
            QCOMPARE(static_cast<int>(doc.finished().size()), c.games);
            compareTable(*doc.standingsModel(), standingsOf(path));
            if (!c.filter.isEmpty())
                QCOMPARE(doc.crosstableFilter()->itemText(1), c.filter);

            QSignalSpy created(&doc, &TournamentDocument::documentCreated);
            QString error;
            QVERIFY2(doc.openGame(doc.finished().back().job.id, &error), qPrintable(error));
            QCOMPARE(created.count(), 1);
            std::unique_ptr<pb::gui::Document> opened(created.first().at(0).value<pb::gui::Document*>());
            QCOMPARE(opened->gameId(), c.game);
            if (auto* less = qobject_cast<pb::gui::LessDocument*>(opened.get()))
                QVERIFY(less->isReplay());
        }
    }

    // The scored tournaments (players do not meet, so no crosstable): the Honeycomb qualifiers of
    // two teams' solutions files, the Peaceable marathon of two settings of our solver.
    void honeycombAndPeaceableTournaments()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("honeycomb/golden/2.json"));
        for (const QString& game : {QStringLiteral("honeycomb"), QStringLiteral("peaceable")}) {
            const QString path = m_dir.filePath(game + QStringLiteral(".sqlite"));
            TournamentDocument doc;
            QVERIFY(pb::test::showAt(doc, 1000, 700));
            doc.setup()->setGame(game);
            doc.setup()->setDatabasePath(path);
            doc.setup()->setJobs(2);
            int games = 0;
            if (game == QLatin1String("honeycomb")) {
                auto* form = qobject_cast<pb::gui::HoneycombTournamentForm*>(doc.setup()->form(game));
                QVERIFY(form);
                form->clearTeams();
                form->addTeam(QStringLiteral("golden"), {ref(QStringLiteral("honeycomb/golden/1.json")),
                                                         ref(QStringLiteral("honeycomb/golden/2.json"))});
                form->addTeam(QStringLiteral("partial"), {ref(QStringLiteral("honeycomb/golden/1.json"))});
                form->setProblemFiles({ref(QStringLiteral("honeycomb/problems/problem_1.json")),
                                       ref(QStringLiteral("honeycomb/problems/problem_2.json"))});
                games = 4;  // 2 problems x 2 teams
            } else {
                auto* form = qobject_cast<pb::gui::PeaceableTournamentForm*>(doc.setup()->form(game));
                QVERIFY(form);
                form->solvers()->clear();
                form->solvers()->addPlayer(QStringLiteral("solver:threads=1,seed=1,iterations=20000"), QStringLiteral("short run"));
                form->solvers()->addPlayer(QStringLiteral("solver:threads=1,seed=2,iterations=60000"), QStringLiteral("long run"));
                form->setSeeds(1, 2);
                form->setSeconds(5);
                games = 4;  // 2 tests x 2 solvers
            }
            QSignalSpy ended(&doc, &TournamentDocument::runEnded);
            QTest::mouseClick(doc.setup()->startButton(), Qt::LeftButton);
            QVERIFY2(doc.showingResults(), qPrintable(doc.findChild<QLabel*>(QStringLiteral("tournamentSetupError"))->text()));
            QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 300000);
            QVERIFY2(ended.first().at(1).toString().isEmpty(), qPrintable(ended.first().at(1).toString()));
            QCOMPARE(doc.total(), games);
            compareTable(*doc.standingsModel(), standingsOf(path));
            QVERIFY(doc.crosstableModel()->isEmpty());
            QVERIFY(!doc.findChild<QTabWidget*>()->isTabEnabled(1));
            QString error;
            QVERIFY(!doc.openGame(doc.finished().front().job.id, &error));  // no workspace replays these
            QVERIFY(error.contains(game));
        }
    }

    // For docs/screenshots/tournament.png: the six 2004 winners and sample.ant on three sample
    // worlds, half played, in the main window; and the Less setup page at the smallest size.
    void screenshotOfALiveTournament()
    {
        if (qEnvironmentVariable("PLAYBENCH_SCREENSHOTS").isEmpty())
            QSKIP("set PLAYBENCH_SCREENSHOTS to a folder to save screenshots");
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        auto* doc = qobject_cast<TournamentDocument*>(window.openSample(QStringLiteral("tournament")));
        QVERIFY(doc);
        doc->setup()->setGame(QStringLiteral("less"));
        window.resize(1000, 700);
        QVERIFY(pb::test::saveShot(window, QStringLiteral("tournament-less-setup-1000x700.png")));
        doc->setup()->setGame(QStringLiteral("honeycomb"));
        QVERIFY(pb::test::saveShot(window, QStringLiteral("tournament-honeycomb-setup-1000x700.png")));
        doc->setup()->setGame(QStringLiteral("peaceable"));
        QVERIFY(pb::test::saveShot(window, QStringLiteral("tournament-peaceable-setup-1000x700.png")));
        window.resize(1366, 768);
        doc->setup()->setGame(QStringLiteral("ants"));
        auto* form = qobject_cast<AntsTournamentForm*>(doc->setup()->form(QStringLiteral("ants")));
        QStringList brains{ref(QStringLiteral("ants/sample.ant"))};
        for (const char* name : {"dunkosmiloolump-1", "dunkosmiloolump-2", "frictionless_bananas-1", "frictionless_bananas-2",
                                 "redteam-1", "redteam-2"})
            brains << ref(QStringLiteral("ants/brains/winners/%1.ant").arg(QLatin1String(name)));
        form->setBrainFiles(brains);
        form->setWorldFiles(twoWorlds() << ref(QStringLiteral("ants/worlds/sample2.world")));
        form->setRounds(100000);
        doc->setup()->setDatabasePath(m_dir.filePath(QStringLiteral("winners.sqlite")));
        doc->setup()->setJobs(2);
        doc->setup()->setReusePath(m_dir.filePath(QStringLiteral("winners-yesterday.sqlite")));
        QVERIFY(pb::test::saveShot(window, QStringLiteral("tournament-ants-setup.png")));
        doc->setup()->setReusePath({});
        QTest::mouseClick(doc->setup()->startButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(doc->finished().size() >= 70, 300000);
        QTest::qWait(600);  // the views follow the last games
        QVERIFY(pb::test::saveShot(window, QStringLiteral("tournament.png")));
        QSignalSpy ended(doc, &TournamentDocument::runEnded);
        doc->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 30000);
        QSettings().clear();
    }

    // Closing the workspace while it plays cancels the run and leaves a resumable database.
    void closingWhileRunningCancels()
    {
        const QString path = m_dir.filePath(QStringLiteral("closed.sqlite"));
        {
            auto doc = std::make_unique<TournamentDocument>();
            fillForm(*doc, path, 1);
            QSignalSpy stored(doc.get(), &TournamentDocument::gameStored);
            QTest::mouseClick(doc->setup()->startButton(), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(stored.count() >= 1, 60000);
            QVERIFY(doc->running());
            QElapsedTimer clock;
            clock.start();
            doc.reset();
            QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
        }
        pb::store::TournamentDb db(path);
        QVERIFY(db.finishedCount() >= 1);
        QVERIFY(db.finishedCount() < 12);
    }
};

QTEST_MAIN(TestTournamentWorkspace)
#include "tst_tournament_workspace.moc"
