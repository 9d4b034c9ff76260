#include "less/position.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>

namespace pb::less {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessPosition)
};

constexpr std::array<std::array<int, kPieces>, kColours> kStart = {{
    {squareAt(6, 0), squareAt(6, 1), squareAt(7, 0), squareAt(7, 1)},  // Yellow g1 g2 h1 h2
    {squareAt(0, 0), squareAt(0, 1), squareAt(1, 0), squareAt(1, 1)},  // Black a1 a2 b1 b2
    {squareAt(6, 6), squareAt(6, 7), squareAt(7, 6), squareAt(7, 7)},  // White g7 g8 h7 h8
    {squareAt(0, 6), squareAt(0, 7), squareAt(1, 6), squareAt(1, 7)},  // Red a7 a8 b7 b8
}};

// Each colour goes to the diagonally opposite corner, which is where colour 3 - c starts.
constexpr int targetColour(int colour) { return 3 - colour; }

constexpr std::array<std::uint64_t, kColours> kStartMask = {maskOf(kStart[0]), maskOf(kStart[1]),
                                                            maskOf(kStart[2]), maskOf(kStart[3])};

QString quoted(std::string_view s)
{
    return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

const char* colourName(int colour)
{
    static const char* const names[] = {"Yellow", "Black", "White", "Red"};
    return colour >= 0 && colour < kColours ? names[colour] : "?";
}

int parseColour(std::string_view word)
{
    for (int c = 0; c < kColours; ++c)
        if (word == colourName(c))
            return c;
    return -1;
}

std::array<int, kPieces> startSquares(int colour) { return kStart[static_cast<std::size_t>(colour)]; }
std::array<int, kPieces> targetSquares(int colour) { return kStart[static_cast<std::size_t>(targetColour(colour))]; }
std::uint64_t startMask(int colour) { return kStartMask[static_cast<std::size_t>(colour)]; }
std::uint64_t targetMask(int colour) { return kStartMask[static_cast<std::size_t>(targetColour(colour))]; }

std::string stepText(const Step& step)
{
    return squareName(step.from) + squareName(step.to);
}

std::string turnText(const Turn& turn)
{
    std::string s;
    for (int i = 0; i < turn.count; ++i) {
        if (i)
            s += ':';
        s += stepText(turn.steps[static_cast<std::size_t>(i)]);
    }
    return s;
}

Position::Position()
{
    m_at.fill(-1);
}

Position Position::start()
{
    Position p;
    for (int c = 0; c < kColours; ++c)
        for (int s : kStart[static_cast<std::size_t>(c)])
            p.set(s, c);
    return p;
}

std::array<int, kPieces> Position::pieces(int colour) const
{
    std::array<int, kPieces> out{-1, -1, -1, -1};
    std::uint64_t m = mask(colour);
    for (std::size_t i = 0; i < out.size() && m; ++i) {
        out[i] = std::countr_zero(m);
        m &= m - 1;
    }
    return out;
}

void Position::move(int from, int to)
{
    const int c = m_at[static_cast<std::size_t>(from)];
    m_at[static_cast<std::size_t>(from)] = -1;
    m_at[static_cast<std::size_t>(to)] = static_cast<std::int8_t>(c);
    m_mask[static_cast<std::size_t>(c)] ^= (std::uint64_t{1} << from) | (std::uint64_t{1} << to);
}

void Position::set(int square, int colour)
{
    const int old = m_at[static_cast<std::size_t>(square)];
    if (old >= 0)
        m_mask[static_cast<std::size_t>(old)] &= ~(std::uint64_t{1} << square);
    m_at[static_cast<std::size_t>(square)] = static_cast<std::int8_t>(colour);
    if (colour >= 0)
        m_mask[static_cast<std::size_t>(colour)] |= std::uint64_t{1} << square;
}

int stepsFrom(const Board& board, const Position& position, int square, Step* out)
{
    int n = 0;
    for (int d = 0; d < 4; ++d) {
        const int next = neighbour(square, d);
        if (next < 0)
            continue;
        const int w = board.wall(square, d);
        if (position.at(next) < 0) {
            out[n++] = {static_cast<std::uint8_t>(square), static_cast<std::uint8_t>(next),
                        static_cast<std::uint8_t>(1 + w), false};
            continue;
        }
        // A jump: over exactly one piece, no wall on either edge, onto an empty square.
        const int land = neighbour(next, d);
        if (land < 0 || w != 0 || board.wall(next, d) != 0 || position.at(land) >= 0)
            continue;
        out[n++] = {static_cast<std::uint8_t>(square), static_cast<std::uint8_t>(land), 1, true};
    }
    return n;
}

bool hasLegalTurn(const Board& board, const Position& position, int colour)
{
    const int mover = position.movableColour(colour);
    if (mover < 0)
        return false;
    std::uint64_t pieces = position.mask(mover);
    Step steps[8];
    while (pieces) {
        const int square = std::countr_zero(pieces);
        pieces &= pieces - 1;
        if (stepsFrom(board, position, square, steps) > 0)  // every single step fits the budget
            return true;
    }
    return false;
}

std::vector<Turn> legalTurns(const Board& board, const Position& position, int colour)
{
    std::vector<Turn> turns;
    Position p = position;
    forEachTurn(board, p, colour, [&turns](const Turn& t, const Position&) { turns.push_back(t); });
    return turns;
}

std::vector<Turn> distinctTurns(const Board& board, const Position& position, int colour)
{
    // A turn only moves the colour's and its partner's pieces: those two masks identify the
    // result. An open-addressing table of them (grown at half load) keeps the first sequence
    // reaching each result, in generation order.
    struct Key {
        std::uint64_t own = 0, partner = 0;
        bool used = false;
    };
    std::vector<Key> table(1024);
    std::size_t used = 0;
    auto slotOf = [](const std::vector<Key>& tab, std::uint64_t own, std::uint64_t partner) {
        const std::size_t mask = tab.size() - 1;
        // Multiplying pushes every bit of the masks up: take the top bits.
        const std::uint64_t h = (own * 0x9e3779b97f4a7c15ull) ^ ((partner ^ (own >> 29)) * 0xc2b2ae3d27d4eb4full);
        std::size_t i = static_cast<std::size_t>((h ^ (h >> 31)) * 0xbf58476d1ce4e5b9ull >> 40) & mask;
        while (tab[i].used && (tab[i].own != own || tab[i].partner != partner))
            i = (i + 1) & mask;
        return i;
    };
    std::vector<Turn> out;
    Position p = position;
    const int partner = partnerOf(colour);
    forEachTurn(board, p, colour, [&](const Turn& t, const Position& after) {
        const std::uint64_t own = after.mask(colour), other = after.mask(partner);
        std::size_t i = slotOf(table, own, other);
        if (table[i].used)
            return;
        table[i] = {own, other, true};
        out.push_back(t);
        if (++used * 2 > table.size()) {
            std::vector<Key> bigger(table.size() * 2);
            for (const Key& k : table)
                if (k.used)
                    bigger[slotOf(bigger, k.own, k.partner)] = k;
            table.swap(bigger);
        }
    });
    return out;
}

TurnParse parseTurnText(std::string_view text)
{
    TurnParse result;
    // Columns count from the start of `text`, blanks included.
    const std::string_view trimmed = trimBlanks(text);
    const auto begin = static_cast<std::size_t>(trimmed.data() - text.data());
    const std::size_t end = begin + trimmed.size();
    auto fail = [&](std::size_t at, const QString& message) {
        result.error = message;
        result.column = static_cast<int>(at) + 1;
        return result;
    };
    if (begin == end)
        return fail(begin, Text::tr("empty turn; expected 1 to 3 moves such as h1f1:g1g3"));
    std::size_t i = begin;
    while (true) {
        if (result.turn.count == 3)
            return fail(i - 1, Text::tr("more than 3 moves in a turn"));
        for (int k = 0; k < 2; ++k) {
            const std::size_t at = i + 2 * static_cast<std::size_t>(k);
            const std::string_view name = text.substr(at, std::min<std::size_t>(2, end > at ? end - at : 0));
            if (parseSquare(name) < 0) {
                const std::string_view shown = text.substr(at, std::min<std::size_t>(2, end > at ? end - at : 0));
                return fail(at, shown.empty()
                                    ? Text::tr("move %1 is cut short; expected a square such as h1")
                                          .arg(result.turn.count + 1)
                                    : Text::tr("'%1' is not a square (a1 to h8)").arg(quoted(shown)));
            }
        }
        Step s;
        s.from = static_cast<std::uint8_t>(parseSquare(text.substr(i, 2)));
        s.to = static_cast<std::uint8_t>(parseSquare(text.substr(i + 2, 2)));
        result.turn.steps[static_cast<std::size_t>(result.turn.count++)] = s;
        i += 4;
        if (i == end)
            break;
        if (text[i] != ':')
            return fail(i, Text::tr("expected ':' between moves or the end of the turn, found '%1'")
                               .arg(quoted(text.substr(i, 1))));
        ++i;
    }
    return result;
}

TurnCheck checkTurn(const Board& board, const Position& position, int colour, const Turn& parsed)
{
    TurnCheck result;
    Position p = position;
    int budget = kTurnBudget;
    if (parsed.count < 1 || parsed.count > 3) {
        result.error = Text::tr("a turn has 1 to 3 moves, not %1").arg(parsed.count);
        return result;
    }
    for (int i = 0; i < parsed.count; ++i) {
        const Step want = parsed.steps[static_cast<std::size_t>(i)];
        const QString where = Text::tr("move %1 (%2)").arg(i + 1).arg(QString::fromStdString(stepText(want)));
        auto fail = [&](const QString& what) {
            result.error = Text::tr("%1: %2").arg(where, what);
            result.step = i + 1;
            return result;
        };
        const int mover = p.movableColour(colour);
        if (mover < 0)
            return fail(Text::tr("the team is home already; nothing is left to move"));
        const int owner = p.at(want.from);
        if (owner < 0)
            return fail(Text::tr("no piece on %1").arg(squareText(want.from)));
        if (owner != mover)
            return fail(mover == colour
                            ? Text::tr("the piece on %1 is %2; %3 moves its own pieces until they are home")
                                  .arg(squareText(want.from), QLatin1String(colourName(owner)),
                                       QLatin1String(colourName(colour)))
                            : Text::tr("the piece on %1 is %2; %3 is home and moves %4's pieces")
                                  .arg(squareText(want.from), QLatin1String(colourName(owner)),
                                       QLatin1String(colourName(colour)), QLatin1String(colourName(mover))));
        Step steps[8];
        const int n = stepsFrom(board, p, want.from, steps);
        const Step* found = nullptr;
        for (int k = 0; k < n; ++k)
            if (steps[k].to == want.to)
                found = &steps[k];
        if (!found) {
            // Say why: a step onto a piece, a jump that is blocked, or not a move at all.
            for (int d = 0; d < 4; ++d) {
                const int next = neighbour(want.from, d);
                if (next < 0)
                    continue;
                if (next == want.to)
                    return fail(Text::tr("%1 is not empty").arg(squareText(want.to)));
                if (neighbour(next, d) == want.to) {
                    if (p.at(next) < 0)
                        return fail(Text::tr("a jump needs a piece on %1 to jump over").arg(squareText(next)));
                    if (p.at(want.to) >= 0)
                        return fail(Text::tr("%1 is not empty").arg(squareText(want.to)));
                    return fail(Text::tr("a jump may not cross a wall (%1 to %2 to %3)")
                                    .arg(squareText(want.from), squareText(next), squareText(want.to)));
                }
            }
            return fail(Text::tr("%1 to %2 is neither a step to a neighbouring square nor a jump over one piece")
                            .arg(squareText(want.from), squareText(want.to)));
        }
        if (found->cost > budget)
            return fail(Text::tr("costs %1 but only %2 of the turn's %3 are left")
                            .arg(found->cost)
                            .arg(budget)
                            .arg(kTurnBudget));
        budget -= found->cost;
        p.move(found->from, found->to);
        result.turn.push(*found);
    }
    return result;
}

namespace {
// The column of the first character of move `step` (1-based) of a well-formed turn text.
int columnOfMove(std::string_view text, int step)
{
    std::size_t lead = 0;
    while (lead < text.size() && (text[lead] == ' ' || text[lead] == '\t' || text[lead] == '\r' || text[lead] == '\n'))
        ++lead;
    return static_cast<int>(lead) + 5 * (std::max(step, 1) - 1) + 1;
}
} // namespace

TurnCheck readTurn(const Board& board, const Position& position, int colour, std::string_view text)
{
    const TurnParse parsed = parseTurnText(text);
    TurnCheck result;
    if (!parsed.ok()) {
        result.error = parsed.error;
        result.column = parsed.column;
        return result;
    }
    result = checkTurn(board, position, colour, parsed.turn);
    if (!result.ok())
        result.column = columnOfMove(text, result.step);
    return result;
}

Game::Game(const Board& board, const Position& position) : m_board(board), m_position(position)
{
    advance(true);
}

int Game::moves(int colour) const
{
    const int r = m_rush[static_cast<std::size_t>(colour)];
    return charged(colour) + (r < 0 ? 0 : r);
}

TurnCheck Game::play(const Turn& turn)
{
    if (m_phase != Phase::Playing) {
        TurnCheck r;
        r.error = Text::tr("the game is not in its playing phase");
        return r;
    }
    TurnCheck r = checkTurn(m_board, m_position, m_toMove, turn);
    if (!r.ok())
        return r;
    for (int i = 0; i < r.turn.count; ++i)
        m_position.move(r.turn.steps[static_cast<std::size_t>(i)].from, r.turn.steps[static_cast<std::size_t>(i)].to);
    ++m_turns[static_cast<std::size_t>(m_toMove)];
    m_history.push_back({m_toMove, false, r.turn});
    advance(false);
    return r;
}

TurnCheck Game::play(std::string_view text)
{
    const TurnParse parsed = parseTurnText(text);
    if (!parsed.ok()) {
        TurnCheck r;
        r.error = parsed.error;
        r.column = parsed.column;
        return r;
    }
    TurnCheck r = play(parsed.turn);
    if (!r.ok() && r.step > 0)
        r.column = columnOfMove(text, r.step);
    return r;
}

void Game::advance(bool first)
{
    int next = first ? m_toMove : (m_toMove + 1) % kColours;
    for (int guard = 0; guard < kColours + 1; ++guard) {
        if (m_position.teamHome(0) && m_position.teamHome(1)) {
            m_phase = Phase::Over;
            m_rushReason = RushReason::AllHome;
            m_rush.fill(0);
            return;
        }
        if (m_position.teamHome(teamOf(next))) {
            m_history.push_back({next, true, Turn{}});
            next = (next + 1) % kColours;
            continue;
        }
        m_toMove = next;
        const bool limit = m_turns[static_cast<std::size_t>(next)] >= kTurnLimit;
        if (limit || !hasLegalTurn(m_board, m_position, next)) {
            m_phase = Phase::Rush;
            m_rushReason = limit ? RushReason::TurnLimit : RushReason::Stuck;
            m_stuck = limit ? -1 : next;
            for (int c = 0; c < kColours; ++c)
                if (m_position.home(c))
                    m_rush[static_cast<std::size_t>(c)] = 0;
        }
        return;
    }
}

bool Game::setRush(int colour, int moves)
{
    if (m_phase != Phase::Rush || colour < 0 || colour >= kColours || moves < 0)
        return false;
    m_rush[static_cast<std::size_t>(colour)] = moves;
    if (std::all_of(m_rush.begin(), m_rush.end(), [](int r) { return r >= 0; }))
        m_phase = Phase::Over;
    return true;
}

} // namespace pb::less
