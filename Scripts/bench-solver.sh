#!/usr/bin/env bash
# The solver benchmark side by side with kiwi (`make bench-solver`).
#
# Runs kiwibench.py on kiwisolver (PyPI, in a virtualenv at Benchmarks/.venv, created once),
# kiwibench.cpp on kiwi's C++ core (the headers of the kiwisolver source distribution from
# PyPI; the sdist and the g++ build are cached in Benchmarks/.build/kiwi-cpp) and
# `sectional-bench solver` (release build) on the same workloads and sizes, then prints
# ONE table comparing the three (Benchmarks/Peers/compare.py). Exits non-zero when any side
# computes a wrong checksum or the three disagree.
#
# Default sizes: A, B, C at 10 100 1000; D at 10 100 (kiwi needs ~150 s for D at 1000);
# plus our A at 10000 alone (kiwi needs 30+ s there).
#
# Options:
#   --quick         sizes 10 100 (D: 10), 3 repetitions, no N=10000: a smoke run
#   --kiwi-10000    also run kiwi's A at 10000, both kiwis (about a minute each)
#   --no-10000      skip A at 10000 on every side
#   --budget S      kiwibench's --budget for every side (default 60)
#   --reps N        repetitions per size for every side (default: 15 / 5 / 3 by size)
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
    -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
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

# kiwi's C++ core: header-only, so the `kiwi/` directory of the source distribution and the
# system g++ are all it takes. The binary is rebuilt when kiwibench.cpp, the flags or g++ change.
cpp_dir=Benchmarks/.build/kiwi-cpp
kiwi_src=$cpp_dir/kiwisolver-$kiwi_version
kiwi_cpp=$cpp_dir/kiwibench-$kiwi_version
cxxflags=(-O2 -DNDEBUG -std=c++17)
mkdir -p "$cpp_dir"
if ! command -v g++ >/dev/null 2>&1; then
  echo "bench-solver: installing g++ (to build kiwi's C++ core)"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >/dev/null
  $sudo apt-get install -y -qq --no-install-recommends g++ >/dev/null
fi
if [ ! -f "$kiwi_src/kiwi/kiwi.h" ]; then
  echo "bench-solver: fetching the kiwisolver $kiwi_version source distribution into $cpp_dir" \
    "(once; pip prepares its metadata, a minute or two)"
  "$python" -m pip download --quiet --disable-pip-version-check --no-deps --no-binary :all: \
    -d "$cpp_dir" "kiwisolver==$kiwi_version"
  tar -xzf "$cpp_dir/kiwisolver-$kiwi_version.tar.gz" -C "$cpp_dir" "kiwisolver-$kiwi_version/kiwi"
fi
stamp="${cxxflags[*]} $(g++ -dumpfullversion)"
if [ ! -x "$kiwi_cpp" ] || [ Benchmarks/Peers/kiwibench.cpp -nt "$kiwi_cpp" ] \
  || [ "$(cat "$kiwi_cpp.stamp" 2>/dev/null)" != "$stamp" ]; then
  echo "bench-solver: building $kiwi_cpp (g++ ${cxxflags[*]})"
  g++ "${cxxflags[@]}" -DKIWIBENCH_FLAGS="\"${cxxflags[*]}\"" -I"$kiwi_src" \
    Benchmarks/Peers/kiwibench.cpp -o "$kiwi_cpp"
  echo "$stamp" >"$kiwi_cpp.stamp"
fi

out=Benchmarks/.build/bench-solver
mkdir -p "$out"
rm -f "$out"/*.json

echo "== building sectional-bench (release)"
swift build -c release --package-path Benchmarks --product sectional-bench 2>&1 \
  | grep -E "error|warning: |Compiling|Build complete" | grep -v "prohibited flag" || true
bench() { swift run -c release --skip-build --package-path Benchmarks sectional-bench solver "$@"; }
kiwibench() { "$python" Benchmarks/Peers/kiwibench.py "$@"; }
kiwibench_cpp() { "$kiwi_cpp" "$@"; }

echo "== kiwi: A B C at ${sizes[*]}, D at ${d_sizes[*]}"
kiwibench --workloads ABC --sizes "${sizes[@]}" ${common[@]+"${common[@]}"} --json "$out/kiwi-abc.json"
kiwibench --workloads D --sizes "${d_sizes[@]}" ${common[@]+"${common[@]}"} --json "$out/kiwi-d.json"
kiwi_files=("$out/kiwi-abc.json" "$out/kiwi-d.json")
if [ "$big" = both ]; then
  kiwibench --workloads A --sizes 10000 ${common[@]+"${common[@]}"} --json "$out/kiwi-a10000.json"
  kiwi_files+=("$out/kiwi-a10000.json")
fi

echo "== kiwi C++: A B C at ${sizes[*]}, D at ${d_sizes[*]}"
kiwibench_cpp --workloads ABC --sizes "${sizes[@]}" ${common[@]+"${common[@]}"} --json "$out/kiwi-cpp-abc.json"
kiwibench_cpp --workloads D --sizes "${d_sizes[@]}" ${common[@]+"${common[@]}"} --json "$out/kiwi-cpp-d.json"
cpp_files=("$out/kiwi-cpp-abc.json" "$out/kiwi-cpp-d.json")
if [ "$big" = both ]; then
  kiwibench_cpp --workloads A --sizes 10000 ${common[@]+"${common[@]}"} --json "$out/kiwi-cpp-a10000.json"
  cpp_files+=("$out/kiwi-cpp-a10000.json")
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
echo "== ours vs kiwisolver vs kiwi C++ (same machine, same run; JSON in $out)"
"$python" Benchmarks/Peers/compare.py --ours "${our_files[@]}" --kiwi "${kiwi_files[@]}" \
  --kiwi-cpp "${cpp_files[@]}"
