#include "honeycomb/tournament.h"

#include "honeycomb/game.h"
#include "honeycomb/problem.h"
#include "honeycomb/solutions.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace pb::honeycomb {

namespace {

using pb::tournament::Finished;
using pb::tournament::Job;
using pb::tournament::Outcome;
using pb::tournament::Standing;
using pb::tournament::Standings;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tournament)
};

QString key(const char* name) { return QString::fromLatin1(name); }

// A team's latest solution per seed of one problem.
using Latest = std::map<std::uint32_t, QString>;

// Ties on a problem's score: more distinct phrases of power is better.
int byPhrases(const Standing& a, const Standing& b)
{
    const int pa = a.extra.value(key("phrases")).toInt();
    const int pb = b.extra.value(key("phrases")).toInt();
    return pa > pb ? -1 : (pa < pb ? 1 : 0);
}

class HoneycombTournament final : public pb::tournament::Format {
public:
    QString game() const override { return QStringLiteral("honeycomb"); }
    QJsonObject settings() const override { return m_settings; }
    QStringList players() const override { return m_teams; }
    std::vector<Job> plan() const override;
    std::optional<Outcome> play(const Job& job, const std::atomic<bool>& cancel) const override;
    Standings standings(const std::vector<Finished>& finished) const override;
    QString describe(const Job& job) const override;
    QString describeOutcome(const Job& job, const Outcome& outcome) const override;

    bool load(const QJsonObject& settings, QString* error);

private:
    // ranks[team] on problem p from the teams' results (all present); `lightning`: move scores,
    // no phrase tie-break.
    std::vector<int> rankProblem(const std::vector<const QJsonObject*>& results, bool lightning) const;
    Standings ranking(const std::vector<std::vector<const QJsonObject*>>& results, bool lightning) const;

    QJsonObject m_settings;
    std::size_t teamCount() const { return static_cast<std::size_t>(m_teams.size()); }

    QStringList m_teams;
    std::vector<Problem> m_problems;
    QStringList m_phrases;
    std::vector<std::vector<Latest>> m_latest;  // [team][problem index]
};

bool HoneycombTournament::load(const QJsonObject& settings, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    m_settings = settings;
    if (!settings.value(key("phrases")).isArray())
        return fail(Text::tr("the settings give no phrases of power"));
    for (const QJsonValue& p : settings.value(key("phrases")).toArray())
        m_phrases << p.toString();

    std::map<int, std::size_t> problemOf;  // problem id -> index
    for (const QJsonValue& v : settings.value(key("problems")).toArray()) {
        const QJsonObject o = v.toObject();
        const QString file = o.value(key("file")).toString();
        ProblemParse parse = parseProblem(o.value(key("problem")).toString().toUtf8(), file);
        if (!parse.ok())
            return fail(parse.error);
        if (problemOf.count(parse.problem.id))
            return fail(Text::tr("%1: problem %2 is given twice").arg(file).arg(parse.problem.id));
        problemOf[parse.problem.id] = m_problems.size();
        m_problems.push_back(std::move(parse.problem));
    }
    if (m_problems.empty())
        return fail(Text::tr("the tournament has no problems"));

    for (const QJsonValue& v : settings.value(key("teams")).toArray()) {
        const QJsonObject team = v.toObject();
        const QString name = team.value(key("name")).toString();
        if (name.isEmpty() || m_teams.contains(name))
            return fail(name.isEmpty() ? Text::tr("a team has no name")
                                       : Text::tr("two teams are named '%1'").arg(name));
        std::vector<Latest> latest(m_problems.size());
        for (const QJsonValue& f : team.value(key("files")).toArray()) {
            const QJsonObject file = f.toObject();
            const SolutionsParse parse = parseSolutions(file.value(key("solutions")).toString().toUtf8(),
                                                        file.value(key("file")).toString());
            if (!parse.ok())
                return fail(Text::tr("team %1: %2").arg(name, parse.error));
            for (const SolutionEntry& e : parse.entries) {
                const auto it = problemOf.find(e.problemId);
                if (it != problemOf.end())  // solutions of other problems are not played
                    latest[it->second][e.seed] = e.solution;
            }
        }
        m_teams << name;
        m_latest.push_back(std::move(latest));
    }
    if (m_teams.isEmpty())
        return fail(Text::tr("the tournament has no teams"));
    return true;
}

std::vector<Job> HoneycombTournament::plan() const
{
    std::vector<Job> jobs;
    for (std::size_t p = 0; p < m_problems.size(); ++p)
        for (qsizetype t = 0; t < m_teams.size(); ++t) {
            Job job;
            job.id = static_cast<int>(jobs.size());
            job.params.insert(key("team"), static_cast<int>(t));
            job.params.insert(key("problem"), static_cast<int>(p));
            jobs.push_back(job);
        }
    return jobs;
}

std::optional<Outcome> HoneycombTournament::play(const Job& job, const std::atomic<bool>& cancel) const
{
    const auto team = static_cast<std::size_t>(job.params.value(key("team")).toInt());
    const auto index = static_cast<std::size_t>(job.params.value(key("problem")).toInt());
    const Problem& problem = m_problems.at(index);
    const Latest& latest = m_latest.at(team).at(index);

    struct SeedScore {
        int score = 0, move = 0;
    };
    std::map<std::uint32_t, SeedScore> scores;
    std::set<int> phrases;
    std::vector<SolutionEntry> played;
    QJsonArray seeds;
    int errors = 0, missing = 0;
    for (std::uint32_t seed : problem.sourceSeeds) {
        if (scores.count(seed))
            continue;  // a seed listed twice is played once (and counts twice in the average)
        if (cancel.load())
            return std::nullopt;
        QJsonObject s;
        s.insert(key("seed"), static_cast<double>(seed));
        const auto it = latest.find(seed);
        if (it == latest.end()) {
            ++missing;
            scores[seed] = {};
            s.insert(key("missing"), true);
            s.insert(key("score"), 0);
            s.insert(key("moveScore"), 0);
            seeds.append(s);
            continue;
        }
        played.push_back({problem.id, seed, {}, it->second});
        const ScoreResult r = scoreSolution(problem, seed, it->second, m_phrases);
        const bool ok = r.error == ErrorKind::None;
        scores[seed] = {r.score, ok ? r.moveScore : 0};
        if (ok)
            phrases.insert(r.phrasesUsed.begin(), r.phrasesUsed.end());
        else
            ++errors;
        s.insert(key("score"), r.score);
        s.insert(key("moveScore"), ok ? r.moveScore : 0);
        s.insert(key("powerScore"), ok ? r.powerScore : 0);
        if (!ok)
            s.insert(key("error"), r.errorCode());
        seeds.append(s);
    }
    QJsonArray used;
    for (int p : phrases)
        used.append(p);
    QJsonObject result;
    result.insert(key("score"), problemScore(problem, [&scores](std::uint32_t s) { return scores[s].score; }));
    result.insert(key("moveScore"), problemScore(problem, [&scores](std::uint32_t s) { return scores[s].move; }));
    result.insert(key("phrases"), static_cast<int>(phrases.size()));
    result.insert(key("phrasesUsed"), used);
    result.insert(key("errors"), errors);
    result.insert(key("missing"), missing);
    result.insert(key("seeds"), seeds);
    Outcome outcome;
    outcome.result = result;
    outcome.record = played.empty() ? QString() : QString::fromUtf8(writeSolutions(played));
    return outcome;
}

std::vector<int> HoneycombTournament::rankProblem(const std::vector<const QJsonObject*>& results, bool lightning) const
{
    std::vector<Standing> rows;
    for (std::size_t t = 0; t < results.size(); ++t) {
        Standing s;
        s.player = static_cast<int>(t);
        s.points = results[t]->value(key(lightning ? "moveScore" : "score")).toInt();
        s.extra.insert(key("phrases"), lightning ? 0 : results[t]->value(key("phrases")).toInt());
        rows.push_back(s);
    }
    // Better first already (score, then phrases), so the order does not hang on how ties are sorted.
    std::stable_sort(rows.begin(), rows.end(), [](const Standing& a, const Standing& b) {
        return a.points != b.points ? a.points > b.points : byPhrases(a, b) < 0;
    });
    pb::tournament::rankByPoints(rows, false, lightning ? nullptr : byPhrases);
    std::vector<int> ranks(results.size());
    for (const Standing& s : rows)
        ranks[static_cast<std::size_t>(s.player)] = s.rank;
    return ranks;
}

Standings HoneycombTournament::ranking(const std::vector<std::vector<const QJsonObject*>>& results, bool lightning) const
{
    std::vector<Standing> entries;
    std::vector<QJsonArray> perProblem(teamCount());
    std::vector<long long> totals(teamCount(), 0);
    for (std::size_t t = 0; t < teamCount(); ++t) {
        Standing s;
        s.player = static_cast<int>(t);
        s.name = m_teams[static_cast<qsizetype>(t)];
        entries.push_back(s);
    }
    for (std::size_t p = 0; p < m_problems.size(); ++p) {
        std::vector<const QJsonObject*> column;
        for (std::size_t t = 0; t < teamCount(); ++t)
            if (results[t][p])
                column.push_back(results[t][p]);
        const bool complete = column.size() == entries.size();
        const std::vector<int> ranks = complete ? rankProblem(column, lightning) : std::vector<int>();
        for (std::size_t t = 0; t < entries.size(); ++t) {
            QJsonObject o;
            o.insert(key("problem"), m_problems[p].id);
            if (const QJsonObject* r = results[t][p]) {
                o.insert(key("score"), r->value(key(lightning ? "moveScore" : "score")));
                if (!lightning)
                    o.insert(key("phrases"), r->value(key("phrases")));
            }
            if (complete) {
                o.insert(key("rank"), ranks[t]);
                entries[t].points += ranks[t];
                entries[t].games += 1;
                totals[t] += results[t][p]->value(key(lightning ? "moveScore" : "score")).toInt();
            }
            perProblem[t].append(o);
        }
    }
    for (std::size_t t = 0; t < entries.size(); ++t) {
        entries[t].extra.insert(key("problems"), perProblem[t]);
        entries[t].extra.insert(key("score"), static_cast<double>(totals[t]));
    }
    pb::tournament::rankByPoints(entries, true);
    Standings standings;
    standings.entries = std::move(entries);
    standings.columns = {key("score")};
    return standings;
}

Standings HoneycombTournament::standings(const std::vector<Finished>& finished) const
{
    std::vector<std::vector<const QJsonObject*>> results(teamCount(),
                                                         std::vector<const QJsonObject*>(m_problems.size(), nullptr));
    for (const Finished& f : finished) {
        const int t = f.job.params.value(key("team")).toInt(-1);
        const int p = f.job.params.value(key("problem")).toInt(-1);
        if (t >= 0 && t < m_teams.size() && p >= 0 && static_cast<std::size_t>(p) < m_problems.size())
            results[static_cast<std::size_t>(t)][static_cast<std::size_t>(p)] = &f.outcome.result;
    }
    Standings full = ranking(results, false);
    const Standings lightning = ranking(results, true);
    full.extra.insert(key("lightning"), pb::tournament::toJson(lightning).value(key("standings")));
    return full;
}

QString HoneycombTournament::describe(const Job& job) const
{
    const auto t = job.params.value(key("team")).toInt();
    const Problem& problem = m_problems.at(static_cast<std::size_t>(job.params.value(key("problem")).toInt()));
    return Text::tr("%1 on problem %2 (seeds: %3)")
        .arg(m_teams.value(t))
        .arg(problem.id)
        .arg(problem.sourceSeeds.size());
}

QString HoneycombTournament::describeOutcome(const Job&, const Outcome& outcome) const
{
    const QJsonObject& r = outcome.result;
    QString text = Text::tr("score %1 (moves %2), phrases of power: %3")
                       .arg(r.value(key("score")).toInt())
                       .arg(r.value(key("moveScore")).toInt())
                       .arg(r.value(key("phrases")).toInt());
    if (const int errors = r.value(key("errors")).toInt())
        text += Text::tr(", errors: %1").arg(errors);
    if (const int missing = r.value(key("missing")).toInt())
        text += Text::tr(", seeds without a solution: %1").arg(missing);
    return text;
}

} // namespace

QJsonObject tournamentSettings(const std::vector<TournamentTeam>& teams, const std::vector<TournamentFile>& problems,
                               const QStringList& phrases)
{
    QJsonArray teamList;
    for (const TournamentTeam& team : teams) {
        QJsonArray files;
        for (const TournamentFile& f : team.solutions)
            files.append(QJsonObject{{key("file"), f.name}, {key("solutions"), QString::fromUtf8(f.content)}});
        teamList.append(QJsonObject{{key("name"), team.name}, {key("files"), files}});
    }
    QJsonArray problemList;
    for (const TournamentFile& f : problems)
        problemList.append(QJsonObject{{key("file"), f.name}, {key("problem"), QString::fromUtf8(f.content)}});
    return {{key("game"), QStringLiteral("honeycomb")},
            {key("teams"), teamList},
            {key("problems"), problemList},
            {key("phrases"), QJsonArray::fromStringList(phrases)}};
}

std::unique_ptr<pb::tournament::Format> makeTournament(const QJsonObject& settings, QString* error)
{
    auto format = std::make_unique<HoneycombTournament>();
    if (!format->load(settings, error))
        return nullptr;
    return format;
}

} // namespace pb::honeycomb
