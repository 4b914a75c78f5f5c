#!/usr/bin/env bash
# Type-checks both library modules, Theming and ThemingPalettes, twice: once with
# `canImport(UIKit)` true and once with
# `canImport(AppKit)` true, against the stand-in frameworks in Scripts/AppleStandIns (a
# framework's file, and its `Framework+Part.swift` files where it has them): it proves
# the glue is consistent with the library and with the SDK signatures the stand-ins mirror, not
# that it builds against the real SDKs: Scripts/check-ios-sdk.sh checks the UIKit and SwiftUI
# glue against the real iOS SDK; the AppKit glue is checked here only. The stand-ins' iOS, tvOS
# and watchOS @available attributes are ignored by a Linux compiler; Scripts/check-apple-api
# checks the glue's uses against them.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mapfile -t core < <(find Sources/Theming -name '*.swift' | sort)
mapfile -t palettes < <(find Sources/ThemingPalettes -name '*.swift' | sort)
# Every Apple platform has the Objective-C runtime: both runs see its stand-in too.
mkdir -p "$work/ObjectiveC"
swiftc -parse-as-library -swift-version 6 -emit-module -module-name ObjectiveC \
  Scripts/AppleStandIns/ObjectiveC.swift -o "$work/ObjectiveC/ObjectiveC.swiftmodule"
# SwiftUI, with the Combine it publishes through, is on every Apple platform: both runs see it.
mkdir -p "$work/Combine" "$work/SwiftUI"
swiftc -parse-as-library -swift-version 6 -emit-module -module-name Combine \
  Scripts/AppleStandIns/Combine.swift -o "$work/Combine/Combine.swiftmodule"
swiftc -parse-as-library -swift-version 6 -emit-module -module-name SwiftUI -I "$work/Combine" \
  Scripts/AppleStandIns/SwiftUI.swift -o "$work/SwiftUI/SwiftUI.swiftmodule"
# One framework's check: its stand-in's module, the core's module against it (which the
# palettes module imports), and the palettes type-checked against both.
check_framework() {
  local framework=$1
  mkdir -p "$work/$framework"
  swiftc -parse-as-library -swift-version 6 -emit-module -module-name "$framework" \
    "Scripts/AppleStandIns/$framework.swift" Scripts/AppleStandIns/"$framework"+*.swift \
    -o "$work/$framework/$framework.swiftmodule"
  local flags=(-swift-version 6 -package-name theming -parse-as-library
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
    -warnings-as-errors -I "$work/$framework" -I "$work/ObjectiveC" -I "$work/Combine"
    -I "$work/SwiftUI")
  mkdir -p "$work/$framework-modules"
  swiftc -emit-module "${flags[@]}" -module-name Theming \
    -emit-module-path "$work/$framework-modules/Theming.swiftmodule" "${core[@]}"
  swiftc -typecheck "${flags[@]}" -module-name ThemingPalettes -I "$work/$framework-modules" \
    "${palettes[@]}"
  echo "$framework and SwiftUI glue: type-check against the stand-in $framework and SwiftUI"
}
# The two frameworks' checks share nothing, and each compiler run uses one core.
source Scripts/side-by-side.sh
side_by_side UIKit check_framework UIKit
side_by_side AppKit check_framework AppKit
side_by_side_wait
