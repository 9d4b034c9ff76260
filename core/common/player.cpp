#include "common/player.h"

namespace pb::play {

const char* playerKindName(PlayerKind kind)
{
    switch (kind) {
    case PlayerKind::Person: return "person";
    case PlayerKind::Bot: return "bot";
    case PlayerKind::Program: return "program";
    }
    return "?";
}

} // namespace pb::play
