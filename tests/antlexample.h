#pragma once

// The task's example ant (the ICFP 2004 task's 16-state brain) in the brain language, with a
// procedure for the random walk: the language guide's first example, shared by the compiler's
// and the editor's tests.

namespace pb::test {

// The task's example ant (section 1) as the task writes it: what kExampleAntl compiles to.
inline constexpr const char* kExampleAnt =
    "Sense Ahead 1 3 Food\nMove 2 0\nPickUp 8 0\nFlip 3 4 5\nTurn Left 0\nFlip 2 6 7\nTurn Right 0\n"
    "Move 0 3\nSense Ahead 9 11 Home\nMove 10 8\nDrop 0\nFlip 3 12 13\nTurn Left 8\nFlip 2 14 15\n"
    "Turn Right 8\nMove 8 11\n";

inline constexpr const char* kExampleAntl = R"(// The task's example ant.
proc wander(again) {
  w: if (flip 3) { turn left; goto again; }
     if (flip 2) { turn right; goto again; }
     move else w;
     goto again;
}
search:
  if (sense ahead food) {
    move else search;
    pickup else search;
    goto carry;
  }
  wander(search);
carry:
  if (sense ahead home) {
    move else carry;
    drop;
    goto search;
  }
  wander(carry);
)";

} // namespace pb::test
