#!/usr/bin/env bash
# Runs a libFuzzer target for a while on its committed corpus (`make fuzz-solver`).
#
#   Scripts/fuzz.sh <product> <seconds>      e.g. Scripts/fuzz.sh fuzz-solver 60
#
# Builds <product> with the fuzzer and address sanitizers, -DFUZZING (Fuzz/README.md)
# and the invariant checks, in its own scratch folder (.build-fuzz, so the normal
# .build is not rebuilt), then runs libFuzzer for <seconds> on Fuzz/Corpus/<name> (<product>
# without `fuzz-`). New inputs go to .build-fuzz/corpus/<name>, never into the committed
# corpus. Fuzzing goes on after a crash or a broken property; each is saved under
# .build-fuzz/artifacts/<name>/, listed with its failure message at the end, and makes this
# script exit 1.
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
# SECTIONAL_INTERNAL_CHECKS turns on the solver's own invariant checks, so a broken
# invariant traps (and is saved) even when no contract property shows it yet.
flags=(--sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
  -Xswiftc -DSECTIONAL_INTERNAL_CHECKS)
if ! swift build "${flags[@]}" --product "$product" --scratch-path "$scratch" >"$log" 2>&1; then
  grep -v "ld.gold: warning: Cannot export local symbol" "$log"
  exit 1
fi
binary=$(swift build "${flags[@]}" --scratch-path "$scratch" --show-bin-path)/$product

mkdir -p "$work" "$artifacts"
stamp=$(mktemp)
echo "== fuzzing $product for $seconds s on $corpus (new inputs: $work)"
# -fork=1 -ignore_crashes=1: keep fuzzing after a crash, so one run collects every kind of
# failure (the corpus may hold inputs of known, unfixed bugs). The Swift runtime backtracer
# fights libFuzzer and ASan over the crash signal; libFuzzer prints the stack itself.
# libFuzzer runs inside the artifacts folder: some of its modes (-merge, and crashes while
# reading the initial corpus) write crash files to the current folder whatever
# -artifact_prefix says.
root=$PWD
# A target may have a libFuzzer dictionary (tokens of its input format) in Fuzz/Dictionaries.
options=()
[ -f "Fuzz/Dictionaries/$name.dict" ] && options+=(-dict="$root/Fuzz/Dictionaries/$name.dict")
# Foundation's XMLParser on Linux leaks a string for every XML error it reports (in
# _CFErrorCreateFromXMLInterface), so LeakSanitizer would flag every malformed input of the
# storyboard reader: leak detection is off for that target only.
# LeakSanitizer's check at process exit needs ASAN_OPTIONS as well: in fork mode each job's
# exit would otherwise count as a crash.
asan_options=${ASAN_OPTIONS:-}
if [ "$name" = interface-builder ]; then
  options+=(-detect_leaks=0)
  asan_options=detect_leaks=0${asan_options:+:$asan_options}
fi
(cd "$artifacts" && ASAN_OPTIONS=$asan_options SWIFT_BACKTRACE=enable=no "$binary" -fork=1 -ignore_crashes=1 \
  -max_total_time="$seconds" -max_len=1024 -timeout=10 -artifact_prefix="$root/$artifacts/" \
  "${options[@]}" "$root/$work" "$root/$corpus" 2>&1) | grep -E "^#|INFO: -fork|crash|CRASH|ERROR|Fatal error" || true

found=$(find "$artifacts" -type f -newer "$stamp" | sort)
rm -f "$stamp"
if [ -z "$found" ]; then
  echo "== done: no failure in $seconds s; $(ls "$work" | wc -l) inputs in $work"
  exit 0
fi
echo "== FAILURES: $(echo "$found" | wc -l) input(s) broke a property or crashed:"
for f in $found; do
  reason=$(SWIFT_BACKTRACE=enable=no "$binary" "$f" 2>&1 | grep -m1 -o "Fatal error: .*" || true)
  echo "  $f"
  echo "    ${reason:0:200}"
done
echo "Replay one with: swift run $product --trace FILE"
exit 1
