#include "arimaa/wccqualifier.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <numeric>

namespace pb::arimaa::wcc {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ArimaaWccQualifier)
};

int indexOf(const std::vector<QString>& names, const QString& name)
{
    const auto it = std::find(names.begin(), names.end(), name);
    return it == names.end() ? -1 : static_cast<int>(it - names.begin());
}

// Streak, score and tie-break of one pair from its counted results (true: the entrant won).
void scorePair(const std::vector<bool>& won, BenchmarkResult& r)
{
    r.counted = static_cast<int>(won.size());
    int run = 0;
    for (int i = 0; i < r.counted; ++i) {
        if (won[static_cast<std::size_t>(i)]) {
            ++r.wins;
            ++run;
            if (run > r.longestStreak) {  // strictly longer: of equal runs the first stays
                r.longestStreak = run;
                r.streakStart = i - run + 1;
            }
        } else {
            ++r.losses;
            run = 0;
        }
    }
    const int end = r.streakStart < 0 ? r.counted : r.streakStart;
    r.lossesBefore = static_cast<int>(std::count(won.begin(), won.begin() + end, false));
    r.score = std::min(r.longestStreak, kQualifierMaxPointsPerBot);
}

// a before b (strictly better), on every ranking key.
bool better(const QualifierStanding& a, const QualifierStanding& b)
{
    if (a.played != b.played)
        return a.played;
    if (a.played) {
        if (a.score != b.score)
            return a.score > b.score;
        if (a.tiebreak1 != b.tiebreak1)
            return a.tiebreak1 > b.tiebreak1;
        return *a.completion < *b.completion;
    }
    if (a.gameroomRating.has_value() != b.gameroomRating.has_value())
        return a.gameroomRating.has_value();
    return a.gameroomRating && *a.gameroomRating > *b.gameroomRating;
}

} // namespace

QualifierResult scoreQualifier(const std::vector<QualifierEntrant>& entrants,
                               const std::vector<QString>& benchmarks,
                               const std::vector<QualifierGame>& games)
{
    std::vector<QString> entrantNames;
    for (const QualifierEntrant& e : entrants)
        entrantNames.push_back(e.name);

    QualifierResult result;
    result.gameStatus.assign(games.size(), GameStatus::UnknownPlayer);

    // Games in the order they finished; equal times keep the order given.
    std::vector<std::size_t> order(games.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return games[a].finishedAt < games[b].finishedAt;
    });

    struct Pair {
        std::vector<bool> won;
        std::optional<Colour> lastColour;
        std::optional<Colour> firstColour;
        std::optional<std::int64_t> lastFinished;
    };
    std::map<std::pair<int, int>, Pair> pairs;  // (entrant, benchmark)

    for (const std::size_t g : order) {
        const QualifierGame& game = games[g];
        const int e = indexOf(entrantNames, game.entrant);
        const int b = indexOf(benchmarks, game.benchmark);
        GameStatus& status = result.gameStatus[g];
        if (e < 0 || b < 0) {
            status = GameStatus::UnknownPlayer;
            continue;
        }
        if (!game.rated) {
            status = GameStatus::Unrated;
            continue;
        }
        Pair& p = pairs[{e, b}];
        if (static_cast<int>(p.won.size()) >= kQualifierGamesPerBot) {
            status = GameStatus::BeyondLimit;
            continue;
        }
        if (p.lastColour && *p.lastColour == game.entrantColour) {
            status = GameStatus::NotAlternating;
            continue;
        }
        status = GameStatus::Counted;
        p.won.push_back(game.entrantWon);
        if (!p.firstColour)
            p.firstColour = game.entrantColour;
        p.lastColour = game.entrantColour;
        p.lastFinished = game.finishedAt;
    }

    std::vector<QualifierStanding> standings;
    for (int e = 0; e < static_cast<int>(entrants.size()); ++e) {
        QualifierStanding s;
        s.name = entrants[static_cast<std::size_t>(e)].name;
        s.gameroomRating = entrants[static_cast<std::size_t>(e)].gameroomRating;
        for (int b = 0; b < static_cast<int>(benchmarks.size()); ++b) {
            BenchmarkResult r;
            r.benchmark = benchmarks[static_cast<std::size_t>(b)];
            const auto it = pairs.find({e, b});
            if (it != pairs.end()) {
                scorePair(it->second.won, r);
                r.firstColour = it->second.firstColour;
                if (it->second.lastFinished && (!s.completion || *it->second.lastFinished > *s.completion))
                    s.completion = it->second.lastFinished;
            }
            s.played = s.played || r.counted > 0;
            s.score += r.score;
            s.tiebreak1 -= r.lossesBefore;
            s.perBenchmark.push_back(std::move(r));
        }
        standings.push_back(std::move(s));
    }

    std::stable_sort(standings.begin(), standings.end(), better);
    for (std::size_t i = 0; i < standings.size(); ++i) {
        const bool tied = i > 0 && !better(standings[i - 1], standings[i]);
        standings[i].rank = tied ? standings[i - 1].rank : static_cast<int>(i) + 1;
    }
    result.standings = std::move(standings);
    return result;
}

std::vector<QString> finalsSeeds(const QualifierResult& result, int count)
{
    std::vector<QString> seeds;
    for (const QualifierStanding& s : result.standings) {
        if (static_cast<int>(seeds.size()) >= count)
            break;
        seeds.push_back(s.name);
    }
    return seeds;
}

bool tiedAtCut(const QualifierResult& result, int count)
{
    const auto& s = result.standings;
    if (count <= 0 || static_cast<int>(s.size()) <= count)
        return false;
    return s[static_cast<std::size_t>(count)].rank == s[static_cast<std::size_t>(count - 1)].rank;
}

QString gameStatusName(GameStatus status)
{
    switch (status) {
    case GameStatus::Counted:
        return Text::tr("counted");
    case GameStatus::Unrated:
        return Text::tr("unrated");
    case GameStatus::NotAlternating:
        return Text::tr("colour not alternating");
    case GameStatus::BeyondLimit:
        return Text::tr("beyond the %1 games").arg(kQualifierGamesPerBot);
    case GameStatus::UnknownPlayer:
        return Text::tr("unknown player");
    }
    return {};
}

} // namespace pb::arimaa::wcc
