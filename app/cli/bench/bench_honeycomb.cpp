// playbench-cli bench honeycomb: how fast the exact engine scores the contest's real solutions.

#include "cli/bench/bench.h"

#include "honeycomb/game.h"
#include "honeycomb/problem.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

#include <map>
#include <vector>

namespace pb::cli::bench {

int benchHoneycomb(const QStringList& args, Console& console)
{
    BenchOptions options(CliText::tr(
        "Times scoring every solution of honeycomb/expected-scores.jsonl (problems loaded "
        "beforehand) and the longest one alone, best of --repeat runs, on one thread."),
        QStringLiteral("playbench-cli bench honeycomb [--repeat N]"));
    options.reference().repeat(CliText::tr("Runs; the best is reported (default 5)."), 5);
    if (const int code = options.parse(args, console); code >= 0)
        return code;
    const qint64 repeatCount = options.runs();
    const QDir ref(options.referenceFolder() + QStringLiteral("/honeycomb"));
    QFile file(ref.filePath(QStringLiteral("expected-scores.jsonl")));
    if (!file.open(QIODevice::ReadOnly)) {
        console.err << CliText::tr("The benchmark needs the contest reference data; point "
                                   "--reference or PLAYBENCH_REFERENCE at shared/reference.")
                    << '\n';
        return BadInput;
    }
    struct Record {
        int problem;
        std::uint32_t seed;
        QString solution;
    };
    std::vector<Record> records;
    std::map<int, honeycomb::Problem> problems;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        const int id = o.value(QLatin1String("problemId")).toInt();
        records.push_back({id, static_cast<std::uint32_t>(o.value(QLatin1String("seed")).toDouble()),
                           o.value(QLatin1String("solution")).toString()});
        if (!problems.count(id)) {
            const honeycomb::ProblemParse p =
                honeycomb::loadProblem(ref.filePath(QStringLiteral("problems/problem_%1.json").arg(id)));
            if (!p.ok()) {
                console.err << p.error << '\n';
                return BadInput;
            }
            problems.emplace(id, p.problem);
        }
    }
    if (records.empty())
        return BadInput;
    std::size_t longest = 0;
    for (std::size_t i = 1; i < records.size(); ++i)
        if (records[i].solution.size() > records[longest].solution.size())
            longest = i;

    const auto score = [&problems](const Record& r) {
        return honeycomb::scoreSolution(problems.at(r.problem), r.seed, r.solution).score;
    };
    const Fastest<long long> all = bestOf(repeatCount, [&] {
        long long total = 0;
        for (const Record& r : records)
            total += score(r);
        return total;
    });
    const Record& big = records[longest];
    const Fastest<int> alone = bestOf(repeatCount, [&] { return score(big); });
    console.out << CliText::tr("all %1 solutions of expected-scores.jsonl: %2 s (scores sum to %3)")
                       .arg(records.size()).arg(all.seconds, 0, 'f', 4).arg(all.value)
                << '\n'
                << CliText::tr("longest (problem %1, seed %2, %3 characters): %4 s (score %5)")
                       .arg(big.problem).arg(big.seed).arg(big.solution.size())
                       .arg(alone.seconds, 0, 'f', 4).arg(alone.value)
                << '\n';
    console.out.flush();
    return Ok;
}

} // namespace pb::cli::bench
