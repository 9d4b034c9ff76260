// Replay: snapshots, seeking, phrase occurrences, hand-play growth, solutions files.

#include "problems.h"
#include "reference.h"

#include "honeycomb/game.h"
#include "honeycomb/problem.h"
#include "honeycomb/replay.h"
#include "honeycomb/solutions.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <map>

using namespace pb::honeycomb;
using pb::test::honeycombPath;
using pb::test::problemFor;
using pb::test::problemPath;

namespace {

// A printable summary of a game's state, to compare two games.
QString stateOf(const Game& g)
{
    QString s;
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x)
            s += g.full(x, y) ? QLatin1Char('#') : QLatin1Char('.');
    s += QStringLiteral("|unit");
    for (const Cell& c : g.unitCells())
        s += QStringLiteral(" %1,%2").arg(c.x).arg(c.y);
    s += QStringLiteral("|pivot %1,%2|move %3|locked %4|left %5|end %6")
             .arg(g.pivot().x).arg(g.pivot().y).arg(g.moveScore()).arg(g.lockedUnits()).arg(g.unitsLeft())
             .arg(static_cast<int>(g.end()));
    return s;
}

void compareResults(const ScoreResult& a, const ScoreResult& b, const QString& where)
{
    QVERIFY2(a.moveScore == b.moveScore, qPrintable(where));
    QVERIFY2(a.powerScore == b.powerScore, qPrintable(where));
    QVERIFY2(a.score == b.score, qPrintable(where));
    QVERIFY2(a.error == b.error, qPrintable(where));
    QVERIFY2(a.errorIndex == b.errorIndex, qPrintable(where));
    QVERIFY2(a.errorCode() == b.errorCode(), qPrintable(where));
    QVERIFY2(a.lockedUnits == b.lockedUnits, qPrintable(where));
    QVERIFY2(a.end == b.end, qPrintable(where));
    QVERIFY2(a.commands == b.commands, qPrintable(where));
    QVERIFY2(a.phrasesUsed == b.phrasesUsed, qPrintable(where));
}

} // namespace

class TestReplay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { PB_REQUIRE_REFERENCE(QStringLiteral("honeycomb/expected-scores.jsonl")); }

    // The replay scores every real contest solution exactly as scoreSolution does.
    void sameResultsAsScorer()
    {
        const auto scores = pb::test::readExpectedScores();
        QVERIFY(scores);
        int records = 0;
        for (const QJsonObject& o : *scores) {
            const Problem& problem = problemFor(o.value(QLatin1String("problemId")).toInt());
            const auto seed = static_cast<std::uint32_t>(o.value(QLatin1String("seed")).toDouble());
            const QString solution = o.value(QLatin1String("solution")).toString();
            const Replay replay(problem, seed, solution);
            compareResults(replay.result(), scoreSolution(problem, seed, solution),
                           QStringLiteral("record %1").arg(records));
            QCOMPARE(replay.result().score, o.value(QLatin1String("score")).toInt());
            ++records;
        }
        QCOMPARE(records, 357);
    }

    void edgeCasesAndErrors()
    {
        QFile f(honeycombPath(QStringLiteral("edge-cases.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        for (const QJsonValue v : QJsonDocument::fromJson(f.readAll()).array()) {
            const QJsonObject o = v.toObject();
            const Problem& problem = problemFor(o.value(QLatin1String("problemId")).toInt());
            const auto seed = static_cast<std::uint32_t>(o.value(QLatin1String("seed")).toDouble());
            const QString solution = o.value(QLatin1String("solution")).toString();
            const Replay replay(problem, seed, solution);
            compareResults(replay.result(), scoreSolution(problem, seed, solution),
                           o.value(QLatin1String("desc")).toString());
        }
        // The repeat of edge case 1: W then E at character 1.
        const Replay repeat(problemFor(0), 0, QStringLiteral("pb"));
        QCOMPARE(repeat.error(), ErrorKind::Repeat);
        QCOMPARE(repeat.errorIndex(), 1);
        QCOMPARE(repeat.commandCount(), 1);
        const Replay invalid(problemFor(0), 0, QStringLiteral("ll#ll"));
        QCOMPARE(invalid.error(), ErrorKind::InvalidCommand);
        QCOMPARE(invalid.errorIndex(), 2);
        QCOMPARE(invalid.errorChar(), u'#');
        QCOMPARE(invalid.commandCount(), 2);
    }

    // gameAt(n) equals a fresh game after n commands, across snapshot boundaries.
    void seekEqualsFreshGame()
    {
        const Problem& problem = problemFor(6);
        QFile f(honeycombPath(QStringLiteral("golden/official_example_6_3261.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const SolutionsParse parse = parseSolutions(f.readAll(), f.fileName());
        QVERIFY2(parse.ok(), qPrintable(parse.error));
        const SolutionEntry& entry = parse.entries.front();
        const Replay replay(problem, entry.seed, entry.solution, defaultPhrases(), 7);
        QVERIFY(replay.commandCount() > 500);
        QVERIFY(replay.snapshotCount() > 50);
        for (int n : {0, 1, 6, 7, 8, 13, 14, 100, 333, replay.commandCount() - 1, replay.commandCount()}) {
            Game fresh(problem, entry.seed);
            for (int i = 0; i < n; ++i)
                fresh.play(replay.step(i).command);
            QCOMPARE(stateOf(replay.gameAt(n)), stateOf(fresh));
            QCOMPARE(replay.moveScoreAt(n), fresh.moveScore());
            QCOMPARE(replay.lockedUnitsAt(n), fresh.lockedUnits());
        }
        QCOMPARE(stateOf(replay.gameAt(replay.commandCount())), stateOf(replay.finalGame()));
        QCOMPARE(replay.result().score, 3261);
    }

    // The ~300,000-command solution of problem 24: at most ~130 snapshots, so a seek replays at
    // most 1/128 of the game from the nearest one (the times are printed, not asserted).
    void longSolutionSeeksFast()
    {
        const auto scores = pb::test::readExpectedScores();
        QVERIFY(scores);
        QJsonObject longest;
        qsizetype length = 0;
        for (const QJsonObject& o : *scores) {
            const qsizetype n = o.value(QLatin1String("solution")).toString().size();
            if (n > length) {
                length = n;
                longest = o;
            }
        }
        QVERIFY(length > 250000);
        const Problem& problem = problemFor(longest.value(QLatin1String("problemId")).toInt());
        const auto seed = static_cast<std::uint32_t>(longest.value(QLatin1String("seed")).toDouble());
        QElapsedTimer timer;
        timer.start();
        const Replay replay(problem, seed, longest.value(QLatin1String("solution")).toString());
        const qint64 buildMs = timer.elapsed();
        QCOMPARE(replay.result().score, longest.value(QLatin1String("score")).toInt());
        QVERIFY(replay.snapshotCount() <= 130);
        timer.restart();
        int worst = 0;
        for (int k = 0; k < 50; ++k) {
            QElapsedTimer one;
            one.start();
            const int n = static_cast<int>((static_cast<long long>(k) * 7919 * 37) % (replay.commandCount() + 1));
            const Game g = replay.gameAt(n);
            QVERIFY(g.lockedUnits() == replay.lockedUnitsAt(n));
            worst = std::max(worst, static_cast<int>(one.nsecsElapsed() / 1000));
        }
        qInfo("problem 24: %d commands, replay built in %lld ms, slowest of 50 seeks %d us",
              replay.commandCount(), buildMs, worst);
    }

    // Every start index counts, overlapping ones included, as in the power score.
    void phraseOccurrences()
    {
        const QString text = QStringLiteral("Ia! Ia! ia!ei!");
        const Replay replay(problemFor(0), 0, text);
        std::vector<std::pair<int, int>> found;  // phrase, start
        for (const PhraseOccurrence& o : replay.occurrences())
            found.emplace_back(o.phrase, o.start);
        const std::vector<std::pair<int, int>> expected = {{1, 0}, {1, 4}, {0, 11}};
        QCOMPARE(found, expected);
        QCOMPARE(replay.occurrences()[0].length, 7);
        QCOMPARE(powerScore(text, defaultPhrases()), (2 * 7 * 2 + 300) + (2 * 3 + 300));
        QCOMPARE(replay.powerScoreAt(replay.commandCount()), powerScore(text, defaultPhrases()));
        // The power score so far grows as each phrase completes.
        QCOMPARE(replay.powerScoreAt(replay.commandsThroughChar(5)), 0);
        QCOMPARE(replay.powerScoreAt(replay.commandsThroughChar(6)), 2 * 7 + 300);
    }

    void seekByCharacterAndLocks()
    {
        // Problem 0 seed 0: spaces and newlines are ignored characters between commands.
        const QString text = QStringLiteral("l\nl lllllllll");
        const Replay replay(problemFor(0), 0, text);
        QCOMPARE(replay.commandsThroughChar(0), 1);
        QCOMPARE(replay.commandsThroughChar(1), 1);  // the newline plays nothing
        QCOMPARE(replay.commandsThroughChar(2), 2);
        QCOMPARE(replay.commandsThroughChar(3), 3);  // a space is SE
        // Brute force for the lock positions.
        for (int n = 0; n <= replay.commandCount(); ++n) {
            int next = replay.commandCount();
            for (int i = n; i < replay.commandCount(); ++i)
                if (replay.step(i).locked) {
                    next = i + 1;
                    break;
                }
            int previous = 0;
            for (int i = n - 2; i >= 0; --i)
                if (replay.step(i).locked) {
                    previous = i + 1;
                    break;
                }
            QCOMPARE(replay.nextLockAfter(n), next);
            QCOMPARE(replay.previousLockBefore(n), previous);
        }
        QVERIFY(replay.lockedUnitsAt(replay.commandCount()) >= 1);
    }

    // Growing a replay one character at a time gives the replay of the whole text; a repeat is
    // refused; truncating gives the replay of the prefix.
    void appendAndTruncate()
    {
        const Problem& problem = problemFor(6);
        const QString text = QStringLiteral("ei! ei! ei! ei!4aa4hggg4a44jajiaaaggjjajg444jigijhag");
        Replay grown(problem, 0, QString(), defaultPhrases(), 5);
        for (QChar ch : text)  // every character is a command of this error-free solution
            QCOMPARE(grown.append(ch), Replay::AppendResult::Played);
        const Replay whole(problem, 0, text, defaultPhrases(), 5);
        compareResults(grown.result(), whole.result(), QStringLiteral("grown"));
        QCOMPARE(grown.result().score, 342);  // the golden tag 18:324:342
        QCOMPARE(grown.occurrences().size(), whole.occurrences().size());

        // W then E comes back to a position held: refused, nothing changes.
        Replay hand(problem, 0, QString());
        QCOMPARE(hand.append(QLatin1Char('p')), Replay::AppendResult::Played);
        QCOMPARE(hand.append(QLatin1Char('b')), Replay::AppendResult::Repeat);
        QCOMPARE(hand.solution(), QStringLiteral("p"));
        QCOMPARE(hand.commandCount(), 1);
        QCOMPARE(hand.append(QLatin1Char('#')), Replay::AppendResult::Invalid);
        QCOMPARE(hand.append(QLatin1Char('\n')), Replay::AppendResult::Ignored);
        QCOMPARE(hand.solution(), QStringLiteral("p\n"));

        for (int cut : {40, 17, 3, 0}) {
            grown.truncate(cut);
            const Replay prefix(problem, 0, text.left(cut), defaultPhrases(), 5);
            compareResults(grown.result(), prefix.result(), QStringLiteral("cut %1").arg(cut));
            QCOMPARE(stateOf(grown.finalGame()), stateOf(prefix.finalGame()));
            QCOMPARE(grown.occurrences().size(), prefix.occurrences().size());
            QCOMPARE(grown.solution(), text.left(cut));
        }

        // Truncating before an error clears it; appending after an error is refused.
        Replay broken(problemFor(0), 0, QStringLiteral("pbl"));
        QCOMPARE(broken.append(QLatin1Char('l')), Replay::AppendResult::HasError);
        broken.truncate(1);
        QCOMPARE(broken.error(), ErrorKind::None);
        QCOMPARE(broken.append(QLatin1Char('l')), Replay::AppendResult::Played);
    }

    void solutionsFiles()
    {
        std::vector<SolutionEntry> entries = {{6, 0, QStringLiteral("mine"), QStringLiteral("ei! \"x\"")},
                                              {24, 4294967295u, QString(), QStringLiteral("pal\nl")}};
        const QByteArray bytes = writeSolutions(entries);
        QCOMPARE(jsonKind(bytes), JsonKind::Solutions);
        const SolutionsParse parse = parseSolutions(bytes, QStringLiteral("mine.json"));
        QVERIFY2(parse.ok(), qPrintable(parse.error));
        QCOMPARE(parse.entries.size(), entries.size());
        for (std::size_t i = 0; i < entries.size(); ++i) {
            QCOMPARE(parse.entries[i].problemId, entries[i].problemId);
            QCOMPARE(parse.entries[i].seed, entries[i].seed);
            QCOMPARE(parse.entries[i].tag, entries[i].tag);
            QCOMPARE(parse.entries[i].solution, entries[i].solution);
        }
        const SolutionsParse broken = parseSolutions("[\n  {\"problemId\": 1,\n   \"seed\": }\n]", QStringLiteral("bad.json"));
        QVERIFY(!broken.ok());
        QVERIFY2(broken.error.startsWith(QStringLiteral("bad.json:3:")), qPrintable(broken.error));
        const SolutionsParse noSeed = parseSolutions(R"([{"problemId": 1, "solution": "x"}])", QStringLiteral("s.json"));
        QVERIFY2(noSeed.error.contains(QStringLiteral("entry 1")), qPrintable(noSeed.error));

        QFile problem(honeycombPath(QStringLiteral("problems/problem_3.json")));
        QVERIFY(problem.open(QIODevice::ReadOnly));
        QCOMPARE(jsonKind(problem.readAll()), JsonKind::Problem);
        QCOMPARE(jsonKind("{\"width\": 3}"), JsonKind::Other);
        QCOMPARE(jsonKind("[1, 2]"), JsonKind::Other);
        QCOMPARE(lineColumnOf("ab\ncd", 4), QStringLiteral("2:2"));
    }
};

QTEST_MAIN(TestReplay)
#include "tst_replay.moc"
