#!/usr/bin/env bash
# Start-up of the gallery in each mode, the terminal host beside Textual and the GTK host
# beside GtkListView (`make bench` runs it after sectional-bench and bench-solver.sh;
# `make bench-peers` alone).
#
# Builds the release gallery (root package) and the release sectional-bench (its
# `terminal-list` and `gtk-list` commands are our side of the comparisons) as a Linux Swift
# program ships: the Swift runtime linked in (`--static-swift-stdlib`) and relative
# relocations packed (lld's `-z pack-relative-relocs`), into .build/static and
# Benchmarks/.build/static beside the ordinary builds. Builds the
# GtkListView peer (Benchmarks/Peers/gtk_list_peer.c, with cc against GTK 4 through
# pkg-config, into Benchmarks/.build/peers, again whenever the source is newer), creates
# Benchmarks/.venv once and installs Textual into it when missing (TEXTUAL_VERSION overrides
# 8.2.8), then runs Benchmarks/Peers/terminal_peers.py (start-up and terminal tables) and
# Benchmarks/Peers/gtk_peers.py (the window table). Needs tmux; the window figures also need
# Xvfb and xdotool (skipped without them). Options are passed on to terminal_peers.py
# (--runs N, --steps N, --idle SECONDS, --rows N, --json FILE); GTK_PEERS_OPTIONS holds
# options for gtk_peers.py (--runs N, --clicks N, --rows N, --json FILE).
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
shipped=(--static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
gallery_build=(--scratch-path "$PWD/.build/static" "${shipped[@]}")
bench_build=(--package-path Benchmarks --scratch-path "$PWD/Benchmarks/.build/static" "${shipped[@]}")
quiet_build "${gallery_build[@]}" --product sectional-gallery
quiet_build "${bench_build[@]}" --product sectional-bench

peer=Benchmarks/.build/peers/gtk_list_peer
if [ ! -x "$peer" ] || [ Benchmarks/Peers/gtk_list_peer.c -nt "$peer" ]; then
  mkdir -p "$(dirname "$peer")"
  # shellcheck disable=SC2046 # pkg-config's flags are separate words
  cc -O2 -Wall -Wno-unused-parameter Benchmarks/Peers/gtk_list_peer.c -o "$peer" \
    $(pkg-config --cflags --libs gtk4)
fi
bench_bin="$(swift build -c release "${bench_build[@]}" --show-bin-path)/sectional-bench"

python3 Benchmarks/Peers/terminal_peers.py \
  --gallery "$(swift build -c release "${gallery_build[@]}" --show-bin-path)/sectional-gallery" \
  --bench "$bench_bin" --python "$python" "$@"

# shellcheck disable=SC2086 # GTK_PEERS_OPTIONS is a list of words
python3 Benchmarks/Peers/gtk_peers.py --bench "$bench_bin" --peer "$peer" ${GTK_PEERS_OPTIONS:-}
