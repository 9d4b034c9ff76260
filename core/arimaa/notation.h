#pragma once

// Arimaa texts: moves in the official notation, files of position diagrams, and the arimaa.com
// game archive format.
//
// Official notation (NOTES.md): a move line is "<number><side> <tokens>", side g/s (or w/b in
// old records). A setup token places a piece, "Ra1"; a step token moves one, "Ee2n" (n s e w as
// Gold sees the board); a capture token "cf3x" follows the step that caused it and may be left
// out; "takeback" undoes the previous move; "resigns" (or "resign") gives up the game.

#include "arimaa/position.h"

#include <string>
#include <string_view>
#include <vector>

namespace pb::arimaa {

struct StepToken {
    int colour = Gold;
    int type = Rabbit;
    int from = 0;
    int to = 0;
};

struct Placement {
    int colour = Gold;
    int type = Rabbit;
    int square = 0;
};

struct MoveText {
    enum Kind { Steps, Setup, Takeback, Resign, Empty };
    Kind kind = Empty;
    int number = 0;     // 0 when the text has no "12g" label
    int side = -1;      // from the label; -1 when there is none
    std::vector<StepToken> steps;
    std::vector<Capture> captures;     // the capture tokens written, if any
    std::vector<int> captureAfter;     // for each capture token, how many steps came before it
    std::vector<Placement> placements;
};

struct MoveParse {
    MoveText move;
    std::string error;  // empty when well formed
    bool ok() const { return error.empty(); }
};

// Parses one move, with or without its "12g" label ("Ee2n Ee3n", "2b ed7s ed6s", "1w Ra1 ...").
MoveParse parseMove(std::string_view text);

// Official text of steps and their captures: "Ee2n Ee3n dd4w Ed5s cc3x".
std::string stepText(const StepToken& step);
std::string captureText(const Capture& capture);
// Steps with capture tokens after the steps that caused them (captureAfter[i] steps before
// captures[i]): "cc4s cc3x Ed4w".
std::string movesText(const std::vector<StepToken>& steps, const std::vector<Capture>& captures,
                      const std::vector<int>& captureAfter);
std::string setupText(const std::vector<Placement>& placements);

// A position from a file of diagrams, with the lines around it.
struct DiagramEntry {
    std::vector<std::string> before;  // lines since the previous diagram (comments, labels)
    std::vector<std::string> after;   // lines after it, up to the next one (e.g. "::: cangoal 2")
    std::string header;               // "10w", "g", ...
    int line = 0;                     // line number of the header (1-based)
    PositionParse parse;
};
// Reads every diagram of a file: a header line (move number and side) followed by the framed
// eight ranks. Other lines go to `before`/`after`.
std::vector<DiagramEntry> readDiagrams(std::string_view text);

// The arimaa.com archive format: a header line naming tab-separated columns, then one game per
// line; the movelist column has the moves separated by the two characters "\n".
struct ArchiveGame {
    std::vector<std::pair<std::string, std::string>> fields;  // column name, value
    std::string value(std::string_view column) const;
    std::vector<std::string> moves() const;  // movelist split into move lines
    int line = 0;
};
struct ArchiveParse {
    std::vector<ArchiveGame> games;
    std::string error;
    bool ok() const { return error.empty(); }
};
ArchiveParse readArchive(std::string_view text);

} // namespace pb::arimaa
