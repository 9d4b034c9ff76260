// The search bot's horizon: every line of an iteration ends as many steps from the root.

#include "arimaa/bot.h"
#include "arimaa/game.h"
#include "arimaa/movegen.h"
#include "arimaa/notation.h"

#include <QtTest>

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

using namespace pb::arimaa;

namespace {

// Whether a principal variation of a depth-d search ends where the depth runs out, and not
// before: each step spends one of d, a pass (a "w" or "b" after a turn of fewer than four steps)
// the turn's steps left. The last move may overshoot (a push, or a pass).
bool endsAtDepth(const std::string& pv, int depth)
{
    std::vector<std::string> words;
    std::istringstream in(pv);
    for (std::string w; in >> w;)
        words.push_back(w);
    int left = depth, turn = 0;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const bool mark = words[i] == "w" || words[i] == "b";
        left -= mark ? kStepsPerTurn - turn : 1;
        turn = mark ? 0 : turn + 1;
        if (left <= 0 && i + 2 < words.size())
            return false;  // the line went on past its depth
    }
    return left <= 0;
}

} // namespace

class TestArimaaSearch : public QObject {
    Q_OBJECT
private slots:
    void linesEndTheSameStepsAway();
};

void TestArimaaSearch::linesEndTheSameStepsAway()
{
    // A pass gives up the turn's steps left, so every line of an iteration ends as many steps
    // from the root, however early its turns end. (When a pass cost one step, a line that ended
    // its turns early saw further, and the bot passed after a step or two.)
    // Gold's rabbit on h6 can take one step (to h7, or to g6 beside a trap that would take it),
    // the one on a7 none; Silver has only rabbits, and none can take anything. Gold's turn ends
    // after one step.
    const std::vector<DiagramEntry> diagram = readDiagrams("g\n"
                                                           " +-----------------+\n"
                                                           "8| r . . . . . r r |\n"
                                                           "7| R r . . . . r . |\n"
                                                           "6| . . x . . x . R |\n"
                                                           "5| . . . . . . . . |\n"
                                                           "4| . . . . . . . . |\n"
                                                           "3| . . x . . x . . |\n"
                                                           "2| . . . . . . . . |\n"
                                                           "1| . . . . . . . . |\n"
                                                           " +-----------------+\n");
    QVERIFY(diagram.size() == 1 && diagram[0].parse.ok());
    const Game game = Game::fromPosition(diagram[0].parse.position, 10);
    for (int depth = 5; depth <= 8; ++depth) {
        Bot bot(BotLevel::Search, 1, 8);
        BotLimits limits;
        limits.maxDepth = depth;
        limits.reductions = false;
        limits.table = false;  // a table's cut-off ends the line early
        const SearchReport r = bot.choose(game, limits).report;
        QVERIFY(std::abs(r.score) < kWinThreshold);
        QVERIFY2(r.pv.rfind("Rh6", 0) == 0 && r.pv.find(" b ") == 4, r.pv.c_str());  // a turn of one step
        QVERIFY2(endsAtDepth(r.pv, depth), qPrintable(QStringLiteral("depth %1: %2").arg(depth).arg(QString::fromStdString(r.pv))));
    }
}

QTEST_GUILESS_MAIN(TestArimaaSearch)
#include "tst_arimaa_search.moc"
