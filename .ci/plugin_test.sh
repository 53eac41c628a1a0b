#!/usr/bin/env bash
# The SwiftPM plugins, used the way an app uses them: Fixtures/consumer (a library bundling the
# real 2021 file as a resource, with RankCheckBuildToolPlugin applied) is built against this
# checkout. With the real file the build fails at 140:32 with the RC203 message; `swift package
# rankcheck` prints the same findings; with a corrected copy the build succeeds (RC301 stays a
# warning); `swift package rankcheck-fix` asks SwiftPM for write access. One scratch folder serves
# every step, so rankcheck is compiled once.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$repo/Fixtures/consumer" "$work/consumer"
cd "$work/consumer"
export RANKCHECK_PACKAGE_PATH="$repo"
resource=Sources/TownRankings/Resources/TownRanking2021.json
fail() { echo "FAIL: $1"; cat "${2:-/dev/null}"; exit 1; }

set +e; swift build > build-red.txt 2>&1; status=$?; set -e
[ "$status" != 0 ] || fail "the build passed with the real 2021 file" build-red.txt
grep -q "TownRanking2021.json:140:32: error: '小岩' (rank 20, keep) and '西川口' (rank 12, up 8) both imply prior rank 20 (RC203 prior-rank-collision)" build-red.txt \
  || fail "the build output lacks the RC203 error at 140:32" build-red.txt
grep -q "TownRanking2021.json:269:30: warning: .*(RC301 inconsistent-attribute)" build-red.txt || fail "the build output lacks the RC301 warning" build-red.txt
echo "ok: swift build fails on the real 2021 file with TownRanking2021.json:140:32: error: … (RC203 prior-rank-collision)"

set +e; swift package rankcheck > package.txt 2>&1; status=$?; set -e
[ "$status" != 0 ] || fail "swift package rankcheck passed on the real file" package.txt
grep -q "^$resource:140:32: error\[RC203\] prior-rank-collision" package.txt || fail "swift package rankcheck lacks the RC203 finding" package.txt
grep -q "^1 error, 1 warning in 1 file" package.txt || fail "swift package rankcheck's summary differs" package.txt
echo "ok: swift package rankcheck prints the same findings (1 error, 1 warning)"

set +e; swift package rankcheck-fix < /dev/null > fix.txt 2>&1; status=$?; set -e
[ "$status" != 0 ] && grep -q "allow-writing-to-package-directory" fix.txt || fail "rankcheck-fix did not ask for write access" fix.txt
echo "ok: swift package rankcheck-fix asks for write access"

sed -i '140s/"rankFluctuation": 0,/"rankFluctuation": 1,/' "$resource"
swift build > build-green.txt 2>&1 || fail "the build failed with the corrected file" build-green.txt
grep -q "warning: .*(RC301 inconsistent-attribute)" build-green.txt || fail "the corrected build lost the RC301 warning" build-green.txt
if grep -q " error: " build-green.txt; then fail "the corrected build printed an error" build-green.txt; fi
echo "ok: with a corrected copy the build succeeds, RC301 shown as a warning"
echo "plugins: 4 checks passed"
