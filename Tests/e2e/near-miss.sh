#!/usr/bin/env bash
# A ported method with UIKit's name and the wrong types must not fall back to a protocol
# default unnoticed. Swift 6.3 warns ("nearly matches defaulted requirement") when the
# conformance is declared in an extension, which Documentation/Porting.md § 6 tells porters to
# do; this type-checks a screen written that way against the built modules and expects the
# warning for each of its three wrong methods.
# Usage: near-miss.sh BIN_PATH (swift build --show-bin-path)
set -euo pipefail
cd "$(dirname "$0")"
modules="$1/Modules"
# SectionalUIKit re-exports SectionalApp, whose hosts import the C modules: their module maps
# and the system headers behind them.
read -r -a c_includes <<<"$(pkg-config --cflags-only-I gtk4 pangocairo libpng | sed 's/-I/-Xcc -I/g')"
out=$(swiftc -typecheck -I "$modules" -I ../../Sources/CPangoCairo -I ../../Sources/CGtk4 \
  -I ../../Sources/CPNG "${c_includes[@]}" near-miss/NearMissScreen.swift 2>&1)
for method in "heightForHeaderInSection" "heightForRowAt" "viewForHeaderInSection"; do
  if ! grep -q "warning: instance method 'tableView(_:$method:)' nearly matches defaulted" <<<"$out"; then
    echo "near-miss: no warning for tableView(_:$method:)"
    echo "$out"
    exit 1
  fi
done
echo "near-miss: the compiler flags all three methods"
