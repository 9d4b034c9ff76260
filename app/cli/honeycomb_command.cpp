// playbench-cli honeycomb ...: the ICFP 2015 Honeycomb engine from the command line.

#include "cli/cli.h"

#include "honeycomb/game.h"
#include "honeycomb/problem.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace pb::cli {

namespace {

using namespace pb::honeycomb;

QString honeycombHelp()
{
    return CliText::tr(
        "Usage: playbench-cli honeycomb score PROBLEM SOLUTIONS [-p PHRASE]... [--json]\n"
        "\n"
        "  score  Play the contest's solutions (a JSON list of {problemId, seed, solution})\n"
        "         on a problem and print each seed's score and the problem's score.\n");
}

struct Entry {
    std::uint32_t seed = 0;
    QString solution;
};

QJsonObject toJson(int problemId, std::uint32_t seed, const ScoreResult& r)
{
    QJsonObject o;
    o.insert(QStringLiteral("problemId"), problemId);
    o.insert(QStringLiteral("seed"), static_cast<double>(seed));
    o.insert(QStringLiteral("move_score"), r.moveScore);
    o.insert(QStringLiteral("power_score"), r.powerScore);
    o.insert(QStringLiteral("score"), r.score);
    o.insert(QStringLiteral("error"), r.error == ErrorKind::None ? QJsonValue() : QJsonValue(r.errorCode()));
    o.insert(QStringLiteral("locked_units"), r.lockedUnits);
    o.insert(QStringLiteral("end"), QString::fromLatin1(endName(r.end)));
    QJsonArray used;
    for (int p : r.phrasesUsed)
        used.append(p);
    o.insert(QStringLiteral("phrases_used"), used);
    return o;
}

QString endText(End e)
{
    switch (e) {
    case End::InProgress: return CliText::tr("in progress");
    case End::AllUsed: return CliText::tr("all units used");
    case End::Full: return CliText::tr("board full");
    }
    return {};
}

int score(const QStringList& args, Console& console)
{
    CommandOptions command(
        CliText::tr("Plays each solution of SOLUTIONS (the contest's JSON list of {problemId, seed, "
                    "solution}) on PROBLEM and prints per seed the move score, power score, total, error, "
                    "units locked, end reason and phrases of power used, then the problem's score: the sum "
                    "over its distinct seeds divided by the number of seeds it lists."),
        QStringLiteral("playbench-cli honeycomb score PROBLEM SOLUTIONS [-p PHRASE]... [--json]"));
    command.argument(QStringLiteral("PROBLEM"), CliText::tr("Problem JSON file."))
        .argument(QStringLiteral("SOLUTIONS"), CliText::tr("Solutions JSON file."));
    const QCommandLineOption phrase({QStringLiteral("p"), QStringLiteral("phrase")},
                                    CliText::tr("A phrase of power; repeat for more. Replaces the "
                                                "contest's 18."),
                                    QStringLiteral("PHRASE"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  CliText::tr("Print one JSON object per seed (the fields of "
                                              "expected-scores.jsonl)."));
    if (const int code = command.add({phrase, json}).parse(args, console); code >= 0)
        return code;
    const QCommandLineParser& parser = command.parser();
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2)
        return usageError(console, CliText::tr("give a problem file and a solutions file"));
    const QStringList phrases = parser.isSet(phrase) ? parser.values(phrase) : defaultPhrases();

    const ProblemParse problem = loadProblem(files[0]);
    if (!problem.ok()) {
        console.err << problem.error << '\n';
        return BadInput;
    }
    QFile file(files[1]);
    if (!file.open(QIODevice::ReadOnly)) {
        console.err << CliText::tr("%1: cannot read: %2").arg(files[1], file.errorString()) << '\n';
        return BadInput;
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isArray()) {
        console.err << CliText::tr("%1: not a JSON list of solutions").arg(files[1]) << '\n';
        return BadInput;
    }
    bool bad = false;
    int otherProblems = 0;
    std::vector<Entry> entries;
    const QJsonArray list = doc.array();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject o = list.at(i).toObject();
        const QJsonValue id = o.value(QLatin1String("problemId"));
        const QJsonValue seed = o.value(QLatin1String("seed"));
        const QJsonValue solution = o.value(QLatin1String("solution"));
        const double s = seed.toDouble(-1);
        if (!id.isDouble() || !seed.isDouble() || !solution.isString() || s < 0 || s > 4294967295.0
            || s != static_cast<double>(static_cast<std::uint32_t>(s))) {
            console.err << CliText::tr("%1: entry %2 needs problemId, seed and solution").arg(files[1]).arg(i)
                        << '\n';
            bad = true;
            continue;
        }
        if (id.toInt() != problem.problem.id) {
            ++otherProblems;  // a contest output holds every problem's solutions
            continue;
        }
        entries.push_back({static_cast<std::uint32_t>(s), solution.toString()});
    }
    if (entries.empty()) {
        console.err << CliText::tr("%1: no solution for problem %2").arg(files[1]).arg(problem.problem.id) << '\n';
        return BadInput;
    }
    if (otherProblems > 0)
        console.err << CliText::tr("%1: entries for other problems skipped: %2").arg(files[1]).arg(otherProblems)
                    << '\n';

    std::map<std::uint32_t, int> scores;  // the last solution of a seed counts
    for (const Entry& e : entries) {
        const ScoreResult r = scoreSolution(problem.problem, e.seed, e.solution, phrases);
        scores[e.seed] = r.score;
        bad = bad || r.error != ErrorKind::None;
        if (parser.isSet(json)) {
            console.out << QJsonDocument(toJson(problem.problem.id, e.seed, r)).toJson(QJsonDocument::Compact)
                        << '\n';
            continue;
        }
        QStringList used;
        for (int p : r.phrasesUsed)
            used << phrases.at(p);
        console.out << CliText::tr("seed %1: move %2, power %3, total %4, units locked %5, %6")
                           .arg(e.seed).arg(r.moveScore).arg(r.powerScore).arg(r.score)
                           .arg(r.lockedUnits).arg(endText(r.end))
                    << '\n';
        if (!used.isEmpty())
            console.out << CliText::tr("  phrases: %1").arg(used.join(QStringLiteral(", "))) << '\n';
        if (r.error != ErrorKind::None)
            console.out << CliText::tr("  error: %1").arg(r.errorMessage()) << '\n';
    }
    if (!parser.isSet(json)) {
        const int total = problemScore(problem.problem, [&scores](std::uint32_t seed) {
            const auto it = scores.find(seed);
            return it == scores.end() ? 0 : it->second;
        });
        console.out << CliText::tr("problem %1: score %2 (%3 seeds listed)")
                           .arg(problem.problem.id).arg(total)
                           .arg(problem.problem.sourceSeeds.size())
                    << '\n';
    }
    console.out.flush();
    return bad ? BadInput : Ok;
}

} // namespace

int honeycombCommand(const QStringList& args, Console& console)
{
    return dispatch(args, console,
                    {{"score", score}},
                    CliText::tr("name a honeycomb command: score"),
                    honeycombHelp(), CliText::tr("unknown honeycomb command '%1'"));
}

} // namespace pb::cli
