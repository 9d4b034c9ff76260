#include "gui/tournament/tournamentform.h"

#include "gui/tournament/antsform.h"
#include "gui/tournament/botforms.h"
#include "gui/tournament/scoredforms.h"
#include "common/datadir.h"

namespace pb::gui {

std::vector<TournamentForm*> makeTournamentForms(QWidget* parent)
{
    return {new AntsTournamentForm(parent), new HoneycombTournamentForm(parent), new LessTournamentForm(parent),
            new ArimaaTournamentForm(parent), new PeaceableTournamentForm(parent)};
}

QString tournamentReferenceDir()
{
    return pb::referenceDir();
}

} // namespace pb::gui
