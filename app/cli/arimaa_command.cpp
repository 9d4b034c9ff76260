// playbench-cli arimaa ...: the Arimaa engine from the command line.

#include "cli/cli.h"
#include "cli/tournament_cli.h"

#include "arimaa/evaluate.h"
#include "arimaa/game.h"
#include "arimaa/session.h"
#include "arimaa/movegen.h"
#include "arimaa/notation.h"
#include "common/textfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <array>
#include <mutex>
#include <vector>

namespace pb::cli {

namespace {

using namespace pb::arimaa;

QString arimaaHelp()
{
    return CliText::tr(
        "Usage: playbench-cli arimaa replay ARCHIVE [--json]\n"
        "       playbench-cli arimaa moves POSITION_FILE [--json]\n"
        "       playbench-cli arimaa eval POSITION_FILE [--steps N] [--json]\n"
        "       playbench-cli arimaa match --gold CMD --silver CMD --tc TC [--games N] [--out FILE]\n"
        "                                  [--archive FILE] [--ponder] [--jobs N] [--json]\n"
        "       playbench-cli arimaa wcc qualifier --engine [NAME=]SPEC ... --benchmark [NAME=]SPEC ... [--games 20]\n"
        "       playbench-cli arimaa wcc finals --engine [NAME=]SPEC ... [--tc TC] [--lives 4] [--db FILE] [--json]\n"
        "       playbench-cli arimaa wcc resume --db FILE --game N --from MOVE [--reason TEXT]\n"
        "\n"
        "  replay  Replay every game of an arimaa.com archive file (tab-separated columns with a\n"
        "          header line) and compare our result and termination with the record.\n"
        "  moves   Count the distinct legal moves of each position of a file of diagrams.\n"
        "  eval    The search bot's evaluation of each position of a file of diagrams, term by term.\n"
        "  match   Play games between two AEI engines under a time control, colours alternating.\n"
        "  wcc qualifier  The championship's qualifier against benchmark bots (streak scoring).\n"
        "  wcc finals  The World Computer Championship 2015 finals (floating quad elimination),\n"
        "          round by round into a tournament database; resumable.\n"
        "  wcc resume  After a technical failure: a halted or finished game of the database is\n"
        "          played again from one of its moves, with the clocks of that moment.\n");
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
    case 'i': return CliText::tr("illegal move");
    case 'f': return CliText::tr("forfeit");
    case 's': return CliText::tr("score (game limit)");
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
        "immobilisations come from the rules and are checked against the record; for resignation, "
        "time, forfeit and the like the winner is the record's (either side may resign or lose on "
        "time on the other's turn). Exits with 1 when any game disagrees."));
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
                          {QStringLiteral("winner_from_record"), r.winnerFromRecord},
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
                                r.byRules ? QString()
                                          : r.winnerFromRecord ? CliText::tr(" (not decided on the board; winner as recorded)")
                                                               : CliText::tr(" (not decided on the board)"))
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

// The diagrams of the one position file named on the command line; an empty list (after a
// message) when there is none to read.
std::vector<DiagramEntry> positionFile(const QStringList& files, Console& console, int& code)
{
    code = Ok;
    if (files.size() != 1) {
        code = usageError(console, CliText::tr("name one position file"));
        return {};
    }
    std::string text;
    if (!readInput(files.first(), text, console)) {
        code = BadInput;
        return {};
    }
    std::vector<DiagramEntry> entries = readDiagrams(text);
    if (entries.empty()) {
        console.err << CliText::tr("%1: no position diagrams").arg(files.first()) << '\n';
        code = BadInput;
    }
    return entries;
}

// False, after naming the file and line of the error, when the diagram does not parse.
bool diagramOk(const QString& file, const DiagramEntry& e, Console& console)
{
    if (e.parse.ok())
        return true;
    console.err << CliText::tr("%1:%2: %3").arg(file).arg(e.line).arg(QString::fromStdString(e.parse.error)) << '\n';
    return false;
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
    int code = Ok;
    const std::vector<DiagramEntry> entries = positionFile(files, console, code);
    if (entries.empty())
        return code;
    MoveGenerator gen;
    QJsonArray rows;
    const bool json = parser.isSet(QStringLiteral("json"));
    bool broken = false;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const DiagramEntry& e = entries[i];
        if (!diagramOk(files.first(), e, console)) {
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

int eval(const QStringList& args, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "The search bot's evaluation of every position of a file of diagrams (as for arimaa moves), "
        "in hundredths of a rabbit from the side to move's view, with each term that is not zero: "
        "what a bot developer compares with another program's scores."));
    parser.addPositionalArgument(QStringLiteral("POSITION_FILE"), CliText::tr("The file of diagrams."));
    parser.addOption({QStringLiteral("steps"), CliText::tr("Steps left of the side to move's turn, 1 to 4 (default 4)."),
                      QStringLiteral("N"), QStringLiteral("4")});
    parser.addOption({QStringLiteral("json"), CliText::tr("One JSON object, with every term.")});
    if (const int code = parseOrExit(parser, args, QStringLiteral("playbench-cli arimaa eval POSITION_FILE [--steps N] [--json]"),
                                     console);
        code >= 0)
        return code;
    bool number = false;
    const int steps = parser.value(QStringLiteral("steps")).toInt(&number);
    if (!number || steps < 1 || steps > kStepsPerTurn)
        return usageError(console, CliText::tr("--steps must be 1 to 4"));
    const QStringList files = parser.positionalArguments();
    int code = Ok;
    const std::vector<DiagramEntry> entries = positionFile(files, console, code);
    if (entries.empty())
        return code;
    const bool json = parser.isSet(QStringLiteral("json"));
    QJsonArray rows;
    bool broken = false;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const DiagramEntry& e = entries[i];
        if (!diagramOk(files.first(), e, console)) {
            broken = true;
            continue;
        }
        const EvalTerms terms = evaluationTerms(e.parse.position, steps);
        int total = 0;
        QJsonObject termObject;
        QStringList shown;
        for (std::size_t t = 0; t < kEvalTerms; ++t) {
            total += terms[t];
            const QString name = QString::fromLatin1(evalTermName(static_cast<EvalTerm>(t)));
            termObject[name] = terms[t];
            if (terms[t] != 0)
                shown << QStringLiteral("%1 %2").arg(name).arg(terms[t]);
        }
        if (json) {
            rows.append(QJsonObject{{QStringLiteral("line"), e.line},
                                    {QStringLiteral("side"), QString(QLatin1Char(colourLetter(e.parse.position.side)))},
                                    {QStringLiteral("score"), total},
                                    {QStringLiteral("terms"), termObject}});
            continue;
        }
        console.out << CliText::tr("position %1 (line %2, %3 to move): %4 (%5)")
                           .arg(i + 1)
                           .arg(e.line)
                           .arg(winnerText(e.parse.position.side))
                           .arg(total)
                           .arg(shown.join(QStringLiteral(", ")))
                    << '\n';
    }
    if (json)
        console.out << QJsonDocument(QJsonObject{{QStringLiteral("steps"), steps}, {QStringLiteral("positions"), rows}})
                           .toJson(QJsonDocument::Compact)
                    << '\n';
    console.out.flush();
    return broken ? BadInput : Ok;
}

bool writeText(const QString& path, const std::string& text, Console& console)
{
    QString why;
    if (!writeFileBytes(path, text, &why)) {
        console.err << CliText::tr("%1: %2").arg(path, why) << '\n';
        return false;
    }
    return true;
}

int match(const QStringList& args, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Plays Arimaa games between two engines speaking AEI (the Arimaa Engine Interface) under "
        "a time control M/R/P/L/G/T, as the official match rules define it (for example "
        "0:15/3/100/6/0/2m). Colours alternate game by game: in game 1 the --gold command plays "
        "Gold. An engine that crashes, hangs, answers too late or plays an illegal move loses the "
        "game (termination f, t or i); a game halted by the limit G is scored (s). Prints each "
        "game's winner, termination, number of moves and the reason of a fault, then each "
        "program's totals."));
    parser.addOption({QStringLiteral("gold"), CliText::tr("The first engine's command line (Gold in game 1)."),
                      QStringLiteral("CMD")});
    parser.addOption({QStringLiteral("silver"), CliText::tr("The second engine's command line (Silver in game 1)."),
                      QStringLiteral("CMD")});
    parser.addOption({QStringLiteral("tc"), CliText::tr("The time control M/R/P/L/G/T."), QStringLiteral("TC")});
    parser.addOption({QStringLiteral("games"), CliText::tr("Number of games (default 2)."), QStringLiteral("N"),
                      QStringLiteral("2")});
    parser.addOption({QStringLiteral("out"), CliText::tr("Write every game in the official notation, with a header."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("archive"), CliText::tr("Write the games in the arimaa.com archive format."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("ponder"), CliText::tr("Let each engine ponder on its opponent's time.")});
    parser.addOption({QStringLiteral("event"), CliText::tr("The event named in the records."), QStringLiteral("TEXT"),
                      QStringLiteral("Playbench match")});
    parser.addOption({QStringLiteral("jobs"), CliText::tr("Games played at once (default 1)."), QStringLiteral("N"),
                      QStringLiteral("1")});
    parser.addOption({QStringLiteral("json"), CliText::tr("One JSON object per game.")});
    if (const int code = parseOrExit(parser, args,
                                     QStringLiteral("playbench-cli arimaa match --gold CMD --silver CMD --tc TC [--games N] "
                                                    "[--out FILE] [--archive FILE] [--ponder] [--jobs N] [--json]"),
                                     console);
        code >= 0)
        return code;
    std::array<PlayerSpec, 2> programs;
    const char* names[] = {"gold", "silver"};
    for (int i = 0; i < 2; ++i) {
        const QString option = QLatin1String(names[i]);
        if (!parser.isSet(option))
            return usageError(console, CliText::tr("give --%1 CMD, the engine's command line").arg(option));
        programs[static_cast<std::size_t>(i)] = programSpec(parser.value(option));
        if (programs[static_cast<std::size_t>(i)].program.isEmpty())
            return usageError(console, CliText::tr("--%1: an empty command line").arg(option));
    }
    if (!parser.isSet(QStringLiteral("tc")))
        return usageError(console, CliText::tr("give --tc, the time control (M/R/P/L/G/T, for example 0:15/3)"));
    const QString tcText = parser.value(QStringLiteral("tc"));
    const TimeControlParse tc = parseTimeControl(tcText.toStdString());
    if (!tc.ok())
        return usageError(console, CliText::tr("--tc %1: column %2: %3").arg(tcText).arg(tc.column).arg(tc.error));
    qint64 games = 2, jobs = 1;
    if (!intOption(parser, QStringLiteral("games"), 1, 100000, games, console)
        || !intOption(parser, QStringLiteral("jobs"), 1, 64, jobs, console))
        return BadUsage;
    SessionOptions settings;
    settings.control = tc.control;
    settings.ponder = parser.isSet(QStringLiteral("ponder"));
    settings.event = parser.value(QStringLiteral("event")).toStdString();

    std::vector<SessionResult> results(static_cast<std::size_t>(games));
    // Progress on stderr as games finish (a long match takes hours): the running wins.
    std::mutex progressMutex;
    std::size_t finished = 0;
    std::array<int, 2> wins{};
    auto report = [&](std::size_t g) {
        if (results.size() < 2)
            return;
        std::lock_guard lock(progressMutex);
        ++finished;
        const SessionResult& r = results[g];
        if (r.winner >= 0)
            ++wins[(g % 2) ^ static_cast<std::size_t>(r.winner)];
        // Program 1 is the --gold command, program 2 the --silver one.
        console.err << CliText::tr("game %1 of %2 done (game %3): %4; wins: program 1 %5, program 2 %6")
                           .arg(finished)
                           .arg(results.size())
                           .arg(g + 1)
                           .arg(r.winner < 0 ? CliText::tr("no result")
                                             : CliText::tr("%1 wins by %2").arg(winnerText(r.winner), terminationText(r.termination)))
                           .arg(wins[0])
                           .arg(wins[1])
                    << '\n';
        console.err.flush();
    };
    forEachOnThreads(results.size(), static_cast<std::size_t>(jobs), [&](std::size_t g) {
        const std::size_t first = g % 2;  // the program playing Gold
        Session session({makePlayer(programs[first], Gold, settings), makePlayer(programs[first ^ 1], Silver, settings)},
                        settings);
        results[g] = session.run();
        report(g);
    });

    const bool json = parser.isSet(QStringLiteral("json"));
    struct Totals {
        int wins = 0, losses = 0, goldWins = 0, silverWins = 0, faults = 0;
    };
    std::array<Totals, 2> totals;
    std::string records, archive = archiveHeaderLine() + '\n';
    for (std::size_t g = 0; g < results.size(); ++g) {
        const SessionResult& r = results[g];
        const std::size_t first = g % 2;
        records += gameRecordText(r, settings) + '\n';
        archive += archiveLine(r, settings, static_cast<int>(g + 1)) + '\n';
        const QString gold = programs[first].name, silver = programs[first ^ 1].name;
        if (r.winner >= 0) {
            const std::size_t winner = first ^ static_cast<std::size_t>(r.winner);
            ++totals[winner].wins;
            ++(r.winner == Gold ? totals[winner].goldWins : totals[winner].silverWins);
            ++totals[winner ^ 1].losses;
        }
        if (r.fault && r.fault->side >= 0)
            ++totals[first ^ static_cast<std::size_t>(r.fault->side)].faults;
        const std::string lastMove = r.game.record().empty() ? std::string() : r.game.record().back().substr(0, r.game.record().back().find(' '));
        if (json) {
            QJsonObject o{{QStringLiteral("game"), static_cast<qint64>(g + 1)},
                          {QStringLiteral("gold"), gold},
                          {QStringLiteral("silver"), silver},
                          {QStringLiteral("winner"), r.winner < 0 ? QJsonValue() : QJsonValue(winnerText(r.winner))},
                          {QStringLiteral("winner_program"), r.winner < 0 ? QJsonValue() : QJsonValue(r.winner == Gold ? gold : silver)},
                          {QStringLiteral("termination"), r.termination ? QJsonValue(QString(QLatin1Char(r.termination))) : QJsonValue()},
                          {QStringLiteral("moves"), static_cast<qint64>(r.game.record().size())},
                          {QStringLiteral("last_move"), QString::fromStdString(lastMove)},
                          {QStringLiteral("duration_ms"), static_cast<qint64>(r.durationMs)}};
            if (r.fault) {
                o[QStringLiteral("fault")] = QJsonObject{
                    {QStringLiteral("side"), r.fault->side < 0 ? QJsonValue() : QJsonValue(winnerText(r.fault->side))},
                    {QStringLiteral("move"), QString::fromStdString(r.fault->label)},
                    {QStringLiteral("line"), QString::fromStdString(r.fault->line)},
                    {QStringLiteral("reason"), r.fault->reason}};
            }
            console.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
            continue;
        }
        QString text = CliText::tr("game %1: %2 (gold) vs %3 (silver): ").arg(g + 1).arg(gold, silver);
        if (r.winner < 0)
            text += CliText::tr("no result");
        else
            text += CliText::tr("%1 wins by %2 after %n move(s)", nullptr, static_cast<int>(r.game.record().size()))
                        .arg(winnerText(r.winner), terminationText(r.termination))
                    + (lastMove.empty() ? QString() : CliText::tr(" (last %1)").arg(QString::fromStdString(lastMove)));
        if (r.fault) {
            text += CliText::tr("; %1%2").arg(r.fault->side < 0 ? QString()
                                                               : CliText::tr("%1 at %2: ").arg(winnerText(r.fault->side),
                                                                                             QString::fromStdString(r.fault->label)),
                                             r.fault->reason);
            if (!r.fault->line.empty())
                text += CliText::tr(" [%1]").arg(QString::fromStdString(r.fault->line));
        }
        console.out << text << '\n';
    }
    if (!json) {
        for (std::size_t i = 0; i < 2; ++i)
            console.out << CliText::tr("%1: %2 wins (%3 as gold, %4 as silver), %5 losses, %6 faults")
                               .arg(programs[i].name)
                               .arg(totals[i].wins)
                               .arg(totals[i].goldWins)
                               .arg(totals[i].silverWins)
                               .arg(totals[i].losses)
                               .arg(totals[i].faults)
                        << '\n';
    }
    console.out.flush();
    bool written = true;
    if (parser.isSet(QStringLiteral("out")))
        written = writeText(parser.value(QStringLiteral("out")), records, console) && written;
    if (parser.isSet(QStringLiteral("archive")))
        written = writeText(parser.value(QStringLiteral("archive")), archive, console) && written;
    return written ? Ok : BadInput;
}

} // namespace

// arimaa wcc qualifier|finals|resume: the championship's stages, and games resumed after technical failures.
int wcc(const QStringList& args, Console& console)
{
    return dispatch(args.mid(1), console,
                    {{"qualifier", [](const QStringList& a, Console& c) { return runTournamentGame(arimaaQualifierTournament(), a, c); }},
                     {"finals", [](const QStringList& a, Console& c) { return runTournamentGame(arimaaFinalsTournament(), a, c); }},
                     {"resume", wccResume}},
                    CliText::tr("name a stage of the championship (qualifier or finals) or resume"), arimaaHelp(),
                    CliText::tr("unknown stage of the championship '%1'"));
}

int arimaaCommand(const QStringList& args, Console& console)
{
    return dispatch(args, console,
                    {{"replay", replay}, {"moves", moves}, {"eval", eval}, {"match", match}, {"wcc", wcc}},
                    CliText::tr("name an arimaa command: replay, moves, eval, match or wcc"),
                    arimaaHelp(), CliText::tr("unknown arimaa command '%1'"));
}

} // namespace pb::cli
