// A tiny AEI engine for the controller's tests. It knows no Arimaa: it answers `go` with the
// move given by --move (default "Ra2n") and a few info lines.
//   aei_test_engine MODE [--move M] [--sleep MS] [--record FILE]
// MODE: good, hang (never answers go), crash (aborts at go), noaeiok (never ends the opening
// phase), slow (sleeps --sleep MS before bestmove), garbage (an unknown line, then a bestmove
// without a move), stale (answers stop while pondering with "bestmove STALE"), deaf (ignores
// stop while pondering), mute (after go ponder, answers nothing at all), flood (answers go with
// an endless stream of 100 000-character lines and never a bestmove).
// --record writes every line read to FILE.

#include "programinput.h"

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>

int main(int argc, char** argv)
{
    if (argc < 2)
        return 64;
    const std::string mode = argv[1];
    std::string move = "Ra2n";
    int sleepMs = 0;
    std::ofstream record;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--move" && i + 1 < argc)
            move = argv[++i];
        else if (a == "--sleep" && i + 1 < argc)
            sleepMs = std::atoi(argv[++i]);
        else if (a == "--record" && i + 1 < argc)
            record.open(argv[++i]);
    }
    auto out = [](const std::string& line) { std::cout << line << '\n' << std::flush; };
    bool pondering = false;
    bool mute = false;
    std::string line;
    while (readProgramLine(line, record)) {
        if (mute)
            continue;
        const std::string type = line.substr(0, line.find(' '));
        if (type == "aei") {
            out("protocol-version 1");
            out("id name TestEngine");
            out("id author Playbench tests");
            out("id version 0.1");
            if (mode == "noaeiok")
                continue;
            out("aeiok");
        } else if (type == "isready") {
            out("log ready check");
            out("readyok");
        } else if (type == "go" && line == "go ponder") {
            pondering = true;
            if (mode == "mute")
                mute = true;
        } else if (type == "go") {
            if (mode == "hang")
                continue;
            if (mode == "crash")
                std::abort();
            if (mode == "flood") {
                const std::string junk(100000, 'x');
                for (;;)
                    std::cout << junk << '\n';
            }
            if (mode == "garbage") {
                out("hello there");
                out("bestmove");
                continue;
            }
            out("log Starting search");
            out("info depth 3");
            out("info score 42");
            out("info nodes 1234");
            out("info pv " + move + " b ra7s");
            if (mode == "slow")
                std::this_thread::sleep_for(std::chrono::milliseconds(sleepMs));
            out("bestmove " + move);
        } else if (type == "stop") {
            if (pondering && mode == "stale")
                out("bestmove STALE");
            pondering = false;
        } else if (type == "quit") {
            return 0;
        } else if (type == "makemove") {
            pondering = false;
        }
    }
    return 0;
}
