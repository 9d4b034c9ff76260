// A tiny Less program for the referee's tests, speaking the CodeCup 2017 dialogue.
//   less_test_player MODE [--record FILE] [--joined] [--sleep MS]
// MODE: good (legal turns, optimal rush), crash (aborts after its first turn), hang (never
// answers), garbage, empty (an empty line), illegal (a step from an empty square), slow (good,
// but sleeps --sleep MS before each turn), quitter (ends at its first turn), badrush (good
// turns, then garbage for the final rush), flood (endless output without a line break on stdout
// and stderr at its first turn), literal (good, written to the task text alone: once
// it has made its 20 turns the next line must be `Move` or `Quit`, as the contest's judge sent
// it; any other line is a protocol error, exit 11).
// --record writes every line read, and "> " + every line written, to FILE.
// --joined writes the final rush on one line joined by ':'.
// --start "S1 ... S16" starts from these squares (four per colour, Yellow Black White Red).

#include "less/board.h"
#include "programinput.h"
#include "less/bot.h"
#include "less/position.h"
#include "less/rush.h"

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>

using namespace pb::less;

namespace {

std::ofstream record;

bool readLine(std::string& line) { return readProgramLine(line, record); }

void writeLine(const std::string& line)
{
    std::cout << line << '\n' << std::flush;
    if (record.is_open())
        record << "> " << line << '\n' << std::flush;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2)
        return 64;
    const std::string mode = argv[1];
    bool joined = false;
    int sleepMs = 0;
    std::string start;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--record" && i + 1 < argc)
            record.open(argv[++i]);
        else if (a == "--joined")
            joined = true;
        else if (a == "--start" && i + 1 < argc)
            start = argv[++i];
        else if (a == "--sleep" && i + 1 < argc)
            sleepMs = std::atoi(argv[++i]);
    }
    std::string line;
    if (!readLine(line))
        return 3;
    const BoardParse b = parseBoard(line);
    if (!b.ok())
        return 4;
    if (!readLine(line))
        return 3;
    const int me = parseColour(line);
    if (me < 0)
        return 5;
    std::cerr << "test player " << mode << " is " << line << '\n';
    if (mode == "hang")
        for (;;)
            std::this_thread::sleep_for(std::chrono::seconds(1));
    Position position = Position::start();
    if (!start.empty()) {
        position = Position();
        std::size_t k = 0;
        for (int i = 0; i < 16; ++i) {
            const int sq = parseSquare(std::string_view(start).substr(k, 2));
            if (sq < 0)
                return 9;
            position.set(sq, i / 4);
            k += 3;
        }
    }
    Game game(b.board, position);
    int turns = 0;
    std::size_t matched = 0;  // history records accounted for by lines read (or by own turns)
    for (;;) {
        // Before anything else, read the Nil of every finished player since the last line.
        bool pendingLine = false;
        while (matched < game.history().size()) {
            const Game::Record& rec = game.history()[matched];
            if (rec.colour == me || !rec.nil) {
                ++matched;
                continue;
            }
            if (!readLine(line))
                return 7;
            if (line != "Nil") {
                pendingLine = true;  // Quit or Move instead
                break;
            }
            ++matched;
        }
        if (!pendingLine && game.phase() == Game::Phase::Playing && game.toMove() == me) {
            if (mode == "crash" && turns == 1)
                std::abort();
            if (mode == "flood") {
                // Output without end and without a line break, on both channels.
                const std::string block(1 << 16, 'x');
                for (;;) {
                    std::cout << block << std::flush;
                    std::cerr << block << std::flush;
                }
            } else if (mode == "garbage") {
                writeLine("hello world");
            } else if (mode == "empty") {
                writeLine("");
            } else if (mode == "illegal") {
                writeLine("d4d5");
            } else if (mode == "quitter") {
                return 0;
            } else {
                if (sleepMs > 0)
                    std::this_thread::sleep_for(std::chrono::milliseconds(sleepMs));
                BotOptions o;
                o.seed = 7;
                const Turn t = chooseTurn(game, o);
                writeLine(turnText(t));
                if (!game.play(t).ok())
                    return 6;
            }
            ++turns;
            continue;
        }
        if (!pendingLine && !readLine(line))
            return 7;
        if (mode == "literal" && turns >= kTurnLimit && line != "Move" && line != "Quit") {
            std::cerr << "after my 20th turn I expected Move, not " << line << '\n';
            return 11;
        }
        if (line == "Quit")
            return 0;
        if (line == "Nil") {
            std::cerr << "an unexpected Nil\n";
            return 10;
        }
        if (line == "Move") {
            if (mode == "badrush") {
                writeLine("zz");
                return 0;
            }
            if (game.position().home(me))
                return 0;
            const RushResult r = solveRush(game.board(), me, game.position().pieces(me));
            std::string all;
            for (const Step& s : r.steps) {
                if (joined) {
                    if (!all.empty())
                        all += ':';
                    all += stepText(s);
                }
                else
                    writeLine(stepText(s));
            }
            if (joined)
                writeLine(all);
            return 0;
        }
        if (!game.play(line).ok()) {
            std::cerr << "cannot play " << line << '\n';
            return 8;
        }
    }
}
