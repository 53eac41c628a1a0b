#!/usr/bin/env bash
# Builds the libFuzzer target (.ci/fuzz/FuzzTarget.swift + RankCheckCore, with address sanitizer)
# and runs it for SECONDS (default 60) on a corpus seeded from Fixtures/. A crash is saved as
# crash-* in the corpus folder's parent and makes this script fail; turn it into a fixture.
#   .ci/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.build/fuzz
mkdir -p "$out/corpus" "$out/artifacts"
mapfile -t sources < <(find Sources/RankCheckCore -name '*.swift' | sort)
echo "building the fuzz target …"
# The sanitizer runtime makes the linker warn about every instrumentation symbol: keep the log
# for a failed build only.
if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name RankCheckFuzz \
  "${sources[@]}" .ci/fuzz/FuzzTarget.swift -o "$out/rankcheck-fuzz" > "$out/build.log" 2>&1; then
  cat "$out/build.log"
  exit 1
fi
# Seed corpus: every small fixture, JSON and tables.
find Fixtures \( -name '*.json' -o -name '*.csv' -o -name '*.tsv' \) -size -64k -exec cp {} "$out/corpus/" \;
echo "fuzzing for ${seconds}s …"
"$out/rankcheck-fuzz" "$out/corpus" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
  -artifact_prefix="$out/artifacts/" -print_final_stats=1 2>&1 | tail -n 12
echo "fuzz: no crash in ${seconds}s"
