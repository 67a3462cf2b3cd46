#!/usr/bin/env bash
# GTK end to end on Wayland, under Weston 10 (Debian's `weston`), in two parts:
#
# 1. Headless backend: the gallery window comes up on the news-ads scene as a Wayland client,
#    the compositor's screenshot (weston-screenshooter, which needs --debug) is cut to the
#    window and compared with a golden PNG.
# 2. Input: Weston's headless backend has no input devices, so the scrolling and the header
#    tap run under Weston's X11 backend nested in Xvfb: xdotool's wheel clicks and button
#    presses reach Weston as X events, and Weston delivers them to the app as Wayland pointer
#    events. The app's stdout lines prove each step arrived, as in gtk-xvfb.sh.
#
#   bash Tests/e2e/gtk-wayland.sh                     # compare with the golden
#   SNAPSHOT_RECORD=1 bash Tests/e2e/gtk-wayland.sh   # record the golden instead
#
# Without weston it says so and skips. Every wait is time-boxed; every process it starts is
# killed by PID (trap). XDG_RUNTIME_DIR is a private 0700 directory, as Weston requires.
set -euo pipefail
cd "$(dirname "$0")/../.."

golden=Tests/e2e/gtk-wayland-news-ads.png
gallery=${GALLERY:-.build/debug/sectional-gallery}
tolerance_pixels=200   # pixels differing by more than the fuzz below
fuzz=5%
# Adwaita's client-side title bar on GTK 4.8, above the gallery's content (navigation bar first).
title_bar=37

for tool in weston weston-screenshooter Xvfb xdotool convert compare; do
  if ! command -v "$tool" >/dev/null; then
    echo "gtk-wayland: SKIPPED ($tool is not installed; run make deps)"
    exit 0
  fi
done
[ -x "$gallery" ] || swift build --product sectional-gallery >/dev/null

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in ${pids[@]+"${pids[@]}"}; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "gtk-wayland: FAILED: $*" >&2
  for log in app.log app.err weston.log; do
    [ -f "$work/$log" ] && { echo "--- $log" >&2; tail -20 "$work/$log" >&2; }
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
logged() { grep -qx -- "$1" "$work/app.log"; }
line_count() { grep -c "$1" "$work/app.log" || true; }

export XDG_RUNTIME_DIR=$work/runtime
mkdir -m 700 "$XDG_RUNTIME_DIR"
# No panel, no animations, no screen locking: the window is the only thing that changes.
printf '[core]\nidle-time=0\n[shell]\npanel-position=none\nbackground-color=0xff202020\n%s\n' \
  'animation=none
startup-animation=none
locking=false' >"$work/weston.ini"

# start_weston SOCKET BACKEND: starts Weston on SOCKET and waits for the socket.
start_weston() {
  weston --config="$work/weston.ini" --backend="$2" --socket="$1" --width=640 --height=900 \
    --use-pixman --debug --log="$work/weston.log" 2>/dev/null &
  pids+=($!)
  wait_for 10 test -S "$XDG_RUNTIME_DIR/$1" || fail "weston ($2) did not open its socket"
}

# start_app SOCKET: the gallery on the news-ads scene as a Wayland client of SOCKET.
start_app() {
  : >"$work/app.log"
  env -u DISPLAY WAYLAND_DISPLAY="$1" GDK_BACKEND=wayland GSK_RENDERER=cairo GTK_A11Y=none \
    SECTIONAL_EXIT_AFTER_SECONDS=60 "$gallery" --window --scene news-ads \
    >"$work/app.log" 2>"$work/app.err" &
  app_pid=$!
  pids+=("$app_pid")
  wait_for 30 logged "ready news-ads" || fail "the window did not start on $1"
}

# screenshot SOCKET FILE: the compositor's whole output as a PNG.
screenshot() {
  rm -rf "$work/shots"
  mkdir "$work/shots"
  (cd "$work/shots" && WAYLAND_DISPLAY="$1" timeout 10 weston-screenshooter >/dev/null 2>&1) ||
    return 1
  mv "$work/shots"/*.png "$2"
}

# window_box FILE: the window's rectangle (WxH+X+Y) in a screenshot: the bounding box of the
# light pixels (the window is light, the background 0x202020 and the shadow darker still).
window_box() {
  convert "$1" -colorspace gray -threshold 40% -format '%@' info: 2>/dev/null
}

# window_area FILE: roughly the window's rectangle where the compositor also draws a pointer
# (the nested compositor does, into its screenshots): the bounding box after an opening with a
# 25 px square removes anything smaller, such as the pointer's sprite. Good for its origin.
window_area() {
  convert "$1" -colorspace gray -threshold 40% -morphology Open Square:12 -format '%@' info: \
    2>/dev/null
}

# Part 1: the window's pixels under the headless backend.
start_weston sectional-headless headless-backend.so
start_app sectional-headless
shot_matches() {
  screenshot sectional-headless "$work/shot.png" || return 1
  box=$(window_box "$work/shot.png")
  convert "$work/shot.png" -crop "$box" +repage "$work/window.png" 2>/dev/null || return 1
  [ "${SNAPSHOT_RECORD:-}" = 1 ] && return 0
  differing=$(compare -metric AE -fuzz "$fuzz" "$golden" "$work/window.png" "$work/diff.png" \
    2>&1 >/dev/null || true)
  [[ "$differing" =~ ^[0-9]+$ ]] && [ "$differing" -le "$tolerance_pixels" ]
}
if [ "${SNAPSHOT_RECORD:-}" = 1 ]; then
  sleep 1
  shot_matches || fail "no screenshot"
  cp "$work/window.png" "$golden"
  echo "gtk-wayland: recorded $golden ($box)"
else
  [ -f "$golden" ] || fail "no golden $golden (record it with SNAPSHOT_RECORD=1)"
  differing=""
  box=""
  attempts=0
  until shot_matches; do
    attempts=$((attempts + 1))
    if [ "$attempts" -ge 10 ]; then
      mkdir -p .build/e2e
      cp "$work/window.png" .build/e2e/gtk-wayland.actual.png 2>/dev/null || true
      cp "$work/diff.png" .build/e2e/gtk-wayland.diff.png 2>/dev/null || true
      fail "the window ($box) differs from $golden: $differing pixels (> $tolerance_pixels" \
        "at fuzz $fuzz); see .build/e2e/gtk-wayland.actual.png and .diff.png"
    fi
    sleep 0.3
  done
  echo "gtk-wayland: headless: the window ($box) matches the golden ($differing pixels differ)"
fi
kill "$app_pid" 2>/dev/null || true

# Part 2: wheel scrolling and a header tap through Wayland input (Weston's X11 backend).
# The X screen is larger than Weston's 640x900 output window, and the pointer starts outside
# it, so moving in gives Weston the crossing event it needs before it forwards motion.
Xvfb -displayfd 3 -screen 0 720x960x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.err" &
pids+=($!)
wait_for 10 test -s "$work/display" || fail "Xvfb reported no display"
export DISPLAY=":$(cat "$work/display")"
xdotool mousemove 700 940
start_weston sectional-nested x11-backend.so
start_app sectional-nested
window_found() {
  screenshot sectional-nested "$work/nested.png" && box=$(window_area "$work/nested.png") &&
    [[ "$box" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] && [ "${BASH_REMATCH[1]}" -gt 300 ]
}
wait_for 15 window_found || fail "no window in the nested compositor's output"
left=${BASH_REMATCH[3]}
top=${BASH_REMATCH[4]}

# Weston's output window sits at the X screen's origin, so output points are X points. The
# pointer enters the surface on the first motion Weston sees over it; until the app has
# scrolled once, each unanswered wheel click is retried after another motion.
clicks=0
nudges=0
until logged "pin news-ads 1"; do
  [ "$clicks" -lt 20 ] || fail "section 1 never pinned after $clicks wheel clicks"
  if [ "$clicks" = 0 ]; then
    # Out of Weston's window and back in: the crossing that makes Weston follow the pointer.
    xdotool mousemove 700 940
    sleep 0.2
  fi
  xdotool mousemove $((left + 195 + nudges)) $((top + 400))
  before=$(line_count "^scroll news-ads ")
  xdotool click 5
  scrolled() { [ "$(line_count "^scroll news-ads ")" -gt "$before" ]; }
  # Generous: under a loaded machine the first frame's input can take seconds to arrive.
  if ! wait_for 10 scrolled; then
    [ "$clicks" = 0 ] && [ "$nudges" -lt 5 ] || fail "wheel click $((clicks + 1)) did not scroll"
    nudges=$((nudges + 1))
    continue
  fi
  clicks=$((clicks + 1))
done
echo "gtk-wayland: section 1 pinned after $clicks wheel clicks through Wayland pointer axis events"

# The pinned ad header sits right under the title bar and the 44 pt navigation bar.
xdotool mousemove $((left + 195)) $((top + title_bar + 44 + 40)) click 1
wait_for 5 logged "tap header news-ads 1" || fail "the click did not reach the pinned header"
wait_for 5 logged "open https://example.com/ads/science" || fail "the ad did not open its link"

# Ctrl-Q reaches the focused window as a Wayland key; the app must exit 0.
xdotool key ctrl+q
exited() { ! kill -0 "$app_pid" 2>/dev/null; }
wait_for 10 exited || fail "the app did not quit after Ctrl-Q"
status=0
wait "$app_pid" || status=$?
[ "$status" = 0 ] || fail "the app exited with status $status"
echo "gtk-wayland: PASSED"
