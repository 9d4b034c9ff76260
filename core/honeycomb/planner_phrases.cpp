// The planner's way to the lock: phrases of power planned over the reachable positions, then
// walked with every step checked against the positions the unit has held.

#include "honeycomb/planner.h"

#include "honeycomb/planner_moves.h"
#include "honeycomb/solver.h"

#include <algorithm>
#include <limits>

namespace pb::honeycomb {

using namespace planner;

namespace {

constexpr int kNone = std::numeric_limits<int>::min() / 2;
constexpr int kHorizontal[4] = {0, 1, 4, 5};

int rowsDown(const std::vector<Command>& commands)
{
    int down = 0;
    for (Command c : commands)
        down += isDown(static_cast<int>(c));
    return std::max(down, 1);
}

// Phrase points per row the phrase goes down (twice its length over its SW and SE commands),
// or its tail does when spelled again and again ("Ia! Ia! Ia! ...": 14 points per 3 rows).
double rate(const PlannerPhrase& p)
{
    const double points = 2.0 * static_cast<double>(p.text.size());
    const double once = points / rowsDown(p.commands);
    return p.againCommands.empty() ? once : std::max(once, points / rowsDown(p.againCommands));
}

} // namespace

bool makePlannerPhrase(const QString& text, PlannerPhrase& phrase)
{
    phrase = PlannerPhrase{};
    phrase.text = text;
    if (!phraseCommands(text, phrase.commands))
        return false;
    // The shortest shift after which the phrase matches itself (phrases are matched ignoring
    // case); what it adds is spelled once more for every such tail written after it.
    const qsizetype n = text.size();
    for (qsizetype shift = 1; shift < n; ++shift) {
        if (QStringView(text).mid(shift).compare(QStringView(text).left(n - shift), Qt::CaseInsensitive) != 0)
            continue;
        phrase.again = text.right(shift);
        if (!phraseCommands(phrase.again, phrase.againCommands))
            phrase.again.clear();
        break;
    }
    return true;
}

bool Planner::playUnit(const std::vector<PlannerPhrase>& phrases, std::vector<int>& uses, QString& out)
{
    if (!chooseTarget())
        return false;
    // The phrases worth planning with: those not spelled yet (their bonus), and the ones that
    // score the most per row (a row can only be gone down once), within 75% of the best.
    m_planned.clear();
    double bestRate = 0;
    for (const PlannerPhrase& p : phrases)
        bestRate = std::max(bestRate, rate(p));
    for (std::size_t i = 0; i < phrases.size(); ++i)
        if (uses[i] == 0 || rate(phrases[i]) >= 0.75 * bestRate)
            m_planned.push_back(static_cast<int>(i));
    if (!m_planned.empty())
        planPhrases(phrases, uses);
    return walk(phrases, uses, out);
}

int Planner::value(int k) const
{
    return m_valueStamp[static_cast<std::size_t>(k)] == m_seenStamp ? m_value[static_cast<std::size_t>(k)] : kNone;
}

int Planner::valueAfter(const PlannerPhrase& phrase, int k) const
{
    if (phrase.againCommands.empty() || m_valueStamp[static_cast<std::size_t>(k)] != m_seenStamp)
        return value(k);
    return m_again[static_cast<std::size_t>(k)];
}

int Planner::gain(const std::vector<PlannerPhrase>& phrases, const std::vector<int>& uses, int i) const
{
    return 2 * static_cast<int>(phrases[static_cast<std::size_t>(i)].text.size())
         + (uses[static_cast<std::size_t>(i)] == 0 ? m_params.newPhraseBonus : 0);
}

// From the lock's row upwards: the best a position offers by itself (locking there, going down
// one row, or a phrase, plus what the phrase's end is worth), then the best of the positions
// its row lets it reach by moving sideways or turning.
void Planner::planPhrases(const std::vector<PlannerPhrase>& phrases, const std::vector<int>& uses)
{
    const int lastRow = m_target.z;
    std::vector<int> start(static_cast<std::size_t>(m_gridH) + 1, 0);
    for (const Placement& p : m_reached)
        if (p.z <= lastRow)
            ++start[static_cast<std::size_t>(p.z + m_margin) + 1];
    for (std::size_t r = 1; r < start.size(); ++r)
        start[r] += start[r - 1];
    std::vector<int> fill(start.begin(), start.end() - 1);
    m_byRow.assign(static_cast<std::size_t>(start.back()), Placement{});
    for (const Placement& p : m_reached)
        if (p.z <= lastRow)
            m_byRow[static_cast<std::size_t>(fill[static_cast<std::size_t>(p.z + m_margin)]++)] = p;

    Placement end;
    bool locks = false;
    for (int r = lastRow + m_margin; r >= 0; --r) {
        const int from = start[static_cast<std::size_t>(r)], to = start[static_cast<std::size_t>(r) + 1];
        for (int i = from; i < to; ++i) {
            const Placement p = m_byRow[static_cast<std::size_t>(i)];
            const int k = key(p);
            int best = k == m_targetKey ? 0 : kNone;
            for (int c = 2; c <= 3; ++c) {
                const Placement q = apply(p, c);
                const int kq = key(q);
                if (kq >= 0 && q.z <= lastRow && m_seen[static_cast<std::size_t>(kq)] == m_seenStamp)
                    best = std::max(best, value(kq));
            }
            for (int ph : m_planned) {
                if (!phraseEnd(phrases[static_cast<std::size_t>(ph)].commands, p, end, locks, false))
                    continue;
                if (locks)
                    best = std::max(best, gain(phrases, uses, ph));
                else if (end.z > p.z && end.z <= lastRow)
                    if (const int v = valueAfter(phrases[static_cast<std::size_t>(ph)], key(end)); v > kNone)
                        best = std::max(best, gain(phrases, uses, ph) + v);
            }
            m_here[static_cast<std::size_t>(k)] = best;
        }
        // Sideways and turning moves are undone by their opposites: a row's positions fall into
        // groups that reach one another, and each is worth the best of its group.
        ++m_rowStamp;
        for (int i = from; i < to; ++i) {
            const int k0 = key(m_byRow[static_cast<std::size_t>(i)]);
            if (m_rowSeen[static_cast<std::size_t>(k0)] == m_rowStamp)
                continue;
            m_lookQueue.clear();
            m_lookQueue.push_back(m_byRow[static_cast<std::size_t>(i)]);
            m_rowSeen[static_cast<std::size_t>(k0)] = m_rowStamp;
            int best = kNone;
            for (std::size_t head = 0; head < m_lookQueue.size(); ++head) {
                const Placement p = m_lookQueue[head];
                best = std::max(best, m_here[static_cast<std::size_t>(key(p))]);
                for (int c : kHorizontal) {
                    const Placement q = apply(p, c);
                    const int kq = key(q);
                    if (kq < 0 || m_seen[static_cast<std::size_t>(kq)] != m_seenStamp
                        || m_rowSeen[static_cast<std::size_t>(kq)] == m_rowStamp)
                        continue;
                    m_rowSeen[static_cast<std::size_t>(kq)] = m_rowStamp;
                    m_lookQueue.push_back(q);
                }
            }
            for (const Placement& p : m_lookQueue) {
                const int k = key(p);
                m_value[static_cast<std::size_t>(k)] = best;
                m_valueStamp[static_cast<std::size_t>(k)] = m_seenStamp;
            }
        }
        // Right after a phrase that can be spelled once more, the tail that does so is worth
        // the phrase's points again (played at once: anything written between breaks it).
        for (int i = from; i < to; ++i) {
            const Placement p = m_byRow[static_cast<std::size_t>(i)];
            const int k = key(p);
            int best = m_value[static_cast<std::size_t>(k)];
            for (int ph : m_planned) {
                const PlannerPhrase& phrase = phrases[static_cast<std::size_t>(ph)];
                if (phrase.againCommands.empty() || !phraseEnd(phrase.againCommands, p, end, locks, false))
                    continue;
                const int points = 2 * static_cast<int>(phrase.text.size());
                if (locks)
                    best = std::max(best, points);
                else if (end.z > p.z && end.z <= lastRow)
                    if (const int v = valueAfter(phrase, key(end)); v > kNone)
                        best = std::max(best, points + v);
            }
            m_again[static_cast<std::size_t>(k)] = best;
        }
    }
}

// Where a phrase played from `from` ends: every position it passes must be reachable (so valid)
// and new within the phrase; with `checkBlocked`, not held before nor in m_tmp either (the
// phrase's positions are then added to m_tmp). `locks`: its last command locks the unit at the
// target.
bool Planner::phraseEnd(const std::vector<Command>& commands, const Placement& from, Placement& end, bool& locks,
                        bool checkBlocked)
{
    locks = false;
    Placement p = from;
    m_phraseRow.clear();
    m_phraseRow.push_back(key(from));
    for (std::size_t i = 0; i < commands.size(); ++i) {
        const int c = static_cast<int>(commands[i]);
        const Placement q = apply(p, c);
        const int k = key(q);
        if (k < 0 || m_seen[static_cast<std::size_t>(k)] != m_seenStamp) {
            if (i + 1 == commands.size() && key(p) == m_targetKey) {
                locks = true;
                return true;
            }
            return false;
        }
        if (isDown(c))
            m_phraseRow.clear();
        else if (std::find(m_phraseRow.begin(), m_phraseRow.end(), k) != m_phraseRow.end())
            return false;
        if (checkBlocked) {
            if (blocked(k))
                return false;
            m_tmp.push_back(k);
        }
        m_phraseRow.push_back(k);
        p = q;
    }
    end = p;
    return true;
}

bool Planner::blocked(int k) const
{
    if (m_visited[static_cast<std::size_t>(k)] == m_visitStamp)
        return true;
    return std::find(m_tmp.begin(), m_tmp.end(), k) != m_tmp.end();
}

bool Planner::finishAt(const Placement& cur, QString& out)
{
    for (int c = 0; c < kCommands; ++c) {
        if (m_game.fitsAt(apply(cur, c)))
            continue;
        if (m_game.play(static_cast<Command>(c)) != Game::Outcome::Locked)
            return false;
        out += QChar(kLetter[c]);
        return true;
    }
    return false;
}

bool Planner::walk(const std::vector<PlannerPhrase>& phrases, std::vector<int>& uses, QString& out)
{
    Placement cur = m_game.placement();
    ++m_visitStamp;
    m_visited[static_cast<std::size_t>(key(cur))] = m_visitStamp;
    const bool planned = !m_planned.empty();
    struct Node {
        Placement p;
        int parent = -1;
        int command = -1;
    };
    struct Choice {
        int value = kNone;
        int node = -1;
        int kind = 0;  // 0: lock here, 1: go down with `index` (a command), 2: phrase `index`,
        int index = 0; // 3: phrase `index` once more (its tail, right after it)
    };
    int chain = -1;  // the phrase just spelled, if it can be spelled once more from here
    std::vector<Node> nodes;
    std::vector<std::pair<int, int>> order;  // (bound, node)
    std::vector<int> path;                   // commands from cur to a node
    Placement end;
    bool locks = false;
    for (;;) {
        Choice best;
        if (planned) {
            // Every position of this row the unit can still reach sideways, best bound first.
            nodes.clear();
            ++m_rowStamp;
            nodes.push_back({cur, -1, -1});
            m_rowSeen[static_cast<std::size_t>(key(cur))] = m_rowStamp;
            m_tmp.clear();
            for (std::size_t head = 0; head < nodes.size(); ++head) {
                const Placement p = nodes[head].p;
                for (int c : kHorizontal) {
                    const Placement q = apply(p, c);
                    const int k = key(q);
                    if (k < 0 || m_seen[static_cast<std::size_t>(k)] != m_seenStamp || blocked(k)
                        || m_rowSeen[static_cast<std::size_t>(k)] == m_rowStamp)
                        continue;
                    m_rowSeen[static_cast<std::size_t>(k)] = m_rowStamp;
                    nodes.push_back({q, static_cast<int>(head), c});
                }
            }
            order.clear();
            for (std::size_t i = 0; i < nodes.size(); ++i) {
                const int k = key(nodes[i].p);
                if (m_valueStamp[static_cast<std::size_t>(k)] == m_seenStamp && m_here[static_cast<std::size_t>(k)] > kNone)
                    order.emplace_back(m_here[static_cast<std::size_t>(k)], static_cast<int>(i));
            }
            std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
            if (chain >= 0) {
                const PlannerPhrase& phrase = phrases[static_cast<std::size_t>(chain)];
                m_tmp.clear();
                if (phraseEnd(phrase.againCommands, cur, end, locks, true)) {
                    int v = 2 * static_cast<int>(phrase.text.size());
                    bool ok = locks;
                    if (!locks && end.z > cur.z && end.z <= m_target.z && valueAfter(phrase, key(end)) > kNone) {
                        v += valueAfter(phrase, key(end));
                        ok = reachable(end);
                    }
                    if (ok)
                        best = {v, 0, 3, chain};
                }
            }
            for (const auto& [bound, n] : order) {
                if (bound <= best.value)
                    break;
                // The walk there, whose positions the action must not cross.
                m_tmp.clear();
                for (int i = n; nodes[static_cast<std::size_t>(i)].parent >= 0; i = nodes[static_cast<std::size_t>(i)].parent)
                    m_tmp.push_back(key(nodes[static_cast<std::size_t>(i)].p));
                const std::size_t walkSize = m_tmp.size();
                const Placement p = nodes[static_cast<std::size_t>(n)].p;
                if (key(p) == m_targetKey && 0 > best.value)
                    best = {0, n, 0, 0};
                for (int c = 2; c <= 3; ++c) {
                    const Placement q = apply(p, c);
                    const int k = key(q);
                    if (k < 0 || q.z > m_target.z || m_seen[static_cast<std::size_t>(k)] != m_seenStamp)
                        continue;
                    const int v = value(k);
                    if (v > best.value && reachable(q))
                        best = {v, n, 1, c};
                }
                for (int ph : m_planned) {
                    m_tmp.resize(walkSize);
                    if (!phraseEnd(phrases[static_cast<std::size_t>(ph)].commands, p, end, locks, true))
                        continue;
                    int v = gain(phrases, uses, ph);
                    if (!locks) {
                        const int after = valueAfter(phrases[static_cast<std::size_t>(ph)], key(end));
                        if (end.z <= p.z || end.z > m_target.z || after == kNone)
                            continue;
                        v += after;
                    }
                    if (v > best.value && (locks || reachable(end)))
                        best = {v, n, 2, ph};
                }
            }
        }
        if (best.node < 0) {
            // No plan (no phrases, or none fits any more): the shortest way to the target.
            if (key(cur) == m_targetKey)
                return finishAt(cur, out);
            m_tmp.clear();
            chain = -1;
            const int c = stepToward(cur);
            if (c < 0 || m_game.play(static_cast<Command>(c)) != Game::Outcome::Moved)
                return false;
            out += QChar(kLetter[c]);
            cur = apply(cur, c);
            m_visited[static_cast<std::size_t>(key(cur))] = m_visitStamp;
            continue;
        }
        chain = -1;  // anything but the phrase's tail breaks it
        path.clear();
        for (int i = best.node; nodes[static_cast<std::size_t>(i)].parent >= 0; i = nodes[static_cast<std::size_t>(i)].parent)
            path.push_back(nodes[static_cast<std::size_t>(i)].command);
        std::reverse(path.begin(), path.end());
        for (int c : path) {
            if (m_game.play(static_cast<Command>(c)) != Game::Outcome::Moved)
                return false;
            out += QChar(kLetter[c]);
            cur = apply(cur, c);
            m_visited[static_cast<std::size_t>(key(cur))] = m_visitStamp;
        }
        if (best.kind == 0)
            return finishAt(cur, out);
        if (best.kind == 1) {
            if (m_game.play(static_cast<Command>(best.index)) != Game::Outcome::Moved)
                return false;
            out += QChar(kLetter[best.index]);
            cur = apply(cur, best.index);
            m_visited[static_cast<std::size_t>(key(cur))] = m_visitStamp;
            continue;
        }
        const PlannerPhrase& ph = phrases[static_cast<std::size_t>(best.index)];
        const std::vector<Command>& commands = best.kind == 2 ? ph.commands : ph.againCommands;
        const QString& text = best.kind == 2 ? ph.text : ph.again;
        for (std::size_t i = 0; i < commands.size(); ++i) {
            const int c = static_cast<int>(commands[i]);
            const Game::Outcome o = m_game.play(commands[i]);
            if (o == Game::Outcome::Locked && i + 1 == commands.size()) {
                out += text;
                ++uses[static_cast<std::size_t>(best.index)];
                return true;
            }
            if (o != Game::Outcome::Moved)
                return false;
            cur = apply(cur, c);
            m_visited[static_cast<std::size_t>(key(cur))] = m_visitStamp;
        }
        out += text;
        ++uses[static_cast<std::size_t>(best.index)];
        chain = ph.againCommands.empty() ? -1 : best.index;
    }
}

bool Planner::reachable(const Placement& p)
{
    return rowSearch(p, nullptr);
}

int Planner::stepToward(const Placement& p)
{
    int first = -1;
    return rowSearch(p, &first) ? first : -1;
}

// Whether the target is reachable from p without entering a blocked position. Positions in rows
// below p's are never blocked (the unit never moves up), so it is enough to get out of p's row
// towards a position with a known distance, or to reach the target in the row. With `firstMove`,
// the first command of a shortest such way.
bool Planner::rowSearch(const Placement& from, int* firstMove)
{
    const int fromKey = key(from);
    if (fromKey == m_targetKey)
        return true;
    // Quick path: follow decreasing distances while they are unblocked.
    if (!firstMove) {
        Placement x = from;
        for (int guard = 0; guard < 4 * m_gridW * 6; ++guard) {
            const int d = dist(key(x));
            if (d < 0)
                break;
            bool stepped = false;
            for (int c = 0; c < kCommands && !stepped; ++c) {
                const Placement y = apply(x, c);
                const int k = key(y);
                if (k < 0 || dist(k) != d - 1 || blocked(k))
                    continue;
                if (k == m_targetKey || isDown(c))
                    return true;
                x = y;
                stepped = true;
            }
            if (!stepped)
                break;
        }
    }
    ++m_rowStamp;
    m_rowQueue.clear();
    m_rowQueue.push_back({from, -1, 0});
    m_rowSeen[static_cast<std::size_t>(fromKey)] = m_rowStamp;
    int bestCost = std::numeric_limits<int>::max();
    for (std::size_t head = 0; head < m_rowQueue.size(); ++head) {
        const RowNode n = m_rowQueue[head];
        if (n.depth >= bestCost)
            break;
        for (int c = 0; c < kCommands; ++c) {
            const Placement q = apply(n.p, c);
            const int k = key(q);
            if (k < 0 || m_seen[static_cast<std::size_t>(k)] != m_seenStamp)
                continue;  // not a valid position (every valid one was reached from the spawn)
            const int first = n.first < 0 ? c : n.first;
            if (isDown(c)) {
                const int d = dist(k);
                if (d < 0)
                    continue;
                if (!firstMove)
                    return true;
                if (n.depth + 1 + d < bestCost) {
                    bestCost = n.depth + 1 + d;
                    *firstMove = first;
                }
                continue;
            }
            if (blocked(k) || m_rowSeen[static_cast<std::size_t>(k)] == m_rowStamp)
                continue;
            if (k == m_targetKey) {
                if (!firstMove)
                    return true;
                if (n.depth + 1 < bestCost) {
                    bestCost = n.depth + 1;
                    *firstMove = first;
                }
                continue;
            }
            m_rowSeen[static_cast<std::size_t>(k)] = m_rowStamp;
            m_rowQueue.push_back({q, first, n.depth + 1});
        }
    }
    return firstMove && *firstMove >= 0;
}

} // namespace pb::honeycomb
