#!/usr/bin/env bash
# Fails if a Swift file under Tests/ outside the white-box test targets uses `@testable import`.
# Each product has two test targets: behaviour tests that use its public API only, so that
# refactoring its internals cannot break them (ThemingTests, ThemingPalettesTests), and one
# white-box target that may see internals (ThemingInternalTests, ThemingPalettesInternalTests).
# SwiftPM builds every target of a test run with testability on, so the layout alone cannot stop
# a behaviour test from importing internals; this check does.
set -euo pipefail
cd "$(dirname "$0")/.."

allowed=("Tests/ThemingInternalTests/" "Tests/ThemingPalettesInternalTests/" "Tests/ThemingSkinsInternalTests/")
offenders=()
while IFS= read -r -d '' file; do
  for folder in "${allowed[@]}"; do
    case "$file" in "$folder"*) continue 2 ;; esac
  done
  # An import line, perhaps after other attributes; not a comment that mentions one.
  if matches=$(grep -nE '^[[:space:]]*(@[[:alnum:]_]+([(][^)]*[)])?[[:space:]]+)*@testable[[:space:]]+import[[:space:]]' "$file"); then
    while IFS= read -r match; do offenders+=("$file:$match"); done <<<"$matches"
  fi
done < <(find Tests -name '*.swift' -type f -print0 | sort -z)

if [ "${#offenders[@]}" -gt 0 ]; then
  echo "FAIL: @testable import is allowed only in ${allowed[*]}; use the public API," >&2
  echo "      or move a white-box test into one of those targets:" >&2
  printf '  %s\n' "${offenders[@]}" >&2
  exit 1
fi
echo "test imports: no @testable import outside ${allowed[*]}"
