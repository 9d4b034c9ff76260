#include "less/player.h"

#include "less/rush.h"

#include <QCoreApplication>
#include <QProcess>

namespace pb::less {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessReferee)
};

} // namespace

BotPlayer::BotPlayer(BotLevel level, std::uint64_t seed, std::chrono::milliseconds budget)
{
    m_options.level = level;
    m_options.seed = seed;
    m_options.budget = budget;
    if (level == BotLevel::Mcts) {
        m_rushTables = std::make_unique<RushTables>();
        m_options.rushTables = m_rushTables.get();
    }
}

BotPlayer::~BotPlayer() = default;

QString BotPlayer::name() const { return QStringLiteral("bot:") + QLatin1String(botLevelName(m_options.level)); }

Player::TurnReply BotPlayer::turn(const Game& game, const std::atomic<bool>* stop)
{
    BotOptions options = m_options;
    options.cancel = stop;
    TurnReply reply;
    reply.turn = chooseTurn(game, options);
    if (stop && stop->load())
        reply.status = Status::Stopped;
    return reply;
}

Player::TurnReply PersonPlayer::turn(const Game& game, const std::atomic<bool>* stop)
{
    (void)game;
    TurnReply reply;
    const std::optional<Turn> t = m_inbox.wait(stop);
    if (!t)
        reply.status = Status::Stopped;
    else
        reply.turn = *t;
    return reply;
}

PlayerSpec parsePlayerSpec(const QString& text, QString* error)
{
    PlayerSpec p;
    const QString t = text.trimmed();
    p.name = t;
    if (t.startsWith(QLatin1String("bot:"))) {
        const QString level = t.mid(4);
        for (BotLevel l : {BotLevel::Random, BotLevel::Greedy, BotLevel::Search, BotLevel::Mcts})
            if (level == QLatin1String(botLevelName(l))) {
                p.bot = true;
                p.level = l;
                return p;
            }
        if (error)
            *error = Text::tr("unknown bot '%1' (bot:random, bot:greedy, bot:search or bot:mcts)").arg(t);
        return p;
    }
    const QStringList words = QProcess::splitCommand(t);
    if (words.isEmpty()) {
        if (error)
            *error = Text::tr("an empty player command");
        return p;
    }
    p.bot = false;
    p.program = words.first();
    p.arguments = words.mid(1);
    return p;
}

} // namespace pb::less
