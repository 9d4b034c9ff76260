#pragma once

#include "ants/game.h"

#include <functional>
#include <string>
#include <string_view>

namespace pb::ants {

// The contest's dump format, byte for byte (NOTES.md, reference/ants/dump-format-examples.txt).

// "random seed: S\n"
void appendDumpHeader(std::string& out, std::uint32_t seed);
// "\nAfter round N...\n" and one line per cell, y-major.
void appendDumpRound(std::string& out, const Game& game);
// One cell's line, without the line end.
void appendDumpCell(std::string& out, const Game& game, Pos p);

// Plays `game` on to round `last` and writes the header and every round from `first` to `last`
// (first may be the round the game is at, or later). Each chunk of text goes to `sink`, which
// returns false to stop (a full disk, a cancel). Returns false if the sink stopped or the game
// stopped on an error before `last`.
bool writeDump(Game& game, int first, int last, const std::function<bool(std::string_view)>& sink);

} // namespace pb::ants
