// playbench-cli arimaa ...: the Arimaa engine from the command line.

#include "cli/cli.h"

#include "arimaa/game.h"
#include "arimaa/movegen.h"
#include "arimaa/notation.h"
#include "common/textfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pb::cli {

namespace {

using namespace pb::arimaa;

QString arimaaHelp()
{
    return CliText::tr(
        "Usage: playbench-cli arimaa replay ARCHIVE [--json]\n"
        "       playbench-cli arimaa moves POSITION_FILE [--json]\n"
        "\n"
        "  replay  Replay every game of an arimaa.com archive file (tab-separated columns with a\n"
        "          header line) and compare our result and termination with the record.\n"
        "  moves   Count the distinct legal moves of each position of a file of diagrams.\n");
}

QString winnerText(int winner)
{
    if (winner == Gold)
        return CliText::tr("gold");
    if (winner == Silver)
        return CliText::tr("silver");
    return CliText::tr("none");
}

QString terminationText(char t)
{
    switch (t) {
    case 'g': return CliText::tr("goal");
    case 'e': return CliText::tr("elimination");
    case 'm': return CliText::tr("immobilisation");
    case 'r': return CliText::tr("resignation");
    case 't': return CliText::tr("time");
    case 0: return CliText::tr("none");
    default: return CliText::tr("'%1'").arg(QLatin1Char(t));
    }
}

bool readInput(const QString& path, std::string& text, Console& console)
{
    QString error;
    std::optional<std::string> bytes = pb::readFileBytes(path, &error);
    if (!bytes) {
        console.err << CliText::tr("%1: %2").arg(path, error) << '\n';
        return false;
    }
    text = std::move(*bytes);
    return true;
}

int replay(const QStringList& args, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Replays every game of an arimaa.com archive (one game per line, tab-separated columns "
        "named by a header line: id, result, termination, movelist...). For each game prints its "
        "id, the result and termination we get and whether they agree with the record; a game "
        "with an illegal move is reported with that move and the reason. Goals, eliminations and "
        "immobilisations come from the rules; for time, resignation and the like the side to move "
        "at the end is taken as the loser. Exits with 1 when any game disagrees."));
    parser.addPositionalArgument(QStringLiteral("ARCHIVE"), CliText::tr("The archive file."));
    parser.addOption({QStringLiteral("json"), CliText::tr("One JSON object.")});
    if (const int code = parseOrExit(parser, args, QStringLiteral("playbench-cli arimaa replay ARCHIVE [--json]"),
                                     console);
        code >= 0)
        return code;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return usageError(console, CliText::tr("name one archive file"));
    std::string text;
    if (!readInput(files.first(), text, console))
        return BadInput;
    const ArchiveParse archive = readArchive(text);
    if (!archive.ok()) {
        console.err << CliText::tr("%1: %2").arg(files.first(), QString::fromStdString(archive.error)) << '\n';
        return BadInput;
    }
    int agreeing = 0;
    QJsonArray rows;
    const bool json = parser.isSet(QStringLiteral("json"));
    for (const ArchiveGame& g : archive.games) {
        const ReplayReport r = replayArchiveGame(g);
        agreeing += r.agrees ? 1 : 0;
        const QString id = QString::fromStdString(r.id);
        if (json) {
            QJsonObject o{{QStringLiteral("id"), id},
                          {QStringLiteral("result"), r.winner < 0 ? QJsonValue() : QJsonValue(winnerText(r.winner))},
                          {QStringLiteral("termination"), r.termination ? QJsonValue(QString(QLatin1Char(r.termination))) : QJsonValue()},
                          {QStringLiteral("by_rules"), r.byRules},
                          {QStringLiteral("recorded_result"), r.recordedWinner < 0 ? QJsonValue() : QJsonValue(winnerText(r.recordedWinner))},
                          {QStringLiteral("recorded_termination"), r.recordedTermination ? QJsonValue(QString(QLatin1Char(r.recordedTermination))) : QJsonValue()},
                          {QStringLiteral("moves"), r.movesPlayed},
                          {QStringLiteral("agrees"), r.agrees}};
            if (r.illegal) {
                o[QStringLiteral("illegal_move")] = QString::fromStdString(r.illegalMove);
                o[QStringLiteral("reason")] = r.reason;
            }
            rows.append(o);
            continue;
        }
        if (r.illegal) {
            console.out << CliText::tr("%1: illegal move %2: %3").arg(id, QString::fromStdString(r.illegalMove), r.reason)
                        << '\n';
            continue;
        }
        console.out << CliText::tr("%1: %2 wins by %3%4 after %5 turns (setups included); record: %6 by %7: %8")
                           .arg(id, winnerText(r.winner), terminationText(r.termination),
                                r.byRules ? QString() : CliText::tr(" (not decided on the board)"))
                           .arg(r.movesPlayed)
                           .arg(winnerText(r.recordedWinner), terminationText(r.recordedTermination),
                                r.agrees ? CliText::tr("agrees") : CliText::tr("DIFFERS"))
                    << '\n';
    }
    const int total = static_cast<int>(archive.games.size());
    if (json) {
        const QJsonObject o{{QStringLiteral("games"), rows},
                            {QStringLiteral("count"), total},
                            {QStringLiteral("agreeing"), agreeing}};
        console.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
    } else {
        console.out << CliText::tr("%1 of %2 games agree with the record").arg(agreeing).arg(total) << '\n';
    }
    console.out.flush();
    return agreeing == total ? Ok : BadInput;
}

int moves(const QStringList& args, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Counts the distinct legal moves (distinct resulting positions, the unchanged position "
        "excluded) of every position of a file of diagrams: a line with the move number and side "
        "(\"10w\", \"g\") over the framed board, ranks 8 to 1, as in move-count-positions.txt."));
    parser.addPositionalArgument(QStringLiteral("POSITION_FILE"), CliText::tr("The file of diagrams."));
    parser.addOption({QStringLiteral("json"), CliText::tr("One JSON object.")});
    if (const int code = parseOrExit(parser, args, QStringLiteral("playbench-cli arimaa moves POSITION_FILE [--json]"),
                                     console);
        code >= 0)
        return code;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return usageError(console, CliText::tr("name one position file"));
    std::string text;
    if (!readInput(files.first(), text, console))
        return BadInput;
    const std::vector<DiagramEntry> entries = readDiagrams(text);
    if (entries.empty()) {
        console.err << CliText::tr("%1: no position diagrams").arg(files.first()) << '\n';
        return BadInput;
    }
    MoveGenerator gen;
    QJsonArray rows;
    const bool json = parser.isSet(QStringLiteral("json"));
    bool broken = false;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const DiagramEntry& e = entries[i];
        if (!e.parse.ok()) {
            console.err << CliText::tr("%1:%2: %3").arg(files.first()).arg(e.line).arg(QString::fromStdString(e.parse.error))
                        << '\n';
            broken = true;
            continue;
        }
        const std::size_t n = gen.generate(e.parse.position);
        if (json) {
            rows.append(QJsonObject{{QStringLiteral("line"), e.line},
                                    {QStringLiteral("side"), QString(QLatin1Char(colourLetter(e.parse.position.side)))},
                                    {QStringLiteral("board"), QString::fromStdString(aeiBoardText(e.parse.position))},
                                    {QStringLiteral("moves"), static_cast<qint64>(n)}});
            continue;
        }
        console.out << CliText::tr("position %1 (line %2, %3 to move): %4 moves")
                           .arg(i + 1)
                           .arg(e.line)
                           .arg(winnerText(e.parse.position.side))
                           .arg(n)
                    << '\n';
    }
    if (json)
        console.out << QJsonDocument(QJsonObject{{QStringLiteral("positions"), rows}}).toJson(QJsonDocument::Compact)
                    << '\n';
    console.out.flush();
    return broken ? BadInput : Ok;
}

} // namespace

int arimaaCommand(const QStringList& args, Console& console)
{
    if (args.isEmpty())
        return usageError(console, CliText::tr("name an arimaa command: replay or moves"));
    const QString command = args.first();
    if (command == QLatin1String("replay"))
        return replay(args, console);
    if (command == QLatin1String("moves"))
        return moves(args, console);
    if (command == QLatin1String("-h") || command == QLatin1String("--help")) {
        console.out << arimaaHelp();
        return Ok;
    }
    return usageError(console, CliText::tr("unknown arimaa command '%1'").arg(command));
}

} // namespace pb::cli
