#!/usr/bin/env bash
# Builds the Debian package (the build's `package` target: CPack) and checks what it holds and
# what it asks for: the six programs, the desktop entry, the metainfo, the icon in every size,
# a man page per program, the data the programs read (share/playbench), the guide when the
# checkout has one (docs/guide), and Depends naming Debian's Qt 6 libraries and the plugins Qt
# loads at run time. The fixture of tst_package_install, which installs this package into a
# fresh Debian 12.
# Usage: deb.sh BUILD_DIR SOURCE_DIR
set -euo pipefail

build=$1
source=$2
rm -f "$build"/playbench_*.deb
cmake --build "$build" --target package
shopt -s nullglob
debs=("$build"/playbench_*.deb)
if [ ${#debs[@]} -ne 1 ]; then
  echo "FAIL: expected one playbench_*.deb in $build, found ${#debs[@]}"
  exit 1
fi
deb=${debs[0]}
echo "== $deb"
dpkg-deb -I "$deb"
contents=$(dpkg-deb -c "$deb" | awk '{print $6}' | sed 's:^\./:/:')

missing=0
expect() {
  if ! grep -qx "$1" <<<"$contents"; then
    echo "FAIL: the package has no $1"
    missing=1
  fi
}
for program in playbench playbench-cli play_icfp2015 playbench-less-bot playbench-arimaa-engine \
               playbench-peaceable-solver; do
  expect "/usr/bin/$program"
  expect "/usr/share/man/man1/$program.1.gz"
done
expect /usr/share/applications/playbench.desktop
expect /usr/share/metainfo/org.playbench.Playbench.metainfo.xml
expect /usr/share/icons/hicolor/scalable/apps/playbench.svg
for size in 16 32 48 64 128 256; do
  expect "/usr/share/icons/hicolor/${size}x${size}/apps/playbench.png"
done
for file in ants/sample0.world ants/sample.ant ants/dunkosmiloolump-1.ant ants/frictionless_bananas-1.ant \
            ants/sample.antl honeycomb/problem_6.json honeycomb/sample_solutions.json less/tiles.txt \
            reference/ants/worlds/sample9.world reference/honeycomb/problems/problem_24.json; do
  expect "/usr/share/playbench/$file"
done
# The guide, when the checkout has one: every file of docs/guide.
if [ -d "$source/docs/guide" ]; then
  while read -r file; do
    expect "/usr/share/doc/playbench/guide/$file"
  done < <(cd "$source/docs/guide" && find . -type f | sed 's:^\./::')
fi

depends=$(dpkg-deb -f "$deb" Depends)
for package in libqt6core6 libqt6gui6 libqt6widgets6 libqt6sql6 libqt6svg6 libqcustomplot2.1-qt6 libfmt9 \
               libqt6sql6-sqlite; do
  if ! grep -Eq "(^|, )$package( |,|$)" <<<"$depends"; then
    echo "FAIL: Depends does not name $package: $depends"
    missing=1
  fi
done
[ $missing -eq 0 ] || exit 1
echo "OK: $(wc -l <<<"$contents") entries; Depends: $depends"
