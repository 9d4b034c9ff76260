// The Less tournament (tournament.h): the plan of groups, sets and seatings, one game through
// less::Session, and the standings by total points.

#include "less/tournament.h"

#include "less/generator.h"
#include "less/groups.h"
#include "less/session.h"
#include "tournament/cancelwatch.h"
#include "tournament/settings.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <array>
#include <vector>

namespace pb::less {

namespace {

namespace t = pb::tournament;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tournament)
};

constexpr int kSeatings = 24;
constexpr qint64 kMostSeed = (qint64{1} << 32) - 1;
constexpr qint64 kMostMs = 3600000;

struct Entrant {
    QString name;
    QString specText;
    PlayerSpec spec;
};

std::optional<BotLevel> judgeLevel(const QString& word)
{
    for (BotLevel level : {BotLevel::Random, BotLevel::Greedy, BotLevel::Search, BotLevel::Mcts})
        if (word == QLatin1String(botLevelName(level)))
            return level;
    return std::nullopt;
}

QJsonArray intArray(const std::array<int, kColours>& values)
{
    QJsonArray a;
    for (int v : values)
        a.append(v);
    return a;
}

std::array<int, kColours> seatsOf(const QJsonValue& value)
{
    std::array<int, kColours> seats{};
    const QJsonArray a = value.toArray();
    for (int c = 0; c < kColours && c < a.size(); ++c)
        seats[static_cast<std::size_t>(c)] = a[c].toInt();
    return seats;
}

class LessTournament : public t::Format {
public:
    LessTournament(std::vector<Entrant> entrants, int rounds, int sets, qint64 seed, SessionOptions options)
        : m_entrants(std::move(entrants)), m_rounds(rounds), m_sets(sets), m_seed(seed), m_options(options),
          m_draw(drawGroups(static_cast<int>(m_entrants.size()), rounds, static_cast<std::uint64_t>(seed)))
    {
    }

    QString game() const override { return QStringLiteral("less"); }

    QJsonObject settings() const override
    {
        QStringList specs;
        for (const Entrant& e : m_entrants)
            specs << e.specText;
        return {{QStringLiteral("game"), game()},
                {QStringLiteral("players"), t::playersJson(players(), specs)},
                {QStringLiteral("rounds"), m_rounds},
                {QStringLiteral("sets"), m_sets},
                {QStringLiteral("seed"), m_seed},
                {QStringLiteral("time_ms"), static_cast<qint64>(m_options.timePerGame.count())},
                {QStringLiteral("bot_ms"), static_cast<qint64>(m_options.botBudget.count())},
                {QStringLiteral("judge"), QLatin1String(botLevelName(m_options.judgeLevel))}};
    }

    QStringList players() const override
    {
        QStringList names;
        for (const Entrant& e : m_entrants)
            names << e.name;
        return names;
    }

    std::vector<t::Job> plan() const override
    {
        const TileSetParse tiles = defaultTiles();
        std::vector<t::Job> jobs;
        qint64 board = 0;
        for (int r = 0; r < m_rounds; ++r) {
            const std::vector<Group>& groups = m_draw[static_cast<std::size_t>(r)];
            for (int s = 0; s < m_sets; ++s)
                for (std::size_t g = 0; g < groups.size(); ++g, ++board) {
                    const qint64 boardSeed = m_seed + board;
                    const std::string walls =
                        generateBoard(tiles.tiles, static_cast<std::uint64_t>(boardSeed)).board.toString();
                    std::array<int, kColours> seats = groups[g];
                    for (int p = 0; p < kSeatings; ++p) {
                        t::Job job;
                        job.id = static_cast<int>(jobs.size());
                        job.params = {{QStringLiteral("round"), r + 1},
                                      {QStringLiteral("set"), s + 1},
                                      {QStringLiteral("group"), static_cast<int>(g) + 1},
                                      {QStringLiteral("seating"), p + 1},
                                      {QStringLiteral("players"), intArray(seats)},
                                      {QStringLiteral("board_seed"), boardSeed},
                                      {QStringLiteral("board"), QString::fromStdString(walls)},
                                      {QStringLiteral("seed"), boardSeed * 1000 + p}};
                        jobs.push_back(std::move(job));
                        std::next_permutation(seats.begin(), seats.end());
                    }
                }
        }
        return jobs;
    }

    std::optional<t::Outcome> play(const t::Job& job, const std::atomic<bool>& cancel) const override
    {
        if (cancel.load())
            return std::nullopt;
        const std::array<int, kColours> seats = seatsOf(job.params.value(QStringLiteral("players")));
        std::array<PlayerSpec, kColours> specs;
        for (std::size_t c = 0; c < kColours; ++c)
            specs[c] = m_entrants[static_cast<std::size_t>(seats[c])].spec;
        SessionOptions options = m_options;
        options.seed = static_cast<std::uint64_t>(job.params.value(QStringLiteral("seed")).toInteger());
        const Board board = parseBoard(job.params.value(QStringLiteral("board")).toString().toStdString()).board;
        Session session(board, makeSeats(specs, options), options);
        SessionResult r;
        {
            t::CancelWatch watch(cancel, [&session] { session.cancel(); });
            r = session.run();
        }
        if (!r.over)
            return std::nullopt;
        QJsonArray faults;
        for (const Fault& f : r.log.faults)
            faults.append(QJsonObject{{QStringLiteral("seat"), f.colour},
                                      {QStringLiteral("turn"), f.turn},
                                      {QStringLiteral("kind"), QLatin1String(faultKindName(f.kind))},
                                      {QStringLiteral("message"), f.message}});
        QJsonArray time;
        for (qint64 ms : r.timeUsedMs)
            time.append(ms);
        t::Outcome out;
        out.result = {{QStringLiteral("players"), intArray(seats)},
                      {QStringLiteral("scores"), intArray(r.log.scores)},
                      {QStringLiteral("moves"), intArray(r.log.moves)},
                      {QStringLiteral("faults"), faults},
                      {QStringLiteral("time_ms"), time}};
        out.record = QString::fromStdString(writeGameLog(r.log));
        return out;
    }

    t::Standings standings(const std::vector<t::Finished>& finished) const override
    {
        const std::size_t n = m_entrants.size();
        std::vector<double> points(n, 0);
        std::vector<int> games(n, 0), faults(n, 0);
        t::Standings out;
        out.crosstable.assign(n, std::vector<double>(n, 0));
        for (const t::Finished& f : finished) {
            const std::array<int, kColours> seats = seatsOf(f.outcome.result.value(QStringLiteral("players")));
            const std::array<int, kColours> scores = seatsOf(f.outcome.result.value(QStringLiteral("scores")));
            if (std::any_of(seats.begin(), seats.end(), [n](int p) { return p < 0 || p >= static_cast<int>(n); }))
                continue;
            for (std::size_t c = 0; c < kColours; ++c) {
                const auto p = static_cast<std::size_t>(seats[c]);
                points[p] += scores[c];
                ++games[p];
                for (std::size_t o = 0; o < kColours; ++o)
                    if (o != c)
                        out.crosstable[p][static_cast<std::size_t>(seats[o])] += scores[c];
            }
            for (const QJsonValue& fault : f.outcome.result.value(QStringLiteral("faults")).toArray()) {
                const int seat = fault.toObject().value(QStringLiteral("seat")).toInt(-1);
                if (seat >= 0 && seat < kColours)
                    ++faults[static_cast<std::size_t>(seats[static_cast<std::size_t>(seat)])];
            }
        }
        for (std::size_t p = 0; p < n; ++p) {
            t::Standing s;
            s.player = static_cast<int>(p);
            s.name = m_entrants[p].name;
            s.points = points[p];
            s.games = games[p];
            s.extra = {{QStringLiteral("average"), games[p] > 0 ? points[p] / games[p] : 0.0},
                       {QStringLiteral("faults"), faults[p]}};
            out.entries.push_back(s);
        }
        t::rankByPoints(out.entries);
        return out;
    }

    QString describe(const t::Job& job) const override
    {
        const QJsonObject& p = job.params;
        return Text::tr("round %1, set %2, group %3, seating %4: %5 (board %6)")
            .arg(p.value(QStringLiteral("round")).toInt())
            .arg(p.value(QStringLiteral("set")).toInt())
            .arg(p.value(QStringLiteral("group")).toInt())
            .arg(p.value(QStringLiteral("seating")).toInt())
            .arg(seatText(seatsOf(p.value(QStringLiteral("players")))))
            .arg(p.value(QStringLiteral("board_seed")).toInteger());
    }

    QString describeOutcome(const t::Job& job, const t::Outcome& outcome) const override
    {
        (void)job;
        const std::array<int, kColours> seats = seatsOf(outcome.result.value(QStringLiteral("players")));
        const std::array<int, kColours> scores = seatsOf(outcome.result.value(QStringLiteral("scores")));
        QStringList parts;
        for (std::size_t c = 0; c < kColours; ++c)
            parts << Text::tr("%1 %2").arg(nameOf(seats[c])).arg(scores[c]);
        QString text = parts.join(QStringLiteral(", "));
        for (const QJsonValue& v : outcome.result.value(QStringLiteral("faults")).toArray()) {
            const QJsonObject f = v.toObject();
            const int seat = f.value(QStringLiteral("seat")).toInt();
            text += Text::tr("; %1 (%2) faulted: %3")
                        .arg(QLatin1String(colourName(seat)),
                             nameOf(seats[static_cast<std::size_t>(std::clamp(seat, 0, kColours - 1))]),
                             f.value(QStringLiteral("kind")).toString());
        }
        return text;
    }

private:
    QString nameOf(int player) const
    {
        return player >= 0 && player < static_cast<int>(m_entrants.size())
                   ? m_entrants[static_cast<std::size_t>(player)].name
                   : QStringLiteral("?");
    }

    QString seatText(const std::array<int, kColours>& seats) const
    {
        QStringList parts;
        for (int c = 0; c < kColours; ++c)
            parts << Text::tr("%1 %2").arg(QLatin1String(colourName(c)), nameOf(seats[static_cast<std::size_t>(c)]));
        return parts.join(QStringLiteral(", "));
    }

    std::vector<Entrant> m_entrants;
    int m_rounds;
    int m_sets;
    qint64 m_seed;
    SessionOptions m_options;
    std::vector<std::vector<Group>> m_draw;
};

} // namespace

std::unique_ptr<t::Format> makeTournament(const QJsonObject& settings, QString* error)
{
    auto fail = [error](const QString& message) -> std::unique_ptr<t::Format> {
        if (error)
            *error = message;
        return nullptr;
    };
    if (settings.value(QStringLiteral("game")).toString() != QLatin1String("less"))
        return fail(Text::tr("the settings are not a Less tournament's"));
    QStringList names, specs;
    if (!t::playersSetting(settings, names, specs, error))
        return nullptr;
    std::vector<Entrant> entrants;
    for (qsizetype i = 0; i < names.size(); ++i) {
        QString problem;
        Entrant e{names[i], specs[i], parsePlayerSpec(specs[i], &problem)};
        if (!problem.isEmpty())
            return fail(Text::tr("player %1: %2").arg(e.name, problem));
        entrants.push_back(std::move(e));
    }
    if (entrants.size() < kColours)
        return fail(Text::tr("a Less tournament needs at least 4 players, not %1").arg(entrants.size()));
    const int players = static_cast<int>(entrants.size());
    qint64 rounds = 0, sets = 0, seed = 0, timeMs = 0, botMs = 0;
    if (!t::intSetting(settings, "rounds", 1, 100000, rounds, error)
        || !t::intSetting(settings, "sets", 1, 100000, sets, error)
        || !t::intSetting(settings, "seed", 0, kMostSeed, seed, error)
        || !t::intSetting(settings, "time_ms", 1, kMostMs, timeMs, error)
        || !t::intSetting(settings, "bot_ms", 1, kMostMs, botMs, error))
        return nullptr;
    const int equal = roundsForEqualPlay(players);
    if (rounds % equal != 0)
        return fail(Text::tr("with %1 players the rounds must be a multiple of %2, so that everyone plays equally often")
                        .arg(players)
                        .arg(equal));
    const std::optional<BotLevel> judge = judgeLevel(settings.value(QStringLiteral("judge")).toString());
    if (!judge)
        return fail(Text::tr("the judge is random, greedy, search or mcts, not '%1'")
                        .arg(settings.value(QStringLiteral("judge")).toString()));
    SessionOptions options;
    options.timePerGame = std::chrono::milliseconds(timeMs);
    options.botBudget = std::chrono::milliseconds(botMs);
    options.judgeLevel = *judge;
    return std::make_unique<LessTournament>(std::move(entrants), static_cast<int>(rounds), static_cast<int>(sets), seed,
                                            options);
}

} // namespace pb::less
