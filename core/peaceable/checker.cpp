#include "peaceable/checker.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace pb::peaceable {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PeaceableChecker)
};

struct Step {
    int dr, dc;
};
constexpr Step kAround[8] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
constexpr Step kJumps[8] = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
constexpr Step kStraight[4] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
constexpr Step kDiagonal[4] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

QString squareText(Square s) { return QStringLiteral("(%1,%2)").arg(s.row).arg(s.col); }

QString printable(char c)
{
    if (c >= 33 && c < 127)
        return QStringLiteral("'%1'").arg(QLatin1Char(c));
    return QStringLiteral("byte %1").arg(int(static_cast<unsigned char>(c)));
}

} // namespace

QString pieceName(char letter)
{
    switch (letter) {
    case 'K': return Text::tr("King");
    case 'Q': return Text::tr("Queen");
    case 'R': return Text::tr("Rook");
    case 'B': return Text::tr("Bishop");
    case 'N': return Text::tr("Knight");
    default: return QString(QLatin1Char(letter));
    }
}

QString Violation::message() const
{
    switch (kind) {
    case IllegalCharacter:
        return Text::tr("cell %1 has the illegal character %2").arg(squareText(at), printable(piece));
    case WallRemoved:
        return Text::tr("the wall at %1 was removed (found %2)").arg(squareText(at), printable(piece));
    case WallAdded:
        return Text::tr("a wall was added at %1").arg(squareText(at));
    case IllegalOwner:
        return Text::tr("%1 at %2 has the illegal owner %3").arg(pieceName(piece), squareText(at), printable(owner));
    case Attack:
        return Text::tr("%1 of player %2 at %3 attacks %4 of player %5 at %6")
            .arg(pieceName(piece), QString(QLatin1Char(owner)), squareText(at), pieceName(targetPiece),
                 QString(QLatin1Char(targetOwner)), squareText(target));
    }
    return {};
}

int Verdict::count(Violation::Kind kind) const
{
    return int(std::count_if(violations.begin(), violations.end(),
                             [kind](const Violation& v) { return v.kind == kind; }));
}

Verdict checkAnswer(const Problem& problem, const Answer& answer)
{
    Verdict v;
    const int n = problem.n;
    const auto cell = [n](int r, int c) { return static_cast<std::size_t>(r * n + c); };
    v.playerScores.assign(static_cast<std::size_t>(problem.players), 0);

    // The board as the attack rules see it: a piece (with a legal owner), a wall, or nothing.
    std::vector<std::int8_t> piece(problem.wall.size(), kNone);
    std::vector<int> owner(problem.wall.size(), -1);
    std::vector<std::uint8_t> wall(problem.wall.size(), 0);

    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const char ch = answer.board[cell(r, c)];
            const char och = answer.owner[cell(r, c)];
            const std::int8_t t = pieceOfLetter(ch);
            if (ch != '.' && ch != '#' && t == kNone) {
                v.violations.push_back({Violation::IllegalCharacter, {r, c}, ch, '?', {}, 0, 0});
                continue;
            }
            if (problem.isWall(r, c) && ch != '#')
                v.violations.push_back({Violation::WallRemoved, {r, c}, ch, '?', {}, 0, 0});
            if (!problem.isWall(r, c) && ch == '#')
                v.violations.push_back({Violation::WallAdded, {r, c}, ch, '?', {}, 0, 0});
            if (ch == '#')
                wall[cell(r, c)] = 1;
            if (t == kNone)
                continue;
            if (och < '0' || och >= '0' + problem.players) {
                v.violations.push_back({Violation::IllegalOwner, {r, c}, ch, och, {}, 0, 0});
                continue;
            }
            piece[cell(r, c)] = t;
            owner[cell(r, c)] = och - '0';
            v.playerScores[static_cast<std::size_t>(och - '0')] += problem.points[static_cast<std::size_t>(t)];
        }

    const auto inside = [n](int r, int c) { return r >= 0 && r < n && c >= 0 && c < n; };
    const auto hit = [&](int r, int c, int r2, int c2) {
        Violation a{Violation::Attack, {r, c}, kPieceLetters[piece[cell(r, c)]], char('0' + owner[cell(r, c)]),
                    {r2, c2}, kPieceLetters[piece[cell(r2, c2)]], char('0' + owner[cell(r2, c2)])};
        v.violations.push_back(a);
    };
    const auto touch = [&](int r, int c, const Step* steps) {
        for (int i = 0; i < 8; ++i) {
            const int r2 = r + steps[i].dr, c2 = c + steps[i].dc;
            if (inside(r2, c2) && piece[cell(r2, c2)] != kNone && owner[cell(r2, c2)] != owner[cell(r, c)])
                hit(r, c, r2, c2);
        }
    };
    const auto slide = [&](int r, int c, const Step* steps, int count) {
        for (int i = 0; i < count; ++i) {
            int r2 = r + steps[i].dr, c2 = c + steps[i].dc;
            while (inside(r2, c2) && !wall[cell(r2, c2)] && piece[cell(r2, c2)] == kNone) {
                r2 += steps[i].dr;
                c2 += steps[i].dc;
            }
            if (inside(r2, c2) && piece[cell(r2, c2)] != kNone && owner[cell(r2, c2)] != owner[cell(r, c)])
                hit(r, c, r2, c2);
        }
    };
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            switch (piece[cell(r, c)]) {
            case King: touch(r, c, kAround); break;
            case Knight: touch(r, c, kJumps); break;
            case Queen: slide(r, c, kAround, 8); break;
            case Rook: slide(r, c, kStraight, 4); break;
            case Bishop: slide(r, c, kDiagonal, 4); break;
            default: break;
            }
        }

    if (v.valid())
        v.score = v.playerScores.empty() ? 0 : *std::min_element(v.playerScores.begin(), v.playerScores.end());
    return v;
}

} // namespace pb::peaceable
