// playbench-cli bench ants-brain: one brain against others, head to head, on the ten sample worlds
// with both colours and many seeds: wins, draws and losses against each, and the food. What
// tuning a brain is measured on (docs/benchmarks.md, the brain section): the six 2004 winners and
// 32 seeds are 3,840 games, a couple of minutes on two cores.

#include "cli/bench/bench.h"

#include "ants/antl/compiler.h"
#include "ants/brain.h"
#include "ants/session.h"
#include "ants/world.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>
#include <array>
#include <mutex>

namespace pb::cli::bench {

namespace {

constexpr int kWorlds = 10;

// Our games against someone: won, drawn, lost, and the food on both hills summed.
struct Tally {
    int wins = 0, draws = 0, losses = 0;
    qint64 foodFor = 0, foodAgainst = 0;
    int games() const { return wins + draws + losses; }
    void count(int ours, int theirs)
    {
        (ours > theirs ? wins : ours == theirs ? draws : losses)++;
        foodFor += ours;
        foodAgainst += theirs;
    }
    Tally& operator+=(const Tally& t)
    {
        wins += t.wins;
        draws += t.draws;
        losses += t.losses;
        foodFor += t.foodFor;
        foodAgainst += t.foodAgainst;
        return *this;
    }
};

// An opponent's tally, in all and by seat: a world and our colour (index 2 * world, + 1 for
// black), over the seeds. The sample worlds are lopsided (most of the food nearer one hill), so
// a seat is mostly won or lost on every seed alike, and the mean food difference shows how far
// a seat is from turning.
struct Opponent : Tally {
    QString name;
    ants::Brain brain;
    std::array<Tally, 2 * kWorlds> seats{};
};

double perGame(qint64 food, int games)
{
    return games > 0 ? double(food) / games : 0.0;
}

QJsonArray seatsJson(const Opponent& o)
{
    QJsonArray out;
    for (int i = 0; i < 2 * kWorlds; ++i) {
        const Tally& s = o.seats[static_cast<std::size_t>(i)];
        out.append(QJsonObject{{QStringLiteral("world"), i / 2},
                               {QStringLiteral("colour"), i % 2 == 0 ? QStringLiteral("red") : QStringLiteral("black")},
                               {QStringLiteral("wins"), s.wins}, {QStringLiteral("draws"), s.draws},
                               {QStringLiteral("losses"), s.losses},
                               {QStringLiteral("food_difference"), perGame(s.foodFor - s.foodAgainst, s.games())}});
    }
    return out;
}

// A table of the ten worlds, as red and as black; the columns as wide as their widest cell.
void printSeats(const Opponent& o, Console& console)
{
    const auto tally = [](const Tally& s) { return QStringLiteral("%1-%2-%3").arg(s.wins).arg(s.draws).arg(s.losses); };
    const auto difference = [](const Tally& s) {
        const qint64 d = s.foodFor - s.foodAgainst;
        return QStringLiteral("%1%2").arg(d >= 0 ? QStringLiteral("+") : QString()).arg(perGame(d, s.games()), 0, 'f', 1);
    };
    qsizetype tallyWidth = 0, differenceWidth = 0;
    for (const Tally& s : o.seats) {
        tallyWidth = std::max(tallyWidth, tally(s).size());
        differenceWidth = std::max(differenceWidth, difference(s).size());
    }
    const auto cell = [&](const Tally& s) {
        return QStringLiteral("%1 %2").arg(tally(s), -int(tallyWidth)).arg(difference(s), int(differenceWidth));
    };
    const int width = int(tallyWidth + 1 + differenceWidth);
    console.out << '\n'
                << CliText::tr("%1, by seat (wins-draws-losses, mean food difference ours - theirs per game):").arg(o.name)
                << '\n'
                << QStringLiteral("%1   %2   %3")
                       .arg(CliText::tr("world"), -7)
                       .arg(CliText::tr("as red"), -width)
                       .arg(CliText::tr("as black"))
                << '\n';
    for (std::size_t w = 0; w < kWorlds; ++w)
        console.out << QStringLiteral("sample%1   %2   %3").arg(w).arg(cell(o.seats[2 * w]), -width).arg(cell(o.seats[2 * w + 1]))
                    << '\n';
}

// A brain file: .antl compiled, anything else read as .ant. False with the first error printed.
bool loadAnyBrain(const QString& path, ants::Brain& brain, Console& console)
{
    Diagnostics diagnostics;
    if (path.endsWith(QLatin1String(".antl"), Qt::CaseInsensitive)) {
        ants::CompileResult r = ants::compileBrainFile(path);
        brain = std::move(r.brain);
        diagnostics = std::move(r.diagnostics);
    } else {
        ants::BrainParse r = ants::loadBrain(path);
        brain = std::move(r.brain);
        diagnostics = std::move(r.diagnostics);
    }
    for (const Diagnostic& d : diagnostics)
        if (d.isError()) {
            console.err << d.toString() << '\n';
            return false;
        }
    return true;
}

} // namespace

int benchAntsBrain(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Plays BRAIN (.ant, or .antl compiled) against each opponent on the contest's ten sample worlds, once "
        "as red and once as black on each, for every seed, and prints its wins, draws and losses against each "
        "and in all, with the food on both hills per game. The games are deterministic: the same brains and "
        "seeds give the same figures on any machine."),
        QStringLiteral("playbench-cli bench ants-brain BRAIN [--against winners|all|FILE]... [--seeds LIST] "
                       "[--jobs N] [--rounds R] [--by-seat] [--json]"));
    options.reference()
        .add({QStringLiteral("against"),
              CliText::tr("The opponents: 'winners' (the six 2004 winners' brains, the default), 'all' (the 21 "
                          "valid reference brains), or a brain file; repeat to add more."),
              QStringLiteral("WHO")})
        .add({QStringLiteral("seeds"), CliText::tr("The games' seeds: 12345, 1-32, or 12345,777,5-32 (default 12345)."),
              QStringLiteral("LIST"), QStringLiteral("12345")})
        .add({QStringLiteral("jobs"), CliText::tr("Games played at once (default 2)."), QStringLiteral("N"),
              QStringLiteral("2")})
        .add({QStringLiteral("rounds"), CliText::tr("Rounds per game (default 100000)."), QStringLiteral("R"),
              QStringLiteral("100000")})
        .add({QStringLiteral("by-seat"),
              CliText::tr("Also print, against each opponent, every seat (world and colour): its wins, draws and "
                          "losses over the seeds and the mean food difference (always in the JSON).")})
        .json(CliText::tr("Print the figures as JSON."));
    options.argument(QStringLiteral("brain"), CliText::tr("The brain to measure (.ant or .antl)."), QStringLiteral("BRAIN"));
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = options.parser();
    if (parser.positionalArguments().size() != 1)
        return usageError(console, CliText::tr("bench ants-brain takes one brain"));
    qint64 jobs = 2, rounds = 100000;
    std::vector<qint64> seeds;
    if (!intOption(parser, QStringLiteral("jobs"), 1, 64, jobs, console) ||
        !intOption(parser, QStringLiteral("rounds"), 1, 1000000, rounds, console))
        return BadUsage;
    if (!parseSeeds(parser.value(QStringLiteral("seeds")), seeds) ||
        std::any_of(seeds.begin(), seeds.end(), [](qint64 s) { return s > 0xffffffffLL; }))
        return usageError(console, CliText::tr("--seeds takes seeds from 1 to 4294967295, like 12345 or 1-32 or 12345,5-32, "
                                               "not '%1'").arg(parser.value(QStringLiteral("seeds"))));

    ants::Brain mine;
    const QString minePath = parser.positionalArguments().first();
    const QString mineName = QFileInfo(minePath).completeBaseName();
    if (!loadAnyBrain(minePath, mine, console))
        return BadInput;
    const QDir ref(options.referenceFolder() + QStringLiteral("/ants"));
    QStringList against = parser.values(QStringLiteral("against"));
    if (against.isEmpty())
        against.append(QStringLiteral("winners"));
    QStringList files;
    for (const QString& who : against) {
        QStringList folders;
        if (who == QLatin1String("winners"))
            folders = {QStringLiteral("brains/winners")};
        else if (who == QLatin1String("all")) {
            folders = {QStringLiteral("brains/winners"), QStringLiteral("brains/strong"), QStringLiteral("brains/simple")};
            files.append(ref.filePath(QStringLiteral("sample.ant")));
        } else
            files.append(who);
        for (const QString& folder : folders) {
            const QStringList names = QDir(ref.filePath(folder)).entryList({QStringLiteral("*.ant")}, QDir::Files, QDir::Name);
            if (names.isEmpty())
                return missingReference(console, ref.filePath(folder), CliText::tr("no brains there"));
            for (const QString& name : names)
                files.append(ref.filePath(folder + QLatin1Char('/') + name));
        }
    }
    std::vector<Opponent> opponents;
    for (const QString& path : files) {
        Opponent o;
        o.name = QFileInfo(path).completeBaseName();
        if (!loadAnyBrain(path, o.brain, console))
            return BadInput;
        opponents.push_back(std::move(o));
    }
    std::vector<ants::World> worlds;
    for (int i = 0; i < kWorlds; ++i) {
        const QString path = ref.filePath(QStringLiteral("worlds/sample%1.world").arg(i));
        ants::WorldParse w = ants::loadWorld(path);
        if (!w.ok())
            return missingReference(console, path, w.diagnostics.empty() ? QString() : w.diagnostics.front().toString());
        worlds.push_back(std::move(w.world));
    }

    // Every game: (opponent, seed, world, our colour), our games against one opponent together.
    struct Game {
        std::size_t opponent, seed, world;
        bool red;
    };
    std::vector<Game> games;
    for (std::size_t o = 0; o < opponents.size(); ++o)
        for (std::size_t s = 0; s < seeds.size(); ++s)
            for (std::size_t w = 0; w < worlds.size(); ++w)
                for (const bool red : {true, false})
                    games.push_back({o, s, w, red});
    std::mutex mutex;
    int failed = 0;
    const double seconds = timeOnce([&] {
        forEachOnThreads(games.size(), static_cast<std::size_t>(jobs), [&](std::size_t i) {
            const Game& g = games[i];
            Opponent& o = opponents[g.opponent];
            ants::Session session({worlds[g.world], g.red ? mine : o.brain, g.red ? o.brain : mine,
                                   static_cast<std::uint32_t>(seeds[g.seed]), static_cast<int>(rounds),
                                   QStringLiteral("sample%1.world").arg(g.world), g.red ? mineName : o.name,
                                   g.red ? o.name : mineName});
            const ants::GameResult r = session.run();
            const int ours = r.food[g.red ? 0 : 1], theirs = r.food[g.red ? 1 : 0];
            std::lock_guard lock(mutex);
            o.count(ours, theirs);
            o.seats[2 * g.world + (g.red ? 0 : 1)].count(ours, theirs);
            failed += r.error.isEmpty() ? 0 : 1;
        });
    });
    if (failed > 0)
        console.err << CliText::tr("playbench-cli: %1 games stopped early (an ant reached a state past the end of its "
                                   "brain); they count as they stood")
                           .arg(failed)
                    << '\n';

    Opponent total;
    total.name = CliText::tr("all");
    for (const Opponent& o : opponents) {
        total += o;
        for (std::size_t i = 0; i < total.seats.size(); ++i)
            total.seats[i] += o.seats[i];
    }
    if (options.asJson()) {
        QJsonArray rows;
        for (const Opponent& o : opponents)
            rows.append(QJsonObject{{QStringLiteral("opponent"), o.name}, {QStringLiteral("games"), o.games()},
                                    {QStringLiteral("wins"), o.wins}, {QStringLiteral("draws"), o.draws},
                                    {QStringLiteral("losses"), o.losses},
                                    {QStringLiteral("food_for"), perGame(o.foodFor, o.games())},
                                    {QStringLiteral("food_against"), perGame(o.foodAgainst, o.games())},
                                    {QStringLiteral("seats"), seatsJson(o)}});
        printJson(console, {{QStringLiteral("brain"), QFileInfo(minePath).fileName()},
                            {QStringLiteral("seeds"), static_cast<int>(seeds.size())},
                            {QStringLiteral("opponents"), rows},
                            {QStringLiteral("seats"), seatsJson(total)},
                            {QStringLiteral("games"), total.games()},
                            {QStringLiteral("wins"), total.wins},
                            {QStringLiteral("draws"), total.draws},
                            {QStringLiteral("losses"), total.losses},
                            {QStringLiteral("seconds"), seconds}});
        return Ok;
    }
    console.out << CliText::tr("%1 against %2 brains: %3 seeds x 10 sample worlds x 2 colours, %4 games in %5 s")
                       .arg(QFileInfo(minePath).fileName())
                       .arg(opponents.size())
                       .arg(seeds.size())
                       .arg(total.games())
                       .arg(seconds, 0, 'f', 1)
                << '\n';
    console.out << CliText::tr("opponent                     wins  draws losses   food (per game, ours : theirs)") << '\n';
    opponents.push_back(total);
    for (const Opponent& o : opponents)
        console.out << QStringLiteral("%1 %2 %3 %4   %5 : %6")
                           .arg(o.name, -26)
                           .arg(o.wins, 6)
                           .arg(o.draws, 6)
                           .arg(o.losses, 6)
                           .arg(perGame(o.foodFor, o.games()), 6, 'f', 1)
                           .arg(perGame(o.foodAgainst, o.games()), 0, 'f', 1)
                    << '\n';
    if (parser.isSet(QStringLiteral("by-seat")))
        for (std::size_t i = 0; i < opponents.size(); ++i)
            if (i + 1 < opponents.size() || opponents.size() > 2)  // "all" only when it adds up several
                printSeats(opponents[i], console);
    return Ok;
}

} // namespace pb::cli::bench
