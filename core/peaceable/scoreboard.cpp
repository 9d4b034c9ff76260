#include "peaceable/scoreboard.h"

#include <algorithm>

namespace pb::peaceable {

namespace {

// Directions 0-3 are straight (rook), 4-7 diagonal (bishop); d ^ 1 is the opposite of d.
constexpr std::uint8_t kSlides[kPieceTypes] = {0x00, 0xff, 0x0f, 0xf0, 0x00};

// The types (bit t for type t) that hit a piece along direction d (straight: d < 4) at a
// distance of 1 or more: [d >= 4][distance > 1].
constexpr unsigned kHitting[2][2] = {
    {(1u << King) | (1u << Queen) | (1u << Rook), (1u << Queen) | (1u << Rook)},
    {(1u << King) | (1u << Queen) | (1u << Bishop), (1u << Queen) | (1u << Bishop)},
};

} // namespace

ScoreBoard::ScoreBoard(const Problem& problem)
    : m_problem(problem), m_n(problem.n), m_players(std::clamp(problem.players, 0, kMaxPlayers)), m_stride(problem.n + 4)
{
    // Totals keep kMaxPlayers scores (parseProblem and the generator never give more players).
    const int s = m_stride;
    m_dir = {-s, s, -1, 1, -s - 1, s + 1, -s + 1, s - 1};
    m_jump = {-2 * s - 1, -2 * s + 1, -s - 2, -s + 2, s - 2, s + 2, 2 * s - 1, 2 * s + 1};
    const auto size = static_cast<std::size_t>(s * s);
    m_wall.assign(size, 1);
    m_piece.assign(size, kNone);
    m_owner.assign(size, 0);
    for (int r = 0; r < m_n; ++r)
        for (int c = 0; c < m_n; ++c)
            m_wall[static_cast<std::size_t>(index(r, c))] = problem.isWall(r, c) ? 1 : 0;
}

bool ScoreBoard::hits(std::int8_t p, int d, int distance) const
{
    if (p == King)
        return distance == 1;
    return (kSlides[p] >> d) & 1;
}

void ScoreBoard::account(int at, std::int8_t p, std::int8_t o, int sign)
{
    std::array<int, 8> first{}, dist{};
    for (int d = 0; d < 8; ++d)
        first[static_cast<std::size_t>(d)] = firstPiece(at, d, dist[static_cast<std::size_t>(d)]);
    int delta = 0;
    for (int d = 0; d < 8; ++d) {
        const int q = first[static_cast<std::size_t>(d)];
        if (q < 0)
            continue;
        const std::int8_t qp = m_piece[static_cast<std::size_t>(q)];
        const std::int8_t qo = m_owner[static_cast<std::size_t>(q)];
        const int qd = dist[static_cast<std::size_t>(d)];
        if (qo != o) {
            delta += hits(p, d, qd);
            delta += hits(qp, d ^ 1, qd);
        }
        // The line through `at`: the pieces on both sides see each other while the cell is empty.
        if ((d & 1) == 0) {
            const int b = first[static_cast<std::size_t>(d ^ 1)];
            if (b >= 0 && m_owner[static_cast<std::size_t>(b)] != qo) {
                const int span = qd + dist[static_cast<std::size_t>(d ^ 1)];
                delta -= hits(qp, d ^ 1, span);
                delta -= hits(m_piece[static_cast<std::size_t>(b)], d, span);
            }
        }
    }
    for (const int j : m_jump) {
        const int q = at + j;
        const std::int8_t qp = m_piece[static_cast<std::size_t>(q)];
        if (qp != kNone && m_owner[static_cast<std::size_t>(q)] != o)
            delta += int(p == Knight) + int(qp == Knight);
    }
    m_totals.attacks += sign * delta;
    m_totals.scores[static_cast<std::size_t>(o)] += sign * m_problem.points[static_cast<std::size_t>(p)];
    m_totals.counts[static_cast<std::size_t>(o)] += sign;
}

void ScoreBoard::replace(int at, std::int8_t op, std::int8_t oo, std::int8_t p, std::int8_t o)
{
    int delta = 0;
    for (int d = 0; d < 8; ++d) {
        int qd = 0;
        const int q = firstPiece(at, d, qd);
        if (q < 0)
            continue;
        const std::int8_t qp = m_piece[static_cast<std::size_t>(q)];
        const std::int8_t qo = m_owner[static_cast<std::size_t>(q)];
        if (qo != oo)
            delta -= int(hits(op, d, qd)) + int(hits(qp, d ^ 1, qd));
        if (qo != o)
            delta += int(hits(p, d, qd)) + int(hits(qp, d ^ 1, qd));
    }
    for (const int j : m_jump) {
        const int q = at + j;
        const std::int8_t qp = m_piece[static_cast<std::size_t>(q)];
        if (qp == kNone)
            continue;
        const std::int8_t qo = m_owner[static_cast<std::size_t>(q)];
        if (qo != oo)
            delta -= int(op == Knight) + int(qp == Knight);
        if (qo != o)
            delta += int(p == Knight) + int(qp == Knight);
    }
    m_totals.attacks += delta;
    m_totals.scores[static_cast<std::size_t>(oo)] -= m_problem.points[static_cast<std::size_t>(op)];
    m_totals.counts[static_cast<std::size_t>(oo)] -= 1;
    m_totals.scores[static_cast<std::size_t>(o)] += m_problem.points[static_cast<std::size_t>(p)];
    m_totals.counts[static_cast<std::size_t>(o)] += 1;
}

void ScoreBoard::set(int at, std::int8_t p, std::int8_t o)
{
    const auto i = static_cast<std::size_t>(at);
    if (m_wall[i])
        return;
    if (m_piece[i] == p && (p == kNone || m_owner[i] == o))
        return;
    if (m_piece[i] != kNone && p != kNone) {
        replace(at, m_piece[i], m_owner[i], p, o);
        m_piece[i] = p;
        m_owner[i] = o;
        return;
    }
    if (m_piece[i] != kNone) {
        const std::int8_t oldPiece = m_piece[i], oldOwner = m_owner[i];
        m_piece[i] = kNone;
        account(at, oldPiece, oldOwner, -1);
    }
    if (p != kNone) {
        account(at, p, o, +1);
        m_piece[i] = p;
        m_owner[i] = o;
    }
}

void ScoreBoard::clearAll()
{
    std::fill(m_piece.begin(), m_piece.end(), kNone);
    m_totals = Totals{};
}

int ScoreBoard::minScore() const
{
    return m_players == 0 ? 0 : *std::min_element(m_totals.scores.begin(), m_totals.scores.begin() + m_players);
}

int ScoreBoard::contacts(int at, std::int8_t p, std::int8_t o, std::array<int, 24>& out) const
{
    int count = 0;
    const auto add = [&](int q) {
        for (int k = 0; k < count; ++k)
            if (out[static_cast<std::size_t>(k)] == q)
                return;
        out[static_cast<std::size_t>(count++)] = q;
    };
    for (int d = 0; d < 8; ++d) {
        int distance = 0;
        const int q = firstPiece(at, d, distance);
        if (q < 0 || m_owner[static_cast<std::size_t>(q)] == o)
            continue;
        if (hits(p, d, distance) || hits(m_piece[static_cast<std::size_t>(q)], d ^ 1, distance))
            add(q);
    }
    for (const int j : m_jump) {
        const int q = at + j;
        const std::int8_t qp = m_piece[static_cast<std::size_t>(q)];
        if (qp != kNone && m_owner[static_cast<std::size_t>(q)] != o && (p == Knight || qp == Knight))
            add(q);
    }
    return count;
}

bool ScoreBoard::removalOpensAttack(int at) const
{
    for (int d = 0; d < 8; d += 2) {
        int da = 0, db = 0;
        const int a = firstPiece(at, d, da);
        if (a < 0)
            continue;
        const int b = firstPiece(at, d ^ 1, db);
        if (b < 0 || m_owner[static_cast<std::size_t>(a)] == m_owner[static_cast<std::size_t>(b)])
            continue;
        const int span = da + db;
        if (hits(m_piece[static_cast<std::size_t>(a)], d ^ 1, span) || hits(m_piece[static_cast<std::size_t>(b)], d, span))
            return true;
    }
    return false;
}

unsigned ScoreBoard::quietTypes(int at, std::int8_t o) const
{
    unsigned quiet = (1u << kPieceTypes) - 1;
    for (int d = 0; d < 8; ++d) {
        int distance = 0;
        const int q = firstPiece(at, d, distance);
        if (q >= 0 && m_owner[static_cast<std::size_t>(q)] != o)
            quiet &= ~kHitting[d >> 2][distance > 1];
    }
    for (const int j : m_jump) {
        const int q = at + j;
        if (m_piece[static_cast<std::size_t>(q)] != kNone && m_owner[static_cast<std::size_t>(q)] != o) {
            quiet &= ~(1u << Knight);
            break;
        }
    }
    return quiet;
}

int ScoreBoard::watchers(int at, std::array<int, 16>& out) const
{
    int count = 0;
    const std::int8_t p = m_piece[static_cast<std::size_t>(at)], o = m_owner[static_cast<std::size_t>(at)];
    for (int d = 0; d < 8; ++d) {
        int distance = 0;
        const int q = firstPiece(at, d, distance);
        if (q < 0)
            continue;
        const std::int8_t qp = m_piece[static_cast<std::size_t>(q)];
        if (p == kNone ? ((kSlides[qp] >> (d ^ 1)) & 1) != 0 : m_owner[static_cast<std::size_t>(q)] != o && hits(qp, d ^ 1, distance))
            out[static_cast<std::size_t>(count++)] = q;
    }
    if (p != kNone)
        for (const int j : m_jump) {
            const int q = at + j;
            if (m_piece[static_cast<std::size_t>(q)] == Knight && m_owner[static_cast<std::size_t>(q)] != o)
                out[static_cast<std::size_t>(count++)] = q;
        }
    return count;
}

unsigned ScoreBoard::fittingTypes(int at, std::int8_t o) const
{
    unsigned allowed = (1u << kPieceTypes) - 1;
    for (int d = 0; d < 8; ++d) {
        int distance = 0;
        const int q = firstPiece(at, d, distance);
        if (q < 0 || m_owner[static_cast<std::size_t>(q)] == o)
            continue;
        if (hits(m_piece[static_cast<std::size_t>(q)], d ^ 1, distance))
            return 0;  // attacked whatever stands here
        for (int t = 0; t < kPieceTypes; ++t)
            if (hits(static_cast<std::int8_t>(t), d, distance))
                allowed &= ~(1u << t);
    }
    for (const int j : m_jump) {
        const int q = at + j;
        const std::int8_t qp = m_piece[static_cast<std::size_t>(q)];
        if (qp == kNone || m_owner[static_cast<std::size_t>(q)] == o)
            continue;
        if (qp == Knight)
            return 0;
        allowed &= ~(1u << Knight);
    }
    return allowed;
}

int ScoreBoard::attacksFrom(int at, std::int8_t p, std::int8_t o) const
{
    int count = 0;
    if (p == Knight) {
        for (const int j : m_jump) {
            const int q = at + j;
            count += m_piece[static_cast<std::size_t>(q)] != kNone && m_owner[static_cast<std::size_t>(q)] != o;
        }
        return count;
    }
    for (int d = 0; d < 8; ++d) {
        if (p == King) {
            const int q = at + m_dir[static_cast<std::size_t>(d)];
            count += m_piece[static_cast<std::size_t>(q)] != kNone && m_owner[static_cast<std::size_t>(q)] != o;
            continue;
        }
        if (!((kSlides[p] >> d) & 1))
            continue;
        int distance = 0;
        const int q = firstPiece(at, d, distance);
        count += q >= 0 && m_owner[static_cast<std::size_t>(q)] != o;
    }
    return count;
}

int ScoreBoard::countAttacks() const
{
    int total = 0;
    for (int r = 0; r < m_n; ++r)
        for (int c = 0; c < m_n; ++c) {
            const int at = index(r, c);
            const std::int8_t p = m_piece[static_cast<std::size_t>(at)];
            if (p == kNone)
                continue;
            const std::int8_t o = m_owner[static_cast<std::size_t>(at)];
            for (int d = 0; d < 8; ++d) {
                int distance = 0;
                const int q = firstPiece(at, d, distance);
                if (q >= 0 && m_owner[static_cast<std::size_t>(q)] != o && hits(p, d, distance))
                    ++total;
            }
            if (p == Knight)
                for (const int j : m_jump) {
                    const int q = at + j;
                    if (m_piece[static_cast<std::size_t>(q)] != kNone && m_owner[static_cast<std::size_t>(q)] != o)
                        ++total;
                }
        }
    return total;
}

Answer ScoreBoard::toAnswer() const
{
    Answer a = emptyAnswer(m_problem);
    for (int r = 0; r < m_n; ++r)
        for (int c = 0; c < m_n; ++c) {
            const int at = index(r, c);
            const std::int8_t p = m_piece[static_cast<std::size_t>(at)];
            if (p == kNone)
                continue;
            const auto cell = static_cast<std::size_t>(r * m_n + c);
            a.board[cell] = kPieceLetters[p];
            a.owner[cell] = char('0' + m_owner[static_cast<std::size_t>(at)]);
        }
    return a;
}

void ScoreBoard::load(const Answer& answer)
{
    clearAll();
    for (int r = 0; r < m_n; ++r)
        for (int c = 0; c < m_n; ++c) {
            const auto cell = static_cast<std::size_t>(r * m_n + c);
            const std::int8_t p = pieceOfLetter(answer.board[cell]);
            const int o = answer.owner[cell] - '0';
            if (p != kNone && o >= 0 && o < m_players)
                set(index(r, c), p, static_cast<std::int8_t>(o));
        }
}

} // namespace pb::peaceable
