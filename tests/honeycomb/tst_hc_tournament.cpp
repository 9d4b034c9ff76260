// The ICFP 2015 qualifiers as a tournament: hand-made problems whose scores and ranks were
// worked out by hand, the real qualifier problems against the server's scores, the settings,
// and the command line's part.

#include "problems.h"

#include "honeycomb/game.h"
#include "honeycomb/solutions.h"
#include "honeycomb/tournament.h"
#include "tournamentcli.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace pb::honeycomb;
using pb::tournament::Finished;
using pb::tournament::Format;
using pb::tournament::Standings;

namespace {

// Problem 1: a 1x1 board, one one-cell unit, seeds 0 and 1. Any one command locks the unit and
// clears the row: 1 + 100 = 101 move points; a second command is an error (after the end).
// Problem 2: a 2x1 board, two one-cell units (they spawn at column 0), seed 0. "ee!" moves the
// first to column 1 and locks it (1), then locks the second at column 0 clearing the row (101):
// 102. "p" locks the first at column 0, so the second cannot spawn: 1.
// Phrases of power "p" and "b": one occurrence scores 2 * 1 + 300 = 302.
const char* kProblem1 = R"({"id":1,"width":1,"height":1,"filled":[],"sourceLength":1,"sourceSeeds":[0,1],
  "units":[{"members":[{"x":0,"y":0}],"pivot":{"x":0,"y":0}}]})";
const char* kProblem2 = R"({"id":2,"width":2,"height":1,"filled":[],"sourceLength":2,"sourceSeeds":[0],
  "units":[{"members":[{"x":0,"y":0}],"pivot":{"x":0,"y":0}}]})";

QByteArray solutions(std::initializer_list<SolutionEntry> entries) { return writeSolutions(entries); }

std::vector<TournamentFile> handProblems() { return {{"p1.json", kProblem1}, {"p2.json", kProblem2}}; }

const QStringList kPhrases{QStringLiteral("p"), QStringLiteral("b")};

std::unique_ptr<Format> make(const QJsonObject& settings)
{
    QString error;
    std::unique_ptr<Format> format = makeTournament(settings, &error);
    if (!format)
        qWarning() << error;
    return format;
}

// Plays the jobs of `plan` for which `which` says yes.
std::vector<Finished> playAll(const Format& format, bool (*which)(const pb::tournament::Job&) = nullptr)
{
    std::atomic<bool> cancel{false};
    std::vector<Finished> finished;
    for (const pb::tournament::Job& job : format.plan())
        if (!which || which(job))
            finished.push_back({job, *format.play(job, cancel)});
    return finished;
}

// name -> (rank, points) of a standings list as JSON.
std::map<QString, std::pair<int, double>> ranksOf(const QJsonArray& list)
{
    std::map<QString, std::pair<int, double>> out;
    for (const QJsonValue& v : list)
        out[v[QLatin1String("name")].toString()] = {v[QLatin1String("rank")].toInt(), v[QLatin1String("points")].toDouble()};
    return out;
}

// The result of `team` on problem index `problem` among finished jobs.
QJsonObject resultOf(const Format& format, const std::vector<Finished>& finished, const QString& team, int problem)
{
    const int t = static_cast<int>(format.players().indexOf(team));
    for (const Finished& f : finished)
        if (f.job.params[QLatin1String("team")].toInt() == t && f.job.params[QLatin1String("problem")].toInt() == problem)
            return f.outcome.result;
    return {};
}

QJsonObject fourTeams()
{
    return tournamentSettings(
        {{"A", {{"a.json", solutions({{1, 0, {}, "p"}, {1, 1, {}, "b"}, {2, 0, {}, "ee!"}})}}},
         {"B", {{"b.json", solutions({{1, 0, {}, "p"}, {1, 1, {}, "p"}, {2, 0, {}, "p"}})}}},
         {"C", {{"c.json", solutions({{1, 0, {}, "b"}, {1, 1, {}, "p"}, {2, 0, {}, "p"}})}}},
         {"D", {{"d.json", solutions({{1, 0, {}, "a"}, {2, 0, {}, "pp"}})}}}},
        handProblems(), kPhrases);
}

} // namespace

class TestHcTournament : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { PB_REQUIRE_REFERENCE(QStringLiteral("honeycomb/expected-scores.jsonl")); }

    // The problem scores of the four teams, by hand (see the problems above).
    void problemScores()
    {
        const std::unique_ptr<Format> format = make(fourTeams());
        QVERIFY(format);
        QCOMPARE(format->players(), QStringList({"A", "B", "C", "D"}));
        QCOMPARE(format->plan().size(), std::size_t(8));
        const std::vector<Finished> finished = playAll(*format);
        // A: 403 and 403 with two distinct phrases; 102 on problem 2 with none.
        QCOMPARE(resultOf(*format, finished, "A", 0)["score"].toInt(), 403);
        QCOMPARE(resultOf(*format, finished, "A", 0)["phrases"].toInt(), 2);
        QCOMPARE(resultOf(*format, finished, "A", 0)["moveScore"].toInt(), 101);
        QCOMPARE(resultOf(*format, finished, "A", 1)["score"].toInt(), 102);
        QCOMPARE(resultOf(*format, finished, "A", 1)["phrases"].toInt(), 0);
        // B: the same phrase twice counts once.
        QCOMPARE(resultOf(*format, finished, "B", 0)["score"].toInt(), 403);
        QCOMPARE(resultOf(*format, finished, "B", 0)["phrases"].toInt(), 1);
        QCOMPARE(resultOf(*format, finished, "B", 1)["score"].toInt(), 303);
        QCOMPARE(resultOf(*format, finished, "B", 1)["moveScore"].toInt(), 1);
        // D: no solution for seed 1 scores 0: floor((101 + 0) / 2) = 50.
        const QJsonObject d1 = resultOf(*format, finished, "D", 0);
        QCOMPARE(d1["score"].toInt(), 50);
        QCOMPARE(d1["moveScore"].toInt(), 50);
        QCOMPARE(d1["missing"].toInt(), 1);
        QVERIFY(d1["seeds"].toArray().at(1).toObject()["missing"].toBool());
        // D: "pp" plays a command after the end: an error, 0, even for moves and phrases.
        const QJsonObject d2 = resultOf(*format, finished, "D", 1);
        QCOMPARE(d2["score"].toInt(), 0);
        QCOMPARE(d2["moveScore"].toInt(), 0);
        QCOMPARE(d2["phrases"].toInt(), 0);
        QCOMPARE(d2["errors"].toInt(), 1);
        QVERIFY(!d2["seeds"].toArray().at(0).toObject()["error"].toString().isEmpty());
        // The record is the team's solutions as a solutions file.
        const pb::tournament::Job job = format->plan()[0];  // problem 1, team A
        const SolutionsParse record = parseSolutions(format->play(job, std::atomic<bool>(false))->record.toUtf8(), "r");
        QVERIFY(record.ok());
        QCOMPARE(record.entries.size(), std::size_t(2));
        QCOMPARE(record.entries[1].solution, QStringLiteral("b"));
    }

    // Problem 1: A and C tie on 403 with 2 phrases (rank 1), B has 403 with 1 (3), D 50 (4).
    // Problem 2: B and C 303 (1), A 102 (3), D 0 (4). Overall: C 2; A 4 and B 4 share rank 2; D 8.
    // Lightning, moves only, no tie-break: problem 1: A, B, C 101 (1), D 50 (4); problem 2: A 102
    // (1), B and C 1 (2), D 0 (4). Overall: A 2, B 3 and C 3 (rank 2), D 8.
    void rankingByHand()
    {
        const std::unique_ptr<Format> format = make(fourTeams());
        const QJsonObject json = pb::tournament::toJson(format->standings(playAll(*format)));
        const QJsonArray list = json["standings"].toArray();
        QCOMPARE(list.size(), 4);
        QCOMPARE(list[0]["name"].toString(), QStringLiteral("C"));
        QCOMPARE(list[1]["name"].toString(), QStringLiteral("A"));  // ties keep the entry order
        QCOMPARE(list[2]["name"].toString(), QStringLiteral("B"));
        const auto full = ranksOf(list);
        QCOMPARE(full.at("C"), std::make_pair(1, 2.0));
        QCOMPARE(full.at("A"), std::make_pair(2, 4.0));
        QCOMPARE(full.at("B"), std::make_pair(2, 4.0));
        QCOMPARE(full.at("D"), std::make_pair(4, 8.0));
        QCOMPARE(list[0]["games"].toInt(), 2);
        const QJsonArray cProblems = list[0]["problems"].toArray();
        QCOMPARE(cProblems[0]["problem"].toInt(), 1);
        QCOMPARE(cProblems[0]["rank"].toInt(), 1);
        QCOMPARE(cProblems[0]["score"].toInt(), 403);
        QCOMPARE(cProblems[0]["phrases"].toInt(), 2);
        QCOMPARE(list[2]["problems"].toArray().at(0)["rank"].toInt(), 3);  // B on problem 1: fewer phrases

        const QJsonArray lightning = json["lightning"].toArray();
        QCOMPARE(lightning[0]["name"].toString(), QStringLiteral("A"));
        const auto light = ranksOf(lightning);
        QCOMPARE(light.at("A"), std::make_pair(1, 2.0));
        QCOMPARE(light.at("B"), std::make_pair(2, 3.0));
        QCOMPARE(light.at("C"), std::make_pair(2, 3.0));
        QCOMPARE(light.at("D"), std::make_pair(4, 8.0));
        QCOMPARE(lightning[0]["problems"].toArray().at(1)["score"].toInt(), 102);
    }

    // Only problems every team has finished are ranked; the others show their scores, no rank.
    void partialStandings()
    {
        const std::unique_ptr<Format> format = make(fourTeams());
        // Problem 1 complete, problem 2 only for A and B.
        const std::vector<Finished> finished = playAll(*format, [](const pb::tournament::Job& job) {
            return job.params["problem"].toInt() == 0 || job.params["team"].toInt() < 2;
        });
        QCOMPARE(finished.size(), std::size_t(6));
        const Standings standings = format->standings(finished);
        const QJsonArray list = pb::tournament::toJson(standings)["standings"].toArray();
        const auto ranks = ranksOf(list);
        QCOMPARE(ranks.at("A"), std::make_pair(1, 1.0));
        QCOMPARE(ranks.at("C"), std::make_pair(1, 1.0));
        QCOMPARE(ranks.at("B"), std::make_pair(3, 3.0));
        QCOMPARE(ranks.at("D"), std::make_pair(4, 4.0));
        for (const QJsonValue& v : list) {
            QCOMPARE(v["games"].toInt(), 1);
            const QJsonObject p2 = v["problems"].toArray().at(1).toObject();
            QVERIFY(!p2.contains("rank"));
            QCOMPARE(p2.contains("score"), v["name"].toString() < QStringLiteral("C"));
        }
        // Nothing finished: everyone shares rank 1 with no points.
        const QJsonArray empty = pb::tournament::toJson(format->standings({}))["standings"].toArray();
        QCOMPARE(ranksOf(empty).at("D"), std::make_pair(1, 0.0));
    }

    // A later solution for the same (problem, seed) replaces an earlier one, within a file and
    // across files; files count in the order given.
    void latestSolutionCounts()
    {
        const QByteArray first = solutions({{1, 0, {}, "pp"}, {1, 0, {}, "p"}, {1, 1, {}, "p"}});
        const QByteArray second = solutions({{1, 1, {}, "a"}, {7, 0, {}, "p"}});  // problem 7 is not played
        const auto scoreOf = [](const std::vector<TournamentFile>& files) {
            const std::unique_ptr<Format> format = make(tournamentSettings({{"T", files}}, handProblems(), kPhrases));
            return playAll(*format)[0].outcome.result;
        };
        // Seed 0: "p" (403) replaced "pp" (an error); seed 1: "a" (101) replaced "p".
        const QJsonObject r = scoreOf({{"first", first}, {"second", second}});
        QCOMPARE(r["score"].toInt(), (403 + 101) / 2);
        QCOMPARE(r["phrases"].toInt(), 1);
        QCOMPARE(r["errors"].toInt(), 0);
        // The other order: seed 1 keeps "p" from the later file.
        QCOMPARE(scoreOf({{"second", second}, {"first", first}})["score"].toInt(), 403);
    }

    // Problems 3 and 7 of the qualifiers with the two sets of contest solutions the reference
    // data holds for them (with phrases of power, and moves only): per-seed scores are the server's.
    void referenceProblems()
    {
        const std::optional<QList<QJsonObject>> expected = pb::test::readExpectedScores();
        QVERIFY(expected);
        std::vector<SolutionEntry> phrases, plain;
        std::map<std::pair<QString, std::uint32_t>, QJsonObject> want;  // (team, seed of problem 3 or 7)
        for (const QJsonObject& o : *expected) {
            const int id = o["problemId"].toInt();
            if (id != 3 && id != 7)
                continue;
            const bool power = o["power_score"].toInt() > 0;
            const SolutionEntry e{id, static_cast<std::uint32_t>(o["seed"].toDouble()), {}, o["solution"].toString()};
            (power ? phrases : plain).push_back(e);
            want[{QStringLiteral("%1/%2").arg(power ? "phrases" : "plain").arg(id), e.seed}] = o;
        }
        QCOMPARE(phrases.size(), std::size_t(10));
        QCOMPARE(plain.size(), std::size_t(10));
        const auto file = [](const QString& path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const std::unique_ptr<Format> format = make(tournamentSettings(
            {{"phrases", {{"phrases.json", writeSolutions(phrases)}}}, {"plain", {{"plain.json", writeSolutions(plain)}}}},
            {{"problem_3.json", file(pb::test::problemPath(3))}, {"problem_7.json", file(pb::test::problemPath(7))}},
            defaultPhrases()));
        QVERIFY(format);
        const std::vector<Finished> finished = playAll(*format);
        std::map<QString, int> problemScores, moveScores;
        for (const Finished& f : finished) {
            const QString team = format->players()[f.job.params["team"].toInt()];
            const int id = f.job.params["problem"].toInt() == 0 ? 3 : 7;
            const QString name = QStringLiteral("%1/%2").arg(team).arg(id);
            long long sum = 0, moves = 0;
            const QJsonArray seeds = f.outcome.result["seeds"].toArray();
            QCOMPARE(seeds.size(), 5);
            for (const QJsonValue& s : seeds) {
                const QJsonObject& server = want.at({name, static_cast<std::uint32_t>(s["seed"].toDouble())});
                QCOMPARE(s["score"].toInt(), server["score"].toInt());
                QCOMPARE(s["moveScore"].toInt(), server["move_score"].toInt());
                sum += server["score"].toInt();
                moves += server["move_score"].toInt();
            }
            QCOMPARE(f.outcome.result["score"].toInt(), static_cast<int>(sum / 5));
            QCOMPARE(f.outcome.result["moveScore"].toInt(), static_cast<int>(moves / 5));
            problemScores[name] = static_cast<int>(sum / 5);
            moveScores[name] = static_cast<int>(moves / 5);
        }
        // Phrases win both problems; on moves alone plain wins problem 3 and loses problem 7.
        QVERIFY(problemScores["phrases/3"] > problemScores["plain/3"]);
        QVERIFY(problemScores["phrases/7"] > problemScores["plain/7"]);
        QVERIFY(moveScores["plain/3"] > moveScores["phrases/3"]);
        QVERIFY(moveScores["phrases/7"] > moveScores["plain/7"]);
        const QJsonObject json = pb::tournament::toJson(format->standings(finished));
        QCOMPARE(ranksOf(json["standings"].toArray()).at("phrases"), std::make_pair(1, 2.0));
        QCOMPARE(ranksOf(json["standings"].toArray()).at("plain"), std::make_pair(2, 4.0));
        QCOMPARE(ranksOf(json["lightning"].toArray()).at("phrases"), std::make_pair(1, 3.0));
        QCOMPARE(ranksOf(json["lightning"].toArray()).at("plain"), std::make_pair(1, 3.0));
    }

    // The settings make the same tournament again; broken settings are refused with a reason.
    void settingsRoundTrip()
    {
        const std::unique_ptr<Format> format = make(fourTeams());
        QCOMPARE(format->game(), QStringLiteral("honeycomb"));
        QCOMPARE(format->settings()["game"].toString(), QStringLiteral("honeycomb"));
        QString error;
        const std::unique_ptr<Format> again = makeTournament(format->settings(), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->settings(), format->settings());
        QCOMPARE(again->players(), format->players());
        QCOMPARE(again->plan().size(), format->plan().size());
        for (std::size_t i = 0; i < format->plan().size(); ++i)
            QCOMPARE(again->plan()[i].params, format->plan()[i].params);
        QCOMPARE(pb::tournament::toJson(again->standings(playAll(*again))),
                 pb::tournament::toJson(format->standings(playAll(*format))));
        QCOMPARE(format->describe(format->plan()[0]), QStringLiteral("A on problem 1 (seeds: 2)"));
        const std::vector<Finished> finished = playAll(*format);
        QCOMPARE(format->describeOutcome(finished[0].job, finished[0].outcome),
                 QStringLiteral("score 403 (moves 101), phrases of power: 2"));
        QCOMPARE(format->describeOutcome(finished[7].job, finished[7].outcome),
                 QStringLiteral("score 0 (moves 0), phrases of power: 0, errors: 1"));
        QCOMPARE(format->describeOutcome(finished[3].job, finished[3].outcome),
                 QStringLiteral("score 50 (moves 50), phrases of power: 0, seeds without a solution: 1"));

        QJsonObject broken = format->settings();
        QJsonArray teams = broken["teams"].toArray();
        teams.append(teams[0]);
        broken["teams"] = teams;
        QVERIFY(!makeTournament(broken, &error));
        QVERIFY(error.contains("A"));
        QVERIFY(!makeTournament(tournamentSettings({{"T", {{"bad.json", "[{"}}}}, handProblems(), kPhrases), &error));
        QVERIFY(error.contains("bad.json"));
        QVERIFY(!makeTournament(tournamentSettings({{"T", {}}}, {{"p.json", "{}"}}, kPhrases), &error));
        QVERIFY(error.contains("p.json"));
    }

    // The command line's part: --team NAME=FILE[,FILE...], --problems DIR|FILE, -p.
    void commandLine()
    {
        QTemporaryDir dir;
        const auto write = [&dir](const QString& name, const QByteArray& bytes) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        };
        write("a1.json", solutions({{1, 0, {}, "pp"}}));
        write("a2.json", solutions({{1, 0, {}, "p"}}));
        QDir().mkpath(dir.filePath("problems"));
        write("problems/p2.json", kProblem2);
        write("problems/p1.json", kProblem1);
        write("problems/notes.json", "[1, 2]");

        const auto run = [](const QStringList& args, int& code, QString& err) {
            return pb::test::makeFromArgs(pb::cli::honeycombTournament(), args, code, err);
        };
        int code = 0;
        QString err;
        std::unique_ptr<Format> format = run({"--team", "A=" + dir.filePath("a1.json") + "," + dir.filePath("a2.json"),
                                              "--team", dir.filePath("a1.json"), "--problems", dir.filePath("problems"),
                                              "-p", "p", "--phrase", "b"},
                                             code, err);
        QVERIFY2(format, qPrintable(err));
        QCOMPARE(code, 0);
        QCOMPARE(format->players(), QStringList({"A", "a1"}));
        QCOMPARE(format->settings()["phrases"].toArray(), QJsonArray({"p", "b"}));
        QCOMPARE(format->settings()["problems"].toArray().size(), 2);  // problem 1 first, notes.json skipped
        QCOMPARE(format->describe(format->plan()[0]), QStringLiteral("A on problem 1 (seeds: 2)"));
        const std::vector<Finished> finished = playAll(*format);
        QCOMPARE(finished[0].outcome.result["score"].toInt(), 403 / 2);  // a2.json's "p" replaced "pp"
        QCOMPARE(finished[1].outcome.result["score"].toInt(), 0);

        // Default problems: the 25 qualifier problems of the reference data, contest phrases.
        format = run({"--team", "A=" + dir.filePath("a1.json")}, code, err);
        QVERIFY2(format, qPrintable(err));
        QCOMPARE(format->plan().size(), std::size_t(25));
        QCOMPARE(format->settings()["phrases"].toArray().size(), 18);

        QVERIFY(!run({}, code, err));
        QCOMPARE(code, 2);
        QVERIFY(!run({"--team", "A=" + dir.filePath("missing.json")}, code, err));
        QCOMPARE(code, 1);
        QVERIFY(err.contains("missing.json"));
    }
};

QTEST_MAIN(TestHcTournament)
#include "tst_hc_tournament.moc"
