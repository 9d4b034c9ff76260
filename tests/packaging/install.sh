#!/usr/bin/env bash
# The Debian package installed where nothing else is: a fresh Debian 12 (bookworm) root made by
# debootstrap, APT resolving the package's dependencies from deb.debian.org inside it (without
# recommended packages, so Depends alone must be enough), then the installed programs run there:
# every program's --version, a whole ant game on the installed sample world and brains (the
# contest's known result), an Ants tournament on the installed reference worlds into an SQLite
# database, the man pages, and the desktop program offscreen (--version, then started on its
# Ants sample for a few seconds).
#
# The debootstrap root is made once and kept (WORK/base-bookworm; delete it to make a new one),
# as are the packages APT downloads (WORK/archives); each run copies the base into WORK/root (a
# tmpfs) and removes it at the end.
# Usage: install.sh BUILD_DIR WORK. Exit status 77 (ctest: skipped) when not root or without
# debootstrap (./dev.sh test installs it).
set -euo pipefail

build=$1
work=$2
mirror=http://deb.debian.org/debian
if [ "$(id -u)" -ne 0 ]; then
  echo "SKIP: installing the package into a debootstrap root needs root (debootstrap, chroot, mount)"
  exit 77
fi
if ! command -v debootstrap >/dev/null; then
  echo "SKIP: debootstrap is not installed (./dev.sh test installs it)"
  exit 77
fi
shopt -s nullglob
debs=("$build"/playbench_*.deb)
if [ ${#debs[@]} -ne 1 ]; then
  echo "FAIL: expected one playbench_*.deb in $build (tst_package_deb makes it), found ${#debs[@]}"
  exit 1
fi
deb=${debs[0]}

start=$SECONDS
phase() { echo "== [$((SECONDS - start)) s] $*"; }
mkdir -p "$work" "$work/archives"
base=$work/base-bookworm
root=$work/root

# In the root, with nothing of this environment (PLAYBENCH_REFERENCE, QT_QPA_PLATFORM, ...).
in_root() {
  chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive "$@"
}
remove_root() {
  if mountpoint -q "$root/proc"; then
    umount "$root/proc"
  fi
  if mountpoint -q "$root"; then
    umount "$root"
  fi
  rm -rf --one-file-system "$root"
}

if [ ! -f "$base/.playbench-base" ]; then
  phase "debootstrap bookworm into $base (once; the log in $work/debootstrap.log)"
  rm -rf --one-file-system "$base" "$base.new"
  if ! debootstrap --variant=minbase bookworm "$base.new" "$mirror" >"$work/debootstrap.log" 2>&1; then
    tail -n 30 "$work/debootstrap.log"
    echo "FAIL: debootstrap did not make a Debian 12 root (is $mirror reachable?)"
    exit 1
  fi
  # APT's sources: the host's (bookworm, bookworm-updates, bookworm-security), where this
  # machine's Qt comes from, so Depends can name the versions it was built against.
  rm -f "$base.new/etc/apt/sources.list"
  cat >"$base.new/etc/apt/sources.list.d/debian.sources" <<'SOURCES'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  # debootstrap leaves the packages it installed in APT's cache: WORK/archives keeps downloads.
  find "$base.new/var/cache/apt/archives" -maxdepth 1 -name '*.deb' -delete
  touch "$base.new/.playbench-base"
  mv "$base.new" "$base"
fi

remove_root
trap remove_root EXIT
phase "a fresh root from the base"
# In memory (about 500 MB): dpkg's many small writes and syncs cost nothing there, and the root
# goes at once at the end (on this machine's busy disk, unpacking and removing took 80 s).
mkdir "$root"
mount -t tmpfs -o size=3g,mode=0755 playbench-root "$root"
cp -a "$base/." "$root/"
mount -t proc proc "$root/proc"
cp "$deb" "$root/tmp/"
# The packages downloaded by earlier runs, and afterwards the new ones back.
find "$work/archives" -maxdepth 1 -name '*.deb' -exec cp -t "$root/var/cache/apt/archives/" {} +

phase "apt-get update"
in_root apt-get update -q >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; exit 1; }
phase "apt-get install ./$(basename "$deb") (its dependencies from $mirror)"
if ! in_root apt-get install -y -q --no-install-recommends "/tmp/$(basename "$deb")" >>"$work/apt.log" 2>&1; then
  tail -n 40 "$work/apt.log"
  echo "FAIL: APT could not install the package"
  exit 1
fi
grep -E "^(Need to get|After this operation|[0-9]+ upgraded)" "$work/apt.log" || true
find "$root/var/cache/apt/archives" -maxdepth 1 -name '*.deb' -exec cp -n -t "$work/archives/" {} +

failed=0
check() {  # check WHAT PATTERN COMMAND...: the command succeeds in the root, and its output (stdout
  local what=$1 pattern=$2 output  # and stderr, its lines joined by spaces) matches PATTERN
  shift 2
  if output=$(in_root "$@" 2>&1) && tr '\n' ' ' <<<"$output" | grep -Eq "$pattern"; then
    echo "ok: $what"
  else
    echo "FAIL: $what: $*"
    echo "$output" | tail -n 20
    failed=1
  fi
}

phase "the installed programs"
check "playbench-cli --version" '^playbench-cli [0-9]+\.[0-9]+\.[0-9]+ $' playbench-cli --version
for program in play_icfp2015 playbench-less-bot playbench-arimaa-engine playbench-peaceable-solver; do
  check "$program --version" "^$program [0-9]+\\.[0-9]+\\.[0-9]+ \$" "$program" --version
done
# The 2004 winners on the contest's sample world, from the installed files: the known result
# (../shared/reference/ants/brains/SOURCES.md) is 361 to 212 after 100,000 rounds.
data=/usr/share/playbench
check "an ant game on the installed sample world and brains" '361 food on the hill.* 212 food on the hill' \
  playbench-cli ants run --world $data/ants/sample0.world --red $data/ants/dunkosmiloolump-1.ant \
  --black $data/ants/frictionless_bananas-1.ant
# The installed reference data (found without PLAYBENCH_REFERENCE) and SQLite through Qt SQL.
check "an Ants tournament on the installed sample worlds into SQLite" '20 of 20 games finished.*frictionless_bananas-1' \
  playbench-cli tournament ants --brain $data/ants/sample.ant --brain $data/ants/frictionless_bananas-1.ant \
  --worlds sample --rounds 200 --jobs 1 --db /tmp/tournament.db
for program in playbench playbench-cli play_icfp2015 playbench-less-bot playbench-arimaa-engine \
               playbench-peaceable-solver; do
  check "the man page of $program" "(^| )\.TH \"?${program^^}\"? " zcat "/usr/share/man/man1/$program.1.gz"
done
check "QT_QPA_PLATFORM=offscreen playbench --version" '(^| )Playbench [0-9]+\.[0-9]+\.[0-9]+ $' \
  env QT_QPA_PLATFORM=offscreen playbench --version
# The desktop program started for real: still running after 10 s (timeout ends it: 124).
set +e
output=$(in_root env QT_QPA_PLATFORM=offscreen timeout 10 playbench --sample ants 2>&1)
code=$?
set -e
if [ $code -eq 124 ]; then
  echo "ok: playbench --sample ants ran offscreen for 10 s"
else
  echo "FAIL: playbench --sample ants ended with $code within 10 s"
  echo "$output" | tail -n 20
  failed=1
fi

phase "done"
[ $failed -eq 0 ] || exit 1
echo "OK"
