#!/usr/bin/env bash
# The test command behind `make test` and CI: format lint, build, then every test.
#
# Invariant checks (SECTIONAL_INTERNAL_CHECKS) are on for the build and the tests, with the
# same flags, so the 2-core machine compiles once. The run ends on the test summary line.
set -euo pipefail
cd "$(dirname "$0")/.."

checks=(-Xswiftc -DSECTIONAL_INTERNAL_CHECKS)
dirs=(Package.swift)
for d in Sources Tests Examples Fuzz; do [ -d "$d" ] && dirs+=("$d"); done

echo "== swift format lint --strict"
swift format lint --strict --recursive "${dirs[@]}"

echo "== swift build (all targets, tests included)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build --build-tests "${checks[@]}" >"$log" 2>&1; then
  grep -v "prohibited flag(s): -pthread" "$log"
  exit 1
fi
# SwiftPM filters -pthread out of pkg-config flags and says so; that warning is noise.
grep -E "warning:|Build complete" "$log" | grep -v "prohibited flag(s): -pthread" || true

bash Tests/e2e/gtk-xvfb.sh  # the GTK window end to end under Xvfb (skips without Xvfb)
bash Tests/e2e/gtk-atspi.sh  # the same window through AT-SPI, as a screen reader sees it
bash Tests/e2e/gtk-wayland.sh  # the same window as a Wayland client of Weston
echo "== near-miss warnings"; bash Tests/e2e/near-miss.sh "$(swift build --show-bin-path "${checks[@]}")"
echo "== terminal end to end (tmux)"; bash Tests/e2e/tui.sh "$(swift build --show-bin-path "${checks[@]}")/sectional-gallery"
echo "== SectionalApp end to end (window and terminal)"
bash Tests/e2e/app.sh "$(swift build --show-bin-path "${checks[@]}")/getting-started"

echo "== the getting-started article's and README's code is Examples/GettingStarted/main.swift"
# The first swift code block of each must be the file the build compiles, line for line.
first_swift_block() { awk '/^```swift$/ { inside = 1; next } /^```$/ { if (inside) exit } inside' "$1"; }
diff <(first_swift_block Sources/Sectional/Sectional.docc/GettingStarted.md) \
  Examples/GettingStarted/main.swift
diff <(first_swift_block README.md) Examples/GettingStarted/main.swift

echo "== documentation (DocC, warnings are errors)"; bash Scripts/docs.sh --no-build

echo "== swift test"
swift test --skip-build "${checks[@]}" 2>&1 | grep -v "prohibited flag(s): -pthread"
exit "${PIPESTATUS[0]}"
