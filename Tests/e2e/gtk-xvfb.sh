#!/usr/bin/env bash
# GTK end to end under Xvfb: the gallery window, opened on the news-ads scene pushed on the list
# of scenes, is scrolled with wheel clicks until the second section's header pins, its pinned
# header is clicked, and the window is captured and compared with a golden PNG; then Escape pops
# to the list, a key pushes contacts, and a header tap there collapses a section. The app's
# stdout lines prove each step arrived.
#
#   bash Tests/e2e/gtk-xvfb.sh              # compare with Tests/e2e/gtk-xvfb-news-ads.png
#   SNAPSHOT_RECORD=1 bash Tests/e2e/gtk-xvfb.sh   # record the golden instead
#
# Needs Xvfb, xdotool and ImageMagick (Scripts/bootstrap.sh installs them); without Xvfb it
# says so and skips. Every wait is time-boxed; Xvfb and the app are always killed (trap).
set -euo pipefail
cd "$(dirname "$0")/../.."

golden=Tests/e2e/gtk-xvfb-news-ads.png
gallery=${GALLERY:-.build/debug/sectional-gallery}
tolerance_pixels=200   # pixels differing by more than the fuzz below
fuzz=5%

for tool in Xvfb xdotool import compare; do
  if ! command -v "$tool" >/dev/null; then
    echo "gtk-xvfb: SKIPPED ($tool is not installed; run make deps)"
    exit 0
  fi
done
[ -x "$gallery" ] || swift build --product sectional-gallery >/dev/null

work=$(mktemp -d)
xvfb_pid=""
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "gtk-xvfb: FAILED: $*" >&2
  echo "--- app stdout" >&2
  cat "$work/app.log" >&2 || true
  echo "--- app stderr" >&2
  cat "$work/app.err" >&2 || true
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

Xvfb -displayfd 3 -screen 0 640x900x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.err" &
xvfb_pid=$!
wait_for 10 test -s "$work/display" || fail "Xvfb reported no display"
export DISPLAY=":$(cat "$work/display")"
export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none GDK_SCALE=1
export SECTIONAL_EXIT_AFTER_SECONDS=60

"$gallery" --window --scene news-ads >"$work/app.log" 2>"$work/app.err" &
app_pid=$!
wait_for 30 logged "ready news-ads" || fail "the window did not start"
wid=""
find_window() { wid=$(xdotool search --name "Sectional Gallery" 2>/dev/null | head -1); [ -n "$wid" ]; }
wait_for 10 find_window || fail "no window named Sectional Gallery"

# Scroll one wheel click at a time, each acknowledged by a scroll line, until section 1 pins.
xdotool mousemove 195 400
clicks=0
until logged "pin news-ads 1"; do
  [ "$clicks" -lt 20 ] || fail "section 1 never pinned after $clicks wheel clicks"
  before=$(line_count "^scroll news-ads ")
  xdotool click 5
  clicks=$((clicks + 1))
  scrolled() { [ "$(line_count "^scroll news-ads ")" -gt "$before" ]; }
  wait_for 5 scrolled || fail "wheel click $clicks did not scroll"
done
offset=$(grep "^scroll news-ads " "$work/app.log" | tail -1 | cut -d' ' -f3)
echo "gtk-xvfb: section 1 pinned after $clicks wheel clicks, at offset $offset"
[ "$clicks" = 7 ] || fail "expected the pin after 7 clicks of 89.3 pt, got $clicks"

# Click the pinned ad header (it sits right under the 44 pt navigation bar).
xdotool mousemove 195 84 click 1
wait_for 5 logged "tap header news-ads 1" || fail "the click did not reach the table's header"
wait_for 5 logged "open https://example.com/ads/science" || fail "the ad did not open its link"

# Capture and compare; a frame may still be on its way, so retry a few times.
if [ "${SNAPSHOT_RECORD:-}" = 1 ]; then
  sleep 0.5
  import -window "$wid" "$golden"
  echo "gtk-xvfb: recorded $golden"
else
  [ -f "$golden" ] || fail "no golden $golden (record it with SNAPSHOT_RECORD=1)"
  differing=""
  for attempt in 1 2 3 4 5; do
    sleep 0.3
    import -window "$wid" "$work/shot.png"
    differing=$(compare -metric AE -fuzz "$fuzz" "$golden" "$work/shot.png" "$work/diff.png" \
      2>&1 >/dev/null || true)
    [[ "$differing" =~ ^[0-9]+$ ]] && [ "$differing" -le "$tolerance_pixels" ] && break
  done
  if ! [[ "$differing" =~ ^[0-9]+$ ]] || [ "$differing" -gt "$tolerance_pixels" ]; then
    mkdir -p .build/e2e
    cp "$work/shot.png" .build/e2e/gtk-xvfb.actual.png
    cp "$work/diff.png" .build/e2e/gtk-xvfb.diff.png 2>/dev/null || true
    fail "screenshot differs from $golden: $differing pixels (> $tolerance_pixels at fuzz $fuzz);" \
      "see .build/e2e/gtk-xvfb.actual.png and .diff.png"
  fi
  echo "gtk-xvfb: screenshot matches the golden ($differing pixels differ at fuzz $fuzz)"
fi

# Keys reach the app: Escape pops the news scene back to the list and 6 there pushes the
# contacts scene; once its slide is over, a header tap there collapses section A with an
# animation driven by the frame clock's tick callback.
xdotool mousemove 195 400 key Escape
wait_for 5 logged "list" || fail "Escape did not pop back to the list"
xdotool key 6
wait_for 5 logged "scene contacts" || fail "key 6 on the list did not push the contacts scene"
sleep 1
xdotool mousemove 195 80 click 1
wait_for 5 logged "tap header contacts 0" || fail "the click did not reach the contacts header"
wait_for 5 logged "collapse contacts 0" || fail "the contacts header tap did not collapse A"

# Once the animation is over the app must be idle: no tick callback, no busy loop. Its CPU
# time over one second stays under 0.25 s (the Swift run-loop pump wakes every 8 ms).
sleep 1
cpu_ticks() { awk '{ sub(/^.*\) /, ""); print $12 + $13 }' "/proc/$app_pid/stat"; }
ticks_before=$(cpu_ticks)
sleep 1
idle_ticks=$(($(cpu_ticks) - ticks_before))
echo "gtk-xvfb: idle CPU over one second: $idle_ticks clock ticks"
[ "$idle_ticks" -le $(($(getconf CLK_TCK) / 4)) ] ||
  fail "the idle app used $idle_ticks clock ticks of CPU in one second"

# Resizing the window lays the content out at the new size: the navigation bar spans 480 pt.
xdotool windowsize "$wid" 480 600
sleep 0.5
import -window "$wid" "$work/resized.png"
size=$(identify -format '%wx%h' "$work/resized.png")
[ "$size" = 480x600 ] || fail "the resized window captured as $size, not 480x600"
left=$(convert "$work/resized.png" -format '%[pixel:p{5,36}]' info:)
right=$(convert "$work/resized.png" -format '%[pixel:p{475,36}]' info:)
[ "$left" = "$right" ] ||
  fail "after the resize the navigation bar is $left on the left but $right at x 475"

# Ctrl-Q closes the window like the window manager would; the app must exit 0.
xdotool key ctrl+q
exited() { ! kill -0 "$app_pid" 2>/dev/null; }
wait_for 10 exited || fail "the app did not quit after Ctrl-Q"
status=0
wait "$app_pid" || status=$?
app_pid=""
[ "$status" = 0 ] || fail "the app exited with status $status"
echo "gtk-xvfb: PASSED"
