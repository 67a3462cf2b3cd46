#!/usr/bin/env bash
# Start-up of the gallery in each mode, and the terminal host beside Textual (`make bench`
# runs it after sectional-bench; `make bench-peers` alone).
#
# Builds the release gallery (root package) and the release sectional-bench (its
# `terminal-list` command is our side of the terminal comparison), creates Benchmarks/.venv
# once and installs Textual into it when missing (TEXTUAL_VERSION overrides 8.2.8), then runs
# Benchmarks/Peers/terminal_peers.py, which prints both tables. Needs tmux; the window
# start-up also needs Xvfb (skipped without it). Options are passed on to terminal_peers.py
# (--runs N, --steps N, --idle SECONDS, --rows N, --json FILE).
set -euo pipefail
cd "$(dirname "$0")/.."

venv=Benchmarks/.venv
python=$venv/bin/python
textual_version=${TEXTUAL_VERSION:-8.2.8}
if [ ! -x "$python" ]; then
  echo "bench-peers: creating $venv"
  python3 -m venv "$venv"
fi
if ! "$python" -c "import sys, textual; sys.exit(textual.__version__ != '$textual_version')" \
  2>/dev/null; then
  echo "bench-peers: installing textual==$textual_version into $venv"
  "$python" -m pip install --quiet --disable-pip-version-check "textual==$textual_version"
fi

quiet_build() {
  local log
  log=$(mktemp)
  if ! swift build -c release "$@" >"$log" 2>&1; then
    grep -v "prohibited flag(s): -pthread" "$log" >&2
    rm -f "$log"
    exit 1
  fi
  rm -f "$log"
}
quiet_build --product sectional-gallery
quiet_build --package-path Benchmarks --product sectional-bench

python3 Benchmarks/Peers/terminal_peers.py \
  --gallery "$(swift build -c release --show-bin-path)/sectional-gallery" \
  --bench "$(swift build -c release --package-path Benchmarks --show-bin-path)/sectional-bench" \
  --python "$python" "$@"
