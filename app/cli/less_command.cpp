// playbench-cli less ...: the Less (CodeCup 2017) engine from the command line.

#include "cli/cli.h"
#include "cli/less_cli.h"

#include "less/board.h"
#include "less/generator.h"
#include "less/position.h"
#include "less/rush.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QDir>
#include <QRegularExpression>

#include <algorithm>
#include <map>
#include <optional>

namespace pb::cli {

using namespace pb::less;

namespace {

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
        "  play      Referee games between programs and built-in bots (bot:random, bot:greedy, bot:search, bot:mcts).\n"
        "\n"
        "The board is the task's Figure 1 unless --board or --seed says otherwise.\n");
}

} // namespace

QList<QCommandLineOption> lessGameOptions()
{
    return {{QStringLiteral("time-ms"), CliText::tr("Each program's time per game in milliseconds (default 30000)."),
             QStringLiteral("MS"), QStringLiteral("30000")},
            {QStringLiteral("bot-ms"), CliText::tr("Thinking time per turn of the built-in bots in milliseconds (default 1000)."),
             QStringLiteral("MS"), QStringLiteral("1000")},
            {QStringLiteral("judge"),
             CliText::tr("The bot that takes over a faulty program's seat: random, greedy, search or mcts (default random)."),
             QStringLiteral("LEVEL"), QStringLiteral("random")}};
}

QList<QCommandLineOption> lessBoardOptions()
{
    return {{QStringLiteral("board"), CliText::tr("The 112-digit wall string (default: the task's Figure 1 board)."),
             QStringLiteral("STRING")},
            {QStringLiteral("seed"), CliText::tr("Use the generated board of this seed."), QStringLiteral("N")},
            {QStringLiteral("tiles"), CliText::tr("Tile set file for the generator (default: the built-in set)."),
             QStringLiteral("FILE")},
            {QStringLiteral("no-rotate"), CliText::tr("Generate without turning the tiles.")}};
}

// The tile set: --tiles FILE or the built-in one; reports problems.
std::optional<std::vector<Tile>> lessTileSet(const QCommandLineParser& parser, Console& console)
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

namespace {

// Reads --board / --seed; returns an exit code (>= 0) when it cannot.
int lessBoardOption(const QCommandLineParser& parser, Console& console, Board& board)
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
        const auto tiles = lessTileSet(parser, console);
        if (!tiles)
            return BadInput;
        board = generateBoard(*tiles, static_cast<std::uint64_t>(seed), !parser.isSet(QStringLiteral("no-rotate"))).board;
        return -1;
    }
    board = parseBoard(kFigure1Board).board;
    return -1;
}

} // namespace

int parseLessBoard(CommandOptions& command, const QStringList& args, Console& console, Board& board)
{
    if (const int code = command.parse(args, console); code >= 0)
        return code;
    return lessBoardOption(command.parser(), console, board);
}

namespace {

QCommandLineOption playOption()
{
    return {QStringLiteral("play"),
            CliText::tr("Turns played from the start, in order, separated by blanks or commas "
                        "(Nil turns are filled in by the rules and may be left out)."),
            QStringLiteral("TURNS")};
}

// --colour and --json of moves and rush.
QCommandLineOption colourOption()
{
    return {QStringLiteral("colour"), CliText::tr("Yellow, Black, White or Red."), QStringLiteral("C")};
}

QCommandLineOption jsonOption()
{
    return {QStringLiteral("json"), CliText::tr("One JSON object.")};
}

// Parses a command's arguments into a fresh game on the board of --board / --seed with the turns
// of --play played; returns an exit code (>= 0) when the command should stop there.
int parseLessGame(CommandOptions& command, const QStringList& args, Console& console, Game& game)
{
    Board board;
    if (const int code = parseLessBoard(command, args, console, board); code >= 0)
        return code;
    game = Game(board);
    const QStringList turns = command.parser()
                                  .values(QStringLiteral("play"))
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

int colourOf(const QCommandLineParser& parser, Console& console, int fallback)
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
    CommandOptions command(
        CliText::tr("Lists the legal turns of a colour: by default one turn per distinct resulting position, "
                    "with --all every sequence of 1 to 3 steps within the budget. The colour is the one to "
                    "move after --play unless --colour names another."),
        QStringLiteral("playbench-cli less moves [--board STRING | --seed N] [--play TURNS] [--colour C] [--all] [--json]"));
    command.add(lessBoardOptions())
        .add(playOption())
        .add(colourOption())
        .add({QStringLiteral("all"), CliText::tr("Every sequence, not one per resulting position.")})
        .add(jsonOption());
    Game game{Board{}};
    if (const int code = parseLessGame(command, args, console, game); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    const Board& board = game.board();
    const int colour = colourOf(parser, console, game.toMove());
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
    CommandOptions command(
        CliText::tr("The exact final rush: the fewest moves for COLOUR's four pieces, alone on the board, to "
                    "reach their home corner (steps cost 1 + walls, jumps over an own piece 1), and one way "
                    "to do it, one step per line as the protocol writes them."),
        QStringLiteral("playbench-cli less rush [--board STRING | --seed N] --colour C [--pieces SQUARES] [--json]"));
    command.add(lessBoardOptions())
        .add(colourOption())
        .add({QStringLiteral("pieces"), CliText::tr("The four squares, e.g. g1,g2,h1,h2 (default: the colour's start)."),
              QStringLiteral("SQUARES")})
        .add(jsonOption());
    Board board;
    if (const int code = parseLessBoard(command, args, console, board); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    if (!parser.isSet(QStringLiteral("colour")))
        return usageError(console, CliText::tr("name the colour with --colour"));
    const int colour = colourOf(parser, console, -1);
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
    CommandOptions command(CliText::tr("Draws the board: '|' and '#' are single and double walls between columns, "
                                       "'---' and '===' between rows; Y, B, W, R are the pieces."),
                           QStringLiteral("playbench-cli less show [--board STRING | --seed N] [--play TURNS]"));
    command.add(lessBoardOptions()).add(playOption());
    Game game{Board{}};
    if (const int code = parseLessGame(command, args, console, game); code >= 0)
        return code;
    const Board& board = game.board();
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
    CommandOptions command(
        CliText::tr("Prints the wall string of a random board: 16 tiles of 2x2 squares drawn from a double "
                    "set (each tile of the set twice), each in a random quarter turn. The same seed and tile "
                    "set give the same board everywhere. The built-in set is the task's Figure 1 board cut "
                    "into its 16 blocks (resources/less/tiles.txt)."),
        QStringLiteral("playbench-cli less generate [--seed N] [--tiles FILE] [--no-rotate]"));
    command.add({QStringLiteral("seed"), CliText::tr("Seed (default 1)."), QStringLiteral("N"), QStringLiteral("1")})
        .add({QStringLiteral("tiles"), CliText::tr("Tile set file (default: the built-in set)."), QStringLiteral("FILE")})
        .add({QStringLiteral("no-rotate"), CliText::tr("Do not turn the tiles.")});
    if (const int code = command.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    qint64 seed = 1;
    if (!intOption(parser, QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max(), seed, console))
        return BadUsage;
    const auto tiles = lessTileSet(parser, console);
    if (!tiles)
        return BadInput;
    const Generated g = generateBoard(*tiles, static_cast<std::uint64_t>(seed), !parser.isSet(QStringLiteral("no-rotate")));
    console.out << QString::fromStdString(g.board.toString()) << '\n';
    console.out.flush();
    return Ok;
}

} // namespace

int lessCommand(const QStringList& args, Console& console)
{
    return dispatch(args, console,
                    {{"moves", moves}, {"rush", rush}, {"show", show}, {"generate", generate}, {"play", lessPlay}},
                    CliText::tr("name a less command: moves, rush, show, generate or play"),
                    lessHelp(), CliText::tr("unknown less command '%1'"));
}

} // namespace pb::cli
