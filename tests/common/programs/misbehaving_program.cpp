// A program that misbehaves on purpose, for the tests of the process every external player
// runs in (tests/common/tst_lineprocess.cpp):
//   misbehaving_program hog     says "ready", then allocates and touches memory without end
//   misbehaving_program forks   starts a child that sleeps, says its pid, then echoes lines
//   misbehaving_program stubborn  ignores SIGTERM and closes its stdin, says "ready", sleeps
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

int main(int argc, char** argv)
{
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "hog") {
        std::printf("ready\n");
        std::fflush(stdout);
        std::vector<char*> blocks;
        for (;;) {
            char* block = static_cast<char*>(std::malloc(16 << 20));
            if (!block)
                std::abort();  // the cap reached: a crash the caller sees
            std::memset(block, 1, 16 << 20);
            blocks.push_back(block);
        }
    }
    if (mode == "forks") {
        const pid_t child = fork();
        if (child == 0) {
            for (;;)
                pause();
        }
        std::printf("%d\n", static_cast<int>(child));
        std::fflush(stdout);
        char line[256];
        while (std::fgets(line, sizeof line, stdin)) {
            std::fputs(line, stdout);
            std::fflush(stdout);
        }
        return 0;
    }
    if (mode == "stubborn") {
        std::signal(SIGTERM, SIG_IGN);
        close(0);
        std::printf("ready\n");
        std::fflush(stdout);
        for (;;)
            pause();
    }
    return 64;
}
