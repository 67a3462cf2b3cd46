#!/usr/bin/env bash
# Runs a libFuzzer target for a while on its committed corpus (`make fuzz-solver`).
#
#   Scripts/fuzz.sh <product> <seconds>      e.g. Scripts/fuzz.sh fuzz-solver 60
#
# Builds <product> with the fuzzer and address sanitizers and -DFUZZING (codebase-models.md
# §3.5) in its own scratch folder (.build-fuzz, so the normal .build is not rebuilt), then
# runs libFuzzer for <seconds> on Fuzz/Corpus/<name> (<product> without `fuzz-`). New inputs
# go to .build-fuzz/corpus/<name>, never into the committed corpus; a crash or a broken
# property is saved under .build-fuzz/artifacts/<name>/ and makes this script fail.
# To keep an input as a regression seed, copy it into Fuzz/Corpus/<name>/ and run
# `swift test --filter SolverCorpusReplayTests`.
set -euo pipefail
cd "$(dirname "$0")/.."

product=${1:?usage: Scripts/fuzz.sh <product> <seconds>}
seconds=${2:-60}
name=${product#fuzz-}
corpus=Fuzz/Corpus/$name
[ -d "$corpus" ] || { echo "fuzz: no corpus folder $corpus for $product" >&2; exit 2; }

scratch=.build-fuzz
work=$scratch/corpus/$name
artifacts=$scratch/artifacts/$name

echo "== building $product with -sanitize=fuzzer,address"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# `--sanitize fuzzer --sanitize address` would pass swiftc two -sanitize= flags, and the last
# one wins: the code would get no coverage instrumentation (libFuzzer reports cov: 0). One
# combined -sanitize=fuzzer,address keeps both; `--sanitize fuzzer` makes SwiftPM link libFuzzer.
flags=(--sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING)
if ! swift build "${flags[@]}" --product "$product" --scratch-path "$scratch" >"$log" 2>&1; then
  grep -v "ld.gold: warning: Cannot export local symbol" "$log"
  exit 1
fi
binary=$(swift build "${flags[@]}" --scratch-path "$scratch" --show-bin-path)/$product

mkdir -p "$work" "$artifacts"
echo "== fuzzing $product for $seconds s on $corpus (new inputs: $work)"
# The Swift runtime backtracer fights libFuzzer and ASan over the crash signal; libFuzzer
# prints the stack itself.
SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -max_len=1024 -timeout=10 \
  -print_final_stats=1 -artifact_prefix="$artifacts/" "$work" "$corpus"
echo "== done: no crash in $seconds s; $(ls "$work" | wc -l) inputs in $work"
