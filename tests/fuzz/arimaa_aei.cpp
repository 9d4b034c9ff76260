// What an AEI engine may print: info lines, and the move of a bestmove line, parsed and tried
// on a game after the setups.
#include "fuzz.h"

#include "arimaa/aei.h"
#include "arimaa/game.h"
#include "arimaa/notation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view line = pb::fuzz::text(data, size);
    pb::arimaa::AeiInfo info;
    (void)pb::arimaa::parseAeiInfo(line, info);
    if (line.substr(0, 9) == "bestmove ") {
        pb::arimaa::Game game;
        if (game.play("1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2").isEmpty()
            && game.play("1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7").isEmpty())
            (void)game.play(line.substr(9));
    }
    return 0;
}
