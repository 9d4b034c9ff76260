// Arimaa game records: move lines played one after another from the setups (a takeback line
// included), as `arimaa replay` and the workspace read them.
#include "fuzz.h"

#include "arimaa/game.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string_view rest = pb::fuzz::text(data, size);
    pb::arimaa::Game game;
    int lines = 0;
    while (!rest.empty() && lines++ < 400) {
        const std::size_t end = rest.find('\n');
        const std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
        if (line == "takeback")
            game.takeback();
        else
            (void)game.play(line);
    }
    (void)game.recordText();
    return 0;
}
