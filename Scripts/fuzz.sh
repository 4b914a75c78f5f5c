#!/usr/bin/env bash
# Builds the theme-source readers with libFuzzer and AddressSanitizer and runs them for a
# bounded number of inputs over the seed corpus in Fuzz/Corpus. Any crash or timeout fails the
# run and prints libFuzzer's report, which gives the input in Base64, to be added to the
# regression tests.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20000}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mapfile -t sources < <(find Sources/Theming -name '*.swift' | sort)
swiftc -swift-version 6 -parse-as-library -module-name Theming \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
  -sanitize=fuzzer,address -O \
  "${sources[@]}" Fuzz/PaletteFuzzer.swift -o "$work/fuzz-theme-sources"
cp -R Fuzz/Corpus "$work/corpus"
# Leaks are checked by the AddressSanitizer test run, with the toolchain's own suppressed.
# On a failure the report, with the input in Base64, is printed whole: the work folder goes.
if ! (cd "$work" && ASAN_OPTIONS=detect_leaks=0 ./fuzz-theme-sources -runs="$runs" -max_len=4096 \
  -timeout=10 -detect_leaks=0 corpus >"$work/fuzz.log" 2>&1); then
  grep -v "Cannot export local symbol" "$work/fuzz.log" | tail -n 80
  exit 1
fi
tail -n 5 "$work/fuzz.log"
