#!/usr/bin/env bash
# Builds the DocC site of the public modules with the toolchain's own tools, no plugin:
# symbol graphs from the compiled modules (swift-symbolgraph-extract), one archive per module
# (docc convert, warnings are errors), then one combined static site (docc merge).
#
# Usage: Scripts/docs.sh [--no-build] [OUTPUT]   (OUTPUT defaults to .build/docs)
#   --no-build  use the modules of the last `swift build` with invariant checks, as
#               Scripts/test.sh leaves them, instead of building first.
# The site is OUTPUT/Sectional, made to be served from the path /Sectional, for example
#   python3 -m http.server -d .build/docs, then open /Sectional/documentation/sectional.
#
# Every module's documentation comments must link only to symbols of that module (DocC
# resolves ``Symbol`` links within one module); name other modules' symbols in code voice.
set -euo pipefail
cd "$(dirname "$0")/.."

build=yes
if [ "${1:-}" = --no-build ]; then build=no; shift; fi
out=${1:-.build/docs}
checks=(-Xswiftc -DSECTIONAL_INTERNAL_CHECKS)

# Public modules, each after the modules it depends on; the ones with a catalog under
# Sources/<Module>/<Module>.docc get its landing page and articles.
modules=(Cassowary SectionalGraphics SectionalLayout SectionalViews Sectional
  SectionalInterfaceBuilder SectionalNibs SectionalCairo SectionalGTK SectionalTerminal
  SectionalApp SectionalUIKit)

if [ "$build" = yes ]; then
  echo "== swift build (modules for the symbol graphs)"
  swift build "${checks[@]}" 2>&1 | grep -E "error|Build complete" | grep -v "prohibited flag" || true
fi
bin=$(swift build --show-bin-path "${checks[@]}")
[ -d "$bin/Modules" ] || { echo "docs: no modules in $bin; run swift build first" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The C modules' headers, for the modules that import them.
read -r -a c_includes <<<"$(pkg-config --cflags-only-I gtk4 pangocairo | sed 's/-I/-Xcc -I/g')"

archives=()
mkdir -p "$work/archives"
for module in "${modules[@]}"; do
  graphs=$work/graphs/$module
  mkdir -p "$graphs"
  swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
    -I "$bin/Modules" -I Sources/CPangoCairo -I Sources/CGtk4 -I Sources/CPNG "${c_includes[@]}" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$graphs"
  catalog=()
  [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
  archive=$work/archives/$module.doccarchive
  if ! docc convert ${catalog[@]+"${catalog[@]}"} --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.sectional.$module" \
    --output-dir "$archive" --transform-for-static-hosting --hosting-base-path Sectional \
    --warnings-as-errors >"$work/$module.log" 2>&1; then
    sed "s|$PWD/||g" "$work/$module.log" >&2
    echo "docs: $module's documentation has warnings (above)" >&2
    exit 1
  fi
  archives+=("$archive")
done

rm -rf "$out/Sectional"
mkdir -p "$out"
docc merge "${archives[@]}" --synthesized-landing-page-name Sectional \
  --output-path "$out/Sectional" >/dev/null
echo "docs: ${#modules[@]} modules, no warnings: $out/Sectional (serve $out, open /Sectional/documentation/sectional)"
