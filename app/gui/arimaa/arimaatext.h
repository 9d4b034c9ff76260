#pragma once

// Texts and small helpers shared by the Arimaa workspace's source files.

#include "gui/arimaa/arimaadocument.h"

#include "arimaa/position.h"

#include <QString>

namespace pb::gui::arimaaui {

// Gold's home ranks 1-2 (squares 0..15), Silver's 7-8 (48..63).
inline bool homeSquare(int side, int square) { return side == pb::arimaa::Gold ? square < 16 : square >= 48; }

inline QString sideText(int side)
{
    return side == pb::arimaa::Gold ? ArimaaDocument::tr("Gold") : ArimaaDocument::tr("Silver");
}

inline QString terminationText(char t)
{
    switch (t) {
    case 'g': return ArimaaDocument::tr("goal");
    case 'e': return ArimaaDocument::tr("elimination");
    case 'm': return ArimaaDocument::tr("immobilisation");
    case 'r': return ArimaaDocument::tr("resignation");
    case 't': return ArimaaDocument::tr("time");
    case 'f': return ArimaaDocument::tr("forfeit");
    case 's': return ArimaaDocument::tr("score at the game limit");
    case 'i': return ArimaaDocument::tr("illegal move");
    }
    return QString(QChar::fromLatin1(t));
}

} // namespace pb::gui::arimaaui
