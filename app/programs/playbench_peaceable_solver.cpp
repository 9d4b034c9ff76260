// playbench-peaceable-solver: a contest submission's shape. Reads a Peaceable pieces test
// (TCO19 final) on standard input, writes the answer in the contest's output format on standard
// output. Options: --time SECONDS (default 9.5: the contest gave about 10 s a test),
// --solver-seed N, --threads N (independent runs, the best kept), --help, --version. The score
// goes to standard error.

#include "peaceable/problem.h"
#include "peaceable/solver.h"

#include <cstdlib>
#include <cstring>
#include <iostream>
#include <iterator>
#include <string>

int main(int argc, char** argv)
{
    double seconds = 9.5;
    unsigned long long seed = 1;
    int threads = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--time" && i + 1 < argc) {
            char* end = nullptr;
            seconds = std::strtod(argv[++i], &end);
            if (!end || *end != '\0' || !(seconds > 0)) {
                std::cerr << "playbench-peaceable-solver: --time takes seconds above 0\n";
                return 2;
            }
        } else if (a == "--solver-seed" && i + 1 < argc) {
            seed = std::strtoull(argv[++i], nullptr, 10);
        } else if (a == "--threads" && i + 1 < argc) {
            char* end = nullptr;
            const long t = std::strtol(argv[++i], &end, 10);
            if (!end || *end != '\0' || t < 1 || t > 64) {
                std::cerr << "playbench-peaceable-solver: --threads takes 1 to 64\n";
                return 2;
            }
            threads = int(t);
        } else if (a == "-h" || a == "--help") {
            std::cout << "Usage: playbench-peaceable-solver [--time SECONDS] [--solver-seed N] [--threads N] < test > answer\n"
                         "\n"
                         "Solves a Peaceable pieces (TCO19 final) test as a contest submission does: reads the test\n"
                         "on standard input, writes the answer in the contest's output format on standard output\n"
                         "and its score on standard error.\n"
                         "\n"
                         "  --time SECONDS   time limit (default 9.5: the contest gave about 10 s a test)\n"
                         "  --solver-seed N  the solver's seed (default 1)\n"
                         "  --threads N      independent searches at once, the best kept (1 to 64, default 1)\n"
                         "  -h, --help       show this help\n"
                         "  --version        show the version\n";
            return 0;
        } else if (a == "--version") {
            std::cout << "playbench-peaceable-solver " << PLAYBENCH_VERSION << '\n';
            return 0;
        } else {
            std::cerr << "playbench-peaceable-solver: unknown argument '" << a << "'\n";
            return 2;
        }
    }
    const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    const pb::peaceable::ProblemParse parse = pb::peaceable::parseProblem(input);
    if (!parse.ok()) {
        std::cerr << "playbench-peaceable-solver: the test on standard input: " << parse.error.toStdString() << '\n';
        return 1;
    }
    pb::peaceable::SolverOptions options;
    options.seconds = seconds;
    options.seed = seed;
    options.threads = threads;
    const pb::peaceable::SolverResult r = pb::peaceable::solve(parse.problem, options);
    std::cout << pb::peaceable::writeAnswer(r.answer) << std::flush;
    std::cerr << "score " << r.score << '\n';
    return 0;
}
