#include "ants/tournament.h"

#include "ants/brain.h"
#include "ants/session.h"
#include "ants/world.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>

#include <map>

namespace pb::ants {

namespace {

using namespace pb::tournament;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tournament)
};

struct Entry {
    QString name;
    QString text;
};

QJsonArray entriesJson(const std::vector<std::pair<QString, QString>>& list)
{
    QJsonArray out;
    for (const auto& [name, text] : list)
        out.append(QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("text"), text}});
    return out;
}

std::vector<Entry> entriesOf(const QJsonValue& value)
{
    std::vector<Entry> out;
    for (const QJsonValue& v : value.toArray())
        out.push_back({v[QStringLiteral("name")].toString(), v[QStringLiteral("text")].toString()});
    return out;
}

// "file:line:column: error: ..." of the first error (ok() was false, so there is one).
QString firstError(const Diagnostics& diagnostics)
{
    for (const Diagnostic& d : diagnostics)
        if (d.isError())
            return d.toString();
    return {};
}

int indexOf(const Job& job, const char* key) { return job.params.value(QLatin1String(key)).toInt(); }

class AntsTournament final : public Format {
public:
    QString game() const override { return QStringLiteral("ants"); }
    QJsonObject settings() const override { return m_settings; }
    QStringList players() const override { return m_names; }

    std::vector<Job> plan() const override
    {
        // World by world, so that a stopped tournament has whole worlds done; within a world each
        // pair's two games follow each other.
        std::vector<Job> jobs;
        const int n = static_cast<int>(m_brains.size());
        for (int w = 0; w < static_cast<int>(m_worlds.size()); ++w)
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j)
                    for (const auto& [red, black] : {std::pair{i, j}, std::pair{j, i}}) {
                        Job job;
                        job.id = static_cast<int>(jobs.size());
                        job.params = {{QStringLiteral("red"), red}, {QStringLiteral("black"), black},
                                      {QStringLiteral("world"), w}};
                        jobs.push_back(job);
                    }
        return jobs;
    }

    std::optional<Outcome> play(const Job& job, const std::atomic<bool>& cancel) const override
    {
        const int red = indexOf(job, "red"), black = indexOf(job, "black"), w = indexOf(job, "world");
        SessionSetup setup;
        setup.world = m_worlds[static_cast<std::size_t>(w)];
        setup.red = m_brains[static_cast<std::size_t>(red)];
        setup.black = m_brains[static_cast<std::size_t>(black)];
        setup.seed = m_seed;
        setup.rounds = m_rounds;
        Session session(std::move(setup));
        SessionEvents events;
        events.progressed = [&](int) {
            if (cancel.load())
                session.cancel();
        };
        const GameResult r = session.run(events);
        if (session.cancelled())
            return std::nullopt;
        Outcome outcome;
        outcome.result = {{QStringLiteral("food"), QJsonArray{r.food[0], r.food[1]}},
                          {QStringLiteral("rounds"), r.rounds}};
        if (!r.error.isEmpty())
            outcome.result.insert(QStringLiteral("error"), r.error);
        return outcome;
    }

    // SHA-256 of the seed, the rounds and the digests of both brains' and the world's texts (a
    // game is the same when these are: Session plays it deterministically).
    QByteArray gameKey(const Job& job) const override
    {
        const auto red = static_cast<std::size_t>(indexOf(job, "red")), black = static_cast<std::size_t>(indexOf(job, "black"));
        const auto w = static_cast<std::size_t>(indexOf(job, "world"));
        if (red >= m_brainDigests.size() || black >= m_brainDigests.size() || w >= m_worldDigests.size())
            return {};
        QCryptographicHash hash(QCryptographicHash::Sha256);
        hash.addData(QStringLiteral("ants %1 %2 ").arg(m_seed).arg(m_rounds).toUtf8());
        hash.addData(m_brainDigests[red]);
        hash.addData(m_brainDigests[black]);
        hash.addData(m_worldDigests[w]);
        return hash.result();
    }

    int engineRevision() const override { return kEngineRevision; }

    Standings standings(const std::vector<Finished>& finished) const override
    {
        const std::size_t n = m_names.size();
        struct Tally {
            int games = 0, wins = 0, draws = 0, losses = 0;
            qint64 foodFor = 0, foodAgainst = 0;
        };
        std::vector<Tally> tally(n);
        Standings out;
        out.crosstable.assign(n, std::vector<double>(n, 0.0));
        for (const Finished& f : finished) {
            const auto red = static_cast<std::size_t>(indexOf(f.job, "red"));
            const auto black = static_cast<std::size_t>(indexOf(f.job, "black"));
            if (red >= n || black >= n)
                continue;
            const QJsonArray food = f.outcome.result.value(QStringLiteral("food")).toArray();
            const int fr = food.at(0).toInt(), fb = food.at(1).toInt();
            const int pr = fr > fb ? 2 : fr == fb ? 1 : 0;
            for (auto [me, other, mine, theirs, pts] :
                 {std::tuple{red, black, fr, fb, pr}, std::tuple{black, red, fb, fr, 2 - pr}}) {
                Tally& t = tally[me];
                ++t.games;
                (pts == 2 ? t.wins : pts == 1 ? t.draws : t.losses)++;
                t.foodFor += mine;
                t.foodAgainst += theirs;
                out.crosstable[me][other] += pts;
            }
        }
        for (std::size_t i = 0; i < n; ++i) {
            const Tally& t = tally[i];
            Standing s;
            s.player = static_cast<int>(i);
            s.name = m_names[static_cast<qsizetype>(i)];
            s.points = 2.0 * t.wins + t.draws;
            s.games = t.games;
            s.extra = {{QStringLiteral("wins"), t.wins}, {QStringLiteral("draws"), t.draws},
                       {QStringLiteral("losses"), t.losses},
                       {QStringLiteral("food_for"), static_cast<double>(t.foodFor)},
                       {QStringLiteral("food_against"), static_cast<double>(t.foodAgainst)}};
            out.entries.push_back(s);
        }
        out.columns = {QStringLiteral("wins"), QStringLiteral("draws"), QStringLiteral("losses"),
                       QStringLiteral("food_for"), QStringLiteral("food_against")};
        // The task ranks by points alone: equal points share the rank.
        rankByPoints(out.entries);
        return out;
    }

    QString describe(const Job& job) const override
    {
        return Text::tr("%1 (red) vs %2 (black) on %3")
            .arg(m_names.value(indexOf(job, "red")), m_names.value(indexOf(job, "black")),
                 m_worldNames.value(indexOf(job, "world")));
    }

    QString describeOutcome(const Job& job, const Outcome& outcome) const override
    {
        const QJsonArray food = outcome.result.value(QStringLiteral("food")).toArray();
        const int fr = food.at(0).toInt(), fb = food.at(1).toInt();
        const QString red = m_names.value(indexOf(job, "red")), black = m_names.value(indexOf(job, "black"));
        QString text = fr > fb   ? Text::tr("%1 wins, food %2 to %3").arg(red).arg(fr).arg(fb)
                       : fb > fr ? Text::tr("%1 wins, food %2 to %3").arg(black).arg(fb).arg(fr)
                                 : Text::tr("draw, food %1 to %2").arg(fr).arg(fb);
        const QString error = outcome.result.value(QStringLiteral("error")).toString();
        if (!error.isEmpty())
            text += Text::tr(" (stopped early: %1)").arg(error);
        return text;
    }

    bool load(const QJsonObject& settings, QString* error)
    {
        m_settings = settings;
        const qint64 seed = settings.value(QStringLiteral("seed")).toInteger(12345);
        m_rounds = settings.value(QStringLiteral("rounds")).toInt(kDefaultRounds);
        if (seed < 0 || seed > 0xffffffffLL || m_rounds < 1) {
            *error = Text::tr("the ant tournament's seed or rounds are out of range");
            return false;
        }
        m_seed = static_cast<std::uint32_t>(seed);
        for (const Entry& b : entriesOf(settings.value(QStringLiteral("brains")))) {
            BrainParse parse = parseBrain(b.text.toStdString(), b.name);
            if (!parse.ok()) {
                *error = Text::tr("brain %1: %2").arg(b.name, firstError(parse.diagnostics));
                return false;
            }
            m_names.append(b.name);
            m_brains.push_back(std::move(parse.brain));
            m_brainDigests.push_back(QCryptographicHash::hash(b.text.toUtf8(), QCryptographicHash::Sha256));
        }
        for (const Entry& w : entriesOf(settings.value(QStringLiteral("worlds")))) {
            WorldParse parse = parseWorld(w.text.toStdString(), w.name);
            if (!parse.ok()) {
                *error = Text::tr("world %1: %2").arg(w.name, firstError(parse.diagnostics));
                return false;
            }
            m_worldNames.append(w.name);
            m_worlds.push_back(std::move(parse.world));
            m_worldDigests.push_back(QCryptographicHash::hash(w.text.toUtf8(), QCryptographicHash::Sha256));
        }
        if (m_brains.size() < 2 || m_worlds.empty()) {
            *error = Text::tr("an ant tournament needs at least two brains and one world");
            return false;
        }
        return true;
    }

private:
    QJsonObject m_settings;
    QStringList m_names, m_worldNames;
    std::vector<Brain> m_brains;
    std::vector<World> m_worlds;
    std::vector<QByteArray> m_brainDigests, m_worldDigests;  // SHA-256 of their texts (gameKey())
    std::uint32_t m_seed = 12345;
    int m_rounds = kDefaultRounds;
};

} // namespace

std::unique_ptr<Format> makeTournament(const QJsonObject& settings, QString* error)
{
    QString ignored;
    auto format = std::make_unique<AntsTournament>();
    if (!format->load(settings, error ? error : &ignored))
        return nullptr;
    return format;
}

QJsonObject tournamentSettings(const std::vector<std::pair<QString, QString>>& brains,
                               const std::vector<std::pair<QString, QString>>& worlds, std::uint32_t seed,
                               int rounds)
{
    std::vector<std::pair<QString, QString>> named = brains;
    std::map<QString, int> seen;
    for (auto& [name, text] : named)
        if (const int k = ++seen[name]; k > 1)
            name = QStringLiteral("%1 (%2)").arg(name).arg(k);
    return {{QStringLiteral("game"), QStringLiteral("ants")},
            {QStringLiteral("seed"), static_cast<double>(seed)},
            {QStringLiteral("rounds"), rounds},
            {QStringLiteral("brains"), entriesJson(named)},
            {QStringLiteral("worlds"), entriesJson(worlds)}};
}

} // namespace pb::ants
