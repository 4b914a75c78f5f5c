#!/usr/bin/env bash
# Type-checks the library with `canImport(UIKit)` true, against the stand-in UIKit in
# Scripts/AppleStandIns: it proves the UIKit glue is consistent with the library and with the
# SDK signatures it mirrors, not that it builds against the real SDK (only an Apple machine can).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -parse-as-library -swift-version 5 -emit-module -module-name UIKit \
  Scripts/AppleStandIns/UIKit.swift -o "$work/UIKit.swiftmodule"
mapfile -t sources < <(find Sources/Theming -name '*.swift' | sort)
swiftc -typecheck -swift-version 6 -module-name Theming \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
  -warnings-as-errors -I "$work" "${sources[@]}"
echo "UIKit glue: type-checks against the stand-in UIKit"
