#include "arimaa/player.h"

#include <QCoreApplication>
#include <QProcess>

#include <algorithm>

namespace pb::arimaa {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ArimaaSession)
};

AeiInfo infoOf(const SearchReport& report)
{
    AeiInfo info;
    info.score = report.score;
    info.depth = std::to_string(report.depth);
    info.nodes = report.nodes;
    info.pv = report.pv;
    info.time = static_cast<double>(report.elapsedMs) / 1000.0;
    info.type = "score";
    info.value = std::to_string(report.score);
    return info;
}

} // namespace

BotPlayer::BotPlayer(BotLevel level, std::uint64_t seed, int maxDepth) : m_bot(level, seed), m_maxDepth(maxDepth) {}

QString BotPlayer::name() const { return QStringLiteral("bot:") + QLatin1String(botLevelName(m_bot.level())); }

Player::Reply BotPlayer::turn(const TurnRequest& request, const std::atomic<bool>* stop)
{
    BotLimits limits;
    limits.cancel = stop;
    if (m_maxDepth > 0) {
        limits.maxDepth = m_maxDepth;
    } else if (request.timed) {
        // A share of the move time and a little of the reserve, well inside what is allowed.
        const std::int64_t planned = request.moveTimeMs * 8 / 10 + request.reserveMs / 20;
        limits.budgetMs = std::clamp<std::int64_t>(planned, 50, std::max<std::int64_t>(50, request.deadlineMs - 500));
    } else {
        limits.budgetMs = std::max<std::int64_t>(1, request.deadlineMs);
    }
    if (request.onInfo && m_bot.level() == BotLevel::Search)
        limits.onInfo = [&request](const SearchReport& report) { request.onInfo(infoOf(report)); };
    const BotMove chosen = m_bot.choose(*request.game, limits);
    Reply reply;
    if (stop && stop->load()) {
        reply.status = Status::Stopped;
        return reply;
    }
    reply.move = chosen.text;
    if (chosen.report.depth > 0)
        reply.info = infoOf(chosen.report);
    return reply;
}

Player::Reply PersonPlayer::turn(const TurnRequest& request, const std::atomic<bool>* stop)
{
    Reply reply;
    const std::optional<std::string> move = m_inbox.wait(stop, request.timed ? request.deadlineMs : -1);
    if (move) {
        reply.move = *move;
    } else if (stop && stop->load()) {
        reply.status = Status::Stopped;
    } else {
        reply.status = Status::Fault;
        reply.fault = AeiFault{AeiFaultKind::Timeout, Text::tr("no move within %1 ms").arg(request.deadlineMs), {}};
    }
    return reply;
}

PlayerSpec programSpec(const QString& commandLine)
{
    PlayerSpec p;
    QStringList words = QProcess::splitCommand(commandLine);
    p.bot = false;
    p.name = commandLine.trimmed();
    if (words.isEmpty())
        return p;
    p.program = words.takeFirst();
    p.arguments = words;
    return p;
}

PlayerSpec parsePlayerSpec(const QString& text, QString* error)
{
    const QString t = text.trimmed();
    if (t.startsWith(QLatin1String("bot:"))) {
        PlayerSpec p;
        p.name = t;
        const QStringList parts = t.mid(4).split(QLatin1Char(':'));
        if (const auto level = parseBotLevel(parts.first().toStdString())) {
            p.bot = true;
            p.level = *level;
        } else if (error) {
            *error = Text::tr("unknown bot '%1' (bot:random, bot:search or bot:search:depth=N)").arg(t);
        }
        for (qsizetype i = 1; i < parts.size() && p.bot; ++i) {
            bool number = false;
            const int depth = parts[i].startsWith(QLatin1String("depth=")) ? parts[i].mid(6).toInt(&number) : 0;
            if (number && depth >= 1 && depth <= 64) {
                p.depth = depth;
            } else {
                p.bot = false;
                if (error)
                    *error = Text::tr("bot '%1': '%2' is not a setting (depth=N, N from 1 to 64)").arg(t, parts[i]);
            }
        }
        return p;
    }
    PlayerSpec p = programSpec(t);
    if (p.program.isEmpty() && error)
        *error = Text::tr("an empty engine command");
    return p;
}

} // namespace pb::arimaa
