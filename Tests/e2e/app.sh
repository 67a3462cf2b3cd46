#!/usr/bin/env bash
# End to end of SectionalApp: the getting-started app (Examples/GettingStarted, one
# `Application.run` call) comes up in a GTK window under Xvfb and full screen in a terminal
# under tmux, shows its first frame, and exits by itself after SECTIONAL_EXIT_AFTER_SECONDS (the
# window) or on the `q` key (the terminal), with status 0.
#
# The window's frame is checked by pixels: the white 44 pt navigation bar, the orange "Rocky"
# header after the plain style's 22 pt header top padding (y 66 to 110), Rocky's four 44 pt rows,
# and the indigo "Giants" header after its own padding (y 308 to 352), then white rows. The terminal's
# frame is checked by its text: the title, both headers and their first planets.
#
#   bash Tests/e2e/app.sh [path/to/getting-started]   (default: the debug build's)
#
# Without Xvfb, xdotool or ImageMagick the window part is skipped with a message; tmux is
# required. Every wait is time-boxed; Xvfb, the app and the tmux server are always killed.
set -euo pipefail
cd "$(dirname "$0")/../.."

app=${1:-$(swift build --show-bin-path)/getting-started}
[ -x "$app" ] || { echo "app.sh: no getting-started binary at $app (swift build first)" >&2; exit 1; }

work=$(mktemp -d)
xvfb_pid=""
app_pid=""
socket="sectional-app-$$"
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  tmux -L "$socket" kill-server 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "app.sh: FAILED: $*" >&2
  for log in "$work"/*.log; do
    [ -f "$log" ] && { echo "--- $log" >&2; cat "$log" >&2; }
  done
  exit 1
}

# wait_for SECONDS COMMAND...: polls COMMAND every 50 ms until it succeeds or time runs out.
wait_for() {
  local deadline=$((SECONDS + $1))
  shift
  until "$@"; do
    [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 0.05
  done
}
exited() { ! kill -0 "$app_pid" 2>/dev/null; }

# --- The window, under Xvfb.
window_tools=yes
for tool in Xvfb xdotool import convert; do
  command -v "$tool" >/dev/null || window_tools=no
done
if [ "$window_tools" = no ]; then
  echo "app.sh: window SKIPPED (Xvfb, xdotool or ImageMagick missing; run make deps)"
else
  Xvfb -displayfd 3 -screen 0 640x900x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
  xvfb_pid=$!
  wait_for 10 test -s "$work/display" || fail "Xvfb reported no display"
  (
    export DISPLAY=":$(cat "$work/display")" GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none
    export GDK_SCALE=1 SECTIONAL_EXIT_AFTER_SECONDS=20
    exec "$app" >"$work/window.log" 2>&1
  ) &
  app_pid=$!
  export DISPLAY=":$(cat "$work/display")"
  wid=""
  find_window() { wid=$(xdotool search --name "^Planets$" 2>/dev/null | head -1); [ -n "$wid" ]; }
  wait_for 30 find_window || fail "no window named Planets (no display chosen by default?)"

  # pixel X Y: the colour at (X, Y) of the window, as ImageMagick names it.
  pixel() { convert "$work/shot.png" -format "%[pixel:p{$1,$2}]" info:; }
  frame_matches() {
    import -window "$wid" "$work/shot.png" 2>/dev/null || return 1
    [ "$(identify -format '%wx%h' "$work/shot.png")" = 390x844 ] &&
      [ "$(pixel 195 2)" = "srgb(255,255,255)" ] &&
      [ "$(pixel 5 55)" = "srgb(255,255,255)" ] &&
      [ "$(pixel 5 67)" = "srgb(255,149,0)" ] && [ "$(pixel 5 109)" = "srgb(255,149,0)" ] &&
      [ "$(pixel 5 309)" = "srgb(88,86,214)" ] && [ "$(pixel 5 351)" = "srgb(88,86,214)" ] &&
      [ "$(pixel 5 360)" = "srgb(255,255,255)" ]
  }
  if ! wait_for 10 frame_matches; then
    mkdir -p .build/e2e
    cp "$work/shot.png" .build/e2e/app-window.actual.png 2>/dev/null || true
    fail "the window's frame is not the bar, orange Rocky at y 66, indigo Giants at y 308" \
      "(bar $(pixel 195 2), Rocky $(pixel 5 67), Giants $(pixel 5 309), row $(pixel 5 360));" \
      "see .build/e2e/app-window.actual.png"
  fi
  echo "app.sh: window frame: white bar, orange Rocky header at y 66, indigo Giants at y 308"
  wait_for 40 exited || fail "the window did not quit after SECTIONAL_EXIT_AFTER_SECONDS=20"
  status=0
  wait "$app_pid" || status=$?
  app_pid=""
  [ "$status" = 0 ] || fail "the window app exited with status $status"
  echo "app.sh: window quit by itself with status 0"
fi

# --- The terminal, under tmux (80 x 24 cells; no display, so the terminal is chosen).
command -v tmux >/dev/null || fail "tmux is not installed (make deps installs it)"
tm() { tmux -L "$socket" "$@"; }
screen() { tm capture-pane -p -t t | sed 's/ *$//'; }
shows() { screen | grep -qF -- "$1"; }
tm -f /dev/null new-session -d -s t -x 80 -y 24 \
  "env -u DISPLAY -u WAYLAND_DISPLAY '$app'; echo \"exit status \$?\"; sleep 30"
for text in Planets Rocky Mercury Mars Giants Jupiter; do
  wait_for 20 shows "$text" || { screen >"$work/screen.log"; fail "the terminal shows no '$text'"; }
done
echo "app.sh: terminal frame: the Planets bar, Rocky with Mercury to Mars, Giants with Jupiter"
tm send-keys -t t q
wait_for 10 shows "exit status 0" || { screen >"$work/screen.log"; fail "q did not quit with 0"; }
echo "app.sh: terminal quit on q with status 0"
echo "app.sh: PASSED"
