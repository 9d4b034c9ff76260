// The session as `arimaa match` runs it: two random AEI engines (built on the core rules) play whole games to a legal
// end; the record replays to the same result; the engines hear the AEI dialogue of the spec's
// example session, live options included; engines that hang, crash, send garbage, play illegal
// moves, answer late or stop answering while pondering lose with the right termination, and
// nothing hangs. Then `playbench-cli arimaa match` with alternating colours.
#include "arimaa/session.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace pb::arimaa;

namespace {
const QString kTestEngine = QStringLiteral(AEI_TEST_ENGINE);
const QString kRandomEngine = QStringLiteral(AEI_RANDOM_ENGINE);
const QString kCli = QStringLiteral(PLAYBENCH_CLI);
const char* kGoldSetup = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2";

PlayerSpec randomEngine(int seed, QStringList extra = {})
{
    PlayerSpec p;
    p.program = kRandomEngine;
    p.arguments = QStringList{QStringLiteral("--seed"), QString::number(seed)} + extra;
    p.name = QStringLiteral("random-%1").arg(seed);
    return p;
}

PlayerSpec testEngine(const QString& mode, QStringList extra = {})
{
    PlayerSpec p;
    p.program = kTestEngine;
    p.arguments = QStringList{mode} + extra;
    p.name = QStringLiteral("test-") + mode;
    return p;
}

// One game through arimaa::Session, players[0] Gold.
SessionResult playGame(const std::array<PlayerSpec, 2>& players, const SessionOptions& settings, const SessionEvents& events = {})
{
    Session session({makePlayer(players[0], Gold, settings), makePlayer(players[1], Silver, settings)}, settings, events);
    return session.run();
}

SessionOptions settingsFor(const char* tc)
{
    SessionOptions s;
    const TimeControlParse parsed = parseTimeControl(tc);
    if (!parsed.ok())
        qFatal("bad time control %s", tc);
    s.control = parsed.control;
    s.graceMs = 1000;
    s.syncTimeoutMs = 1500;
    s.startTimeoutMs = 3000;
    return s;
}

QStringList readLines(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// Replays record lines ("2g Ee2n ...") through a fresh game; the piece counts after each turn
// once both sides have set up.
struct Replay {
    Game game;
    std::vector<std::array<int, 2>> pieces;
    QString error;
};
Replay replay(const std::vector<std::string>& lines)
{
    Replay r;
    for (const std::string& line : lines) {
        r.error = r.game.play(line);
        if (!r.error.isEmpty())
            return r;
        if (!r.game.inSetup())
            r.pieces.push_back({r.game.position().count(Gold), r.game.position().count(Silver)});
    }
    return r;
}
} // namespace

class TestArimaaMatch : public QObject {
    Q_OBJECT
private slots:
    void randomGame_data()
    {
        QTest::addColumn<int>("goldSeed");
        QTest::addColumn<int>("silverSeed");
        QTest::addColumn<QString>("tc");
        QTest::newRow("30 turns") << 1 << 2 << QStringLiteral("0:01/0:10/100/0/30t");
        QTest::newRow("400 turns") << 7 << 8 << QStringLiteral("0:02/0:10/100/0/400t");
        QTest::newRow("400 turns, other seeds") << 11 << 5 << QStringLiteral("0:02/0:10/100/0/400t");
    }

    void randomGame()
    {
        QFETCH(int, goldSeed);
        QFETCH(int, silverSeed);
        QFETCH(QString, tc);
        const SessionOptions settings = settingsFor(tc.toLatin1().constData());
        std::vector<MoveReport> seen;
        int infos = 0;
        SessionEvents cb;
        cb.moved = [&seen](const MoveReport& m, const Game&) { seen.push_back(m); };
        cb.info = [&infos](int, const AeiInfo& info) { infos += info.score ? 1 : 0; };
        std::vector<TurnStart> starts;
        cb.turnStarted = [&starts](const TurnStart& t) { starts.push_back(t); };
        const SessionResult r = playGame({randomEngine(goldSeed), randomEngine(silverSeed)}, settings, cb);
        QVERIFY2(!r.fault || r.termination == 's', r.fault ? qPrintable(r.fault->reason) : "");
        QVERIFY(r.winner == Gold || r.winner == Silver);
        QVERIFY2(QByteArray("gems").contains(r.termination), qPrintable(QString(QLatin1Char(r.termination))));
        QCOMPARE(r.engineIds[0], std::string("RandomEngine"));
        QCOMPARE(r.names[0], QStringLiteral("random-%1").arg(goldSeed));

        // Every move was reported, with the clocks after it.
        QCOMPARE(seen.size(), r.game.record().size());
        QCOMPARE(seen.size(), r.moves.size());
        QCOMPARE(starts.size(), seen.size());
        QVERIFY(infos >= static_cast<int>(seen.size()));
        for (std::size_t i = 0; i < seen.size(); ++i) {
            QCOMPARE(seen[i].side, static_cast<int>(i % 2));
            QCOMPARE(seen[i].label + " " + seen[i].move, r.game.record()[i]);
            QVERIFY(seen[i].usedMs >= 0);
            QVERIFY(seen[i].reserveMs[0] >= 0 && seen[i].reserveMs[1] >= 0);
            QVERIFY(seen[i].info.pv.size() > 0);
            // The turn started with the clocks the previous move left; setups get a minute.
            QCOMPARE(starts[i].label, seen[i].label);
            QCOMPARE(starts[i].setup, i < 2);
            QCOMPARE(starts[i].moveTimeMs, i < 2 ? std::int64_t(60000) : settings.control.moveMs);
            QCOMPARE(starts[i].allowedMs, starts[i].moveTimeMs + starts[i].reserveMs[i % 2]);
            const std::array<std::int64_t, 2> before =
                i == 0 ? std::array<std::int64_t, 2>{settings.control.reserveMs, settings.control.reserveMs} : seen[i - 1].reserveMs;
            QCOMPARE(starts[i].reserveMs, before);
        }
        // Fast moves add (rounded) unused move time, up to no limit: reserves only grow here.
        QVERIFY(seen.back().reserveMs[0] >= settings.control.reserveMs);

        // The record replays to the same end.
        const Replay again = replay(r.game.record());
        QVERIFY2(again.error.isEmpty(), qPrintable(again.error));
        QCOMPARE(again.game.position(), r.game.position());
        if (r.termination == 's') {
            QCOMPARE(again.game.outcome().decided(), false);
            QCOMPARE(static_cast<int>(r.game.record().size()), 2 * settings.control.gameTurns);
            QCOMPARE(r.winner, haltedWinner(again.pieces));
        } else {
            QCOMPARE(again.game.outcome().winner, r.winner);
            QCOMPARE(again.game.outcome().termination, r.termination);
        }

        // The record text: header, then the moves.
        const std::string text = gameRecordText(r, settings);
        QVERIFY(text.starts_with("Event: Playbench match\n"));
        QVERIFY(text.find("\nGold: random-" + std::to_string(goldSeed) + "\n") != std::string::npos);
        QVERIFY(text.find("\nTimeControl: " + settings.control.toString() + "\n") != std::string::npos);
        QVERIFY(text.find(std::string("\nResult: ") + (r.winner == Gold ? "g" : "s") + "\n") != std::string::npos);
        QVERIFY(text.find(std::string("\nTermination: ") + r.termination) != std::string::npos);
        QVERIFY(text.ends_with("\n\n" + r.game.recordText()));

        // The archive line reads back and replays to the same result.
        const ArchiveParse archive = readArchive(archiveHeaderLine() + "\n" + archiveLine(r, settings, 1) + "\n");
        QVERIFY2(archive.ok(), archive.error.c_str());
        QCOMPARE(archive.games.size(), std::size_t(1));
        const ReplayReport rep = replayArchiveGame(archive.games[0]);
        QVERIFY2(!rep.illegal, qPrintable(rep.reason));
        QCOMPARE(rep.movesPlayed, static_cast<int>(r.game.record().size()));
        QCOMPARE(rep.recordedWinner, r.winner);
        QVERIFY(rep.agrees);  // halted games too: replay scores them as the runner did
        qInfo("%s: %s by %c after %zu moves in %lld ms", QTest::currentDataTag(), r.winner == Gold ? "gold" : "silver",
              r.termination, seen.size(), static_cast<long long>(r.durationMs));
    }

    void sameSeedsSameGame()
    {
        // The engines are seeded and the rules deterministic: the same pairing plays the same game.
        const SessionOptions settings = settingsFor("0:01/0:10/100/0/12t");
        const SessionResult a = playGame({randomEngine(3), randomEngine(4)}, settings);
        const SessionResult b = playGame({randomEngine(3), randomEngine(4)}, settings);
        const SessionResult c = playGame({randomEngine(5), randomEngine(4)}, settings);
        QCOMPARE(a.game.record(), b.game.record());
        QVERIFY(a.game.record() != c.game.record());
    }

    void dialogue_data()
    {
        QTest::addColumn<bool>("ponder");
        QTest::newRow("no ponder") << false;
        QTest::newRow("ponder") << true;
    }

    void dialogue()
    {
        // What each engine heard, as in the AEI spec's blitz session.
        QFETCH(bool, ponder);
        QTemporaryDir dir;
        const QString goldLog = dir.filePath(QStringLiteral("gold.txt"));
        const QString silverLog = dir.filePath(QStringLiteral("silver.txt"));
        SessionOptions settings = settingsFor("0:03/0:20/100/0/4t");
        settings.ponder = ponder;
        const SessionResult r = playGame({randomEngine(1, {QStringLiteral("--record"), goldLog}),
                                       randomEngine(2, {QStringLiteral("--record"), silverLog})},
                                      settings);
        QCOMPARE(r.termination, 's');
        QCOMPARE(r.game.record().size(), std::size_t(8));
        const QStringList gold = readLines(goldLog);
        const QStringList silver = readLines(silverLog);
        const QStringList opening{QStringLiteral("aei"), QStringLiteral("isready"), QStringLiteral("newgame"),
                                  QStringLiteral("isready"), QStringLiteral("setoption name tcmove value 3"),
                                  QStringLiteral("setoption name tcreserve value 20"),
                                  QStringLiteral("setoption name tcpercent value 100"),
                                  QStringLiteral("setoption name tcmax value 0"),
                                  QStringLiteral("setoption name tctotal value 0"),
                                  QStringLiteral("setoption name tcturns value 4"),
                                  QStringLiteral("setoption name tcturntime value 0"),
                                  QStringLiteral("setoption name opponent value random-2"), QStringLiteral("isready")};
        QCOMPARE(gold.mid(0, opening.size()), opening);
        QCOMPARE(silver.at(11), QStringLiteral("setoption name opponent value random-1"));
        // Gold's first go: the live options, the reserves as set.
        QCOMPARE(gold.mid(13, 7),
                 (QStringList{QStringLiteral("setoption name greserve value 20"), QStringLiteral("setoption name sreserve value 20"),
                              QStringLiteral("setoption name gused value 0"), QStringLiteral("setoption name sused value 0"),
                              QStringLiteral("setoption name lastmoveused value 0"),
                              QStringLiteral("setoption name moveused value 0"), QStringLiteral("go")}));
        // Both engines are told every move, their own included, in order; each go is preceded by
        // the six live options; the reserves grow by the rounded unused move time.
        for (const QStringList* heard : {&gold, &silver}) {
            QStringList made;
            int gos = 0;
            for (int i = 0; i < heard->size(); ++i) {
                const QString& l = heard->at(i);
                if (l.startsWith(QLatin1String("makemove ")))
                    made << l.mid(9);
                if (l == QLatin1String("go")) {
                    ++gos;
                    QVERIFY(i >= 6);
                    QVERIFY(heard->at(i - 6).startsWith(QLatin1String("setoption name greserve value ")));
                    QVERIFY(heard->at(i - 1).startsWith(QLatin1String("setoption name moveused value ")));
                }
            }
            QCOMPARE(gos, 4);
            QCOMPARE(made.size(), 7);  // the last move ends the game: nobody is told it
            for (int i = 0; i < made.size(); ++i)
                QCOMPARE(made[i].toStdString(), r.moves[static_cast<std::size_t>(i)].move);
            QCOMPARE(heard->back(), QStringLiteral("quit"));
            // Gold ponders after each of its 4 turns, Silver after 3 (its 4th ends the game).
            QCOMPARE(heard->count(QStringLiteral("go ponder")), ponder ? (heard == &gold ? 4 : 3) : 0);
        }
        // Silver's move 2s saw Gold's reserve after its fast move 2g: 20 s + the unused 3 s.
        QVERIFY(silver.contains(QStringLiteral("setoption name greserve value 23")));
        if (ponder) {
            // A ponder search is stopped and synced before the engine hears the opponent's move.
            const int p = static_cast<int>(gold.indexOf(QStringLiteral("go ponder")));
            QCOMPARE(gold.at(p + 1), QStringLiteral("stop"));
            QCOMPARE(gold.at(p + 2), QStringLiteral("isready"));
            QVERIFY(gold.at(p + 3).startsWith(QLatin1String("makemove ")));
        }
    }

    void faults_data()
    {
        QTest::addColumn<QString>("tc");
        QTest::addColumn<bool>("ponder");
        QTest::addColumn<int>("faultySide");
        QTest::addColumn<QString>("mode");       // aei_test_engine mode, or "random" for the random engine
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<char>("termination");
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("line");        // the offending line, if any
        QTest::addColumn<QString>("reasonHas");

        const QString limited = QStringLiteral("0:01/0:02/100/0/0/0:02");
        QTest::newRow("hang") << limited << false << 1 << QStringLiteral("hang") << QStringList{} << 't'
                              << QStringLiteral("1s") << QString() << QStringLiteral("no bestmove");
        QTest::newRow("crash") << limited << false << 1 << QStringLiteral("crash") << QStringList{} << 'f'
                               << QStringLiteral("1s") << QString() << QStringLiteral("crashed");
        QTest::newRow("garbage") << limited << false << 1 << QStringLiteral("garbage") << QStringList{} << 'i'
                                 << QStringLiteral("1s") << QStringLiteral("bestmove") << QStringLiteral("without a move");
        QTest::newRow("illegal setup") << limited << false << 1 << QStringLiteral("good") << QStringList{} << 'i'
                                       << QStringLiteral("1s") << QStringLiteral("bestmove Ra2n")
                                       << QStringLiteral("set up");
        QTest::newRow("illegal move") << limited << false << 0 << QStringLiteral("random")
                                      << QStringList{QStringLiteral("--illegal-at"), QStringLiteral("3")} << 'i'
                                      << QStringLiteral("3g") << QStringLiteral("bestmove Ee2n Ee2n")
                                      << QStringLiteral("step ");
        QTest::newRow("over the turn limit T") << limited << false << 1 << QStringLiteral("slow")
                                               << QStringList{QStringLiteral("--sleep"), QStringLiteral("2300")} << 't'
                                               << QStringLiteral("1s") << QStringLiteral("bestmove Ra2n")
                                               << QStringLiteral("turn limit");
        QTest::newRow("out of reserve") << QStringLiteral("0:01/0:01") << false << 0 << QStringLiteral("random")
                                        << QStringList{QStringLiteral("--sleep-at"), QStringLiteral("3"),
                                                       QStringLiteral("--sleep"), QStringLiteral("3300")}
                                        << 't' << QStringLiteral("3g") << QString() << QStringLiteral(" ms");
        QTest::newRow("mute while pondering") << limited << true << 0 << QStringLiteral("mute")
                                              << QStringList{QStringLiteral("--move"), QString::fromLatin1(kGoldSetup)}
                                              << 'f' << QStringLiteral("2g") << QString() << QStringLiteral("pondering");
        QTest::newRow("stale bestmove after stop") << limited << true << 0 << QStringLiteral("stale")
                                                   << QStringList{QStringLiteral("--move"), QString::fromLatin1(kGoldSetup)}
                                                   << 'i' << QStringLiteral("2g")
                                                   << QStringLiteral("bestmove ") + QString::fromLatin1(kGoldSetup)
                                                   << QStringLiteral("setup after");
        QTest::newRow("deaf while pondering") << limited << true << 0 << QStringLiteral("deaf")
                                              << QStringList{QStringLiteral("--move"), QString::fromLatin1(kGoldSetup)}
                                              << 'i' << QStringLiteral("2g")
                                              << QStringLiteral("bestmove ") + QString::fromLatin1(kGoldSetup)
                                              << QStringLiteral("setup after");
        QTest::newRow("no aeiok") << limited << false << 0 << QStringLiteral("noaeiok") << QStringList{} << 'f'
                                  << QStringLiteral("1g") << QString() << QStringLiteral("aeiok");
        QTest::newRow("no such program") << limited << false << 1 << QStringLiteral("missing") << QStringList{} << 'f'
                                         << QStringLiteral("1g") << QString() << QStringLiteral("could not start");
    }

    void faults()
    {
        QFETCH(QString, tc);
        QFETCH(bool, ponder);
        QFETCH(int, faultySide);
        QFETCH(QString, mode);
        QFETCH(QStringList, extra);
        QFETCH(char, termination);
        QFETCH(QString, label);
        QFETCH(QString, line);
        QFETCH(QString, reasonHas);
        SessionOptions settings = settingsFor(tc.toLatin1().constData());
        settings.ponder = ponder;
        std::array<PlayerSpec, 2> players{randomEngine(1), randomEngine(2)};
        PlayerSpec& faulty = players[static_cast<std::size_t>(faultySide)];
        if (mode == QLatin1String("random"))
            faulty = randomEngine(faultySide + 1, extra);
        else if (mode == QLatin1String("missing"))
            faulty.program = QStringLiteral("/nonexistent/aei-engine");
        else
            faulty = testEngine(mode, extra);
        QElapsedTimer timer;
        timer.start();
        const SessionResult r = playGame(players, settings);
        QVERIFY2(timer.elapsed() < 15000, "the game took too long");
        QVERIFY(r.fault);
        QCOMPARE(r.winner, faultySide ^ 1);
        QCOMPARE(r.termination, termination);
        QCOMPARE(r.fault->side, faultySide);
        QCOMPARE(QString::fromStdString(r.fault->label), label);
        if (!line.isNull())
            QCOMPARE(QString::fromStdString(r.fault->line), line);
        QVERIFY2(r.fault->reason.contains(reasonHas), qPrintable(r.fault->reason));
        // The moves before the fault stand, and the record says why it ended.
        const Replay again = replay(r.game.record());
        QVERIFY(again.error.isEmpty());
        QCOMPARE(again.game.moveLabel(), r.fault->label);
        const std::string text = gameRecordText(r, settings);
        QVERIFY(text.find(std::string("\nTermination: ") + termination) != std::string::npos);
        QVERIFY(text.find("\nReason: " + std::string(faultySide == Gold ? "Gold" : "Silver") + " at "
                          + label.toStdString() + ": ")
                != std::string::npos);
        // Engines are ended on every path.
        for (const auto& t : r.transcripts)
            QVERIFY(t.empty() || t.back().starts_with("> quit") || t.back().starts_with("!"));
    }

    void gameTimeLimit()
    {
        // G by time: a slow Silver runs the game clock out during its move; the game is halted
        // and scored (equal pieces: Silver wins), not lost on time.
        SessionOptions settings = settingsFor("0:05/0:05/100/0/0h0m2s");
        std::array<PlayerSpec, 2> players{randomEngine(1), randomEngine(2, {QStringLiteral("--sleep-at"), QStringLiteral("2"),
                                                                           QStringLiteral("--sleep"), QStringLiteral("4000")})};
        QElapsedTimer timer;
        timer.start();
        const SessionResult r = playGame(players, settings);
        QVERIFY(timer.elapsed() < 10000);
        QCOMPARE(r.termination, 's');
        QCOMPARE(r.winner, Silver);
        QVERIFY(r.fault);
        QCOMPARE(r.fault->side, -1);
        QCOMPARE(r.fault->label, std::string("2s"));
    }

    void resignation()
    {
        const SessionOptions settings = settingsFor("0:01/0:05");
        const SessionResult r = playGame({randomEngine(1), testEngine(QStringLiteral("good"), {QStringLiteral("--move"), QStringLiteral("resigns")})},
                                      settings);
        QCOMPARE(r.winner, Gold);
        QCOMPARE(r.termination, 'r');
        QVERIFY(!r.fault);
        QCOMPARE(r.game.record().back(), std::string("1s resigns"));
        const ArchiveParse archive = readArchive(archiveHeaderLine() + "\n" + archiveLine(r, settings, 7) + "\n");
        QVERIFY(archive.ok());
        QVERIFY(archive.games[0].value("movelist").ends_with("1s resigns"));
        QVERIFY(replayArchiveGame(archive.games[0]).agrees);
    }

    void workerThread()
    {
        // The GUI runs a game on a worker thread: the callbacks come on that thread, and the
        // engines' processes live there.
        std::thread::id worker, moveThread, infoThread;
        int moves = 0;
        SessionResult r;
        SessionEvents cb;
        cb.moved = [&](const MoveReport&, const Game&) {
            moveThread = std::this_thread::get_id();
            ++moves;
        };
        cb.info = [&](int, const AeiInfo&) { infoThread = std::this_thread::get_id(); };
        std::thread t([&] {
            worker = std::this_thread::get_id();
            r = playGame({randomEngine(1), randomEngine(2)}, settingsFor("0:01/0:05/100/0/5t"), cb);
        });
        t.join();
        QCOMPARE(r.termination, 's');
        QCOMPARE(moves, 10);
        QVERIFY(worker != std::this_thread::get_id());
        QVERIFY(moveThread == worker);
        QVERIFY(infoThread == worker);
    }

    void cancel()
    {
        SessionEvents cb;
        int moves = 0;
        Session* running = nullptr;
        cb.moved = [&](const MoveReport&, const Game&) {
            if (++moves == 5)
                running->cancel();
        };
        const SessionOptions settings = settingsFor("0:05/1:00");
        Session session({makePlayer(randomEngine(1), Gold, settings), makePlayer(randomEngine(2), Silver, settings)}, settings, cb);
        running = &session;
        const SessionResult r = session.run();
        QVERIFY(r.cancelled);
        QCOMPARE(r.winner, -1);
        QCOMPARE(r.termination, '\0');
        QCOMPARE(moves, 5);
        QCOMPARE(r.game.record().size(), std::size_t(5));
        QVERIFY(gameRecordText(r, settings).find("\nResult: *\n") != std::string::npos);
    }

    void fromPosition()
    {
        // A game from a position: the engines are sent setposition and play on from it.
        const auto pos = parseAeiBoard("[rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]", Silver);
        QVERIFY(pos);
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("gold.txt"));
        SessionOptions settings = settingsFor("0:02/0:10/100/0/6t");
        settings.start = *pos;
        settings.startMoveNumber = 2;
        const SessionResult r = playGame({randomEngine(1, {QStringLiteral("--record"), log}), randomEngine(2)}, settings);
        QVERIFY(!r.game.record().empty());
        QVERIFY(r.game.record().front().starts_with("2s "));
        QVERIFY(readLines(log).contains(
            QStringLiteral("setposition s [rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]")));
        QVERIFY(gameRecordText(r, settings).find("\nStart: 2s [") != std::string::npos);
    }

    void cliMatch()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("games.txt"));
        const QString archive = dir.filePath(QStringLiteral("games.tsv"));
        const QString a = QStringLiteral("%1 --seed 1").arg(kRandomEngine);
        const QString b = QStringLiteral("%1 --seed 2").arg(kRandomEngine);
        QProcess p;
        p.start(kCli, {QStringLiteral("arimaa"), QStringLiteral("match"), QStringLiteral("--gold"), a,
                       QStringLiteral("--silver"), b, QStringLiteral("--tc"), QStringLiteral("0:01/0:10/100/0/20t"),
                       QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--out"), out,
                       QStringLiteral("--archive"), archive, QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        std::array<QJsonObject, 2> games;
        for (int i = 0; i < 2; ++i) {
            const QJsonDocument doc = QJsonDocument::fromJson(lines[i].toUtf8());
            QVERIFY(doc.isObject());
            games[static_cast<std::size_t>(i)] = doc.object();
            QCOMPARE(games[static_cast<std::size_t>(i)].value(QStringLiteral("game")).toInt(), i + 1);
        }
        // Colours alternate: game 1 the --gold command plays Gold, game 2 Silver.
        QCOMPARE(games[0].value(QStringLiteral("gold")).toString(), a);
        QCOMPARE(games[0].value(QStringLiteral("silver")).toString(), b);
        QCOMPARE(games[1].value(QStringLiteral("gold")).toString(), b);
        QCOMPARE(games[1].value(QStringLiteral("silver")).toString(), a);
        for (const QJsonObject& g : games) {
            const QString winner = g.value(QStringLiteral("winner")).toString();
            QVERIFY(winner == QLatin1String("gold") || winner == QLatin1String("silver"));
            QCOMPARE(g.value(QStringLiteral("winner_program")).toString(), g.value(winner).toString());
            QVERIFY(QStringLiteral("gems").contains(g.value(QStringLiteral("termination")).toString()));
            QVERIFY(g.value(QStringLiteral("moves")).toInt() > 2);
        }
        const QStringList record = readLines(out);
        QCOMPARE(record.count(QStringLiteral("Event: Playbench match")), 2);
        QVERIFY(record.contains(QStringLiteral("Gold: ") + a));
        QVERIFY(record.contains(QStringLiteral("Gold: ") + b));
        QCOMPARE(record.count(QStringLiteral("TimeControl: 1s/10s/100/0/20t/0")), 2);
        // Both games' moves are there, each under its header, as many as the JSON said.
        QCOMPARE(record.filter(QRegularExpression(QStringLiteral("^1g "))).size(), 2);
        QCOMPARE(record.filter(QRegularExpression(QStringLiteral("^\\d+[gs] "))).size(),
                 games[0].value(QStringLiteral("moves")).toInt() + games[1].value(QStringLiteral("moves")).toInt());
        const qsizetype secondHeader = record.lastIndexOf(QStringLiteral("Event: Playbench match"));
        QVERIFY(record.indexOf(QRegularExpression(QStringLiteral("^1g .*"))) < secondHeader);
        QVERIFY(record.lastIndexOf(QRegularExpression(QStringLiteral("^1g .*"))) > secondHeader);
        // The archive file replays to the same results.
        QProcess replay;
        replay.start(kCli, {QStringLiteral("arimaa"), QStringLiteral("replay"), archive});
        QVERIFY(replay.waitForFinished(30000));
        QCOMPARE(replay.exitCode(), 0);
        QVERIFY(QString::fromUtf8(replay.readAllStandardOutput()).contains(QLatin1String("2 of 2 games agree")));
    }

    void cliFaultsAndTotals()
    {
        // A crashing engine forfeits as Gold and as Silver; the totals count it per program.
        const QString crash = QStringLiteral("%1 crash").arg(kTestEngine);
        const QString random = QStringLiteral("%1 --seed 4").arg(kRandomEngine);
        QProcess p;
        p.start(kCli, {QStringLiteral("arimaa"), QStringLiteral("match"), QStringLiteral("--gold"), crash,
                       QStringLiteral("--silver"), random, QStringLiteral("--tc"), QStringLiteral("0:01/0:05"),
                       QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--jobs"), QStringLiteral("2")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[0].startsWith(QStringLiteral("game 1: %1 (gold) vs %2 (silver): silver wins by forfeit after 0 move(s); gold at 1g: ").arg(crash, random)),
                 qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QStringLiteral("game 2: %1 (gold) vs %2 (silver): gold wins by forfeit after 1 move(s) (last 1g); silver at 1s: ").arg(random, crash)),
                 qPrintable(lines[1]));
        QVERIFY(lines[0].contains(QLatin1String("crashed")));
        QCOMPARE(lines[2], QStringLiteral("%1: 0 wins (0 as gold, 0 as silver), 2 losses, 2 faults").arg(crash));
        QCOMPARE(lines[3], QStringLiteral("%1: 2 wins (1 as gold, 1 as silver), 0 losses, 0 faults").arg(random));
        // Progress on stderr, one line per finished game with the running wins; the last has them all.
        const QStringList progress = QString::fromUtf8(p.readAllStandardError())
                                         .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                         .filter(QRegularExpression(QStringLiteral("^game \\d of 2 done")));
        QCOMPARE(progress.size(), 2);
        QVERIFY2(progress[1].startsWith(QStringLiteral("game 2 of 2 done")), qPrintable(progress[1]));
        QVERIFY2(progress[1].endsWith(QStringLiteral("wins: program 1 0, program 2 2")), qPrintable(progress[1]));
    }

    void cliUsage()
    {
        QProcess p;
        p.start(kCli, {QStringLiteral("arimaa"), QStringLiteral("match"), QStringLiteral("--gold"), kRandomEngine,
                       QStringLiteral("--tc"), QStringLiteral("0:01/0:10")});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 2);
        p.start(kCli, {QStringLiteral("arimaa"), QStringLiteral("match"), QStringLiteral("--gold"), kRandomEngine,
                       QStringLiteral("--silver"), kRandomEngine, QStringLiteral("--tc"), QStringLiteral("0:01/x")});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("--tc")));
    }
};

QTEST_GUILESS_MAIN(TestArimaaMatch)
#include "tst_arimaa_match.moc"
