#include "less/gamelog.h"

#include "less/rush.h"
#include "common/textfile.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <optional>

namespace pb::less {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessGameLog)
};

const char* const kKinds[] = {"crash", "timeout", "invalid", "rush"};

// One line of the log being read, with a cursor; columns are 1-based.
struct Cursor {
    std::string_view line;
    std::size_t pos = 0;

    void skipBlanks()
    {
        while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t'))
            ++pos;
    }
    // The column of the next word (blanks skipped).
    int column()
    {
        skipBlanks();
        return static_cast<int>(pos) + 1;
    }
    bool atEnd()
    {
        skipBlanks();
        return pos >= line.size();
    }
    std::string_view word()
    {
        skipBlanks();
        const std::size_t start = pos;
        while (pos < line.size() && line[pos] != ' ' && line[pos] != '\t')
            ++pos;
        return line.substr(start, pos - start);
    }
    std::string_view rest()
    {
        skipBlanks();
        std::string_view r = line.substr(pos);
        while (!r.empty() && (r.back() == ' ' || r.back() == '\t'))
            r.remove_suffix(1);
        pos = line.size();
        return r;
    }
};

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Reads a quoted string at the cursor; on error sets `error` and leaves the cursor at the fault.
bool unquote(Cursor& c, std::string& out, QString& error)
{
    c.skipBlanks();
    if (c.pos >= c.line.size() || c.line[c.pos] != '"') {
        error = Text::tr("expected a quoted text");
        return false;
    }
    ++c.pos;
    out.clear();
    while (c.pos < c.line.size()) {
        const char ch = c.line[c.pos];
        if (ch == '"') {
            ++c.pos;
            return true;
        }
        if (ch != '\\') {
            out += ch;
            ++c.pos;
            continue;
        }
        if (c.pos + 1 >= c.line.size())
            break;
        const char e = c.line[c.pos + 1];
        switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'x': {
            const int hi = c.pos + 2 < c.line.size() ? hexValue(c.line[c.pos + 2]) : -1;
            const int lo = c.pos + 3 < c.line.size() ? hexValue(c.line[c.pos + 3]) : -1;
            if (hi < 0 || lo < 0) {
                error = Text::tr("\\x needs two hexadecimal digits");
                return false;
            }
            out += static_cast<char>(hi * 16 + lo);
            c.pos += 4;
            continue;
        }
        default:
            error = Text::tr("unknown escape \\%1").arg(QLatin1Char(e));
            return false;
        }
        c.pos += 2;
    }
    error = Text::tr("the quoted text does not end");
    return false;
}

bool parseInt(std::string_view s, int lo, int hi, int& value)
{
    if (s.empty() || s.size() > 9)
        return false;
    int v = 0;
    for (char ch : s) {
        if (ch < '0' || ch > '9')
            return false;
        v = v * 10 + (ch - '0');
    }
    if (v < lo || v > hi)
        return false;
    value = v;
    return true;
}

} // namespace

const char* faultKindName(FaultKind kind)
{
    const int k = static_cast<int>(kind);
    return k >= 0 && k < 4 ? kKinds[k] : "?";
}

int parseFaultKind(std::string_view word)
{
    for (int k = 0; k < 4; ++k)
        if (word == kKinds[k])
            return k;
    return -1;
}

bool GameLog::faulted(int colour) const
{
    return std::any_of(faults.begin(), faults.end(), [colour](const Fault& f) { return f.colour == colour; });
}

std::array<int, kColours> scoresOf(const Game& game, const std::vector<Fault>& faults)
{
    std::array<int, kColours> s{};
    for (int c = 0; c < kColours; ++c) {
        const bool bad = std::any_of(faults.begin(), faults.end(), [c](const Fault& f) { return f.colour == c; });
        s[static_cast<std::size_t>(c)] = bad ? 0 : game.score(teamOf(c));
    }
    return s;
}

std::string quoteText(std::string_view text)
{
    static const char digits[] = "0123456789abcdef";
    std::string out = "\"";
    for (char ch : text) {
        const auto u = static_cast<unsigned char>(ch);
        switch (ch) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (u < 0x20 || u == 0x7f) {
                out += "\\x";
                out += digits[u >> 4];
                out += digits[u & 15];
            } else {
                out += ch;
            }
        }
    }
    out += '"';
    return out;
}

std::string writeGameLog(const GameLog& log)
{
    std::string s = "# Playbench Less game log (CodeCup 2017)\nless-game 1\n";
    s += "board " + log.board.toString() + '\n';
    if (!(log.start == Position::start()))
        for (int c = 0; c < kColours; ++c) {
            s += "start " + std::string(colourName(c));
            for (int sq : log.start.pieces(c))
                s += ' ' + squareName(sq);
            s += '\n';
        }
    for (int c = 0; c < kColours; ++c) {
        std::string name = log.players[static_cast<std::size_t>(c)].toStdString();
        std::replace(name.begin(), name.end(), '\n', ' ');
        s += "player " + std::string(colourName(c)) + ' ' + name + '\n';
    }
    std::array<int, kColours> made{};
    std::size_t nextFault = 0;
    std::vector<Fault> faults = log.faults;
    std::stable_sort(faults.begin(), faults.end(), [](const Fault& a, const Fault& b) { return a.turn < b.turn; });
    auto writeFault = [&s](const Fault& f) {
        std::string message = f.message.toStdString();
        std::replace(message.begin(), message.end(), '\n', ' ');
        s += "fault " + std::string(colourName(f.colour)) + ' ' + std::to_string(f.turn) + ' '
             + faultKindName(f.kind) + ' ' + quoteText(f.line) + ' ' + message + '\n';
    };
    for (const Game::Record& r : log.turns) {
        if (!r.nil) {
            const int turnNo = ++made[static_cast<std::size_t>(r.colour)];
            // A fault is written just before the turn the judge played in its place.
            for (std::size_t i = 0; i < faults.size(); ++i)
                if (faults[i].colour == r.colour && faults[i].turn == turnNo && i >= nextFault) {
                    writeFault(faults[i]);
                    std::swap(faults[i], faults[nextFault]);
                    ++nextFault;
                }
        }
        s += "turn " + std::string(colourName(r.colour)) + ' ' + (r.nil ? std::string("Nil") : turnText(r.turn)) + '\n';
    }
    for (std::size_t i = nextFault; i < faults.size(); ++i)
        writeFault(faults[i]);
    for (int c = 0; c < kColours; ++c) {
        const auto i = static_cast<std::size_t>(c);
        if (log.rushMoves[i] < 0)
            continue;
        s += "rush " + std::string(colourName(c)) + ' ' + std::to_string(log.rushMoves[i]);
        for (const Step& st : log.rushSteps[i])
            s += ' ' + stepText(st);
        s += '\n';
    }
    for (int c = 0; c < kColours; ++c) {
        const QString& err = log.stderrText[static_cast<std::size_t>(c)];
        if (err.isEmpty())
            continue;
        QStringList lines = err.split(QLatin1Char('\n'));
        if (lines.last().isEmpty())
            lines.removeLast();
        for (const QString& l : lines)
            s += "stderr " + std::string(colourName(c)) + ' ' + quoteText(l.toStdString()) + '\n';
    }
    if (std::all_of(log.rushMoves.begin(), log.rushMoves.end(), [](int m) { return m >= 0; }))
        for (int c = 0; c < kColours; ++c)
            s += "result " + std::string(colourName(c)) + ' ' + std::to_string(log.scores[static_cast<std::size_t>(c)])
                 + ' ' + std::to_string(log.moves[static_cast<std::size_t>(c)]) + '\n';
    return s;
}

GameLogParse readGameLog(std::string_view text, const QString& fileName)
{
    GameLogParse result;
    GameLog& log = result.log;
    std::optional<Game> game;
    std::size_t consumed = 0;  // history records matched by turn lines
    bool header = false;
    bool customStart = false;
    std::array<bool, kColours> havePlayer{};
    std::array<int, kColours> resultScore{-1, -1, -1, -1};
    std::array<int, kColours> resultMoves{-1, -1, -1, -1};
    int lineNo = 0;
    int resultLine = 0;
    std::array<int, kColours> resultLines{};
    auto fail = [&](int column, const QString& message) {
        result.error = QStringLiteral("%1:%2:%3: %4").arg(fileName).arg(lineNo).arg(column).arg(message);
        return result;
    };

    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view raw = text.substr(start, end - start);
        start = end + 1;
        ++lineNo;
        if (!raw.empty() && raw.back() == '\r')
            raw.remove_suffix(1);
        Cursor c{raw};
        if (c.atEnd() || raw[c.pos] == '#') {
            if (end == text.size())
                break;
            continue;
        }
        const int keyColumn = c.column();
        const std::string_view key = c.word();
        if (!header) {
            if (key != "less-game")
                return fail(keyColumn, Text::tr("not a Less game log (it starts with 'less-game 1')"));
            const int vc = c.column();
            if (c.word() != "1")
                return fail(vc, Text::tr("unknown log version"));
            header = true;
            continue;
        }
        if (key == "board") {
            if (game)
                return fail(keyColumn, Text::tr("a second board line"));
            const int bc = c.column();
            const BoardParse b = parseBoard(c.rest());
            if (!b.ok())
                return fail(bc + std::max(0, b.column - 1), b.error);
            log.board = b.board;
            game.emplace(b.board);
            continue;
        }
        if (key == "result" && !game)
            return fail(keyColumn, Text::tr("a result before the board line"));
        // Every other line names a colour.
        const int colourColumn = c.column();
        const std::string_view colourWord = c.word();
        const int colour = parseColour(colourWord);
        const bool known = key == "start" || key == "player" || key == "turn" || key == "fault" || key == "rush" || key == "stderr"
                           || key == "result";
        if (!known)
            return fail(keyColumn, Text::tr("unknown line '%1'").arg(QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()))));
        if (colour < 0)
            return fail(colourColumn, Text::tr("expected a colour (Yellow, Black, White or Red)"));
        const auto ci = static_cast<std::size_t>(colour);
        if (key == "player") {
            log.players[ci] = QString::fromUtf8(c.rest());
            havePlayer[ci] = true;
            continue;
        }
        if (key == "stderr") {
            std::string s;
            QString err;
            if (!unquote(c, s, err))
                return fail(c.column(), err);
            log.stderrText[ci] += QString::fromStdString(s) + QLatin1Char('\n');
            continue;
        }
        if (!game)
            return fail(keyColumn, Text::tr("the board line must come first"));
        if (key == "start") {
            if (consumed > 0)
                return fail(keyColumn, Text::tr("start lines must come before the turns"));
            if (!customStart) {
                log.start = Position();
                customStart = true;
            }
            for (int sq : log.start.pieces(colour))
                if (sq >= 0)  // a colour given fewer than four pieces so far has empty slots
                    log.start.set(sq, -1);
            for (int k = 0; k < kPieces; ++k) {
                const int sc = c.column();
                const int sq = parseSquare(c.word());
                if (sq < 0)
                    return fail(sc, Text::tr("expected a square (a1 to h8)"));
                if (log.start.at(sq) >= 0)
                    return fail(sc, Text::tr("two pieces on one square"));
                log.start.set(sq, colour);
            }
            if (!c.atEnd())
                return fail(c.column(), Text::tr("a colour has four pieces"));
            game.emplace(log.board, log.start);
            continue;
        }
        if (key == "turn") {
            const int tc = c.column();
            const std::string_view t = c.rest();
            const auto& history = game->history();
            if (t == "Nil") {
                if (consumed >= history.size() || !history[consumed].nil || history[consumed].colour != colour)
                    return fail(tc, Text::tr("%1 plays Nil only once its team is home").arg(QLatin1String(colourName(colour))));
                ++consumed;
                continue;
            }
            if (consumed < history.size())
                return fail(keyColumn, Text::tr("expected 'turn %1 Nil' first").arg(QLatin1String(colourName(history[consumed].colour))));
            if (game->phase() != Game::Phase::Playing)
                return fail(keyColumn, Text::tr("a turn after the playing phase"));
            if (game->toMove() != colour)
                return fail(colourColumn, Text::tr("it is %1's turn, not %2's")
                                              .arg(QLatin1String(colourName(game->toMove())), QLatin1String(colourName(colour))));
            const TurnCheck r = game->play(t);
            if (!r.ok())
                return fail(tc + std::max(0, r.column - 1), r.error);
            ++consumed;
            continue;
        }
        if (key == "fault") {
            Fault f;
            f.colour = colour;
            const int nc = c.column();
            if (!parseInt(c.word(), 1, 1000, f.turn))
                return fail(nc, Text::tr("expected the turn number"));
            const int kc = c.column();
            const int kind = parseFaultKind(c.word());
            if (kind < 0)
                return fail(kc, Text::tr("expected crash, timeout, invalid or rush"));
            f.kind = static_cast<FaultKind>(kind);
            QString err;
            if (!unquote(c, f.line, err))
                return fail(c.column(), err);
            f.message = QString::fromUtf8(c.rest());
            log.faults.push_back(std::move(f));
            continue;
        }
        if (key == "rush") {
            // A colour already home when the rush began has its rush (0) set by the game, so
            // the game may be over before that colour's own rush line.
            const bool homeAlready = game->phase() == Game::Phase::Over && game->position().home(colour);
            if (game->phase() != Game::Phase::Rush && !homeAlready)
                return fail(keyColumn, Text::tr("a rush outside the final rush"));
            const int mc = c.column();
            int moves = 0;
            if (!parseInt(c.word(), 0, 100000, moves))
                return fail(mc, Text::tr("expected the number of moves"));
            std::vector<Step> steps;
            std::vector<int> columns;
            while (!c.atEnd()) {
                const int sc = c.column();
                const std::string_view w = c.word();
                const TurnParse p = parseTurnText(w);
                if (!p.ok() || p.turn.count != 1)
                    return fail(sc, p.ok() ? Text::tr("one step per word") : p.error);
                steps.push_back(p.turn.steps[0]);
                columns.push_back(sc);
            }
            const RushCheck r = checkRush(game->board(), colour, game->position().pieces(colour), steps);
            if (!r.ok())
                return fail(columns[static_cast<std::size_t>(r.step - 1)], r.error);
            if (!r.home)
                return fail(mc, Text::tr("the rush does not bring %1 home").arg(QLatin1String(colourName(colour))));
            if (r.moves != moves)
                return fail(mc, Text::tr("the rush costs %1 moves, not %2").arg(r.moves).arg(moves));
            log.rushSteps[ci] = steps;
            log.rushMoves[ci] = moves;
            game->setRush(colour, moves);
            continue;
        }
        // result
        const int sc = c.column();
        if (!parseInt(c.word(), 0, 20, resultScore[ci]))
            return fail(sc, Text::tr("expected the score (0 to 20)"));
        const int mc = c.column();
        if (!parseInt(c.word(), 0, 100000, resultMoves[ci]))
            return fail(mc, Text::tr("expected the moves"));
        resultLine = lineNo;
        resultLines[ci] = lineNo;
        if (end == text.size())
            break;
    }
    if (!header) {
        lineNo = 1;
        return fail(1, Text::tr("not a Less game log (it starts with 'less-game 1')"));
    }
    if (!game)
        return fail(1, Text::tr("no board line"));
    for (int c = 0; c < kColours; ++c)
        if (!havePlayer[static_cast<std::size_t>(c)])
            return fail(1, Text::tr("no player line for %1").arg(QLatin1String(colourName(c))));
    log.turns = game->history();
    if (game->phase() == Game::Phase::Over) {
        for (int c = 0; c < kColours; ++c)
            log.rushMoves[static_cast<std::size_t>(c)] = game->rushMoves(c);
        log.scores = scoresOf(*game, log.faults);
        for (int c = 0; c < kColours; ++c)
            log.moves[static_cast<std::size_t>(c)] = game->moves(c);
    }
    if (resultLine > 0) {
        lineNo = resultLine;
        if (game->phase() != Game::Phase::Over)
            return fail(1, Text::tr("results for a game that is not over"));
        for (int c = 0; c < kColours; ++c) {
            const auto i = static_cast<std::size_t>(c);
            if (resultLines[i] == 0) {
                lineNo = resultLine;
                return fail(1, Text::tr("no result line for %1").arg(QLatin1String(colourName(c))));
            }
            lineNo = resultLines[i];
            if (resultScore[i] != log.scores[i] || resultMoves[i] != log.moves[i])
                return fail(1, Text::tr("%1: the log says score %2 and %3 moves; the replay gives %4 and %5")
                                   .arg(QLatin1String(colourName(c)))
                                   .arg(resultScore[i])
                                   .arg(resultMoves[i])
                                   .arg(log.scores[i])
                                   .arg(log.moves[i]));
        }
    }
    return result;
}

GameLogParse loadGameLog(const QString& path)
{
    return loadFile<GameLogParse>(path, [&](const std::string& bytes) { return readGameLog(bytes, path); });
}

} // namespace pb::less
