#include "gui/tournament/tournamentform.h"

#include "gui/tournament/antsform.h"
#include "gui/tournament/botforms.h"
#include "gui/tournament/scoredforms.h"

namespace pb::gui {

std::vector<TournamentForm*> makeTournamentForms(QWidget* parent)
{
    return {new AntsTournamentForm(parent), new HoneycombTournamentForm(parent), new LessTournamentForm(parent),
            new ArimaaTournamentForm(parent), new PeaceableTournamentForm(parent)};
}

QString tournamentReferenceDir()
{
    QString root = qEnvironmentVariable("PLAYBENCH_REFERENCE");
#ifdef PLAYBENCH_REFERENCE_DIR
    if (root.isEmpty())
        root = QStringLiteral(PLAYBENCH_REFERENCE_DIR);
#endif
    return root;
}

} // namespace pb::gui
