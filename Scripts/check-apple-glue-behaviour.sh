#!/usr/bin/env bash
# Runs the UIKit glue, not just type-checks it: builds the stand-in UIKit of
# Scripts/AppleStandIns (UIKit.swift and its UIKit+Part.swift files) to object code, the Theming
# module with it (so `canImport(UIKit)` is true; without the SwiftUI and Combine stand-ins the
# SwiftUI glue is left out), and the programs in Scripts/AppleGlueTests, and runs each program,
# which exits non-zero on any broken expectation:
#
#   BackgroundFlip.swift  `ThemeManager.observeSystemStyle(of:)` across background/foreground
#                         cycles of a window scene: the snapshot flips switch nothing, a real
#                         change made in the background is followed once on return, an app that
#                         does not follow the system sees no change.
#   ButtonStates.swift    UIButton's per-state setters (`setAttributedTitle(_:for:)` with
#                         animations off and the setting given back, `setTitleShadowColor`):
#                         one provider per state, re-applied on switches, removed one by one;
#                         a declared UIView property on a subclass: one binding, its setter.
#
# The stand-in's behaviour (a window scene's style and activation state, trait-change handlers,
# the scene's notifications, and the animation setting) is set and triggered through its `_standIn…` members, which
# the SDK does not have. What the programs show is what the glue does with the events in the
# order the stand-in delivers them; Scripts/check-apple-glue.sh and Scripts/check-ios-sdk.sh
# check that the glue compiles against the stand-ins' and the real SDK's declarations.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/modules" "$work/lib"

mapfile -t uikit < <(find Scripts/AppleStandIns -maxdepth 1 \
  \( -name UIKit.swift -o -name 'UIKit+*.swift' \) | sort)
swiftc -parse-as-library -swift-version 6 -module-name UIKit -emit-library -static \
  -emit-module -emit-module-path "$work/modules/UIKit.swiftmodule" "${uikit[@]}" \
  -o "$work/lib/libUIKit.a"

mapfile -t core < <(find Sources/Theming -name '*.swift' | sort)
swiftc -parse-as-library -swift-version 6 -package-name theming -module-name Theming \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
  -warnings-as-errors -I "$work/modules" -emit-library -static \
  -emit-module -emit-module-path "$work/modules/Theming.swiftmodule" \
  "${core[@]}" -o "$work/lib/libTheming.a"

failed=0
for program in Scripts/AppleGlueTests/*.swift; do
  name=$(basename "$program" .swift)
  swiftc -parse-as-library -swift-version 6 -warnings-as-errors -module-name "$name" \
    -I "$work/modules" -L "$work/lib" -lTheming -lUIKit "$program" -o "$work/$name"
  if ! "$work/$name"; then
    echo "check-apple-glue-behaviour.sh: $program failed" >&2
    failed=1
  fi
done
exit "$failed"
