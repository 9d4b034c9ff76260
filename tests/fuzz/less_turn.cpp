// A Less program's output line: a turn read and checked on the start position of a board
// (the first 112 bytes, when they make one; else a board without inner walls).
#include "fuzz.h"

#include "less/board.h"
#include "less/position.h"

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view all = pb::fuzz::text(data, size);
    pb::less::Board board = pb::less::parseBoard(std::string(112, '0')).board;
    std::string_view line = all;
    if (all.size() >= 112) {
        const pb::less::BoardParse parse = pb::less::parseBoard(all.substr(0, 112));
        if (parse.ok())
            board = parse.board;
        line = all.substr(112);
    }
    const pb::less::Position start = pb::less::Position::start();
    for (int colour = 0; colour < 4; ++colour)
        (void)pb::less::readTurn(board, start, colour, line);
    return 0;
}
