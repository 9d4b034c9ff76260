// The Arimaa round robin (tournament.h): the plan of pairs and colours, one game through
// arimaa::Session, and the standings by wins.

#include "arimaa/tournament.h"

#include "arimaa/session.h"
#include "arimaa/wccremedy.h"
#include "tournament/cancelwatch.h"
#include "tournament/settings.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <vector>

namespace pb::arimaa {

namespace {

namespace t = pb::tournament;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tournament)
};

constexpr qint64 kMostSeed = (qint64{1} << 32) - 1;
constexpr qint64 kSeedStride = 1000000;

QString sideText(int side)
{
    return side == Gold ? Text::tr("gold") : Text::tr("silver");
}

class RoundRobin : public t::Format {
public:
    RoundRobin(QStringList names, QStringList specTexts, std::vector<PlayerSpec> specs, int games, qint64 seed,
               SessionOptions options)
        : m_names(std::move(names)), m_specTexts(std::move(specTexts)), m_specs(std::move(specs)), m_games(games),
          m_seed(seed), m_options(std::move(options))
    {
    }

    QString game() const override { return QStringLiteral("arimaa"); }

    QJsonObject settings() const override
    {
        QJsonObject out{{QStringLiteral("game"), game()},
                {QStringLiteral("players"), t::playersJson(m_names, m_specTexts)},
                {QStringLiteral("games"), m_games},
                {QStringLiteral("tc"), m_options.timed ? QString::fromStdString(m_options.control.toString()) : QString()},
                {QStringLiteral("untimed_ms"), m_options.timed ? qint64{0} : qint64{m_options.untimedMoveMs}},
                {QStringLiteral("bot_depth"), m_options.botDepth},
                {QStringLiteral("seed"), m_seed}};
        if (!m_event.isEmpty())
            out.insert(QStringLiteral("event"), m_event);
        return out;
    }

    // The records' event ("Playbench round robin" when empty): formats that play their games
    // through this one (the championship) name themselves.
    void setEvent(const QString& event) { m_event = event; }

    QStringList players() const override { return m_names; }

    std::vector<t::Job> plan() const override
    {
        std::vector<t::Job> jobs;
        const int n = static_cast<int>(m_names.size());
        for (int k = 0; k < m_games; ++k)
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j) {
                    t::Job job;
                    job.id = static_cast<int>(jobs.size());
                    const bool first = k % 2 == 0;
                    job.params = {{QStringLiteral("gold"), first ? i : j},
                                  {QStringLiteral("silver"), first ? j : i},
                                  {QStringLiteral("game"), k + 1},
                                  {QStringLiteral("seed"), m_seed * kSeedStride + job.id}};
                    jobs.push_back(std::move(job));
                }
        return jobs;
    }

    std::optional<t::Outcome> play(const t::Job& job, const std::atomic<bool>& cancel) const override
    {
        if (cancel.load())
            return std::nullopt;
        const int gold = job.params.value(QStringLiteral("gold")).toInt();
        const int silver = job.params.value(QStringLiteral("silver")).toInt();
        SessionOptions options = m_options;
        options.seed = static_cast<std::uint64_t>(job.params.value(QStringLiteral("seed")).toInteger());
        options.event = (m_event.isEmpty() ? Text::tr("Playbench round robin, game %1").arg(job.id + 1)
                                           : Text::tr("%1, game %2").arg(m_event).arg(job.id + 1))
                            .toStdString();
        // A game resumed after a technical failure goes on from its point (wccremedy.h).
        QJsonArray clock;
        if (const QJsonObject resume = job.params.value(QStringLiteral("resume")).toObject(); !resume.isEmpty())
            clock = wcc::applyResume(resume, options);
        Session session({makePlayer(spec(gold), Gold, options), makePlayer(spec(silver), Silver, options)}, options);
        SessionResult r;
        {
            t::CancelWatch watch(cancel, [&session] { session.cancel(); });
            r = session.run();
        }
        for (const QJsonValue& v : wcc::clockJson(r.moves))
            clock.append(v);
        t::Outcome out;
        out.result = {{QStringLiteral("gold"), gold},
                      {QStringLiteral("silver"), silver},
                      {QStringLiteral("moves"), static_cast<int>(r.game.record().size())},
                      {QStringLiteral("duration_ms"), static_cast<qint64>(r.durationMs)},
                      {QStringLiteral("clock"), clock}};
        out.record = QString::fromStdString(gameRecordText(r, options));
        if (r.cancelled) {
            // Stopped midway: kept, so the game can be resumed from one of its positions.
            if (r.moves.empty())
                return std::nullopt;
            out.halted = true;
            out.result.insert(QStringLiteral("halted_at"), QString::fromStdString(r.game.moveLabel()));
            return out;
        }
        const int winner = r.winner == Gold ? gold : r.winner == Silver ? silver : -1;  // -1: never seen
        out.result.insert(QStringLiteral("winner"), winner);
        out.result.insert(QStringLiteral("winner_side"), r.winner == Gold ? QStringLiteral("gold") : QStringLiteral("silver"));
        out.result.insert(QStringLiteral("termination"), QString(QLatin1Char(r.termination)));
        if (r.fault) {
            out.result.insert(QStringLiteral("fault"),
                              QJsonObject{{QStringLiteral("player"), r.fault->side == Gold     ? gold
                                                                     : r.fault->side == Silver ? silver
                                                                                               : -1},
                                          {QStringLiteral("reason"), r.fault->reason}});
        }
        return out;
    }

    t::Standings standings(const std::vector<t::Finished>& finished) const override
    {
        const auto n = static_cast<std::size_t>(m_names.size());
        std::vector<int> wins(n, 0), losses(n, 0), games(n, 0), goldWins(n, 0), faults(n, 0);
        t::Standings out;
        out.crosstable.assign(n, std::vector<double>(n, 0));
        auto valid = [n](int p) { return p >= 0 && p < static_cast<int>(n); };
        for (const t::Finished& f : finished) {
            const QJsonObject& r = f.outcome.result;
            const int gold = r.value(QStringLiteral("gold")).toInt(-1);
            const int silver = r.value(QStringLiteral("silver")).toInt(-1);
            const int winner = r.value(QStringLiteral("winner")).toInt(-1);
            if (!valid(gold) || !valid(silver))
                continue;
            ++games[static_cast<std::size_t>(gold)];
            ++games[static_cast<std::size_t>(silver)];
            if (winner == gold || winner == silver) {
                const int loser = winner == gold ? silver : gold;
                ++wins[static_cast<std::size_t>(winner)];
                ++losses[static_cast<std::size_t>(loser)];
                if (winner == gold)
                    ++goldWins[static_cast<std::size_t>(winner)];
                out.crosstable[static_cast<std::size_t>(winner)][static_cast<std::size_t>(loser)] += 1;
            }
            const int faulty = r.value(QStringLiteral("fault")).toObject().value(QStringLiteral("player")).toInt(-1);
            if (valid(faulty))
                ++faults[static_cast<std::size_t>(faulty)];
        }
        for (std::size_t p = 0; p < n; ++p) {
            t::Standing s;
            s.player = static_cast<int>(p);
            s.name = m_names[static_cast<qsizetype>(p)];
            s.points = wins[p];
            s.games = games[p];
            s.extra = {{QStringLiteral("wins"), wins[p]},
                       {QStringLiteral("losses"), losses[p]},
                       {QStringLiteral("gold_wins"), goldWins[p]},
                       {QStringLiteral("silver_wins"), wins[p] - goldWins[p]},
                       {QStringLiteral("faults"), faults[p]}};
            out.entries.push_back(s);
        }
        out.columns = {QStringLiteral("wins"), QStringLiteral("losses"), QStringLiteral("gold_wins"),
                       QStringLiteral("silver_wins"), QStringLiteral("faults")};
        t::rankByPoints(out.entries);
        return out;
    }

    QString describe(const t::Job& job) const override
    {
        return Text::tr("%1 (gold) vs %2 (silver), game %3 of the pair")
            .arg(nameOf(job.params.value(QStringLiteral("gold")).toInt()),
                 nameOf(job.params.value(QStringLiteral("silver")).toInt()))
            .arg(job.params.value(QStringLiteral("game")).toInt());
    }

    QString describeOutcome(const t::Job& job, const t::Outcome& outcome) const override
    {
        (void)job;
        const QJsonObject& r = outcome.result;
        const QString termination = r.value(QStringLiteral("termination")).toString();
        const int side = r.value(QStringLiteral("winner_side")).toString() == QLatin1String("gold") ? Gold : Silver;
        QString text = Text::tr("%1 (%2) wins by %3 after %4 moves")
                           .arg(nameOf(r.value(QStringLiteral("winner")).toInt()), sideText(side),
                                QLatin1String(terminationName(termination.isEmpty() ? char(0) : termination[0].toLatin1())))
                           .arg(r.value(QStringLiteral("moves")).toInt());
        const QString reason = r.value(QStringLiteral("fault")).toObject().value(QStringLiteral("reason")).toString();
        if (!reason.isEmpty())
            text += Text::tr(" (%1)").arg(reason);
        return text;
    }

private:
    const PlayerSpec& spec(int player) const { return m_specs[static_cast<std::size_t>(player)]; }
    QString nameOf(int player) const
    {
        return player >= 0 && player < m_names.size() ? m_names[player] : QStringLiteral("?");
    }

    QStringList m_names;
    QStringList m_specTexts;
    std::vector<PlayerSpec> m_specs;
    int m_games;
    qint64 m_seed;
    SessionOptions m_options;
    QString m_event;
};

} // namespace

std::unique_ptr<t::Format> makeTournament(const QJsonObject& settings, QString* error)
{
    auto fail = [error](const QString& message) -> std::unique_ptr<t::Format> {
        if (error)
            *error = message;
        return nullptr;
    };
    if (settings.value(QStringLiteral("game")).toString() != QLatin1String("arimaa"))
        return fail(Text::tr("the settings are not an Arimaa tournament's"));
    QStringList names, specTexts;
    if (!t::playersSetting(settings, names, specTexts, error))
        return nullptr;
    if (names.size() < 2)
        return fail(Text::tr("a round robin needs at least 2 players, not %1").arg(names.size()));
    std::vector<PlayerSpec> specs;
    for (qsizetype i = 0; i < names.size(); ++i) {
        QString problem;
        specs.push_back(parsePlayerSpec(specTexts[i], &problem));
        if (!problem.isEmpty())
            return fail(Text::tr("player %1: %2").arg(names[i], problem));
    }
    qint64 games = 0, untimedMs = 0, depth = 0, seed = 0;
    if (!t::intSetting(settings, "games", 1, 100000, games, error)
        || !t::intSetting(settings, "untimed_ms", 0, 3600000, untimedMs, error)
        || !t::intSetting(settings, "bot_depth", 0, 64, depth, error)
        || !t::intSetting(settings, "seed", 0, kMostSeed, seed, error))
        return nullptr;
    SessionOptions options;
    const QString tc = settings.value(QStringLiteral("tc")).toString();
    if (tc.isEmpty() == (untimedMs == 0))
        return fail(Text::tr("give a time control or a thinking time per move of an untimed game, one of them"));
    if (!tc.isEmpty()) {
        const TimeControlParse parsed = parseTimeControl(tc.toStdString());
        if (!parsed.ok())
            return fail(Text::tr("time control %1: column %2: %3").arg(tc).arg(parsed.column).arg(parsed.error));
        options.control = parsed.control;
    } else {
        options.timed = false;
        options.untimedMoveMs = untimedMs;
    }
    options.botDepth = static_cast<int>(depth);
    auto format = std::make_unique<RoundRobin>(std::move(names), std::move(specTexts), std::move(specs),
                                               static_cast<int>(games), seed, std::move(options));
    format->setEvent(settings.value(QStringLiteral("event")).toString());
    return format;
}

} // namespace pb::arimaa
