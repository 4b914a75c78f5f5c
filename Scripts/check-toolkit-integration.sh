#!/usr/bin/env bash
# Builds Examples/ToolkitIntegration, an app that themes a toolkit it does not own (a package of
# its own, `Widgets`) through Theming's public API only, with warnings as errors, runs it and
# compares what it prints with expected-output.txt. It proves that the integration the docs
# describe compiles from outside the package: retroactive conformances, a parent chosen by a
# subclass, moves reported through the toolkit's hook, values that are not Sendable, a scheme
# combined from palette keys and re-applied when the palette is reloaded.
set -euo pipefail
cd "$(dirname "$0")/../Examples/ToolkitIntegration"
scratch="${TOOLKIT_SCRATCH:-../../.build/toolkit-integration}"
swift build -Xswiftc -warnings-as-errors --scratch-path "$scratch" --disable-index-store
actual=$("$scratch/debug/WidgetsApp")
if ! diff <(printf '%s\n' "$actual") expected-output.txt; then
  echo "the toolkit integration printed something other than expected-output.txt" >&2
  exit 1
fi
echo "toolkit integration: builds from outside the package and prints what it should"
