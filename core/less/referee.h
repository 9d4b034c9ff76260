#pragma once

// The Less referee: plays one game with four seats (Yellow, Black, White, Red), each a built-in
// bot or an external program speaking the CodeCup 2017 dialogue on stdin/stdout:
//   - the wall line, then the colour line;
//   - before each of its turns, the turns the others made since its last one, one per line
//     (never its own), `Nil` for a player whose team is home;
//   - its own turn, one line (`h1f1:g1g3`);
//   - `Move` starts the final rush: it answers one step per line (a line of steps joined by ':'
//     is accepted too) until its pieces are home;
//   - `Quit` when its team is home or the game is over.
// A program's time (30 s per game by default) runs only while the referee waits for it. A
// program that crashes, runs out of time or sends an invalid turn scores 0; from then on the
// judge's built-in bot plays its seat and the others are scored normally.
//
// runGame is synchronous and blocking (call it from a worker thread); it never waits longer
// than the players' time budgets plus small grace periods, and kills its programs on every path.

#include "less/bot.h"
#include "less/gamelog.h"

#include <QString>
#include <QStringList>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

namespace pb::less {

struct PlayerSpec {
    bool bot = true;
    BotLevel level = BotLevel::Random;
    QString program;        // external program (bot == false)
    QStringList arguments;
    QString name;           // how the player is shown: "bot:random" or the command line
};

// "bot:random", "bot:greedy", "bot:search", or a program's command line (split like a shell
// would, with quotes). On a bad spec `error` is set.
PlayerSpec parsePlayerSpec(const QString& text, QString* error = nullptr);

struct RefereeOptions {
    // Each program's time for the whole game, counted while the referee waits for it.
    std::chrono::milliseconds timePerGame{30000};
    // The level of the judge's bot that takes over a faulty program's seat.
    BotLevel judgeLevel = BotLevel::Random;
    // Seed of the built-in bots (each colour gets its own stream).
    std::uint64_t seed = 1;
    // Thinking time per turn of a built-in bot.
    std::chrono::milliseconds botBudget{1000};
    QString workingDirectory;  // for the programs; empty: the current one
    // Where the pieces start (tests, replays from a position); the contest always used the
    // start position, so programs that assume it will go wrong with another one.
    std::optional<Position> start;
    const std::atomic<bool>* cancel = nullptr;
};

struct RefereeResult {
    GameLog log;             // the whole game (scores and moves once it is over)
    bool over = false;       // false when cancelled
    std::array<qint64, kColours> timeUsedMs{};  // programs' thinking time
};

RefereeResult runGame(const Board& board, const std::array<PlayerSpec, kColours>& players,
                      const RefereeOptions& options);

} // namespace pb::less
