#include "arimaa/wccfinals.h"

#include "arimaa/tournament.h"
#include "arimaa/wcccolours.h"
#include "arimaa/wccpairing.h"
#include "arimaa/wccratings.h"
#include "tournament/settings.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <map>

namespace pb::arimaa::wcc {

namespace {

namespace t = pb::tournament;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tournament)
};

int param(const t::Job& job, const char* key, int otherwise = -1)
{
    return job.params.value(QLatin1String(key)).toInt(otherwise);
}

struct Round {
    int number = 0;
    std::vector<const t::Finished*> games;
    int bye = -1;
    int planned = 0;  // games the round has
};

// The finals replayed from finished games, round by round (rule 2 and the second place).
struct State {
    explicit State(int players, int lives)
        : losses(players), wins(players), byes(players), lives(players, lives), eliminatedIn(players),
          active(players, true), past(players)
    {
    }

    std::vector<int> losses, wins, byes, lives, eliminatedIn;  // eliminatedIn: round, 0 = still in
    std::vector<bool> active;                                   // still plays (this phase)
    std::vector<std::vector<PastGame>> past;
    MeetingCounts meetings;
    std::vector<FinalsGame> games;
    std::vector<Round> rounds;
    int champion = -1, second = -1;
    bool done() const { return second >= 0; }

    void play(const t::Finished& f)
    {
        const int gold = param(f.job, "gold"), silver = param(f.job, "silver");
        const int winner = f.outcome.result.value(QStringLiteral("winner")).toInt(-1);
        const int players = static_cast<int>(losses.size());
        if (gold < 0 || gold >= players || silver < 0 || silver >= players || gold == silver)
            return;  // a damaged database: no such game
        if (f.outcome.result.value(QStringLiteral("both_forfeited")).toBool()) {
            // Both lost (a result given by hand: the session always finds a winner). Out of the
            // ratings (rule 7), in every other count.
            ++losses[static_cast<std::size_t>(gold)];
            ++losses[static_cast<std::size_t>(silver)];
            meetings.add(gold, silver);
            past[static_cast<std::size_t>(gold)].push_back({silver, Gold});
            past[static_cast<std::size_t>(silver)].push_back({gold, Silver});
            return;
        }
        if (winner != gold && winner != silver)
            return;  // no result (never stored by the session)
        const int loser = winner == gold ? silver : gold;
        ++losses[static_cast<std::size_t>(loser)];
        ++wins[static_cast<std::size_t>(winner)];
        meetings.add(gold, silver);
        past[static_cast<std::size_t>(gold)].push_back({silver, Gold});
        past[static_cast<std::size_t>(silver)].push_back({gold, Silver});
        games.push_back({winner, loser, false});
    }

    // After a whole round: eliminations, the champion, the tie for second.
    void endRound(int round)
    {
        std::vector<int> out;
        for (std::size_t i = 0; i < active.size(); ++i)
            if (active[i] && losses[i] >= lives[i]) {
                active[i] = false;
                eliminatedIn[i] = round;
                out.push_back(static_cast<int>(i));
            }
        const auto left = std::count(active.begin(), active.end(), true);
        if (left != 1)
            return;
        const int last = static_cast<int>(std::find(active.begin(), active.end(), true) - active.begin());
        active[static_cast<std::size_t>(last)] = false;
        if (champion < 0) {
            champion = last;
            if (out.size() == 1) {
                second = out.front();
            } else {
                // A tie for second: one more life each, and they play on.
                for (int i : out) {
                    lives[static_cast<std::size_t>(i)] = losses[static_cast<std::size_t>(i)] + 1;
                    eliminatedIn[static_cast<std::size_t>(i)] = 0;
                    active[static_cast<std::size_t>(i)] = true;
                }
            }
        } else {
            second = last;
        }
    }
};

class Finals final : public t::Format {
public:
    QString game() const override { return QStringLiteral("arimaa-wcc-finals"); }
    QJsonObject settings() const override { return m_settings; }
    QStringList players() const override { return m_names; }

    std::vector<t::Job> plan() const override { return nextJobs({}); }

    std::vector<t::Job> nextJobs(const std::vector<t::Finished>& finished) const override
    {
        const State s = replay(finished);
        if (s.done())
            return {};
        std::vector<PairingPlayer> players;
        const Ratings ratings = performanceRatings(static_cast<int>(m_names.size()), s.games);
        for (std::size_t i = 0; i < s.active.size(); ++i)
            if (s.active[i])
                players.push_back({static_cast<int>(i), static_cast<int>(i) + 1, s.losses[i], s.byes[i],
                                   ratings.elo.empty() ? 0.0 : ratings.elo[i]});
        if (players.size() < 2)
            return {};
        const RoundPairing pairing = pairRound(players, s.meetings);
        if (!pairing.ok())
            return {};
        const int round = static_cast<int>(s.rounds.size()) + 1;
        std::vector<t::Job> jobs;
        for (const auto& [a, b] : pairing.pairs) {
            const ColourAssignment c = assignColours({a, a + 1, s.past[static_cast<std::size_t>(a)]},
                                                     {b, b + 1, s.past[static_cast<std::size_t>(b)]});
            t::Job job;
            job.id = static_cast<int>(finished.size() + jobs.size());
            job.params = {{QStringLiteral("round"), round},
                          {QStringLiteral("gold"), c.gold},
                          {QStringLiteral("silver"), c.silver},
                          {QStringLiteral("bye"), pairing.bye.value_or(-1)},
                          {QStringLiteral("round_games"), static_cast<int>(pairing.pairs.size())},
                          {QStringLiteral("colour_rule"), c.rule},
                          {QStringLiteral("seed"), static_cast<double>(m_seed * 1000000 + static_cast<qint64>(job.id))}};
            jobs.push_back(job);
        }
        return jobs;
    }

    std::optional<t::Outcome> play(const t::Job& job, const std::atomic<bool>& cancel) const override
    {
        return m_games->play(job, cancel);
    }

    t::Standings standings(const std::vector<t::Finished>& finished) const override
    {
        const State s = replay(finished);
        const auto n = static_cast<std::size_t>(m_names.size());
        const Ratings ratings = performanceRatings(static_cast<int>(n), s.games);
        t::Standings out;
        out.crosstable.assign(n, std::vector<double>(n, 0.0));
        for (const FinalsGame& g : s.games)
            out.crosstable[static_cast<std::size_t>(g.winner)][static_cast<std::size_t>(g.loser)] += 1;
        auto name = [&](int i) { return i >= 0 && i < m_names.size() ? QJsonValue(m_names[i]) : QJsonValue(); };
        for (std::size_t i = 0; i < n; ++i) {
            t::Standing e;
            e.player = static_cast<int>(i);
            e.name = m_names[static_cast<qsizetype>(i)];
            e.points = s.wins[i];
            e.games = s.wins[i] + s.losses[i];
            const double elo = ratings.elo.empty() ? 0.0 : ratings.elo[i];
            e.extra = {{QStringLiteral("wins"), s.wins[i]},
                       {QStringLiteral("losses"), s.losses[i]},
                       {QStringLiteral("byes"), s.byes[i]},
                       {QStringLiteral("rating"), std::round(elo * 10) / 10},
                       {QStringLiteral("seed"), static_cast<int>(i) + 1},
                       {QStringLiteral("lives_left"), std::max(0, s.lives[i] - s.losses[i])},
                       {QStringLiteral("eliminated_in_round"),
                        s.eliminatedIn[i] > 0 ? QJsonValue(s.eliminatedIn[i]) : QJsonValue()}};
            out.entries.push_back(e);
        }
        rank(s, ratings, out.entries);
        out.columns = {QStringLiteral("losses"), QStringLiteral("byes"), QStringLiteral("rating"), QStringLiteral("seed"),
                       QStringLiteral("lives_left"), QStringLiteral("eliminated_in_round")};
        QJsonArray rounds;
        for (const Round& r : s.rounds) {
            QJsonArray games;
            for (const t::Finished* f : r.games) {
                const int w = f->outcome.result.value(QStringLiteral("winner")).toInt(-1);
                games.append(QJsonObject{{QStringLiteral("game"), f->job.id + 1},
                                         {QStringLiteral("gold"), name(param(f->job, "gold"))},
                                         {QStringLiteral("silver"), name(param(f->job, "silver"))},
                                         {QStringLiteral("winner"), name(w)}});
            }
            rounds.append(QJsonObject{{QStringLiteral("round"), r.number}, {QStringLiteral("games"), games},
                                      {QStringLiteral("bye"), name(r.bye)},
                                      {QStringLiteral("complete"), static_cast<int>(r.games.size()) == r.planned}});
        }
        out.extra = {{QStringLiteral("rounds"), rounds},
                     {QStringLiteral("champion"), name(s.champion)},
                     {QStringLiteral("second"), name(s.second)}};
        return out;
    }

    QString describe(const t::Job& job) const override
    {
        return Text::tr("round %1: %2 (gold) vs %3 (silver)")
            .arg(param(job, "round"))
            .arg(m_names.value(param(job, "gold")), m_names.value(param(job, "silver")));
    }

    QString describeOutcome(const t::Job& job, const t::Outcome& outcome) const override
    {
        return m_games->describeOutcome(job, outcome);
    }

    bool load(const QJsonObject& settings, QString* error)
    {
        m_settings = settings;
        QStringList specs;
        qint64 lives = 4, seed = 0;
        if (!t::playersSetting(settings, m_names, specs, error) ||
            !t::intSetting(settings, "lives", 1, 100, lives, error) ||
            !t::intSetting(settings, "seed", 0, 0xffffffffLL, seed, error))
            return false;
        if (m_names.size() < 2 || m_names.size() > maxPlayers) {
            *error = Text::tr("the championship's finals take 2 to %1 players, not %2").arg(maxPlayers).arg(m_names.size());
            return false;
        }
        m_lives = static_cast<int>(lives);
        m_seed = seed;
        // The games themselves are the round robin's: same players, clock and bots.
        QJsonObject games = settings;
        games.insert(QStringLiteral("game"), QStringLiteral("arimaa"));
        games.insert(QStringLiteral("games"), 1);
        games.remove(QStringLiteral("lives"));
        games.insert(QStringLiteral("event"), QStringLiteral("Arimaa World Computer Championship 2015, finals"));
        m_games = pb::arimaa::makeTournament(games, error);
        return m_games != nullptr;
    }

private:
    State replay(const std::vector<t::Finished>& finished) const
    {
        State s(static_cast<int>(m_names.size()), m_lives);
        std::map<int, Round> rounds;
        for (const t::Finished& f : finished) {
            Round& r = rounds[param(f.job, "round", 0)];
            r.games.push_back(&f);
            r.bye = param(f.job, "bye");
            r.planned = param(f.job, "round_games", 0);
        }
        for (auto& [number, r] : rounds) {
            r.number = number;
            std::sort(r.games.begin(), r.games.end(), [](const t::Finished* a, const t::Finished* b) { return a->job.id < b->job.id; });
            for (const t::Finished* f : r.games)
                s.play(*f);
            const bool whole = static_cast<int>(r.games.size()) == r.planned;
            if (whole && r.bye >= 0 && r.bye < static_cast<int>(s.byes.size()))
                ++s.byes[static_cast<std::size_t>(r.bye)];
            s.rounds.push_back(r);
            if (whole)
                s.endRound(number);
        }
        return s;
    }

    // Finished: champion, second, then by games won (third place: the most, shared). Under way:
    // the players still in by the pairing's ranking (fewest losses, rating, seed), then those out
    // by how late they went out, then games won.
    void rank(const State& s, const Ratings& ratings, std::vector<t::Standing>& entries) const
    {
        auto key = [&](const t::Standing& e) {
            const auto i = static_cast<std::size_t>(e.player);
            const int place = e.player == s.champion ? 0 : e.player == s.second ? 1 : 2;
            const bool in = s.eliminatedIn[i] == 0 && place == 2;
            const double rating = ratings.elo.empty() ? 0.0 : ratings.elo[i];
            return std::tuple{place, s.done() ? 0 : (in ? 0 : 1), in ? s.losses[i] : 0, in ? -rating : 0.0,
                              -s.eliminatedIn[i] * (s.done() ? 0 : 1), -s.wins[i], e.player};
        };
        std::sort(entries.begin(), entries.end(), [&](const t::Standing& a, const t::Standing& b) { return key(a) < key(b); });
        for (std::size_t k = 0; k < entries.size(); ++k) {
            auto ka = key(entries[k]);
            std::get<6>(ka) = 0;
            bool tied = false;
            if (k > 0 && s.done() && std::get<0>(ka) == 2) {
                auto kb = key(entries[k - 1]);
                std::get<6>(kb) = 0;
                tied = ka == kb;  // equal games won after the first two places: a shared place
            }
            entries[k].rank = tied ? entries[k - 1].rank : static_cast<int>(k) + 1;
        }
    }

    QJsonObject m_settings;
    QStringList m_names;
    int m_lives = 4;
    qint64 m_seed = 0;
    std::unique_ptr<t::Format> m_games;
};

} // namespace

std::unique_ptr<pb::tournament::Format> makeFinals(const QJsonObject& settings, QString* error)
{
    QString ignored;
    auto f = std::make_unique<Finals>();
    if (!f->load(settings, error ? error : &ignored))
        return nullptr;
    return f;
}

} // namespace pb::arimaa::wcc
