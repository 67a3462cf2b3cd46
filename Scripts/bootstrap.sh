#!/usr/bin/env bash
# Installs every Debian package Sectional needs, only when something is missing.
#
# Quiet when everything is present: it asks dpkg, installs nothing and prints nothing.
# A missing system library breaks the build of the whole package (every target is always
# built, GTK included), so both `make test` and `make gallery` run this first.
set -euo pipefail

packages=(
  # build: Cairo + Pango + libpng (SectionalCairo), GTK 4 (SectionalGTK), fonts for goldens
  pkg-config libcairo2-dev libpango1.0-dev libpng-dev libgtk-4-dev fonts-dejavu-core
  # end-to-end tests of the window and the terminal UI
  xvfb xauth xdotool imagemagick tmux
  # the window through AT-SPI, as screen readers see it (a private D-Bus session, pyatspi)
  dbus at-spi2-core python3-pyatspi
  # the window on Wayland: Weston's headless and nested X11 backends
  weston
  # the C compiler for make bench's GtkListView peer (Benchmarks/Peers/gtk_list_peer.c)
  gcc
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "bootstrap: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "bootstrap: done"
