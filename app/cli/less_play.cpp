// playbench-cli less play: Less games refereed as CodeCup 2017 did, through less::Session.

#include "cli/cli.h"
#include "common/textfile.h"
#include "cli/less_cli.h"

#include "less/gamelog.h"
#include "less/session.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>
#include <mutex>

namespace pb::cli {

using namespace pb::less;

namespace {

constexpr int kPlayers = 4;

// What a program sent, for the text output: its first 80 characters, then how long it was (a
// flood of garbage is up to 64 KB on one line; the saved log keeps it whole).
QString shortLine(const std::string& line)
{
    const QString text = QString::fromStdString(line);
    if (text.size() <= 80)
        return text;
    return CliText::tr("%1... (%2 characters)").arg(text.left(80)).arg(text.size());
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

} // namespace

int lessPlay(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Referees Less games as CodeCup 2017 did: each player is a built-in bot (bot:random, "
                    "bot:greedy, bot:search, bot:mcts) or a program's command line; programs read the board, their "
                    "colour and the others' turns on stdin and write their turns on stdout. A program that "
                    "crashes, runs out of time or sends an invalid turn scores 0 and the judge's bot plays "
                    "its seat from there on. --player is given four times, for Yellow, Black, White and Red; "
                    "--permutations plays all 24 seatings of the four players on the board."),
        QStringLiteral("playbench-cli less play [--board STRING | --seed N] --player CMD "
                       "(4 times) [--permutations] [--jobs N] [--time-ms MS] [--log-dir DIR] [--json]"));
    command.add(lessBoardOptions())
        .add({QStringLiteral("player"), CliText::tr("A player: bot:LEVEL or a command line (four times)."),
              QStringLiteral("CMD")})
        .add({QStringLiteral("permutations"), CliText::tr("Play all 24 seatings of the four players.")})
        .add({QStringLiteral("jobs"), CliText::tr("Games played at once (default 1)."), QStringLiteral("N"),
              QStringLiteral("1")})
        .add(lessGameOptions())
        .add({QStringLiteral("log-dir"), CliText::tr("Save every game's log in this folder."), QStringLiteral("DIR")})
        .add({QStringLiteral("json"), CliText::tr("One JSON object per game.")});
    Board board;
    if (const int code = parseLessBoard(command, args, console, board); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
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
            return usageError(console, CliText::tr("--judge takes random, greedy, search or mcts, not '%1'").arg(level));
        options.judgeLevel = judge.level;
    }
    const QString logDir = parser.value(QStringLiteral("log-dir"));
    if (!logDir.isEmpty() && !QDir().mkpath(logDir)) {
        console.err << CliText::tr("--log-dir: cannot create %1").arg(logDir) << '\n';
        return BadInput;
    }

    const std::vector<std::array<int, kColours>> games = seatings(parser.isSet(QStringLiteral("permutations")));
    std::vector<SessionResult> results(games.size());
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
    forEachOnThreads(games.size(), static_cast<std::size_t>(jobs), [&](std::size_t g) {
        std::array<PlayerSpec, kColours> seated;
        for (int c = 0; c < kColours; ++c)
            seated[static_cast<std::size_t>(c)] = players[static_cast<std::size_t>(games[g][static_cast<std::size_t>(c)])];
        SessionOptions o = options;
        o.seed = options.seed * 1000 + g;
        Session session(board, makeSeats(seated, o), o);
        results[g] = session.run();
        report(g);
    });

    const bool json = parser.isSet(QStringLiteral("json"));
    std::array<int, kPlayers> total{}, faults{}, played{};
    bool logFailed = false;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const SessionResult& r = results[g];
        const GameLog& log = r.log;
        if (!logDir.isEmpty()) {
            const QString path = QDir(logDir).filePath(QStringLiteral("game-%1.txt").arg(g + 1, 2, 10, QLatin1Char('0')));
            QString why;
            if (!writeFileBytes(path, writeGameLog(log), &why)) {
                console.err << CliText::tr("%1: %2").arg(path, why) << '\n';
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
                               .arg(QLatin1String(faultKindName(f.kind)), f.message, shortLine(f.line))
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

} // namespace pb::cli
