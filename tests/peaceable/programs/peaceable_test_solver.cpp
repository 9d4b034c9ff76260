// A tiny Peaceable pieces solution for the tournament's tests, under the tester's I/O (the test
// on stdin, the answer on stdout).
//   peaceable_test_solver MODE
// MODE: empty (a valid answer without pieces: score 0), king (one king of player 0: valid,
// score 0), attack (two queens of players 0 and 1 side by side: the tester rejects it), garbage
// (a line of text), hang (never answers), crash (aborts after reading the test), flood-err (endless
// lines on stderr), flood (endless
// output), silent (answers nothing, exit code 3).

#include "peaceable/problem.h"

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <string>
#include <thread>

using namespace pb::peaceable;

int main(int argc, char** argv)
{
    const std::string mode = argc > 1 ? argv[1] : "empty";
    const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    const ProblemParse parse = parseProblem(input);
    if (!parse.ok())
        return 1;
    const Problem& problem = parse.problem;
    Answer answer = emptyAnswer(problem);
    const auto put = [&](int skip, char piece, char owner) {  // on the skip-th free cell
        for (int i = 0; i < problem.n * problem.n; ++i)
            if (!problem.wall[static_cast<std::size_t>(i)] && skip-- == 0) {
                answer.board[static_cast<std::size_t>(i)] = piece;
                answer.owner[static_cast<std::size_t>(i)] = owner;
                return i;
            }
        return -1;
    };
    if (mode == "hang") {
        std::this_thread::sleep_for(std::chrono::seconds(60));
    } else if (mode == "crash") {
        std::abort();
    } else if (mode == "garbage") {
        std::cout << "hello, tester\n";
        return 0;
    } else if (mode == "flood") {
        const std::string line(1000, 'x');
        for (;;)
            std::cout << line << '\n';
    } else if (mode == "flood-err") {
        const std::string line(4095, 'x');
        for (;;)
            std::cerr << line << '\n';
    } else if (mode == "silent") {
        return 3;
    } else if (mode == "king") {
        put(0, 'K', '0');
    } else if (mode == "attack") {
        // Two enemy queens on the first two free cells of a row with no wall between them.
        for (int r = 0; r < problem.n; ++r)
            for (int c = 0; c + 1 < problem.n; ++c)
                if (!problem.isWall(r, c) && !problem.isWall(r, c + 1)) {
                    const auto i = static_cast<std::size_t>(r * problem.n + c);
                    answer.board[i] = answer.board[i + 1] = 'Q';
                    answer.owner[i] = '0';
                    answer.owner[i + 1] = '1';
                    r = problem.n;
                    break;
                }
    }
    std::cout << writeAnswer(answer) << std::flush;
    return 0;
}
