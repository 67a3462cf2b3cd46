#!/usr/bin/env bash
# The GTK window through AT-SPI, as a screen reader sees it: the gallery on the contacts
# scene under Xvfb, inside a private D-Bus session (the accessibility bus and registry are
# started on demand by D-Bus), probed by Tests/e2e/atspi-probe.py with pyatspi: headings A to
# E in order, a row's name, scrolling changing the headings, and a heading's AT-SPI click
# collapsing its section. The app's stdout proves the collapse reached the scene.
#
# Needs Xvfb, xdotool, dbus-run-session, at-spi2-core and python3-pyatspi (Scripts/
# bootstrap.sh installs them); without them it says so and skips.
set -euo pipefail
cd "$(dirname "$0")/../.."

gallery=${GALLERY:-.build/debug/sectional-gallery}
for tool in Xvfb xdotool dbus-run-session /usr/libexec/at-spi-bus-launcher; do
  if ! command -v "$tool" >/dev/null; then
    echo "gtk-atspi: SKIPPED ($tool is not installed; run make deps)"
    exit 0
  fi
done
if ! /usr/bin/python3 -c "import pyatspi" 2>/dev/null; then
  echo "gtk-atspi: SKIPPED (python3-pyatspi is not installed; run make deps)"
  exit 0
fi
[ -x "$gallery" ] || swift build --product sectional-gallery >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GALLERY=$gallery WORK=$work
# Everything runs inside the session so that the bus and its services end with it.
if ! timeout 120 dbus-run-session -- bash -c '
  set -euo pipefail
  Xvfb -displayfd 3 -screen 0 640x900x24 -nolisten tcp 3>"$WORK/display" 2>/dev/null &
  xvfb=$!
  trap "kill \$xvfb \${app:-} 2>/dev/null || true" EXIT
  for _ in $(seq 100); do [ -s "$WORK/display" ] && break; sleep 0.05; done
  export DISPLAY=":$(cat "$WORK/display")"
  GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_SCALE=1 SECTIONAL_EXIT_AFTER_SECONDS=60 \
    "$GALLERY" --window --scene contacts >"$WORK/app.log" 2>"$WORK/app.err" &
  app=$!
  for _ in $(seq 300); do grep -q "^ready contacts$" "$WORK/app.log" && break; sleep 0.1; done
  /usr/bin/python3 Tests/e2e/atspi-probe.py
  for _ in $(seq 50); do grep -q "^collapse contacts " "$WORK/app.log" && break; sleep 0.1; done
  grep "^collapse contacts " "$WORK/app.log" || { echo "gtk-atspi: no collapse line"; exit 1; }
' 2> >(grep -v -e "fd limit" -e "Activating service" -e "Successfully activated" \
  -e "SpiRegistry daemon" >&2); then
  echo "gtk-atspi: FAILED" >&2
  echo "--- app stdout" >&2
  cat "$work/app.log" >&2 || true
  echo "--- app stderr" >&2
  tail -20 "$work/app.err" >&2 || true
  exit 1
fi
echo "gtk-atspi: PASSED"
