#!/usr/bin/env bash
# The solver benchmark side by side with kiwi (`make bench-solver`).
#
# Runs kiwibench.py on kiwisolver (PyPI, in a virtualenv at Benchmarks/.venv, created once)
# and `sectional-bench solver` (release build) on the same workloads and sizes, then prints
# ONE table comparing them (Benchmarks/Peers/compare.py). Exits non-zero when either side
# computes a wrong checksum or the two disagree.
#
# Default sizes: A, B, C at 10 100 1000; D at 10 100 (kiwi needs ~150 s for D at 1000);
# plus our A at 10000 alone (kiwi needs 30+ s there).
#
# Options:
#   --quick         sizes 10 100 (D: 10), 3 repetitions, no N=10000: a smoke run
#   --kiwi-10000    also run kiwi's A at 10000 (about a minute)
#   --no-10000      skip A at 10000 on both sides
#   --budget S      kiwibench's --budget for both sides (default 60)
#   --reps N        repetitions per size for both sides (default: 15 / 5 / 3 by size)
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=(10 100 1000)
d_sizes=(10 100)
big=ours
common=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) sizes=(10 100); d_sizes=(10); big=none; common+=(--reps 3) ;;
    --kiwi-10000) big=both ;;
    --no-10000) big=none ;;
    --budget) common+=(--budget "$2"); shift ;;
    --reps) common+=(--reps "$2"); shift ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "bench-solver: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

venv=Benchmarks/.venv
python=$venv/bin/python
kiwi_version=${KIWI_VERSION:-1.5.1}
if [ ! -x "$python" ]; then
  echo "bench-solver: creating $venv"
  python3 -m venv "$venv"
fi
if ! "$python" -c "import kiwisolver" 2>/dev/null; then
  echo "bench-solver: installing kiwisolver==$kiwi_version into $venv"
  "$python" -m pip install --quiet --disable-pip-version-check "kiwisolver==$kiwi_version"
fi

out=Benchmarks/.build/bench-solver
mkdir -p "$out"
rm -f "$out"/*.json

echo "== building sectional-bench (release)"
swift build -c release --package-path Benchmarks --product sectional-bench 2>&1 \
  | grep -E "error|warning: |Compiling|Build complete" | grep -v "prohibited flag" || true
bench() { swift run -c release --skip-build --package-path Benchmarks sectional-bench solver "$@"; }
kiwibench() { "$python" Benchmarks/Peers/kiwibench.py "$@"; }

echo "== kiwi: A B C at ${sizes[*]}, D at ${d_sizes[*]}"
kiwibench --workloads ABC --sizes "${sizes[@]}" ${common[@]+"${common[@]}"} --json "$out/kiwi-abc.json"
kiwibench --workloads D --sizes "${d_sizes[@]}" ${common[@]+"${common[@]}"} --json "$out/kiwi-d.json"
kiwi_files=("$out/kiwi-abc.json" "$out/kiwi-d.json")
if [ "$big" = both ]; then
  kiwibench --workloads A --sizes 10000 ${common[@]+"${common[@]}"} --json "$out/kiwi-a10000.json"
  kiwi_files+=("$out/kiwi-a10000.json")
fi

echo "== ours: A B C at ${sizes[*]}, D at ${d_sizes[*]}"
bench --workloads ABC --sizes "${sizes[@]}" ${common[@]+"${common[@]}"} --json "$out/ours-abc.json"
bench --workloads D --sizes "${d_sizes[@]}" ${common[@]+"${common[@]}"} --json "$out/ours-d.json"
our_files=("$out/ours-abc.json" "$out/ours-d.json")
if [ "$big" != none ]; then
  bench --workloads A --sizes 10000 ${common[@]+"${common[@]}"} --json "$out/ours-a10000.json"
  our_files+=("$out/ours-a10000.json")
fi

echo
echo "== ours vs kiwi (same machine, same run; JSON in $out)"
"$python" Benchmarks/Peers/compare.py --ours "${our_files[@]}" --kiwi "${kiwi_files[@]}"
