#!/usr/bin/env bash
# Builds the structure-aware fuzzer (.ci/fuzz/StructuredFuzz.swift + RankCheckCore, optimised, no
# sanitizer) and runs two workers for SECONDS (default 60), one per core as libFuzzer's -workers
# does: one with a fixed seed, one with a random seed it prints. A failed property or a trap fails
# this script; the failing input is replayed with --save into .build/fuzz-structured/failure-SEED.json
# (turn it into a Fixtures/hostile case). The workers' inputs per second, added up, must reach
# MIN_INPUTS_PER_SECOND (default 500: four times what the ASan smoke run manages, and safely below
# what the slowest CI machine seen does, ≈900; machines differ by 2–3× in this rate, so the floor
# catches a fuzzer that has stopped doing its job, not a slow machine).
#   .ci/fuzz-structured.sh [SECONDS] [MIN_INPUTS_PER_SECOND]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
minimum_rate="${2:-500}"
out=.build/fuzz-structured
mkdir -p "$out"
mapfile -t sources < <(find Sources/RankCheckCore -name '*.swift' | sort)
echo "building the structure-aware fuzzer …"
swiftc -O -wmo -parse-as-library -module-name RankCheckStructuredFuzz "${sources[@]}" .ci/fuzz/StructuredFuzz.swift \
  -o "$out/rankcheck-fuzz-structured" > "$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
seeds=(20261123 "$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')")
pids=()
for seed in "${seeds[@]}"; do
  "$out/rankcheck-fuzz-structured" Fixtures --seconds "$seconds" --seed "$seed" > "$out/worker-$seed.log" 2>&1 &
  pids+=($!)
done
failed=0 total=0
for n in 0 1; do
  seed=${seeds[$n]}
  if ! wait "${pids[$n]}"; then
    failed=1
    cat "$out/worker-$seed.log"
    echo "fuzz: failure with seed $seed; replaying it to save the input …"
    "$out/rankcheck-fuzz-structured" Fixtures --seconds "$seconds" --seed "$seed" --save "$out/failure-$seed.json" > /dev/null 2>&1 || true
    echo "fuzz: the failing input is $out/failure-$seed.json"
    continue
  fi
  cat "$out/worker-$seed.log"
  rate=$(sed -n 's/.* \([0-9]*\) inputs\/s.*/\1/p' "$out/worker-$seed.log")
  total=$(( total + ${rate:-0} ))
done
[ "$failed" = 0 ] || exit 1
echo "fuzz: $total inputs/s with two workers, every property held"
if [ "$total" -lt "$minimum_rate" ]; then
  echo "fuzz: $total inputs/s is below the $minimum_rate inputs/s this run must reach"
  exit 1
fi
