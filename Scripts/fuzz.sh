#!/usr/bin/env bash
# Builds the theme-source readers and the skin packs' manifest reader with libFuzzer and
# AddressSanitizer and runs each over the seed corpus in Fuzz/Corpus for a bounded number of
# inputs (the first argument) and, when a second is given, at most that many seconds. Any crash
# or timeout fails the run and prints libFuzzer's report, which gives the input in Base64, to be
# added to the regression tests.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20000}"
# libFuzzer reads 0 as no limit.
seconds="${2:-0}"
work=$(mktemp -d)
mkdir -p "$work/modules"
trap 'rm -rf "$work"' EXIT
mapfile -t core < <(find Sources/Theming -name '*.swift' | sort)
mapfile -t palettes < <(find Sources/ThemingPalettes -name '*.swift' | sort)
# Unoptimised: the build takes a third of an optimised one's time, and a run bounded in time
# tries about a third as many inputs; set THEMING_FUZZ_OPTIMIZE=-O for a long run.
flags=(-swift-version 6 -parse-as-library -package-name theming
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
  -sanitize=fuzzer,address "${THEMING_FUZZ_OPTIMIZE:--Onone}")
# The core as a module and one object; the readers, with the entry point, as a second module
# that links it, as SwiftPM builds the two products.
swiftc "${flags[@]}" -module-name Theming -wmo -c -emit-module \
  -emit-module-path "$work/modules/Theming.swiftmodule" "${core[@]}" -o "$work/Theming.o"
# The palettes, with the palette readers' fuzzer inside the module so that it can call their
# internals, compiled once, a file to an object, on every core: the skin packs' fuzzer links
# the same objects without the palette fuzzer's entry point.
repo=$PWD
mkdir -p "$work/palettes"
(cd "$work/palettes" && swiftc "${flags[@]}" -module-name ThemingPalettes -I "$work/modules" \
  -c -j "$(nproc 2>/dev/null || echo 2)" -emit-module \
  -emit-module-path "$work/modules/ThemingPalettes.swiftmodule" \
  "${palettes[@]/#/$repo/}" "$repo/Fuzz/PaletteFuzzer.swift")
mapfile -t palette_objects < <(find "$work/palettes" -name '*.o' ! -name PaletteFuzzer.o | sort)
swiftc "${flags[@]}" "${palette_objects[@]}" "$work/palettes/PaletteFuzzer.o" "$work/Theming.o" \
  -o "$work/fuzz-theme-sources"
# The skin packs' manifest reader and path rules: a fuzzer of its own, built into ThemingSkins.
mapfile -t skins < <(find Sources/ThemingSkins -name '*.swift' | sort)
swiftc "${flags[@]}" -module-name ThemingSkins -I "$work/modules" "${skins[@]}" \
  Fuzz/Skins/SkinFuzzer.swift "${palette_objects[@]}" "$work/Theming.o" \
  -o "$work/fuzz-skin-packs"
cp -R Fuzz/Corpus "$work/corpus"
# Leaks are checked by the AddressSanitizer test run, with the toolchain's own suppressed.
# On a failure the report, with the input in Base64, is printed whole: the work folder goes.
# libFuzzer draws a new seed each run; the seed is printed too, to replay the run with -seed.
for fuzzer in fuzz-theme-sources fuzz-skin-packs; do
  if ! (cd "$work" && ASAN_OPTIONS=detect_leaks=0 "./$fuzzer" -runs="$runs" -max_total_time="$seconds" -max_len=4096 \
    -timeout=10 -detect_leaks=0 corpus >"$work/fuzz.log" 2>&1); then
    echo "$fuzzer failed:"
    grep -m 1 "INFO: Seed:" "$work/fuzz.log" || true
    grep -v "Cannot export local symbol" "$work/fuzz.log" | tail -n 80
    exit 1
  fi
  echo "$fuzzer:"
  tail -n 5 "$work/fuzz.log"
done
