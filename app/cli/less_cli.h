#pragma once

// What the `playbench-cli less` commands share (less_command.cpp, less_play.cpp).

#include "cli/cli.h"
#include "less/board.h"
#include "less/generator.h"

#include <optional>
#include <vector>

namespace pb::cli {

// --board, --seed, --tiles, --no-rotate.
QList<QCommandLineOption> lessBoardOptions();
// --time-ms (a program's time per game), --bot-ms (a built-in bot's per turn), --judge (the bot
// that takes over a faulty seat): the options of every command that plays Less games.
QList<QCommandLineOption> lessGameOptions();
// The tile set: --tiles FILE or the built-in one; reports problems.
std::optional<std::vector<pb::less::Tile>> lessTileSet(const QCommandLineParser& parser, Console& console);
// Parses a less command's arguments and reads --board / --seed into `board`; returns an exit code
// (>= 0) when the command should stop there.
int parseLessBoard(CommandOptions& command, const QStringList& args, Console& console, pb::less::Board& board);

int lessPlay(const QStringList& args, Console& console);

} // namespace pb::cli
