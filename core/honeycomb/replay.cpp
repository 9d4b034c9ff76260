#include "honeycomb/replay.h"

#include <algorithm>

namespace pb::honeycomb {

Replay::Replay()
{
    m_snapshots.push_back(m_last);
}

Replay::Replay(const Problem& problem, std::uint32_t seed, const QString& solution,
               const QStringList& phrases, int snapshotEvery, const std::atomic<bool>* cancel)
    : m_problem(problem), m_seed(seed), m_solution(solution), m_lower(solution.toLower()),
      m_phrases(phrases), m_last(problem, seed)
{
    for (const QString& p : m_phrases)
        m_lowerPhrases << p.toLower();
    m_reps.assign(static_cast<std::size_t>(m_phrases.size()), 0);
    // About 128 snapshots for a long solution; never fewer than 256 commands apart.
    m_every = snapshotEvery > 0 ? snapshotEvery : std::max(256, static_cast<int>(solution.size() / 128));
    m_snapshots.push_back(m_last);
    if (std::find(problem.sourceSeeds.begin(), problem.sourceSeeds.end(), seed) == problem.sourceSeeds.end())
        m_error = ErrorKind::SeedNotInProblem;
    playFrom(0, cancel);
}

void Replay::addOccurrencesEndingAt(int charIndex)
{
    const QChar last = m_lower.at(charIndex);
    for (qsizetype p = 0; p < m_lowerPhrases.size(); ++p) {
        const QString& phrase = m_lowerPhrases.at(p);
        const int length = static_cast<int>(phrase.size());
        if (length == 0 || length > charIndex + 1 || phrase.back() != last)
            continue;
        const int start = charIndex + 1 - length;
        if (QStringView(m_lower).mid(start, length) != phrase)
            continue;
        m_occurrences.push_back({static_cast<int>(p), start, length});
        int& reps = m_reps[static_cast<std::size_t>(p)];
        m_power += 2 * length + (reps == 0 ? 300 : 0);
        ++reps;
    }
}

void Replay::recountPhrases()
{
    std::fill(m_reps.begin(), m_reps.end(), 0);
    m_power = 0;
    for (const PhraseOccurrence& o : m_occurrences) {
        int& reps = m_reps[static_cast<std::size_t>(o.phrase)];
        m_power += 2 * o.length + (reps == 0 ? 300 : 0);
        ++reps;
    }
}

void Replay::pushStep(int charIndex, Command c, Game::Outcome outcome)
{
    ReplayStep s;
    s.index = charIndex;
    s.command = c;
    s.locked = outcome == Game::Outcome::Locked;
    s.rowsCleared = static_cast<std::uint8_t>(s.locked ? m_last.lastRowsCleared() : 0);
    s.end = m_last.end();
    s.moveScore = m_last.moveScore();
    s.lockedUnits = m_last.lockedUnits();
    s.powerScore = m_power;
    s.rowsTotal = (m_steps.empty() ? 0 : m_steps.back().rowsTotal) + s.rowsCleared;
    m_steps.push_back(s);
    if (m_steps.size() % static_cast<std::size_t>(m_every) == 0)
        m_snapshots.push_back(m_last);
}

void Replay::playFrom(int firstChar, const std::atomic<bool>* cancel)
{
    const int n = static_cast<int>(m_solution.size());
    const char16_t* text = reinterpret_cast<const char16_t*>(m_solution.utf16());
    for (int i = firstChar; i < n; ++i) {
        if (cancel && (i & 4095) == 0 && cancel->load(std::memory_order_relaxed)) {
            m_cancelled = true;
            return;
        }
        addOccurrencesEndingAt(i);
        if (m_error != ErrorKind::None)
            continue;  // the rest of the text is only searched for phrases
        Command c{};
        bool ignored = false;
        if (!commandOf(text[i], c, ignored)) {
            m_error = ErrorKind::InvalidCommand;
            m_errorChar = text[i];
            m_errorIndex = i;
            continue;
        }
        if (ignored)
            continue;
        const Game::Outcome outcome = m_last.play(c);
        if (outcome == Game::Outcome::Repeat || outcome == Game::Outcome::AfterEnd) {
            m_error = outcome == Game::Outcome::Repeat ? ErrorKind::Repeat : ErrorKind::AfterEnd;
            m_errorCommand = c;
            m_errorIndex = i;
            continue;
        }
        pushStep(i, c, outcome);
    }
}

Game Replay::gameAt(int commands) const
{
    commands = std::clamp(commands, 0, commandCount());
    const int k = std::min(commands / m_every, static_cast<int>(m_snapshots.size()) - 1);
    Game game = m_snapshots[static_cast<std::size_t>(k)];
    for (int i = k * m_every; i < commands; ++i)
        game.play(m_steps[static_cast<std::size_t>(i)].command);
    return game;
}

ScoreResult Replay::result() const
{
    ScoreResult r;
    r.error = m_error;
    r.errorIndex = m_errorIndex;
    r.errorChar = m_errorChar;
    r.errorCommand = m_errorCommand;
    if (m_error == ErrorKind::SeedNotInProblem)
        return r;
    r.moveScore = m_last.moveScore();
    r.lockedUnits = m_last.lockedUnits();
    r.end = m_last.end();
    r.commands = commandCount();
    if (m_error == ErrorKind::None) {
        r.powerScore = m_power;
        for (std::size_t p = 0; p < m_reps.size(); ++p)
            if (m_reps[p] > 0)
                r.phrasesUsed.push_back(static_cast<int>(p));
        r.score = r.moveScore + r.powerScore;
    }
    return r;
}

int Replay::moveScoreAt(int commands) const
{
    commands = std::clamp(commands, 0, commandCount());
    return commands == 0 ? 0 : step(commands - 1).moveScore;
}

int Replay::powerScoreAt(int commands) const
{
    commands = std::clamp(commands, 0, commandCount());
    return commands == 0 ? 0 : step(commands - 1).powerScore;
}

int Replay::lockedUnitsAt(int commands) const
{
    commands = std::clamp(commands, 0, commandCount());
    return commands == 0 ? 0 : step(commands - 1).lockedUnits;
}

int Replay::rowsClearedAt(int commands) const
{
    commands = std::clamp(commands, 0, commandCount());
    return commands == 0 ? 0 : step(commands - 1).rowsTotal;
}

int Replay::commandsThroughChar(int charIndex) const
{
    const auto it = std::upper_bound(m_steps.begin(), m_steps.end(), charIndex,
                                     [](int c, const ReplayStep& s) { return c < s.index; });
    return static_cast<int>(it - m_steps.begin());
}

int Replay::nextLockAfter(int commands) const
{
    // lockedUnits never decreases: the first step past `commands` whose count grew is a lock.
    commands = std::clamp(commands, 0, commandCount());
    const int before = lockedUnitsAt(commands);
    const auto it = std::upper_bound(m_steps.begin() + commands, m_steps.end(), before,
                                     [](int v, const ReplayStep& s) { return v < s.lockedUnits; });
    return it == m_steps.end() ? commandCount() : static_cast<int>(it - m_steps.begin()) + 1;
}

int Replay::previousLockBefore(int commands) const
{
    commands = std::clamp(commands, 0, commandCount());
    if (commands <= 1)
        return 0;
    // The last lock among the first commands - 1 steps: the position right after it.
    const int target = lockedUnitsAt(commands - 1);
    if (target == 0)
        return 0;
    const auto it = std::lower_bound(m_steps.begin(), m_steps.begin() + (commands - 1), target,
                                     [](const ReplayStep& s, int v) { return s.lockedUnits < v; });
    return static_cast<int>(it - m_steps.begin()) + 1;
}

Replay::AppendResult Replay::append(QChar ch)
{
    if (m_error != ErrorKind::None)
        return AppendResult::HasError;
    Command c{};
    bool ignored = false;
    if (!commandOf(ch.unicode(), c, ignored))
        return AppendResult::Invalid;
    if (!ignored) {
        const Game::Outcome outcome = m_last.play(c);  // Repeat and AfterEnd leave it unchanged
        if (outcome == Game::Outcome::Repeat)
            return AppendResult::Repeat;
        if (outcome == Game::Outcome::AfterEnd)
            return AppendResult::AfterEnd;
        m_solution.append(ch);
        m_lower.append(ch.toLower());
        const int i = static_cast<int>(m_solution.size()) - 1;
        addOccurrencesEndingAt(i);
        pushStep(i, c, outcome);
        return AppendResult::Played;
    }
    m_solution.append(ch);
    m_lower.append(ch.toLower());
    addOccurrencesEndingAt(static_cast<int>(m_solution.size()) - 1);
    return AppendResult::Ignored;
}

void Replay::truncate(int chars)
{
    chars = std::clamp(chars, 0, static_cast<int>(m_solution.size()));
    if (chars == m_solution.size())
        return;
    m_solution.truncate(chars);
    m_lower.truncate(chars);
    while (!m_occurrences.empty() && m_occurrences.back().start + m_occurrences.back().length > chars)
        m_occurrences.pop_back();
    recountPhrases();
    while (!m_steps.empty() && m_steps.back().index >= chars)
        m_steps.pop_back();
    if (m_error != ErrorKind::SeedNotInProblem && m_errorIndex >= chars) {
        m_error = ErrorKind::None;
        m_errorIndex = -1;
        m_errorChar = 0;
    }
    const std::size_t keep = m_steps.size() / static_cast<std::size_t>(m_every) + 1;
    if (m_snapshots.size() > keep)
        m_snapshots.erase(m_snapshots.begin() + static_cast<std::ptrdiff_t>(keep), m_snapshots.end());
    m_last = gameAt(commandCount());
}

} // namespace pb::honeycomb
