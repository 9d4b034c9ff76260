#include "ants/dump.h"

#include <fmt/format.h>

#include <iterator>

namespace pb::ants {

void appendDumpHeader(std::string& out, std::uint32_t seed)
{
    fmt::format_to(std::back_inserter(out), "random seed: {}\n", seed);
}

void appendDumpCell(std::string& out, const Game& game, Pos p)
{
    auto it = std::back_inserter(out);
    fmt::format_to(it, "cell ({}, {}): ", p.x, p.y);
    const CellView c = game.cell(p);
    if (c.rock) {
        out += "rock";
        return;
    }
    if (c.food > 0)
        fmt::format_to(it, "{} food; ", c.food);
    if (c.hill)
        out += *c.hill == Color::Red ? "red hill; " : "black hill; ";
    static constexpr const char* kMarkLabel[2] = {"red marks: ", "black marks: "};
    for (int color = 0; color < 2; ++color) {
        if (!c.markers[color])
            continue;
        out += kMarkLabel[color];
        for (int i = 0; i < kMarkers; ++i)
            if (c.markers[color] & (1u << i))
                out += static_cast<char>('0' + i);
        out += "; ";
    }
    if (c.ant) {
        const AntView& a = *c.ant;
        fmt::format_to(it, "{} ant of id {}, dir {}, food {}, state {}, resting {}",
                       a.color == Color::Red ? "red" : "black", a.id, a.direction,
                       a.hasFood ? 1 : 0, a.state, a.resting);
    }
}

void appendDumpRound(std::string& out, const Game& game)
{
    fmt::format_to(std::back_inserter(out), "\nAfter round {}...\n", game.round());
    for (int y = 0; y < game.height(); ++y) {
        for (int x = 0; x < game.width(); ++x) {
            appendDumpCell(out, game, {x, y});
            out += '\n';
        }
    }
}

bool writeDump(Game& game, int first, int last, const std::function<bool(std::string_view)>& sink)
{
    constexpr size_t kChunk = 1 << 20;
    std::string buffer;
    buffer.reserve(kChunk * 2);
    appendDumpHeader(buffer, game.seed());
    if (!game.playUntil(first))
        return false;
    for (;;) {
        appendDumpRound(buffer, game);
        if (buffer.size() >= kChunk) {
            if (!sink(buffer))
                return false;
            buffer.clear();
        }
        if (game.round() >= last)
            break;
        if (!game.playRound()) {
            sink(buffer);
            return false;
        }
    }
    return sink(buffer);
}

} // namespace pb::ants
