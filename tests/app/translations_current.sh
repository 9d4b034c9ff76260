#!/bin/sh
# The .ts files are current and finished: lupdate brings copies of them up to date with the
# sources (as `cmake --build build --target update_translations` would), then tst_translations
# checks the copies. A tr() string added without refreshing and translating the .ts fails here.
#   translations_current.sh LUPDATE PROJECT_CMAKE GENERATE_SCRIPT TST_TRANSLATIONS TS_FILE...
set -eu
lupdate=$1 project_cmake=$2 generate=$3 tst=$4
shift 4
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cmake -DIN_FILE="$project_cmake" -DOUT_FILE="$dir/project.json" -P "$generate"
copies=""
for ts in "$@"; do
  cp "$ts" "$dir/"
  copies="$copies $dir/$(basename "$ts")"
done
# shellcheck disable=SC2086
"$lupdate" -project "$dir/project.json" -no-obsolete -locations none -ts $copies
PLAYBENCH_TS_FILES=$(echo $copies | tr ' ' ':') "$tst"
