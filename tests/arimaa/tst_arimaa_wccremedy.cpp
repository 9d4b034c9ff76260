// Technical failures in the championship, the game's part (arimaa/wccremedy.h): a tournament
// result keeps the clock move by move; a resumption point made from a record and result keeps
// the moves before the chosen one with the clocks of that moment; a job resumed from it plays on
// from there and its record says so; a game stopped midway comes back as a halted outcome.

#include "arimaa/session.h"
#include "arimaa/tournament.h"
#include "arimaa/wccremedy.h"

#include <QJsonArray>
#include <QtTest>

#include <thread>

using namespace pb::arimaa;
namespace t = pb::tournament;

namespace {

// Two random bots under 3s/10s/50/0/6t: six turns each (setups included), then scored.
const char* const kControl = "3s/10s/50/0/6t";

// Random bots move at once; search bots think the untimed time per move.
std::unique_ptr<t::Format> roundRobin(const QString& tc = QLatin1String(kControl), int untimedMs = 0,
                                      const QString& bot = QStringLiteral("bot:random"))
{
    QJsonArray players;
    for (int i = 0; i < 2; ++i)
        players.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("p%1").arg(i)}, {QStringLiteral("spec"), bot}});
    QString error;
    auto f = makeTournament({{QStringLiteral("game"), QStringLiteral("arimaa")},
                             {QStringLiteral("players"), players},
                             {QStringLiteral("games"), 1},
                             {QStringLiteral("tc"), tc},
                             {QStringLiteral("untimed_ms"), untimedMs},
                             {QStringLiteral("bot_depth"), 0},
                             {QStringLiteral("seed"), 3}},
                            &error);
    if (!f)
        qWarning("%s", qPrintable(error));
    return f;
}

QStringList moveLines(const QString& record)
{
    const QString moves = record.mid(record.indexOf(QLatin1String("\n\n")) + 2);
    return moves.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

TimeControl control()
{
    return parseTimeControl(kControl).control;
}

} // namespace

class TestArimaaWccRemedy : public QObject {
    Q_OBJECT
private slots:
    // The clock entries round-trip and give clockAfter's values.
    void clockEntriesRoundTrip()
    {
        std::vector<MoveReport> moves(3);
        for (int i = 0; i < 3; ++i) {
            moves[static_cast<std::size_t>(i)].side = i % 2;
            moves[static_cast<std::size_t>(i)].usedMs = 100 + i;
            moves[static_cast<std::size_t>(i)].reserveMs = {1000 - i, 2000 + i};
            moves[static_cast<std::size_t>(i)].gameElapsedMs = 500 * (i + 1);
        }
        const std::vector<MoveReport> back = wcc::clockFromJson(wcc::clockJson(moves));
        QCOMPARE(back.size(), moves.size());
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(back[i].side, moves[i].side);
            QCOMPARE(back[i].usedMs, moves[i].usedMs);
            QCOMPARE(back[i].reserveMs, moves[i].reserveMs);
            QCOMPARE(back[i].gameElapsedMs, moves[i].gameElapsedMs);
        }
    }

    // A played game's result keeps one clock entry per move; the point before 3s keeps 1g..3g
    // with the reserves and game time after 3g and each side's last turn; a job resumed from it
    // plays on from 3s with the same first five moves, and its record says why.
    void resumeAPlayedGameFromOneOfItsMoves()
    {
        const auto format = roundRobin();
        QVERIFY(format);
        const t::Job job = format->plan().front();
        const std::atomic<bool> never{false};
        const std::optional<t::Outcome> first = format->play(job, never);
        QVERIFY(first && !first->halted);
        QCOMPARE(first->result[QStringLiteral("termination")].toString(), QStringLiteral("s"));
        const QJsonArray clock = first->result[QStringLiteral("clock")].toArray();
        QCOMPARE(clock.size(), 12);
        QCOMPARE(first->result[QStringLiteral("moves")].toInt(), 12);
        const QStringList lines = moveLines(first->record);
        QCOMPARE(lines.size(), 12);

        QString error;
        const std::optional<QJsonObject> point =
            wcc::resumePoint(first->record, first->result, QStringLiteral("3s"), QStringLiteral("Silver's  server\nlost a move"), control(), &error);
        QVERIFY2(point, qPrintable(error));
        QCOMPARE(point->value(QStringLiteral("from")).toString(), QStringLiteral("3s"));
        QCOMPARE(point->value(QStringLiteral("moves")).toArray().size(), 5);
        QCOMPARE(point->value(QStringLiteral("moves")).toArray().at(4).toString(), lines.at(4));
        QVERIFY(lines.at(4).startsWith(QLatin1String("3g ")));
        const QJsonArray after3g = clock.at(4).toArray();
        QCOMPARE(point->value(QStringLiteral("reserve_ms")).toArray(), (QJsonArray{after3g.at(2), after3g.at(3)}));
        QCOMPARE(point->value(QStringLiteral("game_ms")).toInteger(), after3g.at(4).toInteger());
        QCOMPARE(point->value(QStringLiteral("last_used_ms")).toArray(),
                 (QJsonArray{after3g.at(1), clock.at(3).toArray().at(1)}));  // 3g's and 2s's turns
        QCOMPARE(point->value(QStringLiteral("reason")).toString(), QStringLiteral("Silver's server lost a move"));
        QCOMPARE(point->value(QStringLiteral("clock")).toArray().size(), 5);

        t::Job again = job;
        again.params.insert(QStringLiteral("resume"), *point);
        const std::optional<t::Outcome> second = format->play(again, never);
        QVERIFY(second && !second->halted);
        const QStringList replayed = moveLines(second->record);
        QCOMPARE(replayed.mid(0, 5), lines.mid(0, 5));
        QCOMPARE(replayed.size(), 12);  // the turn counts went on: six each, then scored
        QCOMPARE(second->result[QStringLiteral("moves")].toInt(), 12);
        const QJsonArray clock2 = second->result[QStringLiteral("clock")].toArray();
        QCOMPARE(clock2.size(), 12);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(clock2.at(i), clock.at(i));
        QVERIFY(clock2.at(5).toArray().at(4).toInteger() > after3g.at(4).toInteger());
        QVERIFY2(second->record.contains(QLatin1String("Resumed: 3s after a halt (Silver's server lost a move); reserves Gold ")),
                 qPrintable(second->record.left(500)));

        // Resumed again from 2g: the earlier halt stays in the record, before the new one.
        const std::optional<QJsonObject> twice =
            wcc::resumePoint(second->record, second->result, QStringLiteral("2g"), QStringLiteral("again"), control(), &error);
        QVERIFY2(twice, qPrintable(error));
        QCOMPARE(twice->value(QStringLiteral("earlier")).toArray().size(), 1);
        t::Job third = job;
        third.params.insert(QStringLiteral("resume"), *twice);
        const std::optional<t::Outcome> last = format->play(third, never);
        QVERIFY(last);
        const qsizetype a = last->record.indexOf(QLatin1String("Resumed: 3s")), b = last->record.indexOf(QLatin1String("Resumed: 2g"));
        QVERIFY2(a >= 0 && b > a, qPrintable(last->record.left(600)));

        // Moves that are not the game's are refused, naming the game's range; the move after the
        // last one is allowed here (the game was halted by the limit, not decided on the board).
        for (const char* bad : {"8g", "0g", "x", "7s"}) {
            QVERIFY(!wcc::resumePoint(first->record, first->result, QLatin1String(bad), {}, control(), &error));
            QVERIFY2(error.contains(QLatin1String(bad)) && error.contains(QLatin1String("7g")), qPrintable(error));
        }
        QVERIFY(wcc::resumePoint(first->record, first->result, QStringLiteral("7g"), {}, control(), &error));
        // A result without the clock of the moves kept (played before results kept it): refused.
        QJsonObject bare = first->result;
        bare.remove(QStringLiteral("clock"));
        QVERIFY(!wcc::resumePoint(first->record, bare, QStringLiteral("3s"), {}, control(), &error));
        QVERIFY2(error.contains(QLatin1String("clock")), qPrintable(error));
    }

    // A game cancelled midway comes back as a halted outcome with its moves and clock; one
    // cancelled before its first move is simply unfinished.
    void aGameStoppedMidwayIsKeptAsHalted()
    {
        const auto format = roundRobin(QString(), 100, QStringLiteral("bot:search"));  // 100 ms a move
        QVERIFY(format);
        const t::Job job = format->plan().front();
        std::atomic<bool> cancel{true};
        QVERIFY(!format->play(job, cancel));
        cancel = false;
        std::optional<t::Outcome> out;
        std::thread player([&] { out = format->play(job, cancel); });
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        cancel = true;
        player.join();
        QVERIFY(out);
        QVERIFY(out->halted);
        const int moves = out->result[QStringLiteral("moves")].toInt();
        QVERIFY2(moves >= 3, qPrintable(QString::number(moves)));  // the setups and 2g at least
        QCOMPARE(out->result[QStringLiteral("clock")].toArray().size(), moves);
        QCOMPARE(moveLines(out->record).size(), moves);
        QVERIFY(!out->result.contains(QStringLiteral("winner")));
        QVERIFY(out->record.contains(QLatin1String("Termination: cancelled")));
        const QString at = out->result[QStringLiteral("halted_at")].toString();
        QString error;
        // It resumes from the move where it stopped, or any before.
        QVERIFY2(wcc::resumePoint(out->record, out->result, at, {}, {}, &error), qPrintable(error));
        QVERIFY2(wcc::resumePoint(out->record, out->result, QStringLiteral("2g"), {}, {}, &error), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestArimaaWccRemedy)
#include "tst_arimaa_wccremedy.moc"
