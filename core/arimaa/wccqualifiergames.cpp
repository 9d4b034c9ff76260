#include "arimaa/wccqualifiergames.h"

#include "arimaa/tournament.h"
#include "arimaa/wccqualifier.h"
#include "tournament/settings.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

namespace pb::arimaa::wcc {

namespace {

namespace t = pb::tournament;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tournament)
};

int param(const t::Job& job, const char* key) { return job.params.value(QLatin1String(key)).toInt(-1); }

class Qualifier final : public t::Format {
public:
    QString game() const override { return QStringLiteral("arimaa-wcc-qualifier"); }
    QJsonObject settings() const override { return m_settings; }
    QStringList players() const override { return m_entrants; }
    std::vector<t::Job> plan() const override { return nextJobs({}); }

    std::vector<t::Job> nextJobs(const std::vector<t::Finished>& finished) const override
    {
        const QualifierResult scored = score(finished);
        std::vector<t::Job> jobs;
        int round = 1;
        for (const t::Finished& f : finished)
            round = std::max(round, param(f.job, "round") + 1);
        for (qsizetype e = 0; e < m_entrants.size(); ++e) {
            const QualifierStanding* standing = nullptr;
            for (const QualifierStanding& s : scored.standings)
                if (s.name == m_entrants[e])
                    standing = &s;
            for (qsizetype b = 0; b < m_benchmarks.size(); ++b) {
                const BenchmarkResult& r = standing->perBenchmark[static_cast<std::size_t>(b)];
                if (r.counted >= m_gamesPerBot || r.longestStreak >= kQualifierMaxPointsPerBot)
                    continue;
                const int entrant = static_cast<int>(e), bot = static_cast<int>(m_entrants.size() + b);
                const bool gold = r.counted % 2 == 0;  // the entrant has Gold in its first game
                t::Job job;
                job.id = static_cast<int>(finished.size() + jobs.size());
                job.params = {{QStringLiteral("round"), round},
                              {QStringLiteral("entrant"), entrant},
                              {QStringLiteral("benchmark"), static_cast<int>(b)},
                              {QStringLiteral("gold"), gold ? entrant : bot},
                              {QStringLiteral("silver"), gold ? bot : entrant},
                              {QStringLiteral("seed"), static_cast<double>(m_seed * 1000000 + job.id)}};
                jobs.push_back(job);
            }
        }
        return jobs;
    }

    std::optional<t::Outcome> play(const t::Job& job, const std::atomic<bool>& cancel) const override
    {
        return m_games->play(job, cancel);
    }

    t::Standings standings(const std::vector<t::Finished>& finished) const override
    {
        const QualifierResult scored = score(finished);
        const std::vector<QString> seeds = finalsSeeds(scored);
        t::Standings out;
        for (const QualifierStanding& s : scored.standings) {
            t::Standing e;
            e.player = static_cast<int>(m_entrants.indexOf(s.name));
            e.name = s.name;
            e.rank = s.rank;
            e.points = s.score;
            QJsonArray bots;
            int wins = 0, losses = 0;
            for (const BenchmarkResult& r : s.perBenchmark) {
                e.games += r.counted;
                wins += r.wins;
                losses += r.losses;
                bots.append(QJsonObject{{QStringLiteral("benchmark"), r.benchmark}, {QStringLiteral("games"), r.counted},
                                        {QStringLiteral("wins"), r.wins}, {QStringLiteral("longest_streak"), r.longestStreak},
                                        {QStringLiteral("losses_before"), r.lossesBefore}, {QStringLiteral("score"), r.score}});
            }
            const auto seed = std::find(seeds.begin(), seeds.end(), s.name);
            e.extra = {{QStringLiteral("wins"), wins},
                       {QStringLiteral("losses"), losses},
                       {QStringLiteral("tiebreak"), s.tiebreak1},
                       {QStringLiteral("completion"), s.completion ? QJsonValue(static_cast<double>(*s.completion + 1)) : QJsonValue()},
                       {QStringLiteral("rating"), s.gameroomRating ? QJsonValue(*s.gameroomRating) : QJsonValue()},
                       {QStringLiteral("seed"), seed != seeds.end() ? QJsonValue(static_cast<int>(seed - seeds.begin()) + 1) : QJsonValue()},
                       {QStringLiteral("benchmarks"), bots}};
            out.entries.push_back(e);
        }
        out.columns = {QStringLiteral("wins"), QStringLiteral("losses"), QStringLiteral("tiebreak"),
                       QStringLiteral("completion"), QStringLiteral("seed")};
        QJsonArray finalists;
        for (const QString& n : seeds)
            finalists.append(n);
        out.extra = {{QStringLiteral("finalists"), finalists}};
        return out;
    }

    QString describe(const t::Job& job) const override
    {
        return Text::tr("round %1: %2 (gold) vs %3 (silver)")
            .arg(param(job, "round"))
            .arg(m_all.value(param(job, "gold")), m_all.value(param(job, "silver")));
    }

    QString describeOutcome(const t::Job& job, const t::Outcome& outcome) const override
    {
        return m_games->describeOutcome(job, outcome);
    }

    bool load(const QJsonObject& settings, QString* error)
    {
        m_settings = settings;
        QStringList specs, benchSpecs;
        qint64 games = 20, seed = 0;
        QJsonObject benchmarks{{QStringLiteral("players"), settings.value(QStringLiteral("benchmarks"))}};
        if (!t::playersSetting(settings, m_entrants, specs, error) ||
            !t::playersSetting(benchmarks, m_benchmarks, benchSpecs, error) ||
            !t::intSetting(settings, "games", 1, 1000, games, error) ||
            !t::intSetting(settings, "seed", 0, 0xffffffffLL, seed, error))
            return false;
        if (m_entrants.isEmpty() || m_benchmarks.isEmpty()) {
            *error = Text::tr("the qualifier needs at least one entrant and one benchmark bot");
            return false;
        }
        // Gameroom ratings rank the entrants that have no counted game (optional).
        const QJsonObject ratings = settings.value(QStringLiteral("ratings")).toObject();
        for (auto it = ratings.begin(); it != ratings.end(); ++it) {
            if (!m_entrants.contains(it.key()) || !it->isDouble()) {
                *error = Text::tr("ratings: %1 is not an entrant with a number").arg(it.key());
                return false;
            }
            m_ratings.insert(it.key(), it->toDouble());
        }
        m_gamesPerBot = static_cast<int>(games);
        m_seed = seed;
        m_all = m_entrants + m_benchmarks;
        // The games are the round robin's, over entrants and benchmark bots together.
        QJsonObject all = settings;
        all.insert(QStringLiteral("game"), QStringLiteral("arimaa"));
        all.insert(QStringLiteral("games"), 1);
        all.insert(QStringLiteral("players"), t::playersJson(m_all, specs + benchSpecs));
        all.remove(QStringLiteral("benchmarks"));
        all.insert(QStringLiteral("event"), QStringLiteral("Arimaa World Computer Championship 2015, qualifier"));
        m_games = pb::arimaa::makeTournament(all, error);
        return m_games != nullptr;
    }

private:
    QualifierResult score(const std::vector<t::Finished>& finished) const
    {
        std::vector<QualifierEntrant> entrants;
        for (const QString& n : m_entrants)
            entrants.push_back({n, m_ratings.contains(n) ? std::optional<double>(m_ratings.value(n)) : std::nullopt});
        std::vector<QString> bots(m_benchmarks.begin(), m_benchmarks.end());
        std::vector<QualifierGame> games;
        for (const t::Finished& f : finished) {
            const int entrant = param(f.job, "entrant");
            const int winner = f.outcome.result.value(QStringLiteral("winner")).toInt(-1);
            games.push_back({m_entrants.value(entrant), m_benchmarks.value(param(f.job, "benchmark")),
                             param(f.job, "gold") == entrant ? Gold : Silver, winner == entrant, true, f.job.id});
        }
        return scoreQualifier(entrants, bots, games);
    }

    QJsonObject m_settings;
    QStringList m_entrants, m_benchmarks, m_all;
    QHash<QString, double> m_ratings;
    int m_gamesPerBot = 20;  // games per entrant and benchmark bot, at most
    qint64 m_seed = 0;
    std::unique_ptr<t::Format> m_games;
};

} // namespace

std::unique_ptr<pb::tournament::Format> makeQualifier(const QJsonObject& settings, QString* error)
{
    QString ignored;
    auto f = std::make_unique<Qualifier>();
    if (!f->load(settings, error ? error : &ignored))
        return nullptr;
    return f;
}

} // namespace pb::arimaa::wcc
