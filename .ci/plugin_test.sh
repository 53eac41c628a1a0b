#!/usr/bin/env bash
# The SwiftPM plugins, used the way an app uses them: Fixtures/consumer (a library bundling the
# real 2021 file as a resource, with RankCheckBuildToolPlugin applied) is built against this
# checkout. With the real file the build fails at 140:32 with the RC203 message; `swift package
# rankcheck` prints the same findings; with a corrected copy the build succeeds (RC301 stays a
# warning); `swift package rankcheck-fix` asks SwiftPM for write access. One scratch folder serves
# every step, so rankcheck is compiled once. Then the artifact bundle (.ci/bundle.sh): its
# info.json has SE-0305's shape, its binary needs no Swift toolchain, and the same app built
# cold against the plugins package (Plugins/, a binary target) compiles nothing of rankcheck,
# gives the same diagnostics, and reaches them several times sooner (at least 5x here; the
# times are printed).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$repo/Fixtures/consumer" "$work/consumer"
cd "$work/consumer"
export RANKCHECK_PACKAGE_PATH="$repo"
resource=Sources/TownRankings/Resources/TownRanking2021.json
fail() { echo "FAIL: $1"; cat "${2:-/dev/null}"; exit 1; }

now() { python3 -c 'import time; print(time.monotonic())'; }
source_start=$(now)
set +e; swift build > build-red.txt 2>&1; status=$?; set -e
source_seconds=$(python3 -c "print(round($(now) - $source_start, 1))")
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

# The artifact bundle and the plugins package that uses it.
bash "$repo/.ci/bundle.sh" "$work/bundle" > "$work/checksum.txt"
python3 - "$work/bundle" <<'PY'
import json, os, re, sys
bundle = os.path.join(sys.argv[1], "rankcheck.artifactbundle")
info = json.load(open(os.path.join(bundle, "info.json")))
def fail(message):
    sys.exit(f"FAIL: info.json: {message}")
if info.get("schemaVersion") != "1.0": fail("schemaVersion is not 1.0")
artifacts = info.get("artifacts")
if not isinstance(artifacts, dict) or list(artifacts) != ["rankcheck"]: fail("one artifact, rankcheck")
artifact = artifacts["rankcheck"]
if artifact.get("type") != "executable" or not re.fullmatch(r"\d+\.\d+\.\d+", artifact.get("version", "")): fail("an executable with a version")
for variant in artifact.get("variants") or fail("no variants"):
    if set(variant) != {"path", "supportedTriples"}: fail(f"variant keys {sorted(variant)}")
    if not variant["supportedTriples"] or not all(re.fullmatch(r"[a-z0-9_]+-[a-z]+-[a-z0-9.]+(-[a-z]+)?", t) for t in variant["supportedTriples"]): fail("triples")
    path = os.path.join(bundle, variant["path"])
    if not os.access(path, os.X_OK): fail(f"{variant['path']} is not an executable in the bundle")
print("ok: info.json has SE-0305's shape:", ", ".join(t for v in artifact["variants"] for t in v["supportedTriples"]))
PY
grep -qE '^[0-9a-f]{64}$' "$work/checksum.txt" || fail "bundle.sh printed no checksum" "$work/checksum.txt"
(cd "$work/bundle" && sha256sum -c SHA256SUMS > /dev/null) || fail "SHA256SUMS does not match the files"
binary=$(ls "$work"/bundle/rankcheck.artifactbundle/*/bin/rankcheck | head -1)
if ldd "$binary" | grep -q "/opt/swift\|libswift\|libFoundation\|libdispatch"; then fail "the binary loads the Swift runtime" <(ldd "$binary"); fi
unshare -m sh -c "mount -t tmpfs none /opt/swift && '$binary' validate '$repo/Fixtures/TownRanking2021.json' --quiet" > no-toolchain.txt 2>&1 || true
grep -q "^1 error, 1 warning in 1 file" no-toolchain.txt || fail "the binary does not run with /opt/swift hidden" no-toolchain.txt
echo "ok: the bundle's binary runs with the Swift toolchain hidden (ldd: $(ldd "$binary" | awk '{print $1}' | tr '\n' ' '))"

cp -RL "$repo/Plugins" "$work/plugins"
cp "$work/bundle/rankcheck.artifactbundle.zip" "$work/plugins/"
cp -R "$repo/Fixtures/consumer" "$work/consumer-binary"
cd "$work/consumer-binary"
binary_start=$(now)
set +e; RANKCHECK_PLUGINS_PATH="$work/plugins" swift build > build-binary.txt 2>&1; status=$?; set -e
binary_seconds=$(python3 -c "print(round($(now) - $binary_start, 1))")
[ "$status" != 0 ] || fail "the binary plugin's build passed with the real 2021 file" build-binary.txt
if grep -q "Compiling RankCheckCore\|Compiling rankcheck" build-binary.txt; then fail "the binary plugin's build compiled rankcheck" build-binary.txt; fi
diagnostics() { grep -oE "TownRanking2021.json:[0-9]+:[0-9]+: (error|warning|note): .*" "$1" | sort; }
diff <(diagnostics "$work/consumer/build-red.txt") <(diagnostics build-binary.txt) > /dev/null || fail "the binary plugin's diagnostics differ from the source build's" build-binary.txt
RANKCHECK_PLUGINS_PATH="$work/plugins" swift package rankcheck > package-binary.txt 2>&1 || true
grep -q "^1 error, 1 warning in 1 file" package-binary.txt || fail "swift package rankcheck through the binary plugin" package-binary.txt
python3 -c "import sys; sys.exit(0 if $binary_seconds * 5 <= $source_seconds else 1)" \
  || fail "the binary plugin reached its first diagnostic in $binary_seconds s, the source build in $source_seconds s: not 5x sooner"
echo "ok: against the bundle the app compiles nothing of rankcheck and shows the same diagnostics: first diagnostic in $binary_seconds s (from source: $source_seconds s)"
echo "plugins: 8 checks passed"
