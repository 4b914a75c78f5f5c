#!/usr/bin/env bash
# Fails if a Swift file under Tests/ outside Tests/ThemingTests/Engine/ uses `@testable import`.
# Behaviour tests use the public API only, so that refactoring the engine cannot break them;
# white-box tests of the engine live in Tests/ThemingTests/Engine/, the one folder allowed to
# see internals.
set -euo pipefail
cd "$(dirname "$0")/.."

allowed="Tests/ThemingTests/Engine/"
offenders=()
while IFS= read -r -d '' file; do
  case "$file" in "$allowed"*) continue ;; esac
  # An import line, perhaps after other attributes; not a comment that mentions one.
  if matches=$(grep -nE '^[[:space:]]*(@[[:alnum:]_]+([(][^)]*[)])?[[:space:]]+)*@testable[[:space:]]+import[[:space:]]' "$file"); then
    while IFS= read -r match; do offenders+=("$file:$match"); done <<<"$matches"
  fi
done < <(find Tests -name '*.swift' -type f -print0 | sort -z)

if [ "${#offenders[@]}" -gt 0 ]; then
  echo "FAIL: @testable import is allowed only in $allowed; use the public API (import Theming)," >&2
  echo "      or move a white-box test into $allowed:" >&2
  printf '  %s\n' "${offenders[@]}" >&2
  exit 1
fi
echo "test imports: no @testable import outside $allowed"
