#pragma once

#include <QString>
#include <QList>

namespace pb::gui {

// The five games Playbench covers, as the start page and the New dialog list them.
struct GameInfo {
    QString id;        // "ants", "honeycomb", ...
    QString name;      // translated display name
    QString contest;   // "ICFP 2004", ...
    QString summary;   // what a user does with it here, translated
    bool available = false;  // false: shown as coming, not hidden
};

QList<GameInfo> games();

} // namespace pb::gui
