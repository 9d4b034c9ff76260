#include "peaceable/tournament.h"

#include "common/lineprocess.h"
#include "peaceable/checker.h"
#include "peaceable/problem.h"
#include "peaceable/solver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace pb::peaceable {

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

constexpr qsizetype kMaxOutput = 16 * 1024 * 1024;  // an answer is at most ~10 kB; more is a flood
constexpr qsizetype kMaxRecord = 64 * 1024;         // output kept when it is no answer

// What an external program did with one test.
struct ProgramRun {
    QByteArray out;
    QString error;  // it could not start, crashed, ran out of time or flooded; empty otherwise
    int exitCode = 0;
    bool cancelled = false;
};

ProgramRun runProgram(const QString& program, const QStringList& arguments, const QByteArray& input, double seconds,
                      const std::atomic<bool>& cancel)
{
    ProgramRun run;
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    play::ownProcessGroup(process);
    QElapsedTimer clock;
    clock.start();
    process.start(program, arguments);
    if (!process.waitForStarted(10000)) {
        run.error = play::couldNotStartText(program, process.errorString());
        return run;
    }
    const qint64 pid = process.processId();
    process.write(input);
    process.closeWriteChannel();
    const auto stop = [&process, pid](const QString& why, QString& error) {
        error = why;
        play::killProcessGroup(pid);
        process.kill();
        process.waitForFinished(5000);
    };
    // stderr is read so its pipe never fills, and counted against the program's output limit;
    // stdout is kept up to kMaxOutput (an answer is small).
    const std::int64_t outputLimit = play::programOutputLimitBytes();
    std::int64_t written = 0;
    while (process.state() != QProcess::NotRunning) {
        process.waitForFinished(20);
        const QByteArray out = process.readAllStandardOutput();
        written += out.size() + process.readAllStandardError().size();
        run.out += out;
        if (cancel.load()) {
            stop({}, run.error);
            run.cancelled = true;
            return run;
        }
        if (run.out.size() > kMaxOutput) {
            stop(Text::tr("flooded its output (over %1 MB)").arg(kMaxOutput / (1024 * 1024)), run.error);
            break;
        }
        if (outputLimit > 0 && written > outputLimit) {
            stop(play::outputLimitText(outputLimit), run.error);
            break;
        }
        if (process.state() != QProcess::NotRunning && clock.elapsed() > static_cast<qint64>(seconds * 1000)) {
            stop(Text::tr("ran out of time (%1 s)").arg(seconds), run.error);
            break;
        }
    }
    play::killProcessGroup(pid);  // what it forked and left running dies with it
    if (run.error.isEmpty())
        run.out += process.readAllStandardOutput();
    if (run.error.isEmpty() && process.exitStatus() == QProcess::CrashExit)
        run.error = play::crashedText();
    run.exitCode = process.exitCode();
    return run;
}

class PeaceableTournament final : public pb::tournament::Format {
public:
    QString game() const override { return QStringLiteral("peaceable"); }
    QJsonObject settings() const override { return m_settings; }
    QStringList players() const override { return m_names; }
    std::vector<Job> plan() const override;
    std::optional<Outcome> play(const Job& job, const std::atomic<bool>& cancel) const override;
    Standings standings(const std::vector<Finished>& finished) const override;
    QString describe(const Job& job) const override;
    QString describeOutcome(const Job& job, const Outcome& outcome) const override;

    bool load(const QJsonObject& settings, QString* error);

private:
    std::optional<Outcome> playOurs(const QJsonObject& solver, const Problem& problem,
                                    const std::atomic<bool>& cancel) const;
    std::optional<Outcome> playProgram(const QJsonObject& solver, const Problem& problem,
                                       const std::atomic<bool>& cancel) const;

    QJsonObject m_settings;
    QStringList m_names;
    std::vector<QJsonObject> m_solvers;
    std::vector<std::int64_t> m_seeds;
    double m_seconds = 10;
};

bool PeaceableTournament::load(const QJsonObject& settings, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    m_settings = settings;
    m_seconds = settings.value(key("time")).toDouble(-1);
    if (!(m_seconds > 0))
        return fail(Text::tr("the settings give no time per test"));
    for (const QJsonValue& v : settings.value(key("seeds")).toArray()) {
        const auto seed = static_cast<std::int64_t>(v.toDouble(0));
        if (seed <= 0 || static_cast<double>(seed) != v.toDouble())
            return fail(Text::tr("the seeds must be whole numbers above 0"));
        if (std::find(m_seeds.begin(), m_seeds.end(), seed) != m_seeds.end())
            return fail(Text::tr("seed %1 is given twice").arg(seed));
        m_seeds.push_back(seed);
    }
    if (m_seeds.empty())
        return fail(Text::tr("the tournament has no tests"));
    for (const QJsonValue& v : settings.value(key("solvers")).toArray()) {
        const QJsonObject solver = v.toObject();
        const QString name = solver.value(key("name")).toString();
        if (name.isEmpty() || m_names.contains(name))
            return fail(name.isEmpty() ? Text::tr("a solver has no name")
                                       : Text::tr("two solvers are named '%1'; name them with NAME=SPEC").arg(name));
        if (!solver.value(key("solver")).isObject() && solver.value(key("program")).toString().isEmpty())
            return fail(Text::tr("solver %1 is neither our solver nor a program").arg(name));
        m_names << name;
        m_solvers.push_back(solver);
    }
    if (m_solvers.empty())
        return fail(Text::tr("the tournament has no solvers"));
    return true;
}

std::vector<Job> PeaceableTournament::plan() const
{
    std::vector<Job> jobs;
    for (std::int64_t seed : m_seeds)
        for (std::size_t s = 0; s < m_solvers.size(); ++s) {
            Job job;
            job.id = static_cast<int>(jobs.size());
            job.params.insert(key("solver"), static_cast<int>(s));
            job.params.insert(key("seed"), static_cast<double>(seed));
            jobs.push_back(job);
        }
    return jobs;
}

Outcome makeOutcome(int score, double seconds, const QString& error, const QString& record)
{
    Outcome outcome;
    outcome.result.insert(key("score"), score);
    outcome.result.insert(key("seconds"), std::round(seconds * 1000) / 1000);
    outcome.result.insert(key("error"), error);
    outcome.record = record;
    return outcome;
}

std::optional<Outcome> PeaceableTournament::playOurs(const QJsonObject& solver, const Problem& problem,
                                                     const std::atomic<bool>& cancel) const
{
    const QJsonObject s = solver.value(key("solver")).toObject();
    SolverOptions options;
    // A move budget replaces the time, so that the answer is the same on every machine.
    options.maxIterations = static_cast<std::int64_t>(s.value(key("iterations")).toDouble(-1));
    options.seconds = options.maxIterations > 0 ? 0 : m_seconds;
    options.seed = static_cast<std::uint64_t>(s.value(key("seed")).toDouble(1));
    options.threads = s.value(key("threads")).toInt(1);
    options.stop = &cancel;
    QElapsedTimer clock;
    clock.start();
    const SolverResult r = solve(problem, options);
    if (cancel.load())
        return std::nullopt;
    const Verdict verdict = checkAnswer(problem, r.answer);
    return makeOutcome(std::max(0, verdict.score), static_cast<double>(clock.nsecsElapsed()) / 1e9,
                       verdict.valid() ? QString() : verdict.violations.front().message(),
                       QString::fromStdString(writeAnswer(r.answer)));
}

std::optional<Outcome> PeaceableTournament::playProgram(const QJsonObject& solver, const Problem& problem,
                                                        const std::atomic<bool>& cancel) const
{
    QStringList arguments;
    for (const QJsonValue& a : solver.value(key("arguments")).toArray())
        arguments << a.toString();
    const QString program = solver.value(key("program")).toString();
    QElapsedTimer clock;
    clock.start();
    const ProgramRun run = runProgram(program, arguments, QByteArray::fromStdString(writeProblem(problem)), m_seconds, cancel);
    const double seconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
    if (run.cancelled)
        return std::nullopt;
    const QString kept = QString::fromUtf8(run.out.left(kMaxRecord));
    if (!run.error.isEmpty())
        return makeOutcome(0, seconds, run.error, kept);
    const AnswerParse parse = parseAnswer(std::string_view(run.out.constData(), static_cast<std::size_t>(run.out.size())),
                                          problem.n);
    const QString exit = run.exitCode == 0 ? QString() : Text::tr(" (exit code %1)").arg(run.exitCode);
    if (!parse.ok())
        return makeOutcome(0, seconds, Text::tr("the answer cannot be read: %1").arg(parse.error) + exit, kept);
    const Verdict verdict = checkAnswer(problem, parse.answer);
    const QString record = QString::fromStdString(writeAnswer(parse.answer));
    if (!verdict.valid())
        return makeOutcome(0, seconds,
                           Text::tr("the tester rejects the answer: %1 (faults: %2)")
                                   .arg(verdict.violations.front().message())
                                   .arg(verdict.violations.size()) + exit,
                           record);
    return makeOutcome(verdict.score, seconds, {}, record);
}

std::optional<Outcome> PeaceableTournament::play(const Job& job, const std::atomic<bool>& cancel) const
{
    const QJsonObject& solver = m_solvers.at(static_cast<std::size_t>(job.params.value(key("solver")).toInt()));
    const Problem problem = generateProblem(static_cast<std::int64_t>(job.params.value(key("seed")).toDouble()));
    if (cancel.load())
        return std::nullopt;
    if (solver.value(key("solver")).isObject())
        return playOurs(solver, problem, cancel);
    return playProgram(solver, problem, cancel);
}

Standings PeaceableTournament::standings(const std::vector<Finished>& finished) const
{
    std::map<std::int64_t, std::size_t> testOf;
    for (std::size_t i = 0; i < m_seeds.size(); ++i)
        testOf[m_seeds[i]] = i;
    // results[test][solver]
    std::vector<std::vector<const QJsonObject*>> results(m_seeds.size(),
                                                         std::vector<const QJsonObject*>(m_solvers.size(), nullptr));
    for (const Finished& f : finished) {
        const auto it = testOf.find(static_cast<std::int64_t>(f.job.params.value(key("seed")).toDouble()));
        const int s = f.job.params.value(key("solver")).toInt(-1);
        if (it != testOf.end() && s >= 0 && static_cast<std::size_t>(s) < m_solvers.size())
            results[it->second][static_cast<std::size_t>(s)] = &f.outcome.result;
    }
    const std::size_t n = m_solvers.size();
    std::vector<double> relative(n, 0);
    std::vector<long long> raw(n, 0);
    std::vector<int> best(n, 0), failed(n, 0);
    int tests = 0;
    for (const std::vector<const QJsonObject*>& test : results) {
        if (std::any_of(test.begin(), test.end(), [](const QJsonObject* r) { return r == nullptr; }))
            continue;  // the best of this test is not known yet
        ++tests;
        int top = 0;
        for (const QJsonObject* r : test)
            top = std::max(top, r->value(key("score")).toInt());
        for (std::size_t s = 0; s < n; ++s) {
            const int score = test[s]->value(key("score")).toInt();
            raw[s] += score;
            if (top > 0) {
                relative[s] += static_cast<double>(score) / top;
                best[s] += score == top ? 1 : 0;
            }
            failed[s] += test[s]->value(key("error")).toString().isEmpty() ? 0 : 1;
        }
    }
    std::vector<Standing> entries;
    for (std::size_t s = 0; s < n; ++s) {
        Standing e;
        e.player = static_cast<int>(s);
        e.name = m_names.at(static_cast<qsizetype>(s));
        // Rounded so that equal sums added in another order still tie.
        e.points = std::round(relative[s] * 1e9) / 1e9;
        e.games = tests;
        e.extra.insert(key("relative"), e.points);
        e.extra.insert(key("raw"), static_cast<double>(raw[s]));
        e.extra.insert(key("best"), best[s]);
        e.extra.insert(key("failed"), failed[s]);
        entries.push_back(e);
    }
    pb::tournament::rankByPoints(entries);
    Standings standings;
    standings.entries = std::move(entries);
    standings.extra.insert(key("tests"), tests);
    standings.columns = {key("raw"), key("best"), key("failed")};
    return standings;
}

QString PeaceableTournament::describe(const Job& job) const
{
    return Text::tr("%1 on seed %2")
        .arg(m_names.value(job.params.value(key("solver")).toInt()))
        .arg(static_cast<qint64>(job.params.value(key("seed")).toDouble()));
}

QString PeaceableTournament::describeOutcome(const Job&, const Outcome& outcome) const
{
    const QJsonObject& r = outcome.result;
    const QString text = Text::tr("score %1 in %2 s").arg(r.value(key("score")).toInt()).arg(r.value(key("seconds")).toDouble());
    const QString error = r.value(key("error")).toString();
    return error.isEmpty() ? text : Text::tr("%1: %2").arg(text, error);
}

// "threads=2,seed=7": our solver's settings, or an error.
bool solverOptions(const QString& text, QJsonObject& solver, QString* error)
{
    solver = {{key("threads"), 1}, {key("seed"), 1.0}, {key("iterations"), -1.0}};
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = part.section(QLatin1Char('='), 0, 0).trimmed();
        bool ok = false;
        const qint64 value = part.section(QLatin1Char('='), 1).trimmed().toLongLong(&ok);
        const bool known = name == QLatin1String("threads") || name == QLatin1String("seed")
            || name == QLatin1String("iterations");
        if (!known || !ok || value < (name == QLatin1String("seed") ? 0 : 1)
            || (name == QLatin1String("threads") && value > 64)) {
            if (error)
                *error = Text::tr("our solver takes threads=1..64, seed=N and iterations=N, not '%1'").arg(part);
            return false;
        }
        solver.insert(name, static_cast<double>(value));
    }
    solver.insert(key("threads"), solver.value(key("threads")).toInt());
    return true;
}

} // namespace

QJsonObject solverSettings(const QString& spec, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return QJsonObject();
    };
    QString name;
    QString text = spec.trimmed();
    static const QRegularExpression named(QStringLiteral("^([A-Za-z0-9._-]+)=(.*)$"));
    if (const QRegularExpressionMatch m = named.match(text); m.hasMatch()) {
        name = m.captured(1);
        text = m.captured(2).trimmed();
    }
    QJsonObject out{{key("spec"), text}};
    if (text == QLatin1String("solver") || text.startsWith(QLatin1String("solver:"))) {
        QJsonObject solver;
        if (!solverOptions(text.mid(7), solver, error))
            return {};
        out.insert(key("name"), name.isEmpty() ? text : name);
        out.insert(key("solver"), solver);
        return out;
    }
    QStringList arguments = QProcess::splitCommand(text);
    if (arguments.isEmpty())
        return fail(Text::tr("give a solver: 'solver', 'solver:threads=2,seed=7' or a program"));
    QString program = arguments.takeFirst();
    const QFileInfo file(program);
    if (program.contains(QLatin1Char('/')) || file.isFile())
        program = file.absoluteFilePath();
    else
        program = QStandardPaths::findExecutable(program);
    if (program.isEmpty() || !QFileInfo(program).isExecutable())
        return fail(Text::tr("no program '%1' to run").arg(file.filePath()));
    out.insert(key("name"), name.isEmpty() ? QFileInfo(program).fileName() : name);
    out.insert(key("program"), program);
    out.insert(key("arguments"), QJsonArray::fromStringList(arguments));
    return out;
}

QJsonObject tournamentSettings(const std::vector<QJsonObject>& solvers, const std::vector<std::int64_t>& seeds,
                               double secondsPerTest)
{
    QJsonArray solverList, seedList;
    for (const QJsonObject& s : solvers)
        solverList.append(s);
    for (std::int64_t seed : seeds)
        seedList.append(static_cast<double>(seed));
    return {{key("game"), QStringLiteral("peaceable")},
            {key("solvers"), solverList},
            {key("seeds"), seedList},
            {key("time"), secondsPerTest}};
}

std::unique_ptr<pb::tournament::Format> makeTournament(const QJsonObject& settings, QString* error)
{
    auto format = std::make_unique<PeaceableTournament>();
    if (!format->load(settings, error))
        return nullptr;
    return format;
}

} // namespace pb::peaceable
