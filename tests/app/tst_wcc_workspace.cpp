// The Arimaa World Computer Championship in the Tournament workspace, offscreen: a finals
// database shows its rounds (pairings, colours, results, byes, lives left and ratings after each
// round) and opens any game; a qualifier database shows its table per benchmark bot; the Arimaa
// form sets up either; a game is resumed from a move after a technical failure through the
// dialog, which keeps what was typed when the move is wrong.

#include "gui/arimaa/arimaadocument.h"
#include "gui/mainwindow.h"
#include "gui/tournament/botforms.h"
#include "gui/tournament/playerlist.h"
#include "gui/tournament/resumegamedialog.h"
#include "gui/tournament/tournamentdocument.h"
#include "gui/tournament/tournamentsetup.h"

#include "showwidget.h"
#include "testsettings.h"

#include "store/tournamentdb.h"
#include "tournament/benchmarktable.h"
#include "tournament/roundsview.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using pb::gui::ArimaaTournamentForm;
using pb::gui::MainWindow;
using pb::gui::ResumeGameDialog;
using pb::gui::TournamentDocument;
using pb::views::RoundsView;

namespace {

QJsonArray bots(const QString& prefix, int count)
{
    QJsonArray players;
    for (int i = 1; i <= count; ++i)
        players.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("%1%2").arg(prefix).arg(i)},
                                   {QStringLiteral("spec"), QStringLiteral("bot:random")}});
    return players;
}

// Plays the tournament of `settings` into `path` with the command line's code.
void playInto(const QString& path, const QJsonObject& settings)
{
    QString error;
    const auto format = pb::tournament::makeFormat(settings, &error);
    QVERIFY2(format, qPrintable(error));
    pb::store::TournamentDb db(path);
    QVERIFY2(db.begin(*format), qPrintable(db.error()));
    pb::store::TournamentPlay play(db, *format, 2);
    QVERIFY2(play.run({}), qPrintable(play.error()));
}

QJsonObject finalsSettings(int players, int lives)
{
    return {{QStringLiteral("game"), QStringLiteral("arimaa-wcc-finals")}, {QStringLiteral("players"), bots(QStringLiteral("b"), players)},
            {QStringLiteral("tc"), QString()}, {QStringLiteral("untimed_ms"), 5}, {QStringLiteral("bot_depth"), 0},
            {QStringLiteral("seed"), 1}, {QStringLiteral("lives"), lives}};
}


bool tabShown(const TournamentDocument& doc, QWidget* tab)
{
    return doc.tables()->isTabVisible(doc.tables()->indexOf(tab));
}

} // namespace

class TestWccWorkspace : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_finals;

private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("tst_wcc_workspace"));
        QVERIFY(m_dir.isValid());
        m_finals = m_dir.filePath(QStringLiteral("wcc.sqlite"));
        playInto(m_finals, finalsSettings(4, 2));
    }

    // Round by round: one row per round with its bye, one per game with gold, silver and the
    // result; after a complete round each player's lives left and rating, as the format's
    // standings give them over the games up to that round. A game opens in the Arimaa workspace.
    void finalsRoundByRound()
    {
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        QVERIFY(window.openPath(m_finals));
        auto* doc = qobject_cast<TournamentDocument*>(window.currentDocument());
        QVERIFY(doc);
        QVERIFY(tabShown(*doc, doc->roundsView()));
        QVERIFY(!tabShown(*doc, doc->benchmarkTable()));
        RoundsView* view = doc->roundsView();

        pb::store::TournamentDb db(m_finals, pb::store::TournamentDb::Open::Existing);
        const auto format = db.format();
        const std::vector<pb::tournament::Finished> finished = db.finished();
        const QJsonArray rounds = format->standings(finished).extra.value(QStringLiteral("rounds")).toArray();
        QVERIFY(rounds.size() >= 3);
        QCOMPARE(view->topLevelItemCount(), static_cast<int>(rounds.size()));
        int games = 0;
        for (int r = 0; r < view->topLevelItemCount(); ++r) {
            const QTreeWidgetItem* round = view->topLevelItem(r);
            const QJsonObject expected = rounds[r].toObject();
            QCOMPARE(round->text(RoundsView::Round), QStringLiteral("Round %1").arg(expected[QStringLiteral("round")].toInt()));
            const QString bye = expected[QStringLiteral("bye")].toString();
            QCOMPARE(round->text(RoundsView::Result), bye.isEmpty() ? QString() : QStringLiteral("bye: %1").arg(bye));
            const QJsonArray roundGames = expected[QStringLiteral("games")].toArray();
            QCOMPARE(round->childCount(), static_cast<int>(roundGames.size()));
            for (int g = 0; g < round->childCount(); ++g) {
                const QTreeWidgetItem* game = round->child(g);
                QCOMPARE(game->text(RoundsView::Gold), roundGames[g][QStringLiteral("gold")].toString());
                QCOMPARE(game->text(RoundsView::Silver), roundGames[g][QStringLiteral("silver")].toString());
                QCOMPARE(RoundsView::jobOf(game) + 1, roundGames[g][QStringLiteral("game")].toInt());
                QVERIFY(game->text(RoundsView::Result).startsWith(roundGames[g][QStringLiteral("winner")].toString() + QLatin1Char(' ')));
                ++games;
            }
            // Lives after this round, over the games up to it.
            std::vector<pb::tournament::Finished> upTo;
            for (const auto& f : finished)
                if (f.job.params.value(QStringLiteral("round")).toInt() <= expected[QStringLiteral("round")].toInt())
                    upTo.push_back(f);
            const pb::tournament::Standings after = format->standings(upTo);
            for (const auto& e : after.entries)
                QVERIFY2(round->text(RoundsView::Lives)
                             .contains(QStringLiteral("%1 %2").arg(e.name).arg(e.extra.value(QStringLiteral("lives_left")).toInt())),
                         qPrintable(round->text(RoundsView::Lives)));
            QVERIFY(!round->text(RoundsView::Ratings).isEmpty());
        }
        QCOMPARE(games, static_cast<int>(finished.size()));

        doc->tables()->setCurrentWidget(view);
        view->setCurrentItem(view->topLevelItem(1)->child(0));
        QVERIFY(pb::test::saveShot(window, QStringLiteral("tournament-wcc-rounds.png")));
        emit view->itemActivated(view->topLevelItem(1)->child(0), 0);
        auto* arimaa = qobject_cast<pb::gui::ArimaaDocument*>(window.currentDocument());
        QVERIFY(arimaa);
        QSettings().clear();
    }

    // The qualifier: its table per benchmark bot (score, streak, games, losses before), the
    // rounds hidden.
    void qualifierTable()
    {
        const QString path = m_dir.filePath(QStringLiteral("q.sqlite"));
        playInto(path, {{QStringLiteral("game"), QStringLiteral("arimaa-wcc-qualifier")},
                        {QStringLiteral("players"), bots(QStringLiteral("e"), 3)},
                        {QStringLiteral("benchmarks"), bots(QStringLiteral("bench"), 2)},
                        {QStringLiteral("games"), 3}, {QStringLiteral("tc"), QString()}, {QStringLiteral("untimed_ms"), 5},
                        {QStringLiteral("bot_depth"), 0}, {QStringLiteral("seed"), 1}});
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        QVERIFY(window.openPath(path));
        auto* doc = qobject_cast<TournamentDocument*>(window.currentDocument());
        QVERIFY(doc);
        QVERIFY(!tabShown(*doc, doc->roundsView()));
        QVERIFY(tabShown(*doc, doc->benchmarkTable()));
        pb::views::BenchmarkTable* table = doc->benchmarkTable();
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->columnCount(), 4);  // two bots, the score, the seed
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("bench1"));
        pb::store::TournamentDb db(path, pb::store::TournamentDb::Open::Existing);
        const pb::tournament::Standings s = db.format()->standings(db.finished());
        for (int r = 0; r < 3; ++r) {
            const auto& e = s.entries[static_cast<std::size_t>(r)];
            QVERIFY(table->verticalHeaderItem(r)->text().endsWith(e.name));
            const QJsonArray perBot = e.extra.value(QStringLiteral("benchmarks")).toArray();
            for (int b = 0; b < 2; ++b)
                QVERIFY2(table->item(r, b)->text().startsWith(QStringLiteral("%1 (streak %2, %3 games")
                                                                  .arg(perBot[b][QStringLiteral("score")].toInt())
                                                                  .arg(perBot[b][QStringLiteral("longest_streak")].toInt())
                                                                  .arg(perBot[b][QStringLiteral("games")].toInt())),
                         qPrintable(table->item(r, b)->text()));
            QCOMPARE(table->item(r, 2)->text(), QLocale().toString(e.points));  // shown as the locale writes it
        }
        doc->tables()->setCurrentWidget(table);
        QVERIFY(pb::test::saveShot(window, QStringLiteral("tournament-wcc-qualifier.png")));
        QSettings().clear();
    }

    // The Arimaa form makes each format's settings, and a finals set up there runs to its end.
    void theFormSetsUpTheChampionship()
    {
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        auto* doc = new TournamentDocument;
        window.addDocument(doc);
        doc->setup()->setGame(QStringLiteral("arimaa"));
        auto* form = qobject_cast<ArimaaTournamentForm*>(doc->setup()->form(QStringLiteral("arimaa")));
        QVERIFY(form);
        form->players()->clear();
        for (const char* name : {"x", "y", "z"})
            form->players()->addPlayer(QStringLiteral("bot:random"), QLatin1String(name));
        form->setKind(ArimaaTournamentForm::Qualifier);
        QString error;
        QJsonObject s = form->settings(&error);
        QCOMPARE(s[QStringLiteral("game")].toString(), QStringLiteral("arimaa-wcc-qualifier"));
        QVERIFY(!s[QStringLiteral("benchmarks")].toArray().isEmpty());
        QCOMPARE(s[QStringLiteral("games")].toInt(), 20);
        QCOMPARE(s[QStringLiteral("tc")].toString(), QStringLiteral("2m/6m/100/0/8h/6m"));
        QVERIFY(pb::test::saveShot(window, QStringLiteral("tournament-wcc-setup.png")));
        form->setKind(ArimaaTournamentForm::Finals);
        form->setLives(1);
        form->setUntimed(5);
        s = form->settings(&error);
        QCOMPARE(s[QStringLiteral("game")].toString(), QStringLiteral("arimaa-wcc-finals"));
        QCOMPARE(s[QStringLiteral("lives")].toInt(), 1);
        QVERIFY(!s.contains(QStringLiteral("benchmarks")) && !s.contains(QStringLiteral("games")));
        QCOMPARE(s[QStringLiteral("players")].toArray()[0][QStringLiteral("name")].toString(), QStringLiteral("x"));
        // Seed order: z moved to the top is the first seed.
        form->players()->findChild<QTableWidget*>()->setCurrentCell(2, 0);
        form->players()->moveSelected(-1);
        form->players()->moveSelected(-1);
        s = form->settings(&error);
        QCOMPARE(s[QStringLiteral("players")].toArray()[0][QStringLiteral("name")].toString(), QStringLiteral("z"));

        doc->setup()->setDatabasePath(m_dir.filePath(QStringLiteral("form.sqlite")));
        doc->setup()->setJobs(1);
        QSignalSpy ended(doc, &TournamentDocument::runEnded);
        QTest::mouseClick(doc->setup()->startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
        QVERIFY(doc->showingResults());
        QCOMPARE(static_cast<int>(doc->finished().size()), 2);  // one life each: two games for three
        QVERIFY(tabShown(*doc, doc->roundsView()));
        QCOMPARE(doc->roundsView()->topLevelItemCount(), 2);
        QSettings().clear();
    }

    // Tournament > Resume Game From a Move: a wrong move keeps the dialog open with the error and
    // what was typed; a right one invalidates the game, which Resume plays again from there.
    void resumeAGameThroughTheDialog()
    {
        const QString path = m_dir.filePath(QStringLiteral("resume.sqlite"));
        playInto(path, finalsSettings(3, 1));
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        QVERIFY(window.openPath(path));
        auto* doc = qobject_cast<TournamentDocument*>(window.currentDocument());
        QVERIFY(doc);
        QVERIFY(doc->resumeGameAction()->isEnabled());
        QCOMPARE(static_cast<int>(doc->finished().size()), 2);

        bool sawError = false;
        QString offered;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<ResumeGameDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            offered = dialog->gameBox()->currentText();
            QCOMPARE(dialog->gameBox()->count(), 1);  // only the last round's game
            dialog->fromEdit()->setText(QStringLiteral("99g"));
            dialog->reasonEdit()->setText(QStringLiteral("the server lost a move"));
            dialog->accept();
            sawError = dialog->isVisible() && dialog->errorLabel()->isVisible()
                       && dialog->errorLabel()->text().contains(QLatin1String("99g"))
                       && dialog->reasonEdit()->text() == QLatin1String("the server lost a move");
            QVERIFY(pb::test::saveShot(*dialog, QStringLiteral("tournament-wcc-resume.png")));
            dialog->fromEdit()->setText(QStringLiteral("3g"));
            dialog->accept();
        });
        QVERIFY(doc->resumeGameFromMove());
        QVERIFY(sawError);
        QVERIFY2(offered.startsWith(QLatin1String("Game 2, round 2")), qPrintable(offered));
        QCOMPARE(static_cast<int>(doc->finished().size()), 1);
        QVERIFY(doc->resumeButton()->isEnabled());
        QSignalSpy ended(doc, &TournamentDocument::runEnded);
        QVERIFY(doc->resume());
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
        QCOMPARE(static_cast<int>(doc->finished().size()), 2);
        pb::store::TournamentDb db(path, pb::store::TournamentDb::Open::Existing);
        const auto events = db.events();
        QCOMPARE(events.size(), std::size_t{1});
        QCOMPARE(events.front().kind, QStringLiteral("invalidated"));
        QVERIFY(db.finishedJob(1)->outcome.record.contains(QLatin1String("Resumed: 3g after a halt (the server lost a move)")));
        QSettings().clear();
    }
};

QTEST_MAIN(TestWccWorkspace)
#include "tst_wcc_workspace.moc"
