#include "store/tournamentresume.h"

#include "store/tournamentdb.h"

#include "arimaa/timecontrol.h"
#include "arimaa/wccremedy.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace pb::store {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(TournamentResume)
};

QString secondsText(qint64 ms)
{
    return QStringLiteral("%1 s").arg(static_cast<double>(ms) / 1000.0, 0, 'f', 3);
}

// Why the games of a tournament of `game` cannot be resumed; empty when they can.
QString refusal(const QString& path, const QString& game)
{
    if (game == QLatin1String("arimaa-wcc-qualifier"))
        return Text::tr("%1: the qualifier counts games decided by technical failures as they ended (its rules); "
                        "only finals and round robin games are resumed")
            .arg(path);
    if (game != QLatin1String("arimaa") && game != QLatin1String("arimaa-wcc-finals"))
        return Text::tr("%1: only Arimaa games can be resumed, not %2 games").arg(path, game);
    return {};
}

// The last round with a result (0 for a tournament without rounds, or none played).
int lastPlayedRound(const TournamentDb& db)
{
    int round = 0;
    for (const tournament::Finished& f : db.finished())
        round = std::max(round, f.job.params.value(QStringLiteral("round")).toInt(0));
    return round;
}

} // namespace

std::vector<ResumeCandidate> resumeCandidates(const QString& path, QString* message)
{
    std::vector<ResumeCandidate> out;
    TournamentDb db(path, TournamentDb::Open::Existing);
    if (!db.ok()) {
        *message = db.error();
        return out;
    }
    *message = refusal(path, db.settings().value(QStringLiteral("game")).toString());
    if (!message->isEmpty())
        return out;
    const int last = lastPlayedRound(db);
    for (const tournament::Finished& f : db.finished())
        if (f.job.params.value(QStringLiteral("round")).toInt(0) == last)
            out.push_back({f.job.id, false, {}});
    for (const tournament::Job& job : db.unfinished()) {
        const std::vector<TournamentEvent> events = db.events(job.id);
        for (auto e = events.rbegin(); e != events.rend(); ++e)
            if (e->kind == QLatin1String("halted")) {
                out.push_back({job.id, true, e->result.value(QStringLiteral("halted_at")).toString()});
                break;
            }
    }
    return out;
}

bool resumeGame(const ResumeRequest& request, QString* message)
{
    TournamentDb db(request.path, TournamentDb::Open::Existing);
    if (!db.ok()) {
        *message = db.error();
        return false;
    }
    const std::unique_ptr<QLockFile> lock = lockTournament(request.path, message);
    if (!lock)
        return false;
    const QJsonObject settings = db.settings();
    *message = refusal(request.path, settings.value(QStringLiteral("game")).toString());
    if (!message->isEmpty())
        return false;
    const std::vector<tournament::Job> plan = db.plan();
    const int n = request.job + 1;
    if (request.job < 0 || request.job >= static_cast<int>(plan.size())) {
        *message = Text::tr("%1: there is no game %2 (the plan has %3 so far)").arg(request.path).arg(n).arg(plan.size());
        return false;
    }
    const tournament::Job& job = plan[static_cast<std::size_t>(request.job)];

    // A round's results stand once a game of a later round has been played (rule 1).
    const int round = job.params.value(QStringLiteral("round")).toInt(0);
    int dropFrom = static_cast<int>(plan.size());
    if (round > 0) {
        for (const tournament::Job& j : plan)
            if (j.params.value(QStringLiteral("round")).toInt() > round) {
                dropFrom = j.id;
                break;
            }
        for (const tournament::Finished& f : db.finished())
            if (f.job.id >= dropFrom) {
                *message = Text::tr("%1: round %2 has started, so the results of round %3 stand (the "
                                    "championship's rule on technical problems)")
                               .arg(request.path).arg(round + 1).arg(round);
                return false;
            }
    }

    // What was played: the finished game, or else the game as it was halted last.
    tournament::Outcome source;
    QString kind;
    if (const std::optional<tournament::Finished> done = db.finishedJob(request.job)) {
        source = done->outcome;
        kind = QStringLiteral("invalidated");
    } else {
        const std::vector<TournamentEvent> events = db.events(request.job);
        auto halted = std::find_if(events.rbegin(), events.rend(),
                                   [](const TournamentEvent& e) { return e.kind == QLatin1String("halted"); });
        if (halted == events.rend()) {
            *message = Text::tr("%1: game %2 has been neither played nor halted; it is played from the start")
                           .arg(request.path).arg(n);
            return false;
        }
        source = {halted->result, halted->record};
        kind = QStringLiteral("resumed");
    }
    const QString tc = settings.value(QStringLiteral("tc")).toString();
    pb::arimaa::TimeControl control;
    if (!tc.isEmpty())
        control = pb::arimaa::parseTimeControl(tc.toStdString()).control;
    QString why;
    const std::optional<QJsonObject> point =
        pb::arimaa::wcc::resumePoint(source.record, source.result, request.from, request.reason, control, &why);
    if (!point) {
        *message = Text::tr("%1: game %2: %3").arg(request.path).arg(n).arg(why);
        return false;
    }
    QJsonObject params = job.params;
    params.insert(QStringLiteral("resume"), *point);
    const QJsonObject detail{{QStringLiteral("from"), point->value(QStringLiteral("from"))},
                             {QStringLiteral("reason"), point->value(QStringLiteral("reason"))}};
    if (!db.reopen(request.job, params, dropFrom, kind, detail)) {
        *message = db.error();
        return false;
    }
    const QJsonArray reserve = point->value(QStringLiteral("reserve_ms")).toArray();
    *message = (kind == QLatin1String("invalidated")
                    ? Text::tr("Game %1's result is invalidated; it will be replayed from %2")
                    : Text::tr("Game %1 will resume from %2"))
                   .arg(n).arg(request.from.trimmed());
    if (!tc.isEmpty())
        *message += Text::tr(" with reserves Gold %1, Silver %2 and game time %3")
                        .arg(secondsText(reserve.at(0).toInteger()), secondsText(reserve.at(1).toInteger()),
                             secondsText(point->value(QStringLiteral("game_ms")).toInteger()));
    if (dropFrom < static_cast<int>(plan.size()))
        *message += Text::tr("; round %1 will be paired again").arg(round + 1);
    *message += Text::tr(". Play the tournament again to play it.");
    return true;
}

} // namespace pb::store
