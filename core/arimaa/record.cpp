// The records of a session's game: the official notation under a header, and arimaa.com
// archive lines (declared in session.h).

#include "arimaa/session.h"

#include <QDateTime>

#include <algorithm>
#include <cstdlib>

namespace pb::arimaa {

namespace {

std::string sideName(int side) { return side == Gold ? "Gold" : "Silver"; }

} // namespace

const char* terminationName(char termination)
{
    switch (termination) {
    case 'g': return "goal";
    case 'e': return "elimination";
    case 'm': return "immobilisation";
    case 'r': return "resignation";
    case 't': return "time";
    case 'i': return "illegal move";
    case 'f': return "forfeit";
    case 's': return "score";
    case 0: return "none";
    }
    return "?";
}

std::string gameRecordText(const SessionResult& r, const SessionOptions& settings)
{
    std::string out;
    auto field = [&out](const char* key, const std::string& value) { out += std::string(key) + ": " + value + '\n'; };
    field("Event", settings.event);
    field("Gold", r.names[0].toStdString());
    field("Silver", r.names[1].toStdString());
    field("TimeControl", settings.timed ? settings.control.toString() : std::string("none"));
    field("Date", QDateTime::fromSecsSinceEpoch(r.startedAtSecs, Qt::UTC)
                      .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                      .toStdString() + " UTC");
    field("Result", r.winner == Gold ? "g" : r.winner == Silver ? "s" : "*");
    field("Termination", r.termination ? std::string(1, r.termination) + " (" + terminationName(r.termination) + ")"
                                       : std::string(r.cancelled ? "cancelled" : "none"));
    if (r.fault) {
        std::string reason = r.fault->reason.toStdString();
        if (r.fault->side >= 0)
            reason = sideName(r.fault->side) + " at " + r.fault->label + ": " + reason;
        if (!r.fault->line.empty())
            reason += " [" + r.fault->line + "]";
        std::replace(reason.begin(), reason.end(), '\n', ' ');
        field("Reason", reason);
    }
    if (settings.start)
        field("Start", std::to_string(settings.startMoveNumber) + colourLetter(settings.start->side) + ' '
                           + aeiBoardText(*settings.start));
    for (const std::string& event : r.resumptions)
        field("Resumed", event);
    out += '\n';
    out += r.game.recordText();
    return out;
}

std::string archiveHeaderLine()
{
    return "id\twusername\tbusername\tevent\ttimecontrol\tstartts\tendts\tresult\ttermination\tplycount\tmovelist";
}

std::string archiveLine(const SessionResult& r, const SessionOptions& settings, int id)
{
    auto clean = [](std::string s) {
        std::replace(s.begin(), s.end(), '\t', ' ');
        std::replace(s.begin(), s.end(), '\n', ' ');
        return s;
    };
    const std::vector<std::string>& record = r.game.record();
    std::string moves;
    for (const std::string& line : record)
        moves += line + "\\n";
    const bool resigned = !record.empty() && record.back().ends_with(" resigns");
    if (!resigned)
        moves += r.game.moveLabel();
    else if (moves.size() >= 2)
        moves.resize(moves.size() - 2);
    int plies = 0;  // the number of the last move played
    if (!record.empty())
        plies = std::atoi(record.back().c_str());
    std::string out;
    out += std::to_string(id) + '\t' + clean(r.names[0].toStdString()) + '\t' + clean(r.names[1].toStdString()) + '\t'
        + clean(settings.event) + '\t' + (settings.timed ? settings.control.toString() : std::string()) + '\t' + std::to_string(r.startedAtSecs) + '\t'
        + std::to_string(r.endedAtSecs) + '\t' + (r.winner == Gold ? "w" : r.winner == Silver ? "b" : "") + '\t'
        + (r.termination ? std::string(1, r.termination) : std::string()) + '\t' + std::to_string(plies) + '\t' + moves;
    return out;
}

} // namespace pb::arimaa
