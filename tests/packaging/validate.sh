#!/usr/bin/env bash
# The desktop entry and the AppStream metainfo as the tools that read them check them:
# desktop-file-validate (anything it reports, hints too, fails) and appstreamcli validate --no-net
# (errors and warnings fail; the metainfo names no screenshot or address to fetch, so nothing
# would be looked up on the network anyway).
# Also that the metainfo launches that desktop entry and that the entry's icon is ours.
# Usage: validate.sh DESKTOP_FILE METAINFO_FILE. Exit status 77 (ctest: skipped) when a tool is
# missing (./dev.sh test installs desktop-file-utils and appstream).
set -euo pipefail

desktop=$1
metainfo=$2
for tool in desktop-file-validate appstreamcli; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIP: $tool is not installed (./dev.sh test installs desktop-file-utils and appstream)"
    exit 77
  fi
done

echo "== desktop-file-validate $desktop"
# Hints fail too (it exits 0 for them): e.g. two main categories show the program twice in menus.
report=$(desktop-file-validate "$desktop")
if [ -n "$report" ]; then
  echo "$report"
  echo "FAIL: desktop-file-validate has something to say"
  exit 1
fi
echo "== appstreamcli validate --no-net $metainfo"
appstreamcli validate --no-net "$metainfo"

launchable=$(sed -n 's:.*<launchable type="desktop-id">\(.*\)</launchable>.*:\1:p' "$metainfo")
if [ "$launchable" != "$(basename "$desktop")" ]; then
  echo "FAIL: the metainfo launches '$launchable', the desktop entry is $(basename "$desktop")"
  exit 1
fi
if ! grep -qx 'Icon=playbench' "$desktop"; then
  echo "FAIL: the desktop entry's Icon is not playbench (packaging/icons/playbench.svg)"
  exit 1
fi
id=$(sed -n 's:.*<id>\(.*\)</id>.*:\1:p' "$metainfo")
if [ "$(basename "$metainfo")" != "$id.metainfo.xml" ]; then
  echo "FAIL: the metainfo file is named $(basename "$metainfo"), its id is $id"
  exit 1
fi
echo "OK"
