#!/usr/bin/env bash
# Checks the package against Apple's real iOS SDK with this machine's Swift 6 compiler, warnings
# as errors:
#  1. the SDK is wired up: a use of an iOS 17 API at the iOS 13 minimum and a data race are both
#     reported, so a check that passes below has really looked;
#  2. the library modules, Theming, ThemingPalettes and ThemingSkins, at the iOS 13 and 17
#     minimums (the lowest, where every newer use must be guarded, and the newest, where every
#     guarded branch is taken): type checking and the SIL diagnostics (definite
#     initialisation, the data-race region checks and the rest);
#  3. every UIKit and SwiftUI block of README.md, MIGRATION.md and the DocC articles (the blocks
#     marked `<!-- checked against the iOS SDK -->`), through Scripts/check-doc-snippets.py;
#  4. the example app in Examples/iOSCatalog.swiftpm, at its own minimum;
#  5. the JXTheme port in Examples/JXThemePort, at iOS 13;
#  6. with the app, the widget example in Examples/ThemeWidget, at iOS 17.
# Nothing is built to a binary: the SDK's Swift 5.10 standard library lacks entry points that
# Swift 6 code generation calls, so the SIL runs turn throws into traps and leave the lifetime
# verifier (which those traps upset) off. Checking is what this script does.
#
# Usage: check-ios-sdk.sh [docs] [app] [port]   (no argument: all of it; the probes and the
# library always run, since the docs and the apps are checked against the library's module)
#
# The SDK: THEMING_IOS_SDK, or /opt/ios-sdk/iPhoneOS17.4.sdk, where
# `ios-sdk.sh GITDIR` (the project's shared tools) copies Xcode 15.3's iPhoneOS 17.4 SDK. It is
# never part of the repository. Without one, the script says in one line that it skipped the
# check and where it looked, and exits 0: a fresh machine has no SDK.
set -euo pipefail
cd "$(dirname "$0")/.."

sdk=${THEMING_IOS_SDK:-/opt/ios-sdk/iPhoneOS17.4.sdk}
if [ ! -f "$sdk/SDKSettings.json" ]; then
  echo "iOS SDK check skipped: no iOS SDK at $sdk (set THEMING_IOS_SDK to an iPhoneOS.sdk)"
  exit 0
fi
check_docs=true
check_app=true
check_port=true
if [ $# -gt 0 ]; then
  check_docs=false
  check_app=false
  check_port=false
  for part in "$@"; do
    case "$part" in
      docs) check_docs=true ;;
      app) check_app=true ;;
      port) check_port=true ;;
      *) echo "usage: check-ios-sdk.sh [docs] [app] [port]" >&2; exit 2 ;;
    esac
  done
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A resource directory of the toolchain's own compiler parts only. The toolchain's full one
# holds Linux module maps (dispatch, os) that clash with the SDK's modules of the same names.
toolchain_resources="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift"
resources="$work/resources"
mkdir -p "$resources/apinotes"
for part in clang shims embedded host; do
  ln -s "$toolchain_resources/$part" "$resources/$part"
done
# The SDK's `os` overlay is written against the Swift names that Apple's toolchains give the C
# API through API notes; Linux toolchains ship none for `os`.
cat >"$resources/apinotes/os.apinotes" <<'NOTES'
---
Name: os
Typedefs:
- Name: os_log_type_t
  SwiftName: OSLogType
- Name: os_signpost_type_t
  SwiftName: OSSignpostType
Classes:
- Name: OS_os_log
  SwiftName: OSLog
Functions:
- Name: _os_log_impl
  SwiftPrivate: true
- Name: _os_signpost_emit_with_name_impl
  SwiftPrivate: true
- Name: os_log_type_enabled
  SwiftName: 'OSLog.isEnabled(self:type:)'
- Name: os_log_create
  SwiftName: 'OSLog.init(__subsystem:category:)'
  SwiftPrivate: true
- Name: os_signpost_enabled
  SwiftPrivate: true
- Name: os_signpost_id_generate
  SwiftPrivate: true
- Name: os_signpost_id_make_with_pointer
  SwiftPrivate: true
NOTES

common=(-sdk "$sdk" -resource-dir "$resources" -module-cache-path "$work/module-cache"
  -swift-version 6 -warnings-as-errors)
traps=(-Xfrontend -throws-as-traps
  -Xfrontend -disable-ossa-complete-lifetimes -Xfrontend -disable-ossa-verify-complete)
sil=(-emit-sil -Onone -wmo -o /dev/null "${traps[@]}")
library_flags=(-parse-as-library -package-name theming -I "$work/modules"
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault)
mkdir -p "$work/modules"
target() { echo "arm64-apple-ios$1"; }

# 1. The probes: each must fail, with the diagnostic that proves the SDK was read.
expect_failure() {
  local what=$1 expected=$2 file=$3
  shift 3
  local output
  if output=$(swiftc "$@" "$file" 2>&1); then
    echo "iOS SDK check: $what compiled, so the SDK is not being read" >&2
    exit 1
  fi
  if ! grep -qF "$expected" <<<"$output"; then
    echo "iOS SDK check: $what failed, but not with \"$expected\":" >&2
    echo "$output" >&2
    exit 1
  fi
}
cat >"$work/availability-probe.swift" <<'SWIFT'
import UIKit

@MainActor func pin(_ view: UIView) {
  view.traitOverrides.userInterfaceStyle = .dark
}
SWIFT
expect_failure "a use of iOS 17 API at the iOS 13 minimum" \
  "'traitOverrides' is only available in iOS 17.0 or newer" "$work/availability-probe.swift" \
  -typecheck -target "$(target 13.0)" "${common[@]}" -parse-as-library
cat >"$work/race-probe.swift" <<'SWIFT'
import UIKit

final class Counter {
  var count = 0
}

func consume(_ counter: sending Counter) async {}

@MainActor func share(_ counter: Counter) async {}

@MainActor func race() async {
  let counter = Counter()
  await share(counter)
  await consume(counter)
}
SWIFT
expect_failure "a data race" "risks causing data races" "$work/race-probe.swift" \
  "${sil[@]}" -target "$(target 13.0)" "${common[@]}" -parse-as-library
echo "iOS SDK check: the SDK at $sdk is read (availability and data races are reported)"

# 2. The library's modules, each checked at both minimums; the run at iOS 13 also emits the
# module for what imports it: the next module, the docs and the apps. The two runs of a module
# go side by side, as each compiler run uses one core.
source Scripts/side-by-side.sh
files=0
for module in Theming ThemingPalettes ThemingSkins; do
  mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
  files=$((files + ${#sources[@]}))
  side_by_side "$module-13" swiftc "${sil[@]}" -target "$(target 13.0)" "${common[@]}" \
    "${library_flags[@]}" -module-name "$module" "${sources[@]}" \
    -emit-module -emit-module-path "$work/modules/$module.swiftmodule"
  side_by_side "$module-17" swiftc "${sil[@]}" -target "$(target 17.0)" "${common[@]}" \
    "${library_flags[@]}" -module-name "$module" "${sources[@]}"
  side_by_side_wait
done
echo "iOS SDK check: Theming, ThemingPalettes and ThemingSkins ($files files) at iOS 13 and 17: no error," \
  "no warning"

# 3. The docs' UIKit and SwiftUI code. It and the parts below need only the modules, and go
# side by side.
if $check_docs; then
  side_by_side docs python3 Scripts/check-doc-snippets.py --ios "$sdk" "$resources" \
    "$work/modules" README.md MIGRATION.md Sources/Theming/Theming.docc/*.md \
    Sources/ThemingPalettes/ThemingPalettes.docc/*.md Sources/ThemingSkins/ThemingSkins.docc/*.md
fi

# 4. The example app.
if $check_app; then
  app=Examples/iOSCatalog.swiftpm
  # The app's minimum, as its manifest declares it: `.iOS(.v16)` or `.iOS("16.0")`.
  app_minimum=$(sed -nE 's/.*\.iOS\((\.v([0-9]+)|"([0-9.]+)")\).*/\2\3/p' "$app/Package.swift")
  case "$app_minimum" in
    "" | *$'\n'*)
      echo "check-ios-sdk.sh: $app/Package.swift should declare one iOS minimum" >&2
      exit 1
      ;;
    *.*) ;;
    *) app_minimum="$app_minimum.0" ;;
  esac
  mapfile -t app_sources < <(find "$app" -name '*.swift' ! -name Package.swift | sort)
  side_by_side app swiftc "${sil[@]}" -target "$(target "$app_minimum")" "${common[@]}" \
    -I "$work/modules" -module-name iOSCatalog -parse-as-library "${app_sources[@]}"
fi

# 5. The JXTheme port in Examples/JXThemePort: a JXTheme-style app as MIGRATION.md's "From
# JXTheme" steps leave it, at iOS 13, the lowest minimum the guide allows a JXTheme app.
if $check_port; then
  port=Examples/JXThemePort
  mapfile -t port_sources < <(find "$port" -name '*.swift' | sort)
  side_by_side port swiftc "${sil[@]}" -target "$(target 13.0)" "${common[@]}" \
    -I "$work/modules" -module-name JXThemePort -parse-as-library "${port_sources[@]}"
fi

# 6. The widget example in Examples/ThemeWidget (runs with the `app` part): a WidgetKit
# extension that reads the app's choice from an App Group store, and the app's side that
# reloads it, at iOS 17.0, the first with `containerBackground(for: .widget)`. Its files are
# checked together, as one module, though the app's file belongs to the app's target.
if $check_app; then
  widget=Examples/ThemeWidget
  mapfile -t widget_sources < <(find "$widget" -name '*.swift' | sort)
  side_by_side widget swiftc "${sil[@]}" -target "$(target 17.0)" "${common[@]}" \
    -I "$work/modules" -module-name ThemeWidget -parse-as-library "${widget_sources[@]}"
fi
side_by_side_wait
if $check_app; then
  echo "iOS SDK check: $app (${#app_sources[@]} files) at iOS $app_minimum: no error, no warning"
  echo "iOS SDK check: $widget (${#widget_sources[@]} files) at iOS 17.0: no error, no warning"
fi
if $check_port; then
  echo "iOS SDK check: $port (${#port_sources[@]} files) at iOS 13.0: no error, no warning"
fi
