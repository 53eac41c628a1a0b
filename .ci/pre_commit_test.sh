#!/usr/bin/env bash
# Runs the real pre-commit against a temporary repository that uses this repository's hooks:
# a wrong movement fails with rankcheck's message, rankcheck-fix rewrites it, then it passes.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$work/cache}"

# The hooks as a data repository's configuration names them: this checkout at its HEAD commit.
# pre-commit builds rankcheck (release) into PRE_COMMIT_HOME once, and every run below reuses
# that build (`pre-commit try-repo` keeps no store, so it would build it again for each run).
rev=$(git -C "$repo" rev-parse HEAD)
git -C "$repo" diff --quiet HEAD || echo "note: the hooks are run as committed at HEAD ($rev); uncommitted changes are not in them"
config="$work/pre-commit-config.yaml"
printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: rankcheck\n      - id: rankcheck-fix\n' "$repo" "$rev" > "$config"
hook() { pre-commit run --config "$config" "$@"; }
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

expect 1 "a wrong movement fails the hook" -- hook rankcheck --files data/TownRanking2021.json
grep -q "error\[RC401\] movement-mismatch: claims up 2 (prior rank 3) but '本厚木' was rank 4 in 2020: up 3" out.txt \
  || { echo "FAIL: rankcheck's message is not in pre-commit's output"; cat out.txt; exit 1; }
echo "ok: pre-commit shows rankcheck's finding"
expect 1 "rankcheck-fix rewrites the file (pre-commit fails a hook that modifies files)" -- \
  hook rankcheck-fix --files data/TownRanking2021.json
grep -q '"rankFluctuation": 3,' data/TownRanking2021.json || { echo "FAIL: file not fixed"; exit 1; }
git diff --stat | grep -q "1 insertion(+), 1 deletion(-)" || { echo "FAIL: the fix changed more than one line"; git diff; exit 1; }
echo "ok: exactly one line changed"
git add data
expect 0 "the fixed file passes" -- hook rankcheck --files data/TownRanking2021.json
expect 0 "a clean file passes" -- hook rankcheck --files data/TownRanking2020.json

# Tables: a CSV ranking with a wrong move fails; a CSV that is not ranking data is left alone.
printf 'rank,townName,isRankUp,rankFluctuation\n1,Kashiwa,false,0\n2,Warabi,false,0\n' > data/Towns2020.csv
printf 'rank,townName,isRankUp,rankFluctuation\n1,Warabi,false,0\n2,Kashiwa,false,0\n' > data/Towns2021.csv
printf 'name,colour\nWarabi,red\n' > data/colours.csv
git add data
expect 1 "a CSV ranking with a wrong move fails the hook" -- hook rankcheck --files data/Towns2021.csv data/colours.csv
grep -q "data/Towns2021.csv:2:10: error\[RC401\]" out.txt || { echo "FAIL: the CSV finding is not in pre-commit's output"; cat out.txt; exit 1; }
grep -q "colours.csv" out.txt && { echo "FAIL: a table that is not ranking data was checked"; cat out.txt; exit 1; }
echo "ok: pre-commit shows the CSV finding at its cell and skips the other table"
git rm -q --cached data/Towns2020.csv data/Towns2021.csv data/colours.csv && rm data/Towns2020.csv data/Towns2021.csv data/colours.csv

# A repository whose folders have their own configurations: `pre-commit run --all-files` (every
# JSON file named, from the root) gives exactly the findings of `rankcheck validate` walking it.
cd "$work"
bash "$repo/.ci/sample-repository.sh" "$work/sample" --git
cd "$work/sample"
findings() { grep -oE '^[^ ]+:[0-9]+:[0-9]+: (error|warning)\[RC[0-9]+\]' | sort; }
"$(cd "$repo" && swift build --show-bin-path)/rankcheck" validate > walk.txt 2>&1 || true
set +e; hook rankcheck --all-files > hook.txt 2>&1; status=$?; set -e
[ "$status" = 1 ] || { echo "FAIL: pre-commit --all-files exited $status"; cat hook.txt; exit 1; }
findings < walk.txt > walk-findings.txt
findings < hook.txt > hook-findings.txt
[ "$(wc -l < walk-findings.txt)" = 6 ] || { echo "FAIL: the walk found $(wc -l < walk-findings.txt) findings, not 6"; cat walk.txt; exit 1; }
diff -u walk-findings.txt hook-findings.txt || { echo "FAIL: pre-commit --all-files and the walk differ"; cat hook.txt; exit 1; }
if grep -qE '(package\.json|schema\.json|build/|node_modules/)' hook-findings.txt; then echo "FAIL: findings on files that are not ranking data"; exit 1; fi
echo "ok: pre-commit --all-files gives the walk's 6 findings, none on package.json, schemas or ignored files"
echo "pre-commit: 6 checks passed"
