// The TCO19 final's marathon scoring as a tournament: relative scores by hand, external
// programs that answer, time out, crash, flood or print garbage, our own solver, cancelling, the
// settings and the command line's part.

#include "common/lineprocess.h"
#include "peaceable/checker.h"
#include "peaceable/problem.h"
#include "peaceable/tournament.h"
#include "tournamentcli.h"
#include "tournamenttest.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QtTest>

#include <map>
#include <thread>

using namespace pb::peaceable;
using pb::tournament::Finished;
using pb::tournament::Format;
using pb::tournament::Job;
using pb::tournament::Outcome;

namespace {

std::unique_ptr<Format> make(const QJsonObject& settings)
{
    QString error;
    std::unique_ptr<Format> format = makeTournament(settings, &error);
    if (!format)
        qWarning() << error;
    return format;
}

QJsonObject solver(const QString& spec)
{
    QString error;
    const QJsonObject s = solverSettings(spec, &error);
    if (s.isEmpty())
        qWarning() << error;
    return s;
}

QString testSolver(const QString& mode) { return QStringLiteral(PEACEABLE_TEST_SOLVER " ") + mode; }

// Plays one job of the plan: the solver `s` on the plan's test `test`.
Outcome playOne(const Format& format, int s, int test)
{
    const std::atomic<bool> cancel{false};
    const std::size_t index = static_cast<std::size_t>(test * format.players().size() + s);
    return *format.play(format.plan().at(index), cancel);
}

Finished finished(int solver, qint64 seed, int score, const QString& error = {})
{
    Job job;
    job.params = {{"solver", solver}, {"seed", static_cast<double>(seed)}};
    Outcome outcome;
    outcome.result = {{"score", score}, {"seconds", 1.0}, {"error", error}};
    return {job, outcome};
}

} // namespace

class TestPeaceableTournament : public QObject {
    Q_OBJECT

private slots:
    // Seed 1: A 100, B 50, C crashed (0): relative 1, 0.5, 0. Seed 2: A 30, B 60, C 60: 0.5, 1, 1.
    // Seed 3: everyone 0: the best is 0, so everyone 0. Seed 4: only A has finished: not counted.
    // A 1.5, B 1.5 (rank 1 shared), C 1 (rank 3); raw 130, 110, 60.
    void relativeScoresByHand()
    {
        const std::unique_ptr<Format> format = make(tournamentSettings(
            {solver("A=solver"), solver("B=solver:seed=2"), solver("C=solver:seed=3")}, {1, 2, 3, 4}, 10));
        QVERIFY(format);
        QCOMPARE(format->plan().size(), std::size_t(12));
        const std::vector<Finished> done{
            finished(0, 1, 100), finished(1, 1, 50), finished(2, 1, 0, "the program crashed"),
            finished(2, 2, 60),  finished(1, 2, 60), finished(0, 2, 30),
            finished(0, 3, 0),   finished(1, 3, 0),  finished(2, 3, 0),
            finished(0, 4, 500)};
        const QJsonObject json = pb::tournament::toJson(format->standings(done));
        QCOMPARE(json["tests"].toInt(), 3);
        const QJsonArray list = json["standings"].toArray();
        std::map<QString, QJsonObject> by;
        for (const QJsonValue& v : list)
            by[v["name"].toString()] = v.toObject();
        QCOMPARE(list.at(0)["name"].toString(), QStringLiteral("A"));
        QCOMPARE(list.at(2)["name"].toString(), QStringLiteral("C"));
        QCOMPARE(by["A"]["points"].toDouble(), 1.5);
        QCOMPARE(by["B"]["points"].toDouble(), 1.5);
        QCOMPARE(by["C"]["points"].toDouble(), 1.0);
        QCOMPARE(by["A"]["rank"].toInt(), 1);
        QCOMPARE(by["B"]["rank"].toInt(), 1);
        QCOMPARE(by["C"]["rank"].toInt(), 3);
        QCOMPARE(by["A"]["raw"].toDouble(), 130.0);
        QCOMPARE(by["B"]["raw"].toDouble(), 110.0);
        QCOMPARE(by["C"]["raw"].toDouble(), 60.0);
        QCOMPARE(by["C"]["best"].toInt(), 1);
        QCOMPARE(by["C"]["failed"].toInt(), 1);
        QCOMPARE(by["A"]["games"].toInt(), 3);
        // Nothing finished: nothing counted, everyone shares rank 1.
        QCOMPARE(pb::tournament::toJson(format->standings({}))["standings"].toArray().at(2)["rank"].toInt(), 1);
    }

    // Programs under the tester's I/O: our own solver program answers; the others score 0 and
    // say why.
    void externalPrograms()
    {
        const std::unique_ptr<Format> format = make(tournamentSettings(
            {solver(QStringLiteral(PLAYBENCH_PEACEABLE_SOLVER " --time 0.3")), solver("empty=" + testSolver("empty")),
             solver("king=" + testSolver("king")), solver("attack=" + testSolver("attack")),
             solver("garbage=" + testSolver("garbage")), solver("hang=" + testSolver("hang")),
             solver("crash=" + testSolver("crash")), solver("flood=" + testSolver("flood")),
             solver("silent=" + testSolver("silent")), solver("flood-err=" + testSolver("flood-err"))},
            {3}, 3));
        QVERIFY(format);
        QCOMPARE(format->players().first(), QStringLiteral("playbench-peaceable-solver"));
        const Problem problem = generateProblem(3);

        const Outcome good = playOne(*format, 0, 0);
        QCOMPARE(good.result["error"].toString(), QString());
        QVERIFY(good.result["score"].toInt() > 0);
        QVERIFY(good.result["seconds"].toDouble() < 3);
        const AnswerParse answer = parseAnswer(good.record.toStdString(), problem.n);
        QVERIFY(answer.ok());
        QCOMPARE(checkAnswer(problem, answer.answer).score, good.result["score"].toInt());
        QVERIFY(format->describeOutcome(format->plan()[0], good).startsWith(
            QStringLiteral("score %1 in ").arg(good.result["score"].toInt())));

        // Valid answers worth 0.
        for (int s : {1, 2}) {
            const Outcome o = playOne(*format, s, 0);
            QCOMPARE(o.result["score"].toInt(), 0);
            QCOMPARE(o.result["error"].toString(), QString());
            QVERIFY(parseAnswer(o.record.toStdString(), problem.n).ok());
        }
        const auto failure = [&](int s, const QString& why) {
            const Outcome o = playOne(*format, s, 0);
            const QString error = o.result["error"].toString();
            if (!error.contains(why))
                qWarning() << format->players()[s] << error;
            return o.result["score"].toInt() == 0 && error.contains(why);
        };
        QVERIFY(failure(3, "the tester rejects the answer: Queen of player"));
        QVERIFY(failure(4, "the answer cannot be read"));
        QElapsedTimer clock;
        clock.start();
        QVERIFY(failure(5, "ran out of time (3 s)"));
        QVERIFY(clock.elapsed() < 8000);
        QVERIFY(failure(6, "the program crashed"));
        QVERIFY(failure(7, "flooded its output"));
        QVERIFY(failure(8, "(exit code 3)"));
        clock.restart();
        // On stderr, before its time is up; in the words of every runner ("the program wrote more
        // than 256 MB of output ...").
        QVERIFY(failure(9, pb::play::outputLimitText(pb::play::programOutputLimitBytes())));
        QVERIFY(clock.elapsed() < 3000);

        // The raw output of a garbage answer is kept as the record.
        QCOMPARE(playOne(*format, 4, 0).record, QStringLiteral("hello, tester\n"));
        // A program that cannot start.
        QJsonObject gone = solver("gone=" + testSolver("empty"));
        gone["program"] = QStringLiteral("/nonexistent/peaceable-solver");
        const std::unique_ptr<Format> missing = make(tournamentSettings({gone}, {3}, 1));
        QVERIFY(playOne(*missing, 0, 0).result["error"].toString().startsWith("could not start"));
    }

    // The standings of a whole run: our solver beats the empty answers on every test.
    void wholeRun()
    {
        const std::unique_ptr<Format> format = make(tournamentSettings(
            {solver("empty=" + testSolver("empty")), solver("ours=solver:iterations=2000")}, {1, 2}, 5));
        QVERIFY(format);
        // Every job on its own thread at once, as the runner's workers play them.
        const std::vector<Job> plan = format->plan();
        std::vector<Finished> done(plan.size());
        const std::atomic<bool> cancel{false};
        std::vector<std::thread> workers;
        for (std::size_t i = 0; i < plan.size(); ++i)
            workers.emplace_back([&, i] { done[i] = {plan[i], *format->play(plan[i], cancel)}; });
        for (std::thread& t : workers)
            t.join();
        QCOMPARE(done[0].outcome.result["error"].toString(), QString());
        QCOMPARE(format->describe(done[1].job), QStringLiteral("ours on seed 1"));
        const QJsonArray list = pb::tournament::toJson(format->standings(done))["standings"].toArray();
        QCOMPARE(list.at(0)["name"].toString(), QStringLiteral("ours"));
        QCOMPARE(list.at(0)["points"].toDouble(), 2.0);
        QCOMPARE(list.at(0)["best"].toInt(), 2);
        QCOMPARE(list.at(1)["points"].toDouble(), 0.0);
        QCOMPARE(list.at(1)["rank"].toInt(), 2);
        QCOMPARE(list.at(0)["raw"].toDouble(),
                 done[1].outcome.result["score"].toDouble() + done[3].outcome.result["score"].toDouble());
        // With a move budget our solver gives the same answer again.
        QCOMPARE(format->play(done[1].job, cancel)->record, done[1].outcome.record);
    }

    // Our solver in this process, with a tiny time per test: a valid answer in about that time.
    void ourSolverTinyTime()
    {
        const std::unique_ptr<Format> format = make(tournamentSettings({solver("solver:threads=2,seed=7")}, {5}, 0.2));
        QVERIFY(format);
        QCOMPARE(format->players(), QStringList({"solver:threads=2,seed=7"}));
        const Outcome o = playOne(*format, 0, 0);
        QCOMPARE(o.result["error"].toString(), QString());
        QVERIFY(o.result["score"].toInt() > 0);
        QVERIFY(o.result["seconds"].toDouble() < 2.0);
        const Problem problem = generateProblem(5);
        QCOMPARE(checkAnswer(problem, parseAnswer(o.record.toStdString(), problem.n).answer).score,
                 o.result["score"].toInt());
    }

    // Cancelling stops a program (killed) and our solver at once; the job stays unfinished.
    void cancel()
    {
        const std::unique_ptr<Format> format = make(
            tournamentSettings({solver("hang=" + testSolver("hang")), solver("ours=solver")}, {2}, 30));
        QVERIFY(format);
        for (const Job& job : format->plan()) {
            const pb::test::CancelledPlay played = pb::test::playCancelledAfter(*format, job, 300);
            QVERIFY(!played.outcome);
            QVERIFY(played.ms < 5000);
        }
    }

    // Solver specs; the settings make the same tournament again.
    void settings()
    {
        QJsonObject s = solver("solver");
        QCOMPARE(s["name"].toString(), QStringLiteral("solver"));
        QCOMPARE(s["solver"].toObject()["threads"].toInt(), 1);
        s = solver("fast=solver:threads=2,seed=7,iterations=100");
        QCOMPARE(s["name"].toString(), QStringLiteral("fast"));
        QCOMPARE(s["solver"].toObject()["seed"].toDouble(), 7.0);
        QCOMPARE(s["solver"].toObject()["iterations"].toDouble(), 100.0);
        s = solver(testSolver("king"));
        QCOMPARE(s["name"].toString(), QStringLiteral("peaceable_test_solver"));
        QCOMPARE(s["arguments"].toArray(), QJsonArray({"king"}));
        QVERIFY(QFileInfo(s["program"].toString()).isAbsolute());
        QString error;
        QVERIFY(solverSettings("solver:speed=3", &error).isEmpty());
        QVERIFY(error.contains("speed=3"));
        QVERIFY(solverSettings("x=/nonexistent/solver --fast", &error).isEmpty());
        QVERIFY(error.contains("/nonexistent/solver"));

        const std::unique_ptr<Format> format =
            make(tournamentSettings({solver("solver"), solver("k=" + testSolver("king"))}, {4, 9}, 2.5));
        QVERIFY(format);
        QCOMPARE(format->game(), QStringLiteral("peaceable"));
        const std::unique_ptr<Format> again = make(format->settings());
        QVERIFY(again);
        QCOMPARE(again->settings(), format->settings());
        QCOMPARE(again->players(), QStringList({"solver", "k"}));
        QCOMPARE(again->plan().size(), std::size_t(4));
        for (std::size_t i = 0; i < 4; ++i)
            QCOMPARE(again->plan()[i].params, format->plan()[i].params);
        QCOMPARE(again->plan()[1].params["seed"].toInt(), 4);  // test after test
        QCOMPARE(playOne(*again, 1, 1).record, playOne(*format, 1, 1).record);  // the king program's answer

        QVERIFY(!makeTournament(tournamentSettings({solver("solver"), solver("solver")}, {1}, 1), &error));
        QVERIFY(error.contains("NAME=SPEC"));
        QVERIFY(!makeTournament(tournamentSettings({solver("solver")}, {}, 1), &error));
        QVERIFY(!makeTournament(tournamentSettings({solver("solver")}, {1}, 0), &error));
    }

    // The command line's part: --solver [NAME=]SPEC, --seeds, --time.
    void commandLine()
    {
        const auto run = [](const QStringList& args, int& code, QString& err) {
            return pb::test::makeFromArgs(pb::cli::peaceableTournament(), args, code, err);
        };
        int code = 0;
        QString err;
        std::unique_ptr<Format> format =
            run({"--solver", "solver", "--solver", "k=" + testSolver("king"), "--seeds", "1-3,2", "--time", "2"}, code, err);
        QVERIFY2(format, qPrintable(err));
        QCOMPARE(code, 0);
        QCOMPARE(format->players(), QStringList({"solver", "k"}));
        QCOMPARE(format->settings()["seeds"].toArray(), QJsonArray({1, 2, 3}));
        QCOMPARE(format->settings()["time"].toDouble(), 2.0);

        format = run({"--solver", "solver"}, code, err);
        QVERIFY(format);
        QCOMPARE(format->settings()["seeds"].toArray().size(), 10);
        QCOMPARE(format->settings()["time"].toDouble(), 10.0);

        for (const QStringList& bad : {QStringList{}, QStringList{"--solver", "solver", "--seeds", "0"},
                                       QStringList{"--solver", "solver", "--time", "0"},
                                       QStringList{"--solver", "solver", "--solver", "solver"},
                                       QStringList{"--solver", "solver:turbo"}}) {
            err.clear();
            QVERIFY(!run(bad, code, err));
            QCOMPARE(code, 2);
            QVERIFY(!err.isEmpty());
        }
    }
};

QTEST_MAIN(TestPeaceableTournament)
#include "tst_peaceable_tournament.moc"
