#!/usr/bin/env bash
# Builds the DocC catalogs of the three products, Theming, ThemingPalettes and ThemingSkins, each from its module's
# symbol graphs, with every DocC warning treated as an error. Needs only the Swift toolchain (swift and docc); works offline on a clean
# clone. The archive is written to a temporary directory and discarded: the point is the check.
#
#   Scripts/build-docs.sh                 build and check
#   Scripts/build-docs.sh --keep DIR      also copy the two .doccarchive folders into DIR
set -euo pipefail
cd "$(dirname "$0")/.."

keep=""
if [ "${1:-}" = "--keep" ]; then
  [ -n "${2:-}" ] || { echo "usage: $0 [--keep DIR]" >&2; exit 2; }
  keep="$2"
elif [ $# -gt 0 ]; then
  echo "usage: $0 [--keep DIR]" >&2
  exit 2
fi

# docc ships with the toolchain next to swift; on macOS it is found through xcrun.
if command -v docc >/dev/null 2>&1; then
  docc=(docc)
elif command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then
  docc=(xcrun docc)
else
  swift_bin="$(command -v swift)"
  docc=("$(dirname "$(readlink -f "$swift_bin")")/docc")
  [ -x "${docc[0]}" ] || { echo "docs: docc not found next to $swift_bin" >&2; exit 1; }
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/theming-docs.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# A scratch path of its own, so that this build neither waits for nor invalidates the usual
# .build. The symbol-graph directory is new on every run, which changes the compiler's
# arguments and so makes SwiftPM emit the graphs again even when nothing else changed.
swift build --target ThemingSkins --scratch-path .build/docs --disable-index-store \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-extension-block-symbols \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/symbol-graphs"

# One catalog per product, each with its own module's graphs only: a catalog documents one
# module, so the palettes' extensions of core types are documented there, under their module.
# One catalog, from its module's symbol graphs.
convert_catalog() {
  local module=$1
  mkdir -p "$work/graphs-$module"
  cp "$work/symbol-graphs/$module".symbols.json "$work/graphs-$module/" || {
    echo "docs: the build emitted no symbol graph for $module" >&2
    return 1
  }
  # Extensions of other modules' types, where the compiler writes them apart (Module@Other).
  local graph
  for graph in "$work/symbol-graphs/$module"@*.symbols.json; do
    if [ -e "$graph" ]; then cp "$graph" "$work/graphs-$module/"; fi
  done
  "${docc[@]}" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$work/graphs-$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.theming.$module" \
    --output-path "$work/$module.doccarchive" \
    --warnings-as-errors
  if [ -n "$keep" ]; then
    mkdir -p "$keep"
    rm -rf "$keep/$module.doccarchive"
    cp -R "$work/$module.doccarchive" "$keep/"
    echo "docs: archive copied to $keep/$module.doccarchive"
  fi
}
# The catalogs share nothing, and docc converts on one core.
source Scripts/side-by-side.sh
for module in Theming ThemingPalettes ThemingSkins; do
  side_by_side "$module" convert_catalog "$module"
done
side_by_side_wait

echo "docs: every catalog built with no warnings"
