#!/usr/bin/env bash
# Playbench's one set-up script: installs what is missing (Debian 12), builds, then runs the
# program or the tests. Safe to run again: it installs nothing when everything is there and
# rebuilds only what changed.
#
#   ./dev.sh run     build and start the desktop program
#   ./dev.sh test    build and run every test (ctest); --sanitize address does it under
#                    AddressSanitizer + UndefinedBehaviorSanitizer (build-asan), --sanitize thread
#                    runs the threaded code's tests under ThreadSanitizer (build-tsan)
#   ./dev.sh build   build only
#   ./dev.sh package build the Debian package (CPack): build/playbench_VERSION_ARCH.deb with the
#                    programs, desktop entry, icon, metainfo, man pages and data (packaging/)
#   ./dev.sh fuzz [TARGET] [SECONDS]   build the fuzz targets with clang and run one (or all, one
#                    after another) for SECONDS each (default 600); ./dev.sh fuzz --list names them
set -euo pipefail

cd "$(dirname "$0")"
here=$(pwd)
build_dir=${PLAYBENCH_BUILD_DIR:-$here/build}

packages=(
  build-essential cmake ninja-build ccache pkg-config
  qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  qt6-svg-dev libqcustomplot-dev libfmt-dev zlib1g-dev
  xvfb xauth
  help2man
)
# What only the tests need: a one-node Slurm cluster (tests/cluster/slurm.sh) and GNU parallel;
# the package's validators and a Debian 12 root to install it into (tests/packaging).
test_packages=(slurm-wlm munge parallel desktop-file-utils appstream debootstrap)
# What fuzzing needs: clang with libFuzzer and the sanitizers' runtimes.
fuzz_packages=(clang libclang-rt-14-dev)

install_missing() {
  local missing=()
  for p in "${packages[@]}" "$@"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return
  fi
  echo "Installing: ${missing[*]}"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
  fi
  "${sudo[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
}

build() {
  local werror=OFF
  if [ "${CI:-}" = "true" ] && [ -z "${sanitize:-}" ]; then
    werror=ON   # CI keeps our code free of warnings (the normal build checks them; the
  fi            # sanitizer build, at -O1, is about what runs, and shares ccache's objects)
  cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DPLAYBENCH_WERROR=$werror \
    -DPLAYBENCH_SANITIZE="${sanitize:-}"
  cmake --build "$build_dir" -j "$(nproc)" ${1:+--target "$1"}
}

command=${1:-run}
case "$command" in
  run)
    install_missing
    build
    shift || true
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
      echo "No display found: starting Playbench under xvfb-run (invisible)." >&2
      exec xvfb-run -a "$build_dir/app/playbench" --sample ants "$@"
    fi
    exec "$build_dir/app/playbench" --sample ants "$@"
    ;;
  test)
    # --sanitize address|thread: a build of its own (build-asan, build-tsan) under the sanitizers.
    if [ "${2:-}" = "--sanitize" ]; then
      sanitize=${3:-}
      case "$sanitize" in
        address) build_dir=${PLAYBENCH_BUILD_DIR:-$here/build-asan} ;;
        thread) build_dir=${PLAYBENCH_BUILD_DIR:-$here/build-tsan} ;;
        *) echo "usage: ./dev.sh test [--sanitize address|thread]" >&2; exit 2 ;;
      esac
      export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
      export PLAYBENCH_PROGRAM_MEMORY_MB=0  # the sanitizers reserve terabytes of address space
      export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
      export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1:die_after_fork=0:suppressions=$here/tests/sanitizers/tsan.supp}
    fi
    install_missing "${test_packages[@]}"
    export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
    if [ "${sanitize:-}" = thread ]; then
      # ThreadSanitizer: the threaded code's tests only (tests/CMakeLists.txt, label "threads").
      build threaded_tests
      ctest --test-dir "$build_dir" --output-on-failure -j "$(nproc)" -L threads
    elif [ -n "${sanitize:-}" ]; then
      build all_tests   # what the tests run, not the desktop program itself
      # Not the one-node Slurm test: it runs alone (two minutes with nothing else running) and
      # checks Slurm's plumbing around playbench-cli, which the other tests run under the
      # sanitizers already; the normal run has it. The package's tests are not even defined in
      # an instrumented build (tests/packaging).
      ctest --test-dir "$build_dir" --output-on-failure -j "$(nproc)" -E '^tst_slurm$'
    else
      build
      ctest --test-dir "$build_dir" --output-on-failure -j "$(nproc)"
    fi
    ;;
  build)
    install_missing
    build
    ;;
  package)
    install_missing
    build package
    ls "$build_dir"/playbench_*.deb
    ;;
  fuzz)
    shift
    targets=$(ls tests/fuzz/regressions)
    if [ "${1:-}" = "--list" ]; then
      echo "$targets"
      exit 0
    fi
    install_missing "${fuzz_packages[@]}"
    chosen=${1:-all}
    seconds=${2:-600}
    if [ "$chosen" != all ]; then
      echo "$targets" | grep -qx "$chosen" || { echo "unknown fuzz target '$chosen' (./dev.sh fuzz --list)" >&2; exit 2; }
      targets=$chosen
    fi
    fuzz_dir=${PLAYBENCH_FUZZ_DIR:-$here/build-fuzz}
    reference=$(cd "$here/.." && pwd)/shared/reference
    CC=clang CXX=clang++ cmake -S "$here" -B "$fuzz_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DPLAYBENCH_FUZZ=ON -DPLAYBENCH_BUILD_GUI=OFF -DPLAYBENCH_REFERENCE_DIR="$reference" >/dev/null
    cmake --build "$fuzz_dir" -j "$(nproc)" --target $(for t in $targets; do echo "fuzz_$t"; done)
    for t in $targets; do
      corpus=$fuzz_dir/corpus/$t
      artifacts=$fuzz_dir/artifacts/$t
      mkdir -p "$corpus" "$artifacts"
      # Seeds: the target's own, and the first 64 KB of its reference files.
      find "tests/fuzz/seeds/$t" -type f ! -name '.*' -exec cp {} "$corpus/" \;
      { grep "^$t " tests/fuzz/seeds.txt || true; } | while read -r _ path; do
        [ -f "$reference/$path" ] || continue
        name=$(echo "$path" | tr / _)
        if [[ "$path" == *.gz ]]; then
          zcat "$reference/$path" | head -c 65536 > "$corpus/$name" || true
        else
          head -c 65536 "$reference/$path" > "$corpus/$name"
        fi
      done
      echo "== fuzz_$t for ${seconds}s (corpus $corpus, crashes into $artifacts)"
      "$fuzz_dir/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" 2>&1 | tee "$fuzz_dir/fuzz_$t.log" \
        | grep -E "^(==|INFO: Seed|#[0-9]+ *DONE|stat::number_of_executed_units|SUMMARY|artifact_prefix|Test unit written)" || true
    done
    ;;
  *)
    echo "usage: ./dev.sh run|test|build|package|fuzz" >&2
    exit 2
    ;;
esac
