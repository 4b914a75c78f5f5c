#!/usr/bin/env bash
# The library's structural rules that the compiler does not check:
#  1. unsafe constructs (unmanaged references, unchecked casts and exclusivity, raw pointers)
#     appear only under Sources/Theming/Engine/, where each invariant is stated beside its code:
#     not elsewhere in the core, nor in the palettes product or theme-lint;
#  2. no type keeps mutable state in a static stored property: state shared between managers
#     belongs to an instance (EngineGroup), so that managers stay independent.
# Comment lines are skipped. Exits non-zero, listing each offending line.
set -euo pipefail
cd "$(dirname "$0")/.."

sources=Sources
engine=$sources/Theming/Engine
unsafe='Unmanaged|unsafeDowncast|unsafeBitCast|@exclusivity\(unchecked\)|unowned\(unsafe\)|nonisolated\(unsafe\)|Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|withUnsafe|unsafelyUnwrapped|assumingMemoryBound'
# A stored static or class variable: `static var name = …` or `static var name: Type = …`.
mutable_static='^[^/]*\b(static|class)[[:space:]]+var[[:space:]]+[A-Za-z_][A-Za-z0-9_]*[[:space:]]*(:[^{=]*)?='

failed=0
code_lines() { grep -nE "$1" "$2" | grep -vE '^[0-9]+:[[:space:]]*//' || true; }

while IFS= read -r file; do
  case "$file" in "$engine"/*) continue ;; esac
  hits=$(code_lines "$unsafe" "$file")
  if [ -n "$hits" ]; then
    printf '%s: unsafe code outside %s/:\n%s\n' "$file" "$engine" "$hits" >&2
    failed=1
  fi
done < <(find "$sources" -name '*.swift' | sort)

while IFS= read -r file; do
  hits=$(code_lines "$mutable_static" "$file")
  if [ -n "$hits" ]; then
    printf '%s: mutable static state (keep it in an instance):\n%s\n' "$file" "$hits" >&2
    failed=1
  fi
done < <(find "$sources" -name '*.swift' | sort)

if [ "$failed" -ne 0 ]; then exit 1; fi
count=$(find "$engine" -name '*.swift' | wc -l | tr -d ' ')
echo "unsafe code only in $engine/ ($count files); no mutable statics"
