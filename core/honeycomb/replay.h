#pragma once

#include "honeycomb/game.h"
#include "honeycomb/problem.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <vector>

namespace pb::honeycomb {

// What one played command did, compactly (a long solution has ~300,000 of them).
struct ReplayStep {
    int index = 0;            // character index in the solution
    Command command = Command::W;
    bool locked = false;      // the command locked the unit
    std::uint8_t rowsCleared = 0;
    End end = End::InProgress;  // the game's state after the command
    int moveScore = 0;        // move score after the command
    int lockedUnits = 0;      // units locked after the command
    int powerScore = 0;       // power score of the text up to and including this character
    int rowsTotal = 0;        // rows cleared by all locks so far
};

// One place a phrase of power occurs in the solution text (overlapping ones included).
struct PhraseOccurrence {
    int phrase = 0;  // index into the phrase list
    int start = 0;   // character index
    int length = 0;
};

// A solution played on (problem, seed), kept for viewing: a compact record per command, a Game
// snapshot every few hundred commands (gameAt(n) copies the nearest snapshot and replays at most
// that many commands), the phrase occurrences and the error, if any, with its character.
//
// It can grow and shrink at the end (append, truncate), which is what hand play does.
// Plays by Game::play and counts phrases as powerScore does: the rules live in game.cpp only.
class Replay {
public:
    Replay();  // an empty replay of an empty problem
    // `cancel`, when given and set while the replay is built, stops it early (cancelled() is
    // true then, and the replay holds the commands played so far). `snapshotEvery` 0 picks an
    // interval from the solution's length.
    Replay(const Problem& problem, std::uint32_t seed, const QString& solution,
           const QStringList& phrases = defaultPhrases(), int snapshotEvery = 0,
           const std::atomic<bool>* cancel = nullptr);

    const Problem& problem() const { return m_problem; }
    std::uint32_t seed() const { return m_seed; }
    const QString& solution() const { return m_solution; }
    const QStringList& phrases() const { return m_phrases; }
    bool cancelled() const { return m_cancelled; }
    int snapshotInterval() const { return m_every; }
    int snapshotCount() const { return static_cast<int>(m_snapshots.size()); }

    // Commands played without error.
    int commandCount() const { return static_cast<int>(m_steps.size()); }
    const ReplayStep& step(int i) const { return m_steps[static_cast<std::size_t>(i)]; }
    const std::vector<ReplayStep>& steps() const { return m_steps; }
    // The game after the first `commands` commands (0: as it starts), clamped.
    Game gameAt(int commands) const;
    // The game after every command played.
    const Game& finalGame() const { return m_last; }

    // Scores as the contest did (the same figures as scoreSolution).
    ScoreResult result() const;
    // Move + power score after `commands` commands (power of the text up to that command).
    int moveScoreAt(int commands) const;
    int powerScoreAt(int commands) const;
    int lockedUnitsAt(int commands) const;
    // Rows cleared by all locks of the first `commands` commands.
    int rowsClearedAt(int commands) const;

    const std::vector<PhraseOccurrence>& occurrences() const { return m_occurrences; }
    ErrorKind error() const { return m_error; }
    int errorIndex() const { return m_errorIndex; }  // character index, -1 when none
    char16_t errorChar() const { return m_errorChar; }
    Command errorCommand() const { return m_errorCommand; }

    // The number of commands played at or before character `charIndex` (seeking by character).
    int commandsThroughChar(int charIndex) const;
    // The command count at the lock after / before `commands` (for "one unit" steps): the first
    // position past `commands` right after a lock (or the end), and the last one before it (or 0).
    int nextLockAfter(int commands) const;
    int previousLockBefore(int commands) const;

    // Hand play. What appending one character did.
    enum class AppendResult { Played, Ignored, Invalid, Repeat, AfterEnd, HasError };
    // Plays `ch` after the last command. Only Played and Ignored change the replay; the others
    // refuse the character and leave everything as it was.
    AppendResult append(QChar ch);
    // Drops the text from character `chars` on (the commands there, their phrases, an error).
    void truncate(int chars);

private:
    void playFrom(int firstChar, const std::atomic<bool>* cancel);
    void addOccurrencesEndingAt(int charIndex);
    void recountPhrases();
    void pushStep(int charIndex, Command c, Game::Outcome outcome);

    Problem m_problem;
    std::uint32_t m_seed = 0;
    QString m_solution;
    QString m_lower;  // the solution lower-cased, for phrase matching
    QStringList m_phrases;
    QStringList m_lowerPhrases;
    int m_every = 256;
    std::vector<ReplayStep> m_steps;
    std::vector<Game> m_snapshots;  // m_snapshots[k]: the game after k * m_every commands
    Game m_last{Problem{}, 0};
    std::vector<PhraseOccurrence> m_occurrences;  // ordered by end character
    std::vector<int> m_reps;  // occurrences per phrase in the played text
    int m_power = 0;          // power score of the text so far
    ErrorKind m_error = ErrorKind::None;
    int m_errorIndex = -1;
    char16_t m_errorChar = 0;
    Command m_errorCommand = Command::W;
    bool m_cancelled = false;
};

} // namespace pb::honeycomb
