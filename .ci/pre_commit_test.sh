#!/usr/bin/env bash
# Runs the real pre-commit against a temporary repository that uses this repository's hooks:
# a wrong movement fails with rankcheck's message, rankcheck-fix rewrites it, then it passes.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$work/cache}"
cd "$work"
git init -q data-repo && cd data-repo
git config user.email ci@example.invalid && git config user.name ci
mkdir data
cp "$repo/Fixtures/diff/wrong-magnitude/prior.json" data/TownRanking2020.json
cp "$repo/Fixtures/diff/wrong-magnitude/current.json" data/TownRanking2021.json
git add data

expect() { # expect STATUS DESCRIPTION -- command...
  local want=$1 what=$2; shift 3
  set +e; "$@" > out.txt 2>&1; local got=$?; set -e
  if [ "$got" != "$want" ]; then echo "FAIL: $what (exit $got, wanted $want)"; cat out.txt; exit 1; fi
  echo "ok: $what"
}

# The first run builds the hook (release) once; later runs reuse pre-commit's cached build.
expect 1 "a wrong movement fails the hook" -- pre-commit try-repo "$repo" rankcheck --files data/TownRanking2021.json
grep -q "error\[RC401\] movement-mismatch: claims up 2 (prior rank 3) but '本厚木' was rank 4 in 2020: up 3" out.txt \
  || { echo "FAIL: rankcheck's message is not in pre-commit's output"; cat out.txt; exit 1; }
echo "ok: pre-commit shows rankcheck's finding"
expect 1 "rankcheck-fix rewrites the file (pre-commit fails a hook that modifies files)" -- \
  pre-commit try-repo "$repo" rankcheck-fix --files data/TownRanking2021.json
grep -q '"rankFluctuation": 3,' data/TownRanking2021.json || { echo "FAIL: file not fixed"; exit 1; }
git diff --stat | grep -q "1 insertion(+), 1 deletion(-)" || { echo "FAIL: the fix changed more than one line"; git diff; exit 1; }
echo "ok: exactly one line changed"
git add data
expect 0 "the fixed file passes" -- pre-commit try-repo "$repo" rankcheck --files data/TownRanking2021.json
expect 0 "a clean file passes" -- pre-commit try-repo "$repo" rankcheck --files data/TownRanking2020.json
echo "pre-commit: 5 checks passed"
