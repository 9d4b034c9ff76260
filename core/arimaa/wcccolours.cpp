#include "arimaa/wcccolours.h"

namespace pb::arimaa::wcc {

namespace {

int goldMinusSilver(const ColourPlayer& p)
{
    int balance = 0;
    for (const PastGame& g : p.games)
        balance += g.colour == Colour::Gold ? 1 : -1;
    return balance;
}

int goldsAgainst(const ColourPlayer& p, int opponent)
{
    int golds = 0;
    for (const PastGame& g : p.games)
        golds += g.opponent == opponent && g.colour == Colour::Gold;
    return golds;
}

// The length of the run of one colour that ends the history (0 without games).
int streak(const ColourPlayer& p)
{
    int length = 0;
    for (auto it = p.games.rbegin(); it != p.games.rend() && it->colour == p.games.back().colour; ++it)
        ++length;
    return length;
}

Colour other(Colour c)
{
    return c == Colour::Gold ? Colour::Silver : Colour::Gold;
}

} // namespace

ColourAssignment assignColours(const ColourPlayer& a, const ColourPlayer& b)
{
    // aGold: whether a gets Gold.
    auto decide = [&](bool aGold, int rule) {
        return aGold ? ColourAssignment{a.id, b.id, rule} : ColourAssignment{b.id, a.id, rule};
    };

    // Rule 1: the lower Gold-minus-Silver balance gets Gold.
    const int balanceA = goldMinusSilver(a), balanceB = goldMinusSilver(b);
    if (balanceA != balanceB)
        return decide(balanceA < balanceB, 1);

    // Rule 2: fewer Golds in the games between the two gets Gold.
    const int goldsA = goldsAgainst(a, b.id), goldsB = goldsAgainst(b, a.id);
    if (goldsA != goldsB)
        return decide(goldsA < goldsB, 2);

    // Rule 3: both streaks broken, possible only when the last colours differ.
    if (!a.games.empty() && !b.games.empty() && a.games.back().colour != b.games.back().colour)
        return decide(other(a.games.back().colour) == Colour::Gold, 3);

    // Rule 4: the longer streak is broken.
    const int streakA = streak(a), streakB = streak(b);
    if (streakA != streakB) {
        const ColourPlayer& longer = streakA > streakB ? a : b;
        const bool longerGold = other(longer.games.back().colour) == Colour::Gold;
        return decide(streakA > streakB ? longerGold : !longerGold, 4);
    }

    // Rule 5: the colours of the last game between the two, swapped.
    for (auto it = a.games.rbegin(); it != a.games.rend(); ++it)
        if (it->opponent == b.id)
            return decide(it->colour == Colour::Silver, 5);

    // Rule 6: arbitrary, the better seed (then the smaller id) gets Gold.
    if (a.seed != b.seed)
        return decide(a.seed < b.seed, 6);
    return decide(a.id < b.id, 6);
}

} // namespace pb::arimaa::wcc
