// playbench-cli bench less and bench less-bots: turn generation, the final rush and the tree
// search's playouts per second, and the search bots' strength and speed against greedy bots.

#include "cli/bench/bench.h"

#include "less/board.h"
#include "less/bot.h"
#include "less/generator.h"
#include "less/player.h"
#include "less/position.h"
#include "less/rush.h"
#include "less/session.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <array>
#include <random>
#include <vector>

namespace pb::cli::bench {

namespace {

// bench less: turn generation and final-rush solving on positions from random legal games.
struct LessSample {
    less::Board board;
    less::Position position;
    int colour = 0;
};

std::vector<LessSample> lessSamples(std::vector<LessSample>* finals)
{
    std::vector<less::Board> boards = {less::parseBoard(less::kFigure1Board).board};
    const less::TileSetParse tiles = less::defaultTiles();
    for (std::uint64_t seed = 1; tiles.ok() && seed <= 9; ++seed)
        boards.push_back(less::generateBoard(tiles.tiles, seed).board);
    std::vector<LessSample> samples;
    std::mt19937 rng(2017);
    for (const less::Board& b : boards) {
        less::Game game(b);
        while (game.phase() == less::Game::Phase::Playing) {
            samples.push_back({b, game.position(), game.toMove()});
            const std::vector<less::Turn> turns = less::distinctTurns(b, game.position(), game.toMove());
            game.play(turns[rng() % turns.size()]);
        }
        for (int c = 0; c < less::kColours; ++c) {
            finals->push_back({b, game.position(), c});
            finals->push_back({b, less::Position::start(), c});
        }
    }
    return samples;
}

// Random placements of one colour's four pieces (distinct squares), for rush table lookups.
std::vector<std::array<int, less::kPieces>> randomPlacements()
{
    std::mt19937 rng(1);
    std::vector<std::array<int, less::kPieces>> placements;
    while (placements.size() < 4096) {
        std::array<int, less::kPieces> p{};
        std::uint64_t used = 0;
        for (int& s : p) {
            do
                s = static_cast<int>(rng() % 64);
            while (used >> s & 1);
            used |= std::uint64_t{1} << s;
        }
        placements.push_back(p);
    }
    return placements;
}

// The final rushes of one run: their moves and expanded states, and the slowest solve.
struct Rushes {
    long long moves = 0, expanded = 0;
    double slowest = 0;
};

} // namespace

int benchLess(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Times Less turn generation and the exact final rush on one thread. Positions come from "
        "random legal games (seeded) on the Figure 1 board and generated boards 1 to 9: every "
        "legal turn sequence of the colour to move is enumerated (and, separately, reduced to "
        "distinct results); rushes are solved for each colour at the games' ends and from the "
        "start corners (the longest rushes); the rush table is built and looked up; the tree-search "
        "bot (level 4) plays the first turns of a game with a fixed number of playouts. Best of "
        "--repeat runs."),
        QStringLiteral("playbench-cli bench less [--repeat N] [--json]"));
    options.repeat(CliText::tr("Runs; the best is reported (default 3)."), 3).json(CliText::tr("One JSON object."));
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    const qint64 repeatCount = options.runs();
    std::vector<LessSample> finals;
    std::vector<LessSample> samples = lessSamples(&finals);

    const Fastest<long long> generation = bestOf(repeatCount, [&samples] {
        long long turns = 0;
        for (LessSample& s : samples)
            less::forEachTurn(s.board, s.position, s.colour, [&turns](const less::Turn&, const less::Position&) { ++turns; });
        return turns;
    });
    const Fastest<long long> distinct = bestOf(repeatCount, [&samples] {
        long long count = 0;
        for (const LessSample& s : samples)
            count += static_cast<long long>(less::distinctTurns(s.board, s.position, s.colour).size());
        return count;
    });
    const Fastest<Rushes> rush = bestOf(repeatCount, [&finals] {
        Rushes all;
        for (const LessSample& s : finals) {
            const Fastest<less::RushResult> one =
                timeOnce([&s] { return less::solveRush(s.board, s.colour, s.position.pieces(s.colour)); });
            all.slowest = std::max(all.slowest, one.seconds);
            all.moves += one.value.moves;
            all.expanded += one.value.expanded;
        }
        return all;
    });
    // The whole-board rush table of one colour, then lookups of random placements.
    const Fastest<less::RushTable> table =
        bestOf(repeatCount, [&finals] { return less::RushTable(finals.front().board, less::Yellow); });
    // Looked up by mask, as the bots do.
    std::vector<std::uint64_t> placements;
    for (const auto& squares : randomPlacements())
        placements.push_back(less::maskOf(squares));
    constexpr int kLookups = 1000000;
    const Fastest<long long> lookups = bestOf(repeatCount, [&table, &placements] {
        long long sum = 0;
        for (int i = 0; i < kLookups; ++i)
            sum += table.value.movesOfMask(placements[static_cast<std::size_t>(i) & 4095]);
        return sum;
    });

    // The tree-search bot (level 4) with a fixed number of playouts, for the first turns of a
    // game on the Figure 1 board: how fast it thinks (its tables built beforehand, not timed).
    constexpr int kTreeTurns = 8, kPlayouts = 2000;
    less::RushTables treeTables;
    for (int c = 0; c < less::kColours; ++c)
        treeTables.build(finals.front().board, c, nullptr);
    const Fastest<std::string> tree = bestOf(repeatCount, [&finals, &treeTables] {
        less::Game game(finals.front().board);
        std::string played;
        for (int t = 0; t < kTreeTurns && game.phase() == less::Game::Phase::Playing; ++t) {
            less::BotOptions bot;
            bot.level = less::BotLevel::Mcts;
            bot.playouts = kPlayouts;
            bot.rushTables = &treeTables;
            const less::Turn turn = less::chooseTurn(game, bot);
            played += less::turnText(turn) + ' ';
            game.play(turn);
        }
        return played;
    });

    const long long turns = generation.value;
    const double bestGen = generation.seconds, bestDistinct = distinct.seconds, bestRush = rush.seconds;
    const double bestTable = table.seconds, bestLookup = lookups.seconds;
    const double positions = static_cast<double>(samples.size());
    const double rushes = static_cast<double>(finals.size());
    if (options.asJson()) {
        printJson(console, QJsonObject{{QStringLiteral("bench"), QStringLiteral("less")},
                                       {QStringLiteral("positions"), static_cast<int>(samples.size())},
                                       {QStringLiteral("turns"), static_cast<double>(turns)},
                                       {QStringLiteral("turns_per_second"), static_cast<double>(turns) / bestGen},
                                       {QStringLiteral("positions_per_second"), positions / bestGen},
                                       {QStringLiteral("distinct_turns"), static_cast<double>(distinct.value)},
                                       {QStringLiteral("distinct_positions_per_second"), positions / bestDistinct},
                                       {QStringLiteral("rushes"), static_cast<int>(finals.size())},
                                       {QStringLiteral("rush_moves"), static_cast<double>(rush.value.moves)},
                                       {QStringLiteral("rush_states_expanded"), static_cast<double>(rush.value.expanded)},
                                       {QStringLiteral("rushes_per_second"), rushes / bestRush},
                                       {QStringLiteral("slowest_rush_seconds"), rush.value.slowest},
                                       {QStringLiteral("rush_table_seconds"), bestTable},
                                       {QStringLiteral("rush_table_lookups_per_second"), kLookups / bestLookup},
                                       {QStringLiteral("tree_playouts_per_second"), kTreeTurns * kPlayouts / tree.seconds},
                                       {QStringLiteral("tree_turns"), QString::fromStdString(tree.value).trimmed()}});
        console.out.flush();
        return Ok;
    }
    console.out << CliText::tr("%1 positions from random games on 10 boards, best of %2 on one thread")
                       .arg(samples.size())
                       .arg(repeatCount)
                << '\n'
                << CliText::tr("  turn generation: %1 turns in %2 s: %3 turns/s, %4 positions/s (all turns of each)")
                       .arg(turns)
                       .arg(bestGen, 0, 'f', 4)
                       .arg(static_cast<double>(turns) / bestGen, 0, 'f', 0)
                       .arg(positions / bestGen, 0, 'f', 0)
                << '\n'
                << CliText::tr("  distinct results: %1 in %2 s: %3 positions/s")
                       .arg(distinct.value)
                       .arg(bestDistinct, 0, 'f', 4)
                       .arg(positions / bestDistinct, 0, 'f', 0)
                << '\n'
                << CliText::tr("  final rush: %1 solves in %2 s: %3 solves/s, %4 ms mean, %5 ms slowest (%6 states expanded)")
                       .arg(finals.size())
                       .arg(bestRush, 0, 'f', 4)
                       .arg(rushes / bestRush, 0, 'f', 1)
                       .arg(bestRush / rushes * 1000, 0, 'f', 2)
                       .arg(rush.value.slowest * 1000, 0, 'f', 2)
                       .arg(rush.value.expanded)
                << '\n'
                << CliText::tr("  rush table (every placement of one colour, Figure 1): built in %1 s, %2 lookups/s (checksum %3)")
                       .arg(bestTable, 0, 'f', 3)
                       .arg(kLookups / bestLookup, 0, 'f', 0)
                       .arg(lookups.value)
                << '\n'
                << CliText::tr("  tree search (level 4, %1 playouts a turn, the first %2 turns on Figure 1): %3 playouts/s")
                       .arg(kPlayouts)
                       .arg(kTreeTurns)
                       .arg(kTreeTurns * kPlayouts / tree.seconds, 0, 'f', 0)
                << '\n'
                << CliText::tr("    turns played: %1").arg(QString::fromStdString(tree.value).trimmed())
                << '\n';
    console.out.flush();
    return Ok;
}

// bench less-bots: the search bot's team against two greedy bots, 24 seatings per board.
int benchLessBots(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Plays two bots of one level (--bot, default search) as a team against two of another "
        "(--against, default greedy) on generated boards 1 to N, 24 "
        "seatings per board: seating k puts the --bot bots on team k mod 2 (Yellow+White or "
        "Black+Red) and gives the four players the bot seeds of permutation k / 2 (rounded down; "
        "the permutations of 1..4 in lexicographic order, 0 being 1 2 3 4), so seatings 2j and "
        "2j + 1 deal the same seeds with the teams swapped. Every game ends with the optimal final "
        "rush. Prints the --bot team's average points (of 20) and "
        "the time per turn of each level. Runs on one thread per job."),
        QStringLiteral("playbench-cli bench less-bots [--bot LEVEL] [--against LEVEL] [--boards N] [--seatings N] [--budget-ms MS] [--jobs N] [--json]"));
    options
        .add({QStringLiteral("boards"), CliText::tr("Generated boards (default 10)."), QStringLiteral("N"),
              QStringLiteral("10")})
        .add({QStringLiteral("seatings"), CliText::tr("Seatings per board, 1 to 24 (default 24)."),
              QStringLiteral("N"), QStringLiteral("24")})
        .add({QStringLiteral("bot"), CliText::tr("The team's bot: random, greedy, search or mcts (default search)."),
              QStringLiteral("LEVEL"), QStringLiteral("search")})
        .add({QStringLiteral("against"), CliText::tr("The other team's bot (default greedy)."), QStringLiteral("LEVEL"),
              QStringLiteral("greedy")})
        .add({QStringLiteral("budget-ms"), CliText::tr("Every bot's budget per turn in ms (default 100)."),
              QStringLiteral("MS"), QStringLiteral("100")})
        .add({QStringLiteral("jobs"), CliText::tr("Games played at once (default 1)."), QStringLiteral("N"),
              QStringLiteral("1")})
        .json(CliText::tr("One JSON object."));
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = options.parser();
    qint64 boardCount = 10, seatingCount = 24, budgetMs = 100, jobCount = 1;
    if (!intOption(parser, QStringLiteral("boards"), 1, 1000, boardCount, console)
        || !intOption(parser, QStringLiteral("seatings"), 1, 24, seatingCount, console)
        || !intOption(parser, QStringLiteral("budget-ms"), 1, 60000, budgetMs, console)
        || !intOption(parser, QStringLiteral("jobs"), 1, 64, jobCount, console))
        return BadUsage;
    std::array<less::BotLevel, 2> levels{};  // the --bot team's, the other's
    for (int k = 0; k < 2; ++k) {
        const QString name = parser.value(k == 0 ? QStringLiteral("bot") : QStringLiteral("against"));
        QString error;
        const less::PlayerSpec spec = less::parsePlayerSpec(QStringLiteral("bot:") + name, &error);
        levels[static_cast<std::size_t>(k)] = spec.level;
        if (!error.isEmpty() || name.isEmpty()) {
            console.err << CliText::tr("playbench-cli: --%1 must be random, greedy, search or mcts, not '%2'")
                               .arg(k == 0 ? QStringLiteral("bot") : QStringLiteral("against"), name)
                        << '\n';
            return BadUsage;
        }
    }
    const less::TileSetParse tiles = less::defaultTiles();
    if (!tiles.ok()) {
        console.err << tiles.error << '\n';
        return BadInput;
    }

    struct Result {
        int points = 0;  // the search team's
        double searchSeconds = 0, greedySeconds = 0;
        int searchTurns = 0, greedyTurns = 0;
    };
    struct Job {
        less::Board board;
        int seating = 0;
    };
    std::vector<Job> work;
    for (qint64 b = 1; b <= boardCount; ++b) {
        const less::Board board = less::generateBoard(tiles.tiles, static_cast<std::uint64_t>(b)).board;
        for (int k = 0; k < seatingCount; ++k)
            work.push_back({board, k});
    }
    // Each game is a less::Session of four bots, as `less play` plays them; each bot also
    // counts its thinking time and turns for the figures.
    class CountingBot : public less::BotPlayer {
    public:
        using BotPlayer::BotPlayer;
        TurnReply turn(const less::Game& game, const std::atomic<bool>* stop) override
        {
            const auto start = std::chrono::steady_clock::now();
            TurnReply reply = BotPlayer::turn(game, stop);
            seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            ++turns;
            return reply;
        }
        double seconds = 0;
        int turns = 0;
    };
    auto playOne = [budgetMs, levels](const Job& job) {
        std::array<int, 4> seeds{1, 2, 3, 4};
        for (int i = 0; i < job.seating / 2; ++i)
            std::next_permutation(seeds.begin(), seeds.end());
        const int searchTeam = job.seating % 2;
        std::array<std::shared_ptr<CountingBot>, less::kColours> bots;
        less::Seats seats;
        for (int c = 0; c < less::kColours; ++c) {
            const auto i = static_cast<std::size_t>(c);
            bots[i] = std::make_shared<CountingBot>(
                less::teamOf(c) == searchTeam ? levels[0] : levels[1],
                static_cast<std::uint64_t>(seeds[i]), std::chrono::milliseconds(budgetMs));
            seats[i] = bots[i];
        }
        less::Session session(job.board, seats, less::SessionOptions{});
        session.run();
        Result r;
        r.points = session.game().score(searchTeam);
        for (int c = 0; c < less::kColours; ++c) {
            const CountingBot& bot = *bots[static_cast<std::size_t>(c)];
            if (less::teamOf(c) == searchTeam) {
                r.searchSeconds += bot.seconds;
                r.searchTurns += bot.turns;
            } else {
                r.greedySeconds += bot.seconds;
                r.greedyTurns += bot.turns;
            }
        }
        return r;
    };
    std::vector<Result> results(work.size());
    const double wall = timeOnce([&] {
        QThreadPool pool;
        pool.setMaxThreadCount(static_cast<int>(jobCount));
        std::vector<QFuture<void>> futures;
        for (std::size_t i = 0; i < work.size(); ++i)
            futures.push_back(QtConcurrent::run(&pool, [&, i] { results[i] = playOne(work[i]); }));
        for (QFuture<void>& f : futures)
            f.waitForFinished();
    });

    Result sum;
    int wins = 0, ties = 0;
    for (const Result& r : results) {
        sum.points += r.points;
        sum.searchSeconds += r.searchSeconds;
        sum.greedySeconds += r.greedySeconds;
        sum.searchTurns += r.searchTurns;
        sum.greedyTurns += r.greedyTurns;
        wins += r.points > 10 ? 1 : 0;
        ties += r.points == 10 ? 1 : 0;
    }
    const double games = static_cast<double>(results.size());
    const double average = sum.points / games;
    const double msSearch = sum.searchTurns ? sum.searchSeconds * 1000 / sum.searchTurns : 0;
    const double msGreedy = sum.greedyTurns ? sum.greedySeconds * 1000 / sum.greedyTurns : 0;
    if (options.asJson()) {
        printJson(console, QJsonObject{{QStringLiteral("bench"), QStringLiteral("less-bots")},
                                       {QStringLiteral("games"), static_cast<int>(results.size())},
                                       {QStringLiteral("budget_ms"), static_cast<double>(budgetMs)},
                                       {QStringLiteral("bot"), QLatin1String(less::botLevelName(levels[0]))},
                                       {QStringLiteral("against"), QLatin1String(less::botLevelName(levels[1]))},
                                       {QStringLiteral("search_average_points"), average},
                                       {QStringLiteral("search_wins"), wins},
                                       {QStringLiteral("ties"), ties},
                                       {QStringLiteral("ms_per_search_turn"), msSearch},
                                       {QStringLiteral("ms_per_greedy_turn"), msGreedy},
                                       {QStringLiteral("wall_seconds"), wall}});
        console.out.flush();
        return Ok;
    }
    const QString bot = QLatin1String(less::botLevelName(levels[0]));
    const QString against = QLatin1String(less::botLevelName(levels[1]));
    console.out << CliText::tr("%1 games (%2 boards x %3 seatings), %5 vs %6 (budget %4 ms)")
                       .arg(results.size()).arg(boardCount).arg(seatingCount).arg(budgetMs).arg(bot, against)
                << '\n'
                << CliText::tr("  %5 team: %1 points of 20 on average; %2 won, %3 tied, %4 lost")
                       .arg(average, 0, 'f', 2).arg(wins).arg(ties)
                       .arg(static_cast<int>(results.size()) - wins - ties).arg(bot)
                << '\n'
                << CliText::tr("  time per turn: %4 %1 ms, %5 %2 ms (%3 s wall)")
                       .arg(msSearch, 0, 'f', 2).arg(msGreedy, 0, 'f', 3).arg(wall, 0, 'f', 1).arg(bot, against)
                << '\n';
    console.out.flush();
    return Ok;
}

} // namespace pb::cli::bench
