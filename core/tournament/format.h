#pragma once

// A tournament, whatever the game: a Format says who takes part, plans every game (or test) as
// a Job, plays one Job on any thread, and ranks the players from the finished jobs alone, the
// way its contest did. The runner (runner.h) plays the plan on all cores; the store
// (app/store/tournamentdb.h) keeps the settings, the plan and every finished job in SQLite, so a
// tournament can be stopped at any point and resumed, and its standings are always computed
// from what the database holds. Each game's formats live in its own folder
// (core/GAME/tournament.h); makeFormat() builds one from stored settings. docs/tournaments.md
// describes the formats and the schema.

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace pb::tournament {

// One game (or scored test) of the plan.
struct Job {
    int id = 0;          // its place in the plan, from 0
    QJsonObject params;  // what is played, the format's own keys; players are indices into players()
};

// What playing a job gave.
struct Outcome {
    QJsonObject result;  // the format's own keys; standings are computed from these alone
    QString record;      // the game as a file would hold it (a Less game log, an Arimaa record,
                         // a Peaceable answer); empty when the params replay it (an ant game)
    // A game stopped midway (the tournament was stopped) that the format keeps, so it can be
    // resumed from a position of it (the Arimaa championship's technical failures): the job
    // stays unfinished and the store keeps this outcome as a "halted" event.
    bool halted = false;
};

struct Finished {
    Job job;
    Outcome outcome;
};

// One player's line of the standings.
struct Standing {
    int player = 0;     // index into players()
    QString name;
    int rank = 0;       // 1 is best; tied players share a rank (1, 2, 2, 4)
    double points = 0;  // the format's ranking figure (for Honeycomb: the sum of problem ranks)
    int games = 0;      // finished games (tests, problems) the player took part in
    QJsonObject extra;  // the format's own fields: wins/draws/losses, per-problem ranks, ...
};

struct Standings {
    std::vector<Standing> entries;  // best first
    // crosstable[i][j]: the points player i took in its games against player j; empty when
    // players do not meet (Honeycomb, Peaceable)
    std::vector<std::vector<double>> crosstable;
    QJsonObject extra;  // further tables (Honeycomb's lightning ranking), the format's keys
    // The order tables show the entries' extra fields in (those not named follow by name).
    QStringList columns;
};

// {"standings": [{"name", "rank", "points", "games", ...extra}, ...], ...standings.extra,
//  "crosstable": [[...], ...] when there is one}
QJsonObject toJson(const Standings& standings);

// Ranks `entries` by `points` (higher first, or lower first when `lowerIsBetter`), keeping the
// order of players with equal points and giving them the same rank. `sameRank(a, b)` may break
// ties further: it is asked only for neighbours with equal points and returns <0 when a is
// better, >0 when b is, 0 when they share the rank.
void rankByPoints(std::vector<Standing>& entries, bool lowerIsBetter = false,
                  int (*tieBreak)(const Standing& a, const Standing& b) = nullptr);

class Format {
public:
    virtual ~Format() = default;

    // "ants", "less", "honeycomb", "peaceable", "arimaa": settings()["game"].
    virtual QString game() const = 0;
    // Everything the plan, the games and the standings depend on (with "game"); stored with
    // the tournament: makeFormat(settings()) gives a format that plans and plays the same.
    // Resuming compares it with the stored one, so it holds file contents (or digests), not
    // only file names, where a changed file would change the games.
    virtual QJsonObject settings() const = 0;
    // The players' names, in entry order (the index is the player).
    virtual QStringList players() const = 0;
    // Every job, deterministic: the same settings give the same plan. A format whose later games
    // depend on earlier results (the Arimaa championship's rounds) plans its first round here
    // and the rest in nextJobs().
    virtual std::vector<Job> plan() const = 0;
    // Called when every job planned so far is finished: the jobs to play next (ids going on from
    // finished.size()), none when the tournament is over. Deterministic in `finished`.
    virtual std::vector<Job> nextJobs(const std::vector<Finished>& finished) const
    {
        (void)finished;
        return {};
    }
    // Plays one job. Called on many threads at once; uses no state it changes. Returns nullopt
    // only when `cancel` became true before the job was done (the job stays unfinished), or
    // then an outcome marked halted with what was played.
    virtual std::optional<Outcome> play(const Job& job, const std::atomic<bool>& cancel) const = 0;
    // For a format whose games are deterministic: a digest of everything that decides a job's
    // outcome (an ant game: both brains, the world, the seed and the rounds). A job of another
    // tournament with the same key gives the same outcome, so its result can stand in for
    // playing this one (`tournament GAME --reuse FILE`). Empty, the default: the outcome
    // depends on more than the settings (programs, clocks, time limits), nothing is reused.
    virtual QByteArray gameKey(const Job& job) const
    {
        (void)job;
        return {};
    }
    // With gameKey(): the revision of the engine that plays the games, raised whenever a change
    // to it may end a game differently. Each database records the revision it was played with;
    // one of another revision is neither resumed nor lent from. 0: not tracked (no gameKey()).
    virtual int engineRevision() const { return 0; }
    // The standings after the finished jobs (any subset of the plan, in any order).
    virtual Standings standings(const std::vector<Finished>& finished) const = 0;
    // A job for people: "sample vs dunkosmiloolump-1 on sample3.world (seed 12345)".
    virtual QString describe(const Job& job) const = 0;
    // Its outcome, short: "red 120:14 black", "scores 12 20 0 7 (Black faulted)".
    virtual QString describeOutcome(const Job& job, const Outcome& outcome) const = 0;
};

// The format stored settings describe (settings["game"] chooses it); null with `error` set
// when they are not usable (an unknown game, a missing key, a brain that no longer parses).
std::unique_ptr<Format> makeFormat(const QJsonObject& settings, QString* error);

} // namespace pb::tournament
