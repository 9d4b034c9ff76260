// An AEI engine for the match runner's tests that plays random legal moves, using the core rules
// (Game, checkSteps). It keeps the game from newgame/setposition and every makemove (its own
// moves come back as makemove too, as in the AEI example session).
//   aei_random_engine [--seed N] [--record FILE] [--illegal-at N] [--sleep-at N --sleep MS]
// --record writes every line read to FILE. --illegal-at N answers its N-th go (1-based) with a
// move that is never legal: "Ee2n Ee2n" (after the first step e2 is empty; before the setups,
// or for Silver, it is wrong from the first step).
// --sleep-at N sleeps MS before answering its N-th go.
// Setups are fixed; a move is built step by step from the steps (and pushes) that keep it
// legal, and retried until Game accepts it (it must change the position and not repeat one a
// third time).

#include "programinput.h"

#include "arimaa/game.h"
#include "arimaa/notation.h"
#include "arimaa/position.h"

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace pb::arimaa;

namespace {

const char* kGoldSetup = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2";
const char* kSilverSetup = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7";

struct Extension {
    std::vector<StepToken> steps;  // one step, or an enemy step and the push completing it
};

// Every way to add one step (or a push, two steps) to `steps` that keeps them legal.
std::vector<Extension> extensions(const Position& start, const std::vector<StepToken>& steps)
{
    std::vector<Extension> out;
    const StepsCheck now = steps.empty() ? StepsCheck{start, {}, {}, {}} : checkSteps(start, steps);
    if (!now.ok())
        return out;
    const Position& p = now.after;
    const int me = start.side;
    const int room = kStepsPerTurn - static_cast<int>(steps.size());
    for (int sq = 0; sq < 64; ++sq) {
        int colour = 0;
        const int type = p.pieceAt(sq, &colour);
        if (type == kNoPiece)
            continue;
        for (int d = 0; d < 4; ++d) {
            const int to = stepTarget(sq, d);
            if (to < 0 || (p.all() & bit(to)))
                continue;
            const StepToken s{colour, type, sq, to};
            std::vector<StepToken> tried = steps;
            tried.push_back(s);
            if (checkSteps(start, tried).ok()) {
                out.push_back({{s}});
                continue;
            }
            if (colour == me || room < 2)
                continue;
            // A push: the enemy piece steps away, one of ours takes its square.
            for (int e = 0; e < 4; ++e) {
                const int from = stepTarget(sq, e);
                int c2 = 0;
                const int t2 = from < 0 ? kNoPiece : p.pieceAt(from, &c2);
                if (t2 == kNoPiece || c2 != me || t2 <= type)
                    continue;
                const StepToken push{c2, t2, from, sq};
                std::vector<StepToken> pair = tried;
                pair.push_back(push);
                if (checkSteps(start, pair).ok())
                    out.push_back({{s, push}});
            }
        }
    }
    return out;
}

std::optional<std::string> randomMove(Game& game, std::mt19937_64& rng)
{
    const Position start = game.position();
    for (int attempt = 0; attempt < 500; ++attempt) {
        std::vector<StepToken> steps;
        const int want = std::uniform_int_distribution<int>(1, kStepsPerTurn)(rng);
        while (static_cast<int>(steps.size()) < want) {
            const std::vector<Extension> ext = extensions(start, steps);
            if (ext.empty())
                break;
            const Extension& pick = ext[std::uniform_int_distribution<std::size_t>(0, ext.size() - 1)(rng)];
            if (static_cast<int>(steps.size() + pick.steps.size()) > kStepsPerTurn)
                break;
            steps.insert(steps.end(), pick.steps.begin(), pick.steps.end());
        }
        if (steps.empty())
            continue;
        const StepsCheck check = checkSteps(start, steps);
        if (!check.ok())
            continue;
        const std::string text = movesText(steps, check.captures, check.captureAfter);
        Game trial = game;
        if (trial.play(text).isEmpty())
            return text;
    }
    return std::nullopt;
}

} // namespace

int main(int argc, char** argv)
{
    std::uint64_t seed = 1;
    std::ofstream record;
    int illegalAt = 0, sleepAt = 0, sleepMs = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--seed" && i + 1 < argc)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--record" && i + 1 < argc)
            record.open(argv[++i]);
        else if (a == "--illegal-at" && i + 1 < argc)
            illegalAt = std::atoi(argv[++i]);
        else if (a == "--sleep-at" && i + 1 < argc)
            sleepAt = std::atoi(argv[++i]);
        else if (a == "--sleep" && i + 1 < argc)
            sleepMs = std::atoi(argv[++i]);
    }
    std::mt19937_64 rng(seed);
    auto out = [](const std::string& line) { std::cout << line << '\n' << std::flush; };
    Game game;
    int gos = 0;
    bool pondering = false;
    std::string line;
    while (readProgramLine(line, record)) {
        const std::size_t space = line.find(' ');
        const std::string type = line.substr(0, space);
        const std::string rest = space == std::string::npos ? std::string() : line.substr(space + 1);
        if (type == "aei") {
            out("protocol-version 1");
            out("id name RandomEngine");
            out("id author Playbench tests");
            out("id version 1");
            out("aeiok");
        } else if (type == "isready") {
            out("readyok");
        } else if (type == "newgame") {
            game = Game();
        } else if (type == "setposition") {
            const std::size_t sp = rest.find(' ');
            const int side = rest.substr(0, sp) == "s" ? Silver : Gold;
            const auto pos = parseAeiBoard(sp == std::string::npos ? std::string() : rest.substr(sp + 1), side);
            if (!pos) {
                out("log Error: bad position");
                return 1;
            }
            game = Game::fromPosition(*pos, 2);
        } else if (type == "setoption") {
            // Game state options are noted in the record only.
        } else if (type == "makemove") {
            pondering = false;
            const QString error = game.play(rest);
            if (!error.isEmpty()) {
                out("log Error: makemove " + rest + ": " + error.toStdString());
                return 1;
            }
        } else if (type == "go") {
            if (rest == "ponder") {
                pondering = true;  // nothing is searched; `stop` answers at once
                continue;
            }
            ++gos;
            if (gos == sleepAt)
                std::this_thread::sleep_for(std::chrono::milliseconds(sleepMs));
            if (gos == illegalAt) {
                out("bestmove Ee2n Ee2n");
                continue;
            }
            std::string move;
            if (game.inSetup()) {
                move = game.sideToMove() == Gold ? kGoldSetup : kSilverSetup;
            } else {
                const auto found = randomMove(game, rng);
                if (!found) {
                    out("bestmove resigns");
                    continue;
                }
                move = *found;
            }
            out("info depth 1");
            out("info score " + std::to_string(std::uniform_int_distribution<int>(-300, 300)(rng)));
            out("info pv " + move);
            out("bestmove " + move);
        } else if (type == "stop") {
            // A ponder search answers stop with a bestmove, as the protocol asks; the
            // controller throws it away.
            if (pondering)
                out("bestmove pondered");
            pondering = false;
        } else if (type == "quit") {
            return 0;
        } else if (!type.empty()) {
            out("log Error: unknown message " + line);
        }
    }
    return 0;
}
