#!/usr/bin/env bash
# End-to-end test of the terminal gallery (`sectional-gallery --terminal`) under tmux.
#
# Starts the gallery in a detached 80x24 tmux session on a private server, sends keys and raw
# SGR mouse sequences (`send-keys -l`, the bytes a terminal would send), compares
# `capture-pane -p` to literal expected lines (the title line with its back button; a pinned
# header on the first line under it; a collapsed contacts section; Escape back to the list of
# scenes and a digit into another scene), checks after scrolling both ways that the screen equals a
# full redraw (Ctrl-L; the writer moves lines with scroll regions), sends garbage bytes, resizes
# the window, quits, and checks
# that the terminal was restored: `stty -a` after equals `stty -a` before (but for the size
# after a resize), and tmux reports the
# alternate screen, mouse reporting and a hidden cursor all off. Then Ctrl-C, the
# SECTIONAL_EXIT_AFTER_SECONDS time limit, and termination and fatal signals (SIGTERM, SIGINT,
# SIGSEGV, SIGABRT sent with kill, standing in for a crash in app code) must restore the
# terminal the same way, and so must SIGKILL, which no handler sees: the host's guardian
# process restores the terminal when the app is gone. Last, with standard input closed the
# gallery must exit at once with its message.
#
# Every wait is time-boxed; the tmux server is always killed (trap). Usage:
#   Tests/e2e/tui.sh [path/to/sectional-gallery]   (default: the debug build's)
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v tmux >/dev/null; then
  echo "tui.sh: tmux is not installed (make deps installs it)" >&2
  exit 1
fi
bin=${1:-$(swift build --show-bin-path)/sectional-gallery}
[ -x "$bin" ] || { echo "tui.sh: no gallery binary at $bin (swift build first)" >&2; exit 1; }

work=$(mktemp -d)
run=0
socket="sectional-tui-$$-$run"
tm() { tmux -L "$socket" "$@"; }
cleanup() {
  tm kill-server 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}
pass() { echo "ok: $*"; }

# The pane's text with trailing spaces removed.
screen() { tm capture-pane -p -t t | sed 's/ *$//'; }

# Waits up to $2 seconds (default 5) until the screen contains the fixed string $1.
wait_for() {
  local deadline=$((SECONDS + ${2:-5}))
  while [ "$SECONDS" -lt "$deadline" ]; do
    if screen | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  return 1
}

# Waits until the screen stops changing (two equal captures 0.2 s apart), at most 5 s, so
# animations and redraws have finished before a comparison.
settle() {
  local deadline=$((SECONDS + 5)) last="" now
  while [ "$SECONDS" -lt "$deadline" ]; do
    now=$(screen)
    if [ "$now" = "$last" ]; then return 0; fi
    last=$now
    sleep 0.2
  done
}

# Compares lines $1..$2 of the screen to the expected text in $3, retrying for up to 5 s
# while the app may still be redrawing.
expect_lines() {
  local actual deadline=$((SECONDS + 5))
  while :; do
    actual=$(screen | sed -n "$1,$2p")
    if [ "$actual" = "$3" ]; then
      pass "$4"
      return
    fi
    [ "$SECONDS" -lt "$deadline" ] || break
    sleep 0.2
  done
  fail "$4"
  diff <(echo "$3") <(echo "$actual") | sed 's/^/    /' >&2 || true
}

# The visible cells of the pane: characters, colours and attributes, without the foreground of
# blank cells, which capture-pane -e reports but no one sees (Tests/e2e/visible-cells.py).
visible() { tm capture-pane -p -e -t t | python3 Tests/e2e/visible-cells.py; }

# Checks that the screen as scrolled (lines moved with scroll regions, then the changed
# cells) equals a full redraw: capture the visible cells, press Ctrl-L (the host clears the
# screen and writes every cell), capture again and compare.
expect_same_after_redraw() {
  local before after
  settle
  before=$(visible)
  tm send-keys -t t C-l
  sleep 0.5
  settle
  after=$(visible)
  if [ "$before" = "$after" ]; then
    pass "$1: the scrolled screen equals a full redraw"
  else
    fail "$1: the scrolled screen differs from a full redraw"
    diff <(echo "$before" | tr '\t' '\n') <(echo "$after" | tr '\t' '\n') | head -20 |
      sed 's/^/    /' >&2 || true
  fi
}

# Starts the gallery in a new session: `stty -a` before and after, the app's pid in a file
# (the inner shell execs the app), then EXITED on the primary screen. $1, when given, is one
# more VAR=value for the app's environment; $2 the seconds to wait after the app ends before
# reading `stty -a` (time for the guardian after a SIGKILL).
start() {
  local pause=${2:-0}
  tm kill-server 2>/dev/null || true
  run=$((run + 1))
  socket="sectional-tui-$$-$run"
  rm -f "$work"/before "$work"/after "$work"/pid "$work"/events
  tm -f /dev/null new-session -d -s t -x 80 -y 24 \
    "stty -a > '$work/before'; sh -c 'echo \$\$ > \"$work/pid\"; exec env \
SECTIONAL_EVENT_LOG=\"$work/events\" ${1:-} \"$bin\" --terminal --scene contacts'; \
sleep $pause; stty -a > '$work/after'; echo EXITED; sleep 30"
  wait_for "Contacts" 20 || { fail "the gallery did not start"; screen >&2; return 1; }
  settle
}

# Checks that the app has ended and left the terminal as it found it.
expect_restored() {
  if ! wait_for "EXITED" 10; then
    fail "$1: the gallery did not exit"
    return
  fi
  # The size line follows the window (a resize changes it); every mode must be back.
  if cmp -s <(sed 's/rows [0-9]*; columns [0-9]*;//' "$work/before") \
    <(sed 's/rows [0-9]*; columns [0-9]*;//' "$work/after"); then
    pass "$1: stty -a after equals stty -a before (size aside)"
  else
    fail "$1: terminal modes changed"
    diff "$work/before" "$work/after" | sed 's/^/    /' >&2 || true
  fi
  local flags
  flags=$(tm display-message -p -t t \
    '#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}')
  if [ "$flags" = "0 1 0 0 0" ]; then
    pass "$1: primary screen, cursor shown, mouse reporting off"
  else
    fail "$1: alternate/cursor/mouse flags are '$flags', expected '0 1 0 0 0'"
  fi
  if screen | grep -qF "Contacts"; then fail "$1: the gallery's screen is still shown"; fi
}

# 1. Scroll, pin, collapse, garbage, resize, quit.
start
expect_lines 1 4 " < Back                             Contacts
  A                                                                           B
  Ann Adams                                                                   C
  Ben Allen                                                                   D" \
  "the contacts scene shows its title line, first header and rows"

tm send-keys -t t -l $'\e[<65;10;10M'
tm send-keys -t t -l $'\e[<65;10;10M'
tm send-keys -t t -l $'\e[<65;10;10M'
settle
expect_lines 2 4 "  A                                                                           B
  B                                                                           C
  Ben Baker                                                                   D" \
  "after three wheel steps the A header is pinned on the first line under the title line"
expect_same_after_redraw "three wheel steps down"

tm send-keys -t t Down Down Down Down Down
settle
expect_lines 2 3 "  B                                                                           B
  C                                                                           C" \
  "after five Down keys (one row each) B is pinned over its last row and C follows"
expect_same_after_redraw "five Down keys"
tm send-keys -t t -l $'\e[<64;10;10M'
tm send-keys -t t -l $'\e[<64;10;10M'
expect_same_after_redraw "two wheel steps up"
tm send-keys -t t -l $'\e[<65;10;10M'
tm send-keys -t t -l $'\e[<65;10;10M'
settle

# Tap the pinned B header: press and release at its cell (row 2, 1-based).
tm send-keys -t t -l $'\e[<0;4;2M'
tm send-keys -t t -l $'\e[<0;4;2m'
settle
expect_lines 2 4 "  B                                                                           B
  C                                                                           C
  Cleo Campbell                                                               D" \
  "tapping the pinned B header collapses section B: C follows it directly"
expect_lines 24 24 " collapse contacts 1" "the status line shows the collapse event"
grep -qx "collapse contacts 1" "$work/events" && pass "the event log has the collapse" ||
  fail "the event log lacks 'collapse contacts 1'"

before_garbage=$(screen)
tm send-keys -t t -l $'\e[?999z\e[<999;1M\e[<;;m\eOZ\e[1;2;3;4;5;6X\e[M!!!\e[200~'
tm send-keys -t t -H ff fe 80 c3 28 1b 5b 3f
tm send-keys -t t -H 1b 5b 31 3b 35 7e 00 7f
settle
if [ "$(screen)" = "$before_garbage" ]; then
  pass "garbage bytes and unknown sequences change nothing"
else
  fail "garbage bytes changed the screen"
fi
tm send-keys -t t Enter
settle
expect_lines 2 4 "  B                                                                           B
  Ben Baker                                                                   C
  Cleo Bell                                                                   D" \
  "input still works after the garbage: Enter expands the top header's section again"

# The section index: a click on its E (column 79, row 5) jumps to section E.
tm send-keys -t t -l $'\e[<0;79;5M'
tm send-keys -t t -l $'\e[<0;79;5m'
expect_lines 2 3 "  E                                                                           B
  Ann Edwards                                                                 C" \
  "a click on the section index's E scrolls to E"

# Escape goes back to the list of scenes (one row of title and one of caption per scene), and
# key 5 there pushes the news scene; a click on the first ad header opens its link.
tm send-keys -t t Escape
expect_lines 1 5 "                               Sectional Gallery
  Custom Header                                                              ╲
  Seed 000: a 22 pt header built in code, then 68 pt template headers        ──
  Grouped Colors                                                             ╲
  Seed 001: grouped, clear over pastel, 40 pt headers only where titled      ──" \
  "Escape pops the contacts scene back to the list of scenes"
grep -qx "list" "$work/events" && pass "the event log has the pop" ||
  fail "the event log lacks 'list'"
tm send-keys -t t 5
wait_for "World news 1" || fail "key 5 on the list did not push the news scene"
# The scene shows while it still slides in, and a navigation controller takes no input until
# the push ends: wait until two captures 0.2 s apart agree.
previous=""
for _ in $(seq 50); do
  current=$(screen)
  [ "$current" = "$previous" ] && break
  previous=$current
  sleep 0.2
done
tm send-keys -t t -l $'\e[<0;40;3M'
tm send-keys -t t -l $'\e[<0;40;3m'
expect_lines 24 24 " open https://example.com/ads/world" \
  "a click on the news ad header opens its link in the status line"
# A click on the title line's back button pops to the list; key 6 pushes contacts again, as
# it was left (scrolled to E).
tm send-keys -t t -l $'\e[<0;4;1M'
tm send-keys -t t -l $'\e[<0;4;1m'
wait_for "Sectional Gallery" || fail "the back button did not pop to the list"
tm send-keys -t t 6
wait_for "Ann Edwards" || fail "key 6 on the list did not bring the contacts scene back"

tm resize-window -t t -x 60 -y 16
settle
expect_lines 1 1 " < Back                   Contacts" \
  "after a resize to 60x16 the title line is laid out again"
if [ "$(screen | wc -l)" -eq 16 ]; then pass "the screen has 16 rows"; else
  fail "the screen has $(screen | wc -l) rows, expected 16"; fi

tm send-keys -t t q
expect_restored "q"

# 2. Ctrl-C quits like q.
start
tm send-keys -t t C-c
expect_restored "Ctrl-C"

# 3. SECTIONAL_EXIT_AFTER_SECONDS ends the app by itself.
start SECTIONAL_EXIT_AFTER_SECONDS=2
expect_restored "SECTIONAL_EXIT_AFTER_SECONDS=2"

# 4. Signals: termination and crash signals restore, then end the process.
for signal in TERM INT SEGV ABRT; do
  start
  kill -s "$signal" "$(cat "$work/pid")"
  expect_restored "SIG$signal"
done

# 5. SIGKILL: no handler runs; the guardian process restores the terminal.
start "" 2
kill -9 "$(cat "$work/pid")"
expect_restored "SIGKILL"

# 6. Standard input closed: the terminal UI cannot read keys and says so instead of waiting.
closed=$(timeout 20 "$bin" --terminal --scene contacts <&- 2>&1 >/dev/null) && status=0 || status=$?
expected="sectional-gallery: standard input is closed, so the terminal UI cannot read keys; \
give it a terminal, or use --png DIR to render the scenes without input"
if [ "$status" -eq 2 ] && [ "$closed" = "$expected" ]; then
  pass "closed stdin: exit 2 with the message"
else
  fail "closed stdin: exit $status, output '$closed'"
fi

if [ "$failures" -gt 0 ]; then
  echo "tui.sh: $failures check(s) failed" >&2
  exit 1
fi
echo "tui.sh: all checks passed"
