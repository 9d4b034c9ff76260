#!/usr/bin/env bash
# Playbench's one set-up script: installs what is missing (Debian 12), builds, then runs the
# program or the tests. Safe to run again: it installs nothing when everything is there and
# rebuilds only what changed.
#
#   ./dev.sh run     build and start the desktop program
#   ./dev.sh test    build and run every test (ctest)
#   ./dev.sh build   build only
set -euo pipefail

cd "$(dirname "$0")"
here=$(pwd)
build_dir=${PLAYBENCH_BUILD_DIR:-$here/build}

packages=(
  build-essential cmake ninja-build ccache pkg-config
  qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev libqcustomplot-dev libfmt-dev zlib1g-dev
  xvfb xauth
)
# What only the tests need: a one-node Slurm cluster (tests/cluster/slurm.sh) and GNU parallel.
test_packages=(slurm-wlm munge parallel)

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
  if [ "${CI:-}" = "true" ]; then
    werror=ON   # CI keeps our code free of warnings
  fi
  cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DPLAYBENCH_WERROR=$werror
  cmake --build "$build_dir" -j "$(nproc)"
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
    install_missing "${test_packages[@]}"
    build
    export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
    ctest --test-dir "$build_dir" --output-on-failure -j "$(nproc)"
    ;;
  build)
    install_missing
    build
    ;;
  *)
    echo "usage: ./dev.sh run|test|build" >&2
    exit 2
    ;;
esac
