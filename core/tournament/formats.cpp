// makeFormat: the five games' tournament formats, chosen by settings["game"].

#include "tournament/format.h"

#include "ants/tournament.h"
#include "arimaa/tournament.h"
#include "arimaa/wccfinals.h"
#include "arimaa/wccqualifiergames.h"
#include "less/tournament.h"
#include "honeycomb/tournament.h"
#include "peaceable/tournament.h"

#include <QCoreApplication>

namespace pb::tournament {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tournament)
};
} // namespace

std::unique_ptr<Format> makeFormat(const QJsonObject& settings, QString* error)
{
    const QString game = settings.value(QStringLiteral("game")).toString();
    if (game == QLatin1String("ants"))
        return ants::makeTournament(settings, error);
    if (game == QLatin1String("less"))
        return less::makeTournament(settings, error);
    if (game == QLatin1String("arimaa"))
        return arimaa::makeTournament(settings, error);
    if (game == QLatin1String("arimaa-wcc-finals"))
        return arimaa::wcc::makeFinals(settings, error);
    if (game == QLatin1String("arimaa-wcc-qualifier"))
        return arimaa::wcc::makeQualifier(settings, error);
    if (game == QLatin1String("honeycomb"))
        return honeycomb::makeTournament(settings, error);
    if (game == QLatin1String("peaceable"))
        return peaceable::makeTournament(settings, error);
    if (error)
        *error = Text::tr("the settings name no game Playbench knows ('%1')").arg(game);
    return nullptr;
}

} // namespace pb::tournament
