#pragma once

// The task's example ant (the ICFP 2004 task's 16-state brain) in the brain language, with a
// procedure for the random walk: the language guide's first example, shared by the compiler's
// and the editor's tests.

namespace pb::test {

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
