// Resuming a championship game after a technical failure (wccremedy.h).

#include "arimaa/wccremedy.h"

#include "arimaa/game.h"

#include <QCoreApplication>
#include <QStringList>

namespace pb::arimaa::wcc {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(WccRemedy)
};

QJsonArray pair(std::int64_t gold, std::int64_t silver)
{
    return {static_cast<qint64>(gold), static_cast<qint64>(silver)};
}

std::array<std::int64_t, 2> pairOf(const QJsonValue& v)
{
    const QJsonArray a = v.toArray();
    return {a.at(0).toInteger(), a.at(1).toInteger()};
}

} // namespace

QJsonArray clockJson(const std::vector<MoveReport>& moves)
{
    QJsonArray out;
    for (const MoveReport& m : moves)
        out.append(QJsonArray{m.side, static_cast<qint64>(m.usedMs), static_cast<qint64>(m.reserveMs[0]),
                              static_cast<qint64>(m.reserveMs[1]), static_cast<qint64>(m.gameElapsedMs)});
    return out;
}

std::vector<MoveReport> clockFromJson(const QJsonArray& clock)
{
    std::vector<MoveReport> out;
    out.reserve(static_cast<std::size_t>(clock.size()));
    for (const QJsonValue& v : clock) {
        const QJsonArray e = v.toArray();
        MoveReport m;
        m.side = e.at(0).toInt() == Silver ? Silver : Gold;
        m.usedMs = e.at(1).toInteger();
        m.reserveMs = {e.at(2).toInteger(), e.at(3).toInteger()};
        m.gameElapsedMs = e.at(4).toInteger();
        out.push_back(m);
    }
    return out;
}

std::optional<QJsonObject> resumePoint(const QString& record, const QJsonObject& result, const QString& from,
                                       const QString& reason, const TimeControl& control, QString* error)
{
    // The record: "Key: value" lines, an empty line, then one line per move.
    QStringList earlier;
    std::vector<std::string> lines;
    bool header = true;
    for (const QString& raw : record.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (header) {
            if (line.isEmpty())
                header = false;
            else if (line.startsWith(QLatin1String("Resumed:")))
                earlier.append(line.mid(8).trimmed());
            else if (line.startsWith(QLatin1String("Start:"))) {
                *error = Text::tr("the game began from a position; only games from the setups can be resumed");
                return std::nullopt;
            }
        } else if (!line.isEmpty()) {
            lines.push_back(line.toStdString());
        }
    }
    // Replay the moves to find each one's label (and that the record is sound).
    Game game;
    const std::string wanted = from.trimmed().toStdString();
    std::string lastPlayed;
    std::size_t kept = lines.size() + 1;  // none found yet
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (game.moveLabel() == wanted) {
            kept = i;
            break;
        }
        lastPlayed = game.moveLabel();
        const QString why = game.play(lines[i]);
        if (!why.isEmpty()) {
            *error = Text::tr("the record's move %1 does not replay: %2").arg(QString::fromStdString(lines[i]), why);
            return std::nullopt;
        }
    }
    if (kept > lines.size()) {
        // The move after the last one, unless the game ended there on the board.
        if (game.moveLabel() != wanted || game.outcome().decided()) {
            const std::string last = game.outcome().decided() ? lastPlayed : game.moveLabel();
            *error = Text::tr("%1 is not a move of this game to play again (it can go on from 1g to %2)")
                         .arg(from.trimmed(), QString::fromStdString(last));
            return std::nullopt;
        }
        kept = lines.size();
    }
    const QJsonArray clock = result.value(QStringLiteral("clock")).toArray();
    if (static_cast<std::size_t>(clock.size()) < kept) {
        *error = Text::tr("the result keeps the clock of %1 moves, not of the %2 before %3").arg(clock.size()).arg(kept).arg(from.trimmed());
        return std::nullopt;
    }
    const std::vector<MoveReport> reports = clockFromJson(clock);
    const ClockState state = clockAfter(reports, kept, control);
    QJsonArray moves, keptClock;
    for (std::size_t i = 0; i < kept; ++i) {
        moves.append(QString::fromStdString(lines[i]));
        keptClock.append(clock.at(static_cast<qsizetype>(i)));
    }
    return QJsonObject{{QStringLiteral("from"), from.trimmed()},
                       {QStringLiteral("moves"), moves},
                       {QStringLiteral("clock"), keptClock},
                       {QStringLiteral("reserve_ms"), pair(state.reserveMs[0], state.reserveMs[1])},
                       {QStringLiteral("game_ms"), static_cast<qint64>(state.gameElapsedMs)},
                       {QStringLiteral("last_used_ms"), pair(state.lastUsedMs[0], state.lastUsedMs[1])},
                       {QStringLiteral("reason"), reason.simplified()},
                       {QStringLiteral("earlier"), QJsonArray::fromStringList(earlier)}};
}

QJsonArray applyResume(const QJsonObject& resume, SessionOptions& options)
{
    options.moves.clear();
    for (const QJsonValue& v : resume.value(QStringLiteral("moves")).toArray())
        options.moves.push_back(v.toString().toStdString());
    Resumption r;
    r.clock.reserveMs = pairOf(resume.value(QStringLiteral("reserve_ms")));
    r.clock.gameElapsedMs = resume.value(QStringLiteral("game_ms")).toInteger();
    r.clock.lastUsedMs = pairOf(resume.value(QStringLiteral("last_used_ms")));
    r.reason = resume.value(QStringLiteral("reason")).toString();
    for (const QJsonValue& v : resume.value(QStringLiteral("earlier")).toArray())
        r.earlier.push_back(v.toString().toStdString());
    options.resume = std::move(r);
    return resume.value(QStringLiteral("clock")).toArray();
}

} // namespace pb::arimaa::wcc
