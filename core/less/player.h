#pragma once

// Who plays a Less seat: the three kinds of the corridor (common/player.h) for this game.
// A session (session.h) calls a player only from its own thread, one call at a time.

#include "common/player.h"
#include "less/bot.h"
#include "less/gamelog.h"
#include "less/position.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <vector>

namespace pb::less {

class Player : public play::PlayerBase {
public:
    enum class Status { Ok, Fault, Stopped };

    struct TurnReply {
        Status status = Status::Ok;
        Turn turn;    // Ok: the turn as sent (the session checks it)
        Fault fault;  // Fault
    };

    struct RushReply {
        Status status = Status::Ok;
        std::vector<Step> steps;     // the valid steps it sent; the judge brings the rest home
        std::optional<Fault> fault;  // set when it failed part way
    };

    // Before the first turn: a program starts and reads the walls and its colour.
    virtual std::optional<Fault> start(const Board& board, int colour)
    {
        (void)board;
        (void)colour;
        return std::nullopt;
    }
    // A turn for game.toMove(), the player's colour. `stop` ends the wait (Stopped).
    virtual TurnReply turn(const Game& game, const std::atomic<bool>* stop) = 0;
    // The player's final rush (game in its Rush phase). Only programs send one; the session
    // finds the fewest moves home for everyone else.
    virtual RushReply rush(const Game& game, const std::atomic<bool>* stop)
    {
        (void)game;
        (void)stop;
        return {};
    }
    // The game is over for it (its team is home, or the game ended): a program gets `Quit`.
    virtual void quit(int graceMs) { (void)graceMs; }
    // Ended at once (a fault, an abandoned game).
    virtual void stop() {}
    // A program still running.
    virtual bool live() const { return false; }
    // A program's time left for the game, -1 for the players without a clock.
    virtual qint64 leftMs() const { return -1; }
    virtual qint64 usedMs() const { return 0; }
    virtual QString stderrText() const { return {}; }
};

// A built-in bot; deterministic for its seed.
class BotPlayer : public Player {
public:
    BotPlayer(BotLevel level, std::uint64_t seed, std::chrono::milliseconds budget);
    ~BotPlayer() override;
    play::PlayerKind kind() const override { return play::PlayerKind::Bot; }
    QString name() const override;
    TurnReply turn(const Game& game, const std::atomic<bool>* stop) override;
    BotLevel level() const { return m_options.level; }

private:
    BotOptions m_options;
    std::unique_ptr<RushTables> m_rushTables;  // the Mcts level's, kept for the game
};

// A person at the desktop: the GUI posts each turn into the inbox.
class PersonPlayer : public Player {
public:
    play::PlayerKind kind() const override { return play::PlayerKind::Person; }
    QString name() const override { return QStringLiteral("person"); }
    TurnReply turn(const Game& game, const std::atomic<bool>* stop) override;
    // Any thread: the turn the person confirmed.
    void post(const Turn& turn) { m_inbox.post(turn); }

private:
    play::PersonInbox<Turn> m_inbox;
};

// How a seat is given on the command line or in settings: "bot:random", "bot:greedy",
// "bot:search", "bot:mcts", or a program's command line (split like a shell would, with quotes).
struct PlayerSpec {
    bool bot = true;
    BotLevel level = BotLevel::Random;
    QString program;  // external program (bot == false)
    QStringList arguments;
    QString name;     // how the player is shown: "bot:random" or the command line
};

// On a bad spec `error` is set.
PlayerSpec parsePlayerSpec(const QString& text, QString* error = nullptr);

// The seed of a colour's bot in a game of seed `gameSeed` (each colour its own stream).
constexpr std::uint64_t botSeed(std::uint64_t gameSeed, int colour)
{
    return gameSeed * 4 + static_cast<std::uint64_t>(colour) + 1;
}

} // namespace pb::less
