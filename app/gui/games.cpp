#include "gui/games.h"

#include <QCoreApplication>

namespace pb::gui {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Games)
};
} // namespace

QList<GameInfo> games()
{
    return {
        {QStringLiteral("ants"), Text::tr("Ants"), QStringLiteral("ICFP 2004"),
         Text::tr("Ant brains on a hex world: watch and step through games of the exact contest "
                  "simulator, edit brains, follow food and population graphs."),
         true},
        {QStringLiteral("honeycomb"), Text::tr("Honeycomb"), QStringLiteral("ICFP 2015"),
         Text::tr("Replay and score command strings with phrases of power, or play units by hand "
                  "and save the solution."),
         true},
        {QStringLiteral("less"), Text::tr("Less"), QStringLiteral("CodeCup 2017"),
         Text::tr("Four-player walls and jumps on an 8x8 board: play against bots and programs, replay game logs."), true},
        {QStringLiteral("arimaa"), Text::tr("Arimaa"), QStringLiteral("WCC 2015"),
         Text::tr("Play against the built-in bot or AEI engines with clocks, moves by dragging; replay game records."), true},
        {QStringLiteral("peaceable"), Text::tr("Peaceable pieces"), QStringLiteral("TCO19"),
         Text::tr("Generate tests, check and score placements, watch a solver improve them."), true},
    };
}

} // namespace pb::gui
