// playbench-cli less ...: the Less (CodeCup 2017) engine from the command line.

#include "cli/cli.h"

#include "less/board.h"
#include "less/generator.h"
#include "less/position.h"
#include "less/session.h"
#include "less/rush.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QDir>
#include <QRegularExpression>

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

namespace pb::cli {

namespace {

using namespace pb::less;

constexpr int kPlayers = 4;

QString lessHelp()
{
    return CliText::tr(
        "Usage: playbench-cli less moves [--board STRING | --seed N] [--play TURNS] [--colour C] [--all] [--json]\n"
        "       playbench-cli less rush [--board STRING | --seed N] --colour C --pieces SQUARES [--json]\n"
        "       playbench-cli less show [--board STRING | --seed N] [--play TURNS]\n"
        "       playbench-cli less generate [--seed N] [--tiles FILE] [--no-rotate]\n"
        "       playbench-cli less play [--board STRING | --seed N] --player CMD (4 times) [--permutations] [--jobs N]\n"
        "                               [--time-ms MS] [--log-dir DIR] [--json]\n"
        "\n"
        "  moves     List the legal turns of the colour to move (after --play), with their costs.\n"
        "  rush      The exact fewest moves for a colour's four pieces to get home alone.\n"
        "  show      Draw the board, its walls and the pieces.\n"
        "  generate  Print a random board's 112-digit wall string (16 tiles from a double set).\n"
        "  play      Referee games between programs and built-in bots (bot:random, bot:greedy, bot:search).\n"
        "\n"
        "The board is the task's Figure 1 unless --board or --seed says otherwise.\n");
}

void addBoardOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("board"),
                      CliText::tr("The 112-digit wall string (default: the task's Figure 1 board)."),
                      QStringLiteral("STRING")});
    parser.addOption({QStringLiteral("seed"), CliText::tr("Use the generated board of this seed."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("tiles"),
                      CliText::tr("Tile set file for the generator (default: the built-in set)."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("no-rotate"), CliText::tr("Generate without turning the tiles.")});
}

// The tile set: --tiles FILE or the built-in one; reports problems.
std::optional<std::vector<Tile>> tileSet(const QCommandLineParser& parser, Console& console)
{
    const TileSetParse tiles = parser.isSet(QStringLiteral("tiles"))
                                   ? loadTiles(parser.value(QStringLiteral("tiles")))
                                   : defaultTiles();
    if (!tiles.ok()) {
        console.err << tiles.error << '\n';
        return std::nullopt;
    }
    return tiles.tiles;
}

// Reads --board / --seed; returns an exit code (>= 0) when it cannot.
int boardOption(const QCommandLineParser& parser, Console& console, Board& board)
{
    if (parser.isSet(QStringLiteral("board")) && parser.isSet(QStringLiteral("seed")))
        return usageError(console, CliText::tr("give --board or --seed, not both"));
    if (parser.isSet(QStringLiteral("board"))) {
        const BoardParse p = parseBoard(parser.value(QStringLiteral("board")).toStdString());
        if (!p.ok()) {
            console.err << CliText::tr("--board: %1").arg(p.error) << '\n';
            return BadInput;
        }
        board = p.board;
        return -1;
    }
    if (parser.isSet(QStringLiteral("seed"))) {
        qint64 seed = 0;
        if (!intOption(parser, QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max(), seed, console))
            return BadUsage;
        const auto tiles = tileSet(parser, console);
        if (!tiles)
            return BadInput;
        board = generateBoard(*tiles, static_cast<std::uint64_t>(seed), !parser.isSet(QStringLiteral("no-rotate"))).board;
        return -1;
    }
    board = parseBoard(kFigure1Board).board;
    return -1;
}

void addPlayOption(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("play"),
                      CliText::tr("Turns played from the start, in order, separated by blanks or commas "
                                  "(Nil turns are filled in by the rules and may be left out)."),
                      QStringLiteral("TURNS")});
}

// Plays --play on a fresh game; returns an exit code (>= 0) on a bad turn.
int playOption(const QCommandLineParser& parser, Console& console, Game& game)
{
    const QStringList turns = parser.values(QStringLiteral("play"))
                                  .join(QLatin1Char(' '))
                                  .split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
    int index = 0;
    for (const QString& t : turns) {
        ++index;
        if (t == QLatin1String("Nil"))
            continue;
        if (game.phase() != Game::Phase::Playing) {
            console.err << CliText::tr("--play: turn %1 (%2): the game is past its playing phase").arg(index).arg(t)
                        << '\n';
            return BadInput;
        }
        const int colour = game.toMove();
        const TurnCheck r = game.play(t.toStdString());
        if (!r.ok()) {
            console.err << CliText::tr("--play: turn %1 (%2, %3), column %4: %5")
                               .arg(index)
                               .arg(QLatin1String(colourName(colour)), t)
                               .arg(r.column)
                               .arg(r.error)
                        << '\n';
            return BadInput;
        }
    }
    return -1;
}

int colourOption(const QCommandLineParser& parser, Console& console, int fallback)
{
    if (!parser.isSet(QStringLiteral("colour")))
        return fallback;
    const QString v = parser.value(QStringLiteral("colour"));
    for (int c = 0; c < kColours; ++c)
        if (v.compare(QLatin1String(colourName(c)), Qt::CaseInsensitive) == 0)
            return c;
    usageError(console, CliText::tr("--colour takes Yellow, Black, White or Red, not '%1'").arg(v));
    return -1;
}

QString phaseText(const Game& g)
{
    switch (g.phase()) {
    case Game::Phase::Playing: return CliText::tr("%1 to move").arg(QLatin1String(colourName(g.toMove())));
    case Game::Phase::Rush:
        return g.rushReason() == Game::RushReason::Stuck
                   ? CliText::tr("final rush (%1 cannot move)").arg(QLatin1String(colourName(g.stuckColour())))
                   : CliText::tr("final rush (20 turns each played)");
    case Game::Phase::Over: return CliText::tr("game over");
    }
    return {};
}

int moves(const QStringList& args, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Lists the legal turns of a colour: by default one turn per distinct resulting position, "
        "with --all every sequence of 1 to 3 steps within the budget. The colour is the one to "
        "move after --play unless --colour names another."));
    addBoardOptions(parser);
    addPlayOption(parser);
    parser.addOption({QStringLiteral("colour"), CliText::tr("Yellow, Black, White or Red."), QStringLiteral("C")});
    parser.addOption({QStringLiteral("all"), CliText::tr("Every sequence, not one per resulting position.")});
    parser.addOption({QStringLiteral("json"), CliText::tr("One JSON object.")});
    if (const int code = parseOrExit(parser, args,
                                     QStringLiteral("playbench-cli less moves [--board STRING | --seed N] [--play TURNS] [--colour C] [--all] [--json]"),
                                     console);
        code >= 0)
        return code;
    Board board;
    if (const int code = boardOption(parser, console, board); code >= 0)
        return code;
    Game game(board);
    if (const int code = playOption(parser, console, game); code >= 0)
        return code;
    const int colour = colourOption(parser, console, game.toMove());
    if (colour < 0)
        return BadUsage;
    const bool all = parser.isSet(QStringLiteral("all"));
    const std::vector<Turn> turns = all ? legalTurns(board, game.position(), colour)
                                        : distinctTurns(board, game.position(), colour);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray list;
        for (const Turn& t : turns)
            list.append(QJsonObject{{QStringLiteral("turn"), QString::fromStdString(turnText(t))},
                                    {QStringLiteral("cost"), t.cost}});
        const QJsonObject o{{QStringLiteral("board"), QString::fromStdString(board.toString())},
                            {QStringLiteral("colour"), QLatin1String(colourName(colour))},
                            {QStringLiteral("moves_colour"), game.position().movableColour(colour) < 0
                                                                 ? QJsonValue()
                                                                 : QJsonValue(QLatin1String(colourName(game.position().movableColour(colour))))},
                            {QStringLiteral("distinct"), !all},
                            {QStringLiteral("count"), static_cast<int>(turns.size())},
                            {QStringLiteral("turns"), list}};
        console.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        console.out.flush();
        return Ok;
    }
    console.out << CliText::tr("%1; turns of %2 (moving %3's pieces): %4 %5")
                       .arg(phaseText(game), QLatin1String(colourName(colour)),
                            game.position().movableColour(colour) < 0
                                ? CliText::tr("nobody")
                                : QLatin1String(colourName(game.position().movableColour(colour))))
                       .arg(turns.size())
                       .arg(all ? CliText::tr("sequences") : CliText::tr("distinct results"))
                << '\n';
    for (const Turn& t : turns)
        console.out << QString::fromStdString(turnText(t)).leftJustified(16) << CliText::tr("cost %1").arg(t.cost) << '\n';
    console.out.flush();
    return Ok;
}

int rush(const QStringList& args, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "The exact final rush: the fewest moves for COLOUR's four pieces, alone on the board, to "
        "reach their home corner (steps cost 1 + walls, jumps over an own piece 1), and one way "
        "to do it, one step per line as the protocol writes them."));
    addBoardOptions(parser);
    parser.addOption({QStringLiteral("colour"), CliText::tr("Yellow, Black, White or Red."), QStringLiteral("C")});
    parser.addOption({QStringLiteral("pieces"),
                      CliText::tr("The four squares, e.g. g1,g2,h1,h2 (default: the colour's start)."),
                      QStringLiteral("SQUARES")});
    parser.addOption({QStringLiteral("json"), CliText::tr("One JSON object.")});
    if (const int code = parseOrExit(parser, args,
                                     QStringLiteral("playbench-cli less rush [--board STRING | --seed N] --colour C [--pieces SQUARES] [--json]"),
                                     console);
        code >= 0)
        return code;
    Board board;
    if (const int code = boardOption(parser, console, board); code >= 0)
        return code;
    if (!parser.isSet(QStringLiteral("colour")))
        return usageError(console, CliText::tr("name the colour with --colour"));
    const int colour = colourOption(parser, console, -1);
    if (colour < 0)
        return BadUsage;
    std::array<int, kPieces> pieces = startSquares(colour);
    if (parser.isSet(QStringLiteral("pieces"))) {
        const QStringList names = parser.value(QStringLiteral("pieces"))
                                      .split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
        if (names.size() != kPieces)
            return usageError(console, CliText::tr("--pieces takes four squares, not %1").arg(names.size()));
        for (int i = 0; i < kPieces; ++i) {
            const int s = parseSquare(names[i].toStdString());
            if (s < 0)
                return usageError(console, CliText::tr("--pieces: '%1' is not a square (a1 to h8)").arg(names[i]));
            for (int j = 0; j < i; ++j)
                if (pieces[static_cast<std::size_t>(j)] == s)
                    return usageError(console, CliText::tr("--pieces: %1 is given twice").arg(names[i]));
            pieces[static_cast<std::size_t>(i)] = s;
        }
    }
    QElapsedTimer timer;
    timer.start();
    const RushResult r = solveRush(board, colour, pieces);
    const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray steps;
        for (const Step& s : r.steps)
            steps.append(QString::fromStdString(stepText(s)));
        const QJsonObject o{{QStringLiteral("colour"), QLatin1String(colourName(colour))},
                            {QStringLiteral("moves"), r.moves},
                            {QStringLiteral("steps"), steps},
                            {QStringLiteral("states_expanded"), r.expanded},
                            {QStringLiteral("milliseconds"), ms}};
        console.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
    } else {
        console.out << CliText::tr("%1 rush: %2 moves (%3 states, %4 ms)")
                           .arg(QLatin1String(colourName(colour)))
                           .arg(r.moves)
                           .arg(r.expanded)
                           .arg(ms, 0, 'f', 2)
                    << '\n';
        for (const Step& s : r.steps)
            console.out << QString::fromStdString(stepText(s)) << "  "
                        << (s.jump ? CliText::tr("jump, cost %1").arg(s.cost) : CliText::tr("cost %1").arg(s.cost))
                        << '\n';
    }
    console.out.flush();
    return Ok;
}

// The board as text: squares three characters wide, '|' single and '#' double vertical walls,
// '---' single and '===' double horizontal walls, pieces by their colour's initial.
QString drawBoard(const Board& board, const Position& position)
{
    static const char initials[] = {'Y', 'B', 'W', 'R'};
    QString s = QStringLiteral("   1   2   3   4   5   6   7   8\n");
    for (int r = 0; r < kSide; ++r) {
        QString line = QStringLiteral("%1 ").arg(QLatin1Char(static_cast<char>('a' + r)));
        for (int c = 0; c < kSide; ++c) {
            const int sq = squareAt(r, c);
            const int who = position.at(sq);
            line += QLatin1Char(' ');
            line += QLatin1Char(who < 0 ? '.' : initials[who]);
            line += QLatin1Char(' ');
            if (c < kSide - 1) {
                const int w = board.wall(sq, East);
                line += QLatin1Char(w == 0 ? ' ' : (w == 1 ? '|' : '#'));
            }
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        s += line + QLatin1Char('\n');
        if (r < kSide - 1) {
            QString under = QStringLiteral("  ");
            for (int c = 0; c < kSide; ++c) {
                const int w = board.wall(squareAt(r, c), South);
                under += QLatin1String(w == 0 ? "   " : (w == 1 ? "---" : "==="));
                under += QLatin1Char(' ');
            }
            while (under.endsWith(QLatin1Char(' ')))
                under.chop(1);
            s += under + QLatin1Char('\n');
        }
    }
    return s;
}

int show(const QStringList& args, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Draws the board: '|' and '#' are single and double walls between columns, '---' and "
        "'===' between rows; Y, B, W, R are the pieces."));
    addBoardOptions(parser);
    addPlayOption(parser);
    if (const int code = parseOrExit(parser, args,
                                     QStringLiteral("playbench-cli less show [--board STRING | --seed N] [--play TURNS]"),
                                     console);
        code >= 0)
        return code;
    Board board;
    if (const int code = boardOption(parser, console, board); code >= 0)
        return code;
    Game game(board);
    if (const int code = playOption(parser, console, game); code >= 0)
        return code;
    console.out << QString::fromStdString(board.toString()) << '\n'
                << drawBoard(board, game.position())
                << CliText::tr("%1; moves charged: Yellow+White %2, Black+Red %3")
                       .arg(phaseText(game))
                       .arg(game.teamMoves(0))
                       .arg(game.teamMoves(1))
                << '\n';
    console.out.flush();
    return Ok;
}

int generate(const QStringList& args, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Prints the wall string of a random board: 16 tiles of 2x2 squares drawn from a double "
        "set (each tile of the set twice), each in a random quarter turn. The same seed and tile "
        "set give the same board everywhere. The built-in set is the task's Figure 1 board cut "
        "into its 16 blocks (resources/less/tiles.txt)."));
    parser.addOption({QStringLiteral("seed"), CliText::tr("Seed (default 1)."), QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("tiles"), CliText::tr("Tile set file (default: the built-in set)."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("no-rotate"), CliText::tr("Do not turn the tiles.")});
    if (const int code = parseOrExit(parser, args,
                                     QStringLiteral("playbench-cli less generate [--seed N] [--tiles FILE] [--no-rotate]"),
                                     console);
        code >= 0)
        return code;
    qint64 seed = 1;
    if (!intOption(parser, QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max(), seed, console))
        return BadUsage;
    const auto tiles = tileSet(parser, console);
    if (!tiles)
        return BadInput;
    const Generated g = generateBoard(*tiles, static_cast<std::uint64_t>(seed), !parser.isSet(QStringLiteral("no-rotate")));
    console.out << QString::fromStdString(g.board.toString()) << '\n';
    console.out.flush();
    return Ok;
}

// The 24 seatings of four players (seating[colour] = player), in lexicographic order; the
// first is the order the players were given in.
std::vector<std::array<int, kColours>> seatings(bool all)
{
    std::array<int, kColours> p{0, 1, 2, 3};
    std::vector<std::array<int, kColours>> out;
    do
        out.push_back(p);
    while (all && std::next_permutation(p.begin(), p.end()));
    return out;
}

int play(const QStringList& args, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Referees Less games as CodeCup 2017 did: each player is a built-in bot (bot:random, "
        "bot:greedy, bot:search) or a program's command line; programs read the board, their "
        "colour and the others' turns on stdin and write their turns on stdout. A program that "
        "crashes, runs out of time or sends an invalid turn scores 0 and the judge's bot plays "
        "its seat from there on. --player is given four times, for Yellow, Black, White and Red; "
        "--permutations plays all 24 seatings of the four players on the board."));
    addBoardOptions(parser);
    parser.addOption({QStringLiteral("player"), CliText::tr("A player: bot:LEVEL or a command line (four times)."),
                      QStringLiteral("CMD")});
    parser.addOption({QStringLiteral("permutations"), CliText::tr("Play all 24 seatings of the four players.")});
    parser.addOption({QStringLiteral("jobs"), CliText::tr("Games played at once (default 1)."), QStringLiteral("N"),
                      QStringLiteral("1")});
    parser.addOption({QStringLiteral("time-ms"),
                      CliText::tr("Each program's time per game in milliseconds (default 30000)."),
                      QStringLiteral("MS"), QStringLiteral("30000")});
    parser.addOption({QStringLiteral("bot-ms"),
                      CliText::tr("Thinking time per turn of the built-in bots in milliseconds (default 1000)."),
                      QStringLiteral("MS"), QStringLiteral("1000")});
    parser.addOption({QStringLiteral("judge"),
                      CliText::tr("The bot that takes over a faulty program's seat: random, greedy or search (default random)."),
                      QStringLiteral("LEVEL"), QStringLiteral("random")});
    parser.addOption({QStringLiteral("log-dir"), CliText::tr("Save every game's log in this folder."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("json"), CliText::tr("One JSON object per game.")});
    if (const int code = parseOrExit(parser, args,
                                     QStringLiteral("playbench-cli less play [--board STRING | --seed N] --player CMD "
                                                    "(4 times) [--permutations] [--jobs N] [--time-ms MS] [--log-dir DIR] [--json]"),
                                     console);
        code >= 0)
        return code;
    Board board;
    if (const int code = boardOption(parser, console, board); code >= 0)
        return code;
    const QStringList commands = parser.values(QStringLiteral("player"));
    if (commands.size() != kPlayers)
        return usageError(console, CliText::tr("give --player four times (Yellow, Black, White, Red), not %1")
                                       .arg(commands.size()));
    std::array<PlayerSpec, kColours> players;
    for (int i = 0; i < kColours; ++i) {
        QString error;
        players[static_cast<std::size_t>(i)] = parsePlayerSpec(commands[i], &error);
        if (!error.isEmpty())
            return usageError(console, CliText::tr("--player %1: %2").arg(commands[i], error));
    }
    qint64 jobs = 1, timeMs = 30000, botMs = 1000, seed = 1;
    if (!intOption(parser, QStringLiteral("jobs"), 1, 64, jobs, console)
        || !intOption(parser, QStringLiteral("time-ms"), 1, 3600000, timeMs, console)
        || !intOption(parser, QStringLiteral("bot-ms"), 1, 3600000, botMs, console))
        return BadUsage;
    if (parser.isSet(QStringLiteral("seed"))
        && !intOption(parser, QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max(), seed, console))
        return BadUsage;
    SessionOptions options;
    options.timePerGame = std::chrono::milliseconds(timeMs);
    options.botBudget = std::chrono::milliseconds(botMs);
    options.seed = static_cast<std::uint64_t>(seed);
    {
        QString error;
        const QString level = parser.value(QStringLiteral("judge"));
        const PlayerSpec judge = parsePlayerSpec(QStringLiteral("bot:") + level, &error);
        if (!error.isEmpty() || level.isEmpty())
            return usageError(console, CliText::tr("--judge takes random, greedy or search, not '%1'").arg(level));
        options.judgeLevel = judge.level;
    }
    const QString logDir = parser.value(QStringLiteral("log-dir"));
    if (!logDir.isEmpty() && !QDir().mkpath(logDir)) {
        console.err << CliText::tr("--log-dir: cannot create %1").arg(logDir) << '\n';
        return BadInput;
    }

    const std::vector<std::array<int, kColours>> games = seatings(parser.isSet(QStringLiteral("permutations")));
    std::vector<SessionResult> results(games.size());
    std::atomic<std::size_t> next{0};
    // Progress on stderr as games finish (a set of 24 seatings takes minutes with programs).
    std::mutex progressMutex;
    std::size_t finished = 0;
    std::array<int, kPlayers> running{};
    auto report = [&](std::size_t g) {
        if (games.size() < 2)
            return;
        std::lock_guard lock(progressMutex);
        ++finished;
        QStringList totals;
        for (int c = 0; c < kColours; ++c)
            running[static_cast<std::size_t>(games[g][static_cast<std::size_t>(c)])] += results[g].log.scores[static_cast<std::size_t>(c)];
        for (int i = 0; i < kPlayers; ++i)
            totals << CliText::tr("player %1 %2").arg(i + 1).arg(running[static_cast<std::size_t>(i)]);
        console.err << CliText::tr("game %1 of %2 done (seating %3): %4")
                           .arg(finished)
                           .arg(games.size())
                           .arg(g + 1)
                           .arg(totals.join(QStringLiteral(", ")))
                    << '\n';
        console.err.flush();
    };
    auto worker = [&] {
        for (std::size_t g = next++; g < games.size(); g = next++) {
            std::array<PlayerSpec, kColours> seated;
            for (int c = 0; c < kColours; ++c)
                seated[static_cast<std::size_t>(c)] = players[static_cast<std::size_t>(games[g][static_cast<std::size_t>(c)])];
            SessionOptions o = options;
            o.seed = options.seed * 1000 + g;
            Session session(board, makeSeats(seated, o), o);
            results[g] = session.run();
            report(g);
        }
    };
    {
        std::vector<std::thread> threads;
        const auto n = std::min<std::size_t>(static_cast<std::size_t>(jobs), games.size());
        for (std::size_t i = 1; i < n; ++i)
            threads.emplace_back(worker);
        worker();
        for (std::thread& t : threads)
            t.join();
    }

    const bool json = parser.isSet(QStringLiteral("json"));
    std::array<int, kPlayers> total{}, faults{}, played{};
    bool logFailed = false;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const SessionResult& r = results[g];
        const GameLog& log = r.log;
        if (!logDir.isEmpty()) {
            QFile f(QDir(logDir).filePath(QStringLiteral("game-%1.txt").arg(g + 1, 2, 10, QLatin1Char('0'))));
            const std::string text = writeGameLog(log);
            if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), static_cast<qint64>(text.size())) < 0) {
                console.err << CliText::tr("%1: cannot write: %2").arg(f.fileName(), f.errorString()) << '\n';
                logFailed = true;
            }
        }
        for (int c = 0; c < kColours; ++c) {
            const int who = games[g][static_cast<std::size_t>(c)];
            total[static_cast<std::size_t>(who)] += log.scores[static_cast<std::size_t>(c)];
            played[static_cast<std::size_t>(who)] += 1;
        }
        for (const Fault& f : log.faults)
            faults[static_cast<std::size_t>(games[g][static_cast<std::size_t>(f.colour)])] += 1;
        if (json) {
            QJsonArray seats, faultList, names;
            for (int c = 0; c < kColours; ++c) {
                const auto i = static_cast<std::size_t>(c);
                names.append(log.players[i]);
                seats.append(QJsonObject{{QStringLiteral("colour"), QLatin1String(colourName(c))},
                                         {QStringLiteral("player"), log.players[i]},
                                         {QStringLiteral("player_index"), games[g][i] + 1},
                                         {QStringLiteral("score"), log.scores[i]},
                                         {QStringLiteral("moves"), log.moves[i]},
                                         {QStringLiteral("rush"), log.rushMoves[i]},
                                         {QStringLiteral("time_ms"), r.timeUsedMs[i]}});
            }
            for (const Fault& f : log.faults)
                faultList.append(QJsonObject{{QStringLiteral("colour"), QLatin1String(colourName(f.colour))},
                                             {QStringLiteral("seat"), f.colour},
                                             {QStringLiteral("turn"), f.turn},
                                             {QStringLiteral("kind"), QLatin1String(faultKindName(f.kind))},
                                             {QStringLiteral("line"), QString::fromStdString(f.line)},
                                             {QStringLiteral("message"), f.message}});
            const QJsonObject o{{QStringLiteral("game"), static_cast<int>(g) + 1},
                                {QStringLiteral("board"), QString::fromStdString(board.toString())},
                                {QStringLiteral("players"), names},
                                {QStringLiteral("over"), r.over},
                                {QStringLiteral("turns"), static_cast<int>(log.turns.size())},
                                {QStringLiteral("seats"), seats},
                                {QStringLiteral("faults"), faultList}};
            console.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
            continue;
        }
        QStringList parts;
        for (int c = 0; c < kColours; ++c) {
            const auto i = static_cast<std::size_t>(c);
            parts << CliText::tr("%1 %2 (player %3): %4 points, %5 moves")
                         .arg(QLatin1String(colourName(c)), log.players[i])
                         .arg(games[g][i] + 1)
                         .arg(log.scores[i])
                         .arg(log.moves[i]);
        }
        console.out << CliText::tr("game %1: %2").arg(g + 1).arg(parts.join(QStringLiteral("; "))) << '\n';
        for (const Fault& f : log.faults)
            console.out << CliText::tr("  fault: %1, turn %2, %3: %4 (sent \"%5\")")
                               .arg(QLatin1String(colourName(f.colour)))
                               .arg(f.turn)
                               .arg(QLatin1String(faultKindName(f.kind)), f.message,
                                    QString::fromStdString(f.line))
                        << '\n';
    }
    if (!json) {
        console.out << CliText::tr("totals over %1 games:").arg(games.size()) << '\n';
        for (int i = 0; i < kPlayers; ++i) {
            const auto k = static_cast<std::size_t>(i);
            console.out << CliText::tr("  player %1 %2: %3 points in %4 games, %5 faults")
                               .arg(i + 1)
                               .arg(players[k].name)
                               .arg(total[k])
                               .arg(played[k])
                               .arg(faults[k])
                        << '\n';
        }
    }
    console.out.flush();
    return logFailed ? BadInput : Ok;
}

} // namespace

int lessCommand(const QStringList& args, Console& console)
{
    if (args.isEmpty())
        return usageError(console, CliText::tr("name a less command: moves, rush, show, generate or play"));
    const QString command = args.first();
    if (command == QLatin1String("moves"))
        return moves(args, console);
    if (command == QLatin1String("rush"))
        return rush(args, console);
    if (command == QLatin1String("show"))
        return show(args, console);
    if (command == QLatin1String("generate"))
        return generate(args, console);
    if (command == QLatin1String("play"))
        return play(args, console);
    if (command == QLatin1String("-h") || command == QLatin1String("--help")) {
        console.out << lessHelp();
        return Ok;
    }
    return usageError(console, CliText::tr("unknown less command '%1'").arg(command));
}

} // namespace pb::cli
