// A program that misbehaves on purpose, for the tests of the process every external player
// runs in (tests/common/tst_lineprocess.cpp):
//   misbehaving_program hog     says "ready", then allocates and touches memory without end
//   misbehaving_program forks   starts a child that sleeps, says its pid, then echoes lines
//   misbehaving_program stubborn  ignores SIGTERM and closes its stdin, says "ready", sleeps
//   misbehaving_program flood-out   says "ready", then writes 1 GB of lines to stdout, sleeps
//   misbehaving_program flood-err   writes 1 GB to stderr (never a line to stdout), sleeps
//   misbehaving_program flood-quit  echoes lines; at the end of its input writes 1 GB to
//                                   stdout and stderr, then sleeps
//   misbehaving_program forks-exit  starts a child that sleeps, says its pid, exits at once
//   misbehaving_program closes      ignores SIGTERM, says "ready", closes stdout and stderr, sleeps
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
    if (mode == "flood-out" || mode == "flood-err" || mode == "flood-quit") {
        std::signal(SIGPIPE, SIG_IGN);  // a closed pipe ends the flood with an error, not a signal
        if (mode == "flood-out") {
            std::printf("ready\n");
            std::fflush(stdout);
        }
        if (mode == "flood-quit") {
            char line[256];
            while (std::fgets(line, sizeof line, stdin)) {
                std::fputs(line, stdout);
                std::fflush(stdout);
            }
        }
        std::string chunk(4095, 'x');
        chunk += '\n';
        chunk.replace(0, 4, "log ");  // what an AEI engine may write any number of
        const long chunks = (1L << 30) / static_cast<long>(chunk.size());
        for (long i = 0; i < chunks; ++i) {
            bool written = true;
            if (mode != "flood-err")
                written = write(1, chunk.data(), chunk.size()) > 0;
            if (mode != "flood-out")
                written = write(2, chunk.data(), chunk.size()) > 0 && written;
            if (!written)
                break;
        }
        for (;;)
            pause();
    }
    if (mode == "forks-exit") {
        const pid_t child = fork();
        if (child == 0) {
            for (;;)
                pause();
        }
        std::printf("%d\n", static_cast<int>(child));
        std::fflush(stdout);
        return 0;
    }
    if (mode == "closes") {
        std::signal(SIGTERM, SIG_IGN);
        std::printf("ready\n");
        std::fflush(stdout);
        close(1);
        close(2);
        for (;;)
            pause();
    }
    return 64;
}
