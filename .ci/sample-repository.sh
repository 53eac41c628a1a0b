#!/usr/bin/env bash
# Builds a small data repository in DEST from Fixtures/repository, adding what a repository does
# not commit: `build/` and `node_modules/` holding broken ranking files (ignored by its
# .gitignore, and by name), `data/tmp/` ignored through `.git/info/exclude`.
# Usage: sample-repository.sh DEST [--git]   (--git: a real `git init` with everything added)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
dest=$1
mkdir -p "$dest"
cp -R "$repo/Fixtures/repository/." "$dest/"
broken='{"townRankingsForRent": [{"rank": 2, "townName": "x", "isRankUp": true, "rankFluctuation": 0}]}'
mkdir -p "$dest/build" "$dest/node_modules/some-package" "$dest/data/tmp"
printf '%s\n' "$broken" > "$dest/build/TownRanking2021.json"
printf '%s\n' "$broken" > "$dest/node_modules/some-package/ranking.json"
printf '%s\n' "$broken" > "$dest/data/tmp/TownRanking2021.json"
if [ "${2:-}" = "--git" ]; then
  (cd "$dest" && git init -q && git config user.email ci@example.invalid && git config user.name ci)
else
  mkdir -p "$dest/.git/info"
fi
printf 'tmp/\n' >> "$dest/.git/info/exclude"
if [ "${2:-}" = "--git" ]; then (cd "$dest" && git add -A && git commit -qm "sample data"); fi
