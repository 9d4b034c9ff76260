// The Less session: the dialogue programs receive, faults (crash, hang, garbage, empty, illegal,
// too slow, bad rush) and the judge taking over, game logs written and replayed (`less play`:
// tst_less_play_cli).

#include "less/gamelog.h"
#include "less/generator.h"
#include "less/session.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <thread>

using namespace pb::less;

namespace {

PlayerSpec program(const QStringList& args)
{
    PlayerSpec p;
    p.bot = false;
    p.program = QStringLiteral(LESS_TEST_PLAYER);
    p.arguments = args;
    p.name = QStringLiteral("test-player ") + args.join(QLatin1Char(' '));
    return p;
}

PlayerSpec bot()
{
    return parsePlayerSpec(QStringLiteral("bot:random"));
}

// One game through the session, as `less play` plays it.
SessionResult runGame(const Board& board, const std::array<PlayerSpec, kColours>& players, const SessionOptions& options)
{
    Session session(board, makeSeats(players, options), options);
    return session.run();
}

// Sixteen squares, four per colour in the order Yellow, Black, White, Red (as the test
// player's --start takes them).
Position positionOf(const QString& squares)
{
    Position position;
    const QStringList words = squares.split(QLatin1Char(' '));
    for (int i = 0; i < 16; ++i)
        position.set(parseSquare(words[i].toStdString()), i / 4);
    return position;
}

Board testBoard()
{
    return parseBoard(kFigure1Board).board;
}

QStringList readLines(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

// What a program in seat `colour` must have read (and, with "> ", written), built from the log.
// Whether the colour's own pieces moved after its last turn (its partner moved them).
bool movedAfterLastTurn(const GameLog& log, int colour)
{
    Game g(log.board, log.start);
    std::uint64_t ownAfter = log.start.mask(colour);
    for (const Game::Record& r : log.turns) {
        if (r.nil)
            continue;
        g.play(r.turn);
        if (r.colour == colour)
            ownAfter = g.position().mask(colour);
    }
    return g.position().mask(colour) != ownAfter;
}

QStringList expectedDialogue(const GameLog& log, int colour, bool joined)
{
    if (log.start.teamHome(teamOf(colour)))
        return {QString::fromStdString(log.board.toString()), QLatin1String(colourName(colour)), QStringLiteral("Quit")};
    QStringList t{QString::fromStdString(log.board.toString()), QLatin1String(colourName(colour))};
    // `Move` comes right after the colour's own last turn: the turns after it are not sent,
    // unless the partner moved the colour's pieces in them.
    std::size_t last = 0;
    for (std::size_t k = 0; k < log.turns.size(); ++k)
        if (log.turns[k].colour == colour && !log.turns[k].nil)
            last = k + 1;
    if (movedAfterLastTurn(log, colour))
        last = log.turns.size();
    for (const Game::Record& r : std::vector<Game::Record>(log.turns.begin(), log.turns.begin() + static_cast<std::ptrdiff_t>(last))) {
        const QString text = r.nil ? QStringLiteral("Nil") : QString::fromStdString(turnText(r.turn));
        if (r.colour == colour) {
            if (!r.nil)
                t << QStringLiteral("> ") + text;
        } else {
            t << text;
        }
    }
    t << QStringLiteral("Move");
    QStringList steps;
    for (const Step& s : log.rushSteps[static_cast<std::size_t>(colour)])
        steps << QString::fromStdString(stepText(s));
    if (joined && !steps.isEmpty())
        t << QStringLiteral("> ") + steps.join(QLatin1Char(':'));
    else
        for (const QString& s : steps)
            t << QStringLiteral("> ") + s;
    return t;
}

int turnsOf(const GameLog& log, int colour)
{
    int n = 0;
    for (const Game::Record& r : log.turns)
        n += r.colour == colour && !r.nil;
    return n;
}

// A game whose Yellow program hangs (a minute for the game), with `meanwhile(session)` run on
// another thread 200 ms in; the result, and `elapsedMs` set to how long the game ran.
template<class Meanwhile>
SessionResult runWhileYellowHangs(Meanwhile meanwhile, qint64* elapsedMs)
{
    std::array<PlayerSpec, kColours> players{program({QStringLiteral("hang")}), bot(), bot(), bot()};
    SessionOptions o;
    o.timePerGame = std::chrono::milliseconds(60000);
    Session session(testBoard(), makeSeats(players, o), o);
    QElapsedTimer timer;
    timer.start();
    std::thread t([&session, &meanwhile] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        meanwhile(session);
    });
    SessionResult r = session.run();
    t.join();
    *elapsedMs = timer.elapsed();
    return r;
}

} // namespace

class TestLessSession : public QObject {
    Q_OBJECT

private slots:
    void playerSpecs()
    {
        QString error;
        PlayerSpec p = parsePlayerSpec(QStringLiteral("bot:random"), &error);
        QVERIFY(error.isEmpty());
        QVERIFY(p.bot);
        QCOMPARE(p.level, BotLevel::Random);
        QCOMPARE(parsePlayerSpec(QStringLiteral("bot:search")).level, BotLevel::Search);
        p = parsePlayerSpec(QStringLiteral("./prog --depth 3 \"a b\""), &error);
        QVERIFY(error.isEmpty());
        QVERIFY(!p.bot);
        QCOMPARE(p.program, QStringLiteral("./prog"));
        QCOMPARE(p.arguments, (QStringList{QStringLiteral("--depth"), QStringLiteral("3"), QStringLiteral("a b")}));
        parsePlayerSpec(QStringLiteral("bot:clever"), &error);
        QVERIFY(error.contains(QStringLiteral("bot:clever")));
    }

    // A program written to the task text alone ("after your program has made 20 turns your
    // program will read the instruction 'Move'") plays a whole game in every seat: the turns the
    // others play after its 20th are never sent to it.
    void moveComesRightAfterTheTwentiethTurn()
    {
        const Board board = generateBoard(defaultTiles().tiles, 5).board;
        for (int seat = 0; seat < kColours; ++seat) {
            QTemporaryDir dir;
            const QString file = dir.filePath(QStringLiteral("literal.txt"));
            std::array<PlayerSpec, kColours> players{bot(), bot(), bot(), bot()};
            players[static_cast<std::size_t>(seat)] = program({QStringLiteral("literal"), QStringLiteral("--record"), file});
            SessionOptions o;
            o.timePerGame = std::chrono::milliseconds(20000);
            o.seed = 11;
            const SessionResult r = runGame(board, players, o);
            QVERIFY(r.over);
            QVERIFY2(r.log.faults.empty(), r.log.faults.empty() ? "" : qPrintable(r.log.faults.front().message));
            QCOMPARE(turnsOf(r.log, seat), kTurnLimit);
            const QStringList lines = readLines(file);
            QCOMPARE(lines, expectedDialogue(r.log, seat, false));
            // The line after its 20th turn is Move.
            int own = 0;
            for (int k = 0; k < lines.size(); ++k)
                if (lines[k].startsWith(QStringLiteral("> ")) && ++own == kTurnLimit) {
                    QCOMPARE(lines.value(k + 1), QStringLiteral("Move"));
                    break;
                }
            QCOMPARE(own, kTurnLimit);
        }
    }

    // White's pieces are home from the start, so White moves Yellow's: when it did so after
    // Yellow's last turn, Yellow reads those turns before Move (its rush starts where White left
    // its pieces) and rushes home without a fault.
    void partnerMovesThePiecesBeforeTheRush()
    {
        const QString start = QStringLiteral("g1 g2 h1 h2 c1 c2 d1 d2 a1 a2 b1 b2 c7 c8 d7 d8");
        const Position position = positionOf(start);
        QVERIFY(position.home(White));
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("yellow.txt"));
        std::array<PlayerSpec, kColours> players{
            program({QStringLiteral("good"), QStringLiteral("--record"), file, QStringLiteral("--start"), start}), bot(),
            bot(), bot()};
        SessionOptions o;
        o.timePerGame = std::chrono::milliseconds(20000);
        o.start = position;
        o.seed = 3;
        const SessionResult r = runGame(testBoard(), players, o);
        QVERIFY(r.over);
        QVERIFY2(r.log.faults.empty(), r.log.faults.empty() ? "" : qPrintable(r.log.faults.front().message));
        QVERIFY2(movedAfterLastTurn(r.log, Yellow), "the game did not make the case: pick another seed");
        const QStringList lines = readLines(file);
        QCOMPARE(lines, expectedDialogue(r.log, Yellow, false));
        const int move = static_cast<int>(lines.indexOf(QStringLiteral("Move")));
        QVERIFY(move > 0);
        QVERIFY2(!lines[move - 1].startsWith(QStringLiteral("> ")), qPrintable(lines[move - 1]));
        QVERIFY(r.log.rushSteps[Yellow].size() > 0);
    }

    // Four programs: each reads exactly the dialogue of the task and NOTES.md.
    void dialogue()
    {
        QTemporaryDir dir;
        std::array<PlayerSpec, kColours> players;
        std::array<QString, kColours> files;
        for (int c = 0; c < kColours; ++c) {
            files[static_cast<std::size_t>(c)] = dir.filePath(QStringLiteral("seat%1.txt").arg(c));
            QStringList args{QStringLiteral("good"), QStringLiteral("--record"), files[static_cast<std::size_t>(c)]};
            if (c == Black)
                args << QStringLiteral("--joined");
            players[static_cast<std::size_t>(c)] = program(args);
        }
        SessionOptions o;
        o.timePerGame = std::chrono::milliseconds(20000);
        const Board board = generateBoard(defaultTiles().tiles, 3).board;
        const SessionResult r = runGame(board, players, o);
        QVERIFY(r.over);
        QVERIFY2(r.log.faults.empty(), r.log.faults.empty() ? "" : qPrintable(r.log.faults.front().message));
        QCOMPARE(r.log.board, board);
        for (int c = 0; c < kColours; ++c) {
            const auto i = static_cast<std::size_t>(c);
            QCOMPARE(readLines(files[i]), expectedDialogue(r.log, c, c == Black));
            QVERIFY(r.log.stderrText[i].contains(QStringLiteral("test player good is %1").arg(QLatin1String(colourName(c)))));
            QVERIFY(r.log.rushMoves[i] >= 0);
        }
        // Yellow's first turn comes right after its colour; Black first reads Yellow's turn.
        const QStringList yellow = readLines(files[0]);
        QVERIFY(yellow.size() > 3 && yellow[2].startsWith(QStringLiteral("> ")));
        const QStringList black = readLines(files[1]);
        QVERIFY(black.size() > 3 && !black[2].startsWith(QStringLiteral("> ")) && black[3].startsWith(QStringLiteral("> ")));
        // Scores are the team scores, partners alike, summing to 20.
        QCOMPARE(r.log.scores[Yellow], r.log.scores[White]);
        QCOMPARE(r.log.scores[Black], r.log.scores[Red]);
        QCOMPARE(r.log.scores[Yellow] + r.log.scores[Black], 20);
        QCOMPARE(r.log.scores[Yellow], teamScore(r.log.moves[Yellow] + r.log.moves[White], r.log.moves[Black] + r.log.moves[Red]));
    }

    // From a position where Yellow and White are home: they get Quit at once, Black and Red
    // read Nil for them and play on to the final rush.
    void nilAndQuit()
    {
        const QString start = QStringLiteral("a7 a8 b7 b8 c1 c2 d1 d2 a1 a2 b1 b2 c7 c8 d7 d8");
        const Position position = positionOf(start);
        QVERIFY(position.teamHome(0));
        QTemporaryDir dir;
        std::array<PlayerSpec, kColours> players;
        std::array<QString, kColours> files;
        for (int c = 0; c < kColours; ++c) {
            files[static_cast<std::size_t>(c)] = dir.filePath(QStringLiteral("seat%1.txt").arg(c));
            players[static_cast<std::size_t>(c)] = program({QStringLiteral("good"), QStringLiteral("--record"),
                                                            files[static_cast<std::size_t>(c)], QStringLiteral("--start"), start});
        }
        SessionOptions o;
        o.timePerGame = std::chrono::milliseconds(20000);
        o.start = position;
        const SessionResult r = runGame(testBoard(), players, o);
        QVERIFY(r.over);
        QVERIFY2(r.log.faults.empty(), r.log.faults.empty() ? "" : qPrintable(r.log.faults.front().message));
        for (int c = 0; c < kColours; ++c)
            QCOMPARE(readLines(files[static_cast<std::size_t>(c)]), expectedDialogue(r.log, c, false));
        const QStringList black = readLines(files[Black]);
        QCOMPARE(black.value(2), QStringLiteral("Nil"));
        // Yellow's and White's Nil before each of Black's turns, but White's after its 20th: the
        // next line after its own 20th turn is Move.
        QVERIFY(black.count(QStringLiteral("Nil")) >= 2 * kTurnLimit - 1);
        QCOMPARE(readLines(files[Yellow]).last(), QStringLiteral("Quit"));
        // Yellow and White were charged nothing; the log keeps the start and replays.
        QCOMPARE(r.log.moves[Yellow], 0);
        QCOMPARE(r.log.moves[White], 0);
        QCOMPARE(r.log.scores[Yellow], 20);
        const std::string text = writeGameLog(r.log);
        QVERIFY(text.find("start White a1 a2 b1 b2\n") != std::string::npos);
        const GameLogParse back = readGameLog(text, QStringLiteral("g.txt"));
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(writeGameLog(back.log), text);
        QVERIFY(back.log.start == position);
    }

    void faults_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("seat");
        QTest::addColumn<int>("timeMs");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("minTurn");
        QTest::addColumn<int>("maxTurn");
        QTest::addColumn<QString>("line");
        QTest::newRow("crash") << QStringList{QStringLiteral("crash")} << int(Black) << 10000 << QStringLiteral("crash") << 2 << 2 << QString();
        QTest::newRow("hang") << QStringList{QStringLiteral("hang")} << int(White) << 400 << QStringLiteral("timeout") << 1 << 1 << QString();
        QTest::newRow("garbage") << QStringList{QStringLiteral("garbage")} << int(Red) << 10000 << QStringLiteral("invalid") << 1 << 1 << QStringLiteral("hello world");
        QTest::newRow("empty") << QStringList{QStringLiteral("empty")} << int(Yellow) << 10000 << QStringLiteral("invalid") << 1 << 1 << QString();
        QTest::newRow("illegal") << QStringList{QStringLiteral("illegal")} << int(Black) << 10000 << QStringLiteral("invalid") << 1 << 1 << QStringLiteral("d4d5");
        QTest::newRow("quitter") << QStringList{QStringLiteral("quitter")} << int(Red) << 10000 << QStringLiteral("crash") << 1 << 1 << QString();
        QTest::newRow("slow") << QStringList{QStringLiteral("slow"), QStringLiteral("--sleep"), QStringLiteral("150")} << int(Yellow) << 700 << QStringLiteral("timeout") << 2 << 5 << QString();
        QTest::newRow("flood") << QStringList{QStringLiteral("flood")} << int(Black) << 10000 << QStringLiteral("invalid") << 1 << 1 << QString(64 * 1024, QLatin1Char('x'));
        QTest::newRow("badrush") << QStringList{QStringLiteral("badrush")} << int(White) << 10000 << QStringLiteral("rush") << 21 << 21 << QStringLiteral("zz");
    }

    // A faulty program scores 0, the judge plays its seat, the others are scored normally.
    void faults()
    {
        QFETCH(QStringList, args);
        QFETCH(int, seat);
        QFETCH(int, timeMs);
        QFETCH(QString, kind);
        QFETCH(int, minTurn);
        QFETCH(int, maxTurn);
        QFETCH(QString, line);
        std::array<PlayerSpec, kColours> players{bot(), bot(), bot(), bot()};
        players[static_cast<std::size_t>(seat)] = program(args);
        SessionOptions o;
        o.timePerGame = std::chrono::milliseconds(timeMs);
        QElapsedTimer timer;
        timer.start();
        const SessionResult r = runGame(testBoard(), players, o);
        QVERIFY(timer.elapsed() < 10000);
        QVERIFY(r.over);
        QCOMPARE(r.log.faults.size(), std::size_t(1));
        const Fault& f = r.log.faults.front();
        QCOMPARE(f.colour, seat);
        QCOMPARE(QLatin1String(faultKindName(f.kind)), kind);
        QVERIFY2(f.turn >= minTurn && f.turn <= maxTurn, qPrintable(QString::number(f.turn)));
        QCOMPARE(QString::fromStdString(f.line), line);
        QVERIFY(!f.message.isEmpty());
        if (kind == QLatin1String("timeout"))
            QVERIFY(r.timeUsedMs[static_cast<std::size_t>(seat)] >= timeMs);
        // The judge went on playing the seat: it made as many turns as the others.
        QCOMPARE(turnsOf(r.log, seat), turnsOf(r.log, Red));
        QVERIFY(turnsOf(r.log, seat) > f.turn || f.turn > kTurnLimit);
        for (int c = 0; c < kColours; ++c) {
            const auto i = static_cast<std::size_t>(c);
            const int t = teamOf(c);
            const int normal = teamScore(r.log.moves[static_cast<std::size_t>(t)] + r.log.moves[static_cast<std::size_t>(t + 2)],
                                         r.log.moves[static_cast<std::size_t>(1 - t)] + r.log.moves[static_cast<std::size_t>(3 - t)]);
            QCOMPARE(r.log.scores[i], c == seat ? 0 : normal);
        }
        // The log names the fault and the offending line, and replays to the same result.
        const std::string text = writeGameLog(r.log);
        const std::string faultLine = "fault " + std::string(colourName(seat)) + ' ' + std::to_string(f.turn) + ' '
                                      + kind.toStdString() + ' ' + quoteText(line.toStdString());
        QVERIFY2(text.find(faultLine) != std::string::npos, text.c_str());
        QVERIFY(r.log.stderrText[static_cast<std::size_t>(seat)].contains(QStringLiteral("test player ") + args.first()));
        const GameLogParse back = readGameLog(text, QStringLiteral("game.txt"));
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.log.scores, r.log.scores);
        QCOMPARE(back.log.faults.size(), std::size_t(1));
        QCOMPARE(back.log.faults.front().line, f.line);
    }

    // A program that cannot start is a crash at its first turn; the judge plays the whole game.
    void missingProgram()
    {
        std::array<PlayerSpec, kColours> players{bot(), bot(), parsePlayerSpec(QStringLiteral("/nonexistent/less-player")), bot()};
        const SessionResult r = runGame(testBoard(), players, SessionOptions{});
        QVERIFY(r.over);
        QCOMPARE(r.log.faults.size(), std::size_t(1));
        QCOMPARE(r.log.faults.front().colour, int(White));
        QCOMPARE(r.log.faults.front().turn, 1);
        QCOMPARE(r.log.faults.front().kind, FaultKind::Crash);
        QVERIFY(r.log.faults.front().message.contains(QStringLiteral("/nonexistent/less-player")));
        QCOMPARE(r.log.scores[White], 0);
        QCOMPARE(r.log.scores[Yellow] + r.log.scores[Black], 20);
        QCOMPARE(turnsOf(r.log, White), turnsOf(r.log, Yellow));
    }

    // cancel() from another thread ends the game at once, even while a program hangs.
    void cancel()
    {
        qint64 elapsed = 0;
        const SessionResult r = runWhileYellowHangs([](Session& session) { session.cancel(); }, &elapsed);
        QVERIFY(!r.over);
        QVERIFY(elapsed < 5000);
        QVERIFY(r.log.faults.empty());
    }

    // setPlayer() while the seat thinks: the hanging program is stopped (no fault: it was
    // replaced, not judged), the bot plays that very turn and the rest of the game.
    void replacingAThinkingSeat()
    {
        qint64 elapsed = 0;
        const SessionResult r = runWhileYellowHangs(
            [](Session& session) {
                session.setPlayer(Yellow, std::make_shared<BotPlayer>(BotLevel::Greedy, 3, std::chrono::milliseconds(100)));
            },
            &elapsed);
        QVERIFY(r.over);
        QVERIFY(elapsed < 20000);
        QVERIFY(r.log.faults.empty());
        QCOMPARE(r.log.players[Yellow], QStringLiteral("bot:greedy"));
        QCOMPARE(turnsOf(r.log, Yellow), turnsOf(r.log, Red));
    }

    // A person's turns come through the inbox (here posted as its turn starts; the desktop
    // posts them from the GUI thread); the session waits for them without a clock.
    void personPlaysThroughTheInbox()
    {
        SessionOptions o;
        Seats seats = makeSeats({bot(), bot(), bot(), bot()}, o);
        auto person = std::make_shared<PersonPlayer>();
        seats[Black] = person;
        int blackTurns = 0;
        Game mirror(testBoard());
        SessionEvents events;
        events.turnStarted = [&](int colour, pb::play::PlayerKind kind, qint64 leftMs) {
            if (colour != Black)
                return;
            QCOMPARE(kind, pb::play::PlayerKind::Person);
            QCOMPARE(leftMs, qint64(-1));
            ++blackTurns;
            person->post(legalTurns(mirror.board(), mirror.position(), Black).front());
        };
        events.turnPlayed = [&](const Game& after, const Game::Record&) { mirror = after; };
        Session session(testBoard(), seats, o, events);
        const SessionResult r = session.run();
        QVERIFY(r.over);
        QCOMPARE(r.log.players[Black], QStringLiteral("person"));
        QVERIFY(blackTurns > 0);
        QCOMPARE(blackTurns, turnsOf(r.log, Black));
    }

    // Red home before the final rush: the game sets its rush (0) itself and is over after the
    // other three; the log still reads back with Red's rush line last.
    void logWithTheLastColourHomeAtTheRush()
    {
        const Position position = positionOf(QStringLiteral("e1 e2 f1 f2 a1 a2 b1 b2 g7 g8 h7 h8 g1 g2 h1 h2"));
        QVERIFY(position.home(Red));
        SessionOptions o;
        o.start = position;
        const SessionResult r = runGame(testBoard(), {bot(), bot(), bot(), bot()}, o);
        QVERIFY(r.over);
        QCOMPARE(r.log.rushMoves[Red], 0);
        const std::string text = writeGameLog(r.log);
        QVERIFY(text.find("rush Red 0\n") != std::string::npos);
        const GameLogParse back = readGameLog(text, QStringLiteral("game.txt"));
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.log.scores, r.log.scores);
        QCOMPARE(back.log.rushMoves, r.log.rushMoves);
    }

    void logRoundTrip()
    {
        std::array<PlayerSpec, kColours> players{bot(), program({QStringLiteral("garbage")}), bot(), bot()};
        const SessionResult r = runGame(generateBoard(defaultTiles().tiles, 9).board, players, SessionOptions{});
        QVERIFY(r.over);
        const std::string text = writeGameLog(r.log);
        const GameLogParse p = readGameLog(text, QStringLiteral("g.txt"));
        QVERIFY2(p.ok(), qPrintable(p.error));
        QCOMPARE(writeGameLog(p.log), text);
        QCOMPARE(p.log.players, r.log.players);
        QCOMPARE(p.log.turns.size(), r.log.turns.size());
        QCOMPARE(p.log.rushMoves, r.log.rushMoves);
        QCOMPARE(p.log.moves, r.log.moves);
        QCOMPARE(p.log.stderrText, r.log.stderrText);
        // Quoting survives every byte.
        GameLog odd = r.log;
        odd.faults.front().line = std::string("a\"b\\c\td\x01\x7f\xc3\xa9", 11);
        const GameLogParse q = readGameLog(writeGameLog(odd), QStringLiteral("g.txt"));
        QVERIFY2(q.ok(), qPrintable(q.error));
        QCOMPARE(q.log.faults.front().line, odd.faults.front().line);
    }

    void logErrors()
    {
        std::array<PlayerSpec, kColours> players{bot(), bot(), bot(), bot()};
        const SessionResult r = runGame(testBoard(), players, SessionOptions{});
        QVERIFY(r.over);
        const QStringList lines = QString::fromStdString(writeGameLog(r.log)).split(QLatin1Char('\n'));
        auto withLine = [&lines](int index, const QString& replacement) {
            QStringList l = lines;
            l[index] = replacement;
            return l.join(QLatin1Char('\n')).toStdString();
        };
        int third = -1, seen = 0;
        for (int i = 0; i < lines.size() && third < 0; ++i)
            if (lines[i].startsWith(QStringLiteral("turn ")) && ++seen == 3)
                third = i;
        QVERIFY(third > 0);
        QVERIFY(lines[third].startsWith(QStringLiteral("turn White ")));
        // An illegal step: file, line and the column of the step.
        GameLogParse p = readGameLog(withLine(third, QStringLiteral("turn White a1a2")), QStringLiteral("g.txt"));
        QVERIFY2(p.error.startsWith(QStringLiteral("g.txt:%1:12: ").arg(third + 1)), qPrintable(p.error));
        // Out of order.
        p = readGameLog(withLine(third, QStringLiteral("turn Red g7f7")), QStringLiteral("g.txt"));
        QVERIFY2(p.error.startsWith(QStringLiteral("g.txt:%1:6: ").arg(third + 1)), qPrintable(p.error));
        // Garbage in a turn.
        p = readGameLog(withLine(third, QStringLiteral("turn White g7x7")), QStringLiteral("g.txt"));
        QVERIFY2(p.error.startsWith(QStringLiteral("g.txt:%1:").arg(third + 1)), qPrintable(p.error));
        // A result that does not match the replay.
        int resultLine = -1;
        for (int i = 0; i < lines.size(); ++i)
            if (lines[i].startsWith(QStringLiteral("result Yellow ")))
                resultLine = i;
        QVERIFY(resultLine > 0);
        const int wrong = (r.log.scores[Yellow] + 1) % 21;
        p = readGameLog(withLine(resultLine, QStringLiteral("result Yellow %1 %2").arg(wrong).arg(r.log.moves[Yellow])),
                        QStringLiteral("g.txt"));
        QVERIFY2(p.error.startsWith(QStringLiteral("g.txt:%1:").arg(resultLine + 1)), qPrintable(p.error));
        // A bad board digit, a bad quote, not a log at all.
        int boardLine = -1;
        for (int i = 0; i < lines.size(); ++i)
            if (lines[i].startsWith(QStringLiteral("board ")))
                boardLine = i;
        QString badBoard = lines[boardLine];
        badBoard[6 + 4] = QLatin1Char('7');
        p = readGameLog(withLine(boardLine, badBoard), QStringLiteral("g.txt"));
        QVERIFY2(p.error.startsWith(QStringLiteral("g.txt:%1:11: ").arg(boardLine + 1)), qPrintable(p.error));
        p = readGameLog(withLine(boardLine + 1, QStringLiteral("stderr Yellow \"open")), QStringLiteral("g.txt"));
        QVERIFY2(p.error.startsWith(QStringLiteral("g.txt:%1:").arg(boardLine + 2)), qPrintable(p.error));
        p = readGameLog("hello\n", QStringLiteral("g.txt"));
        QVERIFY2(p.error.startsWith(QStringLiteral("g.txt:1:1: ")), qPrintable(p.error));
        QVERIFY(!loadGameLog(QStringLiteral("/nonexistent/g.txt")).ok());
    }
};

QTEST_GUILESS_MAIN(TestLessSession)
#include "tst_less_session.moc"
