#!/usr/bin/env bash
# Type-checks each file in Tests/CompileFailures against the built Theming module and fails
# unless every one of them is rejected with the error its first line names.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || { echo "no built modules at $modules; run swift build first" >&2; exit 1; }

failures=0
checked=0
for file in Tests/CompileFailures/*.swift; do
  expected=$(head -n 1 "$file" | sed -n 's|^// expected-error: ||p')
  if [ -z "$expected" ]; then
    echo "FAIL $file: its first line must be '// expected-error: <message>'"
    failures=$((failures + 1))
    continue
  fi
  checked=$((checked + 1))
  if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" 2>&1); then
    echo "FAIL $file: it compiled, but it must be rejected"
    failures=$((failures + 1))
  elif grep -qF -- "$expected" <<<"$output"; then
    echo "ok   $file"
  else
    echo "FAIL $file: rejected, but not with \"$expected\":"
    echo "$output" | grep 'error:' | head -n 5
    failures=$((failures + 1))
  fi
done
echo "compile-failure checks: $((checked - failures)) rejected as expected, $failures not"
[ "$failures" -eq 0 ] && [ "$checked" -gt 0 ]
